#include "widgets/banks/BankStream.h"

#include <QCoreApplication>
#include <algorithm>
#include <map>

#include "memory/dm.h"
#include "widgets/document/StringBridge.h"
#include "widgets/models/CoreText.h"

namespace tcpwb::widgets {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(BankView)
};

// Per axis, the smallest and largest coordinate seen; an axis missing from
// an index (TensorIndex leaves zeros out) counts as coordinate 0.
class CoordinateRange {
public:
    void add(const mapping::TensorIndex& index) {
        for (const auto& [axis, value] : index.entries()) {
            auto [it, inserted] = ranges_.try_emplace(axis, std::pair<u64, u64>{value, value});
            if (inserted && seen_ > 0) it->second.first = 0;  // earlier indices had 0 on this axis
            it->second.first = std::min(it->second.first, value);
            it->second.second = std::max(it->second.second, value);
        }
        for (auto& [axis, range] : ranges_)
            if (index.get(axis) == 0) range.first = 0;
        ++seen_;
    }
    void addPadding() { padding_ = true; }

    QString text(const mapping::CompiledMapping& buffer) const {
        const mapping::AxisEnv& env = buffer.env();
        QStringList parts;
        for (const auto& [axis, range] : ranges_) {
            const QString name = toQt(env[axis].name);
            parts << (range.first == range.second
                          ? QStringLiteral("%1:%2").arg(name).arg(qulonglong(range.first))
                          : QStringLiteral("%1:%2..%3").arg(name).arg(qulonglong(range.first)).arg(qulonglong(range.second)));
        }
        if (parts.isEmpty() && seen_ > 0) parts << indexText(mapping::TensorIndex{}, buffer);
        if (padding_) parts << Text::tr("padding");
        return parts.join(QStringLiteral(", "));
    }

private:
    std::map<mapping::AxisId, std::pair<u64, u64>> ranges_;
    u64 seen_ = 0;
    bool padding_ = false;
};

// The elements of one access that lie in `bank` (core's elementsInBank),
// added to `range`; returns how many were looked up.
u64 addAccess(CoordinateRange& range, std::int64_t address, u64 accessBytes, unsigned bank, const mapping::CompiledMapping& buffer,
              tensor::DType dtype) {
    const std::vector<u64> positions = sequencer::elementsInBank(address, accessBytes, bank, dtype);
    for (u64 position : positions) {
        if (auto index = buffer.at(position)) range.add(*index);
        else range.addPadding();
    }
    return positions.size();
}

// Names the streak's colliding elements from `samples` of its accesses,
// evenly spaced, first and last included (all of them when they fit).
void nameCoordinates(BankStreakInfo& streak, const sequencer::BankTrace& trace, u64 accessBytes, const mapping::CompiledMapping& buffer,
                     tensor::DType dtype, u64 samples, u64& budget) {
    CoordinateRange range;
    const u64 length = streak.last - streak.first + 1;
    samples = std::clamp<u64>(samples, 2, length);
    streak.sampled = samples < length;
    for (u64 k = 0; k < samples; ++k) {
        const u64 i = streak.first + (samples == 1 ? 0 : k * (length - 1) / (samples - 1));
        const u64 looked = addAccess(range, trace.accesses[i].address, accessBytes, streak.bank, buffer, dtype);
        budget -= std::min(budget, looked);
    }
    streak.coordinates = range.text(buffer);
    if (streak.sampled) streak.coordinates += QStringLiteral(" …");
}

QString sliceText(const mapping::CompiledMapping* sliceMapping, u64 slice) {
    if (!sliceMapping || sliceMapping->size() <= 1) return {};
    if (auto index = sliceMapping->at(slice))
        return index->empty() ? Text::tr("every axis at 0") : toQt(mapping::formatIndex(*index, sliceMapping->env()));
    return Text::tr("padding");
}

}  // namespace

QString BankStream::verdict() const {
    if (!available) return Text::tr("No fetch or commit configuration to trace.");
    const QString scope = capped ? Text::tr(" in the first %1 accesses").arg(qulonglong(banks.size())) : QString();
    // A streak is a run that reaches the bound of "Memory Performance" (64).
    const u64 bound = memory::consecutiveAccessBound();
    if (streaks.empty()) return Text::tr("No bank is hit %1 times in a row%2.").arg(QString::number(bound), scope);
    u64 longest = 0;
    for (const auto& s : streaks) longest = std::max(longest, s.length);
    const QString count = streaks.size() == 1 ? Text::tr("1 streak") : Text::tr("%1 streaks").arg(streaks.size());
    return Text::tr("%1 of %2 or more accesses to one bank%3 (the longest %4): a starvation risk for the DMA Engine.")
        .arg(count, QString::number(bound), scope, QString::number(longest));
}

BankStream computeBankStream(const StreamDerivation& stream, const mapping::CompiledMapping* buffer,
                             const mapping::CompiledMapping* sliceMapping, u64 slice) {
    BankStream out;
    const sequencer::Config* config = stream.shownConfig();
    if (!config || !stream.time) return out;
    out.available = true;
    const sequencer::StreamAccesses accesses = stream.accesses();
    out.engine = toQt(std::string(sequencer::unitName(accesses.unit)));
    out.accessBytes = accesses.bytes;
    out.totalAccesses = accesses.total;
    out.slices = sliceMapping ? std::max<u64>(sliceMapping->size(), 1) : 1;
    out.sliceCoordinates = sliceText(sliceMapping, slice < out.slices ? slice : 0);

    const auto trace = sequencer::traceBanks(*config, stream.dtype, out.accessBytes, kMaxTracedAccesses);
    out.capped = trace.truncated;
    out.banks.reserve(trace.accesses.size());
    for (const auto& access : trace.accesses) out.banks.push_back(access.banks);
    for (const auto& s : trace.streaks) out.streaks.push_back({s.bank, s.firstCycle, s.firstCycle + s.length - 1, s.length, {}, false});
    std::sort(out.streaks.begin(), out.streaks.end(),
              [](const BankStreakInfo& a, const BankStreakInfo& b) { return std::tie(a.first, a.bank) < std::tie(b.first, b.bank); });
    if (!buffer) return out;
    const u64 elementBits = tensor::info(stream.dtype).storageBits;
    // Share the budget evenly; each access looks up its elements in one bank.
    const u64 perAccess = std::max<u64>(std::min(out.accessBytes, memory::kDm.bytesPerRow) * 8 / elementBits, 1);
    u64 budget = kCoordinateBudget;
    for (std::size_t s = 0; s < out.streaks.size(); ++s) {
        auto& streak = out.streaks[s];
        if (budget == 0) {
            streak.sampled = true;
            streak.coordinates = Text::tr("not named: the lookup budget of one update is spent");
            continue;
        }
        const u64 share = budget / (out.streaks.size() - s) / perAccess;
        nameCoordinates(streak, trace, out.accessBytes, *buffer, stream.dtype, share, budget);
        if (!out.sliceCoordinates.isEmpty()) streak.coordinates = Text::tr("slice %1; %2").arg(out.sliceCoordinates, streak.coordinates);
    }
    return out;
}

}  // namespace tcpwb::widgets
