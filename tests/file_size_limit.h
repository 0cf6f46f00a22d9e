#pragma once
// A real write failure without a full disk or root: lowers this process's
// RLIMIT_FSIZE, so write(2) past the limit fails with EFBIG ("File too
// large"), the way a disk with that much room left fails with ENOSPC. The
// signal the kernel sends with it (SIGXFSZ) is ignored meanwhile. Keep the
// scope to the one write under test: the limit applies to every regular file
// this process writes, test logs redirected to a file included.
#include <csignal>
#include <sys/resource.h>

class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        getrlimit(RLIMIT_FSIZE, &saved_);
        previousHandler_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit lowered = saved_;
        lowered.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &lowered);
    }
    ~FileSizeLimit() {
        setrlimit(RLIMIT_FSIZE, &saved_);
        std::signal(SIGXFSZ, previousHandler_);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

private:
    rlimit saved_{};
    void (*previousHandler_)(int) = nullptr;
};
