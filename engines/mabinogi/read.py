"""The read model of a Mabinogi Duel state (or a view of it): readable names for what a
table shows, so that the scenes read this face and not the state's short fields
(``cdef``, ``mhp``, ``hdef``, ``df``, ``para``...) or the engine's constants.

``Duel(state)`` wraps a state without copying it; reading is cheap (a table wraps its
drawn snapshot every frame). The few ``set_*``/``place_*`` calls are for a table
patching its drawn snapshot while the animations play (the engine's events say what
changed); nothing here is used by the rules.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from engines.mabinogi.content import CARDS, HEROES, RESOURCES, Hero
from engines.mabinogi.chain import armed_counters
from engines.mabinogi.preview import Hit, battle_preview
from engines.mabinogi.state import COUNTER, HERO, LANES, Unit



class ChainEntry(NamedTuple):
    """A card use waiting on the counter chain (bottom first)."""
    seat: int
    iid: int
    how: str               # "summon", "cast" or "counter"
    target: tuple | None   # (seat, lane) it aims at (lane HERO: the hero), or None
    countered: bool


class Counterspell(NamedTuple):
    """A counterspell lying in a grave."""
    iid: int
    counters: str          # "summon" or "spell": the kind of card it stops
    cost: int              # what firing it costs now (its cost with the grave's upkeep)
    armed: bool            # its owner can pay that now: it is ready to fire


class Creature:
    """A creature on the board, by readable names (live: it reads the unit)."""
    __slots__ = ("unit",)

    def __init__(self, unit: Unit) -> None:
        self.unit = unit

    card = property(lambda self: self.unit.d, doc="the card (content index)")
    iid = property(lambda self: self.unit.iid)
    owner = property(lambda self: self.unit.owner, doc="who owns it (else controlled)")
    level = property(lambda self: self.unit.lvl)
    attack = property(lambda self: self.unit.attack, doc="attack with this turn's bonus")
    sick = property(lambda self: bool(self.unit.sick), doc="summoning sick: no ticket yet")

    @property
    def hp(self) -> int:
        return self.unit.hp

    @hp.setter
    def hp(self, v: int) -> None:
        self.unit.hp = v

    @property
    def max_hp(self) -> int:
        return self.unit.mhp

    @max_hp.setter
    def max_hp(self, v: int) -> None:
        self.unit.mhp = v

    @property
    def defence(self) -> int:
        return self.unit.df

    @defence.setter
    def defence(self, v: int) -> None:
        self.unit.df = v

    @property
    def paralysed(self) -> int:
        """Turns of paralysis left (0: none)."""
        return self.unit.para

    @paralysed.setter
    def paralysed(self, v: int) -> None:
        self.unit.para = v

    def set_sick(self, v) -> None:
        self.unit.sick = v

    def set_attack(self, total: int) -> None:
        """The attack shown is ``total`` (this turn's bonus is what is above its own)."""
        self.unit.tatk = total - self.unit.atk


class Duel:
    """The read model of one duel state (see the module's docstring)."""
    __slots__ = ("s",)
    lanes = LANES
    hero_lane = HERO           # the "lane" of a hero in a target
    resources = RESOURCES      # the resource names, in the order of ``resource``

    def __init__(self, state) -> None:
        self.s: Any = state       # a MabinogiState (or a view of one)

    # whose turn ---------------------------------------------------------------------
    to_move = property(lambda self: self.s.to_move, doc="who decides now (None: over)")
    current = property(lambda self: self.s.current, doc="whose turn it is")
    turn = property(lambda self: self.s.turn, doc="the turn number")
    actions_left = property(lambda self: self.s.actions, doc="flames left this turn")
    over = property(lambda self: self.s.to_move is None)

    @property
    def countering(self) -> bool:
        """A card use waits on the chain: the player to move may counter it."""
        return self.s.phase == COUNTER

    def set_turn(self, seat: int, turn: int) -> None:
        self.s.current, self.s.turn = seat, turn

    def set_actions(self, n: int) -> None:
        self.s.actions = n

    # cards ----------------------------------------------------------------------------
    def card(self, iid: int) -> int | None:
        """The card of instance ``iid`` (None: hidden from this view)."""
        d = self.s.cdef[iid] if 0 <= iid < len(self.s.cdef) else -1
        return None if d < 0 else d

    def set_card(self, iid: int, d: int) -> None:
        """A card seen: instance ``iid`` is card ``d`` (as an event told it)."""
        if 0 <= iid < len(self.s.cdef) and d >= 0:
            self.s.cdef[iid] = d

    def owner(self, iid: int) -> int | None:
        return self.s.owner[iid] if 0 <= iid < len(self.s.owner) else None

    def hand(self, seat: int) -> list:
        """The iids in ``seat``'s hand (the live list)."""
        return self.s.hand[seat]

    def grave(self, seat: int) -> list:
        """The iids in ``seat``'s grave, the top last (the live list)."""
        return self.s.grave[seat]

    def upkeep(self, seat: int) -> int:
        """What the grave adds to every card's cost."""
        return len(self.s.grave[seat])

    def cost(self, seat: int, d: int) -> int:
        """Card ``d``'s cost to ``seat`` now (its level's cost plus the upkeep)."""
        return CARDS[d].cost[self.s.level[seat] - 1] + len(self.s.grave[seat])

    @staticmethod
    def card_stats(d: int, level: int) -> tuple[int, int, int]:
        """(attack, defence, HP) printed on creature card ``d`` at ``level``."""
        c = CARDS[d]
        return c.atk[level - 1], c.df[level - 1], c.hp[level - 1]

    def creature(self, seat: int, lane: int) -> Creature | None:
        u = self.s.board[seat][lane]
        return None if u is None else Creature(u)

    def remove_creature(self, seat: int, lane: int) -> Unit | None:
        u, self.s.board[seat][lane] = self.s.board[seat][lane], None
        return u

    def put_creature(self, seat: int, lane: int, unit: Unit | None) -> None:
        self.s.board[seat][lane] = unit

    def place_creature(self, seat: int, lane: int, d: int, iid: int, level: int, hp: int,
                       attack: int, defence: int) -> None:
        u = Unit(d, iid, seat, level)
        u.hp = u.mhp = hp
        u.atk, u.df = attack, defence
        self.s.board[seat][lane] = u

    def grave_counters(self, seat: int) -> list[Counterspell]:
        """The counterspells in ``seat``'s grave and whether each is armed (its owner can
        pay its cost now, so it would fire at the next card of its kind)."""
        return [Counterspell(*c) for c in armed_counters(self.s, seat)]

    def armed(self, seat: int) -> list[Counterspell]:
        """The armed counterspells of ``seat``'s grave (see ``grave_counters``)."""
        return [c for c in self.grave_counters(seat) if c.armed]

    def battle_preview(self) -> list[Hit]:
        """The attacks the battle would make if the turn ended now (attacker, target,
        damage before the defence die: engines.mabinogi.preview)."""
        return battle_preview(self.s)

    def chain(self) -> list[ChainEntry]:
        return [ChainEntry(e[0], e[1], e[2], (e[4], e[5]) if e[5] >= HERO else None,
                           bool(e[6])) for e in self.s.chain]

    # heroes -----------------------------------------------------------------------------
    def hero(self, seat: int) -> Hero:
        return HEROES[self.s.hero[seat]]

    def hero_index(self, seat: int) -> int:
        return self.s.hero[seat]

    def hp(self, seat: int) -> int:
        return self.s.hp[seat]

    def max_hp(self, seat: int) -> int:
        return self.s.mhp[seat]

    def defence(self, seat: int) -> int:
        return self.s.hdef[seat]

    def level(self, seat: int) -> int:
        return self.s.level[seat]

    def xp(self, seat: int) -> int:
        return self.s.xp[seat]

    def xp_needed(self, seat: int) -> int | None:
        """XP still missing for the next level (None at the top level)."""
        return self.s.xp_needed(seat)

    def resource(self, seat: int, r: int) -> int:
        return self.s.res[seat][r]

    def resource_kinds(self, seat: int) -> list:
        """The resources ``seat``'s deck uses (indexes of ``resources``)."""
        return list(self.s.kinds[seat])

    def hp_history(self) -> list:
        """Both heroes' HP at the start of every turn, then now."""
        return [list(x) for x in self.s.hp_log] + [list(self.s.hp)]

    _HERO_FIELDS = {"hp": "hp", "max_hp": "mhp", "def": "hdef", "xp": "xp",
                    "level": "level"}

    def set_hero(self, seat: int, what: str, value: int) -> None:
        """A hero's number as an event told it: "hp", "max_hp", "def", "xp", "level"."""
        getattr(self.s, self._HERO_FIELDS[what])[seat] = value

    def set_resource(self, seat: int, r: int, value: int) -> None:
        self.s.res[seat][r] = value
