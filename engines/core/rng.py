"""A tiny seeded random number generator kept inside game states.

SplitMix64: one integer of state, so cloning costs one attribute copy and the
state serialises to a single JSON number. Good enough statistically for shuffles,
dice and bag draws; never used for anything security-related.
"""
from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("s",)

    def __init__(self, seed: int = 0) -> None:
        self.s = (seed * 0x2545F4914F6CDD1D + 0x1234567) & _MASK

    def next64(self) -> int:
        s = (self.s + _GOLDEN) & _MASK
        self.s = s
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
        return s ^ (s >> 31)

    def randrange(self, n: int) -> int:
        """Uniform integer in [0, n). The modulo bias is below 2**-50 for game sizes."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        return self.next64() % n

    def randint(self, a: int, b: int) -> int:
        """Uniform integer in [a, b], both ends included (like random.randint)."""
        return a + self.randrange(b - a + 1)

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / 9007199254740992.0)

    def choice(self, seq):
        return seq[self.next64() % len(seq)]

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.next64() % (i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> "Rng":
        """A new generator seeded from this one (advances this one once)."""
        r = Rng.__new__(Rng)
        r.s = self.next64()
        return r

    def clone(self) -> "Rng":
        r = Rng.__new__(Rng)
        r.s = self.s
        return r

    def to_json(self) -> int:
        return self.s

    @classmethod
    def from_json(cls, value: int) -> "Rng":
        r = cls.__new__(cls)
        r.s = int(value) & _MASK
        return r
