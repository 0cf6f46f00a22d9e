#include "trace/read.h"

#include <fmt/format.h>

#include <fstream>

#include "trace/chrome_events.h"
#include "trace/plain_event.h"
#include "trace/schedule_events.h"
#include "trace/schedule_record.h"
#include "util/file.h"
#include "util/text.h"

namespace tcpwb::trace {

namespace {

// Both formats are read by one walk over the top level; the keys met decide
// which one the file is.
class TopLevel {
public:
    TopLevel(JsonStream& stream, std::optional<Format> wanted, bool plainPath, u64 totalBytes)
        : stream_(stream), wanted_(wanted), plainPath_(plainPath), totalBytes_(totalBytes) {}

    Trace read() {
        if (stream_.atEnd()) stream_.fail(diag::Kind::trace_empty, "the file is empty: there is no trace in it", 0);
        const char first = stream_.peek();
        if (first == '[') {
            sawChrome();
            readEvents();
        } else if (first == '{') {
            stream_.forEachMember([&](const std::string& key) { member(key); });
        } else {
            stream_.fail(diag::Kind::trace_not_json,
                         "the file does not start with `{` or `[`, so it is not a JSON trace (Chrome trace or furiosa-opt schedule)");
        }
        if (!stream_.atEnd()) stream_.fail(diag::Kind::trace_syntax_error, "there is more text after the end of the JSON value");
        return finish();
    }

private:
    void sawChrome() {
        if (wanted_ == Format::FuriosaSchedule) wrongFormat("a Chrome trace (`traceEvents`)");
        chrome_ = true;
    }
    void sawSchedule() {
        if (wanted_ && wanted_ != Format::FuriosaSchedule) wrongFormat("a furiosa-opt schedule (`instructions`, `tensors`)");
        if (!schedule_) scheduleEvents_.expect(totalBytes_);
        schedule_ = true;
    }
    [[noreturn]] void wrongFormat(const std::string& found) {
        stream_.fail(diag::Kind::trace_unknown_format,
                     fmt::format("the file is {}, not the {} format asked for", found, formatName(wanted_.value_or(Format::Chrome))));
    }

    void readEvents() {
        stream_.forEachElement([&] { chromeEvent(); });
    }

    // Most events are plain and take the fast path; the rest, and every
    // event that would fail, are read by the general one from the same place.
    void chromeEvent() {
        if (plainPath_) {
            const std::size_t used = scanPlainEvent(stream_.window(), plain_);
            if (used && chromeEvents_.plain(plain_)) return stream_.advance(used);
        }
        chromeEvents_.event(stream_.readValue(), stream_);
    }

    // Schedule records as the real toolchain writes them take the fast path
    // (schedule_record.h); the rest, and every record that would fail or
    // add a note, are read by the general one from the same place.
    void scheduleInstruction() {
        if (plainPath_)
            if (const std::size_t used = scanScheduleInstruction(stream_.window(), scannedInstruction_)) {
                scheduleEvents_.instruction(scannedInstruction_);
                return stream_.advance(used);
            }
        scheduleEvents_.instruction(stream_.readValue(), stream_);
    }
    void scheduleTensor() {
        if (plainPath_)
            if (const std::size_t used = scanScheduleTensor(stream_.window(), scannedTensor_)) {
                scheduleEvents_.tensor(scannedTensor_);
                return stream_.advance(used);
            }
        scheduleEvents_.tensor(stream_.readValue(), stream_);
    }

    // onElement reads one element at the stream's position.
    void readArray(const std::string& key, const std::function<void()>& onElement) {
        const u64 at = stream_.offset();
        if (stream_.peek() != '[') {
            const JsonValue value = stream_.readValue();
            stream_.fail(diag::Kind::trace_wrong_type, fmt::format("`{}` is {}; it must be an array", key, typeName(value.type)), at);
        }
        stream_.forEachElement(onElement);
    }

    void member(const std::string& key) {
        if (key == "traceEvents") {
            sawChrome();
            readArray(key, [&] { chromeEvent(); });
        } else if (key == "otherData") {
            chromeEvents_.otherData(stream_.readValue(), stream_);
        } else if (key == "instructions") {
            sawSchedule();
            readArray(key, [&] { scheduleInstruction(); });
        } else if (key == "tensors") {
            sawSchedule();
            readArray(key, [&] { scheduleTensor(); });
        } else if (key == "title" || key == "total_memory" || key == "page_size") {
            scheduleEvents_.header(key, stream_.readValue());
        } else if (key == "displayTimeUnit") {
            displayTimeUnit();
        } else {
            stream_.skipValue();
            notes_.add(fmt::format("top-level field `{}` was not placed", quotable(key)));
        }
    }

    // Chrome's display preference, "ms" or "ns" (the Trace Event Format
    // defines no other); times stay in the file's own unit.
    void displayTimeUnit() {
        const JsonValue value = stream_.readValue();
        if (value.type != JsonValue::Type::String)
            stream_.fail(diag::Kind::trace_wrong_type, fmt::format("`displayTimeUnit` is {}; it must be a string", typeName(value.type)),
                         value.offset);
        if (value.text != "ms" && value.text != "ns")
            stream_.fail(diag::Kind::trace_bad_value,
                         fmt::format("`displayTimeUnit` is {}; the Trace Event Format allows only \"ms\" or \"ns\"",
                                     jsonString(value.text.substr(0, 40))),
                         value.offset);
    }

    Trace finish() {
        if (chrome_ && schedule_)
            stream_.fail(
                diag::Kind::trace_unknown_format,
                "the file has both `traceEvents` (Chrome trace) and `instructions`/`tensors` (furiosa-opt schedule); it can only be one",
                0);
        if (!chrome_ && !schedule_)
            stream_.fail(
                diag::Kind::trace_unknown_format,
                "the file is JSON but has neither `traceEvents` (a Chrome trace) nor `instructions`/`tensors` (a furiosa-opt schedule)", 0);
        if (chrome_) {
            scheduleEvents_.dropHeader();
            chromeEvents_.finish();
        } else scheduleEvents_.finish();
        if (wanted_ == Format::FuriosaNpuChrome && trace_.format != Format::FuriosaNpuChrome)
            wrongFormat("a Chrome trace without NPU cycle spans");
        trace_.notes = notes_.sentences();
        trace_.finish();
        return std::move(trace_);
    }

    JsonStream& stream_;
    std::optional<Format> wanted_;
    Trace trace_;
    NoteCounter notes_;
    ChromeEvents chromeEvents_{trace_, notes_};
    ScheduleEvents scheduleEvents_{trace_, notes_};
    bool chrome_ = false, schedule_ = false;
    bool plainPath_ = true;
    u64 totalBytes_ = 0;
    PlainEvent plain_;  // reused: its argument vector grows once
    ScannedInstruction scannedInstruction_;
    ScannedTensor scannedTensor_;
};

diag::Result<Trace> readWith(std::optional<Format> wanted, std::istream& in, u64 totalBytes, const Progress& progress,
                             bool plainPath = true) {
    try {
        JsonStream stream(in, totalBytes, progress);
        return TopLevel(stream, wanted, plainPath, totalBytes).read();
    } catch (const JsonError& error) { return error.diagnostic; }
}

}  // namespace

diag::Result<Trace> readTrace(std::istream& in, u64 totalBytes, const Progress& progress) {
    return readWith(std::nullopt, in, totalBytes, progress);
}

diag::Result<Trace> readTraceGeneral(std::istream& in, u64 totalBytes, const Progress& progress) {
    return readWith(std::nullopt, in, totalBytes, progress, false);
}

diag::Result<Trace> readTraceAs(std::optional<Format> wanted, std::istream& in, u64 totalBytes, const Progress& progress) {
    return readWith(wanted, in, totalBytes, progress);
}

diag::Result<Trace> readTraceFile(const std::string& path, const Progress& progress, std::optional<Format> wanted) {
    if (auto why = unreadableFile(path)) return diag::Diagnostic(diag::Kind::trace_io_error, *why);
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in) return diag::Diagnostic(diag::Kind::trace_io_error, fmt::format("cannot open `{}` for reading", path));
    const auto size = in.tellg();
    in.seekg(0);
    return readWith(wanted, in, size > 0 ? static_cast<u64>(size) : 0, progress);
}

}  // namespace tcpwb::trace
