#include "RecentFiles.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace tcpwb::gui {
namespace {

const QString kKey = QStringLiteral("recentFiles");

QString normalised(const QString& path) { return QDir::cleanPath(QFileInfo(path).absoluteFilePath()); }

}  // namespace

RecentFiles::RecentFiles(QObject* parent) : QObject(parent) {}

void RecentFiles::add(const QString& path) {
    if (path.isEmpty() || path.startsWith(QLatin1Char(':'))) return;
    const QString clean = normalised(path);
    files_.removeAll(clean);
    files_.prepend(clean);
    while (files_.size() > kMaxEntries) files_.removeLast();
    emit changed();
}

void RecentFiles::prune() {
    const qsizetype before = files_.size();
    files_.removeIf([](const QString& path) { return !QFileInfo::exists(path); });
    if (files_.size() != before) emit changed();
}

void RecentFiles::clear() {
    if (files_.isEmpty()) return;
    files_.clear();
    emit changed();
}

void RecentFiles::load(const QSettings& settings) {
    files_.clear();
    for (const QString& path : settings.value(kKey).toStringList()) {
        if (path.isEmpty() || files_.contains(path)) continue;
        files_.append(path);
        if (files_.size() == kMaxEntries) break;
    }
    emit changed();
}

void RecentFiles::save(QSettings& settings) const { settings.setValue(kKey, files_); }

void RecentFiles::attach(QMenu* menu) {
    connect(menu, &QMenu::aboutToShow, this, [this, menu] { rebuild(menu); });
    // Also now, so the menu's actions exist before it is first shown
    // (keyboard navigation, tests, the shortcut list).
    rebuild(menu);
}

void RecentFiles::rebuild(QMenu* menu) {
    prune();
    menu->clear();
    for (int i = 0; i < files_.size(); ++i) {
        const QString path = files_.at(i);
        // "&1 name" puts a mnemonic on each entry; the tooltip has the full path.
        const QString label = tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName());
        QAction* action = menu->addAction(label, this, [this, path] { emit openRequested(path); });
        action->setToolTip(path);
        action->setStatusTip(path);
    }
    if (!files_.isEmpty()) menu->addSeparator();
    QAction* clearAction = menu->addAction(tr("&Clear Menu"), this, &RecentFiles::clear);
    clearAction->setObjectName(QStringLiteral("actionClearRecent"));
    clearAction->setEnabled(!files_.isEmpty());
    menu->setEnabled(true);
}

}  // namespace tcpwb::gui
