#pragma once
// One diagnostic under the field it is about: the text around the problem
// with a caret under it, the message, and core's suggested fix and notes.
#include <QLabel>

namespace tcpwb::widgets {

struct FieldError;

class DiagnosticView : public QLabel {
    Q_OBJECT

public:
    explicit DiagnosticView(QWidget* parent = nullptr);

    // Shows error, located in fieldText; hides itself on clear().
    void showError(const FieldError& error, const QString& fieldText);
    void clearError();

    // The message as plain text (no markup), for tests and accessibility.
    QString message() const { return message_; }

private:
    QString message_;
};

// "   m![A / 7]\n        ^~~" for the span [begin, begin + length) of text:
// a window of at most `width` characters around the span, with the caret
// line under it. Newlines and tabs count as one space so columns line up.
QString caretExcerpt(const QString& text, qsizetype begin, qsizetype length, qsizetype width = 60);

}  // namespace tcpwb::widgets
