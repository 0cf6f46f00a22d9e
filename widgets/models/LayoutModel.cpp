#include "models/LayoutModel.h"

#include <QStringList>
#include <algorithm>
#include <cmath>

#include "document/StringBridge.h"
#include "models/CoreText.h"
#include "util/checked.h"

namespace tcpwb::widgets {
namespace {

// Below this many columns a grid reads as a list; the next factor out is
// drawn across too (m![A, B % 2] gets B % 2 times the next factor's columns).
constexpr u64 kMinColumns = 8;
// The most blocks one frame may ask for, whatever the caller's span: keeps
// a paint bounded even for a caller that forgets to aggregate.
constexpr u64 kMaxBlocks = u64{1} << 18;
constexpr int kMaxGroupLevels = 3;
// A grid more than this many times taller than wide takes in the next factor.
constexpr u64 kMaxAspect = 4;

// How wide to draw a factor too long for one row: its largest divisor that
// fits, so every row starts at the same digit of the factor; for a factor
// with no such divisor (a large prime), a power of two near sqrt(size).
u64 wrapWidth(u64 factorSize, u64 size) {
    for (u64 width = LayoutModel::kMaxColumns; width >= kMinColumns; --width)
        if (factorSize % width == 0) return width;
    u64 width = kMinColumns;
    while (width < LayoutModel::kMaxColumns && width * width < size) width *= 2;
    return width;
}

// A derived axis (B' = B - A, B' = # 2 + B) shows up in tensor indices as
// its base axis, so colours and labels go by the base.
mapping::AxisId baseAxis(mapping::AxisId axis, const mapping::AxisEnv& env) {
    const mapping::Axis& a = env[axis];
    if (a.skew) return a.skew->base;
    if (a.padded) return a.padded->base;
    return axis;
}

}  // namespace

LayoutModel::LayoutModel(QObject* parent) : QObject(parent) {}

void LayoutModel::setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping) {
    mapping_ = std::move(mapping);
    selected_.reset();
    computeShape();
    computeColourAxes();
    computeGroupLevels();
    chooseColourAxis();
    emit changed();
}

void LayoutModel::chooseColourAxis() {
    colourAxis_.reset();
    if (!mapping_) return;
    // The user's choice survives edits while its axis is still there;
    // otherwise the outermost axis, which follows the edits.
    if (chosenOuterFactor_) return;
    if (chosenAxisName_) {
        const std::optional<mapping::AxisId> same = mapping_->env().find(*chosenAxisName_);
        if (same && colourAxes_.contains(*same)) {
            colourAxis_ = *same;
            return;
        }
    }
    if (!colourAxes_.isEmpty()) colourAxis_ = colourAxes_.first();
}

void LayoutModel::computeShape() {
    columns_ = 1;
    rows_ = 0;
    if (!mapping_) return;
    const std::vector<mapping::Factor>& factors = mapping_->normalForm().factors;
    const u64 size = mapping_->size();
    // Rows are the innermost factor, widened by the next factors out while
    // the grid is narrow (under kMinColumns) or much taller than wide.
    u64 columns = 1;
    for (auto f = factors.rbegin(); f != factors.rend(); ++f) {
        const bool wideEnough = columns >= kMinColumns && ceilDiv(size, columns) <= kMaxAspect * columns;
        if (wideEnough) break;
        if (columns * f->size > kMaxColumns) {
            // A factor too long for one row wraps onto a roughly square grid.
            if (columns == 1) columns = wrapWidth(f->size, size);
            break;
        }
        columns *= f->size;
    }
    columns_ = std::clamp<u64>(columns, 1, kMaxColumns);
    rows_ = ceilDiv(size, columns_);
}

void LayoutModel::computeColourAxes() {
    colourAxes_.clear();
    if (!mapping_) return;
    const mapping::AxisEnv& env = mapping_->env();
    for (const mapping::Factor& f : mapping_->normalForm().factors) {
        if (f.content != mapping::Factor::Content::Axis || f.axis >= env.count()) continue;
        const mapping::AxisId axis = baseAxis(f.axis, env);
        if (!colourAxes_.contains(axis)) colourAxes_.append(axis);
    }
    // Groups and sliding windows hide their axes inside; offer every axis.
    if (mapping_->normalForm().hasGroups())
        for (mapping::AxisId a = 0; a < env.count(); ++a)
            if (!env[a].derived() && !colourAxes_.contains(a)) colourAxes_.append(a);
}

void LayoutModel::computeGroupLevels() {
    groupLevels_.clear();
    if (!mapping_) return;
    const std::vector<mapping::Factor>& factors = mapping_->normalForm().factors;
    u64 outer = 1;
    for (std::size_t k = 0; k + 1 < factors.size() && groupLevels_.size() < kMaxGroupLevels; ++k) {
        outer *= factors[k].size;
        const u64 inner = mapping_->size() / outer;
        // A box must hold whole rows, and more than one: a box per row only
        // repeats the grid lines.
        if (inner % columns_ != 0 || inner / columns_ < 2) break;
        GroupLevel level;
        level.factor = int(k);
        level.rowsPerGroup = inner / columns_;
        level.count = outer;
        level.name = toQt(mapping::printFactor(factors[k], mapping_->env()));
        groupLevels_.append(level);
    }
}

QString LayoutModel::groupLabel(const GroupLevel& level, u64 group) const {
    if (!mapping_) return {};
    const u64 digit = group % mapping_->normalForm().factors[std::size_t(level.factor)].size;
    return tr("%1 = %2").arg(level.name).arg(digit);
}

std::optional<u64> LayoutModel::positionAt(u64 row, u64 column) const {
    if (!mapping_ || column >= columns_ || row >= rows_) return std::nullopt;
    const u64 position = row * columns_ + column;
    if (position >= mapping_->size()) return std::nullopt;
    return position;
}

void LayoutModel::setColourAxis(std::optional<mapping::AxisId> axis) {
    if (axis && !colourAxes_.contains(*axis)) return;
    chosenOuterFactor_ = !axis;
    chosenAxisName_.reset();
    if (axis && mapping_) chosenAxisName_ = mapping_->env()[*axis].name;
    if (axis == colourAxis_) return;
    colourAxis_ = axis;
    emit changed();
}

QString LayoutModel::colourKeyName() const {
    if (!mapping_) return {};
    if (colourAxis_) return toQt(mapping_->env()[*colourAxis_].name);
    const auto& factors = mapping_->normalForm().factors;
    return factors.empty() ? tr("the whole buffer") : toQt(mapping::printFactor(factors.front(), mapping_->env()));
}

std::optional<u64> LayoutModel::colourKey(u64 position) const {
    if (!mapping_) return std::nullopt;
    const std::optional<mapping::TensorIndex> index = mapping_->at(position);
    if (!index) return std::nullopt;
    return colourKey(position, *index);
}

u64 LayoutModel::colourKey(u64 position, const mapping::TensorIndex& index) const {
    if (colourAxis_) return index.get(*colourAxis_);
    const auto& factors = mapping_->normalForm().factors;
    if (factors.empty()) return 0;
    return position / (mapping_->size() / factors.front().size);
}

QColor LayoutModel::colourForKey(u64 key) {
    // Golden-ratio hue steps: neighbouring values get clearly different
    // hues and the sequence never repeats; light enough for black text.
    const double golden = 0.618033988749895;
    const double hue = std::fmod(0.08 + double(key % (u64{1} << 40)) * golden, 1.0);
    return QColor::fromHsvF(float(hue), 0.42f, 0.97f);
}

QColor LayoutModel::colourOf(u64 position) const {
    const std::optional<u64> key = colourKey(position);
    return key ? colourForKey(*key) : QColor();
}

QString LayoutModel::label(u64 position) const {
    if (!mapping_ || position >= mapping_->size()) return {};
    const std::optional<mapping::TensorIndex> index = mapping_->at(position);
    if (!index) return tr("pad");
    if (colourAxes_.isEmpty()) return toQt(mapping::formatIndex(*index, mapping_->env()));
    QStringList parts;
    for (mapping::AxisId axis : colourAxes_)
        parts << QStringLiteral("%1:%2").arg(toQt(mapping_->env()[axis].name)).arg(index->get(axis));
    return parts.join(QLatin1Char(' '));
}

QString LayoutModel::toolTip(u64 position) const {
    if (!mapping_ || position >= mapping_->size()) return {};
    return tr("Position %1 (row %2, column %3)\n%4")
        .arg(position)
        .arg(rowOf(position))
        .arg(columnOf(position))
        .arg(describePosition(*mapping_, position));
}

void LayoutModel::setSelectedIndex(std::optional<mapping::TensorIndex> index) {
    if (index == selected_) return;
    selected_ = std::move(index);
    emit changed();
}

// A block of span x span cells is shown by kBlockSamples of its cells, at
// offsets hashed from the block's place: fixed ones would all land on the
// same row or column of a periodic layout (every other row padded, say) and
// hide it. Padding when most samples are padding, else the colour of the
// first sample that holds an element.
void LayoutModel::sampleBlock(LayoutBlock& block) const {
    int paddingSamples = 0;
    int samples = 0;
    for (int k = 0; k < kBlockSamples; ++k) {
        u64 mix = block.row * 0x9E3779B97F4A7C15ull ^ (block.column + u64(k) * 0xBF58476D1CE4E5B9ull);
        mix ^= mix >> 31;
        mix *= 0x94D049BB133111EBull;
        mix ^= mix >> 29;
        const u64 row = block.row + (k == 0 ? 0 : mix % block.span);
        const u64 column = block.column + (k == 0 ? 0 : (mix >> 32) % block.span);
        const std::optional<u64> position = positionAt(row, column);
        if (!position) continue;
        ++samples;
        ++lastSampled_;
        const std::optional<mapping::TensorIndex> index = mapping_->at(*position);
        if (!index) ++paddingSamples;
        else if (!block.colour.isValid()) block.colour = colourForKey(colourKey(*position, *index));
    }
    block.padding = 2 * paddingSamples > samples || !block.colour.isValid();
    if (block.padding) block.colour = QColor();
}

QVector<LayoutBlock> LayoutModel::blocks(CellRange range, u64 span) const {
    lastSampled_ = 0;
    QVector<LayoutBlock> out;
    if (!mapping_ || rows_ == 0) return out;
    range.lastRow = std::min(range.lastRow, rows_ - 1);
    range.lastColumn = std::min(range.lastColumn, columns_ - 1);
    if (range.firstRow > range.lastRow || range.firstColumn > range.lastColumn) return out;
    span = std::max<u64>(span, 1);
    // Widen the blocks until the frame fits the budget.
    const auto blockCount = [&](u64 s) {
        return (range.lastRow / s - range.firstRow / s + 1) * (range.lastColumn / s - range.firstColumn / s + 1);
    };
    while (blockCount(span) > kMaxBlocks) span *= 2;

    const u64 firstRow = range.firstRow / span * span;
    const u64 firstColumn = range.firstColumn / span * span;
    out.reserve(qsizetype(blockCount(span)));
    for (u64 row = firstRow; row <= range.lastRow; row += span) {
        for (u64 column = firstColumn; column <= range.lastColumn; column += span) {
            const std::optional<u64> position = positionAt(row, column);
            if (!position) continue;  // past the end of the last, partial row
            LayoutBlock block;
            block.row = row;
            block.column = column;
            block.span = span;
            block.position = *position;
            if (span > 1) {
                sampleBlock(block);
                out.append(block);
                continue;
            }
            ++lastSampled_;
            const std::optional<mapping::TensorIndex> index = mapping_->at(*position);
            block.padding = !index;
            if (index) block.colour = colourForKey(colourKey(*position, *index));
            {
                block.label = label(*position);
                block.holdsSelected = index && selected_ && *index == *selected_;
            }
            out.append(block);
        }
    }
    return out;
}

}  // namespace tcpwb::widgets
