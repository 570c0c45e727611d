"""Keyword help on every table (issue 23, item 16): each game has a glossary of the terms
its card texts use; the card zoom explains each term the zoomed card uses in a
"Keywords" box that fits on the screen; resting the mouse on a log line that names a
card zooms that card. Driven through the real tables by mouse."""
from __future__ import annotations

import random
import re

import pygame
import pytest

from scenes.kit.keywords import book_of, glossary_of, patterns_of
from tests.scenes.kit.tables import built_keys, new_table, until
from tests.scenes.shell_helpers import motion

FPS = 60
SIZE = (236, 340)


def _texts(game):
    """(title, zoom text) of every card of the game's book."""
    book = book_of(game)
    out = []
    for name in book.names:
        info = book.info(name, SIZE)
        assert info is not None, f"{game}: the book cannot show {name!r}"
        out.append((info[1], info[2]))
    return out


@pytest.mark.parametrize("game", built_keys())
def test_every_glossary_term_is_used_by_some_card(game):
    """A glossary lists only what the cards say: each of its terms is found in some
    card's zoom text (or on its face)."""
    glossary = glossary_of(game)
    assert glossary.terms, f"{game} has no glossary"
    used = set()
    for title, body in _texts(game):
        used |= {term for term, _ in glossary.found(body, title)}
    assert set(glossary.terms) - used == set()


@pytest.mark.parametrize("game", built_keys())
def test_every_term_the_card_texts_use_has_an_entry(game):
    """What the game's card texts use as jargon (its PATTERNS: a Mabinogi
    "(paralysis 2)", a Magi-Nation "Powers:", an Arena "Hidden enchant") is explained
    in its glossary, and every explanation is a sentence or two."""
    glossary = glossary_of(game)
    patterns = patterns_of(game)
    assert patterns, f"{game} says nothing of what counts as a term"
    missing = set()
    for _, body in _texts(game):
        for p in patterns:
            for m in re.finditer(p, body, re.MULTILINE):
                if not glossary.found(m.group(1)):
                    missing.add(m.group(1))
    assert missing == set()
    for term, words in glossary.terms.items():
        assert words.endswith(".") and 20 <= len(words) <= 240, term


def test_mabinogi_explains_paralysis_and_the_face_tags():
    """The testers' words: "(paralysis 2)" and the tags on a face (Turn end, On death,
    Evades, Ranged) are explained where the card is zoomed."""
    g = glossary_of("mabinogi")
    book = book_of("mabinogi")
    _, title, body = book.info("Dazzle", SIZE)
    assert "paralysis" in dict(g.found(body, title))
    for card, tag in (("Treant Elder", "Turn end"), ("Flame Imp", "On death"),
                      ("Cowardly Imp", "Evades"), ("Crossbowman", "Ranged")):
        _, title, body = book.info(card, SIZE)
        assert tag in dict(g.found(body, title)), card


def _settle(app, t):
    for _ in range(20):
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        if t.popup is None or t.state.to_move is None:
            return
        t.popup = None
        t.human_act(t.legal()[0])


def _keyword_spot(t):
    """A point over a card whose zoom text uses a glossary term, and its terms."""
    glossary = glossary_of(t.game_key)
    room = t.app.screen_size if hasattr(t.app, "screen_size") else (1280, 720)
    for y in range(40, min(700, room[1] - 20), 16):
        for x in range(20, 1000, 16):
            key = t.card_under((x, y))
            if key is None:
                continue
            info = t.parts.cards.info(key, SIZE)
            if info is None:
                continue
            found = glossary.found(info[2], info[1])
            if found:
                return (x, y), info[1], found
    return None


def _rest(app, pos, frames=FPS):
    app.frame([motion((pos[0] + 6, pos[1]))])
    app.frame([motion(pos)])
    for _ in range(frames):
        app.frame()


@pytest.mark.parametrize("game", built_keys())
def test_resting_on_a_card_explains_its_keywords(app, game):
    """The zoom of a card whose text uses a term has a Keywords box with each term's
    explanation, inside the screen and clear of the card."""
    rng = random.Random(3)
    t = new_table(app, game, seed=3, speed="instant")
    spot = None
    for _ in range(30):
        _settle(app, t)
        spot = _keyword_spot(t)
        if spot is not None or t.state.to_move is None:
            break
        t.popup = None
        t.human_act(rng.choice(t.legal()))
    assert spot is not None, "no card with a keyword to hover"
    pos, title, found = spot
    _rest(app, pos)
    assert t.zoom_key is not None, "resting on the card did not zoom it"
    z = t.zoomer
    assert z.shown_title == title
    assert z.shown_keywords == found
    screen = pygame.Rect((0, 0), (1280, 720))
    assert z.keywords_rect is not None and screen.contains(z.keywords_rect)


@pytest.mark.parametrize("game", built_keys())
def test_every_term_is_shown_inside_the_screen_where_room_is_short(game):
    """Even where there is no room under the text panel (the card with the most terms,
    zoomed near the screen's edge), the Keywords box lies inside the screen and drops
    no term to make room."""
    from app.ui import canvas
    from app.ui.cards import ZoomView
    glossary = glossary_of(game)
    book = book_of(game)
    best = max(book.names, key=lambda n: len(glossary.found(*book.info(n, SIZE)[2:0:-1])))
    face, title, body = book.info(best, SIZE)
    z = ZoomView(300, keywords=glossary.found)
    screen = canvas.Canvas(pygame.Surface((1280, 720), pygame.SRCALPHA), 1.0, (1280, 720))
    z.draw_zoom(screen, face, title, body, (1100, 200))
    assert z.shown_keywords
    bounds = pygame.Rect(0, 0, 1280, 720)
    assert bounds.contains(z.keywords_rect)
    # every term's name is shown: nothing dropped to make room
    assert [t for t, _ in z.shown_keywords] == [t for t, _ in glossary.found(body, title)]


def _log_spot(t):
    """A point over a log line naming a card, and the card's name."""
    r = t.log.rect
    for y in range(r.bottom - 8, r.y + 36, -6):
        for x in range(r.x + 16, r.right - 20, 8):
            hit = t.log.line_at((x, y))
            if hit is None:
                continue
            line, at, _ = hit
            name = t.card_named(line, at)
            if name is not None:
                return (x, y), name
    return None


@pytest.mark.parametrize("game", built_keys())
def test_resting_on_a_log_line_zooms_the_card_it_names(app, game):
    rng = random.Random(4)
    t = new_table(app, game, seed=4, speed="instant")
    spot = None
    for _ in range(60):
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        app.frame()
        spot = _log_spot(t)
        if spot is not None or t.state.to_move is None:
            break
        t.popup = None
        t.human_act(rng.choice(t.legal()))
    assert spot is not None, "no log line names a card"
    pos, name = spot
    t.popup = None
    _rest(app, pos)
    assert t.log_zoom.name == name
    assert t.zoomer.shown_title is not None
    assert t.zoomer.shown_title.lower().startswith(name.lower())
    # moving off the log lets it go
    app.frame([motion((5, 5))])
    app.frame()
    assert t.log_zoom.name is None


class _Blits(pygame.Surface):
    """A surface that keeps the whole rect of every picture blitted on it (not clipped:
    a text running past its panel's edge shows)."""

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.placed: list[pygame.Rect] = []
        _made.append(self)

    def blit(self, source, dest, area=None, special_flags=0):
        if not isinstance(self.__dict__.get("placed"), list):
            self.placed = []         # made by convert/copy (no __init__ ran)
        x, y = (dest.topleft if hasattr(dest, "topleft") else (dest[0], dest[1]))
        seen = source.get_bounding_rect()
        if area is not None:
            seen = seen.clip(pygame.Rect(area)).move(-pygame.Rect(area).x,
                                                     -pygame.Rect(area).y)
        if seen.w and seen.h:
            self.placed.append(seen.move(int(x), int(y)))
        return super().blit(source, dest, area, special_flags)


_made: list = []


@pytest.mark.parametrize("game", built_keys())
def test_no_keyword_text_is_cut_or_overflows(monkeypatch, game):
    """The Keywords box of the card with the most terms (drawn where there is no room
    under its text) holds every line it draws whole, and lies inside the screen."""
    from app.ui import canvas, cards, text
    from app.ui.cards import ZoomView
    monkeypatch.setattr(pygame, "Surface", _Blits)
    monkeypatch.setattr(canvas, "_SCALE", 1.0)
    for fn in (text.render, text.fit, text.render_wrapped, cards.text_panel,
               cards.keywords_panel):
        fn.cache_clear()
    _made.clear()
    glossary = glossary_of(game)
    book = book_of(game)
    best = max(book.names, key=lambda n: len(glossary.found(*book.info(n, SIZE)[2:0:-1])))
    face, title, body = book.info(best, SIZE)
    screen = canvas.Canvas(_Blits((1280, 720), pygame.SRCALPHA), 1.0, (1280, 720))
    z = ZoomView(300, keywords=glossary.found)
    area = z.draw_zoom(screen, face, title, body, (1100, 200))
    assert z.shown_keywords
    assert pygame.Rect(0, 0, 1280, 720).contains(area)
    box = z.keywords_rect
    panels = [s for s in _made if s.get_size() == box.size and getattr(s, "placed", None)]
    assert panels, "the keywords box was not drawn"
    for panel in panels:
        inside = panel.get_rect()
        assert all(inside.contains(r) for r in panel.placed), "a keyword line is cut"


def test_a_line_naming_two_cards_zooms_the_one_under_the_mouse(app):
    """The log tells which character of a line the mouse is over, and a line naming two
    cards means the one under the mouse (the first one elsewhere on the line)."""
    from scenes.kit.keywords import CardBook
    from scenes.kit.log_panel import LogPanel
    book = CardBook(["Fire Ball", "Fire", "Quor"], lambda name, size: None)
    log = LogPanel(pygame.Rect(900, 100, 360, 400))
    line = "Quor attacks with Fire Ball, then Fire."
    log.add(line)
    log.draw(canvas_screen())
    row = None
    for y in range(100, 500):
        hit = log.line_at((920, y))
        if hit is not None:
            row = hit[2]
            break
    assert row is not None
    seen = set()
    for x in range(row.x, row.right):
        hit = log.line_at((x, row.centery))
        if hit is not None and hit[1] is not None:
            seen.add(book.name_in(hit[0], hit[1]))
    assert seen == {"Quor", "Fire Ball", "Fire"}
    assert book.name_in(line, None) == "Quor"
    log.toggle()                        # hidden: no line is under the mouse
    log.draw(canvas_screen())
    assert log.line_at((920, row.centery)) is None


def canvas_screen():
    from app.ui import canvas
    return canvas.Canvas(pygame.Surface((1280, 720), pygame.SRCALPHA), 1.0, (1280, 720))
