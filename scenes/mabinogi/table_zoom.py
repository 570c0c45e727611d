"""What lies under the mouse on the Mabinogi Duel table and what its zoom says (the
``cards`` part, scenes.kit.parts.CardInfo): a card of your hand, a creature, a card on
the counter chain, a hero, a card of theirs you have seen. The kit's zoom
(scenes.kit.zoom) draws it large near where it lies, or in the log's column while the
log is hidden. Reads: the seats, the drawn duel, the stage's chain, the hand's lift."""
from __future__ import annotations

from typing import Callable

import pygame

from engines.mabinogi import RESOURCES, RULES
from engines.mabinogi.read import Duel
from scenes.kit.parts import Part, TableFace
from scenes.kit.zoom import ZOOM_CARD
from scenes.mabinogi import art as A
from scenes.mabinogi import layout as L
from scenes.mabinogi.faces import Faces
from scenes.mabinogi.table_input import armed_words
from scenes.mabinogi.table_places import Places
from scenes.mabinogi.table_stage import Stage

NOWHERE = pygame.Rect(0, 0, 0, 0)


class MabinogiCards(Part):
    def __init__(self, table: TableFace, places: Places, stage: Stage, faces: Faces,
                 lifted: Callable[[], set]) -> None:
        self.table, self.places, self.stage, self.faces = table, places, stage, faces
        self.lifted = lifted

    @property
    def lay(self) -> L.Layout:
        return self.places.layout

    def shown(self) -> Duel:
        return Duel(self.table.shown)

    def card_under(self, pos):
        s = self.shown()
        seats = self.table.seats
        side = self.places.side
        if self.table.human is not None:
            hand = s.hand(seats.me)
            lift = self.lifted()
            for k in range(len(hand) - 1, -1, -1):
                if self.lay.hand_card(k, len(hand), hand[k] in lift).collidepoint(pos):
                    return ("hand", hand[k]) if s.card(hand[k]) is not None else None
        for seat in (0, 1):
            for lane in range(Duel.lanes):
                if s.creature(seat, lane) is not None and \
                        self.lay.cell(side(seat), lane).collidepoint(pos):
                    return ("unit", seat, lane)
        chain = self.stage.chain_view
        for k in range(len(chain) - 1, -1, -1):
            if self.lay.chain_rect(k, len(chain)).collidepoint(pos):
                return ("chain", k)
        for seat in (0, 1):
            if self.lay.portrait_rect(side(seat)).collidepoint(pos):
                return ("hero", seat)
        for seat in (0, 1):
            if s.grave(seat) and self.lay.grave_rect(side(seat)).collidepoint(pos):
                return ("grave", seat)
        if pos[1] < self.lay.ROW_Y[0]:                     # a card of theirs you have seen
            for opp in seats.others:
                hand = s.hand(opp)
                for k, iid in enumerate(hand):
                    if s.card(iid) is not None and self._opp_rect(k, hand).collidepoint(pos):
                        return ("seen", iid)
        return None

    def _opp_rect(self, k: int, hand: list) -> pygame.Rect:
        """Where the opponent's k-th card is drawn: face up (every hand shown, each
        card known) or as a card back (scenes.mabinogi.table_draw)."""
        s = self.shown()
        if self.table.sees_all and all(s.card(iid) is not None for iid in hand):
            return self.lay.open_rect(k, len(hand))
        return self.lay.back_rect(k, len(hand))

    def area(self, key) -> pygame.Rect:
        s = self.shown()
        side = self.places.side
        seats = self.table.seats
        if key[0] == "hand":
            hand = s.hand(seats.me)
            if key[1] in hand:
                return self.lay.hand_card(hand.index(key[1]), len(hand)).inflate(20, 40)
        elif key[0] == "unit":
            return self.lay.cell(side(key[1]), key[2]).inflate(20, 20)
        elif key[0] == "hero":
            return self.lay.portrait_rect(side(key[1])).inflate(20, 20)
        elif key[0] == "seen":
            hand = s.hand(seats.others[0])
            if key[1] in hand:
                return self._opp_rect(hand.index(key[1]), hand).inflate(20, 20)
        elif key[0] == "grave":
            return self.lay.grave_rect(side(key[1])).inflate(20, 20)
        elif key[0] == "chain" and key[1] < len(self.stage.chain_view):
            return self.lay.chain_rect(key[1], len(self.stage.chain_view)).inflate(20, 20)
        return NOWHERE

    def info(self, key, size=ZOOM_CARD):
        """(face, title, text) of the card ``key`` names (card_under's keys), or None."""
        s = self.shown()
        seats = self.table.seats
        card_face = self.faces.card_face
        if key[0] == "hero":
            return self._hero_info(key[1], size)
        if key[0] == "grave":
            return self._grave_info(key[1], size)
        if key[0] == "seen":
            opp = seats.others[0]
            d = s.card(key[1])
            if key[1] not in s.hand(opp) or d is None:
                return None
            lvl, up = s.level(opp), s.upkeep(opp)
            face = card_face(d, size, lvl, s.cost(opp, d), up)
            how = "every hand is shown" if self.table.sees_all else "you have seen it"
            head = (f"In {self.table.names[opp]}'s hand: {how}. Level {lvl}.\n"
                    f"{RULES.stat_line(d, lvl)}")
            return face, RULES.card(d).name, f"{head}\n{RULES.card_text(d, lvl)}".strip()
        if key[0] == "hand":
            me = seats.me
            d = s.card(key[1])
            if key[1] not in s.hand(me) or d is None:
                return None
            lvl, up = s.level(me), s.upkeep(me)
            face = card_face(d, size, lvl, s.cost(me, d), up)
            where = "In your hand"
            extra = f" (cost {s.cost(me, d) - up} + {up} grave upkeep)" if up else ""
        elif key[0] == "unit":
            u = s.creature(key[1], key[2])
            if u is None:
                return None
            d, lvl = u.card, u.level
            face = card_face(d, size, lvl, unit=u)
            notes = []
            if u.sick:
                notes.append("summoning sick: no attack ticket yet")
            if u.paralysed:
                notes.append(f"paralysed ({u.paralysed})")
            where = f"Lane {key[2] + 1}" + (": " + ", ".join(notes) if notes else "")
            extra = ""
        else:
            chain = self.stage.chain_view
            if key[1] >= len(chain):
                return None
            owner, d = chain[key[1]][0], chain[key[1]][1]
            if d < 0:
                return None
            lvl = s.level(owner)
            face = card_face(d, size, lvl)
            where, extra = "On the counter chain", ""
        c = RULES.card(d)
        head = f"{where}. Level {lvl}{extra}.\n{RULES.stat_line(d, lvl)}"
        if c.fx:
            body = f"{head}\n{RULES.card_text(d, lvl)}\nLevels 1/2/3: {RULES.card_text(d)}"
        else:
            body = head + ("\nA summoning card with no skill." if c.kind == "summon" else "")
        return face, c.name, body

    def _grave_info(self, seat: int, size):
        """A grave: its top card large, its upkeep, and each counterspell in it, armed
        (ready to fire) or not."""
        s = self.shown()
        grave = s.grave(seat)
        top = s.card(grave[-1]) if grave else None
        if top is None:
            return None
        lvl, up = s.level(seat), s.upkeep(seat)
        whose = "Your" if seat == self.table.human else f"{self.table.names[seat]}'s"
        lines = [f"{len(grave)} card{'s' if len(grave) != 1 else ''}: upkeep +{up} on every "
                 f"card's cost. Top: {RULES.card(top).name}. Click to look through it."]
        for c in s.grave_counters(seat):
            card = RULES.card(s.card(c.iid))
            lines.append(f"{card.name}, {armed_words(c, RESOURCES[card.res])}.")
        face = self.faces.card_face(top, size, lvl, s.cost(seat, top), up)
        return face, f"{whose} grave", "\n".join(lines)

    def _hero_info(self, seat: int, size):
        """A hero's portrait, large, with its HP, level, XP and deck resources."""
        s = self.shown()
        hero = s.hero(seat)
        need = s.xp_needed(seat)
        xp = "top level" if need is None else f"{need} XP to the next level"
        res = ", ".join(A.RES[r][0] for r in s.resource_kinds(seat))
        lv, n = s.level(seat), s.upkeep(seat)
        df = s.defence(seat)
        whose = "Your" if seat == self.table.human else f"{self.table.names[seat]}'s"
        body = (f"{whose} hero. {hero.text}\nHP {s.hp(seat)} of "
                f"{s.max_hp(seat)}{f', defence {df}' if df else ''}. "
                f"Level {lv} ({xp}): {lv} action{'s' if lv != 1 else ''} a turn.\n"
                f"Resources: {res}. Grave: {n} card{'s' if n != 1 else ''} "
                f"(upkeep +{n}).")
        return A.portrait(s.hero_index(seat), min(size)), hero.name, body
