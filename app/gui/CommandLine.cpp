#include "CommandLine.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <cstdio>
#include <cstdlib>

namespace tcpwb::gui {

CommandLine parseCommandLine(const QCoreApplication& app) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("CommandLine", "TCP Workbench: mapping studio"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("CommandLine", "A *.tcpwb.json document or *.tcpwbproj.json project to open, or a *.rs kernel"),
                                 QStringLiteral("[file]"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("CommandLine", "Save a PNG of the window after loading, then exit"),
        QStringLiteral("FILE"));
    const QCommandLineOption quit(QStringLiteral("quit"),
                                  QCoreApplication::translate("CommandLine", "Exit right after loading"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QCoreApplication::translate("CommandLine", "Window size, e.g. 1100x720"),
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
    const QCommandLineOption trace(QStringLiteral("trace"),
                                   QCoreApplication::translate("CommandLine", "A trace (Chrome JSON or furiosa-opt schedule) to show in the Timeline tab"),
                                   QStringLiteral("FILE"));
    const QCommandLineOption kernel(
        QStringLiteral("kernel"),
        QCoreApplication::translate("CommandLine", "Open a kernel (.rs) in the Kernel tab; with --screenshot, after running it"),
        QStringLiteral("FILE"));
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        QCoreApplication::translate("CommandLine", "Compare two traces in the Compare tab: --compare A B (or --compare A --compare B)"),
        QStringLiteral("A"));
    parser.addOptions({screenshot, quit, size, noSettings, theme, language, trace, kernel, compare});
    parser.process(app);

    CommandLine line;
    QStringList files = parser.positionalArguments();
    // `--compare A B`: B is left as the last positional argument.
    const QStringList compared = parser.values(compare);
    if (!compared.isEmpty()) {
        if (compared.size() == 1 && !files.isEmpty()) line.compare = {compared.front(), files.takeLast()};
        else if (compared.size() == 2) line.compare = compared;
        else {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate("CommandLine", "tcpwb: --compare needs two traces: --compare A B")));
            std::exit(1);
        }
    }
    line.file = files.isEmpty() ? QString::fromLatin1(kDefaultSample) : files.front();
    line.kernel = parser.value(kernel);
    // `tcpwb gemm.rs`: the kernel next to the default design.
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
    return line;
}

}  // namespace tcpwb::gui
