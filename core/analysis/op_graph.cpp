#include "analysis/op_graph.h"

#include <algorithm>
#include <optional>
#include <string_view>
#include <unordered_map>

#include "analysis/buckets.h"

namespace tcpwb::analysis {
namespace {

using trace::ArgText;
using trace::ArgValue;
using trace::StringId;
using trace::Trace;

// The argument keys the graph reads, each found once in the trace's string
// table (a key the trace never interned is on no slice), then told apart by
// one look-up per argument rather than a comparison with every key.
enum class Field : std::uint8_t {
    Other,
    Instruction,
    Tpe,
    File,
    Line,
    Column,
    InputTensors,
    OutputTensors,
    Inputs,
    Outputs,
    OccupiesDma,
    Index,
    Address,
    Size
};

constexpr std::pair<std::string_view, Field> kFields[] = {{"instruction", Field::Instruction},
                                                          {"tpe", Field::Tpe},
                                                          {"source.file", Field::File},
                                                          {"source.line", Field::Line},
                                                          {"source.column", Field::Column},
                                                          {"input_tensors", Field::InputTensors},
                                                          {"output_tensors", Field::OutputTensors},
                                                          {"inputs", Field::Inputs},
                                                          {"outputs", Field::Outputs},
                                                          {"occupies_dma", Field::OccupiesDma},
                                                          {"index", Field::Index},
                                                          {"address", Field::Address},
                                                          {"size", Field::Size}};

class Keys {
public:
    explicit Keys(const Trace& t) : tensor(t.find("tensor")), warning(t.find("warning")) {
        for (const auto& [name, field] : kFields)
            if (const auto id = t.find(name)) {
                if (*id >= byId_.size()) byId_.resize(std::size_t{*id} + 1, Field::Other);
                byId_[*id] = field;
                if (field == Field::Instruction) instruction = id;
            }
    }
    Field of(StringId key) const { return key < byId_.size() ? byId_[key] : Field::Other; }

    std::optional<StringId> instruction, tensor, warning;

private:
    std::vector<Field> byId_;
};

bool isKey(const std::optional<StringId>& key, StringId id) { return key && *key == id; }

std::optional<u64> countOf(const ArgValue& v) {
    if (const auto* i = std::get_if<std::int64_t>(&v)) return *i >= 0 ? std::optional<u64>(static_cast<u64>(*i)) : std::nullopt;
    return std::nullopt;
}

// An argument's value as text: a string as it is, a number as written.
std::string argValueText(const Trace& t, const ArgValue& v) {
    if (const auto* s = std::get_if<ArgText>(&v)) return t.text(s->id);
    if (const auto* i = std::get_if<std::int64_t>(&v)) return std::to_string(*i);
    return {};
}

// The tensor references an operation names: the text of its argument (a
// view into the trace's strings), or a number's text kept here.
struct PendingRefs {
    std::string_view inputs, outputs;
    std::string inputsNumber, outputsNumber;  // holders for integer arguments
    bool byIndex = false;                     // JSON lists of indices (furiosa-opt), else names
};

std::string_view argView(const Trace& t, const ArgValue& v, std::string& holder) {
    if (const auto* s = std::get_if<ArgText>(&v)) return t.text(s->id);
    if (const auto* i = std::get_if<std::int64_t>(&v)) return holder = std::to_string(*i);
    return {};
}

// Calls onItem(view) for each reference: `[3, "4", {"index": 5}]` -> 3, 4,
// 5 (numbers and strings at any depth, an object's keys skipped, a string
// with escapes decoded into `decoded`); `lhs, rhs` -> lhs, rhs.
template <typename OnItem>
void forEachReference(std::string_view text, bool byIndex, std::string& decoded, OnItem onItem) {
    if (!byIndex) {
        while (!text.empty()) {
            const auto comma = text.find(',');
            std::string_view item = text.substr(0, comma);
            while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
            while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
            if (!item.empty()) onItem(item);
            if (comma == std::string_view::npos) break;
            text.remove_prefix(comma + 1);
        }
        return;
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            const std::size_t start = ++i;
            bool escaped = false;
            for (; i < text.size() && text[i] != '"'; ++i)
                if (text[i] == '\\') escaped = true, ++i;
            std::string_view item = text.substr(start, std::min(i, text.size()) - start);
            if (escaped) {
                decoded.clear();
                for (std::size_t k = 0; k < item.size(); ++k) decoded += item[k] == '\\' && k + 1 < item.size() ? item[++k] : item[k];
                item = decoded;
            }
            const bool isKey = i + 1 < text.size() && text[i + 1] == ':';
            if (!isKey) onItem(item);
        } else if ((c >= '0' && c <= '9') || c == '-') {
            std::size_t j = i;
            while (j < text.size() && text[j] != ',' && text[j] != ']' && text[j] != '}' && text[j] != ' ') ++j;
            onItem(text.substr(i, j - i));
            i = j - 1;
        }
    }
}

// A plain decimal (no sign, no leading zero) below 2^24, or none.
std::optional<u64> smallNumber(std::string_view text) {
    if (text.empty() || text.size() > 7 || (text.size() > 1 && text.front() == '0')) return std::nullopt;
    u64 value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + static_cast<u64>(c - '0');
    }
    return value < (u64{1} << 24) ? std::optional<u64>(value) : std::nullopt;
}

// Tensors by index text: small numbers by position, the rest hashed.
class IndexTable {
public:
    TensorId* find(std::string_view text, bool create) {
        if (const auto n = smallNumber(text)) {
            if (*n >= byNumber_.size()) {
                if (!create) return nullptr;
                byNumber_.resize(std::max<std::size_t>(*n + 1, byNumber_.size() * 2), kNone);
            }
            return byNumber_[*n] == kNone && !create ? nullptr : &byNumber_[*n];
        }
        if (create) return &others_.try_emplace(std::string(text), kNone).first->second;
        const auto found = others_.find(std::string(text));
        return found == others_.end() ? nullptr : &found->second;
    }

private:
    std::vector<TensorId> byNumber_;
    std::unordered_map<std::string, TensorId> others_;
};

class GraphBuilder {
public:
    explicit GraphBuilder(const Trace& t) : t_(t), keys_(t) { g_.trace = &t; }

    // Tensors first (a file may list them after the instructions reading
    // them), then operations, whose references resolve at once.
    OpGraph build() {
        markTensorTracks();
        g_.sliceOp.assign(t_.slices.size(), kNone);
        g_.tensors.reserve(tensorSlices_);
        for (std::uint32_t s = 0; s < t_.slices.size(); ++s) {
            g_.makespan = std::max(g_.makespan, t_.slices[s].end);
            if (isKey(keys_.tensor, t_.slices[s].category)) placeTensor(s);
        }
        // Growing these a million times over costs more than a guess that
        // is too large by the few slices that are not operations.
        g_.ops.reserve(t_.slices.size() - tensorSlices_);
        links_.reserve(t_.slices.size() - tensorSlices_);
        for (std::uint32_t s = 0; s < t_.slices.size(); ++s)
            if (isOperation(t_.slices[s])) placeOp(s);
        packLinks();
        return std::move(g_);
    }

private:
    void markTensorTracks() {
        tensorTrack_.assign(t_.tracks.size(), false);
        if (!keys_.tensor) return;
        for (const trace::Slice& s : t_.slices) {
            if (s.category != *keys_.tensor) continue;
            ++tensorSlices_;
            if (s.track < tensorTrack_.size()) tensorTrack_[s.track] = true;
        }
    }

    // Outermost slices, and every instruction of a furiosa-opt schedule (two
    // overlapping on one context are still two operations).
    bool isOperation(const trace::Slice& slice) const {
        if (isKey(keys_.tensor, slice.category) || isKey(keys_.warning, slice.category)) return false;
        if (slice.track < tensorTrack_.size() && tensorTrack_[slice.track]) return false;
        return slice.depth == 0 || hasInstruction(slice);
    }

    bool hasInstruction(const trace::Slice& slice) const {
        if (!keys_.instruction) return false;
        for (std::uint32_t a = 0; a < slice.argsCount; ++a)
            if (t_.args[slice.argsBegin + a].key == *keys_.instruction) return true;
        return false;
    }

    ContextId context(const std::string& name, trace::TrackId track) {
        auto [it, inserted] = contextIds_.try_emplace(name, static_cast<ContextId>(g_.contexts.size()));
        if (inserted) {
            g_.contexts.push_back(name);
            g_.contextTracks.push_back(track);
        } else if (g_.contextTracks[it->second] == kNone) {
            g_.contextTracks[it->second] = track;
        }
        return it->second;
    }

    ContextId contextOfTrack(trace::TrackId track) {
        if (track >= byTrack_.size()) byTrack_.resize(track + 1, kNone);
        if (byTrack_[track] == kNone) byTrack_[track] = context(t_.tracks.at(track).name, track);
        return byTrack_[track];
    }

    void placeTensor(std::uint32_t s) {
        const trace::Slice& slice = t_.slices[s];
        Tensor tensor;
        tensor.name = slice.name;
        tensor.track = slice.track;
        tensor.begin = slice.start;
        tensor.end = slice.end;
        tensor.slice = s;
        std::string_view index;
        for (std::uint32_t a = 0; a < slice.argsCount; ++a) {
            const trace::Arg& arg = t_.args[slice.argsBegin + a];
            switch (keys_.of(arg.key)) {
                case Field::Index: index = argView(t_, arg.value, holder_); break;
                case Field::Address:
                    if (auto v = countOf(arg.value)) tensor.address = *v, tensor.hasAddress = true;
                    break;
                case Field::Size:
                    if (auto v = countOf(arg.value)) tensor.size = *v, tensor.hasSize = true;
                    break;
                default: break;
            }
        }
        const auto id = static_cast<TensorId>(g_.tensors.size());
        if (!index.empty())
            if (TensorId* slot = byIndex_.find(index, true); *slot == kNone) *slot = id;
        g_.tensors.push_back(std::move(tensor));
    }

    // What an operation's slice says beyond the slice itself.
    struct OpArgs {
        std::optional<std::int64_t> instruction;
        bool occupiesDma = false, hasFile = false;
        PendingRefs refs;
    };

    void readOpArg(const trace::Arg& arg, Op& op, OpArgs& read) {
        PendingRefs& refs = read.refs;
        switch (keys_.of(arg.key)) {
            case Field::Instruction:
                if (const auto* i = std::get_if<std::int64_t>(&arg.value)) read.instruction = *i;
                break;
            case Field::Tpe:
                if (const auto* text = std::get_if<ArgText>(&arg.value)) op.kind = text->id;
                break;
            case Field::File:
                if (const auto* text = std::get_if<ArgText>(&arg.value)) op.file = text->id, read.hasFile = true;
                break;
            case Field::Line: op.line = countOf(arg.value).value_or(0); break;
            case Field::Column: op.column = countOf(arg.value).value_or(0); break;
            case Field::InputTensors:
                refs.inputs = argView(t_, arg.value, refs.inputsNumber);
                refs.byIndex = true;
                break;
            case Field::OutputTensors:
                refs.outputs = argView(t_, arg.value, refs.outputsNumber);
                refs.byIndex = true;
                break;
            case Field::Inputs:
                if (!refs.byIndex) refs.inputs = argView(t_, arg.value, refs.inputsNumber);
                break;
            case Field::Outputs:
                if (!refs.byIndex) refs.outputs = argView(t_, arg.value, refs.outputsNumber);
                break;
            case Field::OccupiesDma:
                if (const auto* b = std::get_if<bool>(&arg.value)) read.occupiesDma = *b;
                break;
            default: break;
        }
    }

    void placeOp(std::uint32_t s) {
        const trace::Slice& slice = t_.slices[s];
        Op op;
        op.start = slice.start;
        op.end = slice.end;
        op.name = slice.name;
        op.kind = slice.category;
        op.slice = s;
        OpArgs read;
        for (std::uint32_t a = 0; a < slice.argsCount; ++a) readOpArg(t_.args[slice.argsBegin + a], op, read);
        const std::optional<std::int64_t>& instruction = read.instruction;
        const PendingRefs& refs = read.refs;
        if (!read.hasFile) op.line = op.column = 0;
        const ContextId ctx = contextOfTrack(slice.track);
        if (instruction) {
            OpId& placed = instructionSlot(*instruction);
            if (placed != kNone) {  // another context of an operation already placed
                links_.push_back({placed, s, ctx});
                return;
            }
            placed = static_cast<OpId>(g_.ops.size());
        }
        const auto id = static_cast<OpId>(g_.ops.size());
        op.inputs = resolve(refs.inputs, refs.byIndex);
        op.outputs = resolve(refs.outputs, refs.byIndex);
        g_.ops.push_back(op);
        links_.push_back({id, s, ctx});
        if (read.occupiesDma) links_.push_back({id, kNone, context("dma", kNone)});
    }

    // Instructions by position: a vector for the positions a file gives
    // (0, 1, 2, ...), a map for anything else.
    OpId& instructionSlot(std::int64_t position) {
        if (position >= 0 && position < (std::int64_t{1} << 26)) {
            const auto at = static_cast<std::size_t>(position);
            if (at >= byInstruction_.size()) byInstruction_.resize(std::max(at + 1, byInstruction_.size() * 2), kNone);
            return byInstruction_[at];
        }
        return otherInstructions_.try_emplace(position, kNone).first->second;
    }

    Range resolve(std::string_view text, bool byIndex) {
        Range r{static_cast<std::uint32_t>(g_.tensorRefs.size()), 0};
        if (text.empty()) return r;
        forEachReference(text, byIndex, decoded_, [&](std::string_view item) {
            TensorId* slot = nullptr;
            if (byIndex) slot = byIndex_.find(item, true);
            else slot = &byName(item);
            if (*slot == kNone) {
                *slot = static_cast<TensorId>(g_.tensors.size());
                g_.tensors.push_back(unlisted(item, byIndex));
            }
            g_.tensorRefs.push_back(*slot);
            ++r.count;
        });
        return r;
    }

    // The tensor a name refers to (the first listed with it), kNone when
    // none is yet. The table is built at the first reference by name: a
    // furiosa-opt schedule refers by index only and never needs it.
    TensorId& byName(std::string_view name) {
        if (!byNameBuilt_) {
            byNameBuilt_ = true;
            for (TensorId id = 0; id < g_.tensors.size(); ++id)
                if (g_.tensors[id].listed()) byName_.try_emplace(t_.text(g_.tensors[id].name), id);
        }
        return byName_.try_emplace(name, kNone).first->second;
    }

    // A tensor the operations name but the trace does not draw (a
    // furiosa-opt dump leaves out the HBM side of its transfers): it still
    // links the operation writing it to those reading it.
    static Tensor unlisted(std::string_view reference, bool byIndex) {
        Tensor t;
        t.unlistedName = byIndex ? "tensor " + std::string(reference) : std::string(reference);
        t.slice = kNone;
        return t;
    }

    // Each operation's slices and contexts, grouped by operation (a counting
    // sort: the links come in slice order, an operation's later contexts
    // possibly far after its first).
    void packLinks() {
        Buckets<Link> byOp;
        byOp.reset(g_.ops.size());
        for (const Link& l : links_) byOp.count(l.op);
        byOp.allocate();
        for (const Link& l : links_) byOp.add(l.op, l);
        for (OpId id = 0; id < g_.ops.size(); ++id) {
            Op& op = g_.ops[id];
            op.contexts.begin = static_cast<std::uint32_t>(g_.opContexts.size());
            op.slices.begin = static_cast<std::uint32_t>(g_.opSlices.size());
            for (const Link& l : byOp[id]) {
                if (l.slice != kNone) {
                    g_.opSlices.push_back(l.slice);
                    g_.sliceOp[l.slice] = id;
                }
                const auto begin = g_.opContexts.begin() + op.contexts.begin;
                if (std::find(begin, g_.opContexts.end(), l.context) == g_.opContexts.end()) g_.opContexts.push_back(l.context);
            }
            op.contexts.count = static_cast<std::uint32_t>(g_.opContexts.size() - op.contexts.begin);
            op.slices.count = static_cast<std::uint32_t>(g_.opSlices.size() - op.slices.begin);
        }
    }

    struct Link {
        OpId op = 0;
        std::uint32_t slice = 0;  // kNone: a context without a slice of its own (`occupies_dma`)
        ContextId context = 0;
    };

    const Trace& t_;
    Keys keys_;
    OpGraph g_;
    std::vector<bool> tensorTrack_;
    std::unordered_map<std::string, ContextId> contextIds_;
    std::vector<ContextId> byTrack_;
    std::vector<OpId> byInstruction_;
    std::unordered_map<std::int64_t, OpId> otherInstructions_;
    IndexTable byIndex_;
    // Views into the trace's strings (names are interned there); a name only
    // referred to points into the operation's argument, which lives as long.
    std::unordered_map<std::string_view, TensorId> byName_;
    bool byNameBuilt_ = false;
    std::size_t tensorSlices_ = 0;
    std::vector<Link> links_;
    std::string holder_, decoded_;
};

}  // namespace

std::string OpGraph::locationOf(const Op& op) const {
    if (!op.located()) return {};
    std::string out = text(op.file) + ":" + std::to_string(op.line);
    if (op.column) out += ":" + std::to_string(op.column);
    return out;
}

const std::string& OpGraph::nameOf(const Tensor& t) const { return t.listed() ? text(t.name) : t.unlistedName; }

const std::string& OpGraph::bufferOf(const Tensor& t) const {
    static const std::string none;
    return t.track == kNone ? none : trace->tracks.at(t.track).name;
}

std::string OpGraph::contextNames(const Op& op) const {
    std::string out;
    for (ContextId c : contextsOf(op)) {
        if (!out.empty()) out += ", ";
        out += contexts[c];
    }
    return out;
}

bool OpGraph::isDma(const Op& op) const {
    auto mentionsDma = [](std::string_view s) {
        return s.find("Dma") != std::string_view::npos || s.find("dma") != std::string_view::npos ||
               s.find("DMA") != std::string_view::npos;
    };
    if (mentionsDma(text(op.kind))) return true;
    // A compute operation that occupies the DMA lane too (bank starvation)
    // is not a transfer: only its first context decides.
    return op.contexts.count > 0 && mentionsDma(contexts[opContexts[op.contexts.begin]]);
}

OpGraph opGraphOf(const trace::Trace& trace) { return GraphBuilder(trace).build(); }

const trace::ArgValue* sliceArg(const trace::Trace& t, std::uint32_t slice, std::string_view key) {
    const auto id = t.find(key);
    if (!id || slice >= t.slices.size()) return nullptr;
    const trace::Slice& s = t.slices[slice];
    for (std::uint32_t a = 0; a < s.argsCount; ++a)
        if (t.args[s.argsBegin + a].key == *id) return &t.args[s.argsBegin + a].value;
    return nullptr;
}

std::string sliceArgText(const trace::Trace& t, std::uint32_t slice, std::string_view key) {
    const trace::ArgValue* v = sliceArg(t, slice, key);
    return v ? argValueText(t, *v) : std::string();
}

std::string opIndex(const OpGraph& g, const Op& op) { return sliceArgText(*g.trace, op.slice, "index"); }

}  // namespace tcpwb::analysis
