#include "widgets/analysis/SourceFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace tcpwb::widgets {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(SourceFiles)
};

// Folders above the trace's that are searched: a crate holds its schedules a
// few levels down, and the filesystem's root is no kernel's folder.
constexpr int kFoldersUp = 6;

}  // namespace

QStringList SourceFiles::candidates(const QString& file) const {
    QStringList out;
    const QString clean = QDir::fromNativeSeparators(file);
    if (clean.isEmpty()) return out;
    if (QDir::isAbsolutePath(clean)) {
        out << QDir::cleanPath(clean);
        return out;
    }
    const QStringList parts = clean.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (!root_.isEmpty()) {
        const QDir root(root_);
        for (qsizetype drop = 0; drop < parts.size(); ++drop) out << QDir::cleanPath(root.filePath(parts.mid(drop).join(QLatin1Char('/'))));
    }
    if (!traceFolder_.isEmpty()) {
        QString folder = QDir::cleanPath(traceFolder_);
        for (int up = 0; up <= kFoldersUp; ++up) {
            out << QDir::cleanPath(folder + QLatin1Char('/') + clean);
            const QString parent = QDir::cleanPath(folder + QStringLiteral("/.."));
            if (parent == folder || parent.endsWith(QStringLiteral(".."))) break;  // the filesystem's root, or a relative path's
            folder = parent;
        }
    }
    out.removeDuplicates();
    return out;
}

SourceFiles::Opened SourceFiles::open(const QString& file) const {
    if (const auto found = texts_.constFind(file); found != texts_.constEnd()) return {found.value(), QString(), QString()};
    const QStringList tried = candidates(file);
    for (const QString& path : tried) {
        const QFileInfo info(path);
        if (!info.isFile()) continue;
        if (info.size() > kMaxBytes)
            return {QString(), path,
                    Text::tr("%1 is %2 bytes, more than a kernel's source (at most %3 are read)")
                        .arg(QDir::toNativeSeparators(path))
                        .arg(info.size())
                        .arg(kMaxBytes)};
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {QString(), path, Text::tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), f.errorString())};
        return {QString::fromUtf8(f.readAll()), path, QString()};
    }
    if (file.isEmpty()) return {QString(), QString(), Text::tr("The schedule names no file")};
    return {
        QString(), QString(),
        root_.isEmpty()
            ? Text::tr(
                  "%1 was not found next to the trace: File > Set Source Folder… chooses the kernel's folder (its crate, which holds src/)")
                  .arg(file)
            : Text::tr("%1 was not found under %2 nor next to the trace").arg(file, QDir::toNativeSeparators(root_))};
}

}  // namespace tcpwb::widgets
