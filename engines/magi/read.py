"""The read model of a Magi state (or a view of it): readable names for what a table
shows and asks, so that the scenes read this face and not the state's fields
(``turn_no``, ``req_colour``, ``phase == CALLING``...) or the engine's constants.

``Game(state)`` wraps a state without copying it; reading is cheap (a table wraps the
live state every frame). Lists it returns are the state's own (read them, do not change
them). Nothing here is used by the rules.
"""
from __future__ import annotations

from typing import NamedTuple

from engines.magi.cards import CARDS, Card
from engines.magi.rules import CALLING, HIDDEN, MagiState


class Requirement(NamedTuple):
    """What the next card must match: its colour or its picture, or anything (free)."""
    colour: str | None
    picture: str | None
    free: bool


class Game:
    """The read model of one Magi state (see the module's docstring)."""
    __slots__ = ("s",)
    hidden = HIDDEN            # a card this view cannot see (another's hand)

    def __init__(self, state: MagiState) -> None:
        self.s = state

    # whose turn -------------------------------------------------------------------------
    players = property(lambda self: self.s.players)
    to_move = property(lambda self: self.s.to_move, doc="who decides now (None: over)")
    over = property(lambda self: self.s.to_move is None)
    turn_number = property(lambda self: self.s.turn_no)
    round_number = property(lambda self: self.s.round_no)
    target = property(lambda self: self.s.target, doc="the total that loses the game")
    phase = property(lambda self: self.s.phase,
                     doc='the turn\'s phase: "magic", "main", "drawn", "calling", '
                         '"choice" (an ability\'s choice), "over"')

    @property
    def playing(self) -> int | None:
        """Whose turn it is (None once the game is over)."""
        return self.s.current if self.s.to_move is not None else None

    @property
    def calling(self) -> bool:
        """The turn is held open for its player's "Magi!" call (one card left)."""
        return self.s.phase == CALLING

    def is_to_move(self, seat: int | None) -> bool:
        """``seat`` (None: nobody) decides now."""
        return seat is not None and self.s.to_move == seat

    # the cards ---------------------------------------------------------------------------
    @staticmethod
    def card(cid: int) -> Card:
        return CARDS[cid]

    def hand(self, seat: int) -> list[int]:
        """``seat``'s hand (``hidden`` for cards this view cannot see)."""
        return self.s.hands[seat]

    def hand_size(self, seat: int) -> int:
        return len(self.s.hands[seat])

    @property
    def pile(self) -> list[int]:
        """The discard pile, bottom first."""
        return self.s.pile

    @property
    def talon_size(self) -> int:
        return len(self.s.talon)

    @property
    def markers(self) -> list[int]:
        """The DRAWCOUNT markers on the table, in the order they were laid."""
        return self.s.markers

    @property
    def clockwise(self) -> bool:
        return self.s.direction == 1

    def requirement(self) -> Requirement:
        req = self.s.requirement()
        return Requirement(req["colour"], req["picture"], req["free"])

    # the players ---------------------------------------------------------------------------
    @property
    def totals(self) -> list[int]:
        """Each player's minus points so far."""
        return self.s.totals

    @property
    def round_scores(self) -> list[list[int]]:
        """The points each round gave each player."""
        return self.s.round_scores

    def called(self, seat: int) -> bool:
        """``seat`` called "Magi!" on their last card but one."""
        return bool(self.s.called[seat])

    def catchable(self, seat: int) -> bool:
        """``seat`` forgot to call "Magi!": another may catch them."""
        return bool(self.s.catchable[seat])
