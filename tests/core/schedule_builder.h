#pragma once
// Builds schedule::OpList values by tensor name, for the schedule suites.
#include <QtTest>

#include <string>
#include <vector>

#include "schedule/schedule.h"

namespace tcpwb::test {

class OpListBuilder {
public:
    OpListBuilder& tensor(std::string name, schedule::MemoryKind memory, u64 begin, u64 end) {
        list_.tensors.push_back({std::move(name), memory, {begin, end}});
        return *this;
    }
    OpListBuilder& dm(std::string name, u64 begin, u64 end) { return tensor(std::move(name), schedule::MemoryKind::Dm, begin, end); }

    // `reads` and `writes` are tensor names; `duration` 0 leaves it to the cost model.
    OpListBuilder& op(std::string name, schedule::Resource resource, u64 duration, std::vector<std::string> reads,
                      std::vector<std::string> writes, std::vector<schedule::BankRun> runs = {}) {
        schedule::Operation op{std::move(name), resource, std::nullopt, {}, {}, std::move(runs)};
        if (duration > 0) op.duration = duration;
        for (const auto& r : reads) op.inputs.push_back(index(r));
        for (const auto& w : writes) op.outputs.push_back(index(w));
        list_.ops.push_back(std::move(op));
        return *this;
    }
    OpListBuilder& main(std::string n, u64 d, std::vector<std::string> r, std::vector<std::string> w,
                        std::vector<schedule::BankRun> runs = {}) {
        return op(std::move(n), schedule::Resource::Main, d, std::move(r), std::move(w), std::move(runs));
    }
    OpListBuilder& sub(std::string n, u64 d, std::vector<std::string> r, std::vector<std::string> w,
                       std::vector<schedule::BankRun> runs = {}) {
        return op(std::move(n), schedule::Resource::Sub, d, std::move(r), std::move(w), std::move(runs));
    }
    OpListBuilder& dma(std::string n, u64 d, std::vector<std::string> r, std::vector<std::string> w) {
        return op(std::move(n), schedule::Resource::Dma, d, std::move(r), std::move(w));
    }

    std::size_t index(const std::string& name) const {
        for (std::size_t i = 0; i < list_.tensors.size(); ++i)
            if (list_.tensors[i].name == name) return i;
        qFatal("test names unknown tensor %s", name.c_str());
    }
    const schedule::OpList& list() const { return list_; }

    schedule::Schedule schedule() const {
        auto s = schedule::scheduleOps(list_);
        if (!s) qFatal("scheduling failed: %s", s.error().message.c_str());
        return std::move(s).value();
    }

private:
    schedule::OpList list_;
};

}  // namespace tcpwb::test
