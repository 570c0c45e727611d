"""Magi AI: a heuristic agent, a cheap rollout policy and the difficulty mapping.

Agents decide from a view only (other hands and the talon are hidden).
"""
from __future__ import annotations

from engines.core.agents import Agent
from engines.core.rng import Rng
from engines.magi.cards import (ABIL, AGAIN, COL, COLOURS, DRAW, IS_MAGI, PTS, RESET,
                                REVERSE, SHOT, THR)
from engines.magi.rules import CHOICE, DRAWN, MAGIC, P_COLOUR, P_ORIG1, P_ORIG2, P_SHOOT

_SETTINGS = {
    #          forget  catch  noise
    "easy":   (0.30, 0.50, 0.15),
    "normal": (0.10, 0.80, 0.0),
    "hard":   (0.02, 1.00, 0.0),
}


def _is_keeper(c: int) -> bool:
    """Cards worth keeping as a defence against DRAWCOUNT (or to play anywhere)."""
    return IS_MAGI[c] or THR[c]


def _has(c: int, code: int) -> bool:
    for k, _ in ABIL[c]:
        if k == code:
            return True
    return False


class MagiHeuristicAgent(Agent):
    """Plays sensibly: dumps high-point cards, keeps magi and through cards to dodge a
    DRAWCOUNT, picks the colour it holds most of, shoots past the player closest to
    going out, calls "Magi!" and catches forgetful players (with difficulty noise)."""

    name = "magi-heuristic"

    def __init__(self, seed: int = 0, forget: float = 0.10, catch: float = 0.80,
                 noise: float = 0.0) -> None:
        self.rng = Rng(seed)
        self.forget = forget
        self.catch = catch
        self.noise = noise
        self._memo: dict = {}

    # One roll per opportunity, so asking twice in the same spot gives the same answer.
    def _roll(self, key, p: float) -> bool:
        memo = self._memo
        if key not in memo:
            if len(memo) > 64:
                memo.clear()
            memo[key] = self.rng.random() < p
        return memo[key]

    def social(self, view, legal):
        """The call / catch decision, or None."""
        me = view.to_move
        for a in legal:
            if a[0] == "call":
                if not self._roll(("call", view.round_no, view.turn_no, me), 1.0 - self.forget):
                    continue
                return a
            if a[0] == "catch":
                if self._roll(("catch", view.round_no, view.turn_no, a[1]), self.catch):
                    return a
        return None

    def choose(self, view, legal_actions, budget=None):
        a = self.social(view, legal_actions)
        if a is not None:
            return a
        legal = [x for x in legal_actions if x[0] != "call" and x[0] != "catch"]
        if not legal:
            return legal_actions[0]
        if self.noise and self.rng.random() < self.noise:
            return legal[self.rng.next64() % len(legal)]
        return self.decide(view, legal)

    # ------------------------------------------------------------------------------
    def decide(self, view, legal):
        me = view.to_move
        hand = view.hands[me]
        if view.phase == CHOICE:
            return self._choice(view, legal, hand)
        plays = [a[1] for a in legal if a[0] == "play"]
        markers = sum(view.markers)
        if view.phase == MAGIC:
            if plays and (markers or len(hand) == 1):
                return ("play", max(plays, key=lambda c: self._dodge_value(c, view)))
            return ("skip_magic",)
        if not plays:
            return ("draw",) if ("draw",) in legal else ("pass",)
        normal = [c for c in plays if not _is_keeper(c)]
        if normal:
            nxt_cards = self._next_hand_size(view)
            return ("play", max(normal, key=lambda c: self._dump_value(c, hand, nxt_cards)))
        # Only keepers are playable: spend one when close to going out, else draw first.
        if len(hand) <= 3 or (view.phase == DRAWN and len(hand) > 8):
            return ("play", min(plays, key=lambda c: PTS[c]) if len(hand) > 1 else plays[0])
        return ("draw",) if ("draw",) in legal else ("pass",)

    def _dodge_value(self, c, view) -> float:
        v = 0.0
        if _has(c, RESET):
            v += 5
        if _has(c, REVERSE) or _has(c, SHOT):
            v += 3
        if _has(c, DRAW):
            v += 2
        return v + PTS[c] / 10.0

    def _dump_value(self, c, hand, nxt_cards) -> float:
        v = float(PTS[c])
        if _has(c, DRAW) and nxt_cards <= 3:
            v += 6
        if _has(c, AGAIN):
            v += 3
        col = COL[c]
        # Prefer keeping a colour we hold many of: small bonus for playing a card whose
        # colour leaves another card of the same colour in hand (we can follow it later).
        same = sum(1 for x in hand if x != c and COL[x] == col)
        return v + 0.5 * min(same, 3)

    def _next_hand_size(self, view) -> int:
        me = view.to_move
        return len(view.hands[(me + view.direction) % view.players])

    def _best_colour(self, hand) -> str:
        score = [0.0, 0.0, 0.0, 0.0]
        for c in hand:
            if c >= 0 and COL[c] >= 0:
                score[COL[c]] += 1 + PTS[c] / 20.0
        best = max(range(4), key=lambda i: score[i])
        if score[best] == 0:
            best = self.rng.randrange(4)
        return COLOURS[best]

    def _choice(self, view, legal, hand):
        kind = view.pending[0]
        me = view.to_move
        n = view.players
        if kind == P_COLOUR:
            return ("colour", self._best_colour(hand))
        if kind == P_SHOOT:
            sizes = {v: len(view.hands[v]) for v in range(n) if v != me}
            leader = min(sizes, key=lambda v: (sizes[v], v))
            if view.markers:
                return ("shoot", leader)            # make the leader draw
            target = (leader + view.direction) % n  # skip past the leader
            if target == me:
                target = max(sizes, key=lambda v: (sizes[v], -v))
            return ("shoot", target)
        if kind == P_ORIG1:
            coloured = any(c >= 0 and COL[c] >= 0 for c in hand)
            return ("original", "select" if coloured else "free")
        if kind == P_ORIG2:
            return ("original", "again" if len(hand) <= 3 else "shot")
        # group 3
        if "again" in view.orig:
            return ("original", "draw0")
        return ("original", "draw2")


def rollout_policy(state, legal, rng):
    """A cheap policy for search rollouts: call Magi, prefer playing a non-keeper card,
    otherwise the first play, otherwise draw/pass/skip."""
    first = None
    keeper = None
    for a in legal:
        k = a[0]
        if k == "call":
            return a
        if k == "play":
            c = a[1]
            if IS_MAGI[c] or THR[c]:
                if keeper is None:
                    keeper = a
            elif first is None or rng.next64() & 1:
                first = a
    if first is not None:
        return first
    if legal[0][0] in ("colour", "shoot", "original"):
        return legal[rng.next64() % len(legal)]
    if keeper is not None and (state.phase == MAGIC and state.markers):
        return keeper
    for a in legal:
        if a[0] in ("draw", "pass", "skip_magic"):
            return a
    return keeper if keeper is not None else legal[0]


class MagiSearchAgent(Agent):
    """The hard agent: information-set MCTS for the moves, the heuristic's judgement for
    calling "Magi!" and catching (so it rarely forgets)."""

    name = "magi-search"

    def __init__(self, search, helper: MagiHeuristicAgent) -> None:
        self.search = search
        self.helper = helper

    def choose(self, view, legal_actions, budget=None):
        a = self.helper.social(view, legal_actions)
        if a is not None:
            return a
        legal = [x for x in legal_actions if x[0] != "call" and x[0] != "catch"]
        if not legal:
            return legal_actions[0]
        if len(legal) == 1:
            return legal[0]
        return self.search.choose(view, legal, budget)


def make_agent(rules, difficulty: str, seed: int = 0):
    if difficulty not in _SETTINGS:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    forget, catch, noise = _SETTINGS[difficulty]
    helper = MagiHeuristicAgent(seed, forget=forget, catch=catch, noise=noise)
    if difficulty != "hard":
        return helper
    try:
        from engines.core.search import SearchAgent
    except ImportError:
        return helper
    try:
        search = SearchAgent(rules, iterations=800, time_cap=1.5,
                             rollout_policy=rollout_policy, seed=seed)
    except TypeError:
        try:
            search = SearchAgent(rules, seed=seed)
        except Exception:
            return helper
    return MagiSearchAgent(search, helper)
