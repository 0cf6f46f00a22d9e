#include "DesignStatus.h"

#include "widgets/document/MappingDocument.h"
#include "widgets/document/Project.h"

namespace tcpwb::gui {
namespace {

// The first thing that keeps the design from deriving, in the order a
// kernel writer fixes them.
QString derivationState(const widgets::Derivation& derivation) {
    if (derivation.axesError) return DesignStatus::tr("axes do not parse");
    if (derivation.expressionError) return DesignStatus::tr("expression error");
    if (!derivation.ok()) return DesignStatus::tr("not derived");
    const widgets::StreamDerivation& stream = derivation.stream;
    if (stream.requested && (stream.timeError || stream.packetError || stream.settingsError)) return DesignStatus::tr("stream error");
    if (stream.requested && stream.ruleError) return DesignStatus::tr("breaks a hardware rule");
    return DesignStatus::tr("derived");
}

}  // namespace

DesignStatus::DesignStatus(widgets::Project* project, QWidget* parent) : QLabel(parent), project_(project) {
    setObjectName(QStringLiteral("designStatus"));
    connect(project_, &widgets::Project::designsChanged, this, &DesignStatus::refresh);
    connect(project_, &widgets::Project::activeChanged, this, &DesignStatus::refresh);
    connect(project_->document(), &widgets::MappingDocument::changed, this, &DesignStatus::refresh);
    refresh();
}

void DesignStatus::refresh() {
    const QString state = derivationState(project_->document()->derivation());
    setText(tr("Design %1 (%2 of %3): %4")
                .arg(project_->designName(project_->activeIndex()), QString::number(project_->activeIndex() + 1),
                     QString::number(project_->designCount()), state));
}

}  // namespace tcpwb::gui
