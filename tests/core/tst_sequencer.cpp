// Sequencer configurations: the manual's examples, every failure kind, and a
// property test that runs derived loop nests and checks each packet element
// is read from where the buffer holds it.
#include <QtTest>

#include <random>

#include "sequencer/config.h"
#include "test_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::sequencer;

namespace {

using Case = test::StreamCase;

Case make(const char* axes, const std::string& buffer, const std::string& time, const std::string& packet) {
    return test::streamCase(axes, buffer, time, packet);
}

diag::Result<Config> derive(const Case& c, tensor::DType dtype = tensor::DType::I8) { return sequencer::derive(c.request(dtype)); }

QString text(const std::vector<Entry>& entries) {
    QStringList parts;
    for (const Entry& e : entries) parts << QString("%1=%2:%3").arg(QString::fromStdString(e.term)).arg(e.size).arg(e.stride);
    return parts.join(", ");
}

QString failure(const Case& c, tensor::DType dtype = tensor::DType::I8) {
    auto config = derive(c, dtype);
    return config ? QStringLiteral("ok") : kindText(config.error().kind);
}

}  // namespace

class Sequencer : public QObject {
    Q_OBJECT

private slots:
    void manualConfigurations_data() {
        QTest::addColumn<QString>("axes");
        QTest::addColumn<QString>("buffer");
        QTest::addColumn<QString>("time");
        QTest::addColumn<QString>("packet");
        QTest::addColumn<QString>("config");
        QTest::addColumn<int>("packetSize");
        QTest::newRow("NCHW to WHCN") << "N=4,C=3,H=8,W=8"
                                      << "m![N, C, H, W]"
                                      << "m![W, H, C, N]"
                                      << "m![1]"
                                      << "W=8:1, H=8:8, C=3:64, N=4:192" << 1;
        QTest::newRow("rearranging") << "A=8,B=8,C=8"
                                     << "m![A, B, C # 32]"
                                     << "m![B, A]"
                                     << "m![C # 16]"
                                     << "B=8:32, A=8:256, C # 16=16:1" << 16;
        QTest::newRow("splitting") << "A=8,B=8,C=4"
                                   << "m![A, B, C # 8]"
                                   << "m![A % 2, B % 4, A / 2, B / 4]"
                                   << "m![C # 32]"
                                   << "A % 2=2:64, B % 4=4:8, A / 2=4:128, B / 4=2:32, C # 32=32:1" << 32;
        QTest::newRow("slicing") << "A=16,B=8,C=8"
                                 << "m![A, B, C]"
                                 << "m![A / 4, A % 4 = 3, B / 4, B % 4 = 2]"
                                 << "m![C]"
                                 << "A / 4=4:256, A % 4 = 3=3:64, B / 4=2:32, B % 4 = 2=2:8, C=8:1" << 8;
        QTest::newRow("broadcasting") << "A=16,T=4,P=4"
                                      << "m![A]"
                                      << "m![T, A]"
                                      << "m![P]"
                                      << "T=4:0, A=16:1, P=4:0" << 4;
        QTest::newRow("merging") << "N=8,C=8,H=8,W=32"
                                 << "m![N, C, H, W]"
                                 << "m![W / 16, H % 2, H / 2, C / 2, C % 2, N / 2, N % 2, W / 8 % 2]"
                                 << "m![W % 8]"
                                 << "W / 16=2:16, H % 2=2:32, H / 2=4:64, C=8:256, N=8:2048, W % 16=16:1" << 16;
    }

    void manualConfigurations() {
        QFETCH(QString, axes);
        QFETCH(QString, buffer);
        QFETCH(QString, time);
        QFETCH(QString, packet);
        QFETCH(QString, config);
        QFETCH(int, packetSize);
        auto c = make(axes.toUtf8().constData(), buffer.toStdString(), time.toStdString(), packet.toStdString());
        auto derived = derive(c);
        QVERIFY2(derived.ok(), derived.ok() ? "" : derived.error().message.c_str());
        QCOMPARE(text(derived->merged), config);
        QCOMPARE(int(derived->packetSize), packetSize);
    }

    void mergingIsRecorded() {
        auto c = make("N=8,C=8,H=8,W=32", "m![N, C, H, W]", "m![W / 16, H % 2, H / 2, C / 2, C % 2, N / 2, N % 2, W / 8 % 2]", "m![W % 8]");
        auto derived = derive(c);
        QCOMPARE(int(derived->entries.size()), 9);
        QCOMPARE(int(derived->merges.size()), 3);
        QCOMPARE(QString::fromStdString(derived->merges[0].into), QStringLiteral("C"));
        QCOMPARE(QString::fromStdString(derived->merges[2].from[0]), QStringLiteral("W / 8 % 2"));
        QVERIFY(derived->merged.back().packet);
    }

    void nothingMergesAtEightOrFewer() {  // the manual keeps B / 4 (2:32) and C # 32 (32:1) apart
        auto derived = derive(make("A=8,B=8,C=4", "m![A, B, C # 8]", "m![A % 2, B % 4, A / 2, B / 4]", "m![C # 32]"));
        QCOMPARE(derived->entries.size(), derived->merged.size());
    }

    void termsCrossingBufferDigitsSplit() {
        auto derived = derive(make("A=8,B=4", "m![A / 2, B, A % 2]", "m![A, B]", "m![1]"));
        QVERIFY(derived.ok());
        QCOMPARE(text(derived->merged), QStringLiteral("A / 2=4:8, A % 2=2:1, B=4:2"));
    }

    void offsetsMoveTheBase() {
        auto derived = derive(make("A=16,B=8", "m![A, B]", "m![A @ 4 = 8]", "m![B]"));
        QVERIFY(derived.ok());
        QCOMPARE(derived->base, u64{32});
        QCOMPARE(text(derived->merged), QStringLiteral("A @ 4 = 8=8:8, B=8:1"));
    }

    void failures() {
        QCOMPARE(failure(make("N=2048", "m![N % 512]", "m![N / 512]", "m![N % 512]")), QStringLiteral("insufficient_input"));
        QCOMPARE(failure(make("A=15", "m![A % 5, A / 5]", "m![1]", "m![A % 3, A / 3]")), QStringLiteral("incompatible_shapes"));
        QCOMPARE(failure(make("A=131072,B=2", "m![A, B]", "m![A]", "m![B]")), QStringLiteral("iteration_limit"));
        QCOMPARE(failure(make("A=8,B=64", "m![A, B]", "m![1]", "m![A, B]")), QStringLiteral("packet_size"));  // 64-byte reads
        QCOMPARE(failure(make("A=8,B=3", "m![A, B]", "m![1]", "m![B]")), QStringLiteral("packet_size"));      // 3 bytes
        QCOMPARE(failure(make("A=8,B=4", "m![A, B]", "m![B]", "m![A]")), QStringLiteral("packet_fetch"));     // stride 4
        QCOMPARE(
            failure(make("A=2,B=2,C=2,D=2,E=2,F=2,G=2,H=2,I=2", "m![A, B, C, D, E, F, G, H, I]", "m![I, H, G, F, E, D, C, B]", "m![A]")),
            QStringLiteral("entry_limit"));
        auto message = derive(make("N=2048", "m![N % 512]", "m![N / 512]", "m![1]")).error().message;
        QVERIFY2(QString::fromStdString(message).contains("`N / 512`"), message.c_str());
    }

    // A padded buffer digit holds only its valid coordinates; the next one
    // lives in the next digit of the axis.
    void paddedBufferDigitsHoldOnlyTheirValidCoordinates() {
        auto r = derive(make("R=4,B=8", "m![R / 2, R % 2 # 4, B]", "m![R]", "m![B]"));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        QCOMPARE(text(r->merged), QStringLiteral("R / 2=2:32, R % 2=2:8, B=8:1"));
        auto g = derive(make("G=9", "m![G / 3, G % 3 # 6]", "m![G / 3]", "m![G % 3 # 8]"));
        QVERIFY2(g.ok(), g.ok() ? "" : g.error().message.c_str());
        QCOMPARE(text(g->merged), QStringLiteral("G / 3=3:6, G % 3 # 8=8:1"));
        // The coarsest digit's padding continues in place: the stream's padding may land there.
        auto tail = derive(make("A=65,B=2", "m![B, A # 88]", "m![B, A # 88 / 8]", "m![A # 88 % 8]"));
        QVERIFY2(tail.ok(), tail.ok() ? "" : tail.error().message.c_str());
    }

    // Missing elements are insufficient_input, whatever the shapes (manual,
    // "Insufficient Input"); the terms of one axis are checked as sums.
    void missingElementsAreInsufficientInput() {
        auto resized = derive(make("A=4,B=8", "m![A = 3, B]", "m![A]", "m![B]"));
        QCOMPARE(resized.error().kind, diag::Kind::insufficient_input);
        QVERIFY2(QString::fromStdString(resized.error().message).contains("`A` = 3"), resized.error().message.c_str());
        auto inner = derive(make("A=16,B=2", "m![A / 4, A % 4 = 3, B]", "m![A]", "m![B]"));
        QCOMPARE(inner.error().kind, diag::Kind::insufficient_input);
        // Each term alone stays below A = 10; together they reach 11.
        auto sum = derive(make("A=16,B=8", "m![A = 10, B]", "m![A / 4 = 3, B]", "m![A % 4]"));
        QCOMPARE(sum.error().kind, diag::Kind::insufficient_input);
        auto fixed = derive(make("A=2,B=2", "m![A, B @ 1]", "m![A]", "m![1]"));  // reads B = 0; the buffer holds B = 1
        QCOMPARE(fixed.error().kind, diag::Kind::insufficient_input);
    }

    // A term whose steps miss the buffer's digits may still be one entry:
    // `C / 6` reads C = 0 and 6, two addresses.
    void aTermOffTheDigitsFindsItsNestFromItsAddresses() {
        auto c = derive(make("C=12", "m![C % 2, C / 4, C / 2 % 2]", "m![C / 6]", "m![1]"));
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message.c_str());
        QCOMPARE(text(c->merged), QStringLiteral("C / 6=2:3"));  // C = 6: C / 4 = 1 (stride 2), C / 2 % 2 = 1 (stride 1)
    }

    // Terms of one axis get entries each, so their sum must not carry
    // between the buffer's digits.
    void termsThatCarryAcrossDigitsAreIncompatible() {
        auto carry = derive(make("B=12", "m![B % 6, B / 6]", "m![B / 4 = 2]", "m![B % 4]"));  // 4 + 3 = 7
        QCOMPARE(carry.error().kind, diag::Kind::incompatible_shapes);
        QVERIFY(carry.error().fix.has_value());
        auto aligned = derive(make("B=12", "m![B % 6, B / 6]", "m![B / 6, B % 6]", "m![1]"));
        QVERIFY2(aligned.ok(), aligned.ok() ? "" : aligned.error().message.c_str());
    }

    void derivedLoopsReadWhatTheStreamHolds() {
        std::mt19937_64 rng(20261122);
        auto pick = [&](u64 n) { return std::uniform_int_distribution<u64>(0, n - 1)(rng); };
        const char* axes = "A=4,B=8,C=2";
        const std::vector<std::string> splits[] = {{"A"}, {"A / 2", "A % 2"}, {"B"}, {"B / 4", "B % 4"}, {"B / 2", "B % 2"}, {"C"}};
        int derived = 0;
        for (int n = 0; n < 3000; ++n) {
            auto terms = [&] {
                std::vector<std::string> out;
                for (int axis = 0; axis < 3; ++axis) {
                    const auto& options = axis == 0 ? std::vector<int>{0, 1} : axis == 1 ? std::vector<int>{2, 3, 4} : std::vector<int>{5};
                    for (const auto& t : splits[options[pick(options.size())]]) out.push_back(t);
                }
                std::shuffle(out.begin(), out.end(), rng);
                return out;
            };
            auto join = [](const std::vector<std::string>& parts, std::size_t from, std::size_t to) {
                std::string text = "m![";
                for (std::size_t i = from; i < to; ++i) text += (i > from ? ", " : "") + parts[i];
                return text + "]";
            };
            auto bufferTerms = terms();
            auto streamTerms = terms();
            const std::size_t cut = pick(streamTerms.size() + 1);
            auto c =
                make(axes, join(bufferTerms, 0, bufferTerms.size()), join(streamTerms, 0, cut), join(streamTerms, cut, streamTerms.size()));
            auto config = sequencer::derive({c.buffer, c.time, c.packet, tensor::DType::I8});
            if (!config) {
                QVERIFY2(config.error().kind == diag::Kind::packet_size || config.error().kind == diag::Kind::packet_fetch,
                         config.error().message.c_str());
                continue;
            }
            ++derived;
            // Run the unmerged loop nest: stream position p reads address(p).
            const auto& entries = config->entries;
            const u64 positions = c.time.size() * c.packet.size();
            for (u64 p = 0; p < positions; ++p) {
                u64 rest = p, address = config->base;
                for (std::size_t j = entries.size(); j-- > 0;) {
                    address += (rest % entries[j].size) * entries[j].stride;
                    rest /= entries[j].size;
                }
                auto expected = c.time.at(p / c.packet.size());
                expected->add(*c.packet.at(p % c.packet.size()));
                auto held = c.buffer.at(address);
                if (!held || !(*held == *expected))
                    QFAIL(qPrintable(QString("buffer %1, time %2, packet %3: position %4 reads address %5")
                                         .arg(QString::fromStdString(c.buffer.text()), QString::fromStdString(c.time.text()),
                                              QString::fromStdString(c.packet.text()))
                                         .arg(p)
                                         .arg(address)));
            }
        }
        QVERIFY2(derived > 500, "most random permutations derive");
        qInfo("%d of 3000 random buffer/stream pairs derived and were checked element by element", derived);
    }
};

QTEST_GUILESS_MAIN(Sequencer)
#include "tst_sequencer.moc"
