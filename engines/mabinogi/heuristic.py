"""Mabinogi Duel heuristics: the "normal" and "easy" agents and the fast policy the "hard" agent's
simulations play with.

* :class:`MabinogiHeuristicAgent` tries every legal action on a copy of its view, lets
  the turn run to the opponent's next action phase (its own remaining flames unused, the
  counter questions passed), and keeps the action whose position scores best
  (value.side_score: HP, the creatures and the damage they threaten, level, XP,
  resources, hand, grave upkeep). Everything it reads is in the view: hidden cards only
  ever sit in the opponent's hand, which no step of the player's own turn looks at.
  :class:`MabinogiEasyAgent` ("easy") is the same with a person's slips now and then
  (``EASY_SLIPS``: misses a lethal, forgets a counter, ends its phase early, plays the
  runner-up), never a random move.
* :func:`fast_policy` scores each legal action statically (no copy, no simulation): a
  few microseconds, for rollouts.
"""
from __future__ import annotations

from engines.core.agents import Agent
from engines.core.slips import Slips, decision_rng, taken
from engines.mabinogi.content import CARDS
from engines.mabinogi.rules import apply, clone
from engines.mabinogi.state import A_END, A_PASS, COUNTER, HERO, MabinogiState
from engines.mabinogi.value import WEIGHTS, card_value, effect_worth, side_score, unit_value

WIN = 1e6


def settle(t: MabinogiState, me: int) -> None:
    """Run a copy on to where positions compare: counter questions passed, and ``me``'s
    own action phase ended (flames left unused)."""
    for _ in range(8):
        if t.to_move is None:
            return
        if t.phase == COUNTER:
            apply(t, A_PASS)
        elif t.current == me:
            apply(t, A_END)
        else:
            return


def score(t: MabinogiState, me: int, w: dict = WEIGHTS) -> float:
    if t.winners is not None:
        return WIN if me in t.winners and len(t.winners) == 1 else \
            (0.0 if me in t.winners else -WIN)
    return side_score(t, me, w) - side_score(t, 1 - me, w)


def scores(view: MabinogiState, legal: list, w: dict = WEIGHTS) -> list[float]:
    """Each legal action's worth: its settled copy's score for the mover."""
    me = view.to_move
    assert me is not None               # asked only while a seat is to move
    out = []
    for a in legal:
        t = clone(view)
        apply(t, a)
        settle(t, me)
        out.append(score(t, me, w))
    return out


def _best_index(values: list[float]) -> int:
    """The best score's index (ties, within rounding: the first listed)."""
    best, best_v = 0, -2 * WIN
    for i, v in enumerate(values):
        if v > best_v + 1e-9:
            best, best_v = i, v
    return best


def greedy(view: MabinogiState, legal: list, w: dict = WEIGHTS):
    """The action whose settled copy scores best (ties: the first listed)."""
    return legal[_best_index(scores(view, legal, w))]


class MabinogiHeuristicAgent(Agent):
    """Normal: the best action by ``greedy``."""

    name = "heuristic"

    def __init__(self, seed: int = 0, weights: dict | None = None) -> None:
        self.seed = seed
        self.weights = weights or WEIGHTS

    def choose(self, view, legal_actions, budget=None):
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        return greedy(view, legal, self.weights)


# Easy's slips (engines.core.slips): the chance of each, where it can happen
EASY_SLIPS = {
    "misses_a_lethal": 0.5,          # an action that wins at once, passed over
    "forgets_a_counter": 0.5,        # a counter that was best, not played
    "ends_the_phase_early": 0.15,    # ends its action phase with flames left to use
    "plays_a_worse_card": 0.3,       # the settled runner-up action
}


class MabinogiEasyAgent(MabinogiHeuristicAgent):
    """Easy: Normal with a person's slips (``EASY_SLIPS``), rolled from the agent's seed
    and the view; ``last_slip`` names the latest decision's slip (None: as Normal)."""

    name = "easy"

    def __init__(self, seed: int = 0, weights: dict | None = None,
                 slips=EASY_SLIPS) -> None:
        super().__init__(seed, weights)
        self.slips = Slips(slips)
        self.last_slip: str | None = None

    def choose(self, view, legal_actions, budget=None):
        self.last_slip = None
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        values = scores(view, legal, self.weights)
        first = _best_index(values)
        order = [first] + sorted((i for i in range(len(legal)) if i != first),
                                 key=lambda i: (-values[i], i))
        best = legal[first]
        rng = decision_rng(self.seed, view.turn, view.actions, view.phase, legal)
        return taken(self, best, self._slip(view, legal, values, order, rng), legal)

    def _slip(self, view, legal, values, order, rng):
        roll = self.slips.roll
        best = legal[order[0]]
        if values[order[0]] >= WIN:
            rest = [legal[i] for i in order if values[i] < WIN]
            if rest and roll(rng, "misses_a_lethal"):
                return "misses_a_lethal", rest[0]
            return None, None
        if view.phase == COUNTER:
            if best != A_PASS and A_PASS in legal and roll(rng, "forgets_a_counter"):
                return "forgets_a_counter", A_PASS
            return None, None
        if best != A_END and A_END in legal and roll(rng, "ends_the_phase_early"):
            return "ends_the_phase_early", A_END
        acting = [legal[i] for i in order[1:] if legal[i] != A_END]
        if best != A_END and acting and roll(rng, "plays_a_worse_card"):
            return "plays_a_worse_card", acting[0]
        return None, None


# ---------------------------------------------------------------------------------------
# The fast policy

def _lane_bonus(s: MabinogiState, p: int, d: int, lane: int) -> float:
    c = CARDS[d]
    lvl = s.level[p]
    atk, hp = c.atk[lvl - 1], c.hp[lvl - 1]
    foe = s.board[1 - p][lane]
    if foe is None:
        return 0.8 * atk
    b = 0.6 * foe.attack                     # it blocks what hits us
    if atk >= foe.hp + foe.df:
        b += 0.5 * unit_value(foe)
    if foe.attack >= hp:
        b -= 0.4 * card_value(d, lvl)
    return b


def _spell_score(s: MabinogiState, p: int, a: tuple) -> float:
    d = s.cdef[a[1]]
    lvl = s.level[p]
    base = effect_worth(d, lvl)
    if len(a) == 2:
        c = CARDS[d]
        for e in c.fx:
            if e.to in ("enemies",) and not any(s.board[1 - p]):
                return -1.0
            if e.to == "team" and not any(s.board[p]):
                return -1.0
            if e.do == "gain" and e.on == "cast":
                base = 0.6 * e.n[lvl - 1]
        return base
    seat, lane = a[2], a[3]
    if lane == HERO:
        if seat == p:
            missing = s.mhp[p] - s.hp[p]
            return min(base, 0.5 * missing)
        return base * 1.1
    u = s.board[seat][lane]
    if seat == p:
        return base * (0.6 + 0.04 * u.attack)
    dmg = 0
    for e in CARDS[d].fx:
        if e.do == "damage":
            dmg += e.n[lvl - 1]
        if e.do in ("control", "bounce"):
            return unit_value(u) * 0.8
    if dmg:
        return unit_value(u) if dmg >= u.hp + u.df else 0.7 * dmg
    return base * (0.5 + 0.05 * unit_value(u))


def static_score(s: MabinogiState, p: int, a: tuple) -> float:
    """A quick worth of action ``a`` for ``p`` in the action phase (no simulation)."""
    k = a[0]
    if k == "level_up":
        return 100.0
    if k == "summon":
        d = s.cdef[a[1]]
        return card_value(d, s.level[p]) + _lane_bonus(s, p, d, a[2])
    if k == "cast":
        return _spell_score(s, p, a)
    if k == "charge":
        return 1.5
    if k == "revive":
        g = len(s.grave[p])
        return 4.0 if len(s.hand[p]) <= 2 and g >= 3 and s.hp[p] > g + 8 else -1.0
    if k == "discard":
        return 1.0 if not CARDS[s.cdef[a[1]]].usable else -3.0
    return 0.0


def fast_policy(s: MabinogiState, legal: list, rng) -> tuple:
    """A quick rule-of-thumb move (for rollouts)."""
    p = s.to_move
    assert p is not None                # asked only while a seat is to move
    if s.phase == COUNTER:
        return legal[0] if len(legal) > 1 and rng.random() < 0.85 else A_PASS
    best = A_END
    best_v = 0.0
    for a in legal:
        if a[0] == "level_up":
            return a
        if a[0] == "end":
            continue
        v = static_score(s, p, a) + rng.random() * 0.8
        if v > best_v:
            best, best_v = a, v
    return best


def short_list(s: MabinogiState, legal: list, n: int) -> list:
    """The ``n`` actions with the best static worth, plus ending the phase."""
    if len(legal) <= n + 1:
        return legal
    p = s.to_move
    assert p is not None                # asked only while a seat is to move
    ranked = sorted(legal, key=lambda a: -static_score(s, p, a))
    out = ranked[:n]
    if A_END not in out and A_END in legal:
        out.append(A_END)
    return out


def lite_policy(s: MabinogiState, legal: list, rng) -> tuple:
    """The heuristic's choice among the statically best few actions (for rollouts)."""
    if len(legal) == 1:
        return legal[0]
    if s.phase == COUNTER:
        return greedy(s, legal)
    return greedy(s, short_list(s, legal, 6))
