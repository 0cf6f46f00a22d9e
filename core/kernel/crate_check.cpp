#include "kernel/crate_check.h"

#include <filesystem>
#include <map>
#include <string>

namespace tcpwb::kernel {
namespace {

// The crate file an entry is written in: KernelEntry::file is its path inside the crate.
std::optional<FileId> fileOfEntry(const Crate& crate, const KernelEntry& entry) {
    for (FileId id = 0; id < crate.files.size(); ++id)
        if (crate.files[id].path == entry.file) return id;
    return std::nullopt;
}

}  // namespace

std::vector<KernelCheck> checkCrateKernels(const Crate& crate, const std::vector<KernelEntry>& entries) {
    // Each file's text with its imports, and its syntax (or the error that
    // stops every function of it), made once.
    struct Parsed {
        SourceWithImports combined;
        diag::Result<std::shared_ptr<const ast::File>> syntax = std::shared_ptr<const ast::File>();
    };
    std::map<FileId, Parsed> byFile;
    std::vector<KernelCheck> checks;
    checks.reserve(entries.size());
    for (const KernelEntry& entry : entries) {
        KernelCheck check{entry, std::nullopt};
        const auto file = fileOfEntry(crate, entry);
        if (!file) {
            // Not a file of this crate: nothing to elaborate it with.
            check.error = PlacedError{{entry.file, ""}, diag::Diagnostic(diag::Kind::kernel_io_error, "not a file of the crate")};
            checks.push_back(std::move(check));
            continue;
        }
        auto known = byFile.find(*file);
        if (known == byFile.end()) {
            const std::string path = (std::filesystem::path(crate.directory) / crate.files[*file].path).string();
            known = byFile.emplace(*file, Parsed{withImports(crate, *file, KernelSource{path, crate.files[*file].text})}).first;
            known->second.syntax = parseSyntaxWithImports(known->second.combined);
        }
        const Parsed& parsed = known->second;
        if (!parsed.syntax) {
            check.error = placeError(crate, parsed.combined, parsed.syntax.error());
            checks.push_back(std::move(check));
            continue;
        }
        ParseOptions options;
        options.entry = entry.function;
        options.entryModules = entry.inlineModules;
        auto program = elaborateWithImports(parsed.combined, **parsed.syntax, options);
        if (!program) check.error = placeError(crate, parsed.combined, program.error());
        checks.push_back(std::move(check));
    }
    return checks;
}

}  // namespace tcpwb::kernel
