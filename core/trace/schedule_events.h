#pragma once
// Places the records of a `cargo furiosa-opt compile <fn> --dump-schedule
// FILE` dump into a Trace:
//
// - an instruction is a slice on the track of each context it occupies
//   (`["MainContext", "VectorEngine"]` puts it on both, with the same
//   arguments and the argument `instruction`, its position in the file, that
//   links them); an instruction naming no context is placed on a track named
//   by its `tpe`;
// - a tensor is a slice on the track of its `buffer_type`, with `address`
//   and `size` so viewers draw it as an address x cycle rectangle;
// - a flow goes from each instruction writing a tensor to each one reading it;
// - counters: live bytes per buffer type and `util` per context.
//
// The description is split into its source location (`source.file`,
// `source.line`, `source.column`) and the operation's text, whose one-line
// form names the slice; the whole description stays as the argument
// `description`. See docs/trace-formats.md, "furiosa-opt schedule".
//
// Records come two ways: as a JsonValue (the general path, which also
// reports every error and note) or scanned in place (schedule_record.h,
// the fast path for plain records); both end in the same placement, so the
// same record gives the same slices, arguments and string ids either way.
#include <array>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "trace/fields.h"
#include "trace/notes.h"
#include "trace/schedule_record.h"

namespace tcpwb::trace {

class ScheduleEvents {
public:
    ScheduleEvents(Trace& trace, NoteCounter& notes);

    void instruction(const JsonValue& value, const JsonStream& stream);
    void tensor(const JsonValue& value, const JsonStream& stream);
    // A plain record from the fast path: always placed.
    void instruction(const ScannedInstruction& record);
    void tensor(const ScannedTensor& record);
    // Room for a file of `bytes` (0: unknown), reserved once, so a large
    // schedule's arrays do not move and copy as they grow. Reserving touches
    // no memory: what is not used is never resident.
    void expect(u64 bytes);
    // `title`, `total_memory`, `page_size`: the schedule's metadata.
    void header(const std::string& key, const JsonValue& value);
    // The file was not a schedule after all: what header() kept is a note.
    void dropHeader();
    void finish();

private:
    // A tensor index as a key: the files write indices as numbers or
    // strings (`3`, `"3"`), and a string need not be a number. A plain
    // decimal (no sign, no leading zero) is its value; any other text is
    // its interned id with the top bit set.
    using TensorKey = u64;
    static constexpr TensorKey kTextKey = TensorKey{1} << 63;
    // Which slice holds each listed tensor: numbers below 2^24 by position,
    // the rest hashed.
    class TensorSlices {
    public:
        bool add(TensorKey key, std::uint32_t slice);  // false when the key is listed already
        std::optional<std::uint32_t> find(TensorKey key) const;

    private:
        std::vector<std::uint32_t> byNumber_;  // slice + 1; 0: not listed
        std::unordered_map<TensorKey, std::uint32_t> others_;
    };

    struct Placed {
        std::size_t slice = 0;                                                               // the first of its slices
        std::uint32_t inputsBegin = 0, inputsCount = 0, outputsBegin = 0, outputsCount = 0;  // into refs_
    };
    struct Lifetime {
        u64 begin = 0, end = 0, size = 0;
        TrackId track = 0;
    };
    struct UtilSpan {
        u64 begin = 0, end = 0;
        double util = 0;
        TrackId track = 0;
    };
    // What a description gives, worked out once per distinct description.
    struct DescriptionParts {
        bool located = false;
        StringId file = 0;
        std::int64_t line = 0, column = 0;
        StringId label = 0;  // the slice's name
        bool hasLabel = false;
    };
    // The keys of the arguments placed, interned once.
    struct Keys {
        explicit Keys(Trace& t);
        StringId instruction, index, contexts, inputTensors, outputTensors, sourceFile, sourceLine, sourceColumn, description, name,
            address, size, blockBegin, blockEnd, physicalPages, shape, producer, consumers, tensor, empty;
    };
    // The parts of an instruction both paths read the same way.
    struct InstructionHead {
        std::string_view index;  // as text; empty when none
        std::string_view tpe;
        u64 begin = 0, end = 0;
        StringId description = 0;
        bool hasDescription = false;
        std::optional<double> totalUtil;
    };

    TrackId track(std::int64_t pid, std::string_view process, std::string_view name);
    const std::vector<TrackId>& tracksOf(StringId contextsText, const std::vector<std::string_view>& names, std::string_view tpe);
    std::uint32_t tensorList(const Fields& f, const std::string& key);
    const DescriptionParts& describe(StringId description);
    void beginInstruction(const ArgValue* index);
    void placeInstruction(const InstructionHead& head, const std::vector<TrackId>& tracks, std::uint32_t inputsBegin,
                          std::uint32_t inputsCount, std::uint32_t outputsBegin);
    void appendSource(const InstructionHead& head);
    void placeTensor(const std::string& index, std::string_view name, std::string_view buffer, u64 begin, u64 end,
                     const std::optional<u64>& size);
    void noteShape(std::string_view shape);
    void addArg(std::string_view key, ArgValue value);
    ArgValue listArg(const JsonValue& list);
    void addFlows();
    void addLiveBytes();
    void addUtil();
    void addProducersAndConsumers();
    void orderTracks();

    Trace& trace_;
    NoteCounter& notes_;
    const Keys& keys();
    std::optional<Keys> keys_;
    std::vector<TrackId> byType_;
    std::vector<Arg> args_;  // the record being placed
    struct NamedTrack {
        std::int64_t pid = 0;
        std::string name;
        TrackId id = 0;
    };
    std::vector<NamedTrack> tracks_;                                    // a handful: looked through in order
    std::unordered_map<StringId, std::vector<TrackId>> contextTracks_;  // by the `contexts` argument's text
    std::unordered_map<StringId, DescriptionParts> descriptions_;
    // Descriptions by their literal as written, in a few slots chosen by
    // its length and its first bytes: a loop's descriptions are decoded and
    // interned once, not once per instruction.
    struct KnownDescription {
        std::string literal;
        StringId id = 0;
    };
    std::array<KnownDescription, 64> knownDescriptions_;
    StringId descriptionOf(std::string_view literal);
    std::vector<Placed> instructions_;
    TensorKey keyOf(std::string_view index);
    std::string textOf(TensorKey key) const;

    std::vector<TensorKey> refs_;
    TensorSlices tensorSlices_;
    std::unordered_map<std::string, bool> shapes_;  // shape text -> parsed as a mapping
    std::vector<Lifetime> lifetimes_;
    std::vector<UtilSpan> utils_;
    std::vector<std::pair<std::string, std::string>> header_;
    std::string scratch_;
    // Interned texts the records repeat: `util.<key>` and `tpe` values.
    std::vector<std::pair<std::string, StringId>> utilKeys_, types_;
    StringId cached(std::vector<std::pair<std::string, StringId>>& cache, std::string_view prefix, std::string_view text);
    u64 unlistedReferences_ = 0;
};

}  // namespace tcpwb::trace
