"""The Arena table's army panels with big armies (issue 27: 1,000-point builds fill an
army with copies of its colour's cheapest common card, Chandra's with 15 Flamewing
Phoenixes): a seat's rows never get shorter than readable (a Duel row two lines, a
compact one a line); when they would, every copy of an army card shares one row that
says how many ("×15") and how many of their figures stand; a click on that row, with
several copies that may be chosen, asks which one in a pop-up (never choosing for the
player) and the button clicked is the engine's choice. Armies that fit (500 points)
keep a row per card, as before."""
from __future__ import annotations

import pygame

import pytest

from app.ui import text
from engines.arena.content import ARMY_INDEX
from scenes.arena import layout as L
from scenes.kit.popup_base import ButtonsPopup
from tests.scenes.arena.helpers import seated, settle
from tests.scenes.kit.textfit import TextWatch
from tests.scenes.shell_helpers import click

BIG = {"build": 1000, "armies": ["chandra", "jace"]}


def _rows(t, seat) -> list:
    """The rows of a seat's panel, as the cards' rects say (copies share one)."""
    out: list = []
    for r in t.places.card_rects_of(seat):
        if r not in out:
            out.append(r)
    return out


def _check_rows(t, least: int) -> None:
    for seat in t.places.seat_order():
        panel = t.places.seat_panel(seat)
        rows = _rows(t, seat)
        assert rows
        for i, r in enumerate(rows):
            assert r.h >= least, f"seat {seat}: a row {r.h} px tall"
            assert panel.contains(r), f"seat {seat}: a row out of its panel"
            for other in rows[i + 1:]:
                assert not r.colliderect(other), f"seat {seat}: rows overlap"


def test_a_1000_point_duel_keeps_its_rows_readable_and_apart(app):
    """Issue 27: at 1,000 points the Duel's seat panels keep every row at least two
    lines tall, none over another, inside its panel (copies share a row)."""
    t = seated(app, 2, options=dict(BIG))
    settle(app, t)
    assert len(t.state.army[0]) > 10           # the big build: many copies
    _check_rows(t, L.ROW_MIN)


def test_the_copies_row_reads_how_many_and_keeps_its_text_inside(app, monkeypatch):
    """One row for the 15 Flamewing Phoenixes reads "×15" and how many of their 45
    figures stand; no text of the panels runs out of its row or over another."""
    t = seated(app, 2, options=dict(BIG))
    settle(app, t)
    said: list = []
    for name in ("render", "fit"):
        real = getattr(text, name)

        def spy(words, *a, _real=real, **kw):
            said.append(words)
            return _real(words, *a, **kw)
        monkeypatch.setattr(text, name, spy)
    t.drawer.panels.draw_seats(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    assert "×15" in said, "the copies' row does not say how many"
    assert any("45 of 45 figures" in w for w in said)
    watch = TextWatch(monkeypatch)
    screen = watch.screen()
    t.drawer.panels.draw_seats(screen)
    parts = [r for seat in t.places.seat_order() for r in _rows(t, seat)]
    problems = watch.problems(screen, L.Layout().side.inflate(2, 2), parts, "seats")
    monkeypatch.undo()
    assert not problems, "\n".join(problems)


def _to_two_phoenix_choices(app, t) -> list:
    """Play the human's setup and first turns (summoning Phoenixes) until two copies of
    the Flamewing Phoenixes may be chosen; their cards."""
    s = t.state
    phoenixes = [c for c in s.army[0] if s.c_key[c] == ARMY_INDEX["phoenixes"]]
    for _ in range(80):
        legal = t.legal()
        choices = [a[1] for a in legal if a[0] == "card" and a[1] in phoenixes]
        if len(choices) > 1:
            return choices
        if t.popup is not None:
            t.popup.choose(legal[0])
        else:
            pick = next((a for a in legal if a[0] == "summon" and a[1] in phoenixes),
                        next((a for a in legal if a[0] == "put"),
                             ("end",) if ("end",) in legal else legal[0]))
            t.human_act(pick)
        settle(app, t)
    raise AssertionError("never two Phoenixes to choose from")


def test_a_click_on_a_copies_row_asks_which_copy_and_plays_the_one_clicked(app):
    """Several copies in one row may be chosen: the click opens a pop-up with a button
    per copy (nothing chosen yet); the button clicked is the card the engine chooses."""
    t = seated(app, 2, options=dict(BIG))
    settle(app, t)
    choices = _to_two_phoenix_choices(app, t)
    app.frame()
    row = t.places.card_rect(choices[-1])
    done = len(t.record.actions)
    click(app, row.center)
    assert len(t.record.actions) == done, "a copy was chosen for the player"
    assert isinstance(t.popup, ButtonsPopup), "no pop-up asks which copy"
    names = [o.label for o in t.popup.options]
    assert len(names) == len(choices)
    assert all(n.startswith("Flamewing Phoenixes ") for n in names)
    button = t.popup.rects[f"copy:{choices[-1]}"]
    click(app, button.center)
    assert t.record.actions[done] == ("card", choices[-1])
    assert t.popup is None


def test_a_four_seat_1000_point_table_keeps_its_compact_rows_apart(app):
    """Issue 27 at 3-5 seats: each compact row at least a line tall, none over another,
    inside its panel."""
    t = seated(app, 4, options={"build": 1000})
    settle(app, t)
    assert max(len(t.state.army[p]) for p in range(4)) > 8
    _check_rows(t, L.COMPACT_ROW_MIN)


@pytest.mark.parametrize("players", [2, 5])
def test_armies_that_fit_keep_a_row_per_card(app, players):
    """A guard: at 500 points (rows tall enough) no copies are grouped, each card has
    the row it had before issue 27."""
    t = seated(app, players)
    settle(app, t)
    for seat in range(players):
        rects = t.places.card_rects_of(seat)
        panel = t.places.seat_panel(seat)
        n = len(t.state.army[seat])
        want = L.card_rects(panel, n) if players == 2 else L.compact_card_rects(panel, n)
        assert rects == want


def test_more_copies_than_buttons_fit_are_asked_in_a_scrolling_list(app):
    """At 2,000 points Chandra's army holds 44 Phoenixes: asked among all of them, the
    chooser is the kit's scrolling list (a button each would run off the battlefield),
    a row per copy, and nothing is chosen until one is clicked."""
    from engines.arena.read import Battle
    from scenes.arena.army_copies import MOST_BUTTONS, chooser
    from scenes.kit.popups import ListPopup
    t = seated(app, 2, options={"build": 2000, "armies": ["chandra", "jace"]})
    settle(app, t)
    s = Battle(t.state)
    copies = [c for c in s.army(0) if s.card_key(c) == ARMY_INDEX["phoenixes"]]
    assert len(copies) > MOST_BUTTONS
    picked: list = []
    popup = chooser(s, 0, copies, picked.append, lambda: None, t.view.board_area)
    assert isinstance(popup, ListPopup)
    assert [a for a, _, _ in popup.items] == [("card", c) for c in copies]
    assert popup.items[2][1].startswith("Flamewing Phoenixes 3 ")
    assert t.view.board_area.contains(popup.rect) and not picked
    _check_rows(t, L.ROW_MIN)


def test_a_seat_expanded_on_hover_groups_its_copies_when_they_would_overflow(app):
    """At 3-5 seats, hovering a seat's name shows its cards large beside the column; at
    1,000 points a card each would run off the screen: copies share a row, the whole
    seat stays on the screen, and a click on a row of copies none may be chosen shows
    the card (nothing played)."""
    from tests.scenes.shell_helpers import motion
    t = seated(app, 4, options={"build": 1000})
    settle(app, t)
    screen = pygame.Rect((0, 0), t.layout.room)
    for seat in range(4):
        head = t.places.head_rect(seat)
        app.frame([motion((head.x + 40, head.y + 8))])
        assert t.places.expanded_seat() == seat
        box = t.places.expanded_rect(seat)
        assert screen.contains(box), f"seat {seat}'s expanded view runs off the screen"
        rows: list = []
        for r in t.places.expanded_card_rects(seat):
            assert box.contains(r)
            if r not in rows:
                rows.append(r)
        for i, r in enumerate(rows):
            assert not any(r.colliderect(o) for o in rows[i + 1:])
    other = t.places.seat_order()[0]
    head = t.places.head_rect(other)
    app.frame([motion((head.x + 40, head.y + 8))])
    row = max(t.places.expanded_card_rects(other), key=lambda r: t.places.expanded_card_rects(
        other).count(r))
    app.frame([motion(row.center)])
    done = len(t.record.actions)
    click(app, row.center)
    assert len(t.record.actions) == done and t.popup is None
    assert t.zoom_key is not None and t.zoom_key[0] == "army"
