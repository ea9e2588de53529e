"""The scale_ext PyTorch extension, built by torch.utils.cpp_extension.

examples/pytorch-extension/ is the CUDA original (built with nvcc);
examples/pytorch-extension-rocm/ is what one command writes from it:

    cuda2hip convert pytorch-extension --out-dir pytorch-extension-rocm --rename

There scale_ext.cu is scale_ext.hip, whose first line is PyTorch's hipify
breadcrumb: CUDAExtension on ROCm builds it as translated instead of
hipifying it again. The sources below follow the rename and the nvcc flags
become hipcc's (docs/pytorch.md, "Building a translated extension on ROCm").
Either folder:

    python setup.py build_ext --inplace
    python -c "import torch, scale_ext; x = torch.ones(4, device='cuda'); print(scale_ext.forward(x, 2.0))"
"""
from setuptools import setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension

setup(
    name="scale_ext",
    ext_modules=[
        CUDAExtension(
            name="scale_ext",
            sources=["scale_ext.cu"],
            extra_compile_args={"cxx": ["-O3"], "nvcc": ["-O3", "--use_fast_math"]},
        )
    ],
    cmdclass={"build_ext": BuildExtension},
)
