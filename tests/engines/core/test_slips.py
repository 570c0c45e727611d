"""engines.core.slips: a decision's random stream comes from the seed and what the
player sees (the same in every process), and a slip's chance is a probability."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engines.core.slips import Slips, decision_rng


def test_the_same_seed_and_position_give_the_same_stream_other_positions_another():
    a = decision_rng(5, 3, "attack", (("end_step",), ("attack", 4, 9)))
    b = decision_rng(5, 3, "attack", (("end_step",), ("attack", 4, 9)))
    assert a.next64() == b.next64()
    assert decision_rng(5, 4, "attack").next64() != decision_rng(5, 3, "attack").next64()
    assert decision_rng(6, 3, "attack").next64() != decision_rng(5, 3, "attack").next64()


def test_the_stream_does_not_depend_on_the_process_string_hash():
    code = ("from engines.core.slips import decision_rng;"
            "print(decision_rng(9, 'colour', ('play', 3)).next64())")
    outs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           env={"PYTHONHASHSEED": h, "PATH": ""},
                           cwd=Path(__file__).resolve().parents[3]).stdout
            for h in ("1", "2")}
    assert len(outs) == 1 and outs.pop().strip().isdigit()


def test_a_slip_happens_about_as_often_as_its_chance_and_never_at_zero():
    slips = Slips({"forgets": 0.25, "never": 0.0})
    hits = sum(slips.roll(decision_rng(1, i), "forgets") for i in range(4000))
    assert 800 < hits < 1200
    assert not any(slips.roll(decision_rng(1, i), "never") for i in range(500))
    assert not any(slips.roll(decision_rng(1, i), "unknown") for i in range(500))
    assert slips.kinds == {"forgets"} and slips and not Slips({})


def test_a_chance_outside_zero_to_one_is_refused():
    with pytest.raises(ValueError, match="must be in"):
        Slips({"forgets": 1.5})


def test_a_slip_is_taken_only_when_it_is_a_different_legal_move():
    from types import SimpleNamespace
    from engines.core.slips import taken
    agent = SimpleNamespace(last_slip=None)
    assert taken(agent, "a", (None, None), ["a", "b"]) == "a" and agent.last_slip is None
    assert taken(agent, "a", ("plays_the_runner_up", "a"), ["a", "b"]) == "a"
    assert taken(agent, "a", ("plays_the_runner_up", "z"), ["a", "b"]) == "a"
    assert agent.last_slip is None
    assert taken(agent, "a", ("plays_the_runner_up", "b"), ["a", "b"]) == "b"
    assert agent.last_slip == "plays_the_runner_up"
