"""What the table shows right now. It lags the engine state while animations play: each
engine event changes the board when its animation reaches that point, and once the queue
is idle the board is re-synchronised with the engine (so it can never drift)."""
from __future__ import annotations

from engines.magi import RULES

PILE_SHOWN = 5


class Board:
    def __init__(self, players: int, names: list[str], human: int | None) -> None:
        self.players = players
        self.names = list(names)
        self.human = human
        self.hands: list[list[int]] = [[] for _ in range(players)]   # AI: -1 placeholders
        self.pile: list[int] = []
        self.talon = 0
        self.markers: list[int] = []
        self.direction = 1
        self.colour: str | None = None
        self.picture: str | None = None
        self.free = False
        self.current: int | None = None
        self.phase = "main"
        self.totals = [0] * players
        self.round_no = 1
        self.called = [False] * players
        self.catchable = [False] * players
        self.flying: set = set()       # ("hand", seat, index/id) hidden while in flight
        self.version = 0               # bumped on every change (for cached layers)

    def touch(self) -> None:
        self.version += 1

    def sync(self, state) -> None:
        """Copy everything from the engine state (hidden cards stay hidden)."""
        for i, h in enumerate(state.hands):
            if i == self.human:
                self.hands[i] = list(h)
            else:
                self.hands[i] = [-1] * len(h)
        self.pile = list(state.pile[-PILE_SHOWN:])
        self.talon = len(state.talon)
        self.markers = list(state.markers)
        self.direction = state.direction
        req = RULES.requirement(state)
        self.colour, self.picture, self.free = req["colour"], req["picture"], req["free"]
        self.current = state.current if state.to_move is not None else None
        self.phase = state.phase
        self.totals = list(state.totals)
        self.round_no = state.round_no
        self.called = list(state.called)
        self.catchable = list(state.catchable)
        self.flying.clear()
        self.touch()

    # small mutations used by the event animations ---------------------------------------
    def hand_count(self, seat: int) -> int:
        return len(self.hands[seat])

    def remove_from_hand(self, seat: int, card: int) -> None:
        hand = self.hands[seat]
        if seat == self.human and card in hand:
            hand.remove(card)
        elif hand:
            hand.pop()
        self.touch()

    def add_to_hand(self, seat: int, card: int) -> None:
        self.hands[seat].append(card if seat == self.human else -1)
        self.talon = max(0, self.talon - 1)
        self.touch()

    def put_on_pile(self, card: int) -> None:
        self.pile.append(card)
        del self.pile[:-PILE_SHOWN]
        c = RULES.card(card)
        if c.kind == "magi":
            self.colour, self.picture, self.free = None, None, True
        else:
            self.colour, self.picture, self.free = c.colour, c.picture, False
        self.touch()
