#include "widgets/banks/BankPlot.h"

#include <QResizeEvent>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

#include "memory/dm.h"
#include "sequencer/bank_shares.h"
#include "widgets/toolkit/PaletteColors.h"

namespace tcpwb::widgets {
namespace {

constexpr int kBanks = int(memory::kDm.banksPerSlice);

// Untouched banks fade into the plot's background so that the touched ones
// and the outlines stand out: pale on the light theme, dark on the dark one,
// where the most touched banks are the brightest.
QCPColorGradient touchedGradient(const QPalette& palette) {
    QCPColorGradient gradient;
    gradient.clearColorStops();
    if (isDarkPalette(palette)) {
        gradient.setColorStopAt(0.0, palette.color(QPalette::Base));
        gradient.setColorStopAt(0.01, QColor(0x1e, 0x3a, 0x5f));
        gradient.setColorStopAt(1.0, QColor(0x8a, 0xc4, 0xff));
    } else {
        gradient.setColorStopAt(0.0, QColor(0xf4, 0xf4, 0xf4));
        gradient.setColorStopAt(0.01, QColor(0xc6, 0xdb, 0xef));
        gradient.setColorStopAt(1.0, QColor(0x08, 0x45, 0x94));
    }
    return gradient;
}

}  // namespace

BankPlot::BankPlot(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    setMinimumHeight(280);
    map_ = new QCPColorMap(plot_->xAxis, plot_->yAxis);
    scale_ = new QCPColorScale(plot_);
    plot_->plotLayout()->addElement(0, 1, scale_);
    map_->setColorScale(scale_);
    map_->setGradient(touchedGradient(palette()));
    map_->setInterpolate(false);
    map_->setDataRange(QCPRange(0, 1));
    labelScale();
    auto* margins = new QCPMarginGroup(plot_);
    plot_->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    scale_->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    plot_->xAxis->setLabel(tr("access (cycle)"));
    plot_->yAxis->setLabel(tr("DM bank"));
    plot_->yAxis->setRangeReversed(true);  // bank 0 on top
    plot_->yAxis->setRange(-0.5, kBanks - 0.5);
    QSharedPointer<QCPAxisTickerFixed> banks(new QCPAxisTickerFixed);
    banks->setTickStep(1);
    banks->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    plot_->yAxis->setTicker(banks);
    QSharedPointer<QCPAxisTickerFixed> accesses(new QCPAxisTickerFixed);
    accesses->setTickStep(1);
    accesses->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);  // whole accesses at any zoom
    plot_->xAxis->setTicker(accesses);
    // Zoom and drag along the accesses only: the 16 banks always fit.
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->axisRect()->setRangeDrag(Qt::Horizontal);
    plot_->axisRect()->setRangeZoom(Qt::Horizontal);
    connect(plot_->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
        if (!rebinning_) rebin();
    });
}

void BankPlot::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() != QEvent::PaletteChange) return;
    map_->setGradient(touchedGradient(palette()));  // the theme changed
    plot_->replot();
}

void BankPlot::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    labelScale();
    rebin();  // one column per pixel at the new width
}

void BankPlot::labelScale() {
    // The colour scale's label runs along it: in the Sequencer panel's short
    // plot the whole sentence was cut at both ends, so the longest wording
    // that fits is shown (none when not even the short one does).
    const int room = height() - 2 * fontMetrics().height();
    QString label;
    for (const QString& wording : {tr("share of accesses touching the bank"), tr("share of accesses")})
        if (label.isEmpty() && fontMetrics().horizontalAdvance(wording) <= room) label = wording;
    scale_->axis()->setLabel(label);
}

int BankPlot::pixelColumns() const { return std::max(plot_->axisRect()->width(), 200); }

void BankPlot::setAccesses(std::vector<std::uint16_t> banks, const std::vector<BankStreakInfo>& streaks) {
    banks_ = std::move(banks);
    plot_->clearItems();
    outlined_ = 0;
    for (const BankStreakInfo& s : streaks) {
        if (outlined_ >= kMaxOutlines || s.first >= banks_.size()) break;
        auto* rect = new QCPItemRect(plot_);
        rect->topLeft->setCoords(double(s.first) - 0.5, double(s.bank) - 0.5);
        rect->bottomRight->setCoords(double(std::min<u64>(s.last, banks_.size() - 1)) + 0.5, double(s.bank) + 0.5);
        rect->setPen(QPen(QColor(0xd6, 0x27, 0x28), 2));
        rect->setBrush(QColor(0xd6, 0x27, 0x28, 60));
        ++outlined_;
    }
    showAll();
}

void BankPlot::showAll() { zoomTo(0, banks_.empty() ? 0 : banks_.size() - 1); }

void BankPlot::zoomTo(u64 first, u64 last) {
    const double margin = std::max(1.0, double(last - std::min(first, last)) * 0.05);
    const bool whole = first == 0 && last + 1 >= banks_.size();
    rebinning_ = true;
    plot_->xAxis->setRange(whole ? -0.5 : double(first) - margin,
                           whole ? double(std::max<u64>(banks_.size(), 1)) - 0.5 : double(last) + margin);
    rebinning_ = false;
    rebin();
}

// Each column holds `span / columns` accesses; its value is the share of
// them that touch the bank (0 or 1 when a column is one access).
void BankPlot::rebin() {
    const QCPRange range = plot_->xAxis->range();
    const double total = double(banks_.size());
    first_ = u64(std::clamp(std::floor(range.lower + 0.5), 0.0, total));
    end_ = u64(std::clamp(std::ceil(range.upper + 0.5), 0.0, total));
    const u64 span = end_ > first_ ? end_ - first_ : 0;
    columns_ = int(std::min<u64>(span, u64(pixelColumns())));
    const int stored = std::max(columns_, 2);  // QCustomPlot needs two cells to place a range
    map_->data()->setSize(stored, kBanks);
    map_->data()->fill(0);
    if (columns_ > 0) {
        const double width = double(span) / columns_;
        const double firstCentre = double(first_) - 0.5 + width / 2;
        map_->data()->setRange(QCPRange(firstCentre, firstCentre + width * (stored - 1)), QCPRange(0, kBanks - 1));
        const auto shares = sequencer::binBankShares(banks_, first_, end_, u64(columns_));
        for (int c = 0; c < columns_; ++c)
            for (int b = 0; b < kBanks; ++b) map_->data()->setCell(c, b, shares[std::size_t(c)][std::size_t(b)]);
    }
    plot_->replot();
}

double BankPlot::cell(unsigned bank, int column) const {
    if (column < 0 || column >= columns_ || bank >= unsigned(kBanks)) return 0;
    return map_->data()->cell(column, int(bank));
}

}  // namespace tcpwb::widgets
