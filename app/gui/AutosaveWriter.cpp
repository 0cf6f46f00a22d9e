#include "AutosaveWriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <algorithm>
#include <utility>

#include "AutosaveFiles.h"
#include "widgets/document/AtomicWrite.h"

namespace tcpwb::gui {

AutosaveWriter::AutosaveWriter(QString prefix, QString suffix, QObject* parent)
    : QObject(parent), prefix_(std::move(prefix)), suffix_(std::move(suffix)) {
    connect(&timer_, &QTimer::timeout, this, &AutosaveWriter::tick);
}

void AutosaveWriter::setDirectory(const QString& directory) {
    directory_ = directory;
    setInterval(interval_);
}

void AutosaveWriter::setInterval(int seconds) {
    interval_ = std::max(0, seconds);
    if (interval_ > 0 && !directory_.isEmpty()) timer_.start(interval_ * 1000);
    else timer_.stop();
}

QString AutosaveWriter::currentFile() const {
    const QString name = key();
    if (directory_.isEmpty() || name.isEmpty()) return {};
    if (!written_.isEmpty() && writtenKey_ == name) return written_;
    return freeAutosaveFile(directory_, prefix_, name, suffix_);
}

QString AutosaveWriter::pattern() const { return prefix_ + QStringLiteral("-*") + suffix_; }

bool AutosaveWriter::saveNow(QString* error) {
    if (directory_.isEmpty() || !hasUnsavedWork() || key().isEmpty()) return true;
    auto fail = [this, error](const QString& message) {
        if (error) *error = message;
        emit failed(message);
        return false;
    };
    if (!QDir().mkpath(directory_)) return fail(tr("Cannot create the autosave folder %1").arg(directory_));
    const QString path = currentFile();
    if (path.isEmpty() || (path != written_ && QFileInfo::exists(path)))
        return fail(tr("Autosave failed: the autosave folder %1 is full of unrecovered work").arg(directory_));
    const QString failed = widgets::writeFileAtomically(path, QJsonDocument(content()).toJson(QJsonDocument::Indented));
    if (!failed.isEmpty())
        return fail(tr("Autosave failed: cannot write %1: %2. %3").arg(QDir::toNativeSeparators(path), failed, whereTheWorkIs()));
    if (!written_.isEmpty() && written_ != path) QFile::remove(written_);
    written_ = path;
    writtenKey_ = key();
    emit autosaved(path);
    return true;
}

void AutosaveWriter::discard() {
    if (!written_.isEmpty()) QFile::remove(written_);
    written_.clear();
    writtenKey_.clear();
}

void AutosaveWriter::adopt(const QString& path) {
    written_ = path;
    writtenKey_ = key();
}

void AutosaveWriter::keyChanged() {
    if (!written_.isEmpty() && writtenKey_ != key()) discard();
}

void AutosaveWriter::tick() {
    // Changes undone since the last autosave leave nothing to recover.
    if (hasUnsavedWork()) saveNow();
    else discard();
}

}  // namespace tcpwb::gui
