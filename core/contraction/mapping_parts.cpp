#include "contraction/mapping_parts.h"

#include <fmt/format.h>

#include <iterator>

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

namespace {
void collectAxes(const mapping::NormalForm& nf, std::set<mapping::AxisId>& out) {
    for (const auto& e : nf.base.entries()) out.insert(e.first);
    for (const auto& f : nf.factors) {
        switch (f.content) {
            case mapping::Factor::Content::Axis: out.insert(f.axis); break;
            case mapping::Factor::Content::Group:
                if (f.group) collectAxes(*f.group, out);
                break;
            case mapping::Factor::Content::Sliding:
                for (const auto& t : f.terms)
                    if (t) collectAxes(*t, out);
                break;
            case mapping::Factor::Content::Broadcast: break;
        }
    }
}
}  // namespace

std::set<mapping::AxisId> axesOf(const CompiledMapping& m) {
    std::set<mapping::AxisId> out;
    collectAxes(m.normalForm(), out);
    // A skewed or padded axis stands for its base axis in the elements.
    std::set<mapping::AxisId> resolved;
    for (auto id : out) {
        const auto& axis = m.env()[id];
        if (axis.skew) {
            resolved.insert(axis.skew->base);
        } else if (axis.padded) {
            resolved.insert(axis.padded->base);
        } else {
            resolved.insert(id);
        }
    }
    return resolved;
}

bool sameElements(const CompiledMapping& a, const CompiledMapping& b) { return a.size() == b.size() && a.equivalentTo(b); }

std::string show(const CompiledMapping& m) { return m.normalized(); }

}  // namespace tcpwb::contraction
