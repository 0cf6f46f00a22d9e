#include "widgets/kernel/KernelCrateModel.h"

#include <QHash>

namespace tcpwb::widgets {
namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

QString joined(const std::vector<std::string>& path) {
    QStringList parts;
    for (const std::string& p : path) parts << text(p);
    return parts.join(QStringLiteral("::"));
}

QStandardItem* cell(const QString& shown, const QString& tip = {}) {
    auto* item = new QStandardItem(shown);
    item->setEditable(false);
    if (!tip.isEmpty()) item->setToolTip(tip);
    return item;
}

}  // namespace

KernelCrateModel::KernelCrateModel(QObject* parent) : QStandardItemModel(parent) {
    setHorizontalHeaderLabels({tr("Module / function"), tr("File")});
}

void KernelCrateModel::setCrate(const kernel::Crate* crate, const std::vector<kernel::KernelEntry>& kernels) {
    QString signature;
    if (crate) {
        signature = text(crate->directory);
        for (const kernel::Module& m : crate->modules) signature += QLatin1Char('|') + joined(m.path);
        for (const kernel::KernelEntry& k : kernels) signature += QStringLiteral("|%1@%2:%3").arg(text(k.name), text(k.file)).arg(k.line);
    }
    if (signature == signature_) return;
    signature_ = signature;
    removeRows(0, rowCount());
    functions_ = 0;
    if (!crate || crate->modules.empty()) return;
    // The crate's own name leads every Rust path the listing gives; `crate` without one.
    const QString crateName = kernels.empty() ? QStringLiteral("crate") : text(kernels.front().name).section(QStringLiteral("::"), 0, 0);
    // Modules by their path as the listing names them (the crate's name for `crate`).
    QHash<QString, QStandardItem*> modules;
    for (const kernel::Module& m : crate->modules) {
        std::vector<std::string> path = m.path;
        if (!path.empty()) path.front() = crateName.toStdString();
        const QString file = m.file < crate->files.size() ? text(crate->files[m.file].path) : QString();
        QStandardItem* name = cell(text(path.back()), QStringLiteral("%1\n%2").arg(joined(path), file));
        name->setData(file, FileRole);
        name->setData(0, LineRole);
        QStandardItem* where = cell(m.isInline ? tr("%1 (inline)").arg(file) : file);
        where->setData(file, FileRole);
        QStandardItem* parent = m.parent ? modules.value(joined(std::vector<std::string>(path.begin(), path.end() - 1))) : nullptr;
        (parent ? parent : invisibleRootItem())->appendRow({name, where});
        modules.insert(joined(path), name);
    }
    for (const kernel::KernelEntry& k : kernels) {
        const QString path = text(k.name);
        QStandardItem* module = modules.value(path.section(QStringLiteral("::"), 0, -2));
        if (!module) continue;
        QStringList parameters;
        for (const kernel::KernelParameter& p : k.parameters) parameters << QStringLiteral("%1: %2").arg(text(p.name), text(p.type));
        const QString signatureTip = tr("#[device(chip = %1, pe = %2)] fn %3(%4)")
                                         .arg(k.chips)
                                         .arg(k.pe)
                                         .arg(text(k.function), parameters.join(QStringLiteral(", ")));
        QStandardItem* name = cell(text(k.function), signatureTip);
        QStandardItem* where = cell(QStringLiteral("%1:%2").arg(text(k.file)).arg(k.line), path);
        for (QStandardItem* item : {name, where}) {
            item->setData(text(k.file), FileRole);
            item->setData(int(k.line), LineRole);
            item->setData(path, FunctionRole);
        }
        module->appendRow({name, where});
        ++functions_;
    }
}

QModelIndex KernelCrateModel::indexOfFunction(const QString& rustPath) const {
    if (rustPath.isEmpty()) return {};
    const QModelIndexList found = match(index(0, Name), FunctionRole, rustPath, 1, Qt::MatchExactly | Qt::MatchRecursive);
    return found.isEmpty() ? QModelIndex() : found.front();
}

}  // namespace tcpwb::widgets
