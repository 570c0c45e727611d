"""Magetable's own icon (app/ui/icon.py): drawn at every size it is used at, readable at
16x16, given to the window before it opens, and carried by a real X window."""
from __future__ import annotations

import os
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from app.ui import palette
from app.ui.icon import HICOLOR_SIZES, WINDOW_ICON_SIZE, icon_surface

ROOT = Path(__file__).resolve().parents[3]


def _is_gold(c) -> bool:
    return c.a > 200 and c.r > 170 and c.g > 120 and c.b < 130 and c.r > c.b + 80


def _is_dark(c) -> bool:
    return c.a > 200 and max(c.r, c.g, c.b) < 110


@pytest.mark.parametrize("size", sorted(set(HICOLOR_SIZES) | {WINDOW_ICON_SIZE, 512, 1024}))
def test_the_icon_is_drawn_at_each_size_and_is_not_blank(size):
    surf = icon_surface(size)
    assert surf.get_size() == (size, size)
    assert surf.get_flags() & pygame.SRCALPHA
    pixels = [surf.get_at((x, y)) for y in range(0, size, max(1, size // 64))
              for x in range(0, size, max(1, size // 64))]
    opaque = sum(c.a > 200 for c in pixels) / len(pixels)
    assert opaque > 0.8                          # a full tile, not a faint sketch
    assert sum(_is_gold(c) for c in pixels) / len(pixels) > 0.15      # the gold card
    assert sum(_is_dark(c) for c in pixels) / len(pixels) > 0.25      # the dark tile
    assert len({tuple(c) for c in pixels}) > 20


def test_the_icon_reads_at_16_pixels():
    """At 16x16 the card and its gem survive: a dark tile around a gold card, a dark gem
    in the card's middle (not a blur of one colour)."""
    surf = icon_surface(16)
    assert _is_dark(surf.get_at((1, 8))) and _is_dark(surf.get_at((14, 8)))     # the tile
    assert _is_dark(surf.get_at((8, 8)))                                          # the gem
    card = [surf.get_at((x, y)) for x, y in ((6, 4), (9, 4), (6, 12), (9, 12))]
    assert all(_is_gold(c) for c in card), card


def test_the_icon_is_in_the_apps_colours():
    big = icon_surface(256)
    assert _is_dark(big.get_at((128, 236))) and big.get_at((128, 236)).b >= palette.BG[2] - 6
    assert any(_is_gold(big.get_at((x, 128))) for x in range(100, 200))


def test_the_window_gets_the_icon_before_it_opens(monkeypatch):
    """Some systems keep the icon a window first showed: App sets ours before set_mode."""
    from app.runtime import App
    from app.settings import Settings

    calls = []
    set_icon, set_mode = pygame.display.set_icon, pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_icon",
                        lambda s: calls.append(("icon", s.get_size())) or set_icon(s))
    monkeypatch.setattr(pygame.display, "set_mode",
                        lambda *a, **k: calls.append(("mode", None)) or set_mode(*a, **k))
    App(headless=True, settings=Settings())
    assert [c[0] for c in calls][:2] == ["icon", "mode"]
    assert calls[0][1] == (WINDOW_ICON_SIZE, WINDOW_ICON_SIZE)


# the real window ---------------------------------------------------------------------------
X_TOOLS = ("Xvfb", "xprop", "xwininfo")


def _start_xvfb():
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0",
                               "1280x800x24", "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    deadline = time.monotonic() + 20
    while not number.endswith(b"\n") and time.monotonic() < deadline:
        ready, _, _ = select.select([read], [], [], 0.5)
        if ready:
            chunk = os.read(read, 16)
            if not chunk:
                break
            number += chunk
    os.close(read)
    if not number.strip():
        server.kill()
        server.wait()
        pytest.fail("Xvfb did not start")
    return server, f":{number.strip().decode()}"


def _find_window(display: str, title: str, deadline: float) -> str | None:
    while time.monotonic() < deadline:
        out = subprocess.run(["xwininfo", "-display", display, "-root", "-children"],
                             capture_output=True, text=True).stdout
        for line in out.splitlines():
            if f'"{title}"' in line:
                return line.split()[0]
        time.sleep(0.3)
    return None


@pytest.mark.skipif(not sys.platform.startswith("linux")
                    or not all(shutil.which(t) for t in X_TOOLS),
                    reason="needs Xvfb, xprop and xwininfo (Debian: xvfb, x11-utils)")
def test_the_real_window_carries_our_icon(tmp_path):
    """The app in a real X window (Xvfb): its _NET_WM_ICON property is our icon, pixel for
    pixel (pygame's own default icon is a 32x32 snake)."""
    server, display = _start_xvfb()
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
               MAGETABLE_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    log = tmp_path / "app.log"
    with open(log, "wb") as out:
        game = subprocess.Popen([sys.executable, "-m", "app", "--frames", "3600"], cwd=ROOT,
                                env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        window = _find_window(display, "Magetable", time.monotonic() + 60)
        assert window, f"no Magetable window (exit {game.poll()}): {log.read_text()[-2000:]}"
        out = subprocess.run(["xprop", "-display", display, "-id", window, "-notype",
                              "-f", "_NET_WM_ICON", "32c", "=$0+\n", "_NET_WM_ICON"],
                             capture_output=True, text=True, check=True).stdout
    finally:
        game.terminate()
        try:
            game.wait(10)
        except subprocess.TimeoutExpired:
            game.kill()
            game.wait()
        server.terminate()
        server.wait(10)
    assert "=" in out, out
    values = [int(v) for v in out.split("=", 1)[1].replace(",", " ").split()]
    w, h, argb = values[0], values[1], values[2:]
    assert (w, h) == (WINDOW_ICON_SIZE, WINDOW_ICON_SIZE)
    assert len(argb) == w * h
    ours = icon_surface(WINDOW_ICON_SIZE)
    worst = 0
    for i, v in enumerate(argb):
        c = ours.get_at((i % w, i // w))
        got = ((v >> 24) & 255, (v >> 16) & 255, (v >> 8) & 255, v & 255)
        if c.a == 0 and got[0] == 0:
            continue                                     # transparent: colour is moot
        worst = max(worst, *(abs(a - b) for a, b in zip(got, (c.a, c.r, c.g, c.b))))
    assert worst <= 2
