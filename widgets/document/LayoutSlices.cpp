#include "widgets/document/LayoutSlices.h"

#include "widgets/document/DiagnosticText.h"
#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {
namespace {

// The first alias row of that name, as the alias table keeps it.
const AliasEntry* aliasNamed(const QList<AliasEntry>& aliases, const QString& name) {
    for (const AliasEntry& alias : aliases)
        if (alias.name.trimmed() == name) return &alias;
    return nullptr;
}

}  // namespace

SliceStructure::SliceStructure(tensor::DmSlices slices, QStringList assumed) : slices_(std::move(slices)), assumed_(std::move(assumed)) {}

QString SliceStructure::placeName(u64 globalSlice) const {
    const SlicePlace p = place(globalSlice);
    return tr("chip %1 / cluster %2 / slice %3").arg(p.chip).arg(p.cluster).arg(p.slice);
}

SliceRecognition recogniseSlices(const MappingContent& content, const Derivation& derivation) {
    SliceRecognition out;
    const AliasEntry* slice = aliasNamed(content.aliases, QStringLiteral("Slice"));
    if (!slice || !derivation.env || !derivation.mapping) return out;

    mapping::AliasTable table;
    for (const AliasEntry& alias : content.aliases) {
        const std::string name = toStd(alias.name.trimmed());
        if (!name.empty() && !table.find(name)) table.define(name, toStd(alias.expression));
    }

    QStringList assumed;
    std::shared_ptr<const mapping::CompiledMapping> levels[3];  // null: the design has no such alias (m![1])
    const QString names[3] = {QStringLiteral("Chip"), QStringLiteral("Cluster"), QStringLiteral("Slice")};
    for (int k = 0; k < 3; ++k) {
        const AliasEntry* alias = aliasNamed(content.aliases, names[k]);
        if (!alias) {
            assumed << names[k];
            continue;
        }
        auto compiled = mapping::compileMapping(toStd(alias->expression), *derivation.env, table);
        if (!compiled) {
            out.problem = SliceStructure::tr("The `%1` alias has an error: %2").arg(names[k], diagnosticText(compiled.error()));
            return out;
        }
        levels[k] = std::make_shared<const mapping::CompiledMapping>(std::move(compiled).value());
    }
    auto slices = tensor::composeDmSlices(levels[0], levels[1], levels[2], derivation.mapping, table);
    if (!slices) {
        out.problem = SliceStructure::tr("The whole tensor (Chip × Cluster × Slice × Element) cannot be built: %1")
                          .arg(diagnosticText(slices.error()));
        return out;
    }
    out.structure = std::make_shared<const SliceStructure>(std::move(slices).value(), assumed);
    return out;
}

}  // namespace tcpwb::widgets
