//===- TrapsTest.cpp - kernels of a code object that reduce to a trap -----===//
#include "cuda2hip/Verify.h"
#include "gtest/gtest.h"

using namespace cuda2hip::verify;

// Cut from `llvm-objdump-19 -d` of a gfx942 object (hipcc-oracle --device
// -O2): a printf + trap kernel, a kernel with a bounds test, a kernel that
// traps on a condition only.
static const char *Sample = R"(
/tmp/t.o:	file format elf64-amdgpu

Disassembly of section .text:

0000000000000500 <_Z7trapperPf>:
	s_load_dwordx2 s[0:1], s[4:5], 0x0                         // 000000000500: C0060002 0000
	s_getpc_b64 s[0:1]                                         // 0000000001C8: BE801C00
	s_swappc_b64 s[30:31], s[0:1]                              // 0000000001DC: BE9E1E00
	s_trap 2                                                   // 0000000005E4: BF920002

0000000000000600 <_Z6workerPfi>:
	v_cmp_gt_i32_e32 vcc, s2, v0                               // 000000000650: 7D880002
	s_and_saveexec_b64 s[0:1], vcc                             // 000000000654: BE80206A
	s_cbranch_execz 14                                         // 000000000658: BF88000E
	s_endpgm                                                   // 000000000694: BF810000

0000000000000700 <_Z7checkerPf>:
	s_cbranch_vccz 5                                           // 000000000724: BF860005
	s_endpgm                                                   // 000000000738: BF810000
	s_trap 2                                                   // 00000000073C: BF920002
)";

TEST(Traps, StraightPathToATrap) {
  std::vector<std::string> T = trapOnlyFunctions(Sample);
  ASSERT_EQ(T.size(), 1u);
  EXPECT_EQ(T[0], "_Z7trapperPf");
}

// HIP's abort() is a weak function: the kernel calls it (a relocation names
// the callee), after printf's calls.
static const char *Calls = R"(
0000000000000000 <abort>:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)                    // 000000000000: BF8C0000
	s_trap 2                                                   // 000000000004: BF920002

0000000000000500 <_Z14no_device_codePf>:
	s_getpc_b64 s[0:1]                                         // 000000000504: BE801C00
		0000000000000508:  R_AMDGPU_REL32_LO	__ockl_printf_begin+0x4
	s_swappc_b64 s[30:31], s[0:1]                              // 000000000510: BE9E1E00
	s_getpc_b64 s[0:1]                                         // 00000000064C: BE801C00
		0000000000000650:  R_AMDGPU_REL32_LO	abort+0x4
		0000000000000658:  R_AMDGPU_REL32_HI	abort+0xc
	s_swappc_b64 s[30:31], s[0:1]                              // 00000000065C: BE9E1E00
	s_endpgm                                                   // 000000000660: BF810000

0000000000000700 <_Z7printerPf>:
		0000000000000508:  R_AMDGPU_REL32_LO	__ockl_printf_begin+0x4
	s_swappc_b64 s[30:31], s[0:1]                              // 000000000510: BE9E1E00
	s_endpgm                                                   // 000000000660: BF810000
)";

TEST(Traps, CallsOfAFunctionThatTraps) {
  std::vector<std::string> T = trapOnlyFunctions(Calls);
  EXPECT_EQ(T, std::vector<std::string>({"_Z14no_device_codePf", "abort"}));
}

TEST(Traps, NothingInOtherText) {
  EXPECT_TRUE(trapOnlyFunctions("").empty());
  EXPECT_TRUE(trapOnlyFunctions("s_trap 2\n").empty()); // no function
}
