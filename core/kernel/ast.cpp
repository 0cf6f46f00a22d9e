#include "kernel/ast.h"

#include <algorithm>

namespace tcpwb::kernel::ast {

Span join(Span a, Span b) {
    std::size_t begin = std::min(a.offset, b.offset);
    std::size_t end = std::max(a.end(), b.end());
    return {begin, end - begin};
}

const Attribute* Item::attribute(std::string_view path) const {
    for (const Attribute& a : attributes)
        if (a.path == path) return &a;
    return nullptr;
}

bool Item::hasAttribute(std::string_view path) const { return attribute(path) != nullptr; }

}  // namespace tcpwb::kernel::ast
