#include "vector/expression.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <memory>
#include <vector>

namespace tcpwb::vector {
namespace {

using diag::Diagnostic;

struct Node {
    enum class Kind { X, Number, Unary, Binary, Negate };
    Kind kind = Kind::X;
    std::string text;  // Number: the literal; Unary: the function; Binary: the operator
    std::unique_ptr<Node> a, b;
    bool hasX() const { return kind == Kind::X || (a && a->hasX()) || (b && b->hasX()); }
};
using NodePtr = std::unique_ptr<Node>;

bool sameTree(const Node& l, const Node& r) {
    if (l.kind != r.kind || l.text != r.text || bool(l.a) != bool(r.a) || bool(l.b) != bool(r.b)) return false;
    return (!l.a || sameTree(*l.a, *r.a)) && (!l.b || sameTree(*l.b, *r.b));
}

class Parser {
public:
    explicit Parser(std::string_view text) : text_(text) {}

    diag::Result<NodePtr> parse() {
        auto e = sum();
        if (!e) return e;
        skip();
        if (pos_ != text_.size()) return error(fmt::format("unexpected `{}`", text_[pos_]));
        return e;
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    int depth_ = 0;  // nesting so far: deep input must not exhaust the stack
    static constexpr int kMaxDepth = 256;

    // Counts one level of nesting for the lifetime of a parse call.
    struct Nest {
        int& depth;
        explicit Nest(int& d) : depth(++d) {}
        ~Nest() { --depth; }
    };

    void skip() {
        while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    }
    bool eat(char c) {
        skip();
        if (pos_ < text_.size() && text_[pos_] == c) {
            ++pos_;
            return true;
        }
        return false;
    }
    [[nodiscard]] Diagnostic error(const std::string& message) const {
        return Diagnostic(diag::Kind::parse_error, message + " in the expression", pos_, 1)
            .withFix("write an f32 expression in x with + - * /, numbers and exp, sqrt, tanh, sigmoid, erf, log, sin, cos");
    }
    static NodePtr make(Node::Kind k, std::string t, NodePtr a = nullptr, NodePtr b = nullptr) {
        auto n = std::make_unique<Node>();
        n->kind = k;
        n->text = std::move(t);
        n->a = std::move(a);
        n->b = std::move(b);
        return n;
    }

    diag::Result<NodePtr> sum() {
        auto left = product();
        if (!left) return left;
        NodePtr node = std::move(left).value();
        while (true) {
            char op = eat('+') ? '+' : eat('-') ? '-' : 0;
            if (!op) return node;
            auto right = product();
            if (!right) return right;
            node = make(Node::Kind::Binary, std::string(1, op), std::move(node), std::move(right).value());
        }
    }
    diag::Result<NodePtr> product() {
        auto left = unary();
        if (!left) return left;
        NodePtr node = std::move(left).value();
        while (true) {
            char op = eat('*') ? '*' : eat('/') ? '/' : 0;
            if (!op) return node;
            auto right = unary();
            if (!right) return right;
            node = make(Node::Kind::Binary, std::string(1, op), std::move(node), std::move(right).value());
        }
    }
    diag::Result<NodePtr> unary() {
        Nest nest(depth_);
        if (depth_ > kMaxDepth) return error(fmt::format("nesting deeper than {} levels", kMaxDepth));
        if (eat('-')) {
            auto inner = unary();
            if (!inner) return inner;
            return make(Node::Kind::Negate, "-", std::move(inner).value());
        }
        return primary();
    }
    diag::Result<NodePtr> primary() {
        skip();
        if (eat('(')) {
            auto inner = sum();
            if (!inner) return inner;
            if (!eat(')')) return error("expected `)`");
            return inner;
        }
        if (pos_ < text_.size() && (std::isdigit(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '.')) {
            const std::size_t start = pos_;
            while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '.')) ++pos_;
            return make(Node::Kind::Number, std::string(text_.substr(start, pos_ - start)));
        }
        std::string name;
        while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_')) name += text_[pos_++];
        if (name.empty()) return error(pos_ < text_.size() ? fmt::format("unexpected `{}`", text_[pos_]) : "the expression ends early");
        if (name == "x") return make(Node::Kind::X, "x");
        static const std::vector<std::string> functions = {"exp", "sqrt", "tanh", "sigmoid", "erf", "log", "sin", "cos"};
        if (std::find(functions.begin(), functions.end(), name) == functions.end()) return error(fmt::format("unknown name `{}`", name));
        if (!eat('(')) return error(fmt::format("expected `(` after {}", name));
        auto arg = sum();
        if (!arg) return arg;
        if (!eat(')')) return error("expected `)`");
        return make(Node::Kind::Unary, name, std::move(arg).value());
    }
};

// Emits the Float-cluster calls that compute `n` from the stream, innermost first.
[[nodiscard]] std::optional<Diagnostic> emit(const Node& n, std::vector<std::string>& calls) {
    auto constant = [](const Node& c) -> std::optional<std::string> {
        if (c.kind == Node::Kind::Number) return c.text;
        if (c.kind == Node::Kind::Negate && c.a->kind == Node::Kind::Number) return "-" + c.a->text;
        return std::nullopt;
    };
    switch (n.kind) {
        case Node::Kind::X: return std::nullopt;
        case Node::Kind::Number:
            return Diagnostic(diag::Kind::expression_shape, "the expression does not depend on x, so there is nothing to stream")
                .withFix("use x, e.g. exp(x) + 1");
        case Node::Kind::Negate:
            if (auto e = emit(*n.a, calls)) return e;
            calls.push_back("vector_fp_binary(FpBinaryOp::MulF, -1.0)");
            return std::nullopt;
        case Node::Kind::Unary: {
            const Node* arg = n.a.get();
            std::string op = n.text;
            op[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(op[0])));
            if (n.text == "exp" && arg->kind == Node::Kind::Negate) {  // exp(-u) is NegExp
                op = "NegExp";
                arg = arg->a.get();
            }
            if (auto e = emit(*arg, calls)) return e;
            calls.push_back(fmt::format("vector_fp_unary(FpUnaryOp::{})", op));
            return std::nullopt;
        }
        case Node::Kind::Binary: {
            static const std::map<std::string, std::string> ops = {{"+", "AddF"}, {"-", "SubF"}, {"*", "MulF"}, {"/", "DivF"}};
            const std::string& op = ops.at(n.text);
            const bool left = n.a->hasX(), right = n.b->hasX();
            if (left && right) {
                if (!sameTree(*n.a, *n.b))
                    return Diagnostic(diag::Kind::expression_shape,
                                      fmt::format("both sides of `{}` depend on x in different ways; one pass streams one value", n.text))
                        .withFix("compute one side in a separate pass (or stash it) and combine them there");
                if (auto e = emit(*n.a, calls)) return e;
                calls.push_back(fmt::format("vector_fp_binary_with_mode(FpBinaryOp::{}, BinaryArgMode::Mode00)", op));
                return std::nullopt;
            }
            const Node& streamSide = left ? *n.a : *n.b;
            const Node& constSide = left ? *n.b : *n.a;
            auto c = constant(constSide);
            if (!c)
                return Diagnostic(diag::Kind::expression_shape, "an operand must be a number (or x itself)")
                    .withFix("fold the constant part into one number");
            if (auto e = emit(streamSide, calls)) return e;
            const bool commutes = n.text == "+" || n.text == "*";
            if (left || commutes) calls.push_back(fmt::format("vector_fp_binary(FpBinaryOp::{}, {})", op, *c));
            else calls.push_back(fmt::format("vector_fp_binary_with_mode(FpBinaryOp::{}, BinaryArgMode::Mode10, {})", op, *c));
            return std::nullopt;
        }
    }
    return std::nullopt;
}

}  // namespace

namespace {

std::string chainText(const std::vector<std::string>& calls) {
    std::string chain = "vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_trim_way4()";
    for (const std::string& c : calls) chain += "." + c;
    return chain + ".vector_pad_way8().vector_final()";
}

// A last division can move from FpFpu to the dedicated FpDiv stage, which
// follows the Float stage: sqrt(x) / 2 then fits one pass.
std::optional<std::vector<std::string>> divisionOnFpDiv(std::vector<std::string> calls) {
    if (calls.empty()) return std::nullopt;
    std::string& last = calls.back();
    const std::string binary = "vector_fp_binary";
    if (last.find("FpBinaryOp::DivF") == std::string::npos || last.compare(0, binary.size(), binary) != 0) return std::nullopt;
    last = "vector_fp_div" + last.substr(binary.size());
    last.replace(last.find("FpBinaryOp::DivF"), 16, "FpDivBinaryOp::DivF");
    return calls;
}

}  // namespace

diag::Result<ExpressionPlan> planExpression(std::string_view text) {
    auto tree = Parser(text).parse();
    if (!tree) return tree.error();
    std::vector<std::string> calls;
    if (auto e = emit(*tree.value(), calls)) return *e;
    ExpressionPlan plan;
    plan.chain = chainText(calls);
    auto parsed = parseChain(plan.chain);
    if (!parsed) return parsed.error();
    auto checked = checkChain(parsed.value(), Scalar::F32);
    if (!checked) {
        if (auto moved = divisionOnFpDiv(calls)) {
            auto retried = checkChain(chainText(*moved), Scalar::F32);
            if (retried) {
                plan.chain = chainText(*moved);
                checked = retried;
            }
        }
    }
    if (checked) {
        plan.singlePass = true;
        plan.checked = checked.value();
        return plan;
    }
    plan.conflict = checked.error();
    if (checked.error().kind == diag::Kind::alu_in_use && checked.error().offset) {
        for (const Call& call : parsed.value())
            if (call.offset == *checked.error().offset && !call.args.empty()) {
                std::string name = stripPaths(call.args[0]);
                if (name == "MulF") name = "MulF(Mul0)";
                if (const OpInfo* op = findOp(Stage::Float, name)) plan.sharedAlu = op->alu;
            }
    }
    return plan;
}

}  // namespace tcpwb::vector
