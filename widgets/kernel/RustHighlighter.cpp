#include "widgets/kernel/RustHighlighter.h"

#include <QGuiApplication>
#include <QPalette>
#include <QSet>
#include <optional>
#include <vector>

namespace tcpwb::widgets {
namespace {

using Role = RustHighlighter::Role;

// What a line leaves open for the next one.
enum State { Plain = -1, InBlockComment = 1, InString = 2 };

struct Run {
    qsizetype begin;
    qsizetype length;
    Role role;
};

bool isKeyword(QStringView word) {
    static const QSet<QString> keywords = {
        QStringLiteral("as"),       QStringLiteral("async"), QStringLiteral("await"), QStringLiteral("break"),  QStringLiteral("const"),
        QStringLiteral("continue"), QStringLiteral("crate"), QStringLiteral("dyn"),   QStringLiteral("else"),   QStringLiteral("enum"),
        QStringLiteral("extern"),   QStringLiteral("false"), QStringLiteral("fn"),    QStringLiteral("for"),    QStringLiteral("if"),
        QStringLiteral("impl"),     QStringLiteral("in"),    QStringLiteral("let"),   QStringLiteral("loop"),   QStringLiteral("match"),
        QStringLiteral("mod"),      QStringLiteral("move"),  QStringLiteral("mut"),   QStringLiteral("pub"),    QStringLiteral("ref"),
        QStringLiteral("return"),   QStringLiteral("self"),  QStringLiteral("Self"),  QStringLiteral("static"), QStringLiteral("struct"),
        QStringLiteral("super"),    QStringLiteral("trait"), QStringLiteral("true"),  QStringLiteral("type"),   QStringLiteral("unsafe"),
        QStringLiteral("use"),      QStringLiteral("where"), QStringLiteral("while")};
    return keywords.contains(word.toString());
}

bool startsWord(QChar c) { return c.isLetter() || c == QLatin1Char('_'); }
bool continuesWord(QChar c) { return c.isLetterOrNumber() || c == QLatin1Char('_'); }

// The end of a string that starts (or goes on) at `from`: just after its
// closing quote, or the line's end when it goes on to the next line.
qsizetype stringEnd(const QString& text, qsizetype from, bool* closed) {
    for (qsizetype i = from; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('\\')) ++i;
        else if (text[i] == QLatin1Char('"')) {
            *closed = true;
            return i + 1;
        }
    }
    *closed = false;
    return text.size();
}

// The attribute's closing bracket, brackets inside it counted; the line's end
// when it is not on this line.
qsizetype attributeEnd(const QString& text, qsizetype open) {
    int depth = 0;
    for (qsizetype i = open; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('[')) ++depth;
        else if (text[i] == QLatin1Char(']') && --depth == 0) return i + 1;
    }
    return text.size();
}

// Just after the character literal at `quote` ('a', '\n', '\u{41}'); -1
// for a lifetime ('_, 'l), which stays plain.
qsizetype charEnd(const QString& text, qsizetype quote) {
    if (quote + 2 < text.size() && text[quote + 1] != QLatin1Char('\\') && text[quote + 2] == QLatin1Char('\'')) return quote + 3;
    if (quote + 1 >= text.size() || text[quote + 1] != QLatin1Char('\\')) return -1;
    const qsizetype close = text.indexOf(QLatin1Char('\''), quote + 3);
    return close > 0 && close - quote <= 12 ? close + 1 : -1;
}

qsizetype numberEnd(const QString& text, qsizetype i) {
    while (i < text.size() && (continuesWord(text[i]) || (text[i] == QLatin1Char('.') && i + 1 < text.size() && text[i + 1].isDigit())))
        ++i;
    return i;
}

// The line's coloured runs, in order; returns the state the line ends in.
int colourLine(const QString& text, int state, std::vector<Run>& runs) {
    qsizetype i = 0;
    if (state == InBlockComment) {
        const qsizetype close = text.indexOf(QLatin1String("*/"));
        if (close < 0) {
            runs.push_back({0, text.size(), Role::Comment});
            return InBlockComment;
        }
        runs.push_back({0, close + 2, Role::Comment});
        i = close + 2;
    } else if (state == InString) {
        bool closed = false;
        const qsizetype end = stringEnd(text, 0, &closed);
        runs.push_back({0, end, Role::String});
        if (!closed) return InString;
        i = end;
    }
    while (i < text.size()) {
        const QChar c = text[i];
        const QChar next = i + 1 < text.size() ? text[i + 1] : QChar();
        if (c == QLatin1Char('/') && next == QLatin1Char('/')) {
            runs.push_back({i, text.size() - i, Role::Comment});
            return Plain;
        }
        if (c == QLatin1Char('/') && next == QLatin1Char('*')) {
            const qsizetype close = text.indexOf(QLatin1String("*/"), i + 2);
            if (close < 0) {
                runs.push_back({i, text.size() - i, Role::Comment});
                return InBlockComment;
            }
            runs.push_back({i, close + 2 - i, Role::Comment});
            i = close + 2;
        } else if (c == QLatin1Char('"')) {
            bool closed = false;
            const qsizetype end = stringEnd(text, i + 1, &closed);
            runs.push_back({i, end - i, Role::String});
            if (!closed) return InString;
            i = end;
        } else if (const qsizetype charClose = c == QLatin1Char('\'') ? charEnd(text, i) : -1; charClose > 0) {
            runs.push_back({i, charClose - i, Role::String});
            i = charClose;
        } else if (c == QLatin1Char('#') &&
                   (next == QLatin1Char('[') || (next == QLatin1Char('!') && i + 2 < text.size() && text[i + 2] == QLatin1Char('[')))) {
            const qsizetype end = attributeEnd(text, next == QLatin1Char('[') ? i + 1 : i + 2);
            runs.push_back({i, end - i, Role::Attribute});
            i = end;
        } else if (c.isDigit()) {
            const qsizetype end = numberEnd(text, i);
            runs.push_back({i, end - i, Role::Number});
            i = end;
        } else if (startsWord(c)) {
            qsizetype end = i;
            while (end < text.size() && continuesWord(text[end])) ++end;
            const QStringView word = QStringView(text).mid(i, end - i);
            if (end < text.size() && text[end] == QLatin1Char('!') && (end + 1 >= text.size() || text[end + 1] != QLatin1Char('='))) {
                runs.push_back({i, end + 1 - i, Role::Macro});  // m![..], axes![..]: the name and its `!`
                ++end;
            } else if (isKeyword(word)) {
                runs.push_back({i, end - i, Role::Keyword});
            } else if (word.front().isUpper()) {
                runs.push_back({i, end - i, Role::Type});
            }
            i = end;
        } else {
            ++i;
        }
    }
    return Plain;
}

QTextCharFormat makeFormat(const QColor& colour, bool bold = false, bool italic = false) {
    QTextCharFormat format;
    format.setForeground(colour);
    if (bold) format.setFontWeight(QFont::DemiBold);
    format.setFontItalic(italic);
    return format;
}

}  // namespace

RustHighlighter::RustHighlighter(QTextDocument* document) : QSyntaxHighlighter(document) { setupFormats(); }

void RustHighlighter::setupFormats() {
    // Two palettes, so the colours stay readable on a dark theme too.
    const bool dark = QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
    formats_[int(Role::Keyword)] = makeFormat(dark ? QColor(0xc6, 0x92, 0xf0) : QColor(0x7b, 0x1f, 0xa2), true);
    formats_[int(Role::Type)] = makeFormat(dark ? QColor(0x6f, 0xc8, 0xd8) : QColor(0x00, 0x69, 0x7c));
    formats_[int(Role::String)] = makeFormat(dark ? QColor(0xa5, 0xd6, 0x7f) : QColor(0x2e, 0x7d, 0x32));
    formats_[int(Role::Comment)] = makeFormat(dark ? QColor(0x90, 0x90, 0x90) : QColor(0x75, 0x75, 0x75), false, true);
    formats_[int(Role::Number)] = makeFormat(dark ? QColor(0xf5, 0xbc, 0x6c) : QColor(0x9a, 0x54, 0x00));
    formats_[int(Role::Macro)] = makeFormat(dark ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x1a, 0x4f, 0xa0), true);
    formats_[int(Role::Attribute)] = makeFormat(dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xad, 0x14, 0x57));
}

void RustHighlighter::paletteChanged() {
    setupFormats();
    rehighlight();
}

QTextCharFormat RustHighlighter::format(Role role) const { return formats_.value(int(role)); }

std::optional<RustHighlighter::Role> RustHighlighter::roleAt(const QString& text, qsizetype position) {
    std::vector<Run> runs;
    colourLine(text, Plain, runs);
    for (const Run& r : runs)
        if (position >= r.begin && position < r.begin + r.length) return r.role;
    return std::nullopt;
}

void RustHighlighter::highlightBlock(const QString& text) {
    std::vector<Run> runs;
    setCurrentBlockState(colourLine(text, previousBlockState(), runs));
    for (const Run& r : runs) setFormat(int(r.begin), int(r.length), formats_.value(int(r.role)));
}

}  // namespace tcpwb::widgets
