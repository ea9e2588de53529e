#pragma once
// Without printf: HIP 5.2's printf (the HIP verify builds against without a
// ROCm) has branches before the trap.
#define NO_DEVICE_CODE __trap()
