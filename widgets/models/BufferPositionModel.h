#pragma once
// The buffer positions of a compiled mapping and what each holds, asked of
// core row by row as the view needs them. Huge buffers list only their
// first kMaxRows positions; the position lookup reaches the rest.
#include <QAbstractTableModel>
#include <memory>

#include "mapping/mapping.h"

namespace tcpwb::widgets {

class BufferPositionModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Position, Holds, ColumnCount };
    static constexpr int kMaxRows = 1 << 16;

    explicit BufferPositionModel(QObject* parent = nullptr);

    void setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping);
    // Whether the buffer has more positions than the model lists.
    bool truncated() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const mapping::CompiledMapping> mapping_;
};

}  // namespace tcpwb::widgets
