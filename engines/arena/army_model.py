"""The army being built: its Planeswalker, army cards and spell deck, in the engine's shape
({"planeswalker", "squads", "spells"}), with the builder's questions answered by the
engine's own validation (engines.arena.content.army_problems):

* an add is refused when it would bring a problem the army did not have (the engine's
  sentence: over the build, a unique card twice, a card of another colour, a 13th spell,
  the deck over its budget);
* the problems are split between the two halves (the army, the spell deck) for the tabs.

The army is checked against ``build``, the build total (500, the set's own, unless the
setup or the builder chose a bigger one: the multiple-sets rules).
"""
from __future__ import annotations

from collections import Counter

from engines.arena.content import (ARMY, ARMY_INDEX, BUILD, DECK_BUDGET, DECK_SIZE,
                                   DEFAULT_ARMIES, PLANESWALKERS, SPELL_INDEX, SPELLS,
                                   army_problems, default_army)

__all__ = ["ArmyModel", "BUILD", "DECK_BUDGET", "DECK_SIZE"]


def walker_of(key: str):
    return ARMY[ARMY_INDEX[key]]


class ArmyModel:
    """One army being edited. ``squads`` and ``spells`` keep the order cards were added
    in (one entry per copy)."""

    def __init__(self, planeswalker: str = "chandra", build: int = BUILD) -> None:
        self.build = build
        self.planeswalker = planeswalker
        self.squads: list[str] = []
        self.spells: list[str] = []
        self.set_default(planeswalker)

    # -- reading -------------------------------------------------------------------------
    @property
    def walker(self):
        return walker_of(self.planeswalker)

    @property
    def colour(self) -> str:
        return self.walker.colour

    def as_army(self) -> dict:
        return {"planeswalker": self.planeswalker, "squads": list(self.squads),
                "spells": list(self.spells)}

    def army_cost(self) -> int:
        return self.walker.cost + sum(ARMY[ARMY_INDEX[k]].cost for k in self.squads)

    def deck_cost(self) -> int:
        return sum(SPELLS[SPELL_INDEX[k]].cost for k in self.spells)

    def figures(self) -> int:
        return 1 + sum(ARMY[ARMY_INDEX[k]].figures for k in self.squads)

    def squad_counts(self) -> Counter:
        return Counter(self.squads)

    def spell_counts(self) -> Counter:
        return Counter(self.spells)

    def squad_rows(self) -> list[tuple[str, int]]:
        """(key, copies) in the order first added."""
        c = self.squad_counts()
        return [(k, c[k]) for k in dict.fromkeys(self.squads)]

    def spell_rows(self) -> list[tuple[str, int]]:
        """(key, copies), cheapest first then by name (the deck list)."""
        c = self.spell_counts()
        keys = sorted(c, key=lambda k: (SPELLS[SPELL_INDEX[k]].cost,
                                        SPELLS[SPELL_INDEX[k]].name))
        return [(k, c[k]) for k in keys]

    # -- validation (the engine's sentences) ---------------------------------------------
    def problems(self) -> list[str]:
        return army_problems(self.as_army(), self.build)

    def army_problems(self) -> list[str]:
        """The army half's problems (the Planeswalker and the army cards)."""
        alone = {"planeswalker": self.planeswalker, "squads": self.squads, "spells": []}
        empty_deck = army_problems({**alone, "squads": []}, self.build)
        return [p for p in army_problems(alone, self.build) if p not in empty_deck]

    def spell_problems(self) -> list[str]:
        army = set(self.army_problems())
        return [p for p in self.problems() if p not in army]

    @property
    def valid(self) -> bool:
        return not self.problems()

    def _new_problem(self, after: dict) -> str | None:
        """The first of the engine's sentences about ``after`` that the army does not
        have now (a deck growing towards twelve cards is no new problem)."""
        before = set(self.problems())
        size = f"A spell deck has {DECK_SIZE} cards, not "
        for p in army_problems(after, self.build):
            if p.startswith(size) and len(after["spells"]) <= DECK_SIZE:
                continue
            if p not in before:
                return p
        return None

    def why_not_add_card(self, key: str) -> str | None:
        card = ARMY[ARMY_INDEX[key]]
        if card.is_planeswalker:
            return (f"{card.name} is a Planeswalker: an army has exactly one (choose it "
                    "in the row of Planeswalkers)")
        after = self.as_army()
        after["squads"].append(key)
        return self._new_problem(after)

    def why_not_add_spell(self, key: str) -> str | None:
        after = self.as_army()
        after["spells"].append(key)
        return self._new_problem(after)

    # -- changing ------------------------------------------------------------------------
    def add_card(self, key: str) -> str | None:
        reason = self.why_not_add_card(key)
        if reason is None:
            self.squads.append(key)
        return reason

    def remove_card(self, key: str) -> bool:
        if key in self.squads:
            i = len(self.squads) - 1 - self.squads[::-1].index(key)
            del self.squads[i]
            return True
        return False

    def add_spell(self, key: str) -> str | None:
        reason = self.why_not_add_spell(key)
        if reason is None:
            self.spells.append(key)
        return reason

    def remove_spell(self, key: str) -> bool:
        if key in self.spells:
            i = len(self.spells) - 1 - self.spells[::-1].index(key)
            del self.spells[i]
            return True
        return False

    def set_default(self, planeswalker: str) -> None:
        a = default_army(planeswalker)
        self.planeswalker = planeswalker
        self.squads = list(a["squads"])
        self.spells = list(a["spells"])

    def default_spells(self) -> None:
        self.spells = list(DEFAULT_ARMIES[self.planeswalker]["spells"])

    def switch(self, planeswalker: str) -> str:
        """Put ``planeswalker`` at the head of the army and say what happened: the army
        cards and spells of its colour are kept; when none are left, its default army
        and spell deck come in."""
        old = self.walker
        new = walker_of(planeswalker)
        self.planeswalker = planeswalker
        keep = [k for k in self.squads if ARMY[ARMY_INDEX[k]].colour == new.colour]
        dropped = len(self.squads) - len(keep)
        self.squads = keep
        spells = [k for k in self.spells if SPELLS[SPELL_INDEX[k]].colour == new.colour]
        dropped_spells = len(self.spells) - len(spells)
        self.spells = spells
        d = default_army(planeswalker)
        parts = []
        if not self.squads:
            self.squads = list(d["squads"])
            parts.append("army cards")
        if not self.spells:
            self.spells = list(d["spells"])
            parts.append("spell deck")
        head = f"{new.name} leads the army now"
        if new.colour == old.colour:
            return head + "."
        why = (f"the {old.colour} cards ({dropped} army card{'s' if dropped != 1 else ''}, "
               f"{dropped_spells} spell{'s' if dropped_spells != 1 else ''}) cannot serve a "
               f"{new.colour} Planeswalker")
        if parts:
            return f"{head}: {why}, so the {' and the '.join(parts)} of " \
                   f"{new.name.split()[0]}'s default army came in."
        return f"{head}: {why}."

    def load(self, entry: dict) -> list[str]:
        """Take ``entry``'s fields; returns the names of cards left out (unknown keys)."""
        left_out = []
        pw = entry.get("planeswalker")
        if pw not in PLANESWALKERS:
            left_out.append(f"Planeswalker {str(pw)[:30]!r}")
        self.planeswalker = pw if isinstance(pw, str) and pw in PLANESWALKERS else "chandra"
        self.squads = []
        for k in entry.get("squads", []):
            if k in ARMY_INDEX and not ARMY[ARMY_INDEX[k]].is_planeswalker:
                self.squads.append(k)
            else:
                left_out.append(str(k)[:30])
        self.spells = []
        for k in entry.get("spells", []):
            if k in SPELL_INDEX:
                self.spells.append(k)
            else:
                left_out.append(str(k)[:30])
        return left_out
