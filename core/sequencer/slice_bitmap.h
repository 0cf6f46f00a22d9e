#pragma once
// The Commit Engine's slice bitmap (manual, "Slice Bitmap"): 256 bits, bit i
// enabling the commit to slice i, so results computed on some slices are
// written only there.
#include <bitset>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "util/checked.h"

namespace tcpwb::sequencer {

inline constexpr std::size_t kSlicesPerBitmap = 256;  // 4 PEs of 64 slices

class SliceBitmap {
public:
    static SliceBitmap all();
    // Accepts the manual's binary form, most significant bit first, where
    // `...` repeats the digit before it up to 256 bits (`00000000...01` is
    // slice 0 only); `0x` hexadecimal; `all`; or slices and ranges `0-63,128`.
    // Error kind slice_bitmap for anything else and for a bitmap of no slice.
    static diag::Result<SliceBitmap> parse(std::string_view text);

    bool enabled(std::size_t slice) const { return slice < kSlicesPerBitmap && bits_.test(slice); }
    std::size_t count() const { return bits_.count(); }
    std::vector<std::size_t> slices() const;
    std::vector<std::size_t> excluded() const;
    std::string ranges() const;  // "0-63,128"

private:
    std::bitset<kSlicesPerBitmap> bits_;
};

}  // namespace tcpwb::sequencer
