#include "kernel/dialect.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "util/enum_table.h"

namespace tcpwb::kernel {

namespace {

constexpr EnumTable<Dialect, 2> kDialectNames{{{Dialect::Manual, "manual"}, {Dialect::Toolchain, "toolchain"}}};
static_assert(listsEveryEnumerator(kDialectNames));

}  // namespace

std::string_view dialectName(Dialect d) { return nameOf(kDialectNames, d); }

namespace {

// Methods of furiosa_opt_std (0.2 to 0.6) that the manual never names.
constexpr std::array kToolchainMethods = {
    "contract_outer",
    "contract_packet",
    "contract_time",
    "contract_lane",
    "commit_trim",
    "commit_cast",
    "commit_cast_relu",
    "commit_valid_count_pack",
    "commit_at",
    "fetch_cast",
    "fetch_zero_point_sub",
    "fetch_table_lookup",
    "fetch_mask",
    "vector_intra_slice_tag",
    "vector_narrow_split",
    "vector_narrow_trim",
    "vector_widen_concat",
    "vector_widen_pad",
    "vector_reinterpret",
    "vector_fxp_zip",
    "vector_logic_zip",
    "to_dm_at",
    "to_hbm_at",
    "to_trf_at",
    "to_vrf_at",
    "to_dm_pcopy",
    "to_dm_pcopy_at",
    "to_dm_view",
    "to_hbm_view",
    "view_mut",
    "memset",
    "dma_gather_scaled",
    "dma_gather_scaled_at",
    "dma_gather_unscaled",
    "dma_scatter",
    "dm_chip_shuffle",
    "dm_cluster_shuffle",
};

// Types whose paths only the toolchain writes: `TagMode::Zero`, `LaneMode::Interleaved`, `DmTensor::new()` ...
constexpr std::array kToolchainTypes = {"TagMode", "LaneMode", "TagGuard", "Branched", "BitReq"};
constexpr std::array kAddressFreeNew = {"DmTensor", "HbmTensor", "TrfTensor", "VrfTensor"};

// A transfer or sink called with one argument fewer than the manual's
// signature: the toolchain's address-free form (0.5 and later).
bool addressFree(const ast::Expr& call) {
    const std::size_t args = call.children.size() - call.argsBegin;
    if (call.name == "to_dm" || call.name == "to_hbm") return args == 1;
    if (call.name == "commit" || call.name == "to_trf" || call.name == "to_vrf") return args == 0;
    return false;
}

template <std::size_t N>
bool isOneOf(const std::array<const char*, N>& names, std::string_view name) {
    return std::any_of(names.begin(), names.end(), [&](const char* n) { return name == n; });
}

// The first toolchain-only call of the file, in source order.
class Finder {
public:
    explicit Finder(std::string_view text) : text_(text) {}

    void stmts(const std::vector<ast::Stmt>& list, int depth) {
        if (depth > kDepth) return;
        for (const ast::Stmt& s : list) {
            if (s.item && s.item->body) block(*s.item->body, depth + 1);
            if (s.item && s.item->body) stmts(s.item->body->stmts, depth + 1);
            if (s.init) expr(*s.init, depth + 1);
            if (s.expr) expr(*s.expr, depth + 1);
        }
    }

    std::optional<DialectEvidence> found;

private:
    static constexpr int kDepth = 512;

    void block(const ast::Block& b, int depth) {
        if (b.tail) expr(*b.tail, depth + 1);
    }

    void note(ast::Span at, std::string reason) {
        if (found && found->at && found->at->offset <= at.offset) return;
        found = DialectEvidence{Dialect::Toolchain, std::move(reason), at};
    }

    void expr(const ast::Expr& e, int depth) {
        if (depth > kDepth) return;
        if (e.kind == ast::Expr::Kind::MethodCall) {
            if (isOneOf(kToolchainMethods, e.name)) note(e.nameSpan, fmt::format("calls `{}`", e.name));
            else if (addressFree(e))
                note(e.nameSpan, fmt::format("calls `{}` without an address", spanText(e.nameSpan.offset, e.span.end())));
        }
        if (e.kind == ast::Expr::Kind::Path && e.path.size() >= 2) {
            const std::string& type = e.path[e.path.size() - 2];
            if (e.path.back() == "new" && isOneOf(kAddressFreeNew, type)) note(e.span, fmt::format("calls `{}::new()`", type));
            else if (isOneOf(kToolchainTypes, e.path.front())) note(e.span, fmt::format("names `{}`", e.path.front()));
        }
        for (const auto& child : e.children)
            if (child) expr(*child, depth + 1);
        for (const ast::Field& f : e.fields)
            if (f.value) expr(*f.value, depth + 1);
        if (e.block) {
            stmts(e.block->stmts, depth + 1);
            block(*e.block, depth + 1);
        }
    }

    // [from, to) of the text, cut at its end: a span of another text (a caller's mistake) must
    // not throw out of a kernel's load.
    std::string_view spanText(std::size_t from, std::size_t to) const {
        if (from >= text_.size() || to <= from) return {};
        return text_.substr(from, std::min(to, text_.size()) - from);
    }
    std::string_view text_;
};

std::string useText(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c == '\n' || c == '\r' || c == '\t') c = ' ';
        if (c == ' ' && !out.empty() && out.back() == ' ') continue;
        out += c;
    }
    return out;
}

// `use furiosa_opt_std::...` or `extern crate furiosa_opt_std`, searched in
// every item the parser kept (the manual's doc tests nest them in `fn main`).
std::optional<ast::Span> crateItem(const std::vector<ast::Stmt>& stmts, std::string_view text, std::string_view crate, int depth) {
    if (depth > 64) return std::nullopt;
    for (const ast::Stmt& s : stmts) {
        if (!s.item) continue;
        const ast::Item& item = *s.item;
        if ((item.kind == ast::Item::Kind::Use || item.kind == ast::Item::Kind::ExternCrate) && item.span.end() <= text.size() &&
            text.substr(item.span.offset, item.span.length).find(crate) != std::string_view::npos)
            return item.span;
        if (item.body)
            if (auto inner = crateItem(item.body->stmts, text, crate, depth + 1)) return inner;
    }
    return std::nullopt;
}

}  // namespace

DialectEvidence detectDialect(const ast::File& file, std::string_view text) {
    if (auto use = crateItem(file.stmts, text, "furiosa_opt_std", 0))
        return {Dialect::Toolchain, fmt::format("`{}`", useText(text.substr(use->offset, use->length))), *use};
    Finder finder(text);
    finder.stmts(file.stmts, 0);
    if (finder.found) return *finder.found;
    if (auto use = crateItem(file.stmts, text, "furiosa_visa_std", 0))
        return {Dialect::Manual, fmt::format("`{}`, and no call only the toolchain has", useText(text.substr(use->offset, use->length))),
                *use};
    return {Dialect::Manual, "no `furiosa_opt_std` and no call only the toolchain has", std::nullopt};
}

}  // namespace tcpwb::kernel
