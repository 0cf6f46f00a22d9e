#include "widgets/models/CoreText.h"

#include <QCoreApplication>
#include <QStringList>

#include "contraction/mapping_parts.h"
#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(CoreText)
};

}  // namespace

// core prints the coordinates that are not zero, so the origin reads "{}";
// a table cell or the lookup names the mapping's axes there instead: {A: 0}.
QString indexText(const mapping::TensorIndex& index, const mapping::CompiledMapping& mapping) {
    if (!index.entries().empty()) return toQt(mapping::formatIndex(index, mapping.env()));
    QStringList zeros;
    for (mapping::AxisId axis : contraction::axesOf(mapping))
        if (axis < mapping.env().count()) zeros << QStringLiteral("%1: 0").arg(toQt(mapping.env()[axis].name));
    return QLatin1Char('{') + zeros.join(QStringLiteral(", ")) + QLatin1Char('}');
}

QString padKindName(mapping::PadKind kind) {
    switch (kind) {
        case mapping::PadKind::Any: return Text::tr("any");
        case mapping::PadKind::Zero: return Text::tr("zero");
        case mapping::PadKind::Inaccessible: return Text::tr("inaccessible");
    }
    return {};
}

QString factorContentName(const mapping::Factor& factor, const mapping::AxisEnv& env) {
    using Content = mapping::Factor::Content;
    switch (factor.content) {
        case Content::Axis: return factor.axis < env.count() ? toQt(env[factor.axis].name) : QStringLiteral("?");
        case Content::Broadcast: return Text::tr("broadcast");
        case Content::Group: return Text::tr("group");
        case Content::Sliding: return Text::tr("sliding");
    }
    return {};
}

QString describePosition(const mapping::CompiledMapping& mapping, u64 i) {
    if (i >= mapping.size()) return Text::tr("outside the buffer");
    const std::vector<mapping::TensorIndex> all = mapping.allAt(i);
    if (all.empty()) {
        const auto kind = mapping.padAt(i).value_or(mapping::PadKind::Any);
        return Text::tr("padding (%1)").arg(padKindName(kind));
    }
    // A sliding window can put thousands of indices at one position; a
    // table cell or a label shows the first few and how many more there are.
    constexpr std::size_t kShown = 3;
    QStringList indices;
    for (std::size_t k = 0; k < std::min(all.size(), kShown); ++k) indices << indexText(all[k], mapping);
    QString text = indices.join(Text::tr(" or "));
    if (all.size() > kShown) text += Text::tr(" (and %n more)", nullptr, int(all.size() - kShown));
    return text;
}

}  // namespace tcpwb::widgets
