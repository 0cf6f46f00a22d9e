#include "util/file.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <istream>

namespace tcpwb {

std::optional<std::string> unreadableFile(const std::string& path) {
    std::error_code error;
    const auto status = std::filesystem::status(path, error);
    if (status.type() == std::filesystem::file_type::not_found) return fmt::format("`{}` does not exist", path);
    if (status.type() == std::filesystem::file_type::directory) return fmt::format("`{}` is a directory, not a file", path);
    if (error || !std::ifstream(path, std::ios::binary)) return fmt::format("cannot open `{}` for reading", path);
    return std::nullopt;
}

FileText readStreamText(std::istream& in, std::size_t limit) {
    FileText read;
    // One byte past the limit tells a file of exactly `limit` bytes from a larger one.
    constexpr std::size_t kChunk = std::size_t{1} << 16;
    char chunk[kChunk];
    while (in && read.text.size() <= limit) {
        in.read(chunk, static_cast<std::streamsize>(std::min(kChunk, limit + 1 - read.text.size())));
        read.text.append(chunk, static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) read.unreadable = "the input could not be read";
    if (read.text.size() > limit) {
        read.tooLarge = true;
        read.text.clear();
    }
    return read;
}

FileText readFileText(const std::string& path, std::size_t limit) {
    FileText read;
    if (auto why = unreadableFile(path)) {
        read.unreadable = std::move(why);
        return read;
    }
    std::error_code error;
    if (std::filesystem::is_regular_file(path, error)) {
        read.size = std::filesystem::file_size(path, error);
        if (!error && *read.size > limit) {
            read.tooLarge = true;  // refused before a byte is read
            return read;
        }
        if (error) read.size.reset();
    }
    std::ifstream in(path, std::ios::binary);
    FileText text = readStreamText(in, limit);
    if (text.unreadable) text.unreadable = fmt::format("`{}` could not be read", path);
    text.size = read.size;
    return text;
}

std::string tooLargeMessage(const std::string& shown, std::optional<std::uintmax_t> size, std::size_t limit) {
    const std::string most =
        limit % (std::size_t{1} << 20) == 0 ? fmt::format("{} bytes ({} MiB)", limit, limit >> 20) : fmt::format("{} bytes", limit);
    if (size && *size > limit) return fmt::format("`{}` is {} bytes; at most {} are read", shown, *size, most);
    return fmt::format("`{}` holds more than {}, the most that are read", shown, most);
}

}  // namespace tcpwb
