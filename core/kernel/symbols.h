#pragma once
// What the workbench's source editor asks of a kernel's text at a place:
// the name written there, where that name is declared (go to definition,
// across the files of a crate) and what an axis, a mapping alias or an
// `m![...]` mapping there stands for (its size and normal form, on hover).
// Offsets are bytes of the text as the editor has it, edits included; the
// other files of a crate are read as the crate was loaded.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "kernel/crate.h"
#include "kernel/display_names.h"
#include "mapping/axes.h"
#include "mapping/resolve.h"
#include "util/checked.h"

namespace tcpwb::kernel {

// An identifier of the text and its span.
struct NameAt {
    std::string name;
    std::size_t offset = 0;
    std::size_t length = 0;
};
// The identifier `offset` is in or just after; nothing on a space, a
// punctuation mark, a number or a keyword.
std::optional<NameAt> nameAt(std::string_view text, std::size_t offset);

// Where a name is declared: in the text asked about, or in another file of
// the crate (`file`, by its id in Crate::files).
struct DefinitionSite {
    enum class Kind { Axis, TypeAlias, Const, Function, Struct, Macro, Module };
    Kind kind = Kind::Function;
    bool inText = true;
    FileId file = 0;
    std::size_t offset = 0;  // the declared name (an axis: its `Name = size`)
    std::size_t length = 0;
};

// The declaration of the name at `offset` of `text`: an axis of an
// `axes![...]`, a `type` alias, a `const`, a function, a struct, a
// `macro_rules!` or a module. The text's own items come first, the innermost
// (a `type` inside a function body) before the file's; then, when the text
// is file `file` of `crate`, what the file's `use` items bring in from the
// rest of the crate (kernel/crate_imports.h) and its child modules' files.
std::optional<DefinitionSite> findDefinition(std::string_view text, std::size_t offset, const Crate* crate = nullptr, FileId file = 0);

// What the text at a place stands for in a kernel's axes and aliases.
struct SymbolDescription {
    enum class Kind { Axis, Alias, Mapping };
    Kind kind = Kind::Mapping;
    std::string name;        // the axis or alias; a mapping's text as written (`m![A / 8]`)
    std::size_t offset = 0;  // what is described, in the text
    std::size_t length = 0;
    std::string declared;    // an axis as declared (`A = 2048`, `B' = B - A`); an alias's mapping as written
    u64 size = 0;            // the axis's size; the mapping's size (elements it holds, padding included)
    std::string normalForm;  // `m![A / 8, A % 8]`
};

// The axis or alias named at `offset`, else the `m![...]` mapping the offset
// is inside, described with `axes` and `aliases` (the kernel's, as the front
// end read them); nothing elsewhere, or when the mapping does not compile.
// A crate kernel's names the front end renamed (`Y` of `use crate::b::X as
// Y;` is `crate__b__X`) are looked up through `written` and described as the
// file writes them (kernel/display_names.h).
std::optional<SymbolDescription> describeSymbolAt(std::string_view text, std::size_t offset, const mapping::AxisEnv& axes,
                                                  const mapping::AliasTable& aliases, const WrittenNames& written = {});

}  // namespace tcpwb::kernel
