#include "vector/chain_text.h"

#include <cctype>

namespace tcpwb::vector {
namespace {

bool identStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool identChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool opening(char c) { return c == '(' || c == '[' || c == '{' || c == '<'; }
bool closing(char c) { return c == ')' || c == ']' || c == '}' || c == '>'; }

// Index just past the bracket that closes text[start], or npos when unbalanced.
std::size_t matchClose(std::string_view text, std::size_t start) {
    int depth = 0;
    for (std::size_t i = start; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '-' && i + 1 < text.size() && text[i + 1] == '>') {
            ++i;
            continue;
        }  // an arrow, not a bracket
        if (opening(c)) ++depth;
        else if (closing(c) && --depth == 0) return i + 1;
    }
    return std::string_view::npos;
}

std::string removeComments(std::string_view text) {
    std::string out(text);
    for (std::size_t i = 0; i + 1 < out.size(); ++i) {
        if (out[i] != '/' || out[i + 1] != '/') continue;
        // Blank the comment out (keeping offsets) up to the end of the line.
        for (std::size_t j = i; j < out.size() && out[j] != '\n'; ++j) out[j] = ' ';
    }
    return out;
}

[[nodiscard]] diag::Diagnostic syntaxError(std::string message, std::size_t offset) {
    return diag::Diagnostic(diag::Kind::parse_error, std::move(message), offset, 1)
        .withFix(
            "write the chain as the manual does: vector_init().vector_intra_slice_branch(BranchMode::Unconditional)"
            ".vector_fxp(FxpBinaryOp::AddFxp, 100).vector_final()");
}

}  // namespace

std::string trim(std::string_view text) {
    std::size_t b = 0, e = text.size();
    while (b < e && std::isspace(static_cast<unsigned char>(text[b]))) ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(text[e - 1]))) --e;
    return std::string(text.substr(b, e - b));
}

std::vector<std::string> splitTopLevel(std::string_view text) {
    std::vector<std::string> parts;
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '-' && i + 1 < text.size() && text[i + 1] == '>') {
            ++i;
            continue;
        }
        if (opening(c)) ++depth;
        else if (closing(c)) --depth;
        else if (c == ',' && depth == 0) {
            parts.push_back(trim(text.substr(start, i - start)));
            start = i + 1;
        }
    }
    std::string last = trim(text.substr(start));
    if (!last.empty() || !parts.empty()) parts.push_back(std::move(last));
    return parts;
}

std::string stripPaths(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (std::isspace(static_cast<unsigned char>(c))) continue;
        if (c == ':' && i + 1 < text.size() && text[i + 1] == ':') {
            // Drop the path segment just written: the identifier before `::`.
            while (!out.empty() && identChar(out.back())) out.pop_back();
            ++i;
            continue;
        }
        out += c;
    }
    return out;
}

std::string Call::text() const {
    std::string out = method;
    if (!generics.empty()) {
        out += "::<";
        for (std::size_t i = 0; i < generics.size(); ++i) out += (i ? ", " : "") + generics[i];
        out += ">";
    }
    out += "(";
    for (std::size_t i = 0; i < args.size(); ++i) out += (i ? ", " : "") + args[i];
    return out + ")";
}

diag::Result<std::vector<Call>> parseChain(std::string_view original) {
    const std::string text = removeComments(original);
    std::vector<Call> calls;
    std::size_t i = 0;
    auto skipSeparators = [&] {
        while (i < text.size() && (std::isspace(static_cast<unsigned char>(text[i])) || text[i] == '.' || text[i] == ',' || text[i] == ';'))
            ++i;
    };
    for (skipSeparators(); i < text.size(); skipSeparators()) {
        if (!identStart(text[i])) return syntaxError(std::string("expected a method name, found `") + text[i] + "`", i);
        Call call;
        call.offset = i;
        while (i < text.size() && identChar(text[i])) call.method += text[i++];
        if (call.method == "input" && (i >= text.size() || text[i] != '(')) continue;  // the receiver
        if (text.compare(i, 3, "::<") == 0) {
            const std::size_t end = matchClose(text, i + 2);
            if (end == std::string::npos) return syntaxError("the turbofish `::<` is never closed with `>`", i);
            call.generics = splitTopLevel(std::string_view(text).substr(i + 3, end - i - 4));
            i = end;
        }
        while (i < text.size() && text[i] == ' ') ++i;
        if (i < text.size() && text[i] == '(') {
            const std::size_t end = matchClose(text, i);
            if (end == std::string::npos) return syntaxError("the argument list of `" + call.method + "` is never closed", i);
            call.args = splitTopLevel(std::string_view(text).substr(i + 1, end - i - 2));
            i = end;
        }
        call.length = i - call.offset;
        calls.push_back(std::move(call));
    }
    if (calls.empty()) return diag::Diagnostic(diag::Kind::parse_error, "the chain is empty").withFix("start with vector_init()");
    return calls;
}

}  // namespace tcpwb::vector
