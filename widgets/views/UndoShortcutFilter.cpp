#include "widgets/views/UndoShortcutFilter.h"

#include <QKeyEvent>

namespace tcpwb::widgets {

void UndoShortcutFilter::install(QObject* widget) {
    // Owned by the widget, so it lives exactly as long as what it filters.
    widget->installEventFilter(new UndoShortcutFilter(widget));
}

bool UndoShortcutFilter::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress) return QObject::eventFilter(watched, event);
    auto* key = static_cast<QKeyEvent*>(event);
    if (!key->matches(QKeySequence::Undo) && !key->matches(QKeySequence::Redo)) return QObject::eventFilter(watched, event);
    // Leaving the override unaccepted hands the key to the shortcut system;
    // swallowing the key press keeps the widget's own undo from running.
    event->ignore();
    return true;
}

}  // namespace tcpwb::widgets
