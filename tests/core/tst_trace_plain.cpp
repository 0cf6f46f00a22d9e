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

using namespace tcpwb;
using namespace tcpwb::trace;

namespace {

struct Outcome {
    diag::Result<Trace> trace;
    std::vector<std::pair<u64, u64>> progress;
};

Outcome readBoth(const std::string& text, bool plainPath, u64 total, u64 cancelAfter = 0) {
    std::istringstream in(text);
    Outcome out{diag::Diagnostic("unset", "unset"), {}};
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

void compareOn(const std::string& text, u64 total) {
    compareOutcomes(readBoth(text, true, total), readBoth(text, false, total));
}

std::string wrap(const std::string& events) {
    return "{\"otherData\":{\"time_unit\":\"cycle\"},\"traceEvents\":[" + events + "]}";
}

std::size_t scan(const std::string& text) {
    PlainEvent event;
    return scanPlainEvent(text, event);
}

}  // namespace

class TracePlain : public QObject {
    Q_OBJECT

private slots:
    void scansPlainEvents() {
        const std::string x = R"({"ph":"X","name":"fetch","cat":"engine","pid":1,"tid":-2,"ts":10,"dur":5,"args":{"n":3,"r":0.5,"ok":true,"m":"m![A]"}})";
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
        QTest::newRow("unknown field") << R"({"ph":"X","ts":1,"dur":1,"color":"red"})";
        QTest::newRow("duplicate key") << R"({"ph":"X","ts":1,"ts":2,"dur":1})";
        QTest::newRow("huge real ts") << R"({"ph":"X","ts":1e999,"dur":1})";
        QTest::newRow("real pid") << R"({"ph":"X","pid":1.0,"ts":1,"dur":1})";
        QTest::newRow("string pid") << R"({"ph":"X","pid":"1","ts":1,"dur":1})";
        QTest::newRow("pid too large") << R"({"ph":"X","pid":9223372036854775808,"ts":1,"dur":1})";
        QTest::newRow("nested args") << R"({"ph":"X","ts":1,"dur":1,"args":{"a":{"b":1}}})";
        QTest::newRow("array arg") << R"({"ph":"X","ts":1,"dur":1,"args":{"a":[1,2]}})";
        QTest::newRow("null arg") << R"({"ph":"X","ts":1,"dur":1,"args":{"a":null}})";
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
        QTest::newRow("escapes and unicode") << "{\"ph\":\"X\",\"name\":\"a\\\"b\\\\c\\u00e9\\ud800\",\"cat\":\"é\",\"ts\":0,\"dur\":1,\"args\":{\"s\":\"x\\ny\",\"u\":\"ü\"}}";
        QTest::newRow("numbers as reals") << R"({"ph":"X","ts":1.0,"dur":2.5,"args":{"r":1e400,"t":1E2,"i":99999999999999999999,"n":-0,"z":0.0}})";
        QTest::newRow("duplicate keys") << R"({"ph":"X","name":"a","name":"b","ts":1,"dur":1,"args":{"k":1,"k":2}})";
        QTest::newRow("duplicate args only") << R"({"ph":"X","name":"a","ts":1,"dur":1,"args":{"k":1,"k":"two","k":false}})";
        QTest::newRow("unknown fields") << R"({"ph":"X","ts":1,"dur":1,"color":"red"},{"ph":"Q","ts":1},{"ph":"XX","ts":1})";
        QTest::newRow("nested args") << R"({"ph":"X","ts":1,"dur":1,"args":{"a":{"b":{"c":1}},"e":{},"l":[1,{"x":2}],"n":null}})";
        QTest::newRow("begin end") << R"({"ph":"B","name":"b","cat":"c","pid":1,"tid":1,"ts":5,"args":{"a":"t"}},{"ph":"E","pid":1,"tid":1,"ts":9,"args":{"ignored":"y"}},
            {"ph":"E","pid":1,"tid":1,"ts":9},{"ph":"E","pid":3,"tid":3,"ts":1})";
        QTest::newRow("npu begin end") << R"({"ph":"B","name":"b","cat":"NPU","ts":5,"args":{"begin_cycle":10,"end_cycle":20}},{"ph":"E","ts":9})";
        QTest::newRow("npu slices") << R"({"ph":"X","name":"n","cat":"NPU","ts":5,"dur":2,"args":{"begin_cycle":10,"end_cycle":20,"k":1}},{"ph":"X","name":"t","cat":"NPU","ts":5,"dur":1})";
        QTest::newRow("flows") << R"({"ph":"s","id":1,"name":"RAW","cat":"h","tid":1,"ts":5},{"ph":"f","bp":"e","id":1,"cat":"h","tid":2,"ts":7},
            {"ph":"s","id":"x","cat":"h","ts":1},{"ph":"f","id":"x","cat":"h","ts":2},{"ph":"f","id":9,"cat":"h","ts":2},{"ph":"s","id":2,"cat":"h","ts":3},
            {"ph":"s","id":1.0,"cat":"h","ts":1},{"ph":"f","id":1.0,"cat":"h","ts":2})";
        // Chrome and Perfetto export ids as hex strings (read as the number
        // they spell); an escaped id is the general path's and must still meet
        // its plain other end.
        QTest::newRow("string flow ids") << R"({"ph":"s","id":"0x1a","name":"RAW","cat":"h","tid":1,"ts":5},{"ph":"f","bp":"e","id":"0x1a","cat":"h","tid":2,"ts":7},
            {"ph":"s","id":"1","cat":"h","ts":1},{"ph":"f","id":1,"cat":"h","ts":2},{"ph":"s","id":"","cat":"h","ts":3},{"ph":"f","id":"","cat":"h","ts":4})"
                                           ",{\"ph\":\"s\",\"id\":\"0\\u0078\",\"cat\":\"h\",\"ts\":8},{\"ph\":\"f\",\"id\":\"0x\",\"cat\":\"h\",\"ts\":9}"
                                           ",{\"ph\":\"s\",\"id\":\"\\u0031f\",\"cat\":\"h\",\"ts\":10},{\"ph\":\"f\",\"id\":31,\"cat\":\"h\",\"ts\":11}"
                                           R"(,{"ph":"s","id":"1A","cat":"h","ts":12},{"ph":"f","id":"0x1a","cat":"h","ts":13},{"ph":"f","id":26,"cat":"h","ts":14})";
        QTest::newRow("id2 and flow v2") << R"({"ph":"s","id2":{"local":"0x1"},"cat":"h","ts":1},{"ph":"f","id2":{"global":"0x1"},"cat":"h","ts":2},
            {"ph":"X","name":"a","ts":1,"dur":1,"bind_id":"0x5","flow_out":true},{"ph":"X","name":"b","tid":2,"ts":3,"dur":1,"bind_id":"0x5","flow_in":true})";
        QTest::newRow("npu spans") << R"({"name":"m","cat":"NPU","ph":"X","pid":1,"tid":1,"ts":1000.25,"dur":12.5,"args":{"begin_cycle":1000,"end_cycle":13500,"k":3,"s":"t"}},
            {"name":"a","cat":"NPU","ph":"X","pid":1,"tid":1,"args":{"end_cycle":20,"x":"y","begin_cycle":10}},
            {"name":"b","cat":"NPU","ph":"X","ts":-1e400,"dur":99999999999999999999,"args":{"begin_cycle":5,"end_cycle":5,"begin_cycle":"dup"}},
            {"name":"c","cat":"NPU","ph":"X","ts":3,"dur":1,"args":{"begin_cycle":7}},{"name":"d","cat":"NPU","ph":"X","ts":1,"dur":1,"args":{"begin_cycle":1.0,"end_cycle":2e1}},
            {"name":"w","cat":"Runtime","ph":"X","ts":1,"dur":1})";
        QTest::newRow("npu end before begin") << R"({"name":"m","cat":"NPU","ph":"X","args":{"begin_cycle":9,"end_cycle":8}})";
        QTest::newRow("npu negative cycle") << R"({"name":"m","cat":"NPU","ph":"X","args":{"begin_cycle":-1,"end_cycle":8}})";
        QTest::newRow("npu string cycle") << R"({"name":"m","cat":"NPU","ph":"X","args":{"begin_cycle":"1","end_cycle":8}})";
        QTest::newRow("rounded times") << R"({"ph":"X","ts":-0,"dur":1},{"ph":"X","ts":2.5,"dur":1},{"ph":"B","ts":3.0},{"ph":"E","ts":4.5})";
        QTest::newRow("counters") << R"({"ph":"C","name":"bank","pid":1,"ts":1,"args":{"value":3}},{"ph":"C","name":"bank","pid":2,"ts":2,"args":{"value":4.5,"x":1}},
            {"ph":"C","name":"bank","pid":1,"ts":3,"args":{"value":"hi"}},{"ph":"C","name":"bank","ts":4},{"ph":"C","name":"bank","pid":1,"ts":5,"args":{"value":7}})";
        QTest::newRow("metadata") << R"({"ph":"M","name":"thread_name","pid":1,"tid":1,"args":{"name":"main"}},{"ph":"X","name":"a","pid":1,"tid":1,"ts":1,"dur":1})";
        QTest::newRow("blanks everywhere") << " { \"ph\" : \"X\" ,\n\t\"ts\" : 1 , \"dur\" : 2 , \"args\" : { } } ,\r\n{\"ph\":\"X\",\"ts\":3,\"dur\":0,\"args\":{\"b\":true}} ";
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
            events += "{\"ph\":\"X\",\"name\":\"op " + std::to_string(i % 1000) + "\",\"cat\":\"op\",\"pid\":1,\"tid\":" + std::to_string(i % 3) +
                      R"(,"ts":)" + std::to_string(i * 10) + R"(,"dur":)" + std::to_string(5 + i % 7) + ",\"args\":{\"i\":" + std::to_string(i) +
                      ",\"r\":0.25,\"s\":\"x\"}}";
            if (i % 50 == 0) events += ",{\"ph\":\"C\",\"name\":\"p\",\"pid\":1,\"ts\":" + std::to_string(i * 10) + ",\"args\":{\"value\":" + std::to_string(i % 9) + "}}";
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
        QCOMPARE(late.trace.error().kind, std::string("trace_missing_field"));
        compareOutcomes(late, readBoth(broken, false, broken.size()));
    }
};

QTEST_APPLESS_MAIN(TracePlain)
#include "tst_trace_plain.moc"
