// A stand-in PyTorch include folder whose ROCm headers keep the CUDA names
// (hipify v2): tests/lit/torch-version.test.
#pragma once
