"""The Magi choices as pop-up tiles (scenes.kit.popups.TilesPopup): the colour for
Select (each tile in its suit's colour with its emblem), the player for Shot (their seat
colour and hand size) and the three steps of the Original card (what each does). Built
from the engine's Decision; only the options of the choice's kind (``hints["choice"]``)
are tiles (a "Magi!" call or a catch stays on the table's own controls). ``rects`` names
them for tutorials ("colour:red", "shoot:2", "original:again")."""
from __future__ import annotations

import pygame

from app.ui import palette, text
from engines.core.decision import Decision
from scenes.kit.popups import Option, TilesPopup
from scenes.magi.card_art import emblem

CENTRE = (510, 300)
SHOOT_TILE_MAX = 210      # a shoot tile's widest (long names lose whole words)

# What each of the Original card's choices does (the tile's small print).
ORIGINAL_HELP = {
    "select": "You choose the colour the next player must play.",
    "free": "The next player may play any colour.",
    "again": "You take another whole turn after this one.",
    "reverse": "The direction of play turns round.",
    "shot": "You choose who moves next.",
    "through": "No further effect (it only matters in the magic phase).",
    "draw0": "No DRAWCOUNT marker.",
    "draw1": "Adds a DRAWCOUNT marker of 1.",
    "draw2": "Adds a DRAWCOUNT marker of 2.",
    "draw3": "Adds a DRAWCOUNT marker of 3.",
}


def draw_emblem(surface: pygame.Surface, rect: pygame.Rect, symbol) -> None:
    """A suit's emblem, light, in the top of a colour tile."""
    em = emblem(symbol, 64, (250, 246, 236))
    surface.blit(em, em.get_rect(center=(rect.centerx, rect.y + 44)))


def choice_popup(decision: Decision, hand_sizes: list[int], on_choose,
                 centre=CENTRE) -> TilesPopup:
    kind = decision.hints.get("choice", "")
    choices = [(a, decision.label(a)) for a in decision.options if a[0] == kind]
    if kind == "colour":
        tiles = []
        for a, label in choices:
            suit = palette.SUITS[a[1]]
            tiles.append(Option(a, label, f"colour:{a[1]}", colour=suit["fill"], filled=True,
                                icon=suit["symbol"],
                                fg=palette.TEXT_DARK if a[1] == "yellow" else palette.TEXT))
        return TilesPopup(decision.prompt, tiles, on_choose, tile_size=(130, 148),
                          icon=draw_emblem, min_width=600, centre=centre, tag=kind)
    if kind == "shoot":
        # tiles wide enough for the names (up to a limit); longer names lose whole words
        widest = max(text.font(19, text.BOLD).size(label)[0] for _, label in choices)
        tw = max(140, min(SHOOT_TILE_MAX, widest + 44))
        tiles = []
        for a, label in choices:
            seat = decision.target_of(a)
            n = hand_sizes[seat]
            tiles.append(Option(a, text.shorten(label, 17, tw - 44, text.BOLD), f"shoot:{seat}",
                                sub=f"{n} card" + ("" if n == 1 else "s"),
                                colour=palette.SEAT_COLOURS[seat % 8]))
        return TilesPopup(decision.prompt, tiles, on_choose, tile_size=(tw, 68),
                          centre=centre, tag=kind)
    tiles = [Option(a, label, f"original:{a[1]}", sub=ORIGINAL_HELP.get(a[1], ""))
             for a, label in choices]
    return TilesPopup(decision.prompt, tiles, on_choose, tile_size=(150, 140), min_width=520,
                      centre=centre, tag=kind)
