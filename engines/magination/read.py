"""The read model of a Magi-Nation Duel state (or a view of it): readable names for what
a table shows, so that the scenes read this face and not the state's raw fields
(``defs`` with its HIDDEN marks, the step numbers) or the engine's constants and helpers.

``Board(state)`` wraps a state without copying it; reading is cheap (a table wraps its
drawn snapshot every frame). The ``move``/``take_from``/``reveal``/``set_*`` calls are
for a table patching its drawn snapshot while the animations play (the engine's events
say what changed); nothing here is used by the rules.
"""
from __future__ import annotations

from typing import Any

from engines.magination.cards import CARDS, Card
from engines.magination.state import HIDDEN, penalty

# the zones a card may lie in, per player (the Magi in play and limbo aside)
PILES = ("deck", "hand", "discard", "creatures", "relics", "stack", "defeated")
# hidden cards a view may deal in any order among these zones (see ``take_from``)
HIDDEN_ZONES = ("deck", "hand", "stack")


class Board:
    """The read model of one Magi-Nation state (see the module's docstring)."""
    __slots__ = ("s",)
    steps = (1, 2, 3, 4, 5, 6)          # the six steps of a turn, in order
    attack_step = 3

    def __init__(self, state) -> None:
        self.s: Any = state        # a State (or a view of one)

    @staticmethod
    def card_def(card_id: int) -> Card:
        """The printed card ``card_id`` (an index of the content)."""
        return CARDS[card_id]

    # whose turn ------------------------------------------------------------------------
    players = property(lambda self: self.s.players)
    to_move = property(lambda self: self.s.to_move, doc="who decides now (None: over)")
    current = property(lambda self: self.s.current, doc="whose turn it is")
    turn = property(lambda self: self.s.turn_no, doc="the turn number")
    step = property(lambda self: self.s.step, doc="the step of the turn (1 to 6)")

    @property
    def attacking(self) -> bool:
        """The turn is in its Attack step."""
        return self.s.step == self.attack_step

    def set_turn(self, seat: int, turn: int) -> None:
        self.s.current, self.s.turn_no = seat, turn

    def set_step(self, step: int) -> None:
        self.s.step = step

    # cards -----------------------------------------------------------------------------
    def card(self, iid: int) -> Card | None:
        """The card of instance ``iid`` (None: face down to this view)."""
        d = self.s.defs[iid]
        return None if d == HIDDEN else CARDS[d]

    def card_id(self, iid: int) -> int | None:
        d = self.s.defs[iid]
        return None if d == HIDDEN else d

    def known(self, iid: int) -> bool:
        return self.s.defs[iid] != HIDDEN

    def owner(self, iid: int) -> int | None:
        """The player whose zones hold ``iid`` (its controller while it is lent)."""
        return self.s.owner[iid]

    def zone_of(self, iid: int) -> str:
        return self.s.zone_of(iid)

    def magi(self, seat: int) -> int | None:
        """The iid of ``seat``'s Magi in play (None: none)."""
        m = self.s.magi[seat]
        return None if m < 0 else m

    def magi_card(self, seat: int) -> Card | None:
        """The card of ``seat``'s Magi in play when this view knows it."""
        m = self.magi(seat)
        return None if m is None else self.card(m)

    def magi_left(self, seat: int) -> int:
        """Magi not yet defeated: the stack and the one in play."""
        return len(self.s.stack[seat]) + (1 if self.s.magi[seat] >= 0 else 0)

    def creatures(self, seat: int) -> list:
        """The iids of ``seat``'s creatures in play (the live list)."""
        return self.s.creatures[seat]

    def relics(self, seat: int) -> list:
        return self.s.relics[seat]

    def hand(self, seat: int) -> list:
        return self.s.hand[seat]

    def deck(self, seat: int) -> list:
        return self.s.deck[seat]

    def discard(self, seat: int) -> list:
        """The discard pile, the top last."""
        return self.s.discard[seat]

    def stack(self, seat: int) -> list:
        """The Magi stack (face down), the next Magi first."""
        return self.s.stack[seat]

    def defeated(self, seat: int) -> list:
        return self.s.defeated[seat]

    def in_play(self, seat: int) -> list:
        """``seat``'s cards in play: creatures, relics, then the Magi."""
        m = self.magi(seat)
        return self.s.creatures[seat] + self.s.relics[seat] + ([] if m is None else [m])

    # energy ----------------------------------------------------------------------------
    def energy(self, iid: int) -> int:
        return self.s.energy[iid]

    def set_energy(self, iid: int, value: int) -> None:
        self.s.energy[iid] = value

    def magi_energy(self, seat: int) -> int:
        return self.s.magi_energy(seat)

    def energy_in_play(self, seat: int) -> int:
        """Energy on ``seat``'s creatures and Magi."""
        s = self.s
        return sum(s.energy[c] for c in s.creatures[seat]) + s.magi_energy(seat)

    def regional_penalty(self, seat: int, card: Card) -> int | None:
        """What ``seat``'s Magi in play adds to ``card``'s cost (None: it may not play
        it, or no Magi)."""
        mc = self.magi_card(seat)
        return penalty(mc, card) if mc else None

    # patching a drawn snapshot -----------------------------------------------------------
    def move(self, iid: int, zone: str, seat: int | None = None, src: str | None = None,
             after: "Board | None" = None) -> None:
        """Card ``iid`` to ``zone`` of ``seat`` (its owner when None; from ``src``, a zone
        of ``seat``, when the event says where it comes from), its face shown when
        ``after`` (the view the events lead to) knows it."""
        s = self.s
        p = s.owner[iid] if seat is None else seat
        if src is not None:
            self.take_from(iid, p, src)
        for z in PILES:
            lst = getattr(s, z)[p]
            if iid in lst:
                lst.remove(iid)
        if iid in s.limbo:
            s.limbo.remove(iid)
        if s.magi[p] == iid and zone != "magi":
            s.magi[p] = -1
        if zone == "magi":
            s.magi[p] = iid
        elif zone == "limbo":
            s.limbo.append(iid)
        else:
            getattr(s, zone)[p].append(iid)
        self.reveal(iid, after)

    def take_from(self, iid: int, seat: int, src: str, keep=()) -> None:
        """Make the card ``iid`` lie in zone ``src`` of ``seat``. A view deals the ids of
        the hidden cards nothing refers to in any order among the hidden places
        (views.py), so a card an event names may lie in another hidden place there: it
        trades places with one of ``src``'s hidden cards (all look the same), never with
        one of ``keep`` (the other cards of the same event)."""
        s = self.s
        if src not in HIDDEN_ZONES or s.defs[iid] != HIDDEN:
            return
        zone = getattr(s, src)[seat]
        if iid in zone:
            return
        other = next((h for h in zone if s.defs[h] == HIDDEN and h not in keep), None)
        if other is None:
            return
        for z in HIDDEN_ZONES:
            lst = getattr(s, z)[seat]
            if iid in lst:
                lst[lst.index(iid)] = other
                break
        zone[zone.index(other)] = iid

    def reveal(self, iid: int, after: "Board | None") -> bool:
        """Show card ``iid`` from now on if ``after`` (the view once the playing events
        are done) shows it; True when its face is known."""
        s = self.s
        if s.defs[iid] == HIDDEN and after is not None and after.known(iid):
            defs = list(s.defs)                # shared with other copies: never in place
            defs[iid] = after.s.defs[iid]
            s.defs = defs
        return s.defs[iid] != HIDDEN

    def change_control(self, iid: int, old: int, new: int) -> None:
        """Card ``iid`` in play passes from ``old``'s zones to ``new``'s."""
        s = self.s
        for z in (s.creatures, s.relics):
            if iid in z[old]:
                z[old].remove(iid)
                z[new].append(iid)
        own = list(s.owner)                     # shared with other copies: replaced
        own[iid] = new
        s.owner = own
