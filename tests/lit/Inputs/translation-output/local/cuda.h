// The project's own header that happens to be called cuda.h.
inline void my_cuda_wrapper() {}
