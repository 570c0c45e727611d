"""Saved decks for the card games (Magi-Nation Duel for now).

One JSON file per deck in ``data_dir()/decks/<slug>.json``, written atomically:

    {"version": 1, "game": "magination", "name": "My Naroom",
     "magi": ["Evu", "Tryn", "Yaki"], "cards": ["Furok", "Furok", ...]}

``magi`` is the Magi stack in play order; ``cards`` names every other card once per copy
(the engine's own deck format: ``RULES.deck_problems`` and the game config take it as is).
The two starter decks are built in and read-only: they are listed first, may be copied,
but never saved over or deleted. An incomplete deck may be saved as a draft; only valid
decks are offered for play (:func:`playable_decks`).

A deck file that cannot be used is moved aside (never deleted) and reported: pass a list
as ``report`` to :func:`list_decks` to receive the messages. Nothing read is executed.
"""
from __future__ import annotations

import re
from pathlib import Path

from app import paths
from app.storage import BadFile, read_json, reject, write_json_atomic

DECK_VERSION = 1
WHAT = "deck"
MAX_NAME = 32
STARTERS = {"magination": (("naroom", "Naroom starter"), ("cald", "Cald starter"))}


class DeckError(ValueError):
    """A deck operation that was refused; ``str(exc)`` is for the player."""


# -- paths ---------------------------------------------------------------------------
def decks_dir() -> Path:
    path = paths.data_dir() / "decks"
    path.mkdir(parents=True, exist_ok=True)
    return path


def slug(name: str) -> str:
    """A file name for a deck name: lower case, letters and digits joined by '-'."""
    s = re.sub(r"[^a-z0-9]+", "-", str(name).lower()).strip("-")
    return s[:48] or "deck"


def deck_path(name: str) -> Path:
    return decks_dir() / f"{slug(name)}.json"


def clean_name(name) -> str:
    return " ".join(str(name or "").split())[:MAX_NAME]


# -- rules ---------------------------------------------------------------------------
def _rules(game: str):
    if game != "magination":
        raise DeckError(f"No deck building for {game!r}")
    from engines.magination import RULES
    return RULES


def problems(deck: dict, game: str = "magination") -> list[str]:
    """The engine's reasons why ``deck`` may not be played (empty: playable)."""
    return list(_rules(game).deck_problems({"magi": deck.get("magi", []),
                                            "cards": deck.get("cards", [])}))


def _entry(name: str, magi, cards, game: str, starter: str | None = None,
           path: Path | None = None) -> dict:
    deck = {"name": name, "game": game, "magi": list(magi), "cards": list(cards),
            "starter": starter, "path": str(path) if path else None}
    deck["problems"] = problems(deck, game)
    deck["valid"] = not deck["problems"]
    return deck


def starter_decks(game: str = "magination") -> list[dict]:
    rules = _rules(game)
    out = []
    for key, label in STARTERS.get(game, ()):
        d = rules.starter_deck(key)
        out.append(_entry(label, d["magi"], d["cards"], game, starter=key))
    return out


def is_starter_name(name: str, game: str = "magination") -> bool:
    s = slug(name)
    return any(slug(label) == s for _, label in STARTERS.get(game, ()))


# -- reading -------------------------------------------------------------------------
def _validate(data, path: Path, game: str) -> dict:
    """The deck in ``data``, or raise BadFile after moving ``path`` aside."""
    if not isinstance(data, dict) or "magi" not in data or "cards" not in data:
        raise reject(path, WHAT, "is not a Magetable deck")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise reject(path, WHAT, "has no valid version number")
    if version > DECK_VERSION:
        raise reject(path, WHAT, "was written by a newer version of Magetable")
    name = data.get("name")
    if not isinstance(name, str) or not clean_name(name):
        raise reject(path, WHAT, "has no name")
    magi, cards = data.get("magi"), data.get("cards")
    if (not isinstance(magi, list) or not isinstance(cards, list)
            or not all(isinstance(n, str) for n in magi + cards)
            or len(magi) > 10 or len(cards) > 500):
        raise reject(path, WHAT, "is damaged (its card lists are malformed)")
    if data.get("game", game) != game:
        raise reject(path, WHAT, f"is for another game ({str(data.get('game'))[:30]!r})")
    return _entry(clean_name(name), magi, cards, game, path=path)


def _user_decks(game: str, report: list | None) -> list[dict]:
    out = []
    for path in sorted(decks_dir().glob("*.json")):
        try:
            data = read_json(path, WHAT)
            if data is None:
                continue
            out.append(_validate(data, path, game))
        except BadFile as bad:
            if report is not None:
                report.append(bad.message)
        except OSError as exc:           # unreadable folder entry: skip, say so
            if report is not None:
                report.append(f"The deck file {path.name} could not be read ({type(exc).__name__}).")
    out.sort(key=lambda d: d["name"].lower())
    return out


def list_decks(game: str = "magination", report: list | None = None) -> list[dict]:
    """Every deck: the starters first (``"starter"`` set, read-only), then the saved ones
    by name. Each is a dict with name, magi, cards, starter, path, problems, valid.
    Bad files are moved aside; their messages go to ``report`` if given."""
    return starter_decks(game) + _user_decks(game, report)


def load_deck(name: str, game: str = "magination", report: list | None = None) -> dict | None:
    """One deck by name (starter or saved), or None."""
    s = slug(name)
    for deck in starter_decks(game):
        if slug(deck["name"]) == s:
            return deck
    path = deck_path(name)
    try:
        data = read_json(path, WHAT)
        return None if data is None else _validate(data, path, game)
    except BadFile as bad:
        if report is not None:
            report.append(bad.message)
        return None


def playable_decks(game: str = "magination") -> list[tuple[str, dict]]:
    """(name, deck) for the starters and every valid saved deck; ``deck`` is
    {"magi": [...], "cards": [...]} as the game config takes it."""
    return [(d["name"], {"magi": list(d["magi"]), "cards": list(d["cards"])})
            for d in list_decks(game) if d["valid"]]


# -- writing -------------------------------------------------------------------------
def save_deck(deck: dict, game: str = "magination") -> dict:
    """Write a user deck (valid or a draft) and return its listed form. Refused with
    DeckError for a missing name or a starter's name."""
    name = clean_name(deck.get("name"))
    if not name:
        raise DeckError("Give the deck a name first.")
    if is_starter_name(name, game):
        raise DeckError(f"'{name}' is a built-in starter deck and cannot be changed: "
                        "save your copy under another name.")
    magi = [str(n) for n in deck.get("magi", [])]
    cards = [str(n) for n in deck.get("cards", [])]
    path = deck_path(name)
    write_json_atomic(path, {"version": DECK_VERSION, "game": game, "name": name,
                             "magi": magi, "cards": cards})
    return _entry(name, magi, cards, game, path=path)


def delete_deck(name: str, game: str = "magination") -> bool:
    """Delete a saved deck; False if there was none. Starters: DeckError."""
    if is_starter_name(name, game):
        raise DeckError("The starter decks are built in and cannot be deleted.")
    path = deck_path(name)
    try:
        path.unlink()
        return True
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise DeckError(f"The deck could not be deleted ({type(exc).__name__}).") from None


def deck_exists(name: str, game: str = "magination") -> bool:
    return is_starter_name(name, game) or deck_path(name).is_file()
