//===- Specs.cpp - which CUDA headers make up each API group --------------===//
//
// Paths are relative to <cuda>/include. A group's public names are the
// declarations and macros of its files; which parts of CUDA a group leaves
// out is said in NotCovered (and in docs/coverage.md).
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Audit.h"

namespace cuda2hip {

const std::vector<AuditSpec> &auditSpecs() {
  static const std::vector<AuditSpec> Specs = {
      {Group::Runtime,
       {{{"cuda_runtime_api.h", "cuda_runtime.h", "driver_types.h",
          "driver_functions.h", "vector_types.h", "surface_types.h",
          "texture_types.h", "channel_descriptor.h", "cuda_profiler_api.h"},
         {},
         {}}},
       false,
       "graphics interop (cuda_gl_interop.h, cuda_egl_interop.h, "
       "cuda_vdpau_interop.h) and the device-side runtime "
       "(cuda_device_runtime_api.h)",
       {{"CUDART_DEVICE", "cuda_runtime_api.h", "attribute macro"}}},
      {Group::Driver,
       {{{"cuda.h", "cudaProfiler.h"}, {}, {}}},
       false,
       "the PFN_* typedefs of cudaTypedefs.h and graphics interop (cudaGL.h, "
       "cudaEGL.h, cudaVDPAU.h)"},
      {Group::Device,
       // Parsed as nvcc's host pass sees them: clang's CUDA wrapper replaces
       // many device headers by its own declarations.
       {{{"device_functions.h", "device_atomic_functions.h",
          "device_launch_parameters.h", "sm_20_atomic_functions.h",
          "sm_32_atomic_functions.h", "sm_35_atomic_functions.h",
          "sm_60_atomic_functions.h", "sm_20_intrinsics.h",
          "sm_30_intrinsics.h", "sm_32_intrinsics.h", "sm_35_intrinsics.h",
          "sm_61_intrinsics.h", "math_constants.h", "math_functions.h",
          "device_double_functions.h", "vector_functions.h",
          "texture_indirect_functions.h", "surface_indirect_functions.h",
          "crt/sm_70_rt.h", "crt/sm_80_rt.h", "crt/sm_90_rt.h",
          "crt/sm_100_rt.h"},
         {"crt/device_functions.h", "crt/device_functions.hpp",
          "crt/device_double_functions.h", "crt/device_double_functions.hpp",
          "crt/math_functions.h", "crt/math_functions.hpp",
          "crt/common_functions.h", "crt/sm_70_rt.hpp", "crt/sm_80_rt.hpp",
          "crt/sm_90_rt.hpp", "crt/sm_100_rt.hpp", "crt/host_defines.h",
          "sm_20_atomic_functions.hpp", "sm_32_atomic_functions.hpp",
          "sm_60_atomic_functions.hpp", "sm_20_intrinsics.hpp",
          "sm_30_intrinsics.hpp", "sm_32_intrinsics.hpp",
          "sm_61_intrinsics.hpp", "device_atomic_functions.hpp",
          "vector_functions.hpp"},
         {"-include", "cuda_runtime.h"},
         true}},
       true,
       "warp matrix functions (mma.h), fp8/fp6/fp4 types, cuda::/libcu++ "
       "and the pipeline/barrier primitives",
       {{"{CUDARTAPI,CUDARTAPI_CDECL,__annotate__,__location__,__cdecl,"
         "__export__,__import__,__thread__,__no_return__,__nv_pure__,"
         "__inline_hint__,__specialization_static,__device_builtin*}",
         "crt/host_defines.h", "attribute and calling-convention plumbing"},
        {"__NV_ATOMIC_{ADDRESSOF,ALIGNOF,REQUIRES,RET,RET_TYPE,TEMP,"
         "TRIVIALLY_COPYABLE}",
         "", "helper macros of the __nv_atomic_* declarations"},
        {"{__nv_atomic_enable_if,__nv_atomic_triv_cp_helper,__nv_i*_trait}",
         "", "type traits used by the headers themselves"},
        {"__NV_GLIB*", "", "libstdc++/glibc configuration macros"},
        {"{__finitel,__isinfl,__isnanl,__signbitl}", "",
         "glibc's internal long double classification functions"},
        {"{__u128Atomic*,__nv_memcpy_async_shared_global_*}", "",
         "implementation of atomicCAS/atomicExch on 128 bits and of "
         "memcpy_async"},
        {"{dadd,dsub,dmul,double2int,double2uint,double2ll,double2ull,"
         "int2double,uint2double,ll2double,ull2double,float2double,fdivide}",
         "", "undocumented helpers with a cudaRoundMode argument behind "
         "__dadd_rn, __double2int_rn, __fdividef and friends"},
        {"std::_*", "", "libstdc++ helpers CUDA redeclares"},
        {"{any,all,ballot}", "", "deprecated unprefixed spellings of __any, "
         "__all and __ballot: not tabled, since the token engine would match "
         "these common words in user code (HIP has __any/__all/__ballot)"}}},
      {Group::Headers, {}, false, ""},
      {Group::Complex, {{{"cuComplex.h"}, {}, {}}}, false, ""},
      {Group::LibraryTypes, {{{"library_types.h"}, {}, {}}}, false, ""},
      {Group::Fp16,
       {{{"cuda_fp16.h", "cuda_bf16.h"}, {"cuda_fp16.hpp", "cuda_bf16.hpp"}, {}}},
       true,
       "cuda_fp8.h, cuda_fp6.h, cuda_fp4.h",
       {{"{*_internal,__float_simpl_*,__BFLOAT16*_TO_*,IF_DEVICE_OR_CUDACC}",
         "", "helpers the headers use themselves"}}},
      {Group::CooperativeGroups,
       {{{"cooperative_groups.h", "cooperative_groups/reduce.h",
          "cooperative_groups/scan.h", "cooperative_groups/memcpy_async.h"},
         {"cooperative_groups/"},
         {}}},
       false,
       "names in cooperative_groups::details",
       {{"cooperative_groups::thread_group_base", "cooperative_groups.h",
         "implementation base of the group types: a template that carries "
         "the group's type id"}}},
      {Group::Blas,
       {{{"cublas_api.h", "cublas_v2.h", "cublasLt.h"}, {}, {}},
        {{"cublas.h"}, {}, {}}},
       false,
       "cublasXt.h"},
      {Group::Rand,
       {{{"curand.h", "curand_kernel.h"},
         {"curand_discrete.h", "curand_discrete2.h", "curand_globals.h",
          "curand_lognormal.h", "curand_mrg32k3a.h", "curand_mtgp32.h",
          "curand_mtgp32_kernel.h", "curand_normal.h", "curand_philox4x32_x.h",
          "curand_poisson.h", "curand_uniform.h", "curand_precalc.h"},
         {}},
        {{"curand_mtgp32_host.h", "curand_mtgp32dc_p_11213.h"}, {}, {}}},
       false,
       "",
       {{"*", "{curand_globals.h,curand_precalc.h,curand_mrg32k3a.h}",
         "constants and precomputed tables of the generators"},
        {"{CURANDAPI,QUALIFIERS,GCC_UNUSED_PARAMETER,EXTRA_FLAG_*,"
         "CURAND_STD,MRG32K3A_*,PHILOX_[MW]*,CR_CUDART_*,KNUTH_FLOAT_CONST,"
         "MAGIC_DOUBLE_CONST,MTGP*_*,MEXP,LARGE_SIZE,TBL_SIZE,THREAD_NUM}",
         "", "macros the headers use themselves"},
        {"{curand_MRG*,curnand_MRG*,curand_Philox4x32_10,Philox_State_Incr*,"
         "mulhilo32,curand_box_muller*,curand_poisson_knuth*,"
         "curand_poisson_gammainc*,curand_poisson_from_normal*,curand_M2_double*,curand_binary_search_double,"
         "curand__discrete*,para_rec,temper,temper_single}",
         "", "generator and distribution internals called by curand(), "
         "curand_normal(), curand_poisson(), ..."},
        {"{ini_func1,ini_func2,mtgp32_init_*,non_zero,mtgp32_params_fast,"
         "curandMakeMTGP32ConstantsImpl}",
         "", "MTGP32 host-side setup internals (curand_mtgp32_host.h)"},
        {"curand{Distribution,Histogram}*", "{curand.h,curand_discrete.h}",
         "structures behind curandDiscreteDistribution_t"}}},
      {Group::Fft, {{{"cufft.h", "cufftXt.h"}, {}, {}}}, false, "cufftw.h"},
      {Group::Sparse, {{{"cusparse.h", "cusparse_v2.h"}, {}, {}}}, false, ""},
      {Group::Solver,
       {{{"cusolver_common.h", "cusolverDn.h", "cusolverSp.h", "cusolverRf.h"},
         {},
         {}}},
       false,
       "cusolverMg.h, cusolverSp_LOWLEVEL_PREVIEW.h"},
      {Group::Dnn,
       {{{"cudnn.h", "cudnn_version.h", "cudnn_graph.h", "cudnn_ops.h",
          "cudnn_cnn.h", "cudnn_adv.h", "cudnn_backend.h"},
         {},
         {}}},
       false,
       "",
       {{"CUDNN_DEPRECATED*", "", "attribute macros"}}},
      {Group::Cub,
       {{{"cub/cub.cuh"}, {"cub/"}, {}}},
       false,
       "names in detail namespaces",
       {{"*", "cub/*detail/*", "implementation files"},
        {"CUB_{DETAIL,DEFINE}_*", "", "macros the headers use themselves"}}},
      {Group::Thrust,
       {{{"thrust/addressof.h", "thrust/adjacent_difference.h",
          "thrust/advance.h", "thrust/allocate_unique.h",
          "thrust/binary_search.h", "thrust/complex.h", "thrust/copy.h",
          "thrust/count.h", "thrust/device_allocator.h",
          "thrust/device_delete.h", "thrust/device_free.h",
          "thrust/device_make_unique.h", "thrust/device_malloc.h",
          "thrust/device_malloc_allocator.h", "thrust/device_new.h",
          "thrust/device_new_allocator.h", "thrust/device_ptr.h",
          "thrust/device_reference.h", "thrust/device_vector.h",
          "thrust/distance.h", "thrust/equal.h", "thrust/execution_policy.h",
          "thrust/extrema.h", "thrust/fill.h", "thrust/find.h",
          "thrust/for_each.h", "thrust/functional.h", "thrust/gather.h",
          "thrust/generate.h", "thrust/host_vector.h", "thrust/inner_product.h",
          "thrust/logical.h", "thrust/memory.h", "thrust/merge.h",
          "thrust/mismatch.h", "thrust/pair.h", "thrust/partition.h",
          "thrust/per_device_resource.h", "thrust/random.h", "thrust/reduce.h",
          "thrust/remove.h", "thrust/replace.h", "thrust/reverse.h",
          "thrust/scan.h", "thrust/scatter.h", "thrust/sequence.h",
          "thrust/set_operations.h", "thrust/shuffle.h", "thrust/sort.h",
          "thrust/swap.h", "thrust/system_error.h", "thrust/tabulate.h",
          "thrust/transform.h", "thrust/transform_reduce.h",
          "thrust/transform_scan.h", "thrust/tuple.h",
          "thrust/uninitialized_copy.h", "thrust/uninitialized_fill.h",
          "thrust/unique.h", "thrust/universal_allocator.h",
          "thrust/universal_ptr.h", "thrust/universal_vector.h",
          "thrust/version.h", "thrust/zip_function.h",
          "thrust/iterator/constant_iterator.h",
          "thrust/iterator/counting_iterator.h",
          "thrust/iterator/discard_iterator.h",
          "thrust/iterator/iterator_adaptor.h",
          "thrust/iterator/iterator_categories.h",
          "thrust/iterator/iterator_facade.h",
          "thrust/iterator/iterator_traits.h",
          "thrust/iterator/offset_iterator.h",
          "thrust/iterator/permutation_iterator.h", "thrust/iterator/retag.h",
          "thrust/iterator/reverse_iterator.h",
          "thrust/iterator/tabulate_output_iterator.h",
          "thrust/iterator/transform_input_output_iterator.h",
          "thrust/iterator/transform_iterator.h",
          "thrust/iterator/transform_output_iterator.h",
          "thrust/iterator/zip_iterator.h", "thrust/mr/allocator.h",
          "thrust/mr/device_memory_resource.h", "thrust/mr/disjoint_pool.h",
          "thrust/mr/disjoint_sync_pool.h", "thrust/mr/disjoint_tls_pool.h",
          "thrust/mr/fancy_pointer_resource.h",
          "thrust/mr/host_memory_resource.h", "thrust/mr/memory_resource.h",
          "thrust/mr/new.h", "thrust/mr/polymorphic_adaptor.h",
          "thrust/mr/pool.h", "thrust/mr/pool_options.h",
          "thrust/mr/sync_pool.h", "thrust/mr/tls_pool.h",
          "thrust/mr/universal_memory_resource.h", "thrust/mr/validator.h",
          "thrust/random/discard_block_engine.h",
          "thrust/random/linear_congruential_engine.h",
          "thrust/random/linear_feedback_shift_engine.h",
          "thrust/random/normal_distribution.h",
          "thrust/random/subtract_with_carry_engine.h",
          "thrust/random/uniform_int_distribution.h",
          "thrust/random/uniform_real_distribution.h",
          "thrust/random/xor_combine_engine.h", "thrust/system/error_code.h",
          "thrust/system/system_error.h",
          "thrust/type_traits/integer_sequence.h",
          "thrust/type_traits/is_contiguous_iterator.h",
          "thrust/type_traits/is_execution_policy.h",
          "thrust/type_traits/is_operator_less_or_greater_function_object.h",
          "thrust/type_traits/is_operator_plus_function_object.h",
          "thrust/type_traits/is_trivially_relocatable.h",
          "thrust/type_traits/logical_metafunctions.h",
          "thrust/type_traits/unwrap_contiguous_iterator.h",
          "thrust/system/cuda/error.h", "thrust/system/cuda/execution_policy.h",
          "thrust/system/cuda/memory.h", "thrust/system/cuda/memory_resource.h",
          "thrust/system/cuda/pointer.h", "thrust/system/cuda/vector.h"},
         {"thrust/"},
         {}}},
       false,
       "the host systems' headers (thrust/system/{cpp,omp,tbb}/), "
       "thrust/system/cuda/config.h (configuration, included by the other "
       "thrust/system/cuda/ headers); names in detail namespaces",
       // Decided per namespace, not per file: thrust::raw_pointer_cast,
       // thrust::seq and thrust::cuda::par are declared in detail files, and
       // thrust::reduce first in one (a forward declaration).
       {{"[A-Z_]*", "thrust/*detail/*",
         "macros of implementation files (the configuration macros there, "
         "THRUST_DEVICE_SYSTEM and friends, are not audited)"},
        {"thrust{,::system}::cuda_cub{,::*}", "",
         "implementation namespace of the CUDA system: its public names are "
         "re-exported into thrust::cuda and thrust::system::cuda and listed "
         "under those spellings"},
        {"cuda", "",
         "libcu++'s namespace (cuda::std), which Thrust headers reopen to "
         "specialize its traits for Thrust types"},
        {"thrust::has_difference_type", "thrust/detail/advance.inl",
         "helper trait of thrust::next and thrust::prev, defined in thrust:: "
         "by an implementation macro (__THRUST_DEFINE_HAS_NESTED_TYPE)"},
        {"THRUST_{PP,DETAIL}_*", "", "preprocessor helpers"},
        {"thrust::mr::new_delete_resource_base", "thrust/mr/new.h",
         "implementation base of thrust::mr::new_delete_resource (rocThrust "
         "has new_delete_resource alone)"}},
       // Each name has its own row: a row that keeps a namespace (thrust,
       // thrust::mr) says nothing about the names in it.
       /*SameNamespaceMapsMembers=*/false},
      {Group::Nccl, {{{"nccl.h"}, {}, {}}}, false, ""},
      {Group::Nvrtc, {{{"nvrtc.h"}, {}, {}}}, false, ""},
      {Group::Nvtx,
       {{{"nvtx3/nvToolsExt.h", "nvtx3/nvToolsExtCuda.h",
          "nvtx3/nvToolsExtCudaRt.h"},
         {},
         {}}},
       false,
       "nvtx3.hpp (C++ API), payload/counter/memory extensions",
       {{"{NVTX_API,NVTX_DECLSPEC,NVTX_DYNAMIC_EXPORT,NVTX_INLINE_STATIC,"
         "NVTX_EXPORT_UNMANGLED_FUNCTION_NAME,NVTX_NULLPTR,NVTX_*_CAST,"
         "NVTX_VERSIONED_IDENTIFIER*,NVTX_SET_NAME_MANGLING_OPTIONS,"
         "NVTOOLSEXT_*_V3}",
         "", "linkage and versioning plumbing"}}},
      {Group::Torch, {}, false, "not a CUDA header set"},
  };
  return Specs;
}

const AuditSpec *auditSpecFor(Group G) {
  for (const AuditSpec &S : auditSpecs())
    if (S.G == G)
      return &S;
  return nullptr;
}

} // namespace cuda2hip
