"""The Hint on every table (issue 25): at a decision of the human's the Hard AI says what
it would do from the human's view (scenes.kit.hint), asked by mouse (the Hint button) or
the key T; Esc cancels it while it is worked out; it is refused, with a reason, at any
other time; the count of hints reaches the save's meta and the game-over screen."""
from __future__ import annotations

import random

import pygame
import pytest

from engines.core import clock
from scenes.kit import hint as hint_mod
from scenes.kit.game_over import GameOverScene
from tests.engines.core.test_analysis import TickClock
from tests.scenes.kit.tables import built_keys, new_table, until
from tests.scenes.shell_helpers import key, tap


@pytest.fixture(autouse=True)
def _short_search(monkeypatch):
    """The hint's search ends after the same work in every run (no wall clock)."""
    monkeypatch.setattr(hint_mod, "BUDGET", 0.05)
    with clock.using(TickClock()):
        yield


def _human_choice(app, t, rng, moves: int = 0):
    """A decision of the human's with more than one legal move (after ``moves`` random
    ones of theirs), the table caught up."""
    for _ in range(200):
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        if t.state.to_move is None:
            pytest.skip("the game ended first")
        if moves <= 0 and len(t.legal()) > 1:
            return
        moves -= 1
        t.popup = None
        assert t.human_act(rng.choice(t.legal())) is None
    pytest.skip("no real choice came")


def _ask_by_mouse(app, t) -> None:
    t.hint.panel.place()
    tap(app, t.hint.button.rect.center)


@pytest.mark.parametrize("game", built_keys())
def test_clicking_hint_shows_a_legal_move_named_in_the_panel(app, game):
    """A click on Hint at the human's decision: the panel names a legal move, in the
    game's words, why, and the win chances of the best options; the count is one and
    the save's meta keeps it."""
    t = new_table(app, game, seed=3, speed="instant")
    _human_choice(app, t, random.Random(3), moves=1)
    assert t.hint.button.enabled
    _ask_by_mouse(app, t)
    until(app, lambda: t.hint.showing, 50)
    a = t.hint.analysis
    assert a.best in t.legal()
    assert t.hint.sentence.strip() and t.hint.sentence.endswith(".")
    assert all(0.0 <= c <= 1.0 for _, c, _ in t.hint.lines)
    assert len(t.hint.lines) <= 3
    assert t.hint.used == 1 and t.save_meta()["hints"] == 1
    assert t.hint.places, f"{game} shows the hinted move nowhere on the table"
    assert any(t.hint.place_rect(n) is not None for n in t.hint.places), t.hint.places
    app.frame()


@pytest.mark.parametrize("game", built_keys())
def test_the_hint_clears_when_the_human_acts(app, game):
    t = new_table(app, game, seed=4, speed="instant")
    _human_choice(app, t, random.Random(4))
    app.frame([key(pygame.K_t)])
    until(app, lambda: t.hint.showing, 50)
    t.popup = None
    assert t.human_act(t.hint.analysis.best) is None
    app.frame()
    assert not t.hint.showing


@pytest.mark.parametrize("game", built_keys())
def test_esc_cancels_a_hint_being_worked_out(app, game):
    """Esc while the hint is pending: nothing is shown, nothing counted, and the pause
    menu does not open (that Esc was the hint's)."""
    t = new_table(app, game, seed=5, speed="instant")
    _human_choice(app, t, random.Random(5))
    t.hint.panel.place()
    pos = t.hint.button.rect.center
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
               key(pygame.K_ESCAPE)])
    assert not t.hint.thinking
    for _ in range(5):
        app.frame()
    assert not t.hint.showing and t.hint.used == 0
    assert app.stack.top is t


@pytest.mark.parametrize("game", built_keys())
def test_a_hint_is_refused_when_it_is_not_your_decision(app, game):
    """While another seat is to move the button is greyed and a click on it says why."""
    t = new_table(app, game, seed=6, speed="instant")
    rng = random.Random(6)
    for _ in range(400):
        if t.state.to_move is not None and t.state.to_move != t.human:
            break
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        if t.state.to_move is None:
            pytest.skip("the game ended first")
        t.popup = None
        t.human_act(rng.choice(t.legal()))
    assert t.state.to_move != t.human
    t.hint.tick()
    assert not t.hint.button.enabled
    assert t.hint.refusal().startswith("Hints are for your own decisions")
    t.hint.panel.place()
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=t.hint.button.rect.center,
                                  button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=t.hint.button.rect.center,
                                  button=1)])
    assert not t.hint.thinking and not t.hint.showing
    assert "your own decisions" in (t.drag.message or "")


@pytest.mark.parametrize("game", built_keys())
def test_the_hints_used_reach_the_game_over_screen(app, game):
    t = new_table(app, game, seed=7, speed="instant")
    _human_choice(app, t, random.Random(7))
    _ask_by_mouse(app, t)
    until(app, lambda: t.hint.showing, 50)
    t.popup = None
    t.human_act(t.hint.analysis.best)
    until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
    t.forfeit()
    until(app, lambda: isinstance(app.stack.top, GameOverScene), 200)
    assert app.stack.top.hints_line() == "Hints used: 1"
    app.frame()


def test_the_hints_used_come_back_with_a_saved_game(app):
    from app import saves
    t = new_table(app, "magi", seed=8, speed="instant", autosave=True)
    _human_choice(app, t, random.Random(8))
    _ask_by_mouse(app, t)
    until(app, lambda: t.hint.showing, 50)
    t.popup = None
    t.human_act(t.hint.analysis.best)
    save, message = saves.load(saves.autosave_path("magi"))
    assert message is None and save["meta"]["hints"] == 1
    again = app.plugins["magi"].from_save(app, save, inline_ai=True)
    assert again.hint.used == 1


@pytest.mark.parametrize("game", built_keys())
def test_a_tutorial_and_an_ai_demo_have_no_hint_button(app, game):
    """The tutorial shows each move itself and a demo has no human: no button, the log's
    header keeps its click, and T says why."""
    plugin = app.plugins[game]
    for t in (plugin.tutorial_scene(app), plugin.demo_scene(app, seed=3)):
        app.stack.push(t, fade=False)
        app.frame()
        assert not t.hint.button.visible and not t.hint.covers(t.log.toggle_rect.center)
        app.frame([key(pygame.K_t)])
        assert not t.hint.thinking and t.hint.refusal()
        app.stack.pop()


@pytest.mark.parametrize("game", ["magi", "mabinogi"])
def test_a_replay_has_no_hint_button_and_t_says_why(app, game):
    """A replay's moves are the record's: no Hint button in the log's header, and T only
    says why (nothing is asked of the AI)."""
    from tests.scenes.kit.test_replay import _open_from_load_game, _play
    _play(app, game, 4, seed=2, autosave=True)
    _, r = _open_from_load_game(app)
    app.frame()
    assert not r.hint.button.visible
    app.frame([key(pygame.K_t)])
    assert not r.hint.thinking and "replay" in (r.hint.refusal() or "")


def test_the_table_draws_frames_while_the_hints_worker_starts(app, monkeypatch):
    """The first hint in the real window starts the hint's worker process: it starts in
    a thread of its own, so the table goes on drawing (the spinner turning, Esc
    offered) while it is held up; once it is up, the hint is shown."""
    import time

    from app.ai_worker import settle
    from tests.app.test_ai_worker import SlowStart

    t = new_table(app, "magi", seed=3, speed="instant")
    _human_choice(app, t, random.Random(3), moves=1)
    t.inline_ai = False                   # the hint thinks as in the real window
    slow = SlowStart(monkeypatch)
    try:
        _ask_by_mouse(app, t)
        assert slow.entered.wait(30)
        drawn = app.frame_count
        for _ in range(5):
            app.frame()
        assert app.frame_count == drawn + 5 and app.stack.top is t
        assert slow.on_main == [False], "the hint's process was started in a frame"
        assert t.hint.thinking and t.hint.worker.starting
        slow.gate.set()
        for _ in range(6000):
            if t.hint.showing:
                break
            app.frame()
            time.sleep(0.005)
        assert t.hint.showing and t.hint.analysis.best in t.legal()
        assert t.hint.worker.last_error is None
    finally:
        slow.gate.set()
        t.hint.close()
        assert settle()
    assert all(not p.is_alive() for p in slow.procs), "the hint's process outlived it"


def test_the_panel_says_one_card_in_several_lanes_as_one_line(app, monkeypatch):
    """Mabinogi: when the search finds one card as good in three lanes, the Hint's panel
    gives it one line ("... into lane 1, 2 or 3 ...") and the next line is another move,
    so the best lines each say something (engines.core.advice.option_lines)."""
    from engines.core.analysis import Analysis
    t = new_table(app, "mabinogi", seed=3, speed="instant")
    rng = random.Random(3)
    same = other = None
    for _ in range(60):
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        if t.state.to_move is None:
            pytest.skip("the game ended first")
        by_card: dict = {}
        for a in t.legal():
            if a[0] == "summon":
                by_card.setdefault(a[1], []).append(a)
        same = next((v[:3] for v in by_card.values() if len(v) >= 3), None)
        if same is not None:
            other = next((a for a in t.legal() if a[0] != "summon" or a[1] != same[0][1]),
                         None)
            if other is not None:
                break
        t.popup = None
        t.human_act(rng.choice(t.legal()))
    if same is None or other is None:
        pytest.skip("no card summonable into three lanes came")
    found = Analysis(same[0], [(same[0], 0.65, 40), (same[1], 0.648, 40),
                               (same[2], 0.645, 40), (other, 0.5, 40)], "search", 40)
    t.hint._show(found, t.hint.stamp())
    assert len(t.hint.lines) == 2, t.hint.lines
    first = t.hint.lines[0][0]
    assert " or " in first and first.startswith("Summon"), first
    assert t.hint.lines[1][1] == 0.5
    app.frame()
