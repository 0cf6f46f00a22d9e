#include "widgets/timeline/TimeUnit.h"

#include <QCoreApplication>

namespace tcpwb::widgets {

QString timeUnitLabel(const std::string& unit) {
    if (unit == "cycle") return QCoreApplication::translate("TimeUnit", "cycles");
    if (unit == "us") return QCoreApplication::translate("TimeUnit", "µs");
    return QString::fromStdString(unit);
}

}  // namespace tcpwb::widgets
