"""Carrying a move out: along the figure's canonical path (engines/arena/movement.py),
rolling the leaving-engagement attacks and falls where they happen; glyphs reached; the
empty spaces figures are put on."""
from __future__ import annotations

from engines.arena.board import FIT_ANY
from engines.arena.cards import draw
from engines.arena.content import ARMY
from engines.arena.damage import hits, hurt, roll_combat
from engines.arena.movement import reach_to
from engines.arena.state import FIELD, ArenaState, place


def is_flip(s: ArenaState, f: int, dest: tuple) -> bool:
    """``dest`` turns double-space figure f round on its own two spaces (Example 9): a
    flip on its own, free - it is not part of the figure's move."""
    return len(dest) == 2 and s.f_hex2[f] >= 0 and dest == (s.f_hex2[f], s.f_hex[f])


def do_move(s: ArenaState, f: int, dest: tuple, ev: list) -> None:
    """Move figure f to ``dest`` along its canonical path: leaving-engagement attacks and
    falls are rolled where they happen; a figure destroyed on the way stops there. A
    glyph reached is turned ability-side up, and the Glyph of Knowledge draws a card and
    leaves the game. A flip on its own (:func:`is_flip`) leaves the figure its move."""
    flip = is_flip(s, f, dest)
    reach = reach_to(s, f, dest)
    path, attacks, falls = reach[5](reach)       # traced once: reach.path, .attacks, .falls
    owner = s.c_ctrl[s.f_card[f]]
    later: list = []
    walked = len(path)
    for i in range(1, len(path) if attacks or falls else 0):   # nothing rolled: no loop
        for g, at in attacks:
            if at != i or s.f_zone[g] != FIELD or s.f_zone[f] != FIELD:
                continue
            gc = ARMY[s.c_key[s.f_card[g]]]
            dice = gc.does["relentless"]["dice"] if "relentless" in gc.does else 1
            later.append({"type": "LeavingAttack", "attacker": g, "figure": f, "step": i,
                          "player": s.c_ctrl[s.f_card[g]], "dice": dice})
            faces = roll_combat(s, dice, s.c_ctrl[s.f_card[g]], "leaving engagement", later,
                                figure=g)
            if hurt(s, f, hits(faces), later, "leaving engagement", g):
                walked = i
                break
        if s.f_zone[f] != FIELD:
            break
        if i in falls:
            later.append({"type": "Fell", "figure": f, "step": i, "player": owner})
            faces = roll_combat(s, 1, owner, "fall", later, figure=f)
            if hurt(s, f, hits(faces), later, "fall"):
                walked = i + 1
                break
    path = path[:walked]
    alive = s.f_zone[f] == FIELD
    ev.append({"type": "PieceMoved", "piece": f, "player": owner,
               "path": (list(path) if len(dest) == 1     # a single-space path: hexes
                        else [list(x) if isinstance(x, tuple) else x for x in path]),
               "cost": reach.cost, "complete": alive})
    ev.extend(later)
    if not flip:
        s.f_moved[f] = 1
        s.f_went[f] = reach.cost
    if not alive:
        return
    if len(dest) == 2:
        place(s, f, dest[0], dest[1])
    else:
        place(s, f, dest[0])
    s.memo.clear()
    if not flip:                # turning round on its spaces lands on nothing new
        _land_on_glyph(s, f, ev)


def _land_on_glyph(s: ArenaState, f: int, ev: list) -> None:
    owner = s.c_ctrl[s.f_card[f]]
    g_hex = s.g_hex
    for h in s.hexes_of(f):
        if h not in g_hex:          # no glyph ever lay here (most moves)
            continue
        i = s.glyph_at(h)
        if i < 0:
            continue
        if s.g_side[i] == "symbol":
            s.g_side[i] = "ability"
            ev.append({"type": "GlyphTurned", "glyph": i, "key": s.g_key[i], "hex": h,
                       "player": owner})
        if s.g_key[i] == "K":
            draw(s, owner, 1, ev, "glyph")
            s.g_on[i] = False
            ev.append({"type": "GlyphRemoved", "glyph": i, "key": "K", "hex": h,
                       "player": owner})
        else:
            ev.append({"type": "GlyphTaken", "glyph": i, "key": s.g_key[i], "hex": h,
                       "player": owner, "figure": f})
        s.memo.clear()


def empty_space(s: ArenaState, h: int, f: int = -1) -> bool:
    """An empty space (summoning, returning figures): no figure (but f itself), no ruin,
    no glyph in play."""
    board = s.board
    if board.fit[h] != FIT_ANY or board.ruin_top[h]:
        return False
    g = s.at[h]
    if g >= 0 and g != f:
        return False
    return s.glyph_at(h) < 0
