#pragma once
// The axis environment: `axes![A = 8, B = 512]` plus derived (skewed) axes
// such as `B' = B - A` from the manual's "Skewed Axis" section.
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

struct Axis {
    std::string name;
    u64 size = 0;
    std::optional<Skew> skew;
};

class AxisEnv {
public:
    diag::Result<AxisId> add(std::string name, u64 size);
    diag::Result<AxisId> addSkew(std::string name, std::string_view base, std::string_view minus);

    std::optional<AxisId> find(std::string_view name) const;
    const Axis& operator[](AxisId id) const { return axes_[id]; }
    std::size_t count() const { return axes_.size(); }
    const std::vector<Axis>& all() const { return axes_; }

    // "A = 8, B = 512, B' = B - A"
    std::string toString() const;

private:
    std::vector<Axis> axes_;
};

// Parses "A=8,B=512", "axes![A = 8, B = 512];" or declarations separated by
// commas, semicolons or newlines. A declaration is `Name = size` or the skew
// `Name' = Base - Other`.
diag::Result<AxisEnv> parseAxes(std::string_view text);

}  // namespace tcpwb::mapping
