#include "widgets/analysis/SourcePanel.h"

#include <QComboBox>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "widgets/analysis/AnalysisText.h"
#include "widgets/analysis/SourceCodeView.h"
#include "widgets/analysis/TimelineIndex.h"
#include "widgets/toolkit/DockSupport.h"

namespace tcpwb::widgets {

SourcePanel::SourcePanel(QWidget* parent)
    : QWidget(parent),
      fileBox_(named(new QComboBox(this), "sourceFiles")),
      status_(named(new QLabel(this), "sourceStatus")),
      folder_(named(new QPushButton(tr("Source Folder…"), this), "sourceFolder")),
      code_(named(new SourceCodeView(this), "sourceCode")) {
    fileBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    fileBox_->setToolTip(tr("The files the schedule's operations are written in, the costliest first"));
    folder_->setToolTip(tr("The kernel's folder (its crate, which holds src/): the schedule's locations are read from there"));
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_->setWordWrap(true);
    status_->setMinimumWidth(0);
    status_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(fileBox_);
    row->addWidget(status_, 1);
    row->addWidget(folder_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(row);
    layout->addWidget(code_, 1);
    connect(fileBox_, &QComboBox::currentIndexChanged, this, &SourcePanel::reloadFile);
    connect(folder_, &QPushButton::clicked, this, &SourcePanel::chooseFolderRequested);
    connect(code_, &SourceCodeView::lineClicked, this, [this](int line) {
        const auto ops = operationsOnLine(line);
        if (ops.empty()) return;
        code_->setSelectedLines({line});
        emit operationsChosen(ops);
    });
    fillFiles();
}

void SourcePanel::setIndex(std::shared_ptr<const TimelineIndex> index) {
    index_ = std::move(index);
    fillFiles();
}

void SourcePanel::setTraceFolder(const QString& folder) {
    files_.setTraceFolder(folder);
    reloadFile();
}

void SourcePanel::setSourceRoot(const QString& folder) {
    files_.setRoot(folder);
    reloadFile();
}

void SourcePanel::setSourceText(const QString& file, const QString& text) {
    files_.setText(file, text);
    if (currentFile() == file) reloadFile();
}

void SourcePanel::clearSourceTexts() { files_.clearTexts(); }

QStringList SourcePanel::fileNames() const {
    QStringList out;
    for (int i = 0; i < fileBox_->count(); ++i) out << fileBox_->itemData(i).toString();
    return out;
}

QString SourcePanel::currentFile() const { return fileBox_->currentData().toString(); }

QString SourcePanel::statusText() const { return status_->text(); }

// One entry per file, "mod.rs (72731 cycles)", the whole path its tooltip.
void SourcePanel::fillFiles() {
    const QSignalBlocker quiet(fileBox_);
    fileBox_->clear();
    if (index_) {
        for (const std::string& file : analysis::filesOf(index_->sourceCost)) {
            u64 busy = 0;
            for (const analysis::SourceLine& line : analysis::linesOf(index_->sourceCost, file)) busy += line.busyCycles;
            const QString name = QString::fromStdString(file);
            const QString shown = QDir::fromNativeSeparators(name).section(QLatin1Char('/'), -1);
            fileBox_->addItem(tr("%1 (%2 cycles)").arg(shown).arg(busy), name);
            fileBox_->setItemData(fileBox_->count() - 1, name, Qt::ToolTipRole);
        }
    }
    fileBox_->setEnabled(fileBox_->count() > 1);
    reloadFile();
}

void SourcePanel::showFile(const QString& file) {
    const int at = fileBox_->findData(file);
    if (at >= 0 && at != fileBox_->currentIndex()) fileBox_->setCurrentIndex(at);
}

void SourcePanel::reloadFile() {
    const QString file = currentFile();
    lines_.clear();
    if (file.isEmpty()) {
        code_->setSource(QString(), {});
        code_->setPlaceholderText(index_ && !index_->graph.ops.empty()
                                      ? tr("The schedule's operations name no source file.")
                                      : tr("No trace: its kernel's source shows here, each line with its cycles."));
        status_->clear();
        return;
    }
    const SourceFiles::Opened opened = files_.open(file);
    lines_ = analysis::linesOf(index_->sourceCost, file.toStdString());
    if (!opened.found()) {
        code_->setSource(QString(), {});
        code_->setPlaceholderText(opened.error);
        status_->setText(tr("Not found: see below"));
        status_->setToolTip(opened.error);
        return;
    }
    code_->setSource(opened.text, lines_);
    status_->setText(opened.path.isEmpty() ? tr("%1 (the kernel's text)").arg(file) : QDir::toNativeSeparators(opened.path));
    status_->setToolTip(status_->text());
}

std::vector<analysis::OpId> SourcePanel::operationsOnLine(int line) const {
    std::vector<analysis::OpId> ops;
    if (!index_ || line <= 0) return ops;
    const auto cost = std::find_if(lines_.begin(), lines_.end(), [&](const analysis::SourceLine& l) { return l.line == u64(line); });
    if (cost == lines_.end()) return ops;
    for (std::size_t row : cost->rows) {
        const auto& ids = index_->sourceCost.rows[row].opIds;
        ops.insert(ops.end(), ids.begin(), ids.end());
    }
    std::sort(ops.begin(), ops.end());
    return ops;
}

void SourcePanel::showOperations(const std::vector<analysis::OpId>& ops) {
    if (!index_) return;
    const analysis::OpGraph& g = index_->graph;
    const auto first = std::find_if(ops.begin(), ops.end(), [&](analysis::OpId op) { return op < g.ops.size() && g.ops[op].located(); });
    if (first == ops.end()) {
        code_->setSelectedLines({});
        return;
    }
    const trace::StringId file = g.ops[*first].file;
    showFile(QString::fromStdString(g.text(file)));
    std::vector<int> lines;
    for (analysis::OpId op : ops)
        if (op < g.ops.size() && g.ops[op].located() && g.ops[op].file == file)
            lines.push_back(int(std::min<u64>(g.ops[op].line, INT32_MAX)));
    std::sort(lines.begin(), lines.end());
    lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
    code_->setSelectedLines(lines);
}

}  // namespace tcpwb::widgets
