#include "widgets/timeline/KernelTraceSync.h"

#include <QItemSelectionModel>
#include <QTreeView>
#include <map>
#include <tuple>

#include "widgets/kernel/FlitStepper.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelOpsModel.h"
#include "widgets/kernel/KernelView.h"
#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelineView.h"

namespace tcpwb::widgets {

namespace {

// The run's operation i as the trace writes it: the slice of category
// `operation` whose `index` argument is i.
using Placed = std::map<std::int64_t, std::tuple<std::string, u64, u64>>;

Placed operationSlices(const trace::Trace& t) {
    Placed out;
    for (const trace::Slice& s : t.slices) {
        if (t.text(s.category) != "operation") continue;
        for (std::uint32_t a = 0; a < s.argsCount; ++a) {
            const trace::Arg& arg = t.args[s.argsBegin + a];
            if (t.text(arg.key) != "index") continue;
            if (const auto* index = std::get_if<std::int64_t>(&arg.value)) out[*index] = {t.text(s.name), s.start, s.end};
        }
    }
    return out;
}

}  // namespace

KernelTraceSync::KernelTraceSync(TimelineView* timeline, KernelView* kernel, QObject* parent)
    : QObject(parent), timeline_(timeline), kernel_(kernel) {
    setObjectName(QStringLiteral("kernelTraceSync"));
    connect(timeline_, &TimelineView::traceLoaded, this, &KernelTraceSync::relink);
    connect(kernel_->document(), &KernelDocument::runFinished, this, &KernelTraceSync::relink);
    connect(kernel_->document(), &KernelDocument::loaded, this, &KernelTraceSync::relink);
    connect(timeline_, &TimelineView::cursorCycleChanged, this, &KernelTraceSync::followTimeline);
    connect(kernel_->flitStepper(), &FlitStepper::cycleChanged, this, &KernelTraceSync::followStepper);
    relink();
}

void KernelTraceSync::relink() {
    const bool was = linked_;
    spans_.clear();
    linked_ = false;
    const sim::RunResult* run = kernel_->document()->runResult();
    const sim::ProgramPlan* plan = kernel_->document()->plan();
    if (run && plan && !run->ops.empty() && timeline_->model()->hasSlices()) {
        const Placed placed = operationSlices(timeline_->model()->trace());
        bool same = placed.size() == run->ops.size();
        for (std::size_t i = 0; same && i < run->ops.size(); ++i) {
            const sim::OpTiming& op = run->ops[i];
            const auto found = placed.find(static_cast<std::int64_t>(i));
            same = found != placed.end() && found->second == std::make_tuple(op.name, op.start, op.end);
        }
        if (same) {
            for (const sim::OpTiming& op : run->ops) {
                const bool pass = op.op < plan->ops.size() && plan->ops[op.op].pass.has_value();
                spans_.push_back({static_cast<int>(op.op), op.start, op.end, pass});
            }
            linked_ = true;
        }
    }
    if (was != linked_) emit linkChanged(linked_);
}

std::optional<int> KernelTraceSync::operationAt(u64 cycle) const {
    // An operation occupies [start, end); an instant one its start cycle.
    auto runs = [cycle](const Span& s) { return cycle >= s.start && (cycle < s.end || cycle == s.start); };
    const int shown = kernel_->flitStepper()->operation();
    for (const Span& s : spans_)
        if (s.op == shown && s.pass && runs(s)) return s.op;
    for (const Span& s : spans_)
        if (s.pass && runs(s)) return s.op;
    for (const Span& s : spans_)
        if (runs(s)) return s.op;
    return std::nullopt;
}

void KernelTraceSync::followTimeline(quint64 cycle) {
    if (!linked_ || syncing_) return;
    const auto op = operationAt(cycle);
    if (!op) return;
    syncing_ = true;
    QTreeView* tree = kernel_->opsView();
    const QModelIndex row = tree->model()->index(*op, 0);
    // Only a change of operation touches the tree (it scrolls the source);
    // a stage of the operation chosen by the user stays chosen.
    if (KernelOpsModel::operationOf(tree->currentIndex()) != *op) tree->setCurrentIndex(row);
    for (const Span& s : spans_)
        if (s.op == *op && s.pass) kernel_->flitStepper()->jumpTo(qint64(std::min<u64>(cycle - s.start, INT32_MAX)));
    syncing_ = false;
}

void KernelTraceSync::followStepper(int operation, quint64 cycle) {
    if (!linked_ || syncing_) return;
    for (const Span& s : spans_) {
        if (s.op != operation) continue;
        syncing_ = true;
        timeline_->setCursorCycle(checkedAdd(s.start, u64(cycle)).value_or(s.start));
        syncing_ = false;
        return;
    }
}

}  // namespace tcpwb::widgets
