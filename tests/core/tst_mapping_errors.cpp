// Bad input: every mistake gets one clear sentence, a stable kind and the
// character it is about; nothing crashes.
#include <QtTest>

#include <string>

#include "mapping/mapping.h"
#include "mapping/parser.h"
#include "test_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::mapping;

class MappingErrors : public QObject {
    Q_OBJECT

    static diag::Diagnostic failure(const char* axesText, const std::string& expr, const AliasTable& aliases = {}) {
        auto env = test::axes(axesText);
        auto m = compileMapping(expr, env, aliases);
        if (m) qFatal("expected `%s` to fail", expr.c_str());
        return m.error();
    }

private slots:
    void errorsPointAtTheProblem_data() {
        QTest::addColumn<QString>("axes");
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("offset");
        QTest::addColumn<QString>("message");

        QTest::newRow("unknown axis") << "A=8"
                                      << "m![A, Q]"
                                      << "unknown_axis" << 6 << "unknown axis `Q`";
        QTest::newRow("stride does not divide") << "A=8,B=512"
                                                << "m![B / 7]"
                                                << "not_divisible" << 5 << "stride 7 does not divide size 512 of `B`";
        QTest::newRow("modulo does not divide") << "A=8,B=512"
                                                << "m![A, B % 7]"
                                                << "not_divisible" << 8 << "modulo 7 does not divide size 512 of `B`";
        QTest::newRow("padding smaller than size") << "C=13,D=61"
                                                   << "m![C, D # 60]"
                                                   << "padding_too_small" << 8 << "padding `# 60` is smaller than the size 61 of `D`";
        QTest::newRow("resize larger than size") << "D=3"
                                                 << "m![D = 4]"
                                                 << "resize_too_large" << 5 << "resize `= 4` exceeds the size 3 of `D`";
        QTest::newRow("size overflow") << "A=1048576"
                                       << "m![A, A, A, A, A]"
                                       << "size_overflow" << 3 << "exceeds the largest supported size 2^62";
        QTest::newRow("number overflow") << "A=8"
                                         << "m![A # 99999999999999999999]"
                                         << "size_overflow" << 7 << "exceeds the largest supported size 2^62";
        QTest::newRow("unclosed bracket") << "A=8,B=8"
                                          << "m![[A, B]"
                                          << "unbalanced_brackets" << 2 << "is never closed";
        QTest::newRow("inner bracket unclosed") << "A=8,B=8"
                                                << "m![A, [B]"
                                                << "unbalanced_brackets" << 2 << "is never closed";
        QTest::newRow("stray closer") << "A=8"
                                      << "A ] B"
                                      << "unbalanced_brackets" << 2 << "no bracket is open";
        QTest::newRow("mismatched closer") << "A=8"
                                           << "m![[A)]"
                                           << "unbalanced_brackets" << 5 << "closes the `[`";
        QTest::newRow("empty") << "A=8"
                               << "   "
                               << "empty_expression" << 0 << "empty";
        QTest::newRow("operator without number") << "A=8"
                                                 << "m![A / ]"
                                                 << "syntax_error" << 7 << "`/` needs a number";
        QTest::newRow("garbage character") << "A=8"
                                           << "m![A ^ 2]"
                                           << "syntax_error" << 5 << "unexpected character `^`";
        // A letter outside ASCII is named as written, not by its first byte.
        QTest::newRow("non-ASCII letter") << "A=8"
                                          << "m![A, \xc3\x85]"
                                          << "syntax_error" << 6 << "unexpected character `\xc3\x85`";
        QTest::newRow("control character") << "A=8"
                                           << "m![A\x01]"
                                           << "syntax_error" << 4 << "unexpected character U+0001";
        QTest::newRow("zero broadcast") << "A=8"
                                        << "m![0, A]"
                                        << "invalid_size" << 3 << "at least 1";
        QTest::newRow("zero stride") << "A=8"
                                     << "m![A / 0]"
                                     << "invalid_size" << 5 << "stride 0";
        QTest::newRow("offset past the end") << "A=8"
                                             << "m![A @ 8]"
                                             << "offset_too_large" << 5 << "leaves nothing";
        QTest::newRow("unknown alias") << "A=8"
                                       << "m![{ L }]"
                                       << "unknown_alias" << 3 << "unknown alias `L`";
        QTest::newRow("unknown braced path") << "A=8"
                                             << "m![A, { crate::nowhere::Row }]"
                                             << "unknown_alias" << 8 << "no axis or mapping `crate::nowhere::Row`";
        QTest::newRow("two names in braces") << "A=8"
                                             << "m![{ L M }]"
                                             << "syntax_error" << 7 << "expected `}` after `{ L`, found `M`";
        QTest::newRow("bad padding kind") << "A=8"
                                          << "m![A #{x} 8]"
                                          << "syntax_error" << 7 << "unknown padding kind";
        QTest::newRow("missing weight") << "N=5,F=3"
                                        << "m![$(N, F:2)]"
                                        << "syntax_error" << 6 << "needs a weight";
        QTest::newRow("number glued to letters") << "A=8"
                                                 << "m![A / 8x]"
                                                 << "syntax_error" << 7 << "is not a number";
    }

    void errorsPointAtTheProblem() {
        QFETCH(QString, axes);
        QFETCH(QString, expr);
        QFETCH(QString, kind);
        QFETCH(int, offset);
        QFETCH(QString, message);
        auto d = failure(axes.toUtf8().constData(), expr.toStdString());
        QCOMPARE(kindText(d.kind), kind);
        QVERIFY2(d.offset.has_value(), "every mapping error points at a character");
        QCOMPARE(int(*d.offset), offset);
        QVERIFY2(QString::fromStdString(d.message).contains(message), d.message.c_str());
        QVERIFY2(!QString::fromStdString(d.message).contains('\n'), "one sentence, one line");
    }

    void anUnknownBracedPathIsPlacedAtThePath() {
        auto d = failure("A=8", "m![{ crate::b :: Row  }]");
        QCOMPARE(d.message, std::string("no axis or mapping `crate::b::Row`"));
        QCOMPARE(int(*d.offset), 5);
        QCOMPARE(int(d.length), int(std::string("crate::b :: Row").size()));
    }

    void strideErrorSuggestsPadding() {
        auto d = failure("B=512", "m![B / 7]");
        QVERIFY(d.fix.has_value());
        QCOMPARE(QString::fromStdString(*d.fix), QStringLiteral("pad first: `B # 518`"));
    }

    void aliasNameUsedAsAxisIsExplained() {
        AliasTable aliases;
        aliases.define("Time", "m![A / 4]");
        auto d = failure("A=8", "m![Time, A % 4]", aliases);
        QCOMPARE(d.kind, diag::Kind::unknown_axis);
        QVERIFY(QString::fromStdString(d.message).contains("write `{ Time }`"));
    }

    void errorInsideAliasPointsAtTheUse() {
        AliasTable aliases;
        aliases.define("L", "m![A / 3]");
        auto d = failure("A=8", "m![B, { L }]", aliases);
        // B is unknown first; fix that and the alias body's own error surfaces at the `{ L }`.
        QCOMPARE(d.kind, diag::Kind::unknown_axis);
        auto d2 = failure("A=8,B=2", "m![B, { L }]", aliases);
        QCOMPARE(d2.kind, diag::Kind::not_divisible);
        QCOMPARE(int(*d2.offset), 6);
        QVERIFY(QString::fromStdString(d2.message).startsWith("in alias `L`: stride 3"));
    }

    void aliasCycleIsReported() {
        AliasTable aliases;
        aliases.define("X", "m![{ Y }]");
        aliases.define("Y", "m![A, { X }]");
        auto d = failure("A=8", "m![{ X }]", aliases);
        QVERIFY2(QString::fromStdString(d.message).contains("refers to itself"), d.message.c_str());
    }

    void aliasChainsHaveOneLimit() {
        // L0 = A, L1 = { L0 }, ...: resolution recursed once per alias, so
        // 10,000 of them overflowed the stack. At most kMaxAliasDepth open.
        AliasTable aliases;
        aliases.define("L0", "m![A]");
        for (int i = 1; i < 10000; ++i) aliases.define("L" + std::to_string(i), "m![{ L" + std::to_string(i - 1) + " }]");
        const std::string last = "m![{ L" + std::to_string(kMaxAliasDepth - 1) + " }]";
        auto env = test::axes("A=8");
        QVERIFY(compileMapping(last, env, aliases).ok());
        auto d = failure("A=8", "m![B, { L" + std::to_string(kMaxAliasDepth) + " }]", aliases);
        QCOMPARE(d.kind, diag::Kind::unknown_axis);  // B first
        d = failure("A=8,B=2", "m![B, { L" + std::to_string(kMaxAliasDepth) + " }]", aliases);
        QCOMPARE(d.kind, diag::Kind::alias_too_deep);
        QCOMPARE(*d.offset, std::size_t{6});  // said once, at the use, not once per alias on the way
        QVERIFY2(
            QString::fromStdString(d.message).startsWith("aliases nest more than 32 levels deep (L32 -> L31 -> ... -> L2 -> L1 -> L0)"),
            d.message.c_str());
        QCOMPARE(failure("A=8", "m![{ L9999 }]", aliases).kind, diag::Kind::alias_too_deep);
    }

    void aliasesCannotMultiplyWithoutBound() {
        // D(k) = [D(k-1), D(k-1)] doubles the written-out mapping per level.
        AliasTable aliases;
        aliases.define("D0", "m![A]");
        for (int i = 1; i < 30; ++i)
            aliases.define("D" + std::to_string(i), "m![{ D" + std::to_string(i - 1) + " }, { D" + std::to_string(i - 1) + " }]");
        QElapsedTimer timer;
        timer.start();
        auto d = failure("A=1", "m![{ D29 }]", aliases);
        QCOMPARE(d.kind, diag::Kind::too_large);
        QVERIFY(timer.elapsed() < 5000);
        QVERIFY(test::compile("A=1", "m![{ D10 }]", aliases).size() == 1);
        // Each alias nests within the parser's limit; together they may not.
        AliasTable nested;
        nested.define("N0", "m![A]");
        std::string hundred;
        for (int k = 0; k < 100; ++k) hundred += " / 1";
        for (int i = 1; i < 5; ++i) nested.define("N" + std::to_string(i), "m![{ N" + std::to_string(i - 1) + " }" + hundred + "]");
        QCOMPARE(failure("A=8", "m![{ N4 }]", nested).kind, diag::Kind::too_deep);
    }

    void deepNestingIsRefusedNotOverflowed() {
        // Built in place, not as `std::string(n, '[') + "A" + ...`: there GCC
        // 12 inlines basic_string's move constructor and -Warray-bounds sees
        // its small-string branch copy 100,001 characters out of the 16-byte
        // local buffer, a branch such a string never takes (a false positive:
        // libstdc++ PR 109299, whose fix tells GCC that local strings fit;
        // GCC 12.2's header lacks it). Seen in -O2 builds with the PCH.
        std::string deep(100000, '[');
        deep += 'A';
        deep.append(100000, ']');
        auto d = failure("A=8", deep);
        QCOMPARE(d.kind, diag::Kind::too_deep);
        std::string chain = "A";
        for (int i = 0; i < 100000; ++i) chain += " / 1";
        QCOMPARE(failure("A=8", chain).kind, diag::Kind::too_deep);
    }

    void tenMegabytesOfGarbageFailFast() {
        std::string garbage(10 * 1024 * 1024, '\0');
        std::uint32_t state = 12345;
        for (char& c : garbage) {
            state = state * 1664525u + 1013904223u;
            c = static_cast<char>(state >> 24);
        }
        QElapsedTimer timer;
        timer.start();
        auto env = test::axes("A=8");
        auto m = compileMapping(garbage, env);
        QVERIFY(!m.ok());
        QVERIFY(m.error().offset.has_value());
        QVERIFY2(timer.elapsed() < 5000, "garbage is rejected without scanning it all repeatedly");
    }

    void longFlatListsAreFine() {
        std::string ones = "m![";
        for (int i = 0; i < 200000; ++i) ones += "1, ";
        ones += "A]";
        auto m = test::compile("A=8", ones);
        QCOMPARE(m.size(), u64{8});
        QCOMPARE(QString::fromStdString(m.normalized()), QStringLiteral("m![A]"));
    }

    void axisDeclarationErrors() {
        QCOMPARE(parseAxes("A=8,A=4").error().kind, diag::Kind::duplicate_axis);
        QCOMPARE(parseAxes("A=0").error().kind, diag::Kind::invalid_size);
        auto missing = parseAxes("A=8,B");
        QCOMPARE(missing.error().kind, diag::Kind::syntax_error);
        QCOMPARE(int(*missing.error().offset), 5);
        QCOMPARE(parseAxes("B'=B-A").error().kind, diag::Kind::unknown_axis);
        QVERIFY(parseAxes("axes![A = 8, B = 512];").ok());
        QVERIFY(parseAxes("").ok());
    }
};

QTEST_GUILESS_MAIN(MappingErrors)
#include "tst_mapping_errors.moc"
