#pragma once
// One diagnostic type for the whole workbench (see docs/architecture.md):
// a stable snake_case kind, one sentence a kernel writer can act on, where it
// happened, and optionally notes and a suggested fix.
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace tcpwb::diag {

struct Diagnostic {
    std::string kind;     // stable, snake_case: scripts match on it
    std::string message;  // one sentence
    // 0-based offset into the text, in bytes. The languages are ASCII and the
    // lexer stops at the first other byte, so it is also the character offset.
    std::optional<std::size_t> offset;
    std::size_t length = 0;             // characters the problem spans (0: a point)
    std::vector<std::string> notes;
    std::optional<std::string> fix;     // a suggested change, in words or code

    Diagnostic() = default;
    Diagnostic(std::string k, std::string m, std::optional<std::size_t> off = std::nullopt,
               std::size_t len = 0)
        : kind(std::move(k)), message(std::move(m)), offset(off), length(len) {}

    Diagnostic& withFix(std::string f) { fix = std::move(f); return *this; }
    Diagnostic& withNote(std::string n) { notes.push_back(std::move(n)); return *this; }
};

// Either a value or the diagnostic that explains why there is none.
template <typename T>
class Result {
public:
    Result(T value) : state_(std::move(value)) {}
    Result(Diagnostic error) : state_(std::move(error)) {}

    bool ok() const { return state_.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T& value() const& { return std::get<0>(state_); }
    T& value() & { return std::get<0>(state_); }
    T&& value() && { return std::get<0>(std::move(state_)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }

    const Diagnostic& error() const { return std::get<1>(state_); }

private:
    std::variant<T, Diagnostic> state_;
};

}  // namespace tcpwb::diag
