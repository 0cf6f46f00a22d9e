// Views of a tensor: `x.view()`, `x.view_mut()`, `x.tile::<Dimension, size, TileMapping>(i)`
// and `x.slice(Axis, lo..hi)`, on a tensor or on a view of one.
#include <cctype>

#include <fmt/format.h>

#include "kernel/methods.h"
#include "mapping/mapping.h"

namespace tcpwb::kernel::detail {
namespace {

Value viewOf(const MethodCall& call) {
    Value v = call.receiver;
    v.kind = Value::Kind::View;
    return v;
}

std::string callText(const MethodCall& call) { return std::string(call.el.textOf(call.nameToEnd())); }

Value view(MethodCall& call) { return viewOf(call); }

// The toolchain's tile: the view's layout is the Tile mapping, and its
// offset the Index mapping's coordinates at `start`, added to the offset of
// the view it tiles (StreamPass::sourceOffset). A start past Index, or one
// that Index maps to padding, is refused as the toolchain's tile panics.
Value tile(MethodCall& call) {
    Elaborator& el = call.el;
    const ast::Expr& e = call.e;
    Value v = viewOf(call);
    if (call.receiver.view && !call.receiver.viewOffset)
        el.fail(e.nameSpan, diag::Kind::unsupported_construct, "a tile of a slice is not supported; tile the tensor's view itself");
    const std::optional<MappingText> index = el.mappingArg(*e.generics[0]);
    if (!index)
        el.fail(e.generics[0]->span, diag::Kind::missing_annotation, "tile's first type argument, the Index mapping, is written out");
    if (e.generics[1]->kind != ast::Type::Kind::Const)
        el.fail(e.generics[1]->span, diag::Kind::type_mismatch, "tile's second type argument is the tile size, an integer");
    const u64 length = e.generics[1]->value;
    const u64 start = el.evalInt(call.arg(0));
    auto compiled = mapping::compileMapping(index->text, el.program_.axes);
    if (!compiled) el.fail(e.generics[0]->span, diag::Kind::mapping_error, compiled.error().message);
    if (length == 0 || start >= compiled->size() || length > compiled->size() - start)
        el.fail(call.arg(0).span, diag::Kind::invalid_constant,
                fmt::format("a tile of {} positions from position {} runs past the Index `{}` ({} positions)", length, start,
                            compiled->normalized(), compiled->size()));
    const auto at = compiled->at(start);
    if (!at)
        el.fail(call.arg(0).span, diag::Kind::invalid_constant,
                fmt::format("position {} of the Index `{}` is padding: a tile starts at an element", start, compiled->normalized()));
    mapping::TensorIndex offset = call.receiver.viewOffset.value_or(mapping::TensorIndex{});
    offset.add(*at);
    v.view = el.mappingArg(*e.generics[2]);
    v.viewOffset = std::move(offset);
    v.viewCall = call.receiver.viewCall.empty() ? callText(call) : call.receiver.viewCall + "." + callText(call);
    return v;
}

// Every whole-word occurrence of `axis` in `base` outside an `m!` becomes `replacement`.
std::string replaceAxis(const std::string& base, const std::string& axis, const std::string& replacement) {
    auto identChar = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '\''; };
    std::string out;
    for (std::size_t i = 0; i < base.size();) {
        if (identChar(base[i]) && (i == 0 || !identChar(base[i - 1]))) {
            std::size_t j = i;
            while (j < base.size() && identChar(base[j])) ++j;
            std::string word = base.substr(i, j - i);
            out += word == axis && !(i >= 2 && base.compare(i - 2, 2, "m!") == 0) ? replacement : word;
            i = j;
        } else {
            out += base[i++];
        }
    }
    return out;
}

// slice(Axis, lo..hi): every occurrence of the axis in the element mapping
// becomes `(Axis @ lo = hi - lo)`, the positions lo..hi of that axis.
Value slice(MethodCall& call) {
    Elaborator& el = call.el;
    Value v = viewOf(call);
    const ast::Expr& axisExpr = call.arg(0);
    const ast::Expr& range = call.arg(1);
    if (axisExpr.kind != ast::Expr::Kind::Path || axisExpr.path.size() != 1)
        el.fail(axisExpr.span, diag::Kind::type_mismatch, "slice's first argument is an axis name");
    const std::string& axis = axisExpr.path[0];
    auto id = el.program_.axes.find(axis);
    if (!id)
        el.fail(axisExpr.span, diag::Kind::unknown_name,
                fmt::format("`{}` is not a declared axis ({})", axis, el.program_.axes.toString()));
    if (range.kind != ast::Expr::Kind::Range || !range.children[0] || !range.children[1] || range.name != "..")
        el.fail(range.span, diag::Kind::type_mismatch, "slice's second argument is a range `begin..end`");
    u64 lo = el.evalInt(*range.children[0]);
    u64 hi = el.evalInt(*range.children[1]);
    u64 size = el.program_.axes[*id].size;
    if (lo >= hi || hi > size)
        el.fail(range.span, diag::Kind::invalid_constant,
                fmt::format("the range {}..{} is empty or runs past axis {} (size {})", lo, hi, axis, size));
    std::string replacement =
        "(" + axis + (lo ? fmt::format(" @ {}", lo) : std::string()) + (hi < size ? fmt::format(" = {}", hi - lo) : std::string()) + ")";
    const std::string& base = call.receiver.view ? call.receiver.view->text : call.receiverTensor().mappings.back().text;
    std::string out = replaceAxis(base, axis, replacement);
    if (!mapping::compileMapping(out, el.program_.axes))
        el.fail(call.e.span, diag::Kind::mapping_error,
                fmt::format("slicing `{}` along {} gives `{}`, which does not compile", base, axis, out));
    v.view = MappingText{out, el.sourceSpan(call.e.span)};
    v.viewCall = call.receiver.viewCall.empty() ? callText(call) : call.receiver.viewCall + "." + callText(call);
    return v;
}

}  // namespace

const std::vector<MethodSpec>& viewMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "view", .args = 0, .signature = "view()", .handler = view},
        // The toolchain's writable view: the destination of to_hbm_view / to_dm_view.
        {.name = "view_mut", .args = 0, .signature = "view_mut()", .handler = view},
        {.name = "tile", .generics = {3}, .args = 1, .signature = "tile::<Dimension, size, TileMapping>(index)", .handler = tile},
        {.name = "slice", .args = 2, .signature = "slice(Axis, begin..end)", .handler = slice},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
