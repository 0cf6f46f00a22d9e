#include "widgets/document/AtomicWrite.h"

#include <QFile>
#include <string_view>

#include "util/atomic_file.h"

namespace tcpwb::widgets {

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
    const std::optional<std::string> failed =
        util::writeFileAtomically(QFile::encodeName(path).toStdString(), std::string_view(bytes.constData(), std::size_t(bytes.size())));
    return failed ? QString::fromStdString(*failed) : QString();
}

}  // namespace tcpwb::widgets
