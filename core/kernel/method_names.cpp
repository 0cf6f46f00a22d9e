#include "kernel/method_names.h"

#include <algorithm>

#include "kernel/methods.h"

namespace tcpwb::kernel {

std::vector<std::string> methodNames() {
    std::vector<std::string> names;
    for (const detail::MethodTable* table :
         {&detail::contextMethodTable(), &detail::streamMethodTable(), &detail::tensorMethodTable(), &detail::viewMethodTable()})
        for (const detail::MethodSpec* spec : table->specs())
            if (!spec->name.empty() && spec->name.back() != '*') names.emplace_back(spec->name);
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
}

}  // namespace tcpwb::kernel
