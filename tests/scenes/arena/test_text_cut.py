"""No Arena text cut short with an ellipsis where testers read it (issue 23 §7): the
summon banner, the setup's notes under each choice, an army card's name in a compact
seat ("Flamewing…") and the Melee's purple points ("1…"), at 1280x720 and in a 2560x1080
room. (A player's own thirty-letter name may still be shortened: that is its box.)"""
from __future__ import annotations

import pytest

from app.ui import text
from engines.arena.testing import find_card, stage
from tests.scenes.arena.helpers import settle, staged, staged_seats
from tests.scenes.arena.test_room import LONG, _five
from tests.scenes.kit.textfit import TextWatch
from tests.scenes.shell_helpers import motion

SIZES = [(1280, 720), (2560, 1080)]


class Cuts:
    """Every label the toolkit shortened (text.fit_text, the setup's own fitter)."""

    def __init__(self, monkeypatch) -> None:
        import scenes.game_setup as gs
        self.cut: list = []
        real_fit, real_setup = text.fit_text, gs._fit

        def fit_text(label, *a, **kw):
            out = real_fit(label, *a, **kw)
            if out[0] != label:
                self.cut.append(label)
            return out

        def setup_fit(label, *a, **kw):
            out = real_setup(label, *a, **kw)
            if out != label:
                self.cut.append(label)
            return out
        fit_text.cache_clear = real_fit.cache_clear      # type: ignore[attr-defined]
        monkeypatch.setattr(text, "fit_text", fit_text)
        monkeypatch.setattr(gs, "_fit", setup_fit)
        text.fit.cache_clear()
        real_fit.cache_clear()

    def but_names(self, names=LONG) -> list:
        return sorted({c for c in self.cut if c not in names})


@pytest.mark.parametrize("size", SIZES)
def test_the_melees_scores_stay_whole_at_five_seats(app, monkeypatch, size):
    app.resize_window(size)
    s = _five()                 # Jace on a purple space: three-digit points
    t = staged_seats(app, s, LONG)
    assert max(t.state.purple_points(q) for q in range(5)) >= 100
    cuts = Cuts(monkeypatch)
    t.drawer.panels.part_keys.clear()
    for _ in range(3):
        app.frame()
    assert not cuts.but_names(), cuts.but_names()


@pytest.mark.parametrize("size", SIZES)
def test_army_card_names_stay_whole_in_the_compact_seats(app, monkeypatch, size):
    app.resize_window(size)
    walkers = ("jace", "chandra", "nissa", "liliana", "gideon")
    pos = [(4, 9), (8, 4), (8, 1), (2, 2), (5, 1)]
    figs = [(q, walkers[q], 0, pos[q]) for q in range(5)] + \
        [(1, "phoenixes", 0, (6, 6)), (1, "firecats", 0, (3, 5), (3, 6))]
    s = stage(board_key="melee", armies=walkers, turn=4, chosen="jace", figures=figs)
    t = staged_seats(app, s, ("You", "Bram", "Ivy", "Tomas", "Oona"))
    cuts = Cuts(monkeypatch)
    for q in range(5):                         # each seat opened by pointing at its name
        t.drawer.panels.part_keys.clear()
        app.frame([motion(t.element_rect(f"head:{q}").center)])
        for _ in range(3):
            app.frame()
    assert not cuts.but_names(), cuts.but_names()


@pytest.mark.parametrize("size", SIZES)
def test_the_summon_banner_is_read_whole(app, monkeypatch, size):
    app.resize_window(size)
    s = stage(armies=("chandra", "jace"), turn=4, chosen="chandra",
              figures=[(0, "chandra", 0, (4, 9)), (1, "jace", 0, (6, 3))])
    t = staged(app, s)
    cuts = Cuts(monkeypatch)
    t.human_act(("summon", find_card(t.state, 0, "phoenixes")))
    settle(app, t)
    label = t.drawer.measures.prompt_label()
    assert label and label.startswith("Summon")
    for _ in range(3):
        app.frame()
    assert not cuts.but_names(), cuts.but_names()
    monkeypatch.undo()
    watch = TextWatch(monkeypatch)            # drawn whole inside the battlefield
    screen = watch.screen()
    t.drawer.measures.draw_prompt(screen)
    assert not watch.problems(screen, t.view.board_area, (), "summon banner")


@pytest.mark.parametrize("size", SIZES)
def test_the_setups_notes_are_read_whole(app, monkeypatch, size, fresh_home):
    from scenes.game_setup import GameSetupScene
    app.resize_window(size)
    cuts = Cuts(monkeypatch)
    setup = GameSetupScene(app, "arena")
    app.stack.push(setup, fade=False)
    for n in (2, 3, 4, 5):
        setup._set_players(n)
        app.frame()
    assert not cuts.but_names(), cuts.but_names()
