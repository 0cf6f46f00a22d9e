#include "widgets/views/DocumentNames.h"

#include <QStringList>

#include "widgets/document/MappingDocument.h"
#include "widgets/document/StringBridge.h"
#include "widgets/views/ExpressionEdit.h"

namespace tcpwb::widgets {

void offerDocumentNames(const MappingDocument& document, std::initializer_list<ExpressionEdit*> edits) {
    QStringList axisNames, aliasNames;
    if (const auto& env = document.derivation().env)
        for (const mapping::Axis& axis : env->all()) axisNames << toQt(axis.name);
    for (const AliasEntry& alias : document.content().aliases) aliasNames << alias.name.trimmed();
    for (ExpressionEdit* edit : edits) edit->setNames(axisNames, aliasNames);
}

}  // namespace tcpwb::widgets
