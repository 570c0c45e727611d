"""Magecraft's state, its constants and the small tests on it that the turn flow, the
listing of legal actions and the one-action check share (engines.magecraft.rules tells
the rules; this module holds no flow)."""
from __future__ import annotations

from engines.core.rng import Rng
from engines.magecraft.content import CAST, CHARACTERS, WILD

SETUP = "setup"
SHIELD = "shield"
CAST_P = "cast"
BOOK = "book"
PAYING = "paying"
RESOLVE = "resolve"
LEARN_P = "learn"
PAY_LEARN = "pay_learn"
PLACE = "place"
REVISE = "revise"
REARRANGE = "rearrange"
MASTER = "master"
OVER = "over"

# Player counts: the one place they live (RULES and check_config read them).
MIN_PLAYERS = 2
MAX_PLAYERS = 4
DEFAULT_PLAYERS = 2

HP_FULL = 12
WIN_SCORE = 20
HAND_SIZE = 4
REVISE_COST = 4
N_BOOKS = 3
ACADEMY_RANDOM_SETS = 9
CARDS_PER_SPELL = {2: 2, 3: 3, 4: 4}
GEMS_PER_COLOUR = {2: 8, 3: 12, 4: 16}
# (draw, discard) per position in setup order (starting player first)
START_HANDS = {2: ((4, 2), (4, 1)), 3: ((4, 2), (4, 1), (4, 0)),
               4: ((4, 2), (4, 1), (4, 0), (5, 1))}

# Interned actions (no allocation on the hot path).
A_DONE = ("done",)
A_STOP = ("stop",)
A_CAST = ("cast",)
A_END = ("end_turn",)
A_REVISE = ("revise",)
A_DRAW = ("draw",)
A_HEAL = ("heal",)
A_SHIELD_NONE = ("shield",)
A_VANISH_HP = ("vanish", "hp")
DISCARD = tuple(("discard", c) for c in range(5))
UNSHIELD = tuple(("unshield", c) for c in range(5))
CANTRIP = tuple(("cantrip", c) for c in range(5))
BOOK_A = tuple(("book", b) for b in range(N_BOOKS))
PLACE_A = tuple(("place", b) for b in range(N_BOOKS))
PAY = tuple(tuple(("pay", i, c) for c in range(5)) for i in range(8))
LEARN_A = tuple(("learn", i) for i in range(len(CAST)))
ATTACK = tuple(tuple(("attack", t, c) for c in range(5)) for t in range(4))
ATTACK_HP = tuple(("attack", t) for t in range(4))
SHIELD_AC = tuple(("shield", "academy", c) for c in range(5))
SHIELD_DI = tuple(("shield", "discard", c) for c in range(5))
VANISH_HAND = tuple(("vanish", "hand", c) for c in range(5))

class MagecraftState:
    """The whole game. Per-player gem zones are lists of five counts:
    bag, hand, discard, hp, shield, score and spent (gems lying on spell cards or the
    character board this turn). ``hidden[p]`` counts hand gems hidden in a view (their
    colours are then folded into the bag counts; see ``view``)."""

    __slots__ = ("players", "config", "names", "chars", "rng", "to_move", "current",
                 "phase", "turn", "turn_limit", "start", "setup_left", "bag", "hand",
                 "discard", "hp", "shield", "score", "spent", "hidden", "books", "out",
                 "acad_ids", "acad_count", "acad_gems", "cantrip_used", "book", "pos",
                 "cost", "fill", "pending", "source", "resume", "learn_sid", "rev_left",
                 "moves_left", "winners", "end_reason", "viewer")
    players: int
    config: dict
    names: list[str]
    chars: list[int]                # character ids per seat
    rng: Rng
    to_move: int | None
    current: int
    phase: str
    turn: int
    turn_limit: int
    start: int
    setup_left: list[list[int]]     # [player, gems to discard] still to set up
    # gem zones: per seat, five colour counts
    bag: list[list[int]]
    hand: list[list[int]]
    discard: list[list[int]]
    hp: list[list[int]]
    shield: list[list[int]]
    score: list[list[int]]
    spent: list[list[int]]
    hidden: list[int]
    books: list[list[list[int]]]    # per seat, per book, cards (spell id * 2 + mastered)
    out: list[bool]
    acad_ids: list[int]
    acad_count: list[int]
    acad_gems: list[int]
    cantrip_used: bool
    book: int
    pos: int
    cost: tuple
    fill: list[int]
    pending: list[int]              # icons still to resolve, counts in ICONS order
    source: str | None
    resume: str | None
    learn_sid: int
    rev_left: int
    moves_left: int
    winners: list[int] | None
    end_reason: str | None
    viewer: int | None

    def __init__(self) -> None:
        self.viewer = None

    # Read-outs for the UI and tests.
    def gem_totals(self) -> list:
        """Gems of each colour anywhere in the game (conserved by every action)."""
        tot = list(self.acad_gems)
        for zone in (self.bag, self.hand, self.discard, self.hp, self.shield, self.score,
                     self.spent):
            for z in zone:
                for c in range(5):
                    tot[c] += z[c]
        return tot

    def academy(self) -> dict:
        """{spell_id: cards left} in display order."""
        return {sid: n for sid, n in zip(self.acad_ids, self.acad_count, strict=False)}


# ---------------------------------------------------------------------------------------
# Shared tests

def affordable(hand, cost, fill) -> bool:
    need = [0, 0, 0, 0, 0]
    wild = 0
    for i, code in enumerate(cost):
        if fill[i] < 0:
            if code == WILD:
                wild += 1
            else:
                need[code] += 1
    spare = 0
    for c in range(5):
        if need[c] > hand[c]:
            return False
        spare += hand[c] - need[c]
    return wild <= spare


def next_slot(fill) -> int:
    for i, f in enumerate(fill):
        if f < 0:
            return i
    return -1


def cantrip_ok(s: MagecraftState, p: int) -> bool:
    if s.cantrip_used:
        return False
    code = CHARACTERS[s.chars[p]].cost
    h = s.hand[p]
    if code == WILD:
        return h[0] + h[1] + h[2] + h[3] + h[4] > 0
    return h[code] > 0


def book_ok(s: MagecraftState, p: int, b: int) -> bool:
    book = s.books[p][b]
    if not book:
        return False
    cost = CAST[book[0] >> 1]
    return affordable(s.hand[p], cost, [-1] * len(cost))
