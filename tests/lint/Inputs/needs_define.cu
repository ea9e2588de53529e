// Parses only with -DLANE_BITS=...: without it the token rules run.
#ifndef LANE_BITS
#error "build with -DLANE_BITS"
#endif
__global__ void k(int *o) {
  // the token rules see this too, but only the AST sees `& 31` through `t`
  // (reported: the file also groups lanes by warpSize)
  int t = threadIdx.x;
  int lane = t & 31;
  o[t] = lane + LANE_BITS + t / warpSize;
}
