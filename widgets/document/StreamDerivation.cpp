#include "widgets/document/StreamDerivation.h"

#include <QCoreApplication>

#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(StreamDerivation)
};

[[nodiscard]] diag::Diagnostic settingError(const QString& message) { return diag::Diagnostic(diag::Kind::usage_error, toStd(message)); }

// An empty field means the manual's `m![1]`: one time step, or one element.
std::shared_ptr<const mapping::CompiledMapping> compileField(const QString& text, const mapping::AxisEnv& env,
                                                             const mapping::AliasTable& aliases, std::optional<FieldError>& error) {
    const std::string source = text.trimmed().isEmpty() ? std::string("m![1]") : toStd(text);
    auto compiled = mapping::compileMapping(source, env, aliases);
    if (compiled) return std::make_shared<const mapping::CompiledMapping>(std::move(compiled).value());
    error = locate(compiled.error(), text);
    return nullptr;
}

// The studio's DMA: the expression's buffer is the tensor's layout in HBM and
// in one slice's DM alike, and the DMA Engine copies it in the stream's order
// (docs/gui-banks.md).
void planCopy(const StreamSettings& settings, const sequencer::Request& request, const mapping::AxisEnv& env,
              const mapping::AliasTable& aliases, StreamDerivation& out) {
    dma::DmaSpec spec;
    spec.dtype = request.dtype;
    spec.in.medium = dma::Medium::Hbm;
    spec.in.element = request.buffer.text();
    spec.out.medium = dma::Medium::Dm;
    spec.out.element = request.buffer.text();
    spec.stream.time = settings.time.trimmed().isEmpty() ? std::string("m![1]") : toStd(settings.time);
    spec.stream.packet = settings.packet.trimmed().isEmpty() ? std::string("m![1]") : toStd(settings.packet);
    auto planned = dma::planDma(spec, env, aliases);
    if (planned) out.dma = std::move(planned).value();
    else out.ruleError = planned.error();
}

void plan(const StreamSettings& settings, const sequencer::Request& request, const mapping::AxisEnv& env,
          const mapping::AliasTable& aliases, StreamDerivation& out) {
    const auto context = settings.context == QLatin1String("sub") ? sequencer::Context::Sub : sequencer::Context::Main;
    out.context = context;
    if (settings.engine == QLatin1String("fetch")) {
        auto planned = sequencer::planFetch(request, context);
        if (planned) out.fetch = std::move(planned).value();
        else out.ruleError = planned.error();
    } else if (settings.engine == QLatin1String("commit")) {
        auto planned = sequencer::planCommit(request, context);
        if (planned) out.commit = std::move(planned).value();
        else out.ruleError = planned.error();
    } else if (settings.engine == QLatin1String("dma")) {
        planCopy(settings, request, env, aliases, out);
    } else {
        auto derived = sequencer::derive(request);
        if (derived) out.config = std::move(derived).value();
        else out.ruleError = derived.error();
    }
}

[[nodiscard]] std::optional<diag::Diagnostic> checkSettings(const StreamSettings& settings, StreamDerivation& out) {
    auto dtype = tensor::parseDType(toStd(settings.dtype));
    if (!dtype) return settingError(Text::tr("`%1` is not an element type").arg(settings.dtype));
    out.dtype = *dtype;
    const QStringList engines{QStringLiteral("sequencer"), QStringLiteral("fetch"), QStringLiteral("commit"), QStringLiteral("dma")};
    if (!engines.contains(settings.engine)) return settingError(Text::tr("`%1` is not an engine").arg(settings.engine));
    if (settings.context != QLatin1String("main") && settings.context != QLatin1String("sub"))
        return settingError(Text::tr("`%1` is not a context").arg(settings.context));
    return std::nullopt;
}

}  // namespace

StreamDerivation deriveStream(const StreamSettings& settings, const mapping::AxisEnv& env, const mapping::AliasTable& aliases,
                              const std::shared_ptr<const mapping::CompiledMapping>& buffer) {
    StreamDerivation out;
    out.requested = settings.requested();
    if (!out.requested) return out;
    out.time = compileField(settings.time, env, aliases, out.timeError);
    out.packet = compileField(settings.packet, env, aliases, out.packetError);
    out.settingsError = checkSettings(settings, out);
    if (!buffer || !out.time || !out.packet || out.settingsError) return out;
    plan(settings, sequencer::Request{*buffer, *out.time, *out.packet, out.dtype}, env, aliases, out);
    return out;
}

sequencer::StreamAccesses StreamDerivation::accesses() const {
    const u64 timeSize = time ? time->size() : 1;
    if (fetch) return sequencer::fetchAccesses(*fetch, dtype, timeSize);
    if (commit) return sequencer::commitAccesses(*commit, dtype, timeSize);
    return sequencer::packetAccesses(*config, dtype, timeSize);
}

}  // namespace tcpwb::widgets
