"""Arena in a real X window (Xvfb, real pointer events from xdotool: issue 23, item 1, as
a tester tried it): at each of the six view angles a figure dragged onto a space that
stands in front of or behind a cliff or a tall figure lands on the space whose top face
was under the pointer (the same position is set again for each view). Skipped when Xvfb, xdotool or xwininfo is not installed."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]

# the child: a staged Duel in a real window; for each view angle it picks a space the
# figure can reach whose neighbour is higher (a cliff beside it), drags there with the
# X server's pointer and reports where the figure went; Undo takes the move back
CHILD = r"""
import subprocess, sys
from app.runtime import App
from app.__main__ import plugins, shell
from engines.arena.testing import fig, stage

app = App(plugins=plugins(), size=(1280, 720))       # the real window, before the test
app.shell = shell(app)                                # helpers (they set SDL's dummy driver)
from tests.scenes.arena.helpers import settle, staged
s = stage(board_key="duel", armies=("jace", "nissa"), turn=3, chosen="jace",
          figures=[(0, "jace", 0, (4, 6)), (1, "nissa", 0, (5, 1))])
import copy
start = copy.deepcopy(s)
t = staged(app, s, ("You", "Bram"))
f = fig(s, 0, "jace")
b = t.state.board
import time
found = []
for _ in range(100):
    tree = subprocess.run(["xwininfo", "-root", "-children"], capture_output=True,
                          text=True).stdout
    found = [line.split()[0] for line in tree.splitlines() if '"Magetable"' in line]
    if found:
        break
    app.frame()
    time.sleep(0.1)
if not found:
    print(subprocess.run(["xwininfo", "-root", "-children"], capture_output=True,
                         text=True).stdout, file=sys.stderr)
win = found[-1]
for angle in range(6):
    settle(app, t)
    plan = t.moves.plan(f)
    cam = t.view.camera()
    def beside_cliff(h):
        return any(b.level[j] > b.level[h] for j in b.nbrs[h])
    aimed = [h for h in plan.moves if beside_cliff(h)
             and t.places.top_face_at(cam.hex_center(h)) == h]
    if not aimed:
        print("none", angle, flush=True)
    else:
        h = aimed[len(aimed) // 2]
        x0, y0 = app.display.from_canvas(t.places.figure_rect(f).center, room=True)
        x1, y1 = app.display.from_canvas(tuple(round(v) for v in cam.hex_center(h)), room=True)
        steps = []
        for i in range(1, 9):
            steps += ["mousemove", "--window", win, str(x0 + (x1 - x0) * i // 8),
                      str(y0 + (y1 - y0) * i // 8), "sleep", "0.04"]
        subprocess.Popen(["xdotool", "mousemove", "--window", win, str(x0), str(y0), "sleep", "0.2",
                          "mousedown", "1", "sleep", "0.2", *steps, "sleep", "0.2",
                          "mouseup", "1"])
        moves = len(t.record.actions)
        for _ in range(600):
            app.frame()
            if len(t.record.actions) > moves:
                break
        settle(app, t)
        print("moved", angle, h, t.state.f_hex[f], x0, y0, t.drag.message or "", flush=True)
        t.state = copy.deepcopy(start)            # the same position for the next view
        t._legal_cache = t._decision_cache = None
        t._show_state()
        settle(app, t)
    # the view turns a sixth: E, as the keyboard gives it to the window under the pointer
    subprocess.run(["xdotool", "mousemove", "--window", win, "40", "40", "key", "e"])
    for _ in range(90):
        app.frame()
print("done", flush=True)
"""


def _free_display() -> str:
    for n in range(120, 160):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return f":{n}"
    pytest.skip("no free X display number")


@pytest.mark.skipif(any(shutil.which(t) is None for t in ("Xvfb", "xdotool", "xwininfo")),
                    reason="Xvfb, xdotool and xwininfo are not installed")
def test_drops_land_where_aimed_beside_cliffs_at_all_six_angles(tmp_path):
    for _ in range(5):
        display = _free_display()
        xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x720x24",
                                 "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)
        if xvfb.poll() is None:
            break
    else:
        pytest.skip("no X display number could be taken")
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
               MAGETABLE_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    env.pop("MAGETABLE_STRICT_DRAW", None)
    try:
        out = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, timeout=240,
                             capture_output=True, text=True)
    finally:
        xvfb.terminate()
        xvfb.wait()
    lines = [line.split() for line in out.stdout.splitlines()]
    assert ["done"] in lines, out.stderr[-3000:]
    moved = [line for line in lines if line[0] == "moved"]
    assert len(moved) >= 5, out.stdout
    for _, angle, aimed, landed, x, y, *message in moved:
        assert aimed == landed, f"angle {angle}: aimed at {aimed}, landed on {landed} {message}"
    # the view did turn: the figure stood somewhere else on the screen each time
    assert len({(x, y) for _, _, _, _, x, y, *_ in moved}) >= 5, out.stdout
