// The fast path for plain Chrome events (trace/plain_event.h) against the
// general reader (readTraceGeneral): the same Trace (down to string ids),
// notes, diagnostics (kind and offset) and progress, on the samples, on
// tricky events it must hand over, and across the reader's buffer boundary.
// (moc does not read raw strings: those with unbalanced braces, odd quotes or escapes
// are ordinary literals here.)
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "trace/plain_event.h"
#include "trace/read.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::trace;

namespace {

struct Outcome {
    diag::Result<Trace> trace;
    std::vector<std::pair<u64, u64>> progress;
};

Outcome readBoth(const std::string& text, bool plainPath, u64 total, u64 cancelAfter = 0) {
    std::istringstream in(text);
    Outcome out{diag::Diagnostic(diag::Kind::internal_error, "unset"), {}};  // replaced by the reader's outcome
    Progress progress = [&](u64 done, u64 all) {
        out.progress.emplace_back(done, all);
        return cancelAfter == 0 || done < cancelAfter;
    };
    out.trace = plainPath ? readTrace(in, total, progress) : readTraceGeneral(in, total, progress);
    return out;
}

// Exact sameness: sameContent plus string ids, notes, format and time unit.
void compareOutcomes(const Outcome& fast, const Outcome& general) {
    QCOMPARE(fast.progress, general.progress);
    QCOMPARE(bool(fast.trace), bool(general.trace));
    if (!general.trace) {
        QCOMPARE(fast.trace.error().kind, general.trace.error().kind);
        QCOMPARE(fast.trace.error().message, general.trace.error().message);
        QCOMPARE(fast.trace.error().offset, general.trace.error().offset);
        return;
    }
    const Trace& a = *fast.trace;
    const Trace& b = *general.trace;
    QVERIFY(sameContent(a, b));
    QCOMPARE(a.notes, b.notes);
    QCOMPARE(a.format, b.format);
    QCOMPARE(a.timeUnit, b.timeUnit);
    for (std::size_t i = 0; i < a.slices.size(); ++i) {
        QCOMPARE(a.slices[i].name, b.slices[i].name);
        QCOMPARE(a.slices[i].category, b.slices[i].category);
        QCOMPARE(a.slices[i].argsBegin, b.slices[i].argsBegin);
    }
    QCOMPARE(a.args.size(), b.args.size());
    for (std::size_t i = 0; i < a.args.size(); ++i) QCOMPARE(a.args[i].key, b.args[i].key);
}

void compareOn(const std::string& text, u64 total) { compareOutcomes(readBoth(text, true, total), readBoth(text, false, total)); }

std::string wrap(const std::string& events) { return "{\"otherData\":{\"time_unit\":\"cycle\"},\"traceEvents\":[" + events + "]}"; }

std::size_t scan(const std::string& text) {
    PlainEvent event;
    return scanPlainEvent(text, event);
}

}  // namespace

class TracePlain : public QObject {
    Q_OBJECT

private slots:
    void scansPlainEvents() {
        const std::string x =
            R"({"ph":"X","name":"fetch","cat":"engine","pid":1,"tid":-2,"ts":10,"dur":5,"args":{"n":3,"r":0.5,"ok":true,"m":"m![A]"}})";
        PlainEvent e;
        const std::string two = x + ",\n" + x;
        QCOMPARE(scanPlainEvent(two, e), x.size());
        QCOMPARE(e.ph, std::string_view("X"));
        QCOMPARE(e.name, std::string_view("fetch"));
        QCOMPARE(e.tid, std::int64_t{-2});
        QCOMPARE(e.ts, u64{10});
        QCOMPARE(e.dur, u64{5});
        QCOMPARE(e.args.size(), std::size_t{4});
        QCOMPARE(e.args[0].kind, PlainArg::Kind::Integer);
        QCOMPARE(e.args[1].kind, PlainArg::Kind::Real);
        QCOMPARE(e.args[1].real, 0.5);
        QCOMPARE(e.args[2].kind, PlainArg::Kind::Bool);
        QCOMPARE(e.args[3].text, std::string_view("m![A]"));
        QCOMPARE(scanPlainEvent(" { \"ph\" : \"f\" , \"id\" : 17 , \"bp\":\"e\", \"ts\" : 0 } ]", e), std::size_t{48});
        QCOMPARE(e.id, std::string_view("17"));
        QVERIFY(!e.idIsText);
        QCOMPARE(scanPlainEvent(R"({"ph":"s","id":"0x1a","ts":0})", e), std::size_t{29});
        QCOMPARE(e.id, std::string_view("0x1a"));
        QVERIFY(e.idIsText);
        QCOMPARE(scanPlainEvent(R"({"ph":"X","ts":1.5,"args":{"end_cycle":2,"begin_cycle":1}})", e), std::size_t{58});
        QVERIFY(!e.tsWhole);
        QCOMPARE(e.tsValue.real, 1.5);
        QCOMPARE(e.beginCycle, 1);
        QCOMPARE(e.endCycle, 0);
    }

    void handsOverWhatIsNotPlain_data() {
        QTest::addColumn<QString>("event");
        QTest::newRow("escape in name") << "{\"ph\":\"X\",\"name\":\"a\\\"b\",\"ts\":1,\"dur\":1}";
        QTest::newRow("unicode escape") << "{\"ph\":\"X\",\"name\":\"\\u00e9\",\"ts\":1,\"dur\":1}";
        QTest::newRow("escape in a key") << "{\"p\\u0068\":\"X\",\"ts\":1,\"dur\":1}";
        QTest::newRow("duplicate key") << R"({"ph":"X","ts":1,"ts":2,"dur":1})";
        QTest::newRow("huge real ts") << R"({"ph":"X","ts":1e999,"dur":1})";
        QTest::newRow("real pid") << R"({"ph":"X","pid":1.0,"ts":1,"dur":1})";
        QTest::newRow("escaped string pid") << "{\"ph\":\"X\",\"pid\":\"a\\\"b\",\"ts\":1,\"dur\":1}";
        QTest::newRow("pid too large") << R"({"ph":"X","pid":9223372036854775808,"ts":1,"dur":1})";
        QTest::newRow("leading zero") << R"({"ph":"X","ts":01,"dur":1})";
        QTest::newRow("ends in a number") << "{\"ph\":\"X\",\"ts\":1,\"dur\":12";
        QTest::newRow("ends in a string") << "{\"ph\":\"X\",\"name\":\"fet";
        QTest::newRow("no ph") << R"({"ts":1,"dur":1})";
        QTest::newRow("empty") << "{}";
        QTest::newRow("not an object") << "[1]";
        QTest::newRow("raw control character") << "{\"ph\":\"X\",\"name\":\"a\tb\",\"ts\":1,\"dur\":1}";
        QTest::newRow("bad literal") << R"({"ph":"X","ts":1,"dur":1,"args":{"a":tru}})";
        QTest::newRow("real id") << R"({"ph":"s","id":1.5,"ts":1})";
        QTest::newRow("escape in a string id") << "{\"ph\":\"s\",\"id\":\"0\\u0078\",\"ts\":1}";
        QTest::newRow("id2") << R"({"ph":"s","id2":{"local":"0x1"},"ts":1})";
        QTest::newRow("flow v2 binding") << R"({"ph":"X","ts":1,"dur":1,"bind_id":"0x1","flow_out":true})";
        QTest::newRow("object id") << R"({"ph":"s","id":{"local":"1"},"ts":1})";
        QTest::newRow("unicode escape in an arg") << "{\"ph\":\"X\",\"ts\":1,\"dur\":1,\"args\":{\"a\":\"\\u0041\"}}";
        QTest::newRow("unicode escape in an array arg") << "{\"ph\":\"X\",\"ts\":1,\"dur\":1,\"args\":{\"a\":[\"\\u0041\"]}}";
        QTest::newRow("bad escape in an unknown member") << "{\"ph\":\"X\",\"ts\":1,\"dur\":1,\"x\":\"\\q\"}";
        QTest::newRow("short unicode escape in an unknown member") << "{\"ph\":\"X\",\"ts\":1,\"dur\":1,\"x\":\"\\u00\"}";
        QTest::newRow("args nested past the fast path's depth")
            << QString::fromStdString("{\"ph\":\"X\",\"ts\":1,\"dur\":1,\"args\":" + std::string(kMaxPlainDepth + 1, '[') +
                                      std::string(kMaxPlainDepth + 1, ']') + "}");
        QTest::newRow("unknown member nested past the fast path's depth") << QString::fromStdString(
            "{\"ph\":\"X\",\"ts\":1,\"dur\":1,\"x\":" + std::string(kMaxPlainDepth, '[') + std::string(kMaxPlainDepth, ']') + "}");
        QTest::newRow("empty key holding an object") << R"({"ph":"X","ts":1,"dur":1,"args":{"":{"a":1}}})";
        QTest::newRow("null cycle") << R"({"ph":"X","ts":1,"dur":1,"args":{"begin_cycle":null,"end_cycle":2}})";
        QTest::newRow("object cycle") << R"({"ph":"X","ts":1,"dur":1,"args":{"begin_cycle":{"a":1},"end_cycle":2}})";
        QTest::newRow("boolean tid") << R"({"ph":"X","tid":true,"ts":1,"dur":1})";
    }

    // The export style (Chrome, Perfetto, the PyTorch profiler): fractional
    // times, nested args, extra members, all read in place.
    void scansExportStyleEvents() {
        const std::string x =
            "{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::linear\", \"pid\": 7, \"tid\": 8, \"ts\": 1700000000123.456, \"dur\": 12.5, \"tts\": 99.5,"
            " \"args\": {\"Input Dims\": [[32, 1024], [ ], [4096]], \"data\": {\"frame\": \"F1\", \"deep\": {\"x\": 1E3}, \"e\": {}},"
            " \"n\": null, \"t\": [\"a\\/b\", \"c\\\"d\", true, null, -1.5e-3, {\"k\": [ ]}], \"s\": \"x\\ty\"}}";
        PlainEvent e;
        QCOMPARE(scanPlainEvent(x, e), x.size());
        QVERIFY(e.tsRounded);
        QVERIFY(!e.tsWhole);
        QCOMPARE(e.ts, u64{1700000000123});
        QVERIFY(e.durRounded);
        QCOMPARE(e.dur, u64{13});  // llround: halves away from zero
        QCOMPARE(e.unknownKeys.size(), std::size_t{1});
        QCOMPARE(e.unknownKeys[0], std::string_view("tts"));
        QVERIFY(!e.flatArgs);
        QCOMPARE(e.args.size(), std::size_t{6});
        QCOMPARE(e.args[0].key, std::string_view("Input Dims"));
        QCOMPARE(e.args[0].text, std::string_view("[[32,1024],[],[4096]]"));
        QCOMPARE(e.args[1].key, std::string_view("data.frame"));
        QCOMPARE(e.args[2].key, std::string_view("data.deep.x"));
        QCOMPARE(e.args[2].kind, PlainArg::Kind::Real);
        QCOMPARE(e.args[2].real, 1000.0);
        QCOMPARE(e.args[3].key, std::string_view("data.e"));
        QCOMPARE(e.args[3].text, std::string_view("{}"));
        QCOMPARE(e.args[4].key, std::string_view("t"));
        QCOMPARE(e.args[4].text, std::string_view("[\"a/b\",\"c\\\"d\",true,null,-1.5e-3,{\"k\":[]}]"));
        QCOMPARE(e.args[5].text, std::string_view("x\ty"));
        QCOMPARE(scanPlainEvent(R"({"ph":"B","ts":12.0})", e), std::size_t{20});
        QVERIFY(e.tsWhole);
        QCOMPARE(e.ts, u64{12});
        QCOMPARE(scanPlainEvent(R"({"ph":"B","ts":-0.5})", e), std::size_t{20});
        QVERIFY(!e.tsWhole && !e.tsRounded);  // negative: time() fails or notes it, the general path's
        QCOMPARE(scanPlainEvent(R"({"ph":"i","s":"g","ts":1.5})", e), std::size_t{27});
    }
    void handsOverWhatIsNotPlain() {
        QFETCH(QString, event);
        QCOMPARE(scan(event.toStdString()), std::size_t{0});
    }

    // Events the fast path takes or hands over, each read both ways.
    void sameTraceAsTheGeneralPath_data() {
        QTest::addColumn<QString>("events");
        QTest::newRow("plain slices") << R"({"ph":"X","name":"op","cat":"op","pid":1,"tid":1,"ts":0,"dur":10,"args":{"op":1}},
            {"ph":"X","name":"fetch","cat":"engine","pid":1,"tid":1,"ts":2,"dur":3},{"ph":"X","name":"fetch","cat":"engine","pid":1,"tid":2,"ts":0,"dur":3})";
        QTest::newRow("escapes and unicode")
            << "{\"ph\":\"X\",\"name\":\"a\\\"b\\\\c\\u00e9\\ud800\",\"cat\":\"é\",\"ts\":0,\"dur\":1,\"args\":{\"s\":\"x\\ny\",\"u\":\"ü\"}}";
        QTest::newRow("numbers as reals")
            << R"({"ph":"X","ts":1.0,"dur":2.5,"args":{"r":1e400,"t":1E2,"i":99999999999999999999,"n":-0,"z":0.0}})";
        QTest::newRow("duplicate keys") << R"({"ph":"X","name":"a","name":"b","ts":1,"dur":1,"args":{"k":1,"k":2}})";
        QTest::newRow("duplicate args only") << R"({"ph":"X","name":"a","ts":1,"dur":1,"args":{"k":1,"k":"two","k":false}})";
        QTest::newRow("unknown fields") << R"({"ph":"X","ts":1,"dur":1,"color":"red"},{"ph":"Q","ts":1},{"ph":"XX","ts":1})";
        QTest::newRow("nested args") << R"({"ph":"X","ts":1,"dur":1,"args":{"a":{"b":{"c":1}},"e":{},"l":[1,{"x":2}],"n":null}})";
        QTest::newRow("begin end")
            << R"({"ph":"B","name":"b","cat":"c","pid":1,"tid":1,"ts":5,"args":{"a":"t"}},{"ph":"E","pid":1,"tid":1,"ts":9,"args":{"ignored":"y"}},
            {"ph":"E","pid":1,"tid":1,"ts":9},{"ph":"E","pid":3,"tid":3,"ts":1})";
        QTest::newRow("npu begin end")
            << R"({"ph":"B","name":"b","cat":"NPU","ts":5,"args":{"begin_cycle":10,"end_cycle":20}},{"ph":"E","ts":9})";
        QTest::newRow("npu slices")
            << R"({"ph":"X","name":"n","cat":"NPU","ts":5,"dur":2,"args":{"begin_cycle":10,"end_cycle":20,"k":1}},{"ph":"X","name":"t","cat":"NPU","ts":5,"dur":1})";
        QTest::newRow("flows")
            << R"({"ph":"s","id":1,"name":"RAW","cat":"h","tid":1,"ts":5},{"ph":"f","bp":"e","id":1,"cat":"h","tid":2,"ts":7},
            {"ph":"s","id":"x","cat":"h","ts":1},{"ph":"f","id":"x","cat":"h","ts":2},{"ph":"f","id":9,"cat":"h","ts":2},{"ph":"s","id":2,"cat":"h","ts":3},
            {"ph":"s","id":1.0,"cat":"h","ts":1},{"ph":"f","id":1.0,"cat":"h","ts":2})";
        // Chrome and Perfetto export ids as hex strings (read as the number
        // they spell); an escaped id is the general path's and must still meet
        // its plain other end.
        QTest::newRow("string flow ids")
            << R"({"ph":"s","id":"0x1a","name":"RAW","cat":"h","tid":1,"ts":5},{"ph":"f","bp":"e","id":"0x1a","cat":"h","tid":2,"ts":7},
            {"ph":"s","id":"1","cat":"h","ts":1},{"ph":"f","id":1,"cat":"h","ts":2},{"ph":"s","id":"","cat":"h","ts":3},{"ph":"f","id":"","cat":"h","ts":4})"
               ",{\"ph\":\"s\",\"id\":\"0\\u0078\",\"cat\":\"h\",\"ts\":8},{\"ph\":\"f\",\"id\":\"0x\",\"cat\":\"h\",\"ts\":9}"
               ",{\"ph\":\"s\",\"id\":\"\\u0031f\",\"cat\":\"h\",\"ts\":10},{\"ph\":\"f\",\"id\":31,\"cat\":\"h\",\"ts\":11}"
               R"(,{"ph":"s","id":"1A","cat":"h","ts":12},{"ph":"f","id":"0x1a","cat":"h","ts":13},{"ph":"f","id":26,"cat":"h","ts":14})";
        QTest::newRow("id2 and flow v2")
            << R"({"ph":"s","id2":{"local":"0x1"},"cat":"h","ts":1},{"ph":"f","id2":{"global":"0x1"},"cat":"h","ts":2},
            {"ph":"X","name":"a","ts":1,"dur":1,"bind_id":"0x5","flow_out":true},{"ph":"X","name":"b","tid":2,"ts":3,"dur":1,"bind_id":"0x5","flow_in":true})";
        QTest::newRow("npu spans")
            << R"({"name":"m","cat":"NPU","ph":"X","pid":1,"tid":1,"ts":1000.25,"dur":12.5,"args":{"begin_cycle":1000,"end_cycle":13500,"k":3,"s":"t"}},
            {"name":"a","cat":"NPU","ph":"X","pid":1,"tid":1,"args":{"end_cycle":20,"x":"y","begin_cycle":10}},
            {"name":"b","cat":"NPU","ph":"X","ts":-1e400,"dur":99999999999999999999,"args":{"begin_cycle":5,"end_cycle":5,"begin_cycle":"dup"}},
            {"name":"c","cat":"NPU","ph":"X","ts":3,"dur":1,"args":{"begin_cycle":7}},{"name":"d","cat":"NPU","ph":"X","ts":1,"dur":1,"args":{"begin_cycle":1.0,"end_cycle":2e1}},
            {"name":"w","cat":"Runtime","ph":"X","ts":1,"dur":1})";
        QTest::newRow("npu end before begin") << R"({"name":"m","cat":"NPU","ph":"X","args":{"begin_cycle":9,"end_cycle":8}})";
        QTest::newRow("npu negative cycle") << R"({"name":"m","cat":"NPU","ph":"X","args":{"begin_cycle":-1,"end_cycle":8}})";
        QTest::newRow("npu string cycle") << R"({"name":"m","cat":"NPU","ph":"X","args":{"begin_cycle":"1","end_cycle":8}})";
        QTest::newRow("rounded times")
            << R"({"ph":"X","ts":-0,"dur":1},{"ph":"X","ts":2.5,"dur":1},{"ph":"B","ts":3.0},{"ph":"E","ts":4.5})";
        QTest::newRow("counters")
            << R"({"ph":"C","name":"bank","pid":1,"ts":1,"args":{"value":3}},{"ph":"C","name":"bank","pid":2,"ts":2,"args":{"value":4.5,"x":1}},
            {"ph":"C","name":"bank","pid":1,"ts":3,"args":{"value":"hi"}},{"ph":"C","name":"bank","ts":4},{"ph":"C","name":"bank","pid":1,"ts":5,"args":{"value":7}})";
        QTest::newRow("metadata")
            << R"({"ph":"M","name":"thread_name","pid":1,"tid":1,"args":{"name":"main"}},{"ph":"X","name":"a","pid":1,"tid":1,"ts":1,"dur":1})";
        QTest::newRow("blanks everywhere")
            << " { \"ph\" : \"X\" ,\n\t\"ts\" : 1 , \"dur\" : 2 , \"args\" : { } } ,\r\n{\"ph\":\"X\",\"ts\":3,\"dur\":0,\"args\":{\"b\":true}} ";
        // The export style: fractional microseconds, nested args, extra members.
        QTest::newRow("export: fractional times")
            << R"({"ph":"X","name":"a","ts":1700000000123.456,"dur":12.5},{"ph":"X","name":"b","ts":0.5,"dur":0.49},
            {"ph":"X","ts":3.0,"dur":1e1},{"ph":"X","ts":2.5e0,"dur":0},{"ph":"B","name":"c","ts":10.25,"dur":7.5},{"ph":"E","ts":11.75},
            {"ph":"s","id":"0x1","cat":"h","ts":1.5},{"ph":"f","id":"0x1","cat":"h","ts":2.5},{"ph":"C","name":"m","ts":0.75,"args":{"value":1.25}},
            {"ph":"X","ts":4611686018427387903.5,"dur":0},{"ph":"X","ts":1,"dur":4611686018427387903.9})";
        QTest::newRow("export: huge and negative times") << R"({"ph":"X","ts":1,"dur":1},{"ph":"X","ts":4611686018427387904.5,"dur":1})";
        QTest::newRow("export: negative fraction") << R"({"ph":"X","ts":-0.25,"dur":1})";
        QTest::newRow("export: negative zero") << R"({"ph":"X","ts":-0.0,"dur":1},{"ph":"X","ts":1,"dur":-0})";
        QTest::newRow("export: integral reals past 2^62") << R"({"ph":"X","ts":1e19,"dur":1})";
        QTest::newRow("export: integral reals past 2^64") << R"({"ph":"X","ts":1e20,"dur":1})";
        QTest::newRow("export: integer past int64") << R"({"ph":"X","ts":1,"dur":1},{"ph":"X","ts":18446744073709551616,"dur":1})";
        QTest::newRow("export: tiny and huge args")
            << R"({"ph":"X","ts":1,"dur":1,"args":{"t":1e-400,"h":-1e400,"i":-9223372036854775808,"j":9223372036854775808,"z":-0.0,"e":1E+2}})";
        QTest::newRow("export: nested args")
            << "{\"ph\":\"X\",\"name\":\"aten::linear\",\"cat\":\"cpu_op\",\"pid\":7,\"tid\":8,\"ts\":1.5,\"dur\":2.25,\n"
               "            \"args\":{\"Input Dims\":[[32,1024],[ ],[4096]],\"Input type\":[\"float\",\"\",  \"c10::Half\"],\"data\":{\"frame\":\"F1\",\"deep\":{\"x\":1E3,\"y\":{\"z\":[{\"k\":null}]}},\"e\":{ },\"n\":null},\n"
               "            \"n\":null,\"arr\":[true,false,null,-1.5e-3,{\"k\":[]},\"a\\/b\",\"q\\\"t\",\"tab\\there\"],\"s\":\"x\\ty\",\"\":{},\"k\":1,\"k\":{\"dup\":2}}}";
        QTest::newRow("export: nested args on B")
            << R"({"ph":"B","name":"RunTask","pid":1,"tid":2,"ts":5.5,"args":{"data":{"frame":"F","p":[1,2]},"src_file":"a.cc"}},
            {"ph":"E","pid":1,"tid":2,"ts":9.5,"args":{"data":{"x":[1]}}})";
        QTest::newRow("export: nested args on a counter")
            << R"({"ph":"C","name":"mem","ts":1.5,"args":{"value":{"a":1}}},{"ph":"C","name":"mem","ts":2,"args":{"value":[1]}},
            {"ph":"C","name":"mem","ts":3,"args":{"value":null,"b":2}})";
        QTest::newRow("export: nested args on an NPU span")
            << R"({"name":"m","cat":"NPU","ph":"X","ts":1.5,"dur":2.5,"args":{"begin_cycle":10,"end_cycle":20,"meta":{"k":[1,2],"begin_cycle":3},"n":null}})";
        QTest::newRow("export: cycles under an empty key")
            << R"({"name":"m","cat":"NPU","ph":"X","ts":1,"dur":1,"args":{"begin_cycle":1,"end_cycle":2,"":{"begin_cycle":5}}})";
        QTest::newRow("export: extra members")
            << R"({"ph":"X","name":"a","ts":1.5,"dur":1,"tts":1.25,"tdur":0.5,"s":"t","bp":"e","id":"0x5","extra":{"a":[1,{"b":null}]},"tts":2},
            {"ph":"B","name":"b","ts":2,"tts":2.5},{"ph":"E","ts":3,"tts":3.5,"s":"g"},{"ph":"C","name":"c","ts":1,"args":{"value":1},"tts":1},
            {"ph":"s","id":7,"cat":"h","ts":1,"tts":1},{"ph":"f","id":7,"cat":"h","bp":"e","ts":2,"tts":1})";
        QTest::newRow("export: instant, async and unknown phases")
            << R"({"ph":"i","s":"t","name":"mark","ts":1.5,"args":{"a":{"b":1}}},{"ph":"I","ts":2},
            {"ph":"b","id":"0x1","cat":"a","name":"async","ts":3.5},{"ph":"e","id":"0x1","cat":"a","name":"async","ts":4.5},{"ph":"n","ts":-5},{"ph":"","ts":1},
            {"ph":"P","ts":"not a time"},{"ph":"i","s":"g","ts":1.5},{"ph":"i","name":3})";
        QTest::newRow("export: metadata events")
            << "{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":4242,\"tid\":0,\"args\":{\"name\":\"python3\"}},\n"
               "            {\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":4242,\"args\":{\"sort_index\":1}},{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":4242,\"tid\":101,\"args\":{\"name\":\"stream 7\"}},\n"
               "            {\"ph\":\"M\",\"name\":\"process_labels\",\"pid\":4242,\"args\":{\"labels\":\"a\"}},{\"ph\":\"X\",\"name\":\"k\",\"pid\":4242,\"tid\":101,\"ts\":1.5,\"dur\":2.5},\n"
               "            {\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":4242,\"tid\":100,\"args\":{\"name\":\"Main\\\"Thread\"}},{\"ph\":\"X\",\"name\":\"k\",\"pid\":4242,\"tid\":100,\"ts\":1,\"dur\":1}";
        QTest::newRow("export: escaped strings")
            << "{\"ph\":\"X\",\"name\":\"step \\\"warmup\\\"\",\"cat\":\"a\\/b\",\"ts\":1.5,\"dur\":1,"
               "\"args\":{\"path\":\"C:\\\\tmp\",\"u\":\"\\u00e9\\ud83d\",\"k\\u0065y\":1,\"a\":[\"\\n\",\"\\u0000\"]}}";
        QTest::newRow("export: string pid and tid")
            << R"({"ph":"X","pid":"Spans","tid":"stream 7","ts":1.5,"dur":1},{"ph":"X","pid":-1,"tid":-1,"ts":1,"dur":1},
            {"ph":"B","name":"b","pid":"Spans","tid":"stream 7","ts":2},{"ph":"E","pid":"Spans","tid":"stream 7","ts":3.5},{"ph":"E","pid":"Spans","tid":"x","ts":4},
            {"ph":"s","id":1,"cat":"h","pid":"Spans","tid":"stream 7","ts":1},{"ph":"f","id":1,"cat":"h","pid":0,"tid":"stream 7","ts":2},
            {"ph":"C","name":"mem","pid":"Spans","ts":1.5,"args":{"value":1}},{"ph":"C","name":"mem","pid":-1,"ts":2,"args":{"value":2}},{"ph":"C","name":"mem","pid":"Spans","ts":3,"args":{"value":3}},
            {"ph":"M","name":"process_name","pid":"Spans","args":{"name":"spans"}},{"ph":"M","name":"thread_name","pid":"Spans","tid":"new","args":{"name":"t"}},
            {"ph":"X","pid":"","tid":"","ts":1,"dur":1},{"ph":"X","pid":"1","tid":"-2","ts":1,"dur":1},{"ph":"X","pid":1,"tid":-2,"ts":1,"dur":1},
            {"ph":"i","pid":"Other","ts":1})";
        QTest::newRow("export: escaped string pid")
            << "{\"ph\":\"X\",\"pid\":\"a\\\"b\",\"ts\":1,\"dur\":1},{\"ph\":\"X\",\"pid\":\"c\",\"tid\":\"\\u0041\",\"ts\":1,\"dur\":1},"
               "{\"ph\":\"X\",\"pid\":\"a\\\"b\",\"tid\":\"A\",\"ts\":1,\"dur\":1}";
        QTest::newRow("export: wrong pid types") << R"({"ph":"X","pid":"a","ts":1,"dur":1},{"ph":"X","pid":true,"ts":1,"dur":1})";
        QTest::newRow("export: null tid") << R"({"ph":"X","tid":null,"ts":1,"dur":1})";
        QTest::newRow("export: object pid") << R"({"ph":"X","pid":{"a":1},"ts":1,"dur":1})";
        QTest::newRow("export: fractional pid") << R"({"ph":"X","pid":1.5,"ts":1.5,"dur":1})";
        QTest::newRow("export: flow v2 and id2 beside fractional times")
            << R"({"ph":"X","name":"a","ts":1.5,"dur":1,"bind_id":"0x5","flow_out":true,"tts":1},
            {"ph":"s","id2":{"local":"0x1"},"cat":"h","ts":1.5},{"ph":"X","name":"b","ts":2.5,"dur":1})";
        QTest::newRow("export: bad values in unknown members") << "{\"ph\":\"X\",\"ts\":1.5,\"dur\":1,\"x\":[1,}]}";
        QTest::newRow("export: truncated in nested args") << "{\"ph\":\"X\",\"ts\":1.5,\"dur\":1,\"args\":{\"a\":{\"b\":[1,2";
        QTest::newRow("export: end before begin, fractional") << R"({"ph":"B","name":"b","ts":5.5},{"ph":"E","ts":5.4})";
        // Diagnostics: the general path must still give them, at the same offset.
        QTest::newRow("end before begin") << R"({"ph":"B","name":"b","ts":5},{"ph":"E","ts":4})";
        QTest::newRow("overflowing dur") << R"({"ph":"X","ts":18446744073709551615,"dur":1})";
        QTest::newRow("missing dur") << R"({"ph":"X","ts":1})";
        QTest::newRow("missing ts") << R"({"ph":"B","name":"b"})";
        QTest::newRow("flow without id") << R"({"ph":"s","ts":1})";
        QTest::newRow("object flow id") << R"({"ph":"s","id":{"local":"1"},"ts":1})";
        QTest::newRow("boolean flow id") << R"({"ph":"f","id":true,"ts":1})";
        QTest::newRow("wrong type name") << R"({"ph":"X","name":3,"ts":1,"dur":1})";
        QTest::newRow("negative ts") << R"({"ph":"X","ts":-1,"dur":1})";
        QTest::newRow("leading zero") << R"({"ph":"X","ts":1,"dur":1},{"ph":"X","ts":01,"dur":1})";
        QTest::newRow("bad literal") << R"({"ph":"X","ts":1,"dur":1,"args":{"a":tru}})";
        QTest::newRow("missing comma") << R"({"ph":"X","ts":1,"dur":1} {"ph":"X","ts":1,"dur":1})";
        QTest::newRow("truncated") << "{\"ph\":\"X\",\"ts\":1,\"dur\":1},{\"ph\":\"X\",\"ts\":1,\"du";
        QTest::newRow("event not an object") << R"({"ph":"X","ts":1,"dur":1},7)";
    }
    void sameTraceAsTheGeneralPath() {
        QFETCH(QString, events);
        const std::string text = wrap(events.toStdString());
        compareOn(text, text.size());
        compareOn(text, 0);  // one 1 MiB buffer
        // And as a top-level array, without otherData.
        compareOn("[" + events.toStdString() + "]", 0);
    }

    void sameTraceOnTheSamples() {
        int chrome = 0;
        for (const auto& entry : std::filesystem::directory_iterator(TCPWB_SAMPLES_DIR)) {
            std::ifstream in(entry.path(), std::ios::binary);
            std::stringstream text;
            text << in.rdbuf();
            compareOn(text.str(), text.str().size());
            chrome += text.str().find("traceEvents") != std::string::npos;
        }
        QVERIFY(chrome >= 3);
    }

    // A few megabytes in the export style, events straddling the 1 MiB
    // buffer and (the fuzz targets' trick) a 100-byte one: the same trace,
    // every slice, track, argument and note, as the general reader's.
    void exportStyleLikeTheGeneralPath() {
        std::string events;
        for (int i = 0; events.size() < (std::size_t{5} << 19); ++i) {
            const std::string ts = std::to_string(1700000000000 + i * 20) + "." + std::to_string(100 + i % 900);
            if (i) events += ",\n";
            events += "{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::op" + std::to_string(i % 7) +
                      "\", \"pid\": 4242, \"tid\": 100, \"ts\": " + ts + R"(, "dur": 12.)" + std::to_string(i % 1000) +
                      ", \"args\": {\"External id\": " + std::to_string(i) + ", \"Input Dims\": [[32, 1024], [" + std::to_string(i % 5) +
                      "]], \"Input type\": [\"float\", \"\"], \"data\": {\"frame\": \"F" + std::to_string(i % 3) + "\", \"n\": null}}},";
            events += "{\"ph\": \"B\", \"name\": \"RunTask\", \"pid\": 4242, \"tid\": 102, \"ts\": " + ts +
                      ", \"tts\": 1.5, \"args\": {\"data\": {\"p\": [" + std::to_string(i) +
                      "]}}},{\"ph\": \"E\", \"pid\": 4242, \"tid\": 102, \"ts\": " + ts + "9, \"tts\": 2.5},";
            events += "{\"ph\": \"s\", \"id\": \"0x" + std::to_string(i) + "\", \"cat\": \"ac2g\", \"tid\": 100, \"ts\": " + ts +
                      "},{\"ph\": \"f\", \"bp\": \"e\", \"id\": \"" + std::to_string(i) +
                      "\", \"cat\": \"ac2g\", \"tid\": 101, \"ts\": " + ts + "}";
            if (i % 10 == 0) events += ",{\"ph\": \"i\", \"s\": \"t\", \"name\": \"mark\", \"ts\": " + ts + "}";
            if (i % 17 == 0)
                events += ",{\"ph\": \"C\", \"name\": \"mem\", \"pid\": 4242, \"ts\": " + ts +
                          ", \"args\": {\"value\": " + std::to_string(i) + "}}";
            if (i % 333 == 0)
                events += ",{\"ph\": \"M\", \"name\": \"thread_name\", \"pid\": 4242, \"tid\": 100, \"args\": {\"name\": \"Main" +
                          std::to_string(i) + "\"}}";
            if (i % 101 == 0) events += ",{\"ph\": \"X\", \"name\": \"esc\\\"aped\", \"ts\": " + ts + ", \"dur\": 1}";
        }
        const std::string text = "{\"traceEvents\": [" + events + "], \"displayTimeUnit\": \"ns\"}";
        const Outcome fast = readBoth(text, true, text.size());
        QVERIFY(fast.trace);
        QVERIFY(fast.trace->slices.size() > 5000);
        QVERIFY(!fast.trace->flows.empty());
        compareOutcomes(fast, readBoth(text, false, text.size()));
        // Every slice's arguments, by text.
        const Outcome general = readBoth(text, false, text.size());
        for (std::size_t i = 0; i < fast.trace->slices.size(); i += 97)
            QCOMPARE(fast.trace->sliceArgs(fast.trace->slices[i]), general.trace->sliceArgs(general.trace->slices[i]));
        compareOn(text, 100);
    }

    // Issue 19, item 3, on the fast path: nesting past any limit inside an
    // event (in `args`, in an unknown member, in an array argument) is
    // handed over and refused with `trace_too_deep` where the general
    // reader refuses it; a skipped member counts its levels.
    void deepNestingInEvents_data() {
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<QString>("level");
        QTest::addColumn<QString>("suffix");  // what closes the event after the levels
        QTest::newRow("args") << "{\"ph\":\"X\",\"ts\":1.5,\"dur\":1,\"args\":"
                              << "{\"a\":"
                              << "}";
        QTest::newRow("array arg") << "{\"ph\":\"X\",\"ts\":1.5,\"dur\":1,\"args\":{\"a\":"
                                   << "["
                                   << "}}";
        QTest::newRow("unknown member") << "{\"ph\":\"X\",\"ts\":1.5,\"dur\":1,\"tts\":"
                                        << "{\"\":"
                                        << "}";
        QTest::newRow("unknown member, arrays") << "{\"ph\":\"X\",\"ts\":1.5,\"dur\":1,\"x\":[0,"
                                                << "["
                                                << "]}";
    }
    void deepNestingInEvents() {
        QFETCH(QString, prefix);
        QFETCH(QString, level);
        QFETCH(QString, suffix);
        const char close = level.startsWith('[') ? ']' : '}';
        for (const int levels : {50000, 126, 125, 124, kMaxPlainDepth + 1, kMaxPlainDepth, kMaxPlainDepth - 1}) {
            std::string nested;
            for (int i = 0; i < levels; ++i) nested += level.toStdString();
            const std::string head = "{\"traceEvents\":[{\"ph\":\"X\",\"ts\":1,\"dur\":1}," + prefix.toStdString() + nested;
            const std::string whole = head + "1" + std::string(static_cast<std::size_t>(levels), close) + suffix.toStdString() + "]}";
            for (const std::string& text : {whole, head}) {
                compareOn(text, text.size());
                compareOn(text, 100);
                const Outcome fast = readBoth(text, true, text.size());
                if (levels >= 126) {
                    QVERIFY(!fast.trace);
                    QCOMPARE(fast.trace.error().kind, diag::Kind::trace_too_deep);
                } else if (text == whole && levels <= 124) {
                    QVERIFY2(fast.trace, fast.trace ? "" : fast.trace.error().message.c_str());
                }
            }
        }
    }

    // The string table grows (open addressing, at most half full) without
    // losing or renumbering a name; ids are first-come.
    void internsManyNames() {
        Trace trace;
        for (int i = 0; i < 100000; ++i) QCOMPARE(trace.intern("name " + std::to_string(i)), StringId(i));
        QCOMPARE(trace.intern(""), StringId(100000));
        for (int i = 0; i < 100000; i += 7) {
            const std::string name = "name " + std::to_string(i);
            QCOMPARE(trace.intern(name), StringId(i));
            QCOMPARE(trace.text(StringId(i)), name);
        }
        QCOMPARE(trace.intern(""), StringId(100000));
        QCOMPARE(trace.intern("name 100000"), StringId(100001));
    }

    // Events straddling the 1 MiB buffer are read by the general path;
    // progress, cancellation and a late error land where they did.
    void acrossBufferBoundaries() {
        std::string events;
        for (int i = 0; events.size() < (std::size_t{5} << 19); ++i) {
            if (i) events += ",\n";
            events += "{\"ph\":\"X\",\"name\":\"op " + std::to_string(i % 1000) +
                      "\",\"cat\":\"op\",\"pid\":1,\"tid\":" + std::to_string(i % 3) + R"(,"ts":)" + std::to_string(i * 10) + R"(,"dur":)" +
                      std::to_string(5 + i % 7) + ",\"args\":{\"i\":" + std::to_string(i) + ",\"r\":0.25,\"s\":\"x\"}}";
            if (i % 50 == 0)
                events += ",{\"ph\":\"C\",\"name\":\"p\",\"pid\":1,\"ts\":" + std::to_string(i * 10) +
                          ",\"args\":{\"value\":" + std::to_string(i % 9) + "}}";
        }
        const std::string text = wrap(events);
        const Outcome fast = readBoth(text, true, text.size());
        QVERIFY(fast.trace);
        QVERIFY(fast.progress.size() >= 3);
        compareOutcomes(fast, readBoth(text, false, text.size()));
        compareOutcomes(readBoth(text, true, text.size(), u64{1} << 20), readBoth(text, false, text.size(), u64{1} << 20));
        const std::string broken = text.substr(0, text.size() - 2) + ",{\"ph\":\"X\"}]}";
        const Outcome late = readBoth(broken, true, broken.size());
        QVERIFY(!late.trace);
        QCOMPARE(late.trace.error().kind, diag::Kind::trace_missing_field);
        compareOutcomes(late, readBoth(broken, false, broken.size()));
    }
};

QTEST_APPLESS_MAIN(TracePlain)
#include "tst_trace_plain.moc"
