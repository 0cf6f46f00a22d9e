// Host code beside the kernels: what rustc compiles into the crate but no
// device function runs (an `enum`, an `impl`, a helper with a closure, a
// test module) is left out or set aside, so the kernels of its file still
// load; a kernel that uses it is refused at the use, with the reason.
#include <QtTest>

#include <algorithm>

#include "kernel/crate.h"
#include "kernel/parse.h"
#include "kernel/parser.h"
#include "kernel_output_check.h"
#include "sim_run_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using test::Values;

namespace {

const std::string kCopy =
    "#[device(chip = 1)]\n"
    "pub fn copy(ctx: &mut Context, input: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {\n"
    "    let x: DmTensor<i32, m![1], m![1 # 2], m![A / 8], m![A % 8]> = input.to_dm(&mut ctx.tdma);\n"
    "    x.to_hbm(&mut ctx.tdma)\n"
    "}\n";

const std::string kHostCode =
    "pub enum Mode { Fast, Slow }\n"
    "pub struct Config { pub n: usize }\n"
    "impl Config {\n"
    "    pub fn new() -> Self { Config { n: 3 } }\n"
    "}\n"
    "pub trait Shape { fn size(&self) -> usize; }\n"
    "fn doubled(n: usize) -> usize {\n"
    "    let v: Vec<usize> = (0..n).map(|i| i * 2).collect();\n"
    "    v.len()\n"
    "}\n"
    "fn checked(v: &[i32]) -> Option<i32> { Some(v.first()?.abs()) }\n"
    "static COUNT: usize = 4;\n";

const std::string kTests =
    "#[cfg(test)]\n"
    "mod tests {\n"
    "    use super::*;\n"
    "    #[test]\n"
    "    fn copies() { let v: Vec<i32> = (0..4).map(|i| i * 2).collect(); assert_eq!(v.len(), 4); }\n"
    "}\n"
    "#[test]\n"
    "fn outside() { let f = |x: i32| x + 1; assert_eq!(f(1), 2); }\n";

std::string kernelFile(const std::string& between, const std::string& kernel = kCopy) {
    return "use furiosa_opt_std::prelude::*;\naxes![A = 2048];\n" + between + kernel;
}

diag::Diagnostic loadError(const std::string& text, const char* entry) {
    auto program = kernel::parseKernel({"host.rs", text}, {.entry = entry});
    if (program) qFatal("the kernel loaded, but an error was expected:\n%s", text.c_str());
    return program.error();
}

}  // namespace

class TestKernelHostCode : public QObject {
    Q_OBJECT

private slots:
    void aKernelBesideHostCodeRuns() {
        const std::string text = kernelFile(kHostCode + kTests);
        const kernel::ParsedFile parsed = kernel::parseSyntax(text);
        QVERIFY2(parsed.errors.empty(), parsed.errors.empty() ? "" : parsed.errors.front().message.c_str());
        const auto program = test::loadEntry(text, "host.rs", "copy");
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
    }

    // Each item is set aside with the first construct kernels cannot read.
    void setAsideItemsKeepTheirReason() {
        const std::string text = kernelFile(kHostCode);
        const kernel::ParsedFile parsed = kernel::parseSyntax(text);
        auto named = [&](const std::string& name) -> const kernel::ast::Item& {
            for (const kernel::ast::Stmt& s : parsed.file->stmts)
                if (s.item && s.item->name == name) return *s.item;
            qFatal("no item %s", name.c_str());
        };
        auto reasonAt = [&](const kernel::ast::Item& item) { return text.substr(*item.unread->offset, item.unread->length); };
        QCOMPARE(named("Mode").kind, kernel::ast::Item::Kind::Unread);
        QCOMPARE(reasonAt(named("Mode")), std::string("enum"));
        QVERIFY(named("doubled").unread);
        QVERIFY2(named("doubled").unread->message.starts_with("a closure is not supported in kernels"),
                 named("doubled").unread->message.c_str());
        QVERIFY(named("checked").unread);
        QCOMPARE(named("COUNT").kind, kernel::ast::Item::Kind::Unread);
        QVERIFY(!named("Config").unread);  // a plain struct is read
    }

    // A test build's items are not in the file kernels see.
    void testOnlyItemsAreLeftOut() {
        const kernel::ParsedFile parsed = kernel::parseSyntax(kernelFile(kTests));
        QVERIFY(parsed.errors.empty());
        for (const kernel::ast::Stmt& s : parsed.file->stmts) {
            QVERIFY(!s.item || s.item->name != "tests");
            QVERIFY(!s.item || s.item->name != "outside");
        }
    }

    void aKernelThatUsesHostCodeIsRefusedAtTheUse() {
        const std::string call = kernelFile(kHostCode,
                                            "#[device(chip = 1)]\n"
                                            "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, m![1], m![A]>) -> "
                                            "HbmTensor<i32, m![1], m![A]> {\n"
                                            "    const N: usize = doubled(4);\n"
                                            "    let x: DmTensor<i32, m![1], m![1 # 2], m![A / 8], m![A % 8]> = "
                                            "input.to_dm(&mut ctx.tdma);\n"
                                            "    x.to_hbm(&mut ctx.tdma)\n"
                                            "}\n");
        const diag::Diagnostic d = loadError(call, "k");
        QCOMPARE(diag::spelling(d.kind), diag::spelling(diag::Kind::unsupported_construct));
        QCOMPARE(*d.offset, call.find("doubled(4)"));
        QVERIFY2(d.message.starts_with("`doubled` is host code the workbench does not read, so a kernel cannot use it: a closure"),
                 d.message.c_str());
        QCOMPARE(d.notes.size(), std::size_t{1});
        QCOMPARE(*d.notes[0].offset, call.find("|i|"));

        std::string constant = call;
        constant.replace(constant.find("doubled(4)"), 10, "COUNT + 1");
        const diag::Diagnostic c = loadError(constant, "k");
        QCOMPARE(*c.offset, constant.find("COUNT + 1"));
        QVERIFY2(c.message.starts_with("`COUNT` is host code the workbench does not read, so a kernel cannot use it: `static`"),
                 c.message.c_str());
    }

    // What rustc refuses stays the file's error, and a device function's own
    // unsupported construct stays refused.
    void syntaxErrorsAndDeviceFunctionsAreNotSetAside() {
        const std::string broken = kernelFile("fn host() { let x = ; }\n");
        QCOMPARE(diag::spelling(loadError(broken, "copy").kind), diag::spelling(diag::Kind::syntax_error));

        std::string closure = kernelFile("");
        closure.insert(closure.find("    x.to_hbm"), "    let f = |a: i32| a;\n");
        const diag::Diagnostic d = loadError(closure, "copy");
        QCOMPARE(*d.offset, closure.find("|a: i32|"));
        QVERIFY(d.message.starts_with("a closure is not supported in kernels"));
    }

    // In a crate, a module of host code (the crate's own helpers, written
    // with an `impl`) does not keep the kernels of another from loading.
    void aCrateWithHostModulesLists() {
        auto crate = kernel::openCrateFiles(
            {{"src/lib.rs", "pub mod host;\npub mod kernels;\n"}, {"src/host.rs", kHostCode}, {"src/kernels.rs", kernelFile(kTests)}});
        QVERIFY(crate);
        QVERIFY2(crate->errors.empty(), crate->errors.empty() ? "" : crate->errors.front().diagnostic.message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestKernelHostCode)
#include "tst_kernel_host_code.moc"
