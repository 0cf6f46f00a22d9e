#pragma once
// Finds the source files a schedule's locations name. A furiosa-opt
// schedule writes them relative to the kernel's crate
// (`src/ops/gemm/mod.rs`); our own runs write the kernel file's path. A
// file is looked up, in order:
//
// 1. among texts given in memory (the Kernel tab's kernel, edited or a
//    built-in sample, is its own source);
// 2. as it is, when the path is absolute;
// 3. under the source folder (`tcpwb --source-root DIR`, File > Set Source
//    Folder…), then under it with the path's leading folders dropped one by
//    one (a folder chosen inside the crate, `src/`, still finds
//    `src/ops/gemm/mod.rs`);
// 4. under the trace's folder and each folder above it (a schedule kept in
//    the crate, `results/gemm/schedule.json`, finds `src/...` two levels up).
#include <QHash>
#include <QString>
#include <QStringList>

namespace tcpwb::widgets {

class SourceFiles {
public:
    // Files larger than this are not read (a kernel is a few KiB).
    static constexpr qint64 kMaxBytes = 4 << 20;

    struct Opened {
        QString text;
        QString path;   // where it was found; empty for a text in memory
        QString error;  // why it could not be read; empty when found
        bool found() const { return error.isEmpty(); }
    };

    void setRoot(const QString& folder) { root_ = folder; }
    QString root() const { return root_; }
    void setTraceFolder(const QString& folder) { traceFolder_ = folder; }
    QString traceFolder() const { return traceFolder_; }
    void setText(const QString& file, const QString& text) { texts_.insert(file, text); }
    void clearTexts() { texts_.clear(); }

    // The paths tried for `file`, in order (texts in memory aside).
    QStringList candidates(const QString& file) const;
    Opened open(const QString& file) const;

private:
    QString root_, traceFolder_;
    QHash<QString, QString> texts_;
};

}  // namespace tcpwb::widgets
