"""The builder kit's parts a builder of several parts is made of (Arena's army builder
is one): the column's rows (counted, or a numbered slot a copy padded with empty places),
the budget and the count by kind, the row of leaders, the pool of a few tiles in fixed
places, the chips of which one is on; and the scene's zoom of a card's face with its
whole text, as the tables zoom one."""
from __future__ import annotations

import pygame

from app.ui import palette
from scenes.kit.builder import draw as kit_draw
from scenes.kit.builder import leader as kit_leader
from scenes.kit.builder.leader import LeaderRow
from scenes.kit.builder.pool import ChipChoice, TilePool
from scenes.kit.builder.rows import Rows
from scenes.kit.builder.scene import ZoomView
from scenes.kit.builder.summary import budget, tally
from tests.scenes.kit.builder.tiny import open_tiny
from tests.scenes.shell_helpers import click


def _no_row(surface, rect, key, place) -> None:
    pass


def test_counted_rows_offer_plus_only_while_another_copy_may_join():
    out: list[str] = []
    rows = Rows("row", pygame.Rect(0, 0, 300, 3 * 40), 36, 4, out.append,
                lambda k: out.append(f"-{k}"))
    drags = rows.layout([("a", 2), ("b", 1)], lambda k: k == "a", _no_row, head=("L",))
    assert [k for _, k in rows.rows] == ["L", "a", "b"]           # the leader heads, no buttons
    assert [g for _, _, g in rows.zones] == ["−", "+", "✕"]        # the last copy: ✕
    assert [d.payload for d in drags] == [("row", "a"), ("row", "b")]
    for _, action, _ in rows.zones:
        action()
    assert out == ["-a", "a", "-b"]
    rows.layout([("a", 1), ("b", 1), ("c", 1)], lambda k: True, _no_row, head=("L",))
    assert len(rows.rows) == 3 and rows.left_out == 1             # what does not fit: counted


def test_slots_number_each_copy_and_pad_with_empty_places():
    rows = Rows("slot", pygame.Rect(0, 0, 300, 6 * 26), 24, 2, print, print, slots=5)
    rows.layout([("a", 2), ("b", 1)], lambda k: True, _no_row)
    assert [k for _, k in rows.rows] == ["a", "a", "b"] and len(rows.empty) == 2
    assert [g for _, _, g in rows.zones] == ["✕"] * 3               # a slot: out, never +
    places: list[int] = []
    rows.draw(pygame.Surface((300, 200)), (-1, -1), {("slot", 1)},
              lambda s, r, k, place: places.append(place))
    assert places == [1, 3]                                       # the one in the air: a hole


def test_the_budget_says_what_is_left_or_how_far_over_and_tally_counts_by_kind(monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(kit_draw.text, "blit_text", lambda s, words, *a, **k: said.append(words)
                        or pygame.Rect(0, 0, 1, 1))
    surface = pygame.Surface((400, 100))
    budget(surface, pygame.Rect(10, 40, 300, 16), "Cost", "budget", [(120, (200, 0, 0))] * 2,
           200)
    assert said == ["Cost 240 / 200", "40 over the budget"]
    assert tuple(surface.get_at((308, 48)))[:3] == palette.BAD[:3]      # the overrun: red
    assert tally(["x", "y", "x"], {"x": ("ex", "exes"), "y": ("why", "whys"),
                                   "z": ("zed", "zeds")}) == "2 exes · 1 why · 0 zeds"


def test_the_leader_row_marks_the_chosen_one_in_words(monkeypatch):
    row = LeaderRow(pygame.Rect(10, 10, 508, 80), ("p", "q", "r", "s"), 8, ("✓ Leads", "Pick"))
    assert row.rect_of("q").x == 10 + 121 + 8 and row.at(row.rect_of("s").center) == "s"
    said: list[str] = []
    real_fit = kit_leader.text.fit
    monkeypatch.setattr(kit_leader.text, "fit",
                        lambda words, *a, **k: said.append(words) or real_fit(words, *a, **k))
    row.draw(pygame.Surface((600, 120)), "q", (-1, -1), lambda key: (
        (90, 90, 200), pygame.Surface((20, 40)), key.upper(), pygame.Surface((14, 14)), "note"))
    assert said.count("✓ Leads") == 1 and said.count("Pick") == 3 and "Q" in said


class _Pool(ChipChoice, TilePool):
    AREA = pygame.Rect(0, 0, 400, 300)

    def place(self, model) -> list[tuple]:
        return [(pygame.Rect(10 + 60 * i, 60, 50, 50), f"{self.shown}{i}") for i in range(3)]

    def picture(self, tile) -> pygame.Surface:
        return pygame.Surface(tile[0].size)


def test_a_pool_of_fixed_tiles_shows_the_chosen_chips_cards():
    changed: list[int] = []
    pool = _Pool(10, 10, 30, [(60, "Red", "r", {}), (60, "Blue", "b", {})],
                 lambda: changed.append(1))
    pool.show("r")
    assert [c.on for c in pool.chips] == [True, False]
    blue = pool.chips[1].rect.center
    click_event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=blue, button=1)
    assert pool.handle(click_event) and pool.shown == "b" and changed == [1, 1]
    drags = pool.layout(None)
    assert [d.payload for d in drags] == [("pool", "b0"), ("pool", "b1"), ("pool", "b2")]
    assert pool.card_at(pool.tiles[1][0].center) == "b1"


def test_a_rested_card_is_zoomed_with_its_face_and_whole_text(app, fresh_home, monkeypatch):
    shown: list[tuple] = []
    monkeypatch.setattr(ZoomView, "draw_zoom",
                        lambda self, surface, face, title, body, anchor: shown.append(
                            (face.get_size(), title, body)))
    scene = open_tiny(app)
    scene._layout()
    rect = next(r for r, n in scene.pool_panel.tiles if n == "Cat")
    click(app, rect.center, button=3)
    shown.clear()
    scene.draw(pygame.Surface((1280, 720)))
    assert shown == [((140, 60), "Cat", "Cat: a tiny card")]
