"""Log wording with "you": one small helper every game's ``describe`` and ``narrate`` use.

    w = Words(state.names, viewer)
    f"{w.who(p)} {w.verb(p, 'plays', 'play')} {card}"    # "Ann plays Red" / "You play Red"
    f"{w.whose(p)} Furok"                                 # "Ann's Furok" / "Your Furok"
    w.whose(p, start=False)                               # "Ann's" / "your"

``viewer`` is the seat reading the log (None: everyone is named).
"""
from __future__ import annotations


class Words:
    __slots__ = ("names", "viewer")

    def __init__(self, names, viewer: int | None = None) -> None:
        self.names = names
        self.viewer = viewer

    def you(self, p) -> bool:
        return p is not None and p == self.viewer

    def who(self, p, start: bool = True) -> str:
        """The subject: "You" (or "you" mid-sentence) for the viewer, else the name."""
        if p is None:
            return "Nobody"
        if self.you(p):
            return "You" if start else "you"
        return str(self.names[p])

    def whom(self, p) -> str:
        """The object: "you" for the viewer, else the name."""
        return self.who(p, start=False)

    def verb(self, p, third: str, second: str) -> str:
        """``third`` ("plays", "is", "has") for others, ``second`` ("play", "are",
        "have") for the viewer."""
        return second if self.you(p) else third

    def whose(self, p, start: bool = True) -> str:
        """"Your"/"your" for the viewer, else "Name's"."""
        if self.you(p):
            return "Your" if start else "your"
        name = str(self.names[p]) if p is not None else "Nobody"
        return name + ("'" if name.endswith("s") else "'s")

    def said(self, p, third: str, second: str) -> str:
        """Subject and verb: "Ann draws" / "You draw"."""
        return f"{self.who(p)} {self.verb(p, third, second)}"
