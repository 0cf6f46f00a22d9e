#include "widgets/kernel/KernelDocument.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <algorithm>
#include <string_view>

#include "kernel/crate_imports.h"
#include "kernel/display_names.h"
#include "kernel/macro_expand.h"
#include "kernel/parse.h"
#include "kernel/supported.h"
#include "kernel/typeable_names.h"
#include "util/atomic_file.h"
#include "widgets/document/BoundedRead.h"
#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {

KernelDocument::KernelDocument(QObject* parent) : QObject(parent) {}

bool KernelDocument::load(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = tr("Cannot read the kernel %1: %2").arg(path, file.errorString());
        return false;
    }
    const std::optional<QByteArray> bytes = readAtMost(file, kernel::kMaxKernelSourceBytes);
    if (!bytes) {
        if (error)
            *error = tr("Cannot read the kernel %1: it holds more than %2 bytes (4 MiB), the most a kernel source may hold")
                         .arg(path)
                         .arg(kernel::kMaxKernelSourceBytes);
        return false;
    }
    const QString text = QString::fromUtf8(*bytes);
    const bool wasModified = isModified();
    const QString absolute = path.startsWith(QLatin1Char(':')) ? QString() : QFileInfo(path).absoluteFilePath();
    if (absolute != filePath_ || absolute.isEmpty()) {  // another kernel: its own choice
        entry_.clear();
        lastProgram_.reset();
    }
    filePath_ = absolute;
    // A file of a crate reads what its `use` items import from the others
    // (kernel/crate_imports.h), looked up in the crate as it is now on disk.
    readCrate();
    setSource(QFileInfo(path).fileName(), text);
    savedSource_ = text;
    watch(filePath_);
    if (wasModified) emit modificationChanged(false);
    return true;
}

void KernelDocument::edit(const QString& text) {
    if (text == source_) return;
    const bool wasModified = isModified();
    const QString file = filePath_, saved = savedSource_;
    setSource(name_, text);
    filePath_ = file;
    savedSource_ = saved;
    if (isModified() != wasModified) emit modificationChanged(isModified());
}

bool KernelDocument::save(QString* error) {
    if (filePath_.isEmpty()) {
        if (error) *error = tr("The kernel %1 has no file to save to (a built-in sample)").arg(name_);
        return false;
    }
    // The watcher would see our own write as a change on disk.
    if (watcher_) watcher_->removePath(filePath_);
    const auto failed = util::writeFileAtomically(filePath_.toStdString(), source_.toStdString());
    watch(filePath_);
    if (failed) {
        if (error) *error = tr("Cannot save the kernel %1: %2. The file was not changed.").arg(filePath_, QString::fromStdString(*failed));
        return false;
    }
    const bool wasModified = isModified();
    savedSource_ = source_;
    if (wasModified) emit modificationChanged(false);
    readCrate();  // the other files import what this one now says
    return true;
}

void KernelDocument::readCrate() {
    crate_ = filePath_.isEmpty() ? std::nullopt : kernel::crateOfFile(filePath_.toStdString());
    crateKernels_ = crate_ ? kernel::listCrateKernels(*crate_->crate) : std::vector<kernel::KernelEntry>{};
    emit crateChanged();
}

QString KernelDocument::crateDirectory() const { return crate_ ? QString::fromStdString(crate_->crate->directory) : QString(); }

QString KernelDocument::crateFilePath(const std::string& relative) const {
    if (!crate_) return {};
    return QFileInfo(QDir(crateDirectory()).filePath(QString::fromStdString(relative))).absoluteFilePath();
}

bool KernelDocument::openCrate(const QString& directory, QString* error) {
    const auto root = kernel::findCrateRoot(QFileInfo(directory).absoluteFilePath().toStdString());
    if (!root) {
        if (error) *error = tr("%1 is not a kernel crate: no Cargo.toml or src/lib.rs in it or above it").arg(directory);
        return false;
    }
    auto crate = kernel::openCrate(*root);
    if (!crate) {
        if (error) *error = tr("Cannot open the kernel crate %1: %2").arg(directory, QString::fromStdString(crate.error().message));
        return false;
    }
    const std::vector<kernel::KernelEntry> kernels = kernel::listCrateKernels(*crate);
    const QString dir = QString::fromStdString(crate->directory);
    const std::string first = kernels.empty() ? crate->files.front().path : kernels.front().file;
    if (!load(QFileInfo(QDir(dir).filePath(QString::fromStdString(first))).absoluteFilePath(), error)) return false;
    return kernels.empty() || chooseCrateFunction(QString::fromStdString(kernels.front().name), error);
}

bool KernelDocument::chooseCrateFunction(const QString& name, QString* error) {
    auto entry = kernel::findKernel(crateKernels_, name.toStdString());
    if (!entry) {
        if (error) *error = QString::fromStdString(entry.error().message);
        return false;
    }
    const QString file = crateFilePath(entry->file);
    if (QFileInfo(file).canonicalFilePath() != QFileInfo(filePath_).canonicalFilePath() && !load(file, error)) return false;
    // The file's own listing names it as the file does (inside its inline modules).
    for (const kernel::KernelEntry& k : kernels_)
        if (k.name == entry->name) {
            setEntry(QString::fromStdString(kernel::nameInFile(k)));
            return true;
        }
    setEntry(QString::fromStdString(entry->function));
    return true;
}

std::optional<KernelPlace> KernelDocument::definitionAt(std::size_t offset) const {
    const std::string text = source_.toStdString();
    const kernel::FileId readIn = crate_ ? crate_->file : 0;
    const auto site = kernel::findDefinition(text, offset, crate(), readIn);
    if (!site) return std::nullopt;
    return placeOfDeclaration(*site, readIn);
}

std::optional<KernelPlace> KernelDocument::definitionIn(const QString& file, std::size_t offset) const {
    const auto id = crateFileId(file);
    if (!id) return std::nullopt;
    const auto site = kernel::findDefinition(crate_->crate->files[*id].text, offset, crate(), *id);
    if (!site) return std::nullopt;
    return placeOfDeclaration(*site, *id);
}

KernelPlace KernelDocument::placeOfDeclaration(const kernel::DefinitionSite& site, kernel::FileId readIn) const {
    const kernel::FileId at = site.inText ? readIn : site.file;
    if (!crate_ || at == crate_->file) return KernelPlace{QString(), site.offset, site.length, QString()};
    const std::string& relative = crate_->crate->files[at].path;
    return KernelPlace{crateFilePath(relative), site.offset, site.length, QString::fromStdString(relative)};
}

std::optional<kernel::SymbolDescription> KernelDocument::describeIn(const QString& file, std::size_t offset) const {
    const kernel::Program* program = program_ ? program_.get() : lastProgram_.get();
    const auto id = crateFileId(file);
    if (!program || !id || !combined_) return std::nullopt;
    return kernel::describeSymbolAt(crate_->crate->files[*id].text, offset, program->axes, program->aliases,
                                    kernel::writtenNamesIn(*crate_->crate, *combined_, *id));
}

std::optional<kernel::FileId> KernelDocument::crateFileId(const QString& file) const {
    if (!crate_) return std::nullopt;
    const std::string wanted = file.toStdString();
    for (kernel::FileId f = 0; f < crate_->crate->files.size(); ++f)
        if (crate_->crate->files[f].path == wanted) return f;
    return std::nullopt;
}

std::optional<kernel::SymbolDescription> KernelDocument::describeAt(std::size_t offset) const {
    const kernel::Program* program = program_ ? program_.get() : lastProgram_.get();
    if (!program) return std::nullopt;
    return kernel::describeSymbolAt(source_.toStdString(), offset, program->axes, program->aliases,
                                    combined_ ? combined_->written : kernel::WrittenNames{});
}

QString KernelDocument::shown(const std::string& text) const {
    return QString::fromStdString(kernel::displayNames(text, combined_ ? combined_->written : kernel::WrittenNames{}));
}

QString KernelDocument::shown(const std::string& text, const kernel::SourceSpan& at) const {
    if (!combined_ || !at.known() || at.offset >= combined_->ownBytes) return shown(text);
    // The whole lines the place is written on: a transfer's names are in its `let`'s type.
    const std::string_view own = std::string_view(combined_->source.text).substr(0, combined_->ownBytes);
    const std::size_t lineStart = own.rfind('\n', at.offset);
    const std::size_t first = lineStart == std::string_view::npos ? 0 : lineStart + 1;
    const std::size_t lineEnd = own.find('\n', std::min(own.size(), at.offset + at.length));
    const std::string_view spot = own.substr(first, (lineEnd == std::string_view::npos ? own.size() : lineEnd) - first);
    return QString::fromStdString(kernel::displayNames(text, combined_->written, spot));
}

QStringList KernelDocument::typeableNames() const {
    QStringList out;
    if (!program_) return out;
    for (const std::string& name : kernel::typeableNames(*program_, crate(), combined_ ? &*combined_ : nullptr))
        out << QString::fromStdString(name);
    return out;
}

QString KernelDocument::placeOf(const kernel::SourceSpan& at) const {
    if (at.known()) return QString::number(at.line);
    const auto elsewhere = lineElsewhere(at);
    return elsewhere ? QStringLiteral("%1:%2").arg(elsewhere->file).arg(elsewhere->line) : QString();
}

std::optional<KernelFileLine> KernelDocument::lineElsewhere(const kernel::SourceSpan& at) const {
    if (at.known() || !at.placed() || !combined_ || !crate_) return std::nullopt;
    const auto file = kernel::importedFileAt(*combined_, at.offset);
    if (!file) return std::nullopt;
    return KernelFileLine{QString::fromStdString(crate_->crate->files[*file].path), int(at.line)};
}

QString KernelDocument::crateFileText(const QString& file) const {
    if (!crate_) return {};
    for (const kernel::CrateFile& f : crate_->crate->files)
        if (QString::fromStdString(f.path) == file) return QString::fromStdString(f.text);
    return {};
}

bool KernelDocument::reload(QString* error) {
    if (filePath_.isEmpty()) return false;
    return load(filePath_, error);
}

// Editors that save by replacing the file remove the watched path: it is
// added again on every change.
void KernelDocument::watch(const QString& path) {
    if (!watcher_) {
        watcher_ = new QFileSystemWatcher(this);
        connect(watcher_, &QFileSystemWatcher::fileChanged, this, &KernelDocument::fileChangedOnDisk);
    }
    if (!watcher_->files().isEmpty()) watcher_->removePaths(watcher_->files());
    if (!path.isEmpty() && QFileInfo::exists(path)) watcher_->addPath(path);
}

void KernelDocument::fileChangedOnDisk() {
    if (filePath_.isEmpty() || !QFileInfo::exists(filePath_)) return;  // deleted or mid-replace: the next change tells
    QFile file(filePath_);
    if (!file.open(QIODevice::ReadOnly)) return;
    const std::optional<QByteArray> bytes = readAtMost(file, kernel::kMaxKernelSourceBytes);
    watch(filePath_);
    if (!bytes) {  // grown past a kernel source: offered as a change (Reload then says why it fails), never applied
        emit changedOnDisk();
        return;
    }
    const QString text = QString::fromUtf8(*bytes);
    if (text == savedSource_) return;  // touched, not changed
    if (isModified()) {
        emit changedOnDisk();
        return;
    }
    setSource(name_, text);  // the text just read: same file, unmodified
}

void KernelDocument::setSource(const QString& name, const QString& text) {
    runJob_.stop();
    name_ = name;
    source_ = text;
    savedSource_ = text;  // a new source is unmodified; edit() keeps the saved one
    plan_.reset();
    error_.reset();
    result_.reset();
    runError_.reset();
    runState_ = RunState::Idle;
    progress_ = 0;
    seed_.reset();
    flits_.reset();
    // The plan points into the program: both are replaced together.
    program_.reset();
    const kernel::KernelSource source{name.toStdString(), text.toStdString()};
    kernel::ParsedFile syntax;
    auto listed = kernel::listKernels(
        source, filePath_.isEmpty() ? std::vector<std::string>{} : kernel::modulePathOf(filePath_.toStdString()), &syntax);
    kernels_ = listed ? std::move(listed).value() : std::vector<kernel::KernelEntry>{};
    const bool entryListed = std::any_of(kernels_.begin(), kernels_.end(), [&](const kernel::KernelEntry& k) {
        return QString::fromStdString(kernel::nameInFile(k)) == entry_;
    });
    if (!entryListed && listed) entry_.clear();  // renamed or removed: back to the file's own choice
    combined_ = crate_ ? std::optional(kernel::withImports(*crate_->crate, crate_->file, source)) : std::nullopt;
    // entry_ is the function as the file names it (`mod::fn` inside an inline module).
    kernel::ParseOptions options;
    for (const kernel::KernelEntry& k : kernels_)
        if (QString::fromStdString(kernel::nameInFile(k)) == entry_) options = {.entry = k.function, .entryModules = k.inlineModules};
    setAside_.clear();
    if (listed && syntax.file) setAside_ = setAsideIn(*syntax.file);
    auto parsed = combined_ ? kernel::parseWithImports(*combined_, options) : kernel::parseKernel(source, options);
    if (!parsed) {
        error_ = placed(parsed.error());
    } else {
        program_ = std::make_shared<const kernel::Program>(std::move(parsed).value());
        lastProgram_ = program_;
        auto planned = sim::planProgram(*program_);
        if (planned) plan_ = std::move(planned).value();
        else error_ = placed(planned.error());
    }
    emit loaded();
}

void KernelDocument::setEntry(const QString& function) {
    if (function == entry_) return;
    entry_ = function;
    // The same text and file, read again for another function: edits stay edits.
    const QString file = filePath_, saved = savedSource_;
    const bool wasModified = isModified();
    setSource(name_, source_);
    filePath_ = file;
    savedSource_ = saved;
    if (isModified() != wasModified) emit modificationChanged(isModified());
}

std::vector<KernelError> KernelDocument::setAsideIn(const kernel::ast::File& syntax) const {
    std::vector<KernelError> items;
    for (const kernel::ast::Item* item : kernel::setAsideItems(syntax)) {
        diag::Diagnostic why = kernel::placedAtInvocation(syntax, *item->unread);
        why.message = tr("`%1` is host code the workbench does not read: %2")
                          .arg(QString::fromStdString(item->name), QString::fromStdString(why.message))
                          .toStdString();
        items.push_back(placed(why));
    }
    return items;
}

namespace {

// The notes of a problem placed in `fileText` (its file): each where core
// placed it there, in that file's own terms (its line, or another crate
// file's place as `problem` has it).
void addNotes(KernelError& problem, const diag::Diagnostic& placedError, const std::string& fileText) {
    for (const diag::Note& n : placedError.notes) {
        KernelError note;
        note.kind = problem.kind;
        note.diagnosticKind = problem.diagnosticKind;
        note.message = QString::fromStdString(n.message);
        if (n.offset) {
            const kernel::LineColumn at = kernel::lineColumnOf(fileText, *n.offset);
            if (problem.elsewhereFile.isEmpty()) {
                note.line = int(at.line);
                note.column = int(at.column);
                note.offset = n.offset;
                note.length = n.length;
            } else {
                note.elsewhereFile = problem.elsewhereFile;
                note.elsewhereOffset = n.offset;
                note.elsewhereLength = n.length;
                note.elsewhere = QStringLiteral("%1:%2:%3: ").arg(note.elsewhereFile).arg(at.line).arg(at.column);
                note.message.prepend(note.elsewhere);
            }
        }
        note.formatted = QStringLiteral("note: %1").arg(note.message);
        problem.notes.push_back(std::move(note));
    }
}

}  // namespace

KernelError KernelDocument::placed(const diag::Diagnostic& error) const {
    diag::Diagnostic d = error;
    if (combined_) {
        // An error in an item another file of the crate holds: its own file
        // and line in the message, no place in this file's text.
        kernel::PlacedError elsewhere = kernel::placeError(*crate_->crate, *combined_, d);
        if (elsewhere.source.name != combined_->source.name) {
            diag::Diagnostic here = elsewhere.diagnostic;
            here.offset.reset();
            here.notes.clear();  // placed in the other file, below
            KernelError e = placed(here);
            const kernel::LineColumn at = kernel::lineColumnOf(elsewhere.source.text, elsewhere.diagnostic.offset.value_or(0));
            // The crate file its place in the combined text is in (placeError names it by its path on disk).
            const auto file = d.offset ? kernel::importedFileAt(*combined_, *d.offset) : std::nullopt;
            e.elsewhereFile = QString::fromStdString(file ? crate_->crate->files[*file].path : elsewhere.source.name);
            e.elsewhere = QStringLiteral("%1:%2:%3: ").arg(e.elsewhereFile).arg(at.line).arg(at.column);
            e.message.prepend(e.elsewhere);
            e.formatted = QString::fromStdString(kernel::formatKernelError(elsewhere.source, elsewhere.diagnostic));
            e.elsewhereOffset = elsewhere.diagnostic.offset;
            e.elsewhereLength = elsewhere.diagnostic.length;
            addNotes(e, elsewhere.diagnostic, elsewhere.source.text);
            return e;
        }
        d = std::move(elsewhere.diagnostic);  // its names as the file writes them (kernel/display_names.h)
    }
    const std::string text = source_.toStdString();
    KernelError e;
    e.kind = toQt(d.kind);
    e.diagnosticKind = d.kind;
    e.message = QString::fromStdString(d.message);
    if (d.fix) e.fix = QString::fromStdString(*d.fix);
    if (d.offset) {
        const kernel::LineColumn at = kernel::lineColumnOf(text, *d.offset);
        e.line = int(at.line);
        e.column = int(at.column);
        e.offset = d.offset;
        e.length = d.length;
    }
    e.formatted = QString::fromStdString(kernel::formatKernelError({name_.toStdString(), text}, d));
    addNotes(e, d, text);
    return e;
}

void KernelDocument::run(std::optional<u64> seed) {
    if (isRunning() || !program_) return;
    runState_ = RunState::Running;
    progress_ = 0;
    result_.reset();
    runError_.reset();
    seed_ = seed;
    flits_.reset();

    sim::RunOptions options;
    options.seed = seed;
    runJob_.start(
        [program = program_, options](const JobControl& control) mutable {
            // The simulation asks after every operation whether to go on.
            options.progress = [&control](double fraction) {
                control.progress(fraction);
                return !control.cancelled();
            };
            return sim::runKernel(*program, options);
        },
        [this](diag::Result<sim::RunResult> outcome) { finishRun(std::move(outcome)); },
        [this](double fraction) {
            if (!isRunning()) return;
            progress_ = fraction;
            emit progressChanged(fraction);
        });
    emit runStarted();
}

std::shared_ptr<sim::FlitInspector> KernelDocument::flitInspector() {
    if (flits_ || !program_ || !plan_) return flits_;
    sim::RunOptions options;
    options.seed = seed_;
    auto made = sim::FlitInspector::create(*program_, options);
    if (made) flits_ = std::make_shared<sim::FlitInspector>(std::move(made).value());
    return flits_;
}

void KernelDocument::cancel() {
    if (isRunning()) runJob_.cancel();
}

void KernelDocument::finishRun(diag::Result<sim::RunResult> outcome) {
    if (outcome) {
        result_ = std::move(outcome).value();
        runState_ = RunState::Finished;
        progress_ = 1;
    } else {
        runError_ = placed(outcome.error());
        runState_ = outcome.error().kind == diag::Kind::cancelled ? RunState::Cancelled : RunState::Failed;
    }
    emit runFinished();
}

}  // namespace tcpwb::widgets
