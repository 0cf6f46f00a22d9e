#include "KernelAutosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <optional>

#include "AutosaveFiles.h"
#include "widgets/document/AtomicWrite.h"
#include "widgets/kernel/KernelDocument.h"

namespace tcpwb::gui {
namespace {

const QString kPrefix = QStringLiteral("kernel-autosave");
const QString kSuffix = QStringLiteral(".json");
const QString kTextKey = QStringLiteral("text");

std::optional<KernelRecovery> readKernelRecovery(const QString& path) {
    const std::optional<QJsonObject> root = readAutosaveObject(path);
    if (!root) return std::nullopt;
    const QJsonObject recovery = root->value(kRecoveryKey).toObject();
    const QString source = recovery.value(QStringLiteral("source")).toString();
    if (source.isEmpty() || !root->value(kTextKey).isString()) return std::nullopt;
    return KernelRecovery{path, source, root->value(kTextKey).toString(), QFileInfo(path).lastModified(),
                          recovery.value(kOfferedKey).toBool()};
}

}  // namespace

KernelAutosave::KernelAutosave(widgets::KernelDocument* kernel, QObject* parent) : QObject(parent), kernel_(kernel) {
    connect(&timer_, &QTimer::timeout, this, &KernelAutosave::tick);
    // Saved, reloaded, or another kernel opened with the edits dropped.
    connect(kernel_, &widgets::KernelDocument::modificationChanged, this, [this](bool modified) {
        if (!modified) discard();
    });
}

void KernelAutosave::setDirectory(const QString& directory) {
    directory_ = directory;
    setInterval(interval_);
}

void KernelAutosave::setInterval(int seconds) {
    interval_ = std::max(0, seconds);
    if (interval_ > 0 && !directory_.isEmpty()) timer_.start(interval_ * 1000);
    else timer_.stop();
}

QString KernelAutosave::currentFile() const {
    const QString source = kernel_->filePath();
    if (directory_.isEmpty() || source.isEmpty()) return {};
    if (!written_.isEmpty() && writtenFor_ == source) return written_;
    return freeAutosaveFile(directory_, kPrefix, source, kSuffix);
}

bool KernelAutosave::saveNow(QString* error) {
    if (directory_.isEmpty() || !kernel_->isModified() || kernel_->filePath().isEmpty()) return true;
    auto fail = [this, error](const QString& message) {
        if (error) *error = message;
        emit failed(message);
        return false;
    };
    if (!QDir().mkpath(directory_)) return fail(tr("Cannot create the autosave folder %1").arg(directory_));
    const QString path = currentFile();
    if (path.isEmpty()) return fail(tr("Autosave failed: the autosave folder %1 is full of unrecovered work").arg(directory_));
    const QJsonObject root{{kRecoveryKey, QJsonObject{{QStringLiteral("source"), kernel_->filePath()}}}, {kTextKey, kernel_->source()}};
    const QString failed = widgets::writeFileAtomically(path, QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!failed.isEmpty())
        return fail(tr("Autosave failed: cannot write %1: %2. The kernel's unsaved edits are only in this window; "
                       "save them where there is room.")
                        .arg(QDir::toNativeSeparators(path), failed));
    if (!written_.isEmpty() && written_ != path) QFile::remove(written_);
    written_ = path;
    writtenFor_ = kernel_->filePath();
    emit autosaved(path);
    return true;
}

void KernelAutosave::discard() {
    if (!written_.isEmpty()) QFile::remove(written_);
    written_.clear();
    writtenFor_.clear();
}

void KernelAutosave::tick() {
    // Edits undone since the last autosave leave nothing to recover; saveNow
    // writes nothing for a kernel without a file.
    if (kernel_->isModified()) saveNow();
    else discard();
}

QList<KernelRecovery> KernelAutosave::pendingRecoveries() const {
    return pendingAutosaves<KernelRecovery>(directory_, kPrefix + QStringLiteral("-*") + kSuffix, written_, readKernelRecovery);
}

void KernelAutosave::markOffered(const KernelRecovery& recovery) {
    if (!recovery.offered) noteOffered(recovery.autosavePath, recovery.written);
}

bool KernelAutosave::recover(const KernelRecovery& recovery, QString* error) {
    // The file is opened as it is on disk and the edits laid over it, so
    // Save writes them there and the editor shows them as unsaved.
    if (!kernel_->load(recovery.sourcePath, error)) return false;
    kernel_->edit(recovery.text);
    written_ = recovery.autosavePath;
    writtenFor_ = kernel_->filePath();
    // Rewritten in place: a failed write leaves the recovered file as it was.
    saveNow();
    return true;
}

bool KernelAutosave::discardRecovery(const KernelRecovery& recovery, QString* error) {
    return deleteAutosave(recovery.autosavePath, error);
}

}  // namespace tcpwb::gui
