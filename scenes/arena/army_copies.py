"""Copies of one army card in one row of a seat panel (issue 27: at a big build an army
holds many copies of a cheap squad, and a row each would be too short to read): the row
says the card's name and how many copies ("Flamewing Phoenixes ×16"), how many of their
figures still stand ("41 of 48 figures"), CHOSEN when one copy is the card chosen, lit
when one may be chosen. A click on a row whose copies hold several choices asks which
(``chooser``: the kit's buttons pop-up), never picking one for the player."""
from __future__ import annotations

import pygame

from app.ui import art, draw, palette, text
from engines.arena.read import Battle
from scenes.arena import figures as FG
from scenes.arena import panels as P
from scenes.kit.popup_base import ButtonsPopup, Option
from scenes.kit.popups import ListPopup

MOST_BUTTONS = 16          # more copies to choose from: a scrolling list


def copies_status(s: Battle, copies: list) -> list[str]:
    """Where the copies' figures are, in parts: "41 of 48 figures", "6 on field",
    "dmg 3" (the damage on the battlefield)."""
    figs = [f for c in copies for f in s.figures(c)]
    standing = [f for f in figs if s.figure_zone_word(f) != "destroyed"]
    parts = [f"{len(standing)} of {len(figs)} figure{'s' if len(figs) != 1 else ''}"]
    field = [f for f in figs if s.on_field(f)]
    if field:
        parts.append(f"{len(field)} on field")
    dmg = sum(s.damage(f) for f in field)
    if dmg:
        parts.append(f"dmg {dmg}")
    return parts


def draw_copies_row(surface, t, copies: list, rect: pygame.Rect, chosen: bool, lit: bool,
                    compact: bool) -> None:
    """One row for every copy of an army card, in a Duel's seat panel (two lines, the
    stats under them when tall enough) or a compact one (one line when short)."""
    s: Battle = t.shown
    card = s.army_card(copies[0])
    fill, dark, ink, word = FG.colour_of(card.id)
    radius, pad, sw_w = (6, 3, 28) if compact else (8, 5, 36)
    draw.rect(surface, (40, 46, 62), rect, border_radius=radius)
    edge = P.CHOSEN if chosen else (palette.LEGAL_GLOW if lit else palette.PANEL_BORDER)
    width = (2 if chosen or lit else 1) if compact else (3 if chosen else 2 if lit else 1)
    draw.rect(surface, edge, rect, width, border_radius=radius)
    sw = pygame.Rect(rect.x + pad, rect.y + pad, sw_w, rect.h - 2 * pad)
    draw.rect(surface, fill, sw, border_radius=4 if compact else 6)
    draw.rect(surface, dark, sw, 1, border_radius=4 if compact else 6)
    if compact:
        lab = text.fit(FG.letters(card.id), 12 if sw.h < 30 else 14, sw.w - 2, ink,
                       text.BOLD)
        surface.blit(lab, lab.get_rect(center=sw.center) if sw.h < 40
                     else lab.get_rect(midtop=(sw.centerx, sw.y + 4)))
    else:                            # the swatch of a Duel's row (panels.draw_army_row)
        lab = text.render(FG.letters(card.id), 15, ink, text.BOLD)
        surface.blit(lab, lab.get_rect(center=(sw.centerx, sw.y + 16)))
        if sw.h >= 62:
            pic = art.emblem(FG.EMBLEMS.get(card.colour, "coin"), 18, ink)
            surface.blit(pic, pic.get_rect(center=(sw.centerx, sw.centery + 4)))
    if sw.h >= 40:
        cw = text.fit(word, 9, sw.w - 2, ink)
        surface.blit(cw, cw.get_rect(midbottom=(sw.centerx, sw.bottom - 2)))
    x = sw.right + (5 if compact else 6)
    w = rect.right - x - (5 if compact else 6)
    tag_w = 0
    if chosen:
        img = text.render("CHOSEN", 9 if compact else 10, P.CHOSEN, text.BOLD)
        tag_w = img.get_width() + 4
        surface.blit(img, (rect.right - 5 - img.get_width(), rect.y + 4))
    size = 12 if compact else 13
    count = text.render(f"×{len(copies)}", size, palette.ACCENT, text.BOLD)
    name = text.fit(card.name, size, w - tag_w - count.get_width() - 4, palette.TEXT,
                    text.BOLD, smallest=11)
    parts = copies_status(s, copies)
    one_line = compact and rect.h < 34
    y = rect.centery - name.get_height() // 2 if one_line else rect.y + (2 if compact else 4)
    surface.blit(name, (x, y))
    surface.blit(count, (x + name.get_width() + 4, y))
    if one_line:                     # the status's whole parts that fit after the name
        left = w - tag_w - name.get_width() - count.get_width() - 10
        while parts and text.width_of(" · ".join(parts), 10) > left:
            parts.pop()
        if parts:
            rest = text.render(" · ".join(parts), 10, palette.TEXT_DIM)
            surface.blit(rest, (x + name.get_width() + count.get_width() + 10, y + 2))
        return
    kind = "" if compact else ("Planeswalker" if card.is_planeswalker else (
        f"Squad of {card.figures} · " if card.figures > 1 else f"{card.type.title()} · "))
    line = kind + " · ".join(parts)
    surface.blit(text.fit(line, 10, w - (0 if compact else tag_w), palette.TEXT_DIM),
                 (x, rect.y + (18 if compact else 21)))
    live = next((c for c in copies if any(s.on_field(f) for f in s.figures(c))), copies[0])
    stats = P.card_stats(s, live)
    if compact and rect.h >= 48:
        line_x = x
        for label, value, base in stats:
            img = text.render(f"{label} {value}", 10, _shade(value, base))
            if line_x + img.get_width() > rect.right - 4:
                break
            surface.blit(img, (line_x, rect.y + 32))
            line_x += img.get_width() + 7
    elif not compact and rect.h >= 68:
        cell = w // 3
        for i, (label, value, base) in enumerate(stats):
            img = text.fit(f"{label} {value}", 11, cell - 4, _shade(value, base))
            surface.blit(img, (x + (i % 3) * cell, rect.y + 36 + (i // 3) * 15))


def _shade(value: int, base: int):
    return P.UP if value > base else P.DOWN if value < base else palette.TEXT


def copy_label(s: Battle, seat: int, c: int) -> str:
    """A copy as the chooser names it: "Flamewing Phoenixes 3 · 3 in reserve" (its
    number among the seat's copies of that card, where its figures are)."""
    key = s.card_key(c)
    number = [x for x in s.army(seat) if s.card_key(x) == key].index(c) + 1
    where = P._status(s, c).replace("reserve", "in reserve")
    return f"{s.army_card(c).name} {number} · {where}"


def chooser(s: Battle, seat: int, copies: list, on_choose, on_cancel, area: pygame.Rect):
    """The pop-up asking which copy to choose: a button each (a scrolling list when there
    are more than ``MOST_BUTTONS``), Esc or a click beside it closes it, nothing chosen."""
    title = f"Which {s.army_card(copies[0]).name}?"
    if len(copies) > MOST_BUTTONS:
        items = [(("card", c), copy_label(s, seat, c), "") for c in copies]
        return ListPopup(title, items, on_choose, on_cancel=on_cancel, centre=area.center,
                         bounds=area)
    answers = [Option(("card", c), copy_label(s, seat, c), name=f"copy:{c}")
               for c in copies]
    return ButtonsPopup(title, answers, on_choose, per_row=2, closes_outside=True,
                        on_cancel=on_cancel, body="Choose the copy to play this turn",
                        centre=area.center, bounds=area)


def choose_in_row(t, places, acts, c: int, expanded: bool = False) -> bool:
    """A click on card ``c``'s row (in its panel, or the seat ``expanded``): the one copy
    of it that may be chosen is chosen (``acts``: the table's human_act and choose), several open
    the chooser over the battlefield; False when none may be chosen (the caller shows
    the card, or says why)."""
    copies = places.row_of(c, expanded)
    legal = t.human_legal() if t.popup is None else []
    choices = [x for x in copies if ("card", x) in legal]
    if len(choices) == 1:
        acts.human_act(("card", choices[0]))
        return True
    if len(choices) > 1:
        s = Battle(t.shown)
        seat = next(p for p in range(s.players) if c in s.army(p))
        t.popup = chooser(s, seat, choices, acts.choose, lambda: acts.choose(None),
                          places.view.board_area)
        return True
    return False


def drag_copies(s: Battle, seat: int, rows: list, placing, legal) -> list:
    """The card a drag from each of a seat's rows lifts: [(card, rect)] for the rows with
    a card in reserve (or whose figure is being placed): the copy being placed first,
    then one that may be chosen, then the first in reserve."""
    out = []
    for copies, r in rows:
        able = [c for c in copies if s.in_reserve(c) or c == placing]
        if able:
            able.sort(key=lambda c: (c != placing, ("card", c) not in legal))
            out.append((able[0], r))
    return out
