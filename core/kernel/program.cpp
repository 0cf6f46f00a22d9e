#include "kernel/program.h"

namespace tcpwb::kernel {

std::string_view memoryName(Memory m) {
    switch (m) {
        case Memory::Host: return "host";
        case Memory::Hbm: return "hbm";
        case Memory::Dm: return "dm";
        case Memory::Trf: return "trf";
        case Memory::Vrf: return "vrf";
    }
    return "?";
}

std::string_view stepName(StepKind k) {
    switch (k) {
        case StepKind::Fetch: return "fetch";
        case StepKind::Switch: return "switch";
        case StepKind::Collect: return "collect";
        case StepKind::Align: return "align";
        case StepKind::Contract: return "contract";
        case StepKind::Accumulate: return "accumulate";
        case StepKind::Vector: return "vector";
        case StepKind::Cast: return "cast";
        case StepKind::Transpose: return "transpose";
    }
    return "?";
}

}  // namespace tcpwb::kernel
