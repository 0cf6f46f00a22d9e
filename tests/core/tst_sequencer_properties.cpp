// Sequencer configurations against the buffer, element by element, on random
// buffers and streams with padded digits (`R % 2 # 4`), resized digits
// (`A % 4 = 3`), offsets (`A @ 2`), broadcasts (axes the buffer lacks) and
// axes the buffer holds only in part:
//   - a derived loop nest reads, for every valid stream position, the
//     address where the buffer holds that element (never padding);
//   - `insufficient_input` exactly when some valid stream position names an
//     element the buffer does not hold;
//   - `incompatible_shapes` only when some written term has no constant-
//     stride loop nest at all (a brute-force search over its factorisations).
#include <QtTest>

#include <fmt/format.h>

#include <map>
#include <random>

#include "sequencer/config.h"
#include "test_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::sequencer;

namespace {

using mapping::CompiledMapping;
using mapping::TensorIndex;

struct AxisSpec {
    std::string name;
    u64 size;
};

// Random configurations over two or three small axes.
class StreamGenerator {
public:
    explicit StreamGenerator(std::uint64_t seed) : rng_(seed) {}

    struct Case {
        std::string axes;
        std::vector<std::string> buffer, time, packet;  // written terms
    };

    Case next() {
        Case c;
        axes_.clear();
        const char* names[] = {"A", "B", "C"};
        const u64 sizes[] = {2, 3, 4, 6, 8, 9, 12, 16};
        const int count = 2 + int(pick(2));
        for (int i = 0; i < count; ++i) {
            axes_.push_back({names[i], sizes[pick(8)]});
            c.axes += fmt::format("{}{}={}", i ? "," : "", axes_.back().name, axes_.back().size);
        }
        for (const AxisSpec& axis : axes_) {
            if (pick(6) == 0) continue;  // an axis the buffer lacks: the stream broadcasts it
            for (std::string& t : split(axis, /*buffer=*/true)) c.buffer.push_back(std::move(t));
        }
        if (c.buffer.empty()) c.buffer.push_back(axes_[0].name);
        std::shuffle(c.buffer.begin(), c.buffer.end(), rng_);
        std::vector<std::string> stream;
        for (const AxisSpec& axis : axes_)
            for (std::string& t : split(axis, /*buffer=*/false)) stream.push_back(std::move(t));
        std::shuffle(stream.begin(), stream.end(), rng_);
        const std::size_t cut = pick(stream.size() + 1);
        c.time.assign(stream.begin(), stream.begin() + static_cast<std::ptrdiff_t>(cut));
        c.packet.assign(stream.begin() + static_cast<std::ptrdiff_t>(cut), stream.end());
        return c;
    }

private:
    u64 pick(u64 n) { return std::uniform_int_distribution<u64>(0, n - 1)(rng_); }

    std::vector<u64> divisors(u64 n) {
        std::vector<u64> out;
        for (u64 d = 2; d < n; ++d)
            if (n % d == 0) out.push_back(d);
        return out;
    }

    // One axis as one, two or three digits, coarsest first, each possibly
    // padded or resized; the buffer sometimes keeps only part of the axis.
    std::vector<std::string> split(const AxisSpec& axis, bool buffer) {
        std::vector<u64> radices;  // finest first
        u64 rest = axis.size;
        while (radices.size() < 2 && pick(2)) {
            auto ds = divisors(rest);
            if (ds.empty()) break;
            const u64 d = ds[pick(ds.size())];
            radices.push_back(d);
            rest /= d;
        }
        radices.push_back(rest);
        std::vector<std::string> terms;
        u64 step = 1;
        for (std::size_t k = 0; k < radices.size(); ++k) {
            const bool outermost = k + 1 == radices.size();
            std::string t = axis.name;
            if (step > 1) t += fmt::format(" / {}", step);
            if (!outermost) t += fmt::format(" % {}", radices[k]);
            else if (step == 1 && radices.size() == 1 && pick(5) == 0) t += fmt::format(" @ {}", 1 + pick(std::max<u64>(axis.size / 2, 1)));
            if (radices[k] > 1 && pick(5) == 0) t += fmt::format(" = {}", 1 + pick(radices[k]));      // resized
            else if (pick(4) == 0) t += fmt::format(" # {}", radices[k] + 1 + pick(radices[k] + 2));  // padded
            step *= radices[k];
            if (buffer && !outermost && pick(10) == 0) continue;  // the buffer lacks this digit
            terms.push_back(std::move(t));
        }
        std::reverse(terms.begin(), terms.end());
        return terms;
    }

    std::mt19937_64 rng_;
    std::vector<AxisSpec> axes_;
};

std::string join(const std::vector<std::string>& terms) {
    std::string text = "m![";
    for (std::size_t i = 0; i < terms.size(); ++i) text += (i ? ", " : "") + terms[i];
    return (terms.empty() ? text + "1" : text) + "]";
}

std::optional<CompiledMapping> tryCompile(const mapping::AxisEnv& env, const std::string& text) {
    auto m = mapping::compileMapping(text, env);
    if (!m) return std::nullopt;
    return std::move(m).value();
}

// The element at a stream position, or nullopt when the position is padding
// (a padded digit, or a coordinate summed past its axis's size).
std::optional<TensorIndex> streamElement(const CompiledMapping& time, const CompiledMapping& packet, u64 t, u64 q) {
    auto index = time.at(t);
    auto inner = packet.at(q);
    if (!index || !inner) return std::nullopt;
    index->add(*inner);
    for (const auto& [axis, value] : index->entries())
        if (value >= time.env()[axis].size) return std::nullopt;
    return index;
}

// What the buffer holds: element -> address, and which axes it has.
struct Holdings {
    std::map<std::vector<TensorIndex::Entry>, u64> addressOf;
    std::vector<bool> hasAxis;
    bool unique = true;  // every element at one address only

    explicit Holdings(const CompiledMapping& buffer) : hasAxis(buffer.env().count(), false) {
        for (const auto& f : buffer.normalForm().factors)
            if (f.content == mapping::Factor::Content::Axis) hasAxis[f.axis] = true;
        for (const auto& [axis, value] : buffer.normalForm().base.entries()) hasAxis[axis] = true;
        for (u64 i = 0; i < buffer.size(); ++i)
            if (auto index = buffer.at(i)) unique = addressOf.emplace(index->entries(), i).second && unique;
    }
    // The element as the buffer sees it: the axes it lacks are broadcast.
    std::vector<TensorIndex::Entry> project(const TensorIndex& index) const {
        std::vector<TensorIndex::Entry> out;
        for (const auto& e : index.entries())
            if (hasAxis[e.first]) out.push_back(e);
        return out;
    }
    std::optional<u64> find(const TensorIndex& index) const {
        auto it = addressOf.find(project(index));
        if (it == addressOf.end()) return std::nullopt;
        return it->second;
    }
};

std::int64_t addressAt(const std::vector<Entry>& entries, std::int64_t base, u64 position) {
    std::int64_t address = base;
    for (std::size_t j = entries.size(); j-- > 0;) {
        address += static_cast<std::int64_t>((position % entries[j].size) * entries[j].stride);
        position /= entries[j].size;
    }
    return address;
}

// Whether addresses a(x) for the valid x of one term fit a loop nest of
// constant, non-negative strides over some factorisation of the term's size.
bool hasNest(const std::vector<std::optional<std::int64_t>>& a, u64 size) {
    if (size <= 1) return true;
    std::function<bool(u64, u64, std::vector<std::pair<u64, std::int64_t>>&)> search =
        [&](u64 left, u64 below, std::vector<std::pair<u64, std::int64_t>>& radices) -> bool {
        if (left == 1) {
            for (u64 x = 0; x < a.size(); ++x) {
                if (!a[x]) continue;
                u64 rest = x;
                std::int64_t address = *a[0];
                for (const auto& [r, s] : radices) {
                    address += static_cast<std::int64_t>(rest % r) * s;
                    rest /= r;
                }
                if (address != *a[x]) return false;
            }
            return true;
        }
        for (u64 r = 2; r <= left; ++r) {
            if (left % r != 0) continue;
            if (below >= a.size() || !a[below]) {  // the stride of this radix is never observed: any will do
                radices.push_back({r, 0});
                if (search(left / r, below * r, radices)) return true;
                radices.pop_back();
                continue;
            }
            if (*a[below] < *a[0]) continue;  // sequencer strides are never negative
            radices.push_back({r, *a[below] - *a[0]});
            if (search(left / r, below * r, radices)) return true;
            radices.pop_back();
        }
        return false;
    };
    std::vector<std::pair<u64, std::int64_t>> radices;
    return search(size, 1, radices);
}

// The stream's written terms as digits of its positions: each term's size,
// and the buffer address a stream position reads (when it is valid and held).
struct StreamTerms {
    std::vector<u64> sizes;  // outermost first
    const CompiledMapping& time;
    const CompiledMapping& packet;
    const Holdings& held;

    std::optional<std::int64_t> addressAt(u64 p) const {
        auto element = streamElement(time, packet, p / packet.size(), p % packet.size());
        if (!element) return std::nullopt;
        auto at = held.find(*element);
        if (!at) return std::nullopt;
        return static_cast<std::int64_t>(*at);
    }
    // Stream position of term j at digit x, the others at 0.
    u64 positionOf(std::size_t j, u64 x) const {
        u64 weight = 1;
        for (std::size_t k = sizes.size(); k-- > j + 1;) weight *= sizes[k];
        return x * weight;
    }
};

// True when every written term, moved alone from the stream's first
// position, reads addresses some constant-stride nest produces.
bool everyTermHasNest(const StreamTerms& stream) {
    for (std::size_t j = 0; j < stream.sizes.size(); ++j) {
        std::vector<std::optional<std::int64_t>> addresses(stream.sizes[j]);
        for (u64 x = 0; x < stream.sizes[j]; ++x) addresses[x] = stream.addressAt(stream.positionOf(j, x));
        if (!addresses[0]) return true;  // cannot be judged
        if (!hasNest(addresses, stream.sizes[j])) return false;
    }
    return true;
}

// True when the stream's address is the sum of its terms' own addresses
// (each term moved alone from the first position), at every valid position
// where that can be judged. Entries per term can only read such a stream.
bool additiveOverTerms(const StreamTerms& stream) {
    const auto origin = stream.addressAt(0);
    if (!origin) return true;
    const u64 positions = stream.time.size() * stream.packet.size();
    for (u64 p = 0; p < positions; ++p) {
        const auto whole = stream.addressAt(p);
        if (!whole) continue;
        std::int64_t sum = *origin;
        u64 rest = p;
        bool judged = true;
        for (std::size_t j = stream.sizes.size(); j-- > 0 && judged;) {
            const auto alone = stream.addressAt(stream.positionOf(j, rest % stream.sizes[j]));
            rest /= stream.sizes[j];
            if (!alone) judged = false;
            else sum += *alone - *origin;
        }
        if (judged && sum != *whole) return false;
    }
    return true;
}

std::optional<std::vector<u64>> termSizes(const mapping::AxisEnv& env, const std::vector<std::string>& terms) {
    std::vector<u64> sizes;
    for (const std::string& text : terms) {
        auto term = tryCompile(env, "m![" + text + "]");
        if (!term) return std::nullopt;
        sizes.push_back(term->size());
    }
    return sizes;
}

}  // namespace

class SequencerProperties : public QObject {
    Q_OBJECT

private slots:
    void derivedNestsReadTheBufferElementByElement() {
        const int cases =
            qEnvironmentVariableIntValue("TCPWB_PROPERTY_CASES") > 0 ? qEnvironmentVariableIntValue("TCPWB_PROPERTY_CASES") : 6000;
        StreamGenerator generator(20261126);
        int derived = 0, insufficient = 0, incompatible = 0;
        for (int n = 0; n < cases; ++n) {
            const auto c = generator.next();
            auto env = mapping::parseAxes(c.axes);
            QVERIFY(env.ok());
            auto buffer = tryCompile(*env, join(c.buffer));
            auto time = tryCompile(*env, join(c.time));
            auto packet = tryCompile(*env, join(c.packet));
            if (!buffer || !time || !packet) continue;
            const Holdings held(*buffer);
            if (!held.unique) continue;
            const QString what = QString::fromStdString(
                fmt::format("axes {}, buffer {}, time {}, packet {}", c.axes, join(c.buffer), join(c.time), join(c.packet)));

            bool allHeld = true;
            for (u64 t = 0; t < time->size() && allHeld; ++t)
                for (u64 q = 0; q < packet->size() && allHeld; ++q)
                    if (auto element = streamElement(*time, *packet, t, q)) allHeld = held.find(*element).has_value();

            Request request{*buffer, *time, *packet, tensor::DType::I8};
            request.engine = Request::Engine::Fetch;
            auto config = derive(request);
            if (!allHeld) {
                ++insufficient;
                QVERIFY2(!config.ok() && config.error().kind == diag::Kind::insufficient_input,
                         qPrintable(what + ": reads elements the buffer lacks, but derive says " +
                                    (config.ok() ? QString("ok") : kindText(config.error().kind))));
                continue;
            }
            if (!config) {
                const std::string kind(diag::spelling(config.error().kind));
                QVERIFY2(kind != "insufficient_input",
                         qPrintable(what + ": every element is held, yet " + QString::fromStdString(config.error().message)));
                if (kind == "incompatible_shapes") {
                    ++incompatible;
                    std::vector<std::string> terms = c.time;
                    terms.insert(terms.end(), c.packet.begin(), c.packet.end());
                    const auto sizes = termSizes(*env, terms);
                    if (!sizes) continue;
                    const StreamTerms stream{*sizes, *time, *packet, held};
                    QVERIFY2(!everyTermHasNest(stream) || !additiveOverTerms(stream),
                             qPrintable(what + ": refused as incompatible, but every term has a constant-stride nest "
                                               "and the terms' addresses add up"));
                }
                continue;
            }
            ++derived;
            for (const auto* entries : {&config->entries, &config->merged}) {
                for (u64 t = 0; t < time->size(); ++t) {
                    for (u64 q = 0; q < packet->size(); ++q) {
                        auto element = streamElement(*time, *packet, t, q);
                        if (!element) continue;  // padding: whatever memory holds
                        const std::int64_t address = addressAt(*entries, config->base, t * packet->size() + q);
                        const auto expected = held.find(*element);
                        if (address != static_cast<std::int64_t>(*expected))
                            QFAIL(qPrintable(QString("%1: nest %2 reads address %3 at time %4, packet %5, where the "
                                                     "buffer holds the element at %6")
                                                 .arg(what, QString::fromStdString(describe(*entries, config->packetSize)))
                                                 .arg(address)
                                                 .arg(t)
                                                 .arg(q)
                                                 .arg(*expected)));
                    }
                }
            }
        }
        qInfo("%d derived and checked element by element, %d insufficient, %d incompatible", derived, insufficient, incompatible);
        QVERIFY2(derived > cases / 4, "most random configurations derive");
        QVERIFY2(insufficient > cases / 50, "the generator reaches missing elements");
    }
};

QTEST_GUILESS_MAIN(SequencerProperties)
#include "tst_sequencer_properties.moc"
