// Test shim for tests/hip_cpu_run.sh: the texture-object types of HIP's GPU
// headers that HIP-CPU lacks (same fields as HIP's texture_types.h and
// driver_types.h), so the translation's software texture objects
// (docs/textures.md) run on the CPU. No image function is declared: a
// translation that still calls one does not build here.
#pragma once
#include <hip/hip_runtime.h>
typedef struct __hip_texture *hipTextureObject_t;
enum hipChannelFormatKind {
  hipChannelFormatKindSigned = 0,
  hipChannelFormatKindUnsigned = 1,
  hipChannelFormatKindFloat = 2,
  hipChannelFormatKindNone = 3
};
struct hipChannelFormatDesc {
  int x, y, z, w;
  enum hipChannelFormatKind f;
};
template <typename T> struct hip_cpu_channel;
template <> struct hip_cpu_channel<int> { static constexpr hipChannelFormatDesc d{32, 0, 0, 0, hipChannelFormatKindSigned}; };
template <> struct hip_cpu_channel<unsigned char> { static constexpr hipChannelFormatDesc d{8, 0, 0, 0, hipChannelFormatKindUnsigned}; };
template <> struct hip_cpu_channel<float> { static constexpr hipChannelFormatDesc d{32, 0, 0, 0, hipChannelFormatKindFloat}; };
template <> struct hip_cpu_channel<float4> { static constexpr hipChannelFormatDesc d{32, 32, 32, 32, hipChannelFormatKindFloat}; };
template <> struct hip_cpu_channel<uchar4> { static constexpr hipChannelFormatDesc d{8, 8, 8, 8, hipChannelFormatKindUnsigned}; };
template <typename T> hipChannelFormatDesc hipCreateChannelDesc() { return hip_cpu_channel<T>::d; }
enum hipResourceType { hipResourceTypeArray = 0, hipResourceTypeMipmappedArray = 1, hipResourceTypeLinear = 2, hipResourceTypePitch2D = 3 };
enum hipTextureAddressMode { hipAddressModeWrap = 0, hipAddressModeClamp = 1, hipAddressModeMirror = 2, hipAddressModeBorder = 3 };
enum hipTextureFilterMode { hipFilterModePoint = 0, hipFilterModeLinear = 1 };
enum hipTextureReadMode { hipReadModeElementType = 0, hipReadModeNormalizedFloat = 1 };
struct hipResourceDesc {
  enum hipResourceType resType;
  union {
    struct { void *array; } array;
    struct { void *mipmap; } mipmap;
    struct { void *devPtr; struct hipChannelFormatDesc desc; size_t sizeInBytes; } linear;
    struct { void *devPtr; struct hipChannelFormatDesc desc; size_t width, height, pitchInBytes; } pitch2D;
  } res;
};
struct hipTextureDesc {
  enum hipTextureAddressMode addressMode[3];
  enum hipTextureFilterMode filterMode;
  enum hipTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum hipTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
};
struct hipResourceViewDesc;
