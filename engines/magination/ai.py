"""Magi-Nation Duel AI: evaluation, a heuristic agent, a fast rollout policy, the hard
agent and the difficulty mapping.

* easy   - the heuristic with noise on its judgement;
* normal - the heuristic: answers every pending choice by what the chosen card will
           suffer or gain, and picks main actions by a one-step look-ahead (each legal
           action tried on a determinization of its view, then ``evaluate``);
* hard   - engines.core.rollout.RolloutAgent: determinized flat Monte-Carlo over its real
           choices, rollouts by ``greedy_policy`` in duels (the heuristic's own one-step
           judgement of powers, Relics and Spells; ``rollout_policy``, which uses them at
           random 60% of the time and left the Cald seat at 55% against the heuristic,
           stays for three or four players) for all players, cut
           off a few turns on and scored by ``evaluate``, within 0.45 s; a decision stops
           early once what is left is a wash (``HardAgent.tie``). Rollout moves go
           through ``apply_trusted`` (no re-check of actions taken from
           ``legal_actions``).

Agents decide from a view only (the other hands, every deck and face-down Magi hidden).

The ladder (issue 24; 200 games, 100 deals 7000+ each played from both seats): Normal
beat Easy 75.7% [69.4, 81.2] (the old Easy, noise on its judgement: 59.3% [52.3, 65.8]);
with the bench's decks (each level on Naroom and on Cald) 70.5% [63.8, 76.4].
"""
from __future__ import annotations

from engines.core.clock import TurnBudget
from engines.core.agents import Agent
from engines.core.rollout import RolloutAgent
from engines.core.rng import Rng
from engines.core.slips import Slips, decision_rng, taken
from engines.magination.cards import CARDS, SPELL
from engines.magination.costs import payer_of
from engines.magination.value import side as _side

# ---------------------------------------------------------------------------------------
# Answers to pending choices

def _var_use(ctx, var):
    """How the ability's result steps use a chosen card: 'good' (it gains), 'bad'."""
    for st in ctx.steps[ctx.ip + 1:]:
        op = st["op"]
        for key in ("to", "target", "from", "of"):
            if st.get(key) == var:
                if op in ("add", "restore", "search_copies", "play_found", "must_attack"):
                    return "good"
                if op == "move":
                    return "good" if key == "to" else "bad"
                if op == "move_all":
                    return "feed"
                if op == "to_hand":
                    return "save"
                return "bad"
    return "bad"


def _bad_target(s, me, options, dmg):
    """Best card to hurt: a kill of the largest opposing creature, else the opposing
    Magi when it can be finished, else the largest opposing card."""
    best, bv = None, -1e9
    for a in options:
        c = a[1]
        own = s.owner[c] == me
        e = s.energy[c]
        is_magi = c == s.magi[s.owner[c]]
        if own:
            v = -100 - e
        elif is_magi:
            v = 30 if (e <= dmg and not s.creatures[s.owner[c]]) else min(e, dmg) * 0.8
        else:
            v = (20 + e) if e <= dmg else min(e, dmg) * 1.2
        if v > bv:
            best, bv = a, v
    return best


def _good_target(s, me, options):
    best, bv = None, -1e9
    for a in options:
        c = a[1]
        if s.owner[c] != me:
            v = -100.0
        elif c == s.magi[me]:
            v = 1.0
        else:
            d = CARDS[s.defs[c]]
            v = 5.0 + max(0, d.cost - s.energy[c]) + s.energy[c] * 0.1
        if v > bv:
            best, bv = a, v
    return best


def answer_pending(s, legal, rng=None):
    kind, me, tag = s.pending[0], s.pending[1], s.pending[2]
    if kind == "first":
        return ("first", me)
    if kind in ("yes_no", "confirm"):
        return ("yes",)
    if kind == "order":
        return legal[0]
    if tag == "quor_pup":
        return legal[-1]
    if tag == "gar":
        return legal[0]
    if tag == "x":
        return _choose_x(s, me, legal)
    ctx = s.ctx
    if ctx is None:
        return legal[0]
    st = ctx.steps[ctx.ip]
    op = st["op"]
    if op == "choose":
        use = _var_use(ctx, st["var"])
        if use == "good":
            return _good_target(s, me, legal)
        if use == "feed":          # Kelthet: eat the smallest other own creature
            own = [a for a in legal if s.owner[a[1]] == me]
            return min(own or legal, key=lambda a: s.energy[a[1]])
        if use == "save":          # Hood of Hiding: save the weakest own creature
            return min(legal, key=lambda a: s.energy[a[1]])
        dmg = _damage_of(s, ctx)
        return _bad_target(s, me, legal, dmg)
    if op == "number":
        return legal[-1]
    if op == "pick_hand":
        if ctx.card == CARDS[ctx.card].id and CARDS[ctx.card].type == SPELL:
            return legal[0]                   # Spirit of the Flame: discard all it can
        return legal[-1]                      # Vinoc: keep the hand ("done")
    if op == "pick_discard":
        return max(legal, key=lambda a: CARDS[s.defs[a[1]]].base_cost
                   if s.defs[a[1]] >= 0 else 0)
    if op == "search":
        found = [a for a in legal if a[0] == "search"]
        return max(found, key=lambda a: CARDS[a[1]].base_cost) if found else legal[-1]
    if op == "distribute":
        opp = [a for a in legal if s.owner[a[1]] != me]
        return min(opp or legal, key=lambda a: s.energy[a[1]])
    return legal[0]


def _damage_of(s, ctx):
    for st in ctx.steps[ctx.ip + 1:]:
        if st["op"] in ("discard_energy",):
            a = st["amount"]
            if isinstance(a, int):
                return a
            if isinstance(a, dict):             # computed amounts (Fire Grag, Vulbor)
                return 4
            return ctx.vars.get(a, ctx.x or 0) if a != "X" else (ctx.x or 0)
        if st["op"] == "discard_from_play":
            return 99
    return 2


def _choose_x(s, me, legal):
    ctx = s.ctx
    c = CARDS[ctx.card]
    if ctx.kind == "spell":
        opp = [s.energy[x] for q in range(s.players) if q != me for x in s.creatures[q]]
        if not opp:
            return legal[0]
        want = max(opp) if c.name == "Syphon Vortex" else min(opp)
        n = min(want, legal[-1][1])
        return ("number", n)
    hi = legal[-1][1]
    if ctx.source in s.creatures[me] and s.energy[ctx.source] > 1:
        hi = min(hi, s.energy[ctx.source] - 1)      # a creature paying X keeps one energy
    return ("number", max(1, min(3, hi))) if hi >= 1 else legal[0]


def useless(s, action) -> bool:
    """A move with no effect: an X-cost power whose X can only be 0 (Diobor's Energy
    Transfer with an empty payer), or X = 0 chosen for a power or Spell."""
    if action[0] == "power" and s.pending is None:
        pw = CARDS[s.defs[action[1]]].powers[action[2]]
        return bool(pw.x_cost) and s.energy[payer_of(s, s.current, action[1])] <= 0
    return action == ("number", 0) and s.pending is not None and s.pending[2] == "x"


def sensible(s, legal) -> list:
    """``legal`` without the moves that do nothing (all of it when nothing is left)."""
    kept = [a for a in legal if not useless(s, a)]
    return kept or list(legal)


# ---------------------------------------------------------------------------------------
# Fast rollout policy (no look-ahead)

def rollout_policy(s, legal, rng):
    if s.pending is not None:
        return answer_pending(s, legal, rng)
    step = s.step
    if step == 4:
        best, bc = None, -1
        for a in legal:
            if a[0] == "play":
                c = CARDS[s.defs[a[1]]].cost
                if c > bc:
                    best, bc = a, c
        return best or legal[-1]
    if step == 3:
        best, bv = None, 0.0
        for a in legal:
            if a[0] != "attack":
                continue
            x, d = a[1], a[2]
            ex, ed = s.energy[x], s.energy[d]
            if d == s.magi[s.owner[d]]:
                v = ex + 3.0
            elif ex > ed:
                v = ed + 5.0
            elif ex == ed:
                v = 1.0
            else:
                v = -1.0
            if v > bv:
                best, bv = a, v
        return best or legal[-1]
    # steps 2 and 5: use something now and then
    if rng.random() >= 0.6:
        return legal[-1]                    # ending the step is always listed last
    acts = [a for a in legal if a[0] in ("power", "play") and not useless(s, a)]
    if acts:
        return acts[rng.next64() % len(acts)]
    return legal[-1]


def greedy_policy(s, legal, rng):
    """The heuristic's own judgement as a rollout policy: in steps 2 and 5 every useful
    power, Relic and Spell is tried on a copy of the (full) rollout state, the mover's
    follow-up choices answered, and the best by ``_value`` is taken, ending the step
    when nothing beats it (the heuristic's look-ahead without its deals); attacks,
    creatures and answers as ``rollout_policy``."""
    if s.pending is not None or s.step not in (2, 5):
        return rollout_policy(s, legal, rng)
    from engines.magination.rules import apply_trusted, legal_actions
    from engines.magination.state import clone
    me = s.current
    best, bv = legal[-1], _value(s, me) - 0.002
    for a in legal:
        if (a[0] != "power" and a[0] != "play") or useless(s, a):
            continue
        t = clone(s)
        apply_trusted(t, a, trial=True)
        k = 0
        while t.winners is None and t.pending is not None and t.pending[1] == me and k < 12:
            apply_trusted(t, answer_pending(t, legal_actions(t), rng), trial=True)
            k += 1
        v = _value(t, me)
        if v > bv:
            best, bv = a, v
    return best


# ---------------------------------------------------------------------------------------
# Heuristic agent

class HeuristicAgent(Agent):
    name = "magination-heuristic"

    def __init__(self, rules, seed: int = 0, samples: int = 2) -> None:
        self.rules = rules
        self.rng = Rng(seed)
        self.seed = seed
        self.samples = samples

    def choose(self, view, legal_actions, budget=None):
        legal_actions = sensible(view, legal_actions)
        if len(legal_actions) == 1:
            return legal_actions[0]
        if view.pending is not None:
            return answer_pending(view, legal_actions)
        return self._lookahead(view, legal_actions)

    def _finish(self, s, rng, me, cap=12):
        """Answer my own follow-up choices so the action's effect is complete."""
        rules = self.rules
        k = 0
        while s.winners is None and s.pending is not None and s.pending[1] == me and k < cap:
            rules.apply(s, answer_pending(s, rules.legal_actions(s), rng))
            k += 1

    def _lookahead(self, view, legal):
        best, bv = legal[-1], -1e9
        for a, v in zip(legal, self.values(view, legal), strict=True):
            if v > bv:
                best, bv = a, v
        return best

    def values(self, view, legal) -> list[float]:
        """Each legal action's worth by the one-step look-ahead: tried on determinized
        deals of the view, the mover's follow-up choices answered, then ``_value``
        (ending a step loses a wash against acting)."""
        rules = self.rules
        me = view.to_move
        rng = Rng(self.seed * 7919 + view.turn_no * 31 + len(legal))
        worlds = [rules.determinize(view, rng) for _ in range(self.samples)]
        out = []
        for a in legal:
            tot = 0.0
            for w in worlds:
                s = rules.clone(w)
                try:
                    rules.apply(s, a)
                    self._finish(s, rng, me)
                except Exception:          # an impossible deal for this action
                    continue
                tot += _value(s, me)
            v = tot / len(worlds)
            if a[0] == "end_step":
                v -= 0.002           # act rather than pass when it is a wash
            out.append(v)
        return out


def _value(s, me):
    if s.winners is not None:
        return 1e6 if me in s.winners else -1e6
    return _side(s, me) - max(_side(s, q) for q in range(s.players) if q != me)


def heuristic_policy_for(rules):
    agent = HeuristicAgent(rules, samples=1)

    def policy(s, legal, rng):
        if len(legal) == 1:
            return legal[0]
        if s.pending is not None:
            return answer_pending(s, legal, rng)
        return agent._lookahead(s, legal)
    return policy


def _horizon(root, s) -> bool:
    """Where a Hard rollout stops and is scored: in a two-player game after the player's
    next turn (the opponent's turn begins), with more players when the player's next
    turn begins, once every opponent has played once. (A fixed three turns stopped 4-player
    rollouts before the last opponent had played, or right after the player's own next
    turn, where creatures held back and played then look fresher than creatures played
    now: the Hard seats ended whole turns with 16 energy and creatures in hand.)"""
    return s.turn_no >= root.turn_no + (3 if root.players == 2 else root.players)


def _salt(view) -> int:
    return view.turn_no * 131 + view.step * 7 + len(view.used)


class HardAgent(RolloutAgent):
    name = "magination-hard"

    def __init__(self, rules, seed: int = 0, samples: int = 128, time_cap=0.45,
                 tie: float = 0.01, policy=None) -> None:
        self.helper = HeuristicAgent(rules, seed)
        super().__init__(rules, policy or greedy_policy, samples=samples,
                         time_cap=time_cap, max_plies=400, seed=seed, horizon=_horizon,
                         prior=self._prior, salt=_salt)
        self.tie = tie
        # None: greedy_policy in duels (measured there), rollout_policy with more players
        # (greedy rollouts to the longer horizon made holding creatures back look best)
        self.policy_given = policy

    def _prune(self, live, totals, hist, done):
        """The generic pruning, then stop at once when what is left is a wash: every
        remaining candidate is, on the shared deals, confidently within ``tie`` of the
        leader (a paired test). The heuristic's pick (candidate 0) is kept then."""
        live = super()._prune(live, totals, hist, done)
        if len(live) < 2 or not self.tie:
            return live
        lead = max(live, key=lambda j: totals[j])
        lh = hist[lead]
        for i in live:
            if i == lead:
                continue
            oh = hist[i]
            s = sq = 0.0
            for t in range(done):
                d = lh[t] - oh[t]
                s += d
                sq += d * d
            mean = s / done
            var = max(sq / done - mean * mean, 0.0)
            if abs(mean) + 2.0 * (var / done) ** 0.5 >= self.tie:
                return live
        return [0] if 0 in live else [lead]

    def _prior(self, view, legal):
        self._prior_pick = self.helper.choose(view, legal)
        return self._prior_pick

    def choose(self, view, legal_actions, budget=None):
        legal_actions = sensible(view, legal_actions)
        if len(legal_actions) == 1:
            return legal_actions[0]
        if view.pending is not None and view.pending[0] in ("first", "yes_no", "confirm"):
            return answer_pending(view, legal_actions)
        self._prior_pick = None
        if self.policy_given is None:
            self.policy = greedy_policy if view.players == 2 else rollout_policy
        best = self.search(view, list(legal_actions), budget)
        return self._wash(best)

    def _wash(self, best):
        """The heuristic's pick when the search found it within ``tie`` of the best (a
        wash on the sampled deals: ending a step does not win a draw against acting)."""
        pick = self._prior_pick
        values = self.last_stats.get("values", {})
        if pick is not None and pick != best and pick in values and best in values \
                and values[pick] >= values[best] - self.tie:
            return pick
        return best


# ---------------------------------------------------------------------------------------
# Easy: the heuristic with a person's slips

EASY_SLIPS = {
    "misses_a_lethal": 0.5,            # a move that wins at once, passed over
    "plays_a_worse_card": 0.25,        # steps 2, 4, 5: the look-ahead's runner-up
    "forgets_a_power": 0.2,            # steps 2, 5: ends the step when acting was best
    "holds_back_an_attack": 0.25,      # step 3: ends the attacks when attacking was best
    "attacks_the_wrong_target": 0.25,  # step 3: the runner-up attack
    "hurts_the_wrong_card": 0.25,      # a card to hurt: the runner-up opposing card
    "spends_energy_badly": 0.3,        # an X to pay: one off the heuristic's
}


class EasyAgent(HeuristicAgent):
    """Normal (the heuristic) with the slips a person makes (``EASY_SLIPS``), each rolled
    from the agent's seed and the view (engines.core.slips). ``last_slip`` names the
    slip of the latest decision (None: it played as Normal)."""

    name = "magination-easy"

    def __init__(self, rules, seed: int = 0, samples: int = 2, slips=EASY_SLIPS) -> None:
        super().__init__(rules, seed, samples)
        self.slips = Slips(slips)
        self.last_slip: str | None = None

    def choose(self, view, legal_actions, budget=None):
        self.last_slip = None
        legal = sensible(view, legal_actions)
        if len(legal) == 1:
            return legal[0]
        rng = decision_rng(self.seed, view.turn_no, view.step, len(view.used),
                           view.pending and view.pending[:3], legal)
        if view.pending is not None:
            return self._answer(view, legal, rng)
        values = self.values(view, legal)
        order = sorted(range(len(legal)), key=lambda i: -values[i])
        best = legal[order[0]]
        return taken(self, best, self._slip(view, legal, values, order, rng), legal)

    def _slip(self, view, legal, values, order, rng):
        """(kind, action) of a slip on a main-step choice, or (None, None)."""
        roll = self.slips.roll
        best = legal[order[0]]
        acting = [legal[i] for i in order[1:] if legal[i][0] != "end_step"]
        if values[order[0]] >= 1e6:              # the best move wins the game now
            if roll(rng, "misses_a_lethal"):
                rest = [legal[i] for i in order if values[i] < 1e6]
                return "misses_a_lethal", (rest[0] if rest else None)
            return None, None
        end = legal[-1] if legal[-1][0] == "end_step" else None
        if view.step == 3:
            if best[0] == "attack" and end is not None and roll(rng, "holds_back_an_attack"):
                return "holds_back_an_attack", end
            if best[0] == "attack" and acting and roll(rng, "attacks_the_wrong_target"):
                return "attacks_the_wrong_target", acting[0]
            return None, None
        if view.step in (2, 5) and best[0] != "end_step" and end is not None \
                and roll(rng, "forgets_a_power"):
            return "forgets_a_power", end
        if best[0] != "end_step" and acting and roll(rng, "plays_a_worse_card"):
            return "plays_a_worse_card", acting[0]
        return None, None

    def _answer(self, s, legal, rng):
        """A pending choice answered as Normal would, or with a slip: the runner-up
        opposing card to hurt, or an X one off."""
        best = answer_pending(s, legal)
        me, tag = s.pending[1], s.pending[2]
        if tag == "x" and best[0] == "number" and self.slips.roll(rng, "spends_energy_badly"):
            xs = [a[1] for a in legal if a[0] == "number"]
            other = best[1] - 1 if best[1] - 1 in xs and best[1] > 1 else best[1] + 1
            if other in xs:
                self.last_slip = "spends_energy_badly"
                return ("number", other)
            return best
        ctx = s.ctx
        if ctx is None or tag != "ability":
            return best
        st = ctx.steps[ctx.ip]
        if st["op"] != "choose" or _var_use(ctx, st["var"]) != "bad":
            return best
        if not self.slips.roll(rng, "hurts_the_wrong_card"):
            return best
        rest = [a for a in legal if a != best and len(a) > 1 and isinstance(a[1], int)
                and 0 <= a[1] < len(s.owner) and s.owner[a[1]] != me]
        if not rest:
            return best
        self.last_slip = "hurts_the_wrong_card"
        return _bad_target(s, me, rest, _damage_of(s, ctx))


def make_agent(rules, difficulty: str, seed: int = 0):
    if difficulty == "hard":
        agent = HardAgent(rules, seed)
        agent.turn_budget = TurnBudget()        # its whole turn within 1.5 s (issue 24)
        return agent
    if difficulty == "normal":
        return HeuristicAgent(rules, seed)
    if difficulty == "easy":
        return EasyAgent(rules, seed)
    raise ValueError(f"unknown difficulty {difficulty!r}")
