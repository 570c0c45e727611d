"""Who sits where at a table, from the kit: the seat count, the human's seat (None in
an AI-only demo), the viewer (the human, else seat 0: the seat drawn at the bottom), the
others in table order after the viewer, and the remap between "table order" (the
viewer first, as a setup screen lists them) and seat indexes. A table reads it as
``table.seats``; no table writes its own ``me``/``opp`` lines."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Seats:
    players: int
    human: int | None
    names: tuple[str, ...] = ()

    @property
    def me(self) -> int:
        """The viewer: the human's seat, else seat 0 (an AI-only demo, seen from it)."""
        return self.human if self.human is not None else 0

    @property
    def others(self) -> tuple[int, ...]:
        """The other seats in table order after the viewer (clockwise)."""
        return tuple((self.me + k) % self.players for k in range(1, self.players))

    @property
    def order(self) -> tuple[int, ...]:
        """Every seat in table order, the viewer first."""
        return (self.me,) + self.others

    def place(self, seat: int) -> int:
        """Where ``seat`` sits from the viewer: 0 the viewer's own place (the bottom of
        the screen), then 1, 2... round the table."""
        return (seat - self.me) % self.players

    def is_me(self, seat) -> bool:
        return seat == self.me

    def remap(self, values) -> list:
        """``values`` given in table order (the viewer's first) as a list by seat."""
        values = list(values)
        out: list = [None] * self.players
        for seat, v in zip(self.order, values):
            out[seat] = v
        return out

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"


def seat_names(names, record, human: int | None, players: int, ai_names) -> list:
    """The names at a table: ``names`` when given, else the saved record's, else "You"
    for the human and the game's AI names for the others."""
    if names is not None:
        return names
    if record is not None and record.config.get("names"):
        return list(record.config["names"])
    ai = iter(ai_names)
    return ["You" if i == human else next(ai) for i in range(players)]


def fill_names(names: list, own) -> list:
    """``names`` with each blank one (an AI seat among people: pass-and-play) given the
    game's own name for that seat (``own()``: the names the table would make itself)."""
    if all(names):
        return names
    theirs = own()
    return [n or theirs[i] for i, n in enumerate(names)]
