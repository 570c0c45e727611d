"""Copies of an Arena state: ``clone`` (fast, by hand), ``view`` (what one player may
see), ``determinize`` (a full state consistent with a view) and JSON.

What a player cannot see: the cards in an opponent's hand (how many is public), the order
and contents of every library (the count is public; a player who looked at their top card
with Focused Thoughts and kept it there sees it), which card an opponent's face-down
hidden enchant is (that one lies there, on which army card, is public), and the face-down
card an opponent is playing. Spell cards are content ids, so a hidden card is written
``HIDDEN`` (-1) with nothing left to tell it apart; hidden enchants carry a tag (a serial
number given when played) so that questions about them can name them without naming the
card. Deck lists are public (each Planeswalker's twelve spells).

Teammates (the Skirmish) look at each other's spell cards: a player's view shows the
partner's hand, face-down hidden enchants and face-down card being played as the partner
sees them (never the partner's library, never an opponent's cards). A glyph lying
symbol-side up (the Skirmish's, shuffled at setup) is unknown to everyone until a figure
turns it: the view writes ``UNKNOWN_GLYPH`` for its key, and ``determinize`` deals the
keys not yet seen over those glyphs at random.
"""
from __future__ import annotations

from engines.core.rng import Rng
from engines.core.serial import state_from_json, state_to_json
from engines.arena.battlefield import board_of
from engines.arena.board import get_board
from engines.arena.state import HIDDEN, UNKNOWN_GLYPH, ArenaState

_SHARED = ("players", "config", "names", "board_key", "scenario", "team", "turns",
           "first_draw", "zones", "c_key", "c_owner", "c_figs", "pw", "army", "f_card",
           "deck", "g_hex", "g_key", "to_move", "turn", "current", "first", "step",
           "chosen", "casts", "summons", "end_reason", "viewer", "fight", "tags")
_FLAT = ("c_ctrl", "c_zone", "f_hex", "f_hex2", "f_dmg", "f_zone", "f_moved", "f_went",
         "f_attacks", "at", "g_side", "g_on", "top_known", "used", "buffs", "stolen", "dead",
         "agenda", "placed")
_NESTED = ("c_auras", "c_hidden", "hand", "library", "grave")


def clone(s: ArenaState) -> ArenaState:
    t = ArenaState.__new__(ArenaState)
    for name in _SHARED:
        setattr(t, name, getattr(s, name))
    for name in _FLAT:
        setattr(t, name, getattr(s, name)[:])
    for name in _NESTED:
        setattr(t, name, [x[:] for x in getattr(s, name)])
    t.casting = None if s.casting is None else s.casting[:]
    t.winners = None if s.winners is None else s.winners[:]
    r = Rng.__new__(Rng)
    r.s = s.rng.s
    t.rng = r
    t.memo = {}
    return t


def view(s: ArenaState, player: int) -> ArenaState:
    """What ``player`` may see (see the module docstring); the RNG is scrambled."""
    t = clone(s)
    team = t.team
    for q in range(t.players):
        if team[q] != team[player]:
            t.hand[q] = [HIDDEN] * len(t.hand[q])
        lib = t.library[q]
        if q == player and t.top_known[q] and lib:
            t.library[q] = [HIDDEN] * (len(lib) - 1) + [lib[-1]]
        else:
            t.library[q] = [HIDDEN] * len(lib)
    for c, entries in enumerate(t.c_hidden):
        t.c_hidden[c] = [e if team[e[1]] == team[player] else [HIDDEN, e[1], e[2]]
                         for e in entries]
    if t.casting is not None and t.casting[2] and team[t.casting[1]] != team[player]:
        t.casting[0] = HIDDEN
    if "symbol" in t.g_side:
        t.g_key = [UNKNOWN_GLYPH if side == "symbol" else k
                   for k, side in zip(t.g_key, t.g_side)]
    t.rng = Rng(0)
    t.viewer = player
    return t


def _known(t: ArenaState, q: int) -> list:
    """Spell ids of seat q visible in ``t`` (hand, library, graveyard, enchantments,
    the card being played)."""
    out = [x for x in t.hand[q] if x != HIDDEN]
    out += [x for x in t.library[q] if x != HIDDEN]
    out += list(t.grave[q])
    for entries in t.c_auras:
        out += [e[0] for e in entries if e[1] == q]
    for entries in t.c_hidden:
        out += [e[0] for e in entries if e[1] == q and e[0] != HIDDEN]
    if t.casting is not None and t.casting[1] == q and t.casting[0] != HIDDEN:
        out.append(t.casting[0])
    return out


def determinize(v: ArenaState, rng) -> ArenaState:
    """A full state consistent with a view: every hidden card of a seat is dealt at
    random from that seat's deck list less the cards the view shows."""
    t = clone(v)
    for q in range(t.players):
        pool = list(t.deck[q])
        for x in _known(t, q):
            if x in pool:
                pool.remove(x)
        rng.shuffle(pool)
        k = 0
        for lst in (t.hand[q], t.library[q]):
            for i, x in enumerate(lst):
                if x == HIDDEN:
                    lst[i] = pool[k] if k < len(pool) else 0
                    k += 1
        for c, entries in enumerate(t.c_hidden):
            if any(e[1] == q and e[0] == HIDDEN for e in entries):
                new = []
                for e in entries:
                    if e[1] == q and e[0] == HIDDEN:
                        e = [pool[k] if k < len(pool) else 0, e[1], e[2]]
                        k += 1
                    new.append(e)
                t.c_hidden[c] = new
        if t.casting is not None and t.casting[1] == q and t.casting[0] == HIDDEN:
            t.casting[0] = pool[k] if k < len(pool) else 0
            k += 1
    if UNKNOWN_GLYPH in t.g_key:
        pool = sorted(g.key for g in get_board(t.board_key).glyphs)
        for k in t.g_key:
            if k != UNKNOWN_GLYPH and k in pool:
                pool.remove(k)
        rng.shuffle(pool)
        keys = []
        for k in t.g_key:
            keys.append(pool.pop() if k == UNKNOWN_GLYPH and pool else k)
        t.g_key = keys
    t.rng = rng.fork() if hasattr(rng, "fork") else Rng(rng.randrange(1 << 62))
    t.viewer = None
    return t


_JSON_FIELDS = _SHARED + _FLAT + _NESTED + ("casting", "winners")


def to_json(s: ArenaState) -> dict:
    return state_to_json(s, "arena", _JSON_FIELDS)


def from_json(d: dict) -> ArenaState:
    s = state_from_json(ArenaState, d, "arena", "Arena of the Planeswalkers", _JSON_FIELDS)
    s.memo = {}
    if isinstance(s.config, dict) and s.config.get("battlefield"):
        if board_of(s.config["battlefield"]).key != s.board_key:   # a player's map
            raise ValueError("The game's battlefield does not match the map it names")
    return s
