#pragma once
// Completion of axis and alias names while typing an expression. Kept out
// of ExpressionEdit so the editor only forwards keys and the word rules
// live in one place.
#include <QObject>
#include <QStringList>

class QCompleter;
class QKeyEvent;
class QPlainTextEdit;
class QStringListModel;

namespace tcpwb::widgets {

class ExpressionCompleter : public QObject {
    Q_OBJECT

public:
    explicit ExpressionCompleter(QPlainTextEdit* editor);

    void setNames(const QStringList& names);
    QStringList names() const;

    // Before the editor handles a key: true when the popup consumes it.
    bool interceptsKey(const QKeyEvent* event) const;
    // After the editor handled a key: show, update or hide the popup.
    void keyHandled(const QKeyEvent* event);
    bool popupVisible() const;
    // Ctrl+Space: every name that starts with the word before the cursor
    // (all of them when there is none), even a word already whole.
    void completeNow();

private:
    QString wordBeforeCursor() const;
    void insert(const QString& name);
    void showPopup();

    QPlainTextEdit* editor_;
    QStringListModel* model_;
    QCompleter* completer_;
};

}  // namespace tcpwb::widgets
