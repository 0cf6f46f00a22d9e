#include "widgets/document/Derivation.h"

#include <QCoreApplication>
#include <QStringList>

#include "widgets/document/DiagnosticText.h"
#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Derivation)
};

// The table core resolves `{ Name }` against. A repeated name keeps its
// first definition so the table and the status column agree on which row
// is in force.
mapping::AliasTable aliasTable(const QList<AliasEntry>& aliases) {
    mapping::AliasTable table;
    for (const AliasEntry& alias : aliases) {
        const std::string name = toStd(alias.name.trimmed());
        if (!name.empty() && !table.find(name)) table.define(name, toStd(alias.expression));
    }
    return table;
}

AliasStatus aliasStatus(const AliasEntry& alias, bool repeated, const mapping::AxisEnv& env, const mapping::AliasTable& table) {
    if (alias.name.trimmed().isEmpty()) return {std::nullopt, Text::tr("give the alias a name")};
    if (repeated) return {std::nullopt, Text::tr("`%1` is already defined above; this row is ignored").arg(alias.name.trimmed())};
    auto compiled = mapping::compileMapping(toStd(alias.expression), env, table);
    if (!compiled) return {std::nullopt, diagnosticText(compiled.error())};
    return {compiled->size(), {}};
}

}  // namespace

Derivation derive(const MappingContent& content) {
    Derivation out;
    auto env = mapping::parseAxes(toStd(content.axes));
    if (!env) {
        out.axesError = locate(env.error(), content.axes);
        out.aliases.assign(content.aliases.size(), AliasStatus{std::nullopt, Text::tr("fix the axes first")});
        return out;
    }
    out.env = env.value();
    const mapping::AliasTable table = aliasTable(content.aliases);
    QStringList seen;
    for (const AliasEntry& alias : content.aliases) {
        const bool repeated = seen.contains(alias.name.trimmed());
        seen << alias.name.trimmed();
        out.aliases.push_back(aliasStatus(alias, repeated, *out.env, table));
    }

    auto compiled = mapping::compileMapping(toStd(content.expression), *out.env, table);
    if (compiled) out.mapping = std::make_shared<const mapping::CompiledMapping>(std::move(compiled).value());
    else out.expressionError = locate(compiled.error(), content.expression);
    out.stream = deriveStream(content.stream, *out.env, table, out.mapping);
    out.tensorUnit = deriveTensorUnit(content.stream, *out.env, table, out.stream.time.get(), out.stream.packet.get(), out.stream.dtype);
    return out;
}

FieldError locate(const diag::Diagnostic& diagnostic, const QString& field) {
    FieldError error{diagnostic};
    if (!diagnostic.offset) return error;
    const std::size_t begin = *diagnostic.offset;
    error.located = true;
    error.begin = qtOffset(field, begin);
    error.length = qtOffset(field, begin + diagnostic.length) - error.begin;
    return error;
}

}  // namespace tcpwb::widgets
