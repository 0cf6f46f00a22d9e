#include "kernel_harness.h"

#include <string_view>

#include "kernel/parse.h"
#include "mapping/mapping.h"
#include "sim/plan.h"

namespace tcpwb::fuzz {
namespace {

using kernel::Program;

std::string checkMapping(const Program& p, const kernel::MappingText& m) {
    if (!mapping::compileMapping(m.text, p.axes)) return "mapping text does not compile: " + m.text;
    return {};
}

std::string checkProgram(const Program& p) {
    const std::size_t n = p.tensors.size();
    for (const kernel::Tensor& t : p.tensors)
        for (const kernel::MappingText& m : t.mappings)
            if (auto broken = checkMapping(p, m); !broken.empty()) return t.name + ": " + broken;
    for (const kernel::Operation& op : p.ops) {
        if (op.kind == kernel::Operation::Kind::Transfer) {
            if (op.transfer.source >= n || op.transfer.output >= n) return "transfer index out of range: " + op.name;
            continue;
        }
        const kernel::StreamPass& pass = op.pass;
        if (pass.source >= n || pass.output >= n) return "pass index out of range: " + op.name;
        for (std::size_t s : pass.interleavedSources)
            if (s >= n) return "interleaved source out of range";
        for (const kernel::Step& step : pass.steps) {
            if (step.operand && *step.operand >= n) return "align operand out of range";
            for (std::size_t v : step.vrfOperands)
                if (v >= n) return "vrf operand out of range";
            for (const kernel::MappingText& m : step.mappings)
                if (auto broken = checkMapping(p, m); !broken.empty()) return op.name + ": " + broken;
        }
    }
    for (std::size_t out : p.outputs)
        if (out >= n) return "output out of range";
    return {};
}

// The bytes one slice (HBM: one chip) has of the tensor's memory.
std::optional<u64> capacityOf(kernel::Memory memory) {
    switch (memory) {
        case kernel::Memory::Hbm: return tensor::kHbmBytesPerChip;
        case kernel::Memory::Dm: return tensor::kDmBytesPerSlice;
        case kernel::Memory::Vrf: return tensor::kVrfBytesPerSlice;
        default: return std::nullopt;  // host memory; the TRF is placed by region, not by address
    }
}

// A program the simulator accepts keeps every tensor inside its memory, and
// a refused one says why in one located line.
std::string checkPlan(const Program& p, std::size_t size) {
    const auto plan = sim::planProgram(p);
    if (!plan) {
        const diag::Diagnostic& error = plan.error();
        if (error.kind.empty() || error.message.empty()) return "a planning error without a kind or message";
        if (error.offset && *error.offset > size) return "a planning error's offset is past the end of the text";
        return {};
    }
    for (std::size_t i = 0; i < p.tensors.size(); ++i) {
        const kernel::Tensor& t = p.tensors[i];
        const auto capacity = capacityOf(t.memory);
        if (!capacity) continue;
        const auto end = checkedAdd(t.address.value_or(0), plan->tensors[i].elementBytes);
        if (!end || *end > *capacity) return "the plan accepts tensor `" + t.name + "` past the end of its memory";
    }
    return {};
}

}  // namespace

std::string checkKernelInput(const std::uint8_t* data, std::size_t size) {
    kernel::KernelSource source{"fuzz.rs", std::string(reinterpret_cast<const char*>(data), size)};
    auto program = kernel::parseKernel(source);
    if (program) {
        if (std::string broken = checkProgram(program.value()); !broken.empty()) return broken;
        return checkPlan(program.value(), size);
    }
    const diag::Diagnostic& error = program.error();
    if (error.kind.empty()) return "error without a kind";
    if (error.message.empty() || error.message.find('\n') != std::string::npos)
        return "error message is empty or spans lines: " + error.message;
    if (error.offset && *error.offset > size) return "error offset past the end of the text";
    if (kernel::formatKernelError(source, error).empty()) return "formatted error is empty";
    return {};
}

}  // namespace tcpwb::fuzz
