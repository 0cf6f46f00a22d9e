// `tcpwb-cli kernels PATH`: the device functions of a kernel file, or of a
// folder: a crate's module tree (kernel/crate.h) and every other .rs file
// under it, each named by its Rust path so that `run FILE --fn NAME` can run
// it. Details in docs/cli-kernels.md.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <set>

#include "commands.h"
#include "input_argument.h"
#include "kernel/crate.h"
#include "kernel/crate_check.h"
#include "kernel/crate_imports.h"
#include "kernel/dialect.h"
#include "kernel/listing.h"
#include "kernel/macro_expand.h"
#include "kernel/parser.h"
#include "kernel/supported.h"
#include "kernel_files.h"

namespace tcpwb::cli {
namespace {

namespace fs = std::filesystem;

// The .rs files under `folder`, sorted; Cargo's build output (`target`) and
// hidden folders are skipped.
std::vector<std::string> rustFilesUnder(const fs::path& folder) {
    std::vector<std::string> files;
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(folder, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (it->is_directory(ec) && (name == "target" || name.starts_with('.'))) {
            it.disable_recursion_pending();
            continue;
        }
        if (it->is_regular_file(ec) && it->path().extension() == ".rs") files.push_back(it->path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

json parametersJson(const kernel::KernelEntry& k) {
    json out = json::array();
    for (const kernel::KernelParameter& p : k.parameters) out.push_back({{"name", p.name}, {"type", p.type}});
    return out;
}

json entryJson(const kernel::KernelEntry& k, const std::string& file) {
    return {{"name", k.name},
            {"function", k.function},
            {"file", file},
            {"line", k.line},
            {"column", k.column},
            {"chips", k.chips},
            {"pe", k.pe},
            {"parameters", parametersJson(k)},
            {"dialect", std::string(kernel::dialectName(k.dialect))}};
}

std::string parametersText(const kernel::KernelEntry& k) {
    std::string out;
    for (const kernel::KernelParameter& p : k.parameters) out += fmt::format("{}{}: {}", out.empty() ? "" : ", ", p.name, p.type);
    return out;
}

struct Listing {
    json kernels = json::array();
    json errors = json::array();
    json setAside = json::array();           // host code kernels do not read (kernel/supported.h)
    std::vector<std::string> lines;          // the text output
    std::size_t elaborated = 0, failed = 0;  // with --check
};

void addEntry(const kernel::KernelEntry& k, const std::string& file, Listing& listing) {
    listing.kernels.push_back(entryJson(k, file));
    listing.lines.push_back(fmt::format("{}  {}:{}  chip {} pe {}  {}  ({})", k.name, file, k.line, k.chips, k.pe,
                                        kernel::dialectName(k.dialect), parametersText(k)));
}

// With --check: the entry just added elaborates, or its error, located in the
// file it is in (an imported item's own file).
void addCheck(const std::optional<kernel::PlacedError>& error, Listing& listing) {
    json& row = listing.kernels.back();
    row["elaborates"] = !error;
    ++(error ? listing.failed : listing.elaborated);
    if (!error) {
        listing.lines.back() += "  elaborates";
        return;
    }
    json e = locatedError(error->diagnostic, error->source);
    e["file"] = error->source.name;
    row["error"] = e;
    const auto at =
        error->diagnostic.offset ? kernel::lineColumnOf(error->source.text, *error->diagnostic.offset) : kernel::LineColumn{0, 0};
    listing.lines.push_back(fmt::format("  {}:{}:{}: error[{}]: {}", error->source.name, at.line, at.column, error->diagnostic.kind,
                                        error->diagnostic.message));
    // Its notes as `run` prints them: the one on a set-aside helper points at what set it aside.
    for (const std::string& line : kernel::kernelNoteLines(error->source, error->diagnostic)) listing.lines.push_back("    " + line);
}

void addError(const diag::Diagnostic& error, const kernel::KernelSource& source, Listing& listing) {
    json e = locatedError(error, source);
    e["file"] = source.name;
    listing.errors.push_back(e);
    const auto at = error.offset ? kernel::lineColumnOf(source.text, *error.offset) : kernel::LineColumn{0, 0};
    listing.lines.push_back(fmt::format("{}:{}:{}: error[{}]: {}", source.name, at.line, at.column, error.kind, error.message));
}

// The file's items set aside as host code, each at the construct that set it aside.
void addSetAside(const kernel::ast::File& syntax, const kernel::KernelSource& source, Listing& listing) {
    for (const kernel::ast::Item* item : kernel::setAsideItems(syntax)) {
        const diag::Diagnostic why = kernel::placedAtInvocation(syntax, *item->unread);
        const auto at = kernel::lineColumnOf(source.text, why.offset.value_or(0));
        listing.setAside.push_back(
            {{"file", source.name}, {"name", item->name}, {"line", at.line}, {"column", at.column}, {"reason", why.message}});
    }
}

// The crate `folder` is, when it is one and its root opens: its module tree's
// device functions and errors into the listing, and the files it read.
std::set<std::string> listCrate(const fs::path& folder, bool check, Listing& listing) {
    std::error_code ec;
    const auto root = kernel::findCrateRoot(folder.string());
    if (!root || !fs::equivalent(*root, folder, ec)) return {};
    auto crate = kernel::openCrate(folder.string());
    if (!crate) return {};
    const auto pathOf = [&](kernel::FileId id) { return (folder / crate->files[id].path).string(); };
    std::set<std::string> read;
    for (kernel::FileId id = 0; id < crate->files.size(); ++id) read.insert(fs::weakly_canonical(pathOf(id), ec).string());
    const std::vector<kernel::KernelEntry> entries = kernel::listCrateKernels(*crate);
    if (!check) {
        for (const kernel::KernelEntry& k : entries) addEntry(k, (folder / k.file).string(), listing);
    } else {
        for (kernel::KernelCheck& c : kernel::checkCrateKernels(*crate, entries)) {
            addEntry(c.entry, (folder / c.entry.file).string(), listing);
            addCheck(c.error, listing);
        }
    }
    for (const kernel::CrateError& e : crate->errors) addError(e.diagnostic, {pathOf(e.file), crate->files[e.file].text}, listing);
    for (kernel::FileId id = 0; id < crate->files.size(); ++id)
        if (crate->files[id].syntax) addSetAside(*crate->files[id].syntax, {pathOf(id), crate->files[id].text}, listing);
    return read;
}

// One file's device functions, or its error, into the listing.
void listFile(const std::string& argument, bool check, Listing& listing, std::optional<diag::Diagnostic>& error,
              kernel::KernelSource& source) {
    const std::string file = shownName(argument);
    source = {file, ""};
    auto text = readKernelFile(argument);
    if (!text) {
        error = text.error();
        return;
    }
    source.text = std::move(text).value();
    kernel::ParsedFile syntax;
    auto entries = kernel::listKernels(source, modulePathOfKernelFile(argument), &syntax);
    if (!entries) {
        error = entries.error();
        return;
    }
    addSetAside(*syntax.file, source, listing);
    // Checked as `run FILE --fn` elaborates: with what its `use` items import
    // when a crate reads it (or it is a crate's root of its own), errors placed in their file.
    const auto inCrate = check ? crateOfKernelFile(argument) : std::nullopt;
    const auto combined = inCrate ? std::optional(kernel::withImports(*inCrate->crate, inCrate->file, source)) : std::nullopt;
    for (const kernel::KernelEntry& k : *entries) {
        addEntry(k, file, listing);
        if (!check) continue;
        kernel::ParseOptions options;
        options.entry = k.function;
        options.entryModules = k.inlineModules;
        auto program = combined ? kernel::parseWithImports(*combined, options) : kernel::parseKernel(source, options);
        if (program) addCheck(std::nullopt, listing);
        else
            addCheck(
                combined ? kernel::placeError(*inCrate->crate, *combined, program.error()) : kernel::PlacedError{source, program.error()},
                listing);
    }
}

}  // namespace

CLI::App* addKernelsCommand(CLI::App& app, KernelsOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("kernels", "List the #[device] functions of a kernel file, or of every .rs file under a folder");
    cmd->add_option("path", o.path, "A kernel file (.rs), a folder (a crate) to search, or - for stdin")->required();
    cmd->add_flag("--check", o.check, "Elaborate each device function as `run --fn` would (no simulation) and report its first error");
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runKernels(const KernelsOptions& o, const Output& out) {
    std::error_code ec;
    const bool folder = !namesStdin(o.path) && fs::is_directory(o.path, ec);
    Listing listing;
    if (!folder) {
        std::optional<diag::Diagnostic> error;
        kernel::KernelSource source;
        listFile(o.path, o.check, listing, error, source);
        if (error) return reportKernelError(out, *error, source);
    } else {
        // A crate's modules first, as rustc finds them; then every other .rs
        // file (tests/, examples/, files no `mod` names, or all of them when
        // the folder is no crate with a root) on its own.
        const std::set<std::string> inCrate = listCrate(o.path, o.check, listing);
        for (const std::string& file : rustFilesUnder(o.path)) {
            if (inCrate.contains(fs::weakly_canonical(file, ec).string())) continue;
            std::optional<diag::Diagnostic> error;
            kernel::KernelSource source;
            listFile(file, o.check, listing, error, source);
            if (error) addError(*error, source, listing);
        }
    }
    if (out.json) {
        json doc = {{"kernels", listing.kernels}};
        if (folder) doc["errors"] = listing.errors;
        doc["set_aside"] = listing.setAside;
        if (o.check) doc["check"] = {{"elaborated", listing.elaborated}, {"failed", listing.failed}};
        printJson(doc);
    } else {
        for (const std::string& line : listing.lines) std::cout << line << '\n';
        std::cout << fmt::format("{} device function{}", listing.kernels.size(), listing.kernels.size() == 1 ? "" : "s");
        if (folder && !listing.errors.empty())
            std::cout << fmt::format(", {} error{}", listing.errors.size(), listing.errors.size() == 1 ? "" : "s");
        if (!listing.setAside.empty())
            std::cout << fmt::format(", {} host item{} set aside (`--json` lists them)", listing.setAside.size(),
                                     listing.setAside.size() == 1 ? "" : "s");
        if (o.check) std::cout << fmt::format("; {} elaborate, {} refused", listing.elaborated, listing.failed);
        std::cout << '\n';
    }
    return kOk;
}

}  // namespace tcpwb::cli
