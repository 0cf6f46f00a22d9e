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
    QVector<Problem> heads;
    if (document_->error()) heads.append({Level::Error, *document_->error()});
    // A cancelled run is the user's doing, not a problem of the kernel.
    // A run of a kernel that did not plan stops at the same error: listed once.
    const auto& runError = document_->runError();
    const bool repeated = runError && document_->error() && runError->formatted == document_->error()->formatted;
    if (runError && !repeated && document_->runState() == KernelDocument::RunState::Failed) heads.append({Level::Error, *runError});
    // A run's warnings begin with its plan's: the plan's are listed until a run replaces them.
    const sim::RunResult* result = document_->runResult();
    if (const sim::ProgramPlan* plan = document_->plan(); plan && !result)
        for (const diag::Diagnostic& warning : plan->warnings) heads.append({Level::Warning, document_->placed(warning)});
    if (result) {
        // The schedule's bank warnings among them, each once, at the first operation it names.
        for (const diag::Diagnostic& warning : result->warnings) heads.append({Level::Warning, document_->placed(warning)});
    }
    for (const KernelError& item : document_->setAside()) heads.append({Level::SetAside, item});
    std::stable_sort(heads.begin(), heads.end(), [](const Problem& a, const Problem& b) {
        if (a.level != b.level) return a.level < b.level;
        return std::pair(a.at.line, a.at.column) < std::pair(b.at.line, b.at.column);
    });
    problems_.clear();
    for (const Problem& head : heads) {
        problems_.append(head);
        for (const KernelError& note : head.at.notes) problems_.append({Level::Note, note});
    }
    endResetModel();
    emit problemsChanged();
}

int KernelProblemsModel::count(Level level) const {
    return int(std::count_if(problems_.begin(), problems_.end(), [level](const Problem& p) { return p.level == level; }));
}

int KernelProblemsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(problems_.size()); }

int KernelProblemsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant KernelProblemsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= problems_.size()) return {};
    const Problem& problem = problems_[index.row()];
    if (role == Qt::DecorationRole && index.column() == Severity)
        return QApplication::style()->standardIcon(problem.level == Level::Error     ? QStyle::SP_MessageBoxCritical
                                                   : problem.level == Level::Warning ? QStyle::SP_MessageBoxWarning
                                                                                     : QStyle::SP_MessageBoxInformation);
    if (role == Qt::ToolTipRole && (index.column() == Kind || index.column() == Message || index.column() == Fix))
        return display(problem, index.column());
    if (role == Qt::ToolTipRole && index.column() == Where && problem.at.line > 0)
        return tr("line %1, column %2").arg(problem.at.line).arg(problem.at.column);
    if (role == Qt::DisplayRole) return display(problem, index.column());
    return {};
}

QVariant KernelProblemsModel::display(const Problem& problem, int column) const {
    switch (column) {
        case Severity: return severityName(problem.level);
        // Compact, as editors write it (the tooltip spells it out): the message needs the width.
        case Where:
            if (problem.at.line > 0) return QStringLiteral("%1:%2").arg(problem.at.line).arg(problem.at.column);
            return problem.at.elsewhere.chopped(std::min<qsizetype>(2, problem.at.elsewhere.size()));  // "src/b.rs:7:5"
        case Kind: return problem.level == Level::Note ? QString() : problem.at.kind;
        // A note and a set-aside item are core's English under the GUI's own label (DiagnosticText.h).
        case Message: return isProblem(problem.level) ? problem.at.text() : problem.at.message;
        case Fix: return problem.at.fix;
        default: return {};
    }
}

QString KernelProblemsModel::severityName(Level level) {
    switch (level) {
        case Level::Error: return tr("error");
        case Level::Warning: return tr("warning");
        case Level::Note: return tr("note");
        case Level::SetAside: return tr("set aside");
    }
    return {};
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
