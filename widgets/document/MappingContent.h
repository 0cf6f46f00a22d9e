#pragma once
// What a mapping-studio document holds: exactly the fields of a
// `*.tcpwb.json` file, as the user typed them. Everything derived from them
// (sizes, normal forms, diagnostics) lives in Derivation, never here.
#include <QList>
#include <QString>

namespace tcpwb::widgets {

// A named mapping usable as `{ Name }` in the expression and in later aliases.
struct AliasEntry {
    QString name;
    QString expression;

    friend bool operator==(const AliasEntry&, const AliasEntry&) = default;
};

struct MappingContent {
    QString axes;
    QList<AliasEntry> aliases;  // in the order the user wrote them
    QString expression;

    friend bool operator==(const MappingContent&, const MappingContent&) = default;
};

}  // namespace tcpwb::widgets
