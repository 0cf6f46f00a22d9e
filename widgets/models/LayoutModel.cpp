#include "widgets/models/LayoutModel.h"

#include <QStringList>
#include <algorithm>
#include <cmath>

#include "util/checked.h"
#include "widgets/document/StringBridge.h"
#include "widgets/models/CoreText.h"

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

// How many slice tiles to put side by side: a divisor of the slices per
// cluster, so every cluster is whole rows of tiles (its box a band), that
// makes the whole grid closest to square and at most kMaxColumns wide.
u64 tilesAcrossFor(const SliceStructure& slices, u64 tileColumns, u64 tileRows) {
    u64 best = 1;
    double bestScore = -1;
    const u64 perCluster = slices.slices();
    for (u64 across = 1; across <= perCluster && (across == 1 || across * tileColumns <= LayoutModel::kMaxColumns); ++across) {
        if (perCluster % across != 0) continue;
        const double width = double(across * tileColumns);
        const double height = double(ceilDiv(slices.sliceCount(), across) * tileRows);
        const double score = std::abs(std::log(width / height));
        if (bestScore < 0 || score < bestScore) {
            best = across;
            bestScore = score;
        }
    }
    return best;
}

}  // namespace

LayoutModel::LayoutModel(QObject* parent) : QObject(parent) {}

void LayoutModel::setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping, std::shared_ptr<const SliceStructure> slices) {
    mapping_ = std::move(mapping);
    slices_ = mapping_ ? std::move(slices) : nullptr;
    selected_.reset();
    rebuild();
    emit changed();
}

void LayoutModel::setScope(LayoutScope scope) {
    if (scope == chosenScope_) return;
    chosenScope_ = scope;
    rebuild();
    emit changed();
}

void LayoutModel::setSlice(u64 slice) {
    if (slices_) slice = std::min(slice, std::max<u64>(slices_->sliceCount(), 1) - 1);
    if (slice == slice_) return;
    slice_ = slice;
    rebuild();
    emit changed();
}

void LayoutModel::rebuild() {
    if (!slices_) slice_ = 0;
    else slice_ = std::min(slice_, std::max<u64>(slices_->sliceCount(), 1) - 1);
    computeShape();
    computeColourAxes();
    groupLevels_.clear();
    if (scope() == LayoutScope::AllSlices) computeWholeGroupLevels();
    else computeGroupLevels();
    chooseColourAxis();
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
    // The whole tensor reads best one colour per slice, so the tiles and the
    // padding slices stand out, until the user picks an axis.
    if (scope() == LayoutScope::AllSlices) return;
    if (!colourAxes_.isEmpty()) colourAxis_ = colourAxes_.first();
}

void LayoutModel::computeShape() {
    columns_ = 1;
    rows_ = 0;
    source_ = nullptr;
    base_ = 0;
    count_ = 0;
    tileSize_ = 0;
    tileColumns_ = 1;
    tileRows_ = 0;
    tilesAcross_ = 1;
    tiles_ = 0;
    if (!mapping_ || mapping_->size() == 0) return;
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
    // One slice's Element buffer is a tile; the whole tensor is a grid of them.
    tileColumns_ = std::clamp<u64>(columns, 1, kMaxColumns);
    tileRows_ = ceilDiv(size, tileColumns_);
    tileSize_ = size;
    tiles_ = 1;
    count_ = size;
    source_ = mapping_.get();
    if (slices_ && scope() == LayoutScope::AllSlices) {
        source_ = &slices_->whole();
        tiles_ = slices_->sliceCount();
        count_ = source_->size();
        tilesAcross_ = tilesAcrossFor(*slices_, tileColumns_, tileRows_);
    } else if (slices_) {
        source_ = &slices_->whole();
        base_ = slice_ * size;
    }
    columns_ = tilesAcross_ * tileColumns_;
    rows_ = ceilDiv(tiles_, tilesAcross_) * tileRows_;
}

std::optional<mapping::TensorIndex> LayoutModel::indexAt(u64 position) const {
    if (!source_ || position >= count_) return std::nullopt;
    return source_->at(base_ + position);
}

std::optional<u64> LayoutModel::sliceOf(u64 position) const {
    if (!slices_ || position >= count_) return std::nullopt;
    return scope() == LayoutScope::AllSlices ? position / tileSize_ : slice_;
}

u64 LayoutModel::elementOf(u64 position) const { return tileSize_ == 0 ? 0 : position % tileSize_; }

std::optional<u64> LayoutModel::cellOf(u64 slice, u64 element) const {
    if (!mapping_ || element >= tileSize_) return std::nullopt;
    if (scope() == LayoutScope::AllSlices) {
        if (slice >= tiles_) return std::nullopt;
        return slice * tileSize_ + element;
    }
    if (slices_ && slice != slice_) return std::nullopt;
    return element;
}

u64 LayoutModel::rowOf(u64 position) const {
    if (tileSize_ == 0) return 0;
    const u64 tile = position / tileSize_;
    return tile / tilesAcross_ * tileRows_ + position % tileSize_ / tileColumns_;
}

u64 LayoutModel::columnOf(u64 position) const {
    if (tileSize_ == 0) return 0;
    const u64 tile = position / tileSize_;
    return tile % tilesAcross_ * tileColumns_ + position % tileSize_ % tileColumns_;
}

void LayoutModel::computeColourAxes() {
    colourAxes_.clear();
    if (!source_) return;
    // From what the cells show: with slices, the Slice's axes too.
    const mapping::AxisEnv& env = source_->env();
    for (const mapping::Factor& f : source_->normalForm().factors) {
        if (f.content != mapping::Factor::Content::Axis || f.axis >= env.count()) continue;
        const mapping::AxisId axis = baseAxis(f.axis, env);
        if (!colourAxes_.contains(axis)) colourAxes_.append(axis);
    }
    // Groups and sliding windows hide their axes inside; offer every axis.
    if (source_->normalForm().hasGroups())
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
        level.columnsPerGroup = columns_;
        level.count = outer;
        level.name = toQt(mapping::printFactor(factors[k], mapping_->env()));
        groupLevels_.append(level);
    }
}

void LayoutModel::computeWholeGroupLevels() {
    const SliceStructure& s = *slices_;
    const u64 clusterRows = s.slices() / tilesAcross_ * tileRows_;
    const auto level = [&](GroupLevel::Kind kind, const QString& name, u64 rows, u64 columns, u64 across, u64 count) {
        GroupLevel l;
        l.kind = kind;
        l.name = name;
        l.rowsPerGroup = rows;
        l.columnsPerGroup = columns;
        l.groupsAcross = across;
        l.count = count;
        groupLevels_.append(l);
    };
    level(GroupLevel::Kind::Chip, tr("chip"), s.clusters() * clusterRows, columns_, 1, s.chips());
    level(GroupLevel::Kind::Cluster, tr("cluster"), clusterRows, columns_, 1, s.chips() * s.clusters());
    level(GroupLevel::Kind::Slice, tr("slice"), tileRows_, tileColumns_, tilesAcross_, s.sliceCount());
}

QString LayoutModel::groupLabel(const GroupLevel& level, u64 group) const {
    if (!mapping_) return {};
    switch (level.kind) {
        case GroupLevel::Kind::Chip: return tr("chip %1").arg(group);
        case GroupLevel::Kind::Cluster: return tr("cluster %1").arg(group % slices_->clusters());
        case GroupLevel::Kind::Slice: return tr("slice %1").arg(group % slices_->slices());
        case GroupLevel::Kind::OuterFactor: break;
    }
    const u64 digit = group % mapping_->normalForm().factors[std::size_t(level.factor)].size;
    return tr("%1 = %2").arg(level.name).arg(digit);
}

QString LayoutModel::groupTitle(int level, u64 group) const {
    if (level < 0 || level >= groupLevels_.size()) return {};
    const GroupLevel& box = groupLevels_[level];
    const u64 row = group / box.groupsAcross * box.rowsPerGroup;
    const u64 column = group % box.groupsAcross * box.columnsPerGroup;
    QStringList parts;
    for (int k = 0; k <= level; ++k) {
        const GroupLevel& outer = groupLevels_[k];
        parts << groupLabel(outer, row / outer.rowsPerGroup * outer.groupsAcross + column / outer.columnsPerGroup);
    }
    if (box.kind != GroupLevel::Kind::OuterFactor) {
        QString title = parts.join(QStringLiteral(" / "));
        if (box.kind == GroupLevel::Kind::Slice && !slices_->sliceIndex(group)) title += tr(" (padding)");
        return title;
    }
    return parts.join(QStringLiteral(", "));
}

std::optional<u64> LayoutModel::positionAt(u64 row, u64 column) const {
    if (!source_ || column >= columns_ || row >= rows_) return std::nullopt;
    const u64 tile = row / tileRows_ * tilesAcross_ + column / tileColumns_;
    const u64 local = row % tileRows_ * tileColumns_ + column % tileColumns_;
    if (tile >= tiles_ || local >= tileSize_) return std::nullopt;
    return tile * tileSize_ + local;
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
    if (scope() == LayoutScope::AllSlices) return tr("slice");
    const auto& factors = mapping_->normalForm().factors;
    return factors.empty() ? tr("the whole buffer") : toQt(mapping::printFactor(factors.front(), mapping_->env()));
}

std::optional<u64> LayoutModel::colourKey(u64 position) const {
    const std::optional<mapping::TensorIndex> index = indexAt(position);
    if (!index) return std::nullopt;
    return colourKey(position, *index);
}

u64 LayoutModel::colourKey(u64 position, const mapping::TensorIndex& index) const {
    if (colourAxis_) return index.get(*colourAxis_);
    if (scope() == LayoutScope::AllSlices) return position / tileSize_;
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
    if (!source_ || position >= count_) return {};
    const std::optional<mapping::TensorIndex> index = indexAt(position);
    if (!index) return tr("pad");
    if (colourAxes_.isEmpty()) return indexText(*index, *mapping_);
    QStringList parts;
    for (mapping::AxisId axis : colourAxes_) parts << QStringLiteral("%1:%2").arg(toQt(mapping_->env()[axis].name)).arg(index->get(axis));
    return parts.join(QLatin1Char(' '));
}

QString LayoutModel::toolTip(u64 position) const {
    if (!source_ || position >= count_) return {};
    const QString holds = describePosition(*source_, base_ + position);
    if (!slices_) return tr("Position %1 (row %2, column %3)\n%4").arg(position).arg(rowOf(position)).arg(columnOf(position)).arg(holds);
    // Which slice, where in it, the slice's own coordinate, and the element.
    const u64 slice = *sliceOf(position);
    const u64 element = elementOf(position);
    const std::optional<mapping::TensorIndex> sliceIndex = slices_->sliceIndex(slice);
    const QString coordinate = sliceIndex ? tr("slice coordinate %1").arg(toQt(mapping::formatIndex(*sliceIndex, source_->env())))
                                          : tr("this slice holds only padding");
    return tr("%1, element position %2 (row %3, column %4 of the slice)\n%5\n%6")
        .arg(slices_->placeName(slice))
        .arg(element)
        .arg(element / tileColumns_)
        .arg(element % tileColumns_)
        .arg(coordinate, holds);
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
        const std::optional<mapping::TensorIndex> index = indexAt(*position);
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
            const std::optional<mapping::TensorIndex> index = indexAt(*position);
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
