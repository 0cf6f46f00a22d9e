// The Kernel tab's part of the window: File > Open Kernel…, Open Kernel
// Crate…, the kernel samples, .rs files and crate folders dropped on the window, and a stage's stream opened in
// the mapping studio as a new design.
#include <algorithm>

#include <QDir>
#include <QFile>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QTabWidget>

#include "CommandLine.h"
#include "KernelAutosave.h"
#include "MainWindow.h"
#include "RecentFiles.h"
#include "widgets/document/Project.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelView.h"
#include "widgets/timeline/KernelTraceSync.h"
#include "widgets/timeline/TimelineView.h"

namespace tcpwb::gui {
namespace {

constexpr auto kKernelSamples = ":/kernels";

// The kernel samples in menu order: each manual kernel, then the samples
// derived from it, named after it (`gemv.rs`, `gemv-corrected.rs`; `gemm.rs`,
// `gemm-k1024.rs`), then the next one by name.
QStringList kernelSampleOrder(QStringList names) {
    auto stem = [](const QString& name) { return name.endsWith(QLatin1String(".rs")) ? name.chopped(3) : name; };
    auto key = [&](const QString& name) {
        QString parent;
        for (const QString& other : names)
            if (other != name && stem(name).startsWith(stem(other) + QLatin1Char('-')) && stem(other).size() > parent.size())
                parent = stem(other);
        return parent.isEmpty() ? std::make_pair(stem(name), QString()) : std::make_pair(parent, stem(name));
    };
    std::sort(names.begin(), names.end(), [&](const QString& a, const QString& b) { return key(a) < key(b); });
    return names;
}

// A sample's first comment line (where it is from in the manual, and whether it
// is verbatim or corrected), for the status bar.
QString kernelSampleSummary(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
    const QString first = QString::fromUtf8(file.readLine()).trimmed();
    return first.startsWith(QLatin1String("//")) ? first.mid(2).trimmed() : QString();
}

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
    // A run lands in the Timeline (the previous one stays for Compare with previous run).
    connect(kernelView_, &widgets::KernelView::runRecorded, this, [this](std::shared_ptr<const trace::Trace> run, const QString& name) {
        // The kernel is the run's source, as it was when it ran (edited or a sample).
        timeline_->setSourceText(kernelView_->runSourceFile(), kernelView_->runSourceText());
        timeline_->setTrace(std::move(run), name);
    });
    connect(kernelView_, &widgets::KernelView::openInStudio, this, [this](const QString& name, const widgets::MappingContent& content) {
        project_->addDesign(name, content);
        tabs_->setCurrentIndex(0);
        showStatus(tr("Added the design %1 from the kernel").arg(name));
    });

    file->addAction(tr("Open &Kernel…"), QKeySequence(Qt::CTRL | Qt::Key_K), this, &MainWindow::openKernelDialog);
    file->addAction(tr("Open Kernel &Crate…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K), this, &MainWindow::openKernelCrateDialog);
    // Another file of the crate (the tree, go to definition) asks about unsaved edits first.
    kernelView_->setLeaveCheck([this] { return maybeSaveKernel(); });
    QMenu* samples = file->addMenu(tr("Kernel Sa&mples"));
    samples->setObjectName(QStringLiteral("kernelSamples"));
    auto addSamples = [this](QMenu* menu, const QString& folder) {
        const QStringList names = QDir(folder).entryList({QStringLiteral("*.rs")}, QDir::Files);
        for (const QString& name : kernelSampleOrder(names)) {
            const QString path = folder + QLatin1Char('/') + name;
            QAction* action = menu->addAction(name, this, [this, path] {
                QString error;
                if (!openKernel(path, &error)) showError(tr("Open Kernel"), error);
            });
            action->setStatusTip(kernelSampleSummary(path));
            action->setToolTip(action->statusTip());
        }
        menu->setToolTipsVisible(true);
    };
    addSamples(samples, QLatin1String(kKernelSamples));
    // Kernels of our own in the furiosa-opt toolchain's API.
    QMenu* toolchain = samples->addMenu(tr("furiosa-opt &Toolchain"));
    toolchain->setObjectName(QStringLiteral("toolchainKernelSamples"));
    addSamples(toolchain, QLatin1String(kKernelSamples) + QStringLiteral("/toolchain"));
}

// The kernel's unsaved edits: saved, dropped on purpose, or the action is cancelled.
bool MainWindow::maybeSaveKernel() {
    kernelDiscarded_ = false;
    if (!askBeforeClosing_ || !kernel_->isModified()) return true;
    const bool hasFile = !kernel_->filePath().isEmpty();
    const auto answer = QMessageBox::question(
        this, tr("Unsaved Kernel"),
        hasFile ? tr("Save the edits to the kernel %1?").arg(kernel_->name())
                : tr("The kernel %1 is a built-in sample and cannot be saved. Drop its edits?").arg(kernel_->name()),
        hasFile ? QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel : QMessageBox::Discard | QMessageBox::Cancel,
        hasFile ? QMessageBox::Save : QMessageBox::Cancel);
    if (answer != QMessageBox::Save) {
        kernelDiscarded_ = answer == QMessageBox::Discard;
        if (kernelDiscarded_) kernelAutosave_->discard();  // dropped on purpose: nothing to recover
        return kernelDiscarded_;
    }
    QString error;
    if (kernel_->save(&error)) return true;
    showError(tr("Save Kernel"), error);
    return false;
}

bool MainWindow::openKernel(const QString& path, QString* error) {
    if (!maybeSaveKernel()) {
        if (error) *error = tr("Kept the edited kernel %1").arg(kernel_->name());
        return false;
    }
    QString message;
    const bool crate = QFileInfo(path).isDir();
    if (!(crate ? kernel_->openCrate(path, &message) : kernel_->load(path, &message))) {
        showStatus(message);
        if (error) *error = message;
        return false;
    }
    recent_->add(path);
    tabs_->setCurrentWidget(kernelView_);
    showStatus(kernel_->error() ? tr("Opened the kernel %1: %2").arg(kernel_->name(), kernel_->error()->text())
                                : tr("Opened the kernel %1").arg(kernel_->name()));
    return true;
}

bool MainWindow::chooseKernelFunction(const QString& name, QString* error) {
    if (name.isEmpty()) return true;
    auto entry = kernel::findKernel(kernel_->kernels(), name.toStdString());
    QString function;
    if (entry) {
        function = QString::fromStdString(kernel::nameInFile(*entry));
        kernel_->setEntry(function);
    } else if (kernel_->crate()) {
        // Not in the open file: the crate's, in whichever file it is written.
        if (!maybeSaveKernel() || !kernel_->chooseCrateFunction(name, error)) return false;
        function = kernel_->entry();
    } else {
        if (error) *error = widgets::diagnosticText(entry.error());
        return false;
    }
    // What the open said (the file's own choice) no longer holds.
    showStatus(kernel_->error() ? tr("Chose %1 in the kernel %2: %3").arg(function, kernel_->name(), kernel_->error()->text())
                                : tr("Chose %1 in the kernel %2").arg(function, kernel_->name()));
    return true;
}

void MainWindow::openKernelDialog() {
    const QString dir = QFileInfo(kernel_->filePath().isEmpty() ? project_->filePath() : kernel_->filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Kernel"), dir, tr("Kernels (*.rs);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!openKernel(path, &error)) showError(tr("Open Kernel"), error);
}

void MainWindow::openKernelCrateDialog() {
    const QString start = kernel_->crate() ? kernel_->crateDirectory() : QFileInfo(kernel_->filePath()).absolutePath();
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Kernel Crate"), start);
    if (dir.isEmpty()) return;
    QString error;
    if (!openKernel(dir, &error)) showError(tr("Open Kernel Crate"), error);
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
