// The toolchain's shuffles of a DM tensor across chips or clusters:
// `dm.view().dm_chip_shuffle::<4>(&mut ctx.tdma, &[1, 2, 3, 0])` and
// `dm_cluster_shuffle::<2>(&mut ctx.tdma, &[1, 0])`. The result is a new
// DmTensor of the source's type whose chip (cluster) t holds what the source
// holds in chip (cluster) pattern[t] (the toolchain's
// `shuffle_pattern[target] = source`), moved by the tensor DMA. A Shuffle
// transfer (kernel::Transfer::Mode); the pattern's length is checked against
// the Chip's (Cluster's) size once the mappings are known (sim's planTransfer).
#include <fmt/format.h>

#include "kernel/methods.h"

namespace tcpwb::kernel::detail {
namespace {

// `&[1, 2, 3, 0]` (or `[1, 2, 3, 0]`): each entry a constant below `count`.
std::vector<std::size_t> patternOf(Elaborator& el, const ast::Expr& arg, u64 count, std::string_view method) {
    const ast::Expr* list = &arg;
    if (list->kind == ast::Expr::Kind::Ref && !list->children.empty()) list = list->children.front().get();
    if (list->kind != ast::Expr::Kind::Array)
        el.fail(arg.span, diag::Kind::type_mismatch,
                fmt::format("{} takes its pattern as an array literal, `&[..]`: entry t names the source of target t", method));
    if (list->children.size() != count)
        el.fail(arg.span, diag::Kind::arity_mismatch,
                fmt::format("the pattern of {}::<{}> has {} entr{}, one per target: {} expected", method, count, list->children.size(),
                            list->children.size() == 1 ? "y" : "ies", count));
    std::vector<std::size_t> pattern;
    for (const auto& entry : list->children) {
        const u64 source = el.evalInt(*entry);
        if (source >= count)
            el.fail(entry->span, diag::Kind::invalid_constant,
                    fmt::format("the pattern names source {}, but {}::<{}> has sources 0 to {}", source, method, count, count - 1));
        pattern.push_back(std::size_t(source));
    }
    return pattern;
}

// `::<4>` or `::<CHIPS>` (a const of the file): how many chips (clusters) the pattern covers.
u64 countOf(Elaborator& el, const ast::Type& given, std::string_view method, std::string_view what) {
    u64 count = 0;
    if (given.kind == ast::Type::Kind::Const) {
        count = given.value;
    } else if (given.kind == ast::Type::Kind::Path && given.path.size() == 1 && given.generics.empty()) {
        const Value constant = el.lookup(given.path[0], given.span);
        if (constant.kind == Value::Kind::Int) count = constant.number;
    }
    if (count == 0)
        el.fail(given.span, diag::Kind::type_mismatch, fmt::format("{}::<N> takes the number of {}, a positive integer", method, what));
    return count;
}

Value shuffle(MethodCall& call, Transfer::Across across) {
    Elaborator& el = call.el;
    const std::string_view method = call.spec.name;
    call.requireMemory();
    if (call.receiver.view && call.receiver.viewOffset)
        el.fail(call.e.nameSpan, diag::Kind::unsupported_construct,
                fmt::format("{} of a tile (`{}`) is not simulated; shuffle the whole view", method, call.receiver.viewCall));
    if (el.expectEngine(call.arg(0)) != Transfer::Engine::Tdma)
        el.fail(call.arg(0).span, diag::Kind::type_mismatch, fmt::format("{} goes through the tensor DMA: use `&mut ctx.tdma`", method));
    const u64 count = countOf(el, *call.e.generics.front(), method, across == Transfer::Across::Chip ? "chips" : "clusters");
    std::vector<std::size_t> pattern = patternOf(el, call.arg(1), count, method);
    const std::size_t src = call.receiver.tensor;
    const std::size_t out = el.newTensor(std::string(method), Memory::Dm, 4, call.nameToEnd());
    for (std::size_t role = 0; role < 4; ++role) el.setRole(out, role, el.program_.tensors[src].mappings[role], true);
    if (el.dtypeKnown_[src]) el.setDType(out, el.program_.tensors[src].dtype);
    el.addTransfer(Transfer::Engine::Tdma, src, out, call.e.span);
    Transfer& moved = el.program_.ops.back().transfer;
    moved.mode = Transfer::Mode::Shuffle;
    moved.across = across;
    moved.pattern = std::move(pattern);
    return el.tensorValue(out, call.e.span);
}

Value chipShuffle(MethodCall& call) { return shuffle(call, Transfer::Across::Chip); }
Value clusterShuffle(MethodCall& call) { return shuffle(call, Transfer::Across::Cluster); }

}  // namespace

const std::vector<MethodSpec>& shuffleMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "dm_chip_shuffle",
         .generics = {1},
         .args = 2,
         .signature = "dm_chip_shuffle::<CHIPS>(&mut ctx.tdma, &[source of chip 0, ..])",
         .handler = chipShuffle,
         .memories = {Memory::Dm},
         .moves = "a DmTensor's chips"},
        {.name = "dm_cluster_shuffle",
         .generics = {1},
         .args = 2,
         .signature = "dm_cluster_shuffle::<CLUSTERS>(&mut ctx.tdma, &[source of cluster 0, ..])",
         .handler = clusterShuffle,
         .memories = {Memory::Dm},
         .moves = "a DmTensor's clusters"},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
