#include "KernelAutosave.h"

#include <QFileInfo>
#include <QJsonObject>
#include <optional>

#include "AutosaveFiles.h"
#include "widgets/kernel/KernelDocument.h"

namespace tcpwb::gui {
namespace {

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

KernelAutosave::KernelAutosave(widgets::KernelDocument* kernel, QObject* parent)
    : AutosaveWriter(QStringLiteral("kernel-autosave"), QStringLiteral(".json"), parent), kernel_(kernel) {
    // Saved, reloaded, or another kernel opened with the edits dropped.
    connect(kernel_, &widgets::KernelDocument::modificationChanged, this, [this](bool modified) {
        if (!modified) discard();
    });
}

bool KernelAutosave::hasUnsavedWork() const { return kernel_->isModified(); }

QString KernelAutosave::key() const { return kernel_->filePath(); }

QJsonObject KernelAutosave::content() const {
    return QJsonObject{{kRecoveryKey, QJsonObject{{QStringLiteral("source"), kernel_->filePath()}}}, {kTextKey, kernel_->source()}};
}

QString KernelAutosave::whereTheWorkIs() const {
    return tr("The kernel's unsaved edits are only in this window; save them where there is room.");
}

QList<KernelRecovery> KernelAutosave::pendingRecoveries() const {
    return pendingAutosaves<KernelRecovery>(directory(), pattern(), written(), readKernelRecovery);
}

void KernelAutosave::markOffered(const KernelRecovery& recovery) {
    if (!recovery.offered) noteOffered(recovery.autosavePath, recovery.written);
}

bool KernelAutosave::recover(const KernelRecovery& recovery, QString* error) {
    // The file is opened as it is on disk and the edits laid over it, so
    // Save writes them there and the editor shows them as unsaved.
    if (!kernel_->load(recovery.sourcePath, error)) return false;
    kernel_->edit(recovery.text);
    adopt(recovery.autosavePath);
    // Rewritten in place: a failed write leaves the recovered file as it was.
    saveNow();
    return true;
}

bool KernelAutosave::discardRecovery(const KernelRecovery& recovery, QString* error) {
    return deleteAutosave(recovery.autosavePath, error);
}

}  // namespace tcpwb::gui
