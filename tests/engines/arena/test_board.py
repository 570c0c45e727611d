"""Boards on big maps (issue 27 item 7): building a map is linear in its hexes (the
distance table's rows are made when first asked, and answer as the full table would), and
the boards known by key are bounded: the printed maps stay, a player's maps are kept for
the last few used and made again when asked for after that."""
from __future__ import annotations

import gc

from engines.arena import battlefield as B
from engines.arena import board as bd
from engines.arena.board import DIRS, LOADED, DistRows, axial_distance, get_board
from engines.core.rng import Rng


def _attrs(b: bd.Board) -> tuple:
    return (b.key, b.name, b.note, b.q, b.r, b.level, b.water, b.fit, b.ruin_top,
            b.ruin_piece, b.zone, b.board_part, b.purple, b.nbrs, b.steps, b.walls,
            b.glyphs, b.zones, b.zone_groups, b.open)


def test_a_board_of_2000_hexes_answers_distances_and_neighbours_as_the_full_table():
    """The spaces between two hexes are the hex-grid distance (levels ignored), and a
    hex's neighbours are the hexes one step away in the six directions: the rows made
    on demand answer exactly what the whole table did, for random pairs of a supersized
    map, negative ids counting from the end as in a tuple."""
    bf = B.generated(40, 50, seed=11)
    b = B.board_of(bf)
    assert b.n == B.MAX_HEXES
    assert isinstance(b.dist, DistRows) and len(b.dist) == b.n
    assert not dict.keys(b.dist)             # building the board made no row at all
    rng = Rng(5)
    for _ in range(3000):
        i, j = rng.randrange(b.n), rng.randrange(b.n)
        assert b.dist[i][j] == axial_distance(b.q[i], b.r[i], b.q[j], b.r[j])
        assert b.dist[j][i] == b.dist[i][j]
    for i in range(0, b.n, 37):
        want = {b.id_of[(b.q[i] + dq, b.r[i] + dr)] for dq, dr in DIRS
                if (b.q[i] + dq, b.r[i] + dr) in b.id_of}
        assert set(b.nbrs[i]) == want == {j for j in range(b.n) if b.dist[i][j] == 1}
    assert b.dist[-1] == b.dist[b.n - 1]
    assert len(dict.keys(b.dist)) < b.n      # only the rows asked for were made
    duel = get_board("duel")
    assert list(duel.dist) == [tuple(axial_distance(duel.q[i], duel.r[i], duel.q[j],
                                                    duel.r[j]) for j in range(duel.n))
                               for i in range(duel.n)]


def test_the_registry_forgets_a_players_maps_beyond_its_bound_and_keeps_the_printed():
    """Opening many maps of one's own does not keep them all: the last USER_KEPT used
    stay known, an older one is forgotten, and the printed battlefields are never
    forgotten. A forgotten map asked for by its key (a saved game names its board so) is
    made again, the same board hex for hex."""
    printed = [get_board(k) for k in B.PRINTED]
    maps = [B.generated(11, 17, seed=500 + k) for k in range(bd.USER_KEPT + 3)]
    kept = []
    for bf in maps:
        kept.append(_attrs(B.board_of(bf)))
    keys = [a[0] for a in kept]
    assert len(set(keys)) == len(keys)
    known = [k for k in keys if k in LOADED]
    assert known == keys[-bd.USER_KEPT:]                 # the oldest are forgotten
    for b in printed:
        assert LOADED.get(b.key) is b                    # the printed stay
    gc.collect()
    again = get_board(keys[0])                           # made again from its records
    assert _attrs(again) == kept[0]
    assert keys[0] in LOADED
    assert B.board_of(maps[0]) is again                  # found by content, not rebuilt


def test_a_forgotten_board_still_held_comes_back_itself():
    """A board something still holds (a table on the screen) is the one found again,
    its caches kept, when its key is asked for after it was forgotten."""
    held = B.board_of(B.generated(11, 17, seed=600))
    for k in range(bd.USER_KEPT + 1):
        B.board_of(B.generated(11, 17, seed=601 + k))
    assert held.key not in LOADED
    assert get_board(held.key) is held


def test_a_saved_game_on_a_forgotten_map_loads():
    """A game played on a player's map and saved loads again after that map was
    forgotten by the registry (its board found by the content key of the map the config
    carries)."""
    from engines.arena import RULES
    cfg = {"players": 2, "armies": ["jace", "nissa"],
           "battlefield": B.generated(12, 16, seed=700)}
    s = RULES.new_game(cfg, 3)
    for _ in range(10):
        RULES.apply(s, RULES.legal_actions(s)[0])
    saved = RULES.to_json(s)
    for k in range(bd.USER_KEPT + 1):
        B.board_of(B.generated(11, 17, seed=701 + k))
    assert s.board_key not in LOADED
    gc.collect()
    t = RULES.from_json(saved)
    assert t.board_key == s.board_key and t.board.n == 12 * 16
    assert RULES.legal_actions(t) == RULES.legal_actions(s)
