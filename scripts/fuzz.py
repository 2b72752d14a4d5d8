#!/usr/bin/env python3
"""Fuzz the lazyscroll command line and its trace reader (issue 16, "Done when").

Generates COMMANDS command lines (run / bench / physics with values in range, at the edges,
negative, huge, non-numeric, overlong, unicode) and TRACES input traces spread over every scene
(valid wheel, drag, key and resize events, mixed with broken lines: bad JSON, wrong types, null,
NaN-like and huge numbers, resize to 1e19, time going backwards, NUL bytes, CRLF / CR / Unicode
line endings, a byte order mark, overlong lines, binary garbage, empty files), runs each with a
time limit, and sorts the results:

  ok        exit 0 (warnings from a faulty data source are allowed on stderr)
  rejected  exit 2 with exactly one line on stderr, "lazyscroll: error: …", at most 400 chars
  BAD       anything else: a crash (signal, exit 1 or 134), a hang (over the time limit), a
            rejection that is not one clear line, or exit 0 with an error line

Deterministic for a seed. Standard library only.

  scripts/fuzz.py [--binary .build/debug/lazyscroll] [--seed 16] [--commands 500] [--traces 1000]
                  [--jobs 2] [--timeout 30] [--keep DIR]

Exit status 0 when nothing was BAD; the failures are listed with a command to reproduce them.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

SCENES = ["colors", "colors-footers", "origami", "gallery", "feed", "nested", "stress", "list",
          "list-variable", "colors-views", "origami-views", "seed-lists", "list-views"]
KEYS = ["Down", "Up", "PageDown", "PageUp", "Space", "Home", "End", "Return", "R", "J", "V", "O",
        "D", "B", "Z", "P", "F", "H", "F1", "`", "1", "5", "9", "S", "Escape", "Q", "Left", "Right", "X"]
PRESETS = ["ios", "ios-fast", "android", "paging", "moon", "", "IOS"]

# Numbers a user (or a typo) might give, as text. In-range values stay small (a valid run must
# finish well inside the time limit: a legitimately long run, say `bench --frames 65536`, is
# not a hang), so the edges here are the limits' outsides and the parser's corners.
EDGE_NUMBERS = ["0", "-1", "1", "-0", "1e3", "1e19", "-1e19", "9223372036854775807", "9223372036854775808",
                "-9223372036854775808", "nan", "NaN", "inf", "-inf", "1.5", "0x10", "", " ", "abc", "1_000",
                "٣", "１２", "1e308", "4.9e-324", "2147483648", "5184001"]


def long_text(rng):
    return rng.choice(["x" * rng.randint(81, 5000), "é" * 300, "\u202e" + "a" * 100, "a b" * 50, "'" * 90])


def number_or_edge(rng, valid):
    return str(rng.choice(valid)) if rng.random() < 0.7 else rng.choice(EDGE_NUMBERS + [long_text(rng)])


def size_value(rng):
    choices = ["1280x800", "400x300", "1x1", "16384x10", "16385x10", "0x0", "-5x5", "12x", "x800", "800X600",
               "1e3x100", "100x100x100", "١٠٠x١٠٠", "99999999999999999999x5", ""]
    return rng.choice(choices)


def run_command(rng, scene_cycle):
    args = ["--headless"] if rng.random() < 0.85 else []
    if rng.random() < 0.9:
        args += ["--scene", next(scene_cycle) if rng.random() < 0.85 else rng.choice(["nope", "", long_text(rng)])]
    if rng.random() < 0.8:
        args += ["--frames", number_or_edge(rng, [1, 2, 5, 10, 30])]
    if rng.random() < 0.4:
        args += ["--fps", number_or_edge(rng, [1, 30, 60, 144, 1000])]
    if rng.random() < 0.3:
        args += ["--size", size_value(rng)]
    if rng.random() < 0.2:
        args += ["--repeat", number_or_edge(rng, [1, 2, 50, 1000])]
    if rng.random() < 0.2:
        args += ["--physics", rng.choice(PRESETS)]
    if rng.random() < 0.2:
        args += ["--overlay", rng.choice(["hud", "all", "none", "hud,zones", "bogus", "", "hud,,bounds", "HELP"])]
    if rng.random() < 0.15:
        args += ["--fail-pages", number_or_edge(rng, [0, 0.3, 1])]
    if rng.random() < 0.1:
        args += ["--replay", rng.choice(["/nonexistent/t.jsonl", "/dev/zero", "/tmp", "", "/dev/null"])]
    if rng.random() < 0.1:
        args += ["--screenshot", rng.choice(["/dev/full", "/nonexistent/x.png", ""])]
    if rng.random() < 0.1:
        args += ["--report", rng.choice(["/dev/full", "/nonexistent/x.json", "", "/tmp"])]
    if rng.random() < 0.05:
        args += ["--record", "/tmp/never.jsonl"]
    if rng.random() < 0.05:
        args += [rng.choice(["--bogus", "-x", "--frames", "--", "extra"])]
    return (["run"] if rng.random() < 0.3 else []) + args


def bench_command(rng):
    args = ["bench", "--frames", number_or_edge(rng, [1, 3, 10])]
    if rng.random() < 0.5:
        args += ["--rows", number_or_edge(rng, ["1", "100", "1e6", "1e12"])]
    if rng.random() < 0.4:
        args += ["--start-row", number_or_edge(rng, [0, 5, 99])]
    if rng.random() < 0.4:
        args += ["--speed", number_or_edge(rng, [0, 3000, 1e6])]
    if rng.random() < 0.3:
        args += ["--size", size_value(rng)]
    if rng.random() < 0.3:
        args += ["--mode", rng.choice(["cpu", "raster", "gpu", ""])]
    if rng.random() < 0.2:
        args += [rng.choice(["--variable", "--declarative", "--json"])]
    return args


def physics_command(rng):
    args = ["physics"]
    if rng.random() < 0.9:
        args += ["--velocity", number_or_edge(rng, [0, 3000, -3000, 8000, 1e9])]
    if rng.random() < 0.4:
        args += ["--preset", rng.choice(PRESETS)]
    if rng.random() < 0.3:
        args += ["--fps", number_or_edge(rng, [1, 60, 1000])]
    if rng.random() < 0.3:
        args += ["--viewport", number_or_edge(rng, [1, 800, 100000])]
    if rng.random() < 0.3:
        args += ["--overscroll", number_or_edge(rng, [0, 50, 800])]
    if rng.random() < 0.3:
        args += ["--json"]
    if rng.random() < 0.15:
        args += ["--png", rng.choice(["/dev/full", "/nonexistent/p.png", ""])]
    return args


def command_lines(rng, count):
    scene_cycle = iter(SCENES * (count // len(SCENES) + 1))
    lines = []
    for _ in range(count):
        r = rng.random()
        lines.append(run_command(rng, scene_cycle) if r < 0.7 else bench_command(rng) if r < 0.85 else physics_command(rng))
    return lines


# ---- traces ----

def valid_event(rng, t):
    kind = rng.choice(["wheel", "wheel", "down", "move", "up", "key", "key", "resize"])
    e = {"t": t, "type": kind}
    if kind == "wheel":
        e["dy"] = rng.choice([-1, 1, -3, 0.25, -0.5])
        if rng.random() < 0.3:
            e["dx"] = rng.choice([-1, 1, 0.5])
        if rng.random() < 0.3:
            e["precise"] = rng.random() < 0.5
        if rng.random() < 0.3:
            e["x"], e["y"] = rng.uniform(0, 1280), rng.uniform(0, 800)
    elif kind in ("down", "move", "up"):
        e["x"], e["y"] = rng.uniform(-50, 1300), rng.uniform(-50, 850)
    elif kind == "key":
        e["key"] = rng.choice(KEYS)
        if rng.random() < 0.2:
            e["shift"] = True
    else:
        e["w"], e["h"] = rng.randint(1, 2000), rng.randint(1, 1500)
    return e


def broken_line(rng, t):
    """One bad line, as text."""
    choices = [
        lambda: '{"t": %s, "type": "resize", "w": 1e19, "h": 700}' % t,
        lambda: '{"t": %s, "type": "resize", "w": 800, "h": 1e9}' % t,
        lambda: '{"t": %s, "type": "resize", "w": 0, "h": -4}' % t,
        lambda: '{"t": %s, "type": "wheel", "dy": 1e308}' % t,
        lambda: '{"t": %s, "type": "wheel", "dy": 1e400}' % t,
        lambda: '{"t": %s, "type": "down", "x": 1e300, "y": 0}' % t,
        lambda: '{"t": %s, "type": "key", "key": null}' % t,
        lambda: '{"t": null, "type": "key", "key": "End"}',
        lambda: '{"t": "%s", "type": "key", "key": "End"}' % t,
        lambda: '{"t": %s, "type": ["wheel"]}' % t,
        lambda: '{"t": %s, "type": "wheel", "precise": "yes"}' % t,
        lambda: '{"t": %s, "type": "pinch"}' % t,
        lambda: '{"t": -1e999, "type": "key", "key": "End"}',
        lambda: '{"t": 0, "type": "key", "key": "End"}' if t > 0 else '{"t": -5}',
        lambda: '{"type": "wheel"}',
        lambda: '{"t": %s}' % t,
        lambda: "{oops}",
        lambda: "[1, 2, 3]",
        lambda: "null",
        lambda: '"just a string"',
        lambda: '{"t": %s, "type": "key", "key": "%s"}' % (t, "K" * 200),
        lambda: '{"t": %s, "type": "k\x00ey", "key": "End"}' % t,
        lambda: '{"t": %s, "type": "key", "key": "End"}\x00' % t,
        lambda: "\ufeff" + '{"t": %s, "type": "key", "key": "End"}' % t,
        lambda: '{"t": %s, "type": "move", "x": 5}' % t,
        lambda: "[" * 5000 + "]" * 5000,
        lambda: '{"t": %s, "type": "wheel", "dy": -1, "extra": {"a": [1, {"b": null}]}}' % t,
        lambda: "x" * 70000,
        lambda: "\t  \t",
    ]
    return rng.choice(choices)()


def trace_bytes(rng):
    """A trace: mostly valid lines, maybe one broken, joined by a random line ending."""
    style = rng.random()
    if style < 0.04:
        return b""
    if style < 0.07:
        return bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 3000)))
    lines, t = [], 0.0
    for _ in range(rng.randint(1, 60)):
        t += rng.choice([0, 0, 5, 16.7, 33, 100])
        lines.append(json.dumps(valid_event(rng, round(t, 3))))
    if rng.random() < 0.55:
        lines.insert(rng.randint(0, len(lines)), broken_line(rng, round(t, 3)))
    ending = rng.choice(["\n"] * 5 + ["\r\n", "\r", "\u2028", "\u0085", "\u000b", "\u000c", "\u2029"])
    text = ending.join(lines) + (ending if rng.random() < 0.7 else "")
    data = text.encode("utf-8")
    if rng.random() < 0.03:  # invalid UTF-8 in the middle
        cut = rng.randint(0, len(data))
        data = data[:cut] + b"\xff\xfe" + data[cut:]
    return data


def trace_runs(rng, count, directory):
    runs = []
    for i in range(count):
        path = os.path.join(directory, "trace-%04d.jsonl" % i)
        with open(path, "wb") as f:
            f.write(trace_bytes(rng))
        args = ["--headless", "--scene", SCENES[i % len(SCENES)], "--frames", str(rng.randint(1, 60)),
                "--replay", path, "--size", rng.choice(["800x600", "1280x800", "400x300"])]
        if rng.random() < 0.2:
            args += ["--fps", str(rng.choice([30, 60, 144]))]
        if rng.random() < 0.15:
            args += ["--fail-pages", str(rng.choice([0.3, 1]))]
        if rng.random() < 0.15:
            args += ["--overlay", "all"]
        runs.append(args)
    return runs


# ---- running ----

def classify(returncode, stderr, timed_out):
    lines = [l for l in stderr.split("\n") if l]
    errors = [l for l in lines if l.startswith("lazyscroll: error: ")]
    others = [l for l in lines if not l.startswith("lazyscroll: warning: ")]
    if timed_out:
        return "BAD", "hang (over the time limit)"
    if returncode == 0:
        return ("BAD", "exit 0 with an error line") if errors else ("ok", "")
    if returncode == 2:
        if len(lines) == 1 and len(errors) == 1 and len(lines[0]) <= 400 and stderr.endswith("\n"):
            return "rejected", lines[0]
        return "BAD", "rejection is not one clear line: %r" % stderr[:300]
    if returncode < 0:
        return "BAD", "crash: signal %d; %s" % (-returncode, " | ".join(others[-2:])[:300])
    return "BAD", "exit %d: %s" % (returncode, " | ".join(lines[-2:])[:300])


def run_one(binary, args, timeout, env):
    start = time.monotonic()
    try:
        p = subprocess.run([binary] + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout, env=env)
        verdict, detail = classify(p.returncode, p.stderr.decode("utf-8", "replace"), False)
    except subprocess.TimeoutExpired:
        verdict, detail = classify(None, "", True)
    return verdict, detail, time.monotonic() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/debug/lazyscroll")
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--commands", type=int, default=500)
    parser.add_argument("--traces", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("--keep", help="keep the generated traces in this directory")
    options = parser.parse_args()

    rng = random.Random(options.seed)
    directory = options.keep or tempfile.mkdtemp(prefix="lazyscroll-fuzz-")
    os.makedirs(directory, exist_ok=True)
    env = dict(os.environ)
    # No window: a command line without --headless must fail with the one-line no-display error.
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        env.pop(name, None)
    work = [("command", a) for a in command_lines(rng, options.commands)]
    work += [("trace", a) for a in trace_runs(rng, options.traces, directory)]

    counts = {}
    bad = []
    slowest = 0.0
    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=options.jobs) as pool:
        results = pool.map(lambda item: (item, run_one(options.binary, item[1], options.timeout, env)), work)
        for n, ((kind, args), (verdict, detail, seconds)) in enumerate(results, 1):
            counts[(kind, verdict)] = counts.get((kind, verdict), 0) + 1
            slowest = max(slowest, seconds)
            if verdict == "BAD":
                bad.append((args, detail))
                print("BAD: %s\n     %s" % (" ".join(repr(a) if " " in a or not a else a for a in args)[:400], detail), flush=True)
            if n % 100 == 0:
                print("… %d of %d runs, %.0f s" % (n, len(work), time.monotonic() - started), file=sys.stderr, flush=True)

    def count(kind, verdict):
        return counts.get((kind, verdict), 0)
    print("seed %d: %d command lines (%d ok, %d rejected with one line, %d bad), %d traces over %d scenes "
          "(%d ok, %d rejected with one line, %d bad); slowest run %.1f s (limit %.0f s); %.0f s in all"
          % (options.seed, options.commands, count("command", "ok"), count("command", "rejected"), count("command", "BAD"),
             options.traces, len(SCENES), count("trace", "ok"), count("trace", "rejected"), count("trace", "BAD"),
             slowest, options.timeout, time.monotonic() - started))
    if not options.keep:
        for name in os.listdir(directory):
            os.unlink(os.path.join(directory, name))
        os.rmdir(directory)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
