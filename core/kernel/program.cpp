#include "kernel/program.h"

#include "util/enum_table.h"

namespace tcpwb::kernel {

namespace {

constexpr EnumTable<Memory, 5> kMemoryNames{
    {{Memory::Host, "host"}, {Memory::Hbm, "hbm"}, {Memory::Dm, "dm"}, {Memory::Trf, "trf"}, {Memory::Vrf, "vrf"}}};
static_assert(listsEveryEnumerator(kMemoryNames));

constexpr EnumTable<StepKind, 9> kStepNames{{{StepKind::Fetch, "fetch"},
                                             {StepKind::Switch, "switch"},
                                             {StepKind::Collect, "collect"},
                                             {StepKind::Align, "align"},
                                             {StepKind::Contract, "contract"},
                                             {StepKind::Accumulate, "accumulate"},
                                             {StepKind::Vector, "vector"},
                                             {StepKind::Cast, "cast"},
                                             {StepKind::Transpose, "transpose"}}};
static_assert(listsEveryEnumerator(kStepNames));

}  // namespace

std::string_view memoryName(Memory m) { return nameOf(kMemoryNames, m); }

std::string_view stepName(StepKind k) { return nameOf(kStepNames, k); }

}  // namespace tcpwb::kernel
