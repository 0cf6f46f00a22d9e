#pragma once
// One piece of work at a time in a worker thread, its answer handed back in
// the thread that owns the job (the GUI thread), so a window stays
// responsive while a trace loads, a kernel simulates or a flit is computed.
//
// - The work is a function of a JobControl, returning T. It polls
//   control.cancelled() (cancel() sets it) and may report progress, a
//   fraction in [0, 1], with control.progress(); the owner's onProgress sees
//   it queued, in its own thread.
// - Only the newest job counts: start() and stop() cancel the job under way
//   and wait for it, and an answer (or progress) of an older job that is
//   still queued is dropped, never delivered.
// - Destroying the job cancels the work and waits for it; answers still
//   queued die with the job (they are posted to a QObject the job owns), so a
//   job kept as a member of its owner never calls back into a dead owner.
//   The work itself must not touch the owner: it gets copies of what it needs.
#include <QMetaObject>
#include <QObject>
#include <QThread>
#include <atomic>
#include <functional>
#include <memory>
#include <utility>

namespace tcpwb::widgets {

// What the work sees of its job: the cancel flag and a way to report progress.
class JobControl {
public:
    JobControl(std::shared_ptr<const std::atomic_bool> cancelled, std::function<void(double)> progress)
        : cancelled_(std::move(cancelled)), progress_(std::move(progress)) {}
    bool cancelled() const { return cancelled_->load(); }
    void progress(double fraction) const {
        if (progress_) progress_(fraction);
    }

private:
    std::shared_ptr<const std::atomic_bool> cancelled_;
    std::function<void(double)> progress_;
};

template <class T>
class BackgroundJob {
public:
    using Work = std::function<T(const JobControl&)>;
    using Done = std::function<void(T)>;
    using Progress = std::function<void(double)>;

    BackgroundJob() = default;
    BackgroundJob(const BackgroundJob&) = delete;
    BackgroundJob& operator=(const BackgroundJob&) = delete;
    ~BackgroundJob() { stop(); }

    // Runs `work` in a new thread after stopping the job under way; `done`
    // gets its answer and `onProgress` its progress, both in this thread.
    void start(Work work, Done done, Progress onProgress = {}) {
        stop();
        const quint64 generation = generation_;
        done_ = std::move(done);
        progress_ = std::move(onProgress);
        auto cancelled = std::make_shared<std::atomic_bool>(false);
        cancelled_ = cancelled;
        JobControl control(cancelled, [this, generation](double fraction) {
            QMetaObject::invokeMethod(
                &context_, [this, generation, fraction] { deliverProgress(generation, fraction); }, Qt::QueuedConnection);
        });
        thread_.reset(QThread::create([this, generation, work = std::move(work), control = std::move(control)] {
            auto answer = std::make_shared<T>(work(control));
            QMetaObject::invokeMethod(
                &context_, [this, generation, answer] { deliver(generation, std::move(*answer)); }, Qt::QueuedConnection);
        }));
        thread_->start();
    }

    // Asks the work to stop (it sees control.cancelled()); its answer still comes.
    void cancel() {
        if (cancelled_) cancelled_->store(true);
    }

    // Cancels the work, waits for it and drops its answer.
    void stop() {
        ++generation_;
        cancel();
        if (thread_) thread_->wait();
        thread_.reset();
        done_ = nullptr;
        progress_ = nullptr;
    }

    // From start() until the answer is delivered or the job stopped.
    bool isRunning() const { return thread_ != nullptr; }

private:
    void deliver(quint64 generation, T answer) {
        if (generation != generation_) return;
        thread_->wait();  // it has posted its answer: the thread is ending
        thread_.reset();
        ++generation_;  // late progress of this job is stale now
        // `done` may start the next job: the members are free for it.
        Done done = std::exchange(done_, nullptr);
        progress_ = nullptr;
        done(std::move(answer));
    }

    void deliverProgress(quint64 generation, double fraction) {
        if (generation == generation_ && progress_) progress_(fraction);
    }

    QObject context_;  // lives in the owner's thread; queued answers die with it
    std::unique_ptr<QThread> thread_;
    std::shared_ptr<std::atomic_bool> cancelled_;
    quint64 generation_ = 0;
    Done done_;
    Progress progress_;
};

}  // namespace tcpwb::widgets
