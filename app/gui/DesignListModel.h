#pragma once
// The project's designs as a list: one row per design, its name (editable:
// renaming goes through Project, which refuses empty and duplicate names),
// the open one in bold.
#include <QAbstractListModel>

namespace tcpwb::widgets {
class Project;
}

namespace tcpwb::gui {

class DesignListModel : public QAbstractListModel {
    Q_OBJECT

public:
    explicit DesignListModel(widgets::Project* project, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

signals:
    // A rename was refused; the message says why.
    void renameRefused(const QString& message);

private:
    widgets::Project* project_;
    int rows_;  // what views were last told
};

}  // namespace tcpwb::gui
