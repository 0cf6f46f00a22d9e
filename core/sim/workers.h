#pragma once
// The simulator's worker threads (RunOptions::threads): the slices of a
// slice-by-slice pass, the blocks of the reference's contraction.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <thread>
#include <vector>

namespace tcpwb::sim::detail {

// Runs work(w) for every worker w in [0, threads): worker 0 on the calling
// thread, the others on threads of their own, and returns once all are done.
// `stop` is set as soon as a worker throws, so the others can stop taking
// work; the exception is then rethrown here (the lowest worker's).
template <typename Work>
void runOnWorkers(unsigned threads, std::atomic<bool>& stop, Work&& work) {
    std::vector<std::exception_ptr> failed(threads);
    auto guarded = [&](unsigned w) {
        try {
            work(w);
        } catch (...) {
            failed[w] = std::current_exception();
            stop = true;
        }
    };
    {
        std::vector<std::jthread> pool;
        pool.reserve(threads > 0 ? threads - 1 : 0);
        for (unsigned w = 1; w < threads; ++w) pool.emplace_back(guarded, w);
        guarded(0);
    }  // joined here
    for (const auto& e : failed)
        if (e) std::rethrow_exception(e);
}

// one(i) for every i in [0, n), each taken by the next free worker of
// min(threads, n) (at least one); an exception stops the others taking work
// and is rethrown here, as runOnWorkers does.
template <typename One>
void forEachOnWorkers(unsigned threads, std::size_t n, One&& one) {
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stop{false};
    const unsigned workers = unsigned(std::max<std::size_t>(1, std::min<std::size_t>(threads, n)));
    runOnWorkers(workers, stop, [&](unsigned) {
        for (std::size_t i; !stop.load(std::memory_order_relaxed) && (i = next.fetch_add(1)) < n;) one(i);
    });
}

}  // namespace tcpwb::sim::detail
