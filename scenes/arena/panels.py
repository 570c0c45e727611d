"""The Arena table's panels: each seat's header (name, Planeswalker, hand, library and
graveyard), its army cards (the chosen one lit), the spell cards, and the large faces the
zoom shows. Everything that carries meaning in colour also says it in words or letters.
"""
from __future__ import annotations

import pygame

from app.ui import art, canvas, draw, palette, text
from app.ui.cards import draw_card_back
from app.ui.surface_cache import cached
from engines.arena import ARMY, RULES, SPELLS
from engines.arena.read import Battle
from scenes.arena import figures as FG
from scenes.arena import layout as L

CHOSEN = palette.ACCENT
PANEL = (30, 36, 50)
PANEL_MINE = (32, 42, 56)
UP, DOWN = (120, 220, 140), (240, 120, 110)
STATS = (("life", "Life"), ("move", "Move"), ("range", "Rng"), ("power", "Atk"),
         ("toughness", "Def"), ("height", "Ht"))


def army_name(s: Battle, c: int) -> str:
    return s.army_card(c).name


def ability_name(s, key: str) -> str:
    for card in ARMY:
        for a in card.abilities:
            if a.get("key") == key:
                return a.get("name", key)
    return key.replace("_", " ").title()


def card_stats(s: Battle, c: int) -> list:
    """(label, value, base) per stat: the live value of a figure on the battlefield."""
    card = s.army_card(c)
    live = next((f for f in s.figures(c) if s.on_field(f)), None)
    out = []
    for key, label in STATS:
        base = getattr(card, key)
        value = base
        if live is not None and key not in ("life", "height"):
            try:
                value = RULES.stat(s.s, live, key)
            except Exception:  # noqa: BLE001 - a view may lack what a stat reads
                value = base
        out.append((label, value, base))
    return out


def figure_states(s: Battle, c: int) -> list:
    """Per figure of the card: (number, "reserve", "destroyed" or None, damage)."""
    return [(i + 1, s.figure_zone_word(f), s.damage(f)) for i, f in enumerate(s.figures(c))]


# --- the seat header --------------------------------------------------------------------------
def draw_seat_head(surface, t, seat: int, rect: pygame.Rect) -> dict:
    """The header of a seat's panel; returns the rects of its parts (grave, hand)."""
    s: Battle = t.shown
    mine = t.mine(seat)
    to_move = s.to_move == seat
    head = pygame.Rect(rect.x, rect.y, rect.w, L.SEAT_HEAD - 4)
    draw.rect(surface, PANEL_MINE if mine else PANEL, head, border_radius=8)
    draw.rect(surface, palette.ACCENT if to_move else palette.PANEL_BORDER, head,
                     2 if to_move else 1, border_radius=8)
    rim = FG.SEATS[seat % 2]
    draw.circle(surface, rim, (head.x + 14, head.y + 15), 7)
    if to_move:
        draw.circle(surface, palette.TEXT, (head.x + 14, head.y + 15), 3)
    name = t.names[seat]
    pw = army_name(s, s.planeswalker(seat))
    surface.blit(text.fit(name, 15, 100, palette.TEXT, text.BOLD), (head.x + 28, head.y + 6))
    surface.blit(text.fit(pw, 12, 104, palette.TEXT_DIM), (head.x + 134, head.y + 8))
    hand = pygame.Rect(head.x + 8, head.y + 28, 70, 20)
    lib = pygame.Rect(head.x + 82, head.y + 28, 72, 20)
    grave = pygame.Rect(head.x + 158, head.y + 28, head.right - head.x - 164, 20)
    n_hand = len(s.hand(seat))
    for r, label in ((hand, f"Hand {n_hand}"), (lib, f"Library {s.library_size(seat)}"),
                     (grave, f"Graveyard {len(s.grave(seat))}")):
        fill = (52, 46, 64) if r is grave else (40, 46, 60)
        draw.rect(surface, fill, r, border_radius=5)
        if r is grave:
            draw.rect(surface, palette.PANEL_BORDER, r, 1, border_radius=5)
        lab = text.fit(label, 11, r.w - 6, palette.TEXT)
        surface.blit(lab, lab.get_rect(center=r.center))
    return {"grave": grave, "hand": hand}


@cached
def small_back() -> pygame.Surface:
    return draw_card_back((22, 30), (90, 60, 40))


# --- an army card in a seat panel -------------------------------------------------------------
def draw_army_row(surface, t, c: int, rect: pygame.Rect, chosen: bool, lit: bool) -> None:
    s: Battle = t.shown
    card = s.army_card(c)
    fill, dark, ink, word = FG.colour_of(card.id)
    draw.rect(surface, (40, 46, 62), rect, border_radius=8)
    edge = CHOSEN if chosen else (palette.LEGAL_GLOW if lit else palette.PANEL_BORDER)
    draw.rect(surface, edge, rect, 3 if chosen else 2 if lit else 1, border_radius=8)
    sw = pygame.Rect(rect.x + 5, rect.y + 5, 36, rect.h - 10)
    draw.rect(surface, fill, sw, border_radius=6)
    draw.rect(surface, dark, sw, 1, border_radius=6)
    lab = text.render(FG.letters(card.id), 15, ink, text.BOLD)
    surface.blit(lab, lab.get_rect(center=(sw.centerx, sw.y + 16)))
    cw = text.fit(word, 9, sw.w - 2, ink)
    surface.blit(cw, cw.get_rect(midbottom=(sw.centerx, sw.bottom - 2)))
    if sw.h >= 62:
        pic = art.emblem(FG.EMBLEMS.get(card.colour, "coin"), 18, ink)
        surface.blit(pic, pic.get_rect(center=(sw.centerx, sw.centery + 4)))
    x = sw.right + 6
    w = rect.right - x - 6
    tag = ""
    if chosen:
        tag = "CHOSEN"
    elif s.in_reserve(c) and not card.is_planeswalker:
        tag = "reserve"
    elif s.destroyed(c):
        tag = "destroyed"
    tag_w = 0
    if tag:
        img = text.render(tag, 10, CHOSEN if chosen else palette.TEXT_DIM, text.BOLD)
        tag_w = img.get_width() + 6
        surface.blit(img, (rect.right - 6 - img.get_width(), rect.y + 22))
    surface.blit(text.fit(card.name, 13, w, palette.TEXT, text.BOLD), (x, rect.y + 4))
    kind = "Planeswalker" if card.is_planeswalker else (
        f"Squad of {card.figures}" if card.figures > 1 else card.type.title())
    enchant = ""
    na, nh = len(s.auras(c)), len(s.face_down(c))
    if na:
        enchant += f" · {na} aura{'s' if na > 1 else ''}"
    if nh:
        enchant += f" · {nh} face down"
    line = f"{kind} · {card.ppf} pts/fig{enchant}"
    surface.blit(text.fit(line, 10, w - tag_w, palette.TEXT_DIM), (x, rect.y + 21))
    # stats: two rows of three
    stats = card_stats(s, c)
    cell = w // 3
    for i, (label, value, base) in enumerate(stats):
        colour = UP if value > base else DOWN if value < base else palette.TEXT
        cx = x + (i % 3) * cell
        cy = rect.y + 36 + (i // 3) * 15
        img = text.fit(f"{label} {value}", 11, cell - 4, colour)
        surface.blit(img, (cx, cy))
    # figures: damage markers and where each figure is
    y = rect.y + 68
    if y + 14 > rect.bottom:
        return
    if card.figures == 1:
        f = s.figures(c)[0]
        where = {"reserve": "in reserve", "destroyed": "destroyed"}.get(
            s.figure_zone_word(f) or "", "")
        dmg = s.damage(f)
        label = f"Damage {dmg}/{card.life}" + (f" · {where}" if where else "")
        img = text.fit(label, 11, w - 4, DOWN if dmg else palette.TEXT_DIM)
        surface.blit(img, (x, y))
        mx = x + img.get_width() + 6
        for k in range(min(dmg, 8)):
            if mx + 12 > rect.right - 4:
                break
            surface.blit(_dot(), (mx, y + 1))
            mx += 11
        return
    cell = w // card.figures
    for i, (num, zone, dmg) in enumerate(figure_states(s, c)):
        cx = x + i * cell
        if zone == "destroyed":
            label, colour = f"#{num} gone", palette.TEXT_DIM
        elif zone == "reserve":
            label, colour = f"#{num} reserve", palette.TEXT_DIM
        else:
            label, colour = (f"#{num} dmg {dmg}", DOWN) if dmg else (f"#{num} ok", UP)
        surface.blit(text.fit(label, 10, cell - 4, colour), (cx, y + 1))


@cached
def _dot() -> pygame.Surface:
    img = canvas.new((10, 10), pygame.SRCALPHA)
    draw.circle(img, (150, 20, 20), (5, 5), 5)
    draw.circle(img, (232, 70, 60), (5, 5), 3)
    return img


# --- card faces (the hand and the zoom) ----------------------------------------------------
def _wrap_block(surf, words: str, size: int, rect: pygame.Rect, colour, weight=text.REGULAR,
                max_lines: int = 9) -> int:
    lines = text.wrap_lines(words, size, rect.w, weight)[:max_lines]
    y = rect.y
    for ln in lines:
        img = text.fit(ln, size, rect.w, colour, weight)
        if y + img.get_height() > rect.bottom:
            break
        surf.blit(img, (rect.x, y))
        y += img.get_height()
    return y


def draw_spell_face(key, size) -> pygame.Surface:
    """A spell card's face: ``key`` is the spell id (HIDDEN: a card back)."""
    w, h = size
    if key == Battle.hidden:
        return draw_card_back(size, (90, 60, 40))
    sp = SPELLS[key]
    fill, dark, ink, word = FG.COLOURS.get(sp.colour, FG.COLOURS["white"])
    surf = canvas.new(size, pygame.SRCALPHA)
    r = surf.get_rect()
    draw.rect(surf, palette.CARD_PAPER, r, border_radius=8)
    draw.rect(surf, dark, r, 2, border_radius=8)
    big = w >= 150
    name_size = 18 if big else 11
    lines = text.wrap_lines(sp.name, name_size, w - 14, text.BOLD)[:2]
    line_h = text.font(name_size, text.BOLD).get_linesize()
    band = pygame.Rect(3, 3, w - 6, (len(lines) * line_h + 8) if big else 34)
    draw.rect(surf, fill, band, border_radius=6)
    y = band.y + (4 if big or len(lines) > 1 else 10)
    for ln in lines:
        img = text.fit(ln, name_size, band.w - 8, ink, text.BOLD)
        surf.blit(img, (band.x + 4, y))
        y += (line_h if big else img.get_height() - 1)
    kind = sp.type_line if big else {"sorcery": "Sorcery", "aura": "Aura",
                                     "hidden": "Hidden enchant"}.get(sp.type, sp.type)
    ty = band.bottom + 4
    ty = _wrap_block(surf, kind, 12 if big else 9, pygame.Rect(6, ty, w - 12, 44 if big else 24),
                     palette.TEXT_DARK, text.BOLD, 3 if big else 2)
    if big:
        _wrap_block(surf, sp.text, 14, pygame.Rect(8, ty + 6, w - 16, h - ty - 40),
                    palette.TEXT_DARK)
    cost = text.render(f"{sp.cost}", 16 if big else 11, palette.TEXT_DARK, text.BOLD)
    surf.blit(cost, cost.get_rect(bottomright=(w - 6, h - 4)))
    cw = text.fit(word, 13 if big else 9, w // 2, dark, text.BOLD)
    surf.blit(cw, cw.get_rect(bottomleft=(6, h - 5)))
    return surf


def draw_army_face(key, size) -> pygame.Surface:
    """An army card's large face (the zoom): ``key`` is the content id."""
    card = ARMY[key]
    w, h = size
    fill, dark, ink, word = FG.colour_of(card.id)
    surf = canvas.new(size, pygame.SRCALPHA)
    r = surf.get_rect()
    draw.rect(surf, palette.CARD_PAPER, r, border_radius=10)
    draw.rect(surf, dark, r, 3, border_radius=10)
    band = pygame.Rect(4, 4, w - 8, 38)
    draw.rect(surf, fill, band, border_radius=8)
    pic = art.emblem(FG.EMBLEMS.get(card.colour, "coin"), 26, ink)
    surf.blit(pic, pic.get_rect(midright=(band.right - 6, band.centery)))
    name = text.fit(card.name, 18, band.w - 46, ink, text.BOLD)
    surf.blit(name, name.get_rect(midleft=(band.x + 8, band.centery)))
    kind = "Planeswalker" if card.is_planeswalker else (
        f"Squad of {card.figures}" if card.figures > 1 else card.type.title())
    line = f"{kind} · {card.creature} · {word}"
    surf.blit(text.fit(line, 13, w - 16, palette.TEXT_DARK, text.BOLD), (8, band.bottom + 4))
    # the standee, large
    img, base = FG.standee(card.id, 0, 1, 120, True)
    frame = pygame.Rect(8, band.bottom + 24, w - 16, 150)
    draw.rect(surf, (214, 200, 170), frame, border_radius=8)
    scale = min(1.0, (frame.h - 8) / img.get_height())
    if scale < 1.0:
        img = canvas.smoothscale(img, (max(1, int(img.get_width() * scale)),
                                                 max(1, int(img.get_height() * scale))))
    surf.blit(img, img.get_rect(midbottom=(frame.centerx, frame.bottom - 4)))
    y = frame.bottom + 8
    cell = (w - 16) // 3
    for i, (k, label) in enumerate(STATS):
        img = text.fit(f"{label} {getattr(card, k)}", 14, cell - 4, palette.TEXT_DARK, text.BOLD)
        surf.blit(img, (8 + (i % 3) * cell, y + (i // 3) * 20))
    y += 46
    extra = f"Cost {card.cost} · {card.ppf} per figure" + (" · double space"
                                                            if card.size == 2 else "")
    surf.blit(text.fit(extra, 12, w - 16, palette.TEXT_DARK), (8, y))
    y += 20
    names = ", ".join(a.get("name", "") for a in card.abilities)
    _wrap_block(surf, names, 13, pygame.Rect(8, y, w - 16, h - y - 6), palette.TEXT_DARK,
                text.BOLD, 3)
    return surf


# --- a table of 3-5 seats: the compact seat panel -----------------------------------------
PURPLE = (176, 110, 230)
NOW_FILL = (70, 60, 30)


def _status(s: Battle, c: int) -> str:
    """Where a card's figures are, in a few words: "Dmg 2/7", "2 on field · 1 gone"."""
    card = s.army_card(c)
    if card.figures == 1:
        f = s.figures(c)[0]
        return s.figure_zone_word(f) or f"Dmg {s.damage(f)}/{card.life}"
    zones = [s.figure_zone_word(f) for f in s.figures(c)]
    parts = []
    for z, word in ((None, "on field"), ("reserve", "reserve"), ("destroyed", "gone")):
        k = zones.count(z)
        if k:
            parts.append(f"{k} {word}")
    dmg = sum(s.damage(f) for f in s.figures(c) if s.on_field(f))
    if dmg:
        parts.append(f"dmg {dmg}")
    return " · ".join(parts)


def draw_army_compact(surface, t, c: int, rect: pygame.Rect, chosen: bool, lit: bool) -> None:
    """An army card in a compact seat panel: its colour and letters, its name and where
    its figures are (taller rows add its stats); hover or click it for the whole card."""
    if rect.h >= 82:
        draw_army_row(surface, t, c, rect, chosen, lit)
        return
    s: Battle = t.shown
    card = s.army_card(c)
    fill, dark, ink, word = FG.colour_of(card.id)
    draw.rect(surface, (40, 46, 62), rect, border_radius=6)
    edge = CHOSEN if chosen else (palette.LEGAL_GLOW if lit else palette.PANEL_BORDER)
    draw.rect(surface, edge, rect, 2 if chosen or lit else 1, border_radius=6)
    sw = pygame.Rect(rect.x + 3, rect.y + 3, 28, rect.h - 6)
    draw.rect(surface, fill, sw, border_radius=4)
    draw.rect(surface, dark, sw, 1, border_radius=4)
    lab = text.fit(FG.letters(card.id), 12 if sw.h < 30 else 14, sw.w - 2, ink, text.BOLD)
    surface.blit(lab, lab.get_rect(center=sw.center) if sw.h < 40
                 else lab.get_rect(midtop=(sw.centerx, sw.y + 4)))
    if sw.h >= 40:
        cw = text.fit(word, 9, sw.w - 2, ink)
        surface.blit(cw, cw.get_rect(midbottom=(sw.centerx, sw.bottom - 2)))
    x = sw.right + 5
    w = rect.right - x - 5
    tag = "CHOSEN" if chosen else ""
    tag_w = 0
    if tag:
        img = text.render(tag, 9, CHOSEN, text.BOLD)
        tag_w = img.get_width() + 4
        surface.blit(img, (rect.right - 5 - img.get_width(), rect.y + 4))
    status = _status(s, c)
    enchant = len(s.auras(c)) + len(s.face_down(c))
    if enchant:
        status += f" · {enchant} ench."
    if rect.h < 34:             # one line: name, then where its figures are
        # the name whole first (issue 23 §7: "Flamewing…" at five seats); the status
        # keeps the whole parts that fit after it (the card's zoom tells the rest)
        name = text.fit(card.name, 12, w - tag_w, palette.TEXT, text.BOLD, smallest=11)
        y = rect.centery - name.get_height() // 2
        surface.blit(name, (x, y))
        left = w - tag_w - name.get_width() - 6
        parts = status.split(" · ")
        while parts and text.width_of(" · ".join(parts), 10) > left:
            parts.pop()
        if parts:
            rest = text.render(" · ".join(parts), 10, palette.TEXT_DIM)
            surface.blit(rest, (x + name.get_width() + 6, y + 2))
        return
    surface.blit(text.fit(card.name, 12, w - tag_w, palette.TEXT, text.BOLD), (x, rect.y + 2))
    surface.blit(text.fit(status, 10, w, palette.TEXT_DIM), (x, rect.y + 18))
    if rect.h >= 48:
        stats = card_stats(s, c)
        line_x = x
        for label, value, base in stats:
            colour = UP if value > base else DOWN if value < base else palette.TEXT
            img = text.render(f"{label} {value}", 10, colour)
            if line_x + img.get_width() > rect.right - 4:
                break
            surface.blit(img, (line_x, rect.y + 32))
            line_x += img.get_width() + 7


def draw_compact_head(surface, t, seat: int, rect: pygame.Rect) -> dict:
    """The header of a compact seat panel: the seat's symbol in its colour, its name and
    Planeswalker, NOW while it is its turn (and a lit border), OUT when it is out; then
    its hand, library and graveyard, and its score (the Melee: points on the purple
    spaces; the Skirmish: its team). Returns the chips' rects."""
    s: Battle = t.shown
    mine = t.mine(seat)
    now = s.to_move is not None and s.current == seat
    asked = s.to_move == seat and not now
    out = seat in t.shown_out()
    head = pygame.Rect(rect.x, rect.y, rect.w, L.MULTI_HEAD - 4)
    colour, mark = t.seat_look(seat)
    fill = NOW_FILL if now else (PANEL_MINE if mine else PANEL)
    draw.rect(surface, fill, head, border_radius=7)
    team = t.team_index(seat)
    if team is not None:                       # the team's colour along the left edge
        stripe = pygame.Rect(head.x, head.y + 3, 4, head.h - 6)
        draw.rect(surface, FG.TEAM_COLOURS[team], stripe, border_radius=2)
    draw.rect(surface, palette.ACCENT if now else palette.PANEL_BORDER, head,
                     3 if now else 1, border_radius=7)
    surface.blit(FG.mark_surface(mark, 18, colour), (head.x + 6, head.y + 2))
    badge = "NOW" if now else "OUT" if out else "ASKED" if asked else ""
    bw = 0
    if badge:
        img = text.render(badge, 10, (30, 24, 10) if now else palette.TEXT, text.BOLD)
        br = pygame.Rect(0, 0, img.get_width() + 8, 15)
        br.topright = (head.right - 5, head.y + 4)
        draw.rect(surface, palette.ACCENT if now else (90, 60, 60) if out
                         else (60, 70, 100), br, border_radius=4)
        surface.blit(img, img.get_rect(center=br.center))
        bw = br.w + 4
    name = text.fit(t.names[seat], 14, 96, palette.TEXT_DIM if out else palette.TEXT,
                    text.BOLD)
    surface.blit(name, (head.x + 28, head.y + 2))
    px = head.x + 28 + name.get_width() + 6
    pw = text.fit(army_name(s, s.planeswalker(seat)), 11, head.right - 6 - bw - px, palette.TEXT_DIM)
    surface.blit(pw, (px, head.y + 5))
    chips = L.head_chips(head)
    labels = {"hand": f"Hand {len(s.hand(seat))}", "lib": f"Lib {s.library_size(seat)}",
              "grave": f"Grave {len(s.grave(seat))}"}
    seen = seat in t.partners()                # a partner's hand is yours to see
    for key, label in labels.items():
        r = chips[key]
        draw.rect(surface, (52, 46, 64) if key == "grave" else (40, 46, 60), r,
                         border_radius=4)
        if key == "grave":
            draw.rect(surface, palette.PANEL_BORDER, r, 1, border_radius=4)
        if key == "hand" and seen:
            eye = pygame.Rect(0, 0, 12, 8)
            eye.midright = (r.right - 3, r.centery)
            draw.ellipse(surface, palette.ACCENT, eye, 1)
            draw.circle(surface, palette.ACCENT, eye.center, 2)
            lab = text.fit(label, 11, r.w - 18, palette.TEXT)
            surface.blit(lab, lab.get_rect(midleft=(r.x + 3, r.centery)))
            continue
        lab = text.fit(label, 11, r.w - 4, palette.TEXT)
        surface.blit(lab, lab.get_rect(center=r.center))
    r = chips["score"]
    if t.purple_scores():      # points on the purple spaces, live
        draw.rect(surface, (58, 40, 76), r, border_radius=4)
        draw.rect(surface, PURPLE, r, 1, border_radius=4)
        gem = pygame.Rect(0, 0, 10, 10)
        gem.midleft = (r.x + 4, r.centery)
        FG.draw_mark(surface, "diamond", gem.center, 4, PURPLE)
        lab = text.fit(f"{s.purple_points(seat)} pts", 11, r.w - 18, palette.TEXT, text.BOLD)
        surface.blit(lab, lab.get_rect(midleft=(r.x + 14, r.centery)))
    elif team is not None:
        draw.rect(surface, (40, 46, 60), r, border_radius=4)
        draw.rect(surface, FG.TEAM_COLOURS[team], r, 1, border_radius=4)
        pic = art.emblem(FG.TEAM_MARKS[team], 14, FG.TEAM_COLOURS[team])
        surface.blit(pic, pic.get_rect(midleft=(r.x + 2, r.centery)))
        lab = text.fit(f"Team {team + 1}", 11, r.w - 18, palette.TEXT, text.BOLD)
        surface.blit(lab, lab.get_rect(midleft=(r.x + 17, r.centery)))
    return chips
