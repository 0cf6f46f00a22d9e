#pragma once
// What `tcpwb` was asked to do on its command line.
#include <QFileInfo>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace tcpwb::gui {

inline constexpr auto kDefaultSample = ":/samples/constant-addition.tcpwb.json";

// A Virtual ISA kernel (Rust source), or a folder (a kernel crate), opens in
// the Kernel tab, not as a design.
inline bool isKernelFile(const QString& path) {
    return path.endsWith(QLatin1String(".rs"), Qt::CaseInsensitive) || QFileInfo(path).isDir();
}

struct CommandLine {
    QString file;             // the document to open: argv[1] or the default sample
    QString kernel;           // --kernel FILE|CRATE_DIR, or argv[1] when it is a .rs or a folder: opened in the Kernel tab
    QString function;         // --fn NAME: the kernel's device function to run on its own (its Rust path, a tail of it, or its name)
    QString screenshot;       // --screenshot FILE: save a PNG of the window and exit
    bool quit = false;        // --quit: exit right after loading
    QString size;             // --size WxH of the window, for reproducible screenshots
    bool noSettings = false;  // --no-settings: defaults only, nothing read or written
    QString theme;            // --theme system|light|dark: start with it (kept when settings are on)
    QString language;         // --language system|en|ko, for this run only
    QString trace;            // --trace FILE: a trace to show in the Timeline tab
    QString sourceRoot;       // --source-root DIR: where the trace's source locations are read from
    QStringList compare;      // --compare A B: two traces for the Compare tab (empty, or A and B)

    // Headless runs: no dialogs, nothing waits for a user.
    bool unattended() const { return quit || !screenshot.isEmpty(); }
    // Headless runs never read the user's settings (reproducible
    // screenshots) nor leave autosaves behind.
    bool usesSettings() const { return !noSettings && !unattended(); }
};

// Parses app.arguments(); handles --help and --version itself (and exits).
CommandLine parseCommandLine(const QCoreApplication& app);

}  // namespace tcpwb::gui
