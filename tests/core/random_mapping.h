#pragma once
// Random mapping expressions for property tests: small axis environments and
// expressions that use every constructor, kept small enough to enumerate.
#include <cstdint>
#include <random>
#include <string>

#include "util/checked.h"

namespace tcpwb::test {

struct RandomCase {
    std::string axes;        // "A=6,B=4,C=8"
    std::string expression;  // without the m![ ] wrapper
    u64 size = 0;
};

class MappingGenerator {
public:
    explicit MappingGenerator(std::uint64_t seed, bool offsets = true) : rng_(seed), offsets_(offsets) {}

    // A fresh axis environment and one expression over it.
    RandomCase next(u64 maxSize = 4096);
    // Another expression over the same axes as the last call to next().
    RandomCase sameAxes(u64 maxSize = 4096);
    // A divisor of n other than 1 (or 1 when n is prime or 1).
    u64 divisorOf(u64 n);

private:
    struct Sized {
        std::string text;
        u64 size;
    };
    Sized expression(int depth, u64 maxSize);
    Sized atom();
    Sized postfix(Sized inner, u64 maxSize);
    u64 uniform(u64 lo, u64 hi) { return std::uniform_int_distribution<u64>(lo, hi)(rng_); }

    std::mt19937_64 rng_;
    bool offsets_;
    std::vector<std::pair<std::string, u64>> axes_;
};

}  // namespace tcpwb::test
