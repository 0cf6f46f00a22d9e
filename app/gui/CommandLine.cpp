#include "CommandLine.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <cstdio>
#include <cstdlib>

namespace tcpwb::gui {

namespace {

// What follows `--compare A` (or `--compare=A`), unless it is an option.
QString argumentAfterCompare(const QStringList& arguments) {
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        const bool joined = a.startsWith(QLatin1String("--compare=")) || a.startsWith(QLatin1String("-compare="));
        const bool separate = a == QLatin1String("--compare") || a == QLatin1String("-compare");
        const qsizetype next = joined ? i + 1 : separate ? i + 2 : -1;
        if (next > 0 && next < arguments.size() && !arguments[next].startsWith(QLatin1Char('-'))) return arguments[next];
    }
    return {};
}

}  // namespace

CommandLine parseCommandLine(const QCoreApplication& app) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("CommandLine", "TCP Workbench: mapping studio"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QCoreApplication::translate(
            "CommandLine", "A *.tcpwb.json document or *.tcpwbproj.json project to open, a *.rs kernel or a kernel crate's folder"),
        QStringLiteral("[file]"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QCoreApplication::translate("CommandLine", "Save a PNG of the window after loading, then exit"),
                                        QStringLiteral("FILE"));
    const QCommandLineOption quit(QStringLiteral("quit"), QCoreApplication::translate("CommandLine", "Exit right after loading"));
    const QCommandLineOption size(QStringLiteral("size"), QCoreApplication::translate("CommandLine", "Window size, e.g. 1100x720"),
                                  QStringLiteral("WxH"));
    const QCommandLineOption noSettings(
        QStringLiteral("no-settings"),
        QCoreApplication::translate("CommandLine", "Start from the default layout and settings; save no settings, no autosave"));
    const QCommandLineOption theme(QStringLiteral("theme"),
                                   QCoreApplication::translate("CommandLine", "Start with this theme (and keep it): system, light or dark"),
                                   QStringLiteral("THEME"));
    const QCommandLineOption language(QStringLiteral("language"),
                                      QCoreApplication::translate("CommandLine", "Language for this run: system, en or ko"),
                                      QStringLiteral("LANG"));
    const QCommandLineOption trace(
        QStringLiteral("trace"),
        QCoreApplication::translate("CommandLine", "A trace (Chrome JSON or furiosa-opt schedule) to show in the Timeline tab"),
        QStringLiteral("FILE"));
    const QCommandLineOption sourceRoot(
        QStringLiteral("source-root"),
        QCoreApplication::translate("CommandLine",
                                    "The kernel's folder (its crate): the Timeline shows the trace's source files from there"),
        QStringLiteral("DIR"));
    const QCommandLineOption kernel(
        QStringLiteral("kernel"),
        QCoreApplication::translate("CommandLine", "Open a kernel (.rs) or a kernel crate's folder in the Kernel tab and run it"),
        QStringLiteral("FILE"));
    const QCommandLineOption function(
        QStringLiteral("fn"),
        QCoreApplication::translate(
            "CommandLine", "With a kernel: run this device function of it on its own (as tcpwb-cli run --fn); in a crate, its Rust path"),
        QStringLiteral("NAME"));
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        QCoreApplication::translate("CommandLine", "Compare two traces in the Compare tab: --compare A B (or --compare A --compare B)"),
        QStringLiteral("A"));
    parser.addOptions({screenshot, quit, size, noSettings, theme, language, trace, sourceRoot, kernel, function, compare});
    parser.process(app);

    CommandLine line;
    QStringList files = parser.positionalArguments();
    // `--compare A B`: the parser leaves B among the positional arguments;
    // it is the one right after A on the command line.
    const QStringList compared = parser.values(compare);
    if (!compared.isEmpty()) {
        const QString b = argumentAfterCompare(app.arguments());
        if (compared.size() == 1 && !b.isEmpty() && files.removeOne(b)) line.compare = {compared.front(), b};
        else if (compared.size() == 2) line.compare = compared;
        else {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate("CommandLine", "tcpwb: --compare needs two traces: --compare A B")));
            std::exit(1);
        }
    }
    line.file = files.isEmpty() ? QString::fromLatin1(kDefaultSample) : files.front();
    line.kernel = parser.value(kernel);
    line.function = parser.value(function);
    // `tcpwb gemm.rs`, `tcpwb CRATE_DIR`: the kernel next to the default design.
    if (isKernelFile(line.file)) {
        line.kernel = line.file;
        line.file = QString::fromLatin1(kDefaultSample);
    }
    line.screenshot = parser.value(screenshot);
    line.quit = parser.isSet(quit);
    line.size = parser.value(size);
    line.noSettings = parser.isSet(noSettings);
    line.theme = parser.value(theme);
    line.language = parser.value(language);
    line.trace = parser.value(trace);
    line.sourceRoot = parser.value(sourceRoot);
    return line;
}

}  // namespace tcpwb::gui
