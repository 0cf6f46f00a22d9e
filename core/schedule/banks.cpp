// The DM bank analysis of "Memory Performance": which banks a command keeps
// busy, bank conflicts between concurrent commands, and the cumulative
// 64-access rule that protects the DMA Engine from starvation.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <span>
#include <unordered_map>
#include <unordered_set>

#include "schedule/detail.h"

namespace tcpwb::schedule::detail {
namespace {

// Drops repeated tensors, keeping each one's first place: a search per
// tensor in the usual short list, a set when an operation lists thousands.
void dropRepeats(std::vector<std::size_t>& tensors) {
    if (tensors.size() <= 16) {
        for (std::size_t k = 1; k < tensors.size();)
            if (std::find(tensors.begin(), tensors.begin() + static_cast<std::ptrdiff_t>(k), tensors[k]) !=
                tensors.begin() + static_cast<std::ptrdiff_t>(k))
                tensors.erase(tensors.begin() + static_cast<std::ptrdiff_t>(k));
            else ++k;
        return;
    }
    std::unordered_set<std::size_t> seen;
    std::erase_if(tensors, [&](std::size_t t) { return !seen.insert(t).second; });
}

// The banks a sequential walk over `range` touches, one access each (bit b:
// bank b): 128 consecutive bytes cover all 16 banks ("Address Space in a Slice").
std::uint32_t banksTouched(const AddressRange& range) {
    constexpr std::uint32_t kAll = (std::uint32_t{1} << kBanks) - 1;
    if (range.size() >= memory::kDm.sliceBytesPerCycle()) return kAll;
    std::uint32_t touched = 0;
    for (u64 a = range.begin - range.begin % memory::kDm.bytesPerRow; a < range.end; a += memory::kDm.bytesPerRow)
        if (auto decoded = memory::decodeSliceAddress(a)) touched |= std::uint32_t{1} << decoded->bank;
    return touched;
}

std::vector<std::size_t> dmTensors(const Operation& op, const OpList& list) {
    std::vector<std::size_t> out;
    for (const auto* tensors : {&op.inputs, &op.outputs})
        for (std::size_t t : *tensors)
            if (list.tensors[t].memory == MemoryKind::Dm) out.push_back(t);
    dropRepeats(out);
    return out;
}

std::string tensorNames(const std::vector<std::size_t>& tensors, const OpList& list) {
    std::string out;
    for (std::size_t t : tensors) out += (out.empty() ? "`" : ", `") + list.tensors[t].name + "`";
    return out.empty() ? "no named tensor" : out;
}

std::string opName(const OpList& list, std::size_t i) { return list.ops[i].name.empty() ? fmt::format("#{}", i) : list.ops[i].name; }

void attach(Schedule& schedule, BankWarning w) {
    const std::size_t index = schedule.warnings.size();
    for (std::size_t op : w.ops) schedule.ops[op].warnings.push_back(index);
    schedule.warnings.push_back(std::move(w));
}

// The operations running when `i` starts: the latest earlier one of every
// other resource that has not ended yet. One per resource, since each runs
// one operation at a time.
std::vector<std::size_t> runningWith(std::size_t i, const std::array<std::optional<std::size_t>, kResources>& last,
                                     const Schedule& schedule) {
    std::vector<std::size_t> out;
    for (const auto& j : last)
        if (j && schedule.ops[*j].end > schedule.ops[i].start) out.push_back(*j);
    return out;
}

void warnSerialized(std::size_t i, const BankProfile& p, const OpList& list, Schedule& schedule) {
    const auto bank = static_cast<u64>(std::max_element(p.run.begin(), p.run.end()) - p.run.begin());
    BankWarning w{diag::Kind::dma_serialized, "", {bank}, p.run[bank], schedule.ops[i].start, {i}, p.tensorsOn(bank)};
    w.message = fmt::format(
        "`{}` makes {} consecutive accesses to bank {} ({}), 64 or more: it is scheduled as if it "
        "occupies DMA, so no DMA transfer runs beside it",
        opName(list, i), p.run[bank], bank, tensorNames(w.tensors, list));
    attach(schedule, std::move(w));
}

void warnConflict(std::size_t i, std::size_t j, const std::vector<BankProfile>& profiles, const OpList& list, Schedule& schedule) {
    const std::uint32_t shared = profiles[i].usedBanks() & profiles[j].usedBanks();
    if (shared == 0) return;
    BankWarning w{diag::Kind::bank_conflict, "", {}, 0, schedule.ops[i].start, {j, i}, {}};
    for (std::size_t b = 0; b < kBanks; ++b)
        if (shared >> b & 1) w.banks.push_back(b);
    for (std::size_t op : {j, i})
        for (const BankProfile::TensorBanks& t : profiles[op].tensors)
            if (t.banks & shared) w.tensors.push_back(t.tensor);
    dropRepeats(w.tensors);
    if (w.banks.empty()) return;
    const std::string banks = w.banks.size() == kBanks ? std::string("0-15") : fmt::format("{}", fmt::join(w.banks, ", "));
    w.message = fmt::format(
        "`{}` ({}) and `{}` ({}) run together from cycle {} and share DM bank{} {} ({}): accesses "
        "to a bank are serialized, so the lower-priority one slows down",
        opName(list, j), resourceName(list.ops[j].resource), opName(list, i), resourceName(list.ops[i].resource), w.cycle,
        w.banks.size() > 1 ? "s" : "", banks, tensorNames(w.tensors, list));
    attach(schedule, std::move(w));
}

// "The TOTAL across all concurrent main/sub/DMA commands to the SAME bank
// must be less than 64", while a DMA command waits on that bank. Checked
// only for banks `i` itself touches: every other set was checked when its
// last member started.
void warnStarvation(std::size_t i, const std::vector<std::size_t>& running, const std::vector<BankProfile>& profiles, const OpList& list,
                    Schedule& schedule) {
    std::vector<std::size_t> group = running;
    group.push_back(i);
    const auto dma = std::find_if(group.begin(), group.end(), [&](std::size_t op) { return list.ops[op].resource == Resource::Dma; });
    if (dma == group.end()) return;
    for (std::size_t b = 0; b < kBanks; ++b) {
        if (profiles[i].run[b] == 0 || profiles[*dma].run[b] == 0) continue;
        std::array<u64, kResources + 1> runs{};  // at most one running operation per resource
        std::size_t count = 0;
        u64 total = 0;
        for (std::size_t op : group) total += runs[count++] = profiles[op].run[b];
        static const u64 bound = memory::consecutiveAccessBound();
        if (total < bound) continue;  // the common case, without building the full check
        const memory::BankAccessCheck check = memory::checkCumulativeBankAccess(std::span(runs.data(), count));
        if (check.safe) continue;
        BankWarning w{diag::Kind::bank_starvation, "", {b}, check.total, schedule.ops[i].start, group, {}};
        std::string parts;
        for (std::size_t op : group) {
            if (profiles[op].run[b] == 0) continue;
            for (std::size_t t : profiles[op].tensorsOn(b)) w.tensors.push_back(t);
            parts += fmt::format("{}{} `{}` {}", parts.empty() ? "" : " + ", resourceName(list.ops[op].resource), opName(list, op),
                                 profiles[op].run[b]);
        }
        dropRepeats(w.tensors);
        w.message = fmt::format(
            "from cycle {} the concurrent commands make {} consecutive accesses to DM bank {} ({} = {}; "
            "tensors {}), not below {}: the DMA request can starve into a NoC timeout",
            w.cycle, check.total, b, parts, check.total, tensorNames(w.tensors, list), check.bound);
        attach(schedule, std::move(w));
    }
}

}  // namespace

u64 BankProfile::longestRun() const { return *std::max_element(run.begin(), run.end()); }

std::uint32_t BankProfile::usedBanks() const {
    std::uint32_t mask = 0;
    for (std::size_t b = 0; b < kBanks; ++b)
        if (run[b] > 0) mask |= std::uint32_t{1} << b;
    return mask;
}

std::vector<std::size_t> BankProfile::tensorsOn(std::size_t bank) const {
    std::vector<std::size_t> out;
    for (const TensorBanks& t : tensors)
        if (t.banks >> bank & 1) out.push_back(t.tensor);
    return out;
}

BankProfile bankProfile(const Operation& op, const OpList& list) {
    BankProfile p;
    const std::vector<std::size_t> tensors = dmTensors(op, list);
    std::vector<std::uint32_t> touched;
    touched.reserve(tensors.size());
    for (std::size_t t : tensors) touched.push_back(banksTouched(list.tensors[t].range));
    if (op.bankRuns.empty()) {
        // dmTensors lists each tensor once: one entry per tensor with all its banks.
        for (std::size_t k = 0; k < tensors.size(); ++k) {
            for (std::size_t b = 0; b < kBanks; ++b)
                if (touched[k] >> b & 1) p.run[b] = 1;
            if (touched[k] != 0) p.tensors.push_back({tensors[k], touched[k]});
        }
        return p;
    }
    // A run naming its tensor belongs to it; a run naming none to every DM
    // tensor of the operation a sequential walk takes through its bank.
    std::unordered_map<std::size_t, std::size_t> entry;  // tensor -> its place in p.tensors
    auto attribute = [&](std::size_t tensor, std::uint32_t banks) {
        const auto [at, added] = entry.try_emplace(tensor, p.tensors.size());
        if (added) p.tensors.push_back({tensor, 0});
        p.tensors[at->second].banks |= banks;
    };
    std::uint32_t unnamed = 0;
    for (const BankRun& r : op.bankRuns) {
        p.run[r.bank] = std::max(p.run[r.bank], r.count);
        if (r.tensor) attribute(*r.tensor, std::uint32_t{1} << r.bank);
        else unnamed |= std::uint32_t{1} << r.bank;
    }
    for (std::size_t k = 0; k < tensors.size(); ++k)
        if (touched[k] & unnamed) attribute(tensors[k], touched[k] & unnamed);
    return p;
}

void analyseBanks(const OpList& list, const std::vector<BankProfile>& profiles, Schedule& schedule) {
    std::array<std::optional<std::size_t>, kResources> last{};
    for (std::size_t i = 0; i < list.ops.size(); ++i) {
        if (schedule.ops[i].occupiesDma) warnSerialized(i, profiles[i], list, schedule);
        const std::vector<std::size_t> running = runningWith(i, last, schedule);
        for (std::size_t j : running) warnConflict(i, j, profiles, list, schedule);
        warnStarvation(i, running, profiles, list, schedule);
        last[static_cast<std::size_t>(list.ops[i].resource)] = i;
    }
}

}  // namespace tcpwb::schedule::detail
