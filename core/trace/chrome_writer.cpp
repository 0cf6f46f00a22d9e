#include "trace/chrome_writer.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "util/atomic_file.h"

namespace tcpwb::trace {

namespace {

// Reals keep a `.` or exponent so they read back as reals, not integers.
// JSON has no NaN or infinity: infinities are written as 1e999, which every
// JSON reader takes as the largest magnitude (ours: infinity again), NaN as
// the string "NaN".
std::string realText(double value) {
    if (std::isnan(value)) return jsonString("NaN");
    if (std::isinf(value)) return value > 0 ? "1e999" : "-1e999";
    std::string text = fmt::format("{}", value);
    if (text.find_first_of(".eEn") == std::string::npos) text += ".0";
    return text;
}

std::string valueText(const Trace& trace, const ArgValue& value) {
    if (const auto* i = std::get_if<std::int64_t>(&value)) return std::to_string(*i);
    if (const auto* d = std::get_if<double>(&value)) return realText(*d);
    if (const auto* b = std::get_if<bool>(&value)) return *b ? "true" : "false";
    return jsonString(trace.text(std::get<ArgText>(value).id));
}

void writeArgs(const Trace& trace, const Slice& slice, std::ostream& out) {
    if (slice.argsCount == 0) return;
    out << ",\"args\":{";
    for (std::uint32_t i = 0; i < slice.argsCount; ++i) {
        const Arg& arg = trace.args[slice.argsBegin + i];
        if (i) out << ',';
        out << jsonString(trace.text(arg.key)) << ':' << valueText(trace, arg.value);
    }
    out << '}';
}

class EventList {
public:
    explicit EventList(std::ostream& out) : out_(out) {}
    std::ostream& next() {
        out_ << (first_ ? "\n" : ",\n");
        first_ = false;
        return out_;
    }

private:
    std::ostream& out_;
    bool first_ = true;
};

void writeTracks(const Trace& trace, EventList& events) {
    std::vector<std::int64_t> named;
    for (const Track& t : trace.tracks) {
        if (!t.process.empty() && std::find(named.begin(), named.end(), t.pid) == named.end()) {
            named.push_back(t.pid);
            events.next() << fmt::format(R"({{"ph":"M","name":"process_name","pid":{},"tid":0,"args":{{"name":{}}}}})", t.pid,
                                         jsonString(t.process));
        }
        // Every track gets its name event, so an empty track survives a round trip.
        events.next() << fmt::format(R"({{"ph":"M","name":"thread_name","pid":{},"tid":{},"args":{{"name":{}}}}})", t.pid, t.tid,
                                     jsonString(t.name));
    }
}

void writeSlices(const Trace& trace, EventList& events) {
    for (const Slice& s : trace.slices) {
        const Track& t = trace.tracks.at(s.track);
        std::ostream& out = events.next();
        out << fmt::format(R"({{"ph":"X","name":{},"cat":{},"pid":{},"tid":{},"ts":{},"dur":{})", jsonString(trace.text(s.name)),
                           jsonString(trace.text(s.category)), t.pid, t.tid, s.start, s.end - s.start);
        writeArgs(trace, s, out);
        out << '}';
    }
}

void writeFlows(const Trace& trace, EventList& events) {
    for (std::size_t i = 0; i < trace.flows.size(); ++i) {
        const Flow& f = trace.flows[i];
        const Track& from = trace.tracks.at(f.fromTrack);
        const Track& to = trace.tracks.at(f.toTrack);
        const std::string name = jsonString(trace.text(f.name));
        const std::string cat = jsonString(trace.text(f.category));
        events.next() << fmt::format(R"({{"ph":"s","id":{},"name":{},"cat":{},"pid":{},"tid":{},"ts":{}}})", i + 1, name, cat, from.pid,
                                     from.tid, f.fromTime);
        events.next() << fmt::format(R"({{"ph":"f","bp":"e","id":{},"name":{},"cat":{},"pid":{},"tid":{},"ts":{}}})", i + 1, name, cat,
                                     to.pid, to.tid, f.toTime);
    }
}

void writeCounters(const Trace& trace, EventList& events) {
    for (const Counter& c : trace.counters)
        for (const CounterSample& s : c.samples)
            events.next() << fmt::format(R"({{"ph":"C","name":{},"pid":{},"ts":{},"args":{{"value":{}}}}})", jsonString(c.name), c.pid,
                                         s.time, realText(s.value));
}

}  // namespace

void writeChromeTrace(const Trace& trace, std::ostream& out) {
    out << "{\"otherData\":{\"time_unit\":" << jsonString(trace.timeUnit);
    for (const auto& [key, value] : trace.metadata) out << ',' << jsonString(key) << ':' << jsonString(value);
    out << "},\n\"traceEvents\":[";
    EventList events(out);
    writeTracks(trace, events);
    writeSlices(trace, events);
    writeFlows(trace, events);
    writeCounters(trace, events);
    out << "\n]}\n";
}

[[nodiscard]] std::optional<diag::Diagnostic> writeChromeTraceFile(const Trace& trace, const std::string& path) {
    const auto failed = util::writeFileAtomically(path, [&trace](std::ostream& out) { writeChromeTrace(trace, out); });
    if (!failed) return std::nullopt;
    diag::Diagnostic error(diag::Kind::trace_io_error, fmt::format("cannot write `{}`: {}", path, *failed));
    error.notes.emplace_back(diag::Note{"a file already at that path was left as it was", std::nullopt, 0});
    return error;
}

}  // namespace tcpwb::trace
