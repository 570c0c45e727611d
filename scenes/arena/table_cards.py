"""What card is under the mouse on the Arena table, and its zoom (a part, the kit's
CardInfo): an army card in a seat panel or an expanded seat, a spell card of your hand
(or a hand you see), a figure's army card on the battlefield; the zoom's face, title and
text (with what lies on an army card), and where it opened (moving the mouse away lets a
pinned zoom go).

Reads: the table (mouse, the zoom's card, seats), the drawn battle, the places, the view
(the ruler), the human's aim (``Moves``) and the card faces."""
from __future__ import annotations

import pygame

from engines.arena import RULES
from engines.arena.read import Battle
from scenes.arena.table_face import ArenaFace
from scenes.arena.table_moves import Moves
from scenes.arena.table_places import Places
from scenes.arena.table_view import BoardView
from scenes.kit.parts import Part

ZOOM_SIZES = {"army": (236, 340), "spell": (236, 330)}
TOP_LIMIT = 400                   # the zoom's anchor stays above this y


class ArenaCards(Part):
    def __init__(self, table: ArenaFace, places: Places, view: BoardView, moves: Moves,
                 army_faces, spell_faces) -> None:
        self.table, self.places, self.view, self.moves = table, places, view, moves
        self.army_faces, self.spell_faces = army_faces, spell_faces
        self._zoom_was = None
        self._zoom_anchor: tuple | None = None
        self._others_was = False          # an AI seat was to move last frame
        self._popup_was = False           # a dialog was open last frame

    def card_under(self, pos):
        t, pl = self.table, self.places
        s = Battle(t.shown)
        seat = pl.expanded_seat() if pl.multi else None
        if seat is not None:
            for c, r in zip(s.army(seat), pl.expanded_card_rects(seat)):
                if r.collidepoint(pos):
                    return ("army", s.card_key(c), c)
            for k, r in reversed(list(zip(pl.hand_faces(seat),
                                          pl.expanded_hand_rects(seat)))):
                if r.collidepoint(pos):
                    return ("spell", k) if k >= 0 else None
            if pl.expanded_rect(seat).collidepoint(pos):
                return None
        for c in pl.all_cards():
            r = pl.card_rect(c)
            if r is not None and r.collidepoint(pos):
                return ("army", s.card_key(c), c)
        # the opponent's, when every hand shows: the top strip's, and readable under the
        # replay's status line
        for sp, r in reversed(pl.strip_cards + pl.open_cards):
            if r.collidepoint(pos):
                return ("spell", sp)
        rects = pl.hand_rects() if t.human is not None else []
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return ("spell", s.hand(pl.me)[i])
        v = self.view
        busy = v.ruler_on or self.moves.selected is not None \
            or self.moves.board_choice() is not None
        f = pl.figure_at(pos) if v.board_area.collidepoint(pos) and not busy else None
        if f is not None:
            return ("army", s.figure_key(f), s.card_of(f))
        return None

    # the zoom -------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """A zoom closed forgets where it opened. When an AI seat's turn starts, or a
        dialog closes, the card zoomed (or about to) closes and none opens until the
        pointer moves (issue 23 §7: a figure's card stayed up through the AI's turn,
        and came back under a pointer left on a figure once a dialog closed)."""
        t = self.table
        to_move = t.state.to_move
        others = t.human is not None and to_move is not None and to_move != t.human
        popup = t.popup is not None
        if (others and not self._others_was) or (self._popup_was and not popup):
            t.zoom_key, t.zoom_pinned = None, False
            t.hover_hold.suppress(t.mouse)
        self._others_was, self._popup_was = others, popup
        if t.zoom_key != self._zoom_was:
            self._zoom_was, self._zoom_anchor = None, None

    def area(self, key) -> pygame.Rect:
        """Around where the zoom was opened (moving the mouse away lets a pinned one go)."""
        if key != self._zoom_was:
            self._zoom_was = key
            self._zoom_anchor = tuple(self.table.mouse) if key is not None else None
        x, y = self._zoom_anchor or self.table.mouse
        return pygame.Rect(x - 40, y - 40, 80, 80)

    def info(self, key, size) -> tuple | None:
        """(face, title, text) of a zoomed card."""
        kind, k = key[:2]
        if kind == "army":
            face = self.army_faces.get(k, size)
            body = RULES.card_text(k)
            body += self.enchant_note(key[2] if len(key) > 2 else -1)
            return face, RULES.army[k].name, body
        return self.spell_faces.get(k, size), RULES.spells[k].name, RULES.spell_text(k)

    def enchant_note(self, c: int) -> str:
        """What lies on army card c: its auras by name, its face-down cards counted."""
        s = Battle(self.table.shown)
        if not s.is_card(c):
            return ""
        out = ""
        auras = [RULES.spells[sp].name for sp, _ in s.auras(c) if sp >= 0]
        if auras:
            out += "\nAuras on it: " + ", ".join(auras) + "."
        hidden = s.face_down(c)
        mine = [RULES.spells[e[0]].name for e in hidden if e[0] >= 0]
        n = len(hidden)
        if n:
            out += f"\nFace-down cards on it: {n}" + (f" ({', '.join(mine)})" if mine else "") + "."
        return out
