"""Copies of a Mabinogi Duel state: ``clone`` (fast, by hand), ``view`` (what one player
may see), ``determinize`` (a full state consistent with a view) and JSON."""
from __future__ import annotations

from engines.core.rng import Rng
from engines.core.serial import state_from_json, state_to_json
from engines.mabinogi.content import POOL_BY_RES
from engines.mabinogi.deck_model import HOUSE_MAX_COPIES, MAX_CARDS
from engines.mabinogi.state import MabinogiState, Unit


def clone(s: MabinogiState) -> MabinogiState:
    t = MabinogiState.__new__(MabinogiState)
    t.players = s.players
    t.config = s.config
    t.names = s.names
    r = Rng.__new__(Rng)
    r.s = s.rng.s
    t.rng = r
    t.to_move = s.to_move
    t.current = s.current
    t.first = s.first
    t.turn = s.turn
    t.phase = s.phase
    t.actions = s.actions
    t.cdef = s.cdef[:]
    t.owner = s.owner
    t.known = s.known[:]
    t.hand = [s.hand[0][:], s.hand[1][:]]
    t.grave = [s.grave[0][:], s.grave[1][:]]
    t.board = [[None if u is None else u.copy() for u in row] for row in s.board]
    t.res = [s.res[0][:], s.res[1][:]]
    t.kinds = s.kinds
    t.hero = s.hero
    t.hp = s.hp[:]
    t.mhp = s.mhp[:]
    t.hdef = s.hdef[:]
    t.level = s.level[:]
    t.xp = s.xp[:]
    t.chain = [e[:] for e in s.chain]
    t.winners = s.winners
    t.end_reason = s.end_reason
    t.turn_limit = s.turn_limit
    t.hp_log = s.hp_log[:]
    t.viewer = s.viewer
    return t


def view(s: MabinogiState, player: int) -> MabinogiState:
    """What ``player`` may see: everything but the opponent's cards in hand that were
    never shown (their card becomes -1; their number and place in the hand stay), the
    opponent's deck list in the config, and the RNG (scrambled). Graves, the battlefield,
    resources, HP, levels, XP and the counter chain are public."""
    t = clone(s)
    q = 1 - player
    cdef, known = t.cdef, t.known
    for iid in t.hand[q]:
        if not known[iid]:
            cdef[iid] = -1
    cfg = dict(t.config)
    decks = list(cfg.get("decks", [None, None]))
    decks[q] = None
    cfg["decks"] = decks
    t.config = cfg
    t.rng = Rng(0)
    t.viewer = player
    return t


def determinize(v: MabinogiState, rng) -> MabinogiState:
    """A full state consistent with a view: each hidden card becomes a random card of
    the pool in one of its owner's resources, no more copies of a card than a deck may
    hold (the two-copies house rule's, when the game plays it) beside the owner's cards
    that are known."""
    t = clone(v)
    cdef = t.cdef
    hidden = [i for i, d in enumerate(cdef) if d < 0]
    limit = HOUSE_MAX_COPIES if t.config.get("two_copies") else MAX_CARDS
    if hidden:
        counts: dict = {}
        for i, d in enumerate(cdef):
            if d >= 0:
                key = (t.owner[i], d)
                counts[key] = counts.get(key, 0) + 1
        for i in hidden:
            q = t.owner[i]
            pool = [d for r in t.kinds[q] for d in POOL_BY_RES[r]]
            for _ in range(64):
                d = pool[rng.randrange(len(pool))]
                if counts.get((q, d), 0) < limit:
                    break
            cdef[i] = d
            counts[(q, d)] = counts.get((q, d), 0) + 1
    t.rng = rng.fork() if hasattr(rng, "fork") else Rng(rng.randrange(1 << 62))
    t.viewer = None
    return t


_JSON_FIELDS = ("players", "config", "names", "to_move", "current", "first", "turn", "phase",
                "actions", "cdef", "owner", "known", "hand", "grave", "res", "kinds", "hero",
                "hp", "mhp", "hdef", "level", "xp", "chain", "winners", "end_reason",
                "turn_limit", "hp_log", "viewer")


def to_json(s: MabinogiState) -> dict:
    data = state_to_json(s, "mabinogi", _JSON_FIELDS)
    data["board"] = [[None if u is None else u.to_list() for u in row] for row in s.board]
    return data


def from_json(d: dict) -> MabinogiState:
    s = state_from_json(MabinogiState, d, "mabinogi", "Mabinogi Duel", _JSON_FIELDS)
    s.board = [[None if u is None else Unit.from_list(u) for u in row] for row in d["board"]]
    if s.winners is not None:
        s.winners = list(s.winners)
    return s

