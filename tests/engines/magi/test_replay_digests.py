"""The engine's speed work changed no rule: every seeded random game recorded from the
engine before it (tests/engines/magi/replay_digests.json, commit 4a00b41) plays exactly as
then, step by step — the same legal actions in the same order, the same events, the same
views of the seat to move, and the same final state."""
import json

import pytest

from tests.engines.magi import replay_digests as R


def _recorded() -> list[dict]:
    with open(R.FIXTURE, encoding="utf-8") as fh:
        return json.load(fh)["games"]


def test_the_fixture_covers_two_four_and_eight_seats_with_every_config_kind():
    games = _recorded()
    assert len(games) >= 30
    assert {g["config"]["players"] for g in games} == {2, 4, 8}
    assert any(g["config"].get("variation") for g in games)
    assert any(g["config"].get("call_window") for g in games)
    assert [(g["config"], g["seed"], g["choice_seed"]) for g in games] == R.cases()


@pytest.mark.parametrize("game", _recorded(), ids=lambda g: f"{g['config']['players']}p-{g['seed']}")
def test_a_seeded_random_game_plays_exactly_as_before_the_speed_work(game):
    got = R.play(game["config"], game["seed"], game["choice_seed"])
    assert got["steps"] == game["steps"]
    assert got["final"] == game["final"], "the final state differs"
    assert got["stream"] == game["stream"], "legal actions, events or views differ on the way"
