#pragma once
// Text widgets keep their own undo history and claim Ctrl+Z for it. The
// document's QUndoStack is the only history here, so this filter lets the
// Undo/Redo shortcuts through to the window's actions instead.
#include <QObject>

namespace tcpwb::widgets {

class UndoShortcutFilter : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // Installs a filter on widget, owned by it.
    static void install(QObject* widget);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

}  // namespace tcpwb::widgets
