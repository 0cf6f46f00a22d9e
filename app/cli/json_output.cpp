#include "json_output.h"

#include <fmt/format.h>

#include <cstdio>
#include <iostream>

namespace tcpwb::cli {

json errorObject(const diag::Diagnostic& d) {
    json error = {{"kind", diag::spelling(d.kind)}, {"message", d.message}};
    if (d.offset) error["offset"] = *d.offset;
    if (d.length) error["length"] = d.length;
    if (!d.notes.empty()) {
        json notes = json::array();
        json located = json::array();
        for (const diag::Note& note : d.notes) {
            notes.push_back(note.message);
            if (note.offset) located.push_back({{"message", note.message}, {"offset", *note.offset}, {"length", note.length}});
        }
        error["notes"] = notes;
        if (!located.empty()) error["located_notes"] = located;  // the notes that point into the text too
    }
    if (d.fix) error["fix"] = *d.fix;
    return error;
}

json indexObject(const mapping::TensorIndex& index, const mapping::AxisEnv& env) {
    json object = json::object();
    for (const auto& [axis, value] : index.entries()) object[env[axis].name] = value;
    return object;
}

void printJson(const json& object) { std::cout << object.dump(-1, ' ', false, json::error_handler_t::replace) << '\n'; }

void printJsonStreamingArray(const json& object, const std::string& key, u64 count, const std::function<json(u64)>& element) {
    std::string head = object.dump(-1, ' ', false, json::error_handler_t::replace);
    head.pop_back();  // the closing brace: the array is the last member
    if (head.size() > 1) head += ',';
    head += json(key).dump() + ":[";
    std::cout << head;
    std::string line;
    for (u64 i = 0; i < count; ++i) {
        line.clear();
        if (i > 0) line += ',';
        line += element(i).dump(-1, ' ', false, json::error_handler_t::replace);
        std::cout << line;
    }
    std::cout << "]}\n";
}

int reportError(const Output& out, const diag::Diagnostic& d) { return reportError(out, d, diag::exitStatus(d.kind)); }

int reportError(const Output& out, const diag::Diagnostic& d, int code, const std::string& source, json extra) {
    if (out.json) {
        json object = std::move(extra);
        object["error"] = errorObject(d);
        printJson(object);
        return code;
    }
    std::cerr << "error[" << diag::spelling(d.kind) << "]: " << d.message << '\n';
    if (d.offset && !source.empty() && source.size() < 2000 && source.find('\n') == std::string::npos) {
        std::cerr << "  " << source << '\n';
        std::cerr << "  " << std::string(std::min(*d.offset, source.size()), ' ') << '^'
                  << std::string(d.length > 1 ? d.length - 1 : 0, '~') << '\n';
    }
    for (const diag::Note& note : d.notes) {
        std::cerr << "  note: " << note.message;
        if (note.offset) std::cerr << " (at offset " << *note.offset << ')';
        std::cerr << '\n';
    }
    if (d.fix) std::cerr << "  fix: " << *d.fix << '\n';
    return code;
}

}  // namespace tcpwb::cli
