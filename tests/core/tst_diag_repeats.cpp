// Diagnostics repeated at one place (a loop unrolled at load time warns once
// per iteration) are reported once, with a note counting the others.
#include <QtTest>

#include <string>
#include <vector>

#include "diag/repeats.h"

using namespace tcpwb;
using diag::Diagnostic;
using diag::Kind;

class DiagRepeats : public QObject {
    Q_OBJECT

private slots:
    void theSameAtOnePlaceIsReportedOnceWithACount() {
        std::vector<Diagnostic> in;
        for (int i = 0; i < 4; ++i) in.push_back(Diagnostic(Kind::dma_performance, "partial units", 10, 5));
        in.push_back(Diagnostic(Kind::dma_performance, "partial units", 40, 5));  // another line
        in.push_back(Diagnostic(Kind::dma_performance, "partial units", 10, 5).withFix("other advice"));
        const auto out = diag::mergeRepeats(in);
        QCOMPARE(out.size(), std::size_t{3});
        QCOMPARE(out[0].offset, std::optional<std::size_t>(10));
        QCOMPARE(out[0].notes.size(), std::size_t{1});
        QCOMPARE(out[0].notes[0].message, std::string("the same at 3 more operations of this line"));
        QCOMPARE(out[1].offset, std::optional<std::size_t>(40));
        QVERIFY(out[1].notes.empty());
        QCOMPARE(out[2].fix, std::optional<std::string>("other advice"));
    }

    void oneRepeatIsOneMoreOperation() {
        const std::vector<Diagnostic> in(2, Diagnostic(Kind::no_outputs, "nothing to check"));
        const auto out = diag::mergeRepeats(in);
        QCOMPARE(out.size(), std::size_t{1});
        QCOMPARE(out[0].notes[0].message, std::string("the same at 1 more operation of this line"));
    }

    void differentMessagesStayInTheirOrder() {
        const std::vector<Diagnostic> in{Diagnostic(Kind::dma_performance, "b"), Diagnostic(Kind::dma_performance, "a"),
                                         Diagnostic(Kind::dma_performance, "b")};
        const auto out = diag::mergeRepeats(in);
        QCOMPARE(out.size(), std::size_t{2});
        QCOMPARE(out[0].message, std::string("b"));
        QCOMPARE(out[1].message, std::string("a"));
    }
};

QTEST_APPLESS_MAIN(DiagRepeats)
#include "tst_diag_repeats.moc"
