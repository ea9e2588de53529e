//===- BuildFilesProgramsTest.cpp - nvidia-smi, docker, packages ----------===//
// lib/BuildFiles/Programs.cpp: the commands of one program on a command
// line: nvidia-smi (to amd-smi or rocm-smi), docker run and CUDA images,
// package managers.
#include "../../lib/BuildFiles/Matchers.h"
#include "BuildFilesTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::build;
using namespace cuda2hip::test;

TEST(BuildFilesPrograms, MapImage) {
  using detail::ImageRow;
  BuildOptions O;
  O.RocmVersion = "6.2";
  const ImageRow *Row = nullptr;
  EXPECT_EQ(detail::mapImage("nvidia/cuda:12.4.1-devel-ubuntu20.04", O, Row),
            "rocm/dev-ubuntu-20.04:6.2");
  ASSERT_TRUE(Row);
  EXPECT_EQ(Row->Prefix, "nvidia/cuda");
  // No ubuntu in the tag: 22.04.
  EXPECT_EQ(detail::mapImage("nvcr.io/nvidia/cuda:12.2.0-devel", O, Row),
            "rocm/dev-ubuntu-22.04:6.2");
  EXPECT_EQ(detail::mapImage("nvidia/cuda", O, Row), "rocm/dev-ubuntu-22.04:6.2");
  // pytorch/pytorch only in its CUDA flavours.
  EXPECT_EQ(detail::mapImage("pytorch/pytorch:2.3.0-cuda12.1-cudnn8-runtime", O, Row),
            "rocm/pytorch:latest");
  Row = nullptr;
  EXPECT_EQ(detail::mapImage("pytorch/pytorch:2.3.0", O, Row), "");
  EXPECT_EQ(Row, nullptr);
  // The name must be the row's, not just start with it; a registry port
  // is not a tag.
  EXPECT_EQ(detail::mapImage("nvidia/cudagl:11.4", O, Row), "");
  EXPECT_EQ(detail::mapImage("localhost:5000/nvidia/cuda", O, Row), "");
  EXPECT_EQ(detail::mapImage("ubuntu:22.04", O, Row), "");
}

TEST(BuildFilesPrograms, SmiQueriesAndOutputsRead) {
  EXPECT_EQ(migrate("nvidia-smi topo -m\nnvidia-smi -q\n", FileKind::Shell),
            "amd-smi topology\namd-smi static\n");
  EXPECT_EQ(rules("nvidia-smi topo -m\n", FileKind::Shell),
            std::vector<std::string>{"build-smi"});
  // A query of several fields needs rocm-smi; its output is read: a warning.
  Plan P = migrateBuildFile("/x/run.sh",
                            "nvidia-smi --query-gpu=name,memory.used --format=csv,noheader\n",
                            FileKind::Shell, {});
  EXPECT_EQ(P.Files["/x/run.sh"].apply(), "rocm-smi --showproductname --showmeminfo vram --csv\n");
  ASSERT_EQ(P.Diags.size(), 1u);
  EXPECT_EQ(P.Diags[0].Sev, Severity::Warning);
  EXPECT_NE(P.Diags[0].Message.find("amd-smi has no 'noheader'"), std::string::npos)
      << P.Diags[0].Message;
  // Piped: the output differs, so a warning too.
  P = migrateBuildFile("/x/run.sh", "nvidia-smi -L | wc -l\n", FileKind::Shell, {});
  EXPECT_EQ(P.Files["/x/run.sh"].apply(), "amd-smi list | wc -l\n");
  ASSERT_EQ(P.Diags.size(), 1u);
  EXPECT_EQ(P.Diags[0].Sev, Severity::Warning);
  BuildOptions R;
  R.Smi = SmiTool::RocmSmi;
  EXPECT_EQ(migrate("nvidia-smi --query-gpu=name --format=csv\n", FileKind::Shell, R),
            "rocm-smi --showproductname --csv\n");
}

TEST(BuildFilesPrograms, DockerRunAndPackages) {
  EXPECT_EQ(migrate("docker run --gpus all --runtime=nvidia -it "
                    "nvcr.io/nvidia/pytorch:24.01-py3 python x.py\n",
                    FileKind::Shell),
            "docker run --device=/dev/kfd --device=/dev/dri --group-add video -it "
            "rocm/pytorch:latest python x.py\n");
  EXPECT_EQ(rules("docker run --gpus all --runtime=nvidia -it nvcr.io/nvidia/pytorch:24.01-py3\n",
                  FileKind::Shell),
            (std::vector<std::string>{"build-docker", "build-docker", "build-image"}));
  // Packages: prefix rows and whole names; others stay.
  EXPECT_EQ(migrate("apt-get install -y cuda-nvcc-12-2 libcublas-dev-12-2 git\n",
                    FileKind::Shell),
            "apt-get install -y hipcc hipblas-dev git\n");
  EXPECT_EQ(rules("apt-get install -y cuda-nvcc-12-2 git\n", FileKind::Shell),
            std::vector<std::string>{"build-package"});
  EXPECT_EQ(migrate("echo cuda-nvcc-12-2\n", FileKind::Shell), "echo cuda-nvcc-12-2\n")
      << "not an install command";
  EXPECT_EQ(migrate("yum install cuda-nvcc-12-2\n", FileKind::Shell), "yum install hipcc\n");
  // PyTorch's wheel index of the ROCm version.
  BuildOptions O;
  O.RocmVersion = "6.2";
  EXPECT_EQ(migrate("pip install torch --index-url https://download.pytorch.org/whl/cu121\n",
                    FileKind::Shell, O),
            "pip install torch --index-url https://download.pytorch.org/whl/rocm6.2\n");
}
