#pragma once
// Small helpers shared by the core suites.
#include <QtTest>

#include <string>

#include "mapping/mapping.h"
#include "sequencer/config.h"

namespace tcpwb::test {

inline mapping::AxisEnv axes(const char* text) {
    auto env = mapping::parseAxes(text);
    if (!env) qFatal("bad axes in test: %s", env.error().message.c_str());
    return env.value();
}

inline mapping::CompiledMapping compile(const char* axesText, const std::string& expr, const mapping::AliasTable& aliases = {}) {
    auto env = axes(axesText);
    auto m = mapping::compileMapping(expr, env, aliases);
    if (!m) qFatal("test expression `%s` failed: %s", expr.c_str(), m.error().message.c_str());
    return std::move(m).value();
}

// A buffer and a stream's Time and Packet, owned together so a
// sequencer::Request can refer to them.
struct StreamCase {
    mapping::CompiledMapping buffer, time, packet;
    sequencer::Request request(tensor::DType dtype) const { return {buffer, time, packet, dtype}; }
};

inline StreamCase streamCase(const char* axesText, const std::string& buffer, const std::string& time, const std::string& packet) {
    return {compile(axesText, buffer), compile(axesText, time), compile(axesText, packet)};
}

inline QString indexText(const std::optional<mapping::TensorIndex>& index, const mapping::AxisEnv& env) {
    return index ? QString::fromStdString(mapping::formatIndex(*index, env)) : QStringLiteral("padding");
}

}  // namespace tcpwb::test
