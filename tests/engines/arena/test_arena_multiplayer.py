"""The multiplayer games (rulebook: Playing the Multiplayer Game, Team Rules, Battlefield 2:
The Skirmish, Battlefield 3: The Melee): the roll-off, placing and play passing to the
left, the first player drawing; teams rolling once, the player farthest to the left going
first, shared starting zones, friendly figures, separate turns, the partner's hand in the
view, hidden enchants in player-number order; the Skirmish's shuffled glyphs, goal and
scoring; the Melee's starting spaces, turn track and purple spaces; the config checks; the
two battlefields."""
from __future__ import annotations

import json

import pytest

from engines.arena import RULES
from engines.arena.board import get_board
from engines.arena.content import SPELL_INDEX as S
from engines.arena.damage import destroy
from engines.arena.state import FIELD, HIDDEN, UNKNOWN_GLYPH, team_number, team_seats
from engines.arena.stats import engaged_with
from engines.arena.movement import reachable
from engines.arena.testing import act, fig, hx, stage, tiny_board
from engines.core.protocol import IllegalAction

tiny_board("mp_open", ["1 1 1 1 1 1 1 1 1"] * 7)
tiny_board("mp_line", ["1 1 1 1 1 1 1 1 1"])
tiny_board("mp_purple", ["1 1p 1p 1 1 1 1 1 1"] * 3)

FOUR = ("chandra", "gideon", "jace", "nissa")


def _place_all(s):
    """Place every Planeswalker on the first free starting space offered; returns the
    seats in the order they placed."""
    order = []
    while s.question() is not None and s.question()["q"] == "place":
        order.append(s.to_move)
        act(s, RULES.legal_actions(s)[0])
    return order


def _pass(s):
    """The current player chooses its Planeswalker and ends the turn."""
    p = s.current
    if ("card", s.pw[p]) in RULES.legal_actions(s):
        act(s, ("card", s.pw[p]))
    act(s, ("end",))


# ---------------------------------------------------------------------------------------
# The multiplayer game

def test_multiplayer_everyone_rolls_the_d20_ties_roll_again_the_high_roller_goes_first():
    ties = 0
    for n in (3, 4, 5):
        for seed in range(25):
            s, ev = RULES.start({"players": n, "scenario": "melee"}, seed)
            rolls = [e for e in ev if e["type"] == "DiceRolled"]
            rolling, i = list(range(n)), 0
            while True:
                got = {e["player"]: e["dice"][0] for e in rolls[i:i + len(rolling)]}
                assert sorted(got) == rolling           # the tied players roll again
                i += len(rolling)
                top = max(got.values())
                rolling = [p for p in rolling if got[p] == top]
                if len(rolling) == 1:
                    break
                ties += 1
            assert i == len(rolls)
            first = rolling[0]
            assert s.first == first
            chosen = [e for e in ev if e["type"] == "FirstPlayerChosen"]
            assert chosen and chosen[0]["first"] == first
            # the high roller goes first and places first: nobody chooses
            assert s.question()["q"] == "place" and s.to_move == first
    assert ties > 0


def test_multiplayer_players_place_in_turn_order_and_play_passes_to_the_left():
    s = RULES.new_game({"players": 5}, 7)
    first = s.first
    order = _place_all(s)
    assert order == [(first + k) % 5 for k in range(5)]
    seen = []
    for _ in range(7):
        seen.append((s.turn, s.current))
        _pass(s)
    assert seen == [(k + 1, (first + k) % 5) for k in range(7)]


def test_multiplayer_the_first_player_draws_a_spell_card_on_the_first_turn():
    for cfg in ({"players": 3}, {"players": 4}, {"players": 5}):
        s = RULES.new_game(cfg, 3)
        _place_all(s)
        assert s.turn == 1 and s.current == s.first
        assert len(s.hand[s.first]) == 4
        assert all(len(s.hand[q]) == 3 for q in range(s.players) if q != s.first)


# ---------------------------------------------------------------------------------------
# Team rules

def test_teams_roll_once_and_the_player_farthest_to_the_left_goes_first():
    for teams, leads in (([[0, 1], [2, 3]], {1, 3}), ([[1, 2], [3, 0]], {2, 0})):
        for seed in range(20):
            s, ev = RULES.start({"players": 4, "teams": teams}, seed)
            rolls = [e for e in ev if e["type"] == "DiceRolled"]
            assert len(rolls) % 2 == 0                   # one roll a team, ties again
            assert {e["player"] for e in rolls} == leads
            assert all("team" in e for e in rolls)
            last = rolls[-2:]
            assert last[0]["dice"] != last[1]["dice"]
            high = max(last, key=lambda e: e["dice"][0])["player"]
            assert s.first == high and s.to_move == high
            # the farthest to the left: the next to play, on its left, is an opponent
            assert s.team[(high + 1) % 4] != s.team[high]
            assert team_number(s, high) == 1


def test_teammates_are_numbered_one_and_two_from_the_farthest_left():
    s = RULES.new_game({"players": 4, "teams": [[0, 1], [2, 3]]}, 1)
    assert team_seats(s, 0) == [1, 0] and team_seats(s, 2) == [3, 2]
    assert RULES.team_number(s, 1) == 1 and RULES.team_number(s, 0) == 2
    assert RULES.teammates(s, 2) == [3]


def test_teammates_may_share_their_starting_zone_opponents_may_not():
    s = RULES.new_game({"players": 4}, 5)
    zones = s.board.zones
    p = s.to_move
    opts = {a[1] for a in RULES.legal_actions(s)}
    assert opts == set(zones["yellow"]) | set(zones["orange"])
    act(s, ("place", zones["yellow"][0]))
    while s.question() is not None and s.question()["q"] == "place":
        q = s.to_move
        opts = {a[1] for a in RULES.legal_actions(s)}
        assert opts <= set(zones["yellow" if s.team[q] == s.team[p] else "orange"])
        act(s, RULES.legal_actions(s)[0])
    for q in range(4):
        w = s.c_figs[s.pw[q]][0]
        assert s.board.zone[s.f_hex[w]] == ("yellow" if s.team[q] == s.team[p] else "orange")


def _skirmish(figures, **kw):
    return stage("mp_open", armies=kw.pop("armies", FOUR), figures=figures, **kw)


def test_friendly_figures_include_a_teammates():
    s = _skirmish([(0, "chandra", 0, (2, 2)), (1, "gideon", 0, (3, 2)),
                   (2, "jace", 0, (2, 3))], chosen="chandra")
    c, g, j = fig(s, 0, "chandra"), fig(s, 1, "gideon"), fig(s, 2, "jace")
    assert engaged_with(s, c) == [j]                    # never with the teammate
    assert RULES.attack_targets(s, c) == [j]
    reason = RULES.why_illegal(s, ("attack", c, g))
    assert reason is not None and "teammate" in reason
    with pytest.raises(IllegalAction):
        RULES.apply(s, ("attack", c, g))
    # a teammate's figure is passed like your own, an opponent's blocks the way
    line = stage("mp_line", armies=FOUR, chosen="chandra",
                 figures=[(0, "chandra", 0, (0, 0)), (1, "gideon", 0, (1, 0)),
                          (2, "jace", 0, (8, 0))])
    assert (hx(line, 2, 0),) in reachable(line, fig(line, 0, "chandra"))
    line2 = stage("mp_line", armies=FOUR, chosen="chandra",
                  figures=[(0, "chandra", 0, (0, 0)), (2, "jace", 0, (1, 0)),
                           (1, "gideon", 0, (8, 0))])
    assert (hx(line2, 2, 0),) not in reachable(line2, fig(line2, 0, "chandra"))


def test_friendly_spells_and_glyphs_stay_with_the_player_who_controls():
    # "a figure you control" means yours; glyphs help the figures of their controller
    s = _skirmish([(0, "gideon", 0, (2, 2)), (1, "chandra", 0, (3, 2))],
                  armies=("gideon", "chandra", "jace", "nissa"), hands=[["healing_light"]],
                  damage={(1, "chandra", 0): 2, (0, "gideon", 0): 1})
    act(s, ("cast", S["healing_light"]))
    targets = {a[1] for a in RULES.legal_actions(s)}
    assert targets == {fig(s, 0, "gideon")}


def test_teammates_take_separate_turns_each_with_their_own_army():
    s = _skirmish([(0, "chandra", 0, (0, 0)), (1, "gideon", 0, (2, 0)),
                   (2, "jace", 0, (0, 6)), (3, "nissa", 0, (2, 6))], current=0)
    cards = {a[1] for a in RULES.legal_actions(s) if a[0] == "card"}
    assert cards == {s.pw[0]}                           # not the teammate's
    reason = RULES.why_illegal(s, ("card", s.pw[1]))
    assert reason is not None
    _pass(s)
    assert s.current == 1 and s.turn == 4
    assert {a[1] for a in RULES.legal_actions(s) if a[0] == "card"} == {s.pw[1]}
    with pytest.raises(IllegalAction):
        RULES.apply(s, ("card", s.pw[1]), 0)            # seat 0 cannot play seat 1's turn


def test_a_teammates_hand_is_visible_to_its_partner_never_to_the_opponents():
    s = RULES.new_game({"players": 4}, 2)
    _place_all(s)
    s.c_hidden[s.pw[1]] = [[S["fire_shield"], 1, 99]]
    for p in range(4):
        v = RULES.view(s, p)
        for q in range(4):
            if s.team[q] == s.team[p]:
                assert v.hand[q] == s.hand[q] and HIDDEN not in v.hand[q]
            else:
                assert v.hand[q] == [HIDDEN] * len(s.hand[q])
            assert all(x == HIDDEN for x in v.library[q])
        face = v.c_hidden[s.pw[1]][0][0]
        assert face == (S["fire_shield"] if s.team[p] == s.team[1] else HIDDEN)


def test_a_teammates_draws_are_told_to_the_partner_only():
    s = RULES.new_game({"players": 4}, 2)
    _place_all(s)
    ev = [e for e in act(s, ("card", s.pw[s.current]), ("end",))
          if e["type"] == "CardMoved" and e["src"] == "library"]
    p = ev[0]["player"]
    partner = RULES.teammates(s, p)[0]
    opp = next(q for q in range(4) if s.team[q] != s.team[p])
    assert "a card" not in RULES.narrate(s, ev[0], partner)
    assert "a card" in RULES.narrate(s, ev[0], opp)


def test_hidden_enchants_of_teammates_that_trigger_together_go_in_player_number_order():
    s = _skirmish([(0, "chandra", 0, (2, 2)), (2, "jace", 0, (2, 4)), (3, "jace", 0, (4, 4))],
                  armies=("chandra", "gideon", "jace", "jace"), hands=[["lava_axe"]])
    s.c_hidden[s.pw[2]] = [[S["psychic_rebuttal"], 2, 0]]
    s.c_hidden[s.pw[3]] = [[S["psychic_rebuttal"], 3, 1]]
    assert team_number(s, 3) == 1 and team_number(s, 2) == 2
    act(s, ("cast", S["lava_axe"]), ("target", fig(s, 2, "jace")))
    d = RULES.decision(s)
    assert d.kind == "yes_no" and d.player == 3          # player 1 of the team first
    act(s, ("no",))
    d = RULES.decision(s)
    assert d.kind == "yes_no" and d.player == 2
    ev = act(s, ("yes",))
    assert any(e["type"] == "SpellCountered" and e["counterer"] == 2 for e in ev)


# ---------------------------------------------------------------------------------------
# The Skirmish

def test_skirmish_glyphs_lie_symbol_side_up_shuffled_and_placed_at_random():
    board = get_board("skirmish")
    spaces = sorted(g.hex for g in board.glyphs)
    layouts = set()
    for seed in range(12):
        s = RULES.new_game({"players": 4}, seed)
        assert s.g_side == ["symbol"] * 4
        assert sorted(s.g_hex) == spaces
        assert sorted(s.g_key) == ["K", "M", "P", "T"]
        layouts.add(tuple(s.g_key))
        v = RULES.view(s, 0)
        assert v.g_key == [UNKNOWN_GLYPH] * 4           # nobody knows which is which
    assert len(layouts) >= 4


def test_skirmish_a_symbol_side_glyph_is_turned_when_a_figure_stops_on_it():
    s = stage("skirmish", armies=FOUR, chosen="chandra",
              figures=[(0, "chandra", 0, (6, 1))])
    s.g_key = ["T", "P", "M", "K"]
    h = hx(s, 8, 1)
    i = s.g_hex.index(h)
    assert s.g_side[i] == "symbol" and RULES.view(s, 2).g_key[i] == UNKNOWN_GLYPH
    w = fig(s, 0, "chandra")
    toughness = RULES.stat(s, w, "toughness")
    ev = act(s, ("move", w, h))
    turned = [e for e in ev if e["type"] == "GlyphTurned"]
    assert turned and turned[0]["key"] == s.g_key[i]
    assert s.g_side[i] == "ability" and RULES.view(s, 2).g_key[i] == s.g_key[i]
    if s.g_key[i] == "T":
        assert RULES.stat(s, w, "toughness") == toughness + 1


def test_skirmish_the_goal_is_to_destroy_both_opposing_planeswalkers():
    s = _skirmish([(0, "chandra", 0, (0, 0)), (1, "gideon", 0, (2, 0)),
                   (2, "jace", 0, (0, 6)), (3, "nissa", 0, (2, 6))])
    ev: list = []
    destroy(s, fig(s, 2, "jace"), ev)
    assert s.winners is None and s.dead[2]              # one down: the game goes on
    destroy(s, fig(s, 0, "chandra"), ev)
    assert s.winners is None
    destroy(s, fig(s, 3, "nissa"), ev)
    assert sorted(s.winners) == [0, 1] and s.end_reason == "planeswalker"
    over = [e for e in ev if e["type"] == "GameOver"][0]
    assert "Gideon" not in RULES.narrate(s, over, 0) and "win" in RULES.narrate(s, over, 2)


def test_skirmish_after_turn_60_the_team_with_the_most_points_on_the_battlefield_wins():
    assert RULES.check_config({"players": 4})["turns"] == 60
    # Chandra alone (165) beats every other seat; Jace, Nissa and an Elf (295) beat the
    # team of Chandra and Gideon (290)
    s = _skirmish([(0, "chandra", 0, (0, 0)), (1, "gideon", 0, (2, 0)),
                   (2, "jace", 0, (0, 6)), (3, "nissa", 0, (2, 6)), (3, "elves", 0, (4, 6))],
                  turn=60, current=0, chosen="chandra")
    ev = act(s, ("end",))
    assert sorted(s.winners) == [2, 3] and s.end_reason == "turns"
    assert RULES.result(s)["scores"] == [165, 125, 140, 155]
    assert any(e["type"] == "GameOver" for e in ev)


def test_a_player_with_nothing_left_on_the_battlefield_passes_its_turns():
    s = _skirmish([(0, "chandra", 0, (0, 0)), (1, "gideon", 0, (2, 0)),
                   (2, "jace", 0, (0, 6)), (3, "nissa", 0, (2, 6))], current=0)
    ev: list = []
    destroy(s, fig(s, 1, "gideon"), ev)
    assert RULES.seats_out(s) == {1}
    ev = act(s, ("card", s.pw[0]), ("end",))
    assert any(e["type"] == "TurnPassed" and e["player"] == 1 for e in ev)
    assert s.current == 2 and s.to_move == 2


# ---------------------------------------------------------------------------------------
# The Melee

def test_melee_each_player_starts_on_any_free_orange_starting_space():
    board = get_board("melee")
    pockets = [hexes for zone, hexes in board.zone_groups if zone == "orange"]
    assert len(pockets) == 6
    s = RULES.new_game({"players": 5}, 4)
    opts = {a[1] for a in RULES.legal_actions(s)}
    assert opts == {h for hexes in pockets for h in hexes}
    taken = []
    while s.question() is not None and s.question()["q"] == "place":
        opts = {a[1] for a in RULES.legal_actions(s)}
        for hexes in taken:
            assert not opts & set(hexes)               # a zone an opponent holds
        a = RULES.legal_actions(s)[-1]
        taken.append(next(hexes for hexes in pockets if a[1] in hexes))
        act(s, a)
    assert len(set(taken)) == 5


def test_melee_ends_after_36_48_or_60_turns():
    for n, turns in ((3, 36), (4, 48), (5, 60)):
        cfg = RULES.check_config({"players": n, "scenario": "melee"})
        assert cfg["turns"] == turns and "teams" not in cfg
    assert RULES.check_config({"players": 3, "turns": 60})["turns"] == 60
    with pytest.raises(ValueError, match="36, 48 or 60"):
        RULES.check_config({"players": 5, "turns": 50})
    s = stage("melee", armies=("chandra", "jace", "nissa"), turn=36, current=0,
              chosen="chandra", figures=[(0, "chandra", 0, (0, 0)), (1, "jace", 0, (8, 0)),
                                         (2, "nissa", 0, (3, 10))])
    act(s, ("end",))
    assert s.winners is not None and s.end_reason == "turns"


def test_melee_the_most_points_on_the_purple_spaces_win():
    s = stage("mp_purple", armies=("chandra", "jace", "nissa"), turn=36, current=0,
              chosen="chandra", scenario="melee",
              figures=[(0, "chandra", 0, (1, 0)), (1, "jace", 0, (6, 0)),
                       (1, "phantoms", 0, (5, 0)), (2, "nissa", 0, (2, 0)),
                       (2, "elves", 0, (5, 1))])
    assert s.board.purple[hx(s, 1, 0)] and not s.board.purple[hx(s, 6, 0)]
    assert [s.purple_points(p) for p in range(3)] == [165, 0, 130]
    ev = act(s, ("end",))
    assert s.winners == [0] and s.end_reason == "turns"
    over = [e for e in ev if e["type"] == "GameOver"][0]
    assert over["scores"] == [165, 0, 130] and over["points"][1] == 170
    assert RULES.result(s)["scores"] == [165, 0, 130]


def test_melee_the_power_glyph_spaces_are_the_purple_neighbours_of_the_three_glyphs():
    board = get_board("melee")
    glyphs = {g.hex: g.key for g in board.glyphs}
    assert sorted(glyphs.values()) == ["M", "P", "T"]
    assert all(g.side == "ability" for g in board.glyphs)
    purple = [h for h in range(board.n) if board.purple[h]]
    assert len(purple) == 12
    for h in purple:
        assert any(g in board.adjacent[h] for g in glyphs)


def test_melee_the_last_player_with_figures_on_the_battlefield_wins_at_once():
    s = stage("mp_open", armies=("chandra", "jace", "nissa"), scenario="melee", current=0,
              figures=[(0, "chandra", 0, (0, 0)), (1, "jace", 0, (4, 0)),
                       (2, "nissa", 0, (8, 0)), (2, "elves", 0, (6, 2))])
    ev: list = []
    destroy(s, fig(s, 2, "nissa"), ev)
    assert s.winners is None                     # Nissa's Elf still fights on
    destroy(s, fig(s, 1, "jace"), ev)
    assert s.winners is None
    destroy(s, fig(s, 2, "elves"), ev)
    assert s.winners == [0] and s.end_reason == "last standing"


# ---------------------------------------------------------------------------------------
# Config and battlefields

def test_check_config_picks_the_scenario_by_player_count_and_refuses_bad_combinations():
    assert RULES.check_config({"players": 2})["scenario"] == "duel"
    four = RULES.check_config({"players": 4})
    assert four["scenario"] == "skirmish" and four["teams"] == [[0, 1], [2, 3]]
    assert RULES.check_config({"players": 4, "teams": [0, 1, 1, 0]})["teams"] == [[0, 3], [1, 2]]
    assert RULES.check_config({"players": 4, "scenario": "melee"})["scenario"] == "melee"
    assert RULES.check_config({"players": 5})["scenario"] == "melee"
    bad = [({"players": 3, "scenario": "skirmish"}, "Skirmish is played by 4 players, not 3"),
           ({"players": 2, "scenario": "melee"}, "3, 4 or 5 players"),
           ({"players": 4, "scenario": "duel"}, "Duel is played by 2 players"),
           ({"players": 4, "teams": [[0, 2], [1, 3]]}, "side by side"),
           ({"players": 4, "teams": [[0, 1, 2], [3]]}, "2 teams of 2"),
           ({"players": 4, "teams": [[0, 1], [1, 2]]}, "exactly one team"),
           ({"players": 5, "teams": [[0, 1], [2, 3, 4]]}, "no teams"),
           ({"players": 6}, "2-5 players"),
           ({"players": 3, "scenario": "siege"}, "no scenario"),
           ({"players": 5, "turns": 40}, "36, 48 or 60")]
    for cfg, words in bad:
        with pytest.raises(ValueError) as info:
            RULES.check_config(cfg)
        assert words in str(info.value), (cfg, str(info.value))
    assert RULES.min_players == 2 and RULES.max_players == 5


def test_the_duel_is_unchanged():
    cfg = RULES.check_config({"players": 2})
    assert cfg["scenario"] == "duel" and "teams" not in cfg and cfg["turns"] == 30
    s = RULES.new_game({"players": 2, "armies": ["jace", "gideon"]}, 3)
    assert s.question()["q"] == "first" and s.board_key == "duel"
    assert s.g_side == ["ability"] * 3 and not s.first_draw


@pytest.mark.parametrize("key", ["skirmish", "melee"])
def test_the_battlefields_are_built_from_the_box_parts(key):
    board = get_board(key)
    assert sorted(set(board.board_part)) == [0, 1, 2, 3, 4, 5]     # six boards
    assert 170 <= board.n <= 200
    assert sum(1 for h in range(board.n) if board.level[h] == 3) == 2          # 1-hex tiles
    assert sum(1 for h in range(board.n) if board.level[h] == 2) == 4          # 3-hex tiles
    assert {w.piece for w in board.walls.values()} == {"A", "B"}
    assert {p for p in board.ruin_piece if p} == {"A", "B"}
    assert len(board.glyphs) <= 4
    json.dumps(board.to_json())
    if key == "skirmish":
        groups = dict(board.zone_groups)
        assert sorted(groups) == ["orange", "yellow"] and len(board.zone_groups) == 2
        gap = min(board.dist[a][b] for a in groups["yellow"] for b in groups["orange"])
        assert gap >= 14          # no Planeswalker (move 6, range up to 7) reaches across
        assert len(groups["yellow"]) >= 2 and len(groups["orange"]) >= 2
    else:
        pockets = [hexes for _, hexes in board.zone_groups]
        assert len(pockets) == 6 and all(len(p) == 3 for p in pockets)


def test_every_scenario_starts_with_every_planeswalker_placed_and_a_hand_dealt():
    for cfg in ({"players": 3}, {"players": 4}, {"players": 5},
                {"players": 4, "scenario": "melee"}):
        for seed in range(4):
            s = RULES.new_game(cfg, seed)
            _place_all(s)
            for p in range(s.players):
                assert s.f_zone[s.c_figs[s.pw[p]][0]] == FIELD
            assert s.turn == 1 and s.to_move == s.first


# ---------------------------------------------------------------------------------------
# The AI in the multiplayer games

def test_the_ai_never_attacks_a_teammate_and_decides_from_its_view():
    s = RULES.new_game({"players": 4}, 9)
    agents = [RULES.make_agent("normal", i) for i in range(4)]
    while not RULES.is_over(s) and s.turn <= 12:
        p = s.to_move
        legal = RULES.legal_actions(s)
        a = agents[p].choose(RULES.view(s, p), legal)
        assert a in legal
        if a[0] == "attack":
            assert s.team[s.controller(a[2])] != s.team[p]
        RULES.apply(s, a)


def test_the_heuristic_heads_for_the_purple_spaces_in_the_melee():
    from engines.arena.heuristic import decide
    s = stage("melee", armies=("nissa", "jace", "chandra"), turn=34, current=0,
              figures=[(0, "nissa", 0, (7, 1)), (1, "jace", 0, (-5, 10)),
                       (2, "chandra", 0, (11, 10))])
    w = fig(s, 0, "nissa")
    for _ in range(10):
        a = decide(RULES.view(s, 0), RULES.legal_actions(s))
        if a[0] == "end":
            break
        RULES.apply(s, a)
        if a[0] == "move":
            break
    assert s.board.purple[s.f_hex[w]], "Nissa should end on a purple space"


def test_the_planner_weighs_the_purple_spaces_and_the_whole_team():
    from engines.arena.planner import turn_end_value
    board = get_board("melee")
    purple = next(h for h in range(board.n) if board.purple[h])
    figs = [(1, "jace", 0, (-5, 10)), (2, "chandra", 0, (11, 10))]
    on = stage("melee", armies=("nissa", "jace", "chandra"), turn=30,
               figures=[(0, "nissa", 0, (board.q[purple], board.r[purple]))] + figs)
    off = stage("melee", armies=("nissa", "jace", "chandra"), turn=30,
                figures=[(0, "nissa", 0, (0, 0))] + figs)
    assert turn_end_value(on, 0) > turn_end_value(off, 0) + 0.1
    # the Skirmish: a teammate's losses are mine too
    base = [(0, "chandra", 0, (0, 0)), (1, "gideon", 0, (2, 0)), (2, "jace", 0, (0, 6)),
            (3, "nissa", 0, (2, 6))]
    whole = _skirmish(base + [(1, "soldiers", 0, (4, 0)), (1, "soldiers", 1, (5, 0))])
    hurt = _skirmish(base)
    assert turn_end_value(whole, 0) > turn_end_value(hurt, 0)


def test_the_multiplayer_balance_figures_have_their_shape():
    from engines.arena.balance import multiplayer_selfplay
    got = multiplayer_selfplay(RULES, "melee", 3, 1, 1, "easy", max_actions=30)
    assert got["games"] == 1 and len(got["win_rate_by_position"]) == 3
    assert set(got) >= {"first_seat_win_rate", "first_seat_wilson95", "average_turns",
                        "end_reasons", "winners_purple_points"}
