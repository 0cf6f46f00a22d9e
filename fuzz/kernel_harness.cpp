#include "kernel_harness.h"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <string_view>

#include <variant>
#include <vector>

#include "kernel/crate.h"
#include "kernel/crate_imports.h"
#include "kernel/listing.h"
#include "kernel/parse.h"
#include "kernel/parser.h"
#include "mapping/mapping.h"
#include "sim/plan.h"

namespace tcpwb::fuzz {
namespace {

using kernel::Program;

std::string checkMapping(const Program& p, const kernel::MappingText& m) {
    if (!mapping::compileMapping(m.text, p.axes)) return "mapping text does not compile: " + m.text;
    return {};
}

std::string checkProgram(const Program& p) {
    const std::size_t n = p.tensors.size();
    for (const kernel::Tensor& t : p.tensors)
        for (const kernel::MappingText& m : t.mappings)
            if (auto broken = checkMapping(p, m); !broken.empty()) return t.name + ": " + broken;
    for (const kernel::Operation& op : p.ops) {
        if (op.kind == kernel::Operation::Kind::Transfer) {
            if (op.transfer.source >= n || op.transfer.output >= n) return "transfer index out of range: " + op.name;
            continue;
        }
        const kernel::StreamPass& pass = op.pass;
        if (pass.source >= n || pass.output >= n) return "pass index out of range: " + op.name;
        for (std::size_t s : pass.interleavedSources)
            if (s >= n) return "interleaved source out of range";
        for (const kernel::Step& step : pass.steps) {
            if (step.operand && *step.operand >= n) return "align operand out of range";
            for (std::size_t v : step.vrfOperands)
                if (v >= n) return "vrf operand out of range";
            for (const kernel::MappingText& m : step.mappings)
                if (auto broken = checkMapping(p, m); !broken.empty()) return op.name + ": " + broken;
        }
    }
    for (std::size_t out : p.outputs)
        if (out >= n) return "output out of range";
    return {};
}

// The bytes one slice (HBM: one chip) has of the tensor's memory.
std::optional<u64> capacityOf(kernel::Memory memory) {
    switch (memory) {
        case kernel::Memory::Hbm: return tensor::kHbmBytesPerChip;
        case kernel::Memory::Dm: return tensor::kDmBytesPerSlice;
        case kernel::Memory::Vrf: return tensor::kVrfBytesPerSlice;
        default: return std::nullopt;  // host memory; the TRF is placed by region, not by address
    }
}

// A program the simulator accepts keeps every tensor inside its memory, and
// a refused one says why in one located line.
std::string checkPlan(const Program& p, std::size_t size) {
    const auto plan = sim::planProgram(p);
    if (!plan) {
        const diag::Diagnostic& error = plan.error();
        if (error.message.empty()) return "a planning error without a message";
        if (error.offset && *error.offset > size) return "a planning error's offset is past the end of the text";
        return {};
    }
    for (std::size_t i = 0; i < p.tensors.size(); ++i) {
        const kernel::Tensor& t = p.tensors[i];
        const auto capacity = capacityOf(t.memory);
        if (!capacity) continue;
        const auto end = checkedAdd(t.address.value_or(0), plan->tensors[i].elementBytes);
        if (!end || *end > *capacity) return "the plan accepts tensor `" + t.name + "` past the end of its memory";
    }
    return {};
}

std::string checkError(const diag::Diagnostic& error, std::size_t size) {
    if (error.severity != diag::Severity::Error) return "an error whose severity is not Error";
    if (error.message.empty() || error.message.find('\n') != std::string::npos)
        return "error message is empty or spans lines: " + error.message;
    if (error.offset && *error.offset > size) return "error offset past the end of the text";
    for (const diag::Note& note : error.notes)
        if (note.offset && (*note.offset > size || note.length > size - *note.offset)) return "a note's place is outside the text";
    return {};
}

// Every span of the syntax tree inside the text, walked without recursion.
std::string checkSpans(const kernel::ast::File& file, std::size_t size) {
    using namespace kernel::ast;
    using Entry = std::variant<const Stmt*, const Expr*, const Type*, const Block*>;
    std::vector<Entry> pending;
    for (const Stmt& s : file.stmts) pending.push_back(&s);
    auto inside = [&](Span s) { return s.offset <= size && s.length <= size - s.offset; };
    while (!pending.empty()) {
        Entry next = pending.back();
        pending.pop_back();
        if (auto* block = std::get_if<const Block*>(&next)) {
            if (!inside((*block)->span)) return "a block's span is outside the text";
            for (const Stmt& s : (*block)->stmts) pending.push_back(&s);
            if ((*block)->tail) pending.push_back((*block)->tail.get());
        } else if (auto* stmt = std::get_if<const Stmt*>(&next)) {
            const Stmt& s = **stmt;
            if (!inside(s.span)) return "a statement's span is outside the text";
            for (const ExprPtr* e : {&s.init, &s.expr})
                if (*e) pending.push_back(e->get());
            if (s.type) pending.push_back(s.type.get());
            if (const Item* it = s.item.get()) {
                if (!inside(it->span) || !inside(it->bodySpan) || !inside(it->nameSpan)) return "an item's span is outside the text";
                if (it->kind == Item::Kind::MacroCall && it->text.size() != it->bodySpan.length)
                    return "a macro's text is not as long as its body";
                if (it->body) pending.push_back(it->body.get());
                if (it->value) pending.push_back(it->value.get());
                for (const TypePtr* t : {&it->returns, &it->aliased, &it->declaredType})
                    if (*t) pending.push_back(t->get());
                for (const Param& p : it->params) pending.push_back(p.type.get());
                for (const Param& p : it->fields) pending.push_back(p.type.get());
            }
        } else if (auto* expr = std::get_if<const Expr*>(&next)) {
            const Expr& e = **expr;
            if (!inside(e.span) || !inside(e.nameSpan) || !inside(e.keywordSpan)) return "an expression's span is outside the text";
            if (e.kind == Expr::Kind::Mapping && e.text.size() != e.span.length) return "a macro's text is not as long as its span";
            for (const ExprPtr& c : e.children)
                if (c) pending.push_back(c.get());
            for (const Field& f : e.fields) pending.push_back(f.value.get());
            for (const TypePtr& t : e.generics) pending.push_back(t.get());
            for (const TypePtr& t : e.pathGenerics) pending.push_back(t.get());
            if (e.qualifiedType) pending.push_back(e.qualifiedType.get());
            if (e.block) pending.push_back(e.block.get());
        } else {
            const Type& t = *std::get<const Type*>(next);
            if (!inside(t.span) || !inside(t.bodySpan)) return "a type's span is outside the text";
            if (t.kind == Type::Kind::Mapping && t.text.size() != t.span.length) return "a mapping's text is not as long as its span";
            for (const TypePtr& g : t.generics) pending.push_back(g.get());
        }
    }
    return {};
}

}  // namespace

std::string checkKernelSyntax(const std::uint8_t* data, std::size_t size) {
    if (size > kernel::kMaxKernelSourceBytes) return {};
    const std::string text(reinterpret_cast<const char*>(data), size);
    kernel::ParsedFile parsed = kernel::parseSyntax(text);
    if (!parsed.file) return "no syntax tree";
    for (const diag::Diagnostic& error : parsed.errors)
        if (std::string broken = checkError(error, size); !broken.empty()) return broken;
    // Macro expansions follow the source in the file's own text, which the spans then index.
    const std::string& expanded = parsed.file->text;
    if (!expanded.empty() && (parsed.file->sourceBytes != size || expanded.compare(0, size, text) != 0))
        return "the expanded text does not start with the source";
    for (const kernel::ast::Expansion& e : parsed.file->expansions)
        if (e.invocation.offset > size || e.invocation.length > size - e.invocation.offset || e.at < size ||
            e.at + e.length > expanded.size() || e.rule.offset > e.at || e.rule.length > e.at - e.rule.offset)
            return "a macro expansion is outside its text, or the rule that wrote it after it";
    for (const kernel::ast::Expansion& e : parsed.file->expansions)
        for (const kernel::ast::Expansion::Origin& o : e.origins)
            if (o.at + o.length > e.length || o.from + o.length > e.at)
                return "a piece of a macro expansion is outside it, or said to be written after it";
    if (std::string broken = checkSpans(*parsed.file, expanded.empty() ? size : expanded.size()); !broken.empty()) return broken;
    auto file = kernel::parseFile(text);
    if (!parsed.errors.empty()) {
        if (file) return "parseSyntax found errors that parseFile did not";
        if (file.error().offset.value_or(0) > parsed.errors.front().offset.value_or(0) && file.error().kind == parsed.errors.front().kind)
            return "parseFile reported an error after parseSyntax's first";
    } else if (!file) {
        return checkError(file.error(), size);
    }
    return {};
}

std::string checkKernelInput(const std::uint8_t* data, std::size_t size) {
    kernel::KernelSource source{"fuzz.rs", std::string(reinterpret_cast<const char*>(data), size)};
    auto program = kernel::parseKernel(source);
    if (program) {
        if (std::string broken = checkProgram(program.value()); !broken.empty()) return broken;
        return checkPlan(program.value(), size);
    }
    const diag::Diagnostic& error = program.error();
    if (std::string broken = checkError(error, size); !broken.empty()) return broken;
    if (kernel::formatKernelError(source, error).empty()) return "formatted error is empty";
    return {};
}

namespace {

// The crate's files, split at each `//@ PATH` line; nothing past kMaxCrateFiles.
kernel::CrateFiles splitCrate(std::string_view text) {
    kernel::CrateFiles files;
    std::string path = "src/lib.rs";
    std::string body;
    auto flush = [&] {
        if (files.size() < kMaxCrateFiles) files[path] += body;
        body.clear();
    };
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        const std::string_view line = text.substr(at, end - at);
        if (line.substr(0, 4) == "//@ " && line.size() > 4) {
            flush();
            path = std::string(line.substr(4));
        } else {
            body.append(line);
            if (end < text.size()) body.push_back('\n');
        }
        at = end + 1;
    }
    flush();
    return files;
}

// A crate file's text with its imports and its syntax, made once for all of
// its device functions, as `kernels --check` and the Kernel tab make them.
struct ParsedCrateFile {
    kernel::SourceWithImports combined;
    diag::Result<std::shared_ptr<const kernel::ast::File>> syntax = std::shared_ptr<const kernel::ast::File>();
};

// One device function of the crate, elaborated as `tcpwb-cli run FILE --fn NAME` does.
std::string checkCrateKernel(const kernel::Crate& crate, const kernel::KernelEntry& entry,
                             std::map<kernel::FileId, ParsedCrateFile>& parsedFiles) {
    std::optional<kernel::FileId> file;
    for (kernel::FileId f = 0; f < crate.files.size(); ++f)
        if (crate.files[f].path == entry.file) file = f;
    if (!file) return "a listed kernel's file is not in the crate: " + entry.file;
    auto parsed = parsedFiles.find(*file);
    if (parsed == parsedFiles.end()) {
        const kernel::CrateFile& own = crate.files[*file];
        parsed =
            parsedFiles.emplace(*file, ParsedCrateFile{kernel::withImports(crate, *file, kernel::KernelSource{own.path, own.text})}).first;
        parsed->second.syntax = kernel::parseSyntaxWithImports(parsed->second.combined);
    }
    const kernel::SourceWithImports& combined = parsed->second.combined;
    auto placedCheck = [&](const diag::Diagnostic& error) {
        const kernel::PlacedError placed = kernel::placeError(crate, combined, error);
        return checkError(placed.diagnostic, placed.source.text.size());
    };
    if (!parsed->second.syntax) return placedCheck(parsed->second.syntax.error());
    kernel::ParseOptions options;
    options.entry = entry.function;
    options.entryModules = entry.inlineModules;
    const auto program = kernel::elaborateWithImports(combined, **parsed->second.syntax, options);
    if (!program) return placedCheck(program.error());
    if (std::string broken = checkProgram(program.value()); !broken.empty()) return broken;
    return checkPlan(program.value(), combined.source.text.size());
}

}  // namespace

std::string checkCrateInput(const std::uint8_t* data, std::size_t size) {
    if (size > kernel::kMaxKernelSourceBytes) return {};
    const auto crate = kernel::openCrateFiles(splitCrate(std::string_view(reinterpret_cast<const char*>(data), size)));
    if (!crate) return checkError(crate.error(), 0);
    for (const kernel::CrateError& e : crate->errors) {
        if (e.file >= crate->files.size()) return "a crate error names no file of the crate";
        if (std::string broken = checkError(e.diagnostic, crate->files[e.file].text.size()); !broken.empty()) return broken;
    }
    const std::vector<kernel::KernelEntry> kernels = kernel::listCrateKernels(*crate);
    std::map<kernel::FileId, ParsedCrateFile> parsedFiles;
    for (std::size_t k = 0; k < kernels.size() && k < kMaxCrateKernels; ++k)
        if (std::string broken = checkCrateKernel(*crate, kernels[k], parsedFiles); !broken.empty()) return kernels[k].name + ": " + broken;
    return {};
}

}  // namespace tcpwb::fuzz
