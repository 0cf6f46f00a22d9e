// The kernel's syntax tree (kernel/parser.h): the Rust that real kernels write
// parses into kernel::ast with byte spans (modules, `use` trees, `const`,
// `for`, `if`, `struct`, tuples, generic aliases, `macro_rules!`, `unsafe`),
// what the elaborator does not run yet is refused at its keyword, and a file
// with errors still gives its other items and every error in source order.
#include <QtTest>

#include <string>

#include "kernel/parse.h"
#include "kernel/parser.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::kernel;

namespace {

ParsedFile clean(const std::string& text) {
    ParsedFile parsed = parseSyntax(text);
    if (!parsed.errors.empty()) qFatal("unexpected error: %s", parsed.errors.front().message.c_str());
    return parsed;
}

const ast::Item& itemAt(const ast::File& f, std::size_t i) {
    if (i >= f.stmts.size() || !f.stmts[i].item) qFatal("statement %zu is not an item", i);
    return *f.stmts[i].item;
}

std::string spanText(const std::string& text, ast::Span s) { return text.substr(s.offset, s.length); }

std::string joined(const std::vector<std::string>& path) {
    std::string out;
    for (const std::string& s : path) out += (out.empty() ? "" : "::") + s;
    return out;
}

struct Located {
    std::string kind;
    std::string message;
    int line = 0;
    int column = 0;
};

Located firstError(const std::string& text) {
    auto program = parseKernel({"case.rs", text});
    if (program) return {};
    const diag::Diagnostic& d = program.error();
    LineColumn at = lineColumnOf(text, d.offset.value_or(0));
    return {std::string(diag::spelling(d.kind)), d.message, int(at.line), int(at.column)};
}

}  // namespace

class KernelSyntax : public QObject {
    Q_OBJECT

private slots:
    void modulesInlineAndInFiles() {
        const std::string text = "mod tiles;\npub mod inner {\n    pub const N: usize = 4;\n    fn helper() {}\n}\n";
        ParsedFile p = clean(text);
        const ast::Item& file = itemAt(*p.file, 0);
        QCOMPARE(file.kind, ast::Item::Kind::Mod);
        QCOMPARE(file.name, std::string("tiles"));
        QVERIFY(!file.body);  // another file
        QCOMPARE(spanText(text, file.keywordSpan), std::string("mod"));
        const ast::Item& inner = itemAt(*p.file, 1);
        QCOMPARE(inner.kind, ast::Item::Kind::Mod);
        QCOMPARE(inner.visibility, std::string("pub"));
        QVERIFY(inner.body);
        QCOMPARE(inner.body->stmts.size(), std::size_t{2});
        const ast::Item& n = *inner.body->stmts[0].item;
        QCOMPARE(n.kind, ast::Item::Kind::Const);
        QCOMPARE(n.name, std::string("N"));
        QCOMPARE(joined(n.declaredType->path), std::string("usize"));
        QCOMPARE(n.value->value, u64{4});
        QCOMPARE(inner.body->stmts[1].item->kind, ast::Item::Kind::Fn);
    }

    void useTreesWithGlobsRenamesAndGroups() {
        const std::string text = "pub use crate::tiles::{Row, Col as C, shapes::*, self};\nuse super::x;\nuse ::std::y as _;\n";
        ParsedFile p = clean(text);
        const ast::Item& group = itemAt(*p.file, 0);
        QCOMPARE(group.kind, ast::Item::Kind::Use);
        QCOMPARE(group.visibility, std::string("pub"));
        const ast::UseTree& tree = group.use;
        QCOMPARE(tree.kind, ast::UseTree::Kind::Group);
        QCOMPARE(joined(tree.path), std::string("crate::tiles"));
        QCOMPARE(tree.children.size(), std::size_t{4});
        QCOMPARE(joined(tree.children[0].path), std::string("Row"));
        QCOMPARE(tree.children[1].rename, std::string("C"));
        QCOMPARE(spanText(text, tree.children[1].renameSpan), std::string("C"));
        QCOMPARE(tree.children[2].kind, ast::UseTree::Kind::Glob);
        QCOMPARE(joined(tree.children[2].path), std::string("shapes"));
        QCOMPARE(joined(tree.children[3].path), std::string("self"));
        QCOMPARE(joined(itemAt(*p.file, 1).use.path), std::string("super::x"));
        QCOMPARE(itemAt(*p.file, 2).use.rename, std::string("_"));
    }

    void constItemsAndBlocksForIfAndCasts() {
        const std::string text =
            "fn k() {\n"
            "    const { assert!(Out::SIZE % 8 == 0, \"whole packets\") };\n"
            "    let n = Out::SIZE as u32;\n"
            "    for i in 0..4 { let t = x.tile::<m![A], 4, m![A]>(i); }\n"
            "    if N > 2 { a() } else if N > 1 { b() } else { c() }\n"
            "}\n";
        ParsedFile p = clean(text);
        const ast::Block& body = *itemAt(*p.file, 0).body;
        QCOMPARE(body.stmts.size(), std::size_t{3});
        const ast::Expr& constBlock = *body.stmts[0].expr;
        QCOMPARE(constBlock.kind, ast::Expr::Kind::ConstBlock);
        QCOMPARE(spanText(text, constBlock.keywordSpan), std::string("const"));
        QCOMPARE(constBlock.block->tail->kind, ast::Expr::Kind::Mapping);  // `assert!(...)`, kept as macro text
        QCOMPARE(constBlock.block->tail->name, std::string("assert"));
        const ast::Expr& loop = *body.stmts[2].expr;
        QCOMPARE(loop.kind, ast::Expr::Kind::For);
        QCOMPARE(loop.name, std::string("i"));
        QCOMPARE(loop.children[0]->kind, ast::Expr::Kind::Range);
        QCOMPARE(loop.block->stmts.size(), std::size_t{1});
        const ast::Expr& branch = *body.tail;  // the block's value: no `;`
        QCOMPARE(branch.kind, ast::Expr::Kind::If);
        QCOMPARE(branch.children.size(), std::size_t{2});
        QCOMPARE(branch.children[0]->kind, ast::Expr::Kind::Binary);
        QCOMPARE(branch.children[1]->kind, ast::Expr::Kind::If);  // else if
        QCOMPARE(branch.children[1]->children[1]->kind, ast::Expr::Kind::Block);
        const ast::Expr& cast = *body.stmts[1].init;
        QCOMPARE(cast.kind, ast::Expr::Kind::Cast);
        QCOMPARE(joined(cast.generics[0]->path), std::string("u32"));
        QCOMPARE(joined(cast.children[0]->path), std::string("Out::SIZE"));
        const ParsedFile sized = clean("let n = <m![A / 8]>::SIZE * 2;\n");
        const ast::Expr& size = *sized.file->stmts[0].init->children[0];
        QCOMPARE(size.kind, ast::Expr::Kind::Path);
        QCOMPARE(joined(size.path), std::string("SIZE"));
        QCOMPARE(size.qualifiedType->kind, ast::Type::Kind::Mapping);
        QCOMPARE(size.qualifiedType->text, std::string("m![A / 8]"));
        // tree-sitter reads `0..<m![A / 8]>::SIZE` as `((0..) < m![..]) > ::SIZE`; Rust, and the lowering, as a range.
        const std::string loopText = "fn f() { for c in 0..<m![A / 8]>::SIZE { g(c); } }\n";
        const ParsedFile ranged = clean(loopText);
        const ast::Block& loopBody = *ranged.file->stmts[0].item->body;
        const ast::Expr& forLoop = loopBody.tail ? *loopBody.tail : *loopBody.stmts[0].expr;
        const ast::Expr& bounds = *forLoop.children[0];
        QCOMPARE(bounds.kind, ast::Expr::Kind::Range);
        QCOMPARE(bounds.children[0]->kind, ast::Expr::Kind::Integer);
        QCOMPARE(joined(bounds.children[1]->path), std::string("SIZE"));
        QCOMPARE(bounds.children[1]->qualifiedType->text, std::string("m![A / 8]"));
        QCOMPARE(spanText(loopText, bounds.children[1]->span), std::string("<m![A / 8]>::SIZE"));
        QCOMPARE(spanText(loopText, bounds.span), std::string("0..<m![A / 8]>::SIZE"));
        const ParsedFile assigned = clean("fn f(o: &mut T) { *o += t.0; }\n");
        const ast::Expr& assign = *assigned.file->stmts[0].item->body->stmts[0].expr;
        QCOMPARE(assign.kind, ast::Expr::Kind::Assign);
        QCOMPARE(assign.name, std::string("+="));
        QCOMPARE(assign.children[0]->kind, ast::Expr::Kind::Unary);
        QCOMPARE(assign.children[1]->name, std::string("0"));  // a tuple field
    }

    void structsTuplesAndGenericAliases() {
        const std::string text =
            "pub struct Tiles<const N: usize> { pub a: DmTensor<bf16, m![A]>, b: u32 }\n"
            "struct Pair(u32, Row);\n"
            "struct Unit;\n"
            "type Row<'l, T> = DmTensor<T, m![1], m![A]>;\n"
            "fn split(t: Tiles, p: (u32, Row)) -> (Row, Row) { unsafe { go(t) } }\n";
        ParsedFile p = clean(text);
        const ast::Item& tiles = itemAt(*p.file, 0);
        QCOMPARE(tiles.kind, ast::Item::Kind::Struct);
        QCOMPARE(tiles.genericParams.size(), std::size_t{1});
        QCOMPARE(tiles.genericParams[0].kind, ast::GenericParam::Kind::Const);
        QCOMPARE(tiles.fields.size(), std::size_t{2});
        QCOMPARE(tiles.fields[0].name, std::string("a"));
        QCOMPARE(tiles.fields[0].type->generics[1]->kind, ast::Type::Kind::Mapping);
        const ast::Item& pair = itemAt(*p.file, 1);
        QVERIFY(pair.tupleStruct);
        QCOMPARE(pair.fields.size(), std::size_t{2});
        QCOMPARE(pair.fields[1].name, std::string("1"));
        QVERIFY(itemAt(*p.file, 2).fields.empty());
        const ast::Item& row = itemAt(*p.file, 3);
        QCOMPARE(row.kind, ast::Item::Kind::TypeAlias);
        QCOMPARE(row.genericParams.size(), std::size_t{2});
        QCOMPARE(row.genericParams[0].kind, ast::GenericParam::Kind::Lifetime);
        QCOMPARE(row.genericParams[1].name, std::string("T"));
        QCOMPARE(spanText(text, row.genericsSpan), std::string("<'l, T>"));
        const ast::Item& split = itemAt(*p.file, 4);
        QCOMPARE(split.params[1].type->kind, ast::Type::Kind::Tuple);
        QCOMPARE(split.returns->kind, ast::Type::Kind::Tuple);
        QCOMPARE(split.returns->generics.size(), std::size_t{2});
        QVERIFY(split.body->tail->block->isUnsafe);
    }

    void macroRulesAreKeptAsText() {
        const std::string text =
            "macro_rules! kernels {\n"
            "    ($($name:ident),*) => { $(fn $name() {})* }; // one function each\n"
            "}\n"
            "kernels!(a, b);\n";
        ParsedFile p = clean(text);
        const ast::Item& rules = itemAt(*p.file, 0);
        QCOMPARE(rules.kind, ast::Item::Kind::MacroRules);
        QCOMPARE(rules.name, std::string("kernels"));
        QCOMPARE(spanText(text, rules.bodySpan).front(), '{');
        QCOMPARE(spanText(text, rules.bodySpan).back(), '}');
        QVERIFY(rules.text.find("$name:ident") != std::string::npos);
        QVERIFY(rules.text.find("one function") == std::string::npos);  // the comment is blanked
        QCOMPARE(rules.text.size(), rules.bodySpan.length);
        const ast::Item& call = itemAt(*p.file, 1);
        QCOMPARE(call.kind, ast::Item::Kind::MacroCall);
        QCOMPARE(call.text, std::string("a, b"));
        // Invoked as an item, it is expanded after the file's text, the source's offsets unchanged.
        QCOMPARE(p.file->sourceBytes, text.size());
        QCOMPARE(p.file->text.substr(0, text.size()), text);
        QCOMPARE(p.file->expansions.size(), std::size_t{1});
        QCOMPARE(p.file->expansions[0].invocation.offset, text.find("kernels!(a, b)"));
        QCOMPARE(p.file->text.substr(p.file->expansions[0].at, p.file->expansions[0].length), std::string("fn a() {} fn b() {}"));
        QCOMPARE(itemAt(*p.file, 2).name, std::string("a"));
        QCOMPARE(itemAt(*p.file, 3).name, std::string("b"));
    }

    void theElaboratorRefusesWhatItDoesNotRunAtItsKeyword_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("construct");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        auto row = [](const char* name, const char* text, const char* construct, int line, int column) {
            QTest::newRow(name) << QString::fromLatin1(text) << QString::fromLatin1(construct) << line << column;
        };
        // In a device function: the same construct in host code is set aside (tst_kernel_host_code).
        row("generic alias of a mapping", "#[device] fn f() { type Row<T> = m![A]; }\n",
            "a generic `type` alias of anything but a tensor type", 1, 28);
        row("const block", "#[device] fn f() { const { 1 }; }\n", "`const`", 1, 20);
        // and what has no node at all
        row("while", "#[device] fn f() { while x {} }\n", "`while`", 1, 20);
        row("closure", "let f = |x| x;\n", "a closure", 1, 9);
        row("impl", "#[device] fn f() { impl Foo {} }\n", "`impl`", 1, 20);
        row("question mark", "let y = f()?;\n", "the `?` operator", 1, 12);
        row("index", "let y = a[0];\n", "indexing with `[...]`", 1, 10);
        row("self", "#[device] fn f(&self) {}\n", "a method receiver (`self`)", 1, 16);
        row("destructuring", "let [a, b] = x;\n", "this destructuring pattern", 1, 5);
        row("a pattern in a tuple pattern", "let (a, [b, c]) = x;\n", "this pattern", 1, 9);
        row("where", "#[device] fn f<T>(x: T) where T: Copy {}\n", "a `where` clause", 1, 25);
        row("labelled loop", "#[device] fn f() { 'a: loop {} }\n", "a labelled loop", 1, 20);
        row("assignment", "#[device] fn f() { y = 2; }\n", "an assignment", 1, 20);
        row("a type's constant other than SIZE", "let n = <m![A]>::LEN;\n", "`<T>::NAME`", 1, 9);
        row("trait-qualified path", "let n = <T as Tr>::N;\n", "a qualified path `<T as Trait>::`", 1, 9);
        row("impl type", "#[device] fn f(x: impl Copy) {}\n", "`impl` types", 1, 19);
    }

    void theElaboratorRefusesWhatItDoesNotRunAtItsKeyword() {
        QFETCH(QString, text);
        QFETCH(QString, construct);
        QFETCH(int, line);
        QFETCH(int, column);
        Located e = firstError(text.toStdString());
        QCOMPARE(e.kind, std::string("unsupported_construct"));
        QVERIFY2(QString::fromStdString(e.message).startsWith(construct + " is not supported in kernels; supported here: "),
                 e.message.c_str());
        QCOMPARE(e.line, line);
        QCOMPARE(e.column, column);
    }

    void everyErrorInSourceOrderAndTheRestStillParses() {
        const std::string text =
            "fn a() { let x = g(1; }\n"              // 1: syntax
            "#[device] fn b() { let f = |x| x; }\n"  // 2: no node for a closure
            "fn c() { let y = h(2); }\n"             // 3: fine
            "fn d() { let z = ; }\n";                // 4: syntax
        ParsedFile p = parseSyntax(text);
        QCOMPARE(p.errors.size(), std::size_t{3});
        QCOMPARE(p.errors[0].kind, diag::Kind::syntax_error);
        QCOMPARE(lineColumnOf(text, *p.errors[0].offset).line, 1u);
        QCOMPARE(p.errors[1].kind, diag::Kind::unsupported_construct);
        QCOMPARE(lineColumnOf(text, *p.errors[1].offset).line, 2u);
        QCOMPARE(lineColumnOf(text, *p.errors[2].offset).line, 4u);
        QCOMPARE(p.file->stmts.size(), std::size_t{4});
        const ast::Item& c = itemAt(*p.file, 2);
        QCOMPARE(c.name, std::string("c"));
        QCOMPARE(c.body->stmts.size(), std::size_t{1});
        QCOMPARE(c.body->stmts[0].init->kind, ast::Expr::Kind::Call);
        QVERIFY(itemAt(*p.file, 1).body->stmts.empty());  // the statement with the closure is left out
        // parseKernel reports the first.
        QCOMPARE(firstError(text).line, 1);
    }

    void spansCoverWhatTheyName() {
        const std::string text = "let out = ctx.main.begin(x.view()).fetch::<i32, m![1], m![A % 8]>().commit(4096);\n";
        ParsedFile p = clean(text);
        const ast::Stmt& let = p.file->stmts[0];
        QCOMPARE(spanText(text, let.span), text.substr(0, text.size() - 1));
        const ast::Expr& commit = *let.init;
        QCOMPARE(commit.kind, ast::Expr::Kind::MethodCall);
        QCOMPARE(spanText(text, commit.nameSpan), std::string("commit"));
        const ast::Expr& fetch = *commit.children[0];
        QCOMPARE(fetch.generics.size(), std::size_t{3});
        QCOMPARE(spanText(text, fetch.generics[2]->span), std::string("m![A % 8]"));
        QCOMPARE(spanText(text, fetch.generics[2]->bodySpan), std::string("A % 8"));
        QCOMPARE(spanText(text, fetch.span), std::string("ctx.main.begin(x.view()).fetch::<i32, m![1], m![A % 8]>()"));
    }

    void longChainsAndDeepNestingAreBounded() {
        std::string chain = "let x = s";
        for (int i = 0; i < 900; ++i) chain += ".vector_fxp(FxpBinaryOp::AddFxp, 1)";
        QVERIFY(parseSyntax(chain + ";").errors.empty());  // 900 links: a loop, not recursion
        std::string longer = "let x = s";
        for (int i = 0; i < 1100; ++i) longer += ".f()";
        ParsedFile refused = parseSyntax(longer + ";");
        QCOMPARE(refused.errors.size(), std::size_t{1});
        QCOMPARE(refused.errors[0].kind, diag::Kind::unsupported_construct);
        std::string nested = "let x = ";
        for (int i = 0; i < 300; ++i) nested += "f(";
        nested += "1" + std::string(300, ')') + ";";
        ParsedFile deep = parseSyntax(nested);
        QCOMPARE(deep.errors.size(), std::size_t{1});
        QVERIFY(deep.errors[0].message.find("nests deeper than 256 levels") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(KernelSyntax)
#include "tst_kernel_syntax.moc"
