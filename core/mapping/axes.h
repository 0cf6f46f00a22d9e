#pragma once
// The axis environment: `axes![A = 8, B = 512]` plus derived axes: skewed
// ones such as `B' = B - A` (manual, "Skewed Axis") and padded ones such as
// `B' = # 2 + B + # 4` (manual, "Masking Configuration"), whose coordinates
// before and after the base axis's hold no element.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "util/checked.h"

namespace tcpwb::mapping {

using AxisId = std::uint32_t;

// A derived axis `name = base - minus`: its coordinate b' stands for the base
// coordinate (b' + minus) mod size(base). Its size is the base axis's size.
struct Skew {
    AxisId base;
    AxisId minus;
};

// A derived axis `name = # left + base + # right`: its coordinate b' stands
// for base coordinate b' - left when left <= b' < left + size(base), and for
// padding otherwise. Its size is left + size(base) + right.
struct Padded {
    AxisId base;
    u64 left = 0;
    u64 right = 0;
};

struct Axis {
    std::string name;
    u64 size = 0;
    std::optional<Skew> skew;
    std::optional<Padded> padded;

    bool derived() const { return skew || padded; }
};

class AxisEnv {
public:
    diag::Result<AxisId> add(std::string name, u64 size);
    diag::Result<AxisId> addSkew(std::string name, std::string_view base, std::string_view minus);
    diag::Result<AxisId> addPadded(std::string name, std::string_view base, u64 left, u64 right);

    std::optional<AxisId> find(std::string_view name) const;
    const Axis& operator[](AxisId id) const { return axes_[id]; }
    std::size_t count() const { return axes_.size(); }
    const std::vector<Axis>& all() const { return axes_; }

    // "A = 8, B = 512, B' = B - A"
    std::string toString() const;
    // One of them: "B' = B - A".
    std::string declaration(AxisId id) const;

private:
    std::vector<Axis> axes_;
};

// Parses "A=8,B=512", "axes![A = 8, B = 512];" or declarations separated by
// commas, semicolons or newlines. A declaration is `Name = size`, the skew
// `Name' = Base - Other`, or the padding `Name' = # 2 + Base + # 4` (either
// side may be left out; `1 #` is read as `# 1`, as the manual writes both).
diag::Result<AxisEnv> parseAxes(std::string_view text);

}  // namespace tcpwb::mapping
