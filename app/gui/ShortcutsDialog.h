#pragma once
// Help > Keyboard Shortcuts: every menu action that has a shortcut, read
// from the menu bar itself so the list can never drift from the menus.
#include <QDialog>
#include <QList>
#include <QString>

class QMenuBar;

namespace tcpwb::gui {

struct ShortcutRow {
    QString menu;      // "File", "View › Theme"
    QString command;   // the action's text, without "&" and "…"
    QString shortcut;  // native text, e.g. "Ctrl+S"
};

QList<ShortcutRow> shortcutRows(const QMenuBar* menuBar);

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    explicit ShortcutsDialog(const QMenuBar* menuBar, QWidget* parent = nullptr);
};

}  // namespace tcpwb::gui
