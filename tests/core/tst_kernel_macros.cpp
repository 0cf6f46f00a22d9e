// A file's own `macro_rules!` macros invoked as items, as the toolchain's
// examples stamp out kernels (memset.rs's `memset_kernel!`, scalar.rs's
// `scalar_fixture!` making a module per type), and generic tensor aliases
// (`type Dm<D> = DmTensor<D, ..>`): the expansions run, are listed where the
// macro is invoked, and their errors are placed at the invocation.
#include <QtTest>

#include <fmt/format.h>

#include "kernel/listing.h"
#include "kernel/parse.h"
#include "kernel/parser.h"
#include "kernel_output_check.h"
#include "sim_run_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using test::Values;

namespace {

// A copy through DM, once per element type, by a macro with ident, ty and expr fragments.
const std::string kCopies =
    "use furiosa_opt_std::prelude::*;\n"
    "axes![A = 256, B = 32];\n"
    "type In<D> = HbmTensor<D, m![1], m![A, B]>;\n"
    "type Dm<D> = DmTensor<D, m![1], m![1 # 2], m![A], m![B]>;\n"
    "macro_rules! copy_kernel {\n"
    "    ($name:ident, $d:ty, $scale:expr) => {\n"
    "        #[device(chip = 1)]\n"
    "        pub fn $name(ctx: &mut Context, input: &In<$d>) -> In<$d> {\n"
    "            let dm: Dm<$d> = input.to_dm(&mut ctx.tdma);\n"
    "            dm.to_hbm(&mut ctx.tdma)\n"
    "        }\n"
    "    };\n"
    "}\n"
    "copy_kernel!(copy_i8, i8, 1);\n"
    "copy_kernel!(copy_bf16, bf16, const { bf16::from_f32(1.0) });\n";

kernel::Program load(const std::string& text, const char* entry) { return test::loadEntry(text, "macros.rs", entry); }

diag::Diagnostic loadError(const std::string& text, const char* entry = "k") {
    auto program = kernel::parseKernel({"macros.rs", text}, {.entry = entry});
    if (program) qFatal("the kernel loaded, but an error was expected:\n%s", text.c_str());
    return program.error();
}

// `d`, the error `text` loaded with, is `kind` at the first `at` and says `words`.
void checkError(const diag::Diagnostic& d, const std::string& text, diag::Kind kind, const std::string& at, const std::string& words) {
    QVERIFY2(d.message.find(words) != std::string::npos, d.message.c_str());
    QCOMPARE(diag::spelling(d.kind), diag::spelling(kind));
    QVERIFY(d.offset);
    QCOMPARE(*d.offset, text.find(at));
}

void expectError(const std::string& text, const char* entry, diag::Kind kind, const std::string& at, const std::string& words) {
    checkError(loadError(text, entry), text, kind, at, words);
}

}  // namespace

class TestKernelMacros : public QObject {
    Q_OBJECT

private slots:
    void anInvokedMacroMakesTheFunctionsItsRulesSay() {
        for (const char* entry : {"copy_i8", "copy_bf16"}) {
            const auto program = load(kCopies, entry);
            test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
        }
        // Their positions are the invocation's: nothing points past the file.
        const auto program = load(kCopies, "copy_bf16");
        const std::size_t invocation = kCopies.find("copy_kernel!(copy_bf16");
        for (const auto& op : program.ops) {
            QVERIFY(op.at.offset < kCopies.size());
            QCOMPARE(op.at.offset, invocation);
        }
    }

    void theListingFindsThemWhereTheMacroIsInvoked() {
        std::string text = kCopies +
                           "macro_rules! fixture {\n"
                           "    ($module:ident, $fn:ident, $d:ty) => {\n"
                           "        pub mod $module {\n"
                           "            use super::*;\n"
                           "            axes![C = 512];\n"
                           "            #[device(chip = 1)]\n"
                           "            pub fn $fn(ctx: &mut Context, x: &HbmTensor<$d, m![1], m![C]>) {}\n"
                           "        }\n"
                           "    };\n"
                           "}\n"
                           "fixture!(wide, make_wide, f32);\n";
        auto entries = kernel::listKernels({"macros.rs", text}, {"c"});
        QVERIFY(entries);
        QCOMPARE(entries->size(), std::size_t{3});
        QCOMPARE((*entries)[0].name, std::string("c::copy_i8"));
        QCOMPARE((*entries)[0].line, kernel::lineColumnOf(text, text.find("copy_kernel!(copy_i8")).line);
        QCOMPARE((*entries)[2].name, std::string("c::wide::make_wide"));
        QCOMPARE((*entries)[2].inlineModules, std::vector<std::string>{"wide"});
        QCOMPARE((*entries)[2].parameters[1].type, std::string("&HbmTensor<f32, m![1], m![C]>"));
    }

    void repetitionsRepeatTheirFragments() {
        // $( $name:ident ),* : one function per name.
        const std::string text =
            "use furiosa_opt_std::prelude::*;\n"
            "axes![A = 256, B = 32];\n"
            "macro_rules! copies {\n"
            "    ($( $name:ident ),*) => {\n"
            "        $(\n"
            "            #[device(chip = 1)]\n"
            "            pub fn $name(ctx: &mut Context, input: &HbmTensor<i32, m![1], m![A, B]>) -> HbmTensor<i32, m![1], m![A, B]> {\n"
            "                let dm: DmTensor<i32, m![1], m![1 # 2], m![A], m![B]> = input.to_dm(&mut ctx.tdma);\n"
            "                dm.to_hbm(&mut ctx.tdma)\n"
            "            }\n"
            "        )*\n"
            "    };\n"
            "}\n"
            "copies!(first, second, third);\n";
        auto entries = kernel::listKernels({"macros.rs", text}, {});
        QVERIFY(entries);
        QCOMPARE(entries->size(), std::size_t{3});
        QCOMPARE((*entries)[2].function, std::string("third"));
        const auto program = load(text, "second");
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
    }

    // An `expr` fragment ends where Rust ends it: at a `,` or `;` outside
    // brackets, and before an optional trailing `$(,)?` (the toolchain's
    // tests/memset_tests.rs writes `$fill:expr $(,)?`). Expressions with
    // commas inside brackets or turbofish generics stay whole.
    void anExpressionFragmentEndsAtItsComma() {
        const std::string text =
            "use furiosa_opt_std::prelude::*;\n"
            "axes![A = 8, B = 4];\n"
            "macro_rules! constant {\n"
            "    ($name:ident, $value:expr $(,)?) => { const $name: usize = $value; };\n"
            "}\n"
            "macro_rules! sum {\n"
            "    ($name:ident = $( $x:expr ),*) => { const $name: usize = 0 $( + $x )*; };\n"
            "}\n"
            "constant!(TRAILING, <m![A, B]>::SIZE / 2,);\n"
            "constant!(BARE, 3);\n"
            "sum!(TOTAL = 1, <m![A]>::SIZE, 4);\n";
        auto file = kernel::parseFile(text);
        QVERIFY2(file, file ? "" : file.error().message.c_str());
        QCOMPARE((*file)->expansions.size(), std::size_t{3});
        const std::string expanded = (*file)->text.substr(text.size());
        QVERIFY2(expanded.find("TRAILING: usize = <m![A, B]>::SIZE / 2;") != std::string::npos, expanded.c_str());
        QVERIFY2(expanded.find("BARE: usize = 3;") != std::string::npos, expanded.c_str());
        QVERIFY2(expanded.find("0 + 1 + <m![A]>::SIZE + 4;") != std::string::npos, expanded.c_str());
    }

    void anExpansionMayInvokeAMacro() {
        const std::string text = kCopies +
                                 "macro_rules! twice {\n"
                                 "    ($a:ident, $b:ident) => { copy_kernel!($a, i8, 0); copy_kernel!($b, i16, 0); };\n"
                                 "}\n"
                                 "twice!(one, two);\n";
        auto entries = kernel::listKernels({"macros.rs", text}, {});
        QVERIFY(entries);
        QCOMPARE(entries->size(), std::size_t{4});
        QCOMPARE((*entries)[3].function, std::string("two"));
        QCOMPARE((*entries)[3].line, kernel::lineColumnOf(text, text.find("twice!(one")).line);
        const auto program = load(text, "two");
        QCOMPARE(program.tensors[test::tensorNamed(program, "dm")].dtype, tensor::DType::I16);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
    }

    // A list walked one name per round, as a tt-muncher does: twenty rounds deep.
    void aMacroMayRecurseOverItsInput() {
        std::string names;
        for (int i = 1; i <= 20; ++i) names += fmt::format(" k{}", i);
        const std::string text = kCopies +
                                 "macro_rules! each {\n"
                                 "    () => {};\n"
                                 "    ($name:ident $($rest:ident)*) => { copy_kernel!($name, i8, 0); each!($($rest)*); };\n"
                                 "}\n"
                                 "each!(" +
                                 names + ");\n";
        auto entries = kernel::listKernels({"macros.rs", text}, {});
        QVERIFY(entries);
        QCOMPARE(entries->size(), std::size_t{22});
        QCOMPARE(entries->back().function, std::string("k20"));
        QCOMPARE(entries->back().line, kernel::lineColumnOf(text, text.find("each!( k1")).line);
        const auto program = load(text, "k20");
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
    }

    // A macro that invokes itself without end is refused at the source's
    // invocation: once per round, after rustc's recursion limit of rounds;
    // more than once per round, when its text passes the expansion limit
    // (each round parses only what it wrote, so neither case costs more than
    // that text).
    void aMacroThatNeverStopsIsRefusedAtItsInvocation() {
        const std::string once = kCopies + "macro_rules! again {\n    () => { again!(); };\n}\nagain!();\n";
        expectError(once, "copy_i8", diag::Kind::too_large, "again!();\n", "still expanding after 128 rounds");

        const std::string doubling = kCopies + "macro_rules! grow {\n    ($($t:tt)*) => { grow!($($t)* $($t)*); };\n}\ngrow!(a b c);\n";
        expectError(doubling, "copy_i8", diag::Kind::too_large, "grow!(a b c)", "expand to more than 262144 bytes");

        // Every token invoking the macro again: the number of expansions doubles each round.
        const std::string spreading =
            kCopies + "macro_rules! spread {\n    ($($t:tt)*) => { $( spread!($t $t); )* };\n}\nspread!(a b c d e f g h);\n";
        expectError(spreading, "copy_i8", diag::Kind::too_large, "spread!(a b", "expand to more than 262144 bytes");
    }

    // An expansion whose text does not parse ends the expansion there, as
    // rustc stops at it: its syntax error is reported at the invocation, and
    // the invocation tree-sitter recovers from the broken text is not expanded
    // again round after round until the limit.
    void anExpansionThatDoesNotParseIsTheLastRound() {
        const std::string broken = kCopies + "macro_rules! broken {\n    () => { fn ( ) {} broken!(); };\n}\nbroken!();\n";
        const diag::Diagnostic d = loadError(broken, "copy_i8");
        checkError(d, broken, diag::Kind::syntax_error, "broken!();\n", "");
        QVERIFY(
            std::any_of(d.notes.begin(), d.notes.end(), [](const auto& n) { return n.message == "in the expansion of `broken!` here"; }));

        // One round was written: the text holds one expansion of `broken!`, not 128.
        const kernel::ParsedFile parsed = kernel::parseSyntax(broken);
        QVERIFY(parsed.file);
        const auto& expansions = parsed.file->expansions;
        QCOMPARE(std::count_if(expansions.begin(), expansions.end(), [](const auto& e) { return e.macro == "broken"; }), 1);
    }

    void anExpansionsErrorIsAtTheInvocation() {
        // The expansion names an element type that does not exist.
        std::string wrongType = kCopies + "copy_kernel!(copy_bad, i33, 0);\n";
        const diag::Diagnostic d = loadError(wrongType, "copy_bad");
        QCOMPARE(diag::spelling(d.kind), diag::spelling(diag::Kind::unknown_name));
        // The invocation wrote `i33` (the `$d` fragment): the error is at it, inside the invocation.
        QCOMPARE(*d.offset, wrongType.find("i33, 0);"));
        QCOMPARE(d.length, std::size_t{3});
        const auto inExpansion = std::find_if(d.notes.begin(), d.notes.end(),
                                              [](const auto& n) { return n.message == "in the expansion of `copy_kernel!` here"; });
        QVERIFY(inExpansion != d.notes.end() && inExpansion->offset);
        QCOMPARE(*inExpansion->offset, wrongType.find("copy_kernel!(copy_bad"));

        // The rule wrote it: the error is at the invocation, and a note at the rule's token.
        const std::string byRule = kCopies +
                                   "macro_rules! typed {\n"
                                   "    ($name:ident) => {\n"
                                   "        #[device(chip = 1)]\n"
                                   "        pub fn $name(ctx: &mut Context, input: &In<i33>) -> In<i33> {\n"
                                   "            let dm: Dm<i32> = input.to_dm(&mut ctx.tdma);\n"
                                   "            dm.to_hbm(&mut ctx.tdma)\n"
                                   "        }\n"
                                   "    };\n"
                                   "}\n"
                                   "typed!(copy_typed);\n";
        const diag::Diagnostic r = loadError(byRule, "copy_typed");
        QCOMPARE(diag::spelling(r.kind), diag::spelling(diag::Kind::unknown_name));
        QCOMPARE(*r.offset, byRule.find("typed!(copy_typed);"));
        const auto rule =
            std::find_if(r.notes.begin(), r.notes.end(), [](const auto& n) { return n.message == "written by this rule of `typed!`"; });
        QVERIFY(rule != r.notes.end() && rule->offset);
        QCOMPARE(byRule.substr(*rule->offset, rule->length), std::string("i33"));
        QVERIFY(*rule->offset > byRule.find("macro_rules! typed") && *rule->offset < byRule.find("typed!(copy_typed)"));

        // No rule matches: at the macro's name.
        std::string noRule = kCopies + "copy_kernel!(copy_bad);\n";
        expectError(noRule, "copy_i8", diag::Kind::unsupported_construct, "copy_kernel!(copy_bad);", "no rule of `copy_kernel!` matches");

        // A macro the file does not define stays refused where it is.
        std::string unknown = kCopies + "other!(x);\n";
        expectError(unknown, "copy_i8", diag::Kind::unsupported_construct, "other!(x);", "the macro `other!` is not supported as an item");
    }

    void aRunTimeAssertIsRefused() {
        // negative/runtime_panic.rs's shape: the device cannot stop a kernel; the toolchain refuses it.
        for (const char* check : {"assert!(b < 1000, \"guard\");", "panic!(\"stop\");"}) {
            const std::string text =
                std::string(
                    "use furiosa_opt_std::prelude::*;\n"
                    "axes![A = 8, B = 32];\n"
                    "#[device(chip = 1)]\n"
                    "pub fn k(ctx: &mut Context, input: HbmTensorView<'_, i8, m![1], m![A, B]>) -> HbmTensor<i8, m![1], m![A, B]> {\n"
                    "    let mut output = HbmTensor::<i8, m![1], m![A, B]>::new();\n"
                    "    for b in 0..<m![B]>::SIZE {\n"
                    "        ") +
                check +
                "\n"
                "    }\n"
                "    output\n"
                "}\n";
            expectError(text, "k", diag::Kind::unsupported_construct, check, "is not supported in a device function");
        }
    }

    void aShapeGuardIsCheckedWhenTheKernelLoads() {
        // unevaluated_const.rs's and stotrf_table_lookup.rs's `const { assert!(..) }`.
        auto text = [](const std::string& guard) {
            return "use furiosa_opt_std::prelude::*;\n"
                   "axes![A = 8, B = 32];\n"
                   "type Rows = m![A];\n"
                   "#[device(chip = 1)]\n"
                   "pub fn k(ctx: &mut Context, input: &HbmTensor<i8, m![1], m![A, B]>) -> HbmTensor<i8, m![1], m![A, B]> {\n"
                   "    " +
                   guard +
                   "\n"
                   "    input.to_hbm(&mut ctx.tdma)\n"
                   "}\n";
        };
        const std::string holds = text(
            "const {\n"
            "        assert!(<m![B]>::SIZE % 32 == 0, \"B must be a multiple of 32\");\n"
            "        assert!(B::SIZE >= Rows::SIZE && A::SIZE <= 8);\n"
            "        assert_eq!(A::SIZE * 4, B::SIZE);\n"
            "    };");
        const auto program = load(holds, "k");
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });

        const std::string fails = text("const { assert!(<m![B]>::SIZE % 64 == 0, \"B must be a multiple of 64\") };");
        expectError(fails, "k", diag::Kind::invalid_constant, "assert!(<m![B]>", "fails when the kernel loads: B must be a multiple of 64");
        const std::string unequal = text("const { assert_ne!(A::SIZE, 8); }");
        expectError(unequal, "k", diag::Kind::invalid_constant, "assert_ne!", "`assert_ne!` fails when the kernel loads: A::SIZE, 8");
        // Any other const block is still refused.
        const std::string other = text("const { let x = 1; };");
        expectError(other, "k", diag::Kind::unsupported_construct, "const { let", "`const` is not supported in kernels");
    }

    void aGenericAliasIsReadWithItsArguments() {
        const std::string text = kCopies;
        const auto program = load(text, "copy_i8");
        QCOMPARE(program.tensors[test::tensorNamed(program, "dm")].dtype, tensor::DType::I8);
        QCOMPARE(program.tensors[test::tensorNamed(program, "dm")].mappings[1].text, std::string("m![1 # 2]"));
        // Its arguments are counted, and a generic alias of a mapping means nothing.
        std::string twoArgs = text;
        twoArgs.replace(twoArgs.find("let dm: Dm<$d>"), 14, "let dm: Dm<$d, $d>");
        expectError(twoArgs, "copy_i8", diag::Kind::arity_mismatch, "copy_kernel!(copy_i8", "`Dm` takes 1 type argument, found 2");
        // (Host code: set aside, and refused where a kernel uses it.)
        std::string mapping = text;
        mapping.insert(mapping.find("macro_rules!"), "type Rows<T> = m![A];\n");
        mapping.replace(mapping.find("let dm: Dm<$d>"), 14, "let dm: DmTensor<$d, m![1], m![1 # 2], Rows<u8>, m![B]>");
        expectError(mapping, "copy_i8", diag::Kind::unsupported_construct, "copy_kernel!(copy_i8",
                    "`Rows` is host code the workbench does not read, so a kernel cannot use it: a generic `type` alias of anything but "
                    "a tensor type");
    }
};

QTEST_APPLESS_MAIN(TestKernelMacros)
#include "tst_kernel_macros.moc"
