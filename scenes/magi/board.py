"""What the Magi table draws: the table's snapshot (the kit's pipeline keeps it as
``table.shown``). It lags the engine state while the animations play: each engine
event changes it when its animation reaches that point, and once the events have played
the pipeline replaces it by the board of the state's view (so it can never drift).

A :class:`Board` is made from the read model (``Board.of(Game(view), human)``): the
human's own hand, the others' hands as ``HIDDEN`` placeholders, the top of the pile,
the talon's size, the requirement, the markers, the direction, whose turn and its
phase, the totals and the calls."""
from __future__ import annotations

from engines.magi import RULES
from engines.magi.read import Game

PILE_SHOWN = 5
HIDDEN = Game.hidden


class Board:
    def __init__(self, players: int, human: int | None) -> None:
        """An empty table (a new game before its deal)."""
        self.players = players
        self.human = human
        self.open = False         # every hand's cards kept (the table sees all)
        self.clear()

    def clear(self) -> None:
        """The empty table (a new game is about to be dealt)."""
        n = self.players
        self.hands: list[list[int]] = [[] for _ in range(n)]     # others: HIDDEN
        self.pile: list[int] = []
        self.talon = 0
        self.markers: list[int] = []
        self.direction = 1
        self.colour: str | None = None
        self.picture: str | None = None
        self.free = False
        self.current: int | None = None
        self.phase = "main"
        self.totals = [0] * n
        self.round_no = 1
        self.called = [False] * n
        self.catchable = [False] * n

    @classmethod
    def of(cls, game: Game, human: int | None, open_hands: bool = False) -> "Board":
        """The board of ``game`` (a view: hidden cards stay hidden; the others' cards
        are kept only with ``open_hands``: the table sees every hand)."""
        b = cls(game.players, human)
        b.open = open_hands
        for seat in range(game.players):
            hand = game.hand(seat)
            b.hands[seat] = list(hand) if b._keeps(seat) else [HIDDEN] * len(hand)
        b.pile = list(game.pile[-PILE_SHOWN:])
        b.talon = game.talon_size
        b.markers = list(game.markers)
        b.direction = 1 if game.clockwise else -1
        b.colour, b.picture, b.free = game.requirement()
        b.current = game.playing
        b.phase = game.phase
        b.totals = list(game.totals)
        b.round_no = game.round_number
        b.called = [game.called(q) for q in range(game.players)]
        b.catchable = [game.catchable(q) for q in range(game.players)]
        return b

    # the changes the event animations make ---------------------------------------------
    def hand_count(self, seat: int) -> int:
        return len(self.hands[seat])

    def begin_round(self, round_no: int) -> None:
        """A new round: empty hands and pile, clockwise, nobody called, the talon full."""
        self.hands = [[] for _ in range(self.players)]
        self.pile, self.markers = [], []
        self.direction = 1
        self.called = [False] * self.players
        self.catchable = [False] * self.players
        self.round_no = round_no
        self.talon = 99
        self.current = None

    def _keeps(self, seat: int) -> bool:
        """The board holds ``seat``'s cards themselves (not placeholders)."""
        return seat == self.human or self.open

    def remove_from_hand(self, seat: int, card: int) -> None:
        hand = self.hands[seat]
        if self._keeps(seat) and card in hand:
            hand.remove(card)
        elif hand:
            hand.pop()

    def add_to_hand(self, seat: int, card: int) -> None:
        self.hands[seat].append(card if self._keeps(seat) else HIDDEN)
        self.talon = max(0, self.talon - 1)

    def put_on_pile(self, card: int) -> None:
        self.pile.append(card)
        del self.pile[:-PILE_SHOWN]
        c = RULES.card(card)
        if c.kind == "magi":
            self.set_requirement(None, None, True)
        else:
            self.set_requirement(c.colour, c.picture, False)

    def set_requirement(self, colour: str | None, picture: str | None, free: bool) -> None:
        self.colour, self.picture, self.free = colour, picture, free

    def reshuffled(self, talon: int) -> None:
        """The pile but its top card went back into the talon (now ``talon`` cards)."""
        self.pile = self.pile[-1:]
        self.talon = talon
