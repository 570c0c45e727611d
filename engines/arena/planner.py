"""Arena "hard" AI: the heuristic's turn, searched where it matters.

At the strategic decisions of its own turn - which army card (and the spells before it),
where each figure moves, which attack to make - the agent compares a few candidates (the
heuristic's own choice first, then the best few others by the heuristic's scores) by
simulation with the generic :class:`engines.core.rollout.RolloutAgent`: every candidate
is played on the same deals (a determinization of the hidden cards from the view) and the
same dice, and pruned when clearly behind.

Every candidate's simulation plays the rest of the turn AND the opponent's reply (the
heuristic for both sides, with the opponent's hand dealt from what the view leaves
possible) and stops when its own next turn begins: a move is judged by what the opponent
then really does to it, on the shared dice. A deal is not started when it would likely end
past the time cap (RolloutAgent's ``foresee``), and one still running past 1.2 times the
cap is given up, so a decision stays within its cap. With a ``turn_budget``
(engines.core.clock.TurnBudget, given by make_agent) the whole turn shares one budget:
each decision gets its share of what is left. A search that played fewer than
``MIN_SAMPLES`` deals keeps the heuristic's move. Nothing is planned ahead across
decisions: after a surprise (a Fog, a counter, a failed attack) the next decision is
searched from the position as it now is.

Positions are scored by :func:`turn_end_value`: material on the battlefield (a squad in
the reserve is worth little until summoned) and Planeswalker health; the chance that the
opponents' best army card destroys the Planeswalker next turn, with the moves, ranges and
lines of sight it really has (tactics.strike_risk), and the same for the other
Planeswalker; what the best enemy card could take from the squads and ours from theirs;
and, over the last eight turns of the track, the points on the battlefield. That is how it
keeps its Planeswalker out of reach and line of sight, takes height and glyphs, and strikes
the other Planeswalker when the odds are good. Questions and small choices go to the
heuristic. On a map longer than every map we ship, while no figure of either side is
within move and range of an enemy, it walks as Normal does (:func:`out_of_reach`): there
the search saw no gain in walking and left its squads short of the enemy. It reads
nothing but the view it is handed; a decision is a pure function of
(seed, view) unless the time cap cuts the search short.
"""
from __future__ import annotations

import math

from engines.core import clock as _clock
from engines.core.agents import Agent
from engines.core.rollout import OVERRUN, RolloutAgent
from engines.arena.combat import attack_dice
from engines.arena.heuristic import ArenaHeuristicAgent, decide
from engines.arena.movement import reachable
from engines.arena.state import FIELD, PRE, ArenaState, alive_pw
from engines.arena.stats import stat
from engines.arena.tactics import (Scorer, card_threat, ev_attack, map_shape, reach_cost,
                                   strike_risk, threat_table)
from engines.arena.value import side_score


# ---------------------------------------------------------------------------------------
# The evaluation at the end of a turn

def turn_end_value(s: ArenaState, me: int, mine_next: bool = False) -> float:
    """Value in [0, 1] of a position for ``me`` at the end of a turn (see the module
    doc); ``mine_next``: ``me`` moves next (the threats swap their weights). With teams
    it weighs ``me``'s team against the other; in the Melee against the strongest
    opponent, and the points on the purple spaces count more and more as the end nears."""
    if s.winners is not None:
        return 1.0 / len(s.winners) if me in s.winners else 0.0
    if s.players == 2:
        return _duel_value(s, me, mine_next)
    team = s.team[me]
    mine = [q for q in range(s.players) if s.team[q] == team]
    rivals: dict = {}
    for q in range(s.players):
        if s.team[q] != team:
            rivals.setdefault(s.team[q], []).append(q)
    def total(seats, f):
        return sum(f(q) for q in seats)
    best = max(rivals.values(), key=lambda seats: total(seats, lambda q: side_score(s, q)))
    x = total(mine, lambda q: side_score(s, q)) - total(best, lambda q: side_score(s, q))
    fear, hope = (150.0, 450.0) if mine_next else (900.0, 350.0)
    melee = len(rivals) > 1
    for q in mine:
        w = alive_pw(s, q)
        if w >= 0:
            chance, exp = strike_risk(s, w)
            x -= (fear * chance + fear / 90.0 * exp) * (1.0 if q == me else 0.8)
    hopes = []
    for seats in rivals.values():
        for q in seats:
            v = alive_pw(s, q)
            if v >= 0:
                chance, exp = strike_risk(s, v)
                hopes.append(hope * chance + hope / 90.0 * exp)
    if hopes:
        x += max(hopes) if melee else sum(hopes)
    if melee:
        # the Melee: only the purple spaces count at the end
        progress = min(1.0, s.turn / max(1, s.turns))
        lead = s.score(me) - max(s.score(q) for q in range(s.players) if q != me)
        x += (0.4 + 2.6 * progress) * lead
    else:
        late = max(0, s.turn - (s.turns - 8))
        if late:
            ours = total(mine, s.score)
            x += 3.0 * late * (ours - max(total(seats, s.score) for seats in rivals.values()))
    x -= (0.25 if mine_next else 0.6) * card_threat(s, team)
    x += (0.5 if mine_next else 0.25) * max(card_threat(s, k) for k in rivals)
    return squash(x)


def squash(x: float) -> float:
    """A position's score ``x`` (in points of worth) as a value in [0, 1]: mostly the
    logistic of x / 90, plus a small share of a ten times wider one, so that a position
    far behind (or far ahead) still tells a better move from a worse one - near the end of
    the turn track the narrow one alone is 0 for every move of the side that trails on
    points, and the search would stop trying to catch up."""
    if x < -6000.0:
        x = -6000.0
    elif x > 6000.0:
        x = 6000.0
    return 0.85 / (1.0 + math.exp(-x / 90.0)) + 0.15 / (1.0 + math.exp(-x / 900.0))


def _duel_value(s: ArenaState, me: int, mine_next: bool) -> float:
    opp = next(q for q in range(s.players) if s.team[q] != s.team[me])
    x = side_score(s, me) - side_score(s, opp)
    fear, hope = (150.0, 450.0) if mine_next else (900.0, 350.0)
    w = alive_pw(s, me)
    if w >= 0:
        chance, exp = strike_risk(s, w)
        x -= fear * chance + fear / 90.0 * exp
    v = alive_pw(s, opp)
    if v >= 0:
        chance, exp = strike_risk(s, v)
        x += hope * chance + hope / 90.0 * exp
    # the turn track: near its end the points on the battlefield decide
    late = max(0, s.turn - (s.turns - 8))
    if late:
        x += 3.0 * late * (s.points(me) - s.points(opp))
    x -= (0.25 if mine_next else 0.6) * card_threat(s, s.team[me])
    x += (0.5 if mine_next else 0.25) * card_threat(s, s.team[opp])
    return squash(x)


# ---------------------------------------------------------------------------------------
# Candidates and policies

def _full_policy(s, legal, rng):
    """The heuristic, for both sides (a lone legal action taken at once)."""
    return legal[0] if len(legal) == 1 else decide(s, legal)


def _move_candidates(s: ArenaState, legal: list, per_fig: int) -> list:
    assert s.to_move is not None        # asked only while a seat is to move
    table = threat_table(s, s.team[s.to_move])
    out = []
    figs = sorted({a[1] for a in legal if a[0] == "move"})
    for f in figs:
        here = frozenset(s.hexes_of(f))
        sc = Scorer(s, f, table)
        rs = reachable(s, f)
        scored = []
        for a in legal:
            if a[0] != "move" or a[1] != f or frozenset(a[2:]) == here:
                continue                     # a flip on its own changes nothing here
            r = rs.get(a[2:])
            if r is None:
                continue
            v = sc.score(a[2:], True) - reach_cost(s, f, r)
            scored.append((v, a))
        scored.sort(key=lambda t: -t[0])
        seen = set()
        for _, a in scored:
            key = frozenset(a[2:])           # both facings of a double-space figure
            if key in seen:
                continue
            seen.add(key)
            out.append(a)
            if len(seen) >= per_fig:
                break
    rest = [a for a in legal if a[0] != "move"]
    if rest:
        out.append(decide(s, rest))
    return out


def _attack_candidates(s: ArenaState, legal: list, k: int) -> list:
    scored = []
    for a in legal:
        if a[0] == "attack":
            att, dfn, _ = attack_dice(s, a[1], a[2])
            scored.append((ev_attack(s, a[2], att, dfn), a))
    scored.sort(key=lambda t: -t[0])
    out = [a for _, a in scored[:k]]
    rest = [a for a in legal if a[0] != "attack"]
    if rest:
        out.append(decide(s, rest))
    return out


# The heuristic's move stands unless the search played at least this many deals: one
# deal is one roll of the dice for every candidate, and on one roll ending the turn
# could look as good as an attack (issue 24: after a Fog cancelled one Firecat's
# attack, a one-deal search ended the turn with two Firecats still next to Nissa).
MIN_SAMPLES = 3


class ArenaPlannerAgent(Agent):
    """Hard Arena AI (see the module docstring)."""

    name = "arena-planner"

    def __init__(self, rules, seed: int = 0, samples: int = 32, time_cap: float | None = 0.45,
                 per_fig: int = 3, attacks: int = 3, prune_z: float = 2.0,
                 keep_z: float | None = None) -> None:
        self.rules = rules
        self.seed = seed
        self.samples = samples
        self.time_cap = time_cap
        self.per_fig = per_fig
        self.attacks = attacks
        self.prune_z = prune_z
        self.keep_z = keep_z
        self.helper = ArenaHeuristicAgent(seed)
        # the seat's whole turn shares this (engines.core.clock.TurnBudget; None: the
        # cap alone): every decision's time counts, the heuristic's answers included
        self.turn_budget: _clock.TurnBudget | None = None
        self.last_stats: dict = {}
        # on a long map, with nothing in reach, walk as Normal does (out_of_reach)
        self.walk_far = True

    def choose(self, view, legal_actions, budget=None):
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        turn_budget = self.turn_budget
        if turn_budget is None:
            return self._choose(view, legal, budget, None, 0.0)
        now = _clock.current()
        start = now()
        turn_budget.begin(view)
        try:
            return self._choose(view, legal, budget, now, start)
        finally:
            turn_budget.spend(now() - start)

    def _choose(self, view, legal, budget, now, start):
        item = view.question()
        if item is None and self.walk_far and out_of_reach(view):
            # the approach on a long map: nothing to compare by simulation yet
            return decide(view, legal, True)
        default = decide(view, legal)
        kinds = {a[0] for a in legal}
        if item is not None:
            if item["q"] == "place" and view.players > 2:
                return self.helper.choose(view, legal)
            return default
        elif view.step == PRE:
            cands = [a for a in legal if a[0] == "card"]
            if default not in cands:
                cands.insert(0, default)
        elif "move" in kinds:
            cands = _move_candidates(view, legal, self.per_fig)
        elif "attack" in kinds:
            cands = _attack_candidates(view, legal, self.attacks)
        else:
            return default
        cands = list(dict.fromkeys([default] + [c for c in cands if c in legal]))
        if len(cands) == 1:
            return cands[0]
        me = view.to_move
        turn = view.turn + 2                       # through the opponent's reply
        cap = _scaled(self.time_cap if budget is None else budget, view.players,
                      view.board.n)
        if now is not None and self.turn_budget is not None and cap is not None:
            # its share of the turn, less what choosing the candidates took
            cap = max(0.0, self.turn_budget.allowance(cap) - (now() - start))
        search = RolloutAgent(self.rules, _full_policy, samples=self.samples, time_cap=cap,
                              max_plies=800, prune_z=self.prune_z, keep_z=self.keep_z,
                              seed=self.seed, prior=lambda v, lg: default, foresee=True,
                              min_samples=MIN_SAMPLES,
                              horizon=lambda v, st: st.turn >= turn,
                              value=lambda v, st, p: turn_end_value(st, me, _next_is_mine(st, me)),
                              salt=lambda v: v.turn * 977 + len(v.agenda))
        a = search.search(view, cands)
        self.last_stats = dict(search.last_stats)
        return a


# A map whose widest distance is more than this is a long one: every map we ship is
# within it (the Duel, Twin Fords and Broken Heights 20, the Skirmish and the Melee 21,
# Four Corners 22), so on them Hard plays as it did
LONG_MAP = 22


def out_of_reach(s: ArenaState) -> bool:
    """In a two-seat game on a long map (its widest distance beyond ``LONG_MAP``), with
    no figure of either side within move and range of an enemy figure: the squads still
    have the way to cover. There the planner's end-of-turn value sees nothing to gain by
    walking up (no strike either way until the armies meet), its simulations walk by the
    heuristic of before, which stops at the edge of the enemy's reach, and the simulated
    reply punishes the figure that steps in first: Hard's squads waited 9-22 spaces off a
    Planeswalker that never moved. So there Hard walks as Normal does (the pull of the
    opposing Planeswalker and of the glyphs, engines/arena/aims.py; a squad's danger
    shared) and searches again as soon as an attack is within one turn's move and range
    of either side."""
    if s.players != 2 or map_shape(s.board)[1] <= LONG_MAP or s.to_move is None:
        return False
    team = s.team[s.to_move]
    dist = s.board.dist
    mine: list = []
    theirs: list = []
    for f in range(len(s.f_hex)):
        if s.f_zone[f] != FIELD or s.f_hex[f] < 0:
            continue
        reach = stat(s, f, "move") + max(1, stat(s, f, "range"))
        (mine if s.team[s.c_ctrl[s.f_card[f]]] == team else theirs).append((s.f_hex[f], reach))
    return all(dist[a][b] > max(ra, rb) for a, ra in mine for b, rb in theirs)


def _next_is_mine(s: ArenaState, me: int) -> bool:
    """Does ``me``'s side play next (the simulation stops as a turn begins)? In the
    Duel: after the opponent's reply; with more seats it depends on the order of play."""
    return s.winners is None and s.team[s.current] == s.team[me]


# A battlefield of more hexes than about four Duel maps (179 hexes) is a big one
# (issue 27): there a deal through the opponent's reply, with armies of 1,000 points,
# can take longer than the whole cap
BIG_MAP = 700


def _scaled(cap: float | None, players: int, hexes: int = 0) -> float | None:
    """More seats make every simulated turn longer: the multiplayer games search a
    little less per decision, so a decision stays well within 1.5 s. On a big map the
    search stops by its cap itself: a deal still running is given up at OVERRUN times
    what it is handed, so it is handed the cap divided by OVERRUN (measured on 2,000
    hexes, 1,000-point armies: seven decisions of 1,815 took 0.60-0.65 s of CPU)."""
    if cap is None:
        return cap
    if players > 2:
        cap *= 0.6
    if hexes > BIG_MAP:
        cap /= OVERRUN
    return cap


def make_planner(rules, seed: int = 0) -> ArenaPlannerAgent:
    return ArenaPlannerAgent(rules, seed=seed)
