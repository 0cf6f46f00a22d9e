// The Vector Engine's method table: a call's name resolves to one entry and
// the suffixes it was written with, and the unknown-method fix lists the table.
#include <QtTest>

#include <set>
#include <string>

#include "vector/chain_checker.h"
#include "../diag_kind_text.h"

using namespace tcpwb::vector;
using namespace tcpwb::vector::detail;

class VectorChainMethods : public QObject {
    Q_OBJECT

private slots:
    void everyEntryHasAHandlerAndOneName() {
        std::set<std::string_view> names;
        for (const ChainMethod& method : chainMethods()) {
            QVERIFY2(method.handler, std::string(method.name).c_str());
            QVERIFY2(names.insert(method.name).second, std::string(method.name).c_str());
            QCOMPARE(method.stage.has_value(), method.handler == &Checker::stageCall);
        }
    }

    void resolvesSuffixes() {
        auto call = resolveChainMethod("vector_fxp_zip_with_mode");
        QVERIFY(call);
        QCOMPARE(call->method.name, std::string_view("vector_fxp"));
        QVERIFY(call->zip);
        QVERIFY(call->withMode);
        QCOMPARE(call->kind(), Step::Kind::Zip);
        QCOMPARE(call->stage(), Stage::Fxp);

        QVERIFY(!resolveChainMethod("vector_fxp_with_mode_zip"));  // _with_mode comes last
        QVERIFY(!resolveChainMethod("vector_split_zip"));          // only operator calls zip
        QVERIFY(!resolveChainMethod("vector_init_with_mode"));     // only stage calls take suffixes
        QVERIFY(!resolveChainMethod("vector_fp"));                 // only as vector_fp_zip
        QVERIFY(resolveChainMethod("vector_fp_zip"));
        QCOMPARE(resolveChainMethod("vector_fp_unary_with_mode")->method.operatorArity, std::optional<int>(1));
        QVERIFY(resolveChainMethod("vector_init")->method.opensChain);
        QVERIFY(!resolveChainMethod("vector_frobnicate"));
    }

    // The toolchain's spellings are aliases of the same entries, with their suffixes.
    void resolvesTheToolchainsSpellings() {
        QCOMPARE(resolveChainMethod("vector_narrow_split")->method.name, std::string_view("vector_split"));
        QCOMPARE(resolveChainMethod("vector_narrow_trim")->method.name, std::string_view("vector_trim_way4"));
        QCOMPARE(resolveChainMethod("vector_widen_concat")->method.name, std::string_view("vector_concat"));
        QCOMPARE(resolveChainMethod("vector_widen_pad")->method.name, std::string_view("vector_pad_way8"));
        QVERIFY(resolveChainMethod("vector_intra_slice_tag")->method.tagMode);
        QVERIFY(!resolveChainMethod("vector_intra_slice_branch")->method.tagMode);
        QCOMPARE(canonicalMethod("vector_widen_concat"), std::string_view("vector_concat"));
        QCOMPARE(canonicalMethod("vector_fxp_zip"), std::string_view("vector_fxp_zip"));
        QCOMPARE(canonicalMethod("no_such_method"), std::string_view("no_such_method"));
    }

    void theUnknownMethodFixListsTheTable() {
        QCOMPARE(chainMethodsHelp(),
                 std::string("use vector_init, vector_intra_slice_branch, vector_intra_slice_tag, vector_intra_slice_unzip, "
                             "vector_inter_slice_reduce, vector_logic, vector_fxp, vector_fxp_to_fp, "
                             "vector_split (vector_narrow_split), vector_trim_way4 (vector_narrow_trim), "
                             "vector_fp_unary/binary/ternary, vector_intra_slice_reduce, vector_fp_div, "
                             "vector_concat (vector_widen_concat), vector_pad_way8 (vector_widen_pad), vector_fp_to_fxp, "
                             "vector_clip, vector_filter, vector_stash, vector_reinterpret, the _zip and "
                             "_with_mode forms, or vector_final"));
        auto chain = checkChain("vector_init().vector_frobnicate().vector_final()", Scalar::I32);
        QVERIFY(!chain);
        QCOMPARE(chain.error().kind, tcpwb::diag::Kind::unknown_method);
        QCOMPARE(*chain.error().fix, chainMethodsHelp());
    }
};

QTEST_GUILESS_MAIN(VectorChainMethods)
#include "tst_vector_chain_methods.moc"
