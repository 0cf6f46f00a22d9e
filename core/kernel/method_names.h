#pragma once
// The names of the API's methods a kernel may call, as the manual spells
// them, for completion in an editor (families such as `vector_*` left out:
// they are not names one writes).
#include <string>
#include <vector>

namespace tcpwb::kernel {

std::vector<std::string> methodNames();

}  // namespace tcpwb::kernel
