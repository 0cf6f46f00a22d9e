#pragma once
// The one way the workbench reads a file the user opens (documents, projects,
// kernels): at most a limit's bytes. QFile::size() is 0 for a device or a
// pipe, so checking it before readAll() let /dev/zero fill memory.
#include <QByteArray>
#include <optional>

class QIODevice;

namespace tcpwb::widgets {

// The rest of `device` when it holds at most `limit` bytes; nothing when it
// holds more (reading stops one byte past the limit).
std::optional<QByteArray> readAtMost(QIODevice& device, qint64 limit);

}  // namespace tcpwb::widgets
