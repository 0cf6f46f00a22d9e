#include "widgets/kernel/KernelView.h"

#include <QAction>
#include <QComboBox>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBlock>
#include <QScrollBar>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>
#include <numeric>
#include <utility>
#include <vector>

#include "kernel/dialect.h"
#include "kernel/method_names.h"
#include "kernel/parse.h"
#include "sim/run_trace.h"
#include "widgets/document/StringBridge.h"
#include "widgets/kernel/FlitStepper.h"
#include "widgets/kernel/KernelCrateModel.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelOpsModel.h"
#include "widgets/kernel/KernelOutputsModel.h"
#include "widgets/kernel/KernelProblemsModel.h"
#include "widgets/kernel/KernelSourceEdit.h"
#include "widgets/toolkit/CompactTableView.h"

namespace tcpwb::widgets {
namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

QString mappingText(const std::optional<mapping::CompiledMapping>& m) { return m ? text(m->normalized()) : QString(); }

QString dtypeText(tensor::DType type) { return text(std::string(tensor::info(type).name)); }

}  // namespace

KernelView::KernelView(KernelDocument* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
      ops_(new KernelOpsModel(document, this)),
      outputs_(new KernelOutputsModel(document, this)),
      problems_(new KernelProblemsModel(document, this)),
      title_(new QLabel(this)),
      source_(new KernelSourceEdit(this)),
      opsView_(new QTreeView(this)),
      outputsView_(readOnlyTable(outputs_, QStringLiteral("kernelOutputs"), 6, this)),
      run_(new QPushButton(tr("&Run"), this)),
      seed_(new QSpinBox(this)),
      progress_(new QProgressBar(this)),
      cancel_(new QPushButton(tr("Cancel"), this)),
      status_(new QLabel(this)),
      stepper_(new FlitStepper(document, this)),
      reread_(new QTimer(this)) {
    setObjectName(QStringLiteral("kernel"));
    source_->setObjectName(QStringLiteral("kernelSource"));

    // Narrow tabs squeeze the columns rather than hide the row under a scroll bar.
    outputsView_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    outputsView_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    opsView_->setObjectName(QStringLiteral("kernelOps"));
    opsView_->setModel(ops_);
    opsView_->setAlternatingRowColors(true);
    opsView_->setUniformRowHeights(true);
    opsView_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    opsView_->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* studio = new QAction(tr("Open in Studio"), opsView_);
    studio->setObjectName(QStringLiteral("openInStudio"));
    studio->setToolTip(tr("Add the stage's stream as a new design of the mapping studio"));
    opsView_->addAction(studio);
    connect(studio, &QAction::triggered, this, &KernelView::openSelectedInStudio);
    connect(opsView_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        showOperationSource(current);
        stepper_->setOperation(KernelOpsModel::operationOf(current));
    });

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(createFileRow());
    leftLayout->addWidget(source_, 1);
    leftLayout->addWidget(createProblemsList());

    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(createRunBar());
    rightLayout->addWidget(opsView_, 1);
    rightLayout->addWidget(new QLabel(tr("Outputs checked against the reference"), this));
    rightLayout->addWidget(outputsView_);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(createCrateTree());
    split->addWidget(left);
    split->addWidget(right);
    // The source and the operations half each, the crate's tree (when there
    // is one) narrower: the splitter scales these to the tab's width.
    split->setSizes({220, 500, 420});
    split->setStretchFactor(0, 0);
    // The stepper under both, its stages side by side across the whole
    // width; in the tab beside it, the last run's analysis.
    auto* bottom = new QTabWidget(this);
    bottom->setObjectName(QStringLiteral("kernelBottomTabs"));
    bottom->setProperty("screenshotPages", true);
    bottom->addTab(stepper_, tr("Flit stepper"));
    bottom->addTab(createAnalysis(), tr("Run analysis"));
    auto* vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(split);
    vertical->addWidget(bottom);
    vertical->setSizes({600, 400});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(vertical);

    // Typing re-reads the kernel after a short pause: the operations, the
    // problems and the plan follow the text; F5 runs what is written.
    reread_->setSingleShot(true);
    reread_->setInterval(kRereadPauseMs);
    connect(source_, &QPlainTextEdit::textChanged, reread_, qOverload<>(&QTimer::start));
    connect(source_, &KernelSourceEdit::definitionRequested, this, &KernelView::goToDefinition);
    source_->setToolTipProvider([this](int position) { return toolTipAt(position); });
    connect(document_, &KernelDocument::crateChanged, this, &KernelView::showCrate);
    connect(reread_, &QTimer::timeout, this, &KernelView::rereadSource);
    connect(document_, &KernelDocument::modificationChanged, this, &KernelView::showFileState);
    connect(document_, &KernelDocument::changedOnDisk, this, [this] {
        changedOnDisk_ = true;
        showFileState();
    });
    connect(document_, &KernelDocument::loaded, this, &KernelView::showKernel);
    connect(document_, &KernelDocument::runStarted, this, &KernelView::showRunState);
    connect(document_, &KernelDocument::runFinished, this, &KernelView::recordRun);
    connect(document_, &KernelDocument::runFinished, this, &KernelView::showRunState);
    connect(document_, &KernelDocument::progressChanged, this, [this](double f) { progress_->setValue(int(f * 1000)); });
    showKernel();
}

// The kernel's name, whether it is edited, and Save / Reload.
QWidget* KernelView::createFileRow() {
    save_ = new QPushButton(tr("Save"), this);
    save_->setObjectName(QStringLiteral("kernelSave"));
    save_->setToolTip(tr("Write the edited kernel to its file"));
    reload_ = new QPushButton(tr("Reload"), this);
    reload_->setObjectName(QStringLiteral("kernelReload"));
    reload_->setToolTip(tr("Read the file again, dropping unsaved edits"));
    fileState_ = new QLabel(this);
    fileState_->setObjectName(QStringLiteral("kernelFileState"));
    dialect_ = new QLabel(this);
    dialect_->setObjectName(QStringLiteral("kernelDialect"));
    connect(save_, &QPushButton::clicked, this, &KernelView::saveKernel);
    connect(reload_, &QPushButton::clicked, this, &KernelView::reloadKernel);
    back_ = new QPushButton(this);
    back_->setObjectName(QStringLiteral("kernelBack"));
    back_->setToolTip(tr("Show the kernel's own file again"));
    back_->hide();
    connect(back_, &QPushButton::clicked, this, [this] {
        showOwnSource();
        highlightLines(opsView_->currentIndex().data(KernelOpsModel::SourceLineRole).toInt());
    });
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(back_);
    layout->addWidget(title_);
    layout->addWidget(dialect_);
    layout->addWidget(fileState_, 1);
    layout->addWidget(reload_);
    layout->addWidget(save_);
    return row;
}

// Errors and warnings with their place, message and fix; a double-click
// (or Enter) puts the source's cursor on the problem.
QWidget* KernelView::createProblemsList() {
    problemsTitle_ = new QLabel(this);
    problemsTitle_->setObjectName(QStringLiteral("kernelProblemsTitle"));
    problemsView_ = readOnlyTable(problems_, QStringLiteral("kernelProblems"), 4, this);
    problemsView_->setWordWrap(false);
    problemsView_->setTextElideMode(Qt::ElideMiddle);
    // The message takes the room; the short columns fit their contents (resizable by hand).
    problemsView_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    problemsView_->horizontalHeader()->setStretchLastSection(false);
    problemsView_->horizontalHeader()->setSectionResizeMode(KernelProblemsModel::Message, QHeaderView::Stretch);
    connect(problemsView_, &QTableView::activated, this, [this](const QModelIndex& index) {
        const KernelError& at = problems_->problem(index.row()).at;
        if (at.line <= 0 && at.elsewhereOffset && !document_->crateFileText(at.elsewhereFile).isEmpty()) {
            showElsewhereAt(at.elsewhereFile, *at.elsewhereOffset);  // a problem in a helper's file: that file, read-only
        } else if (at.line > 0) {
            showOwnSource();
            jumpToSource(at.line, at.column);
        } else {
            return;
        }
        source_->setFocus();
    });
    connect(problems_, &KernelProblemsModel::problemsChanged, this, &KernelView::showProblemCount);
    problemsView_->viewport()->installEventFilter(this);
    source_->viewport()->installEventFilter(this);
    auto* box = new QWidget(this);
    auto* column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(problemsTitle_);
    column->addWidget(problemsView_);
    showProblemCount();
    return box;
}

void KernelView::showProblemCount() {
    using Level = KernelProblemsModel::Level;
    const int errors = problems_->count(Level::Error), warnings = problems_->count(Level::Warning);
    const int setAside = problems_->count(Level::SetAside);
    QString title =
        errors + warnings == 0 ? tr("Problems: none") : tr("Problems: %n error(s)", "", errors) + tr(", %n warning(s)", "", warnings);
    if (setAside > 0) title += tr("; %n host item(s) set aside", "", setAside);
    problemsTitle_->setText(title);
    fitProblemColumns();
}

void KernelView::fitProblemColumns() {
    QHeaderView* header = problemsView_->horizontalHeader();
    const int character = problemsView_->fontMetrics().averageCharWidth();
    const int width = problemsView_->viewport()->width();
    for (int c : {KernelProblemsModel::Severity, KernelProblemsModel::Where, KernelProblemsModel::Kind, KernelProblemsModel::Fix})
        problemsView_->resizeColumnToContents(c);
    // Capped only when the message would get less than 45% of the table.
    const int others = header->sectionSize(KernelProblemsModel::Severity) + header->sectionSize(KernelProblemsModel::Where) +
                       header->sectionSize(KernelProblemsModel::Kind) + header->sectionSize(KernelProblemsModel::Fix);
    if (width - others >= width * 45 / 100) return;
    const auto cap = [&](int column, int most) {
        header->resizeSection(column, std::min(header->sectionSize(column), std::max(most, header->minimumSectionSize())));
    };
    cap(KernelProblemsModel::Kind, std::max(10 * character, width / 8));
    cap(KernelProblemsModel::Fix, std::max(16 * character, width / 4));
}

bool KernelView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == problemsView_->viewport() && event->type() == QEvent::Resize) fitProblemColumns();
    const bool laidOut = event->type() == QEvent::Resize || event->type() == QEvent::Show;
    if (watched == source_->viewport() && laidOut && centerWhenLaidOut_ && source_->isVisible()) {
        centerWhenLaidOut_ = false;
        // After the layout that resized it; the scroll an empty viewport made to the cursor's column is undone.
        QTimer::singleShot(0, source_, [this] {
            source_->horizontalScrollBar()->setValue(0);
            source_->centerCursor();
        });
    }
    return QWidget::eventFilter(watched, event);
}

void KernelView::jumpToSource(int line, int column) {
    QTextCursor cursor(source_->document()->findBlockByNumber(line - 1));
    cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, std::max(0, column - 1));
    source_->setTextCursor(cursor);
    centerOnCursor();
}

void KernelView::centerOnCursor() {
    source_->centerCursor();
    centerWhenLaidOut_ = !source_->isVisible();
}

QWidget* KernelView::createRunBar() {
    auto* bar = new QWidget;
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    run_->setObjectName(QStringLiteral("kernelRun"));
    run_->setToolTip(tr("Simulate the kernel value by value and check its outputs (F5)"));
    run_->setShortcut(QKeySequence(Qt::Key_F5));
    seed_->setObjectName(QStringLiteral("kernelSeed"));
    seed_->setRange(-1, std::numeric_limits<int>::max());
    seed_->setValue(-1);
    // -1 keeps the seeds written in the kernel.
    seed_->setSpecialValueText(tr("kernel's"));
    seed_->setPrefix(tr("seed "));
    seed_->setToolTip(tr("Seed for every random input; \"kernel's\" keeps the kernel's seed_from_u64"));
    progress_->setObjectName(QStringLiteral("kernelProgress"));
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    cancel_->setObjectName(QStringLiteral("kernelCancel"));
    status_->setObjectName(QStringLiteral("kernelStatus"));
    connect(run_, &QPushButton::clicked, this, &KernelView::run);
    connect(cancel_, &QPushButton::clicked, document_, &KernelDocument::cancel);
    function_ = new QComboBox(this);
    function_->setObjectName(QStringLiteral("kernelFunction"));
    function_->setToolTip(
        tr("The device function to run: the file's own choice (its host code, else its first "
           "#[device] function), or one of them on its own, on seeded inputs"));
    function_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(function_, qOverload<int>(&QComboBox::activated), this, &KernelView::chooseFunction);
    row->addWidget(function_);
    row->addWidget(run_);
    row->addWidget(seed_);
    row->addWidget(progress_, 1);
    row->addWidget(cancel_);
    // The status gets its own line: a long message must not squeeze the source.
    // The compare button sits beside it, so the run bar keeps its width.
    compare_ = new QPushButton(tr("Compare with previous run"), this);
    compare_->setObjectName(QStringLiteral("kernelCompare"));
    compare_->setToolTip(tr("Show the last two runs side by side in the Compare tab, the largest regressions first"));
    compare_->setEnabled(false);
    connect(compare_, &QPushButton::clicked, this, &KernelView::compareWithPreviousRun);
    auto* statusRow = new QHBoxLayout;
    statusRow->setContentsMargins(0, 0, 0, 0);
    status_->setWordWrap(true);
    statusRow->addWidget(status_, 1);
    statusRow->addWidget(compare_, 0, Qt::AlignTop);
    auto* column = new QVBoxLayout;
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(bar);
    column->addLayout(statusRow);
    auto* box = new QWidget(this);
    box->setLayout(column);
    return box;
}

void KernelView::run() { document_->run(seed_->value() < 0 ? std::nullopt : std::optional<u64>(u64(seed_->value()))); }

void KernelView::recordRun() {
    const sim::RunResult* result = document_->runResult();
    if (document_->runState() != KernelDocument::RunState::Finished || !result) return;
    // Another kernel's runs are not the "previous run".
    if (document_->name() != runsOf_) {
        runsOf_ = document_->name();
        runNumber_ = 0;
        previousRun_.reset();
        latestRun_.reset();
    }
    ++runNumber_;
    // Each operation located at its statement in the kernel (the file, or a
    // built-in sample's name), so the run reads by source line.
    runSourceFile_ = document_->filePath().isEmpty() ? document_->name() : document_->filePath();
    runSourceText_ = document_->source();
    const auto sources = document_->program() ? sim::sourcesOfRun(*result, *document_->program(), runSourceFile_.toStdString())
                                              : std::vector<trace::SourceLocation>{};
    previousRun_ =
        std::exchange(latestRun_, std::make_shared<const trace::Trace>(sim::traceOfRun(*result, runsOf_.toStdString(), sources)));
    previousName_ = std::exchange(latestName_, tr("%1, run %2 (%3 cycles)").arg(runsOf_).arg(runNumber_).arg(result->cycles));
    showRunAnalysis(*result);
    emit runRecorded(latestRun_, latestName_);
}

void KernelView::compareWithPreviousRun() {
    if (previousRun_ && latestRun_) emit compareRunsRequested(previousRun_, previousName_, latestRun_, latestName_);
}

void KernelView::rereadSource() {
    if (!elsewhere_.isEmpty()) return;  // the editor shows another file, read-only
    editing_ = true;
    document_->edit(source_->toPlainText());
    editing_ = false;
}

void KernelView::saveKernel() {
    reread_->stop();
    rereadSource();  // what is on screen is what is saved
    QString error;
    if (!document_->save(&error)) {
        fileState_->setText(error);
        return;
    }
    changedOnDisk_ = false;
    showFileState();
}

void KernelView::reloadKernel() {
    reread_->stop();
    changedOnDisk_ = false;
    QString error;
    if (!document_->reload(&error)) fileState_->setText(error);
    showFileState();
}

// "edited" while the source differs from the file; a change on disk under
// unsaved edits is offered, never applied over them.
void KernelView::showFileState() {
    const bool modified = document_->isModified();
    save_->setEnabled(modified && !document_->filePath().isEmpty());
    reload_->setVisible(changedOnDisk_ || (modified && !document_->filePath().isEmpty()));
    if (changedOnDisk_) fileState_->setText(tr("The file changed on disk; Reload reads it (your edits are dropped), Save keeps yours."));
    else if (modified)
        fileState_->setText(document_->filePath().isEmpty() ? tr("Edited (a built-in sample: not saved)") : tr("Edited, not saved"));
    else fileState_->clear();
    fileState_->setVisible(!fileState_->text().isEmpty());
}

// The kernel's axes and aliases (the last program read, so a name stays
// offered while the text does not parse) and every method of the API.
void KernelView::offerCompletions() {
    const kernel::Program* program = document_->program();
    if (!program) return;  // keep what the last good read offered
    // As the file can type them (kernel/typeable_names.h).
    QStringList names = document_->typeableNames();
    for (const std::string& name : kernel::methodNames()) names << text(name);
    names.removeDuplicates();
    // Stable, so a name the kernel declares stays ahead of a method spelled alike (`Slice`, then `slice`).
    std::stable_sort(names.begin(), names.end(),
                     [](const QString& a, const QString& b) { return QString::compare(a, b, Qt::CaseInsensitive) < 0; });
    source_->setCompletions(names);
}

// One item per #[device] function, after the file's own choice; the
// document's entry is the current one.
void KernelView::showFunctions() {
    const QSignalBlocker quiet(function_);
    function_->clear();
    function_->addItem(tr("As the file runs"), QString());
    function_->setItemData(0, tr("Run the file as it is written: its host code, else its first #[device] function"), Qt::ToolTipRole);
    for (const kernel::KernelEntry& k : document_->kernels()) {
        QStringList parameters;
        for (const kernel::KernelParameter& p : k.parameters) parameters << QStringLiteral("%1: %2").arg(text(p.name), text(p.type));
        function_->addItem(tr("%1 (line %2)").arg(text(k.name)).arg(k.line), text(kernel::nameInFile(k)));
        function_->setItemData(function_->count() - 1,
                               tr("#[device(chip = %1, pe = %2)] fn %3(%4)")
                                   .arg(k.chips)
                                   .arg(k.pe)
                                   .arg(text(k.function), parameters.join(QStringLiteral(", "))),
                               Qt::ToolTipRole);
    }
    const int current = function_->findData(document_->entry());
    function_->setCurrentIndex(current < 0 ? 0 : current);
    function_->setEnabled(!document_->kernels().empty());
}

// The dialect the kernel is read in, and why (kernel/dialect.h); from the
// listing when the kernel does not elaborate, so an error keeps it shown.
void KernelView::showDialect() {
    const kernel::Program* program = document_->program();
    const auto& kernels = document_->kernels();
    dialect_->setVisible(program || !kernels.empty());
    if (!program && kernels.empty()) return;
    const kernel::Dialect dialect = program ? program->dialect : kernels.front().dialect;
    dialect_->setText(dialect == kernel::Dialect::Toolchain ? tr("Dialect: the furiosa-opt toolchain's") : tr("Dialect: the manual's"));
    QString why = program ? text(program->dialectReason) : tr("from the crate it uses and the calls it makes");
    if (program && program->dialectAt.known()) why += tr(" (line %1)").arg(program->dialectAt.line);
    dialect_->setToolTip(tr("Read in the %1 dialect: %2").arg(text(std::string(kernel::dialectName(dialect))), why));
}

void KernelView::chooseFunction(int index) {
    const QString function = function_->itemData(index).toString();
    if (function == document_->entry()) return;
    editing_ = true;  // the same text: keep the editor's cursor
    document_->setEntry(function);
    editing_ = false;
    if (const int line = entryLine()) jumpToSource(line, 1);  // and show the function chosen
}

// The line of the device function the document runs; 0 for the file's own choice.
int KernelView::entryLine() const {
    if (document_->entry().isEmpty()) return 0;
    for (const kernel::KernelEntry& k : document_->kernels())
        if (text(kernel::nameInFile(k)) == document_->entry()) return int(k.line);
    return 0;
}

void KernelView::showTitle() {
    title_->setText(document_->name().isEmpty()
                        ? tr("No kernel: File > Open Kernel… or Open Kernel Crate…, or drop a .rs file or a crate's folder here")
                        : tr("<b>%1</b>").arg(document_->name().toHtmlEscaped()));
}

void KernelView::showOperationSource(const QModelIndex& row) {
    const QString file = row.data(KernelOpsModel::ElsewhereFileRole).toString();
    if (file.isEmpty() || document_->crateFileText(file).isEmpty()) {
        showOwnSource();
        highlightLines(row.data(KernelOpsModel::SourceLineRole).toInt());
        return;
    }
    showElsewhere(file, row.data(KernelOpsModel::ElsewhereLineRole).toInt());
}

// Another file of the crate in the editor, read-only, its line chosen: the
// kernel's own text stays the document's (edits typed before are read first).
void KernelView::showElsewhere(const QString& file, int line) {
    if (elsewhere_.isEmpty() && source_->toPlainText() != document_->source()) {
        reread_->stop();
        rereadSource();  // the operations are read again: the row chosen is gone
        return;
    }
    elsewhereLine_ = line;
    if (elsewhere_ != file) {
        const QSignalBlocker quiet(source_);  // not an edit of the kernel
        source_->setPlainText(document_->crateFileText(file));
        source_->setReadOnly(true);
        elsewhere_ = file;
        title_->setText(tr("<b>%1</b>, read-only: the chosen operation is written here").arg(file.toHtmlEscaped()));
        back_->setText(tr("← %1").arg(document_->name()));
        back_->show();
    }
    highlightLines(line);
}

void KernelView::showOwnSource() {
    if (elsewhere_.isEmpty()) return;
    elsewhere_.clear();
    elsewhereLine_ = 0;
    const QSignalBlocker quiet(source_);
    source_->setPlainText(document_->source());
    source_->setReadOnly(false);
    back_->hide();
    showTitle();
}

void KernelView::showKernel() {
    // A kernel read again: its own text in the editor.
    const bool wasElsewhere = !elsewhere_.isEmpty();
    showOwnSource();
    showTitle();
    showFunctions();
    showDialect();
    showCrate();
    const auto& error = document_->error();
    opsView_->expandAll();
    offerCompletions();
    if (editing_ && !wasElsewhere) {  // the text is the editor's own: keep its cursor and scroll
        highlightLines(0);
        showRunState();
        return;
    }
    const QSignalBlocker quiet(source_);  // a load is not an edit
    source_->setPlainText(document_->source());
    changedOnDisk_ = false;
    showFileState();
    highlightLines(0);
    if (error && error->line > 0) jumpToSource(error->line, error->column);
    else if (const int line = entryLine()) jumpToSource(line, 1);
    showRunState();
}

void KernelView::showRunState() {
    const bool running = document_->isRunning();
    run_->setEnabled(!running && document_->plan());
    cancel_->setVisible(running);
    compare_->setEnabled(!running && previousRun_ && document_->name() == runsOf_);
    progress_->setVisible(running || document_->runState() == KernelDocument::RunState::Finished);
    if (!running && document_->runState() == KernelDocument::RunState::Finished) progress_->setValue(progress_->maximum());
    if (running) progress_->setValue(0);
    QString state;
    switch (document_->runState()) {
        case KernelDocument::RunState::Idle: state = document_->plan() ? tr("Not run yet") : QString(); break;
        case KernelDocument::RunState::Running: state = tr("Running…"); break;
        case KernelDocument::RunState::Finished: {
            const sim::RunResult* r = document_->runResult();
            state = (r->outputs.empty() ? tr("Ran, with no output to check")
                     : r->ok            ? tr("Every output matches the reference")
                                        : tr("Some outputs differ from the reference")) +
                    tr(" — %1 cycles").arg(r->cycles);
            break;
        }
        case KernelDocument::RunState::Cancelled: state = tr("Cancelled"); break;
        case KernelDocument::RunState::Failed: state = tr("Failed: %1").arg(document_->runError()->text()); break;
    }
    const sim::RunResult* result = document_->runState() == KernelDocument::RunState::Finished ? document_->runResult() : nullptr;
    const int warnings = result ? int(result->warnings.size()) : document_->plan() ? int(document_->plan()->warnings.size()) : 0;
    const bool idle = document_->runState() == KernelDocument::RunState::Idle;
    if (warnings > 0 && (result || idle)) state += tr(" — %n warning(s): see Problems", "", warnings);
    if (result) state += validCountsText(*result);
    status_->setText(state);
    status_->setToolTip(document_->runError() ? document_->runError()->formatted : result ? validCountsTip(*result) : QString());
    opsView_->expandAll();
    highlightLines(opsView_->currentIndex().data(KernelOpsModel::SourceLineRole).toInt());
}

// vector_filter's valid counts, one clause per filtering pass: what it kept
// of its element positions, and the least and most on one slice.
QString KernelView::validCountsText(const sim::RunResult& result) {
    QString text;
    for (const sim::OperationValidCount& op : result.validCounts) {
        u64 least = ~u64{0}, most = 0;
        for (const sim::SliceValidCount& s : op.slices) {
            least = std::min(least, s.valid);
            most = std::max(most, s.valid);
        }
        if (op.slices.empty()) least = 0;
        text += tr(" — %1: vector_filter(%2) kept %3 of %4 elements, %5–%6 per slice")
                    .arg(QString::fromStdString(op.name))
                    .arg(op.filterId)
                    .arg(op.valid())
                    .arg(op.positions())
                    .arg(least)
                    .arg(most);
    }
    return text;
}

// Every slice's valid count, sixteen to a line (the status line has only the range).
QString KernelView::validCountsTip(const sim::RunResult& result) {
    QStringList lines;
    for (const sim::OperationValidCount& op : result.validCounts) {
        lines << tr("%1, vector_filter(%2): valid count per slice").arg(QString::fromStdString(op.name)).arg(op.filterId);
        QStringList row;
        for (const sim::SliceValidCount& s : op.slices) {
            row << (s.chip == 0 && s.cluster == 0 ? QStringLiteral("%1: %2").arg(s.slice).arg(s.valid)
                                                  : QStringLiteral("%1.%2.%3: %4").arg(s.chip).arg(s.cluster).arg(s.slice).arg(s.valid));
            if (row.size() == 16) {
                lines << row.join(QStringLiteral("  "));
                row.clear();
            }
        }
        if (!row.isEmpty()) lines << row.join(QStringLiteral("  "));
    }
    return lines.join(QLatin1Char('\n'));
}

// The error line in red, the selected operation's line in the selection colours.
void KernelView::highlightLines(int selectedLine) {
    QList<QTextEdit::ExtraSelection> marks;
    // Another file shown: only the chosen operation's line of it.
    if (!elsewhere_.isEmpty()) selectedLine = elsewhereLine_;
    // Text colours set with the backgrounds so both themes stay readable.
    auto mark = [&](int line, const QColor& colour, const QColor& text) {
        if (line <= 0) return;
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(source_->document()->findBlockByNumber(line - 1));
        s.format.setBackground(colour);
        if (text.isValid()) s.format.setForeground(text);
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
        marks.append(s);
    };
    // On a light theme the pale backgrounds keep the syntax colours; on a
    // dark one the light text turns black over them.
    const QColor onPale = palette().color(QPalette::Base).lightness() < 128 ? QColor(Qt::black) : QColor();
    if (document_->error()) mark(document_->error()->line, QColor(0xff, 0xcd, 0xd2), onPale);
    // Operations with warnings in amber, under the selection.
    for (int row = 0; row < ops_->rowCount(); ++row) {
        const QModelIndex op = ops_->index(row, 0);
        if (!op.data(KernelOpsModel::WarningsRole).toStringList().isEmpty())
            mark(op.data(KernelOpsModel::SourceLineRole).toInt(), QColor(0xff, 0xec, 0xb3), onPale);
    }
    if (!elsewhere_.isEmpty()) marks.clear();
    mark(selectedLine, palette().color(QPalette::Highlight), palette().color(QPalette::HighlightedText));
    underlineProblems(marks);
    source_->setExtraSelections(marks);
    if (selectedLine > 0) {
        QTextCursor cursor(source_->document()->findBlockByNumber(selectedLine - 1));
        source_->setTextCursor(cursor);
        source_->ensureCursorVisible();
    }
}

bool KernelView::studioContent(const QModelIndex& index, MappingContent* content, QString* name) const {
    const kernel::Program* program = document_->program();
    const sim::ProgramPlan* plan = document_->plan();
    const int op = KernelOpsModel::operationOf(index);
    const int stage = KernelOpsModel::stageOf(index);
    if (!program || !plan || op < 0 || stage < 0 || std::size_t(op) >= plan->ops.size()) return false;
    const sim::PassPlan* pass = plan->ops[std::size_t(op)].pass ? &*plan->ops[std::size_t(op)].pass : nullptr;
    if (!pass) return false;
    const bool sink = std::size_t(stage) >= pass->stages.size();
    // The sink commits the last stage's stream into the output tensor; a
    // stage reads its stream from the pass's source tensor.
    const sim::StreamShape& stream =
        sink ? (pass->stages.empty() ? pass->source : pass->stages.back().stream) : pass->stages[std::size_t(stage)].stream;
    if (!stream.time || !stream.packet) return false;
    const std::size_t tensor = sink ? pass->pass->output : pass->pass->source;
    const kernel::Tensor& t = program->tensors[tensor];
    if (t.mappings.empty()) return false;
    MappingContent c;
    // The names as the kernel's file writes them where the operation is
    // written (kernel/display_names.h), the same for all five texts: the
    // studio reads the expression with the axes.
    const kernel::SourceSpan& at = program->ops[std::size_t(op)].at;
    c.axes = document_->shown(program->axes.toString(), at);
    c.expression = document_->shown(t.mappings.back().text, at);
    c.stream.time = document_->shown(mappingText(stream.time).toStdString(), at);
    c.stream.packet = document_->shown(mappingText(stream.packet).toStdString(), at);
    c.stream.slice = document_->shown(mappingText(stream.slice).toStdString(), at);
    c.stream.dtype = dtypeText(stream.dtype);
    const bool fetch = !sink && pass->stages[std::size_t(stage)].kind == kernel::StepKind::Fetch;
    c.stream.engine = sink ? QStringLiteral("commit") : fetch ? QStringLiteral("fetch") : QStringLiteral("sequencer");
    c.stream.context = pass->pass->context == kernel::StreamPass::Context::Main ? QStringLiteral("main") : QStringLiteral("sub");
    *content = c;
    *name = QStringLiteral("%1 %2").arg(text(program->ops[std::size_t(op)].name),
                                        index.siblingAtColumn(KernelOpsModel::Name).data().toString());
    return true;
}

void KernelView::openSelectedInStudio() {
    MappingContent content;
    QString name;
    if (studioContent(opsView_->currentIndex(), &content, &name)) emit openInStudio(name, content);
    else status_->setText(tr("Choose a stage with a Time and Packet stream to open it in the studio"));
}

// The crate's tree, left of the source: a function opens at its line and is
// read; a module opens its file.
QWidget* KernelView::createCrateTree() {
    crateModel_ = new KernelCrateModel(this);
    crateView_ = new QTreeView(this);
    crateView_->setObjectName(QStringLiteral("kernelCrate"));
    crateView_->setModel(crateModel_);
    crateView_->setUniformRowHeights(true);
    crateView_->setToolTip(tr("The crate's modules, their files and #[device] functions: choose a function to read and run it"));
    crateView_->header()->setSectionResizeMode(KernelCrateModel::Name, QHeaderView::ResizeToContents);
    crateView_->hide();
    connect(crateView_, &QTreeView::activated, this, &KernelView::chooseCrateRow);
    connect(crateView_, &QTreeView::clicked, this, &KernelView::chooseCrateRow);
    return crateView_;
}

// The open file's crate in the tree, the function read selected.
void KernelView::showCrate() {
    crateModel_->setCrate(document_->crate(), document_->crateKernels());
    const bool first = crateModel_->hasCrate() && crateView_->isHidden();
    crateView_->setVisible(crateModel_->hasCrate());
    if (first) crateView_->expandToDepth(0);
    QString rustPath;
    for (const kernel::KernelEntry& k : document_->kernels())
        if (text(kernel::nameInFile(k)) == document_->entry()) rustPath = text(k.name);
    const QModelIndex row = crateModel_->indexOfFunction(rustPath);
    if (!row.isValid()) {
        crateView_->clearSelection();
        return;
    }
    crateView_->setCurrentIndex(row);
    crateView_->scrollTo(row);
}

void KernelView::chooseCrateRow(const QModelIndex& index) {
    const QString function = index.data(KernelCrateModel::FunctionRole).toString();
    if (!function.isEmpty()) {
        openCrateFunction(function);
        return;
    }
    const QString file = document_->crateFilePath(index.data(KernelCrateModel::FileRole).toString().toStdString());
    if (file.isEmpty() || !leaveFileFor(file)) return;
    QString error;
    if (QFileInfo(file).canonicalFilePath() != QFileInfo(document_->filePath()).canonicalFilePath() && !document_->load(file, &error))
        status_->setText(error);
}

// True when `path` may replace the open file: it is the open file, or the
// leave check lets its edits go.
bool KernelView::leaveFileFor(const QString& path) {
    if (QFileInfo(path).canonicalFilePath() == QFileInfo(document_->filePath()).canonicalFilePath()) return true;
    reread_->stop();
    rereadSource();  // what is on screen is what the check asks about
    return !leaveCheck_ || leaveCheck_();
}

bool KernelView::openCrateFunction(const QString& rustPath) {
    QString file;
    for (const kernel::KernelEntry& k : document_->crateKernels())
        if (text(k.name) == rustPath) file = document_->crateFilePath(k.file);
    if (file.isEmpty() || !leaveFileFor(file)) return false;
    const bool sameFile = QFileInfo(file).canonicalFilePath() == QFileInfo(document_->filePath()).canonicalFilePath();
    editing_ = sameFile;  // the same text: keep the editor's cursor
    QString error;
    const bool chosen = document_->chooseCrateFunction(rustPath, &error);
    editing_ = false;
    if (!chosen) {
        status_->setText(error);
        return false;
    }
    if (const int line = entryLine()) jumpToSource(line, 1);
    return true;
}

void KernelView::jumpToOffset(std::size_t offset) {
    QTextCursor cursor(source_->document());
    cursor.setPosition(int(std::min<qsizetype>(qtOffset(source_->toPlainText(), offset), source_->document()->characterCount() - 1)));
    source_->setTextCursor(cursor);
    centerOnCursor();
}

bool KernelView::goToDefinition(int position) {
    if (!elsewhere_.isEmpty()) return goToDefinitionElsewhere(position);
    const QString shown = source_->toPlainText();
    const std::size_t offset = std::size_t(shown.left(position).toUtf8().size());
    if (shown != document_->source()) {  // read what is on screen first
        reread_->stop();
        rereadSource();
    }
    const auto place = document_->definitionAt(offset);
    if (!place) {
        status_->setText(tr("No declaration found for the name at the cursor"));
        return false;
    }
    if (!place->filePath.isEmpty()) {
        if (!leaveFileFor(place->filePath)) return false;
        QString error;
        if (!document_->load(place->filePath, &error)) {
            status_->setText(error);
            return false;
        }
    }
    jumpToOffset(place->offset);
    source_->setFocus();
    return true;
}

// In another file of the crate shown read-only: the declaration of the name
// at `position` in it, shown in its file (the kernel's own, this one or another,
// read-only too); the kernel and its edits stay.
bool KernelView::goToDefinitionElsewhere(int position) {
    const QString shown = source_->toPlainText();
    const auto place = document_->definitionIn(elsewhere_, std::size_t(shown.left(position).toUtf8().size()));
    if (!place) {
        status_->setText(tr("No declaration found for the name at the cursor"));
        return false;
    }
    if (place->filePath.isEmpty()) {
        showOwnSource();
        jumpToOffset(place->offset);
    } else {
        showElsewhereAt(place->crateFile, place->offset);
    }
    source_->setFocus();
    return true;
}

// Another file of the crate read-only (not for an operation chosen), its
// line of `offset` (UTF-8 bytes) chosen and the cursor there.
void KernelView::showElsewhereAt(const QString& file, std::size_t offset) {
    showElsewhere(file, int(kernel::lineColumnOf(document_->crateFileText(file).toStdString(), offset).line));
    title_->setText(tr("<b>%1</b>, read-only: another file of the kernel's crate").arg(file.toHtmlEscaped()));
    jumpToOffset(offset);
}

// Where a problem is in the file the editor shows (the kernel's, or the other
// crate file shown read-only): UTF-8 offset and length; nothing for a problem
// placed in another file than the one shown, or in none.
std::optional<std::pair<std::size_t, std::size_t>> KernelView::problemPlaceInShownFile(const KernelError& e) const {
    if (elsewhere_.isEmpty()) {
        if (e.offset) return std::pair(*e.offset, e.length);
        return std::nullopt;
    }
    if (e.elsewhereFile == elsewhere_ && e.elsewhereOffset) return std::pair(*e.elsewhereOffset, e.elsewhereLength);
    return std::nullopt;
}

QString KernelView::toolTipAt(int position) const {
    const QString shown = elsewhere_.isEmpty() ? document_->source() : source_->toPlainText();
    // A problem underlined there first: its message and fix.
    for (int row = 0; row < problems_->rowCount(); ++row) {
        const KernelError& e = problems_->problem(row).at;
        const auto place = problemPlaceInShownFile(e);
        if (!place) continue;
        const qsizetype begin = qtOffset(shown, place->first),
                        end = qtOffset(shown, place->first + std::max<std::size_t>(place->second, 1));
        if (position >= begin && position < std::max(end, begin + 1))
            return e.fix.isEmpty() ? e.message : tr("%1\nFix: %2").arg(e.message, e.fix);
    }
    const std::size_t offset = std::size_t(shown.left(position).toUtf8().size());
    const auto symbol = elsewhere_.isEmpty() ? document_->describeAt(offset) : document_->describeIn(elsewhere_, offset);
    if (!symbol) return {};
    const QString size = tr("Size: %1").arg(symbol->size);
    const QString normal = tr("Normal form: %1").arg(text(symbol->normalForm));
    switch (symbol->kind) {
        case kernel::SymbolDescription::Kind::Axis:
            return tr("Axis %1").arg(text(symbol->declared)) + QLatin1Char('\n') + size + QLatin1Char('\n') + normal;
        case kernel::SymbolDescription::Kind::Alias:
            return tr("Alias %1 = %2").arg(text(symbol->name), text(symbol->declared)) + QLatin1Char('\n') + size + QLatin1Char('\n') +
                   normal;
        case kernel::SymbolDescription::Kind::Mapping:
            return tr("Mapping %1").arg(text(symbol->name)) + QLatin1Char('\n') + size + QLatin1Char('\n') + normal;
    }
    return {};
}

// The problems of the shown file with a place, underlined where they are: a
// wavy red line under an error, amber under a warning, a dotted grey line
// under a note's place and under what set a host item aside. The notes go
// first: a later selection's underline wins where two overlap, and a note
// often spans what its error points into (a macro's invocation and the
// argument in it that is wrong).
void KernelView::underlineProblems(QList<QTextEdit::ExtraSelection>& marks) const {
    const QString shown = source_->toPlainText();
    if (elsewhere_.isEmpty() && shown != document_->source()) return;  // mid-edit: the places are the last read's
    std::vector<int> rows(static_cast<std::size_t>(problems_->rowCount()));
    std::iota(rows.begin(), rows.end(), 0);
    std::stable_partition(rows.begin(), rows.end(),
                          [&](int row) { return !KernelProblemsModel::isProblem(problems_->problem(row).level); });
    for (const int row : rows) {
        const KernelProblemsModel::Problem& p = problems_->problem(row);
        const auto place = problemPlaceInShownFile(p.at);
        if (!place) continue;
        const qsizetype begin = qtOffset(shown, place->first);
        qsizetype end = qtOffset(shown, place->first + place->second);
        // A point: the word (or the character) there.
        if (end <= begin) {
            end = begin;
            while (end < shown.size() && (shown[end].isLetterOrNumber() || shown[end] == QLatin1Char('_'))) ++end;
            end = std::max(end, std::min(begin + 1, shown.size()));
        }
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(source_->document());
        s.cursor.setPosition(int(begin));
        s.cursor.setPosition(int(end), QTextCursor::KeepAnchor);
        using Level = KernelProblemsModel::Level;
        s.format.setUnderlineStyle(KernelProblemsModel::isProblem(p.level) ? QTextCharFormat::WaveUnderline : QTextCharFormat::DotLine);
        s.format.setUnderlineColor(p.level == Level::Error     ? QColor(0xd3, 0x2f, 0x2f)
                                   : p.level == Level::Warning ? QColor(0xef, 0x8f, 0x00)
                                                               : QColor(0x78, 0x90, 0x9c));
        s.format.setToolTip(p.at.message);
        marks.append(s);
    }
}

}  // namespace tcpwb::widgets
