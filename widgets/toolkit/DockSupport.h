#pragma once
// What every dock and tab does to its child widgets: names them for tests
// and screenshots.
#include <QString>

namespace tcpwb::widgets {

template <typename W>
W* named(W* widget, const char* objectName) {
    widget->setObjectName(QLatin1String(objectName));
    return widget;
}

}  // namespace tcpwb::widgets
