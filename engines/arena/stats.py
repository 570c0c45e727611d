"""What a figure is worth right now: its power, toughness, move and range with every
modifier (glyphs, auras, spells, abilities, Twisted Image last), engagement, and the
sight questions of the rules (line of sight for attacks, clear sight for "within N
clear-sight spaces"), all from the state.

Modifier order (the rulebook's Twisted Image ruling): card value, + glyphs the figure's
controller stands on, + auras on its card, + spells on it this turn, + abilities (Zombie
Toughness, Chosen of the Wild, Shield Wall); then Twisted Image switches power and
toughness. Dice added at the attack itself (height advantage, Avatar of Justice, Pounce,
Hunger, Steady Aim, hidden enchants) come after that and are never switched.
"""
from __future__ import annotations

from engines.arena.board import LEVEL_H
from engines.arena.content import ARMY, SPELLS
from engines.arena.sight import sees
from engines.arena.sight import sees_space as sight_sees_space
from engines.arena.state import FIELD, ArenaState

_GLYPH_STAT = {"P": "power", "T": "toughness", "M": "move"}
_GLYPH_AMOUNT = {"P": 1, "T": 1, "M": 2}


# ---------------------------------------------------------------------------------------
# What depends on where the figures stand only, carried from one action to the next

def where(s: ArenaState) -> tuple:
    """The position as far as the board goes: the map, where every figure stands (a
    figure is on the battlefield exactly when it has a hex), the cards in the game and
    who controls them, the glyphs in play (memoized, and carried)."""
    memo = s.memo
    got = memo.get("where")
    if got is None:
        kept = carried(s)
        got = kept.get("where")
        if got is None:
            got = kept["where"] = (s.board_key, tuple(s.f_hex), tuple(s.f_hex2),
                                   tuple(s.c_key), tuple(s.c_ctrl), tuple(s.g_on))
        memo["where"] = got
    return got


def carried(s: ArenaState) -> dict:
    """The position's table of answers that depend only on ``where(s)`` and the teams
    (sight between figures, engagement, the targets in reach of a figure, whether a
    spell has a target), and the figures' stats (which also depend on the auras and the
    spells on figures). It lives in the per-position cache, which everything that moves
    a figure, changes control, turns or takes a glyph, or puts or takes an aura or a
    spell on a figure empties (``state.place`` and those rules); ``rules.apply_trusted``
    keeps it for the next listing when nothing emptied it, so an action that moves
    nobody (choosing the army card, most spells) keeps its answers."""
    got = s.memo.get("carried")
    if got is None:
        got = s.memo["carried"] = {}
    return got


# ---------------------------------------------------------------------------------------
# Geometry of figures

_TALL = tuple(card.height * LEVEL_H for card in ARMY)     # per army card id: its height


def occupancy(s: ArenaState) -> list:
    """Per hex: (bottom z, top z) of the figure standing there, or None (memoized, and
    carried: it depends on the position only)."""
    memo = s.memo
    occ = memo.get("occ")
    if occ is None:
        kept = carried(s)
        occ = kept.get("occ")
        if occ is None:
            board = s.board
            occ = [None] * board.n
            z = board.z
            c_key, f_card, f_hex2 = s.c_key, s.f_card, s.f_hex2
            for f, h in enumerate(s.f_hex):
                if h >= 0:
                    top = _TALL[c_key[f_card[f]]]
                    occ[h] = (z[h], z[h] + top)
                    h2 = f_hex2[f]
                    if h2 >= 0:
                        occ[h2] = (z[h2], z[h2] + top)
            kept["occ"] = occ
        memo["occ"] = occ
    return occ


def distance(s: ArenaState, f: int, g: int) -> int:
    """Spaces between two figures on the battlefield (levels ignored; a double-space
    figure counts from either of its hexes)."""
    d = s.board.dist
    h, k = s.f_hex[f], s.f_hex[g]
    if h < 0 or k < 0:
        return 99
    h2, k2 = s.f_hex2[f], s.f_hex2[g]
    if h2 < 0 and k2 < 0:
        return d[h][k]
    best = 99
    for h in s.hexes_of(f):
        row = d[h]
        for k in s.hexes_of(g):
            if row[k] < best:
                best = row[k]
    return best


# per army card id: the height of its target point and its hit zone's band, as
# ``line_of_sight`` measures them (a figure's whole height for clear sight)
_EYE = tuple(card.target * (card.height * LEVEL_H) for card in ARMY)
_BAND = tuple((card.hit_lo * (card.height * LEVEL_H), card.hit_hi * (card.height * LEVEL_H))
              for card in ARMY)
_WHOLE = tuple((0.02 * (card.height * LEVEL_H), card.height * LEVEL_H) for card in ARMY)


def line_of_sight(s: ArenaState, f: int, g: int, clear: bool = False) -> bool:
    """Figure f's target point sees part of g's hit zone (``clear``: any part of g)."""
    key = ("los", f, g, clear)
    memo = s.memo
    kept = memo.get("carried")
    if kept is None:
        kept = memo["carried"] = {}
    got = kept.get(key)
    if got is not None:
        return got
    c_key, f_card = s.c_key, s.f_card
    kg = c_key[f_card[g]]
    lo, hi = _WHOLE[kg] if clear else _BAND[kg]
    fh, gh = s.hexes_of(f), s.hexes_of(g)
    skip = fh + gh
    bits = occupied_bits(s)
    for k in skip:
        bit = 1 << k
        if bits & bit:
            bits ^= bit
    got = kept[key] = sees(s.board, fh, _EYE[c_key[f_card[f]]], gh, lo, hi, occupancy(s),
                           skip=skip, bits=bits)
    return got


def seer(s: ArenaState, f: int, clear: bool = False):
    """``look(g)``: ``line_of_sight(s, f, g, clear)`` for many figures g on the
    battlefield (the same answers, read from and kept in the same carried table), with
    what depends on f only (its hexes and eye height, the occupied hexes but f's)
    worked out once."""
    kept = carried(s)
    board, occ = s.board, occupancy(s)
    c_key, f_card, f_hex, f_hex2 = s.c_key, s.f_card, s.f_hex, s.f_hex2
    eye = _EYE[c_key[f_card[f]]]
    bands = _WHOLE if clear else _BAND
    fh = s.hexes_of(f)
    f_bits = occupied_bits(s)
    for k in fh:
        f_bits &= ~(1 << k)

    def look(g: int) -> bool:
        key = ("los", f, g, clear)
        got = kept.get(key)
        if got is not None:
            return got
        lo, hi = bands[c_key[f_card[g]]]
        h, h2 = f_hex[g], f_hex2[g]
        if h2 < 0:
            gh: tuple = (h,)
            bits = f_bits & ~(1 << h)
        else:
            gh = (h, h2)
            bits = f_bits & ~(1 << h) & ~(1 << h2)
        got = kept[key] = sees(board, fh, eye, gh, lo, hi, occ, skip=fh + gh, bits=bits)
        return got
    return look


def occupied_bits(s: ArenaState) -> int:
    """The hexes figures stand on, as a bit mask (memoized, and carried)."""
    memo = s.memo
    got = memo.get("occ_bits")
    if got is None:
        kept = carried(s)
        got = kept.get("occ_bits")
        if got is None:
            got = 0
            for h in s.f_hex:       # ``occupancy`` has a figure on these hexes exactly
                if h >= 0:
                    got |= 1 << h
            for h in s.f_hex2:
                if h >= 0:
                    got |= 1 << h
            kept["occ_bits"] = got
        memo["occ_bits"] = got
    return got


def sees_space(s: ArenaState, f: int, h: int) -> bool:
    """Clear sight from figure f to the space h (a marker one level tall standing on it)."""
    cf = ARMY[s.c_key[s.f_card[f]]]
    fh = s.hexes_of(f)
    bits = occupied_bits(s)
    for k in fh:
        bits &= ~(1 << k)
    return sight_sees_space(s.board, fh, cf.target * cf.height * LEVEL_H, h, occupancy(s),
                            bits)


def within_clear(s: ArenaState, f: int, g: int, n: int) -> bool:
    """g is within n clear-sight spaces of f (f itself always is)."""
    if f == g:
        return True
    return distance(s, f, g) <= n and line_of_sight(s, f, g, clear=True)


def engage_ok(s: ArenaState, h: int, hf: int, k: int, hg: int) -> bool:
    """Would figures of heights hf (on hex h) and hg (on the neighbouring hex k) be
    engaged? Only when adjacent (``Board.adjacent_at``: not when one base is as high as
    the other's height or more), and not when a wall between them stands as high as
    either figure's top."""
    board = s.board
    if not board.adjacent_at(h, hf, k, hg):
        return False
    w = board.wall_between(h, k) if board.walls else None
    if w is not None and (board.level[h] + hf <= w.top or board.level[k] + hg <= w.top):
        return False
    return True


def engaged(s: ArenaState, f: int, g: int) -> bool:
    if s.team[s.c_ctrl[s.f_card[f]]] == s.team[s.c_ctrl[s.f_card[g]]]:
        return False
    adj = s.board.adjacent
    hf = ARMY[s.c_key[s.f_card[f]]].height
    hg = ARMY[s.c_key[s.f_card[g]]].height
    for h in s.hexes_of(f):
        for k in s.hexes_of(g):
            if k in adj[h] and engage_ok(s, h, hf, k, hg):
                return True
    return False


def engaged_with(s: ArenaState, f: int) -> list:
    """The opposing figures f is engaged with (carried)."""
    key = ("eng", f)
    memo = s.memo
    kept = memo.get("carried")
    if kept is None:
        kept = memo["carried"] = {}
    got = kept.get(key)
    if got is not None:
        return got
    out = []
    at = s.at
    seen = set()
    for h in s.hexes_of(f):
        for k in s.board.nbrs[h]:
            g = at[k]
            if g >= 0 and g != f and g not in seen:
                seen.add(g)
                if engaged(s, f, g):
                    out.append(g)
    kept[key] = out
    return out


def adjacent(s: ArenaState, f: int, g: int) -> bool:
    """Figures f and g are adjacent: on neighbouring spaces, and neither one's base as
    high as the other's top (``Board.adjacent_at``; Example 11). A figure needs no line
    of sight to attack an adjacent figure; "adjacent" on spells and abilities means this."""
    return s.board.adjacent_on(s.hexes_of(f), ARMY[s.c_key[s.f_card[f]]].height,
                               s.hexes_of(g), ARMY[s.c_key[s.f_card[g]]].height)


# ---------------------------------------------------------------------------------------
# Stats

def _glyph_bonus(s: ArenaState, seat: int, stat: str) -> int:
    """What the glyphs seat's figures stand on add to ``stat``."""
    return _glyph_bonuses(s, carried(s)).get((seat, stat), 0)


def _glyph_bonuses(s: ArenaState, kept: dict) -> dict:
    """{(seat, stat): what the face-up ability glyphs that seat's figures stand on add
    to it}, from one reading of the glyphs, kept in ``kept`` (``carried(s)``: a glyph
    turned or taken away empties the position's cache; empty on most turns)."""
    got = kept.get("glyph_bonus")
    if got is None:
        got = kept["glyph_bonus"] = {}
        g_on, g_side, g_key, at = s.g_on, s.g_side, s.g_key, s.at
        for i, h in enumerate(s.g_hex):
            if not g_on[i] or g_side[i] != "ability":
                continue
            key = g_key[i]
            name = _GLYPH_STAT.get(key)
            if name is None:
                continue
            g = at[h]
            if g >= 0:
                k = (s.c_ctrl[s.f_card[g]], name)
                got[k] = got.get(k, 0) + _GLYPH_AMOUNT[key]
    return got


_AURA_STAT = tuple(card.does.get("aura_stat") for card in ARMY)   # per army card id
_SHIELD_WALL = tuple(card.does.get("shield_wall") for card in ARMY)   # per army card id


_AURA_GAMES: dict = {}   # the cards of a game (``where(s)[3]``) -> ``_aura_cards``


def _aura_cards(s: ArenaState, kept: dict) -> list:
    """The army cards in the game with an aura stat ability, in card order (most games
    have one or none, and ``_raw`` asks for every stat): kept in ``kept``
    (``carried(s)``) and per set of cards in the game (bounded)."""
    got = kept.get("aura_cards")
    if got is None:
        keys = where(s)[3]
        got = _AURA_GAMES.get(keys)
        if got is None:
            if len(_AURA_GAMES) >= 256:
                _AURA_GAMES.clear()
            got = _AURA_GAMES[keys] = [c for c, k in enumerate(keys)
                                       if _AURA_STAT[k] is not None]
        kept["aura_cards"] = got
    return got


def _raw(s: ArenaState, f: int, stat: str, kept: dict) -> int:
    """The stat before Twisted Image and the floor at 0: each modifier is read only
    when there is one (most figures have none). ``kept``: ``carried(s)``."""
    c = s.f_card[f]
    ck = s.c_key[c]
    card = ARMY[ck]
    value = getattr(card, stat)
    seat = s.c_ctrl[c]
    bonus = _glyph_bonuses(s, kept)
    if bonus:
        value += bonus.get((seat, stat), 0)
    auras = s.c_auras[c]
    if auras:
        for sp, _ in auras:
            value += SPELLS[sp].mods.get(stat, 0)
    buffs = s.buffs
    if buffs:
        for b in buffs:
            if b[0] == f and b[1] == stat:
                value += b[2]
    # abilities of other figures the same player controls: Zombie Toughness, Chosen of
    # the Wild
    holders = _aura_cards(s, kept)
    if holders:
        c_key, c_ctrl = s.c_key, s.c_ctrl
        for c2 in holders:
            a = _AURA_STAT[c_key[c2]]
            if c_ctrl[c2] != seat:
                continue
            if a["stat"] != stat or a.get("creature") != card.creature:
                continue
            w = s.c_figs[c2][0]
            if w != f and s.f_zone[w] == FIELD and within_clear(s, w, f, a["within"]):
                value += a["amount"]
    sw = _SHIELD_WALL[ck]
    if sw is not None and stat == "toughness":
        for g in s.c_figs[c]:
            if g != f and s.f_zone[g] == FIELD and adjacent(s, f, g):
                value += sw["amount"]
                break
    return value


def swapped(s: ArenaState, f: int) -> bool:
    for b in s.buffs:
        if b[0] == f and b[1] == "swap":
            return True
    return False


_SWAP = {"power": "toughness", "toughness": "power"}


def stat(s: ArenaState, f: int, name: str) -> int:
    """Figure f's power, toughness, move or range now (never below 0). Carried
    (``carried``): besides the position it depends on the auras and the spells on the
    figures, and whatever changes those empties the position's cache."""
    key = ("stat", f, name)
    memo = s.memo
    kept = memo.get("carried")
    if kept is None:
        kept = memo["carried"] = {}
    got = kept.get(key)
    if got is None:
        name_used = name
        if s.buffs and name in _SWAP and swapped(s, f):
            name_used = _SWAP[name]
        got = _raw(s, f, name_used, kept)
        if name == "move" and banned(s, f, "no_move"):
            got = 0
        if got < 0:
            got = 0
        kept[key] = got
    return got


def banned(s: ArenaState, f: int, ban: str) -> bool:
    """"no_move" / "no_attack" from an aura on its card or a spell on it."""
    auras = s.c_auras[s.f_card[f]]
    if auras:
        for sp, _ in auras:
            if SPELLS[sp].mods.get(ban):
                return True
    buffs = s.buffs
    if buffs:
        for b in buffs:
            if b[0] == f and b[1] == ban:
                return True
    return False


def life_left(s: ArenaState, f: int) -> int:
    return ARMY[s.c_key[s.f_card[f]]].life - s.f_dmg[f]
