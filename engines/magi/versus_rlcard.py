"""Magi's engine against RLCard's bare UNO loop: random legal steps per second of CPU.

    nice -n 5 python -m engines.magi.versus_rlcard [--steps 300000] [--rounds 3]
        [--players 4] [--old PATH] [--rlcard-python PYTHON]

Each measure is a whole process of its own: ``--steps`` random legal steps, every step
listing the legal actions and playing a random one (``random.Random(1).choice``), a new
game when one ends. Magi goes through the public ``RULES.apply`` (checked) after
``RULES.legal_actions``; RLCard's UNO through ``env.step`` with a key of
``state["legal_actions"]`` (``rlcard.make("uno")``, ``env.reset`` when ``env.is_over()``).
The figure is steps per second of the process's CPU time (``time.process_time``) over the
loop, new games included, imports excluded. The processes run interleaved, round after
round (old Magi, ours, RLCard), so a busy machine weighs on all of them alike; the report
gives each one's median over the rounds and the ratios.

``--old PATH``: a checkout of an earlier Magi engine (a git worktree) to measure too.
RLCard is never a dependency of the project: install it in a separate virtual environment
and name its interpreter (``--rlcard-python``, else the environment variable
``MAGETABLE_RLCARD_PYTHON``, else this interpreter). The app never imports this module.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from typing import Callable

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The two loops, run with ``python -c CODE STEPS [PLAYERS]``; each prints one JSON line.
MAGI_LOOP = """
import json, random, sys, time
from engines.magi import RULES
steps, players = int(sys.argv[1]), int(sys.argv[2])
choose = random.Random(1).choice
legal, apply = RULES.legal_actions, RULES.apply
config, seed = {"players": players}, 0
t0 = time.process_time()
state = RULES.new_game(config, seed)
for _ in range(steps):
    apply(state, choose(legal(state)))
    if state.to_move is None:
        seed += 1
        state = RULES.new_game(config, seed)
cpu = time.process_time() - t0
import engines
print(json.dumps({"cpu": cpu, "games": seed, "code": engines.__file__}))
"""

RLCARD_LOOP = """
import json, random, sys, time
import rlcard
steps = int(sys.argv[1])
choose = random.Random(1).choice
env = rlcard.make("uno", config={"seed": 0})
games = 0
t0 = time.process_time()
state, _ = env.reset()
for _ in range(steps):
    state, _ = env.step(choose(list(state["legal_actions"])))
    if env.is_over():
        games += 1
        state, _ = env.reset()
cpu = time.process_time() - t0
print(json.dumps({"cpu": cpu, "games": games, "code": rlcard.__file__}))
"""

INSTALL_HINT = """RLCard is not importable by {python}.
Install it in a separate virtual environment (never in the project's), then name it:
    python3 -m venv /path/to/rlvenv
    /path/to/rlvenv/bin/pip install rlcard
    python -m engines.magi.versus_rlcard --rlcard-python /path/to/rlvenv/bin/python
(or set MAGETABLE_RLCARD_PYTHON=/path/to/rlvenv/bin/python)."""


def rlcard_python(given: str | None = None) -> str:
    return given or os.environ.get("MAGETABLE_RLCARD_PYTHON") or sys.executable


def has_rlcard(python: str) -> bool:
    try:
        proc = subprocess.run([python, "-c", "import rlcard"], capture_output=True,
                              timeout=120)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return proc.returncode == 0


def run_loop(python: str, code: str, args: list[str], cwd: str) -> dict:
    """One measuring process: its JSON line (cpu, games, code), with ``steps_per_s``."""
    # ``python -c`` puts its working directory first on the path: that checkout's engine
    proc = subprocess.run([python, "-c", code, *args], cwd=cwd,
                          capture_output=True, text=True, check=True)
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    out["steps_per_s"] = int(args[0]) / out["cpu"] if out["cpu"] > 0 else float("inf")
    return out


def compare(steps: int = 300_000, rounds: int = 3, players: int = 4, old: str | None = None,
            rl_python: str | None = None,
            log: Callable[[str], None] = lambda msg: None) -> dict:
    """The interleaved measures: per engine the steps/s of each round and their median,
    and the ratios of the medians."""
    rl = rlcard_python(rl_python)
    contenders: list[tuple[str, str, str, list[str], str]] = []
    if old:
        contenders.append(("magi_old", sys.executable, MAGI_LOOP,
                           [str(steps), str(players)], os.path.abspath(old)))
    contenders.append(("magi", sys.executable, MAGI_LOOP, [str(steps), str(players)], ROOT))
    contenders.append(("rlcard_uno", rl, RLCARD_LOOP, [str(steps)], ROOT))
    runs: dict[str, list[float]] = {name: [] for name, *_ in contenders}
    for r in range(rounds):
        for name, python, code, args, cwd in contenders:
            out = run_loop(python, code, args, cwd)
            runs[name].append(out["steps_per_s"])
            log(f"round {r + 1}: {name:10s} {out['steps_per_s']:>10,.0f} steps/s CPU "
                f"({out['cpu']:.2f} s, {out['games']} games, {out['code']})")
    median = {name: statistics.median(v) for name, v in runs.items()}
    ratios = {"magi_vs_rlcard": median["magi"] / median["rlcard_uno"]}
    if old:
        ratios["magi_old_vs_rlcard"] = median["magi_old"] / median["rlcard_uno"]
        ratios["magi_vs_magi_old"] = median["magi"] / median["magi_old"]
    return {"steps": steps, "rounds": rounds, "players": players,
            "steps_per_s": {k: round(v) for k, v in median.items()},
            "runs": {k: [round(x) for x in v] for k, v in runs.items()},
            "ratios": {k: round(v, 2) for k, v in ratios.items()}}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engines.magi.versus_rlcard",
                                 description="Magi's engine against RLCard's UNO loop "
                                             "(random legal steps per CPU second)")
    ap.add_argument("--steps", type=int, default=300_000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--old", help="a checkout of an earlier engine to measure as well")
    ap.add_argument("--rlcard-python", help="an interpreter that can import rlcard")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    a = ap.parse_args(argv)
    python = rlcard_python(a.rlcard_python)
    if not has_rlcard(python):
        print(INSTALL_HINT.format(python=python))
        return 2
    res = compare(a.steps, a.rounds, a.players, a.old, python,
                  log=lambda msg: print(msg, flush=True))
    if a.json:
        print(json.dumps(res, indent=1))
    else:
        for name, v in res["steps_per_s"].items():
            print(f"{name:10s} median {v:>10,} steps/s CPU")
        for name, v in res["ratios"].items():
            print(f"{name}: {v}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
