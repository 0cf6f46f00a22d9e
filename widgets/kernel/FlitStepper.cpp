#include "widgets/kernel/FlitStepper.h"

#include <QComboBox>
#include <QFont>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QProgressBar>
#include <QToolButton>
#include <QScrollArea>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>

#include "util/checked.h"
#include "widgets/document/DiagnosticText.h"
#include "widgets/document/StringBridge.h"
#include "widgets/kernel/FlitTableModel.h"
#include "widgets/kernel/KernelDocument.h"

namespace tcpwb::widgets {
namespace {

using FlitsResult = diag::Result<std::vector<sim::StageFlit>>;

bool holds(const std::optional<mapping::CompiledMapping>& m, u64 i) {
    if (!m) return i == 0;
    return i < m->size() && m->at(i).has_value();
}

int clampToInt(u64 v) { return int(std::min<u64>(v, u64(std::numeric_limits<int>::max()))); }

}  // namespace

// ---- SliceStrip -------------------------------------------------------------

SliceStrip::SliceStrip(QWidget* parent) : QWidget(parent), holds_(kSlices, false) {
    setObjectName(QStringLiteral("flitSliceStrip"));
    setToolTip(tr("Slices of the cluster: filled where the fetch stage holds data at this cycle; click one to step it"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void SliceStrip::setState(std::vector<bool> holdsData, int selected) {
    holdsData.resize(kSlices, false);
    holds_ = std::move(holdsData);
    selected_ = selected;
    update();
}

QSize SliceStrip::sizeHint() const { return {kSlices * 4, 22}; }
QSize SliceStrip::minimumSizeHint() const { return {kSlices, 22}; }

int SliceStrip::sliceAt(int x) const { return std::clamp(x * kSlices / std::max(1, width()), 0, kSlices - 1); }

void SliceStrip::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const QColor data = palette().color(QPalette::Highlight);
    const QColor empty = palette().color(QPalette::Mid);
    const double w = double(width()) / kSlices;
    // Whole-pixel cells (fractional ones shimmer), a 1-pixel gap once they are wide enough.
    for (int s = 0; s < kSlices; ++s) {
        const int x0 = s * width() / kSlices;
        const int x1 = (s + 1) * width() / kSlices;
        const int gap = x1 - x0 >= 4 ? 1 : 0;
        p.fillRect(QRect(x0, 4, std::max(1, x1 - x0 - gap), height() - 8), holds_[std::size_t(s)] ? data : empty);
    }
    // The selected slice: a full-height mark in the text colour, at least 5 pixels
    // wide and kept inside the strip, so slice 0 and 255 show as well as the rest.
    const double markWidth = std::max(w, 5.0);
    const double x = std::clamp(selected_ * w + w / 2 - markWidth / 2, 1.0, width() - markWidth - 1);
    p.setPen(QPen(palette().color(QPalette::WindowText), 2));
    p.drawRect(QRectF(x, 1, markWidth, height() - 2));
}

void SliceStrip::mousePressEvent(QMouseEvent* event) { emit sliceClicked(sliceAt(int(event->position().x()))); }

// ---- FlitStepper ------------------------------------------------------------

FlitStepper::FlitStepper(KernelDocument* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
      operation_(new QComboBox(this)),
      chip_(new QSpinBox(this)),
      cluster_(new QSpinBox(this)),
      slice_(new QSpinBox(this)),
      cycle_(new QSpinBox(this)),
      slider_(new QSlider(Qt::Horizontal, this)),
      status_(new QLabel(this)),
      busy_(new QProgressBar(this)),
      busyDelay_(new QTimer(this)),
      strip_(new SliceStrip(this)),
      stagesRow_(new QHBoxLayout) {
    setObjectName(QStringLiteral("flitStepper"));
    setFocusPolicy(Qt::StrongFocus);
    status_->setObjectName(QStringLiteral("flitStatus"));
    status_->setWordWrap(true);
    busy_->setObjectName(QStringLiteral("flitBusy"));
    busy_->setRange(0, 0);  // indeterminate
    busy_->setMaximumWidth(120);
    busy_->setTextVisible(false);
    busy_->hide();
    busyDelay_->setSingleShot(true);
    busyDelay_->setInterval(100);
    connect(busyDelay_, &QTimer::timeout, busy_, &QWidget::show);

    auto* stages = new QWidget(this);
    stagesRow_->setContentsMargins(0, 0, 0, 0);
    stages->setLayout(stagesRow_);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("flitStages"));
    scroll->setWidget(stages);
    scroll->setWidgetResizable(true);
    scroll->setFocusPolicy(Qt::NoFocus);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(createControls());
    layout->addWidget(strip_);
    layout->addWidget(scroll, 1);

    connect(document_, &KernelDocument::loaded, this, &FlitStepper::reload);
    connect(document_, &KernelDocument::runFinished, this, &FlitStepper::reload);
    connect(strip_, &SliceStrip::sliceClicked, slice_, &QSpinBox::setValue);
    reload();
}

QWidget* FlitStepper::createControls() {
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    operation_->setObjectName(QStringLiteral("flitOperation"));
    operation_->setToolTip(tr("The Tensor Unit pass to step through"));
    operation_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    operation_->setMinimumContentsLength(12);
    const std::pair<QSpinBox*, QString> boxes[] = {
        {chip_, tr("chip ")}, {cluster_, tr("cluster ")}, {slice_, tr("slice ")}, {cycle_, tr("cycle ")}};
    for (const auto& [box, prefix] : boxes) {
        box->setPrefix(prefix);
        box->setKeyboardTracking(false);
    }
    chip_->setObjectName(QStringLiteral("flitChip"));
    cluster_->setObjectName(QStringLiteral("flitCluster"));
    slice_->setObjectName(QStringLiteral("flitSlice"));
    slice_->setRange(0, SliceStrip::kSlices - 1);
    cycle_->setObjectName(QStringLiteral("flitCycle"));
    cycle_->setToolTip(tr("Cycle from the pass's start: Left/Right step, PageUp/PageDown ×10, Home/End, N next event"));
    slider_->setObjectName(QStringLiteral("flitCycleSlider"));
    slider_->setFocusPolicy(Qt::NoFocus);
    slider_->setMinimumWidth(80);
    auto button = [&](const QString& text, const QString& name, const QString& tip, auto slot) {
        auto* b = new QToolButton(bar);
        b->setText(text);
        b->setObjectName(name);
        b->setToolTip(tip);
        b->setFocusPolicy(Qt::NoFocus);
        connect(b, &QToolButton::clicked, this, slot);
        return b;
    };
    row->addWidget(operation_);
    row->addWidget(chip_);
    row->addWidget(cluster_);
    row->addWidget(slice_);
    row->addWidget(button(QStringLiteral("|◀"), QStringLiteral("flitFirst"), tr("First cycle (Home)"), [this] { jumpTo(0); }));
    row->addWidget(button(QStringLiteral("◀"), QStringLiteral("flitBack"), tr("One cycle back (Left)"), [this] { step(-1); }));
    row->addWidget(cycle_);
    row->addWidget(button(QStringLiteral("▶"), QStringLiteral("flitForward"), tr("One cycle on (Right)"), [this] { step(1); }));
    row->addWidget(
        button(tr("Next event"), QStringLiteral("flitNext"), tr("The next cycle where a stage moves (N)"), [this] { nextEvent(); }));
    row->addWidget(
        button(QStringLiteral("▶|"), QStringLiteral("flitLast"), tr("Last cycle (End)"), [this] { jumpTo(qint64(lastCycle())); }));
    row->addWidget(slider_, 1);
    row->addWidget(busy_);

    connect(operation_, &QComboBox::currentIndexChanged, this, &FlitStepper::showPass);
    for (QSpinBox* box : {chip_, cluster_, slice_, cycle_}) connect(box, &QSpinBox::valueChanged, this, &FlitStepper::request);
    connect(cycle_, &QSpinBox::valueChanged, slider_, &QSlider::setValue);
    connect(cycle_, &QSpinBox::valueChanged, this, [this](int cycle) {
        if (pass()) emit cycleChanged(operation(), quint64(std::max(cycle, 0)));
    });
    connect(slider_, &QSlider::valueChanged, cycle_, &QSpinBox::setValue);

    auto* column = new QWidget(this);
    auto* v = new QVBoxLayout(column);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(bar);
    v->addWidget(status_);
    return column;
}

const sim::PassPlan* FlitStepper::pass() const {
    const sim::ProgramPlan* plan = document_->plan();
    const int op = operation();
    if (!plan || op < 0 || std::size_t(op) >= plan->ops.size() || !plan->ops[std::size_t(op)].pass) return nullptr;
    return &*plan->ops[std::size_t(op)].pass;
}

int FlitStepper::operation() const { return operation_->currentIndex() < 0 ? -1 : operation_->currentData().toInt(); }

QTableView* FlitStepper::stageTable(int stage) const { return stage >= 0 && stage < tables_.size() ? tables_[stage] : nullptr; }

sim::FlitQuery FlitStepper::query() const {
    sim::FlitQuery q;
    q.op = std::size_t(std::max(0, operation()));
    q.chip = u64(chip_->value());
    q.cluster = u64(cluster_->value());
    q.slice = u64(slice_->value());
    q.cycle = u64(cycle_->value());
    return q;
}

u64 FlitStepper::lastCycle() const {
    const sim::PassPlan* p = pass();
    if (!p) return 0;
    // The stepper's timing is the inspector's (sim::FlitTiming).
    const u64 end = std::max(p->cycles, sim::FlitTiming::of(*p).end());
    return end == 0 ? 0 : end - 1;
}

void FlitStepper::setOperation(int op) {
    const int row = operation_->findData(op);
    if (row >= 0) operation_->setCurrentIndex(row);
}

void FlitStepper::step(qint64 cycles) { jumpTo(qint64(cycle_->value()) + cycles); }

void FlitStepper::jumpTo(qint64 cycle) { cycle_->setValue(int(std::clamp<qint64>(cycle, 0, cycle_->maximum()))); }

void FlitStepper::nextEvent() {
    const sim::PassPlan* p = pass();
    if (!p) return;
    const u64 now = u64(cycle_->value());
    const sim::FlitTiming timing = sim::FlitTiming::of(*p);
    std::optional<u64> next;
    for (std::size_t i = 0; i < p->stages.size(); ++i) {
        const auto change = timing.nextChange(i, now);
        if (change && *change > now && *change <= lastCycle() && (!next || *change < *next)) next = change;
    }
    if (next) jumpTo(qint64(std::min<u64>(*next, u64(std::numeric_limits<int>::max()))));
    else status_->setText(tr("No stage moves after cycle %1").arg(now));
}

void FlitStepper::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Right: step(1); break;
        case Qt::Key_Left: step(-1); break;
        case Qt::Key_PageDown: step(10); break;
        case Qt::Key_PageUp: step(-10); break;
        case Qt::Key_Home: jumpTo(0); break;
        case Qt::Key_End: jumpTo(qint64(lastCycle())); break;
        case Qt::Key_N: nextEvent(); break;
        default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

// A new kernel or run: new passes, new values; answers in flight are stale.
void FlitStepper::reload() {
    ++generation_;
    inspector_.reset();
    flits_.clear();
    shown_.reset();
    const int previous = operation();
    const QSignalBlocker block(operation_);
    operation_->clear();
    const kernel::Program* program = document_->program();
    if (document_->plan() && program)
        for (std::size_t i = 0; i < program->ops.size(); ++i)
            if (document_->plan()->ops[i].pass) operation_->addItem(QString::fromStdString(program->ops[i].name), int(i));
    const int row = operation_->findData(previous);
    operation_->setCurrentIndex(row >= 0 ? row : (operation_->count() > 0 ? 0 : -1));
    showPass();
}

// The chosen pass: its ranges and one box per stage.
void FlitStepper::showPass() {
    ++generation_;  // an answer about another pass is stale
    const sim::PassPlan* p = pass();
    setEnabled(p != nullptr);
    qDeleteAll(boxes_);
    boxes_.clear();
    tables_.clear();
    models_.clear();
    columnsMeasured_ = false;
    flits_.clear();
    shown_.reset();
    {
        const QSignalBlocker b1(chip_), b2(cluster_), b3(cycle_), b4(slider_);
        const sim::StreamShape* stream = p && !p->stages.empty() ? &p->stages.front().stream : nullptr;
        chip_->setRange(0, stream && stream->chip ? clampToInt(std::max<u64>(stream->chip->size(), 1) - 1) : 0);
        cluster_->setRange(0, stream && stream->cluster ? clampToInt(std::max<u64>(stream->cluster->size(), 1) - 1) : 0);
        cycle_->setRange(0, clampToInt(lastCycle()));
        slider_->setRange(0, cycle_->maximum());
        slider_->setPageStep(10);
        slider_->setValue(cycle_->value());
    }
    if (!p) {
        status_->setText(document_->plan() ? tr("The kernel has no Tensor Unit pass to step through")
                                           : tr("Load a kernel that plans to step through its flits"));
        strip_->setState({}, slice_->value());
        return;
    }
    for (const sim::StagePlan& st : p->stages) {
        auto* box = new QGroupBox(QString::fromStdString(std::string(kernel::stepName(st.kind))));
        box->setObjectName(QStringLiteral("flitStage_%1").arg(boxes_.size()));
        auto* table = new QTableView(box);
        auto* model = new FlitTableModel(table);
        model->setPalette(table->palette());
        table->setModel(model);
        table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 4);
        table->verticalHeader()->hide();
        // Interactive, measured once per pass (measureColumns): sizing to
        // contents would measure every row of a 1,024-element flit at each step.
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
        table->horizontalHeader()->setStretchLastSection(true);
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->setFocusPolicy(Qt::NoFocus);
        auto* v = new QVBoxLayout(box);
        v->setContentsMargins(4, 4, 4, 4);
        v->addWidget(table);
        stagesRow_->addWidget(box);
        boxes_.append(box);
        tables_.append(table);
        models_.append(model);
    }
    request();
    emit cycleChanged(operation(), quint64(std::max(cycle_->value(), 0)));
}

// Asks for the flits of the current query; one query runs at a time, and the
// latest one asked for runs when it is done.
void FlitStepper::request() {
    showStrip();
    if (!pass()) return;
    if (!inspector_) inspector_ = document_->flitInspector();
    if (!inspector_) {
        status_->setText(tr("The kernel does not plan: no flits to show"));
        return;
    }
    if (!queryJob_.isRunning()) startQuery(query());
}

void FlitStepper::startQuery(const sim::FlitQuery& q) {
    busyDelay_->start();
    const quint64 generation = generation_;
    queryJob_.start([q, inspector = inspector_](const JobControl&) { return inspector->at(q); },
                    [this, generation, q](FlitsResult outcome) { finishQuery(generation, q, std::move(outcome)); });
}

void FlitStepper::finishQuery(quint64 generation, sim::FlitQuery q, FlitsResult outcome) {
    const sim::FlitQuery wanted = query();
    const bool current = generation == generation_ && q.op == wanted.op && q.chip == wanted.chip && q.cluster == wanted.cluster &&
                         q.slice == wanted.slice && q.cycle == wanted.cycle;
    if (generation == generation_) {
        if (outcome) {
            flits_ = std::move(outcome).value();
            shown_ = q;
            showFlits();
        } else {
            flits_.clear();
            shown_ = q;
            status_->setText(tr("%1 [%2]").arg(diagnosticText(outcome.error()), toQt(outcome.error().kind)));
            for (QGroupBox* box : boxes_) box->setEnabled(false);
        }
    }
    if (!current && pass() && inspector_) {
        startQuery(wanted);
        return;
    }
    busyDelay_->stop();
    busy_->hide();
    if (current) emit flitsShown();
}

void FlitStepper::showFlits() {
    const sim::PassPlan* p = pass();
    if (!p) return;
    const u64 pace = sim::FlitTiming::of(*p).pace;
    int active = 0;
    for (int i = 0; i < boxes_.size() && std::size_t(i) < flits_.size(); ++i) {
        const sim::StageFlit& f = flits_[std::size_t(i)];
        QGroupBox* box = boxes_[i];
        const QString name = QString::fromStdString(f.stage);
        QString title = f.active ? tr("%1: t = %2 / %3").arg(name).arg(f.timeStep).arg(f.timeSteps)
                                 : tr("%1: idle (cycles %2–%3)").arg(name).arg(f.start).arg(f.start + pace - 1);
        if (f.active && f.validCount) title += tr(", %n valid", nullptr, clampToInt(*f.validCount));
        box->setTitle(title);
        box->setEnabled(f.active);
        active += f.active;
        models_[i]->setElements(f.elements);
    }
    if (!columnsMeasured_) measureColumns();
    status_->setText(tr("Cycle %1 of %2 on chip %3, cluster %4, slice %5: %n stage(s) hold a flit", nullptr, active)
                         .arg(shown_->cycle)
                         .arg(lastCycle() + 1)
                         .arg(shown_->chip)
                         .arg(shown_->cluster)
                         .arg(shown_->slice));
}

// Sizes each table's index column once per pass, from the widest index of
// the first flit shown (at most 64 rows measured: the indices of one stage
// have the same shape), so later steps never measure anything.
void FlitStepper::measureColumns() {
    for (int i = 0; i < tables_.size(); ++i) {
        const auto& elements = models_[i]->elements();
        if (elements.empty()) continue;
        const QFontMetrics metrics = tables_[i]->fontMetrics();
        int widest = metrics.horizontalAdvance(tr("Index"));
        for (std::size_t r = 0; r < std::min<std::size_t>(elements.size(), 64); ++r)
            widest = std::max(widest, metrics.horizontalAdvance(QString::fromStdString(elements[r].index)));
        tables_[i]->horizontalHeader()->resizeSection(FlitTableModel::Index, widest + 16);
        columnsMeasured_ = true;
    }
}

// Which slices the fetch stage holds data on at this cycle, from the fetch
// stream's mappings alone (no simulation): the chip, cluster, slice and time
// step are all real positions, not padding.
void FlitStepper::showStrip() {
    std::vector<bool> holdsData(SliceStrip::kSlices, false);
    const sim::PassPlan* p = pass();
    if (p && !p->stages.empty() && p->stages.front().kind == kernel::StepKind::Fetch) {
        const sim::StagePlan& fetch = p->stages.front();
        const sim::StreamShape& s = fetch.stream;
        const auto k = sim::FlitTiming::of(*p).stepAt(0, u64(cycle_->value()));
        if (k && holds(s.time, *k) && holds(s.chip, u64(chip_->value())) && holds(s.cluster, u64(cluster_->value())))
            for (int slice = 0; slice < SliceStrip::kSlices; ++slice) holdsData[std::size_t(slice)] = holds(s.slice, u64(slice));
    }
    strip_->setState(std::move(holdsData), slice_->value());
}

}  // namespace tcpwb::widgets
