#pragma once
// What a compiled mapping is: its buffer size, its canonical (normalized)
// text and its normal form's factors, major first.
#include <QWidget>
#include <memory>

#include "mapping/mapping.h"

class QLabel;
class QTableView;

namespace tcpwb::widgets {

class NormalFormModel;

class MappingSummaryView : public QWidget {
    Q_OBJECT

public:
    explicit MappingSummaryView(QWidget* parent = nullptr);

    void setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping);

    QString sizeText() const;
    QString normalizedText() const;
    NormalFormModel* model() const { return model_; }

private:
    QLabel* size_;
    QLabel* normalized_;
    NormalFormModel* model_;
    QTableView* table_;
};

}  // namespace tcpwb::widgets
