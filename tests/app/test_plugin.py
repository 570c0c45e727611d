"""app.plugin: what the shell asks of a game's plug-in."""
from __future__ import annotations

from app.plugin import GamePlugin


def _plugin(**kw) -> GamePlugin:
    return GamePlugin(key="magi", order=1, blurb="", engine="engines.magi", **kw)


def test_player_counts_come_from_the_engine():
    p = _plugin()
    assert list(p.player_counts) == list(p.rules.player_counts)
    assert p.players_label == p.rules.players_label


def test_a_table_that_seats_fewer_players_narrows_the_counts_and_the_label():
    p = _plugin(table_players=(4, 5, 6))
    assert list(p.player_counts) == [4, 5, 6]
    assert p.players_label == "4-6"
    assert list(_plugin(table_players=(5,)).player_counts) == [5]
    assert _plugin(table_players=(5,)).players_label == "5"


def test_a_coming_soon_game_has_no_counts():
    p = GamePlugin(key="x", order=9, blurb="", soon_title="X", soon_players="2")
    assert list(p.player_counts) == [] and p.players_label == "2" and not p.built
