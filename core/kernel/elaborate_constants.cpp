// `const` items: their values, evaluated in whatever order they name each
// other, and the cycle reported when they name each other round.
#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "kernel/elaborate.h"
#include "kernel/elaborator.h"
#include "kernel/supported.h"

namespace tcpwb::kernel::detail {

namespace {

// A cycle is named in the error this many constants at most; a longer one
// (a generated file's) is shortened in the middle.
constexpr std::size_t kCycleNamesShown = 8;

std::string cycleText(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names.size() > kCycleNamesShown && i == kCycleNamesShown - 1) {
            out += fmt::format(" -> ... ({} more)", names.size() - kCycleNamesShown);
            i = names.size() - 1;
        }
        out += fmt::format("{}`{}`", out.empty() ? "" : " -> ", names[i]);
    }
    return out;
}

}  // namespace

// A `const` item's value; `const _: () = assert!(C::SIZE == 64);` is a check
// made when the kernel loads, as rustc makes it when it compiles.
Value Elaborator::constantValue(const ast::Expr& value) {
    if (auto check = assertionCheck(value, text_)) {
        checkAssertion(*check);
        Value unit;
        unit.kind = Value::Kind::Unit;
        unit.span = value.span;
        return unit;
    }
    return eval(value);
}

void Elaborator::evaluateConstants() {
    evaluateInAnyOrder(
        constItems_, [this](const ast::Item& item, Value v) { constants_[item.name] = std::move(v); }, nullptr);
}

std::vector<const ast::Item*> Elaborator::evaluateInAnyOrder(const std::vector<const ast::Item*>& items, const ConstantStore& store,
                                                             const std::function<bool(const diag::Diagnostic&)>& deferred) {
    std::set<std::string, std::less<>> pending;
    for (const ast::Item* item : items) pending.insert(item->name);
    // Each constant is tried once, and once more per constant it waits on: a
    // chain written last-first costs no more than one written in order.
    std::deque<const ast::Item*> ready(items.begin(), items.end());
    std::map<std::string, std::vector<const ast::Item*>, std::less<>> waiters;
    std::map<const ast::Item*, std::string> waitsOn;
    std::vector<const ast::Item*> left;
    pendingConstants_.push_back(&pending);
    const std::size_t scopes = scopes_.size();
    try {
        while (!ready.empty()) {
            const ast::Item* item = ready.front();
            ready.pop_front();
            waitingOn_.reset();
            try {
                store(*item, constantValue(*item->value));
            } catch (const Failure& f) {
                scopes_.resize(scopes);  // a block the failed value was in is left
                if (f.diagnostic.kind == diag::Kind::unknown_name && waitingOn_ && pending.contains(*waitingOn_)) {
                    waitsOn[item] = *waitingOn_;
                    waiters[*waitingOn_].push_back(item);
                    continue;
                }
                if (!deferred || !deferred(f.diagnostic)) throw;
                left.push_back(item);
                continue;
            }
            waitsOn.erase(item);
            pending.erase(item->name);
            if (auto waiting = waiters.find(item->name); waiting != waiters.end()) {
                ready.insert(ready.end(), waiting->second.begin(), waiting->second.end());
                waiters.erase(waiting);
            }
        }
    } catch (...) {
        pendingConstants_.pop_back();
        throw;
    }
    pendingConstants_.pop_back();
    if (waitsOn.empty()) return left;
    if (left.empty()) failConstantCycle(items, waitsOn);
    // Those waiting on a constant left for later are left with it, all in the order written.
    const std::set<const ast::Item*> deferredItems(left.begin(), left.end());
    left.clear();
    for (const ast::Item* item : items)
        if (deferredItems.contains(item) || waitsOn.contains(item)) left.push_back(item);
    return left;
}

// Every constant left waits on another left, so following the waits from the
// first one written comes round to one already met: the cycle starts there.
void Elaborator::failConstantCycle(const std::vector<const ast::Item*>& items,
                                   const std::map<const ast::Item*, std::string>& waitsOn) const {
    std::map<std::string, const ast::Item*, std::less<>> waitingByName;
    for (const ast::Item* item : items)
        if (waitsOn.contains(item)) waitingByName.try_emplace(item->name, item);
    const ast::Item* at = nullptr;
    for (const ast::Item* item : items)
        if (!at && waitsOn.contains(item)) at = item;
    std::vector<std::string> path;
    std::map<std::string, std::size_t, std::less<>> metAt;
    while (at && metAt.emplace(at->name, path.size()).second) {
        path.push_back(at->name);
        const auto next = waitingByName.find(waitsOn.at(at));
        at = next == waitingByName.end() ? nullptr : next->second;
    }
    if (!at) fail(items.front()->nameSpan, diag::Kind::internal_error, "constants wait on one that is not left");
    std::vector<std::string> cycle(path.begin() + static_cast<std::ptrdiff_t>(metAt.at(at->name)), path.end());
    cycle.push_back(at->name);
    fail(at->nameSpan, diag::Kind::invalid_constant, fmt::format("`{}` is defined in terms of itself: {}", at->name, cycleText(cycle)),
         "give one of them a value that does not name the others");
}

}  // namespace tcpwb::kernel::detail
