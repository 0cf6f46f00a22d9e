#pragma once
// What `tcpwb` was asked to do on its command line.
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace tcpwb::gui {

inline constexpr auto kDefaultSample = ":/samples/constant-addition.tcpwb.json";

struct CommandLine {
    QString file;        // the document to open: argv[1] or the default sample
    QString screenshot;  // --screenshot FILE: save a PNG of the window and exit
    bool quit = false;   // --quit: exit right after loading
    QString size;        // --size WxH of the window, for reproducible screenshots
    QString trace;       // --trace FILE: a trace to show in the Timeline tab

    // Headless runs: no dialogs, nothing waits for a user.
    bool unattended() const { return quit || !screenshot.isEmpty(); }
};

// Parses app.arguments(); handles --help and --version itself (and exits).
CommandLine parseCommandLine(const QCoreApplication& app);

}  // namespace tcpwb::gui
