"""RolloutAgent: determinized flat Monte-Carlo search, the generic "hard" agent.

For each decision: deal the hidden information at random from the view
(``rules.determinize``), play every candidate action out with a rollout policy for all
players until a horizon, and pick the candidate with the best mean value. Every
candidate is played on the same deals with the same random stream (common random
numbers), so they are compared on equal luck; candidates clearly behind the leader on
those shared deals are dropped (a paired z-test) so the budget goes to the close ones.

In shedding games with short rounds this beat information-set MCTS (a generic ISMCTS
agent, since removed: no game used it) with the same time budget: the rollouts reach
the end of the round, where the value is exact, instead of stopping at a depth and
guessing.

The candidates are applied with ``rules.apply`` (checked: a deal may make one
illegal); the rollout policy's moves, taken from ``legal_actions``, with
``rules.apply_trusted`` when the game has it (no re-check).

It decides from the view only. Game-specific knobs are constructor arguments:

policy(state, legal, rng) -> action   the rollout policy (a fast heuristic)
horizon(root_view, state) -> bool     stop a rollout here and score it with
                                      ``rules.evaluate`` (default: never, play to the end)
prior(view, legal) -> action | None   tried first; it wins ties (default: none)
keep_z                                the prior's move is kept unless another beats it
                                      on the shared deals by ``keep_z`` standard errors
                                      (a paired test; default None: the best mean wins)
salt(view) -> int                     mixed into the seed so that successive decisions
                                      use different deals (default: 0)
value(root_view, state, player) -> float
                                      scores a rollout stopped by ``horizon`` or
                                      ``max_plies`` (default: ``rules.evaluate``)
deal(view, rng) -> state              deals the hidden information (default:
                                      ``rules.determinize``, uniformly over what the
                                      view does not show)
foresee                               stop before a deal that would likely end past the
                                      time cap (judged by the mean time a deal has
                                      taken so far), for games whose deals are long, so
                                      a decision overruns its cap by little (default
                                      False: the cap is checked before each deal)
min_samples                           the prior's move stands unless at least this
                                      many deals were played (default 1): a search cut
                                      to a deal or two is noise, not a judgement
turn_budget                           an engines.core.clock.TurnBudget: the decision's
                                      cap is also its share of what is left of the
                                      seat's turn (default None: the cap alone; a
                                      decision without a cap is not timed at all)

No decision runs far past its cap: past ``OVERRUN`` times the cap the deal in progress
is given up (between two candidates, or within a rollout: the clock is read every few
plies), and its values are dropped, so every candidate is still compared on the same
deals. A decision whose first deal cannot finish in time takes the prior's move (or
the first candidate). Before this, the first deal always ran to its end with every
candidate: in Arena, a dozen candidates each simulated through the opponent's reply
took 1.3 s against a 0.45 s cap.
"""
from __future__ import annotations

from engines.core import clock as _clock
from engines.core.agents import Agent
from engines.core.rng import Rng


OVERRUN = 1.2       # a deal still running at this multiple of the cap is given up


class RolloutAgent(Agent):
    name = "rollout"

    def __init__(self, rules, policy, samples: int = 200, time_cap: float | None = 0.45,
                 max_plies: int = 250, prune_z: float = 2.5, seed: int = 0,
                 horizon=None, prior=None, salt=None, value=None,
                 keep_z: float | None = None, clock=None, deal=None,
                 foresee: bool = False, min_samples: int = 1) -> None:
        self.rules = rules
        self.min_samples = int(min_samples)
        self.foresee = foresee
        self.clock = clock          # the time cap's clock; None: engines.core.clock's
        self.policy = policy
        self.samples = int(samples)
        self.time_cap = time_cap
        self.max_plies = int(max_plies)
        self.prune_z = float(prune_z)
        self.seed = seed
        self.horizon = horizon
        self.prior = prior
        self.salt = salt
        self.value = value
        self.keep_z = keep_z
        self.deal = deal
        self.turn_budget: _clock.TurnBudget | None = None
        self.last_stats: dict = {}

    def choose(self, view, legal_actions, budget=None):
        if len(legal_actions) == 1:
            return legal_actions[0]
        return self.search(view, list(legal_actions), budget)

    # ---------------------------------------------------------------------------------
    def search(self, view, legal, budget=None):
        rules = self.rules
        clone, apply = rules.clone, rules.apply
        determinize = self.deal or rules.determinize
        # rollout moves come from legal_actions: the game may skip re-checking them
        trusted = getattr(rules, "apply_trusted", apply)
        legal_actions, evaluate, is_over = rules.legal_actions, rules.evaluate, rules.is_over
        policy, horizon, max_plies = self.policy, self.horizon, self.max_plies
        score = self.value
        me = view.to_move
        now = self.clock or _clock.current()
        start = now()
        cap = budget if budget is not None else self.time_cap
        turn_budget = self.turn_budget if cap is not None else None   # None: no clock
        if turn_budget is not None:
            turn_budget.begin(view)
            cap = turn_budget.allowance(cap)
        deadline = None if cap is None else start + max(0.0, float(cap))
        # past this the deal in progress is given up (read every ``tick`` plies)
        cutoff = None if cap is None else start + OVERRUN * max(0.0, float(cap))
        tick = 1 if self.foresee else 8

        first = self.prior(view, legal) if self.prior else None
        cands = [first] + [a for a in legal if a != first] if first in legal else list(legal)
        k = len(cands)
        totals = [0.0] * k
        hist: list[list[float]] = [[] for _ in range(k)]
        live = list(range(k))
        salt = self.salt(view) if self.salt else 0
        rng = Rng(self.seed * 1000003 + salt)
        done = 0
        next_check = 12
        foresee = self.foresee
        for _ in range(self.samples):
            if done and deadline is not None:
                t = now()
                if t >= deadline or (foresee and t + (t - start) / done > deadline):
                    break
            world = determinize(view, rng)
            roll_seed = rng.next64()
            values = []            # this deal's value of each live candidate
            cut = False
            for i in live:
                if cutoff is not None and now() > cutoff:
                    cut = True
                    break
                s = clone(world)
                r = Rng(roll_seed)
                apply(s, cands[i])
                plies = 0
                while True:
                    if is_over(s):
                        winners = rules.result(s)["winners"]
                        value = (1.0 / len(winners)) if me in winners else 0.0
                        break
                    if plies >= max_plies or (horizon is not None and horizon(view, s)):
                        value = evaluate(s, me) if score is None else score(view, s, me)
                        break
                    if cutoff is not None and plies % tick == tick - 1 and now() > cutoff:
                        cut = True
                        break
                    trusted(s, policy(s, legal_actions(s), r))
                    plies += 1
                if cut:
                    break
                values.append(value)
            if cut:             # this deal did not reach every candidate: drop it
                break
            for i, value in zip(live, values):
                totals[i] += value
                hist[i].append(value)
            done += 1
            if done >= next_check and len(live) > 1:
                next_check = done + 8
                live = self._prune(live, totals, hist, done)
                if len(live) == 1:
                    break
        best = live[0]
        for i in live[1:]:
            if totals[i] > totals[best] + 1e-9:
                best = i
        if first in legal and best != 0 and 0 in live and self.keep_z is not None \
                and not self._beats(hist[best], hist[0], done, self.keep_z):
            best = 0
        if first in legal and done < self.min_samples:
            best = 0            # too few deals to overrule the prior
        seconds = now() - start
        if turn_budget is not None:
            turn_budget.spend(seconds)
        # "values": each candidate's total over every deal played (a pruned one's over
        # the deals it saw); "counts": how many deals each saw (engines.core.analysis)
        self.last_stats = {"samples": done, "seconds": seconds, "cap": cap,
                           "values": {cands[i]: totals[i] / max(1, done) for i in range(k)},
                           "counts": {cands[i]: len(hist[i]) for i in range(k)}}
        return cands[best]

    @staticmethod
    def _beats(a, b, done, z) -> bool:
        """``a`` beats ``b`` on the shared deals by more than ``z`` standard errors."""
        if not done:
            return False
        s = sq = 0.0
        for t in range(done):
            d = a[t] - b[t]
            s += d
            sq += d * d
        mean = s / done
        var = max(sq / done - mean * mean, 0.25 / done)
        return mean > z * (var / done) ** 0.5

    def _prune(self, live, totals, hist, done):
        """Keep the leader and every candidate not clearly behind it on the shared deals."""
        lead = max(live, key=lambda j: totals[j])
        lead_hist = hist[lead]
        keep = []
        for i in live:
            if i != lead:
                other = hist[i]
                s = sq = 0.0
                for t in range(done):
                    d = lead_hist[t] - other[t]
                    s += d
                    sq += d * d
                mean = s / done
                var = max(sq / done - mean * mean, 0.25 / done)
                if mean > self.prune_z * (var / done) ** 0.5:
                    continue
            keep.append(i)
        return keep
