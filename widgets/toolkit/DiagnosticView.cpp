#include "widgets/toolkit/DiagnosticView.h"

#include "widgets/document/DiagnosticText.h"
#include "widgets/document/FieldError.h"
#include "widgets/document/StringBridge.h"
#include "widgets/toolkit/PaletteColors.h"

namespace tcpwb::widgets {

QString caretExcerpt(const QString& text, qsizetype begin, qsizetype length, qsizetype width) {
    begin = std::clamp<qsizetype>(begin, 0, text.size());
    length = std::clamp<qsizetype>(length, 1, std::max<qsizetype>(1, width / 2));
    // Start far enough left to show some context, never past the span.
    const qsizetype start = std::clamp<qsizetype>(begin - width / 3, 0, std::max<qsizetype>(0, text.size() - width));
    QString window = text.mid(start, width);
    for (QChar& c : window)
        if (c.isSpace()) c = QLatin1Char(' ');
    const QString lead = start > 0 ? QStringLiteral("...") : QString();
    const QString tail = start + width < text.size() ? QStringLiteral("...") : QString();
    const qsizetype column = lead.size() + begin - start;
    return lead + window + tail + QLatin1Char('\n') + QString(column, QLatin1Char(' ')) + QLatin1Char('^') +
           QString(length - 1, QLatin1Char('~'));
}

DiagnosticView::DiagnosticView(QWidget* parent) : QLabel(parent) {
    setTextFormat(Qt::RichText);
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // A faint red panel, readable in light and dark themes alike.
    setStyleSheet(
        QStringLiteral("QLabel { background: rgba(208, 16, 32, 28); border-left: 3px solid #d01020;"
                       " padding: 4px 6px; }"));
    hide();
}

void DiagnosticView::showError(const FieldError& error, const QString& fieldText) {
    const diag::Diagnostic& d = error.diagnostic;
    message_ = diagnosticText(d);
    QString html;
    if (error.located)
        html += QStringLiteral("<pre style=\"margin:0\">%1</pre>").arg(caretExcerpt(fieldText, error.begin, error.length).toHtmlEscaped());
    html += QStringLiteral("<b style=\"color:%1\">%2</b> %3").arg(errorTextColor(palette()).name(), tr("Error:"), message_.toHtmlEscaped());
    if (d.fix) html += QStringLiteral("<br><b>%1</b> %2").arg(tr("Fix:"), toQt(*d.fix).toHtmlEscaped());
    for (const diag::Note& note : d.notes) {
        QString text = toQt(note.message).toHtmlEscaped();
        if (note.offset) text += QLatin1Char(' ') + tr("(at character %1)").arg(qtOffset(fieldText, *note.offset) + 1);
        html += QStringLiteral("<br><i>%1</i> %2").arg(tr("Note:"), text);
    }
    setText(html);
    setToolTip(toQt(d.kind));
    show();
}

void DiagnosticView::clearError() {
    message_.clear();
    clear();
    hide();
}

}  // namespace tcpwb::widgets
