"""Issue 9 (play-feel) on the Magi-Nation table, driven by synthetic input: what the
player is shown before a choice is made for them, labelled choices, steps that pass by
themselves, the 3-4 player layout, browsing piles."""
from __future__ import annotations

import pygame

from engines.magination import RULES
from engines.magination.testing import duel, iid
from tests.scenes.magination.test_table import (at_step, click, drive, ev, make_table,
                                                settle)


def staged(app, s, names=("You", "Bram")):
    """A table showing position ``s`` (built with engines.magination.testing, not
    replayable: no undo, no autosave)."""
    s.names = list(names)[:s.players]
    _, acts = drive(until=at_step(4))
    t = make_table(app, acts)
    t.state = s
    t.names = list(s.names)
    t._legal_cache = t._decision_cache = None
    t._show_state()
    settle(app, t)
    return t


def test_a_lone_harmful_target_is_named_and_can_be_cancelled(app):
    s = duel("Pruitt", "Grega", [("Weebo", 5)], [("Furok", 1)])
    t = staged(app, s)
    weebo, furok = iid(s, 0, "Weebo", "creatures"), iid(s, 1, "Furok", "creatures")
    click(app, t.element_rect(f"card:{weebo}").center)
    click(app, t.element_rect("popup:power:0").center)
    assert t.record.actions[-1] == ("power", weebo, 0)
    settle(app, t)
    app.frame()
    assert t.popup is not None and "Bram's Furok" in t.popup.title
    assert "cancel" in t.popup.rects
    app.save_screenshot("/tmp/mn_confirm.png")
    click(app, t.element_rect("popup:cancel").center)
    assert t.record.actions[-1] == ("no",)
    settle(app, t)
    assert t.state.energy[weebo] == 5 and t.state.energy[furok] == 1
    assert any("cancel Vitalize" in line for line, _ in t.log.lines)


def test_esc_cancels_the_confirmation(app):
    s = duel("Pruitt", "Grega", [("Weebo", 5)], [("Furok", 1)])
    t = staged(app, s)
    weebo = iid(s, 0, "Weebo", "creatures")
    t.human_act(("power", weebo, 0))
    settle(app, t)
    app.frame()
    assert t.popup is not None
    app.frame([ev(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])
    assert t.record.actions[-1] == ("no",)
    assert RULES.decision(t.state).kind == "turn"


def test_tap_roots_says_which_creature_loses_and_which_gains_and_starts_safe(app):
    s = duel("Pruitt", "Grega", [("Weebo", 2), ("Furok", 4)], [("Quor", 4)],
             hand0=["Tap Roots"])
    t = staged(app, s)
    weebo, furok = iid(s, 0, "Weebo", "creatures"), iid(s, 0, "Furok", "creatures")
    t.human_act(("play", iid(s, 0, "Tap Roots")))
    settle(app, t)
    assert "to remove energy from" in t.pending_prompt()
    click(app, t.element_rect(f"card:{weebo}").center)
    settle(app, t)
    assert "to add energy to" in t.pending_prompt()
    click(app, t.element_rect(f"card:{furok}").center)
    settle(app, t)
    app.frame()
    p = t.popup
    assert p.title == "Tap Roots: energy to remove from your Weebo"
    assert p.value == 1 and p.warning is None                 # 2 would defeat Weebo
    click(app, t.element_rect("popup:plus").center)
    assert p.value == 2 and p.warning == "this defeats your Weebo"
    app.save_screenshot("/tmp/mn_taproots_warn.png")
    click(app, t.element_rect("popup:minus").center)
    click(app, t.element_rect("popup:confirm").center)
    assert t.record.actions[-1] == ("number", 1)
    settle(app, t)
    app.frame()
    assert t.popup.title == "Tap Roots: energy to add to your Furok" and t.popup.value == 2
    click(app, t.element_rect("popup:confirm").center)
    settle(app, t)
    assert t.state.energy[weebo] == 1 and t.state.energy[furok] == 6
