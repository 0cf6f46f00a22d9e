#include "kernel/parse.h"

#include <algorithm>

#include <fmt/format.h>

#include "kernel/elaborate.h"
#include "kernel/macro_expand.h"
#include "kernel/parser.h"
#include "kernel/placement.h"
#include "util/text.h"

namespace tcpwb::kernel {

namespace {

[[nodiscard]] diag::Diagnostic onOneLine(diag::Diagnostic d) {
    d.message = oneLine(d.message);
    for (diag::Note& note : d.notes) note.message = oneLine(note.message);
    if (d.fix) d.fix = oneLine(*d.fix);
    return d;
}

}  // namespace

diag::Result<std::shared_ptr<ast::File>> parseKernelFile(const KernelSource& source) {
    if (source.text.size() > kMaxKernelSourceBytes)
        return diag::Diagnostic(diag::Kind::too_large, fmt::format("the kernel source is {} bytes; at most {} bytes (4 MiB) are read",
                                                                   source.text.size(), kMaxKernelSourceBytes))
            .withFix("split the kernel into smaller files, or generate less code per file");
    auto file = parseFile(source.text);
    if (!file) return onOneLine(file.error());
    return file;
}

diag::Result<std::shared_ptr<const ast::File>> parseKernelSyntax(const KernelSource& source, const ParseOptions& options) {
    auto file = parseKernelFile(source);
    if (!file) return file.error();
    if (options.rewrite) options.rewrite(*file.value());
    return std::shared_ptr<const ast::File>(std::move(file).value());
}

diag::Result<Program> elaborateKernel(const KernelSource& source, const ast::File& syntax, const ParseOptions& options) {
    // A file with macro expansions is elaborated over its text and theirs; what
    // they made is placed at the invocation, as is an error inside one.
    const std::string_view text = syntax.text.empty() ? std::string_view(source.text) : std::string_view(syntax.text);
    auto program = elaborate(syntax, text, source.name, options.entry, source.dialect, options.entryModules, options.rewrite);
    if (!program) return onOneLine(placedAtInvocation(syntax, program.error()));
    if (!syntax.expansions.empty())
        forEachSpan(program.value(), [&](SourceSpan& s) {
            const ast::Expansion* from = s.known() ? syntax.expansionAt(s.offset) : nullptr;
            if (!from) return;
            const LineColumn at = lineColumnOf(source.text, from->invocation.offset);
            s = {at.line, at.column, from->invocation.offset, from->invocation.length};
        });
    if (options.beforePlacement) options.beforePlacement(program.value());
    if (auto unplaced = placeTensors(program.value())) return onOneLine(*unplaced);
    return program;
}

diag::Result<Program> parseKernel(const KernelSource& source, const ParseOptions& options) {
    auto syntax = parseKernelSyntax(source, options);
    if (!syntax) return syntax.error();
    return elaborateKernel(source, **syntax, options);
}

LineColumn lineColumnOf(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    LineColumn at;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++at.line;
            lineStart = i + 1;
        }
    }
    at.column = static_cast<std::uint32_t>(offset - lineStart + 1);
    return at;
}

std::vector<std::string> kernelNoteLines(const KernelSource& source, const diag::Diagnostic& error) {
    std::vector<std::string> lines;
    for (const diag::Note& note : error.notes) {
        lines.push_back(fmt::format("note: {}", note.message));
        if (!note.offset) continue;
        const auto at = lineColumnOf(source.text, std::min(*note.offset, source.text.size()));  // a located note points at its own line
        lines.push_back(fmt::format("  at {}:{}:{}", source.name, at.line, at.column));
    }
    return lines;
}

std::string formatKernelError(const KernelSource& source, const diag::Diagnostic& error) {
    const std::string_view text = source.text;
    std::string out;
    if (!error.offset) {
        out = fmt::format("{}: error[{}]: {}\n", source.name, error.kind, error.message);
    } else {
        std::size_t offset = std::min(*error.offset, text.size());
        LineColumn at = lineColumnOf(text, offset);
        std::size_t lineStart = text.rfind('\n', offset == 0 ? 0 : offset - 1);
        lineStart = (lineStart == std::string_view::npos || offset == 0) ? 0 : lineStart + 1;
        if (offset > 0 && text[offset - 1] == '\n') lineStart = offset;
        std::size_t lineEnd = text.find('\n', offset);
        if (lineEnd == std::string_view::npos) lineEnd = text.size();
        std::string_view line = text.substr(lineStart, lineEnd - lineStart);
        // Tabs keep their width under the caret; the marker stays on this line.
        std::string pad;
        for (std::size_t i = lineStart; i < offset; ++i) pad += text[i] == '\t' ? '\t' : ' ';
        std::size_t width = std::max<std::size_t>(1, std::min(error.length, lineEnd - offset));
        out = fmt::format("{}:{}:{}: error[{}]: {}\n  {}\n  {}^{}\n", source.name, at.line, at.column, error.kind, error.message, line, pad,
                          std::string(width - 1, '~'));
    }
    for (const std::string& line : kernelNoteLines(source, error)) out += "  " + line + "\n";
    if (error.fix) out += fmt::format("  fix: {}\n", *error.fix);
    return out;
}

}  // namespace tcpwb::kernel
