#include "widgets/views/ExpressionHighlighter.h"

#include <QGuiApplication>
#include <QPalette>

#include "mapping/lexer.h"
#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {
namespace {

using Role = ExpressionHighlighter::Role;

QTextCharFormat makeFormat(const QColor& colour, bool bold = false) {
    QTextCharFormat format;
    format.setForeground(colour);
    if (bold) format.setFontWeight(QFont::DemiBold);
    return format;
}

// One token as QString positions, for setFormat().
struct Span {
    qsizetype begin;
    qsizetype length;
    QString text;
};

// Core's tokens for one line; a lexing error keeps the tokens before it, so
// the line stays coloured up to the bad character.
std::vector<Span> tokenize(const QString& line) {
    const std::string source = toStd(line);
    auto tokens = mapping::lex(source);
    std::string_view prefix = source;
    if (!tokens) {
        prefix = std::string_view(source).substr(0, tokens.error().offset.value_or(0));
        tokens = mapping::lex(prefix);
        if (!tokens) return {};
    }
    std::vector<Span> spans;
    QtOffsetCursor offsets(line);  // tokens come in order: one pass over the line
    for (const mapping::Token& token : tokens.value()) {
        if (token.kind == mapping::TokenKind::End) break;
        const qsizetype begin = offsets.at(token.offset);
        const qsizetype end = offsets.at(token.offset + token.text.size());
        spans.push_back({begin, end - begin, line.mid(begin, end - begin)});
    }
    return spans;
}

}  // namespace

ExpressionHighlighter::ExpressionHighlighter(QTextDocument* document) : QSyntaxHighlighter(document) { setupFormats(); }

void ExpressionHighlighter::paletteChanged() {
    setupFormats();
    rehighlight();
}

void ExpressionHighlighter::setupFormats() {
    // Two palettes, so the colours stay readable on a dark theme too.
    const bool dark = QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
    formats_[int(Role::Axis)] = makeFormat(dark ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x1a, 0x4f, 0xa0), true);
    formats_[int(Role::Alias)] = makeFormat(dark ? QColor(0xd7, 0xa6, 0xf2) : QColor(0x7b, 0x2f, 0x9e), true);
    formats_[int(Role::Number)] = makeFormat(dark ? QColor(0xf5, 0xbc, 0x6c) : QColor(0x9a, 0x54, 0x00));
    formats_[int(Role::Operator)] = makeFormat(dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xc2, 0x18, 0x5b), true);
    formats_[int(Role::Frame)] = makeFormat(dark ? QColor(0xa0, 0xa0, 0xa0) : QColor(0x6b, 0x6b, 0x6b));
    formats_[int(Role::Unknown)] = QTextCharFormat();
}

void ExpressionHighlighter::setNames(const QStringList& axes, const QStringList& aliases) {
    const QSet<QString> newAxes(axes.begin(), axes.end());
    const QSet<QString> newAliases(aliases.begin(), aliases.end());
    if (newAxes == axes_ && newAliases == aliases_) return;
    axes_ = newAxes;
    aliases_ = newAliases;
    rehighlight();
}

QTextCharFormat ExpressionHighlighter::format(Role role) const { return formats_.value(int(role)); }

ExpressionHighlighter::Role ExpressionHighlighter::roleOf(QStringView token, QStringView previous, bool inPadKind) const {
    if (token.isEmpty()) return Role::Unknown;
    if (inPadKind) return Role::Operator;  // the `{0}` of `#{0}` is part of the operator
    static const QString operators = QStringLiteral("/%#=@*");
    if (token.size() == 1 && operators.contains(token.front())) return Role::Operator;
    if (token.front().isDigit()) return Role::Number;
    if (token.front().isLetter() || token.front() == QLatin1Char('_')) {
        if (previous == QLatin1String("{") && aliases_.contains(token.toString())) return Role::Alias;
        if (axes_.contains(token.toString())) return Role::Axis;
        return token == QLatin1String("m") ? Role::Frame : Role::Unknown;
    }
    // Braces mark `{ Alias }` escapes; everything else is the `m![ ]` frame.
    return token == QLatin1String("{") || token == QLatin1String("}") ? Role::Alias : Role::Frame;
}

void ExpressionHighlighter::highlightBlock(const QString& text) {
    QString previous;
    bool inPadKind = false;
    for (const Span& span : tokenize(text)) {
        if (span.text == QLatin1String("{") && previous == QLatin1String("#")) inPadKind = true;
        setFormat(int(span.begin), int(span.length), format(roleOf(span.text, previous, inPadKind)));
        if (span.text == QLatin1String("}")) inPadKind = false;
        previous = span.text;
    }
}

}  // namespace tcpwb::widgets
