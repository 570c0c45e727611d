"""Issue 9 (play-feel) rules: last Magi falling together, confirmations before a harmful
only target, labelled choices, the AI's useless powers."""
from engines.magination import RULES
from engines.magination.testing import answer, asks, duel, iid, make_game, place


def _last_magi(s, p, energy):
    s.stack[p].clear()
    s.energy[s.magi[p]] = energy


def test_both_last_magi_falling_to_one_flame_geyser_is_a_draw():
    # the rulebook: "When all three of a player's Magi are defeated, that player loses
    # the game"; both lose at once, so neither wins (a draw among them)
    s = duel("Grega", "Pruitt", hand0=["Flame Geyser"])
    _last_magi(s, 0, 10)                       # 7 for the spell, 3 left
    _last_magi(s, 1, 3)
    ev = answer(s, ("play", iid(s, 0, "Flame Geyser")))
    assert [e["player"] for e in ev if e["type"] == "MagiDefeated"] == [0, 1]
    assert [e["player"] for e in ev if e["type"] == "PlayerOut"] == [0, 1]
    over = [e for e in ev if e["type"] == "GameOver"]
    assert len(over) == 1 and over[0]["winners"] == [0, 1] and over[0].get("draw")
    res = RULES.result(s)
    assert res["winners"] == [0, 1] and "draw" in res["reason"]
    assert RULES.narrate(s, over[0], 0).startswith("Game over: a draw between you and Player 2")


def _three(magi_energy, stacks):
    s = make_game([["Grega", "Gar", "Ashgar"], ["Pruitt", "Evu", "Tryn"],
                   ["Yaki", "Evu", "Tryn"]][:len(magi_energy)],
                  [["Flame Geyser"] + ["Baloo Root"] * 20] + [["Baloo Root"] * 21]
                  * (len(magi_energy) - 1))
    while asks(s) is not None:
        RULES.apply(s, ("no",))
    for p in range(s.players):
        if s.magi[p] < 0:
            s.magi[p] = s.stack[p].pop(0)
        s.energy[s.magi[p]] = magi_energy[p]
        del s.stack[p][stacks[p]:]
    s.opened = [True] * s.players
    s.step = 2
    place(s, 0, "Flame Geyser", "hand")
    return s


def test_three_players_those_defeated_together_are_out_together():
    # players 1 and 2 lose their last Magi to one Flame Geyser: both are out, player 0
    # (who still has Magi) wins
    s = _three([20, 3, 2], [1, 0, 0])
    ev = answer(s, ("play", iid(s, 0, "Flame Geyser")))
    assert sorted(e["player"] for e in ev if e["type"] == "PlayerOut") == [1, 2]
    assert RULES.result(s)["winners"] == [0]


def test_three_players_all_falling_together_is_a_draw_among_them():
    s = _three([10, 3, 2], [0, 0, 0])
    ev = answer(s, ("play", iid(s, 0, "Flame Geyser")))
    assert sorted(e["player"] for e in ev if e["type"] == "PlayerOut") == [0, 1, 2]
    assert RULES.result(s)["winners"] == [0, 1, 2] and "draw" in RULES.result(s)["reason"]


def test_four_players_two_out_together_and_the_game_goes_on():
    s = make_game([["Grega", "Gar", "Ashgar"], ["Pruitt", "Evu", "Tryn"],
                   ["Yaki", "Evu", "Tryn"], ["Evu", "Tryn", "Yaki"]],
                  [["Flame Geyser"] + ["Baloo Root"] * 20] + [["Baloo Root"] * 21] * 3)
    while asks(s) is not None:
        RULES.apply(s, ("no",))
    for p, (e, keep) in enumerate([(20, 1), (3, 0), (2, 0), (12, 1)]):
        if s.magi[p] < 0:
            s.magi[p] = s.stack[p].pop(0)
        s.energy[s.magi[p]] = e
        del s.stack[p][keep:]
    s.opened = [True] * 4
    s.step = 2
    place(s, 0, "Flame Geyser", "hand")
    answer(s, ("play", iid(s, 0, "Flame Geyser")))
    assert s.out == [False, True, True, False]
    assert not RULES.is_over(s)


def test_a_lone_target_that_helps_the_opponent_is_confirmed_first():
    # Weebo's Vitalize: the only creature below its starting energy is Grega's Furok
    s = duel("Pruitt", "Grega", [("Weebo", 5)], [("Furok", 1)])
    weebo, furok = iid(s, 0, "Weebo", "creatures"), iid(s, 1, "Furok", "creatures")
    before = RULES.to_json(s)
    RULES.apply(s, ("power", weebo, 0))
    d = asks(s)
    assert d.kind == "confirm" and d.player == 0
    assert "Player 2's Furok" in d.prompt and d.labels == ("Use it on Furok", "Cancel")
    assert s.energy[weebo] == 5 and s.energy[furok] == 1       # nothing paid yet
    ev = RULES.apply(s, ("no",))                                # Cancel: nothing happens
    assert [e["type"] for e in ev] == ["MoveCancelled"]
    after = RULES.to_json(s)
    assert {k: v for k, v in after.items() if k != "rng"} == \
        {k: v for k, v in before.items() if k != "rng"}
    RULES.apply(s, ("power", weebo, 0))
    RULES.apply(s, ("yes",))
    assert s.energy[weebo] == 3 and s.energy[furok] == 4


def test_no_confirmation_when_the_lone_target_is_good_for_the_player():
    s = duel("Pruitt", "Grega", [("Weebo", 5), ("Furok", 1)], [])
    weebo, furok = iid(s, 0, "Weebo", "creatures"), iid(s, 0, "Furok", "creatures")
    RULES.apply(s, ("power", weebo, 0))
    assert asks(s) is None and s.energy[furok] == 4


def _agent_moves(agent, s, limit=12):
    """The agent's moves for player 0 until the step ends (applied to ``s``)."""
    moves = []
    for _ in range(limit):
        if s.to_move != 0 or s.step not in (2,):
            break
        legal = RULES.legal_actions(s)
        a = agent.choose(RULES.view(s, 0), legal)
        moves.append(a)
        RULES.apply(s, a)
        if a == ("end_step",):
            break
    return moves


def test_the_ai_never_uses_energy_transfer_with_x_zero():
    from engines.magination.ai import HardAgent, HeuristicAgent
    for agent in (HeuristicAgent(RULES, 1), HardAgent(RULES, 1, samples=16)):
        s = duel("Grega", "Pruitt", [("Diobor", 3)], [("Furok", 4)])
        moves = _agent_moves(agent, s)
        assert ("number", 0) not in moves, moves


def test_the_ai_answers_x_with_an_effect_and_keeps_its_creature():
    from engines.magination.ai import HeuristicAgent
    s = duel("Grega", "Pruitt", [("Diobor", 3)], [("Furok", 4)])
    dio = iid(s, 0, "Diobor", "creatures")
    RULES.apply(s, ("power", dio, 1))                  # Energy Transfer: X from Diobor
    a = HeuristicAgent(RULES, 1).choose(RULES.view(s, 0), RULES.legal_actions(s))
    assert a in (("number", 1), ("number", 2))


def test_tap_roots_prompts_say_what_is_taken_and_what_is_added():
    s = duel("Pruitt", "Grega", [("Weebo", 2), ("Furok", 4)], [("Quor", 4)],
             hand0=["Tap Roots"])
    weebo, furok = iid(s, 0, "Weebo", "creatures"), iid(s, 0, "Furok", "creatures")
    RULES.apply(s, ("play", iid(s, 0, "Tap Roots")))
    assert asks(s).prompt.startswith("Tap Roots: choose a creature to remove energy from")
    RULES.apply(s, ("target", weebo))
    assert asks(s).prompt.startswith("Tap Roots: choose a creature to add energy to")
    RULES.apply(s, ("target", furok))
    d = asks(s)
    assert d.prompt == "Tap Roots: energy to remove from your Weebo"
    assert d.hints["warnings"] == {2: "this defeats your Weebo"} and d.hints["safe"] == 1
    assert d.hints["unit"] == "energy" and not d.hints["x"]
    RULES.apply(s, ("number", 1))
    d = asks(s)
    assert d.prompt == "Tap Roots: energy to add to your Furok"
    assert d.hints["warnings"] == {} and d.hints["safe"] == 2


def test_x_paid_by_a_creature_warns_when_it_would_be_defeated():
    s = duel("Grega", "Pruitt", [("Diobor", 3)], [])
    RULES.apply(s, ("power", iid(s, 0, "Diobor", "creatures"), 1))
    d = asks(s)
    assert d.prompt == "Energy Transfer: choose X (paid by Diobor)" and d.hints["x"]
    assert d.hints["warnings"] == {3: "this defeats your Diobor"} and d.hints["safe"] == 2


def test_hard_rollouts_in_4_player_games_reach_the_players_next_turn():
    from engines.magination.ai import _horizon
    s, _ = RULES.start({"players": 4}, 1)
    later = RULES.clone(s)
    later.turn_no = s.turn_no + 3
    assert not _horizon(s, later)            # every opponent plays before scoring
    later.turn_no = s.turn_no + 4
    assert _horizon(s, later)
    two, _ = RULES.start({"players": 2}, 1)
    later = RULES.clone(two)
    later.turn_no = two.turn_no + 3
    assert _horizon(two, later)              # two players: as before


def test_hard_does_not_hold_its_creatures_back_in_a_4_player_game():
    # seed 5, 4 players: Ivy (seat 2) at her Play Creatures step with 12 energy and
    # creatures in hand; rollouts cut after three turns made ending the step look best
    from engines.magination.ai import HardAgent, HeuristicAgent
    s, _ = RULES.start({"players": 4}, 5)
    h = HeuristicAgent(RULES, 5)
    for _ in range(20):
        RULES.apply(s, h.choose(RULES.view(s, s.to_move), RULES.legal_actions(s)))
    assert s.step == 4 and s.to_move == 2 and s.magi_energy(2) >= 10
    legal = RULES.legal_actions(s)
    assert any(a[0] == "play" for a in legal)
    a = HardAgent(RULES, 3, samples=24, time_cap=None).choose(RULES.view(s, 2), legal)
    assert a[0] == "play"


def test_decks_round_trip_as_plain_text():
    from engines.magination.deck_model import deck_from_text, deck_to_text
    deck = RULES.starter_deck("naroom")
    txt = deck_to_text(deck, "My Naroom")
    lines = txt.splitlines()
    assert lines[0] == "# My Naroom" and lines[1:4] == ["1 Evu", "1 Tryn", "1 Yaki"]
    assert all(line.split(" ", 1)[0].isdigit() for line in lines[1:])
    back = deck_from_text(txt)
    assert back.name == "My Naroom" and not back.errors
    assert back.deck["magi"] == deck["magi"]
    assert sorted(back.deck["cards"]) == sorted(deck["cards"])


def test_pasted_deck_text_is_read_generously_and_bad_lines_are_named():
    from engines.magination.deck_model import deck_from_text
    got = deck_from_text("Evu\n2x Furok\nFurok x1\n\n# a comment\nLeaf Hyren\n"
                         "3 Furrok\n2 Tryn\nfour Weebo\n")
    assert got.deck == {"magi": ["Evu", "Tryn"],
                        "cards": ["Furok", "Furok", "Furok", "Leaf Hyren"]}
    assert got.name == ""
    assert got.errors == ("Line 7: no card is called 'Furrok'.",
                          "Line 8: a Magi is in the stack once (Tryn).",
                          "Line 9: no card is called 'four Weebo'.")


def test_a_trial_apply_takes_a_lone_harmful_target_as_the_ai_would_answer_it():
    # the Hard AI's look-ahead scores states after a move: a trial apply (no list kept for
    # the rollout) uses the power on its only target at once, where the public apply asks
    # first and the AI answers "yes"
    s = duel("Pruitt", "Grega", [("Weebo", 5)], [("Furok", 1)])
    weebo = iid(s, 0, "Weebo", "creatures")
    asked, trial = RULES.clone(s), RULES.clone(s)
    RULES.apply(asked, ("power", weebo, 0))
    assert asks(asked).kind == "confirm"
    RULES.apply(asked, ("yes",))
    RULES.apply_trusted(trial, ("power", weebo, 0), trial=True)
    assert asks(trial) is None
    assert RULES.to_json(trial) == RULES.to_json(asked)
    rollout = RULES.clone(s)                  # the rollout path asks, exactly as apply
    RULES.apply_trusted(rollout, ("power", weebo, 0))
    assert asks(rollout).kind == "confirm"
