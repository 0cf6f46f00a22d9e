#include "trace/schedule_events.h"

#include <fmt/format.h>

#include <algorithm>

namespace tcpwb::trace {

namespace {

constexpr std::int64_t kInstructionPid = 1;
constexpr std::int64_t kMemoryPid = 2;

const std::vector<std::string> kInstructionFields = {"index", "tpe", "lifetime", "contexts", "input_tensors", "output_tensors", "description"};
const std::vector<std::string> kTensorFields = {"index", "name", "size", "buffer_type", "address", "lifetime"};
const std::vector<std::string> kInstructionLifetime = {"begin", "end"};
const std::vector<std::string> kTensorLifetime = {"begin", "end", "block_begin", "block_end"};

void noteUnknown(NoteCounter& notes, const JsonValue& object, const std::vector<std::string>& known, const std::string& where) {
    for (const auto& [key, value] : object.members)
        if (std::find(known.begin(), known.end(), key) == known.end())
            notes.add(fmt::format("{} field `{}` was not placed", where, key.substr(0, 60)));
}

void requireObject(const JsonValue& value, const JsonStream& stream, const char* what) {
    if (value.type != JsonValue::Type::Object)
        stream.fail("trace_wrong_type", fmt::format("an element of `{}` is {}; it must be an object", what, typeName(value.type)), value.offset);
}

}  // namespace

TrackId ScheduleEvents::track(std::int64_t pid, const std::string& process, const std::string& name) {
    auto [it, inserted] = tracks_.try_emplace({pid, name}, 0);
    if (inserted) {
        const auto tid = static_cast<std::int64_t>(tracks_.size());
        it->second = trace_.addTrack({pid, tid, process, name});
    }
    return it->second;
}

// Tensor references: plain indices, or objects with an `index` (tolerated,
// since the schema is not published).
std::vector<u64> ScheduleEvents::tensorList(const Fields& f, const std::string& key) {
    std::vector<u64> out;
    const JsonValue* list = f.optional(key, JsonValue::Type::Array);
    if (!list) return out;
    for (const JsonValue& item : list->items) {
        const JsonValue* index = &item;
        if (item.type == JsonValue::Type::Object) index = item.find("index");
        if (index && index->type == JsonValue::Type::Number && index->asU64()) out.push_back(*index->asU64());
        else notes_.add(fmt::format("`{}` entries that are not tensor indices were not placed", key));
    }
    return out;
}

void ScheduleEvents::instruction(const JsonValue& value, const JsonStream& stream) {
    requireObject(value, stream, "instructions");
    const JsonValue* idx = value.find("index");
    const std::string what = idx && idx->isNumber() ? "instruction " + idx->text.substr(0, 24) : "an instruction";
    const Fields f(value, what, stream);
    const u64 index = f.cycleOf(f.required("index", JsonValue::Type::Number), "index");
    const std::string tpe = f.requiredString("tpe");
    const JsonValue& lifetime = f.required("lifetime", JsonValue::Type::Object);
    const Fields life(lifetime, "the `lifetime` of " + what, stream);
    const u64 begin = life.requiredCycle("begin");
    const u64 end = life.requiredCycle("end");
    if (end < begin) f.fail("trace_bad_value", fmt::format("{} ends at {}, before it begins at {}", what, end, begin));
    noteUnknown(notes_, value, kInstructionFields, "instruction");
    noteUnknown(notes_, lifetime, kInstructionLifetime, "instruction lifetime");

    std::vector<std::pair<std::string, ArgValue>> args{{"index", static_cast<std::int64_t>(std::min<u64>(index, INT64_MAX))}};
    for (const char* key : {"contexts", "input_tensors", "output_tensors"})
        if (const JsonValue* item = value.find(key)) args.emplace_back(key, argValue(trace_, *item));
    const std::string name = f.optionalString("description").value_or(fmt::format("instruction {}", index));
    Placed placed;
    placed.inputs = tensorList(f, "input_tensors");
    placed.outputs = tensorList(f, "output_tensors");
    placed.slice = trace_.addSlice(track(kInstructionPid, "instructions", tpe), name, tpe, begin, end, args);
    instructions_.push_back(std::move(placed));
}

void ScheduleEvents::tensor(const JsonValue& value, const JsonStream& stream) {
    requireObject(value, stream, "tensors");
    const JsonValue* idx = value.find("index");
    const std::string what = idx && idx->isNumber() ? "tensor " + idx->text.substr(0, 24) : "a tensor";
    const Fields f(value, what, stream);
    const u64 index = f.cycleOf(f.required("index", JsonValue::Type::Number), "index");
    const std::string name = f.optionalString("name").value_or(fmt::format("tensor {}", index));
    const std::string buffer = f.optionalString("buffer_type").value_or("unknown");
    const JsonValue& lifetime = f.required("lifetime", JsonValue::Type::Object);
    const Fields life(lifetime, "the `lifetime` of " + what, stream);
    const u64 begin = life.requiredCycle("begin");
    const u64 end = life.requiredCycle("end");
    if (end < begin) f.fail("trace_bad_value", fmt::format("{} ends at {}, before it begins at {}", what, end, begin));
    noteUnknown(notes_, value, kTensorFields, "tensor");
    noteUnknown(notes_, lifetime, kTensorLifetime, "tensor lifetime");

    auto asArg = [](u64 v) { return ArgValue{static_cast<std::int64_t>(std::min<u64>(v, INT64_MAX))}; };
    std::vector<std::pair<std::string, ArgValue>> args{{"index", asArg(index)}};
    const auto size = f.optionalCycle("size");
    if (size) args.emplace_back("size", asArg(*size));
    if (auto address = f.optionalCycle("address")) args.emplace_back("address", asArg(*address));
    if (auto blockBegin = life.optionalCycle("block_begin")) args.emplace_back("block_begin", asArg(*blockBegin));
    if (auto blockEnd = life.optionalCycle("block_end")) args.emplace_back("block_end", asArg(*blockEnd));
    tensorSlices_[index] = trace_.addSlice(track(kMemoryPid, "memory", buffer), name, "tensor", begin, end, args);
    tensorNames_[index] = name;
    if (size) lifetimes_.push_back({begin, end, *size, buffer});
}

// RAW dependences through tensors: writer's end -> reader's start.
void ScheduleEvents::addFlows() {
    std::map<u64, std::vector<std::size_t>> writers;
    for (std::size_t i = 0; i < instructions_.size(); ++i)
        for (u64 t : instructions_[i].outputs) writers[t].push_back(i);
    for (std::size_t i = 0; i < instructions_.size(); ++i) {
        for (u64 t : instructions_[i].inputs) {
            auto name = tensorNames_.find(t);
            if (name == tensorNames_.end()) notes_.add("instructions refer to tensors that `tensors` does not list");
            auto found = writers.find(t);
            if (found == writers.end()) continue;
            for (std::size_t w : found->second) {
                if (w == i) continue;
                const Slice& from = trace_.slices[instructions_[w].slice];
                const Slice& to = trace_.slices[instructions_[i].slice];
                Flow flow;
                flow.name = trace_.intern(name == tensorNames_.end() ? fmt::format("tensor {}", t) : name->second);
                flow.category = trace_.intern("tensor");
                flow.fromTrack = from.track;
                flow.fromTime = from.end;
                flow.toTrack = to.track;
                flow.toTime = to.start;
                trace_.flows.push_back(flow);
            }
        }
    }
    for (const Placed& p : instructions_)
        for (u64 t : p.outputs)
            if (!tensorNames_.count(t)) notes_.add("instructions refer to tensors that `tensors` does not list");
}

// Bytes allocated per buffer type over time: a tensor occupies its `size`
// from its lifetime's begin to its end.
void ScheduleEvents::addLiveBytes() {
    std::map<std::string, std::map<u64, double>> deltas;
    for (const Lifetime& l : lifetimes_) {
        deltas[l.bufferType][l.begin] += static_cast<double>(l.size);
        deltas[l.bufferType][l.end] -= static_cast<double>(l.size);
    }
    for (const auto& [buffer, changes] : deltas) {
        Counter counter{kMemoryPid, buffer + " live bytes", {}};
        double live = 0;
        for (const auto& [time, delta] : changes) {
            live += delta;
            counter.samples.push_back({time, live});
        }
        trace_.counters.push_back(std::move(counter));
    }
}

// What a memory rectangle's hover names, as in our own kernel traces: the
// instructions writing the tensor (`producer`) and reading it (`consumers`),
// by description, in file order. Done at the end because the file may list
// tensors before instructions.
void ScheduleEvents::addProducersAndConsumers() {
    std::map<u64, std::pair<std::string, std::string>> names;  // tensor -> (producer, consumers)
    auto add = [](std::string& list, const std::string& name) {
        if (!list.empty()) list += ", ";
        list += name;
    };
    for (const Placed& p : instructions_) {
        const std::string& name = trace_.text(trace_.slices[p.slice].name);
        for (u64 t : p.outputs) add(names[t].first, name);
        for (u64 t : p.inputs) add(names[t].second, name);
    }
    for (const auto& [tensor, slice] : tensorSlices_) {
        const auto found = names.find(tensor);
        if (found == names.end()) continue;
        std::vector<std::pair<std::string, ArgValue>> extra;
        if (!found->second.first.empty()) extra.emplace_back("producer", trace_.textArg(found->second.first));
        if (!found->second.second.empty()) extra.emplace_back("consumers", trace_.textArg(found->second.second));
        trace_.appendSliceArgs(slice, extra);
    }
}

void ScheduleEvents::finish() {
    trace_.format = Format::FuriosaSchedule;
    trace_.timeUnit = "cycle";
    addFlows();
    addLiveBytes();
    addProducersAndConsumers();
}

}  // namespace tcpwb::trace
