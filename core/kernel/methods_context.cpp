// The Tensor Unit's execution contexts: `ctx.main.begin(x.view())` and
// `ctx.sub.begin_interleaved::<Axis>(a.view(), b.view())` open a stream.
#include <fmt/format.h>

#include "kernel/methods.h"

namespace tcpwb::kernel::detail {
namespace {

// The tensors a begin call streams from, each checked to be in DM.
std::vector<Value> sourceViews(MethodCall& call) {
    Elaborator& el = call.el;
    std::vector<Value> views;
    for (std::size_t i = 0; i < call.argCount(); ++i) {
        const ast::Expr& arg = call.arg(i);
        Value v = el.eval(arg);
        if (v.kind != Value::Kind::View && v.kind != Value::Kind::Tensor)
            el.fail(arg.span, diag::Kind::type_mismatch,
                    fmt::format("{}() reads a DmTensor view, found {}", call.e.name, kindName(v.kind)));
        const Tensor& t = el.program_.tensors[v.tensor];
        if (t.memory != Memory::Dm)
            el.fail(arg.span, diag::Kind::type_mismatch,
                    fmt::format("{}() streams from DM, but `{}` is a {} tensor", call.e.name, t.name, memoryName(t.memory)),
                    t.memory == Memory::Hbm
                        ? fmt::format("move it first: `{}.to_dm::<Cluster, Slice, Element>(&mut ctx.tdma, address)`", t.name)
                        : std::string());
        views.push_back(v);
    }
    return views;
}

Value openStream(MethodCall& call, std::shared_ptr<Stream> s, const std::vector<Value>& views) {
    Elaborator& el = call.el;
    if (!views.empty()) {
        s->pass.source = views[0].tensor;
        s->pass.sourceView = views[0].view;
        s->pass.sourceViewCall = views[0].viewCall;
        s->pass.sourceOffset = views[0].viewOffset;
        if (el.dtypeKnown_[views[0].tensor]) s->dtype = el.program_.tensors[views[0].tensor].dtype;
        for (std::size_t i = 1; i < views.size(); ++i) s->pass.interleavedSources.push_back(views[i].tensor);
        for (const Value& v : views) el.readTensors_.insert(v.tensor);
    }
    Value v;
    v.kind = Value::Kind::Stream;
    v.stream = std::move(s);
    v.span = call.e.span;
    return v;
}

std::shared_ptr<Stream> newStream(const MethodCall& call) {
    auto s = std::make_shared<Stream>();
    s->pass.context = call.receiver.context;
    s->at = call.e.span;
    return s;
}

// The arguments are evaluated before the signature is checked, so an error
// inside one is reported before a wrong count.
Value begin(MethodCall& call) {
    auto s = newStream(call);
    std::vector<Value> views = sourceViews(call);
    call.checkSignature();
    return openStream(call, std::move(s), views);
}

// begin_interleaved::<Axis>(a, b) interleaves two tensors along Axis; without
// tensors, the fetch(&a, &b) that must follow names them.
Value beginInterleaved(MethodCall& call) {
    Elaborator& el = call.el;
    auto s = newStream(call);
    std::vector<Value> views = sourceViews(call);
    s->pass.interleaved = true;
    if (!call.e.generics.empty()) {
        const ast::Type& axis = *call.e.generics[0];
        if (axis.kind == ast::Type::Kind::Path && axis.path.size() == 1) {
            if (!el.program_.axes.find(axis.path[0]))
                el.fail(axis.span, diag::Kind::unknown_name,
                        fmt::format("`{}` is not a declared axis ({})", axis.path[0], el.program_.axes.toString()));
            s->pass.interleaveAxis = axis.path[0];
        }
    }
    if (views.size() == 1 || views.size() > 2)
        el.fail(call.e.span, diag::Kind::arity_mismatch, fmt::format("begin_interleaved interleaves two tensors, found {}", views.size()));
    s->needsSources = views.empty();
    return openStream(call, std::move(s), views);
}

}  // namespace

const std::vector<MethodSpec>& contextMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "begin",
         .generics = {0},
         .args = 1,
         .signature = "begin(tensor.view())",
         .handler = begin,
         .check = SignatureCheck::ByHandler},
        {.name = "begin_interleaved", .signature = "begin_interleaved::<Axis>(a.view(), b.view())", .handler = beginInterleaved},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
