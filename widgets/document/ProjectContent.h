#pragma once
// What a project holds: every design (mapping-studio document) a user is
// working on, each with a name, and which one is open. Exactly the fields of
// a `*.tcpwbproj.json` file.
#include <QList>
#include <QString>

#include "widgets/document/MappingContent.h"

namespace tcpwb::widgets {

struct Design {
    QString name;
    MappingContent content;

    friend bool operator==(const Design&, const Design&) = default;
};

struct ProjectContent {
    QList<Design> designs;  // never empty in a valid project
    int active = 0;         // index into designs

    friend bool operator==(const ProjectContent&, const ProjectContent&) = default;
};

}  // namespace tcpwb::widgets
