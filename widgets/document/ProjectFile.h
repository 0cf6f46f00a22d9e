#pragma once
// Reading and writing `*.tcpwbproj.json` (format "tcpwb-project", version 1):
//
//   {"format": "tcpwb-project", "version": 1, "active": 0,
//    "designs": [{"name": "gemm", "document": { …a *.tcpwb.json object… }}]}
//
// Opening a single `*.tcpwb.json` gives a one-design project. Saving goes
// through writeFileAtomically, so a failed write leaves the previous file as
// it was.
#include <QByteArray>
#include <QString>
#include <variant>

#include "widgets/document/ProjectContent.h"

namespace tcpwb::widgets {

inline constexpr auto kProjectFormat = "tcpwb-project";
inline constexpr int kProjectVersion = 1;
inline constexpr auto kProjectSuffix = ".tcpwbproj.json";

// What a file turned out to be: projects and single designs open alike.
enum class FileKind { Project, Design };

struct LoadedProject {
    ProjectContent content;
    FileKind kind = FileKind::Project;
};

// The content, or a message saying what is wrong with the bytes.
using ParsedProject = std::variant<LoadedProject, QString>;

// A project, or a single mapping-studio document (told apart by "format").
// designName names the design when the bytes are a single document.
ParsedProject parseProjectOrDesign(const QByteArray& json, const QString& designName);
QByteArray serializeProject(const ProjectContent& content);

// File wrappers: the message names the file on failure.
ParsedProject readProjectFile(const QString& path);
// An empty string on success, else what went wrong.
QString writeProjectFile(const QString& path, const ProjectContent& content);

// The name a design read from path gets: the file name without ".tcpwb.json".
QString designNameFor(const QString& path);

}  // namespace tcpwb::widgets
