#pragma once
// Core speaks UTF-8 std::string and reports byte offsets; Qt speaks UTF-16
// QString. These conversions are the only place the two meet.
#include <QString>
#include <cstddef>
#include <string>

namespace tcpwb::widgets {

std::string toStd(const QString& text);
QString toQt(const std::string& text);

// The QString index of the character that starts at UTF-8 byte `byteOffset`
// of text.toUtf8(); offsets past the end give text.size().
qsizetype qtOffset(const QString& text, std::size_t byteOffset);

}  // namespace tcpwb::widgets
