#pragma once
// The workbench window: the project and its open design (the mapping-studio
// document), its editing dock, the sequencer inspector, the buffer-position
// table and the Layout grid as tabs in the middle, and the File/Edit/View/Help
// menus. The desktop conventions (settings, recent files, projects, autosave,
// export, theme, language) are implemented in MainWindowDesktop.cpp over the
// small classes next to it.
#include <QByteArray>
#include <QDateTime>
#include <QMainWindow>
#include <functional>
#include <map>
#include <memory>

class QActionGroup;
class QSettings;
class QTabWidget;

namespace tcpwb::widgets {
class BufferPositionsView;
class LayoutView;
class MappingDocument;
class MappingEditorDock;
class SequencerDock;
class SwitchView;
class BankView;
class TensorUnitDock;
class Project;
class TimelineView;
class KernelDocument;
class KernelView;
class CompareView;
}  // namespace tcpwb::widgets

namespace tcpwb::gui {

class Autosave;
class KernelAutosave;
struct KernelRecovery;
class DesignStatus;
class DesignsDock;
class RecentFiles;
struct RecoveryFile;
enum class Theme;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    widgets::MappingDocument* document() const { return document_; }
    widgets::MappingEditorDock* editorDock() const { return dock_; }
    widgets::SequencerDock* sequencerDock() const { return sequencer_; }
    widgets::TensorUnitDock* tensorUnitDock() const { return tensorUnit_; }
    widgets::BufferPositionsView* positionsView() const { return positions_; }
    widgets::LayoutView* layoutView() const { return layout_; }
    widgets::SwitchView* switchView() const { return switch_; }
    QTabWidget* centralTabs() const { return tabs_; }
    widgets::Project* project() const { return project_; }
    DesignsDock* designsDock() const { return designs_; }
    RecentFiles* recentFiles() const { return recent_; }
    Autosave* autosave() const { return autosave_; }
    KernelAutosave* kernelAutosave() const { return kernelAutosave_; }
    // Where both autosaves go (the project's and the Kernel tab's); empty turns them off.
    void setAutosaveDirectory(const QString& directory);
    DesignStatus* designStatus() const { return designStatus_; }
    widgets::TimelineView* timelineView() const { return timeline_; }
    widgets::KernelDocument* kernelDocument() const { return kernel_; }
    widgets::KernelView* kernelView() const { return kernelView_; }
    widgets::CompareView* compareView() const { return compare_; }

    // Loads a project or a single design; on failure sets *error and keeps
    // the project that was open.
    bool openFile(const QString& path, QString* error);
    // Opens a kernel (*.rs), or a kernel crate's folder (its first device
    // function), in the Kernel tab and shows it; openFile and drag and drop
    // send .rs files and folders here.
    bool openKernel(const QString& path, QString* error);
    // Runs the open kernel's device function `name` on its own (as
    // tcpwb-cli run --fn; "" keeps the file's own choice) and says so in the
    // status bar; in a crate, a function of another file opens that file.
    // On an unknown name sets *error and keeps the choice.
    bool chooseKernelFunction(const QString& name, QString* error);
    // Saves the project to path (atomically); no dialogs.
    bool saveTo(const QString& path, QString* error);
    // Adds every design of a project or design file to the project.
    bool importDesigns(const QString& path, QString* error);
    // Headless runs close without asking about unsaved changes.
    void setAskBeforeClosing(bool ask) { askBeforeClosing_ = ask; }

    // Keeps the layout, recent files, theme, language and autosave interval
    // in settings, and restores them now. Without it (tests, --screenshot,
    // --no-settings) the window starts from its defaults and writes nothing.
    void useSettings(std::unique_ptr<QSettings> settings);
    QSettings* settings() const { return settings_.get(); }
    void writeSettings();
    void resetLayout();

    void setTheme(Theme theme);
    Theme theme() const { return theme_; }
    void setLanguage(const QString& language);

    // What File > Export View writes: the plot or dock that has the focus,
    // else the current central tab.
    QWidget* exportTarget() const;
    bool exportViewTo(QWidget* view, const QString& path, QString* error);

    // Recovers an autosave (see Autosave, KernelAutosave). offerRecovery asks
    // about those left by sessions that did not close normally, the
    // project's newest first, then the kernel's: Recover, Discard (then the
    // next one is asked about) or Not Now, which keeps them all for the next start.
    bool recover(const RecoveryFile& recovery, QString* error);
    bool recoverKernel(const KernelRecovery& recovery, QString* error);
    void offerRecovery();

public slots:
    void open();
    void openTrace();
    void openKernelDialog();
    void openKernelCrateDialog();
    // File > Compare Traces…: A, then B, loaded into the Compare tab.
    void compareTracesDialog();
    // File > Compare Timeline Trace With…: the Timeline tab's trace as A.
    void compareTimelineTraceWith();
    bool save();
    bool saveAs();
    void about();
    void newProject();
    void addDesign();
    void importDesign();
    void renameDesign();
    void removeDesign();
    void nextDesign();
    void previousDesign();
    void exportView();
    void showShortcuts();

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool event(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // QMainWindow gives every pixel a resize adds or takes to the central
    // tabs, so shrinking and growing the window left the side panels squeezed.
    // Instead each side panel keeps its share of the window's width, within a
    // readable minimum and a maximum that leaves the tabs room.
    void keepSideShares(int oldWidth);
    // The side panels' widths now, as the shares they are meant to have (a
    // panel's edge dragged by the user).
    void rememberSideShares();
    // The default layout's panel widths as shares of the window, for a first
    // start (or View > Reset Layout) at whatever size the window has.
    void fitSidePanels();
    bool maybeSaveKernel();
    void applySideShares();
    void createMenus();
    void createFileMenu();
    void createEditMenu();
    // MainWindowKernel.cpp: the Kernel tab, File > Open Kernel…, Kernel Samples.
    void createKernelActions(QMenu* file);
    // MainWindowCompare.cpp: the Compare tab and its File actions.
    void createCompareActions(QMenu* file);
    // MainWindowDesktop.cpp
    void createDesktop();
    void createDesignActions(QMenu* file);
    void createViewMenu();
    void createHelpMenu();
    QMenu* createThemeMenu(QMenu* view);
    QMenu* createLanguageMenu(QMenu* view);
    void showStatus(const QString& message);
    void showError(const QString& title, const QString& message);
    void finishSession();
    enum class RecoveryAnswer { Recovered, Discarded, NotNow };
    RecoveryAnswer askAboutRecovery(const RecoveryFile& recovery);
    RecoveryAnswer askAboutKernelRecovery(const KernelRecovery& recovery);
    // The question about `asked` ("the kernel mine.rs"), then what the answer
    // does, each outcome said in the status bar or a message box under `name`.
    RecoveryAnswer askAndAct(const QString& asked, const QString& name, const QDateTime& written,
                             const std::function<bool(QString*)>& recoverIt, const std::function<bool(QString*)>& discardIt);
    // The question itself: which button the user chose for `name`'s work from `written`.
    RecoveryAnswer askRecoverDiscardOrNotNow(const QString& name, const QDateTime& written);
    void reportAutosaveFailure(const QString& message);
    void updateTitle();
    // Offers to save unsaved changes; false when the user cancels.
    bool maybeSave();

    widgets::MappingDocument* document_;
    widgets::MappingEditorDock* dock_;
    widgets::SequencerDock* sequencer_;
    widgets::TensorUnitDock* tensorUnit_;
    widgets::BufferPositionsView* positions_;
    widgets::LayoutView* layout_;
    widgets::SwitchView* switch_;
    widgets::BankView* banks_ = nullptr;
    widgets::TimelineView* timeline_;
    QTabWidget* tabs_;
    widgets::Project* project_;
    DesignsDock* designs_;
    RecentFiles* recent_;
    Autosave* autosave_;
    DesignStatus* designStatus_;
    widgets::KernelDocument* kernel_;
    widgets::KernelView* kernelView_;
    KernelAutosave* kernelAutosave_;
    widgets::CompareView* compare_ = nullptr;
    std::unique_ptr<QSettings> settings_;
    QByteArray defaultLayout_;
    std::vector<std::pair<QDockWidget*, double>> pendingSideShares_;
    // The share of the window each side panel is meant to have, set by a fit
    // and by dragging its edge. A window too narrow to give it (the tabs have
    // a minimum width: the Layout tab's toolbar) does not lower it, so growing
    // the window again gives it back.
    std::map<QDockWidget*, double> intendedShares_;
    // The default layout, at the default window width.
    static constexpr int kDefaultWindowWidth = 1480;
    static constexpr int kDefaultMappingWidth = 560;
    static constexpr int kDefaultSequencerWidth = 520;
    bool layoutRestored_ = false;  // the settings gave the panels their widths
    bool shown_ = false;
    bool sidePanelsToFit_ = false;  // hidden when they were to be fitted
    QActionGroup* themeActions_ = nullptr;
    QActionGroup* languageActions_ = nullptr;
    Theme theme_;
    bool askBeforeClosing_ = true;
    bool autosaveFailing_ = false;  // a failure was reported in a message box; until the next success only in the status bar
    // The user answered Discard to the project's or the kernel's question when
    // the window closed: the session's end then keeps nothing to recover.
    bool projectDiscarded_ = false;
    bool kernelDiscarded_ = false;
};

}  // namespace tcpwb::gui
