#pragma once
// The simulator's worker threads (RunOptions::threads): the slices of a
// slice-by-slice pass, the blocks of the reference's contraction.
#include <atomic>
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

}  // namespace tcpwb::sim::detail
