#pragma once
// The one way the workbench writes a file (documents, projects, autosaves,
// exported views, screenshots): util::writeFileAtomically, so a full disk or
// a failed write never replaces a file with a short or empty one. QSaveFile
// is not used: on Qt 6.4 its commit() renames a temporary file whose
// buffered write failed with "No space left on device", leaving 0 bytes.
#include <QByteArray>
#include <QString>

namespace tcpwb::widgets {

// An empty string once all of bytes are on disk under path; else the
// system's reason ("No space left on device"), and path is as it was.
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

}  // namespace tcpwb::widgets
