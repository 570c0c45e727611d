"""Issue 9 "A player can browse any discard pile / graveyard (click it). Hiding the log
gives its column to the table": the kit's pile browser (opened by a table's ``pile_at``
hook or ``browse_pile``) and the log's layout callback, on every table."""
from __future__ import annotations

import pygame
import pytest

from scenes.kit.pile_browser import VISIBLE, PileBrowser
from tests.scenes.kit.tables import built_keys, new_table, until
from tests.scenes.kit.test_dialogs_fit import _card_names, _players
from tests.scenes.kit.textfit import TextWatch
from tests.scenes.shell_helpers import click, key, motion, wheel


def _free_spot(t):
    """A point of the table no draggable, button or the log covers."""
    taken = [i.rect for i in t.drag.draggables] + [b.rect for b in t.buttons] + \
        [t.log.full_rect]
    for y in range(120, 600, 15):
        for x in range(40, 960, 15):
            if not any(r.collidepoint(x, y) for r in taken):
                return (x, y)
    raise AssertionError("no free spot on the table")


def _face(key, size):
    surf = pygame.Surface(size)
    surf.fill((40 + key * 9 % 200, 60, 90))
    return surf


@pytest.mark.parametrize("game", built_keys())
def test_clicking_a_pile_opens_it_newest_first_with_the_card_large(app, game):
    t = new_table(app, game, seed=3, speed="instant")
    until(app, lambda: not t.queue.busy)
    spot = _free_spot(t)
    names = _card_names(game)
    pile = [(k, names[k % len(names)], f"turn {k}") for k in range(14)]     # bottom first
    area = pygame.Rect(spot[0] - 5, spot[1] - 5, 10, 10)
    t.pile_at = lambda pos: ("Bram's discard pile", pile, _face) \
        if area.collidepoint(pos) else None
    click(app, spot)
    browser = app.stack.top
    assert isinstance(browser, PileBrowser), "clicking the pile did not open it"
    assert [k for k, _, _ in browser.items] == list(range(13, -1, -1))      # newest first
    assert browser.previewed == 13
    row = browser.row_rect(2)
    app.frame([motion(row.center)])
    assert browser.previewed == 11                  # the card under the mouse, large
    app.frame([motion(browser.rect.center), wheel(-3)])
    assert browser.scroll == 3 and browser.shown[0] == 3
    app.frame([wheel(-20)])
    assert browser.items[browser.shown[-1]][0] == 0 and len(browser.shown) == VISIBLE
    app.frame([key(pygame.K_ESCAPE)])
    assert app.stack.top is t
    until(app, lambda: not t.queue.busy)   # (the table played on under the browser)
    click(app, spot)
    assert isinstance(app.stack.top, PileBrowser)
    click(app, (1270, 5))                           # a click beside the panel closes it
    assert app.stack.top is t


@pytest.mark.parametrize("game", built_keys())
def test_the_pile_browser_keeps_its_text_inside(app, monkeypatch, game):
    watch = TextWatch(monkeypatch)
    names, players = _card_names(game), _players(game)
    problems = []
    for n in (0, 3, 40):
        cards = [(k, f"{names[k % 4]} of {players[k % len(players)]}", f"cost {k} (X)")
                 for k in range(n)]
        b = PileBrowser(app, f"{players[0]}'s discard pile: every card of {names[0]}",
                        cards, _face)
        b.hover = 1 if n > 1 else None
        screen = watch.screen()
        b.draw(screen)
        rows = [b.row_rect(i) for i in b.shown]
        problems += watch.problems(screen, b.rect, [b.close_button.rect, *rows], f"pile {n}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", built_keys())
def test_hiding_the_log_tells_the_table_so_it_can_take_the_column(app, game):
    t = new_table(app, game, seed=3, speed="instant")
    told = []
    t.log_toggled = told.append
    until(app, lambda: not t.queue.busy)
    app.frame([key(pygame.K_l)])
    assert told == [True] and t.log.collapsed
    click(app, t.log.toggle_rect.center)
    assert told == [True, False] and not t.log.collapsed
