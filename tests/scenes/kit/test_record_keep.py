"""A person's finished game goes on the record (scenes/kit/record_keep.py, called by the
kit's end part): a game played to the end at the real table, or given up from the pause
menu by mouse, lands in the archive and in the stats, once; a demo, a tutorial and a
finished game restored from a save do not."""
from __future__ import annotations

import random

import pytest

from app import record_stats, records
from engines.mabinogi.content import DECKS as MABINOGI_DECKS
from scenes.kit import record_keep
from scenes.kit.game_over import GameOverScene
from scenes.menu import MenuScene
from tests.scenes.kit.tables import built_keys, new_table, until
from tests.scenes.shell_helpers import click_button


def _play_to_the_end(app, t, seed: int = 1) -> None:
    """The human plays at random, the AI seats as they would, until the game is over and
    its game-over screen shows (the table kept in step without drawing every move)."""
    rng = random.Random(seed)
    for _ in range(20000):
        st = t.state
        if st.to_move is None:
            break
        t.queue.skip()
        t.popup = None
        if st.to_move == t.human:
            assert t.human_act(rng.choice(t.legal())) is None
        else:
            t.apply(t.ai.ask(st, st.to_move))
    until(app, lambda: isinstance(app.stack.top, GameOverScene), 3000)


@pytest.mark.parametrize("game", ["mabinogi", "magi"])
def test_a_game_played_to_the_end_lands_in_the_archive_and_the_stats(app, game):
    t = new_table(app, game, seed=2, speed="instant", autosave=True, difficulty="easy")
    _play_to_the_end(app, t)
    res = t.rules.result(t.state)
    [entry] = records.list_finished()
    expected = record_keep.result_for(res, t.human)
    assert entry.game == game and entry.result == expected
    m = entry.meta
    assert (m.human_seat, m.difficulty, m.players) == (0, "easy", t.players)
    assert m.names == list(t.names) and not m.forfeit and m.hints == 0
    assert m.decisions == len(t.session.decisions) > 0
    assert m.turns is not None and m.turns > 0
    record, _ = records.load_finished(entry)
    assert record.actions == t.record.actions and record.seed == t.record.seed
    g = record_stats.read_stats()[0].games[game]
    assert g.total.games == 1 and g.recent == [expected]
    assert g.by_difficulty["easy"].games == 1
    # the game-over screen shown again (a restored table) counts nothing twice
    t.game_over_shown = False
    t.ending.show_game_over(None)
    assert len(records.list_finished()) == 1


def test_a_game_given_up_by_mouse_is_kept_as_a_forfeited_loss(app):
    from scenes.game_setup import GameSetupScene
    from tests.conftest import all_plugins
    plugin = all_plugins()["magination"]
    options = plugin.config_for(GameSetupScene._defaults(plugin), 2)   # the setup's decks
    app.stack.push(MenuScene(app), fade=False)
    t = new_table(app, "magination", autosave=True, options=options)
    until(app, lambda: t.can_act())
    t.popup = None
    assert t.human_act(t.legal()[0]) is None
    app.frame()
    click_button(app, t.menu_button)
    pause = app.stack.top
    click_button(app, pause.button("Forfeit"))
    ask = app.stack.top
    click_button(app, next(b for b in ask.buttons if b.label == "Forfeit"))
    assert isinstance(app.stack.top, GameOverScene)
    [entry] = records.list_finished("magination")
    assert entry.result == "loss" and entry.meta.forfeit
    assert entry.meta.side == "Evu, Tryn, Yaki"            # the Magi of the human's deck
    assert record_stats.read_stats()[0].games["magination"].total.losses == 1


def test_a_game_that_cannot_be_kept_says_so_in_the_log_and_is_still_counted(app, fresh_home):
    (fresh_home / "data").mkdir(parents=True, exist_ok=True)
    (fresh_home / "data" / "records").write_text("a file where the folder goes")
    t = new_table(app, "mabinogi", seed=2, speed="instant", autosave=True)
    _play_to_the_end(app, t)
    said = [line for line, _ in t.log.lines if "could not be kept" in line]
    assert said and "cannot be created" in said[0]
    assert record_stats.read_stats()[0].games["mabinogi"].total.games == 1


def test_a_restored_finished_game_is_not_kept_again(app):
    t = new_table(app, "mabinogi", seed=2, speed="instant", autosave=True)
    _play_to_the_end(app, t)
    assert len(records.list_finished()) == 1
    app.stack.clear_to(MenuScene(app))
    again = new_table(app, "mabinogi", record=t.record, autosave=True)
    until(app, lambda: isinstance(app.stack.top, GameOverScene), 600)
    assert again.state.to_move is None
    assert len(records.list_finished()) == 1
    assert record_stats.read_stats()[0].games["mabinogi"].total.games == 1


def test_a_demo_and_a_tutorial_are_not_kept(app):
    demo = new_table(app, "mabinogi", demo=True, seed=2, speed="instant", autosave=True)
    for _ in range(5000):
        if demo.state.to_move is None:
            break
        demo.queue.skip()
        demo.apply(demo.ai.ask(demo.state, demo.state.to_move))
    until(app, lambda: demo.game_over_shown, 3000)
    assert not records.has_finished() and not record_stats.stats_path().exists()
    lesson = new_table(app, "magi", mode="tutorial", autosave=True, push=False)
    assert not record_keep.keeps(lesson)
    game = new_table(app, "magi", autosave=True, push=False)
    assert record_keep.keeps(game)
    assert not record_keep.keeps(new_table(app, "magi", push=False))   # keeps no files


@pytest.mark.parametrize("game", built_keys())
def test_every_table_can_say_what_goes_on_the_record(app, game):
    t = new_table(app, game, autosave=True, push=False)
    meta = record_keep.meta_of(t, {"winners": [t.human], "draw": False})
    assert meta["result"] == "win" and meta["players"] == t.players
    records.FinishedMeta(**meta)            # what the schema takes


def test_the_side_is_read_from_the_config_the_game_was_set_up_with():
    side = record_keep.side_of
    armies = {"armies": [{"planeswalker": "chandra", "squads": []},
                         {"planeswalker": "jace"}]}
    assert side(armies, 0) == "Chandra" and side(armies, 1) == "Jace"
    magination = {"decks": [{"magi": ["Evu", "Tryn", "Yaki"], "cards": []}]}
    assert side(magination, 0) == "Evu, Tryn, Yaki"
    assert side({"decks": ["random", "random"]}, 0) is None
    assert side({"decks": [{"name": "My Fire deck", "hero": "ailill"}]}, 0) == "My Fire deck"
    assert side({"decks": ["fire_starter"]}, 0) == "Fire Starter"
    assert side({"character": "random"}, 0) is None
    assert side({"character": "pyromancer"}, 0) == "Pyromancer"
    assert side({"players": 4, "variation": False}, 0) is None


def test_the_result_for_the_human_reads_draws_and_team_wins():
    assert record_keep.result_for({"winners": [0], "draw": False}, 0) == "win"
    assert record_keep.result_for({"winners": [0, 2], "draw": False, "team": 0}, 2) == "win"
    assert record_keep.result_for({"winners": [0, 1], "draw": True}, 1) == "draw"
    assert record_keep.result_for({"winners": [0, 1], "draw": True}, 2) == "loss"
    assert record_keep.result_for({"winners": [1]}, 0) == "loss"


@pytest.mark.parametrize("game,options", [("mabinogi", None), ("mabinogi",
                                                               {"decks": ["dawn_guard",
                                                                          "random"]}),
                                          ("magecraft", None),
                                          ("magecraft", {"character": "nerin"})])
def test_a_side_drawn_at_random_is_named_by_the_table(app, game, options):
    """A deck or a character drawn from the seed is not in the config: the table names
    the one the game dealt (its ``record_side``)."""
    t = new_table(app, game, autosave=True, push=False, options=options)
    side = record_keep.meta_of(t, {"winners": []})["side"]
    if game == "mabinogi":
        from engines.mabinogi.read import Duel
        hero = Duel(t.state).hero(0).key
        deck = next(d for d in MABINOGI_DECKS if d.hero == hero)
        assert side == deck.name
        if options:
            assert side == "Dawn Guard"
    else:
        from engines.magecraft.read import Mages
        assert side == Mages(t.state).character(0).name
        if options:
            assert side.startswith("Nerin")
