#include "trace/schedule_events.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <numeric>
#include <tuple>

#include "trace/mapping_shape.h"
#include "trace/schedule_description.h"

namespace tcpwb::trace {

namespace {

constexpr std::int64_t kContextPid = 1;
constexpr std::int64_t kMemoryPid = 2;
constexpr std::int64_t kInstructionPid = 3;  // instructions that name no context, by `tpe`

const std::vector<std::string> kInstructionFields = {"index", "history", "tpe", "contexts", "lifetime", "input_tensors",
                                                     "output_tensors", "description", "util"};
const std::vector<std::string> kTensorFields = {"name", "index", "buffer_type", "lifetime", "address", "size",
                                                "physical_pages", "shape", "fingerprint"};
const std::vector<std::string> kLifetimeFields = {"begin", "end"};
const std::vector<std::string> kTensorLifetimeFields = {"begin", "end", "block_begin", "block_end"};

// The order the toolchain's Schedule Viewer draws them in; others follow in
// the order the file names them.
constexpr std::array kContextOrder = {"MainContext", "SubContext", "VectorEngine", "DmaEngine", "PeCore"};
constexpr std::array kBufferOrder = {"Sram", "Trf", "Vrf", "Spm", "Hbm"};

using Args = std::vector<std::pair<std::string, ArgValue>>;

void requireObject(const JsonValue& value, const JsonStream& stream, const char* what) {
    if (value.type != JsonValue::Type::Object)
        stream.fail("trace_wrong_type", fmt::format("an element of `{}` is {}; it must be an object", what, typeName(value.type)), value.offset);
}

bool isKnown(const std::vector<std::string>& known, const std::string& key) {
    return std::find(known.begin(), known.end(), key) != known.end();
}

// Unknown members are kept as arguments (nothing in the file is lost) and
// listed as notes (nothing is silently interpreted).
void keepUnknown(Trace& trace, NoteCounter& notes, const JsonValue& object, const std::vector<std::string>& known,
                 const std::string& prefix, const std::string& where, Args& args) {
    for (const auto& [key, value] : object.members) {
        if (isKnown(known, key)) continue;
        notes.add(fmt::format("{} field `{}` is not known; it was kept as an argument", where, key.substr(0, 60)));
        appendArgs(trace, prefix + key, value, args);
    }
}

// An index, written as a number (`3`) or a string (`"14"`,
// `"ExplicitSync(5)"`), as text; empty for any other value.
std::string indexText(const JsonValue& value) {
    if (value.type == JsonValue::Type::Number || value.type == JsonValue::Type::String) return value.text;
    return {};
}

std::string describeRecord(const char* kind, const JsonValue& record) {
    const JsonValue* index = record.find("index");
    const std::string text = index ? indexText(*index) : std::string();
    return text.empty() ? fmt::format("a {}", kind) : fmt::format("{} `{}`", kind, text.substr(0, 40));
}

std::string describeInstruction(const JsonValue& record) { return describeRecord("instruction", record); }
std::string describeTensor(const JsonValue& record) { return describeRecord("tensor", record); }

std::string requireIndex(const Fields& f, const JsonValue& record, bool required) {
    const JsonValue* index = record.find("index");
    if (!index) {
        if (required) f.fail("trace_missing_field", fmt::format("{} has no `index`, which it needs", f.what()));
        return {};
    }
    std::string text = indexText(*index);
    if (text.empty() && index->type != JsonValue::Type::String)
        f.fail("trace_wrong_type", fmt::format("`index` of {} is {}; it must be a number or a string", f.what(), typeName(index->type)), index);
    if (index->type == JsonValue::Type::Number && !index->asU64())
        f.fail("trace_bad_value", fmt::format("`index` of {} is {}; a number must be a whole, non-negative one", f.what(), index->text), index);
    return text;
}

ArgValue indexArg(Trace& trace, const JsonValue& index) {
    if (index.type == JsonValue::Type::Number)
        if (auto number = index.asInt64()) return *number;
    return trace.textArg(index.text);
}

bool allDigits(const std::string& text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::int64_t asInt(u64 value) { return static_cast<std::int64_t>(std::min<u64>(value, INT64_MAX)); }

}  // namespace

TrackId ScheduleEvents::track(std::int64_t pid, const std::string& process, const std::string& name) {
    auto [it, inserted] = tracks_.try_emplace({pid, name}, 0);
    if (inserted) it->second = trace_.addTrack({pid, static_cast<std::int64_t>(tracks_.size()), process, name});
    return it->second;
}

// Tensor references: numbers or strings (`3`, `"3"`), or objects with an
// `index` (tolerated: the schema is not published); anything else is noted.
std::uint32_t ScheduleEvents::tensorList(const Fields& f, const std::string& key) {
    const JsonValue* list = f.optional(key, JsonValue::Type::Array);
    if (!list) return 0;
    std::uint32_t count = 0;
    for (const JsonValue& item : list->items) {
        const JsonValue* index = item.type == JsonValue::Type::Object ? item.find("index") : &item;
        const std::string text = index ? indexText(*index) : std::string();
        if (text.empty()) {
            notes_.add(fmt::format("`{}` entries that are not tensor indices were kept in the argument but not linked", key));
            continue;
        }
        refs_.push_back(trace_.intern(text));
        ++count;
    }
    return count;
}

// One track per named context; an instruction naming none (or naming them
// by number, as some dumps may) goes on the track of its `tpe`.
std::vector<TrackId> ScheduleEvents::contextTracks(const JsonValue& record, const std::string& tpe) {
    std::vector<TrackId> out;
    if (const JsonValue* contexts = record.find("contexts"))
        for (const JsonValue& item : contexts->items) {
            if (item.type == JsonValue::Type::String && !item.text.empty()) {
                const TrackId id = track(kContextPid, "contexts", item.text);
                if (std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
            } else {
                notes_.add("`contexts` entries that are not context names were kept in the argument `contexts`");
            }
        }
    if (out.empty()) out.push_back(track(kInstructionPid, "instructions", tpe));
    return out;
}

// `source.file`, `source.line`, `source.column` from the location line; the
// slice's name from the operation's text.
void ScheduleEvents::placeDescription(const std::string& description, Args& args, std::string& name) {
    const Description d = splitDescription(description);
    if (d.location) {
        args.emplace_back("source.file", trace_.textArg(d.location->file));
        args.emplace_back("source.line", asInt(d.location->line));
        if (d.location->column) args.emplace_back("source.column", asInt(d.location->column));
    }
    std::string label = operationLabel(d.text);
    if (!label.empty()) name = std::move(label);
    else if (d.location) name = locationText(*d.location);
    if (!description.empty()) args.emplace_back("description", trace_.textArg(description));
}

void ScheduleEvents::instruction(const JsonValue& value, const JsonStream& stream) {
    requireObject(value, stream, "instructions");
    const Fields f(value, &describeInstruction, stream);
    const std::string index = requireIndex(f, value, false);
    const auto tpeValue = f.optionalString("tpe");
    if (!tpeValue) notes_.add("instructions without a `tpe` were placed as type `unknown`");
    const std::string tpe = tpeValue.value_or("unknown");
    const JsonValue& lifetime = f.required("lifetime", JsonValue::Type::Object);
    const Fields life(lifetime, "the `lifetime` of " + f.what(), stream);
    const u64 begin = life.requiredCycle("begin");
    const u64 end = life.requiredCycle("end");
    if (end < begin) f.fail("trace_bad_value", fmt::format("{} ends at {}, before it begins at {}", f.what(), end, begin));
    f.optional("contexts", JsonValue::Type::Array);
    const auto description = f.optionalString("description").value_or("");

    Args args{{"instruction", asInt(instructions_.size())}};
    if (const JsonValue* idx = value.find("index")) args.emplace_back("index", indexArg(trace_, *idx));
    args.emplace_back("tpe", trace_.textArg(tpe));
    for (const char* key : {"contexts", "input_tensors", "output_tensors"})
        if (const JsonValue* item = value.find(key)) args.emplace_back(key, argValue(trace_, *item));
    std::string name = allDigits(index) || index.empty() ? fmt::format("{} {}", tpe, index.empty() ? std::to_string(instructions_.size()) : index) : index;
    placeDescription(description, args, name);
    if (const JsonValue* util = value.find("util")) appendArgs(trace_, "util", *util, args);
    if (const JsonValue* history = value.find("history"); history && !(history->type == JsonValue::Type::Object && history->members.empty()))
        appendArgs(trace_, "history", *history, args);
    keepUnknown(trace_, notes_, value, kInstructionFields, "", "instruction", args);
    keepUnknown(trace_, notes_, lifetime, kLifetimeFields, "lifetime.", "instruction lifetime", args);

    Placed placed;
    placed.inputsBegin = static_cast<std::uint32_t>(refs_.size());
    placed.inputsCount = tensorList(f, "input_tensors");
    placed.outputsBegin = static_cast<std::uint32_t>(refs_.size());
    placed.outputsCount = tensorList(f, "output_tensors");
    const std::vector<TrackId> tracks = contextTracks(value, tpe);
    placed.slice = trace_.addSlice(tracks.front(), name, tpe, begin, end, args);
    for (std::size_t i = 1; i < tracks.size(); ++i) trace_.addSliceLike(placed.slice, tracks[i]);
    instructions_.push_back(placed);

    if (const JsonValue* util = value.find("util"))
        if (const JsonValue* total = util->find("total_util"); total && total->isNumber() && end > begin)
            for (TrackId t : tracks) utils_.push_back({begin, end, total->asDouble(), t});
}

void ScheduleEvents::noteShape(const std::string& shape) {
    if (shape.empty()) return;
    auto [it, inserted] = shapes_.try_emplace(shape, false);
    if (inserted) it->second = parseMappingShape(shape).has_value();
    if (!it->second) notes_.add("tensor shapes that are not `MappingShape[...]` of mapping expressions were kept as text only");
}

void ScheduleEvents::tensor(const JsonValue& value, const JsonStream& stream) {
    requireObject(value, stream, "tensors");
    const Fields f(value, &describeTensor, stream);
    const std::string index = requireIndex(f, value, true);
    const std::string written = f.optionalString("name").value_or("");
    const std::string name = written.empty() ? fmt::format("tensor {}", index) : written;
    const std::string buffer = f.optionalString("buffer_type").value_or("unknown");
    const JsonValue& lifetime = f.required("lifetime", JsonValue::Type::Object);
    const Fields life(lifetime, "the `lifetime` of " + f.what(), stream);
    const u64 begin = life.requiredCycle("begin");
    const u64 end = life.requiredCycle("end");
    if (end < begin) f.fail("trace_bad_value", fmt::format("{} ends at {}, before it begins at {}", f.what(), end, begin));
    const auto size = f.optionalCycle("size");
    const auto address = f.optionalCycle("address");
    const auto shape = f.optionalString("shape");

    Args args{{"index", indexArg(trace_, *value.find("index"))}};
    if (written.empty() && value.find("name")) args.emplace_back("name", trace_.textArg(""));
    if (address) args.emplace_back("address", asInt(*address));
    if (size) args.emplace_back("size", asInt(*size));
    if (address && size) args.emplace_back("address_end", asInt(checkedAdd(*address, *size).value_or(UINT64_MAX)));
    if (auto blockBegin = life.optionalCycle("block_begin")) args.emplace_back("block_begin", asInt(*blockBegin));
    if (auto blockEnd = life.optionalCycle("block_end")) args.emplace_back("block_end", asInt(*blockEnd));
    if (const JsonValue* pages = value.find("physical_pages")) args.emplace_back("physical_pages", argValue(trace_, *pages));
    if (shape) {
        args.emplace_back("shape", trace_.textArg(*shape));
        noteShape(*shape);
    }
    if (const JsonValue* fingerprint = value.find("fingerprint")) appendArgs(trace_, "fingerprint", *fingerprint, args);
    keepUnknown(trace_, notes_, value, kTensorFields, "", "tensor", args);
    keepUnknown(trace_, notes_, lifetime, kTensorLifetimeFields, "lifetime.", "tensor lifetime", args);

    const TrackId memory = track(kMemoryPid, "memory", buffer);
    const std::size_t slice = trace_.addSlice(memory, name, "tensor", begin, end, args);
    if (!tensorSlices_.try_emplace(trace_.intern(index), slice).second)
        notes_.add("tensors listed twice under one `index` were all placed; references link to the first");
    if (size) lifetimes_.push_back({begin, end, *size, memory});
}

// Never an error: a Chrome trace may carry a `title` of its own, and the
// file's format is known only at its end.
void ScheduleEvents::header(const std::string& key, const JsonValue& value) {
    if (key == "title" && value.type == JsonValue::Type::String) header_.emplace_back(key, value.text);
    else if (key != "title" && value.type == JsonValue::Type::Number && value.asU64()) header_.emplace_back(key, std::to_string(*value.asU64()));
    else notes_.add(fmt::format("top-level field `{}` is {}, not {}; it was not placed", key, typeName(value.type),
                                key == "title" ? "a string" : "a whole number of bytes"));
}

void ScheduleEvents::dropHeader() {
    for (const auto& [key, value] : header_) notes_.add(fmt::format("top-level field `{}` was not placed", key));
    header_.clear();
}

// RAW dependences through tensors: writer's end -> reader's start.
void ScheduleEvents::addFlows() {
    std::unordered_map<StringId, std::vector<std::size_t>> writers;
    for (std::size_t i = 0; i < instructions_.size(); ++i)
        for (std::uint32_t r = 0; r < instructions_[i].outputsCount; ++r) writers[refs_[instructions_[i].outputsBegin + r]].push_back(i);
    const StringId category = trace_.intern("tensor");
    for (std::size_t i = 0; i < instructions_.size(); ++i) {
        const Placed& reader = instructions_[i];
        for (std::uint32_t r = 0; r < reader.inputsCount; ++r) {
            const StringId tensor = refs_[reader.inputsBegin + r];
            auto found = writers.find(tensor);
            if (found == writers.end()) continue;
            const auto slice = tensorSlices_.find(tensor);
            const StringId name = slice == tensorSlices_.end() ? trace_.intern("tensor " + trace_.text(tensor)) : trace_.slices[slice->second].name;
            for (std::size_t w : found->second) {
                if (w == i) continue;
                const Slice& from = trace_.slices[instructions_[w].slice];
                const Slice& to = trace_.slices[reader.slice];
                trace_.flows.push_back(Flow{name, category, from.track, to.track, from.end, to.start});
            }
        }
    }
    for (StringId ref : refs_)
        if (!tensorSlices_.count(ref)) ++unlistedReferences_;
    if (unlistedReferences_)
        notes_.add("references in `input_tensors`/`output_tensors` to tensors that `tensors` does not list were kept in the "
                   "instructions' arguments (no lifetime to draw)",
                   unlistedReferences_);
}

namespace {

// A step chart per track: at each cycle, the sum of the values of the spans covering it.
template <typename Span, typename Value>
std::vector<Counter> stepCounters(const std::vector<Span>& spans, Value value, const Trace& trace, std::int64_t pid, const char* suffix) {
    std::map<TrackId, std::map<u64, double>> deltas;
    for (const Span& s : spans) {
        deltas[s.track][s.begin] += value(s);
        deltas[s.track][s.end] -= value(s);
    }
    std::vector<Counter> out;
    for (const auto& [track, changes] : deltas) {
        Counter counter{pid, trace.tracks[track].name + suffix, {}};
        double level = 0;
        for (const auto& [time, delta] : changes) {
            level += delta;
            if (std::abs(level) < 1e-9) level = 0;  // sums of reals that cancel
            counter.samples.push_back({time, level});
        }
        out.push_back(std::move(counter));
    }
    return out;
}

}  // namespace

// Bytes allocated per buffer type over time: a tensor occupies its `size`
// from its lifetime's begin to its end.
void ScheduleEvents::addLiveBytes() {
    for (Counter& c : stepCounters(lifetimes_, [](const Lifetime& l) { return static_cast<double>(l.size); }, trace_, kMemoryPid, " live bytes"))
        trace_.counters.push_back(std::move(c));
}

// The instructions' `util.total_util` per context, over their lifetimes; a
// context whose instructions all say 0 gets none.
void ScheduleEvents::addUtil() {
    std::vector<UtilSpan> nonZero;
    std::copy_if(utils_.begin(), utils_.end(), std::back_inserter(nonZero), [](const UtilSpan& u) { return u.util != 0; });
    for (Counter& c : stepCounters(nonZero, [](const UtilSpan& u) { return u.util; }, trace_, kContextPid, " util"))
        trace_.counters.push_back(std::move(c));
}

// What a memory rectangle's hover names, as in our own kernel traces: the
// instructions writing the tensor (`producer`) and reading it (`consumers`),
// by name, in file order. Done at the end because the file may list
// tensors before instructions.
void ScheduleEvents::addProducersAndConsumers() {
    std::unordered_map<StringId, std::pair<std::string, std::string>> names;  // tensor -> (producer, consumers)
    auto add = [](std::string& list, const std::string& name) {
        if (!list.empty()) list += ", ";
        list += name;
    };
    for (const Placed& p : instructions_) {
        const std::string& name = trace_.text(trace_.slices[p.slice].name);
        for (std::uint32_t r = 0; r < p.outputsCount; ++r)
            if (tensorSlices_.count(refs_[p.outputsBegin + r])) add(names[refs_[p.outputsBegin + r]].first, name);
        for (std::uint32_t r = 0; r < p.inputsCount; ++r)
            if (tensorSlices_.count(refs_[p.inputsBegin + r])) add(names[refs_[p.inputsBegin + r]].second, name);
    }
    for (const auto& [tensor, slice] : tensorSlices_) {
        const auto found = names.find(tensor);
        if (found == names.end()) continue;
        Args extra;
        if (!found->second.first.empty()) extra.emplace_back("producer", trace_.textArg(found->second.first));
        if (!found->second.second.empty()) extra.emplace_back("consumers", trace_.textArg(found->second.second));
        trace_.appendSliceArgs(slice, extra);
    }
}

// Contexts in the Schedule Viewer's order, then instruction types, then
// memories from DM outwards; within each, first seen first.
void ScheduleEvents::orderTracks() {
    auto rank = [&](TrackId id) {
        const Track& t = trace_.tracks[id];
        auto position = [&](const auto& order) {
            const auto found = std::find(order.begin(), order.end(), t.name);
            return static_cast<std::size_t>(found - order.begin());
        };
        const std::size_t group = t.pid == kContextPid ? 0 : t.pid == kInstructionPid ? 1 : 2;
        const std::size_t known = t.pid == kContextPid ? position(kContextOrder) : t.pid == kMemoryPid ? position(kBufferOrder) : 0;
        return std::tuple(group, known, id);
    };
    std::vector<TrackId> order(trace_.tracks.size());
    std::iota(order.begin(), order.end(), TrackId{0});
    std::sort(order.begin(), order.end(), [&](TrackId a, TrackId b) { return rank(a) < rank(b); });
    std::vector<TrackId> newId(order.size());
    std::vector<Track> tracks;
    std::map<std::int64_t, std::int64_t> tids;
    for (TrackId id : order) {
        newId[id] = static_cast<TrackId>(tracks.size());
        tracks.push_back(trace_.tracks[id]);
        tracks.back().tid = ++tids[tracks.back().pid];
    }
    trace_.tracks = std::move(tracks);
    for (Slice& s : trace_.slices) s.track = newId[s.track];
    for (Flow& f : trace_.flows) {
        f.fromTrack = newId[f.fromTrack];
        f.toTrack = newId[f.toTrack];
    }
}

void ScheduleEvents::finish() {
    trace_.format = Format::FuriosaSchedule;
    trace_.timeUnit = "cycle";
    for (auto& entry : header_) trace_.metadata.push_back(std::move(entry));
    addFlows();
    addLiveBytes();
    addUtil();
    addProducersAndConsumers();
    orderTracks();
}

}  // namespace tcpwb::trace
