"""Mabinogi Duel's state, its constants and the small tests on it that the turn flow, the
listing of legal actions and the one-action check share (the rules live in rules.py and
the modules it names; this module holds no flow).

Cards are *instances* numbered 0.. (``iid``): seat 0's cards first, then seat 1's;
``cdef[iid]`` is the card (an index of ``content.CARDS``; -1 in a view for a card its
viewer has not seen), ``owner[iid]`` its seat. Zones hold iids: ``hand[p]``, ``grave[p]``
(the last one is the top). ``board[p][lane]`` is a :class:`Unit` or None; lanes 0..4 run
from the left of the battlefield, and lane i of one side faces lane i of the other.
"""
from __future__ import annotations

from engines.core.rng import Rng
from engines.mabinogi.content import CARDS, SPELL, SUMMON

# Player counts: the one place they live (RULES and check_config read them).
MIN_PLAYERS = 2
MAX_PLAYERS = 2
DEFAULT_PLAYERS = 2

LANES = 5
MAX_LEVEL = 3
XP_TO_LEVEL = (6, 14)         # XP for level 2, then this much more for level 3
XP_ACTION = 2                 # each of the six actions
XP_HERO_HIT = 1               # each attack on the enemy hero (a Revive counts as one)
XP_KILL = 1                   # each enemy creature killed by your attack
XP_ALLY_DIED = 1              # each creature of your side that dies
LEVEL_HP_PERCENT = 25         # level-up: +25% of the current HP (see rules.py)
HOUSE_TURN_LIMIT = 80         # the turn-limit house rule: after 80 turns more HP wins
MAX_TURN_LIMIT = 1000         # the largest turn limit a config may set
STALL_TURNS = 40              # the stall rule: this many turns without a new low: a draw

# phases (``state.phase``)
ACTION = "action"             # the player to move takes actions (one flame each)
COUNTER = "counter"           # a card use waits: the player to move may counter it
OVER = "over"

# interned actions
A_END = ("end",)
A_CHARGE = ("charge",)
A_REVIVE = ("revive",)
A_LEVEL = ("level_up",)
A_PASS = ("pass",)

HERO = -1                     # the "lane" of a hero in targets: (seat, HERO)


class Unit:
    """A creature on the battlefield. ``d`` is its card (a token's too), ``iid`` the card
    instance it came from (-1: summoned by an effect, never goes to a grave), ``owner``
    the seat whose card it is, ``lvl`` the level it was summoned at (its effects' values).
    ``sick`` / ``para``: summoning sickness and paralysis counts; ``tatk`` attack gained
    for this turn only; ``home``: the lane of its owner's side it returns to when a
    one-turn control ends (-1: not controlled)."""

    __slots__ = ("d", "iid", "owner", "lvl", "hp", "mhp", "atk", "df", "sick", "para", "tatk",
                 "home")

    def __init__(self, d: int, iid: int, owner: int, lvl: int) -> None:
        c = CARDS[d]
        self.d = d
        self.iid = iid
        self.owner = owner
        self.lvl = lvl
        self.hp = self.mhp = c.hp[lvl - 1]
        self.atk = c.atk[lvl - 1]
        self.df = c.df[lvl - 1]
        self.sick = 1
        self.para = 0
        self.tatk = 0
        self.home = -1

    @property
    def attack(self) -> int:
        """The attack value now (this turn's buffs included, never below 0)."""
        a = self.atk + self.tatk
        return a if a > 0 else 0

    @property
    def can_attack(self) -> bool:
        """It gets an attack ticket (no sickness, no paralysis)."""
        return not self.sick and not self.para

    def copy(self) -> "Unit":
        u = Unit.__new__(Unit)
        u.d, u.iid, u.owner, u.lvl = self.d, self.iid, self.owner, self.lvl
        u.hp, u.mhp, u.atk, u.df = self.hp, self.mhp, self.atk, self.df
        u.sick, u.para, u.tatk, u.home = self.sick, self.para, self.tatk, self.home
        return u

    def to_list(self) -> list:
        return [self.d, self.iid, self.owner, self.lvl, self.hp, self.mhp, self.atk, self.df,
                self.sick, self.para, self.tatk, self.home]

    @classmethod
    def from_list(cls, v) -> "Unit":
        u = cls.__new__(cls)
        (u.d, u.iid, u.owner, u.lvl, u.hp, u.mhp, u.atk, u.df, u.sick, u.para, u.tatk,
         u.home) = (int(x) for x in v)
        return u

    def __repr__(self) -> str:      # pragma: no cover - debugging aid
        return (f"<{CARDS[self.d].name} L{self.lvl} {self.attack}/{self.df}/{self.hp}"
                f"{' sick' if self.sick else ''}{' para' if self.para else ''}>")


class MabinogiState:
    """The whole duel (see the module docstring for cards and zones).

    Per seat: ``hero`` (index of content.HEROES), ``hp`` / ``mhp`` / ``hdef`` (the hero's
    HP, max HP and defence), ``level``, ``xp`` (XP gathered since the last level-up),
    ``res`` (five resource counts, content.RESOURCES order), ``kinds`` (the resources the
    deck uses, public). ``actions`` are the flames left to the player whose turn it is
    (``current``). ``chain`` is the counter chain of a card use waiting in the COUNTER
    phase: entries ``[seat, iid, how, level, tseat, tlane, countered]`` where ``how`` is
    "summon", "cast" or "counter" (tlane: a lane, HERO, or -2 for no target).
    ``known[iid]`` is 1 once the card's owner's opponent has seen it (played, in a grave,
    returned to the hand). ``hp_log`` holds both heroes' HP at the start of every turn.
    """

    __slots__ = ("players", "config", "names", "rng", "to_move", "current", "first", "turn",
                 "phase", "actions", "cdef", "owner", "known", "hand", "grave", "board",
                 "res", "kinds", "hero", "hp", "mhp", "hdef", "level", "xp", "chain",
                 "winners", "end_reason", "turn_limit", "hp_log", "viewer")
    players: int
    config: dict
    names: list[str]
    rng: Rng
    to_move: int | None
    current: int
    first: int
    turn: int
    phase: str
    actions: int
    cdef: list[int]             # per instance: its card (content index), -1 hidden
    owner: list[int]            # per instance: its owner's seat
    known: list[int]
    hand: list[list[int]]
    grave: list[list[int]]
    board: list[list[Unit | None]]
    res: list[list[int]]
    kinds: list[list[int]]
    hero: list[int]
    hp: list[int]
    mhp: list[int]
    hdef: list[int]
    level: list[int]
    xp: list[int]
    chain: list[list]           # [seat, iid, how, level, tseat, tlane, countered]
    winners: list[int] | None
    end_reason: str | None
    turn_limit: int | None      # the turn-limit house rule's turns (None: off)
    hp_log: list[list[int]]
    viewer: int | None

    def __init__(self) -> None:
        self.viewer = None

    # --- read-outs for the table, the AI and tests -----------------------------------
    def card_of(self, iid: int) -> int:
        """The card (content index) of instance ``iid``, -1 when hidden from this view."""
        return self.cdef[iid]

    def upkeep(self, p: int) -> int:
        """The grave upkeep of seat ``p``: the number of cards in its grave."""
        return len(self.grave[p])

    def cost(self, p: int, iid: int) -> int:
        """What using card ``iid`` from the hand costs ``p`` now (its cost at the hero's
        level plus the grave upkeep), in the card's resource."""
        return CARDS[self.cdef[iid]].cost[self.level[p] - 1] + len(self.grave[p])

    def xp_needed(self, p: int) -> int | None:
        """XP still missing for the next level-up (None at the top level)."""
        lv = self.level[p]
        if lv >= MAX_LEVEL:
            return None
        return max(0, XP_TO_LEVEL[lv - 1] - self.xp[p])

    def units(self, p: int):
        """(lane, unit) of seat ``p``'s side, left to right."""
        return [(i, u) for i, u in enumerate(self.board[p]) if u is not None]


# ---------------------------------------------------------------------------------------
# Shared tests

def affordable(s: MabinogiState, p: int, iid: int) -> bool:
    c = CARDS[s.cdef[iid]]
    return s.res[p][c.res] >= c.cost[s.level[p] - 1] + len(s.grave[p])


def counter_cost(s: MabinogiState, p: int, iid: int) -> int:
    """What grave counterspell ``iid`` costs ``p`` now: like any card used (rule 8.6), its
    cost at the hero's level plus the grave upkeep (the cards in the grave, the
    counterspell itself among them while it lies there)."""
    return CARDS[s.cdef[iid]].cost[s.level[p] - 1] + len(s.grave[p])


def turns_without_new_low(hp_log: list) -> int:
    """The stall rule's count: how many turn starts in a row, up to the last one in
    ``hp_log`` (both heroes' HP at the start of every turn), have gone by since either
    hero's HP was lower than ever before in the duel (the first entry counts as a low)."""
    if not hp_log:
        return 0
    low0, low1 = hp_log[0][0], hp_log[0][1]
    last = 0
    for i in range(1, len(hp_log)):
        a, b = hp_log[i][0], hp_log[i][1]
        if a < low0 or b < low1:
            last = i
            if a < low0:
                low0 = a
            if b < low1:
                low1 = b
    return len(hp_log) - 1 - last


def can_level(s: MabinogiState, p: int) -> bool:
    lv = s.level[p]
    return lv < MAX_LEVEL and s.xp[p] >= XP_TO_LEVEL[lv - 1]


def empty_lanes(s: MabinogiState, p: int) -> list:
    return [i for i, u in enumerate(s.board[p]) if u is None]


def spell_targets(s: MabinogiState, p: int, d: int) -> list:
    """Every target of spell ``d`` cast by ``p``: (seat, lane) for a creature, (seat, HERO)
    for a hero, [()] for a spell without a target; empty when it has nowhere to go."""
    c = CARDS[d]
    aim = c.aim
    q = 1 - p
    if aim is None:
        return [()]
    if aim == "enemy_creature":
        out = [(q, i) for i, u in enumerate(s.board[q]) if u is not None]
        if out and any(e.do == "control" for e in c.fx) and None not in s.board[p]:
            return []                   # nowhere to put a controlled creature
        return out
    if aim == "ally_creature":
        return [(p, i) for i, u in enumerate(s.board[p]) if u is not None]
    if aim == "enemy":
        return [(q, i) for i, u in enumerate(s.board[q]) if u is not None] + [(q, HERO)]
    if aim == "ally_or_hero":
        return [(p, i) for i, u in enumerate(s.board[p]) if u is not None] + [(p, HERO)]
    return []                           # pragma: no cover - content.AIMS is checked


def target_ok(s: MabinogiState, p: int, d: int, t: tuple) -> bool:
    """``t`` (as in ``spell_targets``) is a legal target of spell ``d`` for ``p``;
    computed without listing them all."""
    c = CARDS[d]
    aim = c.aim
    if aim is None:
        return t == ()
    if len(t) != 2:
        return False
    seat, lane = t
    if type(seat) is not int or type(lane) is not int or seat not in (0, 1):
        return False
    q = 1 - p
    if lane == HERO:
        return (aim == "enemy" and seat == q) or (aim == "ally_or_hero" and seat == p)
    if not 0 <= lane < LANES or s.board[seat][lane] is None:
        return False
    if aim in ("enemy_creature", "enemy"):
        if seat != q:
            return False
        if any(e.do == "control" for e in c.fx) and None not in s.board[p]:
            return False
        return True
    return seat == p                    # ally_creature, ally_or_hero


def is_summon(d: int) -> bool:
    return CARDS[d].kind == SUMMON


def is_spell(d: int) -> bool:
    return CARDS[d].kind == SPELL
