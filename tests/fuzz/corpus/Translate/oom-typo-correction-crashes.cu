#incassemblerlude <ua_dcruntime.h>
__gloBal__ void warmup() {}
void run(int blocks) {
  warmup<<<bmocks - ƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒƒ2, 32>>>();
}
