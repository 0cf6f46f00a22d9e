#include "widgets/kernel/KernelProblemsModel.h"

#include <QApplication>
#include <QStyle>
#include <algorithm>

namespace tcpwb::widgets {

KernelProblemsModel::KernelProblemsModel(KernelDocument* document, QObject* parent) : QAbstractTableModel(parent), document_(document) {
    connect(document_, &KernelDocument::loaded, this, &KernelProblemsModel::refresh);
    connect(document_, &KernelDocument::runStarted, this, &KernelProblemsModel::refresh);
    connect(document_, &KernelDocument::runFinished, this, &KernelProblemsModel::refresh);
    refresh();
}

void KernelProblemsModel::refresh() {
    beginResetModel();
    problems_.clear();
    if (document_->error()) problems_.append({Level::Error, *document_->error()});
    // A cancelled run is the user's doing, not a problem of the kernel.
    // A run of a kernel that did not plan stops at the same error: listed once.
    const auto& runError = document_->runError();
    const bool repeated = runError && document_->error() && runError->formatted == document_->error()->formatted;
    if (runError && !repeated && document_->runState() == KernelDocument::RunState::Failed) problems_.append({Level::Error, *runError});
    // A run's warnings begin with its plan's: the plan's are listed until a run replaces them.
    const sim::RunResult* result = document_->runResult();
    if (const sim::ProgramPlan* plan = document_->plan(); plan && !result)
        for (const diag::Diagnostic& warning : plan->warnings) problems_.append({Level::Warning, document_->placed(warning)});
    if (result) {
        // The schedule's bank warnings among them, each once, at the first operation it names.
        for (const diag::Diagnostic& warning : result->warnings) problems_.append({Level::Warning, document_->placed(warning)});
    }
    std::stable_sort(problems_.begin(), problems_.end(), [](const Problem& a, const Problem& b) {
        if (a.level != b.level) return a.level == Level::Error;
        return std::pair(a.at.line, a.at.column) < std::pair(b.at.line, b.at.column);
    });
    endResetModel();
    emit problemsChanged();
}

int KernelProblemsModel::errorCount() const {
    return int(std::count_if(problems_.begin(), problems_.end(), [](const Problem& p) { return p.level == Level::Error; }));
}

int KernelProblemsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(problems_.size()); }

int KernelProblemsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant KernelProblemsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= problems_.size()) return {};
    const Problem& problem = problems_[index.row()];
    if (role == Qt::DecorationRole && index.column() == Severity)
        return QApplication::style()->standardIcon(problem.level == Level::Error ? QStyle::SP_MessageBoxCritical
                                                                                 : QStyle::SP_MessageBoxWarning);
    if (role == Qt::ToolTipRole && (index.column() == Kind || index.column() == Message || index.column() == Fix))
        return display(problem, index.column());
    if (role == Qt::ToolTipRole && index.column() == Where && problem.at.line > 0)
        return tr("line %1, column %2").arg(problem.at.line).arg(problem.at.column);
    if (role == Qt::DisplayRole) return display(problem, index.column());
    return {};
}

QVariant KernelProblemsModel::display(const Problem& problem, int column) const {
    switch (column) {
        case Severity: return problem.level == Level::Error ? tr("error") : tr("warning");
        // Compact, as editors write it (the tooltip spells it out): the message needs the width.
        case Where:
            if (problem.at.line > 0) return QStringLiteral("%1:%2").arg(problem.at.line).arg(problem.at.column);
            return problem.at.elsewhere.chopped(std::min<qsizetype>(2, problem.at.elsewhere.size()));  // "src/b.rs:7:5"
        case Kind: return problem.at.kind;
        case Message: return problem.at.text();
        case Fix: return problem.at.fix;
        default: return {};
    }
}

QVariant KernelProblemsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Severity: return tr("Severity");
        case Where: return tr("Where");
        case Kind: return tr("Kind");
        case Message: return tr("Message");
        case Fix: return tr("Fix");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
