#pragma once
// Builds kernel::Programs by hand for the simulator's tests, the way the
// kernel front end would from the manual's Rust: tensors with their mappings,
// transfers, and passes step by step. Every tensor, step and operation gets a
// distinct made-up source span (line n, offset 1000 * n) so tests can check
// which one a diagnostic points at.
#include <initializer_list>
#include <string>
#include <vector>

#include "kernel/program.h"
#include "vector/chain_text.h"

namespace tcpwb::test {

class ProgramBuilder {
public:
    explicit ProgramBuilder(const std::string& axes) { program_.axes = mapping::parseAxes(axes).value(); }

    kernel::SourceSpan span() {
        ++spans_;
        return kernel::SourceSpan{std::uint32_t(spans_), 1, std::size_t(spans_) * 1000, 10};
    }

    std::size_t tensor(const std::string& name, kernel::Memory memory, tensor::DType dtype, std::initializer_list<std::string> mappings,
                       std::optional<u64> address = std::nullopt, kernel::Origin origin = kernel::Origin::Written,
                       std::optional<u64> seed = std::nullopt) {
        kernel::Tensor t;
        t.name = name;
        t.memory = memory;
        t.dtype = dtype;
        for (const auto& m : mappings) t.mappings.push_back({m, span()});
        t.address = address;
        t.origin = origin;
        t.seed = seed;
        t.at = span();
        program_.tensors.push_back(std::move(t));
        return program_.tensors.size() - 1;
    }
    std::size_t host(const std::string& name, tensor::DType dtype, const std::string& element, u64 seed = 42) {
        return tensor(name, kernel::Memory::Host, dtype, {element}, std::nullopt, kernel::Origin::Random, seed);
    }
    // A fragment's input: already in DM, contents unknown (filled like rand).
    std::size_t preloaded(const std::string& name, tensor::DType dtype, std::initializer_list<std::string> mappings, u64 address) {
        return tensor(name, kernel::Memory::Dm, dtype, mappings, address, kernel::Origin::Preloaded, 7);
    }

    void transfer(kernel::Transfer::Engine engine, std::size_t source, std::size_t output, const std::string& name) {
        kernel::Operation op;
        op.kind = kernel::Operation::Kind::Transfer;
        op.name = name;
        op.transfer.engine = engine;
        op.transfer.source = source;
        op.transfer.output = output;
        op.at = span();
        program_.ops.push_back(std::move(op));
    }

    // Steps of a pass, in order.
    struct Pass {
        kernel::StreamPass pass;
        ProgramBuilder* owner;
        Pass& step(kernel::StepKind kind, std::initializer_list<std::string> mappings, std::optional<tensor::DType> dtype = std::nullopt) {
            kernel::Step s;
            s.kind = kind;
            s.at = owner->span();
            s.dtype = dtype;
            for (const auto& m : mappings) s.mappings.push_back({m, owner->span()});
            pass.steps.push_back(std::move(s));
            return *this;
        }
        Pass& fetch(tensor::DType d, const std::string& time, const std::string& packet) {
            return step(kernel::StepKind::Fetch, {time, packet}, d);
        }
        Pass& collect(const std::string& time, const std::string& packet) { return step(kernel::StepKind::Collect, {time, packet}); }
        Pass& switching(sw::Topology topology, std::initializer_list<std::string> mappings = {}) {
            step(kernel::StepKind::Switch, mappings);
            pass.steps.back().topology = topology;
            return *this;
        }
        Pass& align(std::size_t trf, const std::string& time, const std::string& packet) {
            step(kernel::StepKind::Align, {time, packet});
            pass.steps.back().operand = trf;
            return *this;
        }
        Pass& contract(const std::string& packet) { return step(kernel::StepKind::Contract, {packet}); }
        Pass& accumulate(const std::string& time, const std::string& packet, const std::string& kind = "Interleaved") {
            step(kernel::StepKind::Accumulate, {time, packet});
            pass.steps.back().accumulation = kind;
            return *this;
        }
        Pass& cast(tensor::DType d, const std::string& packet) { return step(kernel::StepKind::Cast, {packet}, d); }
        Pass& vector(const std::string& chain, std::vector<std::size_t> vrf = {}) {
            step(kernel::StepKind::Vector, {});
            pass.steps.back().vectorCalls = vector::parseChain(chain).value();
            pass.steps.back().vrfOperands = std::move(vrf);
            return *this;
        }
        void sink(kernel::SinkKind kind, std::size_t output, const std::string& name) {
            pass.sink = kind;
            pass.output = output;
            pass.sinkAt = owner->span();
            kernel::Operation op;
            op.kind = kernel::Operation::Kind::Pass;
            op.name = name;
            op.pass = std::move(pass);
            op.at = owner->span();
            owner->program_.ops.push_back(std::move(op));
        }
    };
    Pass pass(kernel::StreamPass::Context context, std::size_t source) {
        Pass p;
        p.pass.context = context;
        p.pass.source = source;
        p.owner = this;
        return p;
    }

    void output(std::size_t tensor) { program_.outputs.push_back(tensor); }
    kernel::Program& program() { return program_; }

private:
    kernel::Program program_;
    int spans_ = 0;
};

}  // namespace tcpwb::test
