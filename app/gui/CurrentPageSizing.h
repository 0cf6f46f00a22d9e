#pragma once
// A QTabWidget asks for the largest minimum size of all its pages, so the
// Kernel tab's 800 px kept the central area that wide on the Buffer positions
// tab too, and a smaller window took every pixel from the side panels. Here
// only the shown page's minimum counts; the others are sized when shown.
class QTabWidget;

namespace tcpwb::gui {

void sizeByCurrentPage(QTabWidget* tabs);

}  // namespace tcpwb::gui
