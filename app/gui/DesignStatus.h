#pragma once
// The status bar's permanent field: which design is open (and how many the
// project has) and whether core derived it or where it fails.
#include <QLabel>

namespace tcpwb::widgets {
class Project;
}

namespace tcpwb::gui {

class DesignStatus : public QLabel {
    Q_OBJECT

public:
    explicit DesignStatus(widgets::Project* project, QWidget* parent = nullptr);

    void refresh();

private:
    widgets::Project* project_;
};

}  // namespace tcpwb::gui
