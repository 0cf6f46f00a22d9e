// util/enum_table.h: one table read both ways, and the completeness check
// that stands in for -Wswitch.
#include <QtTest>

#include <cstdint>

#include "util/enum_table.h"

using namespace tcpwb;

namespace {

enum class Colour : std::uint8_t { Red, Green, Blue };
struct Holder {
    enum class Nested { First, Second };
};

constexpr EnumTable<Colour, 3> kColours{{{Colour::Red, "red"}, {Colour::Green, "Green"}, {Colour::Blue, "BLUE"}}};
constexpr EnumTable<Colour, 2> kMissingLast{{{Colour::Red, "red"}, {Colour::Green, "green"}}};
constexpr EnumTable<Colour, 3> kOutOfOrder{{{Colour::Green, "green"}, {Colour::Red, "red"}, {Colour::Blue, "blue"}}};
constexpr EnumTable<Colour, 3> kTwice{{{Colour::Red, "red"}, {Colour::Red, "rouge"}, {Colour::Blue, "blue"}}};
constexpr EnumTable<Holder::Nested, 2> kNested{{{Holder::Nested::First, "first"}, {Holder::Nested::Second, "second"}}};

// The checks are constant expressions: a table that fails one stops the build.
static_assert(listsEveryEnumerator(kColours));
static_assert(listsEveryEnumerator(kNested));
static_assert(!listsEveryEnumerator(kMissingLast));
static_assert(!listsEveryEnumerator(kOutOfOrder));
static_assert(!listsEveryEnumerator(kTwice));
static_assert(nameOf(kColours, Colour::Blue) == "BLUE");
static_assert(parseEnum(kColours, "Green") == Colour::Green);

}  // namespace

class EnumTableTest : public QObject {
    Q_OBJECT

private slots:
    void namesEveryValue() {
        QCOMPARE(nameOf(kColours, Colour::Red), std::string_view("red"));
        QCOMPARE(nameOf(kColours, Colour::Green), std::string_view("Green"));
        QCOMPARE(nameOf(kNested, Holder::Nested::Second), std::string_view("second"));
    }

    void aValueOutsideTheTableHasNoName() { QVERIFY(nameOf(kMissingLast, Colour::Blue).empty()); }

    void parsesExactlyWhatItPrints() {
        for (const auto& [value, spelling] : kColours) QCOMPARE(parseEnum(kColours, nameOf(kColours, value)), std::optional(value));
        QCOMPARE(parseEnum(kColours, "green"), std::optional<Colour>());
        QCOMPARE(parseEnum(kColours, "red "), std::optional<Colour>());
        QCOMPARE(parseEnum(kColours, ""), std::optional<Colour>());
    }

    void parsesAnyCaseWhenAsked() {
        QCOMPARE(parseEnumAnyCase(kColours, "green"), std::optional(Colour::Green));
        QCOMPARE(parseEnumAnyCase(kColours, "Blue"), std::optional(Colour::Blue));
        QCOMPARE(parseEnumAnyCase(kColours, "RED"), std::optional(Colour::Red));
        QCOMPARE(parseEnumAnyCase(kColours, "gren"), std::optional<Colour>());
        QCOMPARE(parseEnumAnyCase(kColours, "redd"), std::optional<Colour>());
    }

    void tellsEnumeratorsFromOtherValues() {
        QVERIFY(detail::isEnumerator<Colour::Blue>());
        QVERIFY(!detail::isEnumerator<static_cast<Colour>(3)>());
        QVERIFY(detail::isEnumerator<Holder::Nested::First>());
        QVERIFY(!detail::isEnumerator<static_cast<Holder::Nested>(2)>());
    }
};

QTEST_MAIN(EnumTableTest)
#include "tst_enum_table.moc"
