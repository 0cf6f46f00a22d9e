#include "widgets/document/ProjectFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include "widgets/document/AtomicWrite.h"
#include "widgets/document/BoundedRead.h"
#include "widgets/document/DocumentFile.h"

namespace tcpwb::widgets {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ProjectFile)
};

// A project of a hundred designs is well under a megabyte; refusing huge
// files keeps a mistaken Open of some other file from stalling the GUI.
constexpr qint64 kMaxFileBytes = 64 * 1024 * 1024;

// One design's "document": the same object a *.tcpwb.json file holds, read
// by the same parser so both formats can never disagree.
std::variant<MappingContent, QString> parseDesignDocument(const QJsonValue& value) {
    if (!value.isObject()) return Text::tr("\"document\" must be an object");
    ParsedDocument parsed = parseDocument(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (auto* message = std::get_if<QString>(&parsed)) return *message;
    return std::get<MappingContent>(parsed);
}

std::variant<Design, QString> parseDesign(const QJsonValue& value, int index) {
    const QString where = Text::tr("design %1: ").arg(index + 1);
    if (!value.isObject()) return where + Text::tr("must be an object");
    const QJsonObject object = value.toObject();
    const QJsonValue name = object.value(QStringLiteral("name"));
    if (!name.isString() || name.toString().trimmed().isEmpty()) return where + Text::tr("\"name\" must be a non-empty string");
    auto content = parseDesignDocument(object.value(QStringLiteral("document")));
    if (auto* message = std::get_if<QString>(&content)) return where + *message;
    return Design{name.toString(), std::get<MappingContent>(content)};
}

QString checkVersion(const QJsonValue& version) {
    if (!version.isDouble() || version.toDouble() != double(qint64(version.toDouble())) || version.toDouble() < 1)
        return Text::tr("\"version\" must be a whole number from 1 (this build reads version %1)").arg(kProjectVersion);
    if (version.toDouble() > kProjectVersion)
        return Text::tr(
                   "it was written by a newer TCP Workbench (project version %1); this build reads version %2. "
                   "The file was not changed; open it with a newer TCP Workbench.")
            .arg(qint64(version.toDouble()))
            .arg(kProjectVersion);
    return {};
}

ParsedProject parseProject(const QJsonObject& root) {
    if (QString message = checkVersion(root.value(QStringLiteral("version"))); !message.isEmpty()) return message;
    const QJsonValue designs = root.value(QStringLiteral("designs"));
    if (!designs.isArray()) return Text::tr("\"designs\" must be an array");
    const QJsonArray array = designs.toArray();
    if (array.isEmpty()) return Text::tr("a project holds at least one design");
    LoadedProject loaded;
    QSet<QString> names;
    for (qsizetype i = 0; i < array.size(); ++i) {
        auto design = parseDesign(array.at(i), int(i));
        if (auto* message = std::get_if<QString>(&design)) return *message;
        const Design& parsed = std::get<Design>(design);
        if (names.contains(parsed.name)) return Text::tr("two designs are called \"%1\"; names must differ").arg(parsed.name);
        names.insert(parsed.name);
        loaded.content.designs.append(parsed);
    }
    const QJsonValue active = root.value(QStringLiteral("active"));
    if (!active.isUndefined()) {
        const double index = active.toDouble(-1);
        if (!active.isDouble() || index < 0 || index >= double(array.size()) || index != double(int(index)))
            return Text::tr("\"active\" must be the index of a design (0 to %1)").arg(array.size() - 1);
        loaded.content.active = int(index);
    }
    return loaded;
}

}  // namespace

QString designNameFor(const QString& path) {
    QString name = QFileInfo(path).fileName();
    for (const char* suffix : {".tcpwb.json", ".json"}) {
        if (name.endsWith(QLatin1String(suffix))) {
            name.chop(qsizetype(qstrlen(suffix)));
            break;
        }
    }
    return name.isEmpty() ? Text::tr("Design") : name;
}

ParsedProject parseProjectOrDesign(const QByteArray& json, const QString& designName) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return Text::tr("not valid JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset);
    if (!doc.isObject()) return Text::tr("the file holds JSON but not an object");
    const QJsonObject root = doc.object();
    const QString format = root.value(QStringLiteral("format")).toString();
    if (format == QLatin1String(kProjectFormat)) return parseProject(root);
    if (format != QLatin1String(kDocumentFormat))
        return Text::tr("not a TCP Workbench file: \"format\" must be \"%1\" or \"%2\"")
            .arg(QLatin1String(kProjectFormat), QLatin1String(kDocumentFormat));
    ParsedDocument parsed = parseDocument(json);
    if (auto* message = std::get_if<QString>(&parsed)) return *message;
    return LoadedProject{{{{designName, std::get<MappingContent>(parsed)}}, 0}, FileKind::Design};
}

QByteArray serializeProject(const ProjectContent& content) {
    QJsonArray designs;
    for (const Design& design : content.designs) {
        const QJsonObject document = QJsonDocument::fromJson(serializeDocument(design.content)).object();
        designs.append(QJsonObject{{QStringLiteral("name"), design.name}, {QStringLiteral("document"), document}});
    }
    const QJsonObject root{{QStringLiteral("format"), QLatin1String(kProjectFormat)},
                           {QStringLiteral("version"), kProjectVersion},
                           {QStringLiteral("active"), content.active},
                           {QStringLiteral("designs"), designs}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

ParsedProject readProjectFile(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return Text::tr("Cannot open %1: %2").arg(name, file.errorString());
    const std::optional<QByteArray> bytes = readAtMost(file, kMaxFileBytes);
    if (!bytes) return Text::tr("%1 is too large to be a TCP Workbench file").arg(name);
    ParsedProject parsed = parseProjectOrDesign(*bytes, designNameFor(path));
    if (auto* message = std::get_if<QString>(&parsed)) return Text::tr("Cannot read %1: %2").arg(name, *message);
    return parsed;
}

QString writeProjectFile(const QString& path, const ProjectContent& content) {
    const QString failed = writeFileAtomically(path, serializeProject(content));
    if (failed.isEmpty()) return {};
    return Text::tr("Cannot write %1: %2. The file was not changed.").arg(QFileInfo(path).fileName(), failed);
}

}  // namespace tcpwb::widgets
