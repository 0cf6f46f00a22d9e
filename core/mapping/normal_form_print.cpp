#include "mapping/normal_form.h"
#include "util/enum_table.h"

// Printing a normal form back to `m![...]` text that compiles to the same mapping.

namespace tcpwb::mapping {
namespace {

constexpr EnumTable<PadKind, 3> kPadOperators{{{PadKind::Any, "#"}, {PadKind::Zero, "#{0}"}, {PadKind::Inaccessible, "#{!}"}}};
static_assert(listsEveryEnumerator(kPadOperators));

// The table's spellings are string literals: data() ends in a NUL.
const char* padOperator(PadKind kind) { return nameOf(kPadOperators, kind).data(); }

std::string printFactors(const NormalForm& nf, const AxisEnv& env, bool bracketIfMany);

// Text for a window (offset, step, extent, size) over content of `limit` positions.
std::string windowText(std::string core, u64 limit, const Factor& f) {
    if (f.offset > 0) {
        core += " @ " + std::to_string(f.offset);
        limit -= std::min(limit, f.offset);
    }
    if (f.step > 1) {
        if (limit % f.step != 0) core += " # " + std::to_string(roundUp(limit, f.step));
        core += " / " + std::to_string(f.step);
        limit = ceilDiv(limit, f.step);
    }
    if (f.extent < limit) {
        core += (limit % f.extent == 0 ? " % " : " = ") + std::to_string(f.extent);
        limit = f.extent;
    }
    if (f.size > limit) core += std::string(" ") + padOperator(f.pad) + " " + std::to_string(f.size);
    else if (f.size < limit) core += " = " + std::to_string(f.size);
    return core;
}

std::string factorText(const Factor& f, const AxisEnv& env) {
    switch (f.content) {
        case Factor::Content::Axis: return windowText(env[f.axis].name, env[f.axis].size, f);
        case Factor::Content::Broadcast:
            if (f.extent == f.size) return std::to_string(f.size);
            return std::to_string(f.extent) + " " + padOperator(f.pad) + " " + std::to_string(f.size);
        case Factor::Content::Group: return windowText(printFactors(*f.group, env, true), f.innerSize, f);
        case Factor::Content::Sliding: {
            std::string core = "$(";
            for (std::size_t k = 0; k < f.terms.size(); ++k) {
                if (k) core += ", ";
                core += printFactors(*f.terms[k], env, true) + " : " + std::to_string(f.weights[k]);
            }
            core += ")";
            return windowText(core, f.innerSize, f);
        }
    }
    return "?";
}

std::string printFactors(const NormalForm& nf, const AxisEnv& env, bool bracketIfMany) {
    std::vector<std::string> parts;
    if (!nf.valid) parts.push_back("1 # 2 @ 1");
    for (const auto& [axis, value] : nf.base.entries()) parts.push_back(env[axis].name + " @ " + std::to_string(value) + " = 1");
    for (const Factor& f : nf.factors) parts.push_back(factorText(f, env));
    if (parts.empty()) return "1";
    std::string text;
    for (const std::string& part : parts) text += (text.empty() ? "" : ", ") + part;
    if (bracketIfMany && parts.size() > 1) return "[" + text + "]";
    if (bracketIfMany && nf.factors.size() == 1 && nf.factors.front().content == Factor::Content::Broadcast) return "[" + text + "]";
    return text;
}

}  // namespace

std::string printNormalForm(const NormalForm& nf, const AxisEnv& env) { return printFactors(nf, env, false); }

std::string printFactor(const Factor& f, const AxisEnv& env) { return factorText(f, env); }

}  // namespace tcpwb::mapping
