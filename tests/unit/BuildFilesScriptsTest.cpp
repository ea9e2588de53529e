//===- BuildFilesScriptsTest.cpp - Makefiles, Dockerfiles, Python ---------===//
// lib/BuildFiles/Scripts.cpp: the command lines of each kind of script --
// Makefile variables and recipes, Dockerfile instructions (shell and exec
// form), Python lists and os.environ -- reach the rules.
#include "BuildFilesTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::build;
using namespace cuda2hip::test;

TEST(BuildFilesScripts, MakefileVariablesRecipesAndShellCalls) {
  EXPECT_EQ(migrate("NVCC = nvcc\n"
                    "NVCCFLAGS = -O3 -arch=sm_80 --use_fast_math\n"
                    "CUDA_PATH ?= /usr/local/cuda\n"
                    "LDFLAGS = -L$(CUDA_PATH)/lib64 -lcudart -lcublas\n"
                    "%.o: %.cu\n"
                    "\t$(NVCC) $(NVCCFLAGS) -c $< -o $@\n"
                    "VERSION := $(shell nvcc --version | tail -1)\n",
                    FileKind::Make),
            "NVCC = hipcc\n"
            "NVCCFLAGS = -O3 --offload-arch=gfx942 -ffast-math\n"
            "ROCM_PATH ?= /opt/rocm\n"
            "LDFLAGS = -L$(ROCM_PATH)/lib -lamdhip64 -lhipblas\n"
            "%.o: %.cu\n"
            "\t$(NVCC) $(NVCCFLAGS) -c $< -o $@\n"
            "VERSION := $(shell hipcc --version | tail -1)\n");
  // Flags of a variable that is not nvcc's stay: -G is g++'s own there.
  EXPECT_EQ(migrate("CXXFLAGS = -G -O2\n", FileKind::Make), "CXXFLAGS = -G -O2\n");
}

TEST(BuildFilesScripts, DockerfileShellAndExecForms) {
  EXPECT_EQ(migrate("FROM nvidia/cuda:12.4.1-devel-ubuntu22.04 AS build\n"
                    "ENV CUDA_HOME=/usr/local/cuda CUDA_VISIBLE_DEVICES=0\n"
                    "RUN nvcc -arch=sm_90 k.cu && nvidia-smi\n"
                    "RUN [\"nvcc\", \"-arch=sm_80\", \"k.cu\"]\n"
                    "CMD [\"nvidia-smi\"]\n",
                    FileKind::Docker),
            "FROM rocm/dev-ubuntu-22.04:6.3 AS build\n"
            "ENV ROCM_PATH=/opt/rocm HIP_VISIBLE_DEVICES=0\n"
            "RUN hipcc --offload-arch=gfx942 k.cu && amd-smi monitor\n"
            "RUN [\"hipcc\", \"--offload-arch=gfx942\", \"k.cu\"]\n"
            "CMD [\"amd-smi\", \"monitor\"]\n");
  EXPECT_EQ(rules("FROM nvidia/cuda:12.4.1-devel-ubuntu22.04\n", FileKind::Docker),
            std::vector<std::string>{"build-image"});
  EXPECT_TRUE(rules("FROM ubuntu:22.04\nRUN make\n", FileKind::Docker).empty());
}

TEST(BuildFilesScripts, PythonListsAndEnvironment) {
  // PyTorch picks the architectures: nvcc's arch flag is dropped.
  EXPECT_EQ(migrate("setup(ext_modules=[CUDAExtension(\"k\", [\"k.cu\"], "
                    "extra_compile_args={\"nvcc\": [\"-O3\", \"-arch=sm_80\"]})])\n"
                    "os.environ[\"CUDA_VISIBLE_DEVICES\"] = \"0\"\n"
                    "subprocess.run([\"nvidia-smi\", \"-L\"])\n",
                    FileKind::Python),
            "setup(ext_modules=[CUDAExtension(\"k\", [\"k.cu\"], "
            "extra_compile_args={\"nvcc\": [\"-O3\"]})])\n"
            "os.environ[\"HIP_VISIBLE_DEVICES\"] = \"0\"\n"
            "subprocess.run([\"amd-smi\", \"list\"])\n");
  // Single quotes are kept.
  EXPECT_EQ(migrate("cmd = ['nvcc', '-O2', 'k.cu']\n", FileKind::Python),
            "cmd = ['hipcc', '-O2', 'k.cu']\n");
  // Comments are not commands; a string that is a program's name is.
  EXPECT_EQ(migrate("# install nvcc first\nx = 'nvcc'\n", FileKind::Python),
            "# install nvcc first\nx = 'hipcc'\n");
}
