"""The Arena AI on any map (issue 27 item 6): Normal wins on maps it never saw, and the
AI reads only the board's own shape - the same map moved on the grid or raised a level
is played move for move the same, and closing in counts across a map of any size."""
from __future__ import annotations

import json

import pytest

from engines.arena import RULES
from engines.arena import battlefield as B
from engines.arena.state import FIELD
from engines.arena.sitting import sitting_duel, won_by
from engines.arena.tactics import FAR, Scorer, map_shape, threat_table


def _maps() -> dict:
    out = {b["key"]: b for b in B.originals()}
    out["generated"] = B.generated(12, 16, 2027, "Generated 12x16")
    return out


@pytest.mark.parametrize("key", ["twin_fords", "broken_heights", "generated"])
@pytest.mark.parametrize("mine,theirs,seat", [("chandra", "gideon", 0),
                                              ("jace", "liliana", 1)])
def test_normal_destroys_a_sitting_planeswalker_by_turn_15_on_a_map_it_never_saw(
        key, mine, theirs, seat):
    """A Duel is won by destroying the other Planeswalker: Normal, against an opponent
    that only ends its turns, does it within 15 turns of the track on our designed maps
    and on a generated one, as on the Duel (seeded games, both seats)."""
    s = sitting_duel(RULES, mine, theirs, 9100, seat, "normal", _maps()[key])
    assert won_by(s, seat, 15), (s.winners, s.end_reason, s.turn)


def _moved(bf: dict, dq: int, dr: int) -> dict:
    """The battlefield moved ``dq``, ``dr`` on the grid (hex order kept: same ids)."""
    bf = json.loads(json.dumps(bf))
    for h in bf["hexes"]:
        h["q"] += dq
        h["r"] += dr
    for ruin in bf["ruins"]:
        ruin["at"] = [ruin["at"][0] + dq, ruin["at"][1] + dr]
    for g in bf["glyphs"]:
        g["hex"] = [g["hex"][0] + dq, g["hex"][1] + dr]
    bf.pop("key", None)
    return bf


def _raised(bf: dict) -> dict:
    """The battlefield with every sand space one level higher (no water on it)."""
    bf = json.loads(json.dumps(bf))
    for h in bf["hexes"]:
        assert h["terrain"] == "sand"
        h["level"] += 1
    bf["name"] = "Raised"
    return bf


def _normal_game(config: dict, seed: int, actions: int = 600) -> list:
    agents = [RULES.make_agent("normal", seed), RULES.make_agent("normal", seed + 1)]
    s = RULES.new_game(config, seed)
    out = []
    while not RULES.is_over(s) and len(out) < actions:
        legal = RULES.legal_actions(s)
        a = agents[s.to_move].choose(RULES.view(s, s.to_move), legal) \
            if len(legal) > 1 else legal[0]
        out.append(a)
        RULES.apply(s, a)
    return out


def test_the_duel_moved_on_the_grid_is_played_move_for_move_the_same():
    """Nothing of the printed Duel is known to the AI but its board: laid out elsewhere
    on the grid (another map as far as any name or key goes), the same seeded game of
    Normal against Normal takes the same actions."""
    duel = next(b for b in B.printed() if b["key"] == "duel")
    armies = ["liliana", "nissa"]
    here = _normal_game({"players": 2, "armies": armies}, 32)
    there = _normal_game({"players": 2, "armies": armies,
                          "battlefield": _moved(duel, 7, -4)}, 32)
    assert len(here) > 100
    assert here == there


def _dry(seed: int) -> dict:
    bf = B.generated(11, 15, seed, "Dry field")
    for h in bf["hexes"]:
        if h["terrain"] == "water":
            h["terrain"], h["level"] = "sand", 1
    return bf


def test_a_map_raised_a_level_is_played_the_same_high_ground_is_above_its_own_ground():
    """Height advantage is a figure's base above the other's: on a map whose ground is
    all one level higher nothing changes, so the AI's idea of high ground is a space above
    the level most of the map's ground lies at (not above level 1)."""
    bf = _dry(3)
    assert map_shape(B.board_of(_raised(bf)))[0] == map_shape(B.board_of(bf))[0] + 1
    armies = ["gideon", "chandra"]
    low = _normal_game({"players": 2, "armies": armies, "battlefield": bf}, 18)
    high = _normal_game({"players": 2, "armies": armies, "battlefield": _raised(bf)}, 18)
    assert len(low) > 100
    assert low == high


def test_closing_in_counts_beyond_twenty_spaces_on_a_long_map():
    """The heuristic of before (the policy Hard plays its simulations and moves by)
    walks a squad toward the enemy however far it is: on a map 40 rows long a space one
    step closer to the nearest enemy scores higher even 25 spaces away."""
    bf = B.generated(11, 40, 4, "Long field")
    board = B.board_of(bf)
    assert map_shape(board)[1] > FAR
    s = RULES.new_game({"players": 2, "armies": ["gideon", "nissa"], "battlefield": bf}, 2)
    agents = [RULES.make_agent("normal", 1), RULES.make_agent("normal", 2)]
    while not any(s.f_zone[f] == FIELD for c in range(len(s.c_key)) if c not in s.pw
                  for f in s.c_figs[c]):
        legal = RULES.legal_actions(s)
        RULES.apply(s, agents[s.to_move].choose(RULES.view(s, s.to_move), legal))
    f = next(f for c in range(len(s.c_key)) if c not in s.pw for f in s.c_figs[c]
             if s.f_zone[f] == FIELD)
    team = s.team[s.c_ctrl[s.f_card[f]]]
    foes = [s.f_hex[g] for g in range(len(s.f_hex)) if s.f_zone[g] == FIELD
            and s.team[s.c_ctrl[s.f_card[g]]] != team]
    glyphs = set(s.g_hex)

    def plain(h: int) -> bool:
        return s.at[h] < 0 and h not in glyphs and not board.water[h] and \
            board.level[h] == 1

    def gap(h: int) -> int:
        return min(board.dist[h][x] for x in foes)
    away = next(h for h in range(board.n) if plain(h) and gap(h) == 26)
    closer = next(h for h in board.nbrs[away] if plain(h) and gap(h) == 25)
    sc = Scorer(s, f, threat_table(s, team), bold=False)
    assert sc.score((closer,), False) > sc.score((away,), False)


def test_the_maps_measures_are_its_ground_level_and_widest_distance():
    """map_shape reads the level most land spaces lie at and the widest distance between
    two spaces (at least FAR) from the board alone, on the printed maps, ours and a
    generated one."""
    from engines.arena.board import get_board
    boards = [get_board(k) for k in B.PRINTED] + [B.board_of(b) for b in B.originals()] + \
        [B.board_of(B.generated(12, 34, 11))]
    for board in boards:
        widest = max(max(row) for row in board.dist)
        assert map_shape(board) == (1, max(FAR, widest))
    assert map_shape(boards[-1])[1] == 33
