"""Decks, player counts and the game's config: what may be played, made whole before a game
starts (``check_config``; new_state calls it)."""
from __future__ import annotations

from engines.magination import deck_model
from engines.magination.cards import card, starter_deck

# the one place the player counts live (RULES and check_config read them)
MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS = 2, 4, 2
TITLE = "Magi-Nation Duel"


DEFAULT_DECKS = ("naroom", "cald")
MAX_TURN_LIMIT = 10_000       # a safety limit, never reached by a real game
MAX_FIXED_DICE = 1_000        # fixed rolls for tests and the tutorial


def normalise_deck(deck) -> dict:
    if isinstance(deck, str):
        return starter_deck(deck)
    return {"magi": list(deck["magi"]), "cards": list(deck["cards"])}


def deck_problems(deck) -> list:
    """Why a deck may not be played (empty list = fine): the sentences of
    :func:`engines.magination.deck_model.problems`."""
    return [p.sentence for p in deck_model.problems(deck)]


def check_config(config) -> dict:
    """The config made whole (players, names, decks filled in), or ValueError with a
    sentence a player can read. Decks may be starter keys ("naroom") or
    {"magi": [...], "cards": [...]}; "strict": False skips the deck rules (tests)."""
    if config is None:
        config = {}
    if not isinstance(config, dict):
        raise ValueError("A game needs its settings (players, names, decks).")
    cfg = dict(config)
    n = cfg.get("players", DEFAULT_PLAYERS)
    if type(n) is not int or not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"{TITLE} is played by {MIN_PLAYERS}-{MAX_PLAYERS} players.")
    cfg["players"] = n
    names = cfg.get("names") or [f"Player {i + 1}" for i in range(n)]
    if not isinstance(names, (list, tuple)) or len(names) != n:
        raise ValueError("Give one name for each player.")
    cfg["names"] = [str(x) for x in names]
    decks = cfg.get("decks") or [DEFAULT_DECKS[i % 2] for i in range(n)]
    if not isinstance(decks, (list, tuple)) or len(decks) != n:
        raise ValueError("Give one deck for each player.")
    cfg["decks"] = list(decks)
    strict = cfg.get("strict", True)
    for i, d in enumerate(decks):
        probs = deck_problems(d) if strict else _unknown(d)
        if probs:
            raise ValueError(f"{cfg['names'][i]}'s deck: " + " ".join(probs))
    fp = cfg.get("first_player")
    if fp is not None and (type(fp) is not int or not 0 <= fp < n):
        raise ValueError("The first player must be one of the seats.")
    tl = cfg.get("turn_limit", 200)
    if type(tl) is not int or not 1 <= tl <= MAX_TURN_LIMIT:
        raise ValueError("The turn limit must be a whole number of turns "
                         f"(at most {MAX_TURN_LIMIT}).")
    dice = cfg.get("dice", ())
    if not isinstance(dice, (list, tuple)) or len(dice) > MAX_FIXED_DICE \
            or any(type(d) is not int or not 1 <= d <= 6 for d in dice):
        raise ValueError("Fixed die rolls must be whole numbers from 1 to 6.")
    return cfg


def _unknown(deck) -> list:
    """Only what would break a game (unknown cards, a stack without Magi): the rules the
    tests may bend ("strict": False) are not checked."""
    try:
        d = normalise_deck(deck)
    except (KeyError, TypeError):
        return [deck_model.problems(deck)[0].sentence]
    for nm in list(d["magi"]) + list(d["cards"]):
        try:
            card(nm)
        except (KeyError, TypeError):
            return [f"Unknown card: {str(nm)[:40]}."]
    return []
