#include "trace/chrome_events.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <set>

#include "util/text.h"

namespace tcpwb::trace {

namespace {

const std::vector<std::string> kKnownFields = {"name", "cat", "ph", "pid", "tid", "ts", "dur", "args", "id", "bp"};

std::string eventWhat(const JsonValue& event) {
    const JsonValue* ph = event.find("ph");
    const JsonValue* name = event.find("name");
    std::string what = "the event";
    if (name && name->type == JsonValue::Type::String) what += fmt::format(" `{}`", quotable(name->text));
    if (ph && ph->type == JsonValue::Type::String) what += fmt::format(" (ph `{}`)", quotable(ph->text, 8));
    return what;
}

// A string id as Perfetto reads it: hexadecimal, with or without `0x`, that
// fits 64 bits ("0x1a", "1a" and "10" are 26, 26 and 16).
std::optional<u64> hexId(std::string_view text) {
    if (text.starts_with("0x") || text.starts_with("0X")) text.remove_prefix(2);
    if (text.empty() || text.size() > 16) return std::nullopt;
    u64 value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value, 16);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// A flow's two ends meet on the same `cat` and `id`. As in Perfetto, a
// string id is the hexadecimal number it spells ("0x1a" meets 26); one that
// spells none is matched by its text. A number is matched by its JSON text
// (a whole non-negative one is its decimal value).
std::string flowKey(std::string_view cat, bool idIsText, std::string_view id) {
    std::string key;
    key.reserve(cat.size() + 22 + id.size());
    key.append(cat).append(1, '\x1f');
    if (!idIsText) return key.append(1, '#').append(id);
    if (const auto number = hexId(id)) return key.append(1, '#').append(std::to_string(*number));
    return key.append(1, '"').append(id);
}

// The phases event() places; it notes any other but `M` as not placed.
inline bool placedPhase(std::string_view ph) {
    if (ph.size() != 1) return false;
    const char c = ph[0];
    return c == 'X' || c == 'B' || c == 'E' || c == 's' || c == 'f' || c == 'C';
}

}  // namespace

Who WhoNames::of(std::string_view name) {
    if (lastIndex_ >= 0 && name == last_) return {lastIndex_, true};
    auto it = index_.find(name);
    if (it == index_.end()) {
        it = index_.emplace(std::string(name), static_cast<std::int64_t>(texts_.size())).first;
        texts_.emplace_back(name);
    }
    last_ = it->first;
    lastIndex_ = it->second;
    return {lastIndex_, true};
}

TrackId ChromeEvents::track(Who pid, Who tid) {
    if (haveLastTrack_ && pid == lastPid_ && tid == lastTid_) return lastTrack_;
    auto [it, inserted] = tracks_.try_emplace({pid, tid}, 0);
    if (inserted) {
        // A named process or thread is called by its name until an `M` event names it.
        it->second = trace_.addTrack(
            {pid.value, tid.value, pid.named ? pidNames_.text(pid) : std::string(), tid.named ? tidNames_.text(tid) : std::string()});
        trackWho_.emplace_back(pid, tid);
    }
    lastPid_ = pid;
    lastTid_ = tid;
    lastTrack_ = it->second;
    haveLastTrack_ = true;
    return it->second;
}

// `pid`/`tid`: an integer, or a string naming the process or thread.
Who ChromeEvents::who(const Fields& f, const JsonValue& event, const std::string& key, WhoNames& names) {
    const JsonValue* value = event.find(key);
    if (value && value->type == JsonValue::Type::String) return names.of(value->text);
    if (value && value->type != JsonValue::Type::Number)
        f.fail(diag::Kind::trace_wrong_type,
               fmt::format("`{}` of {} is {}; it must be a number or a string (a {} name)", key, f.what(), typeName(value->type),
                           key == "pid" ? "process" : "thread"),
               value);
    return {f.optionalInt(key, 0), false};
}

// Named pids (tids) get the numbers -1, -2, ... in the order they were
// met, skipping any a numeric pid (tid) of the file uses, so no two tracks
// share a (pid, tid) and the trace survives a round trip through the writer.
void ChromeEvents::numberNamed() {
    if (pidNames_.size() == 0 && tidNames_.size() == 0) return;
    std::set<std::int64_t> pids, tids;
    for (const auto& [pid, tid] : trackWho_) {
        if (!pid.named) pids.insert(pid.value);
        if (!tid.named) tids.insert(tid.value);
    }
    for (const Who& pid : counterWho_)
        if (!pid.named) pids.insert(pid.value);
    const auto numbers = [](std::size_t count, const std::set<std::int64_t>& used) {
        std::vector<std::int64_t> out;
        for (std::int64_t n = -1; out.size() < count; --n)
            if (!used.count(n)) out.push_back(n);
        return out;
    };
    const std::vector<std::int64_t> pidNumbers = numbers(pidNames_.size(), pids);
    const std::vector<std::int64_t> tidNumbers = numbers(tidNames_.size(), tids);
    for (std::size_t i = 0; i < trackWho_.size(); ++i) {
        const auto& [pid, tid] = trackWho_[i];
        if (pid.named) trace_.tracks[i].pid = pidNumbers[static_cast<std::size_t>(pid.value)];
        if (tid.named) trace_.tracks[i].tid = tidNumbers[static_cast<std::size_t>(tid.value)];
    }
    for (std::size_t i = 0; i < counterWho_.size(); ++i)
        if (counterWho_[i].named) trace_.counters[i].pid = pidNumbers[static_cast<std::size_t>(counterWho_[i].value)];
}

// Chrome's `ts` may be a real number of microseconds in foreign traces; ours
// are whole cycles. Fractions are rounded, and said so once.
u64 ChromeEvents::time(const Fields& f, const std::string& key) {
    const JsonValue& value = f.required(key, JsonValue::Type::Number);
    // Past 2^62 the differences of two times (a duration, a comparison's delta) would not fit.
    const auto tooLate = [&] {
        f.fail(diag::Kind::trace_bad_value,
               fmt::format("`{}` of {} is {}, past the largest time a trace may hold (2^62)", key, f.what(), value.text), &value);
    };
    if (auto whole = value.asU64()) {
        if (*whole > kMaxSize) tooLate();
        return *whole;
    }
    const double real = value.asDouble();
    if (!(real >= 0))
        f.fail(diag::Kind::trace_bad_value, fmt::format("`{}` of {} is {}; it must be a non-negative time", key, f.what(), value.text),
               &value);
    if (real > static_cast<double>(kMaxSize)) tooLate();
    notes_.add("fractional `ts`/`dur` values were rounded to whole time units");
    return static_cast<u64>(std::llround(real));
}

void ChromeEvents::addSlice(TrackId track, const std::string& name, const std::string& cat, u64 start, u64 end,
                            const std::vector<std::pair<std::string, ArgValue>>& args, bool inCycles) {
    trace_.addSlice(track, name, cat, start, end, args);
    sliceInTs_.push_back(!inCycles);
}

std::optional<std::pair<u64, u64>> ChromeEvents::npuCycles(const Fields& f, const JsonValue* args) {
    if (!args || !args->find("begin_cycle") || !args->find("end_cycle")) return std::nullopt;
    sawNpu_ = true;
    const Fields cycles(*args, "the `args` of " + f.what(), *stream_);
    const u64 begin = cycles.requiredCycle("begin_cycle");
    const u64 finish = cycles.requiredCycle("end_cycle");
    if (finish < begin)
        f.fail(diag::Kind::trace_bad_value, fmt::format("{} ends at cycle {}, before it begins at cycle {}", f.what(), finish, begin));
    return std::pair{begin, finish};
}

// Any slice whose `args` hold both `begin_cycle` and `end_cycle` is an NPU
// span, placed by them; its wall-clock `ts`/`dur` are kept as arguments.
void ChromeEvents::complete(const Fields& f, const JsonValue& event, TrackId track, const std::string& name, const std::string& cat) {
    const JsonValue* args = f.optional("args", JsonValue::Type::Object);
    const auto cycles = npuCycles(f, args);
    if (!cycles) {
        if (cat == "NPU") ++npuByTs_;
        const u64 start = time(f, "ts");
        const auto end = checkedAdd(start, time(f, "dur"));
        if (!end)
            f.fail(diag::Kind::trace_bad_value,
                   fmt::format("{} ends at `ts` + `dur`, past the largest time a trace may hold (2^62)", f.what()));
        addSlice(track, name, cat, start, *end, args ? argsOf(trace_, *args) : std::vector<std::pair<std::string, ArgValue>>{}, false);
        return;
    }
    auto placed = argsOf(trace_, *args, {"begin_cycle", "end_cycle"});
    if (const JsonValue* ts = event.find("ts")) placed.emplace_back("ts_us", argValue(trace_, *ts));
    if (const JsonValue* dur = event.find("dur")) placed.emplace_back("dur_us", argValue(trace_, *dur));
    addSlice(track, name, cat, cycles->first, cycles->second, placed, true);
}

void ChromeEvents::begin(const Fields& f, const JsonValue&, TrackId track, const std::string& name, const std::string& cat) {
    const JsonValue* args = f.optional("args", JsonValue::Type::Object);
    const auto cycles = npuCycles(f, args);
    const u64 start = time(f, "ts");
    std::vector<std::pair<std::string, ArgValue>> kept;
    if (args) kept = cycles ? argsOf(trace_, *args, {"begin_cycle", "end_cycle"}) : argsOf(trace_, *args);
    open_[track].push_back({name, cat, start, std::move(kept), cycles});
}

void ChromeEvents::end(const Fields& f, const JsonValue&, TrackId track) {
    const u64 at = time(f, "ts");
    auto& stack = open_[track];
    if (stack.empty()) {
        notes_.add("`E` events without a matching `B` on their track were not placed");
        return;
    }
    Open open = std::move(stack.back());
    stack.pop_back();
    if (at < open.start) f.fail(diag::Kind::trace_bad_value, fmt::format("{} ends at {}, before its `B` at {}", f.what(), at, open.start));
    if (!open.cycles) return addSlice(track, open.name, open.category, open.start, at, open.args, false);
    open.args.emplace_back("ts_us", static_cast<std::int64_t>(std::min<u64>(open.start, INT64_MAX)));
    open.args.emplace_back("dur_us", static_cast<std::int64_t>(std::min<u64>(at - open.start, INT64_MAX)));
    addSlice(track, open.name, open.category, open.cycles->first, open.cycles->second, open.args, true);
}

void ChromeEvents::flow(const Fields& f, const JsonValue& event, TrackId track, char phase, const std::string& name,
                        const std::string& cat) {
    const JsonValue* id = event.find("id");
    if (!id && event.find("id2")) {
        // Chrome's scoped ids ({"local": ...} / {"global": ...}): not matched here.
        notes_.add("flow events (`s`/`f`) with `id2` instead of `id` were not placed");
        return;
    }
    if (!id) f.fail(diag::Kind::trace_missing_field, f.what() + " has no `id`, which a flow event needs to find its other end");
    if (id->type != JsonValue::Type::Number && id->type != JsonValue::Type::String)
        f.fail(diag::Kind::trace_wrong_type, fmt::format("`id` of {} is {}; it must be a number or a string", f.what(), typeName(id->type)),
               id);
    const std::string key = flowKey(cat, id->type == JsonValue::Type::String, id->text);
    const u64 at = time(f, "ts");
    if (phase == 's') {
        flowStarts_[key] = {track, at, name, cat};
        return;
    }
    auto start = flowStarts_.find(key);
    if (start == flowStarts_.end()) {
        notes_.add("flow ends (`f`) without a start (`s`) of the same `cat` and `id` were not placed");
        return;
    }
    Flow placed;
    placed.name = trace_.intern(start->second.name);
    placed.category = trace_.intern(start->second.category);
    placed.fromTrack = start->second.track;
    placed.fromTime = start->second.time;
    placed.toTrack = track;
    placed.toTime = at;
    trace_.flows.push_back(placed);
    flowStarts_.erase(start);
}

void ChromeEvents::counter(const Fields& f, const JsonValue&, Who pid, const std::string& name) {
    const u64 at = time(f, "ts");
    const JsonValue* args = f.optional("args", JsonValue::Type::Object);
    if (!args) {
        notes_.add("counter events (`C`) without `args` were not placed");
        return;
    }
    for (const auto& [key, value] : args->members) {
        if (value.type != JsonValue::Type::Number) {
            notes_.add(fmt::format("counter `{}` series `{}` holds {}, not a number; not placed", name, key, typeName(value.type)));
            continue;
        }
        const std::string series = key == "value" ? name : fmt::format("{}.{}", name, key);
        auto [it, inserted] = counters_.try_emplace({pid, series}, trace_.counters.size());
        if (inserted) {
            trace_.counters.push_back({pid.value, series, {}});
            counterWho_.push_back(pid);
        }
        trace_.counters[it->second].samples.push_back({at, value.asDouble()});
    }
}

void ChromeEvents::metadata(const Fields& f, const JsonValue&, Who pid, Who tid, const std::string& name) {
    if (name == "process_sort_index" || name == "thread_sort_index") return;  // Perfetto orders tracks itself
    if (name != "process_name" && name != "thread_name") {
        notes_.add(fmt::format("metadata events (`M`) named `{}` were not placed", name));
        return;
    }
    const JsonValue& args = f.required("args", JsonValue::Type::Object);
    const std::string value = Fields(args, "the `args` of " + f.what(), *stream_).requiredString("name");
    if (name == "process_name") processNames_[pid] = value;
    else trace_.tracks[track(pid, tid)].name = value;
}

void ChromeEvents::event(const JsonValue& event, const JsonStream& stream) {
    stream_ = &stream;
    if (event.type != JsonValue::Type::Object)
        stream.fail(diag::Kind::trace_wrong_type,
                    fmt::format("an element of `traceEvents` is {}; every event must be an object", typeName(event.type)), event.offset);
    sawEvents_ = true;
    const Fields f(event, &eventWhat, stream);
    const std::string ph = f.requiredString("ph");
    const std::string name = f.optionalString("name").value_or("");
    const std::string cat = f.optionalString("cat").value_or("");
    const Who pid = who(f, event, "pid", pidNames_);
    const Who tid = who(f, event, "tid", tidNames_);
    bool flowV2 = false;  // one note per event, however many of its fields bind it
    for (const auto& [key, value] : event.members) {
        if (std::find(kKnownFields.begin(), kKnownFields.end(), key) != kKnownFields.end()) continue;
        if (key == "bind_id" || key == "flow_in" || key == "flow_out") flowV2 = true;
        else if (key == "id2" && (ph == "s" || ph == "f") && !event.find("id")) continue;  // flow() notes the flow
        else notes_.add(fmt::format("event field `{}` was not placed", quotable(key)));
    }
    if (flowV2) notes_.add("flow v2 bindings on events (`bind_id`, `flow_in`, `flow_out`) were not placed");
    if (ph == "X") return complete(f, event, track(pid, tid), name, cat);
    if (ph == "B") return begin(f, event, track(pid, tid), name, cat);
    if (ph == "E") return end(f, event, track(pid, tid));
    if (ph == "s" || ph == "f") return flow(f, event, track(pid, tid), ph[0], name, cat);
    if (ph == "C") return counter(f, event, pid, name);
    if (ph == "M") return metadata(f, event, pid, tid, name);
    notes_.add(fmt::format("events with ph `{}` were not placed", ph.substr(0, 8)));
}

// What event() checks before it places anything, for the phases the fast
// path places; false sends the event to event(), which then fails or notes
// exactly as it always did.
bool ChromeEvents::plainAcceptable(const PlainEvent& e, Who pid, Who tid) {
    if (!placedPhase(e.ph) && e.ph != "M") return true;  // not placed, only noted
    if (e.ph[0] == 'X' && isNpuSpan(e)) {
        // requiredCycle(): whole and non-negative (integral reals go the general way).
        const auto cycle = [](const PlainArg& a) {
            return a.kind == PlainArg::Kind::Integer && a.text.front() != '-' && static_cast<u64>(a.integer) <= kMaxSize;
        };
        const PlainArg& begin = e.args[static_cast<std::size_t>(e.beginCycle)];
        const PlainArg& end = e.args[static_cast<std::size_t>(e.endCycle)];
        return cycle(begin) && cycle(end) && end.integer >= begin.integer;
    }
    // Missing, negative or past 2^62: event() fails.
    if (!(e.tsWhole || e.tsRounded) || e.ts > kMaxSize) return false;
    switch (e.ph[0]) {
        case 'X': return (e.durWhole || e.durRounded) && e.dur <= kMaxSize - e.ts;
        case 'B': return !isNpuSpan(e);
        case 'E': {
            // A `B` placed by cycles, or an end before its `B`, is event()'s.
            const auto t = tracks_.find({pid, tid});
            if (t == tracks_.end()) return true;
            const auto open = open_.find(t->second);
            return open == open_.end() || open->second.empty() || (!open->second.back().cycles && e.ts >= open->second.back().start);
        }
        case 's':
        case 'f': return e.hasId;
        case 'C':
            if (!e.hasArgs || !e.flatArgs) return false;
            for (const PlainArg& arg : e.args)
                if (arg.kind != PlainArg::Kind::Integer && arg.kind != PlainArg::Kind::Real) return false;
            return true;
        default: return false;  // `M` and unknown phases are rare: event() names them
    }
}

ArgValue ChromeEvents::plainValue(const PlainArg& arg) {
    switch (arg.kind) {
        case PlainArg::Kind::Integer: return arg.integer;
        case PlainArg::Kind::Real: return arg.real;
        case PlainArg::Kind::Bool: return arg.boolean;
        case PlainArg::Kind::Text: return trace_.textArg(arg.text);
    }
    return arg.integer;
}

// counter(), with the series looked up without building its name's key
// when it is the same as the last event's.
void ChromeEvents::plainCounter(const PlainEvent& e, Who pid) {
    for (const PlainArg& arg : e.args) {
        series_.assign(e.name);
        if (arg.key != "value") {
            series_ += '.';
            series_ += arg.key;
        }
        if (lastCounter_ == SIZE_MAX || lastCounterPid_ != pid || lastSeries_ != series_) {
            auto [it, inserted] = counters_.try_emplace({pid, series_}, trace_.counters.size());
            if (inserted) {
                trace_.counters.push_back({pid.value, series_, {}});
                counterWho_.push_back(pid);
            }
            lastCounter_ = it->second;
            lastCounterPid_ = pid;
            lastSeries_ = series_;
        }
        // asDouble() of the literal, as counter() takes it.
        double value = 0;
        std::from_chars(arg.text.data(), arg.text.data() + arg.text.size(), value);
        trace_.counters[lastCounter_].samples.push_back({e.ts, value});
    }
}

// The notes event() adds before it places an event: its unknown members,
// and its fractional times as time() rounds them (an NPU span is placed by
// its cycles, and an unknown phase not at all, so neither reads its times).
void ChromeEvents::plainNotes(const PlainEvent& e, bool placed) {
    for (const std::string_view key : e.unknownKeys)
        noteOnce(unknownFieldNotes_, key, [&] { return fmt::format("event field `{}` was not placed", quotable(key)); });
    if (!placed) return;
    const bool npu = e.ph[0] == 'X' && isNpuSpan(e);
    const u64 rounded = npu ? 0 : e.tsRounded + (e.ph[0] == 'X' && e.durRounded);
    if (!rounded) return;
    if (roundedNote_ == SIZE_MAX) roundedNote_ = notes_.add("fractional `ts`/`dur` values were rounded to whole time units", rounded);
    else notes_.addAgain(roundedNote_, rounded);
}

// A note whose text depends on a name: looked up by the name among the
// last few such notes, so a name met on every event is not formatted each time.
template <typename Text>
void ChromeEvents::noteOnce(std::vector<std::pair<std::string, std::size_t>>& known, std::string_view name, const Text& text) {
    for (const auto& [seen, handle] : known)
        if (seen == name) return notes_.addAgain(handle);
    const std::size_t handle = notes_.add(text());
    if (known.size() < 32) known.emplace_back(name, handle);
}

// Trace::addSlice as it interns (name, then category), without an argument
// vector: the arguments follow one by one (addLastSliceArg).
void ChromeEvents::addPlainSlice(TrackId track, const PlainEvent& e, u64 start, u64 end) {
    const StringId name = trace_.intern(e.name);
    const StringId category = trace_.intern(e.cat);
    trace_.addSlice(track, name, category, start, end, nullptr, 0);
}

bool ChromeEvents::plain(const PlainEvent& e) {
    // Named first, as event() names them before it looks further.
    const Who pid = plainWho(e.pid, e.pidName, e.pidNamed, pidNames_);
    const Who tid = plainWho(e.tid, e.tidName, e.tidNamed, tidNames_);
    if (!plainAcceptable(e, pid, tid)) return false;
    sawEvents_ = true;
    const bool known = placedPhase(e.ph);
    if (!e.unknownKeys.empty() || e.tsRounded || e.durRounded) plainNotes(e, known);
    if (!known) {
        noteOnce(unknownPhaseNotes_, e.ph, [&] { return fmt::format("events with ph `{}` were not placed", e.ph.substr(0, 8)); });
        return true;
    }
    const char ph = e.ph[0];
    if (ph == 'C') {
        plainCounter(e, pid);
        return true;
    }
    const TrackId t = haveLastTrack_ && pid == lastPid_ && tid == lastTid_ ? lastTrack_ : track(pid, tid);
    // A slice's argument values first: argsOf() interns their texts before
    // the slice's name, so string ids come out as the general path gives
    // them (`E` and flows ignore their `args`).
    values_.clear();
    const bool npu = ph == 'X' && isNpuSpan(e);
    if (ph == 'X' || ph == 'B')
        for (const PlainArg& arg : e.args)
            values_.push_back(npu && (arg.key == "begin_cycle" || arg.key == "end_cycle") ? ArgValue{} : plainValue(arg));
    if (npu) {
        // complete() for an NPU span: placed by its cycles, which leave the
        // arguments; its wall-clock ts/dur become `ts_us`/`dur_us`.
        sawNpu_ = true;
        const auto cycleOf = [&](int index) { return static_cast<u64>(e.args[static_cast<std::size_t>(index)].integer); };
        addPlainSlice(t, e, cycleOf(e.beginCycle), cycleOf(e.endCycle));
        for (std::size_t i = 0; i < e.args.size(); ++i)
            if (e.args[i].key != "begin_cycle" && e.args[i].key != "end_cycle") trace_.addLastSliceArg(e.args[i].key, values_[i]);
        if (e.hasTs) trace_.addLastSliceArg("ts_us", plainValue(e.tsValue));
        if (e.hasDur) trace_.addLastSliceArg("dur_us", plainValue(e.durValue));
        sliceInTs_.push_back(false);
    } else if (ph == 'X') {
        if (e.cat == "NPU") ++npuByTs_;
        addPlainSlice(t, e, e.ts, e.ts + e.dur);
        for (std::size_t i = 0; i < e.args.size(); ++i) trace_.addLastSliceArg(e.args[i].key, values_[i]);
        sliceInTs_.push_back(true);
    } else if (ph == 'B') {
        std::vector<std::pair<std::string, ArgValue>> kept;
        for (std::size_t i = 0; i < e.args.size(); ++i) kept.emplace_back(e.args[i].key, values_[i]);
        open_[t].push_back({std::string(e.name), std::string(e.cat), e.ts, std::move(kept), std::nullopt});
    } else if (ph == 'E') {
        auto& stack = open_[t];
        if (stack.empty()) {
            notes_.add("`E` events without a matching `B` on their track were not placed");
            return true;
        }
        Open open = std::move(stack.back());
        stack.pop_back();
        addSlice(t, open.name, open.category, open.start, e.ts, open.args, false);
    } else {
        const std::string key = flowKey(e.cat, e.idIsText, e.id);
        if (ph == 's') {
            flowStarts_[key] = {t, e.ts, std::string(e.name), std::string(e.cat)};
            return true;
        }
        auto start = flowStarts_.find(key);
        if (start == flowStarts_.end()) {
            notes_.add("flow ends (`f`) without a start (`s`) of the same `cat` and `id` were not placed");
            return true;
        }
        Flow placed;
        placed.name = trace_.intern(start->second.name);
        placed.category = trace_.intern(start->second.category);
        placed.fromTrack = start->second.track;
        placed.fromTime = start->second.time;
        placed.toTrack = t;
        placed.toTime = e.ts;
        trace_.flows.push_back(placed);
        flowStarts_.erase(start);
    }
    return true;
}

void ChromeEvents::otherData(const JsonValue& value, const JsonStream& stream) {
    if (value.type != JsonValue::Type::Object)
        stream.fail(diag::Kind::trace_wrong_type, fmt::format("`otherData` is {}; it must be an object", typeName(value.type)),
                    value.offset);
    for (const auto& [key, item] : value.members) {
        if (key == "time_unit") timeUnit_ = timeUnitOf(item, stream);
        else trace_.metadata.emplace_back(key, item.type == JsonValue::Type::String ? item.text : item.compact());
    }
}

// What a `ts` counts: our traces' cycles, or the wall-clock units a foreign
// tool may write. Anything else would be shown as a unit no one defined.
std::string ChromeEvents::timeUnitOf(const JsonValue& item, const JsonStream& stream) {
    static constexpr std::string_view kUnits[] = {"cycle", "ns", "us", "ms", "s"};
    if (item.type != JsonValue::Type::String)
        stream.fail(diag::Kind::trace_wrong_type, fmt::format("`otherData.time_unit` is {}; it must be a string", typeName(item.type)),
                    item.offset);
    if (std::find(std::begin(kUnits), std::end(kUnits), item.text) == std::end(kUnits))
        stream.fail(diag::Kind::trace_bad_value,
                    fmt::format("`otherData.time_unit` is {}; it must be one of \"cycle\", \"ns\", \"us\", \"ms\" or \"s\"",
                                jsonString(item.text.substr(0, 40))),
                    item.offset);
    return item.text;
}

void ChromeEvents::finish() {
    for (const auto& [pid, name] : processNames_)
        for (std::size_t i = 0; i < trackWho_.size(); ++i)
            if (trackWho_[i].first == pid) trace_.tracks[i].process = name;
    numberNamed();
    u64 unclosed = 0;
    for (const auto& [track, stack] : open_) unclosed += stack.size();
    if (unclosed) notes_.add("`B` events that never ended were not placed", unclosed);
    if (!flowStarts_.empty()) notes_.add("flow starts (`s`) without an end (`f`) were not placed", flowStarts_.size());
    if (sawNpu_) {
        trace_.format = Format::FuriosaNpuChrome;
        // NPU spans count cycles; events placed by wall-clock `ts` would be
        // drawn on the wrong scale beside them.
        const u64 before = trace_.slices.size();
        std::size_t kept = 0;
        for (std::size_t i = 0; i < trace_.slices.size(); ++i)
            if (!sliceInTs_[i]) trace_.slices[kept++] = trace_.slices[i];
        trace_.slices.resize(kept);
        if (before != kept)
            notes_.add("slices timed only by `ts` (no `begin_cycle`/`end_cycle`) were not placed beside the NPU's cycles", before - kept);
    }
    // Our own files say their `ts` are cycles; only in a foreign file is an
    // NPU span without cycles worth a word.
    if (npuByTs_ && !timeUnit_) notes_.add("`NPU` events without `begin_cycle`/`end_cycle` in `args` were placed by `ts`", npuByTs_);
    trace_.timeUnit = timeUnit_.value_or(sawNpu_ ? "cycle" : "us");
    if (!timeUnit_ && !sawNpu_)
        notes_.add("the file has no `otherData.time_unit`: its `ts` are taken as Chrome's microseconds and shown 1:1 as time units");
}

}  // namespace tcpwb::trace
