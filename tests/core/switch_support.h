#pragma once
// Helpers for the Switch Engine suites: one owner for the input and output
// mappings a sw::SwitchRequest refers to.
#include <optional>
#include <string>

#include "switch/switch.h"
#include "test_support.h"
#include "../diag_kind_text.h"

namespace tcpwb::test {

struct SwitchCase {
    mapping::CompiledMapping slice, time, packet;
    std::optional<mapping::CompiledMapping> outSlice, outTime;

    diag::Result<sw::SwitchPlan> plan(const std::string& topology, tensor::DType dtype = tensor::DType::I8, bool dual = false) const {
        auto parsed = sw::parseTopology(topology);
        if (!parsed) qFatal("bad topology in test: %s", parsed.error().message.c_str());
        return sw::planSwitch({slice, time, packet, dtype, *parsed, outSlice ? &*outSlice : nullptr, outTime ? &*outTime : nullptr, dual});
    }
};

inline SwitchCase switchCase(const char* axesText, const std::string& slice, const std::string& time, const std::string& packet,
                             std::optional<std::string> outSlice = std::nullopt, std::optional<std::string> outTime = std::nullopt) {
    SwitchCase c{compile(axesText, slice), compile(axesText, time), compile(axesText, packet), std::nullopt, std::nullopt};
    if (outSlice) c.outSlice = compile(axesText, *outSlice);
    if (outTime) c.outTime = compile(axesText, *outTime);
    return c;
}

inline QString kindOf(const diag::Result<sw::SwitchPlan>& p) { return p ? QStringLiteral("ok") : kindText(p.error().kind); }

}  // namespace tcpwb::test
