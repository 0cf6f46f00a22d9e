#pragma once
// The Banks tab: for the document's fetch or commit stream, the DM banks one
// slice's accesses touch over the cycles (BankPlot), the streaks of 64 or
// more consecutive same-bank accesses that can starve the DMA Engine with
// the tensor coordinates that collide (BankStreakModel), and a verdict; for
// a DMA stream, the DMA configuration and how its HBM bytes spread over the
// channels and stacks. Updated on every document change, synchronously,
// within the bounds of kMaxTracedAccesses and kMaxWalkedRequests.
#include <QWidget>

#include "widgets/banks/BankStream.h"
#include "widgets/banks/ChannelBalanceText.h"

class QCPBars;
class QCustomPlot;
class QLabel;
class QSpinBox;
class QTableView;

namespace tcpwb::widgets {

class BankPlot;
class BankStreakModel;
class DiagnosticView;
class DmaConfigModel;
class MappingDocument;

class BankView : public QWidget {
    Q_OBJECT

public:
    explicit BankView(MappingDocument* document, QWidget* parent = nullptr);

    QLabel* verdict() const { return verdict_; }
    QLabel* sliceNote() const { return sliceNote_; }
    QSpinBox* sliceBox() const { return slice_; }
    DiagnosticView* error() const { return error_; }
    BankPlot* plot() const { return plot_; }
    BankStreakModel* streakModel() const { return streaks_; }
    QTableView* streakTable() const { return streakTable_; }
    DmaConfigModel* dmaModel() const { return dmaModel_; }
    QLabel* dmaSummary() const { return dmaSummary_; }
    QLabel* channelSummary() const { return channelSummary_; }
    QWidget* bankSection() const { return bankSection_; }
    QWidget* dmaSection() const { return dmaSection_; }
    const dma::ChannelBalance& channels() const { return channels_; }
    const BankStream& stream() const { return stream_; }

    // Updates made since construction: each document change makes exactly one.
    int updates() const { return updates_; }

private:
    QWidget* buildBankSection();
    QWidget* buildDmaSection();
    void refresh();
    void showBanks();
    void showDma();
    void streakClicked(const QModelIndex& index);

    MappingDocument* document_;
    DiagnosticView* error_;
    QLabel* hint_;
    QWidget* bankSection_ = nullptr;
    QLabel* verdict_;
    QSpinBox* slice_;
    QLabel* sliceNote_;
    QLabel* capNote_;
    BankPlot* plot_;
    BankStreakModel* streaks_;
    QTableView* streakTable_ = nullptr;
    QWidget* dmaSection_ = nullptr;
    QLabel* dmaSummary_;
    DmaConfigModel* dmaModel_;
    QCustomPlot* channelPlot_;
    QCPBars* stackBars_[2] = {nullptr, nullptr};
    QLabel* channelSummary_;
    BankStream stream_;
    dma::ChannelBalance channels_;
    int updates_ = 0;
};

}  // namespace tcpwb::widgets
