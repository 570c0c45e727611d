"""The two-player game (rulebook: Get Ready to Play, On Your Turn, Planeswalker Rules,
Ending the Game, Scoring): roll-off, placing, hands, drawing, spells per turn, choosing a
card, summoning, hand limit, the turn track, victory."""
from __future__ import annotations

import pytest

from engines.arena import RULES
from engines.arena.content import SPELL_INDEX
from engines.arena.state import CHOSEN, FIELD, GRAVE, POST, PRE, RESERVE, team_number, team_seats
from engines.arena.testing import act, fig, hx, stage, started, tiny_board
from engines.core.protocol import IllegalAction

tiny_board("t_open", ["1 1 1 1 1 1 1 1 1"] * 7)


def test_d20_roll_off_ties_rolled_again_and_the_winner_chooses_who_goes_first():
    for seed in range(40):
        s, ev = RULES.start({"players": 2, "armies": ["jace", "gideon"]}, seed)
        rolls = [e["dice"][0] for e in ev if e.get("die") == "d20"]
        assert len(rolls) % 2 == 0
        last = rolls[-2:]
        assert last[0] != last[1]
        assert all(rolls[i] == rolls[i + 1] for i in range(0, len(rolls) - 2, 2))
        d = RULES.decision(s)
        assert d.player == last.index(max(last)) and d.options == (("first", 0), ("first", 1))


def test_the_first_player_places_first_in_a_starting_zone_not_the_opponents():
    s = RULES.new_game({"players": 2, "armies": ["jace", "gideon"]}, 3)
    chooser = s.to_move
    act(s, ("first", 1 - chooser))
    assert s.to_move == 1 - chooser and s.question()["q"] == "place"
    zones = s.board.zones
    opts = [a[1] for a in RULES.legal_actions(s)]
    assert set(opts) == set(zones["yellow"]) | set(zones["orange"])
    act(s, ("place", zones["orange"][0]))
    second = [a[1] for a in RULES.legal_actions(s)]
    assert set(second) == set(zones["yellow"])


def test_spell_decks_are_shuffled_hands_of_three_and_the_first_player_does_not_draw():
    s = started(("jace", "gideon"), seed=4, first=1)
    assert s.current == 1 and s.turn == 1
    assert len(s.hand[1]) == 3 and len(s.hand[0]) == 3
    assert len(s.library[0]) == 9 and len(s.library[1]) == 9
    act(s, ("card", s.pw[1]), ("end",))
    assert s.current == 0 and len(s.hand[0]) == 4                 # the second player draws


def test_empty_library_no_draw_and_no_reshuffle():
    s = stage("t_open", armies=("jace", "gideon"), figures=[(0, "jace", 0, (0, 0)),
                                                             (1, "gideon", 0, (5, 6))],
              hands=[[], ["smite"]], libraries=[[], []], chosen="jace")
    s.grave[1] = [SPELL_INDEX["rally"]]
    ev = act(s, ("end",))
    assert any(e["type"] == "NoDraw" and e["why"] == "library empty" for e in ev)
    assert s.hand[1] == [SPELL_INDEX["smite"]] and s.grave[1] == [SPELL_INDEX["rally"]]


def test_up_to_three_spells_a_turn_before_moving_and_after_attacking():
    s = stage("t_open", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 0)), (1, "gideon", 0, (5, 6))],
              hands=[["burning_vision", "burning_vision", "kindle", "reckless_charge"], []],
              libraries=[["fireball"] * 6, []])
    act(s, ("cast", SPELL_INDEX["burning_vision"]))
    act(s, ("card", s.pw[0]))
    act(s, ("cast", SPELL_INDEX["kindle"]))
    assert s.casts == 2 and s.step == CHOSEN
    act(s, ("move", fig(s, 0, "chandra"), hx(s, 1, 0)))
    act(s, ("cast", SPELL_INDEX["burning_vision"]))                # ends moving
    assert s.step == POST
    assert RULES.why_illegal(s, ("move", fig(s, 0, "chandra"), hx(s, 2, 0))) is not None
    reason = RULES.why_illegal(s, ("cast", SPELL_INDEX["fireball"]))
    assert reason is not None and "3 spells" in reason


def test_spells_are_never_played_on_another_players_turn():
    s = stage("t_open", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 0)), (1, "gideon", 0, (5, 6))],
              hands=[[], ["battle_prayer"]])
    with pytest.raises(IllegalAction):
        RULES.apply(s, ("cast", SPELL_INDEX["battle_prayer"]), 1)
    assert all(a[0] != "cast" for a in RULES.legal_actions(s))


def test_choose_one_army_card_a_turn():
    s = stage("t_open", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 0)), (0, "phoenixes", 0, (1, 1)),
                       (1, "gideon", 0, (5, 6))])
    cards = [a for a in RULES.legal_actions(s) if a[0] == "card"]
    assert sorted(c[1] for c in cards) == sorted([s.pw[0], s.f_card[fig(s, 0, "phoenixes")]])
    assert ("end",) not in RULES.legal_actions(s)
    act(s, ("card", s.pw[0]))
    assert "already chosen" in RULES.why_illegal(s, ("card", s.pw[0]))


def test_summon_up_to_two_squads_within_five_clear_sight_spaces_of_the_planeswalker():
    s = stage("t_open", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 3)), (1, "gideon", 0, (7, 3))], chosen="chandra")
    summons = [a for a in RULES.legal_actions(s) if a[0] == "summon"]
    assert len(summons) == 2
    act(s, summons[0])
    d = RULES.decision(s)
    assert d.kind == "choose" and all(a[0] == "put" for a in d.options)
    board = s.board
    w = s.f_hex[fig(s, 0, "chandra")]
    for a in d.options:
        assert min(board.dist[w][h] for h in a[1:]) <= 5
    while s.question() is not None:
        act(s, RULES.legal_actions(s)[0])
    act(s, [a for a in RULES.legal_actions(s) if a[0] == "summon"][0])
    while s.question() is not None:
        act(s, RULES.legal_actions(s)[0])
    assert all(s.f_zone[f] == FIELD for c in s.army[0] for f in s.c_figs[c])
    assert not [a for a in RULES.legal_actions(s) if a[0] == "summon"]


def test_a_double_space_figure_is_summoned_with_one_hex_within_five():
    s = stage("t_open", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 3)), (1, "gideon", 0, (7, 3))], chosen="chandra")
    act(s, ("summon", s.f_card[fig(s, 0, "firecats")]))
    opts = RULES.legal_actions(s)
    w = s.f_hex[fig(s, 0, "chandra")]
    assert all(len(a) == 3 for a in opts)
    assert any(s.board.dist[w][a[2]] == 6 for a in opts)        # the back hex is 6 away


def test_summoning_only_on_the_planeswalkers_turn_before_moving():
    s = stage("t_open", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 3)), (1, "gideon", 0, (7, 3))], chosen="chandra")
    act(s, ("move", fig(s, 0, "chandra"), hx(s, 1, 3)))
    assert not [a for a in RULES.legal_actions(s) if a[0] == "summon"]


def test_hand_limit_seven_at_the_end_of_the_turn_is_a_decision():
    s = stage("t_open", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 3)), (1, "gideon", 0, (7, 3))], chosen="chandra",
              hands=[["fireball"] * 5 + ["kindle"] * 4, []], libraries=[[], ["smite"]])
    act(s, ("end",))
    d = RULES.decision(s)
    assert d.player == 0 and d.kind == "choose" and "discard 2" in d.prompt
    act(s, ("discard", SPELL_INDEX["kindle"]), ("discard", SPELL_INDEX["kindle"]))
    assert len(s.hand[0]) == 7 and s.current == 1


def test_the_turn_track_ends_after_turn_30_and_the_most_points_win():
    s = stage("t_open", armies=("chandra", "gideon"), turn=30,
              figures=[(0, "chandra", 0, (0, 3)), (0, "phoenixes", 0, (1, 3)),
                       (1, "gideon", 0, (7, 3))], chosen="chandra")
    ev = act(s, ("end",))
    over = next(e for e in ev if e["type"] == "GameOver")
    assert over["reason"] == "turns" and s.winners == [0]
    assert RULES.result(s)["scores"] == [165 + 10, 125]


def test_destroying_the_other_planeswalker_wins_at_once():
    s = stage("t_open", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 3)), (1, "gideon", 0, (1, 3))],
              chosen="chandra", damage={(1, "gideon", 0): 5})
    from engines.arena.testing import rig_dice
    rig_dice(s, [1, 1, 1, 6, 6, 6, 6, 6])
    act(s, ("attack", fig(s, 0, "chandra"), fig(s, 1, "gideon")))
    assert s.winners == [0] and RULES.is_over(s) and s.end_reason == "planeswalker"


def test_a_destroyed_planeswalker_draws_and_plays_no_more_but_hidden_enchants_trigger():
    s = stage("t_open", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 3)), (0, "phoenixes", 0, (1, 3)),
                       (1, "gideon", 0, (7, 3)), (1, "soldiers", 0, (2, 3))],
              hands=[["kindle"], []], libraries=[["fireball"], ["smite"]], chosen="phoenixes")
    w = fig(s, 0, "chandra")
    s.f_zone[w] = GRAVE                       # as if destroyed in a larger game
    s.at[s.f_hex[w]] = -1
    s.f_hex[w] = -1
    s.dead[0] = True
    assert not [a for a in RULES.legal_actions(s) if a[0] == "cast"]
    c = s.f_card[fig(s, 0, "phoenixes")]
    s.c_hidden[c] = [[SPELL_INDEX["combust"], 0, 99]]
    from engines.arena.testing import rig_dice
    rig_dice(s, [1, 1, 1, 6])
    act(s, ("end",))                          # Gideon's turn
    act(s, ("card", s.f_card[fig(s, 1, "soldiers")]))
    act(s, ("attack", fig(s, 1, "soldiers"), fig(s, 0, "phoenixes")))
    assert s.question() is not None and s.question()["q"] == "trigger" and s.to_move == 0
    ev = act(s, ("yes",))
    assert any(e["type"] == "HiddenEnchantFlipped" for e in ev)
    nd = RULES.new_game({"players": 2, "armies": ["chandra", "gideon"]}, 1)
    assert nd is not None


def test_after_the_turn_the_player_to_the_left_goes():
    s = stage("t_open", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 3)), (1, "gideon", 0, (7, 3))], chosen="chandra",
              libraries=[["fireball"], ["smite"]])
    ev = act(s, ("end",))
    tb = next(e for e in ev if e["type"] == "TurnBegan")
    assert tb["player"] == 1 and tb["turn_no"] == 4 and s.step == PRE


def test_returning_a_squad_to_reserve_removes_damage_and_enchantments():
    from engines.arena.damage import to_reserve
    s = stage("t_open", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 3)), (0, "phoenixes", 0, (1, 3)),
                       (1, "gideon", 0, (7, 3))], damage={(0, "phoenixes", 0): 0})
    c = s.f_card[fig(s, 0, "phoenixes")]
    s.f_zone[fig(s, 0, "phoenixes", 1)] = GRAVE
    s.c_auras[c] = [[SPELL_INDEX["flame_wings"], 0]]
    to_reserve(s, c, [])
    assert s.f_zone[fig(s, 0, "phoenixes")] == RESERVE
    assert s.f_zone[fig(s, 0, "phoenixes", 1)] == GRAVE          # graveyard figures stay
    assert s.c_auras[c] == [] and SPELL_INDEX["flame_wings"] in s.grave[0]


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_player_without_teammates_is_alone_in_its_team_and_its_player_1(players):
    """Multiplayer rulings: without teams (the Duel, the Melee) every seat is a team of
    its own: its team's seats are itself alone, and it is its team's player 1 (the order
    hidden enchants of several players are asked in)."""
    s = RULES.new_game({"players": players}, 3)
    for p in range(players):
        assert team_seats(s, p) == [p]
        assert team_number(s, p) == 1
