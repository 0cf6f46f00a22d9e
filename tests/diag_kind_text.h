#pragma once
// Diagnostic kinds in Qt Test: QCOMPARE(d.kind, diag::Kind::x) prints the
// kinds' spellings when it fails (QTest finds toString by argument-dependent
// lookup), and kindText gives the spelling for tests that compare text.
#include <QString>
#include <QtTest>

#include <string>

#include "diag/kind.h"

namespace tcpwb::diag {

inline char* toString(Kind kind) { return qstrdup(std::string(spelling(kind)).c_str()); }

inline QString kindText(Kind kind) {
    const std::string_view name = spelling(kind);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

}  // namespace tcpwb::diag
