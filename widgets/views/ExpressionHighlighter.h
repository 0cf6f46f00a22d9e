#pragma once
// Colours a mapping expression as core's lexer sees it: axis names,
// `{ Alias }` escapes, numbers, operators and the `m![ ]` frame each in
// their own colour. Errors are not drawn here; ExpressionEdit underlines
// the diagnostic's span.
#include <QSet>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace tcpwb::widgets {

class ExpressionHighlighter : public QSyntaxHighlighter {
    Q_OBJECT

public:
    enum class Role { Axis, Alias, Number, Operator, Frame, Unknown };

    explicit ExpressionHighlighter(QTextDocument* document);

    // The names that count as axes and aliases; rehighlights when they change.
    void setNames(const QStringList& axes, const QStringList& aliases);
    QTextCharFormat format(Role role) const;
    // Picks the colours for the application's palette again (light or dark)
    // and recolours the text: called when the theme changes while running.
    void paletteChanged();

protected:
    void highlightBlock(const QString& text) override;

private:
    void setupFormats();
    Role roleOf(QStringView token, QStringView previous, bool inPadKind) const;

    QSet<QString> axes_;
    QSet<QString> aliases_;
    QHash<int, QTextCharFormat> formats_;
};

}  // namespace tcpwb::widgets
