#include "sim/operand_bounds.h"

#include <bit>
#include <cmath>
#include <limits>
#include <optional>

namespace tcpwb::sim::detail {
namespace {

using vector::OpId;
using vector::Operand;
using vector::Step;

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// How an input of a float operator reaches its result, to first order.
enum class Role { Addend, Factor, Dividend, Divisor };

Role roleOf(OpId op, std::size_t slot) {
    switch (op) {
        case OpId::MulF0:
        case OpId::MulF1:
        case OpId::MaskMulF0:
        case OpId::MaskMulF1: return Role::Factor;
        case OpId::FmaF:
        case OpId::MaskFmaF: return slot < 2 ? Role::Factor : Role::Addend;
        case OpId::DivF:
        case OpId::FpDivF: return slot == 0 ? Role::Dividend : Role::Divisor;
        default: return Role::Addend;  // AddF, SubF, ClipAdd; the clip picks move at most as far as their input
    }
}

// Where each input of the operator comes from, as vector::evaluate reads its
// mode ("Mode01": the stream, then operand 0): -1 the stream, k operand k.
std::vector<int> slotsOf(const Step& s) {
    const std::string& m = s.mode;
    auto digit = [&](std::size_t d) { return d < m.size() ? m[d] : '0'; };
    if (s.op->arity == 1) return {m == "Mode1" ? 0 : -1};
    if (s.op->arity == 2) return {digit(4) == '0' ? -1 : 0, digit(5) == '0' ? -1 : 0};
    std::vector<int> out;
    for (std::size_t d = 4; d < 7; ++d) out.push_back(digit(d) == '0' ? -1 : digit(d) - '1');
    return out;
}

struct OperatorInputs {
    const Step& step;
    const std::vector<int> slots;
    const std::map<std::string, OperandValues>& operands;
    const std::vector<double>* stream = nullptr;  // the stream's values at the operator, when evaluated

    const Operand* operand(std::size_t slot) const {
        const int k = slots[slot];
        const auto& list = step.groups[0].operands;
        return k >= 0 && std::size_t(k) < list.size() ? &list[std::size_t(k)] : nullptr;
    }
    const OperandValues* vrf(std::size_t slot) const {
        const Operand* o = operand(slot);
        if (!o || o->kind != Operand::Kind::Vrf) return nullptr;
        auto it = operands.find(o->vrf);
        return it == operands.end() || it->second.values.empty() ? nullptr : &it->second;
    }
    // The input's value at element i, when known (a stash is not).
    std::optional<double> value(std::size_t slot, std::size_t i) const {
        if (slots[slot] < 0) return stream && i < stream->size() ? std::optional((*stream)[i]) : std::nullopt;
        if (const OperandValues* v = vrf(slot)) return v->values[i % v->values.size()];
        const Operand* o = operand(slot);
        if (o && o->kind == Operand::Kind::Constant) return double(std::bit_cast<float>(o->bits));
        return std::nullopt;
    }
    double bound(std::size_t slot, std::size_t i) const {
        const OperandValues* v = vrf(slot);
        return v && !v->bound.empty() ? v->bound[i % v->bound.size()] : 0.0;
    }
};

// What an input's error e moves the operator's result by, to first order.
double contribution(const OperatorInputs& in, std::size_t slot, std::size_t i, double e) {
    const OpId op = in.step.op->id;
    switch (roleOf(op, slot)) {
        case Role::Addend: return e;
        case Role::Factor: {
            const auto other = in.value(slot == 0 ? 1 : 0, i);
            return other ? std::fabs(*other) * e : e;
        }
        case Role::Dividend: {
            const auto den = in.value(1, i);
            if (!den) return e;
            return *den == 0.0 ? kInfinity : e / std::fabs(*den);
        }
        case Role::Divisor: {
            const auto num = in.value(0, i), den = in.value(1, i);
            if (!num || !den) return e;
            const double d = std::fabs(*den);
            return d > e ? std::fabs(*num) * e / (d * (d - e)) : kInfinity;
        }
    }
    return e;
}

bool multiplies(OpId op) { return roleOf(op, 0) == Role::Factor; }

}  // namespace

diag::Result<std::vector<double>> operandBounds(const vector::Chain& chain, const vector::EvalInput& input,
                                                const std::map<std::string, OperandValues>& operands,
                                                const std::vector<double>& streamBound, std::size_t elements) {
    std::vector<double> extra(elements, 0.0);
    for (std::size_t k = 0; k < chain.steps.size(); ++k) {
        const Step& s = chain.steps[k];
        if (s.kind != Step::Kind::Op || !s.op || s.typeIn != vector::Scalar::F32 || s.paired) continue;
        OperatorInputs in{s, slotsOf(s), operands};
        bool bounded = false, readsVrf = false;
        for (std::size_t j = 0; j < in.slots.size(); ++j)
            if (const OperandValues* v = in.vrf(j)) {
                readsVrf = true;
                bounded = bounded || !v->bound.empty();
            }
        // A product with a VRF operand also scales the bound the stream brings in.
        const bool scales = readsVrf && multiplies(s.op->id) && (!streamBound.empty() || bounded);
        if (!bounded && !scales) continue;
        std::vector<double> stream;  // the chain up to this operator
        if (s.op->id != OpId::AddF && s.op->id != OpId::SubF && s.op->id != OpId::ClipAdd) {
            vector::Chain prefix = chain;
            prefix.steps.resize(k);
            auto r = vector::evaluate(prefix, input);
            if (!r) return r.error();
            stream.resize(r->values.size());
            for (std::size_t i = 0; i < stream.size(); ++i)
                stream[i] =
                    r->type == vector::Scalar::F32 ? double(std::bit_cast<float>(r->values[i])) : double(std::int32_t(r->values[i]));
            in.stream = &stream;
        }
        for (std::size_t i = 0; i < elements; ++i) {
            const double carried = (streamBound.empty() ? 0.0 : streamBound[i % streamBound.size()]) + extra[i];
            double add = 0.0;
            for (std::size_t j = 0; j < in.slots.size(); ++j) {
                if (const double e = in.bound(j, i); e > 0.0) add += contribution(in, j, i, e);
                // The stream as a factor against a VRF operand: |y| x b instead of b (never less).
                if (scales && in.slots[j] < 0 && roleOf(s.op->id, j) == Role::Factor && carried > 0.0) {
                    const std::size_t other = j == 0 ? 1 : 0;
                    if (other < in.slots.size() && in.vrf(other))
                        if (const auto y = in.value(other, i)) add += std::max(0.0, std::fabs(*y) - 1.0) * carried;
                }
            }
            extra[i] += std::isnan(add) ? kInfinity : add;
        }
    }
    return extra;
}

}  // namespace tcpwb::sim::detail
