#pragma once
// Loads a trace file in a worker thread with progress and Cancel, and builds
// the timeline's index there too, so the GUI thread only adopts it. The core
// reader calls back after every MiB; returning false there stops it with
// `cancelled`. Results arrive as signals in the loader's thread.
#include <QObject>
#include <QString>
#include <memory>

#include "diag/diagnostic.h"
#include "widgets/analysis/TimelineIndex.h"
#include "widgets/toolkit/BackgroundJob.h"

namespace tcpwb::widgets {

class TraceLoader : public QObject {
    Q_OBJECT

public:
    explicit TraceLoader(QObject* parent = nullptr);

    // Starts loading `path`; a load already under way is cancelled first.
    void load(const QString& path);
    void cancel();
    bool isLoading() const { return job_.isRunning(); }
    QString path() const { return path_; }

    // In the caller's thread (screenshots, tests). Fills *error on failure.
    static std::shared_ptr<const TimelineIndex> loadNow(const QString& path, QString* error);
    // "Cannot open FILE: MESSAGE (byte N, KIND)", for a message box.
    static QString errorText(const QString& path, const diag::Diagnostic& error);

signals:
    void progress(int percent);
    void loaded(std::shared_ptr<const TimelineIndex> index, const QString& path);
    void failed(const QString& message, const QString& kind);
    void cancelled();

private:
    // The index, or why there is none.
    using Outcome = diag::Result<std::shared_ptr<const TimelineIndex>>;
    void finish(Outcome outcome);

    QString path_;
    BackgroundJob<Outcome> job_;
};

}  // namespace tcpwb::widgets
