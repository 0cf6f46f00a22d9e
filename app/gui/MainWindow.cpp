#include "MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QUndoStack>

#include "Autosave.h"
#include "KernelAutosave.h"
#include "CommandLine.h"
#include "DesignStatus.h"
#include "DesignsDock.h"
#include "RecentFiles.h"
#include "SqueezedTabs.h"
#include "Theme.h"
#include "widgets/banks/BankView.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/document/Project.h"
#include "widgets/document/ProjectFile.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelView.h"
#include "widgets/switch/SwitchView.h"
#include "widgets/timeline/TimelineView.h"
#include "widgets/views/BufferPositionsView.h"
#include "widgets/views/LayoutView.h"
#include "widgets/views/MappingEditorDock.h"
#include "widgets/views/PositionLookup.h"
#include "widgets/views/SequencerDock.h"
#include "widgets/views/TensorUnitDock.h"

// Q_INIT_RESOURCE must run outside any namespace. The samples live in a
// static library, so nothing would pull them into the program otherwise.
static void initSampleResources() { Q_INIT_RESOURCE(tcpwb); }

namespace tcpwb::gui {
namespace {

QString openFilter() {
    return MainWindow::tr(
        "Projects, designs and kernels (*.tcpwbproj.json *.tcpwb.json *.rs);;Projects (*.tcpwbproj.json);;"
        "Designs (*.tcpwb.json);;Kernels (*.rs);;JSON files (*.json);;All files (*)");
}

QString saveFilter() { return MainWindow::tr("Project (*.tcpwbproj.json);;Single design (*.tcpwb.json)"); }

// Save As of a project of several designs must write a project file.
QString withSuffix(QString path, bool asProject) {
    const QString projectSuffix = QLatin1String(widgets::kProjectSuffix);
    if (path.endsWith(projectSuffix)) return path;
    if (!asProject) return path.endsWith(QLatin1String(".json")) ? path : path + QStringLiteral(".tcpwb.json");
    for (const char* suffix : {".tcpwb.json", ".json"})
        if (path.endsWith(QLatin1String(suffix))) path.chop(qsizetype(qstrlen(suffix)));
    return path + projectSuffix;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      document_(new widgets::MappingDocument(this)),
      dock_(new widgets::MappingEditorDock(document_, this)),
      sequencer_(new widgets::SequencerDock(document_, this)),
      tensorUnit_(new widgets::TensorUnitDock(document_, this)),
      positions_(new widgets::BufferPositionsView(document_, this)),
      layout_(new widgets::LayoutView(document_, this)),
      switch_(new widgets::SwitchView(document_, this)),
      timeline_(new widgets::TimelineView(this)),
      tabs_(new SqueezedTabWidget(this)),
      project_(new widgets::Project(document_, this)),
      designs_(new DesignsDock(project_, this)),
      recent_(new RecentFiles(this)),
      autosave_(new Autosave(project_, this)),
      designStatus_(new DesignStatus(project_, this)),
      kernel_(new widgets::KernelDocument(this)),
      kernelView_(new widgets::KernelView(kernel_, this)),
      kernelAutosave_(new KernelAutosave(kernel_, this)),
      theme_(Theme::System) {
    initSampleResources();
    setObjectName(QStringLiteral("mainWindow"));
    tabs_->setObjectName(QStringLiteral("centralTabs"));
    tabs_->setDocumentMode(true);
    tabs_->addTab(positions_, tr("Buffer positions"));
    tabs_->addTab(layout_, tr("Layout"));
    tabs_->addTab(switch_, tr("Switch"));
    connect(tensorUnit_, &widgets::TensorUnitDock::showSwitchView, this, [this] { tabs_->setCurrentWidget(switch_); });
    banks_ = new widgets::BankView(document_, this);
    tabs_->addTab(banks_, tr("Banks"));
    tabs_->addTab(timeline_, tr("Timeline"));
    timeline_->acceptTraceDrops(this);
    connect(timeline_, &widgets::TimelineView::traceLoaded, this, [this] { tabs_->setCurrentWidget(timeline_); });
    connect(timeline_, &widgets::TimelineView::loadFailed, this, [this](const QString& message) {
        if (askBeforeClosing_) QMessageBox::warning(this, tr("Open Trace"), message);
    });
    setCentralWidget(tabs_);
    // The lookup lives in the Mapping dock; it follows the same selection
    // as the table and the grid (linked highlighting).
    dock_->positionLookup()->setSelection(document_->selection());
    addDockWidget(Qt::LeftDockWidgetArea, dock_);
    addDockWidget(Qt::RightDockWidgetArea, sequencer_);
    tabifyDockWidget(sequencer_, tensorUnit_);
    sequencer_->raise();
    resize(kDefaultWindowWidth, 820);
    resizeDocks({dock_, sequencer_}, {kDefaultMappingWidth, kDefaultSequencerWidth}, Qt::Horizontal);
    createMenus();
    createDesktop();
    updateTitle();
}

MainWindow::~MainWindow() {
    // The document dies with the window's children, after this destructor;
    // its undo stack still reports "clean" then, which must not reach
    // updateTitle on a half-destroyed window.
    disconnect(document_, nullptr, this, nullptr);
    disconnect(project_, nullptr, this, nullptr);
}

void MainWindow::createMenus() {
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createHelpMenu();
}

void MainWindow::createFileMenu() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Project"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), this, &MainWindow::newProject);
    file->addAction(tr("&Open Project…"), QKeySequence::Open, this, &MainWindow::open);
    createKernelActions(file);
    recent_->attach(file->addMenu(tr("Open &Recent")));
    file->addAction(tr("Open &Trace…"), QKeySequence(tr("Ctrl+Shift+O")), this, &MainWindow::openTrace)
        ->setObjectName(QStringLiteral("actionOpenTrace"));
    QAction* sourceFolder = file->addAction(tr("Set Source &Folder…"), this, [this] {
        tabs_->setCurrentWidget(timeline_);
        timeline_->chooseSourceFolder();
    });
    sourceFolder->setObjectName(QStringLiteral("actionSetSourceFolder"));
    sourceFolder->setStatusTip(tr("The kernel's folder (its crate): the Timeline shows the schedule's source lines from there"));
    createCompareActions(file);
    file->addSeparator();
    createDesignActions(file);
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    // Explicit keys where a platform may bind none (Save As, Quit).
    file->addAction(tr("Save &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), this, &MainWindow::saveAs);
    file->addAction(tr("&Export View…"), QKeySequence(Qt::CTRL | Qt::Key_E), this, &MainWindow::exportView);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q), this, &QWidget::close);
    quit->setMenuRole(QAction::QuitRole);
}

void MainWindow::createEditMenu() {
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = document_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = document_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
}

void MainWindow::open() {
    const QString dir = QFileInfo(project_->filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Project"), dir, openFilter());
    // A kernel opens beside the project: nothing to save first.
    if (path.isEmpty() || (!isKernelFile(path) && !maybeSave())) return;
    QString error;
    if (!openFile(path, &error)) showError(tr("Open Project"), error);
}

void MainWindow::openTrace() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Trace"), QFileInfo(timeline_->tracePath()).absolutePath(),
                                                      tr("Traces (*.json);;All files (*)"));
    if (path.isEmpty()) return;
    tabs_->setCurrentWidget(timeline_);
    timeline_->openTrace(path);
}

bool MainWindow::save() {
    const bool needsProjectFile = project_->fileKind() == widgets::FileKind::Design && project_->designCount() > 1;
    if (project_->filePath().isEmpty() || needsProjectFile) return saveAs();
    QString error;
    if (saveTo(project_->filePath(), &error)) return true;
    showError(tr("Save"), error);
    return false;
}

bool MainWindow::saveAs() {
    const bool asProject = project_->fileKind() == widgets::FileKind::Project || project_->designCount() > 1;
    QString suggested = project_->filePath();
    if (suggested.isEmpty())
        suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) +
                    (asProject ? QStringLiteral("/project.tcpwbproj.json") : QStringLiteral("/mapping.tcpwb.json"));
    QString filter = saveFilter();
    QString path = QFileDialog::getSaveFileName(this, tr("Save As"), withSuffix(suggested, asProject), filter, &filter);
    if (path.isEmpty()) return false;
    path = withSuffix(path, asProject || path.endsWith(QLatin1String(widgets::kProjectSuffix)) ||
                                filter.contains(QLatin1String(widgets::kProjectSuffix)));
    QString error;
    if (saveTo(path, &error)) return true;
    showError(tr("Save As"), error);
    return false;
}

void MainWindow::about() {
    QMessageBox::about(this, tr("About TCP Workbench"),
                       tr("<h3>TCP Workbench %1</h3>"
                          "<p>A workbench for kernel writers of the TCP Virtual ISA.</p>"
                          "<p>The mapping studio shows what a mapping expression means: its size, its normal "
                          "form, and which tensor element each buffer position holds.</p>")
                           .arg(QApplication::applicationVersion()));
}

bool MainWindow::maybeSave() {
    projectDiscarded_ = false;
    if (!askBeforeClosing_ || !project_->isModified()) return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved Changes"), tr("Save the changes to %1?").arg(project_->displayName()),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    // Discarding on purpose leaves nothing to recover.
    projectDiscarded_ = answer == QMessageBox::Discard;
    if (projectDiscarded_) autosave_->discard();
    return projectDiscarded_;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave() || !maybeSaveKernel()) {
        event->ignore();
        return;
    }
    finishSession();
    event->accept();
}

void MainWindow::updateTitle() {
    // "[*]" is where Qt draws the modified marker; Qt appends the
    // application's display name itself. Several designs: the open one first.
    QString title = project_->displayName();
    if (project_->designCount() > 1) title = project_->designName(project_->activeIndex()) + QStringLiteral(" — ") + title;
    setWindowTitle(title + QStringLiteral("[*]"));
    setWindowModified(project_->isModified());
}

}  // namespace tcpwb::gui
