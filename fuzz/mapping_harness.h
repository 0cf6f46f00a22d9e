#pragma once
// One fuzzing step for the mapping-expression front end, shared by the
// libFuzzer target and the regression test that replays the corpus.
#include <cstddef>
#include <cstdint>
#include <string>

namespace tcpwb::fuzz {

// Feeds `data` to the axis parser (first line, when there are two) and the
// mapping compiler. Returns an empty string when every invariant held, or a
// description of the broken one: the canonical text must compile to an
// equivalent mapping and a mapping must be equivalent to itself.
std::string checkMappingInput(const std::uint8_t* data, std::size_t size);

}  // namespace tcpwb::fuzz
