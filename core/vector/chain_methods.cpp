// The Vector Engine's methods (manual, "Vector Engine"): one entry per method,
// naming the Checker rule that handles it and, for stage calls, the stage and
// the step. The _with_mode and _zip forms are suffixes of a stage call's name.
#include <fmt/format.h>

#include <algorithm>

#include "vector/chain_checker.h"

namespace tcpwb::vector::detail {

const std::vector<ChainMethod>& chainMethods() {
    using K = Step::Kind;
    // In the order the unknown-method error lists them.
    static const std::vector<ChainMethod> methods = {
        {.name = "vector_init", .handler = &Checker::init, .opensChain = true, .listedAs = "vector_init"},
        {.name = "vector_intra_slice_branch", .handler = &Checker::branch, .listedAs = "vector_intra_slice_branch"},
        {.name = "vector_intra_slice_tag", .handler = &Checker::branch, .tagMode = true, .listedAs = "vector_intra_slice_tag"},
        {.name = "vector_intra_slice_unzip", .handler = &Checker::unzip, .listedAs = "vector_intra_slice_unzip"},
        {.name = "vector_inter_slice_reduce", .handler = &Checker::interSlice, .listedAs = "vector_inter_slice_reduce"},
        {.name = "vector_logic",
         .handler = &Checker::stageCall,
         .stage = Stage::Logic,
         .kind = K::Op,
         .suffixes = true,
         .listedAs = "vector_logic"},
        {.name = "vector_fxp",
         .handler = &Checker::stageCall,
         .stage = Stage::Fxp,
         .kind = K::Op,
         .suffixes = true,
         .listedAs = "vector_fxp"},
        {.name = "vector_fxp_to_fp",
         .handler = &Checker::stageCall,
         .stage = Stage::FxpToFp,
         .kind = K::FxpToFp,
         .suffixes = true,
         .listedAs = "vector_fxp_to_fp"},
        {.name = "vector_split",
         .aliases = {"vector_narrow_split"},
         .handler = &Checker::stageCall,
         .stage = Stage::Narrow,
         .kind = K::Narrow,
         .suffixes = true,
         .listedAs = "vector_split (vector_narrow_split)"},
        {.name = "vector_trim_way4",
         .aliases = {"vector_narrow_trim"},
         .handler = &Checker::stageCall,
         .stage = Stage::Narrow,
         .kind = K::Narrow,
         .suffixes = true,
         .listedAs = "vector_trim_way4 (vector_narrow_trim)"},
        {.name = "vector_fp_unary",
         .handler = &Checker::stageCall,
         .stage = Stage::Float,
         .kind = K::Op,
         .suffixes = true,
         .operatorArity = 1,
         .listedAs = "vector_fp_unary/binary/ternary"},
        {.name = "vector_fp_binary",
         .handler = &Checker::stageCall,
         .stage = Stage::Float,
         .kind = K::Op,
         .suffixes = true,
         .operatorArity = 2},
        {.name = "vector_fp_ternary",
         .handler = &Checker::stageCall,
         .stage = Stage::Float,
         .kind = K::Op,
         .suffixes = true,
         .operatorArity = 3},
        {.name = "vector_fp", .handler = &Checker::stageCall, .stage = Stage::Float, .kind = K::Op, .suffixes = true, .zipOnly = true},
        {.name = "vector_intra_slice_reduce",
         .handler = &Checker::stageCall,
         .stage = Stage::IntraSliceReduce,
         .kind = K::IntraReduce,
         .suffixes = true,
         .listedAs = "vector_intra_slice_reduce"},
        {.name = "vector_fp_div",
         .handler = &Checker::stageCall,
         .stage = Stage::FpDiv,
         .kind = K::Op,
         .suffixes = true,
         .impliedOperator = "DivF",
         .listedAs = "vector_fp_div"},
        {.name = "vector_concat",
         .aliases = {"vector_widen_concat"},
         .handler = &Checker::stageCall,
         .stage = Stage::Widen,
         .kind = K::Widen,
         .suffixes = true,
         .listedAs = "vector_concat (vector_widen_concat)"},
        {.name = "vector_pad_way8",
         .aliases = {"vector_widen_pad"},
         .handler = &Checker::stageCall,
         .stage = Stage::Widen,
         .kind = K::Widen,
         .suffixes = true,
         .listedAs = "vector_pad_way8 (vector_widen_pad)"},
        {.name = "vector_fp_to_fxp",
         .handler = &Checker::stageCall,
         .stage = Stage::FpToFxp,
         .kind = K::FpToFxp,
         .suffixes = true,
         .listedAs = "vector_fp_to_fxp"},
        {.name = "vector_clip",
         .handler = &Checker::stageCall,
         .stage = Stage::Clip,
         .kind = K::Op,
         .suffixes = true,
         .listedAs = "vector_clip"},
        {.name = "vector_filter",
         .handler = &Checker::stageCall,
         .stage = Stage::Filter,
         .kind = K::Filter,
         .suffixes = true,
         .listedAs = "vector_filter"},
        {.name = "vector_stash", .handler = &Checker::stash, .listedAs = "vector_stash"},
        {.name = "vector_reinterpret", .handler = &Checker::reinterpret, .kind = K::Reinterpret, .listedAs = "vector_reinterpret"},
        {.name = "vector_final", .handler = &Checker::final, .listedAs = "vector_final"},
    };
    return methods;
}

namespace {

bool dropSuffix(std::string_view& name, std::string_view suffix) {
    if (name.size() <= suffix.size() || !name.ends_with(suffix)) return false;
    name.remove_suffix(suffix.size());
    return true;
}

}  // namespace

namespace {

bool spelledAs(const ChainMethod& method, std::string_view name) {
    return method.name == name || std::find(method.aliases.begin(), method.aliases.end(), name) != method.aliases.end();
}

}  // namespace

std::optional<ChainCall> resolveChainMethod(std::string_view name) {
    for (const ChainMethod& method : chainMethods())
        if (spelledAs(method, name) && !method.zipOnly) return ChainCall{method};
    std::string_view base = name;
    bool withMode = dropSuffix(base, "_with_mode");
    bool zip = dropSuffix(base, "_zip");
    for (const ChainMethod& method : chainMethods()) {
        if (!spelledAs(method, base) || !method.suffixes) continue;
        if (zip ? method.kind != Step::Kind::Op : method.zipOnly) return std::nullopt;
        return ChainCall{method, zip, withMode};
    }
    return std::nullopt;
}

// "use vector_init, ..., vector_stash, the _zip and _with_mode forms, or vector_final"
std::string chainMethodsHelp() {
    std::vector<std::string_view> listed;
    for (const ChainMethod& method : chainMethods())
        if (!method.listedAs.empty()) listed.push_back(method.listedAs);
    std::string out = "use ";
    for (std::size_t i = 0; i + 1 < listed.size(); ++i) out += fmt::format("{}, ", listed[i]);
    return out + fmt::format("the _zip and _with_mode forms, or {}", listed.back());
}

}  // namespace tcpwb::vector::detail

namespace tcpwb::vector {

std::string_view canonicalMethod(std::string_view method) {
    if (auto call = detail::resolveChainMethod(method); call && !call->zip && !call->withMode) return call->method.name;
    return method;
}

}  // namespace tcpwb::vector
