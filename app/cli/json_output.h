#pragma once
#include <functional>
// Shared output conventions of tcpwb-cli (../shared/contracts/cli.md):
// `--json` prints exactly one JSON object; errors are
// {"kind", "message", "offset"?}; exit status 0 ok, 1 hardware rule, 2 bad input.
#include <nlohmann/json.hpp>

#include <string>

#include "diag/diagnostic.h"
#include "mapping/axes.h"
#include "mapping/index.h"

namespace tcpwb::diag {
// A kind in JSON is its spelling, never the enumerator's number.
inline void to_json(nlohmann::ordered_json& j, Kind kind) { j = spelling(kind); }
}  // namespace tcpwb::diag

namespace tcpwb::cli {

using json = nlohmann::ordered_json;

enum ExitCode : int { kOk = 0, kRuleViolation = 1, kBadInput = 2 };

// Where the program's output goes: JSON on stdout, or text for people.
struct Output {
    bool json = false;
};

json errorObject(const diag::Diagnostic& d);
json indexObject(const mapping::TensorIndex& index, const mapping::AxisEnv& env);

// Prints the error (as {"error": ...} with --json, else a caret diagram on
// stderr when `source` is known) and returns `code`.
int reportError(const Output& out, const diag::Diagnostic& d, int code, const std::string& source = {}, json extra = json::object());
// The same, returning the exit status of the error's kind (diag/kinds.def).
int reportError(const Output& out, const diag::Diagnostic& d);

void printJson(const json& object);
// printJson(object) with one more member, an array of `count` elements that
// `element(i)` makes one at a time and that is written as it is made, so a
// listing of millions of entries costs the memory of one (map --all).
void printJsonStreamingArray(const json& object, const std::string& key, u64 count, const std::function<json(u64)>& element);

}  // namespace tcpwb::cli
