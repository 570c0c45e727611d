"""Arena "easy": Normal (the heuristic) with the mistakes a person makes, not random clicks.

Each of Normal's decisions may be spoiled, seeded, by one slip of the kind a new player
makes, each deciding from the view only:

* the card: now and then the second-best army card for the turn;
* a move one space short (the figure stops on the best space its move could reach with
  one space less), or a glyph overlooked (the best space that is not a glyph);
* the attack: a weaker target for the same attacker (the better one missed), or a figure
  forgotten that could have attacked this turn;
* a spell forgotten (the turn goes on without it);
* a face-down card forgotten when it could be flipped (it is then lost, by the rules).
"""
from __future__ import annotations

from engines.arena.combat import attack_dice
from engines.arena.heuristic import ArenaHeuristicAgent, card_plans, decide
from engines.arena.movement import reachable
from engines.arena.spells import CANCEL
from engines.arena.stats import adjacent
from engines.arena.tactics import Scorer, ev_attack, reach_cost, threat_table

# the chance of each slip when the decision offers it
SLIPS = {"card": 0.5, "short": 0.5, "glyph": 0.6, "target": 0.5, "spell": 0.5,
         "flip": 0.3, "forget": 0.2}


class ArenaEasyAgent(ArenaHeuristicAgent):
    name = "arena-easy"

    def __init__(self, seed: int = 0, slips: dict | None = None) -> None:
        super().__init__(seed, bold=True)
        self.slips = dict(SLIPS if slips is None else slips)
        self.forgot: set = set()          # (turn, figure): attackers forgotten this turn

    def _slip(self, kind: str) -> bool:
        return self.rng.random() < self.slips.get(kind, 0.0)

    def choose(self, view, legal_actions, budget=None):
        self.forgot = {x for x in self.forgot if x[0] == view.turn}
        left = [a for a in legal_actions
                if a[0] != "attack" or (view.turn, a[1]) not in self.forgot]
        legal_actions = left or legal_actions
        legal = [a for a in legal_actions if a != CANCEL] or legal_actions
        a = super().choose(view, legal_actions, budget)
        if len(legal) == 1:
            return a
        kind = a[0]
        if kind in ("yes",) and view.question() is not None and \
                view.question()["q"] == "trigger" and ("no",) in legal and self._slip("flip"):
            return ("no",)
        if kind == "card":
            return self._card(view, legal, a)
        if kind == "move":
            return self._move(view, legal, a)
        if kind == "attack" and self._slip("forget"):
            self.forgot.add((view.turn, a[1]))
            rest = [x for x in legal if x[0] != "attack" or x[1] != a[1]]
            b = decide(view, rest, True) if rest else a
            return b if b in rest else a
        if kind == "attack" and self._slip("target"):
            return _weaker_target(view, legal, a)
        if kind == "cast" and view.question() is None and self._slip("spell"):
            rest = [x for x in legal if x[0] != "cast"]
            if rest:
                b = decide(view, rest, True)
                return b if b in rest else a
        return a

    def _card(self, view, legal, a):
        options = [x for x in legal if x[0] == "card"]
        if len(options) < 2 or not self._slip("card"):
            return a
        plans = sorted(card_plans(view, view.to_move, options), key=lambda x: -x[0])
        second = next((x for _, x in plans if x != a), a)
        return second

    def _move(self, view, legal, a):
        f, dest = a[1], tuple(a[2:])
        on_glyph = any(view.g_on[i] and h in dest for i, h in enumerate(view.g_hex))
        if on_glyph and self._slip("glyph"):
            return _best_dest(view, legal, f, lambda d, r: not any(
                view.g_on[i] and h in d for i, h in enumerate(view.g_hex))) or a
        if self._slip("short"):
            r = reachable(view, f).get(dest)
            if r is not None and r.cost > 1:
                return _best_dest(view, legal, f, lambda d, q: q.cost < r.cost) or a
        return a


def _best_dest(view, legal, f, allowed):
    """The best legal move of figure f among the destinations ``allowed(dest, reach)``
    (by Normal's own score), or None."""
    assert view.to_move is not None
    table = threat_table(view, view.team[view.to_move])
    sc = Scorer(view, f, table, bold=True)
    rs = reachable(view, f)
    can = view.chosen >= 0 and f in view.c_figs[view.chosen]
    best, best_v = None, None
    for x in legal:
        if x[0] != "move" or x[1] != f:
            continue
        d = tuple(x[2:])
        r = rs.get(d)
        if r is None or not allowed(d, r):
            continue
        v = sc.score(d, can) - reach_cost(view, f, r)
        if best_v is None or v > best_v:
            best, best_v = x, v
    return best


def _weaker_target(view, legal, a):
    """The same attacker's next-best target (the better one missed), if it has one."""
    f = a[1]
    others = []
    for x in legal:
        if x[0] != "attack" or x[1] != f or x == a:
            continue
        att, dfn, _ = attack_dice(view, f, x[2])
        others.append((ev_attack(view, x[2], att, dfn, f if adjacent(view, f, x[2]) else -1), x))
    if not others:
        return a
    return max(others, key=lambda t: t[0])[1]
