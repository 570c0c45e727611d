"""The generic search agent: single-observer information-set MCTS (SO-ISMCTS).

Why it stays although no difficulty of the three card games uses it today: it is the one
agent that plays ANY game through the protocol alone (view, determinize, legal actions,
evaluate), with no game knowledge. In the shedding and bag games, determinized rollouts
to the end of the round (engines.core.rollout) beat it at equal time (Magi: even with the
heuristic at 800 iterations), so their Hard agents are RolloutAgents. It is kept, with
its tests, as the first Hard candidate measured for every new game (long games whose
rollouts cannot reach the end, like the hex battles, are where a tree with an evaluation
at a depth is expected to pay) and as a baseline for the bench.

One tree over the *deciding player's* information sets, built through the engine
protocol only, so it plays every game:

* each iteration draws a fresh determinization ``rules.determinize(view, rng)``: a full
  state consistent with what the deciding player can see (the view it was handed;
  nothing else is ever read);
* **selection** walks the tree by UCB1 (exploration ~0.7) among the children whose
  action is legal in *this* determinization, using availability counts (a child's
  "parent visits" is the number of times it was available, Cowling, Powley & Whitehouse
  2012), so actions that are rarely possible are not starved or over-rated;
* **expansion** adds one untried legal action (chosen at random), up to a bounded depth
  below the root;
* **rollout** plays a cheap policy (uniform by default) for at most ``rollout_depth``
  plies, then scores the state: the exact result if the game ended (1 shared among the
  winners, 0 for the others), else ``rules.evaluate(state, player)`` in [0, 1];
* **backpropagation** credits every edge with the value of the player who actually took
  that action in this iteration (max^n style, so it works for any number of players).

Opponents' decisions are in the tree too, keyed on the actions legal in each
determinization; chance (shuffles, dice) happens inside ``rules.apply`` from the
determinized state's RNG, so it is averaged over across iterations.

At the root only the actions the caller offers are searched (a game's agent may keep
some decisions, such as calling "Magi!", for its own judgement). Every ``choose`` call
starts its random stream from ``seed``: the decision is a pure
function of (seed, view, iterations) while no time cap cuts the search short. That keeps
tests and replays reproducible and guarantees that two positions the player cannot tell
apart get the same answer.
"""
from __future__ import annotations

import math

from engines.core import clock as _clock
from engines.core.agents import Agent
from engines.core.rng import Rng

_log = math.log
_sqrt = math.sqrt


class _Node:
    """One information-set node. ``reward`` sums the values, for the player who took
    the action leading here, over the ``visits`` iterations that passed through it;
    ``avail`` counts the selections at the parent where this action was legal."""

    __slots__ = ("children", "visits", "avail", "reward")

    def __init__(self) -> None:
        self.children: dict = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0


def _random_policy(state, legal, rng):
    return legal[rng.next64() % len(legal)]


class SearchAgent(Agent):
    """Information-set MCTS over the protocol.

    rules           the game's RULES object (legal_actions, apply, is_over, result,
                    determinize, evaluate are used)
    iterations      iterations per decision (the deterministic budget)
    time_cap        cap in seconds for play (None: iterations only), on ``clock``
    clock           the cap's clock (default: engines.core.clock's, wall time)
    exploration     the UCB1 constant
    rollout_depth   plies of rollout before ``rules.evaluate`` takes over
    rollout_policy  callable(state, legal, rng) -> action; uniform random by default
    seed            seeds every decision's random stream
    max_tree_depth  no expansion deeper than this many plies below the root
    """

    name = "search"

    def __init__(self, rules, iterations: int = 1000, time_cap: float | None = None,
                 exploration: float = 0.7, rollout_depth: int = 12, rollout_policy=None,
                 seed: int = 0, max_tree_depth: int = 10, clock=None) -> None:
        if iterations < 1:
            raise ValueError("a search needs at least one iteration")
        self.rules = rules
        self.iterations = int(iterations)
        self.time_cap = time_cap
        self.exploration = float(exploration)
        self.rollout_depth = int(rollout_depth)
        self.rollout_policy = rollout_policy
        self.seed = seed
        self.max_tree_depth = int(max_tree_depth)
        self.clock = clock          # the time cap's clock; None: engines.core.clock's
        self.last_stats: dict = {"iterations": 0, "seconds": 0.0, "nodes": 0}

    # ------------------------------------------------------------------ deciding
    def choose(self, view, legal_actions, budget: float | None = None):
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        now = self.clock or _clock.current()
        start = now()
        if len(legal_actions) == 1:
            self.last_stats = {"iterations": 0, "seconds": 0.0, "nodes": 0,
                               "visits": {}}
            return legal_actions[0]
        cap = budget if budget is not None else self.time_cap
        deadline = None if cap is None else start + max(0.0, float(cap))

        root = _Node()
        done = self._search(root, view, frozenset(legal_actions), deadline,
                            Rng(self.seed))

        # The most visited root action among those the caller says are legal
        # (ties: better mean value, then the caller's order).
        best = None
        best_key = None
        children = root.children
        for action in legal_actions:
            child = children.get(action)
            if child is None or child.visits == 0:
                continue
            key = (child.visits, child.reward / child.visits)
            if best_key is None or key > best_key:
                best, best_key = action, key
        if best is None:
            best = legal_actions[0]
        self.last_stats = {
            "iterations": done,
            "seconds": now() - start,
            "nodes": self._count(root),
            "visits": {a: c.visits for a, c in children.items()},
            "value": (best_key[1] if best_key else None),
        }
        return best

    # ------------------------------------------------------------------ the loop
    def _search(self, root: _Node, view, allowed, deadline, rng: Rng) -> int:
        rules = self.rules
        determinize = rules.determinize
        legal_actions = rules.legal_actions
        # every move below comes from legal_actions of the state it is applied to
        apply = getattr(rules, "apply_trusted", rules.apply)
        is_over = rules.is_over
        result = rules.result
        evaluate = getattr(rules, "evaluate", None)
        policy = self.rollout_policy or _random_policy
        c = self.exploration
        max_depth = self.max_tree_depth
        rollout_depth = self.rollout_depth
        clock = self.clock or _clock.current()

        path: list = []       # nodes below the root visited this iteration
        movers: list = []     # the player who took the action into each of them
        done = 0
        for _ in range(self.iterations):
            if deadline is not None and done and clock() >= deadline:
                break
            state = determinize(view, rng)
            if state is view:           # never play moves on the caller's view
                state = rules.clone(view)
            node = root
            del path[:]
            del movers[:]
            depth = 0

            # --- selection and expansion
            while depth < max_depth and not is_over(state):
                legal = legal_actions(state)
                if not depth:
                    # at the root, only what the caller offered (it may leave some
                    # actions to another part of the agent)
                    legal = [a for a in legal if a in allowed] or legal
                if not legal:
                    break
                children = node.children
                mover = state.to_move
                present = 0
                for a in legal:
                    if a in children:
                        present += 1
                if present < len(legal):
                    # expansion: one untried action, then roll out from it
                    untried = [a for a in legal if a not in children]
                    action = untried[rng.next64() % len(untried)]
                    child = _Node()
                    children[action] = child
                    apply(state, action)
                    path.append(child)
                    movers.append(mover)
                    depth += 1
                    break
                # selection: UCB1 over the available children, availability counted
                best: _Node = node
                best_action = legal[0]
                best_u = -1.0
                for a in legal:
                    ch = children[a]
                    v = ch.visits
                    u = ch.reward / v + c * _sqrt(_log(ch.avail) / v)
                    ch.avail += 1
                    if u > best_u:
                        best_u, best, best_action = u, ch, a
                apply(state, best_action)
                path.append(best)
                movers.append(mover)
                node = best
                depth += 1

            # --- rollout
            plies = 0
            while plies < rollout_depth and not is_over(state):
                legal = legal_actions(state)
                if not legal:
                    break
                apply(state, policy(state, legal, rng))
                plies += 1

            # --- values and backpropagation
            values: dict = {}
            if is_over(state):
                res = result(state) or {}
                winners = res.get("winners") or []
                share = 1.0 / len(winners) if winners else 0.0
                for p in movers:
                    if p not in values:
                        values[p] = share if p in winners else 0.0
            else:
                for p in movers:
                    if p not in values:
                        values[p] = evaluate(state, p) if evaluate is not None else 0.5
            root.visits += 1
            for i in range(len(path)):
                n = path[i]
                n.visits += 1
                n.reward += values[movers[i]]
            done += 1
        return done

    @staticmethod
    def _count(root: _Node) -> int:
        total = 0
        stack = [root]
        while stack:
            n = stack.pop()
            total += 1
            stack.extend(n.children.values())
        return total
