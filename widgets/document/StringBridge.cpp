#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {

std::string toStd(const QString& text) { return text.toStdString(); }

QString toQt(const std::string& text) { return QString::fromStdString(text); }

QString toQt(diag::Kind kind) {
    const std::string_view name = diag::spelling(kind);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

namespace {

// Bytes UTF-8 needs for the UTF-16 unit(s) at index i; `units` says how
// many QChars that character takes (2 for a surrogate pair).
std::size_t utf8Length(const QString& text, qsizetype i, qsizetype& units) {
    const char16_t c = text.at(i).unicode();
    units = 1;
    if (c < 0x80) return 1;
    if (c < 0x800) return 2;
    if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
        units = 2;
        return 4;
    }
    return 3;
}

}  // namespace

qsizetype qtOffset(const QString& text, std::size_t byteOffset) { return QtOffsetCursor(text).at(byteOffset); }

qsizetype QtOffsetCursor::at(std::size_t byteOffset) {
    while (index_ < text_.size() && bytes_ < byteOffset) {
        qsizetype units = 1;
        bytes_ += utf8Length(text_, index_, units);
        index_ += units;
    }
    return index_;
}

}  // namespace tcpwb::widgets
