// The Kernel tab's part of the window: File > Open Kernel…, the kernel
// samples, .rs files dropped on the window, and a stage's stream opened in
// the mapping studio as a new design.
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QTabWidget>

#include "CommandLine.h"
#include "MainWindow.h"
#include "RecentFiles.h"
#include "document/Project.h"
#include "kernel/KernelDocument.h"
#include "kernel/KernelView.h"
#include "timeline/KernelTraceSync.h"

namespace tcpwb::gui {
namespace {

constexpr auto kKernelSamples = ":/kernels";

QStringList localFiles(const QMimeData* data) {
    QStringList files;
    if (!data || !data->hasUrls()) return files;
    for (const QUrl& url : data->urls())
        if (url.isLocalFile()) files << url.toLocalFile();
    return files;
}

}  // namespace

void MainWindow::createKernelActions(QMenu* file) {
    tabs_->addTab(kernelView_, tr("Kernel"));
    setAcceptDrops(true);
    // The timeline's replay cursor and the flit stepper follow each other
    // when the trace is the kernel's own run.
    new widgets::KernelTraceSync(timeline_, kernelView_, this);
    connect(kernelView_, &widgets::KernelView::openInStudio, this,
            [this](const QString& name, const widgets::MappingContent& content) {
                project_->addDesign(name, content);
                tabs_->setCurrentIndex(0);
                showStatus(tr("Added the design %1 from the kernel").arg(name));
            });

    file->addAction(tr("Open &Kernel…"), QKeySequence(Qt::CTRL | Qt::Key_K), this, &MainWindow::openKernelDialog);
    QMenu* samples = file->addMenu(tr("Kernel Sa&mples"));
    samples->setObjectName(QStringLiteral("kernelSamples"));
    for (const QString& name : QDir(QLatin1String(kKernelSamples)).entryList({QStringLiteral("*.rs")}, QDir::Files, QDir::Name)) {
        const QString path = QLatin1String(kKernelSamples) + QLatin1Char('/') + name;
        samples->addAction(name, this, [this, path] {
            QString error;
            if (!openKernel(path, &error)) showError(tr("Open Kernel"), error);
        });
    }
}

bool MainWindow::openKernel(const QString& path, QString* error) {
    QString message;
    if (!kernel_->load(path, &message)) {
        showStatus(message);
        if (error) *error = message;
        return false;
    }
    recent_->add(path);
    tabs_->setCurrentWidget(kernelView_);
    showStatus(kernel_->error() ? tr("Opened the kernel %1: %2").arg(kernel_->name(), kernel_->error()->message)
                                : tr("Opened the kernel %1").arg(kernel_->name()));
    return true;
}

void MainWindow::openKernelDialog() {
    const QString dir = QFileInfo(kernel_->filePath().isEmpty() ? project_->filePath() : kernel_->filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Kernel"), dir, tr("Kernels (*.rs);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!openKernel(path, &error)) showError(tr("Open Kernel"), error);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!localFiles(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

// A kernel opens in the Kernel tab; any other file as a project or design.
void MainWindow::dropEvent(QDropEvent* event) {
    const QStringList files = localFiles(event->mimeData());
    if (files.isEmpty()) return;
    event->acceptProposedAction();
    const QString& path = files.front();
    if (!isKernelFile(path) && !maybeSave()) return;
    QString error;
    if (!openFile(path, &error)) showError(tr("Open"), error);
}

}  // namespace tcpwb::gui
