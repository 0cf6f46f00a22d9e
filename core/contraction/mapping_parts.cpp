#include "contraction/mapping_parts.h"

#include <fmt/format.h>

#include <iterator>

#include "mapping/axes_of.h"

namespace tcpwb::contraction {

diag::Result<CompiledMapping> compose(const CompiledMapping& like, const std::vector<std::string>& parts) {
    std::string text = "m![";
    for (std::size_t i = 0; i < parts.size(); ++i) text += (i ? ", " : "") + parts[i];
    text += parts.empty() ? "1]" : "]";
    return mapping::compileMapping(text, like.env());
}

std::vector<std::string> factorTexts(const CompiledMapping& m) {
    std::vector<std::string> out;
    for (const auto& f : m.normalForm().factors) out.push_back(mapping::printFactor(f, m.env()));
    return out;
}

std::vector<std::string> baseTexts(const CompiledMapping& m) {
    std::vector<std::string> out;
    for (const auto& [axis, value] : m.normalForm().base.entries()) out.push_back(fmt::format("{} @ {} = 1", m.env()[axis].name, value));
    return out;
}

std::vector<std::string> withBase(const CompiledMapping& m, std::vector<std::string> parts) {
    auto out = baseTexts(m);
    out.insert(out.end(), std::make_move_iterator(parts.begin()), std::make_move_iterator(parts.end()));
    return out;
}

std::set<mapping::AxisId> axesOf(const CompiledMapping& m) { return mapping::underlyingAxes(mapping::namedAxes(m.normalForm()), m.env()); }

bool sameElements(const CompiledMapping& a, const CompiledMapping& b) { return a.size() == b.size() && a.equivalentTo(b); }

std::string show(const CompiledMapping& m) { return m.normalized(); }

}  // namespace tcpwb::contraction
