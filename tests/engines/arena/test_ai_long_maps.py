"""Hard on a long map (issue 27 item 6): with nothing in reach it walks its squads
toward the opposing Planeswalker turn after turn, as Normal does, instead of leaving
them where the planner's search sees no difference between walking and standing."""
from __future__ import annotations

from engines.arena import RULES
from engines.arena import battlefield as B
from engines.arena.ai import ArenaHardAgent
from engines.arena.content import ARMY
from engines.arena.sitting import SittingAgent
from engines.arena.state import FIELD
from engines.arena.tactics import map_shape

LONG = B.generated(12, 34, 2027, "Long field")


def _squads(s, seat: int) -> list:
    return [f for f in range(len(s.f_hex)) if s.f_zone[f] == FIELD
            and s.c_ctrl[s.f_card[f]] == seat and not ARMY[s.c_key[s.f_card[f]]].is_planeswalker]


def _reach(s, f: int) -> int:
    return RULES.stat(s, f, "move") + max(1, RULES.stat(s, f, "range"))


def _nothing_in_reach(s, seat: int) -> bool:
    """No figure of either side within its move and range of an enemy figure."""
    dist = s.board.dist
    figs = [f for f in range(len(s.f_hex)) if s.f_zone[f] == FIELD]
    return all(dist[s.f_hex[f]][s.f_hex[g]] > max(_reach(s, f), _reach(s, g))
               for f in figs if s.c_ctrl[s.f_card[f]] == seat
               for g in figs if s.c_ctrl[s.f_card[g]] != seat)


def test_hard_walks_its_squads_toward_the_enemy_planeswalker_on_a_long_map():
    """A Duel on a map 34 rows long against a Planeswalker that never moves: at the start
    of each of Hard's turns with its squads on the battlefield and nothing in reach of
    either side, its squads stand nearer the enemy Planeswalker, all told, than at the
    start of its turn before; and within 14 turns of the track they come within reach
    (the planner of before, with nothing to gain by simulation, kept choosing a card
    that stood still and left its squads 10 to 20 spaces off). Seeded, the search
    uncapped by time, so the game is the same on any machine."""
    assert map_shape(B.board_of(LONG))[1] > 22          # longer than every map we ship
    s = RULES.new_game({"players": 2, "armies": ["nissa", "jace"], "battlefield": LONG}, 9104)
    hard = ArenaHardAgent(RULES, seed=3, samples=4, time_cap=None)
    agents = [hard, SittingAgent()]
    w = s.c_figs[s.pw[1]][0]
    dist = s.board.dist
    starts = []                  # (turn, squads' distance all told, nothing in reach)
    while not RULES.is_over(s) and s.turn <= 14:
        legal = RULES.legal_actions(s)
        if s.to_move == 0 and any(a[0] == "card" for a in legal) and \
                (not starts or starts[-1][0] != s.turn):
            squads = _squads(s, 0)
            if squads:
                starts.append((s.turn, sum(dist[s.f_hex[f]][s.f_hex[w]] for f in squads),
                               _nothing_in_reach(s, 0)))
        p = s.to_move
        RULES.apply(s, agents[p].choose(RULES.view(s, p), legal) if len(legal) > 1
                    else legal[0])
    assert len(starts) >= 4, starts
    for (t0, d0, far), (t1, d1, _) in zip(starts, starts[1:]):
        if far:
            assert d1 < d0, (t0, d0, t1, d1, starts)
    assert not all(far for _, _, far in starts), starts
