#pragma once
// One fuzzing step for the kernel front end (core/kernel/parse.h), shared by
// the libFuzzer target and the regression test that replays the corpus.
#include <cstddef>
#include <cstdint>
#include <string>

namespace tcpwb::fuzz {

// Parses `data` as a kernel source. Returns an empty string when every
// invariant held, or a description of the broken one: an error has a kind, a
// one-line message and a span inside the text; a program's indices all point
// into its tensor table and every mapping text compiles in its axes; and the
// simulator's plan (sim::planProgram) either refuses the program with such an
// error or keeps every HBM, DM and VRF tensor inside its memory.
std::string checkKernelInput(const std::uint8_t* data, std::size_t size);

// Parses `data` into the kernel's syntax tree only (kernel::parseSyntax):
// every error is well formed as above, every node's span is inside the text,
// a macro's text is as long as its span (comments blanked, not removed), and
// parseFile reports an error no later than the first of them.
std::string checkKernelSyntax(const std::uint8_t* data, std::size_t size);

// Reads `data` as a crate (kernel/crate.h, openCrateFiles): the text up to
// the first line `//@ PATH` is src/lib.rs, and each such line starts the file
// PATH (at most kMaxCrateFiles). Every error of the crate is well formed and
// inside its file; every device function the crate lists (the first
// kMaxCrateKernels) elaborates with what its file imports into a program
// checked as checkKernelInput checks one, or fails with one error placed
// inside the file it names.
constexpr std::size_t kMaxCrateFiles = 16;
constexpr std::size_t kMaxCrateKernels = 4;
std::string checkCrateInput(const std::uint8_t* data, std::size_t size);

}  // namespace tcpwb::fuzz
