"""Last Counter's deck model (a real game's deck or army model lives in its engine too):
six cards of value One, Two or Three, at most three of a kind. The builder edits it and
the engine's config takes its cards (``{"deck": ["One", "Three", ...]}``)."""
from __future__ import annotations

VALUES = {"One": 1, "Two": 2, "Three": 3}
SIZE, MOST_OF_A_KIND = 6, 3
FULL = f"A deck holds {SIZE} cards"


class DeckModel:
    def __init__(self, cards=()) -> None:
        self.counts: dict[str, int] = {}
        self.left_out = [c for c in cards if self.add(c) is not None]

    def cards(self) -> list[str]:
        return [n for n in VALUES for _ in range(self.counts.get(n, 0))]

    def values(self) -> list[int]:
        return [VALUES[n] for n in self.cards()]

    def why_not_add(self, name: str) -> str | None:
        if name not in VALUES:
            return f"No card is called {name}"
        if sum(self.counts.values()) >= SIZE:
            return FULL
        if self.counts.get(name, 0) >= MOST_OF_A_KIND:
            return f"At most {MOST_OF_A_KIND} cards of a kind"
        return None

    def add(self, name: str) -> str | None:
        reason = self.why_not_add(name)
        if reason is None:
            self.counts[name] = self.counts.get(name, 0) + 1
        return reason

    def remove(self, name: str) -> bool:
        k = self.counts.pop(name, 0)
        if k > 1:
            self.counts[name] = k - 1
        return k > 0

    def problems(self) -> list[str]:
        return [] if sum(self.counts.values()) == SIZE else [FULL + ", no fewer"]

    def warnings(self) -> list[str]:
        return []
