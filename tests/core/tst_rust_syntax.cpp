// Rust syntax via tree-sitter (core/rust): the tree of a text, walking it,
// line and column of an offset, and syntax errors said where they are with
// what was expected there; no input crashes it or exhausts the stack.
#include <QtTest>

#include <chrono>
#include <string>

#include "rust/line_index.h"
#include "rust/syntax_errors.h"
#include "rust/syntax_tree.h"

using namespace tcpwb;
using namespace tcpwb::rust;

namespace {

std::vector<SyntaxError> errorsOf(const std::string& text) {
    SyntaxTree tree = SyntaxTree::parse(text);
    return syntaxErrors(tree);
}

// The first error's message and 1-based line:column.
QString firstError(const std::string& text) {
    auto errors = errorsOf(text);
    if (errors.empty()) return QStringLiteral("(none)");
    LineColumn at = LineIndex(text).at(errors.front().at.offset);
    return QStringLiteral("%1:%2: %3").arg(at.line).arg(at.column).arg(QString::fromStdString(errors.front().message));
}

}  // namespace

class RustSyntax : public QObject {
    Q_OBJECT

private slots:
    void aFunctionsNodesHaveKindsFieldsAndSpans() {
        const std::string text = "fn add(a: u32) -> u32 { a + 1 } // done\n";
        SyntaxTree tree = SyntaxTree::parse(text);
        Node root = tree.root();
        QCOMPARE(root.kind(), std::string_view("source_file"));
        QVERIFY(!root.hasError());
        std::vector<Node> items = namedChildren(root);
        QCOMPARE(items.size(), std::size_t{1});  // the comment is an extra, not an item
        Node fn = items[0];
        QCOMPARE(fn.kind(), std::string_view("function_item"));
        QCOMPARE(tree.text(fn.field("name")), std::string_view("add"));
        QCOMPARE(fn.field("name").span().offset, std::size_t{3});
        QCOMPARE(tree.text(fn.field("return_type")), std::string_view("u32"));
        std::vector<Child> all = rust::children(root);
        QCOMPARE(all.size(), std::size_t{2});
        QVERIFY(all[1].node.extra());
        QCOMPARE(all[1].node.kind(), std::string_view("line_comment"));
        QCOMPARE(tree.text(firstLeaf(fn)), std::string_view("fn"));
        QCOMPARE(tree.text(lastLeaf(fn)), std::string_view("}"));
        QVERIFY(fn.field("nothing").null());
    }

    void walkVisitsInTextOrderAndSkipsWhatItIsToldTo() {
        const std::string text = "let x = f(a, b);";
        SyntaxTree tree = SyntaxTree::parse(text);
        std::vector<std::string> identifiers;
        walk(tree.root(), [&](Node n) {
            if (n.is("identifier")) identifiers.emplace_back(tree.text(n));
            return !n.is("arguments");
        });
        QCOMPARE(identifiers, (std::vector<std::string>{"x", "f"}));
    }

    void lineIndexCountsFromOne() {
        LineIndex lines("ab\ncd\n\nef");
        QCOMPARE(lines.at(0).line, 1u);
        QCOMPARE(lines.at(0).column, 1u);
        QCOMPARE(lines.at(2).column, 3u);  // the newline belongs to its line
        QCOMPARE(lines.at(4).line, 2u);
        QCOMPARE(lines.at(4).column, 2u);
        QCOMPARE(lines.at(6).line, 3u);
        QCOMPARE(lines.at(99).line, 4u);  // past the end: after the last character
        QCOMPARE(lines.at(99).column, 3u);
        QCOMPARE(lines.lineStart(4), std::size_t{7});
        QCOMPARE(LineIndex("").at(0).column, 1u);
    }

    void syntaxErrorsSayWhatWasExpected_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        auto row = [](const char* name, const char* text, const char* error) {
            QTest::newRow(name) << QString::fromLatin1(text) << QString::fromLatin1(error);
        };
        row("missing `)`", "fn f() { g(1; }\n", "1:13: expected `)`, found `;`");
        row("missing `;` at the end of a line", "fn f() {\n    let a = 1\n    let b = 2;\n}\n", "2:14: expected `;`, found `let`");
        row("unclosed parameter list", "fn f( { }\n", "1:7: expected `)`, found `{`");
        row("operator without its operand", "let input: T = ;\n", "1:16: expected an expression after `=`, found `;`");
        row("one closer too many", "fn f() { let a = g(1)); }\n", "1:22: unexpected `)`");
        row("list element", "fn f() { g(1 2); }\n", "1:14: unexpected `2`; expected `,` or `)`");
        row("stray character", "let x = f(4096`);\n", "1:15: unexpected character ```");
        row("control character", "let x = f(\x01);\n", "1:11: unexpected character U+0001");
        row("not ASCII", "let x = f(\xa7);\n", "1:11: unexpected character `\xa7`");  // Latin-1 here: `§` in UTF-8
        row("not a number", "let x = f(0xZZ);\n", "1:11: `0xZZ` is not a number");
        row("unclosed block comment", "fn f() {}\n/* never closed", "2:1: this block comment is never closed; add `*/`");
        row("comment in a macro", "axes![A = 8 /* never closed ];\nlet x = 1;\n", "1:13: this block comment is never closed; add `*/`");
        row("bracket hidden in a line comment", "axes![A = 8 // ]\n;\n", "1:6: the `axes!` macro's bracket is never closed; add `]`");
        row("unclosed brace at the end", "fn f() {\n    let x = 1;\n", "1:8: this `{` is never closed; add `}`");
        row("a closer for another bracket", "fn f() {\n    let x: DmTensor<i32, m![1]] = a.b();\n}\n", "2:31: expected `>`, found `]`");
        row("where the parser stopped", "fn f() {\n    let x DmTensor<i32> = a.b();\n}\n", "2:11: unexpected `DmTensor`");
        row("no error", "fn f() { m![A', B] }\n", "(none)");
    }

    void syntaxErrorsSayWhatWasExpected() {
        QFETCH(QString, text);
        QFETCH(QString, error);
        QCOMPARE(firstError(text.toStdString()), error);
    }

    void aByteThatIsNoUtf8IsNamedByItsValue() {
        auto errors = errorsOf("let x = f(\xa7);\n");
        QCOMPARE(errors.size(), std::size_t{1});
        QCOMPARE(errors[0].message, std::string("unexpected character byte 0xA7"));
    }

    void theRestOfTheFileStillParses() {
        const std::string text = "fn a() { let x = ; }\nfn b() { g(1; }\nfn c() { ok() }\n";
        SyntaxTree tree = SyntaxTree::parse(text);
        auto errors = syntaxErrors(tree);
        QCOMPARE(errors.size(), std::size_t{2});
        QCOMPARE(LineIndex(text).at(errors[0].at.offset).line, 1u);
        QCOMPARE(LineIndex(text).at(errors[1].at.offset).line, 2u);
        int functions = 0;
        for (Node n : namedChildren(tree.root())) functions += n.is("function_item");
        QCOMPARE(functions, 3);
    }

    void anAcceptedNodeIsNotReported() {
        const std::string text = "fn f() { g(1 }\n";
        SyntaxTree tree = SyntaxTree::parse(text);
        QCOMPARE(syntaxErrors(tree).size(), std::size_t{1});  // a missing `)`
        QVERIFY(syntaxErrors(tree, [](Node n) { return n.missing() && n.is(")"); }).empty());
    }

    // A dialect's token Rust has not, respelled for the parser at the same length, shows as written.
    void aRespelledTextShowsAsWritten() {
        const std::string text = "let x: T = ...;\n";
        const std::string respelled = "let x: T = ___;\n";
        SyntaxTree tree = SyntaxTree::parse(text, respelled);
        QVERIFY(!tree.root().hasError());
        Node value = namedChildren(tree.root()).front().field("value");
        QCOMPARE(value.kind(), std::string_view("identifier"));
        QCOMPARE(tree.text(value), std::string_view("..."));
    }

    void tokensForMessages() {
        QCOMPARE(describeTokenAt("  ;", 0), std::string("`;`"));
        QCOMPARE(describeTokenAt("a /* x */ ::b", 1), std::string("`::`"));
        QCOMPARE(describeTokenAt("x // c\n  \"s\"", 1), std::string("a string"));
        QCOMPARE(describeTokenAt("x   ", 1), std::string("end of file"));
        QCOMPARE(tokenAt("f(0x1F)", 2).length, std::size_t{4});
    }

    // Deep or long input parses without recursion; tree-sitter before 0.20.8
    // corrupted the heap past 65535 children of one node (an unfinished
    // `((((...` of 70 KB makes such an ERROR node).
    void deepAndWideInputNeverCrashes() {
        for (char open : std::string("([{&-<")) {
            std::string text = "let x = " + std::string(100000, open);
            SyntaxTree tree = SyntaxTree::parse(text);
            QVERIFY(tree.root().hasError());
            QVERIFY(!syntaxErrors(tree).empty());
        }
        std::string valid = "let x = " + std::string(100000, '&') + "1;";
        QVERIFY(!SyntaxTree::parse(valid).root().hasError());
        std::string args = "fn f() { g(";
        for (int i = 0; i < 70000; ++i) args += "1,";
        QVERIFY(!SyntaxTree::parse(args + "); }").root().hasError());
        QVERIFY(SyntaxTree::parse(args).root().hasError());
    }

    void aLargeFileParsesInLinearTime() {
        std::string text;
        while (text.size() < (std::size_t{1} << 20)) text += "fn f() { let x = g(1, 2).h::<m![A]>(3); }\n";
        auto start = std::chrono::steady_clock::now();
        SyntaxTree tree = SyntaxTree::parse(text);
        double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        QVERIFY(!tree.root().hasError());
        QVERIFY2(seconds < 20, qPrintable(QStringLiteral("1 MiB took %1 s").arg(seconds)));  // about 0.4 s; generous for sanitizers
    }
};

QTEST_GUILESS_MAIN(RustSyntax)
#include "tst_rust_syntax.moc"
