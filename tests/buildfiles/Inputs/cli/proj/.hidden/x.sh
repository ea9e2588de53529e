nvcc -arch=sm_80 k.cu
