#include "widgets/analysis/ScheduleAnalysisView.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>
#include <limits>

#include "analysis/hardware_config.h"
#include "widgets/analysis/AnalysisText.h"
#include "widgets/analysis/CriticalPathModel.h"
#include "widgets/analysis/DmaTransfersModel.h"
#include "widgets/analysis/HardwareConfigModel.h"
#include "widgets/analysis/IdleHolesModel.h"
#include "widgets/analysis/SourceCostModel.h"
#include "widgets/analysis/SourcePanel.h"
#include "widgets/analysis/TimelineIndex.h"
#include "widgets/toolkit/DockSupport.h"

namespace tcpwb::widgets {
namespace {

QLabel* summaryLabel(const char* name) {
    auto* label = named(new QLabel, name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QWidget* page(std::initializer_list<QWidget*> widgets, QWidget* stretch) {
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    for (QWidget* w : widgets) layout->addWidget(w, w == stretch ? 1 : 0);
    return box;
}

}  // namespace

ScheduleAnalysisView::ScheduleAnalysisView(WithSource source, QWidget* parent)
    : QTabWidget(parent),
      cost_(new SourceCostModel(this)),
      critical_(new CriticalPathModel(this)),
      idle_(new IdleHolesModel(this)),
      dma_(new DmaTransfersModel(this)),
      hardware_(new HardwareConfigModel(this)) {
    setObjectName(QStringLiteral("scheduleAnalysis"));
    setDocumentMode(true);
    setProperty("screenshotPages", true);  // tcpwb --screenshot DIR grabs each tab
    if (source == WithSource::Yes) {
        source_ = named(new SourcePanel(this), "sourcePanel");
        addTab(source_, tr("Source"));
        connect(source_, &SourcePanel::operationsChosen, this, [this](const std::vector<analysis::OpId>& ops) {
            followInTables(ops, nullptr);
            emit operationsChosen(ops);
        });
    }
    addTab(costPage_ = createCostPage(), QString());
    addTab(criticalPage_ = createCriticalPage(), QString());
    addTab(idlePage_ = createIdlePage(), QString());
    addTab(dmaPage_ = createDmaPage(), QString());
    updateTitles();
}

QTableView* ScheduleAnalysisView::createTable(QAbstractItemModel* model, QSortFilterProxyModel*& proxy, const char* name) {
    proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(model);
    proxy->setSortRole(Qt::EditRole);
    auto* table = named(new QTableView, name);
    table->setModel(proxy);
    table->verticalHeader()->hide();
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideMiddle);
    table->setSortingEnabled(true);
    table->sortByColumn(-1, Qt::AscendingOrder);  // the model's order (largest first) until a header is clicked
    connect(table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this, table] {
        if (!following_) chooseRow(table);
    });
    return table;
}

QWidget* ScheduleAnalysisView::createCostPage() {
    costSummary_ = summaryLabel("sourceCostSummary");
    costTable_ = createTable(cost_, costProxy_, "sourceCostTable");
    return page({costSummary_, costTable_}, costTable_);
}

QWidget* ScheduleAnalysisView::createCriticalPage() {
    criticalSummary_ = summaryLabel("criticalPathSummary");
    criticalTable_ = createTable(critical_, criticalProxy_, "criticalPathTable");
    return page({criticalSummary_, criticalTable_}, criticalTable_);
}

QWidget* ScheduleAnalysisView::createIdlePage() {
    idleMin_ = named(new QSpinBox, "idleMinimum");
    idleMin_->setRange(1, std::numeric_limits<int>::max());
    idleMin_->setValue(1);
    idleMin_->setPrefix(tr("holes of at least "));
    idleMin_->setSuffix(tr(" cycles"));
    idleMin_->setToolTip(tr("List only the idle holes at least this long (tcpwb-cli trace --idle --idle-min)"));
    idleSummary_ = summaryLabel("idleHolesSummary");
    idleTable_ = createTable(idle_, idleProxy_, "idleHolesTable");
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(idleMin_);
    layout->addWidget(idleSummary_, 1);
    connect(idleMin_, &QSpinBox::valueChanged, this, [this](int cycles) {
        idle_->setMinCycles(u64(cycles));
        updateTitles();
    });
    return page({row, idleTable_}, idleTable_);
}

QWidget* ScheduleAnalysisView::createDmaPage() {
    dmaSummary_ = summaryLabel("dmaSummary");
    dmaTable_ = createTable(dma_, dmaProxy_, "dmaTable");
    hardwareLabel_ = summaryLabel("hardwareTitle");
    hardwareTree_ = named(new QTreeView, "hardwareTree");
    hardwareTree_->setModel(hardware_);
    hardwareTree_->setAlternatingRowColors(true);
    hardwareTree_->setUniformRowHeights(true);
    hardwareTree_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    hardwareTree_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto* lower = page({hardwareLabel_, hardwareTree_}, hardwareTree_);
    auto* split = named(new QSplitter(Qt::Horizontal), "dmaSplitter");
    split->addWidget(dmaTable_);
    split->addWidget(lower);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    return page({dmaSummary_, split}, split);
}

void ScheduleAnalysisView::setIndex(std::shared_ptr<const TimelineIndex> index) {
    index_ = std::move(index);
    if (source_) source_->setIndex(index_);
    cost_->setIndex(index_);
    critical_->setIndex(index_);
    idle_->setIndex(index_);
    dma_->setIndex(index_);
    hardware_->clearConfig();
    for (QTableView* table : {costTable_, criticalTable_, idleTable_, dmaTable_}) {
        table->sortByColumn(-1, Qt::AscendingOrder);
        table->resizeColumnsToContents();
        // The text columns take what the numbers leave.
        const int last = table->model()->columnCount() - 1;
        for (int c = 0; c < last; ++c) table->setColumnWidth(c, std::min(table->columnWidth(c), fontMetrics().averageCharWidth() * 40));
    }
    hardwareLabel_->setText(tr("Hardware configuration: pick a DMA transfer or an operation."));
    updateTitles();
    if (!index_ || index_->graph.ops.empty()) {
        for (QLabel* summary : {costSummary_, criticalSummary_, dmaSummary_}) summary->setText(placeholder_);
        return;
    }
    const analysis::SourceCost& c = cost_->cost();
    costSummary_->setText(tr("Cost per source line: makespan %1 cycles; %2 located ops, %3 cycles; %4 without a location, %5 cycles. "
                             "Pick a row to select its operations.")
                              .arg(c.makespan)
                              .arg(c.locatedOps)
                              .arg(c.locatedCycles)
                              .arg(c.unlocatedOps)
                              .arg(c.unlocatedCycles));
    criticalSummary_->setText(critical_->summary());
    dmaSummary_->setText(dma_->summary());
}

void ScheduleAnalysisView::setPlaceholder(const QString& text) {
    placeholder_ = text;
    if (!index_ || index_->graph.ops.empty())
        for (QLabel* summary : {costSummary_, criticalSummary_, dmaSummary_}) summary->setText(placeholder_);
}

void ScheduleAnalysisView::updateTitles() {
    setTabText(indexOf(costPage_), tr("By source (%1)").arg(cost_->rowCount()));
    setTabText(indexOf(criticalPage_), tr("Critical path (%1)").arg(critical_->rowCount()));
    setTabText(indexOf(idlePage_), tr("Idle holes (%1)").arg(idle_->rowCount()));
    setTabText(indexOf(dmaPage_), tr("DMA (%1)").arg(dma_->rowCount()));
    idleSummary_->setText(idle_->summary());
}

QString ScheduleAnalysisView::hardwareTitle() const { return hardwareLabel_->text(); }

int ScheduleAnalysisView::currentSourceRow(QTableView* table, QSortFilterProxyModel* proxy) const {
    const QModelIndex current = table->selectionModel()->currentIndex();
    return current.isValid() ? proxy->mapToSource(current).row() : -1;
}

void ScheduleAnalysisView::makeCurrent(QTableView* table, QSortFilterProxyModel* proxy, int sourceRow) {
    if (sourceRow < 0) {
        table->selectionModel()->clear();
        return;
    }
    const QModelIndex at = proxy->mapFromSource(proxy->sourceModel()->index(sourceRow, 0));
    table->selectionModel()->setCurrentIndex(at, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table->scrollTo(at);
}

// A row picked by the user: its operations, or an idle hole's cycles.
void ScheduleAnalysisView::chooseRow(QTableView* table) {
    if (!index_) return;
    if (table == costTable_) {
        const int row = currentSourceRow(costTable_, costProxy_);
        if (row < 0) return;
        const analysis::SourceRow& r = cost_->row(row);
        if (source_) source_->showOperations(r.opIds);
        followInTables(r.opIds, costTable_);
        emit sourceLineChosen(QString::fromStdString(r.file), int(std::min<u64>(r.line, INT32_MAX)),
                              int(std::min<u64>(r.column, INT32_MAX)));
        emit operationsChosen(r.opIds);
    } else if (table == criticalTable_) {
        const int row = currentSourceRow(criticalTable_, criticalProxy_);
        if (row < 0) return;
        const analysis::OpId op = critical_->operation(row);
        if (source_) source_->showOperations({op});
        followInTables({op}, criticalTable_);
        emit operationsChosen({op});
    } else if (table == idleTable_) {
        const int row = currentSourceRow(idleTable_, idleProxy_);
        if (row < 0) return;
        const analysis::IdleHole& h = idle_->hole(row);
        emit rangeChosen(h.start, h.end, idle_->track(row));
    } else if (table == dmaTable_) {
        const int row = currentSourceRow(dmaTable_, dmaProxy_);
        if (row < 0) return;
        const analysis::OpId op = dma_->transfer(row).op;
        if (source_) source_->showOperations({op});
        followInTables({op}, dmaTable_);
        emit operationsChosen({op});
    }
}

void ScheduleAnalysisView::showOperations(const std::vector<analysis::OpId>& ops) {
    if (!index_ || ops.empty()) return;
    if (source_) source_->showOperations(ops);
    followInTables(ops, nullptr);
}

// The rows of the first operation made current (none where it has no row),
// and its hardware configuration shown; nothing is asked of the timeline.
void ScheduleAnalysisView::followInTables(const std::vector<analysis::OpId>& ops, const QTableView* chosen) {
    if (ops.empty()) return;
    following_ = true;
    const analysis::OpId first = ops.front();
    if (chosen != costTable_) makeCurrent(costTable_, costProxy_, cost_->rowOfOperation(first));
    if (chosen != criticalTable_) makeCurrent(criticalTable_, criticalProxy_, critical_->rowOfOperation(first));
    if (chosen != dmaTable_) makeCurrent(dmaTable_, dmaProxy_, dma_->rowOfOperation(first));
    showHardware(first);
    following_ = false;
}

// The configuration the operation's description holds (a compiler dump's),
// read from it by core.
void ScheduleAnalysisView::showHardware(analysis::OpId op) {
    if (!index_ || op >= index_->graph.ops.size()) return;
    const analysis::OpGraph& g = index_->graph;
    const analysis::HardwareConfig config = analysis::hardwareConfigOf(analysis::sliceArgText(*g.trace, g.ops[op].slice, "description"));
    hardware_->setConfig(config);
    hardwareTree_->expandAll();
    // Named by where it is written (its text may be the configuration itself), else by its kind and index.
    const analysis::Op& o = g.ops[op];
    QString name = shortLocation(g, o);
    if (name.isEmpty())
        name = QStringLiteral("%1 %2").arg(QString::fromStdString(g.text(o.kind)), QString::fromStdString(analysis::opIndex(g, o)));
    hardwareLabel_->setText(
        config.empty()
            ? tr("%1: its description holds no hardware configuration.").arg(name)
            : tr("Hardware configuration of %1 (%2), from its description:").arg(name, QString::fromStdString(g.contextNames(o))));
    hardwareLabel_->setToolTip(QString::fromStdString(g.text(o.name)));
}

}  // namespace tcpwb::widgets
