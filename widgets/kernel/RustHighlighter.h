#pragma once
// Colours a kernel's Rust source: keywords, type names, strings, comments
// (a block comment over several lines too), numbers, macros (`m![...]`,
// `axes![...]`, `println!`) and attributes (`#[device(chip = 1)]`), in a
// light and a dark palette. Only the look: what the names mean is core's.
#include <QHash>
#include <optional>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace tcpwb::widgets {

class RustHighlighter : public QSyntaxHighlighter {
    Q_OBJECT

public:
    enum class Role { Keyword, Type, String, Comment, Number, Macro, Attribute };

    explicit RustHighlighter(QTextDocument* document);

    QTextCharFormat format(Role role) const;
    // The role whose colour the character at `position` of line `text` gets
    // (tests and tools: the line on its own, not inside a block comment).
    static std::optional<Role> roleAt(const QString& text, qsizetype position);
    // Picks the colours for the application's palette again and recolours.
    void paletteChanged();

protected:
    void highlightBlock(const QString& text) override;

private:
    void setupFormats();

    QHash<int, QTextCharFormat> formats_;
};

}  // namespace tcpwb::widgets
