#include "mapping_harness.h"

#include <string_view>

#include "mapping/mapping.h"

namespace tcpwb::fuzz {
namespace {

constexpr std::string_view kDefaultAxes = "A=8,B=512,C=13,D=61,N=5,F=3,B'=B-A";
constexpr u64 kSpotChecks = 64;

mapping::AliasTable aliases() {
    mapping::AliasTable table;
    table.define("L", "m![A]");
    table.define("R", "m![B / 64 # 16]");
    table.define("Slice", "m![B / 2 # 256]");
    return table;
}

}  // namespace

std::string checkMappingInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string_view axesText = kDefaultAxes;
    if (auto newline = text.find('\n'); newline != std::string_view::npos) {
        axesText = text.substr(0, newline);
        text = text.substr(newline + 1);
    }
    auto env = mapping::parseAxes(axesText);
    if (!env) {
        if (!env.error().message.empty()) env = mapping::parseAxes(kDefaultAxes);
        else return "axis parser failed without a message";
    }
    static const mapping::AliasTable table = aliases();
    auto m = mapping::compileMapping(text, *env, table);
    if (!m) return m.error().message.empty() ? "an error without a message" : "";
    if (!m->equivalentTo(*m)) return "a mapping is not equivalent to itself";
    const u64 step = std::max<u64>(1, m->size() / kSpotChecks);
    for (u64 i = 0; i < m->size() && i / step < kSpotChecks; i += step) (void)m->allAt(i);
    auto again = mapping::compileMapping(m->normalized(), *env, table);
    if (!again) return "canonical text `" + m->normalized() + "` does not compile: " + again.error().message;
    if (again->size() != m->size()) return "canonical text `" + m->normalized() + "` has another size";
    if (m->size() <= 4096 && !again->equivalentTo(*m)) return "canonical text `" + m->normalized() + "` means another mapping";
    return "";
}

}  // namespace tcpwb::fuzz
