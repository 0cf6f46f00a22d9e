#include "widgets/timeline/TraceLoader.h"

#include <QFileInfo>
#include <QThread>
#include <utility>

#include "trace/read.h"
#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {

TraceLoader::TraceLoader(QObject* parent) : QObject(parent) {}

TraceLoader::~TraceLoader() { stop(); }

void TraceLoader::stop() {
    if (!thread_) return;
    cancel_->store(true);
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
    index_.reset();
    error_.reset();
}

void TraceLoader::load(const QString& path) {
    stop();
    path_ = path;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    const std::string file = path.toStdString();
    auto cancel = cancel_;
    // Progress is posted back only when the percentage moves.
    auto lastPercent = std::make_shared<int>(-1);
    thread_ = QThread::create([this, file, cancel, lastPercent] {
        auto onProgress = [this, cancel, lastPercent](u64 done, u64 total) {
            const int percent = total ? static_cast<int>(std::min<u64>(done * 100 / total, 100)) : 0;
            if (percent != *lastPercent) {
                *lastPercent = percent;
                QMetaObject::invokeMethod(this, [this, percent] { emit progress(percent); }, Qt::QueuedConnection);
            }
            return !cancel->load();
        };
        auto result = trace::readTraceFile(file, onProgress);
        if (!result) error_ = result.error();
        else index_ = TimelineIndex::build(std::make_shared<const trace::Trace>(std::move(result).value()));
    });
    connect(thread_, &QThread::finished, this, &TraceLoader::threadFinished, Qt::QueuedConnection);
    thread_->start();
}

void TraceLoader::cancel() {
    if (cancel_) cancel_->store(true);
}

void TraceLoader::threadFinished() {
    if (!thread_ || !thread_->isFinished()) return;
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
    auto index = std::exchange(index_, nullptr);
    auto error = std::exchange(error_, std::nullopt);
    if (index) emit loaded(std::move(index), path_);
    else if (error && error->kind == diag::Kind::cancelled) emit cancelled();
    else if (error) emit failed(errorText(path_, *error), toQt(error->kind));
}

std::shared_ptr<const TimelineIndex> TraceLoader::loadNow(const QString& path, QString* error) {
    auto result = trace::readTraceFile(path.toStdString());
    if (result) return TimelineIndex::build(std::make_shared<const trace::Trace>(std::move(result).value()));
    if (error) *error = errorText(path, result.error());
    return nullptr;
}

QString TraceLoader::errorText(const QString& path, const diag::Diagnostic& error) {
    QString text = tr("Cannot open the trace %1: %2").arg(QFileInfo(path).fileName(), QString::fromStdString(error.message));
    if (error.offset) text += QLatin1Char(' ') + tr("(at byte %1; %2)").arg(qulonglong(*error.offset)).arg(toQt(error.kind));
    else text += QLatin1Char(' ') + tr("(%1)").arg(toQt(error.kind));
    return text;
}

}  // namespace tcpwb::widgets
