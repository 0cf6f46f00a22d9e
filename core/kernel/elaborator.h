#pragma once
// Internal to the kernel front end: the state of one elaboration
// (kernel/elaborate.h). Split over elaborate_types.cpp (axes, aliases,
// mappings, tensor types), elaborate_values.cpp (the run, statements,
// expressions), elaborate_tensors.cpp (tensors and the argument checks),
// elaborate_calls.cpp (function calls and launch) and elaborate_methods.cpp,
// which dispatches method calls to the engines' method tables
// (kernel/methods.h, kernel/methods_*.cpp).
#include <functional>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/ast.h"
#include "kernel/mapping_constants.h"
#include "kernel/program.h"

namespace tcpwb::kernel {
struct GuardCheck;  // kernel/supported.h
}

namespace tcpwb::kernel::detail {

// Thrown inside the elaborator only; elaborate() turns it into a Result.
struct Failure {
    diag::Diagnostic diagnostic;
};

// A tensor's Rust type as written: `DmTensor<bf16, Chip, Cluster, Slice, m![A]>`.
// A role mapping is empty when written `_`.
struct TensorType {
    Memory memory = Memory::Dm;
    tensor::DType dtype = tensor::DType::I32;
    bool dtypeKnown = true;
    std::vector<std::optional<MappingText>> roles;
    ast::Span span;
    bool view = false;  // HbmTensorView[Mut] / DmTensorView[Mut]: a whole view of such a tensor
};

// A stream under construction: `ctx.main.begin(..)` up to its sink.
struct Stream {
    StreamPass pass;
    std::optional<tensor::DType> dtype;   // the element type flowing, when known
    std::optional<MappingText> outSlice;  // switch::<OutSlice, _>
    bool inVector = false;                // the last step is a run of vector_* calls still open
    bool needsSources = false;            // begin_interleaved() whose fetch(&a, &b) names the tensors
    ast::Span at;
    // The toolchain's pipeline is a type state: each method exists on the
    // types some methods return. `last` is the stream method called last
    // ("fetch", "fetch_cast", "vector_final", ...), which the toolchain's
    // methods check their place against (methods_toolchain_order.cpp).
    std::string last = "begin";
    std::optional<MappingText> reducedTime;  // contract_time::<T>() waiting for contract_lane
};

struct Value {
    enum class Kind { Unit, Int, Ctx, TuCtx, Engine, Rng, Tensor, View, Stream, Fn, Tuple, Struct, Enum, Elided, Other };
    Kind kind = Kind::Unit;
    ast::Span span;
    u64 number = 0;                                           // Int; Rng: the seed
    StreamPass::Context context = StreamPass::Context::Main;  // TuCtx
    Transfer::Engine engine = Transfer::Engine::Tdma;         // Engine
    std::size_t tensor = 0;                                   // Tensor, View
    std::optional<MappingText> view;                          // View of a part
    std::string viewCall;                                     // View: "slice(A, 0..1024)"
    std::optional<mapping::TensorIndex> viewOffset;           // View of a tile: StreamPass::sourceOffset
    std::shared_ptr<Stream> stream;                           // Stream
    std::string name;                 // Fn: the function; Enum: the path as written; Other: its text when not its span's
    std::vector<Value> elements;      // Tuple; Struct: its fields' values
    std::vector<std::string> fields;  // Struct: the fields' names, in elements' order (`name` is the struct's)
};

std::string_view kindName(Value::Kind kind);
std::string tensorTypeName(Memory m);  // "DmTensor"
// Where [offset, offset + length) of `rewritten`, a mapping whose names the
// crate front end rewrote (`m![crate__b__X / 8]`), is in `written`, the text
// there (`m![Y / 8]`): each word stands for the word in the same place.
// Nothing when the two do not line up word for word.
std::optional<std::pair<std::size_t, std::size_t>> writtenRange(std::string_view written, std::string_view rewritten, std::size_t offset,
                                                                std::size_t length);
// `e` is the path written exactly so: isPath(callee, {"launch"}).
bool isPath(const ast::Expr& e, std::initializer_list<std::string_view> path);

class Elaborator {
public:
    Elaborator(const ast::File& file, std::string_view text, std::string sourceName, std::string entry = {},
               std::optional<Dialect> dialect = std::nullopt, std::vector<std::string> entryModules = {});
    Program run();
    void detectDialect();
    const ast::Item* chooseDevice() const;    // the entry, else the first #[device] function
    void runDevice(const ast::Item& device);  // on its own, its tensor parameters already in memory

    // ---- errors and positions (elaborate_types.cpp) -------------------------
    [[noreturn]] void fail(ast::Span at, diag::Kind kind, std::string message, std::string fix = {}) const;
    SourceSpan sourceSpan(ast::Span span) const;
    std::string_view textOf(ast::Span span) const;

    // ---- declarations ----------------------------------------------------------
    // `shadowed`: names an inner scope defines, whose items here are hidden.
    void collectItems(const std::vector<ast::Stmt>& stmts, int depth, const std::set<std::string>* shadowed = nullptr);
    // The entry's scopes, innermost first: a function in `mod a { mod b { .. } }`
    // sees b's items, then a's, then the file's (what `use super::*` gives it).
    void collectScopes();
    bool expanded(const ast::Item& call) const;  // a macro invocation kernel/macro_expand.h expanded
    void declareAxes();
    void declareAliases();
    // Once the constants are known: the aliases whose escaped constants read
    // them, and every alias's check (elaborate_types.cpp).
    void checkAliases();
    void declareTensorAliases();
    bool endsAtTensorType(const ast::Item& alias, const std::map<std::string_view, const ast::Item*>& byName) const;
    // A mapping generic argument; nullopt for `_`.
    std::optional<MappingText> mappingArg(const ast::Type& type) const;
    MappingText mappingFromMacro(std::string_view raw, ast::Span span) const;
    // The mapping written at `span` with its escaped constants (`{ Out::SIZE / 8 }`)
    // as numbers (kernel/mapping_constants.h, mapping_constants.cpp).
    FoldedMapping foldConstants(std::string_view raw, ast::Span span) const;
    u64 escapedValue(std::string_view raw, ast::Span span, const EscapedConstant& e) const;
    std::string substituteAliases(std::string_view raw, int depth) const;
    std::optional<TensorType> tensorType(const ast::Type& type) const;  // nullopt: not a tensor type
    std::optional<TensorType> tensorTypeOf(std::string_view name, const std::vector<ast::TypePtr>& generics, ast::Span span) const;
    // A `let` type that names no tensor type, for a tensor value: the nearest
    // tensor type or alias for a typo, a mapping or a tuple said to be one.
    [[noreturn]] void failNotATensorType(const ast::Type& written) const;
    tensor::DType dtypeArg(const ast::Type& type) const;
    const ast::Type* typeArgument(const ast::Type& type) const;
    std::optional<TensorType> genericTensorAlias(const ast::Item& alias, const std::vector<ast::TypePtr>& generics, ast::Span span) const;
    Dialect dialect() const { return program_.dialect; }
    bool equivalent(const MappingText& a, const MappingText& b) const;
    u64 elementBytes(const Tensor& t) const;

    // ---- values (elaborate_values.cpp, elaborate_tensors.cpp, elaborate_calls.cpp) ----
    using Scope = std::map<std::string, Value, std::less<>>;
    // Iterations a kernel's `for` loops may unroll in all: past it, one located
    // error instead of a load that never ends.
    static constexpr u64 kMaxUnrolledIterations = 1'000'000;
    // Expressions the loops' bodies may evaluate in all: the iterations alone
    // do not bound the work, since a body of a hundred statements unrolled a
    // million times ran for minutes.
    static constexpr u64 kMaxUnrolledExpressions = 2'000'000;
    // Operations the loops may make in all: planning and simulating each one
    // walks its tensor, a millisecond or more apiece, and the toolchain's
    // tiled kernels unroll to hundreds.
    static constexpr u64 kMaxUnrolledOperations = 10'000;
    void finish();
    std::string uniqueName(const std::string& base);
    std::string iterationText() const;  // Operation::iteration of an operation made now
    void runBlock(const ast::Block& block, Value* tail);
    // The mapping aliases a block defines, in force while it runs (elaborate_types.cpp).
    class BlockAliases {
    public:
        BlockAliases(Elaborator& el, const ast::Block& block);
        ~BlockAliases();
        BlockAliases(const BlockAliases&) = delete;
        BlockAliases& operator=(const BlockAliases&) = delete;

    private:
        struct Saved {
            std::string name;
            std::optional<std::string> text, substituted;
        };
        Elaborator& el_;
        std::vector<Saved> saved_;
    };
    void runStatement(const ast::Stmt& stmt);
    // Load-time control flow: `for` over a constant range is unrolled, `if`
    // takes the branch its constant condition picks (kernel-language.md).
    Value runFor(const ast::Expr& e);
    Value runIf(const ast::Expr& e);
    bool evalBool(const ast::Expr& e);
    static bool isCondition(const ast::Expr& e);  // a comparison, `&&`, `||` or `!`
    // `const NAME: T = value;`: the file's, evaluated once all are known; a block's, when it runs.
    void evaluateConstants();
    // Evaluates `items` in any order, as Rust lets constants name each other:
    // one that names another not evaluated yet waits for it, and is retried
    // once it is. `store` keeps each value. A failure `deferred` accepts
    // leaves its item to a later call (returned with those waiting on it);
    // any other is reported at once. Constants that wait on each other are
    // `invalid_constant` at the first of the cycle (elaborate_constants.cpp).
    using ConstantStore = std::function<void(const ast::Item&, Value)>;
    std::vector<const ast::Item*> evaluateInAnyOrder(const std::vector<const ast::Item*>& items, const ConstantStore& store,
                                                     const std::function<bool(const diag::Diagnostic&)>& deferred);
    [[noreturn]] void failConstantCycle(const std::vector<const ast::Item*>& items,
                                        const std::map<const ast::Item*, std::string>& waitsOn) const;
    // The file's `mod` item whose body holds a device function named `name`
    // (any, when empty), however deep: for saying why it is not run.
    const ast::Item* moduleHolding(std::string_view name) const;
    [[noreturn]] void failInModule(const ast::Item& mod, std::string_view function) const;
    void runLet(const ast::Stmt& stmt);
    void bindLet(const std::string& name, ast::Span nameSpan, const ast::Type* type, const std::optional<TensorType>& annotated, Value v,
                 std::size_t before);
    void bindPattern(const ast::Pattern& pattern, Value v, const ast::Type* type, std::size_t before);
    void completeSince(std::size_t before, ast::Span at);
    void placePreloaded(std::size_t index);
    Value eval(const ast::Expr& e);
    void refusePanic(std::string_view macro, ast::Span at) const;
    Value constantValue(const ast::Expr& value);                  // a `const` item's, its assert! checked when the kernel loads
    void checkShapeGuard(const ast::Expr& guard);                 // const { assert!(..) }, evaluated when the kernel loads
    void checkAssertion(const GuardCheck& check);                 // one assert! / assert_eq! / assert_ne! of a guard
    std::optional<std::string> negatedFloat(const ast::Expr& x);  // a run-time assert! or panic!: unsupported_construct
    Value evalPath(const ast::Expr& e) const;
    std::optional<Value> mappingSize(const ast::Expr& e) const;  // `<m![..]>::SIZE`, `Alias::SIZE`
    Value evalField(const ast::Expr& e);
    // `S { a: 1, b: x }` of a struct the file declares: a Struct value, its fields in declared order.
    Value evalStruct(const ast::Expr& e);
    // `setup.seed`, `s.dims.0`: a field of a struct or tuple a name is bound to, where a constant is read.
    Value boundField(const ast::Expr& e, int depth = 0) const;
    Value evalCall(const ast::Expr& e);
    Value evalMethod(const ast::Expr& e);  // elaborate_methods.cpp
    Value launch(const ast::Expr& e);      // its two arguments already counted
    Value launchFunction(const ast::Item& fn, const std::vector<Value>& args, const std::vector<ast::Span>& argSpans, ast::Span at);
    // A call of another function of the file from a device function: its body
    // runs in place (elaborate_helpers.cpp).
    Value callHelper(const ast::Item& fn, const ast::Expr& call);
    // A helper's generic parameters for one call (elaborate_helpers.cpp): its
    // constants, to bind in its scope, and its mapping parameters (`Slice: M`),
    // standing as mapping aliases until the call returns.
    class BoundGenerics {
    public:
        BoundGenerics(Elaborator& el, const ast::Item& fn, const ast::Expr& callee, const std::vector<Value>& args);
        ~BoundGenerics();
        BoundGenerics(const BoundGenerics&) = delete;
        BoundGenerics& operator=(const BoundGenerics&) = delete;
        const std::vector<std::pair<std::string, Value>>& constants() const { return constants_; }

    private:
        void bindMapping(const ast::Item& fn, const ast::GenericParam& g, const ast::Type* given, const std::vector<Value>& args);
        struct Saved {
            std::string name;
            std::optional<std::string> text, substituted;
        };
        Elaborator& el_;
        std::vector<Saved> saved_;
        std::vector<std::pair<std::string, Value>> constants_;
    };
    std::optional<MappingText> inferMappingParameter(const ast::Item& fn, const std::string& name, const std::vector<Value>& args);
    // Who binds a parameter: launch() (arguments written in the source, where a
    // mismatch is reported), a fragment's own tensors, or a helper's call.
    enum class Caller { Launch, Fragment, Helper };
    // Checks `arg` against the parameter's type and returns what the body sees.
    Value bindParameter(const ast::Item& fn, const ast::Param& p, const Value& arg, ast::Span argAt, Caller caller);
    // A tuple or struct parameter (`inputs: (&HbmTensor<..>,)`, `p: Params<'_>`):
    // its parts' names ("0", "1", .. or the fields') and types, and the struct's name.
    struct Aggregate {
        std::string name;
        std::vector<std::pair<std::string, const ast::Type*>> parts;
        bool isStruct = false;
    };
    std::optional<Aggregate> aggregateOf(const ast::Type& type) const;
    const ast::Item* findStruct(std::string_view name) const;
    // What a device function run on its own is given for a parameter: a seeded
    // tensor, a tuple or struct of them, or the Context.
    Value deviceArgument(const ast::Type& type, const std::string& name, ast::Span at, const Value& ctx, int depth);
    void checkAggregate(const ast::Item& fn, const ast::Param& p, const ast::Type& type, const Value& arg, ast::Span argAt, int depth);
    void checkReturned(const ast::Item& fn, const Value& result);
    void checkReturnedAs(const ast::Item& fn, const ast::Type& declared, const Value& result);
    u64 evalInt(const ast::Expr& e) const;
    static u64 scalarBytes(tensor::DType dtype);
    Value lookup(std::string_view name, ast::Span at) const;
    void bind(const std::string& name, Value v);
    const ast::Item* findFn(std::string_view name) const;
    bool containsLaunch(const ast::Block& block) const;
    bool exprContainsLaunch(const ast::Expr& e, int depth) const;

    std::size_t newTensor(std::string provisionalName, Memory memory, std::size_t roleCount, ast::Span at);
    Value tensorValue(std::size_t index, ast::Span at) const;
    ast::Span callSpan(const ast::Expr& call) const;  // from the method name to the closing parenthesis
    void setRole(std::size_t tensor, std::size_t role, const std::optional<MappingText>& m, bool soft);
    void setDType(std::size_t tensor, std::optional<tensor::DType> dtype);
    std::size_t expectTensor(const Value& v, const ast::Expr& at, std::string_view what) const;
    Transfer::Engine expectEngine(const ast::Expr& arg);
    // Fills the roles nobody wrote (or only derived) from `type`; a written
    // role must be equivalent, else type_mismatch at the type.
    void applyType(std::size_t tensor, const TensorType& type);
    void requireComplete(std::size_t tensor, ast::Span at) const;
    void addTransfer(Transfer::Engine engine, std::size_t source, std::size_t output, ast::Span at);
    void expectArgs(const ast::Expr& call, std::size_t count, std::string_view signature) const;
    void expectGenerics(const ast::Expr& call, std::vector<std::size_t> allowed, std::string_view signature) const;
    std::vector<std::optional<MappingText>> mappingGenerics(const ast::Expr& call, std::size_t from) const;

    // ---- state ----------------------------------------------------------------------
    // Done to each expression parsed from a macro's text (kernel/elaborate.h).
    std::function<void(ast::File&)> rewrite_;
    std::optional<Dialect> forcedDialect_;  // KernelSource::dialect: read in this dialect
    const ast::File& file_;
    std::string_view text_;
    std::string entry_;                      // the device function to run on its own; empty: the file's own choice
    std::vector<std::string> entryModules_;  // the inline modules it is inside, outermost first
    Program program_;
    std::vector<std::size_t> lineStarts_;

    std::vector<const ast::Item*> fns_;
    std::vector<const ast::Item*> aliasItems_;
    std::vector<const ast::Item*> constItems_;   // the file's top-level `const` items
    std::vector<const ast::Item*> modItems_;     // the file's `mod` items: other modules, not run
    std::vector<const ast::Item*> structItems_;  // `struct` items: a device function's parameters of tensors
    Scope constants_;                            // their values, found after every scope
    // The names of the constants each running evaluateInAnyOrder has not
    // evaluated yet (a constant's block may have its own), and the one of them
    // the last failed lookup named (the constant it waits on).
    std::vector<const std::set<std::string, std::less<>>*> pendingConstants_;
    mutable std::optional<std::string> waitingOn_;
    u64 unrolled_ = 0;                                      // loop iterations run so far (kMaxUnrolledIterations)
    u64 unrolledExpressions_ = 0;                           // expressions evaluated in loops so far (kMaxUnrolledExpressions)
    const ast::Expr* outermostLoop_ = nullptr;              // the outermost `for` running now; null outside loops
    std::vector<std::pair<std::string, u64>> loopIndices_;  // the running loops' index names and values, outermost first
    u64 unrolledOps_ = 0;                                   // operations finished loops made (kMaxUnrolledOperations)
    std::size_t opsBeforeLoop_ = 0;                         // the program's operations when the running outermost loop began
    std::vector<const ast::Item*> axesItems_;
    std::vector<std::size_t> axesScopes_;  // per axes item: its scope, 0 the entry's innermost module
    std::vector<const ast::Stmt*> topStatements_;
    std::map<std::string, std::string, std::less<>> substituted_;  // alias -> text with aliases expanded
    // Mapping aliases whose escaped constants wait for the constants (checkAliases).
    std::vector<const ast::Item*> aliasesWithConstants_;
    // Aliases written in a function's body; those of them whose escaped
    // constants are the body's own `const` items are defined only as the body
    // runs (BlockAliases), not with the file's.
    std::set<const ast::Item*> bodyAliases_;
    std::set<const ast::Item*> aliasesOfTheirBlock_;
    // Each escaped constant's expression, parsed once, by its offset in the text.
    mutable std::map<std::size_t, std::shared_ptr<ast::File>> escapedExpressions_;
    // `type Row = DmTensor<i8, Chip, Cluster, Slice, m![A]>;`: an alias of a
    // tensor type (none generic), read wherever a tensor type is written.
    std::map<std::string, const ast::Type*, std::less<>> tensorAliases_;
    // `type Dm<D> = DmTensor<D, ..>;`: the generic ones among them, read with
    // their arguments (genericTensorAlias); typeArguments_ holds, innermost
    // last, what each type parameter stands for while an alias's body is read.
    std::map<std::string, const ast::Item*, std::less<>> genericTensorAliases_;
    mutable std::vector<std::map<std::string, const ast::Type*, std::less<>>> typeArguments_;

    std::vector<Scope> scopes_;
    std::map<std::string, int, std::less<>> nameCounts_;
    // Per tensor: which roles were derived from another tensor rather than
    // written (an annotation replaces them without complaint), which dtype is
    // known, and whether the name is still provisional (not yet bound by `let`).
    std::vector<std::vector<bool>> softRoles_;
    std::vector<bool> dtypeKnown_;
    std::vector<bool> provisional_;
    std::vector<ast::Span> createdAt_;
    std::set<std::size_t> readTensors_;
    ast::Span stmtSpan_;  // the statement being run, for Operation::at
    int passCount_[2] = {0, 0};
    int launchDepth_ = 0;
    int helperDepth_ = 0;  // helper functions running inside one another (callHelper)
    int evalDepth_ = 0;
    std::vector<u64> nextPreloaded_ = std::vector<u64>(5, 0);  // next free address per memory
};

}  // namespace tcpwb::kernel::detail
