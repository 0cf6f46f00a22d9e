// The registry of diagnostic kinds (core/diag/kinds.def): one spelling per
// kind, the CLI's exit status from the category, and the diagnostic's
// severity and located notes.
#include <QtTest>

#include <fmt/format.h>

#include <set>
#include <sstream>
#include <string>

#include "diag/diagnostic.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using diag::Category;
using diag::Kind;

namespace {

bool isSnakeCase(std::string_view name) {
    if (name.empty() || name.front() < 'a' || name.front() > 'z' || name.back() == '_') return false;
    for (std::size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
        if (!ok || (c == '_' && name[i - 1] == '_')) return false;
    }
    return true;
}

}  // namespace

class DiagKinds : public QObject {
    Q_OBJECT

private slots:
    void everySpellingIsUniqueAndSnakeCase() {
        std::set<std::string_view> seen;
        for (Kind kind : diag::allKinds()) {
            const std::string_view name = diag::spelling(kind);
            QVERIFY2(isSnakeCase(name), std::string(name).c_str());
            QVERIFY2(seen.insert(name).second, std::string(name).c_str());
        }
        QVERIFY(seen.size() > 200);
    }

    void kindNamedRoundTrips() {
        for (Kind kind : diag::allKinds()) QCOMPARE(diag::kindNamed(diag::spelling(kind)), std::optional<Kind>(kind));
        QVERIFY(!diag::kindNamed("no_such_kind"));
        QVERIFY(!diag::kindNamed(""));
        QVERIFY(!diag::kindNamed("Capacity"));  // spellings are exact
        QCOMPARE(diag::kindNamed("capacity_exceeded"), std::optional<Kind>(Kind::capacity_exceeded));
    }

    void categoriesGiveTheExitStatus() {
        QCOMPARE(diag::exitStatus(Category::Input), 2);
        QCOMPARE(diag::exitStatus(Category::Io), 2);
        QCOMPARE(diag::exitStatus(Category::Internal), 2);
        QCOMPARE(diag::exitStatus(Category::HardwareRule), 1);
        QCOMPARE(diag::exitStatus(Category::Simulation), 1);
        for (Kind kind : diag::allKinds()) QCOMPARE(diag::exitStatus(kind), diag::exitStatus(diag::categoryOf(kind)));
    }

    // The kinds whose exit status the CLI documents, as it gives them.
    void documentedExitStatuses() {
        QCOMPARE(diag::categoryOf(Kind::syntax_error), Category::Input);
        QCOMPARE(diag::exitStatus(Kind::too_large), 2);
        QCOMPARE(diag::exitStatus(Kind::structure), 2);           // dma: the tensor's mapping has the wrong form
        QCOMPARE(diag::exitStatus(Kind::bad_schedule_input), 2);  // schedule: not an operation list
        QCOMPARE(diag::exitStatus(Kind::no_outputs), 2);          // run: a kernel that writes nothing
        QCOMPARE(diag::categoryOf(Kind::kernel_io_error), Category::Io);
        QCOMPARE(diag::exitStatus(Kind::kernel_io_error), 2);
        QCOMPARE(diag::exitStatus(Kind::internal_error), 2);
        QCOMPARE(diag::exitStatus(Kind::out_of_memory), 2);
        QCOMPARE(diag::categoryOf(Kind::capacity), Category::HardwareRule);
        QCOMPARE(diag::categoryOf(Kind::capacity_exceeded), Category::Simulation);
        QCOMPARE(diag::exitStatus(Kind::write_past_tensor), 1);
        QCOMPARE(diag::exitStatus(Kind::alu_in_use), 1);
        QCOMPARE(diag::exitStatus(Kind::topology_syntax), 1);  // a kernel's topology argument is a rule
    }

    void everyCategoryHasAName() {
        for (Category c : {Category::Input, Category::HardwareRule, Category::Simulation, Category::Io, Category::Internal})
            QVERIFY(!diag::categoryName(c).empty());
    }

    void kindsFormatAsTheirSpelling() {
        QCOMPARE(fmt::format("error[{}]", Kind::alu_in_use), std::string("error[alu_in_use]"));
        std::ostringstream out;
        out << Kind::trace_truncated;
        QCOMPARE(out.str(), std::string("trace_truncated"));
        QCOMPARE(diag::kindText(Kind::cancelled), QStringLiteral("cancelled"));
    }

    void severityDefaultsToError() {
        const diag::Diagnostic d(Kind::capacity, "too big");
        QCOMPARE(int(d.severity), int(diag::Severity::Error));
        QCOMPARE(int(diag::Diagnostic().severity), int(diag::Severity::Error));
        diag::Diagnostic w(Kind::masking, "left as memory holds");
        w.withSeverity(diag::Severity::Warning);
        QCOMPARE(int(w.severity), int(diag::Severity::Warning));
    }

    void notesKeepTheirLocation() {
        diag::Diagnostic d(Kind::unknown_alias, "in alias `Row`: no axis `Q`", 4, 3);
        d.withNote("declared here", 20, 5).withNote("no location");
        QCOMPARE(d.notes.size(), std::size_t{2});
        QCOMPARE(d.notes[0].message, std::string("declared here"));
        QCOMPARE(d.notes[0].offset, std::optional<std::size_t>(20));
        QCOMPARE(d.notes[0].length, std::size_t{5});
        QCOMPARE(d.notes[1].message, std::string("no location"));
        QVERIFY(!d.notes[1].offset);
        QCOMPARE(d.notes[1].length, std::size_t{0});
        QCOMPARE(d.offset, std::optional<std::size_t>(4));  // the diagnostic's own location is its own
    }
};

QTEST_GUILESS_MAIN(DiagKinds)
#include "tst_diag_kinds.moc"
