#pragma once
// How the names of a crate kernel read to its user. The crate front end
// (kernel/crate_imports.h) gives an item or axis of another module that shares
// its name with another one read with it an internal name, its path as one
// identifier (`crate__b__X`). Nothing is renamed back inside the program:
// every text that goes out (messages, fixes, mappings, operations, hovers)
// passes through displayNames.
//
// The rule (docs/kernel-language.md, "Names of a crate's items"): an internal
// name reads as the kernel's own file writes it (`Y` of `use crate::b::X as
// Y;`) in text about that file; everywhere else (a message placed in another
// file of the crate, a name the file does not write) it reads as its path
// (`crate::b::X`). A file may write two names for one item (`use crate::b::X
// as Y; use crate::b::X as Z;`): text placed at a spot of the file reads as
// that spot writes it (a hover over `Z`, an error at `m![Z / 8]`), and
// elsewhere as the file writes it first.
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"

namespace tcpwb::kernel {

// An internal name -> the names the kernel's file writes for it, in the
// order the file first writes each (`crate__b__X` -> `Y`, `Z`).
using WrittenNames = std::map<std::string, std::vector<std::string>, std::less<>>;

// Records that the file writes `name` for `internal`, after its earlier names.
void noteWritten(WrittenNames& written, const std::string& internal, const std::string& name);

// `text` with each internal name written as the rule says: of `written`'s
// names for it, the one `spot` writes (the file's text the text is placed at,
// or the name it is about), else the first; else its path. Without
// `written`: every internal name as its path.
std::string displayNames(std::string text, const WrittenNames& written = {}, std::string_view spot = {});
// The message, notes and fix of a diagnostic, the same way.
diag::Diagnostic displayNames(diag::Diagnostic d, const WrittenNames& written = {}, std::string_view spot = {});

// The internal name a name the file writes stands for (`Y` or `Z` ->
// `crate__b__X`); the name itself when the file's name is the program's.
std::string internalName(const WrittenNames& written, std::string_view name);
// `text` as the file writes it (`m![Y / 8]`) with each of its names for an
// internal name written as that (`m![crate__b__X / 8]`), to compile it with
// the program's axes.
std::string internalNames(std::string_view text, const WrittenNames& written);

}  // namespace tcpwb::kernel
