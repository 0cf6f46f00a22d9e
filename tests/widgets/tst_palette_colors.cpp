// Colours with a meaning keep WCAG's 4.5:1 contrast on the backgrounds they
// are drawn on, in the light theme (Fusion's palette) and the dark one: the
// error text on the window and on table cells, the timeline's flow arrows on
// the lanes, a delta's colour (slower, faster) in a table. A fixed red
// (#c01c28) is about 2.6:1 on the dark theme's grey.
#include <QApplication>
#include <QStyle>
#include <QStyleFactory>
#include <memory>
#include <QTest>

#include "Theme.h"
#include "widgets/toolkit/PaletteColors.h"

using namespace tcpwb;

class TestPaletteColors : public QObject {
    Q_OBJECT

private slots:
    void ratioFollowsWcag() {
        QCOMPARE(widgets::contrastRatio(Qt::black, Qt::white), 21.0);
        QCOMPARE(widgets::contrastRatio(Qt::red, Qt::red), 1.0);
        QVERIFY(std::abs(widgets::contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white) - 4.48) < 0.01);
    }

    void meaningfulColoursReadInBothThemes() {
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        const QPalette light = fusion->standardPalette();
        const QPalette dark = gui::darkPalette();
        for (const QPalette& palette : {light, dark}) {
            const char* theme = widgets::isDarkPalette(palette) ? "dark" : "light";
            for (QPalette::ColorRole background : {QPalette::Window, QPalette::Base, QPalette::AlternateBase}) {
                const QColor on = palette.color(background);
                const double error = widgets::contrastRatio(widgets::errorTextColor(palette), on);
                const double arrow = widgets::contrastRatio(widgets::flowArrowColor(palette), on);
                QVERIFY2(error >= 4.5, qPrintable(QStringLiteral("%1 error text on %2: %3").arg(theme, on.name()).arg(error)));
                QVERIFY2(arrow >= 4.5, qPrintable(QStringLiteral("%1 flow arrow on %2: %3").arg(theme, on.name()).arg(arrow)));
                // A delta's colour in the compare tables: slower, faster.
                const double slower = widgets::contrastRatio(widgets::regressionTextColor(palette), on);
                const double faster = widgets::contrastRatio(widgets::improvementTextColor(palette), on);
                QVERIFY2(slower >= 4.5, qPrintable(QStringLiteral("%1 regression on %2: %3").arg(theme, on.name()).arg(slower)));
                QVERIFY2(faster >= 4.5, qPrintable(QStringLiteral("%1 improvement on %2: %3").arg(theme, on.name()).arg(faster)));
            }
        }
        QVERIFY(widgets::isDarkPalette(dark));
        QVERIFY(!widgets::isDarkPalette(light));
    }

    // The Compare tab's slower red, faster green and unmatched grey, padding
    // rows and invalid flits: each a fixed hue asked to be legible.
    void legibleOnKeepsTheHueAndReaches45() {
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        const QPalette light = fusion->standardPalette();
        const QPalette dark = gui::darkPalette();
        for (const QPalette& palette : {light, dark}) {
            for (const QColor wanted : {QColor(0xd0, 0x3a, 0x2f), QColor(0x2e, 0x9e, 0x4f), QColor(0x88, 0x88, 0x88)}) {
                const QColor got = widgets::legibleOn(wanted, palette);
                QVERIFY2(widgets::worstTextContrast(got, palette) >= widgets::kMinimumTextContrast,
                         qPrintable(QStringLiteral("%1 -> %2").arg(wanted.name(), got.name())));
                if (wanted.hslSaturation() > 0) QVERIFY(std::abs(got.hslHue() - wanted.hslHue()) <= 2);
            }
            const QColor muted = widgets::mutedTextColor(palette);
            QVERIFY(widgets::worstTextContrast(muted, palette) >= widgets::kMinimumTextContrast);
            QVERIFY(muted != palette.color(QPalette::Text));  // still steps back
            QVERIFY(widgets::worstTextContrast(palette.color(QPalette::PlaceholderText), palette) >= 4.5 ||
                    !widgets::isDarkPalette(palette));
        }
        // Already legible: unchanged (the light theme's red is 4.9:1 on white, but not on Fusion's window grey).
        const QColor black = widgets::legibleOn(Qt::black, light);
        QCOMPARE(black, QColor(Qt::black));
        // The dark theme's red before: 3.4:1 on its base.
        QVERIFY(widgets::contrastRatio(QColor(0xd0, 0x3a, 0x2f), dark.color(QPalette::Base)) < 4.5);
    }
};

QTEST_MAIN(TestPaletteColors)
#include "tst_palette_colors.moc"
