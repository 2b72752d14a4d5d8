#!/usr/bin/env python3
"""The dev loop tried as a user would (issue 34's "Done when"), in a real X window.

Usage: scripts/devloop-try.py PACKAGE [EDITS] [SHOTS_DIR]

PACKAGE is a copy of Examples/Controls that depends on LazyScroll by path and has been built once
(`swift build --product Controls`). With an X server on $DISPLAY (e.g. `Xvfb :99 &`, DISPLAY=:99)
this starts `Controls --watch --overlay hud`, scrolls the lazy list with Page Down, makes EDITS
one-line edits of the row's text (each saved as `sed -i` saves: a temp file renamed over the
source), then a typo and its fix, and prints save -> first frame of the new build for each edit and
the p50. Screenshots (the app's `s` key) go to SHOTS_DIR; the app's output, timestamped, to
SHOTS_DIR/run.log. DevLoop.md's "Measured loop" was taken with it.
"""
import os, re, subprocess, sys, time, threading, queue, statistics

ROOT = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else sys.exit(__doc__)
SRC = ROOT + "/Sources/Controls/ControlsApp.swift"
EDITS = int(sys.argv[2]) if len(sys.argv) > 2 else 10
SHOTS = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else "/tmp/devloop-shots"
os.makedirs(SHOTS, exist_ok=True)
env = dict(os.environ)
if "DISPLAY" not in env:
    sys.exit("no $DISPLAY: start an X server (Xvfb :99 &) and set DISPLAY=:99")

lines = queue.Queue()
log = open(SHOTS + "/run.log", "w")
proc = subprocess.Popen([ROOT + "/.build/debug/Controls", "--watch", "--overlay", "hud", "--screenshot-dir", SHOTS, "--size", "700x600"],
                        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
def reader():
    for line in proc.stdout:
        t = time.monotonic()
        log.write(f"{t:.3f} {line}"); log.flush()
        lines.put((t, line.rstrip("\n")))
threading.Thread(target=reader, daemon=True).start()

def wait_for(pattern, timeout=240):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            t, line = lines.get(timeout=0.5)
        except queue.Empty:
            continue
        if re.search(pattern, line):
            return t, line
    raise SystemExit(f"timed out waiting for {pattern!r}")

def xdo(*args):
    subprocess.run(["xdotool", *args], env=env, check=False)

def window():
    out = subprocess.run(["xdotool", "search", "--name", "LazyScroll"], env=env, capture_output=True, text=True).stdout.split()
    return out[-1] if out else None

def focus():
    w = window()
    if w:
        xdo("windowactivate", "--sync", w)
        xdo("windowfocus", "--sync", w)
    return w

def shot(name):
    xdo("key", "s")
    t, line = wait_for(r"saved .*\.png")
    path = line.split("saved ", 1)[1].split(" (", 1)[0]
    os.replace(path, f"{SHOTS}/{name}.png")
    print("screenshot", name, flush=True)

def edit(old_re, new):
    text = open(SRC).read()
    text2, n = re.subn(old_re, new, text)
    assert n == 1, (old_re, n)
    t0 = time.monotonic()
    # sed -i as an editor's atomic save: a temp file renamed over the source
    tmp = SRC + ".sedtmp"
    open(tmp, "w").write(text2)
    os.rename(tmp, SRC)
    return t0

wait_for(r"dev: first frame shown")
time.sleep(1.5)
w = focus()
print("window", w, flush=True)
# Scroll the lazy list: the pointer over it, Page Down until the HUD says row ~5000.
xdo("mousemove", "--window", w, "200", "450")
xdo("key", "--repeat", "700", "--delay", "4", "Next")
time.sleep(2)
shot("0-before")

times = []
for n in range(1, EDITS + 1):
    t0 = edit(r'Text\("[A-Za-z0-9]+ \\\(i \+ 1\) — tapped', f'Text("Edit{n} \\\\(i + 1) — tapped')
    t1, _ = wait_for(r"dev: first frame shown")
    times.append(t1 - t0)
    print(f"edit {n}: save -> first frame {t1 - t0:.2f} s", flush=True)
    time.sleep(1.0)
    focus()
    if n == 1:
        shot("1-after-edit")

# A typo: the banner over the last good frame.
edit(r'Text\("(Edit[0-9]+) \\\(i \+ 1\) — tapped', r'Txt("\1 \\(i + 1) — tapped')
wait_for(r"dev: build failed —")
time.sleep(1.0)
focus()
shot("2-typo-banner")
# Fixed.
t0 = edit(r'Txt\("(Edit[0-9]+) \\\(i \+ 1\) — tapped', r'Text("Fixed \\(i + 1) — tapped')
t1, _ = wait_for(r"dev: first frame shown")
print(f"fix: save -> first frame {t1 - t0:.2f} s", flush=True)
time.sleep(1.0)
focus()
shot("3-fixed")
print("save -> first frame:", ", ".join(f"{x:.2f}" for x in times), "p50", f"{statistics.median(times):.2f} s", flush=True)
xdo("key", "q")
time.sleep(2)
proc.terminate()
