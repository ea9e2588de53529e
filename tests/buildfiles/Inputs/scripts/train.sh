#!/usr/bin/env bash
# Launch a training run on every GPU of the node.
set -euo pipefail

export CUDA_HOME=/usr/local/cuda
export PATH=$CUDA_HOME/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True
export TORCH_CUDA_ARCH_LIST="8.0;9.0"
export CUDA_DEVICE_ORDER=PCI_BUS_ID

NGPUS=$(nvidia-smi -L | wc -l)
echo "found ${NGPUS} GPUs (CUDA_VISIBLE_DEVICES=${CUDA_VISIBLE_DEVICES:-all})"
nvidia-smi topo -m
nvidia-smi --query-gpu=memory.total,memory.used --format=csv,noheader > mem_before.csv

# Build the custom kernels first.
nvcc -O3 -arch=sm_80 -Xcompiler -fPIC -shared -o libfused.so fused.cu -lcublas

if [[ "${DEBUG:-0}" == 1 ]]; then
  CUDA_LAUNCH_BLOCKING=1 python train.py --debug
else
  torchrun --nproc_per_node="${NGPUS}" train.py "$@"
fi
nvidia-smi dmon -d 5 &   # keep an eye on the GPUs
nvidia-smi -q -d MEMORY | tee gpu-memory.log
cat <<'NOTE'
This text mentions nvidia-smi and nvcc and is not a command.
NOTE
cuda-gdb --args ./libfused_test
