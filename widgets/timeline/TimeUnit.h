#pragma once
// How a trace's time unit reads on screen. Traces say "cycle" (NPU events,
// furiosa-opt schedules), "us" (Chrome's default) or whatever `time_unit`
// names; the ruler, the status line, the tooltips and the Compare tab show
// amounts of it ("duration 30 cycles"), so the label is the plural and goes
// through the translation like any other word.
#include <QString>
#include <string>

namespace tcpwb::widgets {

// "cycles" for "cycle", "µs" for "us", "ns" and "ms" as they are, any other
// unit as the trace spells it.
QString timeUnitLabel(const std::string& unit);

}  // namespace tcpwb::widgets
