#pragma once
// What core/analysis says of a schedule, in tabs under a timeline: the
// kernel's source with each line's cycles (SourcePanel, optional), the cost
// per source line, the critical path, each context's idle holes and the
// DMA transfers with the hardware configuration a dump's descriptions hold.
// The Timeline tab shows it for its trace, the Kernel tab for its run.
//
// Choosing a row (or a source line) asks for its operations
// (operationsChosen), a hole for its cycles on its context (rangeChosen);
// showOperations() follows a selection made elsewhere: the rows holding
// those operations are made current and their source lines highlighted.
// Nothing is computed here: the TimelineIndex holds every result.
#include <QTabWidget>
#include <memory>
#include <vector>

#include "analysis/op_graph.h"

class QLabel;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class QTreeView;

namespace tcpwb::widgets {

class CriticalPathModel;
class DmaTransfersModel;
class HardwareConfigModel;
class IdleHolesModel;
class SourceCostModel;
class SourcePanel;
struct TimelineIndex;

class ScheduleAnalysisView : public QTabWidget {
    Q_OBJECT

public:
    enum class WithSource { No, Yes };

    explicit ScheduleAnalysisView(WithSource source, QWidget* parent = nullptr);

    void setIndex(std::shared_ptr<const TimelineIndex> index);
    // What the summaries say while there is nothing to analyse.
    void setPlaceholder(const QString& text);
    std::shared_ptr<const TimelineIndex> index() const { return index_; }
    // Follows a selection made elsewhere (the timeline): rows and source lines.
    void showOperations(const std::vector<analysis::OpId>& ops);

    SourcePanel* sourcePanel() const { return source_; }
    SourceCostModel* sourceCostModel() const { return cost_; }
    CriticalPathModel* criticalPathModel() const { return critical_; }
    IdleHolesModel* idleHolesModel() const { return idle_; }
    DmaTransfersModel* dmaModel() const { return dma_; }
    HardwareConfigModel* hardwareModel() const { return hardware_; }
    QTableView* sourceCostTable() const { return costTable_; }
    QTableView* criticalPathTable() const { return criticalTable_; }
    QTableView* idleHolesTable() const { return idleTable_; }
    QTableView* dmaTable() const { return dmaTable_; }
    QSpinBox* idleMinimum() const { return idleMin_; }
    QString hardwareTitle() const;
    // The tab of each part (for tests and for showing one).
    QWidget* sourceCostPage() const { return costPage_; }
    QWidget* criticalPathPage() const { return criticalPage_; }
    QWidget* idleHolesPage() const { return idlePage_; }
    QWidget* dmaPage() const { return dmaPage_; }

signals:
    void operationsChosen(const std::vector<tcpwb::analysis::OpId>& ops);
    // An idle hole: cycles [t0, t1) on a context's track.
    void rangeChosen(quint64 t0, quint64 t1, quint32 track);
    // A row of the cost per source line, for a view that shows the source itself.
    void sourceLineChosen(const QString& file, int line, int column);

private:
    QWidget* createCostPage();
    QWidget* createCriticalPage();
    QWidget* createIdlePage();
    QWidget* createDmaPage();
    QTableView* createTable(QAbstractItemModel* model, QSortFilterProxyModel*& proxy, const char* name);
    // The source row of a table's current index, or -1.
    int currentSourceRow(QTableView* table, QSortFilterProxyModel* proxy) const;
    void makeCurrent(QTableView* table, QSortFilterProxyModel* proxy, int sourceRow);
    void chooseRow(QTableView* table);
    void showHardware(analysis::OpId op);
    // The tables other than `chosen` make the operations' rows current.
    void followInTables(const std::vector<analysis::OpId>& ops, const QTableView* chosen);
    void updateTitles();

    std::shared_ptr<const TimelineIndex> index_;
    SourcePanel* source_ = nullptr;
    SourceCostModel* cost_;
    CriticalPathModel* critical_;
    IdleHolesModel* idle_;
    DmaTransfersModel* dma_;
    HardwareConfigModel* hardware_;
    QSortFilterProxyModel* costProxy_ = nullptr;
    QSortFilterProxyModel* criticalProxy_ = nullptr;
    QSortFilterProxyModel* idleProxy_ = nullptr;
    QSortFilterProxyModel* dmaProxy_ = nullptr;
    QTableView* costTable_ = nullptr;
    QTableView* criticalTable_ = nullptr;
    QTableView* idleTable_ = nullptr;
    QTableView* dmaTable_ = nullptr;
    QTreeView* hardwareTree_ = nullptr;
    QLabel* costSummary_ = nullptr;
    QLabel* criticalSummary_ = nullptr;
    QLabel* idleSummary_ = nullptr;
    QLabel* dmaSummary_ = nullptr;
    QLabel* hardwareLabel_ = nullptr;
    QSpinBox* idleMin_ = nullptr;
    QWidget* costPage_ = nullptr;
    QWidget* criticalPage_ = nullptr;
    QWidget* idlePage_ = nullptr;
    QWidget* dmaPage_ = nullptr;
    QString placeholder_;
    bool following_ = false;  // rows made current by showOperations ask for nothing
};

}  // namespace tcpwb::widgets
