#pragma once
// Counts what a reader could not place, so a file with a million events of an
// unknown kind gives one note ("... (1000000 times)"), not a million.
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "util/checked.h"

namespace tcpwb::trace {

class NoteCounter {
public:
    // Returns the note's handle, for addAgain.
    std::size_t add(const std::string& note, u64 times = 1) {
        auto [it, inserted] = index_.try_emplace(note, counts_.size());
        if (inserted) counts_.emplace_back(note, 0);
        counts_[it->second].second += times;
        return it->second;
    }
    // Counts a note added before by its handle, without hashing its text
    // again: a fast path noting the same thing on every event.
    void addAgain(std::size_t handle, u64 times = 1) { counts_[handle].second += times; }
    std::vector<std::string> sentences() const {
        std::vector<std::string> out;
        for (const auto& [note, times] : counts_) out.push_back(times == 1 ? note : note + " (" + std::to_string(times) + " times)");
        return out;
    }

private:
    std::unordered_map<std::string, std::size_t> index_;
    std::vector<std::pair<std::string, u64>> counts_;
};

}  // namespace tcpwb::trace
