"""The Magi table scene driven by synthetic mouse and key events on a fixed deal."""
from __future__ import annotations

import pygame
import pytest

from engines.magi import RULES
from tests.scenes.shell_helpers import drag, ev, tap as click

# Human (seat 0) holds guild cards and a Red Amulet (Select); nobody holds a through card,
# so the human's first turn starts straight in the main phase. Pile: Red Balance.
DEAL = {"hands": [[11, 1, 8, 59, 2, 9], [12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23],
                  [24, 25, 26, 27, 28, 29]],
        "pile": 0, "talon": list(range(30, 45))}
SHORT = {"hands": [[11, 1], [12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23],
                   [24, 25, 26, 27, 28, 29]],
         "pile": 0, "talon": list(range(30, 45))}


def make_table(app, deal=DEAL, speed="fast"):
    from scenes.magi import table_scene
    app.settings.animation_speed = speed
    scene = table_scene(app, players=4, seed=3, options={"deal": deal}, inline_ai=True,
                        autosave=False)
    app.stack.push(scene, fade=False)
    settle(app, scene)
    return scene


def settle(app, scene, limit=3000):
    for _ in range(limit):
        app.frame()
        if scene.can_act() and scene.pipeline.synced:
            return
    raise AssertionError("the table never became ready for the human")


def test_drag_legal_card_onto_pile_plays_it(app):
    t = make_table(app)
    assert t.human_to_move and ("play", 11) in t.legal()
    drag(app, t.element_rect("hand_card:11").center, t.element_rect("pile").center)
    assert t.record.actions == [("play", 11)]
    assert t.state.pile[-1] == 11
    assert t.state.to_move != 0
    assert t.queue.busy or 11 in t.shown.pile


def test_illegal_drop_changes_nothing_and_says_why(app):
    t = make_table(app)
    before = RULES.to_json(t.state)
    drag(app, t.element_rect("hand_card:8").center, t.element_rect("pile").center)
    assert RULES.to_json(t.state) == before
    assert t.record.actions == []
    assert t.drag.message and "does not match" in t.drag.message
    for _ in range(30):            # the card snaps back into the hand
        app.frame()
    assert 8 in t.hand.cards and not t.drag.busy


def test_clicking_the_talon_draws(app):
    t = make_table(app)
    click(app, t.element_rect("talon").center)
    assert t.record.actions == [("draw",)]
    assert len(t.state.hands[0]) == 7
    settle(app, t)
    assert ("pass",) in t.legal() and t.input_part.pass_button.enabled


def test_colour_popup_answers_select(app):
    t = make_table(app)
    r = t.element_rect("hand_card:59")
    app.frame([ev(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1)])
    app.frame([ev(pygame.MOUSEBUTTONUP, pos=r.center, button=1)])
    app.frame([ev(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1)])
    app.frame([ev(pygame.MOUSEBUTTONUP, pos=r.center, button=1)])     # double-click plays
    assert t.record.actions == [("play", 59)]
    settle(app, t)
    assert t.popup is not None and t.popup.tag == "colour"
    click(app, t.element_rect("colour:blue").center)
    assert t.record.actions[-1] == ("colour", "blue")
    assert t.popup is None
    assert RULES.requirement(t.state)["colour"] == "blue" or t.state.to_move != 0


def test_magi_button_calls(app):
    t = make_table(app, deal=SHORT)
    assert t.input_part.magi_button.enabled
    click(app, t.element_rect("magi_button").center)
    assert t.record.actions == [("call",)]
    assert t.state.called[0]


def test_undo_restores_the_state_before_the_human_move(app):
    t = make_table(app)
    before = RULES.to_json(t.state)
    t.human_act(("play", 11))
    settle(app, t)                      # the AI seats answer until it is the human's turn
    assert len(t.record.actions) > 1
    app.frame([ev(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)])
    assert t.record.actions == []
    assert RULES.to_json(t.state) == before
    assert t.shown.hands[0] == t.state.hands[0]


def test_from_save_rebuilds_the_game(app):
    from scenes.magi import from_save
    t = make_table(app)
    t.human_act(("play", 11))
    settle(app, t)
    save = {"game": "magi", "record": t.record.to_json(),
            "meta": {"human_seat": 0, "difficulty": "normal", "mode": "game"}}
    t2 = from_save(app, save, inline_ai=True, autosave=False)
    assert RULES.to_json(t2.state) == RULES.to_json(t.state)


@pytest.mark.parametrize("players", [8])
def test_ai_demo_runs(app, players):
    from scenes.magi import demo_scene
    scene = demo_scene(app, players=players, seed=2)
    app.stack.push(scene, fade=False)
    for _ in range(600):
        app.frame()
    assert len(scene.record.actions) > 3
    assert app.running


def _with_card(card):
    hands = [list(h) for h in DEAL["hands"]]
    hands[0][3] = card                  # in place of the Red Amulet
    return dict(DEAL, hands=hands)


def test_shot_popup_is_built_from_the_decision(app):
    t = make_table(app, deal=_with_card(75))            # Red Parchment: Shot
    t.human_act(("play", 75))
    settle(app, t)
    d = t.rules.decision(t.state)
    assert d.kind == "choose" and t.popup is not None and t.popup.tag == "shoot"
    assert t.popup.title == d.prompt
    assert [o.label for o in t.popup.options] == [t.names[s] for s in (1, 2, 3)]
    assert [o.action for o in t.popup.options] == [a for a in d.options if a[0] == "shoot"]
    click(app, t.element_rect("shoot:2").center)
    assert t.record.actions[-1] == ("shoot", 2)
    assert t.popup is None


def test_original_popup_walks_the_three_steps(app):
    t = make_table(app, deal=_with_card(96))            # Sylvar: the Original card
    assert t.rules.decision(t.state).hints["phase"] == "magic"
    t.human_act(("play", 96))
    titles = []
    for pick in ("free", "through", "draw0"):
        settle(app, t)
        assert t.popup is not None and t.popup.tag == "original"
        titles.append((t.popup.title, [o.label for o in t.popup.options]))
        click(app, t.element_rect(f"original:{pick}").center)
        assert t.record.actions[-1] == ("original", pick)
    assert titles == [
        ("Original card, step 1 of 3: choose one", ["Select", "Free"]),
        ("Original card, step 2 of 3: choose one", ["Again", "Reverse", "Shot", "Through"]),
        ("Original card, step 3 of 3: choose one", ["Draw 0", "Draw 1", "Draw 2", "Draw 3"])]


def test_the_log_says_you_for_the_human_and_names_the_ai(app):
    t = make_table(app)
    t.human_act(("play", 11))
    settle(app, t)
    lines = [line for line, _ in t.log.lines]
    assert lines[0] == "Round 1 begins; you start."
    assert any(line.startswith("You play ") for line in lines)
    assert any(line.startswith(f"{t.names[1]} plays ") or line.startswith(f"{t.names[1]} draws")
               for line in lines)
    assert not any(line.startswith("You plays") or line.startswith("You draws")
                   for line in lines)


def test_every_engine_event_has_a_table_handler(app):
    from engines.core.rng import Rng
    t = make_table(app)
    seen = set()
    for seed in range(12):
        s, events = RULES.start({"players": 2 + seed % 7}, seed)
        seen |= {e["type"] for e in events}
        rng = Rng(seed)
        while not RULES.is_over(s):
            legal = RULES.legal_actions(s)
            seen |= {e["type"] for e in RULES.apply(s, legal[rng.randrange(len(legal))])}
    assert {"GameStarted", "GameOver", "TurnBegan"} <= seen
    assert [kind for kind in sorted(seen) if not t.pipeline.handles(kind)] == []
    # a type is handled or ignored, never both (the handler would win unseen)
    assert not set(t.pipeline.handlers) & t.pipeline.ignored


def test_the_demo_reports_no_unhandled_event(app):
    from tests.scenes.shell_helpers import watch_demo
    scene = watch_demo(app, "magi", players=4, seed=3)
    assert len(scene.record.actions) > 50
    assert scene.unhandled_events == {}
