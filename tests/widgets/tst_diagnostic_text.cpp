// Core's diagnostics in the GUI's language (widgets/document/DiagnosticText):
// every kind has a headline and Korean translates every one; in English the
// GUI shows core's sentence unchanged; in Korean the Problems list and a
// DiagnosticView put the kind's Korean headline before core's English sentence.
#include <QTest>
#include <QTranslator>
#include <algorithm>
#include <memory>

#include "../diag_kind_text.h"
#include "Language.h"
#include "mapping/axes.h"
#include "mapping/mapping.h"
#include "widgets/document/DiagnosticText.h"
#include "widgets/document/FieldError.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelProblemsModel.h"
#include "widgets/toolkit/DiagnosticView.h"

using namespace tcpwb;
using namespace tcpwb::widgets;

namespace {

// The workbench's Korean translation, installed for one test.
class Korean {
public:
    Korean() : translator_(gui::loadWorkbenchTranslator(gui::localeFor(QStringLiteral("ko")))) {
        if (translator_) QCoreApplication::installTranslator(translator_.get());
    }
    ~Korean() {
        if (translator_) QCoreApplication::removeTranslator(translator_.get());
    }
    Korean(const Korean&) = delete;
    Korean& operator=(const Korean&) = delete;
    bool loaded() const { return translator_ && !translator_->isEmpty(); }

private:
    std::unique_ptr<QTranslator> translator_;
};

bool hasHangul(const QString& text) {
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0xac00 && c.unicode() <= 0xd7a3; });
}

// The manual's GEMV as printed: its collect Time is refused (collect_mismatch).
QString gemvPath() { return QStringLiteral(TCPWB_SOURCE_DIR "/samples/kernels/gemv.rs"); }

// `m![A / 7]` over A = 8: a stride that does not divide (not_divisible), with core's fix.
diag::Diagnostic strideError() {
    auto env = mapping::parseAxes("A = 8");
    if (!env) qFatal("the axes do not parse");
    auto compiled = mapping::compileMapping("m![A / 7]", *env);
    if (compiled) qFatal("m![A / 7] compiled");
    return compiled.error();
}

}  // namespace

class TestDiagnosticText : public QObject {
    Q_OBJECT

private slots:
    void everyKindHasAHeadline() {
        for (diag::Kind kind : diag::allKinds()) {
            const QString title = diagnosticKindTitle(kind);
            QVERIFY2(!title.trimmed().isEmpty(), qPrintable(diag::kindText(kind)));
            QCOMPARE(title, QString::fromUtf8(diagnosticKindSource(kind)));
            QVERIFY2(!diagnosticKindTranslated(kind), qPrintable(diag::kindText(kind)));
        }
    }

    void englishShowsCoresSentenceUnchanged() {
        const QString sentence = QStringLiteral("the tensor needs 9000 bytes, more than the 8192 of DM");
        for (diag::Kind kind : diag::allKinds()) QCOMPARE(diagnosticText(kind, sentence), sentence);
        const diag::Diagnostic d = strideError();
        QCOMPARE(diagnosticText(d), QString::fromStdString(d.message));

        KernelDocument document;
        QVERIFY(document.load(gemvPath(), nullptr));
        QVERIFY(document.error());
        QCOMPARE(document.error()->text(), document.error()->message);
        KernelProblemsModel problems(&document);
        QCOMPARE(problems.index(0, KernelProblemsModel::Message).data().toString(), document.error()->message);
    }

    void koreanTranslatesEveryHeadline() {
        Korean korean;
        QVERIFY2(korean.loaded(), "tcpwb_ko.qm is not embedded under :/i18n");
        for (diag::Kind kind : diag::allKinds()) {
            const QString title = diagnosticKindTitle(kind);
            QVERIFY2(diagnosticKindTranslated(kind), qPrintable(diag::kindText(kind) + QStringLiteral(" has no Korean headline")));
            QVERIFY2(hasHangul(title), qPrintable(diag::kindText(kind) + QStringLiteral(": ") + title));
            // The headline, then core's sentence with its numbers as it is.
            QCOMPARE(diagnosticText(kind, QStringLiteral("x = 7")), title + QStringLiteral(": x = 7"));
        }
        QCOMPARE(diagnosticKindTitle(diag::Kind::capacity_exceeded), QStringLiteral("텐서가 메모리에 들어가지 않음"));
    }

    void problemsListShowsTheKoreanHeadline() {
        Korean korean;
        QVERIFY(korean.loaded());
        KernelDocument document;
        QVERIFY(document.load(gemvPath(), nullptr));
        QVERIFY(document.error());
        QCOMPARE(document.error()->diagnosticKind, diag::Kind::collect_mismatch);
        KernelProblemsModel problems(&document);
        QCOMPARE(problems.rowCount(), 1);
        const QString shown = problems.index(0, KernelProblemsModel::Message).data().toString();
        QCOMPARE(shown, diagnosticKindTitle(diag::Kind::collect_mismatch) + QStringLiteral(": ") + document.error()->message);
        QVERIFY2(shown.contains(QStringLiteral("m![J / 16]")), qPrintable(shown));  // core's detail, in English
        // Scripts' spelling and core's fix stay as they are.
        QCOMPARE(problems.index(0, KernelProblemsModel::Kind).data().toString(), QStringLiteral("collect_mismatch"));
        QCOMPARE(problems.index(0, KernelProblemsModel::Fix).data().toString(), QStringLiteral("write Time m![J / 16]"));
        QCOMPARE(problems.index(0, KernelProblemsModel::Severity).data().toString(), QStringLiteral("오류"));
    }

    void diagnosticViewShowsTheKoreanHeadline() {
        const diag::Diagnostic d = strideError();
        QCOMPARE(d.kind, diag::Kind::not_divisible);
        QVERIFY(d.fix);
        const QString field = QStringLiteral("m![A / 7]");
        DiagnosticView english;
        english.showError(locate(d, field), field);
        QCOMPARE(english.message(), QString::fromStdString(d.message));

        Korean korean;
        QVERIFY(korean.loaded());
        DiagnosticView view;
        view.showError(locate(d, field), field);
        QCOMPARE(view.message(), QStringLiteral("크기가 나누어떨어지지 않음: ") + QString::fromStdString(d.message));
        QVERIFY2(view.text().contains(QStringLiteral("오류:")), qPrintable(view.text()));                         // the GUI's own label
        QVERIFY2(view.text().contains(QString::fromStdString(*d.fix).toHtmlEscaped()), qPrintable(view.text()));  // core's fix, in English
        QCOMPARE(view.toolTip(), QStringLiteral("not_divisible"));
    }
};

QTEST_MAIN(TestDiagnosticText)
#include "tst_diagnostic_text.moc"
