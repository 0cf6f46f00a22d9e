#include "vector/trace.h"

#include <fmt/format.h>

namespace tcpwb::vector {
namespace {

using diag::Diagnostic;

[[nodiscard]] Diagnostic at(Diagnostic d, const Step& s) {
    d.offset = s.call.offset;
    d.length = s.call.length;
    return d;
}

// The mapping a generic names must be the one the stage produces.
[[nodiscard]] std::optional<Diagnostic> checkGeneric(const Step& s, std::size_t index, const mapping::CompiledMapping& derived,
                                                     std::string_view role) {
    if (index >= s.call.generics.size()) return std::nullopt;
    auto given = compileIn(derived.env(), s.call.generics[index]);
    if (!given) return at(given.error(), s);
    if (given->equivalentTo(derived)) return std::nullopt;
    // A packet may leave out its trailing padding lanes: the manual writes the
    // Way4 packet m![B / 4] for m![B / 4 # 4].
    const bool packet = role == "Packet" || role == "OPacket";
    if (packet && given->size() < derived.size()) {
        auto padded = compileIn(derived.env(), fmt::format("m![{} # {}]", given->operand(), derived.size()));
        if (padded && padded->equivalentTo(derived)) return std::nullopt;
    }
    return at(Diagnostic(diag::Kind::shape_mismatch, fmt::format("{} names {} {}, but the stage produces {}", s.call.method, role,
                                                                 given->normalized(), derived.normalized()))
                  .withFix(fmt::format("write {} as {}", role, derived.normalized())),
              s);
}

diag::Result<Shape> unzip(const Step& s, const Shape& in) {
    if (s.call.generics.empty()) return in;
    const std::string axis = s.call.generics[0];
    auto id = in.time.env().find(axis);
    if (!id) return at(Diagnostic(diag::Kind::unknown_axis, fmt::format("`{}` is not a declared axis", axis)), s);
    std::vector<std::string> rest;
    bool found = false;
    for (const auto& f : in.time.normalForm().factors) {
        if (f.content == mapping::Factor::Content::Axis && f.axis == *id) {
            found = true;
            continue;
        }
        rest.push_back(mapping::printFactor(f, in.time.env()));
    }
    if (!found)
        return at(Diagnostic(diag::Kind::unzip_axis, fmt::format("the grouping axis {} is not in Time {}", axis, in.time.normalized()))
                      .withFix("unzip the 2-way axis that interleaves the two groups in Time"),
                  s);
    std::string time = "m![1]";
    if (!rest.empty()) {
        time = "m![" + rest[0];
        for (std::size_t k = 1; k < rest.size(); ++k) time += ", " + rest[k];
        time += "]";
    }
    auto shape = makeShape(in.slice.env(), in.slice.text(), time, in.packet.text());
    if (!shape) return at(shape.error(), s);
    if (auto e = checkGeneric(s, 2, shape->time, "SplitTime")) return *e;
    return shape;
}

}  // namespace

diag::Result<std::vector<int>> axisToggleIds(const Shape& shape, std::string_view axis) {
    auto id = shape.time.env().find(axis);
    if (!id) return Diagnostic(diag::Kind::unknown_axis, fmt::format("AxisToggle names `{}`, which is not a declared axis", axis));
    const u64 count = shape.time.size() * shape.packet.size();  // both bounded by kMaxSize's square root in practice
    if (shape.time.size() > kMaxToggleElements || shape.packet.size() > kMaxToggleElements || count > kMaxToggleElements)
        return Diagnostic(diag::Kind::too_large,
                          fmt::format("the stream has more than {} elements to assign ExecutionIds to", kMaxToggleElements));
    std::vector<int> ids;
    ids.reserve(count);
    for (u64 t = 0; t < shape.time.size(); ++t) {
        const auto time = shape.time.at(t);
        for (u64 p = 0; p < shape.packet.size(); ++p) {
            const auto lane = shape.packet.at(p);
            const u64 coordinate = (time ? time->get(*id) : 0) + (lane ? lane->get(*id) : 0);
            ids.push_back(static_cast<int>(coordinate % 2));  // group_id = axis_index % 2
        }
    }
    return ids;
}

diag::Result<ShapeTrace> traceShapes(const Chain& chain, const Shape& input, const TraceOptions& options) {
    ShapeTrace trace;
    Shape current = input;
    for (const Step& s : chain.steps) {
        const std::string_view m = canonicalMethod(s.call.method);  // the toolchain's vector_narrow_split is vector_split
        if (s.kind == Step::Kind::Narrow || s.kind == Step::Kind::Widen) {
            auto next = m == "vector_split"       ? split(current)
                        : m == "vector_trim_way4" ? trimWay4(current)
                        : m == "vector_concat"    ? concat(current)
                                                  : padWay8(current);
            if (!next) return at(next.error(), s);
            if (m == "vector_trim_way4") {
                // trim keeps lanes 0-3: "use when the upper 4 lanes are already padding or irrelevant".
                u64 dropped = 0;
                for (u64 lane = 4; lane < current.packet.size(); ++lane) dropped += current.packet.at(lane).has_value();
                if (dropped)
                    trace.warnings.push_back(
                        at(Diagnostic(diag::Kind::trim_drops_data,
                                      fmt::format("vector_trim_way4() drops lanes 4-7 of Packet {}, and {} of them hold data",
                                                  current.packet.normalized(), dropped))
                               .withFix("use vector_split() to keep both halves, or ignore this if the upper lanes are irrelevant"),
                           s)
                            .withSeverity(diag::Severity::Warning));
            }
            // split and concat name <Time, Packet>; trim and pad name <Packet>.
            const bool both = m == "vector_split" || m == "vector_concat";
            if (both) {
                if (auto e = checkGeneric(s, 0, next->time, "Time")) return *e;
                if (auto e = checkGeneric(s, 1, next->packet, "Packet")) return *e;
            } else if (auto e = checkGeneric(s, 0, next->packet, "Packet")) {
                return *e;
            }
            current = next.value();
        } else if (s.kind == Step::Kind::IntraReduce) {
            const std::string axis = !s.call.generics.empty() ? s.call.generics[0] : options.reduceAxis.value_or("");
            if (axis.empty())
                return at(Diagnostic(diag::Kind::reduce_axis_required, "vector_intra_slice_reduce() needs the reduce axis")
                              .withFix("write vector_intra_slice_reduce::<R, OTime, OPacket>(op) or pass --reduce R"),
                          s);
            auto r = intraSliceReduce(current, axis);
            if (!r) return at(r.error(), s);
            if (auto e = checkGeneric(s, 1, r->shape.time, "OTime")) return *e;
            if (auto e = checkGeneric(s, 2, r->shape.packet, "OPacket")) return *e;
            current = r->shape;
            trace.intra = r.value();
        } else if (s.kind == Step::Kind::InterSlice) {
            if (!options.reduceAxis)
                return at(
                    Diagnostic(diag::Kind::reduce_axis_required, "vector_inter_slice_reduce() needs to know which Slice axis it reduces")
                        .withFix("pass --reduce R"),
                    s);
            auto r = s.call.generics.size() >= 2
                         ? checkInterSliceOutput(current, *options.reduceAxis, s.call.generics[0], s.call.generics[1])
                         : interSliceReduce(current, *options.reduceAxis, options.interRule, options.interWith);
            if (!r) return at(r.error(), s);
            current = r->shape;
            trace.inter = r.value();
        } else if (s.kind == Step::Kind::Unzip) {
            auto next = unzip(s, current);
            if (!next) return next.error();
            current = next.value();
        } else if (s.kind == Step::Kind::Zip) {
            // The merged stream keeps the per-group shape.
        }
        trace.after.push_back(current);
    }
    return trace;
}

}  // namespace tcpwb::vector
