#pragma once
// The hardware configuration a compiler dump writes into an instruction's
// description (analysis::hardwareConfigOf), as a tree the way the Sequencer
// panel shows our own configurations: each sequencer with its entries,
// outermost first (term, size, stride in elements, and whether the entry
// broadcasts or walks back) and its packet; then the sizes the engines
// derive (fetch_size, ...); then the Switch Engine's topology with its
// parameters.
#include <QStandardItemModel>

#include "analysis/hardware_config.h"

namespace tcpwb::widgets {

class HardwareConfigModel : public QStandardItemModel {
    Q_OBJECT

public:
    enum Column { Name, Size, Stride, Role, ColumnCount };

    explicit HardwareConfigModel(QObject* parent = nullptr);

    void setConfig(const analysis::HardwareConfig& config);
    void clearConfig();
    bool isEmpty() const { return rowCount() == 0; }

private:
    void addSequencer(const analysis::SequencerText& sequencer);
    void addSizes(const std::vector<std::pair<std::string, u64>>& sizes);
    void addSwitch(const analysis::SwitchText& topology);
    void setHeaders();
};

}  // namespace tcpwb::widgets
