#include "util/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <filesystem>
#include <mutex>
#include <random>
#include <streambuf>
#include <system_error>

namespace tcpwb::util {

namespace {

// ---- the test seam --------------------------------------------------------

std::mutex faultMutex;
std::optional<WriteFault> injectedFault;

std::optional<WriteFault> faultAt(WriteStep step) {
    const std::lock_guard lock(faultMutex);
    if (injectedFault && injectedFault->step == step) return injectedFault;
    return std::nullopt;
}

// True, with the error in errno, when a test made this step fail.
bool injectedFailure(WriteStep step) {
    const auto fault = faultAt(step);
    if (fault) errno = fault->error;
    return fault.has_value();
}

// ---- checked writing --------------------------------------------------------

// A stream buffer over a file descriptor that checks every write(2) and keeps
// the first failure; after one, the stream is bad and writes nothing more.
class CheckedFileBuffer : public std::streambuf {
public:
    explicit CheckedFileBuffer(int fd) : fd_(fd) { resetBuffer(); }

    // Writes what is buffered; the errno of the first failure, or 0.
    int finish() {
        drain();
        return error_;
    }

protected:
    int_type overflow(int_type ch) override {
        if (!drain()) return traits_type::eof();
        if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
        *pptr() = traits_type::to_char_type(ch);
        pbump(1);
        return ch;
    }

    std::streamsize xsputn(const char* data, std::streamsize size) override {
        // Large pieces go straight to the file rather than through the buffer.
        if (size < std::streamsize(buffer_.size())) return std::streambuf::xsputn(data, size);
        if (!drain() || !writeAll(data, std::size_t(size))) return 0;
        return size;
    }

    int sync() override { return drain() ? 0 : -1; }

private:
    void resetBuffer() { setp(buffer_.data(), buffer_.data() + buffer_.size()); }

    bool drain() {
        const bool ok = writeAll(pbase(), std::size_t(pptr() - pbase()));
        resetBuffer();
        return ok;
    }

    bool writeAll(const char* data, std::size_t size) {
        while (error_ == 0 && size > 0) {
            const ssize_t n = writeSome(data, size);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) error_ = n < 0 ? errno : EIO;
            else {
                data += n;
                size -= std::size_t(n);
                written_ += std::uint64_t(n);
            }
        }
        return error_ == 0;
    }

    // write(2), cut short or failed where a test injected a full disk.
    ssize_t writeSome(const char* data, std::size_t size) {
        if (const auto fault = faultAt(WriteStep::Write)) {
            if (written_ >= fault->bytesBefore) {
                errno = fault->error;
                return -1;
            }
            size = std::min<std::uint64_t>(size, fault->bytesBefore - written_);
        }
        return ::write(fd_, data, size);
    }

    int fd_;
    int error_ = 0;
    std::uint64_t written_ = 0;
    std::array<char, 64 * 1024> buffer_{};
};

std::string reason(int error) { return std::generic_category().message(error); }

// Streams the content into fd; the errno of the first failed write, or 0.
int writeContent(int fd, const ContentWriter& write) {
    CheckedFileBuffer buffer(fd);
    std::ostream out(&buffer);
    write(out);
    return buffer.finish();
}

// ---- where the content goes ---------------------------------------------------

struct Target {
    std::string path;            // symbolic links followed
    bool inPlace = false;        // cannot be replaced by a rename
    std::optional<mode_t> mode;  // an existing file's permissions, kept
};

bool isSpecialPath(const std::string& path) { return path.starts_with("/dev/") || path.starts_with("/proc/"); }

Target targetOf(const std::string& path) {
    Target target;
    target.path = path;
    if (isSpecialPath(path)) {
        target.inPlace = true;
        return target;
    }
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return target;  // a new file (or a dangling link, replaced)
    if (!S_ISREG(info.st_mode)) {
        target.inPlace = true;
        return target;
    }
    target.mode = info.st_mode & 07777;
    struct stat link {};
    if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
        std::error_code ignored;
        const std::filesystem::path resolved = std::filesystem::canonical(path, ignored);
        if (!resolved.empty()) target.path = resolved.string();
    }
    return target;
}

std::string folderOf(const std::string& path) {
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    return parent.empty() ? std::string(".") : parent.string();
}

// A temporary file next to the target, removed unless committed (also when
// the content writer throws).
class TemporaryFile {
public:
    explicit TemporaryFile(const std::string& folder) {
        std::random_device seed;
        std::mt19937_64 random(seed());
        for (int attempt = 0; attempt < 100; ++attempt) {
            path_ = folder + "/.tcpwb-" + std::to_string(random() % 1000000000000ULL) + ".tmp";
            fd_ = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
            if (fd_ >= 0 || errno != EEXIST) break;
        }
        openError_ = fd_ < 0 ? errno : 0;
    }
    ~TemporaryFile() {
        if (fd_ >= 0) ::close(fd_);
        if (openError_ == 0 && !committed_) ::unlink(path_.c_str());
    }
    TemporaryFile(const TemporaryFile&) = delete;
    TemporaryFile& operator=(const TemporaryFile&) = delete;

    int fd() const { return fd_; }
    int openError() const { return openError_; }

    // Permissions, fsync, close, rename: the errno of the first failure, or 0.
    int commitTo(const Target& target) {
        if (target.mode && ::fchmod(fd_, *target.mode) != 0) return errno;
        if (injectedFailure(WriteStep::Sync) || ::fsync(fd_) != 0) return errno;
        const int closed = ::close(fd_);
        fd_ = -1;
        if (closed != 0 || injectedFailure(WriteStep::Close)) return errno;
        if (injectedFailure(WriteStep::Rename) || ::rename(path_.c_str(), target.path.c_str()) != 0) return errno;
        committed_ = true;
        return 0;
    }

private:
    std::string path_;
    int fd_ = -1;
    int openError_ = 0;
    bool committed_ = false;
};

// The rename itself reaches the disk only with the folder's entry; a folder
// that cannot be synced (some file systems) changes nothing already done.
void syncFolder(const std::string& folder) {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

std::optional<std::string> writeInPlace(const Target& target, const ContentWriter& write) {
    const int fd = ::open(target.path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd < 0) return reason(errno);
    int error = writeContent(fd, write);
    // Pipes and terminals cannot be synced; close still reports a lost write.
    if ((::close(fd) != 0 || injectedFailure(WriteStep::Close)) && error == 0) error = errno;
    if (error != 0) return reason(error);
    return std::nullopt;
}

}  // namespace

std::optional<std::string> writeFileAtomically(const std::string& path, const ContentWriter& write) {
    const Target target = targetOf(path);
    if (target.inPlace) return writeInPlace(target, write);
    TemporaryFile temporary(folderOf(target.path));
    if (const int error = temporary.openError()) return reason(error);
    if (const int error = writeContent(temporary.fd(), write)) return reason(error);
    if (const int error = temporary.commitTo(target)) return reason(error);
    syncFolder(folderOf(target.path));
    return std::nullopt;
}

std::optional<std::string> writeFileAtomically(const std::string& path, std::string_view bytes) {
    return writeFileAtomically(path, [bytes](std::ostream& out) { out.write(bytes.data(), std::streamsize(bytes.size())); });
}

void injectWriteFault(std::optional<WriteFault> fault) {
    const std::lock_guard lock(faultMutex);
    injectedFault = fault;
}

}  // namespace tcpwb::util
