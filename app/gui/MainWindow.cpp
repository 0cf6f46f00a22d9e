#include "MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QUndoStack>

#include "document/MappingDocument.h"
#include "views/BufferPositionsView.h"
#include "views/LayoutView.h"
#include "views/MappingEditorDock.h"
#include "views/PositionLookup.h"
#include "views/SequencerDock.h"
#include "views/TensorUnitDock.h"
#include "timeline/TimelineView.h"

// Q_INIT_RESOURCE must run outside any namespace. The samples live in a
// static library, so nothing would pull them into the program otherwise.
static void initSampleResources() { Q_INIT_RESOURCE(tcpwb); }

namespace tcpwb::gui {
namespace {

QString fileFilter() {
    return MainWindow::tr("Mapping studio (*.tcpwb.json);;JSON files (*.json);;All files (*)");
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
      timeline_(new widgets::TimelineView(this)),
      tabs_(new QTabWidget(this)) {
    initSampleResources();
    setObjectName(QStringLiteral("mainWindow"));
    tabs_->setObjectName(QStringLiteral("centralTabs"));
    tabs_->setDocumentMode(true);
    tabs_->addTab(positions_, tr("Buffer positions"));
    tabs_->addTab(layout_, tr("Layout"));
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
    resize(1480, 820);
    resizeDocks({dock_, sequencer_}, {560, 520}, Qt::Horizontal);
    createMenus();
    connect(document_, &widgets::MappingDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(document_, &widgets::MappingDocument::modificationChanged, this, &MainWindow::updateTitle);
    updateTitle();
}

MainWindow::~MainWindow() {
    // The document dies with the window's children, after this destructor;
    // its undo stack still reports "clean" then, which must not reach
    // updateTitle on a half-destroyed window.
    disconnect(document_, nullptr, this, nullptr);
}

void MainWindow::createMenus() {
    createFileMenu();
    createEditMenu();
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About TCP Workbench"), this, &MainWindow::about);
}

void MainWindow::createFileMenu() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::open);
    file->addAction(tr("Open &Trace…"), QKeySequence(tr("Ctrl+Shift+O")), this, &MainWindow::openTrace)
        ->setObjectName(QStringLiteral("actionOpenTrace"));
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
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

bool MainWindow::openFile(const QString& path, QString* error) { return document_->load(path, error); }

void MainWindow::open() {
    if (!maybeSave()) return;
    const QString dir = QFileInfo(document_->filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Mapping"), dir, fileFilter());
    if (path.isEmpty()) return;
    QString error;
    if (!openFile(path, &error)) QMessageBox::warning(this, tr("Open Mapping"), error);
}

void MainWindow::openTrace() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Trace"), QFileInfo(timeline_->tracePath()).absolutePath(),
                                                      tr("Traces (*.json);;All files (*)"));
    if (path.isEmpty()) return;
    tabs_->setCurrentWidget(timeline_);
    timeline_->openTrace(path);
}

bool MainWindow::save() {
    if (document_->filePath().isEmpty()) return saveAs();
    return saveTo(document_->filePath());
}

bool MainWindow::saveAs() {
    QString suggested = document_->filePath();
    if (suggested.isEmpty())
        suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + QStringLiteral("/mapping.tcpwb.json");
    QString path = QFileDialog::getSaveFileName(this, tr("Save Mapping As"), suggested, fileFilter());
    if (path.isEmpty()) return false;
    if (!path.endsWith(QLatin1String(".json"))) path += QStringLiteral(".tcpwb.json");
    return saveTo(path);
}

bool MainWindow::saveTo(const QString& path) {
    QString error;
    if (document_->save(path, &error)) return true;
    QMessageBox::warning(this, tr("Save Mapping"), error);
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
    if (!askBeforeClosing_ || !document_->isModified()) return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved Changes"), tr("Save the changes to %1?").arg(document_->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (maybeSave()) event->accept();
    else event->ignore();
}

void MainWindow::updateTitle() {
    // "[*]" is where Qt draws the modified marker; Qt appends the
    // application's display name itself.
    setWindowTitle(document_->displayName() + QStringLiteral("[*]"));
    setWindowModified(document_->isModified());
}

}  // namespace tcpwb::gui
