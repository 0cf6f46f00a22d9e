#pragma once
// Writing a file so that a failure never costs the file that was there.
// Every file the workbench and the CLI write (documents, projects, autosaves,
// exported views, screenshots, Chrome traces) goes through here: the content
// goes to a temporary file in the target's folder, every write(2), the fsync
// and the close are checked, and only then is it renamed over the target. On
// any failure the temporary file is removed and the target is untouched.
//
// A target that cannot be replaced by a rename is written in place: one that
// exists and is not a regular file (a pipe, a terminal, /dev/null) and any
// path under /dev/ or /proc/ (/dev/stdout, /dev/fd/3). A symbolic link to a
// regular file is followed, so the file it names is replaced, not the link.
#include <cerrno>
#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

namespace tcpwb::util {

// Streams the content into out. A failed write turns out bad (its writes
// then do nothing), so a producer need not check; the writer reports it.
using ContentWriter = std::function<void(std::ostream& out)>;

// nullopt once the whole content is on disk under path; else the system's
// reason ("No space left on device") and path is as it was.
std::optional<std::string> writeFileAtomically(const std::string& path, const ContentWriter& write);
std::optional<std::string> writeFileAtomically(const std::string& path, std::string_view bytes);

// Test seam: makes the writer fail at one step the way a full disk does, so
// every caller's failure path can be tested without filling a disk.
enum class WriteStep { Write, Sync, Close, Rename };
struct WriteFault {
    WriteStep step = WriteStep::Write;
    std::uint64_t bytesBefore = 0;  // Write: this many content bytes succeed first (a short write)
    int error = ENOSPC;
};
// Every later write fails so until reset with nullopt.
void injectWriteFault(std::optional<WriteFault> fault);

class ScopedWriteFault {
public:
    explicit ScopedWriteFault(WriteFault fault) { injectWriteFault(fault); }
    ~ScopedWriteFault() { injectWriteFault(std::nullopt); }
    ScopedWriteFault(const ScopedWriteFault&) = delete;
    ScopedWriteFault& operator=(const ScopedWriteFault&) = delete;
};

}  // namespace tcpwb::util
