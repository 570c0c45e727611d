"""Magi AI: a heuristic agent, rollout policies, the hard agent and the difficulty mapping.

* easy   - the heuristic with a person's slips (``EASY_SLIPS``: forgets to dodge a
           draw, overlooks a playable card, plays the next best card, names a poor
           colour, shoots the wrong player; forgets to call "Magi!", catches less),
           never a random move;
* normal - the heuristic at its best (always calls "Magi!", always catches);
* hard   - MagiHardAgent: determinized flat Monte-Carlo over its real choices, every
           candidate played out to the end of the round, the other players by the
           heuristic (``heuristic_policy``) and Hard itself by ``hard_policy`` (the
           heuristic that spends its keepers rather than draw: alone it won 63% of 2,000
           single rounds against the heuristic); common random numbers, paired pruning of
           clearly worse candidates; ``hard_policy``'s move stands unless another beats it
           on the shared deals by one standard error (``keep_z``: the estimates are
           noisy); opponents' hands dealt from what their draws and passes showed
           (``informed_deal``); up to 800 deals within its time cap, pruning only
           candidates 3.5 standard errors behind (400 deals and 2.5 won 220 of 300
           single rounds against the heuristic, this 225 of the same 300: within noise,
           and no worse).

Agents decide from a view only (other hands and the talon are hidden).

The ladder in single rounds (issue 24; deals 7000+ each played from every seat), read
against the seat share: Normal in one seat against Easy won 60.5% [53.6, 67.0] of 200
two-seat rounds (share 50%) and 36.0% [29.7, 42.9] of 200 four-seat rounds (share 25%);
the old levels 52.0% and 31.5%.
"""
from __future__ import annotations

from engines.core.clock import TurnBudget
from engines.core.agents import Agent
from engines.core.rollout import RolloutAgent
from engines.core.rng import Rng
from engines.core.slips import Slips, decision_rng, taken
from engines.magi.cards import (ABIL, AGAIN, COL, COLOURS, DRAW, IS_MAGI, PIC, PTS,
                                RESET, REVERSE, SHOT, THR)
from engines.magi.rules import (CALLING, CHOICE, DRAWN, HIDDEN, MAGIC, MAIN, P_COLOUR,
                                P_ORIG1, P_ORIG2, P_SHOOT, _unseen, clone, determinize,
                                fill_hidden)

# Easy's slips (engines.core.slips) beyond forgetting the call and missing catches
# (each also costs single rounds against uniform random play: Easy still wins 85% of
# them, as the old Easy with a fifth of its moves random did)
EASY_SLIPS = {
    "forgets_to_dodge": 0.25,           # magic phase: no dodge card played against a draw
    "overlooks_a_playable_card": 0.05,  # draws (or passes) with a card it could play
    "plays_a_worse_card": 0.2,          # the next best card to get rid of
    "names_a_poor_colour": 0.15,        # the colour it holds next most of
    "shoots_the_wrong_player": 0.3,     # another opponent than the one to stop
}

_SETTINGS = {
    #          forget  catch  slips
    "easy":   (0.30, 0.50, EASY_SLIPS),
    "normal": (0.0, 1.00, None),
    "hard":   (0.02, 1.00, None),
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
    going out, calls "Magi!" and catches forgetful players. Easy: ``forget`` the call
    and miss catches more often, and ``slips`` (``EASY_SLIPS``) on its moves;
    ``last_slip`` names the latest decision's slip (None: it played as Normal)."""

    name = "magi-heuristic"

    def __init__(self, seed: int = 0, forget: float = 0.0, catch: float = 1.0,
                 slips=None) -> None:
        self.seed = seed
        self.forget = forget
        self.catch = catch
        self.slips = Slips(slips or {})
        self.last_slip: str | None = None

    def _roll(self, key, p: float) -> bool:
        """One roll per opportunity, from the seed and the opportunity (so asking twice
        in the same spot gives the same answer)."""
        return decision_rng(self.seed, *key).random() < p

    def social(self, view, legal):
        """The call / catch decision, or None (``last_slip`` then names a call forgotten
        or a catch missed)."""
        me = view.to_move
        for a in legal:
            if a[0] == "call":
                if not self._roll(("call", view.round_no, view.turn_no, me), 1.0 - self.forget):
                    self.last_slip = "forgets_to_call_magi"
                    continue
                return a
            if a[0] == "catch":
                if self._roll(("catch", view.round_no, view.turn_no, a[1]), self.catch):
                    return a
                self.last_slip = "misses_a_catch"
        return None

    def choose(self, view, legal_actions, budget=None):
        self.last_slip = None
        a = self.social(view, legal_actions)
        if a is not None:
            return a
        legal = [x for x in legal_actions if x[0] != "call" and x[0] != "catch"]
        if not legal:
            return legal_actions[0]
        best = self.decide(view, legal)
        if not self.slips or len(legal) == 1 or self.last_slip is not None:
            return best
        rng = decision_rng(self.seed, view.round_no, view.turn_no, view.phase,
                           view.to_move, legal)
        return taken(self, best, self._slip(view, legal, best, rng), legal)

    def _slip(self, view, legal, best, rng):
        """(kind, action) of a slip on this decision, or (None, None)."""
        me = view.to_move
        hand = view.hands[me]
        kind, others = None, []
        if view.phase == MAGIC and best[0] == "play":
            kind, others = "forgets_to_dodge", [_A_SKIP]
        elif view.phase in (MAIN, DRAWN) and best[0] == "play":
            wait = [a for a in (_A_DRAW, _A_PASS) if a in legal]
            if wait and self.slips.roll(rng, "overlooks_a_playable_card"):
                return "overlooks_a_playable_card", wait[0]
            kind = "plays_a_worse_card"
            nxt = self._next_hand_size(view)
            others = sorted((a for a in legal if a[0] == "play" and a != best
                             and not _is_keeper(a[1])),
                            key=lambda a: -self._dump_value(a[1], hand, nxt))
        elif view.phase == CHOICE and best[0] == "colour":
            kind = "names_a_poor_colour"
            score = self._colour_scores(hand)
            others = sorted((a for a in legal if a[0] == "colour" and a != best),
                            key=lambda a: -score[COLOURS.index(a[1])])
        elif view.phase == CHOICE and best[0] == "shoot":
            kind = "shoots_the_wrong_player"
            sizes = [len(h) for h in view.hands]
            others = sorted((a for a in legal if a[0] == "shoot" and a != best
                             and a[1] != me), key=lambda a: (sizes[a[1]], a[1]))
        if kind is None or not others or not self.slips.roll(rng, kind):
            return None, None
        return kind, others[0]

    # ------------------------------------------------------------------------------
    def decide(self, view, legal):
        me = view.to_move
        hand = view.hands[me]
        if view.phase == CHOICE:
            return self._choice(view, legal, hand)
        if view.phase == CALLING:          # a held-open turn, the call forgotten
            return ("end_turn",)
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

    @staticmethod
    def _colour_scores(hand) -> list[float]:
        score = [0.0, 0.0, 0.0, 0.0]
        for c in hand:
            if c >= 0 and COL[c] >= 0:
                score[COL[c]] += 1 + PTS[c] / 20.0
        return score

    def _best_colour(self, hand, view) -> str:
        score = self._colour_scores(hand)
        best = max(range(4), key=lambda i: score[i])
        if score[best] == 0:            # nothing coloured in hand: any, seeded by the spot
            best = decision_rng(self.seed, "colour", view.round_no, view.turn_no).randrange(4)
        return COLOURS[best]

    def _choice(self, view, legal, hand):
        kind = view.pending[0]
        me = view.to_move
        n = view.players
        if kind == P_COLOUR:
            return ("colour", self._best_colour(hand, view))
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


# ---------------------------------------------------------------------------------------
# The hard agent: determinized flat Monte-Carlo with heuristic rollouts to the round's end.

def _card_table(fn) -> list:
    from engines.magi.cards import N_CARDS
    return [fn(c) for c in range(N_CARDS)]


_KEEP = _card_table(_is_keeper)
_DODGE = _card_table(lambda c: (5 if _has(c, RESET) else 0)
                     + (3 if (_has(c, REVERSE) or _has(c, SHOT)) else 0)
                     + (2 if _has(c, DRAW) else 0) + PTS[c] / 10.0)
_HAS_DRAW = _card_table(lambda c: _has(c, DRAW))
_HAS_AGAIN = _card_table(lambda c: _has(c, AGAIN))
_A_DRAW, _A_PASS, _A_SKIP, _A_END = ("draw",), ("pass",), ("skip_magic",), ("end_turn",)
_COLOUR_ACTS = [("colour", c) for c in COLOURS]


def heuristic_policy(state, legal, rng, spend_keepers: bool = False):
    """The normal heuristic's judgement as a fast rollout policy (it always calls
    "Magi!" and always catches). Reads only the mover's own hand and public counts.
    ``spend_keepers``: when no other card can be played, play the cheapest keeper rather
    than draw or pass (the heuristic holds its keepers until three cards are left; spending
    them at once won 63% of 2,000 single rounds against it, same deals, no search)."""
    for a in legal:
        k = a[0]
        if k == "call" or k == "catch":
            return a
    me = state.to_move
    hand = state.hands[me]
    phase = state.phase
    if phase == CALLING:
        return _A_END
    if phase == CHOICE:
        kind = state.pending[0]
        if kind == P_COLOUR:
            score = [0.0, 0.0, 0.0, 0.0]
            for c in hand:
                col = COL[c]
                if col >= 0:
                    score[col] += 1 + PTS[c] / 20.0
            pick = 0
            for i in (1, 2, 3):
                if score[i] > score[pick]:
                    pick = i
            if score[pick] == 0:
                pick = rng.next64() % 4
            return _COLOUR_ACTS[pick]
        if kind == P_SHOOT:
            n = state.players
            hands = state.hands
            leader, lsize = -1, 999
            for v in range(n):
                if v != me and len(hands[v]) < lsize:
                    leader, lsize = v, len(hands[v])
            if state.markers:
                return ("shoot", leader)
            target = (leader + state.direction) % n
            if target == me:
                big, bsize = -1, -1
                for v in range(n):
                    if v != me and len(hands[v]) > bsize:
                        big, bsize = v, len(hands[v])
                target = big
            return ("shoot", target)
        if kind == P_ORIG1:
            for c in hand:
                if COL[c] >= 0:
                    return ("original", "select")
            return ("original", "free")
        if kind == P_ORIG2:
            return ("original", "again" if len(hand) <= 3 else "shot")
        return ("original", "draw0" if "again" in state.orig else "draw2")
    if phase == MAGIC:
        if state.markers or len(hand) == 1:
            best, bv = None, -1.0
            for a in legal:
                if a[0] == "play" and _DODGE[a[1]] > bv:
                    best, bv = a, _DODGE[a[1]]
            if best is not None:
                return best
        return _A_SKIP
    # main phase (before or after drawing)
    best, bv = None, -1e9
    keeper_min, kmin = None, 999
    nxt = -1
    for a in legal:
        if a[0] != "play":
            continue
        c = a[1]
        if _KEEP[c]:
            if PTS[c] < kmin:
                keeper_min, kmin = a, PTS[c]
            continue
        if nxt < 0:
            nxt = len(state.hands[(me + state.direction) % state.players])
        val = float(PTS[c])
        if _HAS_DRAW[c] and nxt <= 3:
            val += 6
        if _HAS_AGAIN[c]:
            val += 3
        col = COL[c]
        same = 0
        for x in hand:
            if x != c and COL[x] == col:
                same += 1
        val += 0.5 * (same if same < 3 else 3)
        if val > bv:
            best, bv = a, val
    if best is not None:
        return best
    wait = _A_DRAW if phase == MAIN else _A_PASS
    if keeper_min is None:
        return wait
    if spend_keepers or len(hand) <= 3 or (phase == DRAWN and len(hand) > 8):
        return keeper_min
    return wait


def hard_policy(state, legal, rng):
    """The Hard player's own moves in its rollouts and its first candidate: the
    heuristic that spends its keepers (``heuristic_policy``'s ``spend_keepers``)."""
    return heuristic_policy(state, legal, rng, True)


def _fits_wait(c: int, wait) -> bool:
    """Could card ``c`` have been held when its player drew or passed under the
    requirement ``wait`` records? The heuristic waits only when no card but a keeper
    (a magi or a through card) would do, so a held non-keeper did not match."""
    if _KEEP[c]:
        return True
    col, pic, free = wait[0], wait[1], wait[2]
    if free:
        return False
    return COL[c] != col and (pic < 0 or PIC[c] != pic)


def informed_deal(v, rng):
    """``rules.determinize`` with each opponent's hand dealt from what its waits showed:
    as many cards as it may still hold from when it last drew or passed (``v.waits``,
    public) are dealt from the cards that could not be played then; the rest of its hand
    and every other hidden place uniformly, as ``determinize`` does. Falls back to the
    uniform deal when the pool has too few such cards."""
    waits = v.waits
    me = v.viewer
    if all(w is None for i, w in enumerate(waits) if i != me):
        return determinize(v, rng)
    t = clone(v)
    pool = list(v.unseen) if v.unseen is not None else list(_unseen(v))
    rng.shuffle(pool)
    hands = t.hands
    for i, w in enumerate(waits):
        if i == me or w is None or HIDDEN not in hands[i]:
            continue
        k = min(w[3], len(hands[i]))
        old, rest = [], []
        for c in pool:
            if len(old) < k and _fits_wait(c, w):
                old.append(c)
            else:
                rest.append(c)
        if len(old) < k:
            continue                   # an unlikely wait: deal this hand uniformly
        hands[i] = old + [HIDDEN] * (len(hands[i]) - k)     # the rest dealt below
        pool = rest
    return fill_hidden(t, pool, rng)


def _round_over(root_view, state) -> bool:
    """Rollouts stop when the round they started in has ended (its scores are known)."""
    return state.round_no != root_view.round_no


def _salt(view) -> int:
    return view.turn_no * 7919 + view.round_no


class MagiHardAgent(RolloutAgent):
    """Hard: the generic determinized rollout search (engines.core.rollout), playing each
    candidate out to the end of the round: the other players by the heuristic
    (``policy``), Hard itself by ``own_policy`` (``hard_policy``, also its first
    candidate). "Magi!" calls and catches use the heuristic's judgement."""

    name = "magi-hard"

    def __init__(self, rules, helper: MagiHeuristicAgent, seed: int = 0, samples: int = 800,
                 time_cap: float | None = 0.45, max_plies: int = 250,
                 policy=heuristic_policy, prune_z: float = 3.5,
                 keep_z: float | None = 1.0, informed: bool = True,
                 own_policy=hard_policy) -> None:
        super().__init__(rules, policy, samples=samples, time_cap=time_cap,
                         max_plies=max_plies, prune_z=prune_z, seed=seed,
                         horizon=_round_over, prior=self._prior, salt=_salt, keep_z=keep_z,
                         deal=informed_deal if informed else None)
        self.helper = helper
        self.others_policy = policy          # how the other players are expected to play
        self.own_policy = own_policy         # how Hard itself plays on (None: the same)

    def _prior(self, view, legal):
        return (self.own_policy or self.others_policy)(view, legal, Rng(self.seed))

    def _policy_for(self, me: int):
        own, others = self.own_policy, self.others_policy
        if own is None:
            return others

        def policy(state, legal, rng):
            return (own if state.to_move == me else others)(state, legal, rng)
        return policy

    def choose(self, view, legal_actions, budget=None):
        a = self.helper.social(view, legal_actions)
        if a is not None:
            return a
        legal = [x for x in legal_actions if x[0] != "call" and x[0] != "catch"]
        if not legal:
            return legal_actions[0]
        if len(legal) == 1:
            return legal[0]
        self.policy = self._policy_for(view.to_move)
        return self.search(view, legal, budget)


def make_agent(rules, difficulty: str, seed: int = 0):
    if difficulty not in _SETTINGS:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    forget, catch, slips = _SETTINGS[difficulty]
    helper = MagiHeuristicAgent(seed, forget=forget, catch=catch, slips=slips)
    if difficulty != "hard":
        return helper
    agent = MagiHardAgent(rules, helper, seed=seed)
    agent.turn_budget = TurnBudget()            # its whole turn within 1.5 s (issue 24)
    return agent
