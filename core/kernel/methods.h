#pragma once
// Internal to the kernel front end: the methods a kernel calls on its values,
// each described once by a MethodSpec (its spellings, the signature its arity
// errors quote, where it applies and the function that elaborates it). Every
// engine keeps its table and handlers in one file (kernel/methods_*.cpp); a
// MethodTable gathers the tables of one kind of receiver, and
// elaborate_methods.cpp dispatches a call through it. docs/kernel-language.md,
// "Adding a method", walks through adding one.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kernel/elaborator.h"

namespace tcpwb::kernel::detail {

struct MethodCall;
using MethodHandler = Value (*)(MethodCall& call);

// When the dispatcher checks a call's turbofish and argument counts.
enum class SignatureCheck {
    First,      // before the handler runs
    ByHandler,  // the handler calls MethodCall::checkSignature() once it has evaluated what is reported first
};

struct MethodSpec {
    std::string_view name = {};                  // the manual's spelling; a trailing `*` makes it a prefix (vector_*)
    std::vector<std::string_view> aliases = {};  // other dialects' spellings of the same method
    std::vector<std::size_t> generics = {};      // the turbofish lengths accepted; empty: not checked
    std::optional<std::size_t> args = {};        // the argument count; nullopt: the handler checks it
    // The last argument is an address the toolchain's API (0.5 and later)
    // leaves out: `args - 1` arguments are accepted too, and the allocator
    // (kernel/placement.h) places the tensor. Not under an alias: 0.4's
    // `to_dm_at`, `commit_at`, ... name the address they take.
    bool addressOptional = false;
    std::string_view signature = {};      // quoted by arity errors
    std::string_view argsSignature = {};  // quoted by argument-count errors, when it differs from signature
    MethodHandler handler = nullptr;
    SignatureCheck check = SignatureCheck::First;
    // Tensor methods: the memories whose tensors have the method (empty: all)
    // and what the wrong-memory error says it moves ("an HbmTensor to DM").
    std::vector<Memory> memories = {};
    std::string_view moves = {};
    // Stream methods: the stream states the method applies in.
    bool beforeSources = false;   // right after begin_interleaved() without tensors (fetch names them)
    bool joinsVectorRun = false;  // extends the open run of vector_* calls instead of closing it
    // The toolchain's type state: the stream methods this one may directly follow
    // (Stream::last; "accumulate" stands for the manual's spelling too). Empty: any.
    std::vector<std::string_view> after = {};

    bool isPrefix() const { return name.ends_with('*'); }
    bool matches(std::string_view method) const;
};

// One call being elaborated: the expression, the receiver and the spec it matched.
struct MethodCall {
    Elaborator& el;
    const ast::Expr& e;  // e.name, e.generics, arguments from e.children[e.argsBegin]
    const MethodSpec& spec;
    Value receiver;  // its span is the call's

    Stream& stream() const { return *receiver.stream; }
    const Tensor& receiverTensor() const { return el.program_.tensors[receiver.tensor]; }
    std::size_t argCount() const { return e.children.size() - e.argsBegin; }
    const ast::Expr& arg(std::size_t i) const { return *e.children[e.argsBegin + i]; }
    ast::Span nameToEnd() const { return el.callSpan(e); }  // from the method name to the closing parenthesis

    void checkSignature() const;                      // the turbofish, then the argument count, as the spec says
    void requireMemory() const;                       // the receiver tensor lives in one of spec.memories
    void requireOrder() const;                        // the stream's last method is one of spec.after (stage_order otherwise)
    Step step(StepKind kind) const;                   // a stream step located at the call
    std::string argText(const ast::Expr& arg) const;  // the argument as written, trimmed
    // The address argument at `index` when written, evaluated; nullopt when left out.
    std::optional<u64> address(std::size_t index) const;
    void takeMappings(Step& step, std::size_t firstGeneric) const;  // the mapping generics from firstGeneric on
    Value push(Step step) const;                                    // appends the step to the stream, which is the call's value
};

// The methods of one kind of receiver, gathered from the engines' tables.
class MethodTable {
public:
    explicit MethodTable(const std::vector<const std::vector<MethodSpec>*>& parts);
    // By name or alias; a prefix entry matches what no exact entry does.
    const MethodSpec* find(std::string_view method) const;
    std::string names() const;  // the manual's names in table order: "fetch, switch, ..."
    const std::vector<const MethodSpec*>& specs() const { return specs_; }

private:
    std::vector<const MethodSpec*> specs_;
};

const MethodTable& contextMethodTable();  // ctx.main / ctx.sub
const MethodTable& streamMethodTable();   // a Tensor Unit stream, in pipeline order
const MethodTable& tensorMethodTable();   // a tensor in any memory
const MethodTable& viewMethodTable();     // a view of a tensor

// The engines' tables, each defined beside its handlers.
const std::vector<MethodSpec>& contextMethods();       // methods_context.cpp: begin, begin_interleaved
const std::vector<MethodSpec>& viewMethods();          // methods_view.cpp: view, view_mut, tile, slice
const std::vector<MethodSpec>& viewTransferMethods();  // methods_dma.cpp: to_hbm_view, to_dm_view
const std::vector<MethodSpec>& dmaMethods();           // methods_dma.cpp: to_hbm, to_dm, to_host
const std::vector<MethodSpec>& reshapeMethods();       // methods_reshape.cpp: reshape
const std::vector<MethodSpec>& memsetMethods();        // methods_memset.cpp: memset
const std::vector<MethodSpec>& shuffleMethods();       // methods_shuffle.cpp: dm_chip_shuffle, dm_cluster_shuffle
const std::vector<MethodSpec>& indirectMethods();      // methods_indirect.cpp: dma_gather_scaled, dma_gather_unscaled, dma_scatter
const std::vector<MethodSpec>& fetchMethods();         // methods_fetch.cpp: fetch
const std::vector<MethodSpec>& switchMethods();        // methods_switch.cpp: switch
const std::vector<MethodSpec>& contractionMethods();   // methods_contraction.cpp: collect, align, contract, accumulate
const std::vector<MethodSpec>& vectorMethods();        // methods_vector.cpp: vector_*
const std::vector<MethodSpec>& castMethods();          // methods_cast.cpp: cast, transpose
const std::vector<MethodSpec>& commitMethods();        // methods_commit.cpp: commit, commit_view, to_trf, to_vrf

// Checks the run of vector_* calls that ends here (methods_vector.cpp).
void closeVectorRun(Stream& s);

}  // namespace tcpwb::kernel::detail
