"""The table kit's pop-up family, built directly (no table): layout keeps every text
inside its box and above the buttons, number keys / Enter / Esc, and popup_for's
choice of variant for each kind of Decision."""
from __future__ import annotations

import pygame
import pytest

from engines.core.decision import Decision
from scenes.kit.popups import (ButtonsPopup, DistributePopup, ListPopup, NumberPopup, Option,
                               PowerMenu, TilesPopup, popup_for)
from tests.scenes.shell_helpers import key, motion, wheel

LONG = ("Vitalize will target Bram's Furok, which already has more energy than it "
        "started with, and the Relic beside it answers: go on?")


def up(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def down(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def click(p, pos):
    p.handle(motion(pos))
    p.handle(down(pos))
    p.handle(up(pos))


class Answers(list):
    def __call__(self, action):
        self.append(action)


def test_a_long_title_and_body_stay_inside_the_box_and_above_the_buttons():
    got = Answers()
    p = ButtonsPopup(LONG, [("Go on", ("yes",)), ("Cancel", ("no",))], got, body=LONG * 2,
                     centre=(500, 360))
    assert p.rect.w <= p.max_width
    assert p._head.get_width() <= p.rect.w - 28
    top_of_buttons = min(b.rect.y for b in p.buttons)
    assert p.rect.y + p.top <= top_of_buttons
    assert all(p.rect.contains(b.rect) for b in p.buttons)
    surface = pygame.Surface((1280, 720))
    p.draw(surface)
    click(p, p.rects["go on"].center)
    assert got == [("yes",)]


def test_number_keys_pick_and_esc_cancels_only_when_it_can():
    got, closed = Answers(), []
    p = ButtonsPopup("Which?", [("A", ("a",)), ("B", ("b",)), ("C", ("c",))], got,
                     on_cancel=lambda: closed.append(1))
    assert p.handle(key(pygame.K_2)) and got == [("b",)]
    assert not p.handle(key(pygame.K_9))
    assert p.cancellable and p.handle(key(pygame.K_ESCAPE)) and closed == [1]
    q = ButtonsPopup("Which?", [("A", ("a",))], got)
    assert not q.cancellable and not q.handle(key(pygame.K_ESCAPE))


def test_a_modal_popup_takes_every_click_and_a_click_beside_cancels():
    closed = []
    p = ButtonsPopup("Which?", [("A", ("a",))], Answers(), modal=True, closes_outside=True,
                     on_cancel=lambda: closed.append(1), centre=(500, 360))
    assert p.handle(down((5, 5)))
    assert p.handle(up((5, 5))) and closed == [1]
    q = ButtonsPopup("Which?", [("A", ("a",))], Answers(), centre=(500, 360))
    assert not q.handle(down((5, 5))) and not q.handle(up((5, 5)))   # the table's turn


def test_buttons_wrap_into_rows_and_draw_their_icons():
    drawn = []
    opts = [Option(("pick", k), f"Academy option {k}", icon=k) for k in range(6)]
    p = ButtonsPopup("Take a gem from", opts, Answers(),
                     icon=lambda s, r, k: drawn.append(k), bounds=pygame.Rect(0, 0, 1280, 720))
    rows = {o.rect.y for o in p.options}
    assert len(rows) >= 2 and all(p.rect.contains(o.rect) for o in p.options)
    p.draw(pygame.Surface((1280, 720)))
    assert drawn == list(range(6))


def test_tiles_take_the_answer_on_release_over_the_same_tile():
    got = Answers()
    tiles = [Option(("c", k), k.title(), f"colour:{k}", colour=(200, 40, 40), filled=True,
                    icon=k) for k in ("red", "blue")]
    p = TilesPopup("Choose a colour", tiles, got, icon=lambda s, r, k: None, centre=(510, 300))
    red, blue = p.rects["colour:red"], p.rects["colour:blue"]
    p.handle(down(red.center))
    p.handle(up(blue.center))                # pressed on one, released on another
    assert got == []
    p.handle(down(blue.center))
    p.handle(up(blue.center))
    assert got == [("c", "blue")]
    assert p.handle(down((2, 2)))            # modal
    p.draw(pygame.Surface((1280, 720)))


def test_tiles_grow_for_their_small_print():
    sub = "A long explanation of what this choice does, in several lines. " * 2
    p = TilesPopup("Choose", [Option(("x",), "X", sub=sub)], Answers(), tile_size=(150, 60))
    o = p.options[0]
    assert o.rect.h > 60 and p.rect.contains(o.rect)


def test_number_popup_steps_slides_and_confirms():
    got = Answers()
    p = NumberPopup("Choose X", [(n, ("number", n)) for n in range(0, 5)], got,
                    value_format="X = {value}")
    assert p.value == 4
    p.handle(key(pygame.K_LEFT))
    assert p.value == 3
    p.handle(key(pygame.K_2))                # a digit sets the value
    assert p.value == 2
    p.handle(key(pygame.K_RETURN))
    assert got == [("number", 2)]
    click(p, p.rects["plus"].center)
    assert p.value == 3
    p.draw(pygame.Surface((1280, 720)))


def test_distribute_confirms_only_once_all_is_shared():
    got = Answers()
    p = DistributePopup("Share out 2", [(("t", 4), "Furok (has 3)", 3, 4),
                                        (("t", 9), "Pup (has 1)", 1, 9)], 2, got)
    click(p, p.rects["plus:9"].center)
    click(p, p.rects["plus:9"].center)       # Pup is full
    assert p.given == {4: 0, 9: 1}
    assert not p.confirm() and got == []
    p.handle(key(pygame.K_1))                # one more to the first target
    p.draw(pygame.Surface((1280, 720)))
    assert p.ok.enabled
    click(p, p.rects["confirm"].center)
    assert got == [[("t", 4), ("t", 9)]]


def test_list_popup_scrolls_hovers_and_picks():
    got, hovered = Answers(), []
    items = [(("pick", k), f"Card {k}", "Spell · cost 1") for k in range(10)]
    p = ListPopup("Take a card", items, got, extra=[("Take none", ("done",))],
                  on_hover=lambda a, pos: hovered.append(a), anchor=(500, 560))
    r = p.row_rect(2)
    p.handle(motion(r.center))
    assert hovered[-1] == ("pick", 2)
    pygame.mouse.set_pos(p.rect.center)
    p.handle(wheel(-1))
    p.handle(key(pygame.K_1))
    assert got[-1] == items[p.scroll][0]
    click(p, p.rects["take none"].center)
    assert got[-1] == ("done",)
    p.draw(pygame.Surface((1280, 720)))


def test_power_menu_greys_what_cannot_be_used_and_closes_beside():
    got, closed = Answers(), []
    entries = [(("power", 1, 0), "Vitalize — cost 2", "Add two energy.", None, "power:0"),
               (("power", 1, 1), "Blast — cost 9", "Deal nine.", "Not enough energy", "power:1")]
    p = PowerMenu("Furok: powers", entries, got, lambda: closed.append(1), anchor=(500, 400))
    assert [o.enabled for o in p.options] == [True, False]
    p.handle(key(pygame.K_1))
    assert got == [("power", 1, 0)]
    p.move_beside(pygame.Rect(100, 300, 80, 110))
    assert p.rect.x > 180 and p.rects["power:0"].x > 180
    p.handle(down((5, 5)))
    assert p.handle(up((5, 5))) and closed == [1]
    p.draw(pygame.Surface((1280, 720)))


@pytest.mark.parametrize("kind, cls", [("choose", ButtonsPopup), ("yes_no", ButtonsPopup),
                                       ("confirm", ButtonsPopup), ("number", NumberPopup),
                                       ("distribute", DistributePopup), ("pick", ListPopup),
                                       ("order", ListPopup)])
def test_popup_for_builds_the_variant_of_each_kind(kind, cls):
    opts = (("x", 1), ("x", 2), ("x", 3))
    extra = {"distribute": {"total": 3, "targets": (10, 11, 12)},
             "number": {"low": 1, "high": 3}}.get(kind, {})
    d = Decision(0, kind, opts, "Choose", labels=("One", "Two", "Three"), **extra)
    p = popup_for(d, Answers())
    assert isinstance(p, cls)
    p.draw(pygame.Surface((1280, 720)))
    if cls is DistributePopup:
        assert "plus:11" in p.rects
    if cls is NumberPopup:
        assert [v for v, _ in p.values] == [1, 2, 3]


def test_popup_for_the_free_turn_is_none():
    assert popup_for(Decision(0, "turn", (("end",),), "Your turn"), Answers()) is None
    assert popup_for(None, Answers()) is None
