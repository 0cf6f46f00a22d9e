#pragma once
// Internal to the crate front end (crate_imports.cpp, crate_paths.cpp): what
// a name or a path means in a module of a crate, looked up as rustc does for
// the paths kernels write: the module's own items first, then its named
// imports, then its glob imports; `crate`, `super`, `self`, child modules and
// modules a `use` brings in start a path; `pub use` re-exports are followed.
// A path into another crate (`furiosa_opt_std::prelude::*`) means nothing here.
#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "kernel/crate.h"
#include "kernel/crate_imports.h"
#include "kernel/cycle_memo.h"

namespace tcpwb::kernel::detail {

// Where a name is defined: an item of a module, or one entry of its axes![...].
struct Definition {
    std::size_t module = 0;
    const ast::Item* item = nullptr;
    ast::Span span;
    bool axis = false;
    std::string name;  // the item's or the axis's
};

class Resolver {
public:
    explicit Resolver(const Crate& crate) : crate_(crate) {}

    // What `name` means in module `m`.
    std::optional<Definition> resolve(std::size_t m, const std::string& name, int depth = 0);
    // What `path` (`a::b::Name`, or a single name) means in module `m`.
    std::optional<Definition> resolvePath(std::size_t m, const std::vector<std::string>& path);
    // The module `path` names from `m`; nothing for another crate's.
    std::optional<std::size_t> moduleAt(std::size_t m, const std::vector<std::string>& path, int depth = 0);
    // The names module `m` defines itself, axes included.
    std::set<std::string> ownNames(std::size_t m);
    // The whole paths of module `m`'s named `use` leaves that bind `name`
    // (`use a::b as c;`: [a, b] for `c`), in reading order; nullptr for none.
    const std::vector<std::vector<std::string>>* namedImportsOf(std::size_t m, const std::string& name);

private:
    static bool isAxes(const ast::Item& item) { return item.kind == ast::Item::Kind::MacroCall && item.name == "axes"; }
    const std::vector<AxisEntry>& entriesOf(const ast::Item& axes);
    // A module's definitions by name (the first of each, in reading order)
    // and what its `use` items bring in: the whole path of each name a `use`
    // binds, by that name (`use a::b as c;`: [a, b] under `c`), and the path
    // of each glob, in reading order. A module may hold thousands of `use`
    // items: a lookup reads only those binding its name, and the globs.
    struct ModuleIndex {
        std::map<std::string, Definition, std::less<>> definitions;
        std::map<std::string, std::vector<std::vector<std::string>>, std::less<>> namedUses;
        std::vector<std::vector<std::string>> globUses;
    };
    const ModuleIndex& indexOf(std::size_t m);
    std::optional<Definition> ownDefinition(std::size_t m, const std::string& name);
    // Module `m`'s child module `name`; a module may have thousands, so they are looked up by name.
    std::optional<std::size_t> child(std::size_t m, const std::string& name);
    // The module `name` stands for as a path's first segment in `m`: a child,
    // or a module a `use` item of `m` brings in.
    std::optional<std::size_t> moduleNamed(std::size_t m, const std::string& name, int depth);
    std::optional<std::size_t> moduleThroughUses(std::size_t m, const std::string& name, int depth);
    std::optional<Definition> throughUses(std::size_t m, const std::string& name, int depth);

    const Crate& crate_;
    std::map<const ast::Item*, std::vector<AxisEntry>> entries_;
    std::map<std::size_t, ModuleIndex> indices_;
    std::map<std::size_t, std::map<std::string, std::size_t, std::less<>>> children_;  // by parent, by name
    CycleMemo<std::pair<std::size_t, std::string>, Definition> definitions_;           // by (module, name)
    CycleMemo<std::pair<std::size_t, std::string>, std::size_t> modules_;              // the module a name stands for
};

// The crate's module a file is (its own, not an inline one), if any.
std::optional<std::size_t> moduleOfFile(const Crate& crate, FileId file);

// Whether module `outer` is `inner` or one of the modules `inner` is nested in.
bool encloses(const Crate& crate, std::size_t outer, std::size_t inner);

// What one leaf of a `use` tree brings in: the name it binds and the whole
// path it names (`R` and [crate, b, Row] of `use crate::b::Row as R;`, `b`
// and [crate, b] of `use crate::b::{self};`), or a glob's path. The resolver's
// index and the bindings below both read `use` items through it, so the two
// agree on `self` and `_` (which binds nothing).
struct UseLeaf {
    std::string name;  // empty for a glob
    std::vector<std::string> path;
    const ast::UseTree* tree = nullptr;
    bool glob = false;
};
std::vector<UseLeaf> useLeaves(const ast::UseTree& tree);

// One name a `use` item binds: `R` of `use crate::b::Row as R;`.
struct UseBinding {
    std::string name;
    std::vector<std::string> path;       // the whole path, group prefixes included
    const ast::UseTree* leaf = nullptr;  // its span and renameSpan locate the binding
};
// The names module `m`'s `use` items bind, in reading order: globs and `_`
// bind none, `a::b::{self}` binds `b`.
std::vector<UseBinding> namedUseBindings(const Crate& crate, std::size_t m);

// The name item `name` of module `module` has in `combined`'s text: the one
// withImports gave it, else its own.
std::string nameInCombined(const SourceWithImports& combined, std::size_t module, const std::string& name);

// The name an imported item has in the combined text: its own, or, when
// another item read with the file has the same name, its path written as one
// identifier (`crate__kernel__norm__forward`), which what goes out shows as
// kernel/display_names.h says.
std::string qualifiedName(const Crate& crate, std::size_t module, const std::string& name);

// The paths of the combined text (own and imported) that name an item under
// another name than they write (crate_paths.cpp): parses the text, and
// resolves each path in the module its text is written in. Fills
// `combined`'s renames, the names its own text writes for each internal
// name, the paths braced paths likely mean, and its syntax (the parse with
// the renames applied, or the parse's error).
void renamePaths(const Crate& crate, SourceWithImports& combined);

}  // namespace tcpwb::kernel::detail
