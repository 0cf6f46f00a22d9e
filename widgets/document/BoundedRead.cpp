#include "widgets/document/BoundedRead.h"

#include <QIODevice>

namespace tcpwb::widgets {

std::optional<QByteArray> readAtMost(QIODevice& device, qint64 limit) {
    QByteArray bytes;
    // A device or a pipe may hand over less than asked before its end.
    while (bytes.size() <= limit) {
        const QByteArray chunk = device.read(limit + 1 - bytes.size());
        if (chunk.isEmpty()) break;  // the end, or an error: what was read is all there is
        bytes += chunk;
    }
    if (bytes.size() > limit) return std::nullopt;
    return bytes;
}

}  // namespace tcpwb::widgets
