#pragma once
// The workbench window: the mapping-studio document, its editing dock, the
// sequencer inspector, the buffer-position table and the Layout grid as tabs in the middle,
// and the File/Edit/Help menus.
#include <QMainWindow>

class QTabWidget;

namespace tcpwb::widgets {
class BufferPositionsView;
class LayoutView;
class MappingDocument;
class MappingEditorDock;
class SequencerDock;
class TensorUnitDock;
class TimelineView;
}  // namespace tcpwb::widgets

namespace tcpwb::gui {

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
    QTabWidget* centralTabs() const { return tabs_; }
    widgets::TimelineView* timelineView() const { return timeline_; }

    // Loads path into the document; on failure sets *error and keeps the
    // document that was open.
    bool openFile(const QString& path, QString* error);
    // Headless runs close without asking about unsaved changes.
    void setAskBeforeClosing(bool ask) { askBeforeClosing_ = ask; }

public slots:
    void open();
    void openTrace();
    bool save();
    bool saveAs();
    void about();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void createFileMenu();
    void createEditMenu();
    void updateTitle();
    // Offers to save unsaved changes; false when the user cancels.
    bool maybeSave();
    bool saveTo(const QString& path);

    widgets::MappingDocument* document_;
    widgets::MappingEditorDock* dock_;
    widgets::SequencerDock* sequencer_;
    widgets::TensorUnitDock* tensorUnit_;
    widgets::BufferPositionsView* positions_;
    widgets::LayoutView* layout_;
    widgets::TimelineView* timeline_;
    QTabWidget* tabs_;
    bool askBeforeClosing_ = true;
};

}  // namespace tcpwb::gui
