"""Copies of a Magecraft state: ``clone`` (fast, by hand), ``view`` (what one player may
see), ``determinize`` (a full state consistent with a view) and JSON."""
from __future__ import annotations

from engines.core.rng import Rng
from engines.core.serial import state_from_json, state_to_json
from engines.magecraft.state import MagecraftState


def clone(s: MagecraftState) -> MagecraftState:
    t = MagecraftState.__new__(MagecraftState)
    t.players = s.players
    t.config = s.config
    t.names = s.names
    t.chars = s.chars
    r = Rng.__new__(Rng)
    r.s = s.rng.s
    t.rng = r
    t.to_move = s.to_move
    t.current = s.current
    t.phase = s.phase
    t.turn = s.turn
    t.turn_limit = s.turn_limit
    t.start = s.start
    t.setup_left = [x[:] for x in s.setup_left]
    t.bag = [z[:] for z in s.bag]
    t.hand = [z[:] for z in s.hand]
    t.discard = [z[:] for z in s.discard]
    t.hp = [z[:] for z in s.hp]
    t.shield = [z[:] for z in s.shield]
    t.score = [z[:] for z in s.score]
    t.spent = [z[:] for z in s.spent]
    t.hidden = s.hidden[:]
    t.books = [[b[:] for b in pb] for pb in s.books]
    t.out = s.out[:]
    t.acad_ids = s.acad_ids
    t.acad_count = s.acad_count[:]
    t.acad_gems = s.acad_gems[:]
    t.cantrip_used = s.cantrip_used
    t.book = s.book
    t.pos = s.pos
    t.cost = s.cost
    t.fill = s.fill[:]
    t.pending = s.pending[:]
    t.source = s.source
    t.resume = s.resume
    t.learn_sid = s.learn_sid
    t.rev_left = s.rev_left
    t.moves_left = s.moves_left
    t.winners = s.winners
    t.end_reason = s.end_reason
    t.viewer = s.viewer
    return t


def view(s: MagecraftState, player: int) -> MagecraftState:
    """What ``player`` may see. Every gem zone except hands is public; a bag's colour
    counts are public too (anyone can count), but what an opponent drew into their hand is
    not: an opponent's hand becomes ``hidden[q]`` placeholder gems and its colours are
    folded into that opponent's bag counts (the pool the hand came from, as far as the
    viewer knows). The RNG is scrambled."""
    t = clone(s)
    for q in range(t.players):
        if q != player:
            h, b = t.hand[q], t.bag[q]
            t.hidden[q] += sum(h)
            for c in range(5):
                b[c] += h[c]
                h[c] = 0
    t.rng = Rng(0)
    t.viewer = player
    return t


def determinize(v: MagecraftState, rng) -> MagecraftState:
    """A full state consistent with a view: each hidden hand is drawn at random from its
    owner's merged bag counts."""
    t = clone(v)
    for q in range(t.players):
        k = t.hidden[q]
        if k:
            b, h = t.bag[q], t.hand[q]
            for _ in range(k):
                total = sum(b)
                if total == 0:
                    break
                r = rng.randrange(total)
                c = 0
                while r >= b[c]:
                    r -= b[c]
                    c += 1
                b[c] -= 1
                h[c] += 1
            t.hidden[q] = 0
    t.rng = rng.fork() if hasattr(rng, "fork") else Rng(rng.randrange(1 << 62))
    t.viewer = None
    return t


_JSON_FIELDS = ("players", "config", "names", "chars", "to_move", "current", "phase", "turn",
                "turn_limit", "start", "setup_left", "bag", "hand", "discard", "hp", "shield",
                "score", "spent", "hidden", "books", "out", "acad_ids", "acad_count",
                "acad_gems", "cantrip_used", "book", "pos", "cost", "fill", "pending",
                "source", "resume", "learn_sid", "rev_left", "moves_left", "winners",
                "end_reason", "viewer")


def to_json(s: MagecraftState) -> dict:
    return state_to_json(s, "magecraft", _JSON_FIELDS)


def from_json(d: dict) -> MagecraftState:
    s = state_from_json(MagecraftState, d, "magecraft", "Magecraft", _JSON_FIELDS)
    s.cost = tuple(s.cost)
    return s
