// Statements and values: the whole run (host code, a device function or a
// fragment's statements), scopes, expressions and constants, and the
// program's final bookkeeping.
#include <algorithm>

#include <fmt/format.h>

#include "kernel/dialect.h"
#include "kernel/elaborate.h"
#include "kernel/elaborator.h"
#include "kernel/parser.h"
#include "kernel/supported.h"
#include "kernel/suggest.h"
#include "mapping/mapping.h"
#include "util/enum_table.h"
#include "util/text.h"

namespace tcpwb::kernel::detail {

// ---- the whole run ---------------------------------------------------------------

Program Elaborator::run() {
    detectDialect();
    collectScopes();
    declareAxes();
    declareAliases();
    scopes_.assign(1, Scope{});
    evaluateConstants();
    checkAliases();

    const ast::Item* host = nullptr;
    for (const ast::Item* fn : fns_)
        if (!fn->hasAttribute("device") && containsLaunch(*fn->body)) {
            host = fn;
            break;
        }
    const ast::Item* device = chooseDevice();
    bool statements =
        std::any_of(topStatements_.begin(), topStatements_.end(), [](const ast::Stmt* s) { return s->kind != ast::Stmt::Kind::Item; });

    if (host && entry_.empty()) {
        runBlock(*host->body, nullptr);
    } else if (device) {
        runDevice(*device);
    } else if (statements) {
        program_.fragment = true;
        Value ctx;
        ctx.kind = Value::Kind::Ctx;
        bind("ctx", ctx);
        std::vector<ast::Stmt> none;
        for (const ast::Stmt* s : topStatements_) runStatement(*s);
        for (const Operation& op : program_.ops) {
            std::size_t out = op.kind == Operation::Kind::Pass ? op.pass.output : op.transfer.output;
            bool written = op.kind == Operation::Kind::Pass && op.pass.sink == SinkKind::CommitView;
            if (!readTensors_.count(out) && !written &&
                std::find(program_.outputs.begin(), program_.outputs.end(), out) == program_.outputs.end())
                program_.outputs.push_back(out);
        }
    } else {
        if (const ast::Item* mod = moduleHolding({})) failInModule(*mod, {});
        fail({0, 0}, diag::Kind::missing_kernel,
             "this file has no device function, no host code calling launch(...), and no statements to run",
             "add `#[device(chip = 1)] fn kernel(ctx: &mut Context, ...) -> ... { ... }`");
    }
    finish();
    return std::move(program_);
}

void Elaborator::detectDialect() {
    if (forcedDialect_) {
        // KernelSource::dialect: the caller chose, whatever the text says.
        program_.dialect = *forcedDialect_;
        program_.dialectReason = fmt::format("read in the {} dialect as asked", dialectName(*forcedDialect_));
        return;
    }
    const DialectEvidence evidence = kernel::detectDialect(file_, text_);
    program_.dialect = evidence.dialect;
    program_.dialectReason = evidence.reason;
    if (evidence.at) program_.dialectAt = sourceSpan(*evidence.at);
}

const ast::Item* Elaborator::chooseDevice() const {
    std::vector<std::string> devices;
    for (const ast::Item* fn : fns_) {
        if (!fn->hasAttribute("device")) continue;
        if (entry_.empty() || fn->name == entry_) return fn;
        devices.push_back(fn->name);
    }
    if (entry_.empty()) return nullptr;
    if (const ast::Item* mod = moduleHolding(entry_)) failInModule(*mod, entry_);
    auto near = closestName(entry_, devices);
    // Named on the command line, not in the file: no place in the source.
    throw Failure{
        diag::Diagnostic(diag::Kind::unknown_name, fmt::format("there is no device function `{}`{}", entry_,
                                                               near              ? fmt::format("; did you mean `{}`?", *near)
                                                               : devices.empty() ? std::string(": the file has no #[device] function")
                                                                                 : std::string()))};
}

namespace {
const ast::Item* deviceIn(const std::vector<ast::Stmt>& stmts, std::string_view name, int depth) {
    if (depth > kMaxNesting) return nullptr;
    for (const ast::Stmt& s : stmts) {
        if (!s.item) continue;
        if (s.item->kind == ast::Item::Kind::Fn && s.item->hasAttribute("device") && (name.empty() || s.item->name == name))
            return s.item.get();
        if (s.item->kind == ast::Item::Kind::Mod && s.item->body)
            if (const ast::Item* fn = deviceIn(s.item->body->stmts, name, depth + 1)) return fn;
    }
    return nullptr;
}
}  // namespace

const ast::Item* Elaborator::moduleHolding(std::string_view name) const {
    for (const ast::Item* mod : modItems_)
        if (mod->body && deviceIn(mod->body->stmts, name, 0)) return mod;
    return nullptr;
}

void Elaborator::failInModule(const ast::Item& mod, std::string_view function) const {
    const ast::Item* fn = deviceIn(mod.body->stmts, function, 0);
    fail(mod.keywordSpan, diag::Kind::unsupported_construct,
         fmt::format("`{}` is inside `mod {} {{ ... }}`: a device function in a module runs when it is named with its module "
                     "(`--fn {}::{}`, or chosen in the Kernel tab's function list); the file's own choice is among its top-level "
                     "functions only",
                     fn ? fn->name : std::string(function), mod.name, mod.name, fn ? fn->name : std::string(function)),
         fmt::format("run it as `--fn {}::{}`", mod.name, fn ? fn->name : std::string(function)));
}

// A device function run on its own: its tensor parameters are already in
// memory with unknown contents (the simulator fills them from the seed), and
// what it returns (a tensor, or a tuple of them) is checked.
void Elaborator::runDevice(const ast::Item& device) {
    // Generic over an axis, the function has no shapes until instantiated:
    // the toolchain refuses such an entry point too (MIR -> vISA).
    for (const ast::GenericParam& g : device.genericParams)
        if (g.kind == ast::GenericParam::Kind::Type)
            fail(device.genericsSpan, diag::Kind::unsupported_construct,
                 fmt::format("`{}` is generic over `{}`: a #[device] function runs with concrete shapes, and a generic one has none "
                             "until it is instantiated (the toolchain refuses such an entry point as well)",
                             device.name, g.name),
                 fmt::format("run a concrete #[device] function that calls `{}::<..>` with its axes", device.name));
    program_.fragment = true;
    Value ctx;
    ctx.kind = Value::Kind::Ctx;
    std::vector<Value> args;
    for (const ast::Param& p : device.params) args.push_back(deviceArgument(*p.type, p.name, p.nameSpan, ctx, 0));
    Value result = launchFunction(device, args, {}, device.nameSpan);
    auto addOutput = [&](std::size_t tensor) {
        if (std::find(program_.outputs.begin(), program_.outputs.end(), tensor) == program_.outputs.end())
            program_.outputs.push_back(tensor);
    };
    std::vector<Value> results = result.kind == Value::Kind::Tuple ? result.elements : std::vector<Value>{result};
    for (const Value& r : results) {
        if (r.kind != Value::Kind::Tensor) continue;
        if (provisional_[r.tensor]) {
            program_.tensors[r.tensor].name = uniqueName("output");
            provisional_[r.tensor] = false;
        }
        addOutput(r.tensor);
    }
    // A parameter the function writes in place (`output: &mut HbmTensor<..>`
    // filled by to_hbm_view, commit_view) is what it computes, too.
    for (const Operation& op : program_.ops) {
        const bool inPlace = op.kind == Operation::Kind::Transfer || op.pass.sink == SinkKind::CommitView;
        const std::size_t written = op.kind == Operation::Kind::Transfer ? op.transfer.output : op.pass.output;
        if (inPlace && program_.tensors[written].origin == Origin::Preloaded) addOutput(written);
    }
}

namespace {

// "to_dm(x) -> y", "reshape(x) -> y", "dm_chip_shuffle(x) -> y", "gather(table, index) -> y", "memset(y)".
std::string transferName(const Transfer& t, const Tensor& from, const Tensor& to, std::string_view index) {
    switch (t.mode) {
        case Transfer::Mode::Relabel: return fmt::format("reshape({}) -> {}", from.name, to.name);
        case Transfer::Mode::Fill: return fmt::format("memset({})", to.name);
        case Transfer::Mode::Shuffle:
            return fmt::format("{}({}) -> {}", t.across == Transfer::Across::Chip ? "dm_chip_shuffle" : "dm_cluster_shuffle", from.name,
                               to.name);
        case Transfer::Mode::Gather:
        case Transfer::Mode::Scatter: break;
        case Transfer::Mode::Copy: {
            const std::string_view method = to.memory == Memory::Dm ? "to_dm" : to.memory == Memory::Host ? "to_host" : "to_hbm";
            return fmt::format("{}({}) -> {}", method, from.name, to.name);
        }
    }
    return fmt::format("{}({}, {}) -> {}", t.mode == Transfer::Mode::Gather ? "gather" : "scatter", from.name, index, to.name);
}

}  // namespace

// `const { assert!(<m![B]>::SIZE % 32 == 0, "B must be a multiple of 32") }`:
// each condition evaluated when the kernel loads, as the toolchain evaluates
// it when it compiles; one that fails is the kernel's error, with its message.
void Elaborator::checkShapeGuard(const ast::Expr& guard) {
    for (const GuardCheck& check : guardChecks(guard, text_)) checkAssertion(check);
}

void Elaborator::checkAssertion(const GuardCheck& check) {
    const std::vector<ast::Span> args = macroArguments(text_, check.arguments);
    const std::size_t operands = check.macro == "assert" ? 1 : 2;
    if (args.size() < operands)
        fail(check.at, diag::Kind::arity_mismatch,
             fmt::format("`{}!` takes {} operand{}", check.macro, operands, operands == 1 ? "" : "s"));
    std::vector<std::shared_ptr<ast::File>> parsed;
    for (std::size_t i = 0; i < operands; ++i) {
        parsed.push_back(parseExpressionAt(text_, args[i].offset, args[i].end()));
        if (parsed.back() && rewrite_) rewrite_(*parsed.back());
        if (!parsed.back())
            fail(args[i], diag::Kind::unsupported_construct,
                 fmt::format("`{}` is not an expression the kernel can evaluate when it loads", trimmed(textOf(args[i]))));
    }
    auto operand = [&](std::size_t i) -> const ast::Expr& { return *parsed[i]->stmts[0].item->body->tail; };
    const bool holds = check.macro == "assert"      ? evalBool(operand(0))
                       : check.macro == "assert_eq" ? evalInt(operand(0)) == evalInt(operand(1))
                                                    : evalInt(operand(0)) != evalInt(operand(1));
    if (holds) return;
    std::string why = std::string(trimmed(textOf(check.arguments)));
    if (args.size() > operands) {
        const std::string_view message = trimmed(textOf(args[operands]));
        if (message.size() >= 2 && message.front() == '"' && message.back() == '"')
            why = std::string(message.substr(1, message.size() - 2));
    }
    fail(check.at, diag::Kind::invalid_constant, fmt::format("the shape guard `{}!` fails when the kernel loads: {}", check.macro, why));
}

// The text of -x when x is a float literal, or a binding of one: `-100.0f32`.
std::optional<std::string> Elaborator::negatedFloat(const ast::Expr& x) {
    std::string text;
    if (x.kind == ast::Expr::Kind::Float) {
        text = x.text;
    } else if (x.kind == ast::Expr::Kind::Path && x.path.size() == 1 && x.generics.empty()) {
        const Value bound = lookup(x.path[0], x.span);
        if (bound.kind != Value::Kind::Other) return std::nullopt;
        text = !bound.name.empty() ? bound.name : std::string(textOf(bound.span));
    } else {
        return std::nullopt;
    }
    const bool hex = text.starts_with("0x") || text.starts_with("0b") || text.starts_with("0o");
    const bool isFloat = !hex && (text.find('.') != std::string::npos || text.find_first_of("eE") != std::string::npos ||
                                  text.ends_with("f32") || text.ends_with("f64"));
    if (!isFloat) return std::nullopt;
    return text.starts_with('-') ? text.substr(1) : "-" + text;
}

// A run-time `assert!` or `panic!` in a device function: the toolchain's
// MIR-to-vISA translation refuses it (negative/runtime_panic.rs), as the
// device has no way to stop; only a compile-time guard, `const { assert!(..) }`, is allowed.
void Elaborator::refusePanic(std::string_view name, ast::Span at) const {
    static constexpr std::string_view kPanicking[] = {"assert",          "assert_eq", "assert_ne",   "debug_assert", "debug_assert_eq",
                                                      "debug_assert_ne", "panic",     "unreachable", "todo",         "unimplemented"};
    if (std::find(std::begin(kPanicking), std::end(kPanicking), name) == std::end(kPanicking)) return;
    fail(at, diag::Kind::unsupported_construct,
         fmt::format("a run-time `{}!` is not supported in a device function: the device cannot stop a kernel (the toolchain refuses "
                     "it too)",
                     name),
         "check shapes at compile time, `const { assert!(..) }`, or drop the check");
}

void Elaborator::finish() {
    for (std::size_t i = 0; i < program_.tensors.size(); ++i)
        if (provisional_[i]) program_.tensors[i].name = uniqueName(program_.tensors[i].name);
    int passes[2] = {0, 0};
    for (Operation& op : program_.ops) {
        if (op.kind == Operation::Kind::Transfer) {
            const Tensor& from = program_.tensors[op.transfer.source];
            const Tensor& to = program_.tensors[op.transfer.output];
            const std::string_view index = op.transfer.index ? std::string_view(program_.tensors[*op.transfer.index].name) : "";
            op.name = transferName(op.transfer, from, to, index);
        } else {
            bool sub = op.pass.context == StreamPass::Context::Sub;
            op.name = fmt::format("{} pass {} -> {}", sub ? "sub" : "main", ++passes[sub ? 1 : 0], program_.tensors[op.pass.output].name);
        }
        if (!op.iteration.empty()) op.name += fmt::format(" [{}]", op.iteration);
    }
}

std::string Elaborator::iterationText() const {
    std::string out;
    for (const auto& [name, value] : loopIndices_)
        out += fmt::format("{}{}", out.empty() ? "" : ", ",
                           name == "_" ? fmt::format("iteration {}", value) : fmt::format("{} = {}", name, value));
    return out;
}

std::string Elaborator::uniqueName(const std::string& base) {
    int& count = nameCounts_[base];
    ++count;
    return count == 1 ? base : fmt::format("{}#{}", base, count);
}

// ---- statements ----------------------------------------------------------------------

void Elaborator::runBlock(const ast::Block& block, Value* tail) {
    scopes_.emplace_back();
    // A block's `const` items hold in all of it, wherever they are written. Its
    // mapping aliases may read them (`type Slice = m![A / { N }];`), and they
    // the aliases (`Slice::SIZE`): first the constants that name no alias of
    // the block, then the aliases, then the rest.
    std::vector<const ast::Item*> constants;
    for (const ast::Stmt& s : block.stmts)
        if (s.kind == ast::Stmt::Kind::Item && s.item->kind == ast::Item::Kind::Const && s.item->value) constants.push_back(s.item.get());
    const ConstantStore bindConstant = [this](const ast::Item& item, Value v) { bind(item.name, std::move(v)); };
    // Not known yet, or an alias of the block not defined yet: tried again once it is.
    const auto readsAnAlias = [](const diag::Diagnostic& d) {
        return d.kind == diag::Kind::unknown_name || d.kind == diag::Kind::invalid_constant;
    };
    const std::vector<const ast::Item*> readingAliases = evaluateInAnyOrder(constants, bindConstant, readsAnAlias);
    BlockAliases aliases(*this, block);
    evaluateInAnyOrder(readingAliases, bindConstant, nullptr);
    for (const ast::Stmt& s : block.stmts) runStatement(s);
    if (block.tail) {
        ast::Span saved = stmtSpan_;
        stmtSpan_ = block.tail->span;
        std::size_t before = program_.tensors.size();
        Value v = eval(*block.tail);
        if (tail) *tail = v;
        else completeSince(before, block.tail->span);
        stmtSpan_ = saved;
    }
    scopes_.pop_back();
}

void Elaborator::runStatement(const ast::Stmt& s) {
    stmtSpan_ = s.span;
    std::size_t before = program_.tensors.size();
    switch (s.kind) {
        case ast::Stmt::Kind::Item:
            if (s.item->kind == ast::Item::Kind::MacroCall) refusePanic(s.item->name, s.item->span);  // `assert!(..);` in a body
            return;
        case ast::Stmt::Kind::Let: runLet(s); break;
        case ast::Stmt::Kind::Expr: eval(*s.expr); break;
    }
    completeSince(before, s.span);
}

void Elaborator::completeSince(std::size_t before, ast::Span at) {
    for (std::size_t i = before; i < program_.tensors.size(); ++i) requireComplete(i, createdAt_[i].length ? createdAt_[i] : at);
}

void Elaborator::runLet(const ast::Stmt& stmt) {
    if (!stmt.init) {
        const std::string written = stmt.pattern ? std::string(textOf(stmt.pattern->span)) : stmt.name;
        fail(stmt.span, diag::Kind::unsupported_construct,
             fmt::format("`let {};` declares no value; kernels bind every variable once", written),
             fmt::format("write `let {} = ...;`", written));
    }
    std::size_t before = program_.tensors.size();
    if (stmt.pattern) {
        if (stmt.init->kind == ast::Expr::Kind::Elided)
            fail(stmt.init->span, diag::Kind::unsupported_construct,
                 "`...` declares one tensor already in memory; a tuple pattern cannot take it",
                 "declare each tensor with its own `let name: Type = ...;`");
        bindPattern(*stmt.pattern, eval(*stmt.init), stmt.type.get(), before);
        return;
    }
    std::optional<TensorType> annotated = stmt.type ? tensorType(*stmt.type) : std::nullopt;
    Value v;
    if (stmt.init->kind == ast::Expr::Kind::Elided) {
        if (!annotated)
            fail(stmt.init->span, diag::Kind::missing_annotation,
                 fmt::format("`let {} = ...;` declares a tensor already in memory, so its type must be written", stmt.name),
                 fmt::format("write `let {}: DmTensor<D, Chip, Cluster, Slice, Element> = ...;`", stmt.name));
        std::size_t index = newTensor(stmt.name, annotated->memory, annotated->roles.size(), stmt.init->span);
        program_.tensors[index].origin = Origin::Preloaded;
        v = tensorValue(index, stmt.init->span);
    } else {
        v = eval(*stmt.init);
    }
    bindLet(stmt.name, stmt.nameSpan, stmt.type.get(), annotated, std::move(v), before);
}

// `let name[: Type] = v`: a tensor made by the statement takes the name, and
// its written type fills (or must agree with) what the value has.
void Elaborator::bindLet(const std::string& name, ast::Span nameSpan, const ast::Type* type, const std::optional<TensorType>& annotated,
                         Value v, std::size_t before) {
    if (v.kind == Value::Kind::Tensor) {
        if (annotated) applyType(v.tensor, *annotated);
        else if (type && type->kind != ast::Type::Kind::Infer) failNotATensorType(*type);
        if (provisional_[v.tensor]) {
            program_.tensors[v.tensor].name = uniqueName(name);
            program_.tensors[v.tensor].at = sourceSpan(nameSpan);
            provisional_[v.tensor] = false;
        }
        if (v.tensor < program_.tensors.size() && program_.tensors[v.tensor].origin == Origin::Preloaded &&
            !program_.tensors[v.tensor].address && v.tensor >= before)
            placePreloaded(v.tensor);
    } else if (annotated) {
        fail(type->span, diag::Kind::type_mismatch,
             fmt::format("`{}` is annotated as a {}, but its value is {}", name, tensorTypeName(annotated->memory), kindName(v.kind)));
    }
    bind(name, std::move(v));
}

// `let (a, (b, _)) = v;`: each name bound to its part of the tuple, as `let`
// binds one; a type written for the tuple, `(T, U)`, is each part's.
void Elaborator::bindPattern(const ast::Pattern& pattern, Value v, const ast::Type* type, std::size_t before) {
    if (type && type->kind == ast::Type::Kind::Infer) type = nullptr;
    if (pattern.kind == ast::Pattern::Kind::Name) {
        if (pattern.name == "_") return;
        const std::optional<TensorType> annotated = type ? tensorType(*type) : std::nullopt;
        bindLet(pattern.name, pattern.span, type, annotated, std::move(v), before);
        return;
    }
    if (v.kind != Value::Kind::Tuple)
        fail(pattern.span, diag::Kind::type_mismatch,
             fmt::format("`let {}` takes a tuple apart, but the value is {}", textOf(pattern.span), kindName(v.kind)),
             "bind it to one name: `let name = ...;`");
    if (v.elements.size() != pattern.elements.size())
        fail(pattern.span, diag::Kind::arity_mismatch,
             fmt::format("`{}` has {} part{}, but the tuple has {}", textOf(pattern.span), pattern.elements.size(),
                         pattern.elements.size() == 1 ? "" : "s", v.elements.size()));
    if (type && (type->kind != ast::Type::Kind::Tuple || type->generics.size() != pattern.elements.size()))
        fail(type->span, diag::Kind::type_mismatch,
             fmt::format("`{}` is not a tuple type of {} parts, as `{}` is", textOf(type->span), pattern.elements.size(),
                         textOf(pattern.span)));
    for (std::size_t i = 0; i < pattern.elements.size(); ++i)
        bindPattern(pattern.elements[i], std::move(v.elements[i]), type ? type->generics[i].get() : nullptr, before);
}

// Preloaded tensors without an address are laid out from 0 in their memory, in
// declaration order, each 64-byte aligned (the manual's fragments put their
// input at DM address 0). A toolchain kernel leaves them to the allocator
// (kernel/placement.h), as it does every tensor it writes no address for.
void Elaborator::placePreloaded(std::size_t index) {
    Tensor& t = program_.tensors[index];
    if (program_.dialect == Dialect::Toolchain) return;
    if (t.memory != Memory::Dm && t.memory != Memory::Hbm) return;
    u64& next = nextPreloaded_[static_cast<std::size_t>(t.memory)];
    t.address = next;
    auto end = checkedAdd(next, elementBytes(t));
    if (end && *end <= ~u64{0} - 63) next = roundUp(*end, 64);
}

void Elaborator::bind(const std::string& name, Value v) { scopes_.back()[name] = std::move(v); }

Value Elaborator::lookup(std::string_view name, ast::Span at) const {
    for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
        auto it = scope->find(name);
        if (it != scope->end()) return it->second;
    }
    if (auto constant = constants_.find(name); constant != constants_.end()) return constant->second;
    if (const ast::Item* fn = findFn(name)) {
        Value v;
        v.kind = Value::Kind::Fn;
        v.name = fn->name;
        v.span = at;
        return v;
    }
    for (const auto* pending : pendingConstants_)
        if (pending->contains(name)) waitingOn_ = std::string(name);  // a constant not evaluated yet
    std::vector<std::string> known;
    for (const Scope& scope : scopes_)
        for (const auto& [n, value] : scope) known.push_back(n);
    auto near = closestName(name, known);
    fail(at, diag::Kind::unknown_name,
         fmt::format("`{}` is not defined here{}", name, near ? fmt::format("; did you mean `{}`?", *near) : std::string()));
}

const ast::Item* Elaborator::findFn(std::string_view name) const {
    for (const ast::Item* fn : fns_)
        if (fn->name == name) return fn;
    return nullptr;
}

bool Elaborator::containsLaunch(const ast::Block& block) const {
    for (const ast::Stmt& s : block.stmts) {
        if (s.init && exprContainsLaunch(*s.init, 0)) return true;
        if (s.expr && exprContainsLaunch(*s.expr, 0)) return true;
    }
    return block.tail && exprContainsLaunch(*block.tail, 0);
}

bool Elaborator::exprContainsLaunch(const ast::Expr& e, int depth) const {
    if (depth > kMaxNesting) return false;
    if (e.kind == ast::Expr::Kind::Call && isPath(*e.children[0], {"launch"})) return true;
    if (e.kind == ast::Expr::Kind::Block && containsLaunch(*e.block)) return true;
    for (const auto& child : e.children)
        if (child && exprContainsLaunch(*child, depth + 1)) return true;
    return false;
}

// ---- load-time control flow -----------------------------------------------------------

namespace {
bool isComparison(std::string_view op) { return op == "==" || op == "!=" || op == "<" || op == "<=" || op == ">" || op == ">="; }
}  // namespace

bool Elaborator::isCondition(const ast::Expr& e) {
    if (e.kind == ast::Expr::Kind::Unary) return e.name == "!";
    return e.kind == ast::Expr::Kind::Binary && (isComparison(e.name) || e.name == "&&" || e.name == "||");
}

bool Elaborator::evalBool(const ast::Expr& e) {
    switch (e.kind) {
        case ast::Expr::Kind::Paren: return evalBool(*e.children[0]);
        case ast::Expr::Kind::Unary:
            if (e.name == "!") return !evalBool(*e.children[0]);
            break;
        case ast::Expr::Kind::Binary: {
            if (e.name == "&&") return evalBool(*e.children[0]) && evalBool(*e.children[1]);
            if (e.name == "||") return evalBool(*e.children[0]) || evalBool(*e.children[1]);
            if (!isComparison(e.name)) break;
            const Value left = eval(*e.children[0]), right = eval(*e.children[1]);
            if (left.kind != Value::Kind::Int || right.kind != Value::Kind::Int) break;
            const u64 a = left.number, b = right.number;
            const std::string& op = e.name;
            return op == "==" ? a == b : op == "!=" ? a != b : op == "<" ? a < b : op == "<=" ? a <= b : op == ">" ? a > b : a >= b;
        }
        case ast::Expr::Kind::Path:
            if (e.path.size() == 1 && (e.path[0] == "true" || e.path[0] == "false")) return e.path[0] == "true";
            if (Value v = evalPath(e); v.kind == Value::Kind::Int) return v.number != 0;
            break;
        default: break;
    }
    fail(e.span, diag::Kind::unsupported_construct,
         fmt::format("`{}` is not known when the kernel loads; an `if` here branches on constants (loop indices, `const` items), "
                     "and a branch on data is the Vector Engine's (vector_intra_slice_tag, Branched)",
                     textOf(e.span)));
}

Value Elaborator::runIf(const ast::Expr& e) {
    Value v;
    v.kind = Value::Kind::Unit;
    v.span = e.span;
    if (evalBool(*e.children[0])) runBlock(*e.block, &v);
    else if (e.children.size() > 1) v = eval(*e.children[1]);
    return v;
}

Value Elaborator::runFor(const ast::Expr& e) {
    const ast::Expr& range = *e.children[0];
    if (range.kind != ast::Expr::Kind::Range || !range.children[0] || !range.children[1])
        fail(range.span, diag::Kind::unsupported_construct, "a `for` here runs over a range known when the kernel loads: `for i in 0..n`");
    const u64 from = evalInt(*range.children[0]);
    u64 to = evalInt(*range.children[1]);
    if (range.name == "..=") {
        if (to == ~u64{0}) fail(range.span, diag::Kind::too_large, "this range does not end within 64 bits");
        ++to;
    }
    const u64 count = to > from ? to - from : 0;
    if (count > kMaxUnrolledIterations - unrolled_)
        fail(e.keywordSpan, diag::Kind::too_large,
             fmt::format("this loop would unroll {} more iterations; a kernel unrolls at most {} in all", count, kMaxUnrolledIterations),
             "loop over fewer tiles, or let one operation cover more of the tensor");
    // The outermost loop is the one to shrink when the unrolled work is too much.
    struct Restore {
        const ast::Expr*& loop;
        const ast::Expr* saved;
        ~Restore() { loop = saved; }
    } restore{outermostLoop_, outermostLoop_};
    const bool outermost = !outermostLoop_;
    if (outermost) {
        outermostLoop_ = &e;
        opsBeforeLoop_ = program_.ops.size();
    }
    for (u64 i = from; i < to; ++i) {
        ++unrolled_;
        scopes_.emplace_back();
        loopIndices_.emplace_back(e.name, i);
        if (e.name != "_") {
            Value index;
            index.kind = Value::Kind::Int;
            index.number = i;
            index.span = e.nameSpan;
            bind(e.name, index);
        }
        runBlock(*e.block, nullptr);
        scopes_.pop_back();
        loopIndices_.pop_back();
        if (unrolledOps_ + (program_.ops.size() - opsBeforeLoop_) > kMaxUnrolledOperations)
            fail(outermostLoop_->keywordSpan, diag::Kind::too_large,
                 fmt::format("unrolling this loop makes more than {} operations; a kernel's loops make at most that many in all",
                             kMaxUnrolledOperations),
                 "loop over fewer tiles, or let one operation cover more of the tensor");
    }
    if (outermost) unrolledOps_ += program_.ops.size() - opsBeforeLoop_;
    Value v;
    v.kind = Value::Kind::Unit;
    v.span = e.span;
    return v;
}

// ---- expressions ---------------------------------------------------------------------

Value Elaborator::eval(const ast::Expr& e) {
    if (++evalDepth_ > 4 * kMaxNesting) fail(e.span, diag::Kind::unsupported_construct, "this expression nests too deeply");
    struct Leave {
        int& depth;
        ~Leave() { --depth; }
    } leave{evalDepth_};
    if (outermostLoop_ && ++unrolledExpressions_ > kMaxUnrolledExpressions)
        fail(outermostLoop_->keywordSpan, diag::Kind::too_large,
             fmt::format("unrolling this loop evaluates more than {} expressions; a kernel's loops evaluate at most that many in all",
                         kMaxUnrolledExpressions),
             "loop over fewer tiles, or let one operation cover more of the tensor");
    Value v;
    v.span = e.span;
    switch (e.kind) {
        case ast::Expr::Kind::Binary:
        case ast::Expr::Kind::Unary:
            if (isCondition(e)) {
                v.kind = Value::Kind::Int;
                v.number = evalBool(e) ? 1 : 0;
                return v;
            }
            // `-offset` of a float binding (`let offset = 100.0f32;`): the negated literal, for a vector operand.
            if (e.kind == ast::Expr::Kind::Unary && e.name == "-")
                if (auto negated = negatedFloat(*e.children[0])) {
                    v.kind = Value::Kind::Other;
                    v.name = *negated;
                    return v;
                }
            [[fallthrough]];
        case ast::Expr::Kind::Integer:
        case ast::Expr::Kind::Cast:
            v.kind = Value::Kind::Int;
            v.number = evalInt(e);
            return v;
        case ast::Expr::Kind::If: return runIf(e);
        case ast::Expr::Kind::For: return runFor(e);
        case ast::Expr::Kind::Paren:
        case ast::Expr::Kind::Ref:
        case ast::Expr::Kind::Await: return eval(*e.children[0]);
        case ast::Expr::Kind::Path: return evalPath(e);
        case ast::Expr::Kind::Call: return evalCall(e);
        case ast::Expr::Kind::MethodCall: return evalMethod(e);
        case ast::Expr::Kind::Field: return evalField(e);
        case ast::Expr::Kind::Tuple:
            v.kind = e.children.empty() ? Value::Kind::Unit : Value::Kind::Tuple;
            for (const auto& child : e.children) v.elements.push_back(eval(*child));
            return v;
        case ast::Expr::Kind::Block: runBlock(*e.block, &v); return v;
        case ast::Expr::Kind::Elided:
            fail(e.span, diag::Kind::unsupported_construct,
                 "`...` stands for a tensor already in memory and only works as `let name: Type = ...;`");
        case ast::Expr::Kind::Mapping:
            refusePanic(e.name, e.span);
            v.kind = Value::Kind::Other;
            return v;
        case ast::Expr::Kind::Struct: return evalStruct(e);
        case ast::Expr::Kind::Float:
        case ast::Expr::Kind::String:
        case ast::Expr::Kind::Range:
        case ast::Expr::Kind::Array:
        case ast::Expr::Kind::Infer: v.kind = Value::Kind::Other; return v;
        case ast::Expr::Kind::ConstBlock:
            if (isShapeGuard(e)) {
                checkShapeGuard(e);
                v.kind = Value::Kind::Unit;
                return v;
            }
            [[fallthrough]];
        case ast::Expr::Kind::Assign:  // parsed, refused before elaboration (kernel/supported.h)
            fail(e.keywordSpan, diag::Kind::unsupported_construct, fmt::format("`{}` is not supported in kernels", textOf(e.keywordSpan)));
    }
    return v;
}

Value Elaborator::evalPath(const ast::Expr& e) const {
    if (auto size = mappingSize(e)) return *size;
    if (e.path.size() == 1 && e.generics.empty() && e.pathGenerics.empty()) return lookup(e.path[0], e.span);
    Value v;
    v.kind = Value::Kind::Enum;
    v.name = std::string(textOf(e.span));
    v.span = e.span;
    return v;
}

// `<m![B / 8]>::SIZE` and `Alias::SIZE`, a mapping's size: a constant the
// toolchain's kernels loop over (`for c in 0..<m![Indices / 32]>::SIZE`).
std::optional<Value> Elaborator::mappingSize(const ast::Expr& e) const {
    std::optional<MappingText> mapping;
    if (e.qualifiedType && e.path == std::vector<std::string>{"SIZE"}) {
        mapping = mappingArg(*e.qualifiedType);
    } else if (!e.qualifiedType && e.path.size() == 2 && e.path[1] == "SIZE" && e.generics.empty() && !program_.aliases.find(e.path[0]) &&
               std::any_of(aliasesWithConstants_.begin(), aliasesWithConstants_.end(),
                           [&](const ast::Item* alias) { return alias->name == e.path[0]; })) {
        fail(e.span, diag::Kind::invalid_constant,
             fmt::format("`{}` depends on the escaped constants of `{}`, which are worked out after the `const` items: a `const` item "
                         "or an escaped constant cannot read it",
                         textOf(e.span), e.path[0]));
    } else if (!e.qualifiedType && e.path.size() == 2 && e.path[1] == "SIZE" && e.generics.empty() && program_.aliases.find(e.path[0])) {
        mapping = mappingFromMacro(*program_.aliases.find(e.path[0]), e.span);
    } else if (!e.qualifiedType && e.path.size() == 2 && e.path[1] == "SIZE" && e.generics.empty() && program_.axes.find(e.path[0])) {
        // An axis is a type of its own in the toolchain: `Red::SIZE`.
        Value v;
        v.kind = Value::Kind::Int;
        v.number = program_.axes[*program_.axes.find(e.path[0])].size;
        v.span = e.span;
        return v;
    }
    if (!mapping) return std::nullopt;
    auto compiled = mapping::compileMapping(mapping->text, program_.axes, program_.aliases);
    if (!compiled) fail(e.span, diag::Kind::mapping_error, fmt::format("`{}`: {}", textOf(e.span), compiled.error().message));
    Value v;
    v.kind = Value::Kind::Int;
    v.number = compiled->size();
    v.span = e.span;
    return v;
}

namespace {

// The Context's fields: its two execution contexts and its two DMA engines.
constexpr EnumTable<StreamPass::Context, 2> kContextFields{{{StreamPass::Context::Main, "main"}, {StreamPass::Context::Sub, "sub"}}};
static_assert(listsEveryEnumerator(kContextFields));
constexpr EnumTable<Transfer::Engine, 2> kEngineFields{{{Transfer::Engine::Pdma, "pdma"}, {Transfer::Engine::Tdma, "tdma"}}};
static_assert(listsEveryEnumerator(kEngineFields));

}  // namespace

Value Elaborator::evalField(const ast::Expr& e) {
    Value receiver = eval(*e.children[0]);
    Value v;
    v.span = e.span;
    if (receiver.kind == Value::Kind::Ctx) {
        if (auto context = parseEnum(kContextFields, e.name)) {
            v.kind = Value::Kind::TuCtx;
            v.context = *context;
            return v;
        }
        if (auto engine = parseEnum(kEngineFields, e.name)) {
            v.kind = Value::Kind::Engine;
            v.engine = *engine;
            return v;
        }
        auto near = closestName(e.name, {"main", "sub", "pdma", "tdma"});
        fail(e.nameSpan, diag::Kind::unknown_name,
             fmt::format("the Context has no field `{}`{}", e.name,
                         near ? fmt::format("; did you mean `{}`?", *near) : std::string("; it has main, sub, pdma and tdma")));
    }
    if (receiver.kind == Value::Kind::Tuple || receiver.kind == Value::Kind::Struct) {
        const bool tuple = receiver.kind == Value::Kind::Tuple;
        for (std::size_t i = 0; i < receiver.elements.size(); ++i)
            if (tuple ? std::to_string(i) == e.name : (i < receiver.fields.size() && receiver.fields[i] == e.name))
                return receiver.elements[i];
        std::string fields;
        for (const std::string& f : receiver.fields) fields += (fields.empty() ? "" : ", ") + f;
        fail(e.nameSpan, diag::Kind::unknown_name,
             tuple ? fmt::format("a tuple of {} has no field `.{}`", receiver.elements.size(), e.name)
                   : fmt::format("`{}` has no field `{}`; its fields: {}", receiver.name, e.name, fields));
    }
    fail(e.nameSpan, diag::Kind::unsupported_construct,
         fmt::format("field `.{}` of {} is not supported; fields are read only from the Context (ctx.main, ctx.sub, ctx.pdma, ctx.tdma)",
                     e.name, kindName(receiver.kind)));
}

u64 Elaborator::evalInt(const ast::Expr& e) const {
    switch (e.kind) {
        case ast::Expr::Kind::Integer:
            if (e.overflow) fail(e.span, diag::Kind::invalid_constant, fmt::format("`{}` does not fit in 64 bits", e.text));
            return e.value;
        case ast::Expr::Kind::Paren: return evalInt(*e.children[0]);
        case ast::Expr::Kind::Cast: {
            // `n as usize`: the constants here are unsigned integers already.
            static constexpr std::string_view kIntegers[] = {"usize", "u64", "u32", "u16", "u8", "isize", "i64", "i32", "i16", "i8"};
            const ast::Type& to = *e.generics[0];
            if (to.kind != ast::Type::Kind::Path || std::find(std::begin(kIntegers), std::end(kIntegers), to.last()) == std::end(kIntegers))
                fail(to.span, diag::Kind::unsupported_construct,
                     fmt::format("`as {}`: only casts between integer types are supported here", textOf(to.span)));
            return evalInt(*e.children[0]);
        }
        case ast::Expr::Kind::Unary:
            if (e.name == "-") {
                if (evalInt(*e.children[0]) == 0) return 0;
                fail(e.span, diag::Kind::invalid_constant, "negative constants are not supported here; addresses and sizes are unsigned");
            }
            break;
        case ast::Expr::Kind::Binary: {
            u64 a = evalInt(*e.children[0]);
            u64 b = evalInt(*e.children[1]);
            std::optional<u64> r;
            const std::string& op = e.name;
            if (op == "+") r = checkedAdd(a, b);
            else if (op == "*") r = checkedMul(a, b);
            else if (op == "-") r = a >= b ? std::optional<u64>(a - b) : std::nullopt;
            else if (op == "/") r = b ? std::optional<u64>(a / b) : std::nullopt;
            else if (op == "%") r = b ? std::optional<u64>(a % b) : std::nullopt;
            else if (op == "<<")
                r = b < 64 && (a >> (63 - b)) <= 1 && (b == 0 || (a >> (64 - b)) == 0) ? std::optional<u64>(a << b) : std::nullopt;
            else if (op == ">>") r = b < 64 ? a >> b : 0;
            else if (op == "&") r = a & b;
            else if (op == "|") r = a | b;
            else if (op == "^") r = a ^ b;
            else fail(e.span, diag::Kind::unsupported_construct, fmt::format("the operator `{}` is not supported in constants", op));
            if (!r)
                fail(e.span, diag::Kind::invalid_constant,
                     fmt::format("`{}` overflows, underflows or divides by zero in 64-bit unsigned arithmetic", textOf(e.span)));
            return *r;
        }
        case ast::Expr::Kind::Path: {
            Value v = evalPath(e);
            if (v.kind == Value::Kind::Int) return v.number;
            fail(e.span, diag::Kind::type_mismatch, fmt::format("expected an integer constant, found {}", kindName(v.kind)));
        }
        case ast::Expr::Kind::Field: {
            Value v = boundField(e);
            if (v.kind == Value::Kind::Int) return v.number;
            fail(e.span, diag::Kind::type_mismatch, fmt::format("expected an integer constant, found {}", kindName(v.kind)));
        }
        case ast::Expr::Kind::Call: {
            // `size_of::<bf16>()` (or `std::mem::size_of`): an element type's bytes, as Rust lays the toolchain's scalars out.
            const ast::Expr& callee = *e.children[0];
            if (callee.kind == ast::Expr::Kind::Path && !callee.path.empty() && callee.path.back() == "size_of" &&
                callee.generics.size() == 1 && e.children.size() == e.argsBegin)
                return scalarBytes(dtypeArg(*callee.generics[0]));
            break;
        }
        default: break;
    }
    fail(e.span, diag::Kind::type_mismatch, fmt::format("expected an integer constant, found `{}`", textOf(e.span)));
}

// What Rust's size_of gives for the toolchain's scalars: i4, i5 and f4e2m1
// are one-byte structs (`i4(i8)`), i9 two (`i9(i16)`); the rest their width.
u64 Elaborator::scalarBytes(tensor::DType dtype) {
    switch (dtype) {
        case tensor::DType::I4:
        case tensor::DType::I5:
        case tensor::DType::F4E2M1: return 1;
        case tensor::DType::I9: return 2;
        default: break;
    }
    return tensor::info(dtype).bits / 8;
}

}  // namespace tcpwb::kernel::detail

namespace tcpwb::kernel {
namespace {

// A name the kernel uses that is not defined (or not callable) because its
// item was set aside as host code (kernel/supported.h): refused with the
// item's reason, at the use.
diag::Diagnostic explainedIfSetAside(const ast::File& file, std::string_view text, diag::Diagnostic d) {
    if (!d.offset || *d.offset >= text.size()) return d;
    std::string_view used = text.substr(*d.offset, d.length);
    if (const std::size_t colons = used.rfind("::"); colons != std::string_view::npos) used.remove_prefix(colons + 2);
    const std::size_t nameEnd = used.find_first_of("<( \t\r\n");
    const bool withArguments = nameEnd != std::string_view::npos && used[nameEnd] == '<';
    used = used.substr(0, nameEnd);
    // Not found as a name, not callable as a function, or (a generic alias set aside) not a type.
    if (d.kind != diag::Kind::unknown_name && d.kind != diag::Kind::unsupported_construct &&
        !(d.kind == diag::Kind::type_mismatch && withArguments))
        return d;
    const std::vector<const ast::Item*> setAside = setAsideItems(file);
    const auto named = std::find_if(setAside.begin(), setAside.end(), [&](const ast::Item* i) { return !used.empty() && i->name == used; });
    if (named == setAside.end()) return d;
    const ast::Item* item = *named;
    const diag::Diagnostic& why = *item->unread;
    diag::Diagnostic out(diag::Kind::unsupported_construct,
                         fmt::format("`{}` is host code the workbench does not read, so a kernel cannot use it: {}", used, why.message),
                         *d.offset, d.length);
    if (why.offset) out.withNote(fmt::format("`{}` is set aside here", used), *why.offset, std::max<std::size_t>(why.length, 1));
    return out;
}

}  // namespace

diag::Result<Program> elaborate(const ast::File& file, std::string_view text, std::string sourceName, std::string entry,
                                std::optional<Dialect> dialect, std::vector<std::string> entryModules,
                                std::function<void(ast::File&)> rewrite) {
    try {
        detail::Elaborator elaborator(file, text, std::move(sourceName), std::move(entry), dialect, std::move(entryModules));
        elaborator.rewrite_ = std::move(rewrite);
        return elaborator.run();
    } catch (const detail::Failure& failure) {
        // Names the crate front end gave items are shown at the boundary (kernel/display_names.h).
        return explainedIfSetAside(file, text, failure.diagnostic);
    }
}

}  // namespace tcpwb::kernel
