// MainWindow's desktop conventions: the Designs panel and the project
// actions, settings and layout, the View menu (panels, theme, language),
// export, autosave and recovery, the status bar and Help > Keyboard
// Shortcuts. Kept apart from MainWindow.cpp, which builds the views.
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSessionManager>
#include <QSettings>
#include <QStandardPaths>
#include <QResizeEvent>
#include <QShowEvent>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <algorithm>
#include <utility>
#include <qcustomplot.h>

#include "AppSettings.h"
#include "Autosave.h"
#include "KernelAutosave.h"
#include "CommandLine.h"
#include "CurrentPageSizing.h"
#include "DesignStatus.h"
#include "DesignsDock.h"
#include "ExportView.h"
#include "Language.h"
#include "MainWindow.h"
#include "RecentFiles.h"
#include "ShortcutsDialog.h"
#include "StudioDocks.h"
#include "Theme.h"
#include "widgets/banks/BankView.h"
#include "widgets/document/DocumentFile.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/document/Project.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelView.h"
#include "widgets/switch/SwitchView.h"
#include "widgets/views/BufferPositionsView.h"
#include "widgets/views/LayoutView.h"
#include "widgets/views/MappingEditorDock.h"
#include "widgets/views/SequencerDock.h"
#include "widgets/views/TensorUnitDock.h"

namespace tcpwb::gui {
namespace {

constexpr int kStatusMilliseconds = 6000;

// What a new project or design starts from: the built-in sample.
widgets::MappingContent starterContent() {
    widgets::ParsedDocument parsed = widgets::readDocumentFile(QString::fromLatin1(kDefaultSample));
    if (auto* content = std::get_if<widgets::MappingContent>(&parsed)) return *content;
    return {QStringLiteral("A = 256"), {}, QStringLiteral("m![A]"), {}};
}

// A name for what is exported: the dock's or tab's title.
QString viewTitle(const QWidget* view, const QTabWidget* tabs) {
    for (const QWidget* w = view; w; w = w->parentWidget()) {
        if (auto* dock = qobject_cast<const QDockWidget*>(w)) return dock->windowTitle();
        if (const int tab = tabs->indexOf(const_cast<QWidget*>(w)); tab >= 0) return tabs->tabText(tab).remove(QLatin1Char('&'));
    }
    return view->objectName();
}

}  // namespace

void MainWindow::createDesktop() {
    // The Designs panel sits above the Mapping panel: small, always at hand.
    addDockWidget(Qt::LeftDockWidgetArea, designs_);
    splitDockWidget(designs_, dock_, Qt::Vertical);
    const int line = fontMetrics().height();
    resizeDocks({designs_, dock_}, {line * 6, line * 40}, Qt::Vertical);
    designs_->list()->addActions(findChildren<QAction*>(QStringLiteral("designAction")));
    connect(designs_, &DesignsDock::message, this, &MainWindow::showStatus);

    statusBar()->addPermanentWidget(designStatus_);
    connect(project_, &widgets::Project::filePathChanged, this, &MainWindow::updateTitle);
    connect(project_, &widgets::Project::modificationChanged, this, &MainWindow::updateTitle);
    connect(project_, &widgets::Project::designsChanged, this, &MainWindow::updateTitle);
    connect(project_, &widgets::Project::activeChanged, this, &MainWindow::updateTitle);
    connect(recent_, &RecentFiles::openRequested, this, [this](const QString& path) {
        if (!isKernelFile(path) && !maybeSave()) return;
        QString error;
        if (!openFile(path, &error)) showError(tr("Open Recent"), error);
    });
    connect(recent_, &RecentFiles::changed, this, [this] {
        if (settings_) recent_->save(*settings_);
    });
    connect(autosave_, &Autosave::autosaved, this, [this] {
        autosaveFailing_ = false;
        showStatus(tr("Autosaved unsaved changes"));
    });
    connect(autosave_, &Autosave::failed, this, &MainWindow::reportAutosaveFailure);
    connect(kernelAutosave_, &KernelAutosave::autosaved, this, [this] {
        autosaveFailing_ = false;
        showStatus(tr("Autosaved the kernel's unsaved edits"));
    });
    connect(kernelAutosave_, &KernelAutosave::failed, this, &MainWindow::reportAutosaveFailure);
    // Logging out quits without saving: keep the work before anything asks
    // (the session may end before the question is answered).
    connect(qApp, &QGuiApplication::commitDataRequest, this, [this](QSessionManager& manager) {
        autosave_->saveNow();
        kernelAutosave_->saveNow();
        if (!manager.allowsInteraction()) askBeforeClosing_ = false;
    });
    // Clicking a plot gives it the focus, so Export View exports the plot
    // through QCustomPlot's own vector output.
    for (QCustomPlot* plot : findChildren<QCustomPlot*>())
        if (plot->focusPolicy() == Qt::NoFocus) plot->setFocusPolicy(Qt::ClickFocus);
    defaultLayout_ = saveState();
    // The studio's docks make room on the other tabs (Timeline, Kernel, ...);
    // the Switch and Banks tabs keep them: their inputs are the Tensor Unit
    // and Sequencer docks'.
    // The page's own minimum first: StudioDocks showing the panels while the
    // Timeline's wide minimum still counted pushed the window wider.
    sizeByCurrentPage(tabs_);
    new StudioDocks(tabs_, {positions_, layout_, switch_, banks_}, {designs_, dock_, sequencer_, tensorUnit_}, this);
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        if (sidePanelsToFit_) QTimer::singleShot(0, this, &MainWindow::fitSidePanels);  // now that StudioDocks shows them
    });
}

void MainWindow::createDesignActions(QMenu* file) {
    auto add = [this, file](const QString& text, const QKeySequence& key, auto slot) {
        QAction* action = file->addAction(text, key, this, slot);
        action->setObjectName(QStringLiteral("designAction"));  // also in the Designs panel's context menu
        return action;
    };
    add(tr("&Add Design"), QKeySequence(Qt::CTRL | Qt::Key_T), &MainWindow::addDesign);
    add(tr("&Import Design…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I), &MainWindow::importDesign);
    add(tr("Re&name Design…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), &MainWindow::renameDesign);
    add(tr("Remo&ve Design"), QKeySequence(), &MainWindow::removeDesign);
}

void MainWindow::createViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    // Ctrl+1 … Ctrl+4 show or hide the panels.
    const QList<QDockWidget*> docks = {designs_, dock_, sequencer_, tensorUnit_};
    for (int i = 0; i < docks.size(); ++i) {
        QAction* toggle = docks.at(i)->toggleViewAction();
        toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        view->addAction(toggle);
    }
    view->addAction(tr("&Reset Layout"), this, &MainWindow::resetLayout);
    view->addSeparator();
    view->addAction(tr("&Next Design"), QKeySequence(Qt::CTRL | Qt::Key_PageDown), this, &MainWindow::nextDesign);
    view->addAction(tr("&Previous Design"), QKeySequence(Qt::CTRL | Qt::Key_PageUp), this, &MainWindow::previousDesign);
    view->addSeparator();
    createThemeMenu(view);
    createLanguageMenu(view);
}

QMenu* MainWindow::createThemeMenu(QMenu* view) {
    QMenu* menu = view->addMenu(tr("&Theme"));
    themeActions_ = new QActionGroup(this);
    const std::pair<QString, Theme> themes[] = {{tr("&System"), Theme::System}, {tr("&Light"), Theme::Light}, {tr("&Dark"), Theme::Dark}};
    for (const auto& [text, theme] : themes) {
        QAction* action = menu->addAction(text, this, [this, theme] { setTheme(theme); });
        action->setCheckable(true);
        action->setChecked(theme == theme_);
        action->setData(themeKey(theme));
        action->setObjectName(QStringLiteral("actionTheme_") + themeKey(theme));
        themeActions_->addAction(action);
    }
    return menu;
}

QMenu* MainWindow::createLanguageMenu(QMenu* view) {
    QMenu* menu = view->addMenu(tr("&Language"));
    languageActions_ = new QActionGroup(this);
    // Each language in its own script, so a user who cannot read the
    // current one still finds theirs.
    const std::pair<QString, QString> languages[] = {{tr("&System"), QStringLiteral("system")},
                                                     {QStringLiteral("English"), QStringLiteral("en")},
                                                     {QStringLiteral("한국어"), QStringLiteral("ko")}};
    for (const auto& [text, key] : languages) {
        QAction* action = menu->addAction(text, this, [this, language = key] { setLanguage(language); });
        action->setCheckable(true);
        action->setChecked(key == QLatin1String("system"));
        action->setData(key);
        languageActions_->addAction(action);
    }
    return menu;
}

void MainWindow::createHelpMenu() {
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard Shortcuts"), QKeySequence::HelpContents, this, &MainWindow::showShortcuts);
    help->addAction(tr("&About TCP Workbench"), this, &MainWindow::about);
}

void MainWindow::showStatus(const QString& message) { statusBar()->showMessage(message, kStatusMilliseconds); }

void MainWindow::showError(const QString& title, const QString& message) {
    statusBar()->showMessage(message, kStatusMilliseconds);
    if (askBeforeClosing_) QMessageBox::warning(this, title, message);
}

// ---- files and designs ----------------------------------------------------

bool MainWindow::openFile(const QString& path, QString* error) {
    if (isKernelFile(path)) return openKernel(path, error);
    QString message;
    if (!project_->load(path, &message)) {
        showStatus(message);
        if (error) *error = message;
        return false;
    }
    recent_->add(path);
    showStatus(tr("Opened %1").arg(project_->displayName()));
    return true;
}

bool MainWindow::saveTo(const QString& path, QString* error) {
    QString message;
    if (!project_->save(path, &message)) {
        showStatus(message);
        if (error) *error = message;
        return false;
    }
    autosave_->discard();
    recent_->add(path);
    showStatus(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool MainWindow::importDesigns(const QString& path, QString* error) {
    widgets::ParsedProject parsed = widgets::readProjectFile(path);
    if (auto* message = std::get_if<QString>(&parsed)) {
        showStatus(*message);
        if (error) *error = *message;
        return false;
    }
    const QList<widgets::Design>& designs = std::get<widgets::LoadedProject>(parsed).content.designs;
    for (const widgets::Design& design : designs) project_->addDesign(design.name, design.content);
    showStatus(tr("Imported %n design(s) from %1", nullptr, int(designs.size())).arg(QFileInfo(path).fileName()));
    return true;
}

void MainWindow::newProject() {
    if (!maybeSave()) return;
    autosave_->discard();
    project_->newProject(tr("Design 1"), starterContent());
    showStatus(tr("New project"));
}

void MainWindow::addDesign() {
    // A copy of the open design: variants of one kernel are the usual case.
    const QString from = project_->designName(project_->activeIndex());
    project_->addDesign(from, document_->content());
    showStatus(tr("Added design %1 (a copy of %2)").arg(project_->designName(project_->activeIndex()), from));
}

void MainWindow::importDesign() {
    const QString dir = QFileInfo(project_->filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Design"), dir,
                                                      tr("Designs and projects (*.tcpwb.json *.tcpwbproj.json);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!importDesigns(path, &error)) showError(tr("Import Design"), error);
}

void MainWindow::renameDesign() {
    const int index = project_->activeIndex();
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename Design"), tr("Name:"), QLineEdit::Normal, project_->designName(index), &ok);
    if (!ok) return;
    QString error;
    if (!project_->renameDesign(index, name, &error)) showError(tr("Rename Design"), error);
}

void MainWindow::removeDesign() {
    if (project_->designCount() <= 1) {
        showStatus(tr("A project keeps at least one design."));
        return;
    }
    const QString name = project_->designName(project_->activeIndex());
    const auto answer =
        QMessageBox::question(this, tr("Remove Design"), tr("Remove the design %1 from the project? This cannot be undone.").arg(name));
    if (answer != QMessageBox::Yes) return;
    project_->removeDesign(project_->activeIndex());
    showStatus(tr("Removed design %1").arg(name));
}

void MainWindow::nextDesign() { project_->setActive((project_->activeIndex() + 1) % project_->designCount()); }

void MainWindow::previousDesign() {
    const int count = project_->designCount();
    project_->setActive((project_->activeIndex() + count - 1) % count);
}

// ---- settings and layout --------------------------------------------------

void MainWindow::useSettings(std::unique_ptr<QSettings> settings) {
    settings_ = std::move(settings);
    layoutRestored_ = restoreLayout(*this, *settings_);
    recent_->load(*settings_);
    autosave_->setInterval(autosaveSeconds(*settings_));
    kernelAutosave_->setInterval(autosaveSeconds(*settings_));
    const Theme saved = loadTheme(*settings_);
    if (saved != theme_) setTheme(saved);
    const QString language = loadLanguage(*settings_);
    for (QAction* action : languageActions_->actions()) action->setChecked(action->data().toString() == language);
}

void MainWindow::writeSettings() {
    if (!settings_) return;
    // Saved as the studio shows it, whatever tab is current.
    if (auto* studio = findChild<StudioDocks*>()) studio->showStudioLayout();
    saveLayout(*this, *settings_);
    recent_->save(*settings_);
    saveTheme(*settings_, theme_);
    settings_->sync();
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    // Only the window's own resize: a panel the user narrows inside a window
    // of the same width stays as they made it.
    if (event->oldSize().width() > 0 && event->oldSize().width() != event->size().width()) keepSideShares(event->oldSize().width());
}

bool MainWindow::event(QEvent* event) {
    const bool handled = QMainWindow::event(event);
    // The window itself gets a release only at the end of dragging a panel's edge (a separator).
    if (event->type() == QEvent::MouseButtonRelease) rememberSideShares();
    return handled;
}

void MainWindow::rememberSideShares() {
    if (width() <= 0) return;
    for (QDockWidget* side :
         {static_cast<QDockWidget*>(dock_), static_cast<QDockWidget*>(sequencer_), static_cast<QDockWidget*>(tensorUnit_)})
        if (side->isVisible() && !side->isFloating()) intendedShares_[side] = side->width() / double(width());
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    // A window sized before it was first shown (--size, a small screen) got
    // no resize from a width of its own, so nothing set the panels' shares:
    // QMainWindow squeezed the tabs between two panels of default width.
    if (!std::exchange(shown_, true) && !layoutRestored_) fitSidePanels();
}

void MainWindow::fitSidePanels() {
    // Hidden on a non-studio tab (a trace or a kernel opened at the start):
    // fitted when a studio tab shows them.
    sidePanelsToFit_ = !dock_->isVisible();
    if (sidePanelsToFit_) return;
    QDockWidget* right = sequencer_->isVisible() ? static_cast<QDockWidget*>(sequencer_) : tensorUnit_;
    pendingSideShares_.clear();
    for (const auto& [side, width] : {std::pair<QDockWidget*, int>{dock_, kDefaultMappingWidth}, {right, kDefaultSequencerWidth}})
        if (side->isVisible() && !side->isFloating()) {
            pendingSideShares_.emplace_back(side, width / double(kDefaultWindowWidth));
            intendedShares_[side] = width / double(kDefaultWindowWidth);
        }
    applySideShares();
}

void MainWindow::keepSideShares(int oldWidth) {
    if (!pendingSideShares_.empty()) return;  // the shares from before this resize began
    // The panels still have their widths from before: the central tabs took the change.
    QDockWidget* right = sequencer_->isVisible() ? static_cast<QDockWidget*>(sequencer_) : tensorUnit_;
    for (QDockWidget* side : {static_cast<QDockWidget*>(dock_), right}) {
        if (!side->isVisible() || side->isFloating()) continue;
        const double share = intendedShares_.try_emplace(side, side->width() / double(oldWidth)).first->second;
        pendingSideShares_.emplace_back(side, share);
    }
    if (!pendingSideShares_.empty()) QTimer::singleShot(0, this, &MainWindow::applySideShares);  // once the new layout is in place
}

void MainWindow::applySideShares() {
    constexpr double kLargestShare = 0.3;  // two panels leave the tabs at least 40%
    const int most = int(width() * kLargestShare);
    const int least = std::min(fontMetrics().averageCharWidth() * 34, int(width() * 0.25));
    QList<QDockWidget*> docks;
    QList<int> widths;
    for (const auto& [dock, share] : pendingSideShares_) {
        docks.append(dock);
        widths.append(std::clamp(int(width() * share), least, std::max(least, most)));
    }
    pendingSideShares_.clear();
    resizeDocks(docks, widths, Qt::Horizontal);
}

void MainWindow::resetLayout() {
    restoreState(defaultLayout_);
    for (QDockWidget* dock : {static_cast<QDockWidget*>(designs_), static_cast<QDockWidget*>(dock_), static_cast<QDockWidget*>(sequencer_),
                              static_cast<QDockWidget*>(tensorUnit_)})
        dock->show();
    sequencer_->raise();
    fitSidePanels();
    showStatus(tr("Layout reset"));
}

void MainWindow::setTheme(Theme theme) {
    theme_ = theme;
    applyTheme(theme);
    matchPlotsToPalette(this);
    for (QAction* action : themeActions_->actions()) action->setChecked(action->data().toString() == themeKey(theme));
    if (settings_) saveTheme(*settings_, theme);
    showStatus(
        tr("Theme: %1")
            .arg(themeActions_->checkedAction() ? themeActions_->checkedAction()->text().remove(QLatin1Char('&')) : themeKey(theme)));
}

void MainWindow::setLanguage(const QString& language) {
    for (QAction* action : languageActions_->actions()) action->setChecked(action->data().toString() == language);
    if (!settings_) {
        showStatus(tr("Settings are off in this session (--no-settings): the language cannot be kept."));
        return;
    }
    saveLanguage(*settings_, language);
    showStatus(tr("The language changes when TCP Workbench starts again."));
}

// ---- export ---------------------------------------------------------------

QWidget* MainWindow::exportTarget() const {
    for (QWidget* w = QApplication::focusWidget(); w && w != this; w = w->parentWidget()) {
        if (auto* plot = qobject_cast<QCustomPlot*>(w)) return plot;
        if (auto* dock = qobject_cast<QDockWidget*>(w)) return dock->widget() ? dock->widget() : dock;
    }
    return tabs_->currentWidget();
}

bool MainWindow::exportViewTo(QWidget* view, const QString& path, QString* error) {
    const QString message = gui::exportView(view, path);
    if (!message.isEmpty()) {
        showStatus(message);
        if (error) *error = message;
        return false;
    }
    showStatus(tr("Exported %1 to %2").arg(viewTitle(view, tabs_), QDir::toNativeSeparators(path)));
    return true;
}

void MainWindow::exportView() {
    QWidget* view = exportTarget();
    const QString name = view ? view->objectName() : QStringLiteral("view");
    const QString dir = project_->filePath().isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)
                                                       : QFileInfo(project_->filePath()).absolutePath();
    QString filter = exportFilter();
    QString path = QFileDialog::getSaveFileName(this, tr("Export View"), dir + QLatin1Char('/') + name + QStringLiteral(".png"),
                                                exportFilter(), &filter);
    if (path.isEmpty()) return;
    ExportFormat format{};
    if (!exportFormatFor(path, &format))
        path += filter.contains(QLatin1String("*.svg"))   ? QStringLiteral(".svg")
                : filter.contains(QLatin1String("*.pdf")) ? QStringLiteral(".pdf")
                                                          : QStringLiteral(".png");
    QString error;
    if (!exportViewTo(view, path, &error)) showError(tr("Export View"), error);
}

// ---- autosave and recovery ------------------------------------------------

void MainWindow::setAutosaveDirectory(const QString& directory) {
    autosave_->setDirectory(directory);
    kernelAutosave_->setDirectory(directory);
}

bool MainWindow::recover(const RecoveryFile& recovery, QString* error) {
    if (!autosave_->recover(recovery, error)) {
        if (error) showStatus(*error);
        return false;
    }
    showStatus(tr("Recovered unsaved changes to %1; save to keep them").arg(project_->displayName()));
    return true;
}

bool MainWindow::recoverKernel(const KernelRecovery& recovery, QString* error) {
    if (!kernelAutosave_->recover(recovery, error)) {
        if (error) showStatus(*error);
        return false;
    }
    tabs_->setCurrentWidget(kernelView_);
    showStatus(tr("Recovered unsaved edits to the kernel %1; save to keep them").arg(QFileInfo(recovery.sourcePath).fileName()));
    return true;
}

void MainWindow::offerRecovery() {
    for (const RecoveryFile& recovery : autosave_->pendingRecoveries())
        if (askAboutRecovery(recovery) != RecoveryAnswer::Discarded) return;
    // One kernel is open at a time: the newest edits are recovered, and
    // the others stay for a later start unless discarded.
    for (const KernelRecovery& recovery : kernelAutosave_->pendingRecoveries())
        if (askAboutKernelRecovery(recovery) != RecoveryAnswer::Discarded) return;
}

MainWindow::RecoveryAnswer MainWindow::askAboutKernelRecovery(const KernelRecovery& recovery) {
    kernelAutosave_->markOffered(recovery);  // from now on only Recover or Discard removes it
    const QString name = QFileInfo(recovery.sourcePath).fileName();
    return askAndAct(
        tr("the kernel %1").arg(name), name, recovery.written, [&](QString* error) { return recoverKernel(recovery, error); },
        [&](QString* error) { return kernelAutosave_->discardRecovery(recovery, error); });
}

MainWindow::RecoveryAnswer MainWindow::askAboutRecovery(const RecoveryFile& recovery) {
    // Noted first: from now on only Recover or Discard removes it.
    autosave_->markOffered(recovery);
    // Unsaved work on a sample is named for the sample it started from.
    const QString from = recovery.sourcePath.isEmpty() ? recovery.origin : recovery.sourcePath;
    const QString name = from.isEmpty() ? tr("an unsaved project") : QFileInfo(from).fileName();
    return askAndAct(
        name, name, recovery.written, [&](QString* error) { return recover(recovery, error); },
        [&](QString* error) { return autosave_->discardRecovery(recovery, error); });
}

MainWindow::RecoveryAnswer MainWindow::askAndAct(const QString& asked, const QString& name, const QDateTime& written,
                                                 const std::function<bool(QString*)>& recoverIt,
                                                 const std::function<bool(QString*)>& discardIt) {
    const RecoveryAnswer answer = askRecoverDiscardOrNotNow(asked, written);
    QString error;
    if (answer == RecoveryAnswer::Recovered) {
        if (!recoverIt(&error)) showError(tr("Recover"), error);
    } else if (answer == RecoveryAnswer::Discarded) {
        if (!discardIt(&error)) showError(tr("Discard"), error);
        else showStatus(tr("Discarded the unsaved changes to %1").arg(name));
    } else {
        showStatus(tr("The unsaved changes to %1 are kept; they are offered again at the next start").arg(name));
    }
    return answer;
}

MainWindow::RecoveryAnswer MainWindow::askRecoverDiscardOrNotNow(const QString& name, const QDateTime& written) {
    QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Changes"),
                    tr("TCP Workbench did not close normally. Unsaved changes to %1 from %2 were kept. Recover them?")
                        .arg(name, QLocale().toString(written, QLocale::ShortFormat)),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("recoveryQuestion"));
    box.setInformativeText(tr("Discard deletes them. Not Now keeps them and asks again at the next start."));
    QPushButton* recoverButton = box.addButton(tr("&Recover"), QMessageBox::AcceptRole);
    QPushButton* discardButton = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton* notNowButton = box.addButton(tr("&Not Now"), QMessageBox::RejectRole);
    recoverButton->setObjectName(QStringLiteral("recoverButton"));
    discardButton->setObjectName(QStringLiteral("discardButton"));
    notNowButton->setObjectName(QStringLiteral("notNowButton"));
    box.setDefaultButton(recoverButton);
    box.setEscapeButton(notNowButton);
    box.exec();
    if (box.clickedButton() == recoverButton) return RecoveryAnswer::Recovered;
    if (box.clickedButton() == discardButton) return RecoveryAnswer::Discarded;
    return RecoveryAnswer::NotNow;
}

void MainWindow::reportAutosaveFailure(const QString& message) {
    // A full disk fails every tick: one message box, then the status bar.
    if (autosaveFailing_) {
        showStatus(message);
        return;
    }
    autosaveFailing_ = true;
    showError(tr("Autosave"), message);
}

void MainWindow::finishSession() {
    // Still modified here: nobody was asked (a headless run, or the session
    // ending), so keep the work for the next start.
    if (project_->isModified() && !projectDiscarded_) autosave_->saveNow();
    else autosave_->discard();
    if (kernel_->isModified() && !kernelDiscarded_) kernelAutosave_->saveNow();
    else kernelAutosave_->discard();
    writeSettings();
}

void MainWindow::showShortcuts() {
    ShortcutsDialog dialog(menuBar(), this);
    dialog.exec();
}

}  // namespace tcpwb::gui
