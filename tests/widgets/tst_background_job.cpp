// BackgroundJob: the answer arrives in the owner's thread, an older job's
// answer is dropped once a newer one starts, the work sees cancel(), progress
// arrives queued, and a job destroyed mid-work (or with its answer queued)
// waits for the work and calls nobody back.
#include <QTest>
#include <atomic>
#include <chrono>
#include <memory>
#include <thread>
#include <vector>

#include "widgets/toolkit/BackgroundJob.h"

using tcpwb::widgets::BackgroundJob;
using tcpwb::widgets::JobControl;

namespace {

// Spins until the job is cancelled (or 10 s pass, so a broken cancel fails
// the test instead of hanging it); -1 when it was never cancelled.
int waitForCancel(const JobControl& control) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (std::chrono::steady_clock::now() < until) {
        if (control.cancelled()) return 7;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return -1;
}

}  // namespace

class TestBackgroundJob : public QObject {
    Q_OBJECT

private slots:
    void answerArrivesInTheOwnersThread() {
        BackgroundJob<int> job;
        std::vector<int> answers;
        QThread* deliveredIn = nullptr;
        QThread* workedIn = nullptr;
        job.start(
            [&workedIn](const JobControl&) {
                workedIn = QThread::currentThread();
                return 42;
            },
            [&](int answer) {
                deliveredIn = QThread::currentThread();
                answers.push_back(answer);
            });
        QVERIFY(job.isRunning());
        QTRY_COMPARE(answers.size(), std::size_t(1));
        QCOMPARE(answers.front(), 42);
        QCOMPARE(deliveredIn, QThread::currentThread());
        QVERIFY(workedIn != QThread::currentThread());
        QVERIFY(!job.isRunning());
    }

    // start() waits for the older job, so its answer is queued by then: only
    // the newer one may be delivered.
    void anOlderAnswerIsDropped() {
        BackgroundJob<int> job;
        std::vector<int> answers;
        std::atomic_bool firstDone = false;
        job.start(
            [&firstDone](const JobControl&) {
                firstDone = true;
                return 1;
            },
            [&](int answer) { answers.push_back(answer); });
        while (!firstDone) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        job.start([](const JobControl&) { return 2; }, [&](int answer) { answers.push_back(answer); });
        QTRY_VERIFY(!job.isRunning());
        QTest::qWait(20);
        QCOMPARE(answers, std::vector<int>{2});
    }

    void cancelReachesTheWorkAndItsAnswerStillComes() {
        BackgroundJob<int> job;
        std::vector<int> answers;
        job.start(waitForCancel, [&](int answer) { answers.push_back(answer); });
        QTest::qWait(10);
        QVERIFY(answers.empty());
        job.cancel();
        QTRY_COMPARE(answers, std::vector<int>{7});
    }

    void stopDropsTheAnswer() {
        BackgroundJob<int> job;
        std::vector<int> answers;
        job.start(waitForCancel, [&](int answer) { answers.push_back(answer); });
        job.stop();
        QVERIFY(!job.isRunning());
        QTest::qWait(20);
        QVERIFY(answers.empty());
    }

    void progressArrivesBeforeTheAnswer() {
        BackgroundJob<int> job;
        std::vector<double> seen;
        job.start(
            [](const JobControl& control) {
                control.progress(0.25);
                control.progress(0.75);
                return 1;
            },
            [&](int) { seen.push_back(1.0); }, [&](double fraction) { seen.push_back(fraction); });
        QTRY_COMPARE(seen.size(), std::size_t(3));
        QCOMPARE(seen, (std::vector<double>{0.25, 0.75, 1.0}));
    }

    // The answer may start the next job (the flit stepper asks for the
    // latest query that way).
    void theAnswerCanStartTheNextJob() {
        BackgroundJob<int> job;
        std::vector<int> answers;
        std::function<void(int)> onAnswer = [&](int answer) {
            answers.push_back(answer);
            if (answer < 3) job.start([answer](const JobControl&) { return answer + 1; }, onAnswer);
        };
        job.start([](const JobControl&) { return 1; }, onAnswer);
        QTRY_COMPARE(answers, (std::vector<int>{1, 2, 3}));
        QTRY_VERIFY(!job.isRunning());
    }

    void destroyedMidWorkWaitsAndCallsNobody() {
        auto answered = std::make_shared<bool>(false);
        std::atomic_bool started = false;
        {
            BackgroundJob<int> job;
            job.start(
                [&started](const JobControl& control) {
                    started = true;
                    return waitForCancel(control);
                },
                [answered](int) { *answered = true; });
            while (!started) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        QTest::qWait(20);
        QVERIFY(!*answered);
    }

    // The answer is posted but not yet delivered when the job dies.
    void destroyedWithItsAnswerQueuedCallsNobody() {
        auto answered = std::make_shared<bool>(false);
        auto job = std::make_unique<BackgroundJob<std::vector<int>>>();
        std::atomic_bool done = false;
        job->start(
            [&done](const JobControl& control) {
                control.progress(0.5);
                done = true;
                return std::vector<int>(1000, 1);
            },
            [answered](std::vector<int>) { *answered = true; }, [answered](double) { *answered = true; });
        while (!done) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        job.reset();
        QTest::qWait(20);
        QVERIFY(!*answered);
    }
};

QTEST_MAIN(TestBackgroundJob)
#include "tst_background_job.moc"
