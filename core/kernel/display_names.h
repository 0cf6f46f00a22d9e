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
// (`crate::b::X`).
#include <functional>
#include <map>
#include <string>
#include <string_view>

#include "diag/diagnostic.h"

namespace tcpwb::kernel {

// An internal name -> the name the kernel's file writes for it (`crate__b__X` -> `Y`).
using WrittenNames = std::map<std::string, std::string, std::less<>>;

// `text` with each internal name written as the rule says: `written`'s name
// for it, else its path. Without `written`: every internal name as its path.
std::string displayNames(std::string text, const WrittenNames& written = {});
// The message, notes and fix of a diagnostic, the same way.
diag::Diagnostic displayNames(diag::Diagnostic d, const WrittenNames& written = {});

// The internal name a name the file writes stands for (`Y` -> `crate__b__X`);
// the name itself when the file's name is the program's.
std::string internalName(const WrittenNames& written, std::string_view name);
// `text` as the file writes it (`m![Y / 8]`) with each of its names for an
// internal name written as that (`m![crate__b__X / 8]`), to compile it with
// the program's axes.
std::string internalNames(std::string_view text, const WrittenNames& written);

}  // namespace tcpwb::kernel
