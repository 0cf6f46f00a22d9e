#!/usr/bin/env python3
"""The checked-in translations are complete and up to date.

usage: check_translations.py LUPDATE SOURCE_DIR

For every translations/*.ts:
  - it lists exactly the strings the sources hold: lupdate, run over a copy
    with the same sources as the build's update_translations target
    (widgets/ and app/gui/), adds or drops nothing;
  - it keeps no "vanished" or "obsolete" entries for strings gone from the
    sources (update_translations runs lupdate with -no-obsolete, which
    drops them; a file updated without it would keep them);
for the source language (English), every `%n` string has its plural forms
(the .qm carries only those: "1 slice", "25 slices" for "%n slice(s)");
and for every other language:
  - no string is unfinished or empty, and
  - a translation uses the same %1..%99 placeholders as its source (and %n
    where the source has it), so .arg() fills in every value.
Exit 0 when all hold, 1 with one line per problem otherwise.
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%(\d{1,2}|n)")


def messages(path):
    """{(context, source): message element} of the strings still in use."""
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue
            found[(name, message.findtext("source"))] = message
    return found


def check_no_dead(ts, problems):
    dead = []
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                dead.append((context.findtext("name"), message.findtext("source")))
    for context, source in dead[:20]:
        problems.append(f"{ts.name} keeps {context}: {source!r}, gone from the sources "
                        "(cmake --build build --target update_translations drops it)")


def translated_texts(message):
    translation = message.find("translation")
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def check_language(ts, problems):
    for (context, source), message in messages(ts).items():
        where = f"{ts.name}: {context}: {source!r}"
        translation = message.find("translation")
        texts = translated_texts(message)
        if translation.get("type") == "unfinished" or not texts or not all(t.strip() for t in texts):
            problems.append(f"{where} is not translated")
            continue
        wanted = set(PLACEHOLDER.findall(source))
        for text in texts:
            got = set(PLACEHOLDER.findall(text))
            if got != wanted:
                problems.append(f"{where}: placeholders {sorted(got)} in {text!r}, the source has {sorted(wanted)}")


def check_plurals(ts, problems):
    for (context, source), message in messages(ts).items():
        if message.get("numerus") == "yes" and (message.find("translation").get("type") == "unfinished" or
                                                not all(t.strip() for t in translated_texts(message))):
            problems.append(f"{ts.name}: {context}: {source!r} has no English plural forms")


def check_fresh(lupdate, source_dir, ts, problems):
    with tempfile.TemporaryDirectory() as tmp:
        copy = pathlib.Path(tmp) / ts.name
        shutil.copy(ts, copy)
        # -I .: widgets' headers are included as "widgets/<folder>/<File>.h", from
        # the repository root, as the build includes them; lupdate needs them to
        # know which namespace a class's tr() belongs to.
        subprocess.run([lupdate, "widgets", "app/gui", "-I", ".", "-extensions", "cpp,h", "-locations", "none",
                        "-silent", "-ts", str(copy)], cwd=source_dir, check=True, stdout=subprocess.DEVNULL)
        fresh = set(messages(copy))
    held = set(messages(ts))
    for context, source in sorted(fresh - held, key=str)[:20]:
        problems.append(f"{ts.name} lacks {context}: {source!r} (cmake --build build --target update_translations)")
    for context, source in sorted(held - fresh, key=str)[:20]:
        problems.append(f"{ts.name} still lists {context}: {source!r}, gone from the sources")


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    lupdate, source_dir = sys.argv[1], pathlib.Path(sys.argv[2])
    files = sorted((source_dir / "translations").glob("*.ts"))
    if not files:
        print(f"no .ts files under {source_dir / 'translations'}", file=sys.stderr)
        return 1
    problems = []
    for ts in files:
        check_fresh(lupdate, source_dir, ts, problems)
        check_no_dead(ts, problems)
        if ET.parse(ts).getroot().get("language", "en").split("_")[0] != "en":
            check_language(ts, problems)
        else:
            check_plurals(ts, problems)
    for problem in problems:
        print(problem)
    print(f"{len(files)} translation files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
