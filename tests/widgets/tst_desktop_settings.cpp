// Settings, layout, recent files, theme, language and shortcuts: a round
// trip through a QSettings file of the test's own (never the user's), the
// Open Recent menu, the dark palette, the Korean translation and the list
// Help > Keyboard Shortcuts shows.
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QLibraryInfo>
#include <QMessageBox>
#include <QAbstractButton>
#include <QTest>
#include <QTranslator>
#include <qcustomplot.h>

#include "AppSettings.h"
#include "DesignsDock.h"
#include "Language.h"
#include "MainWindow.h"
#include "RecentFiles.h"
#include "ShortcutsDialog.h"
#include "Theme.h"
#include "widgets/document/Project.h"
#include "widgets/views/ExpressionEdit.h"
#include "widgets/views/ExpressionHighlighter.h"
#include "widgets/views/SequencerDock.h"
#include "widgets/views/TensorUnitDock.h"

using namespace tcpwb;

namespace {

QString touch(const QTemporaryDir& dir, const QString& name) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    return path;
}

QMenu* menuTitled(const QMenuBar* bar, const QString& title) {
    for (QAction* action : bar->actions())
        if (action->menu() && action->text() == title) return action->menu();
    return nullptr;
}

}  // namespace

class TestDesktopSettings : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { gui::applyTheme(gui::Theme::System); }

    void layoutAndChoicesRoundTrip() {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("tcpwb.ini"));
        const QString recent = touch(dir, QStringLiteral("recent.tcpwb.json"));
        {
            gui::MainWindow window;
            window.useSettings(gui::openSettingsFile(ini));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.tensorUnitDock()->hide();
            window.designsDock()->setFloating(true);
            window.resize(1111, 777);
            window.recentFiles()->add(recent);
            window.setTheme(gui::Theme::Dark);
            window.setLanguage(QStringLiteral("ko"));
            gui::setAutosaveSeconds(*window.settings(), 15);
            QVERIFY(window.close());  // closing writes the settings
        }
        gui::applyTheme(gui::Theme::System);
        QSettings written(ini, QSettings::IniFormat);
        QCOMPARE(written.value(QStringLiteral("view/theme")).toString(), QStringLiteral("dark"));
        QCOMPARE(gui::loadLanguage(written), QStringLiteral("ko"));

        gui::MainWindow window;
        QCOMPARE(window.theme(), gui::Theme::System);
        window.useSettings(gui::openSettingsFile(ini));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), QSize(1111, 777));
        QVERIFY(!window.tensorUnitDock()->isVisible());
        QVERIFY(window.designsDock()->isFloating());
        QVERIFY(window.sequencerDock()->isVisible());
        QCOMPARE(window.recentFiles()->files(), QStringList{recent});
        QCOMPARE(window.theme(), gui::Theme::Dark);
        QVERIFY(gui::isDark(QApplication::palette()));
        QCOMPARE(window.autosave() != nullptr, true);

        window.resetLayout();
        QVERIFY(window.tensorUnitDock()->isVisibleTo(&window) || !window.tensorUnitDock()->isHidden());
        QVERIFY(!window.designsDock()->isFloating());
    }

    void withoutSettingsNothingIsRead() {
        // The default window (tests, --screenshot, --no-settings) has no
        // settings and keeps its default layout.
        gui::MainWindow window;
        QVERIFY(window.settings() == nullptr);
        QVERIFY(window.recentFiles()->files().isEmpty());
        window.writeSettings();  // a no-op, never the user's file
    }

    void badSettingsFallBackToDefaults() {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("bad.ini"));
        {
            QSettings settings(ini, QSettings::IniFormat);
            settings.setValue(QStringLiteral("window/state"), QByteArray("garbage"));
            settings.setValue(QStringLiteral("window/geometry"), QByteArray("\x01\x02"));
            settings.setValue(QStringLiteral("autosave/intervalSeconds"), QStringLiteral("soon"));
            settings.setValue(QStringLiteral("view/theme"), QStringLiteral("purple"));
            settings.setValue(QStringLiteral("view/language"), QStringLiteral("xx"));
        }
        gui::MainWindow window;
        window.useSettings(gui::openSettingsFile(ini));
        QCOMPARE(gui::autosaveSeconds(*window.settings()), gui::kDefaultAutosaveSeconds);
        QCOMPARE(window.theme(), gui::Theme::System);
        QCOMPARE(gui::loadLanguage(*window.settings()), QStringLiteral("system"));
        QVERIFY(!window.sequencerDock()->isHidden());
    }

    void recentFilesKeepTenExistingOnes() {
        QTemporaryDir dir;
        gui::RecentFiles recent;
        QStringList paths;
        for (int i = 0; i < 12; ++i) paths << touch(dir, QStringLiteral("f%1.tcpwb.json").arg(i));
        for (const QString& path : paths) recent.add(path);
        QCOMPARE(recent.files().size(), gui::RecentFiles::kMaxEntries);
        QCOMPARE(recent.files().front(), paths.back());  // newest first
        recent.add(paths.at(5));                         // again: moves to the top
        QCOMPARE(recent.files().front(), paths.at(5));
        QCOMPARE(recent.files().size(), gui::RecentFiles::kMaxEntries);
        recent.add(QStringLiteral(":/samples/gemm.tcpwb.json"));  // samples are not recorded
        QCOMPARE(recent.files().front(), paths.at(5));

        QFile::remove(paths.at(5));
        QMenu menu;
        recent.attach(&menu);  // builds the entries, dropping the missing file
        QCOMPARE(recent.files().size(), gui::RecentFiles::kMaxEntries - 1);
        QVERIFY(!recent.files().contains(paths.at(5)));
        const QList<QAction*> actions = menu.actions();
        QCOMPARE(actions.size(), recent.files().size() + 2);  // entries, separator, Clear Menu
        QVERIFY(actions.front()->text().startsWith(QStringLiteral("&1 f11.tcpwb.json")));

        QSignalSpy opened(&recent, &gui::RecentFiles::openRequested);
        actions.at(1)->trigger();
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened.front().front().toString(), recent.files().at(1));

        QAction* clear = menu.findChild<QAction*>(QStringLiteral("actionClearRecent"));
        QVERIFY(clear && clear->isEnabled());
        clear->trigger();
        QVERIFY(recent.files().isEmpty());
        emit menu.aboutToShow();
        QCOMPARE(menu.actions().size(), 1);
        QVERIFY(!menu.actions().front()->isEnabled());
    }

    void recentFilesRoundTripThroughSettings() {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("r.ini")), QSettings::IniFormat);
        gui::RecentFiles first;
        first.add(touch(dir, QStringLiteral("a.tcpwb.json")));
        first.add(touch(dir, QStringLiteral("b.tcpwbproj.json")));
        first.save(settings);
        gui::RecentFiles second;
        second.load(settings);
        QCOMPARE(second.files(), first.files());
    }

    void openingARecentFileOpensIt() {
        QTemporaryDir dir;
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        QVERIFY(window.openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
        const QString path = dir.filePath(QStringLiteral("kept.tcpwb.json"));
        QVERIFY(window.saveTo(path, nullptr));
        QVERIFY(window.openFile(QStringLiteral(":/samples/constant-addition.tcpwb.json"), nullptr));
        emit window.recentFiles()->openRequested(path);
        QCOMPARE(window.project()->filePath(), path);
    }

    void darkPaletteIsAppliedToWidgetsAndPlots() {
        gui::MainWindow window;
        QVERIFY(window.openFile(QStringLiteral(":/samples/switch-broadcast.tcpwb.json"), nullptr));
        window.show();
        window.setTheme(gui::Theme::Dark);
        QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
        // Widgets take the application's palette from a posted event.
        QTRY_VERIFY(gui::isDark(window.palette()));
        QTRY_VERIFY(gui::isDark(window.tensorUnitDock()->palette()));
        const QPalette palette = window.palette();
        QCOMPARE(palette.color(QPalette::Window), gui::darkPalette().color(QPalette::Window));
        // Text stays readable: far lighter than its background.
        QVERIFY(palette.color(QPalette::Text).lightness() - palette.color(QPalette::Base).lightness() > 150);
        QVERIFY(palette.color(QPalette::WindowText).lightness() - palette.color(QPalette::Window).lightness() > 150);
        const QList<QCustomPlot*> plots = window.findChildren<QCustomPlot*>();
        QVERIFY(!plots.isEmpty());
        for (QCustomPlot* plot : plots) {
            QCOMPARE(plot->xAxis->tickLabelColor(), palette.color(QPalette::WindowText));
            QCOMPARE(plot->axisRect()->backgroundBrush().color(), palette.color(QPalette::Base));
        }
        QVERIFY(window.findChild<QAction*>(QStringLiteral("actionTheme_dark"))->isChecked());
        // The expression fields' syntax colours follow too: light text on the dark base.
        const QList<widgets::ExpressionEdit*> edits = window.findChildren<widgets::ExpressionEdit*>();
        QVERIFY(!edits.isEmpty());
        const auto axisColour = [&] {
            return edits.front()->highlighter()->format(widgets::ExpressionHighlighter::Role::Axis).foreground().color();
        };
        QTRY_VERIFY(axisColour().lightness() > 128);

        window.setTheme(gui::Theme::Light);
        QTRY_VERIFY(axisColour().lightness() < 128);
        QTRY_VERIFY(!gui::isDark(window.palette()));
        for (QCustomPlot* plot : plots) QVERIFY(plot->xAxis->tickLabelColor().lightness() < 100);
        QVERIFY(window.findChild<QAction*>(QStringLiteral("actionTheme_light"))->isChecked());
    }

    void themeKeysRoundTrip() {
        for (gui::Theme theme : {gui::Theme::System, gui::Theme::Light, gui::Theme::Dark})
            QCOMPARE(gui::themeFromKey(gui::themeKey(theme)), theme);
        QCOMPARE(gui::themeFromKey(QStringLiteral("neon")), gui::Theme::System);
    }

    void koreanTranslatorTranslatesTheMenus() {
        std::unique_ptr<QTranslator> korean = gui::loadWorkbenchTranslator(gui::localeFor(QStringLiteral("ko")));
        QVERIFY2(korean, "tcpwb_ko.qm is not embedded under :/i18n");
        QVERIFY(!korean->isEmpty());
        QCOMPARE(korean->language(), QStringLiteral("ko_KR"));
        // English translates only the plural forms, for any language without a translation too.
        for (const QLocale& locale : {gui::localeFor(QStringLiteral("en")), QLocale(QLocale::German, QLocale::Germany)}) {
            std::unique_ptr<QTranslator> english = gui::loadWorkbenchTranslator(locale);
            QVERIFY(english);
            QCOMPARE(english->translate("tcpwb::widgets::TimelineCanvas", "%n slice(s)", nullptr, 1), QStringLiteral("%n slice"));
            QCOMPARE(english->translate("tcpwb::widgets::TimelineCanvas", "%n slice(s)", nullptr, 25), QStringLiteral("%n slices"));
            QCOMPARE(english->translate("tcpwb::gui::MainWindow", "&File"), QString());
        }

        QCoreApplication::installTranslator(korean.get());
        {
            gui::MainWindow window;
            QMenu* file = menuTitled(window.menuBar(), QStringLiteral("파일(&F)"));
            QVERIFY2(file, "the File menu is not translated");
            QVERIFY(menuTitled(window.menuBar(), QStringLiteral("보기(&V)")));
            QCOMPARE(window.sequencerDock()->windowTitle(), QStringLiteral("Sequencer"));  // a term kept in English
            QCOMPARE(window.designsDock()->windowTitle(), QStringLiteral("디자인"));
            bool saveFound = false;
            for (QAction* action : file->actions()) saveFound |= action->text() == QStringLiteral("저장(&S)");
            QVERIFY(saveFound);
        }
        QCoreApplication::removeTranslator(korean.get());
        gui::MainWindow english;
        QVERIFY(menuTitled(english.menuBar(), QStringLiteral("&File")));
    }

    // Qt's own dialogs (QMessageBox's buttons, the file dialog) speak Korean
    // too: Debian's qt6-translations-l10n, which setup.sh installs.
    void qtsOwnStringsAreKorean() {
        QTranslator qt;
        QVERIFY2(qt.load(gui::localeFor(QStringLiteral("ko")), QStringLiteral("qtbase"), QStringLiteral("_"),
                         QLibraryInfo::path(QLibraryInfo::TranslationsPath)),
                 "qtbase_ko.qm is missing: install qt6-translations-l10n");
        QCoreApplication::installTranslator(&qt);
        QMessageBox box(QMessageBox::Question, QStringLiteral("t"), QStringLiteral("t"), QMessageBox::Save | QMessageBox::Cancel);
        const QString save = box.button(QMessageBox::Save)->text(), cancel = box.button(QMessageBox::Cancel)->text();
        QCoreApplication::removeTranslator(&qt);
        QVERIFY2(save.contains(QStringLiteral("저장")), qPrintable(save));
        QVERIFY2(cancel.contains(QStringLiteral("취소")), qPrintable(cancel));
    }

    void shortcutsListComesFromTheMenus() {
        gui::MainWindow window;
        const QList<gui::ShortcutRow> rows = gui::shortcutRows(window.menuBar());
        auto find = [&rows](const QString& command) -> const gui::ShortcutRow* {
            for (const gui::ShortcutRow& row : rows)
                if (row.command == command) return &row;
            return nullptr;
        };
        for (const char* command : {"Open Project", "Save", "Save As", "Export View", "New Project", "Add Design", "Next Design",
                                    "Previous Design", "Undo", "Redo", "Quit", "Keyboard Shortcuts"})
            QVERIFY2(find(QLatin1String(command)), command);
        QCOMPARE(find(QStringLiteral("Save"))->shortcut, QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText));
        QCOMPARE(find(QStringLiteral("Export View"))->shortcut, QStringLiteral("Ctrl+E"));
        QCOMPARE(find(QStringLiteral("Export View"))->menu, QStringLiteral("File"));
        // Every shortcut is used once.
        QSet<QString> seen;
        for (const gui::ShortcutRow& row : rows) {
            QVERIFY2(!seen.contains(row.shortcut), qPrintable(row.shortcut + QStringLiteral(" twice")));
            seen.insert(row.shortcut);
        }
        gui::ShortcutsDialog dialog(window.menuBar());
        QCOMPARE(dialog.findChild<QTableWidget*>(QStringLiteral("shortcutsTable"))->rowCount(), int(rows.size()));
    }
};

QTEST_MAIN(TestDesktopSettings)
#include "tst_desktop_settings.moc"
