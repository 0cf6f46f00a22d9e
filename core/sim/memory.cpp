#include "sim/memory.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <new>

#include "cast/cast.h"

#if __has_include(<sys/mman.h>)
#include <sys/mman.h>
#include <unistd.h>
#define TCPWB_HAVE_MMAP 1
#endif

namespace tcpwb::sim {

namespace {
// Below this a block comes from calloc (a mapping per small block would cost more than it saves).
constexpr u64 kMapAtLeast = u64{64} << 10;
}  // namespace

ZeroedBytes::ZeroedBytes(u64 bytes) : bytes_(bytes) {
#ifdef TCPWB_HAVE_MMAP
    if (bytes >= kMapAtLeast) {
        void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p != MAP_FAILED) {
            p_ = p;
            mapped_ = true;
            return;
        }
    }
#endif
    p_ = std::calloc(std::max<u64>(bytes, 1), 1);
    if (!p_) throw std::bad_alloc();
}

void ZeroedBytes::prepareWrite(u64 begin, u64 end) {
#if defined(TCPWB_HAVE_MMAP) && defined(MADV_POPULATE_WRITE)
    static const u64 page = u64(sysconf(_SC_PAGESIZE));
    if (!mapped_ || begin >= end || end > bytes_ || page == 0) return;
    const u64 first = begin / page * page, last = std::min(bytes_, (end + page - 1) / page * page);
    // Fails harmlessly on kernels before 5.14 (EINVAL): the pages then fault in as they are written.
    (void)madvise(static_cast<std::uint8_t*>(p_) + first, last - first, MADV_POPULATE_WRITE);
#else
    (void)begin;
    (void)end;
#endif
}

namespace {
std::atomic<u64> nextSharedBytesId{1};
}  // namespace

SharedBytes::SharedBytes(const std::uint8_t* data, u64 bytes) : bytes_(bytes), id_(nextSharedBytesId.fetch_add(1)) {
#if defined(TCPWB_HAVE_MMAP) && defined(__linux__) && defined(MFD_CLOEXEC)
    const int fd = memfd_create("tcpwb-shared", MFD_CLOEXEC);
    if (fd < 0) return;
    u64 done = 0;
    bool ok = ftruncate(fd, off_t(bytes)) == 0;
    while (ok && done < bytes) {
        const ssize_t n = pwrite(fd, data + done, bytes - done, off_t(done));
        ok = n > 0;
        if (ok) done += u64(n);
    }
    if (!ok) {
        close(fd);
        return;
    }
    fd_ = fd;
#else
    (void)data;
#endif
}

SharedBytes::~SharedBytes() {
#ifdef TCPWB_HAVE_MMAP
    if (fd_ >= 0) close(fd_);  // the mappings keep the file
#endif
}

bool ZeroedBytes::mapShared(u64 offset, const SharedBytes& bytes) {
#ifdef TCPWB_HAVE_MMAP
    static const u64 page = u64(sysconf(_SC_PAGESIZE));
    if (!mapped_ || !bytes.valid() || page == 0 || offset % page != 0 || bytes.size() % page != 0 || bytes.size() == 0 || offset > bytes_ ||
        bytes.size() > bytes_ - offset)
        return false;
    void* at = static_cast<std::uint8_t*>(p_) + offset;
    if (mmap(at, bytes.size(), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_FIXED, bytes.fd_, 0) == at) return true;
    // A failed MAP_FIXED may have unmapped the range already: map it anonymous
    // again (the caller then writes all of it), or fail loudly rather than fault.
    if (mmap(at, bytes.size(), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != at) throw std::bad_alloc();
    return false;
#else
    (void)offset;
    (void)bytes;
    return false;
#endif
}

ZeroedBytes::~ZeroedBytes() {
#ifdef TCPWB_HAVE_MMAP
    if (mapped_) {
        munmap(p_, bytes_);
        return;
    }
#endif
    std::free(p_);
}

namespace {
// Bits [from, to) of a 64-bit word (0 <= from < to <= 64).
u64 bitRange(u64 from, u64 to) {
    const u64 high = to == 64 ? ~u64{0} : (u64{1} << to) - 1;
    return high & ~((u64{1} << from) - 1);
}

// f(word, mask) for each written-bit word covering bytes [begin, end), the
// mask selecting those bytes' bits; stops at the first f that returns false.
template <typename F>
bool eachWordMask(u64 begin, u64 end, F&& f) {
    while (begin < end) {
        const u64 word = begin >> 6, from = begin & 63;
        const u64 to = std::min<u64>(64, from + (end - begin));
        if (!f(word, bitRange(from, to))) return false;
        begin += to - from;
    }
    return true;
}
}  // namespace

bool Block::allWritten(u64 begin, u64 end) const {
    return eachWordMask(begin, end, [&](u64 word, u64 mask) { return (words()[word] & mask) == mask; });
}

bool Block::shareWritten(u64 begin, const SharedBytes& bytes) {
    if (!data_.mapShared(begin, bytes)) return false;
    markWritten(begin, begin + bytes.size());
    tagShared(begin, bytes);
    return true;
}

void Block::tagShared(u64 begin, const SharedBytes& bytes) { tag_ = SharedTag{bytes.id(), begin, begin + bytes.size(), writes_}; }

void Block::copyRunsFrom(Block& from, const std::vector<std::pair<u64, u64>>& runs, std::unique_ptr<SharedBytes>& shared) {
    if (runs.empty()) return;
    const u64 begin = runs.front().first, end = runs.back().second;
    bool contiguous = true;
    for (std::size_t r = 1; r < runs.size(); ++r) contiguous = contiguous && runs[r].first == runs[r - 1].second;
    constexpr u64 kPage = 4096;  // mapShared checks the system's page; this only avoids useless files
    if (contiguous && begin % kPage == 0 && end % kPage == 0 && end > begin) {
        if (!shared) {
            shared = std::make_unique<SharedBytes>(from.data() + begin, end - begin);
            if (shared->valid()) from.tagShared(begin, *shared);  // `from` holds them too
        }
        if (shareWritten(begin, *shared)) return;
    }
    for (const auto& [b, e] : runs) {
        prepareWrite(b, e);
        std::memcpy(data() + b, from.data() + b, e - b);
        markWritten(b, e);
    }
}

bool Block::sameBySharing(const Block& other, u64 begin, u64 end) const {
    const auto holds = [&](const Block& b) {
        return b.tag_ && b.tag_->writes == b.writes_ && b.tag_->begin <= begin && end <= b.tag_->end;
    };
    return holds(*this) && holds(other) && tag_->bytes == other.tag_->bytes && tag_->begin == other.tag_->begin;
}

void Block::markWritten(u64 begin, u64 end) {
    ++writes_;
    eachWordMask(begin, end, [&](u64 word, u64 mask) {
        words()[word] |= mask;
        return true;
    });
}

bool Block::sameAs(const Block& other, u64 begin, u64 end) const {
    if (begin >= end) return true;
    if (std::memcmp(data() + begin, other.data() + begin, end - begin) != 0) return false;
    return eachWordMask(begin, end, [&](u64 word, u64 mask) { return (words()[word] & mask) == (other.words()[word] & mask); });
}

u64 Block::sampleHash(u64 begin, u64 end) const {
    // A multiply-xorshift over at most ~kSamples 8-byte words of the bytes and
    // of the written bits, evenly spread: equal ranges hash equal, and ranges
    // that differ mostly differ in a sample too (sameAs decides).
    constexpr u64 kSamples = 256;
    u64 h = 0x9e3779b97f4a7c15ull ^ (end - begin);
    const auto mix = [&h](u64 v) {
        h = (h ^ v) * 0xbf58476d1ce4e5b9ull;
        h ^= h >> 31;
    };
    if (begin >= end) return h;
    const u64 whole = (end - begin) / 8, step = std::max<u64>(1, whole / kSamples);
    for (u64 w = 0; w < whole; w += step) {
        u64 v;
        std::memcpy(&v, data() + begin + w * 8, 8);
        mix(v);
    }
    for (u64 at = begin + whole * 8; at < end; ++at) mix(data()[at]);
    const u64 firstWord = begin >> 6, lastWord = (end - 1) >> 6, bitStep = std::max<u64>(1, (lastWord - firstWord + 1) / kSamples);
    for (u64 word = firstWord; word <= lastWord; word += bitStep) {
        const u64 from = word == firstWord ? (begin & 63) : 0, to = word == lastWord ? ((end - 1) & 63) + 1 : 64;
        mix(words()[word] & bitRange(from, to));
    }
    return h;
}

double decodeFloatValue(tensor::DType dtype, std::uint32_t bits) { return cast::decodeFloat(dtype, bits); }

std::uint32_t encodeOtherValue(tensor::DType dtype, double value) {
    if (tensor::info(dtype).isFloat) return cast::encodeFloat(dtype, float(value));
    const double clamped = std::clamp(std::nearbyint(value), -2147483648.0, 2147483647.0);
    const std::int32_t i = std::int32_t(clamped);
    return std::uint32_t(cast::saturateInt(dtype, i));
}

}  // namespace tcpwb::sim
