#pragma once
// View > Language: the system's language (the default), English or Korean.
// The choice is kept in QSettings and takes effect at the next start, when
// main() installs the translators: the workbench's own (embedded under
// :/i18n by qt_add_translations) and Qt's (standard dialog buttons).
#include <QLocale>
#include <QString>
#include <memory>

class QSettings;
class QTranslator;

namespace tcpwb::gui {

// "system", "en" or "ko".
QString loadLanguage(const QSettings& settings);
void saveLanguage(QSettings& settings, const QString& language);
// The locale a setting stands for; "system" is QLocale::system().
QLocale localeFor(const QString& language);

// The workbench's translator for locale; for English, and for a language
// the workbench has no translation for, the English one, which holds only the
// plural forms of the `%n` strings (the sources are English otherwise).
// nullptr when not even that is embedded.
std::unique_ptr<QTranslator> loadWorkbenchTranslator(const QLocale& locale);
// Installs the workbench's and Qt's translators for the setting on the
// running application (which owns them).
void installTranslators(const QString& language);

}  // namespace tcpwb::gui
