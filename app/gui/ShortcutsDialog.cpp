#include "ShortcutsDialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tcpwb::gui {
namespace {

QString plain(QString text) {
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QStringLiteral("…"))) text.chop(1);
    return text;
}

void collect(const QMenu* menu, const QString& path, QList<ShortcutRow>& rows) {
    for (const QAction* action : menu->actions()) {
        if (action->isSeparator()) continue;
        if (const QMenu* sub = action->menu()) {
            collect(sub, path + QStringLiteral(" › ") + plain(sub->title()), rows);
            continue;
        }
        const QList<QKeySequence> keys = action->shortcuts();
        if (keys.isEmpty()) continue;
        QStringList texts;
        for (const QKeySequence& key : keys) texts << key.toString(QKeySequence::NativeText);
        rows.append({path, plain(action->text()), texts.join(QStringLiteral(", "))});
    }
}

}  // namespace

QList<ShortcutRow> shortcutRows(const QMenuBar* menuBar) {
    QList<ShortcutRow> rows;
    for (const QAction* action : menuBar->actions())
        if (const QMenu* menu = action->menu()) collect(menu, plain(menu->title()), rows);
    return rows;
}

ShortcutsDialog::ShortcutsDialog(const QMenuBar* menuBar, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    setObjectName(QStringLiteral("shortcutsDialog"));
    const QList<ShortcutRow> rows = shortcutRows(menuBar);
    auto* table = new QTableWidget(int(rows.size()), 3, this);
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setHorizontalHeaderLabels({tr("Menu"), tr("Command"), tr("Shortcut")});
    for (int row = 0; row < rows.size(); ++row) {
        const ShortcutRow& entry = rows.at(row);
        table->setItem(row, 0, new QTableWidgetItem(entry.menu));
        table->setItem(row, 1, new QTableWidgetItem(entry.command));
        table->setItem(row, 2, new QTableWidgetItem(entry.shortcut));
    }
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->resizeColumnsToContents();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table);
    layout->addWidget(buttons);
    // Sized in text lines and characters, not pixels, so it scales with the font.
    const QFontMetrics metrics = fontMetrics();
    resize(metrics.averageCharWidth() * 70, metrics.height() * std::min<int>(int(rows.size()) + 6, 30));
}

}  // namespace tcpwb::gui
