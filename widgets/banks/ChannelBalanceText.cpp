#include "widgets/banks/ChannelBalanceText.h"

#include <QCoreApplication>

namespace tcpwb::widgets {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(BankView)
};

}  // namespace

QString imbalanceText(const dma::ChannelBalance& b) {
    if (!b.hbm) return Text::tr("Neither side is in HBM: no channel is used.");
    if (b.totalBytes == 0) return Text::tr("No HBM request was made.");
    if (b.even)
        return Text::tr("Even: all %1 channels carry about %2 bytes each.").arg(b.channels).arg(qulonglong(b.totalBytes / b.channels));
    QString text = Text::tr("Uneven: channel %1 (stack %2) carries %3 bytes, %4x the mean over %5 channels; %6 of %5 channels are idle.")
                       .arg(b.busiestChannel)
                       .arg(b.busiestStack)
                       .arg(qulonglong(b.busiestBytes))
                       .arg(b.busiestToMean, 0, 'f', 1)
                       .arg(b.channels)
                       .arg(b.idleChannels());
    if (b.stacksUsed < b.stacks)
        text +=
            QLatin1Char(' ') + Text::tr("Stacks used: %1 of %2; address bit 8 (the stack) never changes.").arg(b.stacksUsed).arg(b.stacks);
    return text;
}

}  // namespace tcpwb::widgets
