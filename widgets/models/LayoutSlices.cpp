#include "models/LayoutSlices.h"

#include "document/StringBridge.h"

namespace tcpwb::widgets {
namespace {

// The name the Element mapping gets inside the whole-tensor mapping; a
// leading underscore and the suffix keep it clear of the user's aliases.
constexpr const char* kElementAlias = "_LayoutElement_";

// The first alias row of that name, as the alias table keeps it.
const AliasEntry* aliasNamed(const QList<AliasEntry>& aliases, const QString& name) {
    for (const AliasEntry& alias : aliases)
        if (alias.name.trimmed() == name) return &alias;
    return nullptr;
}

}  // namespace

SliceStructure::SliceStructure(std::shared_ptr<const mapping::CompiledMapping> chip,
                               std::shared_ptr<const mapping::CompiledMapping> cluster,
                               std::shared_ptr<const mapping::CompiledMapping> slice,
                               std::shared_ptr<const mapping::CompiledMapping> element,
                               std::shared_ptr<const mapping::CompiledMapping> whole, QStringList assumed)
    : chip_(std::move(chip)),
      cluster_(std::move(cluster)),
      slice_(std::move(slice)),
      element_(std::move(element)),
      whole_(std::move(whole)),
      assumed_(std::move(assumed)) {}

SlicePlace SliceStructure::place(u64 globalSlice) const {
    SlicePlace place;
    place.slice = globalSlice % slices();
    place.cluster = globalSlice / slices() % clusters();
    place.chip = globalSlice / slices() / clusters();
    return place;
}

QString SliceStructure::placeName(u64 globalSlice) const {
    const SlicePlace p = place(globalSlice);
    return tr("chip %1 / cluster %2 / slice %3").arg(p.chip).arg(p.cluster).arg(p.slice);
}

std::optional<mapping::TensorIndex> SliceStructure::sliceIndex(u64 globalSlice) const {
    if (globalSlice >= sliceCount()) return std::nullopt;
    const SlicePlace p = place(globalSlice);
    const std::optional<mapping::TensorIndex> chip = chip_->at(p.chip);
    const std::optional<mapping::TensorIndex> cluster = cluster_->at(p.cluster);
    const std::optional<mapping::TensorIndex> slice = slice_->at(p.slice);
    if (!chip || !cluster || !slice) return std::nullopt;
    mapping::TensorIndex index = *chip;
    index.add(*cluster);
    index.add(*slice);
    // Levels stepping the same axis can together run past it: padding, as
    // the whole mapping says for each of the slice's elements.
    const mapping::AxisEnv& env = whole_->env();
    for (const auto& [axis, value] : index.entries())
        if (axis < env.count() && value >= env[axis].size) return std::nullopt;
    return index;
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
    table.define(kElementAlias, toStd(content.expression));

    QStringList assumed;
    std::shared_ptr<const mapping::CompiledMapping> parts[3];
    const QString names[3] = {QStringLiteral("Chip"), QStringLiteral("Cluster"), QStringLiteral("Slice")};
    for (int k = 0; k < 3; ++k) {
        const AliasEntry* alias = aliasNamed(content.aliases, names[k]);
        if (!alias) assumed << names[k];
        const std::string text = alias ? toStd(alias->expression) : std::string("m![1]");
        auto compiled = mapping::compileMapping(text, *derivation.env, table);
        if (!compiled) {
            out.problem = SliceStructure::tr("The `%1` alias has an error: %2").arg(names[k], toQt(compiled.error().message));
            return out;
        }
        parts[k] = std::make_shared<const mapping::CompiledMapping>(std::move(compiled).value());
    }
    // The whole tensor as one buffer, so padding, indices and their text
    // come from core exactly as for the Element buffer.
    const std::string wholeText = std::string("m![") + (assumed.contains(names[0]) ? "1" : "{Chip}") + ", " +
                                  (assumed.contains(names[1]) ? "1" : "{Cluster}") + ", {Slice}, {" + kElementAlias + "}]";
    auto whole = mapping::compileMapping(wholeText, *derivation.env, table);
    if (!whole) {
        out.problem = SliceStructure::tr("The whole tensor (Chip × Cluster × Slice × Element) cannot be built: %1")
                          .arg(toQt(whole.error().message));
        return out;
    }
    auto wholeMapping = std::make_shared<const mapping::CompiledMapping>(std::move(whole).value());
    out.structure = std::make_shared<const SliceStructure>(parts[0], parts[1], parts[2], derivation.mapping,
                                                           std::move(wholeMapping), assumed);
    return out;
}

}  // namespace tcpwb::widgets
