#include "widgets/document/TensorUnitDerivation.h"

#include <QCoreApplication>
#include <QStringList>

#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(TensorUnitDerivation)
};

void planSwitch(const StreamSettings& settings, const mapping::CompiledMapping& slice, const mapping::CompiledMapping& time,
                const mapping::CompiledMapping& packet, tensor::DType dtype, TensorUnitDerivation& out) {
    auto topology = sw::parseTopology(toStd(settings.topology.trimmed()));
    if (!topology) {
        out.switchError = topology.error();
        return;
    }
    auto plan = sw::planSwitch(sw::SwitchRequest{slice, time, packet, dtype, *topology});
    if (plan) out.switchPlan = std::move(plan).value();
    else out.switchError = plan.error();
}

// "R" or "H, W": the axes, each declared.
std::optional<std::vector<mapping::AxisId>> reduceAxes(const QString& text, const mapping::AxisEnv& env,
                                                       std::optional<diag::Diagnostic>& error) {
    std::vector<mapping::AxisId> axes;
    for (const QString& name : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        auto axis = env.find(toStd(name.trimmed()));
        if (!axis) {
            error = diag::Diagnostic(diag::Kind::unknown_axis, toStd(Text::tr("`%1` is not a declared axis").arg(name.trimmed())));
            return std::nullopt;
        }
        axes.push_back(*axis);
    }
    return axes;
}

void placeVcg(const StreamSettings& settings, const mapping::AxisEnv& env, const mapping::CompiledMapping& slice,
              const mapping::CompiledMapping& time, const mapping::CompiledMapping& packet, TensorUnitDerivation& out) {
    auto axes = reduceAxes(settings.reduce, env, out.vcgError);
    if (!axes) return;
    auto placed = vcg::place(vcg::Request{slice, time, packet, *axes});
    if (placed) out.placement = std::move(placed).value();
    else out.vcgError = placed.error();
}

}  // namespace

TensorUnitDerivation deriveTensorUnit(const StreamSettings& settings, const mapping::AxisEnv& env, const mapping::AliasTable& aliases,
                                      const mapping::CompiledMapping* time, const mapping::CompiledMapping* packet, tensor::DType dtype) {
    TensorUnitDerivation out;
    out.switchRequested = !settings.topology.trimmed().isEmpty();
    out.vcgRequested = !settings.reduce.trimmed().isEmpty();
    const std::string source = settings.slice.trimmed().isEmpty() ? std::string("m![1]") : toStd(settings.slice);
    auto slice = mapping::compileMapping(source, env, aliases);
    if (!slice) {
        out.sliceError = locate(slice.error(), settings.slice);
        return out;
    }
    out.slice = std::make_shared<const mapping::CompiledMapping>(std::move(slice).value());
    if (!time || !packet) return out;
    if (out.switchRequested) planSwitch(settings, *out.slice, *time, *packet, dtype, out);
    if (out.vcgRequested) placeVcg(settings, env, *out.slice, *time, *packet, out);
    return out;
}

}  // namespace tcpwb::widgets
