// The Compare tab's part of the window: File > Compare Traces…, the
// Timeline tab's trace compared with another file, and the Kernel tab's
// "Compare with previous run". See docs/gui-compare.md.
#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QTabWidget>

#include "MainWindow.h"
#include "widgets/compare/CompareView.h"
#include "widgets/kernel/KernelView.h"
#include "widgets/timeline/TimelineView.h"

namespace tcpwb::gui {

void MainWindow::createCompareActions(QMenu* file) {
    compare_ = new widgets::CompareView(this);
    tabs_->addTab(compare_, tr("Compare"));
    file->addAction(tr("Co&mpare Traces…"), this, &MainWindow::compareTracesDialog)->setObjectName(QStringLiteral("actionCompareTraces"));
    QAction* withTimeline = file->addAction(tr("Compare Timeline Trace &With…"), this, &MainWindow::compareTimelineTraceWith);
    withTimeline->setObjectName(QStringLiteral("actionCompareTimelineWith"));
    withTimeline->setEnabled(false);
    connect(timeline_, &widgets::TimelineView::traceLoaded, withTimeline,
            [withTimeline](const QString& path) { withTimeline->setEnabled(!path.isEmpty()); });
    connect(compare_, &widgets::CompareView::loadFailed, this, [this](const QString& message) {
        if (askBeforeClosing_) QMessageBox::warning(this, tr("Compare Traces"), message);
    });
    connect(kernelView_, &widgets::KernelView::compareRunsRequested, this,
            [this](std::shared_ptr<const trace::Trace> before, const QString& beforeName, std::shared_ptr<const trace::Trace> after,
                   const QString& afterName) {
                compare_->setTraces(std::move(before), beforeName, std::move(after), afterName);
                tabs_->setCurrentWidget(compare_);
            });
}

void MainWindow::compareTracesDialog() {
    const QString dir = QFileInfo(timeline_->tracePath()).absolutePath();
    const QString filter = tr("Traces (*.json);;All files (*)");
    const QString a = QFileDialog::getOpenFileName(this, tr("Compare: Trace A (before)"), dir, filter);
    if (a.isEmpty()) return;
    const QString b = QFileDialog::getOpenFileName(this, tr("Compare: Trace B (after)"), QFileInfo(a).absolutePath(), filter);
    if (b.isEmpty()) return;
    tabs_->setCurrentWidget(compare_);
    compare_->openTraces(a, b);
}

void MainWindow::compareTimelineTraceWith() {
    const QString a = timeline_->tracePath();
    if (a.isEmpty()) return;
    const QString b = QFileDialog::getOpenFileName(this, tr("Compare %1 With").arg(QFileInfo(a).fileName()), QFileInfo(a).absolutePath(),
                                                   tr("Traces (*.json);;All files (*)"));
    if (b.isEmpty()) return;
    tabs_->setCurrentWidget(compare_);
    compare_->openTraces(a, b);
}

}  // namespace tcpwb::gui
