"""The read model the table reads (engines/mabinogi/read.py): readable names over the
state's short fields, hidden cards as None in a view, the chain's entries, and the few
patches a table makes to its drawn snapshot."""
from __future__ import annotations

from engines.mabinogi import HERO, RULES
from engines.mabinogi import testing as T
from engines.mabinogi.read import Duel


def _duel():
    s, _ = RULES.start({"players": 2, "decks": ["wild_pack", "arcane_flame"]}, 3)
    return s


def test_names_read_the_state_and_a_view_hides_the_other_hand():
    s = _duel()
    d = Duel(s)
    assert d.hp(0) == s.hp[0] and d.max_hp(1) == s.mhp[1] and d.defence(0) == s.hdef[0]
    assert d.level(1) == s.level[1] and d.actions_left == s.actions
    assert d.countering is False and d.hero(0).name and Duel.hero_lane == HERO
    theirs = s.hand[1][0]
    assert d.card(theirs) == s.cdef[theirs]
    v = Duel(RULES.view(s, 0))
    assert v.card(theirs) is None and v.card(s.hand[0][0]) == s.cdef[s.hand[0][0]]
    mine = s.hand[0][0]
    assert d.cost(0, d.card(mine)) == RULES.cost(s, 0, mine)


def test_a_creature_by_readable_names_and_patched_through_them():
    s = _duel()
    u = T.summon(s, 0, "Hyena", 2)
    c = Duel(s).creature(0, 2)
    assert c is not None and Duel(s).creature(0, 1) is None
    assert (c.card, c.level, c.hp, c.max_hp, c.defence) == (u.d, u.lvl, u.hp, u.mhp, u.df)
    c.hp, c.defence, c.paralysed = 1, 0, 2
    assert (u.hp, u.df, u.para) == (1, 0, 2)
    c.set_attack(u.atk + 3)
    assert c.attack == u.attack and u.tatk == 3
    d = Duel(s)
    d.set_hero(1, "def", 4)
    d.set_hero(1, "max_hp", 99)
    assert s.hdef[1] == 4 and s.mhp[1] == 99
    gone = d.remove_creature(0, 2)
    assert gone is u and s.board[0][2] is None
