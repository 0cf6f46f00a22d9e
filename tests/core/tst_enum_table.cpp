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

// A parse compared as a number (-1 for none): comparing std::optional<Colour>
// directly draws GCC 12's -Wmaybe-uninitialized false positive under ASan.
constexpr int kNone = -1;
int numberOf(std::optional<Colour> parsed) { return parsed ? static_cast<int>(*parsed) : kNone; }

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
        for (const auto& [value, spelling] : kColours) QCOMPARE(numberOf(parseEnum(kColours, nameOf(kColours, value))), int(value));
        QCOMPARE(numberOf(parseEnum(kColours, "green")), kNone);
        QCOMPARE(numberOf(parseEnum(kColours, "red ")), kNone);
        QCOMPARE(numberOf(parseEnum(kColours, "")), kNone);
    }

    void parsesAnyCaseWhenAsked() {
        QCOMPARE(numberOf(parseEnumAnyCase(kColours, "green")), int(Colour::Green));
        QCOMPARE(numberOf(parseEnumAnyCase(kColours, "Blue")), int(Colour::Blue));
        QCOMPARE(numberOf(parseEnumAnyCase(kColours, "RED")), int(Colour::Red));
        QCOMPARE(numberOf(parseEnumAnyCase(kColours, "gren")), kNone);
        QCOMPARE(numberOf(parseEnumAnyCase(kColours, "redd")), kNone);
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
