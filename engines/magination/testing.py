"""Build Magi-Nation Duel games with exact cards (tests, tutorial, examples).

``make_game`` keeps every deck in the listed order (top card first; searches and
reshuffles do not shuffle), fixes who goes first and can queue die results. ``place``
and ``answer`` help set up and drive positions.
"""
from __future__ import annotations

from engines.magination import RULES
from engines.magination.cards import CARDS, card
from engines.magination.state import clone
from engines.magination.views import anonymous_slots, hidden_cards

FILLER = "Baloo Root"


def make_game(magi, decks, first_player: int = 0, dice=(), seed: int = 0, fill: int = 0,
              **config):
    """magi: per player, the Magi stack in order (names); decks: per player, card names
    top first. ``fill`` pads each deck with that many Baloo Roots at the bottom."""
    n = len(magi)
    cfg = {"players": n, "first_player": first_player, "fixed_order": True, "strict": False,
           "dice": list(dice),
           "decks": [{"magi": list(magi[p]), "cards": list(decks[p]) + [FILLER] * fill}
                     for p in range(n)]}
    cfg.update(config)
    return RULES.new_game(cfg, seed)


def iid(s, p: int, name: str, zone: str = "hand") -> int:
    """The first instance of a named card in a player's zone."""
    if zone == "magi":
        m = s.magi[p]
        if m >= 0 and CARDS[s.defs[m]].name == name:
            return m
        raise KeyError(name)
    return s.find(p, name, zone)


def place(s, p: int, name: str, zone: str = "creatures", energy: int | None = None) -> int:
    """Move a named card of player p from anywhere out of play into a zone
    ("creatures", "relics", "hand", "discard", "deck" = on top). Creatures get their
    starting energy unless ``energy`` is given."""
    for z in ("deck", "hand", "discard"):
        for i in reversed(getattr(s, z)[p]):
            if CARDS[s.defs[i]].name == name:
                getattr(s, z)[p].remove(i)
                getattr(s, zone)[p].append(i)
                if zone == "creatures":
                    s.energy[i] = CARDS[s.defs[i]].cost if energy is None else energy
                return i
    raise KeyError(f"player {p} has no {name} out of play")


def answer(s, *actions) -> list:
    """Apply several actions; returns all events."""
    ev = []
    for a in actions:
        ev.extend(RULES.apply(s, a))
    return ev


def skip_to_step(s, step: int) -> list:
    """End steps of the current player until the given step is reached."""
    ev = []
    while s.step != step and s.pending is None:
        ev.extend(RULES.apply(s, ("end_step",)))
    return ev


def duel(magi0="Pruitt", magi1="Grega", cards0=(), cards1=(), fill: int = 20, dice=(),
         hand0=(), hand1=(), **config):
    """A two-player game at player 0's step 2 with the given Magi flipped (no starting
    cards taken), ``cards`` placed in play (name or (name, energy)), ``hand`` cards in the
    hands, and decks of Baloo Roots under them. Magi stacks are completed with Evu/Ashgar
    style fillers."""
    rest0 = [m for m in ("Evu", "Tryn", "Yaki", "Pruitt") if m != magi0][:2]
    rest1 = [m for m in ("Ashgar", "Gar", "Grega") if m != magi1][:2]
    names0 = [c if isinstance(c, str) else c[0] for c in cards0] + list(hand0)
    names1 = [c if isinstance(c, str) else c[0] for c in cards1] + list(hand1)
    s = make_game([[magi0] + rest0, [magi1] + rest1],
                  [names0 + [FILLER] * fill, names1 + [FILLER] * fill],
                  first_player=0, dice=dice, **config)
    while s.pending is not None:
        RULES.apply(s, ("no",))
    # put the opening hand back; then set the position up exactly
    for p in (0, 1):
        s.deck[p].extend(reversed(s.hand[p]))
        s.hand[p].clear()
    for p, cards, hand in ((0, cards0, hand0), (1, cards1, hand1)):
        for c in cards:
            name, e = (c, None) if isinstance(c, str) else c
            kind = CARDS_BY_NAME(name).type
            place(s, p, name, "creatures" if kind == "Creature" else "relics", e)
        for name in hand:
            place(s, p, name, "hand")
    s.magi[1] = s.stack[1].pop(0) if s.magi[1] < 0 else s.magi[1]
    s.energy[s.magi[1]] = CARDS[s.defs[s.magi[1]]].cost
    s.opened = [True, True]
    s.step = 2
    return s


def CARDS_BY_NAME(name):
    return card(name)


# --------------------------------------------------------------------------------------
# the conformance suite (tests/engines/test_conformance.py)

CONFORMANCE_CONFIGS = [{"players": 2}, {"players": 3}, {"players": 4}]
# numbers the check reads that its filled-in config leaves out unless given (the
# conformance suite's config property test)
OPTIONAL_CONFIG_NUMBERS = ("first_player", "turn_limit")


def reshuffle_hidden(s, player: int, rng):
    """A full state that differs from ``s`` only in what ``player`` cannot see: the
    hidden cards nothing else refers to trade places (ids and all) as another shuffle
    or deal would have put them - Magi among a Magi stack's face-down places, other
    cards among a player's hidden hand and deck places. While another player decides,
    that player's hand and deck stay put (the pending options were worked out from
    them)."""
    t = clone(s)
    fixed: set = set()
    if s.pending is not None and s.pending[1] != player:
        q = s.pending[1]
        fixed = set(s.hand[q]) | set(s.deck[q])
    for q, slots in enumerate(anonymous_slots(s, hidden_cards(s, player), fixed)):
        for group in ([x for x in slots if x[0] == "stack"],
                      [x for x in slots if x[0] != "stack"]):
            ids = [getattr(s, z)[q][k] for z, k in group]
            rng.shuffle(ids)
            for (z, k), i in zip(group, ids):
                getattr(t, z)[q][k] = i
    return t


def asks(s):
    """The open question (a Decision other than the free turn), or None."""
    d = RULES.decision(s)
    return d if d is not None and d.is_choice else None
