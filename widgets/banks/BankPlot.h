#pragma once
// The bank heatmap: 16 DM banks (rows) x accesses (columns) of one slice,
// zoomable along the accesses. When more accesses are visible than the plot
// has pixel columns, each column aggregates a run of accesses and shows the
// fraction of them that touch the bank (sequencer::binBankShares, which
// every picture of a bank trace uses). The Banks tab and the Sequencer
// panel show the same widget. Streaks of 64 or more consecutive
// same-bank accesses are outlined.
#include <QWidget>
#include <cstdint>
#include <vector>

#include "widgets/banks/BankStream.h"

class QCustomPlot;
class QCPColorMap;
class QCPColorScale;

namespace tcpwb::widgets {

class BankPlot : public QWidget {
    Q_OBJECT

public:
    explicit BankPlot(QWidget* parent = nullptr);

    void setAccesses(std::vector<std::uint16_t> banks, const std::vector<BankStreakInfo>& streaks);
    void zoomTo(u64 first, u64 last);  // accesses, inclusive
    void showAll();

    // The visible accesses [first, end) and how many columns they are drawn in.
    u64 visibleFirst() const { return first_; }
    u64 visibleEnd() const { return end_; }
    int columns() const { return columns_; }
    double cell(unsigned bank, int column) const;  // 0..1: the share of the column's accesses touching the bank
    int outlinedStreaks() const { return outlined_; }
    QCustomPlot* plot() const { return plot_; }

    // Streak outlines drawn at most (the table lists them all).
    static constexpr int kMaxOutlines = 256;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebin();
    void labelScale();  // the longest wording of the scale's label that fits along it
    int pixelColumns() const;

    QCustomPlot* plot_;
    QCPColorMap* map_;
    QCPColorScale* scale_;
    std::vector<std::uint16_t> banks_;
    u64 first_ = 0, end_ = 0;
    int columns_ = 0;
    int outlined_ = 0;
    bool rebinning_ = false;
};

}  // namespace tcpwb::widgets
