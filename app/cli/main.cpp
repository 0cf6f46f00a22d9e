// tcpwb-cli: everything the workbench derives, headless, as JSON or text.
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <memory>
#include <system_error>
#include <new>
#include <string>
#include <string_view>

#include <unistd.h>

#include "commands.h"

namespace {

bool wantsJson(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::string_view(argv[i]) == "--json") return true;
    return false;
}

// "map, tensor, seq and vcg": every registered subcommand, for usage errors.
std::string subcommandNames(CLI::App& app, const char* last) {
    const auto all = app.get_subcommands([](CLI::App*) { return true; });
    std::string names;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i > 0) names += i + 1 == all.size() ? std::string(" ") + last + " " : ", ";
        names += all[i]->get_name();
    }
    return names;
}

// The CLI11 we build with reads integers with strtoull/strtoll: "-1" wraps
// to 2^64 - 1, "0x10" and "010" are read as hexadecimal and octal, and a
// number past the type's range is clamped to it. Every integer option
// therefore takes decimal digits only (after a minus sign when it is
// signed) whose value fits 64 bits; a narrower type is range-checked by CLI11.
CLI::Validator decimalInteger(bool isSigned) {
    return CLI::Validator(
        [isSigned](std::string& text) -> std::string {
            std::string_view digits = text;
            const bool negative = isSigned && !digits.empty() && digits.front() == '-';
            if (negative) digits.remove_prefix(1);
            if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos)
                return "`" + text + "` is not a whole number" + (isSigned ? std::string() : std::string(" from 0 up"));
            digits.remove_prefix(std::min(digits.find_first_not_of('0'), digits.size() - 1));  // 010 is ten
            const std::string normal = (negative ? "-" : "") + std::string(digits);
            bool fits = false;
            if (isSigned) {
                std::int64_t value = 0;
                fits = std::from_chars(normal.data(), normal.data() + normal.size(), value).ec == std::errc();
            } else {
                std::uint64_t value = 0;
                fits = std::from_chars(normal.data(), normal.data() + normal.size(), value).ec == std::errc();
            }
            if (!fits) return "`" + text + "` is too large for a 64-bit " + (isSigned ? "signed " : "") + "integer";
            text = normal;
            return {};
        },
        "", "decimal");
}

void requireDecimalIntegers(CLI::App& app) {
    for (CLI::App* command : app.get_subcommands([](CLI::App*) { return true; }))
        for (CLI::Option* option : command->get_options()) {
            const std::string type = option->get_type_name();
            const std::string base = type.substr(0, type.find_first_of(": "));
            if (base == "UINT" || base == "INT") option->transform(decimalInteger(base == "INT"));
        }
}

int run(int argc, char** argv, tcpwb::cli::Output& out) {
    using namespace tcpwb::cli;
    CLI::App app{"tcpwb-cli: the TCP Workbench without a screen. See README.md and ../shared/contracts/cli.md."};
    app.require_subcommand(1);
    app.set_help_all_flag("--help-all", "Show the help of every subcommand");
    app.add_flag("--json", out.json, "Print exactly one JSON object on stdout");

    MapOptions mapOptions;
    CLI::App* map = addMapCommand(app, mapOptions, out);
    TensorOptions tensorOptions;
    CLI::App* tensor = addTensorCommand(app, tensorOptions, out);
    SeqOptions seqOptions;
    CLI::App* seq = addSeqCommand(app, seqOptions, out);
    VcgOptions vcgOptions;
    CLI::App* vcg = addVcgCommand(app, vcgOptions, out);
    DmaOptions dmaOptions;
    CLI::App* dma = addDmaCommand(app, dmaOptions, out);
    SwitchOptions switchOptions;
    CLI::App* switchCmd = addSwitchCommand(app, switchOptions, out);
    CollectOptions collectOptions;
    CLI::App* collectCmd = addCollectCommand(app, collectOptions, out);
    CastOptions castOptions;
    CLI::App* castCmd = addCastCommand(app, castOptions, out);
    TransposeOptions transposeOptions;
    CLI::App* transposeCmd = addTransposeCommand(app, transposeOptions, out);
    VectorOptions vectorOptions;
    CLI::App* vector = addVectorCommand(app, vectorOptions, out);
    ContractOptions contractOptions;
    CLI::App* contract = addContractCommand(app, contractOptions, out);
    ScheduleOptions scheduleOptions;
    CLI::App* scheduleCmd = addScheduleCommand(app, scheduleOptions, out);
    TraceFileOptions traceOptions;
    CLI::App* traceCmd = addTraceCommand(app, traceOptions, out);
    RunOptions runOptions;
    CLI::App* runCmd = addRunCommand(app, runOptions, out);
    CompareOptions compareOptions;
    CLI::App* compareCmd = addCompareCommand(app, compareOptions, out);
    KernelsOptions kernelsOptions;
    CLI::App* kernelsCmd = addKernelsCommand(app, kernelsOptions, out);

    requireDecimalIntegers(app);
    try {
        app.parse(argc, argv);
    } catch (const CLI::Success& e) { return app.exit(e); } catch (const CLI::RequiredError& e) {
        if (argc > 1 && argv[1][0] != '-' && app.get_subcommands().empty())
            return reportError(
                out,
                tcpwb::diag::Diagnostic(tcpwb::diag::Kind::usage_error, std::string("unknown subcommand `") + argv[1] +
                                                                            "`: the subcommands are " + subcommandNames(app, "and")),
                kBadInput);
        if (app.get_subcommands().empty())
            return reportError(out,
                               tcpwb::diag::Diagnostic(tcpwb::diag::Kind::usage_error,
                                                       "a subcommand is required: " + subcommandNames(app, "or") + " (see --help)"),
                               kBadInput);
        return reportError(out, tcpwb::diag::Diagnostic(tcpwb::diag::Kind::usage_error, e.what()), kBadInput);
    } catch (const CLI::ParseError& e) {
        return reportError(out, tcpwb::diag::Diagnostic(tcpwb::diag::Kind::usage_error, e.what()), kBadInput);
    }
    if (map->parsed()) return runMap(mapOptions, out);
    if (tensor->parsed()) return runTensor(tensorOptions, out);
    if (seq->parsed()) return runSeq(seqOptions, out);
    if (vcg->parsed()) return runVcg(vcgOptions, out);
    if (dma->parsed()) return runDma(dmaOptions, out);
    if (switchCmd->parsed()) return runSwitch(switchOptions, out);
    if (collectCmd->parsed()) return runCollect(collectOptions, out);
    if (castCmd->parsed()) return runCast(castOptions, out);
    if (transposeCmd->parsed()) return runTranspose(transposeOptions, out);
    if (vector->parsed()) return runVector(vectorOptions, out);
    if (contract->parsed()) return runContract(contractOptions, out);
    if (scheduleCmd->parsed()) return runSchedule(scheduleOptions, out);
    if (traceCmd->parsed()) return runTrace(traceOptions, out);
    if (runCmd->parsed()) return runRun(runOptions, out);
    if (compareCmd->parsed()) return runCompare(compareOptions, out);
    if (kernelsCmd->parsed()) return runKernels(kernelsOptions, out);
    return reportError(out, tcpwb::diag::Diagnostic(tcpwb::diag::Kind::usage_error, "no subcommand given"), kBadInput);
}

bool jsonErrors = false;  // how the last-resort errors are written: set once, in main

// Writes out_of_memory or internal_error without allocating: for when
// there is no memory to build it the usual way, or no handler left.
void writeLastResortError(bool outOfMemory) noexcept {
    const std::string_view json = outOfMemory
                                      ? R"({"error":{"kind":"out_of_memory","message":"the request needs more memory than is available"}})"
                                        "\n"
                                      : R"({"error":{"kind":"internal_error","message":"internal error: an exception escaped"}})"
                                        "\n";
    const std::string_view text = outOfMemory ? "error[out_of_memory]: the request needs more memory than is available\n"
                                              : "error[internal_error]: internal error: an exception escaped\n";
    const std::string_view message = jsonErrors ? json : text;
    [[maybe_unused]] const auto written = ::write(jsonErrors ? STDOUT_FILENO : STDERR_FILENO, message.data(), message.size());
}

// The one error for a request too large for the memory there is. Reporting
// it allocates too, from the memory main() held back.
int reportOutOfMemory(const tcpwb::cli::Output& out) noexcept {
    try {
        return tcpwb::cli::reportError(
            out, tcpwb::diag::Diagnostic(tcpwb::diag::Kind::out_of_memory, "the request needs more memory than is available"));
    } catch (...) {
        writeLastResortError(true);
        return tcpwb::cli::kBadInput;
    }
}

// The terminate handler: an exception no handler took, such as the
// bad_alloc the JSON library throws from its noexcept destructor when it
// needs memory to free a large document, is one error instead of an abort.
[[noreturn]] void reportUncaught() noexcept {
    bool outOfMemory = false;
    if (const std::exception_ptr escaped = std::current_exception()) {
        try {
            std::rethrow_exception(escaped);
        } catch (const std::bad_alloc&) { outOfMemory = true; } catch (...) {
        }
    }
    writeLastResortError(outOfMemory);
    std::_Exit(tcpwb::cli::kBadInput);
}

}  // namespace

int main(int argc, char** argv) {
    tcpwb::cli::Output out;
    out.json = wantsJson(argc, argv);
    jsonErrors = out.json;
    std::set_terminate(reportUncaught);
    auto reserve = std::make_unique_for_overwrite<char[]>(std::size_t{1} << 20);  // released for reporting out_of_memory
    try {
        return run(argc, argv, out);
    } catch (const std::bad_alloc&) {
        reserve.reset();
        return reportOutOfMemory(out);
    } catch (const std::exception& e) {
        // A worker thread the memory limit leaves no stack for (EAGAIN) is the same shortage.
        if (const auto* system = dynamic_cast<const std::system_error*>(&e);
            system && system->code() == std::errc::resource_unavailable_try_again) {
            reserve.reset();
            return reportOutOfMemory(out);
        }
        return tcpwb::cli::reportError(
            out, tcpwb::diag::Diagnostic(tcpwb::diag::Kind::internal_error, std::string("internal error: ") + e.what()));
    }
}
