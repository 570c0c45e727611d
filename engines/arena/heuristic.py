"""Arena heuristic: the agent behind "easy" and "normal", and the policy the "hard" agent
plays its simulations with. It decides from a view only.

Its turn: play the spells worth playing before choosing; choose the army card whose
turn brings most over this turn and the next (attacks its figures can reach, safer or
stronger ground, glyphs, summons for the Planeswalker, the way toward the opposing
Planeswalker: ``card_plans``); summon everything it can; move each figure to its best
space (offence from there, danger next turn shared among the figures in reach of the same
enemy card, height, glyphs, water, closing in, the pull of the opposing Planeswalker and
of free glyphs (engines/arena/aims.py), the price of leaving engagements and falls), best
gain first; attack with the best expected value
(focus on a Planeswalker when it can be hurt: its damage is worth far more); play the
remaining useful spells; end. Questions: counters and hidden enchants always flip,
damage goes to the most valuable opponent first, discards drop the weakest spell.
"""
from __future__ import annotations

from engines.core.agents import Agent
from engines.core.rng import Rng
from engines.arena.combat import attack_dice, can_attack
from engines.arena.content import ARMY, SPELLS
from engines.arena.movement import reachable
from engines.arena.spells import CANCEL, attach_targets, spell_targets
from engines.arena.state import CHOSEN, FIELD, GRAVE, PRE, ArenaState, alive_pw
from engines.arena.stats import adjacent, stat
from engines.arena.tactics import (Scorer, danger, dmg_value, ev_attack, kill_value,
                                   reach_cost, threat_table)
from engines.arena.volley import next_shots as shots_next
from engines.arena.volley import shots_from, volley


NEXT_SHARE = 0.7          # an attack two turns off counts this share
START_SLACK = 4.0          # Melee starts this close to the best are chosen at random


class ArenaHeuristicAgent(Agent):
    name = "arena-heuristic"

    def __init__(self, seed: int = 0, noise: float = 0.0, bold: bool = False) -> None:
        self.rng = Rng(seed)
        self.noise = noise
        self.bold = bold

    def choose(self, view, legal_actions, budget=None):
        # taking an enchantment back is the player's second thought, never the AI's
        legal_actions = [a for a in legal_actions if a != CANCEL] or legal_actions
        if len(legal_actions) == 1:
            return legal_actions[0]
        if self.noise and self.rng.random() < self.noise:
            pick = self.rng.choice(legal_actions)
            if pick != ("end",):
                return pick
        item = view.question()
        if item is not None and item["q"] == "place" and view.players > 2:
            return _best_start(view, item["player"], legal_actions, self.rng)
        a = decide(view, legal_actions, self.bold)
        return a if a in legal_actions else legal_actions[0]


# ---------------------------------------------------------------------------------------
# The decision

def decide(s: ArenaState, legal: list, bold: bool = False):
    """The heuristic's action. ``bold``: Normal's play to win (the card for this turn and
    the next, the pull of the opposing Planeswalker and the glyphs, a squad's danger
    shared: see the module doc); without it the heuristic of before, which the Hard
    planner searches with and plays its simulations by."""
    item = s.question()
    if item is not None:
        return _answer(s, item, legal, bold)
    p = s.to_move
    assert p is not None                # asked only while a seat is to move
    by: dict = {}
    for a in legal:
        by.setdefault(a[0], []).append(a)
    if s.step == PRE:
        cast = _best_cast(s, p, by.get("cast", []))
        if cast is not None:
            return cast
        if "card" in by:
            return _best_card(s, p, by["card"], bold)
        return legal[-1]
    if "summon" in by:
        return max(by["summon"], key=lambda a: ARMY[s.c_key[a[1]]].cost)
    for a in by.get("ability", []):
        return a
    if s.step == CHOSEN:
        cast = _best_cast(s, p, by.get("cast", []), buffs=True)
        if cast is not None:
            return cast
    if "move" in by:
        mv = _best_move(s, by["move"], bold)
        if mv is not None:
            return mv
    if "attack" in by:
        att = _best_attack(s, by["attack"])
        if att is not None:
            return att
    cast = _best_cast(s, p, by.get("cast", []))
    if cast is not None:
        return cast
    return ("end",) if ("end",) in legal else legal[-1]


# ---------------------------------------------------------------------------------------
# Cards, moves, attacks

def card_gain(s: ArenaState, c: int, table=None, bold: bool = False) -> float:
    """What choosing card c brings this turn (moves and attacks, against standing still)."""
    return card_outlook(s, c, table, bold)[0]


def card_outlook(s: ArenaState, c: int, table=None, bold: bool = False) -> tuple:
    """(gain this turn, ready, next) for choosing card c: ``gain`` what its moves and
    attacks bring against standing still; ``ready`` the attacks its figures could make
    this turn; ``next`` what they could attack on the card's next turn from where they
    would go now (the opposing Planeswalker within their move and range then)."""
    p = s.c_ctrl[c]
    if table is None:
        table = threat_table(s, s.team[p])
    gain = ready = later = 0.0
    now_shots: list = []              # bold: the card's attacks on a Planeswalker
    next_shots: list = []
    for f in s.c_figs[c]:
        if s.f_zone[f] != FIELD:
            continue
        sc = Scorer(s, f, table, bold=bold)
        here = s.hexes_of(f)
        still = sc.score(here, False)
        best = sc.score(here, True)
        # the other facing of a double-space figure scores the same
        best, at = sc.first_best([(dest, reach_cost(s, f, r) if r.n_attacks or r.n_falls
                                   else 0.0, dest)
                                  for dest, r in reachable(s, f).items()
                                  if not (r.dest[-1] < r.dest[0] and len(r.dest) == 2)],
                                 True, best)
        if at is None:
            at = here
        gain += best - still
        if bold:
            now = sc.offence(at)
            ready += now
            later += now if now > 0 else NEXT_SHARE * sc.next_strike(at)
            if now > 0:
                now_shots += shots_from(s, f, at, sc.occ)
            else:
                next_shots += shots_next(sc, at)
    if bold and len(now_shots) + len(next_shots) > 1:
        # a squad's attacks on the same Planeswalker destroy it together (volley.py)
        v = volley(s, now_shots)
        gain += v
        ready += v
        later += volley(s, now_shots + next_shots) * (NEXT_SHARE if next_shots else 1.0)
    card = ARMY[s.c_key[c]]
    if card.is_planeswalker and s.c_owner[c] == p:
        reserve = sorted((ARMY[s.c_key[r]].cost for r in s.army[p]
                          if s.c_zone[r] == 0 and r != c), reverse=True)[:2]
        gain += 0.6 * sum(reserve)
    return gain, ready, later


def _best_card(s: ArenaState, p: int, options: list, bold: bool = False):
    """The card whose turn brings most, counting the turn after: what the card gains now
    and the best attack left for next turn (another card's that stays ready, or this
    card's own from where its figures go now): a squad far away is brought up while the
    figures already in reach wait, rather than the same few attacking every turn."""
    if not bold:                   # the heuristic of before: the most this turn
        table = threat_table(s, s.team[p])
        return max(options, key=lambda a: card_gain(s, a[1], table))
    plans = card_plans(s, p, options)
    return max(plans, key=lambda x: x[0])[1]


def card_plans(s: ArenaState, p: int, options: list) -> list:
    """[(worth of choosing it, this turn and the next, card action), ...] in the order
    of ``options`` (see :func:`_best_card`)."""
    table = threat_table(s, s.team[p])
    look = {a[1]: card_outlook(s, a[1], table, True) for a in options}
    out = []
    for a in options:
        gain, _, later = look[a[1]]
        others = max((look[c][1] for c in look if c != a[1]), default=0.0)
        out.append((gain + max(later, others), a))
    return out


def _best_move(s: ArenaState, moves: list, bold: bool = False):
    assert s.to_move is not None        # asked only while a seat is to move
    table = threat_table(s, s.team[s.to_move])
    best, best_gain = None, 0.4
    figs = sorted({a[1] for a in moves})
    attackers = _can_attack(s)
    for f in figs:
        sc = Scorer(s, f, table, bold=bold)
        here = s.hexes_of(f)
        can = f in attackers
        stay = sc.score(here, can)
        rs = reachable(s, f)
        cands = [(a[2:], reach_cost(s, f, r) if r.n_attacks or r.n_falls else 0.0, a)
                 for a in moves if a[1] == f and (r := rs.get(a[2:])) is not None]
        best_gain, pick = sc.first_best(cands, can, best_gain, stay)
        if pick is not None:
            best = pick
    return best


def _can_attack(s: ArenaState) -> set:
    if s.chosen < 0:
        return set()
    return {f for f in s.c_figs[s.chosen] if can_attack(s, f)}


def _best_attack(s: ArenaState, attacks: list):
    best, best_v = None, 0.3
    for a in attacks:
        f, g = a[1], a[2]
        att, dfn, _ = attack_dice(s, f, g)
        v = ev_attack(s, g, att, dfn, f if adjacent(s, f, g) else -1)
        if v > best_v:
            best, best_v = a, v
    return best


# ---------------------------------------------------------------------------------------
# Spells

def _enemy_figs(s: ArenaState, p: int) -> list:
    return [g for g in range(len(s.f_hex)) if s.f_zone[g] == FIELD
            and s.team[s.c_ctrl[s.f_card[g]]] != s.team[p]]


def target_value(s: ArenaState, p: int, sp: int, x) -> float:
    """Worth of spell sp on target x (None: no target)."""
    spell = SPELLS[sp]
    total = 0.0
    bonus = 0
    w = alive_pw(s, p)
    if w >= 0:
        a = ARMY[s.c_key[s.f_card[w]]].does.get("spell_damage_bonus")
        bonus = a["amount"] if a else 0
    for e in spell.effects:
        do = e["do"]
        if do == "damage" and x is not None:
            left = ARMY[s.c_key[s.f_card[x]]].life - s.f_dmg[x]
            n = e["amount"] + bonus
            total += min(n, left) * dmg_value(s, x) + (kill_value(s, x) if n >= left else 0)
        elif do == "attack" and x is not None:
            total += ev_attack(s, x, e["dice"] + bonus, stat(s, x, "toughness"))
        elif do == "wave" and x is not None:
            for g in range(len(s.f_hex)):
                if s.f_zone[g] != FIELD or g == x or not adjacent(s, g, x):
                    continue
                gc = ARMY[s.c_key[s.f_card[g]]]
                if gc.is_planeswalker or gc.creature == e.get("spare"):
                    continue
                v = min(e["amount"], gc.life - s.f_dmg[g]) * dmg_value(s, g)
                total += -v if s.team[s.c_ctrl[s.f_card[g]]] == s.team[p] else v
        elif do == "nova" and w >= 0:
            for g in _enemy_figs(s, p):
                if adjacent(s, g, w):
                    total += (e["amount"] + bonus) * dmg_value(s, g)
        elif do == "heal" and x is not None:
            total += min(e["amount"], s.f_dmg[x]) * dmg_value(s, x) * 0.8
        elif do == "heal_self" and w >= 0:
            total += min(e["amount"], s.f_dmg[w]) * dmg_value(s, w) * 0.8
        elif do == "hurt_self" and w >= 0:
            left = ARMY[s.c_key[s.f_card[w]]].life - s.f_dmg[w]
            total -= 1000.0 if left <= e["amount"] else 12.0 * e["amount"] * (1 + (left <= 3))
        elif do == "draw":
            total += 7.0 * min(e["amount"], len(s.library[p])) * (1.0 if len(s.hand[p]) < 6 else 0.2)
        elif do == "buff":
            figs = _buff_figs(s, p, spell, x)
            st, amt = e["stat"], e["amount"]
            enemy = bool(figs) and s.team[s.c_ctrl[s.f_card[figs[0]]]] != s.team[p]
            near = [g for g in figs if _near_enemy(s, g)]
            if st == "power":
                total += (-amt if enemy else amt) * 3.0 * len(near) * (0.4 if enemy else 1.0)
            elif st == "toughness":
                total += amt * 2.5 * len(near)
            elif st == "move":
                total += (-amt if enemy else amt) * 1.0 * len(figs)
            elif st == "range":
                total += 1.0 * len(near)
            elif st == "no_move":
                total += 3.0 * len(near)
        elif do == "swap" and x is not None:
            f0 = s.c_figs[x][0]
            diff = stat(s, f0, "toughness") - stat(s, f0, "power")
            mine = s.team[s.c_ctrl[x]] == s.team[p]
            total += (diff if mine and x == s.chosen else -diff if not mine else 0) * 3.0
        elif do == "bounce" and x is not None:
            total += sum(ARMY[s.c_key[x]].cost / ARMY[s.c_key[x]].figures
                         for g in s.c_figs[x] if s.f_zone[g] == FIELD) * 0.7
        elif do == "control" and x is not None:
            total += 6.0 * sum(1 for g in s.c_figs[x] if s.f_zone[g] == FIELD and _near_enemy(s, g, 3))
        elif do == "raise":
            dead = [f for c in s.army[p] for f in s.c_figs[c] if s.f_zone[f] == GRAVE
                    and ARMY[s.c_key[c]].creature == e["creature"]]
            total += 15.0 * min(len(dead), e["count"])
        elif do == "regrow" and x is not None:
            total += 6.0
        elif do == "discard":
            q = x if x is not None else next(q for q in range(s.players)
                                             if s.team[q] != s.team[p])
            total += 4.0 * min(e["amount"], len(s.hand[q]))
    return total


def _near_enemy(s: ArenaState, g: int, extra: int = 0) -> bool:
    team = s.team[s.c_ctrl[s.f_card[g]]]
    reach = stat(s, g, "move") + stat(s, g, "range") + extra
    for h in range(len(s.f_hex)):
        if s.f_zone[h] == FIELD and s.team[s.c_ctrl[s.f_card[h]]] != team and \
                s.board.dist[s.f_hex[g]][s.f_hex[h]] <= reach:
            return True
    return False


def _buff_figs(s: ArenaState, p: int, spell, x) -> list:
    what = (spell.target or {}).get("what")
    if what == "figure" and x is not None:
        return [x]
    if what == "card" and x is not None:
        return [g for g in s.c_figs[x] if s.f_zone[g] == FIELD]
    if what == "chosen":
        return [g for g in s.c_figs[s.chosen] if s.f_zone[g] == FIELD] if s.chosen >= 0 else []
    if what == "squads":
        c = s.chosen
        return [g for g in s.c_figs[c] if s.f_zone[g] == FIELD and
                ARMY[s.c_key[c]].type == "squad"] if c >= 0 else []
    if what == "near":
        w = alive_pw(s, p)
        c = s.chosen
        return [g for g in (s.c_figs[c] if c >= 0 else []) if s.f_zone[g] == FIELD
                and w >= 0 and s.board.dist[s.f_hex[g]][s.f_hex[w]] <= 4]
    return []


def _targets_for(s: ArenaState, p: int, sp: int) -> list:
    opts = spell_targets(s, p, sp)
    return [None] if opts is None else list(opts)


def aura_value(s: ArenaState, p: int, sp: int, c: int) -> float:
    spell = SPELLS[sp]
    figs = [g for g in s.c_figs[c] if s.f_zone[g] == FIELD]
    mine = s.team[s.c_ctrl[c]] == s.team[p]
    if spell.type == "hidden":
        return 9.0 if ARMY[s.c_key[c]].is_planeswalker else 3.0 + 2.0 * len(figs)
    v = 0.0
    for st, amt in spell.mods.items():
        w = {"power": 4.0, "toughness": 3.5, "move": 1.2, "range": 2.0, "no_attack": 5.0,
             "no_move": 3.0}.get(st, 1.0)
        v += w * amt * len(figs) * (1 if mine else -1) * (-1 if st.startswith("no_") else 1)
    if ARMY[s.c_key[c]].is_planeswalker:
        v *= 1.6
    return v


def spell_value(s: ArenaState, p: int, sp: int) -> float:
    spell = SPELLS[sp]
    if spell.type != "sorcery":
        return max((aura_value(s, p, sp, c) for c in attach_targets(s, p, sp)), default=0.0)
    return max((target_value(s, p, sp, x) for x in _targets_for(s, p, sp)), default=0.0)


def _best_cast(s: ArenaState, p: int, casts: list, buffs: bool = False):
    best, best_v = None, 4.0
    for a in casts:
        spell = SPELLS[a[1]]
        buff = any(e["do"] in ("buff", "swap") for e in spell.effects) and \
            (spell.target or {}).get("what") in ("chosen", "squads", "near")
        if buff and not buffs:
            continue
        if spell.when == "before_card" and s.step != PRE:
            continue
        v = spell_value(s, p, a[1])
        if v > best_v:
            best, best_v = a, v
    return best


# ---------------------------------------------------------------------------------------
# Questions

def _answer(s: ArenaState, item: dict, legal: list, bold: bool = False):
    q = item["q"]
    p = item["player"]
    if q == "first":
        return ("first", p)
    if q == "place":
        board = s.board
        if s.players > 2:
            return _best_start(s, p, legal)
        cx = sum(board.x) / board.n
        cy = sum(board.y) / board.n
        return min(legal, key=lambda a: (board.x[a[1]] - cx) ** 2 + (board.y[a[1]] - cy) ** 2)
    if q in ("counter", "trigger"):
        return ("yes",) if ("yes",) in legal else legal[0]
    if q == "peek":
        top = s.library[p][-1] if s.library[p] else -1
        keep = top >= 0 and spell_value(s, p, top) >= 6.0
        return ("keep",) if keep else ("bottom",)
    if q == "discard":
        return min(legal, key=lambda a: spell_value(s, p, a[1]) - 0.01 * SPELLS[a[1]].cost)
    if q == "order":
        return max(legal, key=lambda a: (s.team[s.c_ctrl[s.f_card[a[1]]]] != s.team[p],
                                         kill_value(s, a[1])))
    if q == "redirect":
        return min(legal, key=lambda a: dmg_value(s, a[1]))
    if q == "put":
        return _best_put(s, item, legal, bold)
    if q == "attach":
        assert s.casting is not None    # a spell is being played
        sp = s.casting[0]
        cards = [a for a in legal if a != CANCEL] or legal
        return max(cards, key=lambda a: aura_value(s, p, sp, a[1]))
    if q == "target":
        why = item["why"]
        if why == "spell":
            assert s.casting is not None
            sp = s.casting[0]
            return max(legal, key=lambda a: target_value(s, p, sp, a[1]))
        if why == "raise":
            opts = [a for a in legal if a[0] == "target"]
            return max(opts, key=lambda a: ARMY[s.c_key[s.f_card[a[1]]]].cost) if opts else legal[0]
        if why in ("snuff_out", "steal"):
            return max(legal, key=lambda a: kill_value(s, a[1]))
        return max(legal, key=lambda a: dmg_value(s, a[1]) * min(1, s.f_dmg[a[1]]))
    return legal[0]


def _best_start(s: ArenaState, p: int, legal: list, rng=None):
    """Multiplayer: a starting space far from the opponents already placed, near a teammate
    and near the goal (the purple spaces in the Melee, the middle otherwise). With ``rng``
    one of the spaces nearly as good, at random: in the Melee no start is best for every
    order of play, and a fixed choice would hand the same seat the squeezed place."""
    board = s.board
    dist = board.dist
    goal = [h for h in range(board.n) if board.purple[h]]
    if not goal:
        cx = sum(board.x) / board.n
        cy = sum(board.y) / board.n
        goal = [min(range(board.n), key=lambda h: (board.x[h] - cx) ** 2 + (board.y[h] - cy) ** 2)]
    foes = [s.f_hex[f] for q in range(s.players) if s.team[q] != s.team[p]
            for f in [s.c_figs[s.pw[q]][0]] if s.f_hex[f] >= 0]
    friends = [s.f_hex[f] for q in range(s.players) if q != p and s.team[q] == s.team[p]
               for f in [s.c_figs[s.pw[q]][0]] if s.f_hex[f] >= 0]

    def worth(a) -> float:
        h = a[1]
        v = -0.7 * min(dist[h][g] for g in goal)
        if foes:
            v += min(dist[h][x] for x in foes)
        if friends:
            v -= 0.5 * min(dist[h][x] for x in friends)
        return v
    if rng is None:
        return max(legal, key=worth)
    scored = [(worth(a), a) for a in legal]
    top = max(v for v, _ in scored)
    return rng.choice([a for v, a in scored if v >= top - START_SLACK])


def _best_put(s: ArenaState, item: dict, legal: list, bold: bool = False):
    f = item["fig"]
    table = threat_table(s, s.team[item["player"]])
    sc = Scorer(s, f, table, bold=bold)
    best, best_v = legal[0], None
    for a in legal:
        if a[0] == "done":
            continue
        hexes = tuple(a[1:])
        v = sc.score(hexes, False) - 0.3 * danger(s, f, hexes[0], table)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best
