#include "Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace tcpwb::gui {
namespace {

const QString kLanguageKey = QStringLiteral("view/language");

}  // namespace

QString loadLanguage(const QSettings& settings) {
    const QString language = settings.value(kLanguageKey).toString();
    if (language == QLatin1String("en") || language == QLatin1String("ko")) return language;
    return QStringLiteral("system");
}

void saveLanguage(QSettings& settings, const QString& language) { settings.setValue(kLanguageKey, language); }

QLocale localeFor(const QString& language) {
    if (language == QLatin1String("en")) return QLocale(QLocale::English, QLocale::UnitedStates);
    if (language == QLatin1String("ko")) return QLocale(QLocale::Korean, QLocale::SouthKorea);
    return QLocale::system();
}

std::unique_ptr<QTranslator> loadWorkbenchTranslator(const QLocale& locale) {
    // qt_add_translations embeds tcpwb_<lang>.qm under :/i18n. English's
    // holds only the plural forms ("1 slice", "25 slices" for "%n slice(s)");
    // a language the workbench has no translation for gets those too.
    auto translator = std::make_unique<QTranslator>();
    if (translator->load(locale, QStringLiteral("tcpwb"), QStringLiteral("_"), QStringLiteral(":/i18n"))) return translator;
    if (translator->load(QStringLiteral("tcpwb_en"), QStringLiteral(":/i18n"))) return translator;
    return nullptr;
}

void installTranslators(const QString& language) {
    const QLocale locale = localeFor(language);
    QLocale::setDefault(locale);
    QCoreApplication* app = QCoreApplication::instance();
    if (std::unique_ptr<QTranslator> own = loadWorkbenchTranslator(locale)) {
        QCoreApplication::installTranslator(own.get());
        own.release()->setParent(app);
    }
    auto qt = std::make_unique<QTranslator>();
    if (locale.language() != QLocale::English &&
        qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        qt.release()->setParent(app);
    }
}

}  // namespace tcpwb::gui
