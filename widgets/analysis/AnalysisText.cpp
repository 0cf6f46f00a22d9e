#include "widgets/analysis/AnalysisText.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>

namespace tcpwb::widgets {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(AnalysisText)
};

QString qs(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

QString shortLocation(const std::string& file, u64 line, u64 column) {
    if (line == 0) return {};
    const QString path = qs(file);
    const qsizetype slash = std::max(path.lastIndexOf(QLatin1Char('/')), path.lastIndexOf(QLatin1Char('\\')));
    const QString name = path.mid(slash + 1);
    return column ? QStringLiteral("%1:%2:%3").arg(name).arg(line).arg(column) : QStringLiteral("%1:%2").arg(name).arg(line);
}

QString shortLocation(const analysis::OpGraph& graph, const analysis::Op& op) {
    return op.located() ? shortLocation(graph.text(op.file), op.line, op.column) : QString();
}

QString fullLocation(const analysis::OpGraph& graph, const analysis::Op& op) { return qs(graph.locationOf(op)); }

QString operationText(const analysis::OpGraph& graph, analysis::OpId id) {
    if (id == analysis::kNone || id >= graph.ops.size()) return {};
    const analysis::Op& op = graph.ops[id];
    const QString name = qs(graph.text(op.name));
    return op.located() ? QStringLiteral("%1 (%2)").arg(name, shortLocation(graph, op)) : name;
}

QString shareText(double share) { return QString::number(share * 100.0, 'f', 1) + QLatin1Char('%'); }

QString signedPercentText(const std::optional<double>& percent) {
    if (!percent) return Text::tr("n/a");
    return (*percent > 0 ? QStringLiteral("+") : QString()) + QString::number(*percent, 'f', 1) + QLatin1Char('%');
}

QString signedText(std::int64_t value) { return value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value); }

QString joined(const std::vector<std::string>& names) {
    QStringList out;
    for (const std::string& name : names) out << qs(name);
    return out.join(QStringLiteral(", "));
}

QString waitText(const analysis::OpGraph& graph, const analysis::Wait& w) {
    const auto tensor = [&](analysis::TensorId t) {
        return t == analysis::kNone ? Text::tr("a tensor") : qs(graph.nameOf(graph.tensors[t]));
    };
    const auto where = [&](analysis::OpId op) {
        const QString at = op == analysis::kNone ? QString() : shortLocation(graph, graph.ops[op]);
        return at.isEmpty() ? (op == analysis::kNone ? QString() : qs(graph.text(graph.ops[op].name))) : at;
    };
    switch (w.reason) {
        case analysis::WaitReason::KernelStart: return Text::tr("the kernel's start");
        case analysis::WaitReason::Data: return Text::tr("data: %1 from %2").arg(tensor(w.tensor), where(w.after));
        case analysis::WaitReason::Memory:
            return w.tensor == w.written ? Text::tr("memory: %1 still read by %2").arg(tensor(w.tensor), where(w.after))
                                         : Text::tr("memory: %1 reuses %2 of %3").arg(tensor(w.written), tensor(w.tensor), where(w.after));
        case analysis::WaitReason::Context:
            return Text::tr("%1 held by %2")
                .arg(w.context == analysis::kNone ? Text::tr("its context") : qs(graph.contexts[w.context]), where(w.after));
    }
    return {};
}

}  // namespace tcpwb::widgets
