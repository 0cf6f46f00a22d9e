#pragma once
// The config inspector: the stream a sequencer makes of the expression's
// buffer (Time, Packet, type, engine, context) and what the hardware derives
// from it, updated on every keystroke: the loop nest before and after
// merging, fetch_size or commit_size, cycles, the adapter's masking, the DM
// banks each access touches with the streaks that starve the DMA Engine, and
// on failure the rule that failed and its fix.
#include <QDockWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableView;

namespace tcpwb::widgets {

class DiagnosticView;
class ExpressionEdit;
class BankPlot;
class CompactTableView;
class MappingDocument;
class SequencerConfigModel;
class SequencerSummaryModel;

class SequencerDock : public QDockWidget {
    Q_OBJECT

public:
    explicit SequencerDock(MappingDocument* document, QWidget* parent = nullptr);

    ExpressionEdit* timeEdit() const { return time_; }
    ExpressionEdit* packetEdit() const { return packet_; }
    QComboBox* dtypeBox() const { return dtype_; }
    QComboBox* engineBox() const { return engine_; }
    QComboBox* contextBox() const { return context_; }
    DiagnosticView* ruleError() const { return ruleError_; }
    SequencerConfigModel* configModel() const { return configModel_; }
    SequencerSummaryModel* summaryModel() const { return summaryModel_; }
    BankPlot* bankPlot() const { return banks_; }
    QLabel* bankSummary() const { return bankSummary_; }

    // The bank heatmap shows at most this many accesses (the first ones).
    static constexpr int kMaxBankAccesses = 1024;

private:
    QWidget* buildContents();
    QWidget* buildChoices();
    void connectDocument();
    void pullSettings();  // document -> editors and boxes, when they differ
    void showDerived();
    void showBanks();

    MappingDocument* document_;
    ExpressionEdit* time_;
    DiagnosticView* timeError_;
    ExpressionEdit* packet_;
    DiagnosticView* packetError_;
    QComboBox* dtype_;
    QComboBox* engine_;
    QComboBox* context_;
    QLabel* hint_;
    DiagnosticView* ruleError_;
    QCheckBox* beforeMerging_;
    SequencerConfigModel* configModel_;
    CompactTableView* configTable_;
    SequencerSummaryModel* summaryModel_;
    CompactTableView* summaryTable_;
    QLabel* bankSummary_;
    BankPlot* banks_;
};

}  // namespace tcpwb::widgets
