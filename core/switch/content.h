#pragma once
// What a Slice x Time stream holds, element by element: the tensor index at
// output slice s, time step t is Slice.map(s) + Time.map(t) (the packet is
// the same for every position and passes the Switch Engine unchanged).
// The semantic side of the Switch Engine: it decides whether two output
// mappings agree and, for a custom bitmap, which input slice feeds which
// output slice.
#include <optional>
#include <set>
#include <unordered_map>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"

namespace tcpwb::sw {

// Positions beyond this many (slices x time steps) are not enumerated.
inline constexpr u64 kContentLimit = u64{1} << 22;

class StreamContent {
public:
    // `ignored`: axes that only name a broadcast position (the manual's new
    // axis X in `m![A / 4, X]`): their coordinate is dropped. Error kind:
    // too_large (more than kContentLimit positions).
    static diag::Result<StreamContent> make(const mapping::CompiledMapping& slice, const mapping::CompiledMapping& time,
                                            std::set<mapping::AxisId> ignored = {});

    const mapping::AxisEnv& env() const { return *env_; }
    u64 slices() const { return slices_.size(); }
    u64 times() const { return times_.size(); }
    // The element at (s, t); nullopt for padding.
    std::optional<mapping::TensorIndex> at(u64 s, u64 t) const;

private:
    const mapping::AxisEnv* env_ = nullptr;
    std::vector<std::optional<mapping::TensorIndex>> slices_, times_;  // raw (unfinalized)
    std::vector<mapping::AxisId> skews_;
    std::set<mapping::AxisId> ignored_;
};

// Where each element of an input stream sits: element -> (slice, time).
// An element held at several positions is found at the first (lowest slice,
// then lowest time).
class ElementLocator {
public:
    explicit ElementLocator(const StreamContent& input);
    struct Place {
        u64 slice = 0, time = 0;
    };
    std::optional<Place> find(const mapping::TensorIndex& element) const;

private:
    struct Hash {
        std::size_t operator()(const mapping::TensorIndex& i) const;
    };
    std::unordered_map<mapping::TensorIndex, Place, Hash> places_;
};

}  // namespace tcpwb::sw
