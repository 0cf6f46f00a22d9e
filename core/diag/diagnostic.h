#pragma once
// One diagnostic type for the whole workbench (see docs/architecture.md,
// "Diagnostics"): a kind from the registry (kind.h, kinds.def), a severity,
// one sentence a kernel writer can act on, where it happened, and optionally
// notes (each with its own location) and a suggested fix.
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "diag/kind.h"

namespace tcpwb::diag {

enum class Severity : std::uint8_t { Error, Warning, Note };

// More about a diagnostic, optionally pointing somewhere else in the same
// text (where an alias was declared, the call that took a unit first).
struct Note {
    std::string message;
    std::optional<std::size_t> offset;  // 0-based byte offset, as Diagnostic::offset
    std::size_t length = 0;
};

struct Diagnostic {
    Kind kind = Kind::internal_error;  // stable: scripts match on its spelling
    Severity severity = Severity::Error;
    std::string message;  // one sentence
    // 0-based offset into the text, in bytes. The languages are ASCII and the
    // lexer stops at the first other byte, so it is also the character offset.
    std::optional<std::size_t> offset;
    std::size_t length = 0;  // characters the problem spans (0: a point)
    std::vector<Note> notes;
    std::optional<std::string> fix;  // a suggested change, in words or code
    // The name of the unit or object the diagnostic is about, for tools that
    // report it on its own (alu_in_use: the ALU another operator holds).
    std::optional<std::string> subject;

    Diagnostic() = default;
    Diagnostic(Kind k, std::string m, std::optional<std::size_t> off = std::nullopt, std::size_t len = 0)
        : kind(k), message(std::move(m)), offset(off), length(len) {}

    Diagnostic& withFix(std::string f) {
        fix = std::move(f);
        return *this;
    }
    Diagnostic& withNote(std::string n) {
        notes.push_back({std::move(n), std::nullopt, 0});
        return *this;
    }
    Diagnostic& withNote(std::string n, std::size_t noteOffset, std::size_t noteLength) {
        notes.push_back({std::move(n), noteOffset, noteLength});
        return *this;
    }
    Diagnostic& withSeverity(Severity s) {
        severity = s;
        return *this;
    }
    Diagnostic& withSubject(std::string s) {
        subject = std::move(s);
        return *this;
    }
};

// Either a value or the diagnostic that explains why there is none.
template <typename T>
class [[nodiscard]] Result {
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
