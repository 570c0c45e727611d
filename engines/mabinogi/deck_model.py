"""Mabinogi Duel decks as data: the deck limits, a deck being built, and its problems.

Pure (no pygame). ``deck_problems(deck)`` lists every reason a deck may not be played as
structured :class:`DeckProblem` records (``sentence`` for the rules, ``hint`` for a
builder); a builder edits a :class:`DeckModel` (which refuses an addition with a sentence a
player can read) and filters the pool with :func:`filter_pool`, so it never restates the
rules.

A deck is a prebuilt deck's key ("wild_pack"), a list of card names, or
``{"cards": [names, once per copy], "hero": hero key, "name": optional}`` (the JSON a
builder saves; ``DeckModel.as_deck`` writes it).
"""
from __future__ import annotations

from dataclasses import dataclass

from engines.mabinogi.content import (CARD_INDEX, CARDS, DECK_INDEX, HERO_INDEX, HEROES, POOL,
                                      RESOURCES, SPELL, SUMMON, prebuilt)

# the limits ---------------------------------------------------------------------------
MAX_CARDS = 12          # rule 1.2 / 1.11: a deck of at most 12 cards
MAX_KINDS = 3           # rule 1.11: at most three different resources
HOUSE_MAX_COPIES = 2    # the two-copies house rule (off by default: the rulebook sets none)
MIN_CARDS = 1           # a deck needs a card (and so a resource) to be played at all
DEFAULT_HERO = HEROES[0].key

# problem codes ------------------------------------------------------------------------
UNKNOWN_DECK = "unknown_deck"        # not a prebuilt key, nor a deck's shape
UNKNOWN_CARD = "unknown_card"        # a name no card has
NOT_IN_POOL = "not_in_pool"          # a token (summoned by effects only)
NO_CARDS = "no_cards"                # fewer than MIN_CARDS cards
TOO_MANY_CARDS = "too_many_cards"    # more than MAX_CARDS cards
TOO_MANY_KINDS = "too_many_kinds"    # more than MAX_KINDS resources
TOO_MANY_COPIES = "too_many_copies"  # more copies of a card than the house rule allows
UNKNOWN_HERO = "unknown_hero"        # a hero key no hero has


@dataclass(frozen=True)
class DeckProblem:
    """Why a deck may not be played: ``code`` (above), ``sentence`` (the rules'
    wording), ``hint`` (what to do about it), ``card`` (the card concerned, if any),
    ``excess`` (how many cards or resources too many; 0 otherwise)."""
    code: str
    sentence: str
    hint: str = ""
    card: str | None = None
    excess: int = 0

    def __post_init__(self) -> None:
        if not self.hint:
            object.__setattr__(self, "hint", self.sentence)


def normalise_deck(deck) -> dict:
    """{"cards": [...], "hero": key, "name": str} of any deck form; KeyError / TypeError
    for something that is not a deck."""
    if isinstance(deck, str):
        d = prebuilt(deck)
        return {"cards": list(d.cards), "hero": d.hero, "name": d.name}
    if isinstance(deck, (list, tuple)):
        return {"cards": [str(x) for x in deck], "hero": DEFAULT_HERO, "name": "Deck"}
    if isinstance(deck, dict) and isinstance(deck.get("cards"), (list, tuple)):
        return {"cards": [str(x) for x in deck["cards"]],
                "hero": deck.get("hero") or DEFAULT_HERO,
                "name": str(deck.get("name") or "Deck")}
    raise TypeError("not a deck")


def _plural(k: int, word: str) -> str:
    return f"{k} {word}{'s' if k != 1 else ''}"


def _copies(k: int) -> str:
    return f"{k} {'copy' if k == 1 else 'copies'}"


def deck_problems(deck, max_copies: int | None = None) -> list[DeckProblem]:
    """Every reason ``deck`` may not be played (empty: it is fine). The rulebook's limits
    are 12 cards of at most 3 resources (rules 1.2 and 1.11); ``max_copies`` (the
    two-copies house rule, when it is on) also limits the copies of a card."""
    try:
        d = normalise_deck(deck)
    except (KeyError, TypeError):
        return [DeckProblem(UNKNOWN_DECK, f"Unknown deck: {str(deck)[:40]}")]
    out: list[DeckProblem] = []
    if not isinstance(d["hero"], str) or d["hero"] not in HERO_INDEX:
        out.append(DeckProblem(UNKNOWN_HERO, f"Unknown hero: {str(d['hero'])[:30]}",
                               "Choose one of the heroes."))
    counts: dict[str, int] = {}
    kinds: set[int] = set()
    n = 0
    for name in d["cards"]:
        if name not in CARD_INDEX:
            out.append(DeckProblem(UNKNOWN_CARD, f"Unknown card: {name[:40]}", card=name))
            continue
        c = CARDS[CARD_INDEX[name]]
        if c.token:
            out.append(DeckProblem(NOT_IN_POOL, f"{name} is summoned by other cards only: "
                                   "it cannot be put in a deck.", card=name))
            continue
        n += 1
        counts[name] = counts.get(name, 0) + 1
        kinds.add(c.res)
    if n < MIN_CARDS:
        out.append(DeckProblem(NO_CARDS, "A deck needs at least one card.",
                               "Add cards to the deck (up to 12)."))
    if n > MAX_CARDS:
        k = n - MAX_CARDS
        out.append(DeckProblem(TOO_MANY_CARDS, f"A deck holds at most {MAX_CARDS} cards "
                               f"(this one has {n}).",
                               f"Take {_plural(k, 'card')} out.", excess=k))
    if len(kinds) > MAX_KINDS:
        k = len(kinds) - MAX_KINDS
        names = ", ".join(RESOURCES[r] for r in sorted(kinds))
        out.append(DeckProblem(TOO_MANY_KINDS, f"A deck uses at most {MAX_KINDS} resources "
                               f"(this one uses {names}).",
                               f"Take out every card of {_plural(k, 'resource')}.",
                               excess=k))
    for name, k in sorted(counts.items()):
        if max_copies is not None and k > max_copies:
            out.append(DeckProblem(TOO_MANY_COPIES, f"At most {max_copies} copies of {name} "
                                   f"in a deck (a house rule); this one has {k}.",
                                   f"Take {_copies(k - max_copies)} of {name} out, "
                                   "or play without the house rule.", card=name,
                                   excess=k - max_copies))
    return out


def deck_kinds(cards) -> list[int]:
    """The resources (indices, ascending) that a list of card names or ids uses."""
    out = set()
    for c in cards:
        out.add(CARDS[c if type(c) is int else CARD_INDEX[c]].res)
    return sorted(out)


def filter_pool(res=None, kind=None, cost=None, level: int = 1) -> list[str]:
    """The names of the pool's cards that match every filter given: ``res`` (a resource
    name or index), ``kind`` ("summon" / "spell"), ``cost`` (the cost at ``level``);
    ordered by resource, cost at level 1, then name."""
    r = RESOURCES.index(res) if isinstance(res, str) else res
    out = []
    for i in POOL:
        c = CARDS[i]
        if r is not None and c.res != r:
            continue
        if kind is not None and c.kind != kind:
            continue
        if cost is not None and c.cost[level - 1] != cost:
            continue
        out.append(c)
    out.sort(key=lambda c: (c.res, c.cost[0], c.name))
    return [c.name for c in out]


class DeckModel:
    """A deck being built: card counts by name, a hero and a name. ``max_copies``: the
    copies of a card it allows (None, the rulebook: any number within the 12 cards;
    HOUSE_MAX_COPIES when the two-copies house rule is on)."""

    def __init__(self, cards=(), hero: str = DEFAULT_HERO, name: str = "New deck",
                 max_copies: int | None = None) -> None:
        self.counts: dict[str, int] = {}
        self.hero = hero
        self.name = name
        self.max_copies = max_copies
        self._take(cards)

    def _take(self, cards) -> list[str]:
        """Count ``cards``; returns those a deck cannot hold (no card has the name, or a
        token's), which are left out."""
        left_out = []
        for c in cards:
            if c in CARD_INDEX and not CARDS[CARD_INDEX[c]].token:
                self.counts[c] = self.counts.get(c, 0) + 1
            else:
                left_out.append(c)
        return left_out

    def load(self, entry: dict) -> list[str]:
        """Take a stored entry's hero and cards (in place of these); returns the names a
        deck cannot hold, which are left out."""
        self.counts = {}
        self.hero = str(entry.get("hero") or DEFAULT_HERO)
        return self._take([str(c) for c in entry.get("cards") or []])

    @classmethod
    def from_deck(cls, deck, max_copies: int | None = None) -> "DeckModel":
        """A model of any deck form (a prebuilt key copies that deck)."""
        d = normalise_deck(deck)
        return cls(d["cards"], d["hero"], d["name"], max_copies)

    # -- reading ----------------------------------------------------------------------
    def cards(self) -> list[str]:
        """Once per copy, by resource, cost and name."""
        names = sorted(self.counts, key=lambda n: (CARDS[CARD_INDEX[n]].res,
                                                   CARDS[CARD_INDEX[n]].cost[0], n))
        out: list[str] = []
        for n in names:
            out.extend([n] * self.counts[n])
        return out

    def as_deck(self) -> dict:
        """The JSON a builder saves (and check_config accepts)."""
        return {"name": self.name, "hero": self.hero, "cards": self.cards()}

    def size(self) -> int:
        return sum(self.counts.values())

    def kinds(self) -> list[int]:
        return deck_kinds(list(self.counts))

    def kind_counts(self) -> dict[str, int]:
        """Cards per resource name (for a builder's header)."""
        out: dict[str, int] = {}
        for n, k in self.counts.items():
            r = RESOURCES[CARDS[CARD_INDEX[n]].res]
            out[r] = out.get(r, 0) + k
        return out

    def type_counts(self) -> dict[str, int]:
        out = {SUMMON: 0, SPELL: 0}
        for n, k in self.counts.items():
            out[CARDS[CARD_INDEX[n]].kind] += k
        return out

    # -- editing ----------------------------------------------------------------------
    def why_not_add(self, name) -> str | None:
        """Why one more ``name`` may not be added (None: it may)."""
        if name not in CARD_INDEX:
            return f"Unknown card: {str(name)[:40]}"
        c = CARDS[CARD_INDEX[name]]
        if c.token:
            return f"{name} is summoned by other cards only: it cannot be put in a deck."
        if self.size() >= MAX_CARDS:
            return f"The deck is full: at most {MAX_CARDS} cards."
        if self.max_copies is not None and self.counts.get(name, 0) >= self.max_copies:
            return f"At most {self.max_copies} copies of {name} in a deck (a house rule)."
        kinds = set(self.kinds())
        if c.res not in kinds and len(kinds) >= MAX_KINDS:
            used = ", ".join(RESOURCES[r] for r in sorted(kinds))
            return (f"A deck uses at most {MAX_KINDS} resources, and this one already uses "
                    f"{used}: {name} needs {RESOURCES[c.res]}.")
        return None

    def add(self, name) -> str | None:
        """Add one copy; returns the refusal, or None when it was added."""
        reason = self.why_not_add(name)
        if reason is None:
            self.counts[name] = self.counts.get(name, 0) + 1
        return reason

    def remove(self, name) -> bool:
        if not self.counts.get(name):
            return False
        self.counts[name] -= 1
        if not self.counts[name]:
            del self.counts[name]
        return True

    def set_hero(self, key: str) -> str | None:
        if key not in HERO_INDEX:
            return f"Unknown hero: {str(key)[:30]}"
        self.hero = key
        return None

    def clear(self) -> None:
        self.counts = {}

    # -- checking ---------------------------------------------------------------------
    def problems(self) -> list[DeckProblem]:
        return deck_problems(self.as_deck(), self.max_copies)

    def warnings(self) -> list[str]:
        """Legal but worth knowing."""
        out = []
        n = self.size()
        if 0 < n < MAX_CARDS:
            out.append(f"The deck has {n} card{'s' if n != 1 else ''}: with no draw, every card missing is one "
                       f"less to play (up to {MAX_CARDS}).")
        if self.max_copies is None:
            many = sorted(c for c, k in self.counts.items() if k > HOUSE_MAX_COPIES)
            if many:
                out.append(f"More than {HOUSE_MAX_COPIES} copies of {', '.join(many)}: the "
                           "rulebook allows it, but a game with the two-copies house rule "
                           "on refuses this deck.")
        return out

    @property
    def valid(self) -> bool:
        return not self.problems()


PREBUILT_KEYS = tuple(DECK_INDEX)
