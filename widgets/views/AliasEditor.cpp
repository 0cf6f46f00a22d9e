#include "widgets/views/AliasEditor.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include "widgets/document/MappingDocument.h"
#include "widgets/models/AliasTableModel.h"
#include "widgets/toolkit/CompactTableView.h"
#include "widgets/toolkit/PaletteColors.h"

namespace tcpwb::widgets {
namespace {

QTableView* aliasTable(AliasTableModel* model, QWidget* parent) {
    auto* table = new CompactTableView(2, 8, parent);
    table->setObjectName(QStringLiteral("aliasTable"));
    table->setModel(model);
    table->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(AliasTableModel::Name, QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(AliasTableModel::Expression, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(AliasTableModel::Size, QHeaderView::ResizeToContents);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    return table;
}

QToolButton* toolButton(const QString& text, const QString& toolTip, QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(toolTip);
    return button;
}

}  // namespace

AliasEditor::AliasEditor(MappingDocument* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
      model_(new AliasTableModel(document, this)),
      table_(aliasTable(model_, this)),
      add_(toolButton(tr("Add"), tr("Add an alias below the selected one"), this)),
      remove_(toolButton(tr("Remove"), tr("Remove the selected alias"), this)),
      problems_(new QLabel(this)) {
    problems_->setObjectName(QStringLiteral("aliasProblems"));
    problems_->setWordWrap(true);
    problems_->setTextFormat(Qt::PlainText);
    problems_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add_);
    buttons->addWidget(remove_);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table_);
    layout->addWidget(problems_);
    layout->addLayout(buttons);
    connect(document_, &MappingDocument::changed, this, &AliasEditor::showProblems);
    showProblems();
    connect(add_, &QToolButton::clicked, this, &AliasEditor::addAlias);
    connect(remove_, &QToolButton::clicked, this, &AliasEditor::removeCurrentAlias);
    connect(table_->selectionModel(), &QItemSelectionModel::currentChanged, this, &AliasEditor::updateButtons);
    connect(model_, &QAbstractItemModel::modelReset, this, &AliasEditor::updateButtons);
    updateButtons();
}

void AliasEditor::showProblems() {
    QStringList lines;
    const auto& aliases = document_->content().aliases;
    const auto& statuses = document_->derivation().aliases;
    for (std::size_t i = 0; i < statuses.size() && i < std::size_t(aliases.size()); ++i)
        if (!statuses[i].size && !statuses[i].problem.isEmpty())
            lines << tr("%1: %2").arg(aliases[qsizetype(i)].name.isEmpty() ? tr("row %1").arg(i + 1) : aliases[qsizetype(i)].name,
                                      statuses[i].problem);
    QPalette colours = problems_->palette();
    colours.setColor(QPalette::WindowText, errorTextColor(palette()));  // the theme may have changed
    problems_->setPalette(colours);
    problems_->setText(lines.join(QLatin1Char('\n')));
    problems_->setVisible(!lines.isEmpty());
}

void AliasEditor::addAlias() {
    const QModelIndex current = table_->currentIndex();
    const int row = current.isValid() ? current.row() + 1 : model_->rowCount();
    document_->insertAlias(row, {unusedName(), QStringLiteral("m![1]")});
    const QModelIndex name = model_->index(row, AliasTableModel::Name);
    table_->setCurrentIndex(name);
    table_->edit(name);
}

void AliasEditor::removeCurrentAlias() {
    const QModelIndex current = table_->currentIndex();
    if (current.isValid()) document_->removeAlias(current.row());
}

QString AliasEditor::unusedName() const {
    // Alias, Alias2, Alias3, ...: a name nobody has taken yet.
    const auto& aliases = document_->content().aliases;
    auto taken = [&](const QString& name) {
        return std::any_of(aliases.begin(), aliases.end(), [&](const AliasEntry& a) { return a.name.trimmed() == name; });
    };
    QString name = QStringLiteral("Alias");
    for (int n = 2; taken(name); ++n) name = QStringLiteral("Alias%1").arg(n);
    return name;
}

void AliasEditor::updateButtons() { remove_->setEnabled(table_->currentIndex().isValid()); }

}  // namespace tcpwb::widgets
