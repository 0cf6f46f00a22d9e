#pragma once
// "did you mean" for unknown names: the closest candidate by edit distance.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tcpwb::kernel {

// The candidate closest to `name`, when it is close enough to be a likely typo
// (at most a third of the name's characters changed).
std::optional<std::string> closestName(std::string_view name, const std::vector<std::string>& candidates);

}  // namespace tcpwb::kernel
