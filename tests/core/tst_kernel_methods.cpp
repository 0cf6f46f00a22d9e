// The method tables: every method is found by its name through one registry,
// an alias is a second spelling of the same entry, and the unknown-method
// errors list what the tables hold.
#include <QtTest>

#include <set>
#include <string>

#include "kernel/methods.h"
#include "kernel/parse.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::kernel;
using namespace tcpwb::kernel::detail;

namespace {

const std::string kStream =
    "axes![A = 2048];\n"
    "let input: DmTensor<i32, m![1], m![1 # 2], m![A / 8 # 256], m![A % 8]> = ...;\n"
    "let out = ctx.main.begin(input.view()).fetch::<i32, m![1], m![A % 8]>().METHOD();\n";

diag::Diagnostic errorOf(const std::string& text) {
    auto program = parseKernel({"k.rs", text});
    if (program) qFatal("the kernel loaded, but an error was expected");
    return program.error();
}

Value unitHandler(MethodCall&) { return {}; }

}  // namespace

class KernelMethods : public QObject {
    Q_OBJECT

private slots:
    void everyEntryHasAHandlerAndOneName() {
        for (const MethodTable* table : {&contextMethodTable(), &streamMethodTable(), &tensorMethodTable(), &viewMethodTable()}) {
            std::set<std::string_view> names;
            for (const MethodSpec* spec : table->specs()) {
                QVERIFY2(spec->handler, std::string(spec->name).c_str());
                QVERIFY2(names.insert(spec->name).second, std::string(spec->name).c_str());
                QCOMPARE(table->find(spec->name), spec);
            }
        }
    }

    void findsByNameAndPrefix() {
        const MethodTable& stream = streamMethodTable();
        QCOMPARE(stream.find("fetch")->name, std::string_view("fetch"));
        QCOMPARE(stream.find("vector_fp_unary")->name, std::string_view("vector_*"));
        QVERIFY(stream.find("vector_fp_unary")->joinsVectorRun);
        QVERIFY(stream.find("fetch")->beforeSources);
        QVERIFY(!stream.find("commit")->beforeSources);
        QVERIFY(!stream.find("fetc"));
        QVERIFY(!stream.find("vector"));
        QCOMPARE(tensorMethodTable().find("to_dm")->memories, (std::vector<Memory>{Memory::Hbm, Memory::Dm}));
        QVERIFY(viewMethodTable().find("to_hbm_view"));
        QVERIFY(!tensorMethodTable().find("to_hbm_view"));
        QVERIFY(!viewMethodTable().find("to_dm"));
    }

    // A second dialect's spelling is one alias on the same entry; the listing
    // keeps the manual's names only.
    void anAliasFindsTheSameEntry() {
        const std::vector<MethodSpec> engine = {
            {.name = "contract", .aliases = {"contract_packet"}, .handler = unitHandler},
            {.name = "commit", .handler = unitHandler},
        };
        MethodTable table({&engine});
        QCOMPARE(table.find("contract_packet"), &engine[0]);
        QCOMPARE(table.find("contract"), &engine[0]);
        QVERIFY(!table.find("contract_outer"));
        QCOMPARE(table.names(), std::string("contract, commit"));
    }

    void theUnknownStreamMethodErrorListsTheTable() {
        std::string text = kStream;
        text.replace(text.find("METHOD"), 6, "frobnicate");
        diag::Diagnostic d = errorOf(text);
        QCOMPARE(d.kind, diag::Kind::unsupported_construct);
        QCOMPARE(d.message, "`frobnicate` is not a stream method; supported: " + streamMethodTable().names());
        QCOMPARE(streamMethodTable().names(),
                 std::string("fetch, fetch_mask, fetch_table_lookup, fetch_cast, fetch_zero_point_sub, switch, collect, align, "
                             "contract, accumulate, contract_outer, contract_packet, contract_time, contract_lane, vector_*, cast, "
                             "transpose, commit, commit_view, to_trf, to_vrf, commit_trim, commit_cast, commit_cast_relu, "
                             "commit_valid_count_pack"));
        QCOMPARE(*d.offset, text.find("frobnicate"));
    }

    // The table's signature is what the arity error quotes, at the call.
    void theArityErrorQuotesTheSpec() {
        std::string text = kStream;
        text.replace(text.find("METHOD()"), 8, "collect::<m![1], m![A % 8]>(7)");
        diag::Diagnostic d = errorOf(text);
        QCOMPARE(d.kind, diag::Kind::arity_mismatch);
        QCOMPARE(d.message, std::string("`collect::<Time, Packet>()` takes 0 arguments, found 1"));
    }
};

QTEST_GUILESS_MAIN(KernelMethods)
#include "tst_kernel_methods.moc"
