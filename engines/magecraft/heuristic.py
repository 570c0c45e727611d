"""Magecraft heuristic: the "normal" agent, the "easy" one (Normal with a person's
slips, ``EASY_SLIPS``), and the policy the "hard"
planner (ai_plan) plays its simulations with.

It decides from a view only: an opponent's hand is a count of placeholder gems there
(and never read here).
"""
from __future__ import annotations

from engines.core.agents import Agent
from engines.core.slips import Slips, decision_rng, taken
from engines.magecraft.content import CAST, I_DRAW, ICON, LEARN, WILD
from engines.magecraft.state import (BOOK, CAST_P, LEARN_P, MASTER, PAY_LEARN, PAYING, PLACE,
                                     REARRANGE, RESOLVE, REVISE, SETUP, SHIELD, affordable)
from engines.magecraft.value import icon_worth, spell_value

DARK = 4
_VALUE = [spell_value(i) for i in range(len(CAST))]
_WORTH = [icon_worth(i) for i in range(len(CAST))]


def _want(s, p) -> list:
    """How much the player's spells ask for each colour (cast costs of all books, the
    first spells counting double)."""
    w = [0.0] * 5
    for book in s.books[p]:
        for k, card in enumerate(book):
            for code in CAST[card >> 1]:
                if code != WILD:
                    w[code] += 2.0 if k == 0 else 1.0
    return w


def _book_plan(hand, book):
    """Greedy look-ahead: (worth of the spells castable from ``hand`` in order, gems
    left). Draw icons count as a gem that can pay a wild slot."""
    h = list(hand)
    flex = 0
    worth = 0.0
    for card in book:
        sid = card >> 1
        need = [0] * 5
        wild = 0
        for code in CAST[sid]:
            if code == WILD:
                wild += 1
            else:
                need[code] += 1
        if any(need[c] > h[c] for c in range(5)):
            break
        spare = sum(h) - sum(need)
        if wild > spare + flex:
            break
        for c in range(5):
            h[c] -= need[c]
        # wild slots: flexible draws first, then the most plentiful colours
        use = min(wild, flex)
        flex -= use
        wild -= use
        while wild:
            c = max(range(5), key=lambda x: (h[x], -x))
            h[c] -= 1
            wild -= 1
        worth += _WORTH[sid] + (0.5 if card & 1 else 0.0)
        flex += ICON[sid][I_DRAW]
    return worth, h


class MagecraftHeuristicAgent(Agent):
    """Casts the spellbook that does the most with the hand, pays wild slots with spare
    colours, attacks the weakest opponent, learns the best affordable spell and revises
    (masters a spell) when the hand is rich and the Academy offers nothing good."""

    name = "magecraft-heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view, legal_actions, budget=None):
        if len(legal_actions) == 1:
            return legal_actions[0]
        a = decide(view, legal_actions)
        return a if a in legal_actions else legal_actions[0]


# Easy's slips (engines.core.slips): the chance of each, where it can happen
EASY_SLIPS = {
    "casts_the_wrong_spellbook": 0.3,   # the book that does the next most with the hand
    "stops_casting_early": 0.15,        # stops a spellbook it could have paid on
    "pays_with_the_wrong_gem": 0.3,     # a colour it needs more (energy spent badly)
    "attacks_the_wrong_opponent": 0.3,  # the next weakest opponent
    "learns_a_worse_spell": 0.3,        # the next best affordable spell
}


class MagecraftEasyAgent(MagecraftHeuristicAgent):
    """Easy: Normal with a person's slips (``EASY_SLIPS``), rolled from the agent's seed
    and the view; ``last_slip`` names the latest decision's slip (None: as Normal)."""

    name = "magecraft-easy"

    def __init__(self, seed: int = 0, slips=EASY_SLIPS) -> None:
        super().__init__(seed)
        self.slips = Slips(slips)
        self.last_slip: str | None = None

    def choose(self, view, legal_actions, budget=None):
        self.last_slip = None
        best = super().choose(view, legal_actions)
        if len(legal_actions) == 1:
            return best
        rng = decision_rng(self.seed, view.turn, view.current, view.phase, view.book,
                           view.pos, legal_actions)
        return taken(self, best, self._slip(view, list(legal_actions), best, rng),
                     legal_actions)

    def _slip(self, s, legal, best, rng):
        """(kind, action) of a slip on this decision, or (None, None)."""
        p, ph = s.to_move, s.phase
        roll = self.slips.roll
        kind, others = None, []
        if ph == CAST_P and best[0] == "book":
            kind = "casts_the_wrong_spellbook"
            worth = {a: _book_plan(s.hand[p], s.books[p][a[1]])[0] for a in legal
                     if a[0] == "book" and a != best}
            others = sorted((a for a in worth if worth[a] > 0), key=lambda a: -worth[a])
        elif ph == BOOK and best[0] == "pay":
            kind = "stops_casting_early"
            others = [a for a in legal if a[0] == "stop"]
        elif ph in (PAYING, PAY_LEARN) and len(best) == 3:
            kind = "pays_with_the_wrong_gem"
            sur = _surplus(s, p)
            others = sorted((a for a in legal if a[0] == best[0] and len(a) == 3
                             and a[2] != best[2]), key=lambda a: (-sur[a[2]], a[2]))
        elif ph == RESOLVE and best[0] == "attack":
            kind = "attacks_the_wrong_opponent"
            others = sorted((a for a in legal if a[0] == "attack" and a[1] != best[1]),
                            key=lambda a: _attack_key(s, p, a), reverse=True)
        elif ph == LEARN_P and best[0] == "learn":
            kind = "learns_a_worse_spell"
            others = sorted((a for a in legal if a[0] == "learn" and a != best),
                            key=lambda a: -learn_value(s, p, a[1]))
        if kind is None or not others or not roll(rng, kind):
            return None, None
        return kind, others[0]


def decide(s, legal, rng=None):
    p = s.to_move
    ph = s.phase
    h = s.hand[p]
    if ph == SETUP or ph == REVISE:
        return _discard_choice(s, p, legal)
    if ph == SHIELD:
        uses_dark = any(DARK in CAST[c >> 1] for b in s.books[p] for c in b)
        sh = s.shield[p]
        if uses_dark and sh[DARK]:
            return ("unshield", DARK)
        if sum(sh) > 5:
            un = [a for a in legal if a[0] == "unshield"]
            return max(un, key=lambda a: (sh[a[1]] - (9 if a[1] == DARK else 0), -a[1]))
        return ("done",)
    if ph == CAST_P:
        best, best_v = None, 0.0
        for a in legal:
            if a[0] == "book":
                v, _ = _book_plan(h, s.books[p][a[1]])
                if v > best_v:
                    best, best_v = a, v
        if best is not None:
            return best
        return _cantrip_or_stop(s, p, legal)
    if ph == BOOK:
        for a in legal:
            if a[0] == "cast":
                return a
        pays = [a for a in legal if a[0] == "pay"]
        if pays:
            book = s.books[p][s.book]
            rest_v, _ = _book_plan(h, book[s.pos:])
            if rest_v > 0.5:
                return pay_choice(s, p, pays)
        return _cantrip_or_stop(s, p, legal)
    if ph == PAYING or ph == PAY_LEARN:
        return pay_choice(s, p, legal)
    if ph == RESOLVE:
        return _icon_choice(s, p, legal)
    if ph == LEARN_P:
        return _learn_choice(s, p, legal)
    if ph == PLACE:
        return _place_choice(s, p)
    if ph == REARRANGE:
        return ("done",) if ("done",) in legal else legal[0]
    if ph == MASTER:
        return _master_choice(s, p, legal)
    return legal[0]


def _surplus(s, p) -> list:
    """Spare gems per colour given what the rest of the current spellbook needs."""
    h = s.hand[p]
    need = [0] * 5
    if s.book >= 0:
        book = s.books[p][s.book]
        for k in range(s.pos, len(book)):
            for code in CAST[book[k] >> 1]:
                if code != WILD:
                    need[code] += 1
        for i, f in enumerate(s.fill):
            if f >= 0 and s.cost and s.cost[i] != WILD:
                need[s.cost[i]] -= 1
    return [h[c] - need[c] - (0.5 if c == DARK else 0.0) for c in range(5)]


def _discard_choice(s, p, legal):
    h = s.hand[p]
    w = _want(s, p)
    best, best_k = legal[0], None
    for a in legal:
        c = a[1]
        k = (h[c] - 0.3 * w[c] - (2 if c == DARK else 0), -c)
        if best_k is None or k > best_k:
            best, best_k = a, k
    return best


def pay_choice(s, p, legal):
    if len(legal) == 1:
        return legal[0]
    sur = _surplus(s, p)
    return max(legal, key=lambda a: (sur[a[2]], -a[2]))


def _cantrip_or_stop(s, p, legal):
    cants = [a for a in legal if a[0] == "cantrip"]
    if cants:
        target = _best_learnable(s, p, s.hand[p])
        for a in cants:
            h = list(s.hand[p])
            h[a[1]] -= 1
            if target is None or affordable(h, LEARN[target], [-1] * len(LEARN[target])):
                return a
    for a in legal:
        if a[0] == "stop":
            return a
    return legal[-1]


def _best_learnable(s, p, hand):
    best, best_v = None, -9.0
    for sid, n in zip(s.acad_ids, s.acad_count, strict=False):
        if n and affordable(hand, LEARN[sid], [-1] * len(LEARN[sid])):
            v = learn_value(s, p, sid)
            if v > best_v:
                best, best_v = sid, v
    return best


def learn_value(s, p, sid) -> float:
    v = _VALUE[sid] + 0.4 * len(LEARN[sid])
    if DARK in CAST[sid]:
        dark = s.bag[p][DARK] + s.discard[p][DARK] + s.hand[p][DARK] + s.shield[p][DARK]
        if dark == 0 and s.acad_gems[DARK] == 0:
            v -= 3.0
        elif dark == 0:
            v -= 0.8
    return v


def _icon_choice(s, p, legal):
    kinds = {}
    for a in legal:
        kinds.setdefault(a[0], []).append(a)
    if "draw" in kinds:
        return kinds["draw"][0]
    if "shield" in kinds:
        opts = kinds["shield"]
        if len(opts) == 1:
            return opts[0]
        uses_dark = any(DARK in CAST[c >> 1] for b in s.books[p] for c in b)
        w = _want(s, p)

        def key(a):
            src, c = a[1], a[2]
            k = 1.0 if src == "academy" else 0.0
            if c == DARK:
                k += 2.0 if uses_dark else 0.5
            return (k + 0.1 * w[c], -c)
        return max(opts, key=key)
    if "heal" in kinds:
        return kinds["heal"][0]
    if "attack" in kinds:
        opts = kinds["attack"]
        if len(opts) == 1:
            return opts[0]
        return max(opts, key=lambda a: _attack_key(s, p, a))
    opts = kinds.get("vanish", legal)
    hand_opts = [a for a in opts if a[1] == "hand"]
    if hand_opts:
        sur = _surplus(s, p)
        best = max(hand_opts, key=lambda a: (sur[a[2]], -a[2]))
        if sur[best[2]] >= 0 or sum(s.hp[p]) <= 6:
            return best
    return opts[-1] if opts[-1][0] == "vanish" else opts[0]


def _attack_key(s, p, a):
    """The weakest opponent (closest to falling, or furthest ahead); between equals the
    one who plays next after us: seat order relative to the attacker, so that no seat
    number (the human's is 0) is singled out by a tie."""
    t = a[1]
    weak = sum(s.hp[t]) + sum(s.shield[t]) - 0.5 * sum(s.score[t])
    col = 0.0
    if len(a) == 3:
        col = s.shield[t][a[2]] - (3 if a[2] == DARK else 0)
    return (-weak, -((t - p) % s.players), col)


def _learn_choice(s, p, legal):
    learns = [a for a in legal if a[0] == "learn"]
    best, best_v = None, -9.0
    for a in learns:
        v = learn_value(s, p, a[1])
        if v > best_v:
            best, best_v = a, v
    n_spells = sum(len(b) for b in s.books[p])
    unmastered = s.config.get("mastering", True) and any(
        not c & 1 for b in s.books[p] for c in b)
    can_revise = ("revise",) in legal
    if can_revise and unmastered and (best is None or best_v < 0.8 or n_spells >= 8) \
            and sum(s.hand[p]) >= 4:
        return ("revise",)
    if best is not None and (best_v > -0.5 or n_spells < 6):
        return best
    return ("end_turn",) if ("end_turn",) in legal else legal[-1]


def _place_choice(s, p):
    sid = s.learn_sid
    best, best_k = ("place", 0), None
    for b in range(3):
        book = s.books[p][b]
        cost = len(CAST[sid]) + sum(len(CAST[c >> 1]) for c in book)
        draws = ICON[sid][I_DRAW] + sum(ICON[c >> 1][I_DRAW] for c in book[:-1])
        eff = cost - draws
        k = (-(max(0, eff - 4) * 3 + abs(eff - 4)), -len(book), -b)
        if best_k is None or k > best_k:
            best, best_k = ("place", b), k
    return best


def _master_choice(s, p, legal):
    """The spell whose golden gem helps most (mastering never hurts: never skipped)."""
    best, best_k = legal[0], None
    for a in legal:
        if a[0] != "master":
            continue
        _, b, i = a
        book = s.books[p][b]
        gold = CAST[book[i] >> 1][0]
        k = 0.0
        if i + 1 < len(book):
            nxt = CAST[book[i + 1] >> 1]
            if gold in nxt:
                k = 2.0
            elif WILD in nxt:
                k = 1.5
        k += 0.1 * _WORTH[book[i] >> 1]
        if best_k is None or k > best_k:
            best, best_k = a, k
    return best
