#pragma once
// Reading and writing `*.tcpwb.json` (format "tcpwb-mapping-studio",
// version 1). Pure functions over bytes so they are easy to test and a bad
// file can never touch the document that is open.
#include <QByteArray>
#include <QString>
#include <variant>

#include "widgets/document/MappingContent.h"

namespace tcpwb::widgets {

inline constexpr auto kDocumentFormat = "tcpwb-mapping-studio";
inline constexpr int kDocumentVersion = 1;

// The content, or a message saying what is wrong with the bytes.
using ParsedDocument = std::variant<MappingContent, QString>;

ParsedDocument parseDocument(const QByteArray& json);
QByteArray serializeDocument(const MappingContent& content);

// File wrappers: the message names the file on failure.
ParsedDocument readDocumentFile(const QString& path);
// An empty string on success, else what went wrong.
QString writeDocumentFile(const QString& path, const MappingContent& content);

}  // namespace tcpwb::widgets
