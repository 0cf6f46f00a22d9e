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

// The stream a sequencer makes of the expression's buffer: Time and Packet
// mappings, the element type, which engine reads or writes it, and in which
// context. Empty Time and Packet: no stream is being designed.
struct StreamSettings {
    QString slice;  // across the cluster's slices (Switch Engine, VCG)
    QString time;
    QString packet;
    QString dtype = QStringLiteral("i8");
    QString engine = QStringLiteral("fetch");  // sequencer, fetch, commit or dma
    QString context = QStringLiteral("main");  // main or sub
    QString topology;                          // the Switch Engine's, e.g. `Broadcast01 slice1=2 slice0=2 time0=4`
    QString reduce;                            // the axes a Valid Count Generator tracks, e.g. `R` or `H, W`

    bool requested() const { return !time.trimmed().isEmpty() || !packet.trimmed().isEmpty(); }
    friend bool operator==(const StreamSettings&, const StreamSettings&) = default;
};

struct MappingContent {
    QString axes;
    QList<AliasEntry> aliases;  // in the order the user wrote them
    QString expression;         // the buffer's Element mapping
    StreamSettings stream;

    friend bool operator==(const MappingContent&, const MappingContent&) = default;
};

}  // namespace tcpwb::widgets
