"""Tactical read-outs the Arena AI decides with (from a view): what a damage point is
worth, the expected value of an attack, the danger of standing on a hex next turn, and
the worth of a figure's position (offence from there, danger, height, glyphs, water,
closing in).

Danger ignores line of sight (the opponent moves first) and assumes the opponent uses
the one army card that would hurt most; offence from a hexes checks line of sight from
there with the figure moved (the view's own occupancy, the mover taken off its hexes).
"""
from __future__ import annotations

from collections.abc import Sequence

from engines.arena.aims import aims_of, glyph_worth
from engines.arena.board import LEVEL_H
from engines.arena.content import ARMY, SCENARIOS
from engines.arena.movement import reachable
from engines.arena.sight import sees
from engines.arena.state import FIELD, ArenaState, alive_pw
from engines.arena.stats import engage_ok, occupancy, occupied_bits, stat
from engines.arena.value import DAMAGE, expected_damage, kill_chance

KILL_PW = 3000.0
PW_RISK = 1200.0          # a Planeswalker's chance of being destroyed next turn, weighed
GLYPH_WORTH = {"P": 7.0, "T": 6.0, "M": 3.0, "K": 5.0}
SQUAD_DANGER = 0.6        # the weight of a squad figure's danger next turn
UNKNOWN_WORTH = 5.0       # a glyph lying symbol-side up: one of the four, unknown
FAR = 20                  # closing in is counted up to this many spaces (or a map across)

_SHAPES: dict = {}        # board key -> (board, base level, far): a cache, one entry a map


def map_shape(board) -> tuple:
    """(base, far) of a map, the only measures of it the AI weighs positions by: ``base``
    the ground level most land spaces share (a figure above it stands on high ground;
    the set's maps: 1), ``far`` the distance up to which closing in on an enemy is
    counted: ``FAR`` spaces, or the map's widest distance on a map wider than that (on
    a large map a squad farther than FAR from every enemy still walks toward them)."""
    got = _SHAPES.get(board.key)
    if got is None or got[0] is not board:
        counts: dict = {}
        for h in range(board.n):
            if not board.water[h]:
                counts[board.level[h]] = counts.get(board.level[h], 0) + 1
        base = max(sorted(counts), key=counts.__getitem__) if counts else 1
        # the widest distance between two spaces: a hex distance is the largest of the
        # differences in q, r and s = -q - r, so it is the largest of their ranges
        ss = [-q - r for q, r in zip(board.q, board.r)]
        widest = max(max(board.q) - min(board.q), max(board.r) - min(board.r),
                     max(ss) - min(ss))
        got = _SHAPES[board.key] = (board, base, max(FAR, widest))
    return got[1], got[2]


def dmg_value(s: ArenaState, g: int) -> float:
    """Worth of one damage dealt to figure g."""
    card = ARMY[s.c_key[s.f_card[g]]]
    if card.is_planeswalker:
        left = card.life - s.f_dmg[g]
        return 70.0 + 40.0 / max(1, left)
    return card.cost / card.figures / card.life * 1.4


def kill_value(s: ArenaState, g: int) -> float:
    card = ARMY[s.c_key[s.f_card[g]]]
    if card.is_planeswalker:
        return KILL_PW
    return card.cost / card.figures * 0.8


def ev_attack(s: ArenaState, g: int, att: int, dfn: int, counter_on: int = -1) -> float:
    """Expected worth of ``att`` dice against ``dfn`` at figure g (minus the expected
    Counter Strike on ``counter_on``, the attacker, when g has it)."""
    card = ARMY[s.c_key[s.f_card[g]]]
    left = card.life - s.f_dmg[g]
    cap = card.does.get("thick_bark", {}).get("max", 99)
    dist = DAMAGE[min(max(att, 0), 16)][min(max(dfn, 0), 16)]
    ev = 0.0
    for k, p in enumerate(dist):
        if k:
            ev += p * min(k, cap, left)
    v = ev * dmg_value(s, g) + kill_chance(att, dfn, left if left <= cap else 99) * kill_value(s, g)
    if counter_on >= 0 and "counter_strike" in card.does:
        back = max(0.0, expected_damage(dfn, att) - 0.0) * 0.6
        v -= back * dmg_value(s, counter_on)
    if card.does.get("evade"):
        v *= 1.0 - (21 - card.does["evade"]["roll"]) / 20.0
    return v


# ---------------------------------------------------------------------------------------
# Danger next turn

def threat_table(s: ArenaState, team: int) -> list:
    """For each opposing army card the opponent could choose next turn: a list of
    (figure, hexes it could reach and attack from: move + range, power)."""
    out = []
    for c in range(len(s.c_key)):
        if s.team[s.c_ctrl[c]] == team:
            continue
        figs = []
        for g in s.c_figs[c]:
            if s.f_zone[g] != FIELD:
                continue
            reach = stat(s, g, "move") + stat(s, g, "range")
            figs.append((g, reach, stat(s, g, "power")))
        if figs:
            out.append(figs)
    return out


def danger(s: ArenaState, f: int, h: int, table: list, tough: int | None = None) -> float:
    """Expected worth of the damage figure f standing on hex h might take next turn."""
    dist = s.board.dist[h]
    if tough is None:
        tough = stat(s, f, "toughness")
    worst = 0.0
    for figs in table:
        total = 0.0
        for g, reach, power in figs:
            gh = s.f_hex[g]
            if gh >= 0 and dist[gh] <= reach:
                total += expected_damage(power, tough)
        if total > worst:
            worst = total
    return worst * dmg_value(s, f)


def pw_risk(s: ArenaState, w: int, team: int, at: int = -1) -> tuple:
    """(chance, expected damage) the opponents' best army card destroys / hurts the
    Planeswalker figure w (standing on hex ``at``, or where it is) next turn: every figure
    of the card that could reach it attacks it; line of sight ignored."""
    card = ARMY[s.c_key[s.f_card[w]]]
    left = card.life - s.f_dmg[w]
    tough = stat(s, w, "toughness")
    dist = s.board.dist[at if at >= 0 else s.f_hex[w]]
    best = (0.0, 0.0)
    for c in range(len(s.c_key)):
        if s.team[s.c_ctrl[c]] == team:
            continue
        pmf = [1.0] + [0.0] * left            # P(damage so far = k), k capped at left
        any_fig = False
        for g in s.c_figs[c]:
            if s.f_zone[g] != FIELD:
                continue
            if dist[s.f_hex[g]] > stat(s, g, "move") + stat(s, g, "range"):
                continue
            any_fig = True
            d = DAMAGE[min(stat(s, g, "power"), 16)][min(tough, 16)]
            new = [0.0] * (left + 1)
            for k, pk in enumerate(pmf):
                if pk == 0.0:
                    continue
                for j, pj in enumerate(d):
                    new[min(left, k + j)] += pk * pj
            pmf = new
        if any_fig:
            chance = pmf[left]
            exp = sum(k * p for k, p in enumerate(pmf))
            if (chance, exp) > best:
                best = (chance, exp)
    return best


# ---------------------------------------------------------------------------------------
# Who could strike a hex next turn (moves, range and line of sight)

def strike_zone(s: ArenaState, g: int) -> tuple:
    """(positions figure g could attack from next turn, the hexes within its range of
    any of them as a bit mask, its range) - its own place and every destination of its
    move (memoized)."""
    key = ("zone", g)
    got = s.memo.get(key)
    if got is None:
        board = s.board
        dests = [s.hexes_of(g)] + [d for d in reachable(s, g)
                                   if len(d) == 1 or d[0] < d[1]]
        rng = stat(s, g, "range")
        ball = board.ball_mask
        zone = 0                         # a bit mask of hexes (see Board.ball_mask)
        for d in dests:
            for a in d:
                zone |= ball(a, rng)
        got = (dests, zone, rng)
        s.memo[key] = got
    return got


def can_strike(s: ArenaState, g: int, target: int, hexes: tuple, occ: list,
               bits: int | None = None) -> bool:
    """Could figure g move and then attack figure ``target`` standing on ``hexes``?
    ``bits``: the hexes ``occ`` has a figure on, as a bit mask (a quicker sight test)."""
    dests, zone, rng = strike_zone(s, g)
    for h in hexes:
        if zone >> h & 1:
            break
    else:
        return False
    board = s.board
    gc = ARMY[s.c_key[s.f_card[g]]]
    tc = ARMY[s.c_key[s.f_card[target]]]
    eye = gc.target * gc.height * LEVEL_H
    th = tc.height * LEVEL_H
    lo, hi = tc.hit_lo * th, tc.hit_hi * th
    return _strikes_from(board, dests, rng, gc.height, eye, hexes, tc.height, lo, hi, occ,
                         bits)


def _strikes_from(board, dests, rng: int, gh: int, eye: float, hexes: tuple, th: int,
                  lo: float, hi: float, occ: list, bits: int | None,
                  index: dict | None = None) -> bool:
    """Is one of ``dests`` within ``rng`` of ``hexes`` and adjacent or in sight of them
    (a figure of height ``gh``, its target point ``eye`` high, against one of height
    ``th`` hit between ``lo`` and ``hi``)? ``index``: {hex: the destinations on it}."""
    dist = board.dist
    single = len(hexes) == 1
    t0 = hexes[0]
    row = dist[t0]
    tmask = 0
    for b in hexes:
        tmask |= 1 << b
    if single and index is not None:
        near = board.ball(t0, rng, True)
        if len(near) < len(dests):
            # only the destinations within range, found through the hexes in range
            # (nearest first): the answer is the same, whichever is asked first
            dests = [d for a in near for d in index.get(a, ())]
    for d in dests:
        if single and len(d) == 1:
            dd = row[d[0]]
        else:
            dd = min(dist[a][b] for a in d for b in hexes)
        if dd > rng:
            continue
        if dd == 0 or (dd == 1 and board.adjacent_on(d, gh, hexes, th)):
            return True                  # adjacent: no line of sight needed
        if bits is None:
            if sees(board, d, eye, hexes, lo, hi, occ, skip=d + hexes):
                return True
            continue
        free = bits & ~tmask
        for a in d:
            free &= ~(1 << a)
        if sees(board, d, eye, hexes, lo, hi, occ, skip=d + hexes, bits=free):
            return True
    return False


class _Risk:
    """What :func:`strike_risk` needs of figure w in a position, found once: the
    occupancy without w (and as bits), its toughness and life left, and per opposing
    army card its figures on the battlefield with the dice each brings."""

    def __init__(self, s: ArenaState, w: int) -> None:
        team = s.team[s.c_ctrl[s.f_card[w]]]
        card = ARMY[s.c_key[s.f_card[w]]]
        self.left = card.life - s.f_dmg[w]
        self.tough = stat(s, w, "toughness")
        self.occ = occ = list(occupancy(s))
        bits = occupied_bits(s)
        for h in s.hexes_of(w):
            occ[h] = None
            bits &= ~(1 << h)
        self.bits = bits
        self.asked = False              # asked once already (then worth an index)
        th = card.height * LEVEL_H
        self.th, self.lo, self.hi = card.height, card.hit_lo * th, card.hit_hi * th
        self.cards = []
        for c in range(len(s.c_key)):
            if s.team[s.c_ctrl[c]] == team:
                continue
            gc = ARMY[s.c_key[c]]
            n = 1 + gc.does.get("extra_attacks", {}).get("amount", 0)
            eye = gc.target * gc.height * LEVEL_H
            figs = []
            for g in s.c_figs[c]:
                if s.f_zone[g] == FIELD:
                    dests, zone, rng = strike_zone(s, g)
                    # the last: {hex: destinations on it}, made when first asked
                    figs.append([dests, zone, rng, [stat(s, g, "power")] * n, None])
            self.cards.append((gc.height, eye, figs))


def _risk_of(s: ArenaState, w: int) -> _Risk:
    key = ("tactics.risk_of", w)
    got = s.memo.get(key)
    if got is None:
        got = s.memo[key] = _Risk(s, w)
    return got


def strike_risk(s: ArenaState, w: int, hexes: tuple | None = None) -> tuple:
    """(chance, expected damage) that the opponents' best army card destroys / hurts
    figure w (standing on ``hexes``, or where it is) next turn: the figures of the card
    that can move into range and line of sight of it all attack it (memoized)."""
    if hexes is None:
        hexes = s.hexes_of(w)
    key = ("tactics.risk", w, hexes)
    got = s.memo.get(key)
    if got is not None:
        return got
    rk = _risk_of(s, w)
    board = s.board
    left = rk.left
    tough = rk.tough + (1 if board.level[hexes[0]] > map_shape(board)[0] else 0)
    occ, bits, th, lo, hi = rk.occ, rk.bits, rk.th, rk.lo, rk.hi
    hmask = 0
    for h in hexes:
        hmask |= 1 << h
    # one query of a position (the planner's end of turn) is answered without an index
    single = len(hexes) == 1 and rk.asked
    rk.asked = True
    best = (0.0, 0.0)
    for gh, eye, figs in rk.cards:
        powers: list = []
        for fig in figs:
            dests, zone, rng, dice, index = fig
            if not zone & hmask:
                continue
            if index is None and single:
                index = fig[4] = {}
                for d in dests:
                    for a in d:
                        index.setdefault(a, []).append(d)
            if _strikes_from(board, dests, rng, gh, eye, hexes, th, lo, hi, occ, bits, index):
                powers += dice
        if powers:
            chance = _kill_chance_of(tuple(sorted(powers)), tough, left)
            exp = min(left, sum(expected_damage(x, tough) for x in powers))
            if (chance, exp) > best:
                best = (chance, exp)
    s.memo[key] = best
    return best


def card_threat(s: ArenaState, team: int) -> float:
    """What the opponents' best army card could take from ``team``'s squads next turn:
    each of its figures attacks the squad figure within its move and range it would hurt
    most (Planeswalkers are left to :func:`strike_risk`)."""
    board = s.board
    mine = [(f, s.f_hex[f], stat(s, f, "toughness")) for f in range(len(s.f_hex))
            if s.f_zone[f] == FIELD and s.team[s.c_ctrl[s.f_card[f]]] == team
            and not ARMY[s.c_key[s.f_card[f]]].is_planeswalker]
    if not mine:
        return 0.0
    best = 0.0
    for c in range(len(s.c_key)):
        if s.team[s.c_ctrl[c]] == team:
            continue
        total = 0.0
        for g in s.c_figs[c]:
            if s.f_zone[g] != FIELD:
                continue
            dist = board.dist[s.f_hex[g]]
            reach = stat(s, g, "move") + stat(s, g, "range")
            power = stat(s, g, "power")
            top = 0.0
            for f, fh, tough in mine:
                if dist[fh] <= reach:
                    v = ev_attack(s, f, power, tough)
                    if v > top:
                        top = v
            total += top
        if total > best:
            best = total
    return best


# ---------------------------------------------------------------------------------------
# Offence from a hex

def occ_without(s: ArenaState, f: int) -> list:
    occ = list(occupancy(s))
    for h in s.hexes_of(f):
        occ[h] = None
    return occ


def attack_options_from(s: ArenaState, f: int, hexes: tuple, occ: list) -> list:
    """Enemies figure f could attack standing on ``hexes``: (figure, height bonus)."""
    board = s.board
    card = ARMY[s.c_key[s.f_card[f]]]
    team = s.team[s.c_ctrl[s.f_card[f]]]
    rng = stat(s, f, "range")
    lvl = board.level[hexes[0]]
    eye = card.target * card.height * LEVEL_H
    engaged, other = [], []
    for g in range(len(s.f_hex)):
        if s.f_zone[g] != FIELD or s.team[s.c_ctrl[s.f_card[g]]] == team:
            continue
        gh = s.hexes_of(g)
        d = min(board.dist[a][b] for a in hexes for b in gh)
        if d > rng and d > 1:
            continue
        gc = ARMY[s.c_key[s.f_card[g]]]
        glvl = board.level[gh[0]]
        bonus = 1 if lvl > glvl else (-1 if glvl > lvl else 0)
        if d == 1:
            if any(engage_ok(s, a, card.height, b, gc.height) for a in hexes for b in gh):
                engaged.append((g, bonus))
                continue
            if d > rng:
                continue
            if board.adjacent_on(hexes, card.height, gh, gc.height):
                other.append((g, bonus))        # adjacent: no line of sight needed
                continue
        hg = gc.height * LEVEL_H
        if sees(board, hexes, eye, gh, gc.hit_lo * hg, gc.hit_hi * hg, occ, skip=hexes + gh):
            other.append((g, bonus))
    return engaged if engaged else other


def best_attack_from(s: ArenaState, f: int, hexes: tuple, occ: list, extra: int = 0) -> float:
    power = stat(s, f, "power") + extra
    board, hf = s.board, ARMY[s.c_key[s.f_card[f]]].height
    best = 0.0
    for g, bonus in attack_options_from(s, f, hexes, occ):
        att = power + (1 if bonus > 0 else 0)
        dfn = stat(s, g, "toughness") + (1 if bonus < 0 else 0)
        adj = board.adjacent_on(hexes, hf, s.hexes_of(g), ARMY[s.c_key[s.f_card[g]]].height)
        v = ev_attack(s, g, att, dfn, f if adj else -1)
        if v > best:
            best = v
    return best


# ---------------------------------------------------------------------------------------
# Position worth

_RISK: dict = {}


def _kill_chance_of(powers: tuple, tough: int, left: int) -> float:
    """Chance that figures of these powers, all attacking a defender of toughness
    ``tough``, deal it ``left`` damage or more (cached); certain when nothing is left."""
    if left <= 0:
        return 1.0
    key = (powers, tough, left)
    got = _RISK.get(key)
    if got is None:
        pmf = [1.0] + [0.0] * left
        for power in powers:
            d = DAMAGE[min(power, 16)][min(tough, 16)]
            new = [0.0] * (left + 1)
            for k, pk in enumerate(pmf):
                if pk:
                    for j, pj in enumerate(d):
                        new[min(left, k + j)] += pk * pj
            pmf = new
        got = pmf[left]
        _RISK[key] = got
    return got


def _gap(row: Sequence[int], row2: Sequence[int] | None, gh: tuple) -> int:
    """Spaces between one or two hexes (``row``, ``row2``: their rows of distances) and
    the hexes ``gh`` (one or two)."""
    b = gh[0]
    d = row[b]
    if row2 is not None and row2[b] < d:
        d = row2[b]
    if len(gh) == 2:
        b = gh[1]
        if row[b] < d:
            d = row[b]
        if row2 is not None and row2[b] < d:
            d = row2[b]
    return d


def _enemies_of(s: ArenaState, team: int) -> tuple:
    """(enemies, their first hexes, the index of the last Planeswalker among them or -1)
    of ``team`` in this position, as :class:`Scorer` reads them (memoized)."""
    key = ("tactics.enemies", team)
    got = s.memo.get(key)
    if got is None:
        board = s.board
        enemies = []
        for g in range(len(s.f_hex)):
            if s.f_zone[g] != FIELD or s.team[s.c_ctrl[s.f_card[g]]] == team:
                continue
            gc = ARMY[s.c_key[s.f_card[g]]]
            gh = s.hexes_of(g)
            hg = gc.height * LEVEL_H
            enemies.append((g, gh, board.level[gh[0]], gc, stat(s, g, "toughness"),
                            gc.hit_lo * hg, gc.hit_hi * hg, gc.is_planeswalker))
        last = -1
        for i, e in enumerate(enemies):
            if e[7]:
                last = i
        got = s.memo[key] = (enemies, [e[1][0] for e in enemies], last)
    return got


def _threats_of(s: ArenaState, table: list, tough: int) -> list:
    """Per card of ``table``: each figure's hex, reach and expected damage against a
    figure of this toughness (on low and on high ground); the same for every figure of
    that toughness in the position (memoized, the table kept with it)."""
    key = ("tactics.threats", id(table), tough)
    got = s.memo.get(key)
    if got is None or got[0] is not table:
        got = s.memo[key] = (table, [[(s.f_hex[g], reach, expected_damage(power, tough),
                                       expected_damage(power, tough + 1))
                                      for g, reach, power in figs] for figs in table])
    return got[1]


def _glyphs_of(s: ArenaState, team: int, bold: bool) -> dict:
    """{hex: worth of standing on it} of the glyphs lying there (memoized)."""
    key = ("tactics.glyphs", team, bold)
    got = s.memo.get(key)
    if got is None:
        got = s.memo[key] = {gh: glyph_worth(s, team, s.g_key[i],
                                             GLYPH_WORTH.get(s.g_key[i], UNKNOWN_WORTH))
                             if bold else GLYPH_WORTH.get(s.g_key[i], UNKNOWN_WORTH)
                             for i, gh in enumerate(s.g_hex) if s.g_on[i]}
    return got


class Scorer:
    """How good it is for one figure to stand on a hex (or two) after this turn's moves:
    offence from there (if it may still attack), danger next turn (a Planeswalker's
    chance of being destroyed above all), height, glyphs, water, closing in. Built once
    per figure and position; ``score(hexes, attacking)`` per candidate space."""

    def __init__(self, s: ArenaState, f: int, table: list, extra: int = 0,
                 bold: bool = False) -> None:
        self.s, self.f = s, f
        self.bold = bold
        self.board = board = s.board
        self.card = card = ARMY[s.c_key[s.f_card[f]]]
        self.team = team = s.team[s.c_ctrl[s.f_card[f]]]
        self.occ = occ_without(s, f)
        bits = occupied_bits(s)
        for h in s.hexes_of(f):
            bits &= ~(1 << h)
        self.bits = bits                # the hexes self.occ has a figure on
        self.power = stat(s, f, "power") + extra
        self.tough = stat(s, f, "toughness")
        self.rng = stat(s, f, "range")
        self.eye = card.target * card.height * LEVEL_H
        self.value = dmg_value(s, f)
        self.left = card.life - s.f_dmg[f]
        self.pw = card.is_planeswalker
        self.enemies, self.ehexes, self.last_pw = _enemies_of(s, team)
        self._ups: list | None = None   # per enemy: the best attack on it (offence_bound)
        self._evs: dict = {}            # (enemy, dice, defence, adjacent): ev_attack
        # for score(): each enemy's first hex and whether it is a Planeswalker, and each
        # threat's hex, reach and expected damage against this figure (low, high ground)
        self.threats = _threats_of(s, table, self.tough)
        # a card's figures attack one figure each: a squad figure among others in reach
        # of the same card shares the danger with them (the Planeswalker never does)
        self.share = [1.0] * len(table)
        if bold and not card.is_planeswalker:
            # (a figure of its own card can come along this turn: its move counts)
            friends = [(s.f_hex[x], stat(s, x, "move") if s.f_card[x] == s.f_card[f] else 0)
                       for x in range(len(s.f_hex)) if x != f and s.f_zone[x] == FIELD
                       and s.team[s.c_ctrl[s.f_card[x]]] == team]
            for i, figs in enumerate(table):
                spots = [(s.f_hex[g], r) for g, r, _ in figs if s.f_hex[g] >= 0]
                near = sum(1 for x, m in friends
                           if any(board.dist[gh][x] <= r + m for gh, r in spots))
                self.share[i] = min(1.0, len(figs) / (near + 1))
        self.aims = aims_of(s, team) if bold else None     # (read by the bold only)
        self.move = stat(s, f, "move")
        self.base, self.far = map_shape(board)
        self.glyphs = _glyphs_of(s, team, bold)
        # the Melee: the purple spaces decide the game (more and more as its end nears)
        self.purple = None
        if SCENARIOS[s.scenario].get("score") == "purple":
            self.purple = board.purple
            self.progress = min(1.0, s.turn / max(1, s.turns))
            self.purple_free = [h for h in range(board.n) if board.purple[h]
                                and (s.at[h] < 0 or s.at[h] == f)]

    def offence(self, hexes: tuple) -> float:
        s, board, card = self.s, self.board, self.card
        lvl = board.level[hexes[0]]
        engaged, other = [], []
        dist = board.dist
        row = dist[hexes[0]]
        row2 = dist[hexes[1]] if len(hexes) == 2 else None
        for g, gh, glvl, gc, gt, lo, hi, _ in self.enemies:
            d = _gap(row, row2, gh)
            if d > self.rng and d > 1:
                continue
            bonus = 1 if lvl > glvl else (-1 if glvl > lvl else 0)
            if d == 1:
                if any(engage_ok(s, a, card.height, b, gc.height) for a in hexes for b in gh):
                    engaged.append((g, bonus, gt, True))
                    continue
                if d > self.rng:
                    continue
                if board.adjacent_on(hexes, card.height, gh, gc.height):
                    other.append((g, bonus, gt, True))   # adjacent: no line of sight needed
                    continue
            free = self.bits
            for x in hexes:
                free &= ~(1 << x)
            for x in gh:
                free &= ~(1 << x)
            if sees(board, hexes, self.eye, gh, lo, hi, self.occ, skip=hexes + gh, bits=free):
                other.append((g, bonus, gt, False))
        best = 0.0
        evs = self._evs
        for g, bonus, gt, adj in engaged or other:
            att = self.power + (1 if bonus > 0 else 0)
            dfn = gt + (1 if bonus < 0 else 0)
            key = (g, att, dfn, adj)
            v = evs.get(key)
            if v is None:
                v = evs[key] = ev_attack(s, g, att, dfn, self.f if adj else -1)
            if v > best:
                best = v
        return best

    def next_strike(self, hexes: tuple) -> float:
        """The attack on an opposing Planeswalker figure this figure could make next
        turn from ``hexes`` (within its move and range; sight and ground ignored)."""
        dist = self.board.dist
        best = 0.0
        for g, gh, _, _, gt, _, _, is_pw in self.enemies:
            if not is_pw:
                continue
            d = min(dist[a][b] for a in hexes for b in gh)
            if d <= self.move + max(1, self.rng):
                v = ev_attack(self.s, g, self.power, gt)
                if v > best:
                    best = v
        return best

    def score(self, hexes: tuple, attacking: bool) -> float:
        board, card = self.board, self.card
        h = hexes[0]
        score = self.offence(hexes) if attacking else 0.0
        tough = self.tough + (1 if board.level[h] > self.base else 0)
        dist = board.dist[h]
        worst = 0.0
        risk = 0.0
        pw = card.is_planeswalker
        if pw:
            risk, worst = strike_risk(self.s, self.f, hexes)
        else:
            high = tough != self.tough
            for figs, share in zip(self.threats, self.share):
                total = 0.0
                for gh, reach, low_ed, high_ed in figs:
                    if gh >= 0 and dist[gh] <= reach:
                        total += high_ed if high else low_ed
                if self.bold:
                    total = min(total, self.left) * share   # no more than its life, shared
                if total > worst:
                    worst = total
        score -= worst * self.value * (1.3 if pw else SQUAD_DANGER if self.bold else 0.8)
        if pw:
            score -= PW_RISK * risk
        return self._tail(hexes, score)

    def _tail(self, hexes: tuple, score: float) -> float:
        """``score`` plus the terms that are no danger: height, water, glyphs, the
        purple spaces, the pull of the aims, the way to the enemy."""
        board = self.board
        h = hexes[0]
        dist = board.dist[h]
        pw = self.pw
        score += 1.5 * (board.level[h] - self.base)
        if board.water[h]:
            score -= 4.0
        for x in hexes:
            score += self.glyphs.get(x, 0.0)
        ehexes = self.ehexes
        far = self.far
        if not ehexes:
            nearest = pw_dist = 99
        elif len(hexes) == 1:
            nearest = min(map(dist.__getitem__, ehexes))
            pw_dist = 99 if self.last_pw < 0 else dist[ehexes[self.last_pw]]
        else:
            row2 = board.dist[hexes[1]]
            nearest = min(min(map(dist.__getitem__, ehexes)),
                          min(map(row2.__getitem__, ehexes)))
            pw_dist = 99 if self.last_pw < 0 else \
                min(dist[ehexes[self.last_pw]], row2[ehexes[self.last_pw]])
        rng = self.rng
        close = 1.0
        if self.purple is not None:
            close = 0.5               # the purple spaces matter more than the enemy
            score += self.purple_score(hexes)
        if self.bold and not pw:
            aims = self.aims
            assert aims is not None
            score += aims.pull(hexes, self.power, self.move, rng, self.glyphs)
        if pw:
            score -= 0.6 * close * max(0, nearest - rng)
        elif rng <= 1:
            score -= close * (2.2 * min(nearest, far) + 0.6 * min(pw_dist, far))
        else:
            score -= close * (1.4 * max(0, nearest - rng) + 0.4 * min(pw_dist, far))
        return score

    # --- the best place, found without scoring every place in full -------------------
    def bound(self, hexes: tuple, attacking: bool) -> float:
        """No less than ``score(hexes, attacking)``: the danger left out (it only ever
        takes away) and the offence at its most (the best attack on any enemy within
        reach, with the height die and without a Counter Strike)."""
        ub = self.offence_bound(hexes) if attacking else 0.0
        if not self.pw:
            ub -= self._squad_danger(hexes) * self.value * (SQUAD_DANGER if self.bold else 0.8)
        ub = self._tail(hexes, ub)
        return ub + 1e-6 * (1.0 + abs(ub))

    def _squad_danger(self, hexes: tuple) -> float:
        """The worst a squad figure could take on ``hexes`` next turn (as score)."""
        board = self.board
        h = hexes[0]
        high = board.level[h] > self.base
        dist = board.dist[h]
        worst = 0.0
        for figs, share in zip(self.threats, self.share):
            total = 0.0
            for gh, reach, low_ed, high_ed in figs:
                if gh >= 0 and dist[gh] <= reach:
                    total += high_ed if high else low_ed
            if self.bold:
                total = min(total, self.left) * share
            if total > worst:
                worst = total
        return worst

    def offence_bound(self, hexes: tuple) -> float:
        ups = self._ups
        if ups is None:
            ups = self._ups = [ev_attack(self.s, g, self.power + 1, gt)
                               for g, _, _, _, gt, _, _, _ in self.enemies]
        dist = self.board.dist
        row = dist[hexes[0]]
        row2 = dist[hexes[1]] if len(hexes) == 2 else None
        reach = max(self.rng, 1)
        best = 0.0
        for (_, gh, _, _, _, _, _, _), up in zip(self.enemies, ups):
            if up > best and _gap(row, row2, gh) <= reach:
                best = up
        return best

    def first_best(self, cands: list, attacking: bool, best: float, shift: float = 0.0):
        """(best, item): what the loop ``for hexes, cost, item in cands: v =
        score(hexes, attacking) - cost - shift; if v > best: best, pick = v, item``
        ends with (``item`` None when nothing beat ``best``), scoring in full only the
        places whose :meth:`bound` could still beat the best found: the highest bounds
        first, stopping as soon as no bound is left as high as the best."""
        if not self.pw:
            # a squad figure's bound costs nearly its score: score every place
            pick = None
            for hx, cost, item in cands:
                v = self.score(hx, attacking) - cost - shift
                if v > best:
                    best, pick = v, item
            return best, pick
        ubs = [self.bound(hx, attacking) - cost - shift for hx, cost, _ in cands]
        top = best
        vals: dict = {}
        for i in sorted(range(len(cands)), key=ubs.__getitem__, reverse=True):
            if ubs[i] < top:
                break                    # this place and the rest can never be the best
            hx, cost, _ = cands[i]
            v = vals[i] = self.score(hx, attacking) - cost - shift
            if v > top:
                top = v
        pick = None
        for i in sorted(vals):           # the first of equal places, as the loop
            if vals[i] > best:
                best, pick = vals[i], cands[i][2]
        return best, pick

    def purple_score(self, hexes: tuple) -> float:
        """The Melee: the figure's points standing on a purple space, and the way to the
        nearest free one, weighed more as the end of the turn track nears."""
        purple, progress = self.purple, self.progress
        assert purple is not None           # scored in the Melee only
        if any(purple[x] for x in hexes):
            # only the end counts: early on a purple space is worth little more than a
            # foothold, and a Planeswalker there is a target
            return self.card.ppf * (0.05 + 0.95 * progress * progress) + 6.0
        if not self.purple_free:
            return 0.0
        dist = self.board.dist
        d = min(dist[x][h] for x in hexes for h in self.purple_free)
        weight = (0.4 if self.card.is_planeswalker else 1.0) * (0.6 + 2.4 * progress)
        return -weight * min(d, self.far)


def scorer_for(s: ArenaState, f: int, table: list, bold: bool = False) -> Scorer:
    """``Scorer(s, f, table, bold=bold)``, made once per position for the same table."""
    key = ("tactics.scorer", f, bold, id(table))
    got = s.memo.get(key)
    if got is None or got[0] is not table:      # (the table kept: its id stays its own)
        got = s.memo[key] = (table, Scorer(s, f, table, bold=bold))
    return got[1]


def position_score(s: ArenaState, f: int, hexes: tuple, occ: list, table: list,
                   attacking: bool, extra: int = 0) -> float:
    """How good it is for figure f to stand on ``hexes`` (see :class:`Scorer`)."""
    return Scorer(s, f, table, extra).score(hexes, attacking)


def reach_cost(s: ArenaState, f: int, reach) -> float:
    """Expected worth lost on the way: leaving-engagement attacks and falls."""
    if not reach.n_attacks and not reach.n_falls:
        return 0.0
    v = dmg_value(s, f)
    hits = 0.0
    for g, _ in reach.attacks:
        gc = ARMY[s.c_key[s.f_card[g]]]
        hits += 0.5 * (gc.does["relentless"]["dice"] if "relentless" in gc.does else 1)
    hits += 0.5 * reach.n_falls
    card = ARMY[s.c_key[s.f_card[f]]]
    left = card.life - s.f_dmg[f]
    out = hits * v
    if hits >= left - 0.2:
        out += kill_value(s, f) * 0.5
    return out


def my_pw(s: ArenaState, p: int) -> int:
    return alive_pw(s, p)
