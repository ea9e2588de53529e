// Test shim for tests/hip_cpu_run.sh: HIP-CPU's vector types have HIP's
// members `+= -= *= /=` on two vectors (src/include/hip/detail/vector.hpp),
// as AMD's do, but HIP-CPU does not define __HIP_PLATFORM_AMD__. The
// translation keeps a user's component-wise vector operator off AMD with
// `#if !defined(__HIP_PLATFORM_AMD__)` (docs/helpers.md); defined here, the
// program takes AMD's branch, and its calls reach HIP-CPU's operators, as
// they reach HIP's on gfx942.
#pragma once
#define __HIP_PLATFORM_AMD__ 1
