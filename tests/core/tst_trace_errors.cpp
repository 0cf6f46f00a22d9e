// Malformed trace files: every class gives its own error kind with a byte
// offset, never a crash (the suite also runs under ASan/UBSan).
#include <QtTest>

#include <fmt/format.h>

#include <sstream>

#include "trace/chrome_writer.h"
#include "trace/read.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::trace;

namespace {

diag::Result<Trace> read(const std::string& text) {
    std::istringstream in(text);
    return readTrace(in, text.size());
}

const char* kGoodEvent = R"({"ph":"X","name":"fetch","pid":1,"tid":1,"ts":10,"dur":5})";

}  // namespace

class TraceErrors : public QObject {
    Q_OBJECT

private slots:
    void malformedFiles_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("offset");
        QTest::newRow("empty") << ""
                               << "trace_empty" << 0;
        QTest::newRow("only blanks") << " \n\t "
                                     << "trace_empty" << 0;
        QTest::newRow("not json") << "hello"
                                  << "trace_not_json" << 0;
        QTest::newRow("csv") << "name,ts\nfetch,1\n"
                             << "trace_not_json" << 0;
        QTest::newRow("truncated in array") << R"({"traceEvents":[{"ph":"X")"
                                            << "trace_truncated" << 25;
        QTest::newRow("truncated in string") << "{\"traceEvents\":[{\"ph\":\"X"
                                             << "trace_truncated" << 24;
        QTest::newRow("truncated after comma") << R"({"traceEvents":[)" + QString(kGoodEvent) + ","
                                               << "trace_truncated" << 74;
        QTest::newRow("bad literal") << R"({"traceEvents":[tru]})"
                                     << "trace_syntax_error" << 19;
        QTest::newRow("missing colon") << R"({"traceEvents" [] })"
                                       << "trace_syntax_error" << 15;
        QTest::newRow("trailing comma") << R"({"traceEvents":[],})"
                                        << "trace_syntax_error" << 18;
        QTest::newRow("text after") << R"({"traceEvents":[]} x)"
                                    << "trace_syntax_error" << 19;
        QTest::newRow("raw newline in string") << "{\"traceEvents\":[{\"name\":\"a\nb\"}]}"
                                               << "trace_syntax_error" << 26;
        QTest::newRow("bad escape") << R"({"traceEvents":[{"name":"a\qb"}]})"
                                    << "trace_syntax_error" << 27;
        QTest::newRow("bad number") << R"({"traceEvents":[{"ts":-}]})"
                                    << "trace_syntax_error" << 23;
        // Depth counts from the top of the file: the bracket opening level 129.
        QTest::newRow("too deep") << "{\"traceEvents\":[" + QString(300, '[') << "trace_too_deep" << 142;
        // Skipping an unknown member once started the count again at 0, so
        // 50,000 nested objects there exhausted the stack.
        QTest::newRow("too deep in a skipped member")
            << "{\"traceEvents\":[],\"x\":" + QString("{\"a\":").repeated(50000) << "trace_too_deep" << 22 + 5 * 127;
        QTest::newRow("too deep in a skipped array")
            << "{\"traceEvents\":[],\"x\":[0," + QString("[").repeated(50000) << "trace_too_deep" << 25 + 126;
        QTest::newRow("time_unit not a unit") << R"({"otherData":{"time_unit":"parsecs"},"traceEvents":[]})"
                                              << "trace_bad_value" << 26;
        QTest::newRow("time_unit not a string") << R"({"otherData":{"time_unit":1},"traceEvents":[]})"
                                                << "trace_wrong_type" << 26;
        QTest::newRow("displayTimeUnit not ms or ns") << R"({"displayTimeUnit":"us","traceEvents":[]})"
                                                      << "trace_bad_value" << 19;
        QTest::newRow("ts past 2^62") << R"({"traceEvents":[{"ph":"X","ts":4611686018427387905,"dur":1}]})"
                                      << "trace_bad_value" << 31;
        QTest::newRow("real ts past 2^62") << R"({"traceEvents":[{"ph":"B","ts":5e18}]})"
                                           << "trace_bad_value" << 31;
        QTest::newRow("ts + dur past 2^62") << R"({"traceEvents":[{"ph":"X","ts":4611686018427387904,"dur":1}]})"
                                            << "trace_bad_value" << 16;
        QTest::newRow("npu cycle past 2^62")
            << R"({"traceEvents":[{"ph":"X","cat":"NPU","ts":1,"dur":1,"args":{"begin_cycle":0,"end_cycle":18446744073709551615}}]})"
            << "trace_bad_value" << 89;
        QTest::newRow("schedule cycle past 2^62")
            << R"({"instructions":[{"index":0,"tpe":"Main","lifetime":{"begin":0,"end":9223372036854775808}}]})"
            << "trace_bad_value" << 69;
        // Records in the real files' shape, which the fast path reads: it must hand them over.
        QTest::newRow("real-shape instruction past 2^62")
            << R"({"instructions":[{"index":"0","history":{},"tpe":"Main","contexts":["MainContext"],"lifetime":{"begin":0,"end":4611686018427387905},"input_tensors":[],"output_tensors":[],"description":""}]})"
            << "trace_bad_value" << 111;
        QTest::newRow("real-shape tensor size past 2^62")
            << R"({"tensors":[{"name":"t","index":"0","buffer_type":"Sram","lifetime":{"begin":0,"end":1,"block_begin":0,"block_end":0},"address":0,"size":4611686018427387905,"physical_pages":[0],"shape":"","fingerprint":null}]})"
            << "trace_bad_value" << 137;
        QTest::newRow("events not array") << R"({"traceEvents":{"ph":"X"}})"
                                          << "trace_wrong_type" << 15;
        QTest::newRow("event not object") << R"({"traceEvents":[3]})"
                                          << "trace_wrong_type" << 16;
        QTest::newRow("ts is string") << R"({"traceEvents":[{"ph":"X","ts":"10","dur":5}]})"
                                      << "trace_wrong_type" << 31;
        QTest::newRow("ph is number") << R"({"traceEvents":[{"ph":1}]})"
                                      << "trace_wrong_type" << 22;
        QTest::newRow("name with a line break") << R"({"traceEvents":[{"ph":"X","name":"a\nb","ts":"10","dur":5}]})"
                                                << "trace_wrong_type" << 45;
        QTest::newRow("pid is real") << R"({"traceEvents":[{"ph":"X","pid":1.5,"ts":1,"dur":1}]})"
                                     << "trace_bad_value" << 32;
        QTest::newRow("pid is boolean") << R"({"traceEvents":[{"ph":"X","pid":true,"ts":1,"dur":1}]})"
                                        << "trace_wrong_type" << 32;
        QTest::newRow("tid is array") << R"({"traceEvents":[{"ph":"X","tid":[1],"ts":1,"dur":1}]})"
                                      << "trace_wrong_type" << 32;
        QTest::newRow("negative ts") << R"({"traceEvents":[{"ph":"X","ts":-4,"dur":1}]})"
                                     << "trace_bad_value" << 31;
        QTest::newRow("no ph") << R"({"traceEvents":[{"name":"x","ts":1}]})"
                               << "trace_missing_field" << 16;
        QTest::newRow("X without dur") << R"({"traceEvents":[{"ph":"X","ts":1}]})"
                                       << "trace_missing_field" << 16;
        QTest::newRow("flow without id") << R"({"traceEvents":[{"ph":"s","ts":1}]})"
                                         << "trace_missing_field" << 16;
        QTest::newRow("flow id is object") << R"({"traceEvents":[{"ph":"s","id":{"local":"1"},"ts":1}]})"
                                           << "trace_wrong_type" << 31;
        QTest::newRow("npu end before begin")
            << R"({"traceEvents":[{"ph":"X","cat":"NPU","ts":1,"dur":1,"args":{"begin_cycle":9,"end_cycle":3}}]})"
            << "trace_bad_value" << 16;
        QTest::newRow("npu cycle is string")
            << R"({"traceEvents":[{"ph":"X","cat":"NPU","ts":1,"dur":1,"args":{"begin_cycle":"9","end_cycle":30}}]})"
            << "trace_wrong_type" << 75;
        QTest::newRow("neither format") << R"({"events":[]})"
                                        << "trace_unknown_format" << 0;
        QTest::newRow("both formats") << R"({"traceEvents":[],"instructions":[]})"
                                      << "trace_unknown_format" << 0;
        QTest::newRow("instructions not array") << R"({"instructions":7})"
                                                << "trace_wrong_type" << 16;
        QTest::newRow("instruction without lifetime") << R"({"instructions":[{"index":0,"tpe":"Main"}]})"
                                                      << "trace_missing_field" << 17;
        QTest::newRow("lifetime without end") << R"({"instructions":[{"index":0,"tpe":"Main","lifetime":{"begin":0}}]})"
                                              << "trace_missing_field" << 52;
        QTest::newRow("lifetime backwards") << R"({"instructions":[{"index":0,"tpe":"Main","lifetime":{"begin":5,"end":1}}]})"
                                            << "trace_bad_value" << 17;
        QTest::newRow("tpe is number") << R"({"instructions":[{"index":0,"tpe":3,"lifetime":{"begin":0,"end":1}}]})"
                                       << "trace_wrong_type" << 34;
        QTest::newRow("tensor size is string") << R"({"tensors":[{"index":0,"size":"1k","lifetime":{"begin":0,"end":1}}]})"
                                               << "trace_wrong_type" << 30;
        QTest::newRow("tensor index negative") << R"({"tensors":[{"index":-1,"lifetime":{"begin":0,"end":1}}]})"
                                               << "trace_bad_value" << 21;
    }

    void malformedFiles() {
        QFETCH(QString, text);
        QFETCH(QString, kind);
        QFETCH(int, offset);
        const auto t = read(text.toStdString());
        QVERIFY2(!t, "a malformed file was accepted");
        QCOMPARE(kindText(t.error().kind), kind);
        QVERIFY(t.error().offset.has_value());
        QCOMPARE(int(*t.error().offset), offset);
        QVERIFY(!t.error().message.empty());
        QVERIFY(t.error().message.find('\n') == std::string::npos);
    }

    void namesAreQuotedOnOneLineAndWhole() {
        // A name is quoted with its control characters spelled out, and cut
        // at 60 bytes only between UTF-8 characters (é is two bytes: 59 + 2).
        const std::string name = std::string(59, 'a') + "\xC3\xA9";
        auto t = read(fmt::format(R"({{"traceEvents":[{{"ph":"X","name":"{}","ts":"10","dur":5}}]}})", name));
        QVERIFY(!t);
        QVERIFY2(t.error().message.find("`" + std::string(59, 'a') + "`") != std::string::npos, t.error().message.c_str());
        t = read(R"({"traceEvents":[{"ph":"X","name":"a\nb\u0001","ts":"10","dur":5}]})");
        QVERIFY(!t);
        QVERIFY2(t.error().message.find("`a\\nb\\x01`") != std::string::npos, t.error().message.c_str());
    }

    void timeUnitsTheFormatsDefine() {
        for (const char* unit : {"cycle", "ns", "us", "ms", "s"}) {
            const auto t = read(fmt::format("{{\"otherData\":{{\"time_unit\":\"{}\"}},\"traceEvents\":[{}]}}", unit, kGoodEvent));
            QVERIFY2(t, unit);
            QCOMPARE(t->timeUnit, std::string(unit));
        }
        for (const char* display : {"ms", "ns"}) {
            const auto t = read(fmt::format("{{\"displayTimeUnit\":\"{}\",\"traceEvents\":[{}]}}", display, kGoodEvent));
            QVERIFY2(t, display);
        }
        const auto latest = read("{\"traceEvents\":[{\"ph\":\"X\",\"ts\":4611686018427387903,\"dur\":1}]}");
        QVERIFY(latest);
        QCOMPARE(latest->slices.front().end, kMaxSize);
    }

    void unknownFieldsAreNotesNotErrors() {
        const auto t = read(R"({"traceEvents":[{"ph":"X","name":"a","ts":1,"dur":2,"color":"red","sf":3},)"
                            R"({"ph":"X","name":"b","ts":4,"dur":2,"color":"blue"},{"ph":"P","ts":3}],"stackFrames":{}})");
        QVERIFY2(t, t ? "" : t.error().message.c_str());
        QCOMPARE(t->slices.size(), std::size_t{2});
        const auto& n = t->notes;
        QVERIFY(std::find(n.begin(), n.end(), "event field `color` was not placed (2 times)") != n.end());
        QVERIFY(std::find(n.begin(), n.end(), "event field `sf` was not placed") != n.end());
        QVERIFY(std::find(n.begin(), n.end(), "events with ph `P` were not placed") != n.end());
        QVERIFY(std::find(n.begin(), n.end(), "top-level field `stackFrames` was not placed") != n.end());
    }

    // A schedule's instruction without `tpe` still has its contexts and
    // lifetime: it is placed, as type `unknown`, and the gap is noted.
    void instructionWithoutTpeIsPlaced() {
        const auto t = read(R"({"instructions":[{"index":0,"contexts":["SubContext"],"lifetime":{"begin":0,"end":1}}]})");
        QVERIFY2(t, t ? "" : t.error().message.c_str());
        QCOMPARE(t->slices.size(), std::size_t{1});
        QCOMPARE(t->tracks[0].name, std::string("SubContext"));
        QCOMPARE(t->notes, std::vector<std::string>{"instructions without a `tpe` were placed as type `unknown`"});
    }

    void jsonArrayFormatAndBeginEnd() {
        const auto t = read(
            R"([{"ph":"B","name":"op","tid":1,"ts":0},{"ph":"B","name":"fetch","tid":1,"ts":2},)"
            R"({"ph":"E","tid":1,"ts":5},{"ph":"E","tid":1,"ts":9},{"ph":"E","tid":1,"ts":10},{"ph":"B","name":"open","tid":1,"ts":11}])");
        QVERIFY2(t, t ? "" : t.error().message.c_str());
        QCOMPARE(t->slices.size(), std::size_t{2});
        QCOMPARE(t->slices[0].depth, 1u);  // fetch, closed first, inside op
        QCOMPARE(t->slices[1].end, u64{9});
        QCOMPARE(t->timeUnit, std::string("us"));
        QCOMPARE(t->notes.size(), std::size_t{3});  // E without B, B never ended, no time_unit
    }

    void wrongFormatAskedFor() {
        std::istringstream chrome(R"({"traceEvents":[]})");
        const auto t = readTraceAs(Format::FuriosaSchedule, chrome);
        QVERIFY(!t);
        QCOMPARE(t.error().kind, diag::Kind::trace_unknown_format);
        std::istringstream schedule(R"({"instructions":[]})");
        QVERIFY(!readTraceAs(Format::Chrome, schedule));
    }

    void everyPrefixOfAGoodFileFailsCleanly() {
        Trace t;
        const TrackId main = t.addTrack({1, 1, "kernel", "main"});
        t.addSlice(main, "fetch \u00e9", "engine", 0, 10, {{"k", t.textArg("v\"\\")}, {"r", 1.5}});
        t.flows.push_back({t.intern("RAW"), t.intern("hazard"), main, main, 10, 12});
        t.counters.push_back({1, "bank_pressure", {{0, 1.0}}});
        std::stringstream text;
        writeChromeTrace(t, text);
        const std::string full = text.str();
        for (std::size_t n = 0; n + 2 < full.size(); ++n) {  // the last bytes are "}\n"
            const auto r = read(full.substr(0, n));
            QVERIFY2(!r, full.substr(0, n).c_str());
            const std::string kind(diag::spelling(r.error().kind));
            QVERIFY2(kind == "trace_truncated" || kind == "trace_empty", kind.c_str());
        }
        QVERIFY(read(full));
    }
};

QTEST_GUILESS_MAIN(TraceErrors)
#include "tst_trace_errors.moc"
