#include "widgets/timeline/TraceLoader.h"

#include <QFileInfo>
#include <algorithm>
#include <utility>

#include "trace/read.h"
#include "widgets/document/DiagnosticText.h"
#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {

TraceLoader::TraceLoader(QObject* parent) : QObject(parent) {}

void TraceLoader::load(const QString& path) {
    path_ = path;
    const std::string file = path.toStdString();
    job_.start(
        [file](const JobControl& control) -> Outcome {
            // Progress is reported only when the percentage moves.
            int lastPercent = -1;
            auto onProgress = [&](u64 done, u64 total) {
                const int percent = total ? static_cast<int>(std::min<u64>(done * 100 / total, 100)) : 0;
                if (percent != lastPercent) {
                    lastPercent = percent;
                    control.progress(percent / 100.0);
                }
                return !control.cancelled();
            };
            auto result = trace::readTraceFile(file, onProgress);
            if (!result) return result.error();
            return TimelineIndex::build(std::make_shared<const trace::Trace>(std::move(result).value()));
        },
        [this](Outcome outcome) { finish(std::move(outcome)); }, [this](double fraction) { emit progress(qRound(fraction * 100)); });
}

void TraceLoader::cancel() { job_.cancel(); }

void TraceLoader::finish(Outcome outcome) {
    if (outcome) emit loaded(std::move(outcome).value(), path_);
    else if (outcome.error().kind == diag::Kind::cancelled) emit cancelled();
    else emit failed(errorText(path_, outcome.error()), toQt(outcome.error().kind));
}

std::shared_ptr<const TimelineIndex> TraceLoader::loadNow(const QString& path, QString* error) {
    auto result = trace::readTraceFile(path.toStdString());
    if (result) return TimelineIndex::build(std::make_shared<const trace::Trace>(std::move(result).value()));
    if (error) *error = errorText(path, result.error());
    return nullptr;
}

QString TraceLoader::errorText(const QString& path, const diag::Diagnostic& error) {
    QString text = tr("Cannot open the trace %1: %2").arg(QFileInfo(path).fileName(), diagnosticText(error));
    if (error.offset) text += QLatin1Char(' ') + tr("(at byte %1; %2)").arg(qulonglong(*error.offset)).arg(toQt(error.kind));
    else text += QLatin1Char(' ') + tr("(%1)").arg(toQt(error.kind));
    return text;
}

}  // namespace tcpwb::widgets
