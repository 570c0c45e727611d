"""Keyword help, written once for every table: a game's glossary (the terms its card
texts use, each explained in a sentence or two) and its card book (the cards by name,
drawn for a zoom), both read from the game's own ``scenes.<game>.glossary`` module.

That module declares ``TERMS`` (term -> explanation) and may declare ``face_terms(title)``
(the terms a card shows on its face rather than in its text), ``PATTERNS``
(regular expressions whose first group is a term the card texts use: the tests check
each such term has an entry) and ``book()`` (a :class:`CardBook`: the names of its
cards and ``info(name, size) -> (face, title, text)``). A game without one has an empty
glossary and no book: nothing changes on its table.

A term matches whole words, in any case, with a space or a hyphen alike and a plural
"s" allowed ("clear sight" finds "clear-sight"); the longest term wins where two
overlap ("Hidden enchant" over "Enchant")."""
from __future__ import annotations

import importlib
import re
from functools import lru_cache
from typing import Callable, Iterable

Info = tuple          # (face surface, title, text)


def _pattern(term: str) -> str:
    words = re.split(r"[ -]+", term.strip())
    body = r"[ -]".join(re.escape(w) for w in words)
    return rf"(?<![\w]){body}(?:s|es)?(?![\w])"


class Glossary:
    """The terms of one game and what each means (see the module's docstring)."""

    def __init__(self, terms: dict[str, str] | None = None,
                 face_terms: Callable[[str], list] | None = None) -> None:
        self.terms: dict[str, str] = dict(terms or {})
        self.face_terms = face_terms
        order = sorted(self.terms, key=len, reverse=True)
        self._names = order
        self._re = re.compile("|".join(f"({_pattern(t)})" for t in order),
                              re.IGNORECASE) if order else None

    def __bool__(self) -> bool:
        return bool(self.terms)

    def found(self, body: str, title: str = "") -> list[tuple[str, str]]:
        """(term, explanation) of each term the card ``title`` shows on its face, then
        of each term its text ``body`` uses, in the order they first come, each once."""
        if self._re is None:
            return []
        seen: list[str] = [t for t in (self.face_terms(title) if self.face_terms and title
                                       else []) if t in self.terms]
        for m in self._re.finditer(body or ""):
            term = self._names[m.lastindex - 1] if m.lastindex else None
            if term is not None and term not in seen:
                seen.append(term)
        return [(t, self.terms[t]) for t in seen]

    def uses(self, term: str, body: str) -> bool:
        """``body`` uses ``term`` (as the zoom would find it)."""
        return re.search(_pattern(term), body, re.IGNORECASE) is not None


class CardBook:
    """A game's cards by name, for a log line that names one: ``names`` (every card's
    name) and ``info(name, size) -> (face, title, text) | None``."""

    def __init__(self, names: Iterable[str], info: Callable[[str, tuple], Info | None]) -> None:
        self.names = tuple(dict.fromkeys(n for n in names if n))
        self.info = info
        order = sorted(self.names, key=len, reverse=True)
        self._order = order
        self._re = re.compile("|".join(rf"(?<![\w])({re.escape(n)})(?![\w])" for n in order),
                              re.IGNORECASE) if order else None

    def spans(self, line: str) -> list[tuple[int, int, str]]:
        """(start, end, name) of each card name in ``line``, left to right (the longest
        name where two overlap)."""
        if self._re is None:
            return []
        return [(m.start(), m.end(), self._order[m.lastindex - 1])
                for m in self._re.finditer(line) if m.lastindex]

    def name_in(self, line: str, at: int | None = None) -> str | None:
        """The card ``line`` names at character ``at`` (the mouse over it), else its
        first one; None when it names none."""
        spans = self.spans(line)
        if not spans:
            return None
        if at is not None:
            for start, end, name in spans:
                if start <= at < end:
                    return name
        return spans[0][2]


NO_BOOK = CardBook((), lambda name, size: None)


@lru_cache(maxsize=16)
def _module(game_key: str):
    if not isinstance(game_key, str) or not game_key.isidentifier():
        return None
    try:
        return importlib.import_module(f"scenes.{game_key}.glossary")
    except ModuleNotFoundError:
        return None


@lru_cache(maxsize=16)
def glossary_of(game_key: str) -> Glossary:
    """The glossary of the game ``game_key`` (empty when it has none)."""
    module = _module(game_key)
    if module is None:
        return Glossary()
    return Glossary(getattr(module, "TERMS", None), getattr(module, "face_terms", None))


@lru_cache(maxsize=16)
def book_of(game_key: str) -> CardBook:
    """The card book of the game ``game_key`` (NO_BOOK when it has none)."""
    module = _module(game_key)
    make = getattr(module, "book", None) if module is not None else None
    return make() if make is not None else NO_BOOK


def patterns_of(game_key: str) -> tuple[str, ...]:
    """The game's ``PATTERNS`` (what counts as a term in its card texts)."""
    module = _module(game_key)
    return tuple(getattr(module, "PATTERNS", ()) if module is not None else ())
