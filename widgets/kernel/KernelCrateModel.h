#pragma once
// The Kernel tab's crate tree: the open kernel crate's modules, nested as
// its `mod` items nest them, each with the file it is written in, and under
// each module its #[device] functions with their lines. Built from core's
// reading of the crate (kernel/crate.h) and its listing (kernel/listing.h);
// the view opens a function's file at its line and runs that function.
#include <QStandardItemModel>
#include <vector>

#include "kernel/crate.h"
#include "kernel/listing.h"

namespace tcpwb::widgets {

class KernelCrateModel : public QStandardItemModel {
    Q_OBJECT

public:
    enum Column { Name, Where, ColumnCount };
    enum Role {
        FileRole = Qt::UserRole + 1,  // the crate file, relative to the crate: "src/vector_engine/mod.rs"
        LineRole,                     // a function's line; 0 for a module
        FunctionRole,                 // a function's Rust path; empty for a module
    };

    explicit KernelCrateModel(QObject* parent = nullptr);

    // The crate and its device functions; null (or none) empties the tree.
    // A crate listed as before keeps its rows (and the view its expansion).
    void setCrate(const kernel::Crate* crate, const std::vector<kernel::KernelEntry>& kernels);
    bool hasCrate() const { return rowCount() > 0; }
    int functionCount() const { return functions_; }
    // The row of the function with this Rust path, or an invalid index.
    QModelIndex indexOfFunction(const QString& rustPath) const;

private:
    QString signature_;  // what the tree was built from, to skip an identical rebuild
    int functions_ = 0;
};

}  // namespace tcpwb::widgets
