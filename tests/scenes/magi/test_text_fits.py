"""Magi's pop-ups and panels with the longest card names and player names: every text
surface drawn stays inside its box (seat plates, the round scoreboard, the choice
tiles, the discard pile's list, the hand's name tag, the phase line), texts of one box
never overlap, and long names lose whole words, not letters."""
from __future__ import annotations

import itertools

import pygame
import pytest

from app.ui import text
from engines.core.decision import Decision
from engines.magi import CARDS
from scenes.magi import layout as L

LONG = ["You", "Maximilian Bartholomew Fitzgerald-Worthington the Third",
        "Anastasia Konstantinovna Rimsky-Korsakova", "Wolfeschlegelsteinhausenbergerdorff",
        "Bartholomew " * 5, "Zebedee Ignatius Quackenbush", "W" * 64, "Li"]
LONGEST_CARDS = sorted(range(len(CARDS)), key=lambda c: -len(CARDS[c].name))


class TextProbe:
    """Tags every surface app.ui.text renders, so a recording surface can tell text."""

    def __init__(self, monkeypatch) -> None:
        self.ids: set[int] = set()
        self.keep: list = []
        for name in ("render", "fit", "render_wrapped"):
            monkeypatch.setattr(text, name, self._wrap(getattr(text, name)))

    def _wrap(self, fn):
        def wrapped(*args, **kw):
            surf = fn(*args, **kw)
            self.ids.add(id(surf))
            self.keep.append(surf)
            return surf
        return wrapped


class Rec(pygame.Surface):
    """A surface that records where text surfaces are blitted on it."""

    def __init__(self, size, probe: TextProbe) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.probe = probe
        self.texts: list[pygame.Rect] = []

    def blit(self, source, dest, area=None, special_flags=0):
        if id(source) in self.probe.ids:
            at = dest.topleft if isinstance(dest, pygame.Rect) else (dest[0], dest[1])
            self.texts.append(pygame.Rect(at, source.get_size()))
        return super().blit(source, dest, area, special_flags)


@pytest.fixture
def probe(monkeypatch):
    return TextProbe(monkeypatch)


def inside(rects, box, margin=0):
    box = pygame.Rect(box).inflate(-2 * margin, -2 * margin)
    bad = [r for r in rects if not box.contains(r)]
    assert not bad, f"text outside {box}: {bad}"


def apart(rects):
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b), f"texts overlap: {a} {b}"


def test_seat_plates_fit_the_longest_names_and_scores(probe):
    from scenes.magi.seats import SeatPlates
    names = LONG[:8]
    lay = L.Layout(8, 0)
    plates = SeatPlates(lay, names, 0)
    for seat in range(8):
        # a "Magi!" badge only with one or two cards (a call ends when the hand grows)
        for count, total, called in ((1, 0, True), (20, 999, False), (2, 48, True)):
            surf = Rec(lay.plate(seat).size, probe)
            plates.paint_plate(surf, seat, count, total, called, seat == 1)
            if seat == 0:
                plates._decorate_human(surf)
            assert len(surf.texts) >= 3
            inside(surf.texts, surf.get_rect(), margin=2)
            apart(surf.texts)


def test_long_names_lose_whole_words_never_letters():
    def shorten(label, size, width):
        return text.shorten(label, size, width, text.BOLD)
    assert shorten("Maximilian Bartholomew Fitzgerald", 17, 200) in (
        "Maximilian Bartholomew…", "Maximilian…")
    short = shorten("Anastasia Konstantinovna Rimsky-Korsakova", 15, 150)
    assert short.endswith("…") and short[:-1] in ("Anastasia", "Anastasia Konstantinovna")
    assert shorten("Li", 15, 150) == "Li"
    one_word = shorten("W" * 64, 15, 100)                 # nothing else fits
    assert one_word.endswith("…") and text.font(15, text.BOLD).size(one_word)[0] <= 100


def test_round_scoreboard_fits_long_names_and_big_scores(app, probe):
    from scenes.magi.scoreboard import RoundScoreboard
    for winner in (1, 6):
        sb = RoundScoreboard(app, LONG, [0, 123, 999, 8, 77, 5, 200, 1],
                             [0, 1023, 999, 8, 77, 5, 200, 1], 12, winner, 50)
        screen = Rec(L.SCREEN.size, probe)
        sb.draw(screen)
        inside(screen.texts, sb.rect, margin=4)
        apart(screen.texts)


def decision_for(kind, players=8):
    if kind == "shoot":
        options = tuple(("shoot", s) for s in range(1, players))
        return Decision(0, "choose", options, "Shot: choose the player who moves next",
                        labels=tuple(LONG[s] for s in range(1, players)), source=96,
                        targets=tuple(range(1, players)), hints={"choice": "shoot"})
    if kind == "colour":
        options = tuple(("colour", c) for c in ("red", "blue", "green", "yellow"))
        return Decision(0, "choose", options, "Select: choose the colour",
                        labels=("Red", "Blue", "Green", "Yellow"), source=59,
                        hints={"choice": "colour"})
    from engines.magi.decision import ORIGINAL_WORDS
    from engines.magi.rules import ORIG_GROUPS
    vals = ORIG_GROUPS["orig2"]
    return Decision(0, "choose", tuple(("original", v) for v in vals),
                    "Original card, step 2 of 3: choose one",
                    labels=tuple(ORIGINAL_WORDS[v] for v in vals), source=96,
                    hints={"choice": "original", "step": 2})


@pytest.mark.parametrize("kind", ["shoot", "colour", "original"])
def test_choice_tiles_fit_their_labels(probe, kind):
    from scenes.magi.choice_tiles import choice_popup
    popup = choice_popup(decision_for(kind), [20] * 8, lambda a: None)
    screen = Rec(L.SCREEN.size, probe)
    popup.draw(screen)
    inside(screen.texts, popup.rect, margin=2)
    assert pygame.Rect(0, 0, 1280, 720).contains(popup.rect)
    tiles = [o.rect for o in popup.options]
    for r in screen.texts:                  # each text in the title or inside one tile
        assert r.bottom <= min(t.top for t in tiles) or any(t.contains(r) for t in tiles), r
    if kind == "shoot":
        labels = [o.label for o in popup.options]
        assert "Maximilian Bartholomew…" in labels or "Maximilian…" in labels
        assert "Li" in labels


def test_the_hand_name_tag_fits_every_card(app):
    from tests.scenes.magi.test_table import make_table
    t = make_table(app)
    for cid in LONGEST_CARDS[:10] + [0]:
        t.hand.rects[cid] = pygame.Rect(t.places.layout.hand_rect.right - 20, L.HAND_Y, 88, 124)
        img, box = t.drawer.name_tag(cid)
        assert box.contains(img.get_rect(center=box.center))
        assert L.SCREEN.contains(box)
        assert img.get_width() >= text.font(12, text.BOLD).size(CARDS[cid].name)[0]


def test_the_phase_line_fits_the_table_with_long_names(app, probe):
    from scenes.magi import table_scene
    t = table_scene(app, players=8, seed=1, names=LONG, inline_ai=True, autosave=False)
    for seat in range(8):
        for phase in ("magic", "main", "drawn", "choice", "drawing", "closing", "calling"):
            t.shown.current, t.shown.phase = seat, phase
            screen = Rec(L.SCREEN.size, probe)
            t.drawer.draw_phase(screen)
            inside(screen.texts, t.places.layout.table_rect)
            assert all(r.w <= 560 for r in screen.texts)
