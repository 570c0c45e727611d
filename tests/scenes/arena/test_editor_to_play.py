"""Issue 27, "done means": by mouse through the editor, a small map is built and saved,
opened again, chosen in the setup's Battlefield row, and a Duel on it is played to the
end against the Easy AI (the player's own moves are an Easy agent's picks, made through
the table as a click would make them)."""
from __future__ import annotations

import pygame

from app.battlefields import BATTLEFIELDS
from engines.arena import RULES
from engines.arena.ai import make_agent
from scenes.kit.game_over import GameOverScene
from tests.scenes.arena.test_editor import _at, _choose, _editor_from_setup, _setup, _stroke, _tool
from tests.scenes.arena.test_setup_scenario import _choose as _choose_row
from tests.scenes.kit.tables import until
from tests.scenes.shell_helpers import click, ev, press

NAME = "Made by Mouse"
DECISIONS = 3000        # the player's decisions at most (a 20-turn Duel ends well before)


def _build_and_save(app, setup) -> dict:
    editor = _editor_from_setup(app, setup)
    click(app, editor.new_button.rect.center)
    _choose(app, "Duel size")
    app.frame()
    click(app, editor.palette.higher.rect.center)            # a hill at level 3
    _stroke(app, editor, [(4, 7), (5, 7), (6, 7), (5, 8)])
    _tool(app, editor, "water")
    _stroke(app, editor, [(2, 9), (3, 9)])
    _tool(app, editor, "glyph")
    click(app, editor.palette.glyphs["P"].rect.center)
    click(app, _at(editor, 5, 8))
    _tool(app, editor, "zone:yellow")
    _stroke(app, editor, [(3, 0), (4, 0), (5, 0), (6, 0), (7, 0)])
    _tool(app, editor, "zone:orange")
    _stroke(app, editor, [(3, 16), (4, 16), (5, 16), (6, 16), (7, 16)])
    app.frame()
    assert editor.report.playable, editor.report.problems
    click(app, editor.name_field.rect.center)
    press(app, pygame.K_a, pygame.KMOD_CTRL)
    app.frame([ev(pygame.TEXTINPUT, text=NAME)])
    press(app, pygame.K_RETURN)
    click(app, editor.save_button.rect.center)
    made = editor.editor.battlefield()
    click(app, editor.back_button.rect.center)
    assert app.stack.top is setup
    return made


def test_a_map_built_in_the_editor_is_played_to_the_end_against_easy(app, fresh_home):
    setup = _setup(app)
    made = _build_and_save(app, setup)
    saved = BATTLEFIELDS.load(NAME)
    assert saved is not None and saved["valid"]
    while setup.difficulty != "easy":
        click(app, setup.difficulty_cycler.left.center)
    _choose_row(app, setup, "battlefield", "map:" + NAME)
    _choose_row(app, setup, "victory", "destroy")
    _choose_row(app, setup, "turns", "20")
    app.settings.animation_speed = "instant"
    app.frame()
    click(app, setup.start_button.rect.center)
    t = app.stack.top
    assert type(t).__name__ == "ArenaTable"
    assert t.state.board.n == len(made["hexes"])
    assert t.state.scenario == "custom_destroy" and t.state.turns == 20
    assert t.session.difficulty == "easy" and not t.session.levels     # against Easy
    me = make_agent(RULES, "easy", seed=3)
    for _ in range(DECISIONS):
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        if t.state.to_move is None:
            break
        t.popup = None
        legal = t.legal()
        assert t.human_act(me.choose(RULES.view(t.state, 0), legal)) is None
    until(app, lambda: t.state.to_move is None, 3000)
    until(app, lambda: isinstance(app.stack.top, GameOverScene), 600)
    res = RULES.result(t.state)
    assert res is not None and res["reason"] in ("planeswalker", "turns", "last standing")
    app.save_screenshot("/tmp/editor-played-to-the-end.png")
