#pragma once
// A Virtual ISA kernel opened in the workbench: its source text (editable:
// an edit re-reads it; Save writes it back; a change on disk reloads it
// unless it has unsaved edits), the
// Program the front end reads from it (or the first error, at line:column),
// the engines' plan of every operation (or the error planning stopped at),
// and the last simulation run, which runs in a worker thread so the window
// stays responsive and can cancel it.
#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

#include "kernel/crate_imports.h"
#include "kernel/listing.h"
#include "kernel/program.h"
#include "kernel/symbols.h"
#include "sim/flits.h"
#include "sim/plan.h"
#include "sim/run.h"
#include "widgets/document/DiagnosticText.h"
#include "widgets/toolkit/BackgroundJob.h"

class QFileSystemWatcher;

namespace tcpwb::widgets {

// An error of the kernel, placed in its source; line 0 when it has no place.
struct KernelError {
    QString kind;  // as scripts spell it
    diag::Kind diagnosticKind = diag::Kind::internal_error;
    // Core's English sentence; for an error in another file of the crate,
    // `elsewhere` ("other.rs:3:5: ") comes first.
    QString message;
    QString elsewhere;
    int line = 0;
    int column = 0;
    QString fix;        // the suggested change, when core offers one
    QString formatted;  // as tcpwb-cli prints it: "file.rs:12:7: error[kind]: ..."
    // Where in the source (UTF-8 bytes), for underlining it: when it has a place.
    std::optional<std::size_t> offset;
    std::size_t length = 0;
    // In another file of the crate: that file (`src/b.rs`) and the place in it.
    QString elsewhereFile;
    std::optional<std::size_t> elsewhereOffset;
    std::size_t elsewhereLength = 0;
    // Core's notes on it ("`helper` is declared here"), each placed in the
    // problem's file when core points into it; a note's own `notes` are empty.
    std::vector<KernelError> notes;

    // The message as the GUI shows it: in a translation, the kind's headline
    // before core's sentence (after the other file's place).
    QString text() const { return elsewhere + diagnosticText(diagnosticKind, message.mid(elsewhere.size())); }
};

// A place in a kernel's files: the open source (no path) or another file
// of its crate, at a UTF-8 byte offset of that file.
struct KernelPlace {
    QString filePath;  // absolute; empty for the open source
    std::size_t offset = 0;
    std::size_t length = 0;
    QString crateFile;  // the file's path inside its crate (`src/b.rs`), when in one
};

// A line of another file of a kernel's crate: the file's path inside the
// crate (`src/b.rs`) and the line.
struct KernelFileLine {
    QString file;
    int line = 0;
};

class KernelDocument : public QObject {
    Q_OBJECT

public:
    enum class RunState { Idle, Running, Finished, Failed, Cancelled };
    Q_ENUM(RunState)

    explicit KernelDocument(QObject* parent = nullptr);

    // Reads and parses the file; false (and *error) only when it cannot be
    // read. A kernel that does not parse or plan is loaded with its error.
    bool load(const QString& path, QString* error);
    // Parses text as the kernel `name` (tests, samples).
    void setSource(const QString& name, const QString& text);
    // The user's edit: the text is read again as the same kernel (same file),
    // and the document is modified until it is saved or reloaded.
    void edit(const QString& text);
    bool isModified() const { return source_ != savedSource_; }
    // Writes the source to its file (atomically: a failed write keeps the old
    // file); false and *error when it cannot, or when the kernel has no file.
    bool save(QString* error);
    // Reads the file again, dropping unsaved edits.
    bool reload(QString* error);

    // Opens the kernel crate at (or above) `directory` (kernel/crate.h): its
    // first device function's file, that function chosen; the crate root
    // when it has none. False (and *error) when there is no crate there.
    bool openCrate(const QString& directory, QString* error);
    // Chooses the crate's device function `name` (its Rust path, a tail of
    // it or its name, as --fn takes it), loading its file when another one
    // is open. False (and *error) when the crate has no such function.
    bool chooseCrateFunction(const QString& name, QString* error);
    // The crate the open file is part of (opened with it or by openCrate),
    // or null; its device functions (kernel/listing.h) and its directory.
    const kernel::Crate* crate() const { return crate_ ? crate_->crate.get() : nullptr; }
    const std::vector<kernel::KernelEntry>& crateKernels() const { return crateKernels_; }
    QString crateDirectory() const;
    // A crate file's absolute path, from its path inside the crate.
    QString crateFilePath(const std::string& relative) const;

    QString filePath() const { return filePath_; }
    QString name() const { return name_; }
    QString source() const { return source_; }
    // The file's #[device] functions (kernel/listing.h), named by their Rust
    // paths when the file sits in a crate; empty when it does not parse.
    const std::vector<kernel::KernelEntry>& kernels() const { return kernels_; }
    // The device function run on its own (its name as the file names it:
    // `broadcast1::valid_degenerate` inside an inline module), or empty: the file's
    // host code, else its first device function. Choosing one reads the
    // kernel again; it stays chosen across edits while the function exists.
    QString entry() const { return entry_; }
    void setEntry(const QString& function);
    // The program when it parsed, the plan when it also planned.
    const kernel::Program* program() const { return program_.get(); }
    const sim::ProgramPlan* plan() const { return plan_ ? &*plan_ : nullptr; }
    // The parse error, else the plan error, else none.
    const std::optional<KernelError>& error() const { return error_; }
    // The file's items set aside as host code the workbench does not read
    // (kernel/supported.h: an enum, an impl, a helper with a closure), each
    // at the construct that set it aside; empty when the file does not parse.
    const std::vector<KernelError>& setAside() const { return setAside_; }

    // Simulates the program in a worker thread; seed replaces the kernel's
    // seeds. Ignored while a run is going or when there is no program.
    void run(std::optional<u64> seed = std::nullopt);
    // Asks the running simulation to stop at its next operation.
    void cancel();
    bool isRunning() const { return runState_ == RunState::Running; }
    RunState runState() const { return runState_; }
    // The last finished run; its error when it failed or was cancelled.
    const sim::RunResult* runResult() const { return result_ ? &*result_ : nullptr; }
    const std::optional<KernelError>& runError() const { return runError_; }
    double progress() const { return progress_; }

    // The flits on demand of the program, with the seed of the last run (the
    // kernel's before any run), made on first use; null without a plan. A
    // load or a new run replaces it. Not thread-safe: one caller at a time
    // (the flit stepper queries it from its worker thread, one query at once).
    std::shared_ptr<sim::FlitInspector> flitInspector();

    // A diagnostic of this kernel placed at its line and column in the source.
    KernelError placed(const diag::Diagnostic& d) const;
    // A text of the program (a mapping, an operation's name, a warning) with
    // its names as the file writes them (kernel/display_names.h); about an
    // operation or stage written at `at`, as the lines there write them (a
    // file may read one axis as `Y` and as `Z`).
    QString shown(const std::string& text) const;
    QString shown(const std::string& text, const kernel::SourceSpan& at) const;
    // The program's axes and aliases as the user can type them in this file
    // (kernel/typeable_names.h); empty without a program.
    QStringList typeableNames() const;
    // Where an operation or stage of the program is written: its line in
    // this file, else ("src/helpers.rs:12") the crate file and line of the
    // helper it was inlined from; empty when unknown.
    QString placeOf(const kernel::SourceSpan& at) const;
    // The crate file and line of an operation or stage written in another
    // file (a helper inlined from it); nothing for this file's or unknown.
    std::optional<KernelFileLine> lineElsewhere(const kernel::SourceSpan& at) const;
    // The text of a file of the crate (its path inside the crate) as the crate was read; empty when none.
    QString crateFileText(const QString& file) const;

    // Where the name at `offset` of the source (UTF-8 bytes) is declared, in
    // this file or another of its crate (kernel/symbols.h).
    std::optional<KernelPlace> definitionAt(std::size_t offset) const;
    // The axis, alias or m![...] mapping at `offset` of the source, with its
    // size and normal form, in the axes and aliases of the last program read
    // (so it keeps answering while an edit does not parse).
    std::optional<kernel::SymbolDescription> describeAt(std::size_t offset) const;
    // The same in another file of the crate (its path inside the crate), as
    // read with the crate: its names stand for what the kernel read of them
    // (kernel::writtenNamesIn); nothing for what the kernel did not read.
    std::optional<KernelPlace> definitionIn(const QString& file, std::size_t offset) const;
    std::optional<kernel::SymbolDescription> describeIn(const QString& file, std::size_t offset) const;

signals:
    // A new kernel (or the same one re-read): program, plan and run reset.
    void loaded();
    void modificationChanged(bool modified);
    // The file changed on disk while the source has unsaved edits: not reloaded.
    void changedOnDisk();
    // The crate around the file was read again (another crate, or a save).
    void crateChanged();
    void runStarted();
    void progressChanged(double fraction);
    void runFinished();

private:
    void watch(const QString& path);
    // The crate file whose path inside the crate is `file`.
    std::optional<kernel::FileId> crateFileId(const QString& file) const;
    // Where a declaration found reading crate file `readIn` is: the kernel's
    // own file (no path), else another file of the crate.
    KernelPlace placeOfDeclaration(const kernel::DefinitionSite& site, kernel::FileId readIn) const;
    void readCrate();
    // The items of the file's syntax set aside as host code, placed.
    std::vector<KernelError> setAsideIn(const kernel::ast::File& syntax) const;
    void fileChangedOnDisk();
    void finishRun(diag::Result<sim::RunResult> outcome);

    QString filePath_;
    QString savedSource_;  // as last read from or written to the file
    QFileSystemWatcher* watcher_ = nullptr;
    QString name_;
    QString source_;
    QString entry_;
    std::vector<kernel::KernelEntry> kernels_;
    std::optional<kernel::CrateOfFile> crate_;            // the crate the file is part of
    std::vector<kernel::KernelEntry> crateKernels_;       // its device functions
    std::shared_ptr<const kernel::Program> lastProgram_;  // the last program of this file that parsed, for describeAt
    std::optional<kernel::SourceWithImports> combined_;   // the text parsed: the source and its imports
    std::shared_ptr<const kernel::Program> program_;      // shared with a running worker
    std::optional<sim::ProgramPlan> plan_;
    std::optional<KernelError> error_;
    std::vector<KernelError> setAside_;

    RunState runState_ = RunState::Idle;
    std::optional<sim::RunResult> result_;
    std::optional<KernelError> runError_;
    double progress_ = 0;
    std::optional<u64> seed_;  // the last run's
    std::shared_ptr<sim::FlitInspector> flits_;
    // The run; a load stops it, so its answer never meets another kernel.
    BackgroundJob<diag::Result<sim::RunResult>> runJob_;
};

}  // namespace tcpwb::widgets
