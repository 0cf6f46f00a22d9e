#!/usr/bin/env python3
"""Runs every device function of furiosa-opt's example crates, one at a time.

The toolchain's own examples are the kernels users have: this runs each device
function that `tcpwb-cli kernels CRATE --json` lists with `tcpwb-cli run CRATE
--fn PATH --json`, as a user would, and counts the positive ones that run and
the negative ones (furiosa-opt-examples/src/negative/, which the toolchain
refuses) that are refused. It prints one line per function that does not do
what its side expects, then the two counts:

    python3 tools/run_toolchain_examples.py --cli build-rel/app/cli/tcpwb-cli \\
        --furiosa-opt ../furiosa-opt [--jobs 2] [--out results.json]

`--out` writes every function's result (exit code, the error's kind and
message, wall seconds), so two runs can be compared message by message.
The exit code is 0 when every positive runs and every negative is refused.
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import time

# The crates of the checkout that hold kernels, relative to its root.
CRATES = ("furiosa-opt-examples", "base-template")


def listed_kernels(cli, crate):
    """The Rust paths of the crate's device functions, as `kernels --json` lists them."""
    done = subprocess.run([cli, "kernels", crate, "--json"], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.exit(f"{cli} kernels {crate} failed ({done.returncode}): {done.stderr.strip()}")
    return [k["name"] for k in json.loads(done.stdout)["kernels"]]


def is_negative(name):
    """The examples' negative kernels are the toolchain's refusals, in `negative` modules."""
    return "::negative::" in name


def run_one(cli, crate, name, timeout):
    """One function's run: its exit code, and its error when it has one."""
    started = time.monotonic()
    try:
        done = subprocess.run([cli, "run", crate, "--fn", name, "--json"], capture_output=True, text=True,
                              timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return {"name": name, "exit": None, "kind": "timeout", "message": f"over {timeout} s",
                "seconds": round(time.monotonic() - started, 3)}
    result = {"name": name, "exit": done.returncode, "kind": None, "message": None,
              "seconds": round(time.monotonic() - started, 3)}
    try:
        report = json.loads(done.stdout) if done.stdout.strip() else {}
    except json.JSONDecodeError:
        report = {}
    error = report.get("error") if isinstance(report, dict) else None
    if isinstance(error, dict):
        result["kind"] = error.get("kind")
        result["message"] = error.get("message")
    elif done.returncode != 0:
        result["message"] = (done.stderr.strip().splitlines() or [""])[0]
    return result


def expected(result):
    """Whether a function did what its side expects: a positive runs, a negative is refused."""
    if is_negative(result["name"]):
        return result["exit"] not in (0, None) and result["kind"] != "internal_error"
    return result["exit"] == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, help="path to tcpwb-cli")
    parser.add_argument("--furiosa-opt", required=True, help="a checkout of furiosa-ai/furiosa-opt")
    parser.add_argument("--jobs", type=int, default=1, help="functions run at once")
    parser.add_argument("--timeout", type=float, default=300, help="seconds one function may take")
    parser.add_argument("--out", help="write every function's result here as JSON")
    args = parser.parse_args()

    work = []
    for crate in CRATES:
        directory = os.path.join(args.furiosa_opt, crate)
        if not os.path.isdir(directory):
            sys.exit(f"no {crate} in {args.furiosa_opt}")
        work += [(crate, directory, name) for name in listed_kernels(args.cli, directory)]

    def run(job):
        crate, directory, name = job
        return dict(run_one(args.cli, directory, name, args.timeout), crate=crate)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(run, work))

    for r in results:
        if not expected(r):
            side = "negative ran" if is_negative(r["name"]) else "positive refused"
            print(f"{side}: {r['name']}: exit {r['exit']} [{r['kind']}] {r['message']}")
    all_expected = True
    for crate in CRATES + ("all",):
        mine = [r for r in results if crate in ("all", r["crate"])]
        positives = [r for r in mine if not is_negative(r["name"])]
        negatives = [r for r in mine if is_negative(r["name"])]
        positives_ok = sum(expected(r) for r in positives)
        negatives_refused = sum(expected(r) for r in negatives)
        seconds = sorted(r["seconds"] for r in mine)
        median = seconds[len(seconds) // 2] if seconds else 0
        print(f"{crate}: positives ok {positives_ok}/{len(positives)}; negatives refused {negatives_refused}/{len(negatives)}; "
              f"median {median} s, {round(sum(seconds), 1)} s in all")
        all_expected = positives_ok == len(positives) and negatives_refused == len(negatives)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            json.dump(results, out, indent=1)
    return 0 if all_expected else 1


if __name__ == "__main__":
    sys.exit(main())
