"""Command line: ``python -m app`` (or ``magetable``).

    python -m app                                   the game
    python -m app --demo GAME [--players N] [--seed S] [--frames F] [--headless]
                  [--screenshot PATH]               an AI-only match in the real table scene
    python -m app bench [--quick]                   benchmarks, one JSON object on stdout
    python -m app package                           the release archive (app/package.py)
    --size WxH                                      the window's size (headless: the
                                                    surface's), for the game, demo and bench
"""
from __future__ import annotations

import argparse
import sys
import time

def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="magetable", description="Magetable: tabletop magic "
                                "duel games against AI opponents.")
    p.add_argument("command", nargs="?", choices=["bench", "package"],
                   help="bench: run the benchmarks; package: build the release archive")
    p.add_argument("--quick", action="store_true", help="bench: fewer samples")
    p.add_argument("--only", metavar="GAME", action="append",
                   help="bench: only this game (repeatable); startup is always measured")
    p.add_argument("--demo", metavar="GAME", help="an AI-only match of GAME (e.g. magi)")
    p.add_argument("--players", type=int, default=None, help="demo: number of seats")
    p.add_argument("--seed", type=int, default=1, help="demo: random seed")
    p.add_argument("--frames", type=int, default=None,
                   help="run this many frames then exit (demo default 600 when headless)")
    p.add_argument("--headless", action="store_true", help="no window (SDL dummy driver)")
    p.add_argument("--screenshot", metavar="PATH", help="save the last frame as PNG")
    p.add_argument("--size", metavar="WxH", type=_size,
                   help="the window's size in pixels, e.g. 1920x1080 (headless too)")
    p.add_argument("--first-frame-probe", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--rss-probe", metavar="MINUTES", type=float, help=argparse.SUPPRESS)
    return p


def _size(value: str) -> tuple[int, int]:
    from app.runtime import parse_size
    try:
        return parse_size(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def plugins():
    """Every game's plug-in (the scene packages that export one): the composition root is
    the one place of ``app`` that names ``scenes``."""
    import scenes
    from app.plugin import discover
    return discover(scenes)


def shell(app):
    """The shell's screens, handed to the kit as ``app.shell`` (app/shell.py): like the
    plug-ins, named here, the one place of ``app`` that imports ``scenes``."""
    from app.shell import Screens
    from scenes.game_setup import GameSetupScene
    from scenes.menu import MenuScene, start_scene
    from scenes.pause import PauseOverlay
    from scenes.message import MessageOverlay
    return Screens(app, menu=MenuScene, start=start_scene, setup=GameSetupScene,
                   pause=PauseOverlay, message=MessageOverlay)


def _streams() -> None:
    """A windowed build (Windows) starts without stdout/stderr: give the command-line
    modes somewhere to write instead of crashing on None."""
    import os
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):       # the built program's AI worker processes
        import multiprocessing              # (not loaded before the menu otherwise)
        multiprocessing.freeze_support()
    _streams()
    args = build_parser().parse_args(argv)
    if args.command == "bench":
        from app.bench import run_bench
        return run_bench(plugins(), quick=args.quick, only=args.only, size=args.size)
    if args.command == "package":
        from app.package import run_package
        return run_package()
    if args.demo and args.rss_probe is not None:       # the bench's memory figure
        from app.bench import rss_probe
        return rss_probe(plugins(), args.demo, args.players, args.seed, args.rss_probe,
                         size=args.size)
    if args.demo:
        from app.demo import run_demo
        return run_demo(plugins(), args.demo, players=args.players, seed=args.seed,
                        frames=args.frames, headless=args.headless,
                        screenshot=args.screenshot, shell=shell, size=args.size)
    return run_game(args)


def run_game(args) -> int:
    from app.runtime import App
    from scenes.menu import start_scene

    app = App(headless=args.headless, plugins=plugins(), size=args.size)
    app.shell = shell(app)
    app.stack.push(start_scene(app), fade=False)
    if args.first_frame_probe:
        app.frame()
        print(f"first-frame {time.time():.4f}", flush=True)
        return 0
    frames = args.frames
    if frames is None and args.headless:
        frames = 600
    app.run(frames=frames, screenshot=args.screenshot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
