#pragma once
// Internal to vector/chain.cpp: the checker that walks one chain call by call
// (its rules in chain.cpp), and the table of Vector Engine methods it
// dispatches through (chain_methods.cpp). A method is one ChainMethod entry
// naming its handler; docs/kernel-language.md, "Adding a method", walks
// through adding one.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "vector/chain.h"

namespace tcpwb::vector::detail {

class Checker;
struct ChainCall;
using ChainHandler = std::optional<diag::Diagnostic> (Checker::*)(const ChainCall& call);

// One Vector Engine method as the manual spells it.
struct ChainMethod {
    std::string_view name = {};
    std::vector<std::string_view> aliases = {};  // the toolchain's spellings (vector_narrow_split for vector_split)
    ChainHandler handler = nullptr;
    std::optional<Stage> stage = {};        // stage calls: the pipeline stage the call runs in
    Step::Kind kind = Step::Kind::Op;       // the step it records (a _zip form records Zip)
    bool opensChain = false;                // vector_init: the only call allowed before the chain is open
    bool suffixes = false;                  // accepts the _with_mode form, and the _zip form when it is an Op
    bool zipOnly = false;                   // only as its _zip form (vector_fp_zip)
    std::optional<int> operatorArity = {};  // vector_fp_unary/binary/ternary: the arity the name promises
    // The one operator of a stage a call may leave out (the toolchain's vector_fp_div(operand) is DivF).
    std::string_view impliedOperator = {};
    // A branch entry read as the toolchain's TagMode (vector_intra_slice_tag) rather than the manual's BranchMode.
    bool tagMode = false;
    std::string_view listedAs = {};  // how the unknown-method error lists it; empty: not listed
};

// A call matched to its method, with the suffixes it was written with.
struct ChainCall {
    const ChainMethod& method;
    bool zip = false;
    bool withMode = false;

    Stage stage() const { return *method.stage; }
    Step::Kind kind() const { return zip ? Step::Kind::Zip : method.kind; }
};

const std::vector<ChainMethod>& chainMethods();
// The method `name` calls (vector_fxp_zip_with_mode is vector_fxp, zipped, with a mode).
std::optional<ChainCall> resolveChainMethod(std::string_view name);
// The fix of the unknown-method error: every listed method, from the table.
std::string chainMethodsHelp();

// The checker's running state over one chain.
class Checker {
public:
    explicit Checker(Scalar input) { chain_.input = chain_.output = type_ = input; }
    diag::Result<Chain> run(const std::vector<Call>& calls);

    // The handlers the method table names.
    [[nodiscard]] std::optional<diag::Diagnostic> init(const ChainCall& call);
    [[nodiscard]] std::optional<diag::Diagnostic> branch(const ChainCall& call);
    [[nodiscard]] std::optional<diag::Diagnostic> unzip(const ChainCall& call);
    [[nodiscard]] std::optional<diag::Diagnostic> interSlice(const ChainCall& call);
    [[nodiscard]] std::optional<diag::Diagnostic> stash(const ChainCall& call);
    [[nodiscard]] std::optional<diag::Diagnostic> final(const ChainCall& call);
    [[nodiscard]] std::optional<diag::Diagnostic> stageCall(const ChainCall& call);
    [[nodiscard]] std::optional<diag::Diagnostic> reinterpret(const ChainCall& call);

private:
    enum class Phase { Start, Init, Intra, Inter, Final };
    enum class StashState { None, Live, Consumed };

    Chain chain_;
    const Call* call_ = nullptr;
    Phase phase_ = Phase::Start;
    std::optional<Stage> stage_;
    Way way_ = Way::Way8;
    Scalar type_;
    bool paired_ = false;
    bool zipped_ = false;
    bool interDone_ = false;
    std::map<Alu, std::string> aluOwner_;
    StashState stash_ = StashState::None;
    Scalar stashType_ = Scalar::I32;
    std::string narrowedBy_;  // the Narrow method, for the Widen that undoes it

    [[nodiscard]] std::optional<diag::Diagnostic> step(const Call& call);
    [[nodiscard]] diag::Diagnostic fail(diag::Kind kind, std::string message, std::string fix = {}) const;
    std::string name() const { return call_->method + "()"; }
    Step base(Step::Kind kind) const;
    void push(Step s);
    [[nodiscard]] std::optional<diag::Diagnostic> expectArgs(std::size_t count) const;

    [[nodiscard]] std::optional<diag::Diagnostic> enterBranch(bool unzip, bool tagMode = false);
    [[nodiscard]] std::optional<diag::Diagnostic> enterStage(Stage stage);
    [[nodiscard]] std::optional<diag::Diagnostic> requireType(Scalar wanted, std::string_view why);
    [[nodiscard]] std::optional<diag::Diagnostic> takeAlu(Alu alu, std::string_view opName);
    [[nodiscard]] std::optional<diag::Diagnostic> operatorCall(const ChainCall& call, Step& s);
    [[nodiscard]] std::optional<diag::Diagnostic> operatorStage(const ChainCall& call, Step& s);
    [[nodiscard]] std::optional<diag::Diagnostic> conversion(const ChainCall& call, Step& s);
    [[nodiscard]] std::optional<diag::Diagnostic> narrow(const ChainCall& call, Step& s);
    [[nodiscard]] std::optional<diag::Diagnostic> widen(const ChainCall& call, Step& s);
    [[nodiscard]] std::optional<diag::Diagnostic> intraReduce(Step& s);
    [[nodiscard]] std::optional<diag::Diagnostic> filter(Step& s);
    diag::Result<const OpInfo*> resolveOp(Stage stage, std::string_view text);
    [[nodiscard]] std::optional<diag::Diagnostic> readOperands(Step& s, int arity, std::size_t firstArg);
    diag::Result<Operand> operand(std::string_view text);
    // `Branched::imm(guard, x).imm(..).rf(guard, &vrf)`, its paths stripped; `needed` operands per slot.
    diag::Result<std::vector<OperandSlot>> branchedSlots(std::string_view stripped, std::size_t needed);
    [[nodiscard]] std::optional<diag::Diagnostic> parseBranch(Step& s, bool tagMode);
};

}  // namespace tcpwb::vector::detail
