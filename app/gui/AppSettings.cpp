#include "AppSettings.h"

#include <QMainWindow>
#include <QSettings>

namespace tcpwb::gui {
namespace {

// Bumped when the docks change so much that an old saved state would
// restore nonsense; restoreState then refuses it and the default stays.
constexpr int kLayoutVersion = 1;

const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");
const QString kAutosaveKey = QStringLiteral("autosave/intervalSeconds");

}  // namespace

std::unique_ptr<QSettings> openUserSettings() {
    return std::make_unique<QSettings>(QLatin1String(kOrganisation), QLatin1String(kApplication));
}

std::unique_ptr<QSettings> openSettingsFile(const QString& path) { return std::make_unique<QSettings>(path, QSettings::IniFormat); }

void saveLayout(const QMainWindow& window, QSettings& settings) {
    settings.setValue(kGeometryKey, window.saveGeometry());
    settings.setValue(kStateKey, window.saveState(kLayoutVersion));
}

bool restoreLayout(QMainWindow& window, const QSettings& settings) {
    const QByteArray geometry = settings.value(kGeometryKey).toByteArray();
    const QByteArray state = settings.value(kStateKey).toByteArray();
    const bool geometryOk = !geometry.isEmpty() && window.restoreGeometry(geometry);
    const bool stateOk = !state.isEmpty() && window.restoreState(state, kLayoutVersion);
    return geometryOk && stateOk;
}

int autosaveSeconds(const QSettings& settings) {
    bool ok = false;
    const int seconds = settings.value(kAutosaveKey, kDefaultAutosaveSeconds).toInt(&ok);
    return ok && seconds >= 0 ? seconds : kDefaultAutosaveSeconds;
}

void setAutosaveSeconds(QSettings& settings, int seconds) { settings.setValue(kAutosaveKey, seconds); }

}  // namespace tcpwb::gui
