#pragma once
// What core derives from a document's stream settings: the Time and Packet
// mappings (or where they fail to parse), and the sequencer configuration the
// chosen engine would be given (or the hardware rule it breaks, with a fix).
#include <memory>
#include <optional>

#include "diag/diagnostic.h"
#include "dma/plan.h"
#include "mapping/mapping.h"
#include "sequencer/commit.h"
#include "sequencer/fetch.h"
#include "sequencer/stream_accesses.h"
#include "widgets/document/FieldError.h"
#include "widgets/document/MappingContent.h"

namespace tcpwb::widgets {

struct StreamDerivation {
    bool requested = false;  // the document has a Time or a Packet
    std::shared_ptr<const mapping::CompiledMapping> time, packet;
    std::optional<FieldError> timeError, packetError;
    std::optional<diag::Diagnostic> settingsError;  // an unknown type, engine or context
    std::optional<diag::Diagnostic> ruleError;      // the configuration breaks a hardware rule
    tensor::DType dtype = tensor::DType::I8;
    sequencer::Context context = sequencer::Context::Main;
    std::optional<sequencer::Config> config;  // the sequencer chapter's rules only
    std::optional<sequencer::FetchPlan> fetch;
    std::optional<sequencer::CommitPlan> commit;
    // engine "dma": the buffer copied from HBM to one slice's DM in the stream's order
    std::optional<dma::DmaPlan> dma;

    // The configuration the views show, whichever engine produced it.
    const sequencer::Config* shownConfig() const {
        if (fetch) return &fetch->config;
        if (commit) return &commit->config;
        return config ? &*config : nullptr;
    }
    // The DM accesses of the shown configuration (core's StreamAccesses);
    // only when there is one.
    sequencer::StreamAccesses accesses() const;
};

StreamDerivation deriveStream(const StreamSettings& settings, const mapping::AxisEnv& env, const mapping::AliasTable& aliases,
                              const std::shared_ptr<const mapping::CompiledMapping>& buffer);

}  // namespace tcpwb::widgets
