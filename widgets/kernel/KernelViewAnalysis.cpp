// The Kernel tab's run analysis: the last run's trace read as a schedule
// (core/analysis, through a TimelineIndex as the Timeline reads it), shown
// by ScheduleAnalysisView. A row chooses its operation in the ops tree (which
// highlights its line and steps the flits of a pass); a cost per source line
// row puts the source's cursor on its statement.
#include <QHeaderView>
#include <QTreeView>

#include "widgets/analysis/ScheduleAnalysisView.h"
#include "widgets/analysis/TimelineIndex.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelOpsModel.h"
#include "widgets/kernel/KernelView.h"

namespace tcpwb::widgets {

QWidget* KernelView::createAnalysis() {
    analysis_ = new ScheduleAnalysisView(ScheduleAnalysisView::WithSource::No, this);
    analysis_->setObjectName(QStringLiteral("kernelRunAnalysis"));
    analysis_->setPlaceholder(tr("Run the kernel (F5): its schedule is analysed here, line by line of its source."));
    connect(analysis_, &ScheduleAnalysisView::operationsChosen, this, &KernelView::chooseRunOperations);
    connect(analysis_, &ScheduleAnalysisView::sourceLineChosen, this, [this](const QString&, int line, int column) {
        if (line <= 0) return;
        showOwnSource();  // a line of the kernel's file
        jumpToSource(line, column);
    });
    return analysis_;
}

void KernelView::showRunAnalysis(const sim::RunResult& result) {
    runProgramOps_.clear();
    for (const sim::OpTiming& op : result.ops) runProgramOps_.push_back(op.op);
    analysis_->setIndex(TimelineIndex::build(latestRun_));
}

// A run's operation is the schedule's (its `index` argument), which is the
// program's operation that run.ops names: that row of the ops tree.
void KernelView::chooseRunOperations(const std::vector<std::uint32_t>& ops) {
    const auto index = analysis_->index();
    if (ops.empty() || !index || ops.front() >= index->graph.ops.size()) return;
    bool ok = false;
    const std::size_t scheduled = QString::fromStdString(analysis::opIndex(index->graph, index->graph.ops[ops.front()])).toULongLong(&ok);
    if (!ok || scheduled >= runProgramOps_.size()) return;
    const int programOp = int(runProgramOps_[scheduled]);
    if (programOp >= ops_->rowCount()) return;
    opsView_->setCurrentIndex(ops_->index(programOp, 0));
    opsView_->scrollTo(opsView_->currentIndex());
}

}  // namespace tcpwb::widgets
