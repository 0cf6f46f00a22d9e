#include "widgets/kernel/KernelOpsModel.h"

#include <QApplication>
#include <QStyle>

#include "widgets/document/DiagnosticText.h"
#include "widgets/document/StringBridge.h"
#include "widgets/kernel/KernelDocument.h"

namespace tcpwb::widgets {
namespace {

// Child rows carry their operation + 1 as internal id; operation rows 0.
constexpr quintptr kTopLevel = 0;

// A mapping with its names as the kernel's file writes them where the stage is written.
QString mappingText(const KernelDocument& document, const std::optional<mapping::CompiledMapping>& m, const kernel::SourceSpan& at) {
    return m ? document.shown(m->normalized(), at) : QString();
}

// "time m![A / 8]  packet m![A % 8]" with the slice first when the stream has one.
QString streamText(const KernelDocument& document, const sim::StreamShape& s, const kernel::SourceSpan& at) {
    QStringList parts;
    if (s.slice) parts << KernelOpsModel::tr("slice %1").arg(mappingText(document, s.slice, at));
    if (s.time) parts << KernelOpsModel::tr("time %1").arg(mappingText(document, s.time, at));
    if (s.packet) parts << KernelOpsModel::tr("packet %1").arg(mappingText(document, s.packet, at));
    return parts.join(QStringLiteral("  "));
}

QString resourceOf(const kernel::Operation& op, const sim::OpPlan* plan) {
    if (op.kind == kernel::Operation::Kind::Pass)
        return op.pass.context == kernel::StreamPass::Context::Main ? QStringLiteral("main") : QStringLiteral("sub");
    if (plan && plan->transfer && plan->transfer->host) return QStringLiteral("host");
    return op.transfer.engine == kernel::Transfer::Engine::Pdma ? QStringLiteral("host") : QStringLiteral("dma");
}

}  // namespace

KernelOpsModel::KernelOpsModel(KernelDocument* document, QObject* parent) : QAbstractItemModel(parent), document_(document) {
    connect(document_, &KernelDocument::loaded, this, &KernelOpsModel::rebuild);
    connect(document_, &KernelDocument::runStarted, this, &KernelOpsModel::fillTimes);
    connect(document_, &KernelDocument::runFinished, this, &KernelOpsModel::fillTimes);
    rebuild();
}

int KernelOpsModel::operationOf(const QModelIndex& index) {
    if (!index.isValid()) return -1;
    return index.internalId() == kTopLevel ? index.row() : int(index.internalId() - 1);
}

int KernelOpsModel::stageOf(const QModelIndex& index) { return index.isValid() && index.internalId() != kTopLevel ? index.row() : -1; }

void KernelOpsModel::rebuild() {
    beginResetModel();
    ops_.clear();
    if (const kernel::Program* program = document_->program()) {
        const sim::ProgramPlan* plan = document_->plan();
        for (std::size_t i = 0; i < program->ops.size(); ++i) {
            const kernel::Operation& op = program->ops[i];
            const sim::OpPlan* opPlan = plan && i < plan->ops.size() ? &plan->ops[i] : nullptr;
            OpRow row{document_->shown(op.name, op.at),
                      resourceOf(op, opPlan),
                      int(op.at.lineHere()),
                      document_->placeOf(op.at),
                      opPlan ? std::optional(qulonglong(opPlan->cycles())) : std::nullopt,
                      {},
                      {},
                      {},
                      {},
                      {},
                      0};
            if (opPlan && opPlan->pass) {
                for (const sim::StagePlan& s : opPlan->pass->stages)
                    row.stages.append({QString::fromStdString(std::string(kernel::stepName(s.kind))),
                                       streamText(*document_, s.stream, s.at),
                                       tr("latency %1 cycles").arg(s.latency),
                                       qulonglong(s.cycles),
                                       int(s.at.lineHere()),
                                       document_->placeOf(s.at),
                                       {},
                                       {},
                                       {},
                                       0});
                const sim::SinkPlan& sink = opPlan->pass->sink;
                const QString sinkName = sink.kind == kernel::SinkKind::ToTrf   ? QStringLiteral("to_trf")
                                         : sink.kind == kernel::SinkKind::ToVrf ? QStringLiteral("to_vrf")
                                                                                : QStringLiteral("commit");
                row.stages.append({sinkName,
                                   {},
                                   tr("latency %1 cycles").arg(sink.latency),
                                   qulonglong(sink.cycles),
                                   int(sink.at.lineHere()),
                                   document_->placeOf(sink.at),
                                   {},
                                   {},
                                   {},
                                   0});
            }
            // A row written in another file of the crate: that file and line, for the editor to show.
            const auto placeElsewhere = [&](const kernel::SourceSpan& at, QString& file, int& line) {
                if (const auto elsewhere = document_->lineElsewhere(at)) {
                    file = elsewhere->file;
                    line = elsewhere->line;
                }
            };
            placeElsewhere(op.at, row.elsewhereFile, row.elsewhereLine);
            if (opPlan && opPlan->pass) {
                for (qsizetype s = 0; s < qsizetype(opPlan->pass->stages.size()); ++s)
                    placeElsewhere(opPlan->pass->stages[std::size_t(s)].at, row.stages[s].elsewhereFile, row.stages[s].elsewhereLine);
                placeElsewhere(opPlan->pass->sink.at, row.stages.back().elsewhereFile, row.stages.back().elsewhereLine);
            }
            ops_.append(row);
        }
    }
    endResetModel();
    fillTimes();
}

// The schedule of the last run, or blanks while none is known.
void KernelOpsModel::fillTimes() {
    for (OpRow& op : ops_) {
        op.start = op.end = QString();
        for (StageRow& s : op.stages) s.start = s.end = QString();
    }
    if (const sim::RunResult* result = document_->runResult()) {
        for (const sim::OpTiming& timing : result->ops) {
            if (timing.op >= std::size_t(ops_.size())) continue;
            OpRow& op = ops_[qsizetype(timing.op)];
            op.resource = QString::fromStdString(std::string(schedule::resourceName(timing.resource)));
            op.start = QString::number(timing.start);
            op.end = QString::number(timing.end);
            // Stages start as the pipeline fills (the same spans as the trace).
            for (std::size_t s = 0; s < timing.stages.size() && s < std::size_t(op.stages.size()); ++s) {
                const sim::StageTiming& stage = timing.stages[s];
                op.stages[qsizetype(s)].start = QString::number(timing.start + stage.begin);
                op.stages[qsizetype(s)].end = QString::number(timing.start + stage.begin + stage.cycles);
            }
        }
    }
    fillWarnings();
    if (ops_.isEmpty()) return;
    emit dataChanged(index(0, Name), index(int(ops_.size()) - 1, End));
    for (int i = 0; i < ops_.size(); ++i)
        if (!ops_[i].stages.isEmpty())
            emit dataChanged(index(0, Start, index(i, 0)), index(int(ops_[i].stages.size()) - 1, End, index(i, 0)));
}

int KernelOpsModel::operationAt(const diag::Diagnostic& warning) const {
    const kernel::Program* program = document_->program();
    if (!program || !warning.offset) return -1;
    const std::size_t at = *warning.offset;
    // The innermost operation whose span holds it, else the last one starting before it.
    int best = -1, before = -1;
    for (std::size_t i = 0; i < program->ops.size() && i < std::size_t(ops_.size()); ++i) {
        // A helper's operation from another file too: its offset and the warning's are the combined text's.
        const kernel::SourceSpan& span = program->ops[i].at;
        if (!span.placed()) continue;
        if (span.offset <= at && at < span.offset + std::max<std::size_t>(span.length, 1)) {
            const bool narrower = best < 0 || span.length < program->ops[std::size_t(best)].at.length;
            if (narrower) best = int(i);
        }
        if (span.offset <= at) before = int(i);
    }
    return best >= 0 ? best : before;
}

// What the planner found (slow transfers, unplannable ones) and, after a
// run, the schedule's bank warnings, each on the operations it is about.
void KernelOpsModel::fillWarnings() {
    for (OpRow& op : ops_) op.warnings.clear();
    auto add = [&](int op, diag::Kind kind, const std::string& message) {
        if (op < 0 || op >= ops_.size()) return;
        const kernel::Program* program = document_->program();
        const QString text = program && std::size_t(op) < program->ops.size() ? document_->shown(message, program->ops[std::size_t(op)].at)
                                                                              : document_->shown(message);
        ops_[op].warnings << QStringLiteral("%1: %2").arg(toQt(kind), diagnosticText(kind, text));
    };
    if (const sim::ProgramPlan* plan = document_->plan())
        for (const diag::Diagnostic& w : plan->warnings) add(operationAt(w), w.kind, w.message);
    if (const sim::RunResult* result = document_->runResult())
        for (const schedule::BankWarning& w : result->schedule.warnings)
            for (std::size_t k : w.ops)
                if (k < result->ops.size()) add(int(result->ops[k].op), w.kind, w.message);
}

QModelIndex KernelOpsModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) return {};
    if (!parent.isValid()) return createIndex(row, column, kTopLevel);
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex KernelOpsModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == kTopLevel) return {};
    return createIndex(int(child.internalId() - 1), 0, kTopLevel);
}

int KernelOpsModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) return int(ops_.size());
    if (parent.column() != 0 || parent.internalId() != kTopLevel) return 0;
    return int(ops_.at(parent.row()).stages.size());
}

int KernelOpsModel::columnCount(const QModelIndex&) const { return ColumnCount; }

QVariant KernelOpsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const OpRow& op = ops_.at(operationOf(index));
    const int stage = stageOf(index);
    if (role == SourceLineRole) return stage < 0 ? op.line : op.stages.at(stage).line;
    if (role == WarningsRole) return stage < 0 ? op.warnings : QStringList();
    if (role == ElsewhereFileRole) return stage < 0 ? op.elsewhereFile : op.stages.at(stage).elsewhereFile;
    if (role == ElsewhereLineRole) return stage < 0 ? op.elsewhereLine : op.stages.at(stage).elsewhereLine;
    if (stage < 0 && !op.warnings.isEmpty() && index.column() == Name) {
        if (role == Qt::DecorationRole) return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        if (role == Qt::ToolTipRole) return op.warnings.join(QLatin1Char('\n'));
    }
    if (role == Qt::ToolTipRole && stage >= 0)
        return index.column() == Mappings ? op.stages.at(stage).mappings : op.stages.at(stage).toolTip;
    if (role == Qt::TextAlignmentRole && index.column() >= Line && index.column() <= End)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole) return {};
    return stage < 0 ? cell(op, index.column()) : cell(op.stages.at(stage), index.column());
}

QVariant KernelOpsModel::cell(const OpRow& op, int column) const {
    switch (column) {
        case Name: return op.name;
        case Resource: return op.resource;
        case Line: return op.line > 0 ? QVariant(op.line) : op.where.isEmpty() ? QVariant() : QVariant(op.where);
        case Cycles: return op.cycles ? QVariant(*op.cycles) : QVariant();
        case Start: return op.start;
        case End: return op.end;
        default: return {};
    }
}

QVariant KernelOpsModel::cell(const StageRow& stage, int column) const {
    switch (column) {
        case Name: return stage.name;
        case Line: return stage.line > 0 ? QVariant(stage.line) : stage.where.isEmpty() ? QVariant() : QVariant(stage.where);
        case Mappings: return stage.mappings;
        case Cycles: return stage.cycles;
        case Start: return stage.start;
        case End: return stage.end;
        default: return {};
    }
}

QVariant KernelOpsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Name: return tr("Operation");
        case Resource: return tr("Resource");
        case Line: return tr("Line");
        case Mappings: return tr("Stream after the stage");
        case Cycles: return tr("Cycles");
        case Start: return tr("Start");
        case End: return tr("End");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
