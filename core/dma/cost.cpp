#include "dma/cost.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <unordered_map>
#include <vector>

#include "dma/request_walk.h"
#include "memory/dm.h"
#include "memory/hbm.h"

namespace tcpwb::dma {
namespace {

// Requests walked per descriptor; beyond this the rest is scaled from the prefix.
constexpr u64 kMaxWalkedRequests = u64{1} << 20;

// The HBM side of every descriptor shares the chips' channels: reads queue
// per channel, and a row switch costs ~40 cycles instead of ~5.3. Flat
// arrays by chip * channels + channel, grown as chips appear: the walk
// visits every 256-byte request (GEMM's broadcast inputs: 128K each).
struct HbmChannels {
    std::vector<double> load;  // cycles
    std::vector<u64> requests;
    std::vector<u64> switches;  // requests that switched their bank's row
    std::vector<char> read;     // the channel had a read
    std::vector<double> last;   // the cycles of its last request

    void add(u64 channel, double cycles, bool switchesRow) {
        if (channel >= read.size()) {
            load.resize(channel + 1, 0.0);
            last.resize(channel + 1, 0.0);
            requests.resize(channel + 1, 0);
            switches.resize(channel + 1, 0);
            read.resize(channel + 1, 0);
        }
        load[channel] += cycles;
        last[channel] = cycles;
        requests[channel] += 1;
        switches[channel] += switchesRow;
        read[channel] = 1;
    }
    u64 channelsRead() const { return u64(std::count(read.begin(), read.end(), 1)); }
    double maxLoad(const std::set<u64>& chips) const {
        double m = 0;
        for (u64 ch = 0; ch < read.size(); ++ch)
            if (read[ch] && chips.count(ch / memory::kHbm.channels())) m = std::max(m, load[ch]);
        return m;
    }
    // When the busiest channel takes up its last request: its load without that request's own cycles.
    double maxTakenUp(const std::set<u64>& chips) const {
        double m = 0;
        for (u64 ch = 0; ch < read.size(); ++ch)
            if (read[ch] && chips.count(ch / memory::kHbm.channels())) m = std::max(m, load[ch] - last[ch]);
        return m;
    }
};

class SideWalker {
public:
    SideWalker(Medium medium, bool read, CostRules rules) : medium_(medium), read_(read), rules_(rules) { cost.medium = medium; }

    SideCost cost;
    std::set<u64> chips;
    u64 channelsUsed = 0;

    // When the command's last HBM write issued (CostRules::rmwInChannel), scaled from a walked
    // prefix as the other tallies are.
    double inOrderIssueCycles(double weight) const { return issueCycles_ * weight; }

    void visit(const Location& at, u64 bytes, double weight, HbmChannels& hbm) {
        ++cost.requests;
        if (chips.empty() || at.chip != lastChip_) {
            chips.insert(at.chip);
            lastChip_ = at.chip;
        }
        if (medium_ == Medium::Hbm) return visitHbm(at, bytes, weight, hbm);
        if (medium_ == Medium::Spm) {
            cost.engineCycles += weight * static_cast<double>(ceilDiv(bytes, memory::kSpmBytesPerCycle));
            return;
        }
        // DM: a slice moves 128 B/cycle; a request to another slice (or
        // DMN) than the previous one overlaps with it (slice and DMN interleaving).
        const bool repeat = havePrevious_ && previous_.chip == at.chip && previous_.cluster == at.cluster && previous_.slice == at.slice;
        cost.sameSliceRepeats += repeat;
        cost.engineCycles += weight * (repeat ? static_cast<double>(ceilDiv(bytes, memory::kDmnBytesPerCycle)) : 1.0);
        previous_ = at;
        havePrevious_ = true;
    }

private:
    static constexpr u64 kBanksPerChip = memory::kHbm.channels() * 64;  // HbmAddress::bankId's range
    static constexpr u64 kClosed = ~u64{0};

    void visitHbm(const Location& at, u64 bytes, double weight, HbmChannels& hbm) {
        const memory::HbmAddress a = memory::decodeHbmAddress(at.byte);
        // planDma allows kMaxChips; a location past them (not from a valid plan) shares the last
        // chip's slots rather than growing the arrays without bound.
        const u64 chip = std::min<u64>(at.chip, kMaxChips - 1);
        const u64 channel = chip * memory::kHbm.channels() + a.globalChannel();
        if (channel >= channelSeen_.size()) channelSeen_.resize(channel + 1, 0);
        if (!channelSeen_[channel]) {
            channelSeen_[channel] = 1;
            ++channelsUsed;
        }
        const bool crosses = at.byte % memory::kHbmUnitBytes + bytes > memory::kHbmUnitBytes;
        if (!read_) {
            // Partial or misaligned units are read, modified and written back.
            const bool rmw = bytes < memory::kHbmUnitBytes || at.byte % memory::kHbmUnitBytes != 0;
            cost.rmwRequests += rmw;
            const double slowdown = rmw ? static_cast<double>(memory::kRmwSlowdown) : 1.0;
            if (!rules_.rmwInChannel) {
                cost.engineCycles += weight * slowdown;
                return;
            }
            cost.engineCycles += weight;
            hbm.add(channel, weight * slowdown * memory::kHbmCyclesPerRequest, false);
            issueInOrder(chip * kUnitsPerChipKey + at.byte / memory::kHbmUnitBytes, rmw, slowdown * memory::kHbmCyclesPerRequest);
            return;
        }
        const u64 bank = chip * kBanksPerChip + a.bankId();
        if (bank >= openRows_.size()) openRows_.resize(bank + 1, kClosed);
        const bool switches = openRows_[bank] != kClosed && openRows_[bank] != a.row;
        openRows_[bank] = a.row;  // rows start closed: the first access opens one for free
        cost.rowSwitches += switches;
        cost.unalignedReads += crosses;
        const double transfers = crosses ? static_cast<double>(memory::kUnalignedReadPenalty) : 1.0;
        cost.engineCycles += weight * transfers;
        hbm.add(channel, weight * transfers * (switches ? memory::kHbmRowConflictCyclesPerRequest : memory::kHbmCyclesPerRequest),
                switches);
    }

    // The engine issues its writes in order, one a cycle; a write to a unit
    // whose read-modify-write is still under way waits for it (the RMW reads
    // the whole unit, so it must see the previous write-back), and so does
    // every write behind it. `unitBusyUntil_` holds, per unit, when its last
    // RMW ends, in the command's own (unweighted) cycles.
    void issueInOrder(u64 unit, bool rmw, double rmwCycles) {
        double issue = issueCycles_;
        if (const auto it = unitBusyUntil_.find(unit); it != unitBusyUntil_.end()) issue = std::max(issue, it->second);
        issueCycles_ = issue + 1.0;
        if (rmw) unitBusyUntil_[unit] = issue + rmwCycles;
    }

    static constexpr u64 kUnitsPerChipKey = u64{1} << 40;  // HBM units per chip, as a key's stride

    Medium medium_;
    bool read_;
    CostRules rules_;
    Location previous_;
    bool havePrevious_ = false;
    u64 lastChip_ = 0;
    std::vector<char> channelSeen_;  // by chip * channels + channel
    std::vector<u64> openRows_;      // by chip * kBanksPerChip + bankId: the open row, or kClosed
    double issueCycles_ = 0;
    std::unordered_map<u64, double> unitBusyUntil_;
};

struct Walked {
    DescriptorCost cost;
    SideWalker read, write;
    double writeIssueCycles = 0;  // CostRules::rmwInChannel: when the last HBM write issued
};

// `hbm` tallies the HBM reads per channel, `hbmWrites` the writes (CostRules::rmwInChannel).
Walked walk(const DmaPlan& plan, const Descriptor& d, CostRules rules, HbmChannels& hbm, HbmChannels& hbmWrites, bool& extrapolated) {
    Walked w{{}, SideWalker(plan.in, true, rules), SideWalker(plan.out, false, rules)};
    w.cost.unitIndex = d.unitIndex;
    w.cost.segment = d.segment;
    const u64 packets = d.packets();
    const u64 total = checkedMul(packets, plan.requestsPerPacket).value_or(kMaxSize);
    const u64 walked = std::min(total, kMaxWalkedRequests);
    const double weight = walked ? static_cast<double>(total) / static_cast<double>(walked) : 1.0;
    if (walked < total) extrapolated = true;
    u64 pcieBytes = 0;
    walkRequests(plan, d, walked, [&](const Location& from, const Location& to, u64 bytes) {
        w.read.visit(from, bytes, weight, hbm);
        w.write.visit(to, bytes, weight, hbmWrites);
        if (from.chip != to.chip) pcieBytes += bytes;
    });
    w.cost.read = w.read.cost;
    w.cost.write = w.write.cost;
    w.writeIssueCycles = w.write.inOrderIssueCycles(weight);
    w.cost.read.requests = w.cost.write.requests = total;
    w.cost.pcieCycles = weight * static_cast<double>(pcieBytes) / static_cast<double>(memory::kPcieBytesPerCycle);
    return w;
}

std::string boundOf(const SideCost& s) {
    if (s.medium == Medium::Spm) return "spm";
    if (s.medium == Medium::Dm) return s.sameSliceRepeats ? "dm_slice" : "engine";
    if (s.rmwRequests) return "rmw";
    return "engine";
}

// The lessons of Examples 4 and 5 and of "Misaligned Access", in words.
void adviseOn(DmaCost& cost, const HbmChannels& hbm) {
    u64 reads = 0, switches = 0, rmw = 0, writes = 0;
    for (const DescriptorCost& d : cost.descriptors) {
        if (d.read.medium == Medium::Hbm) reads += d.read.requests, switches += d.read.rowSwitches;
        if (d.write.medium == Medium::Hbm) writes += d.write.requests, rmw += d.write.rmwRequests;
    }
    std::set<u64> chips, stacks;
    for (u64 channel = 0; channel < hbm.read.size(); ++channel) {
        if (!hbm.read[channel]) continue;
        chips.insert(channel / memory::kHbm.channels());
        stacks.insert(channel / memory::kHbm.channelsPerStack);
    }
    if (reads >= memory::kHbm.channels() && stacks.size() < 2 * chips.size())
        cost.advice.push_back(
            fmt::format("the HBM reads use {} of the {} channels: interleave address bit 8 (the stack) in "
                        "the innermost loops to use both stacks",
                        hbm.channelsRead(), chips.size() * memory::kHbm.channels()));
    if (reads && switches * 2 > reads)
        cost.advice.push_back(
            fmt::format("{} of {} HBM reads switch their bank's row (~{} cycles each): keep the loops "
                        "that change row bits (21 and up) outermost",
                        switches, reads, memory::kHbmRowConflictCyclesPerRequest));
    if (rmw)
        cost.advice.push_back(
            fmt::format("{} of {} HBM write requests are partial 256-byte units and need "
                        "read-modify-write (~{}x slower): make packets and addresses multiples of 256 bytes",
                        rmw, writes, memory::kRmwSlowdown));
}

std::vector<UnitCost> unitCosts(const DmaPlan& plan, const std::vector<DescriptorCost>& descriptors) {
    std::vector<UnitCost> units(plan.units);
    for (u64 u = 0; u < plan.units; ++u) {
        units[u].unitIndex = u;
        if (u < plan.engines.size()) units[u].unit = plan.engines[u];
    }
    for (const DescriptorCost& c : descriptors) {
        UnitCost& unit = units.at(c.unitIndex);
        unit.commands += 1;
        unit.readCycles += c.read.cycles;
        unit.writeCycles += c.write.cycles;
        unit.dataCycles += c.dataCycles;
        unit.startupCycles += c.startupCycles;
        unit.cycles += c.cycles;
    }
    return units;
}

}  // namespace

u64 DmaCost::roundedCycles() const { return static_cast<u64>(std::llround(cycles)); }

DmaCost estimateCost(const DmaPlan& plan, const CostRules& rules) {
    DmaCost out;
    HbmChannels hbm, hbmWrites;
    std::vector<Walked> walked;
    for (const Descriptor& d : plan.descriptors) walked.push_back(walk(plan, d, rules, hbm, hbmWrites, out.extrapolated));
    // Reads from HBM wait for their channels, which every engine on the chip shares.
    for (u64 ch = 0; ch < hbm.read.size(); ++ch) {
        if (!hbm.read[ch]) continue;
        out.hbmReadRequestsMaxChannel = std::max(out.hbmReadRequestsMaxChannel, hbm.requests[ch]);
        if (hbm.load[ch] > out.hbmReadMaxChannelCycles) {
            out.hbmReadMaxChannelCycles = hbm.load[ch];
            out.hbmReadRowSwitchesMaxChannel = hbm.switches[ch];
            out.hbmReadCyclesPerRequest =
                hbm.switches[ch] * 2 > hbm.requests[ch] ? memory::kHbmRowConflictCyclesPerRequest : memory::kHbmCyclesPerRequest;
        }
    }
    out.hbmReadChannels = hbm.channelsRead();
    // Scale the request counts per channel of an extrapolated walk too.
    out.unitCycles.assign(plan.units, 0.0);
    for (Walked& w : walked) {
        DescriptorCost& c = w.cost;
        c.read.bound = boundOf(c.read);
        c.write.bound = boundOf(c.write);
        c.read.cycles = c.read.engineCycles;
        c.write.cycles = c.write.engineCycles;
        c.read.channelsUsed = w.read.channelsUsed;
        c.write.channelsUsed = w.write.channelsUsed;
        if (plan.in == Medium::Hbm) {
            const double channelBound = hbm.maxLoad(w.read.chips);
            if (channelBound > c.read.cycles) {
                c.read.cycles = channelBound;
                c.read.bound = c.read.rowSwitches ? "hbm_row_switches" : "hbm_channels";
            }
        }
        if (plan.out == Medium::Hbm && rules.rmwInChannel) {
            // A command is done once its last write is taken up (the engine does not wait for that
            // write's own read-modify-write): by the busiest channel, after the writes queued before
            // it, and by the engine, in order, after the RMWs of its unit before it.
            const double channelBound = std::max(hbmWrites.maxTakenUp(w.write.chips), w.writeIssueCycles);
            if (channelBound > c.write.cycles) {
                c.write.cycles = channelBound;
                c.write.bound = c.write.rmwRequests ? "rmw" : "hbm_channels";
            }
        }
        // Writes into SRAM hide behind the long HBM read stream (Examples 2,
        // 4, 5); every other pair reads and writes in turn (Examples 1, 3, 6).
        c.overlapped = plan.in == Medium::Hbm && isSram(plan.out);
        c.dataCycles = c.overlapped ? std::max(c.read.cycles, c.write.cycles) : c.read.cycles + c.write.cycles;
        c.dataCycles = std::max(c.dataCycles, c.pcieCycles);
        c.startupCycles = kStartupCycles;
        c.cycles = c.dataCycles + static_cast<double>(c.startupCycles);
        out.requests = checkedAdd(out.requests, c.read.requests).value_or(kMaxSize);
        out.unitCycles[c.unitIndex] += c.cycles;
        out.descriptors.push_back(c);
    }
    for (double u : out.unitCycles) out.cycles = std::max(out.cycles, u);
    out.units = unitCosts(plan, out.descriptors);
    adviseOn(out, hbm);
    return out;
}

}  // namespace tcpwb::dma
