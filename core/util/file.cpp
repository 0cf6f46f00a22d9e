#include "util/file.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>

namespace tcpwb {

std::optional<std::string> unreadableFile(const std::string& path) {
    std::error_code error;
    const auto status = std::filesystem::status(path, error);
    if (status.type() == std::filesystem::file_type::not_found) return fmt::format("`{}` does not exist", path);
    if (status.type() == std::filesystem::file_type::directory) return fmt::format("`{}` is a directory, not a file", path);
    if (error || !std::ifstream(path, std::ios::binary)) return fmt::format("cannot open `{}` for reading", path);
    return std::nullopt;
}

}  // namespace tcpwb
