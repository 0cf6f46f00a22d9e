#include "widgets/document/DocumentFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <optional>

#include "widgets/document/AtomicWrite.h"
#include "widgets/document/BoundedRead.h"

namespace tcpwb::widgets {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(DocumentFile)
};

// A real document is a few hundred bytes; refusing huge files keeps a
// mistaken "Open" of some other file from stalling the GUI.
constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;

std::variant<QJsonObject, QString> parseObject(const QByteArray& json) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return Text::tr("not valid JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset);
    if (!doc.isObject()) return Text::tr("the file holds JSON but not an object");
    return doc.object();
}

QString checkHeader(const QJsonObject& root) {
    const QJsonValue format = root.value(QStringLiteral("format"));
    if (format.toString() != QLatin1String(kDocumentFormat))
        return Text::tr("not a mapping-studio file: \"format\" must be \"%1\"").arg(QLatin1String(kDocumentFormat));
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != kDocumentVersion)
        return Text::tr("unsupported \"version\" (this build reads version %1)").arg(kDocumentVersion);
    return {};
}

// The string at key; nullopt when it is missing or not a string.
std::optional<QString> stringAt(const QJsonObject& object, const QString& key) {
    const QJsonValue value = object.value(key);
    if (!value.isString()) return std::nullopt;
    return value.toString();
}

QString notAString(const QString& where, const QString& key) { return Text::tr("%1\"%2\" must be a string").arg(where, key); }

std::variant<QList<AliasEntry>, QString> parseAliases(const QJsonValue& value) {
    QList<AliasEntry> aliases;
    if (value.isUndefined()) return aliases;  // a document without aliases
    if (!value.isArray()) return Text::tr("\"aliases\" must be an array");
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject entry = array.at(i).toObject();
        const QString where = Text::tr("alias %1: ").arg(i + 1);
        const auto name = stringAt(entry, QStringLiteral("name"));
        if (!name) return notAString(where, QStringLiteral("name"));
        const auto expression = stringAt(entry, QStringLiteral("expression"));
        if (!expression) return notAString(where, QStringLiteral("expression"));
        aliases.append({*name, *expression});
    }
    return aliases;
}

// The optional "stream" object; every key is optional and keeps its default.
std::variant<StreamSettings, QString> parseStream(const QJsonValue& value) {
    StreamSettings stream;
    if (value.isUndefined()) return stream;
    if (!value.isObject()) return Text::tr("\"stream\" must be an object");
    const QJsonObject object = value.toObject();
    const std::pair<const char*, QString*> keys[] = {
        {"slice", &stream.slice},   {"time", &stream.time},       {"packet", &stream.packet},     {"dtype", &stream.dtype},
        {"engine", &stream.engine}, {"context", &stream.context}, {"topology", &stream.topology}, {"reduce", &stream.reduce}};
    for (const auto& [key, field] : keys) {
        const QString name = QLatin1String(key);
        if (!object.contains(name)) continue;
        const auto text = stringAt(object, name);
        if (!text) return notAString(Text::tr("stream: "), name);
        *field = *text;
    }
    return stream;
}

}  // namespace

ParsedDocument parseDocument(const QByteArray& json) {
    auto object = parseObject(json);
    if (auto* message = std::get_if<QString>(&object)) return *message;
    const QJsonObject& root = std::get<QJsonObject>(object);
    if (QString message = checkHeader(root); !message.isEmpty()) return message;

    const auto axes = stringAt(root, QStringLiteral("axes"));
    if (!axes) return notAString({}, QStringLiteral("axes"));
    const auto expression = stringAt(root, QStringLiteral("expression"));
    if (!expression) return notAString({}, QStringLiteral("expression"));
    auto aliases = parseAliases(root.value(QStringLiteral("aliases")));
    if (auto* message = std::get_if<QString>(&aliases)) return *message;
    auto stream = parseStream(root.value(QStringLiteral("stream")));
    if (auto* message = std::get_if<QString>(&stream)) return *message;
    return MappingContent{*axes, std::get<QList<AliasEntry>>(aliases), *expression, std::get<StreamSettings>(stream)};
}

QByteArray serializeDocument(const MappingContent& content) {
    QJsonArray aliases;
    for (const AliasEntry& alias : content.aliases)
        aliases.append(QJsonObject{{QStringLiteral("name"), alias.name}, {QStringLiteral("expression"), alias.expression}});
    const QJsonObject root{
        {QStringLiteral("format"), QLatin1String(kDocumentFormat)},
        {QStringLiteral("version"), kDocumentVersion},
        {QStringLiteral("axes"), content.axes},
        {QStringLiteral("aliases"), aliases},
        {QStringLiteral("expression"), content.expression},
        {QStringLiteral("stream"), QJsonObject{{QStringLiteral("slice"), content.stream.slice},
                                               {QStringLiteral("time"), content.stream.time},
                                               {QStringLiteral("packet"), content.stream.packet},
                                               {QStringLiteral("dtype"), content.stream.dtype},
                                               {QStringLiteral("engine"), content.stream.engine},
                                               {QStringLiteral("context"), content.stream.context},
                                               {QStringLiteral("topology"), content.stream.topology},
                                               {QStringLiteral("reduce"), content.stream.reduce}}},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

ParsedDocument readDocumentFile(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return Text::tr("Cannot open %1: %2").arg(name, file.errorString());
    const std::optional<QByteArray> bytes = readAtMost(file, kMaxFileBytes);
    if (!bytes) return Text::tr("%1 is too large to be a mapping-studio file").arg(name);
    ParsedDocument parsed = parseDocument(*bytes);
    if (auto* message = std::get_if<QString>(&parsed)) return Text::tr("Cannot read %1: %2").arg(name, *message);
    return parsed;
}

QString writeDocumentFile(const QString& path, const MappingContent& content) {
    const QString failed = writeFileAtomically(path, serializeDocument(content));
    if (failed.isEmpty()) return {};
    return Text::tr("Cannot write %1: %2. The file was not changed.").arg(QFileInfo(path).fileName(), failed);
}

}  // namespace tcpwb::widgets
