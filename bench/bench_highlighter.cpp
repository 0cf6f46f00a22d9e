// A keystroke in a long mapping expression: the expression editor's syntax
// colouring of a whole line, against a baseline measured in the same run:
// core's lexer and compiler on the same text (what `tcpwb-cli map` does).
// The colouring must stay within a small multiple of the baseline, whatever
// the length: converting each token's offset from the start of the line
// would make it quadratic (bench/RESULTS.md).
//   ninja -C build bench_highlighter && QT_QPA_PLATFORM=offscreen build/bench/bench_highlighter [KB...]
#include <QApplication>
#include <QElapsedTimer>
#include <QTextDocument>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "mapping/lexer.h"
#include "mapping/mapping.h"
#include "widgets/views/ExpressionHighlighter.h"

using namespace tcpwb;

namespace {

// `m![A, B / 2 % 3, ...]` of about `bytes` bytes over the axes A and B.
std::string expressionOf(std::size_t bytes) {
    std::string text = "m![A";
    while (text.size() < bytes) text += ", B / 2 % 2 # 4";
    return text + "]";
}

double seconds(const QElapsedTimer& timer) { return double(timer.nsecsElapsed()) / 1e9; }

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    std::vector<std::size_t> sizes;
    for (int i = 1; i < argc; ++i) sizes.push_back(std::size_t(std::atoi(argv[i])) * 1024);
    if (sizes.empty()) sizes = {15 * 1024, 60 * 1024, 240 * 1024, 900 * 1024};
    auto env = mapping::parseAxes("A = 8, B = 4");
    std::printf("%10s %14s %14s %8s\n", "bytes", "highlight (s)", "core lex+compile (s)", "ratio");
    for (std::size_t bytes : sizes) {
        const std::string text = expressionOf(bytes);
        QElapsedTimer timer;
        timer.start();
        auto tokens = mapping::lex(text);
        auto compiled = mapping::compileMapping(text, *env);
        const double baseline = seconds(timer);
        if (!tokens) return 2;  // the text is well-formed; compiling may refuse its size, which is a baseline all the same
        (void)compiled;

        QTextDocument document;
        widgets::ExpressionHighlighter highlighter(&document);
        highlighter.setNames({"A", "B"}, {});
        document.setPlainText(QString::fromStdString(text));
        timer.restart();
        highlighter.rehighlight();  // colours the whole line, as a keystroke in it does
        const double highlight = seconds(timer);
        std::printf("%10zu %14.4f %14.4f %8.1f\n", text.size(), highlight, baseline, highlight / baseline);
    }
    return 0;
}
