// MIOpen with two mistakes for tests/lit/hip-on-cuda-declarations.test:
// miopenStatusBadParm is 4 (MIOpen: 3), miopenDestroy takes a parameter
// MIOpen's does not. miopenCreate and miopenStatusSuccess are right.
extern "C" {
typedef enum miopenStatus_t { miopenStatusSuccess = 0, miopenStatusBadParm = 4 } miopenStatus_t;
struct miopenHandle {};
typedef struct miopenHandle *miopenHandle_t;
static inline miopenStatus_t miopenCreate(miopenHandle_t *handle) { return miopenStatusSuccess; }
static inline miopenStatus_t miopenDestroy(miopenHandle_t handle, int flags) {
  return miopenStatusSuccess;
}
}
