#pragma once
// Where the workbench keeps what outlives a session: QSettings under
// organisation "TCP Workbench", application "tcpwb" (the window's geometry
// and dock layout, recent files, theme, language, autosave interval).
// Headless runs and tests never touch the user's settings: they either run
// without any (MainWindow's default) or point QSettings at a file of their own.
#include <QString>
#include <memory>

class QMainWindow;
class QSettings;

namespace tcpwb::gui {

inline constexpr auto kOrganisation = "TCP Workbench";
inline constexpr auto kApplication = "tcpwb";
inline constexpr int kDefaultAutosaveSeconds = 60;

// The user's own settings (native format and place).
std::unique_ptr<QSettings> openUserSettings();
// Settings kept in an INI file, e.g. in a test's temporary directory.
std::unique_ptr<QSettings> openSettingsFile(const QString& path);

// Window geometry and the docks' and toolbars' state.
void saveLayout(const QMainWindow& window, QSettings& settings);
// False when nothing usable was saved (first start, or a layout from an
// incompatible version): the window keeps its default layout.
bool restoreLayout(QMainWindow& window, const QSettings& settings);

// Seconds between autosaves; 0 turns autosave off. Values that are not a
// non-negative number fall back to the default.
int autosaveSeconds(const QSettings& settings);
void setAutosaveSeconds(QSettings& settings, int seconds);

}  // namespace tcpwb::gui
