#include "random_mapping.h"

#include <vector>

namespace tcpwb::test {

u64 MappingGenerator::divisorOf(u64 n) {
    std::vector<u64> divisors;
    for (u64 d = 2; d <= n; ++d)
        if (n % d == 0) divisors.push_back(d);
    if (divisors.empty()) return 1;
    return divisors[uniform(0, divisors.size() - 1)];
}

RandomCase MappingGenerator::next(u64 maxSize) {
    static const u64 sizes[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 16};
    static const char* names[] = {"A", "B", "C", "D"};
    axes_.clear();
    std::size_t count = uniform(1, 4);
    for (std::size_t i = 0; i < count; ++i) axes_.emplace_back(names[i], sizes[uniform(0, std::size(sizes) - 1)]);
    return sameAxes(maxSize);
}

RandomCase MappingGenerator::sameAxes(u64 maxSize) {
    RandomCase c;
    for (const auto& [name, size] : axes_) c.axes += (c.axes.empty() ? "" : ",") + name + "=" + std::to_string(size);
    Sized e = expression(0, maxSize);
    c.expression = e.text;
    c.size = e.size;
    return c;
}

MappingGenerator::Sized MappingGenerator::atom() {
    if (uniform(0, 5) == 0) {
        u64 n = uniform(1, 3);
        return {std::to_string(n), n};
    }
    const auto& [name, size] = axes_[uniform(0, axes_.size() - 1)];
    return {name, size};
}

MappingGenerator::Sized MappingGenerator::expression(int depth, u64 maxSize) {
    u64 choice = depth >= 3 ? 0 : uniform(0, 9);
    Sized e;
    if (choice <= 3) {
        e = atom();
    } else if (choice <= 6) {  // a pair of two or three parts
        std::size_t parts = uniform(2, 3);
        e = {"[", 1};
        for (std::size_t i = 0; i < parts; ++i) {
            Sized part = expression(depth + 1, std::max<u64>(1, maxSize / e.size));
            if (e.size * part.size > maxSize) continue;
            e.text += (e.text == "[" ? "" : ", ") + part.text;
            e.size *= part.size;
        }
        if (e.text == "[") e = atom();
        else e.text += "]";
    } else {
        e = expression(depth + 1, maxSize);
    }
    std::size_t ops = uniform(0, 2);
    for (std::size_t i = 0; i < ops; ++i) e = postfix(e, maxSize);
    if (e.size > maxSize) return atom();
    return e;
}

MappingGenerator::Sized MappingGenerator::postfix(Sized inner, u64 maxSize) {
    std::string base = "[" + inner.text + "]";
    switch (uniform(0, 5)) {
        case 0: {
            u64 d = divisorOf(inner.size);
            return {base + " / " + std::to_string(d), inner.size / d};
        }
        case 1: {
            u64 d = divisorOf(inner.size);
            return {base + " % " + std::to_string(d), d};
        }
        case 2: {
            u64 to = inner.size + uniform(0, std::max<u64>(1, inner.size));
            if (to > maxSize) return inner;
            static const char* kinds[] = {"#", "#", "#{0}", "#{!}", "#{*}"};
            return {base + " " + kinds[uniform(0, 4)] + " " + std::to_string(to), to};
        }
        case 3: {
            u64 to = uniform(1, inner.size);
            return {base + " = " + std::to_string(to), to};
        }
        case 4: {
            if (inner.size < 2 || !offsets_) return inner;
            u64 k = uniform(1, inner.size - 1);
            return {base + " @ " + std::to_string(k), inner.size - k};
        }
        default: {  // the manual's nested `B / 32 % 2`
            u64 stride = divisorOf(inner.size);
            u64 modulo = divisorOf(inner.size / stride);
            return {base + " / " + std::to_string(stride) + " % " + std::to_string(modulo), modulo};
        }
    }
}

}  // namespace tcpwb::test
