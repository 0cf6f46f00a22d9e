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
#include "util/text.h"

namespace tcpwb::trace {

namespace {

constexpr std::int64_t kContextPid = 1;
constexpr std::int64_t kMemoryPid = 2;
constexpr std::int64_t kInstructionPid = 3;  // instructions that name no context, by `tpe`

const std::vector<std::string> kInstructionFields = {"index",         "history",        "tpe",         "contexts", "lifetime",
                                                     "input_tensors", "output_tensors", "description", "util"};
const std::vector<std::string> kTensorFields = {"name", "index",          "buffer_type", "lifetime",   "address",
                                                "size", "physical_pages", "shape",       "fingerprint"};
const std::vector<std::string> kLifetimeFields = {"begin", "end"};
const std::vector<std::string> kTensorLifetimeFields = {"begin", "end", "block_begin", "block_end"};

// The order the toolchain's Schedule Viewer draws them in; others follow in
// the order the file names them.
constexpr std::array kContextOrder = {"MainContext", "SubContext", "VectorEngine", "DmaEngine", "PeCore"};
constexpr std::array kBufferOrder = {"Sram", "Trf", "Vrf", "Spm", "Hbm"};

using NamedArgs = std::vector<std::pair<std::string, ArgValue>>;

void requireObject(const JsonValue& value, const JsonStream& stream, const char* what) {
    if (value.type != JsonValue::Type::Object)
        stream.fail(diag::Kind::trace_wrong_type, fmt::format("an element of `{}` is {}; it must be an object", what, typeName(value.type)),
                    value.offset);
}

bool isKnown(const std::vector<std::string>& known, const std::string& key) {
    return std::find(known.begin(), known.end(), key) != known.end();
}

// Unknown members are kept as arguments (nothing in the file is lost) and
// listed as notes (nothing is silently interpreted).
void keepUnknown(Trace& trace, NoteCounter& notes, const JsonValue& object, const std::vector<std::string>& known,
                 const std::string& prefix, const std::string& where, NamedArgs& args) {
    for (const auto& [key, value] : object.members) {
        if (isKnown(known, key)) continue;
        notes.add(fmt::format("{} field `{}` is not known; it was kept as an argument", where, quotable(key)));
        appendArgs(trace, prefix + key, value, args);
    }
}

// An index, written as a number (`3`) or a string (`"14"`,
// `"ExplicitSync(5)"`), as text; empty for any other value.
std::string indexText(const JsonValue& value) {
    if (value.type == JsonValue::Type::Number || value.type == JsonValue::Type::String) return value.text;
    return {};
}

// "instruction `14`"; an index holding a control character (a newline) is
// shown as a JSON string, escaped, so the message stays one line.
std::string describeRecord(const char* kind, const JsonValue& record) {
    const JsonValue* index = record.find("index");
    const std::string text = index ? indexText(*index).substr(0, 40) : std::string();
    if (text.empty()) return fmt::format("a {}", kind);
    const bool printable = std::none_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; });
    return printable ? fmt::format("{} `{}`", kind, text) : fmt::format("{} {}", kind, jsonString(text));
}

std::string describeInstruction(const JsonValue& record) { return describeRecord("instruction", record); }
std::string describeTensor(const JsonValue& record) { return describeRecord("tensor", record); }

std::string requireIndex(const Fields& f, const JsonValue& record, bool required) {
    const JsonValue* index = record.find("index");
    if (!index) {
        if (required) f.fail(diag::Kind::trace_missing_field, fmt::format("{} has no `index`, which it needs", f.what()));
        return {};
    }
    std::string text = indexText(*index);
    if (text.empty() && index->type != JsonValue::Type::String)
        f.fail(diag::Kind::trace_wrong_type,
               fmt::format("`index` of {} is {}; it must be a number or a string", f.what(), typeName(index->type)), index);
    if (index->type == JsonValue::Type::Number && !index->asU64())
        f.fail(diag::Kind::trace_bad_value,
               fmt::format("`index` of {} is {}; a number must be a whole, non-negative one", f.what(), index->text), index);
    return text;
}

// Indices are nearly all distinct: kept with Trace::store, not interned.
ArgValue indexArg(Trace& trace, const JsonValue& index) {
    if (index.type == JsonValue::Type::Number)
        if (auto number = index.asInt64()) return *number;
    return ArgText{trace.store(index.text)};
}

// The same for a scanned index: a string, or a whole number that fits int64.
ArgValue indexArg(Trace& trace, std::string_view index, bool isText) {
    if (isText) return ArgText{trace.store(index)};
    std::int64_t value = 0;
    if (!parseShortInteger(index, value)) std::from_chars(index.data(), index.data() + index.size(), value);
    return value;
}

ArgValue plainValue(Trace& trace, const PlainArg& arg) {
    switch (arg.kind) {
        case PlainArg::Kind::Integer: return arg.integer;
        case PlainArg::Kind::Real: return arg.real;
        case PlainArg::Kind::Bool: return arg.boolean;
        case PlainArg::Kind::Text: return trace.textArg(arg.text);
    }
    return std::int64_t{0};
}

bool allDigits(std::string_view text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::int64_t asInt(u64 value) { return static_cast<std::int64_t>(std::min<u64>(value, INT64_MAX)); }

// A list's compact JSON text, as JsonValue::compact() writes it: strings
// quoted, numbers as written. The fast path's strings hold no quote,
// backslash or control character (JsonScanner::string), so none needs an
// escape and each is copied as it is.
template <typename Items, typename IsText, typename TextOf>
void compactList(std::string& out, const Items& items, IsText isText, TextOf textOf) {
    out = "[";
    bool first = true;
    for (const auto& item : items) {
        if (!first) out += ',';
        first = false;
        const bool text = isText(item);
        if (text) out += '"';
        out += textOf(item);
        if (text) out += '"';
    }
    out += ']';
}

}  // namespace

ScheduleEvents::Keys::Keys(Trace& t)
    : instruction(t.intern("instruction")),
      index(t.intern("index")),
      contexts(t.intern("contexts")),
      inputTensors(t.intern("input_tensors")),
      outputTensors(t.intern("output_tensors")),
      sourceFile(t.intern("source.file")),
      sourceLine(t.intern("source.line")),
      sourceColumn(t.intern("source.column")),
      description(t.intern("description")),
      name(t.intern("name")),
      address(t.intern("address")),
      size(t.intern("size")),
      blockBegin(t.intern("block_begin")),
      blockEnd(t.intern("block_end")),
      physicalPages(t.intern("physical_pages")),
      shape(t.intern("shape")),
      producer(t.intern("producer")),
      consumers(t.intern("consumers")),
      tensor(t.intern("tensor")),
      empty(t.intern("")) {}

ScheduleEvents::ScheduleEvents(Trace& trace, NoteCounter& notes) : trace_(trace), notes_(notes) {}

// Interned at the first record: a Chrome trace's string table stays its own.
const ScheduleEvents::Keys& ScheduleEvents::keys() {
    if (!keys_) keys_.emplace(trace_);
    return *keys_;
}

void ScheduleEvents::addArg(std::string_view key, ArgValue value) { args_.push_back({trace_.intern(key), value}); }

// A list of tensors as its compact text, kept with Trace::store (each
// instruction's is its own); anything but an array as argValue makes it.
ArgValue ScheduleEvents::listArg(const JsonValue& list) {
    if (list.type != JsonValue::Type::Array) return argValue(trace_, list);
    return ArgText{trace_.store(list.compact())};
}

// Bounds from the real files' shape: an instruction is some 300 bytes of
// JSON or more and carries about 12 arguments, a tensor some 250 and 9.
void ScheduleEvents::expect(u64 bytes) {
    if (bytes == 0) return;
    const auto records = static_cast<std::size_t>(bytes / 200);
    trace_.slices.reserve(trace_.slices.size() + records * 2);
    trace_.args.reserve(trace_.args.size() + records * 12);
    instructions_.reserve(records);
    refs_.reserve(records * 2);
    lifetimes_.reserve(records);
}

bool ScheduleEvents::TensorSlices::add(TensorKey key, std::uint32_t slice) {
    if (key < (TensorKey{1} << 24)) {
        if (key >= byNumber_.size()) byNumber_.resize(std::max<std::size_t>(key + 1, byNumber_.size() * 2), 0);
        if (byNumber_[key]) return false;
        byNumber_[key] = slice + 1;
        return true;
    }
    return others_.try_emplace(key, slice).second;
}

std::optional<std::uint32_t> ScheduleEvents::TensorSlices::find(TensorKey key) const {
    if (key < byNumber_.size()) return byNumber_[key] ? std::optional<std::uint32_t>(byNumber_[key] - 1) : std::nullopt;
    if (key < (TensorKey{1} << 24)) return std::nullopt;
    const auto found = others_.find(key);
    return found == others_.end() ? std::nullopt : std::optional<std::uint32_t>(found->second);
}

ScheduleEvents::TensorKey ScheduleEvents::keyOf(std::string_view index) {
    const bool plainNumber = !index.empty() && index.size() <= 18 && (index.size() == 1 || index.front() != '0') &&
                             std::all_of(index.begin(), index.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!plainNumber) return kTextKey | trace_.intern(index);
    TensorKey value = 0;
    for (char c : index) value = value * 10 + static_cast<TensorKey>(c - '0');
    return value;
}

std::string ScheduleEvents::textOf(TensorKey key) const {
    return (key & kTextKey) ? trace_.text(static_cast<StringId>(key & ~kTextKey)) : std::to_string(key);
}

StringId ScheduleEvents::cached(std::vector<std::pair<std::string, StringId>>& cache, std::string_view prefix, std::string_view text) {
    for (const auto& [known, id] : cache)
        if (known.size() == prefix.size() + text.size() && known.compare(prefix.size(), std::string::npos, text) == 0) return id;
    std::string whole(prefix);
    whole += text;
    const StringId id = trace_.intern(whole);
    if (cache.size() < 64) cache.emplace_back(std::move(whole), id);
    return id;
}

TrackId ScheduleEvents::track(std::int64_t pid, std::string_view process, std::string_view name) {
    for (const NamedTrack& t : tracks_)
        if (t.pid == pid && t.name == name) return t.id;
    const TrackId id = trace_.addTrack({pid, static_cast<std::int64_t>(tracks_.size() + 1), std::string(process), std::string(name)});
    tracks_.push_back({pid, std::string(name), id});
    return id;
}

// One track per named context, worked out once per distinct `contexts`
// text; an instruction naming none goes on the track of its `tpe`.
const std::vector<TrackId>& ScheduleEvents::tracksOf(StringId contextsText, const std::vector<std::string_view>& names,
                                                     std::string_view tpe) {
    if (names.empty()) {
        byType_.assign(1, track(kInstructionPid, "instructions", tpe));
        return byType_;
    }
    auto [it, inserted] = contextTracks_.try_emplace(contextsText);
    if (inserted)
        for (std::string_view name : names) {
            const TrackId id = track(kContextPid, "contexts", name);
            if (std::find(it->second.begin(), it->second.end(), id) == it->second.end()) it->second.push_back(id);
        }
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
        refs_.push_back(keyOf(text));
        ++count;
    }
    return count;
}

// What a description gives: its location and its one-line label, once per
// distinct description (a loop's instructions share theirs).
const ScheduleEvents::DescriptionParts& ScheduleEvents::describe(StringId description) {
    auto [it, inserted] = descriptions_.try_emplace(description);
    if (!inserted) return it->second;
    const Description d = splitDescription(trace_.text(description));
    DescriptionParts& parts = it->second;
    if (d.location) {
        parts.located = true;
        parts.file = trace_.intern(d.location->file);
        parts.line = asInt(d.location->line);
        parts.column = asInt(d.location->column);
    }
    std::string label = operationLabel(d.text);
    if (label.empty() && d.location) label = locationText(*d.location);
    if (!label.empty()) {
        parts.label = trace_.intern(label);
        parts.hasLabel = true;
    }
    return parts;
}

StringId ScheduleEvents::descriptionOf(std::string_view literal) {
    // Its length and its start, where the toolchain writes the source
    // location: a loop's descriptions of one length differ there.
    const std::size_t slot = (std::hash<std::string_view>{}(literal.substr(0, 64)) + literal.size() * 131) % knownDescriptions_.size();
    KnownDescription& known = knownDescriptions_[slot];
    if (known.literal != literal) {
        decodeLiteral(literal, scratch_);
        known.literal = literal;
        known.id = trace_.intern(scratch_);
    }
    return known.id;
}

// `instruction` (its position: what links its slices) and `index`.
void ScheduleEvents::beginInstruction(const ArgValue* index) {
    args_.clear();
    args_.push_back({keys().instruction, asInt(instructions_.size())});
    if (index) args_.push_back({keys().index, *index});
}

void ScheduleEvents::appendSource(const InstructionHead& head) {
    if (!head.hasDescription) return;
    const DescriptionParts& parts = describe(head.description);
    if (parts.located) {
        args_.push_back({keys().sourceFile, ArgText{parts.file}});
        args_.push_back({keys().sourceLine, parts.line});
        if (parts.column) args_.push_back({keys().sourceColumn, parts.column});
    }
    args_.push_back({keys().description, ArgText{head.description}});
}

void ScheduleEvents::placeInstruction(const InstructionHead& head, const std::vector<TrackId>& tracks, std::uint32_t inputsBegin,
                                      std::uint32_t inputsCount, std::uint32_t outputsBegin) {
    StringId name = 0;
    const DescriptionParts* parts = head.hasDescription ? &describe(head.description) : nullptr;
    if (parts && parts->hasLabel) name = parts->label;
    else if (allDigits(head.index) || head.index.empty())
        name = trace_.intern(
            fmt::format("{} {}", head.tpe, head.index.empty() ? std::to_string(instructions_.size()) : std::string(head.index)));
    else name = trace_.intern(head.index);
    Placed placed;
    placed.inputsBegin = inputsBegin;
    placed.inputsCount = inputsCount;
    placed.outputsBegin = outputsBegin;
    placed.outputsCount = static_cast<std::uint32_t>(refs_.size()) - outputsBegin;
    placed.slice = trace_.addSlice(tracks.front(), name, cached(types_, "", head.tpe), head.begin, head.end, args_.data(), args_.size());
    for (std::size_t i = 1; i < tracks.size(); ++i) trace_.addSliceLike(placed.slice, tracks[i]);
    instructions_.push_back(placed);
    // A util too large for a double (1e999) would make the counter inf - inf = NaN.
    if (head.totalUtil && std::isfinite(*head.totalUtil) && head.end > head.begin)
        for (TrackId t : tracks) utils_.push_back({head.begin, head.end, *head.totalUtil, t});
}

void ScheduleEvents::instruction(const JsonValue& value, const JsonStream& stream) {
    requireObject(value, stream, "instructions");
    const Fields f(value, &describeInstruction, stream);
    InstructionHead head;
    const std::string index = requireIndex(f, value, false);
    head.index = index;
    const auto tpeValue = f.optionalString("tpe");
    if (!tpeValue) notes_.add("instructions without a `tpe` were placed as type `unknown`");
    const std::string tpe = tpeValue.value_or("unknown");
    head.tpe = tpe;
    const JsonValue& lifetime = f.required("lifetime", JsonValue::Type::Object);
    const Fields life(lifetime, "the `lifetime` of " + f.what(), stream);
    head.begin = life.requiredCycle("begin");
    head.end = life.requiredCycle("end");
    if (head.end < head.begin)
        f.fail(diag::Kind::trace_bad_value, fmt::format("{} ends at {}, before it begins at {}", f.what(), head.end, head.begin));
    const JsonValue* contexts = f.optional("contexts", JsonValue::Type::Array);
    const auto description = f.optionalString("description").value_or("");

    const JsonValue* indexValue = value.find("index");
    const ArgValue indexValueArg = indexValue ? indexArg(trace_, *indexValue) : ArgValue{};
    beginInstruction(indexValue ? &indexValueArg : nullptr);
    StringId contextsText = keys().empty;
    if (contexts) {
        contextsText = trace_.intern(contexts->compact());
        args_.push_back({keys().contexts, ArgText{contextsText}});
    }
    if (const JsonValue* inputs = value.find("input_tensors")) args_.push_back({keys().inputTensors, listArg(*inputs)});
    if (const JsonValue* outputs = value.find("output_tensors")) args_.push_back({keys().outputTensors, listArg(*outputs)});
    head.hasDescription = !description.empty();
    if (head.hasDescription) head.description = trace_.intern(description);
    appendSource(head);
    NamedArgs tail;
    if (const JsonValue* util = value.find("util")) {
        appendArgs(trace_, "util", *util, tail);
        if (const JsonValue* total = util->find("total_util"); total && total->isNumber()) head.totalUtil = total->asDouble();
    }
    if (const JsonValue* history = value.find("history");
        history && !(history->type == JsonValue::Type::Object && history->members.empty()))
        appendArgs(trace_, "history", *history, tail);
    keepUnknown(trace_, notes_, value, kInstructionFields, "", "instruction", tail);
    keepUnknown(trace_, notes_, lifetime, kLifetimeFields, "lifetime.", "instruction lifetime", tail);
    for (const auto& [key, arg] : tail) addArg(key, arg);

    const auto inputsBegin = static_cast<std::uint32_t>(refs_.size());
    const std::uint32_t inputsCount = tensorList(f, "input_tensors");
    const auto outputsBegin = static_cast<std::uint32_t>(refs_.size());
    tensorList(f, "output_tensors");
    std::vector<std::string_view> names;
    if (contexts)
        for (const JsonValue& item : contexts->items) {
            if (item.type == JsonValue::Type::String && !item.text.empty()) names.push_back(item.text);
            else notes_.add("`contexts` entries that are not context names were kept in the argument `contexts`");
        }
    placeInstruction(head, tracksOf(contextsText, names, tpe), inputsBegin, inputsCount, outputsBegin);
}

void ScheduleEvents::instruction(const ScannedInstruction& r) {
    InstructionHead head;
    head.index = r.hasIndex ? r.index : std::string_view();
    head.tpe = r.tpe;
    head.begin = r.begin;
    head.end = r.end;
    const ArgValue index = r.hasIndex ? indexArg(trace_, r.index, r.indexIsText) : ArgValue{};
    beginInstruction(r.hasIndex ? &index : nullptr);
    StringId contextsText = keys().empty;
    if (r.hasContexts) {
        compactList(
            scratch_, r.contexts, [](std::string_view) { return true; }, [](std::string_view n) { return n; });
        contextsText = trace_.intern(scratch_);
        args_.push_back({keys().contexts, ArgText{contextsText}});
    }
    const auto isText = [](const PlainArg& a) { return a.kind == PlainArg::Kind::Text; };
    const auto textOf = [](const PlainArg& a) { return a.text; };
    if (r.hasInputs) {
        compactList(scratch_, r.inputs, isText, textOf);
        args_.push_back({keys().inputTensors, ArgText{trace_.store(scratch_)}});
    }
    if (r.hasOutputs) {
        compactList(scratch_, r.outputs, isText, textOf);
        args_.push_back({keys().outputTensors, ArgText{trace_.store(scratch_)}});
    }
    head.hasDescription = r.hasDescription && r.description.size() > 2;  // more than `""`
    if (head.hasDescription) head.description = descriptionOf(r.description);
    appendSource(head);
    if (r.hasUtil)
        for (const PlainArg& u : r.util) {
            args_.push_back({cached(utilKeys_, "util.", u.key), plainValue(trace_, u)});
            if (u.key == "total_util" && !head.totalUtil)
                head.totalUtil = u.kind == PlainArg::Kind::Integer ? static_cast<double>(u.integer) : u.real;
        }
    const auto inputsBegin = static_cast<std::uint32_t>(refs_.size());
    if (r.hasInputs)
        for (const PlainArg& ref : r.inputs) refs_.push_back(keyOf(ref.text));
    const auto inputsCount = static_cast<std::uint32_t>(refs_.size()) - inputsBegin;
    const auto outputsBegin = static_cast<std::uint32_t>(refs_.size());
    if (r.hasOutputs)
        for (const PlainArg& ref : r.outputs) refs_.push_back(keyOf(ref.text));
    placeInstruction(head, tracksOf(contextsText, r.hasContexts ? r.contexts : std::vector<std::string_view>{}, r.tpe), inputsBegin,
                     inputsCount, outputsBegin);
}

void ScheduleEvents::noteShape(std::string_view shape) {
    if (shape.empty()) return;
    auto found = shapes_.find(std::string(shape));
    if (found == shapes_.end()) found = shapes_.emplace(std::string(shape), parseMappingShape(shape).has_value()).first;
    if (!found->second) notes_.add("tensor shapes that are not `MappingShape[...]` of mapping expressions were kept as text only");
}

// The tensor's slice, with room for `producer` and `consumers` (filled in
// once every instruction is read), so they need not be moved then.
void ScheduleEvents::placeTensor(const std::string& index, std::string_view name, std::string_view buffer, u64 begin, u64 end,
                                 const std::optional<u64>& size) {
    args_.push_back({keys().producer, ArgText{keys().empty}});
    args_.push_back({keys().consumers, ArgText{keys().empty}});
    const TrackId memory = track(kMemoryPid, "memory", buffer);
    const StringId id = name.empty() ? trace_.intern("tensor " + index) : trace_.intern(name);
    const std::size_t slice = trace_.addSlice(memory, id, keys().tensor, begin, end, args_.data(), args_.size());
    if (!tensorSlices_.add(keyOf(index), static_cast<std::uint32_t>(slice)))
        notes_.add("tensors listed twice under one `index` were all placed; references link to the first");
    if (size) lifetimes_.push_back({begin, end, *size, memory});
}

void ScheduleEvents::tensor(const JsonValue& value, const JsonStream& stream) {
    requireObject(value, stream, "tensors");
    const Fields f(value, &describeTensor, stream);
    const std::string index = requireIndex(f, value, true);
    const std::string written = f.optionalString("name").value_or("");
    const std::string buffer = f.optionalString("buffer_type").value_or("unknown");
    const JsonValue& lifetime = f.required("lifetime", JsonValue::Type::Object);
    const Fields life(lifetime, "the `lifetime` of " + f.what(), stream);
    const u64 begin = life.requiredCycle("begin");
    const u64 end = life.requiredCycle("end");
    if (end < begin) f.fail(diag::Kind::trace_bad_value, fmt::format("{} ends at {}, before it begins at {}", f.what(), end, begin));
    const auto size = f.optionalCycle("size");
    const auto address = f.optionalCycle("address");
    const auto shape = f.optionalString("shape");

    args_.clear();
    args_.push_back({keys().index, indexArg(trace_, *value.find("index"))});
    if (written.empty() && value.find("name")) args_.push_back({keys().name, ArgText{keys().empty}});
    if (address) args_.push_back({keys().address, asInt(*address)});
    if (size) args_.push_back({keys().size, asInt(*size)});
    if (auto blockBegin = life.optionalCycle("block_begin")) args_.push_back({keys().blockBegin, asInt(*blockBegin)});
    if (auto blockEnd = life.optionalCycle("block_end")) args_.push_back({keys().blockEnd, asInt(*blockEnd)});
    if (const JsonValue* pages = value.find("physical_pages")) args_.push_back({keys().physicalPages, argValue(trace_, *pages)});
    if (shape) {
        args_.push_back({keys().shape, trace_.textArg(*shape)});
        noteShape(*shape);
    }
    NamedArgs tail;
    if (const JsonValue* fingerprint = value.find("fingerprint")) appendArgs(trace_, "fingerprint", *fingerprint, tail);
    keepUnknown(trace_, notes_, value, kTensorFields, "", "tensor", tail);
    keepUnknown(trace_, notes_, lifetime, kTensorLifetimeFields, "lifetime.", "tensor lifetime", tail);
    for (const auto& [key, arg] : tail) addArg(key, arg);
    placeTensor(index, written, buffer, begin, end, size);
}

void ScheduleEvents::tensor(const ScannedTensor& r) {
    args_.clear();
    args_.push_back({keys().index, indexArg(trace_, r.index, r.indexIsText)});
    const bool emptyName = r.hasName && r.name.empty();
    if (emptyName) args_.push_back({keys().name, ArgText{keys().empty}});
    if (r.hasAddress) args_.push_back({keys().address, asInt(r.address)});
    if (r.hasSize) args_.push_back({keys().size, asInt(r.size)});
    if (r.hasBlockBegin) args_.push_back({keys().blockBegin, asInt(r.blockBegin)});
    if (r.hasBlockEnd) args_.push_back({keys().blockEnd, asInt(r.blockEnd)});
    if (r.hasPages) {
        compactList(
            scratch_, r.pages, [](std::string_view) { return false; }, [](std::string_view p) { return p; });
        args_.push_back({keys().physicalPages, trace_.textArg(scratch_)});
    }
    if (r.hasShape) {
        args_.push_back({keys().shape, trace_.textArg(r.shape)});
        noteShape(r.shape);
    }
    placeTensor(std::string(r.index), r.hasName ? r.name : std::string_view(), r.hasBuffer ? r.buffer : std::string_view("unknown"),
                r.begin, r.end, r.hasSize ? std::optional<u64>(r.size) : std::nullopt);
}

// Never an error: a Chrome trace may carry a `title` of its own, and the
// file's format is known only at its end.
void ScheduleEvents::header(const std::string& key, const JsonValue& value) {
    if (key == "title" && value.type == JsonValue::Type::String) header_.emplace_back(key, value.text);
    else if (key != "title" && value.type == JsonValue::Type::Number && value.asU64())
        header_.emplace_back(key, std::to_string(*value.asU64()));
    else
        notes_.add(fmt::format("top-level field `{}` is {}, not {}; it was not placed", key, typeName(value.type),
                               key == "title" ? "a string" : "a whole number of bytes"));
}

void ScheduleEvents::dropHeader() {
    for (const auto& [key, value] : header_) notes_.add(fmt::format("top-level field `{}` was not placed", key));
    header_.clear();
}

// RAW dependences through tensors: writer's end -> reader's start. The
// writes sorted by tensor (in file order within one), each read looked up.
void ScheduleEvents::addFlows() {
    std::vector<std::pair<TensorKey, std::uint32_t>> writes;
    for (std::uint32_t i = 0; i < instructions_.size(); ++i)
        for (std::uint32_t r = 0; r < instructions_[i].outputsCount; ++r) writes.emplace_back(refs_[instructions_[i].outputsBegin + r], i);
    std::stable_sort(writes.begin(), writes.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::unordered_map<TensorKey, StringId> unlistedNames;
    for (std::uint32_t i = 0; i < instructions_.size(); ++i) {
        const Placed& reader = instructions_[i];
        for (std::uint32_t r = 0; r < reader.inputsCount; ++r) {
            const TensorKey tensor = refs_[reader.inputsBegin + r];
            const auto [first, last] = std::equal_range(writes.begin(), writes.end(), std::pair(tensor, std::uint32_t{0}),
                                                        [](const auto& a, const auto& b) { return a.first < b.first; });
            if (first == last) continue;
            StringId name = 0;
            if (const auto slice = tensorSlices_.find(tensor)) name = trace_.slices[*slice].name;
            else {
                auto [it, inserted] = unlistedNames.try_emplace(tensor, 0);
                if (inserted) it->second = trace_.intern("tensor " + textOf(tensor));
                name = it->second;
            }
            for (auto w = first; w != last; ++w) {
                if (w->second == i) continue;
                const Slice& from = trace_.slices[instructions_[w->second].slice];
                const Slice& to = trace_.slices[reader.slice];
                trace_.flows.push_back(Flow{name, keys().tensor, from.track, to.track, from.end, to.start});
            }
        }
    }
    for (TensorKey ref : refs_)
        if (!tensorSlices_.find(ref)) ++unlistedReferences_;
    if (unlistedReferences_)
        notes_.add(
            "references in `input_tensors`/`output_tensors` to tensors that `tensors` does not list were kept in the "
            "instructions' arguments (no lifetime to draw)",
            unlistedReferences_);
}

namespace {

// A step chart per track: at each cycle, the sum of the values of the spans
// covering it. Sorted changes, not a map: a million tensors give two
// million of them.
template <typename Span, typename Value>
std::vector<Counter> stepCounters(const std::vector<Span>& spans, Value value, const Trace& trace, std::int64_t pid, const char* suffix) {
    std::vector<std::tuple<TrackId, u64, double>> changes;
    changes.reserve(spans.size() * 2);
    for (const Span& s : spans) {
        changes.emplace_back(s.track, s.begin, value(s));
        changes.emplace_back(s.track, s.end, -value(s));
    }
    std::stable_sort(changes.begin(), changes.end(), [](const auto& a, const auto& b) {
        return std::tie(std::get<0>(a), std::get<1>(a)) < std::tie(std::get<0>(b), std::get<1>(b));
    });
    std::vector<Counter> out;
    double level = 0;
    for (std::size_t i = 0; i < changes.size(); ++i) {
        const auto [track, time, delta] = changes[i];
        if (i == 0 || std::get<0>(changes[i - 1]) != track) {
            out.push_back(Counter{pid, trace.tracks[track].name + suffix, {}});
            level = 0;
        }
        level += delta;
        if (std::abs(level) < 1e-9) level = 0;  // sums of reals that cancel
        if (i + 1 < changes.size() && std::get<0>(changes[i + 1]) == track && std::get<1>(changes[i + 1]) == time) continue;
        out.back().samples.push_back({time, level});
    }
    return out;
}

}  // namespace

// Bytes allocated per buffer type over time: a tensor occupies its `size`
// from its lifetime's begin to its end.
void ScheduleEvents::addLiveBytes() {
    for (Counter& c : stepCounters(
             lifetimes_, [](const Lifetime& l) { return static_cast<double>(l.size); }, trace_, kMemoryPid, " live bytes"))
        trace_.counters.push_back(std::move(c));
}

// The instructions' `util.total_util` per context, over their lifetimes; a
// context whose instructions all say 0 gets none.
void ScheduleEvents::addUtil() {
    std::vector<UtilSpan> nonZero;
    std::copy_if(utils_.begin(), utils_.end(), std::back_inserter(nonZero), [](const UtilSpan& u) { return u.util != 0; });
    for (Counter& c : stepCounters(
             nonZero, [](const UtilSpan& u) { return u.util; }, trace_, kContextPid, " util"))
        trace_.counters.push_back(std::move(c));
}

// What a memory rectangle's hover names, as in our own kernel traces: the
// instructions writing the tensor (`producer`) and reading it (`consumers`),
// by name, in file order. Done at the end because the file may list
// tensors before instructions; written into the two arguments each tensor
// was given empty. A loop's tensors are named by the same few operations,
// so each list is built once per distinct sequence of names.
void ScheduleEvents::addProducersAndConsumers() {
    struct Use {
        std::uint32_t slice;  // the tensor's
        std::uint32_t instruction;
        bool writes;
    };
    std::vector<Use> uses;
    for (std::uint32_t i = 0; i < instructions_.size(); ++i) {
        const Placed& p = instructions_[i];
        for (std::uint32_t r = 0; r < p.outputsCount; ++r)
            if (const auto slice = tensorSlices_.find(refs_[p.outputsBegin + r])) uses.push_back({*slice, i, true});
        for (std::uint32_t r = 0; r < p.inputsCount; ++r)
            if (const auto slice = tensorSlices_.find(refs_[p.inputsBegin + r])) uses.push_back({*slice, i, false});
    }
    std::stable_sort(uses.begin(), uses.end(), [](const Use& a, const Use& b) { return a.slice < b.slice; });
    std::map<std::vector<StringId>, StringId> joined;
    auto join = [&](const std::vector<StringId>& list) {
        auto [it, inserted] = joined.try_emplace(list, keys().empty);
        if (inserted && !list.empty()) {
            std::string text;
            for (StringId n : list) text += (text.empty() ? "" : ", ") + trace_.text(n);
            it->second = trace_.intern(text);
        }
        return it->second;
    };
    std::vector<StringId> producers, consumers;
    for (std::size_t u = 0; u < uses.size();) {
        const std::uint32_t slice = uses[u].slice;
        producers.clear();
        consumers.clear();
        for (; u < uses.size() && uses[u].slice == slice; ++u)
            (uses[u].writes ? producers : consumers).push_back(trace_.slices[instructions_[uses[u].instruction].slice].name);
        const Slice& s = trace_.slices[slice];
        for (std::uint32_t a = 0; a < s.argsCount; ++a) {
            Arg& arg = trace_.args[s.argsBegin + a];
            if (arg.key == keys().producer) arg.value = ArgText{join(producers)};
            else if (arg.key == keys().consumers) arg.value = ArgText{join(consumers)};
        }
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
