"""Build the fused attention extension.

Run nvidia-smi first to check the GPU; nvcc must be on PATH.
"""
import os
import subprocess

import torch
from setuptools import setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension, CUDA_HOME

if CUDA_HOME is None:
    raise RuntimeError("CUDA_HOME is not set")

os.environ.setdefault("TORCH_CUDA_ARCH_LIST", "8.0;9.0")
os.environ["CUDA_LAUNCH_BLOCKING"] = "1"
cuda_major = int(torch.version.cuda.split(".")[0])
gpus = subprocess.check_output(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"])

nvcc_flags = [
    "-O3",
    "--use_fast_math",
    "-gencode", "arch=compute_80,code=sm_80",
    "-gencode=arch=compute_90,code=sm_90",
    "--expt-relaxed-constexpr",
    "-Xptxas=-v",
    "-U__CUDA_NO_HALF_OPERATORS__",
]

setup(
    name="fused_attention",
    ext_modules=[
        CUDAExtension(
            name="fused_attention",
            sources=["csrc/attention.cpp", "csrc/attention_kernel.cu"],
            include_dirs=["/usr/local/cuda/include"],
            libraries=["cublas", "cudart"],
            extra_compile_args={
                "cxx": ["-O3", "-std=c++17"],
                'nvcc': ['-O3', '-lineinfo', '-Xcompiler', '-fopenmp'] + nvcc_flags,
            },
            extra_link_args=["-lcurand"],
        )
    ],
    cmdclass={"build_ext": BuildExtension},
)
