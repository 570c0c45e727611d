"""What is on the Magi-Nation table's stage besides the drawn view (a part): the effects
running over it (floating numbers), the lunging attackers' offsets, the cards in flight
(not drawn in their place yet), the steps that passed by themselves this turn (and why)
and where a card dropped from the hand was let go. The handlers write it as the
animations play; the drawer reads it; the input part sets ``drop_from``."""
from __future__ import annotations

from typing import Callable

from engines.magination.read import Board
from scenes.kit.parts import Part


class Stage(Part):
    def __init__(self, speed: Callable[[], float]) -> None:
        self.speed = speed
        self.reset()

    def reset(self) -> None:
        self.overlays: list = []          # non-blocking animations (numbers)
        self.offsets: dict = {}           # iid -> (dx, dy) of a lunging attacker
        self.in_flight: set = set()       # iids flying: not drawn in their place
        self.passed: dict = {}            # step -> why it passed by itself, this turn
        self.drop_from: tuple | None = None   # where a card played by a drag was let go

    def tick(self, dt: float) -> None:
        k = self.speed()
        for o in self.overlays:
            o.update(dt * k)
        self.overlays = [o for o in self.overlays if not o.done]

    def synced(self) -> None:
        """The drawn view caught up with the state: nothing lunges or flies."""
        self.offsets.clear()
        self.in_flight.clear()


def energy_chart(rules, record, res) -> tuple:
    """The game-over chart of a finished game's ``record``: (totals, rows, peak), the
    rows the energy in play by seat at the opening and after every action that began a
    turn (the first row, then the changes), replayed from the record."""
    state, events = rules.start(record.config, record.seed)
    hist = [_energy_row(state)]
    for action in record.actions:
        events = rules.apply(state, action)
        if any(e["type"] == "TurnBegan" for e in events):
            hist.append(_energy_row(state))
    players = len(hist[0])
    deltas = [list(hist[0])]
    for a, b in zip(hist, hist[1:]):
        deltas.append([b[p] - a[p] for p in range(players)])
    peak = max(max(r) for r in hist) or 1
    return res["scores"], deltas, peak


def _energy_row(state) -> list:
    board = Board(state)
    return [board.energy_in_play(p) for p in range(board.players)]
