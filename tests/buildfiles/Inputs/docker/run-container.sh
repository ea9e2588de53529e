#!/bin/sh
# Start the benchmark container with every GPU.
docker run --rm -it --gpus all --ipc=host --shm-size=16g \
    -e NVIDIA_VISIBLE_DEVICES=all \
    -v "$PWD":/work -w /work \
    nvcr.io/nvidia/pytorch:24.05-py3 python bench.py
docker run --gpus '"device=0,1"' --runtime=nvidia bench:latest ./bench
nvidia-docker run --privileged bench:latest nvidia-smi
