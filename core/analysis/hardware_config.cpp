#include "analysis/hardware_config.h"

#include "util/text.h"

#include <array>
#include <charconv>

namespace tcpwb::analysis {
namespace {

// A small cursor over the description.
class ConfigCursor {
public:
    ConfigCursor(std::string_view text, std::size_t at) : text_(text), at_(at) {}
    std::size_t at() const { return at_; }
    void blanks() {
        while (at_ < text_.size() && isBlank(text_[at_])) ++at_;
    }
    bool take(char c) {
        blanks();
        if (at_ < text_.size() && text_[at_] == c) return ++at_, true;
        return false;
    }
    bool take(std::string_view word) {
        blanks();
        if (text_.substr(at_, word.size()) != word) return false;
        at_ += word.size();
        return true;
    }
    std::optional<std::int64_t> integer() {
        blanks();
        std::int64_t value = 0;
        const auto [end, error] = std::from_chars(text_.data() + at_, text_.data() + text_.size(), value);
        if (error != std::errc()) return std::nullopt;
        at_ = static_cast<std::size_t>(end - text_.data());
        return value;
    }
    std::string_view word() {
        blanks();
        const std::size_t begin = at_;
        while (at_ < text_.size() && continuesIdentifier(text_[at_])) ++at_;
        return text_.substr(begin, at_ - begin);
    }

private:
    std::string_view text_;
    std::size_t at_;
};

// The words before `at` on its line: `fetch sequencer:` -> "fetch sequencer".
std::string labelBefore(std::string_view text, std::size_t at) {
    const auto lineStart = text.rfind('\n', at == 0 ? 0 : at - 1);
    std::string_view label = text.substr(lineStart == std::string_view::npos ? 0 : lineStart + 1,
                                         at - (lineStart == std::string_view::npos ? 0 : lineStart + 1));
    label = trimmed(label);
    while (!label.empty() && (label.back() == ':' || label.back() == '=' || label.back() == ',' || isBlank(label.back())))
        label.remove_suffix(1);
    while (!label.empty() && (label.front() == '-' || label.front() == '/' || label.front() == '*' || isBlank(label.front())))
        label.remove_prefix(1);
    return std::string(label);
}

// `[B -> 8 : 32, 8 : 256] : 16` from the `[` at `open`.
std::optional<SequencerText> manualNotation(std::string_view text, std::size_t open) {
    ConfigCursor c(text, open + 1);
    SequencerText out;
    while (true) {
        c.blanks();
        if (c.take(']')) break;
        SequencerEntryText entry;
        // An optional term: anything up to `->` without brackets, commas or colons.
        const std::size_t arrow = text.find("->", c.at());
        if (arrow != std::string_view::npos) {
            const std::string_view term = text.substr(c.at(), arrow - c.at());
            if (!term.empty() && term.find_first_of("[],:\n") == std::string_view::npos) {
                entry.term = std::string(trimmed(term));
                ConfigCursor after(text, arrow + 2);
                c = after;
            }
        }
        const auto size = c.integer();
        if (!size || *size < 0 || !c.take(':')) return std::nullopt;
        const auto stride = c.integer();
        if (!stride) return std::nullopt;
        entry.size = static_cast<u64>(*size);
        entry.stride = *stride;
        out.entries.push_back(std::move(entry));
        if (c.take(',')) continue;
        if (c.take(']')) break;
        return std::nullopt;
    }
    if (out.entries.empty()) return std::nullopt;
    ConfigCursor packet = c;
    if (packet.take(':') && !packet.take(':'))
        if (const auto size = ConfigCursor(text, packet.at()).integer(); size && *size >= 0) out.packetSize = static_cast<u64>(*size);
    out.label = labelBefore(text, open);
    return out;
}

// `{ size: 8, stride: 1 }`: the two fields wherever they are.
std::optional<SequencerEntryText> debugEntry(ConfigCursor& c) {
    if (!c.take('{')) return std::nullopt;
    SequencerEntryText entry;
    bool size = false, stride = false;
    while (!c.take('}')) {
        const std::string_view key = c.word();
        if (key.empty() || !c.take(':')) return std::nullopt;
        const auto value = c.integer();
        if (!value) return std::nullopt;
        if (key == "size" && *value >= 0) entry.size = static_cast<u64>(*value), size = true;
        else if (key == "stride") entry.stride = *value, stride = true;
        c.take(',');
    }
    if (!size || !stride) return std::nullopt;
    return entry;
}

// `fetch: SequencerConfig { entries: [Entry { size: 8, stride: 1 }], packet_size: 16 }`
// from `entries` at `at`.
std::optional<SequencerText> debugNotation(std::string_view text, std::size_t at) {
    ConfigCursor c(text, at + 7);
    if (!c.take(':') || !c.take('[')) return std::nullopt;
    SequencerText out;
    while (!c.take(']')) {
        c.word();  // the entry's type name, e.g. Entry
        auto entry = debugEntry(c);
        if (!entry) return std::nullopt;
        out.entries.push_back(std::move(*entry));
        c.take(',');
    }
    if (out.entries.empty()) return std::nullopt;
    // packet_size before the closing brace of the same configuration.
    const std::size_t close = text.find('}', c.at());
    const std::size_t packet = text.find("packet_size", c.at());
    if (packet != std::string_view::npos && packet < close) {
        ConfigCursor p(text, packet + 11);
        if (p.take(':') || p.take('='))
            if (const auto size = p.integer(); size && *size >= 0) out.packetSize = static_cast<u64>(*size);
    }
    // The label: the field holding the configuration, else its type name.
    std::size_t back = at;
    while (back > 0 && (isBlank(text[back - 1]) || text[back - 1] == '{')) --back;
    std::size_t nameBegin = back;
    while (nameBegin > 0 && continuesIdentifier(text[nameBegin - 1])) --nameBegin;
    std::string label(text.substr(nameBegin, back - nameBegin));
    std::size_t colon = nameBegin;
    while (colon > 0 && isBlank(text[colon - 1])) --colon;
    if (colon > 0 && text[colon - 1] == ':' && !(colon > 1 && text[colon - 2] == ':')) {
        std::size_t fieldEnd = colon - 1;
        while (fieldEnd > 0 && isBlank(text[fieldEnd - 1])) --fieldEnd;
        std::size_t fieldBegin = fieldEnd;
        while (fieldBegin > 0 && continuesIdentifier(text[fieldBegin - 1])) --fieldBegin;
        if (fieldBegin < fieldEnd) label = std::string(text.substr(fieldBegin, fieldEnd - fieldBegin));
    }
    out.label = label;
    return out;
}

bool isLowerName(std::string_view word) {
    if (word.empty() || !(word.front() >= 'a' && word.front() <= 'z')) return false;
    for (char c : word)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
    return true;
}

constexpr std::array kDistinctTopologies = {"Broadcast01", "Broadcast1", "CustomBroadcast", "InterTranspose", "TransposedBroadcast1"};
constexpr std::array kPlainTopologies = {"Forward", "Transpose"};
constexpr std::array kSwitchParameters = {"slice1", "slice0", "time0", "ring_size"};

template <typename Array>
bool among(const Array& names, std::string_view word) {
    for (std::string_view n : names)
        if (n == word) return true;
    return false;
}

// The topology's parameters written after it on the same line.
SwitchText switchAt(std::string_view text, std::string_view kind, std::size_t after) {
    SwitchText out{std::string(kind), {}};
    const std::size_t lineEnd = std::min(text.find('\n', after), text.size());
    ConfigCursor c(text, after);
    while (c.at() < lineEnd) {
        const std::size_t before = c.at();
        const std::string_view word = c.word();
        if (word.empty()) {
            ConfigCursor skip(text, before + 1);
            c = skip;
            continue;
        }
        if (!among(kSwitchParameters, word)) continue;
        ConfigCursor value = c;
        if (value.take(':') || value.take('='))
            if (const auto number = value.integer(); number && *number > 0) {
                out.parameters.emplace_back(std::string(word), static_cast<u64>(*number));
                c = value;
            }
    }
    return out;
}

}  // namespace

u64 SequencerText::iterations() const {
    u64 product = 1;
    for (const SequencerEntryText& e : entries) product = checkedMul(product, e.size).value_or(kMaxSize);
    return product;
}

std::string SequencerText::notation() const {
    std::string out = "[";
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (i) out += ", ";
        out += std::to_string(entries[i].size) + " : " + std::to_string(entries[i].stride);
    }
    out += "]";
    if (packetSize) out += " : " + std::to_string(*packetSize);
    return out;
}

// Where the value of `key: value` or `key = value` starts, for a key ending
// at `end` (`a::b` is a path, not a key).
static std::optional<std::size_t> valueAfter(std::string_view text, std::size_t end) {
    ConfigCursor c(text, end);
    if (c.take('=')) return c.at();
    if (!c.take(':')) return std::nullopt;
    if (c.at() < text.size() && text[c.at()] == ':') return std::nullopt;
    return c.at();
}

HardwareConfig hardwareConfigOf(std::string_view text) {
    HardwareConfig out;
    bool afterSwitchKey = false;
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c == '[') {
            if (auto seq = manualNotation(text, i)) out.sequencers.push_back(std::move(*seq));
            ++i;
            continue;
        }
        if (!continuesIdentifier(c)) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && continuesIdentifier(text[end])) ++end;
        const std::string_view word = text.substr(i, end - i);
        const auto value = valueAfter(text, end);
        if (word == "entries") {
            if (auto seq = debugNotation(text, i)) out.sequencers.push_back(std::move(*seq));
        } else if (value && isLowerName(word) &&
                   (word.find("_size") != std::string_view::npos || word.find("size_") != std::string_view::npos)) {
            if (const auto number = ConfigCursor(text, *value).integer(); number && *number >= 0)
                out.sizes.emplace_back(std::string(word), static_cast<u64>(*number));
        } else if (among(kDistinctTopologies, word) || (afterSwitchKey && among(kPlainTopologies, word))) {
            out.switches.push_back(switchAt(text, word, end));
        }
        afterSwitchKey = value && (word.find("switch") != std::string_view::npos || word.find("topology") != std::string_view::npos);
        i = end;
    }
    return out;
}

}  // namespace tcpwb::analysis
