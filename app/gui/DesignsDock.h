#pragma once
// The Designs panel: the project's designs, the open one selected and in
// bold. Clicking a design opens it; F2 or a double-click renames it; the
// context menu holds the Design menu's actions.
#include <QDockWidget>

class QListView;

namespace tcpwb::widgets {
class Project;
}

namespace tcpwb::gui {

class DesignListModel;

class DesignsDock : public QDockWidget {
    Q_OBJECT

public:
    explicit DesignsDock(widgets::Project* project, QWidget* parent = nullptr);

    QListView* list() const { return list_; }
    DesignListModel* model() const { return model_; }

signals:
    void message(const QString& text);

private:
    void selectActive();

    widgets::Project* project_;
    DesignListModel* model_;
    QListView* list_;
};

}  // namespace tcpwb::gui
