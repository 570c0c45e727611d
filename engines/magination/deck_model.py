"""Magi-Nation decks as data: the deck limits, a deck being built, and its problems.

Pure (no pygame). The limits are the ones ``rules.deck_problems`` applies; a deck builder
edits a :class:`DeckModel` (it refuses an addition with a sentence a player can read) and
shows :func:`problems` as structured :class:`DeckProblem` records, so that it never parses
the rules' sentences nor restates the rules.

A deck: ``{"magi": [three Magi names, in play order], "cards": [every other card, once
per copy]}``, or a starter deck's key ("naroom", "cald").
"""
from __future__ import annotations

from dataclasses import dataclass

from engines.magination.cards import CREATURE, MAGI, RELIC, SPELL, Card, card, starter_deck

# the limits ---------------------------------------------------------------------------
MAGI_IN_STACK = 3        # a Magi stack holds exactly this many different Magi
MIN_CARDS = 40           # cards besides the Magi, at least
MAX_COPIES = 3           # copies of a card (alternates included), at most

TYPE_ORDER = (MAGI, CREATURE, RELIC, SPELL)

NOT_PLAYABLE = "Not playable yet: its power is not implemented"
NOT_PLAYABLE_EFFECT = "Not playable yet: its effect is not implemented"

# problem codes ------------------------------------------------------------------------
UNKNOWN_DECK = "unknown_deck"        # not a starter key, or not a deck's shape
UNKNOWN_CARD = "unknown_card"        # a name no card has
NOT_MAGI = "not_magi"                # a card in the Magi stack is not a Magi
MAGI_COUNT = "magi_count"            # the stack does not hold exactly MAGI_IN_STACK Magi
SAME_MAGI = "same_magi"              # the same Magi twice in the stack (alternates too)
MAGI_IN_DECK = "magi_in_deck"        # a Magi among the other cards
TOO_FEW_CARDS = "too_few_cards"      # fewer than MIN_CARDS cards besides the Magi
TOO_MANY_COPIES = "too_many_copies"  # more than MAX_COPIES of a card
NOT_AVAILABLE = "not_available"      # a card the app cannot play yet


@dataclass(frozen=True)
class DeckProblem:
    """Why a deck may not be played.

    ``sentence`` is the rules' wording (what ``deck_problems`` returns); ``hint`` says
    what to do about it, for a builder ("Add 3 more cards ..."; the sentence when there
    is nothing better to say). ``card`` names the card concerned, if any; ``missing`` is
    how many Magi or cards are still needed (MAGI_COUNT, TOO_FEW_CARDS), else 0."""
    code: str
    sentence: str
    hint: str = ""
    card: str | None = None
    missing: int = 0

    def __post_init__(self) -> None:
        if not self.hint:
            object.__setattr__(self, "hint", self.sentence)


def _plural(k: int, word: str) -> str:
    return f"{k} {word}{'s' if k != 1 else ''}"


def _normalise(deck) -> dict:
    if isinstance(deck, str):
        return starter_deck(deck)
    return {"magi": list(deck["magi"]), "cards": list(deck["cards"])}


def _not_a_deck(deck) -> str:
    if isinstance(deck, str):
        return f"There is no starter deck called {deck[:30]!r}."
    return "This is not a deck: a deck is a Magi stack and a list of cards."


def problems(deck) -> list[DeckProblem]:
    """Every reason ``deck`` may not be played, in the order of ``deck_problems`` (whose
    sentences are these problems' ``sentence``). Empty: the deck is fine."""
    try:
        d = _normalise(deck)
    except (KeyError, TypeError):
        return [DeckProblem(UNKNOWN_DECK, _not_a_deck(deck))]
    out: list[DeckProblem] = []
    magi = []
    for n in d["magi"]:
        try:
            c = card(n)
        except KeyError:
            out.append(DeckProblem(UNKNOWN_CARD, f"Unknown card: {n}", card=str(n)))
            continue
        if c.type != MAGI:
            out.append(DeckProblem(NOT_MAGI, f"{c.name} is not a Magi.", card=c.name))
        magi.append(c)
    if len(magi) != MAGI_IN_STACK:
        k = MAGI_IN_STACK - len(magi)
        sentence = (f"A Magi stack needs exactly {MAGI_IN_STACK} Magi "
                    f"(this one has {len(magi)}).")
        if k <= 0:
            out.append(DeckProblem(MAGI_COUNT, sentence))
        else:
            hint = (f"Choose {k} more Magi for the stack." if k < MAGI_IN_STACK
                    else f"Choose {MAGI_IN_STACK} Magi for the stack.")
            out.append(DeckProblem(MAGI_COUNT, sentence, hint, missing=k))
    idents = [c.identity for c in magi]
    if len(set(idents)) != len(idents):
        out.append(DeckProblem(SAME_MAGI, "The three Magi must be different (alternates "
                                          "count as the same Magi)."))
    counts: dict[str, int] = {}
    n_cards = 0
    for n in d["cards"]:
        try:
            c = card(n)
        except KeyError:
            out.append(DeckProblem(UNKNOWN_CARD, f"Unknown card: {n}", card=str(n)))
            continue
        if c.type == MAGI:
            out.append(DeckProblem(MAGI_IN_DECK, f"{c.name} is a Magi: it belongs in the Magi "
                                                 "stack, not the deck.", card=c.name))
            continue
        n_cards += 1
        counts[c.identity] = counts.get(c.identity, 0) + 1
    if n_cards < MIN_CARDS:
        k = MIN_CARDS - n_cards
        out.append(DeckProblem(
            TOO_FEW_CARDS,
            f"A deck needs at least {MIN_CARDS} cards besides the Magi (this one has "
            f"{n_cards}).",
            f"Add {_plural(k, 'more card')} (at least {MIN_CARDS} besides the Magi).",
            missing=k))
    for ident, k in sorted(counts.items()):
        if k > MAX_COPIES:
            out.append(DeckProblem(TOO_MANY_COPIES, f"At most {MAX_COPIES} copies of {ident} "
                                   f"(alternates included); this deck has {k}.", card=ident))
    seen = set()
    for n in list(d["magi"]) + list(d["cards"]):
        try:
            c = card(n)
        except KeyError:
            continue
        if not c.implemented and c.name not in seen:
            seen.add(c.name)
            out.append(DeckProblem(NOT_AVAILABLE, f"{c.name} is not available yet in this "
                                                  "app.", card=c.name))
    return out


def not_playable_reason(c: Card) -> str | None:
    """Why the app cannot play ``c`` yet (None: it can)."""
    if c.implemented:
        return None
    if c.powers or not c.effects:
        return NOT_PLAYABLE
    return NOT_PLAYABLE_EFFECT


class DeckModel:
    """A deck being built: the Magi stack in play order (``magi``) and the other cards
    with their counts (``counts``, by card name). Names are the cards' own names."""

    def __init__(self, magi=(), cards=()) -> None:
        self.magi: list[str] = []
        self.counts: dict[str, int] = {}
        self.load({"magi": list(magi), "cards": list(cards)})

    # -- reading ----------------------------------------------------------------------
    def load(self, deck: dict) -> None:
        """Take ``deck``'s lists as they are (unknown names are left out; what breaks the
        rules stays, for :meth:`problems` to report)."""
        self.magi, self.counts = [], {}
        for n in deck.get("magi", []):
            try:
                self.magi.append(card(n).name)
            except KeyError:
                pass
        for n in deck.get("cards", []):
            try:
                name = card(n).name
            except KeyError:
                continue
            self.counts[name] = self.counts.get(name, 0) + 1

    def clear(self) -> None:
        self.magi, self.counts = [], {}

    def sorted_names(self) -> list[str]:
        """The other cards' names by type, cost and name."""
        def key(n: str):
            c = card(n)
            return (TYPE_ORDER.index(c.type), c.base_cost, n.lower())
        return sorted(self.counts, key=key)

    def cards(self) -> list[str]:
        """The other cards, once per copy, sorted as :meth:`sorted_names`."""
        out: list[str] = []
        for name in self.sorted_names():
            out.extend([name] * self.counts[name])
        return out

    def as_deck(self) -> dict:
        return {"magi": list(self.magi), "cards": self.cards()}

    def card_count(self) -> int:
        """Cards besides the Magi."""
        return sum(self.counts.values())

    def copies(self, c) -> int:
        """Copies in the deck counted under the card's identity (alternates together)."""
        ident = card(c).identity
        return sum(k for n, k in self.counts.items() if card(n).identity == ident)

    def in_deck(self, c) -> int:
        """How many of ``c`` the deck holds: 1 or 0 for a Magi (in the stack or not), its
        copies (alternates included) for any other card."""
        c = card(c)
        if c.type == MAGI:
            return 1 if c.name in self.magi else 0
        return self.copies(c)

    def is_full(self, c) -> bool:
        """No more of ``c`` may be added because of the limits (a Magi already in the
        stack, or MAX_COPIES of a card)."""
        c = card(c)
        n = self.in_deck(c)
        return n >= 1 if c.type == MAGI else n >= MAX_COPIES

    # -- editing ----------------------------------------------------------------------
    def why_not_add(self, name) -> str | None:
        """Why one more ``name`` may not be added (None: it may)."""
        try:
            c = card(name)
        except KeyError:
            return f"Unknown card: {name}"
        reason = not_playable_reason(c)
        if reason:
            return reason
        if c.type == MAGI:
            if any(card(m).identity == c.identity for m in self.magi):
                return f"{c.name} is already in the Magi stack: the three Magi must differ."
            if len(self.magi) >= MAGI_IN_STACK:
                return f"The Magi stack is full ({MAGI_IN_STACK} Magi): remove one first."
            return None
        if self.copies(c) >= MAX_COPIES:
            return f"At most {MAX_COPIES} copies of {c.identity} in a deck."
        return None

    def add(self, name) -> str | None:
        """Add one copy (a Magi joins the end of the stack). Returns the refusal, or None
        when it was added."""
        reason = self.why_not_add(name)
        if reason:
            return reason
        c = card(name)
        if c.type == MAGI:
            self.magi.append(c.name)
        else:
            self.counts[c.name] = self.counts.get(c.name, 0) + 1
        return None

    def remove(self, name) -> bool:
        """Take one copy out (a Magi leaves the stack). False: there was none."""
        try:
            name = card(name).name
        except KeyError:
            return False
        if name in self.magi:
            self.magi.remove(name)
        elif self.counts.get(name):
            self.counts[name] -= 1
            if not self.counts[name]:
                del self.counts[name]
        else:
            return False
        return True

    def move_magi(self, i: int, j: int) -> bool:
        """Move the stack's Magi at ``i`` to place ``j`` (play order). False: nothing moved."""
        if 0 <= i < len(self.magi) and 0 <= j < len(self.magi) and i != j:
            self.magi.insert(j, self.magi.pop(i))
            return True
        return False

    # -- checking ---------------------------------------------------------------------
    def problems(self) -> list[DeckProblem]:
        """Why the deck may not be played, what to do next first (the Magi and cards
        still missing), each hint once."""
        probs = problems(self.as_deck())
        first = [p for p in probs if p.missing]
        out: list[DeckProblem] = []
        hints: set[str] = set()
        for p in first + [p for p in probs if not p.missing]:
            if p.hint not in hints:
                hints.add(p.hint)
                out.append(p)
        return out

    def warnings(self) -> list[str]:
        """Legal but worth knowing: Relics no Magi of the (complete) stack can play."""
        if len(self.magi) < MAGI_IN_STACK:
            return []
        regions = {r for m in self.magi for r in card(m).regions}
        out = []
        for name in self.sorted_names():
            c = card(name)
            if c.type == RELIC and "Universal" not in c.regions and not regions & set(c.regions):
                out.append(f"{c.name}: only {'/'.join(c.regions)} Magi can play this Relic, "
                           "and the stack has none.")
        return out

    @property
    def valid(self) -> bool:
        return not problems(self.as_deck())


# -- decks as plain text ---------------------------------------------------------------
# What players paste to each other: one card per line with its count ("3 Furok"), the
# Magi first in play order; "#" starts a comment, and a first "# name" line names the deck.

def deck_to_text(deck, name: str = "") -> str:
    """``deck`` (a dict or a DeckModel) as text: "# name", then "1 Evu" per Magi in play
    order, then "3 Furok" per other card by type, cost and name."""
    model = deck if isinstance(deck, DeckModel) else DeckModel(deck.get("magi", ()),
                                                               deck.get("cards", ()))
    lines = [f"# {name.strip()}"] if name.strip() else []
    lines += [f"1 {m}" for m in model.magi]
    lines += [f"{model.counts[n]} {n}" for n in model.sorted_names()]
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class ParsedDeck:
    """What :func:`deck_from_text` read: the deck, its name ("" when none was given) and
    one sentence per line it could not use ("Line 4: no card is called 'Furrok'.")."""
    deck: dict
    name: str
    errors: tuple


def deck_from_text(text: str) -> ParsedDeck:
    """Read a deck pasted as text. A line is "3 Furok", "3x Furok", "Furok x3" or "Furok"
    (one copy); Magi go to the stack in the order they come (their count is 1). Blank
    lines and "#" comments are skipped; a "# name" line before any card names the deck.
    Lines it cannot read are listed in ``errors``, the rest is kept."""
    magi: list[str] = []
    cards: list[str] = []
    errors: list[str] = []
    name = ""
    for k, raw in enumerate(str(text).splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if not name and not magi and not cards and line[1:].strip():
                name = line[1:].strip()
            continue
        count, title = _count_and_name(line)
        if count is None:
            errors.append(f"Line {k}: write a count and a card name, like '3 Furok'.")
            continue
        try:
            c = card(title)
        except KeyError:
            errors.append(f"Line {k}: no card is called '{title[:40]}'.")
            continue
        if c.type == MAGI:
            if count != 1:
                errors.append(f"Line {k}: a Magi is in the stack once ({c.name}).")
            if c.name not in magi:
                magi.append(c.name)
            continue
        cards.extend([c.name] * count)
    return ParsedDeck({"magi": magi, "cards": cards}, name, tuple(errors))


def _count_and_name(line: str) -> tuple:
    """(count, name) of "3 Furok", "3x Furok", "Furok x3", "Furok"; (None, "") when the
    count is not a small number."""
    words = line.split()
    head, tail = words[0].lower().rstrip("x×"), words[-1].lower().lstrip("x×")
    if len(words) > 1 and head.isdigit() and words[0].lower()[-1:] in "0123456789x×":
        n, title = int(head), " ".join(words[1:])
    elif len(words) > 1 and tail.isdigit() and words[-1][:1].lower() in "x×":
        n, title = int(tail), " ".join(words[:-1])
    elif not line[:1].isdigit():
        n, title = 1, line
    else:
        return None, ""
    if not 1 <= n <= 99:
        return None, ""
    return n, title
