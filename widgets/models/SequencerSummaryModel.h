#pragma once
// What the chosen engine derives beyond the loop nest, one property per row:
// packet, base, contiguous bytes, fetch_size or commit_size, cycles, the
// merges made, the adapter's masking and the warnings, each with a tooltip
// saying where it comes from.
#include <QAbstractTableModel>
#include <QList>

#include "widgets/document/StreamDerivation.h"

namespace tcpwb::widgets {

class SequencerSummaryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Property, Value, ColumnCount };

    explicit SequencerSummaryModel(QObject* parent = nullptr);

    void setDerivation(const StreamDerivation& derivation);
    // The value of the row named `property` ("cycles"), empty when absent.
    QString value(const QString& property) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString property;
        QString value;
        QString toolTip;
    };
    void addConfigRows(const sequencer::Config& config, const StreamDerivation& derivation);
    void addFetchRows(const sequencer::FetchPlan& plan);
    void addPaddingAdvice(const sequencer::FetchPlan& plan, const StreamDerivation& derivation);
    void addCommitRows(const sequencer::CommitPlan& plan);
    void add(const QString& property, const QString& value, const QString& toolTip);

    QList<Row> rows_;
};

}  // namespace tcpwb::widgets
