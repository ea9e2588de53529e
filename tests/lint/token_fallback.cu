// A file that does not parse (texture references and surfaces: CUDA 13 and
// clang's CUDA headers no longer declare them) is checked with the token
// rules only, and says so.
// RUN: %exit 1 %cuda2hip lint %S/Inputs/texture_reference.cu > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
// CHECK: texture_reference.cu: note: could not be parsed; only the token rules ran [cuda2hip-token-engine]
// CHECK: texture_reference.cu:6:1: error: texture/surface reference 'texture<...>': MI300X has no texture hardware [cuda2hip-texture-memory]
// CHECK: texture_reference.cu:7:8: error: texture/surface reference 'surface<...>'{{.*}}[cuda2hip-texture-memory]
// CHECK: texture_reference.cu:11:13: error: 'tex1Dfetch' needs texture hardware{{.*}}[cuda2hip-texture-memory]
// CHECK: texture_reference.cu:12:3: error: 'surf2Dwrite' needs texture hardware{{.*}}[cuda2hip-texture-memory]
// CHECK: texture_reference.cu:13:23: warning: 'warp * 32' is the first thread of a 32-lane warp{{.*}}[cuda2hip-warp-size-literal]
// CHECK: texture_reference.cu:14:26: note: HIP reads the second __launch_bounds__ argument{{.*}}[cuda2hip-launch-bounds-min-blocks]
// CHECK: texture_reference.cu:15:41: warning: 'warpSize' is not a constant expression on newer ROCm{{.*}}[cuda2hip-warpsize-constexpr]
// CHECK: texture_reference.cu:17:1: error: <mma.h> (WMMA) has no HIP equivalent{{.*}}[cuda2hip-wmma]
