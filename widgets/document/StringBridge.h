#pragma once
// Core speaks UTF-8 std::string and reports byte offsets; Qt speaks UTF-16
// QString. These conversions are the only place the two meet.
#include <QString>
#include <cstddef>
#include <string>

#include "diag/kind.h"

namespace tcpwb::widgets {

std::string toStd(const QString& text);
QString toQt(const std::string& text);
// A diagnostic kind as scripts and the CLI spell it.
QString toQt(diag::Kind kind);

// The QString index of the character that starts at UTF-8 byte `byteOffset`
// of text.toUtf8(); offsets past the end give text.size().
qsizetype qtOffset(const QString& text, std::size_t byteOffset);

// qtOffset for many offsets of one string in increasing order, in one pass
// over it: converting each from the start is quadratic over a long line.
class QtOffsetCursor {
public:
    explicit QtOffsetCursor(const QString& text) : text_(text) {}
    // byteOffset must not be smaller than the previous call's.
    qsizetype at(std::size_t byteOffset);

private:
    const QString& text_;
    std::size_t bytes_ = 0;
    qsizetype index_ = 0;
};

}  // namespace tcpwb::widgets
