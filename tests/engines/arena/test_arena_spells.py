"""Spell cards (rulebook: Action 1, More on Using Spell Cards, Terms and Clarifications):
sorceries, auras, hidden enchants (face down, a later one under the first, top-most first,
one not flipped goes out of play), counters, simultaneous damage, Twisted Image; and the
Planeswalkers' spell-like abilities."""
from __future__ import annotations

import json

from engines.arena import RULES
from engines.arena.content import SPELL_INDEX as S
from engines.arena.state import FIELD, GRAVE, HIDDEN, RESERVE
from engines.arena.testing import act, fig, hx, rig_dice, stage, tiny_board

tiny_board("s_open", ["1 1 1 1 1 1 1 1 1"] * 5)


def _pos(armies, figures, hands=(), chosen=None, **kw):
    hands = list(hands) + [[]] * (2 - len(hands))
    return stage("s_open", armies=armies, figures=figures, hands=hands, chosen=chosen, **kw)


def test_a_sorcery_resolves_then_goes_to_the_graveyard():
    s = _pos(("chandra", "gideon"), [(0, "chandra", 0, (0, 2)), (1, "gideon", 0, (4, 2))],
             [["fireball"]])
    rig_dice(s, [1, 1, 1, 1, 1, 6, 6, 6, 6, 6])        # Pyromania: 4 + 1 dice
    ev = act(s, ("cast", S["fireball"]))
    d = RULES.decision(s)
    assert d.kind == "choose" and d.targets == (("figure", fig(s, 1, "gideon")),)
    ev += act(s, ("target", fig(s, 1, "gideon")))
    types = [e["type"] for e in ev]
    assert types.index("SpellPlayed") < types.index("AttackResolved")
    assert s.f_dmg[fig(s, 1, "gideon")] == 5
    assert s.grave[0] == [S["fireball"]] and s.hand[0] == []


def test_pyromania_adds_a_die_to_sorceries_that_roll_and_a_damage_to_those_that_deal_it():
    """Chandra's Pyromania (an original design, tuned by self-play): Spark Jolt rolls
    2 + 1 dice; Flame Lash deals 1 + 1 damage; Lava Axe 1 + 1 to a Planeswalker."""
    s = _pos(("chandra", "gideon"), [(0, "chandra", 0, (0, 2)), (1, "gideon", 0, (4, 2))],
             [["spark_jolt", "flame_lash", "lava_axe"]])
    rig_dice(s, [1, 1, 1, 6, 6, 6, 6, 6])                 # three hits, five blank defences
    act(s, ("cast", S["spark_jolt"]), ("target", fig(s, 1, "gideon")))
    assert s.f_dmg[fig(s, 1, "gideon")] == 3
    act(s, ("cast", S["flame_lash"]), ("target", fig(s, 1, "gideon")))
    assert s.f_dmg[fig(s, 1, "gideon")] == 5
    s.casts = 0
    act(s, ("cast", S["lava_axe"]), ("target", fig(s, 1, "gideon")))
    assert s.f_dmg[fig(s, 1, "gideon")] >= 6          # Gideon's life is 6: destroyed


def test_an_aura_attaches_only_to_the_kind_it_names():
    s = _pos(("chandra", "gideon"), [(0, "chandra", 0, (0, 2)), (0, "phoenixes", 0, (1, 2)),
                                     (0, "firecats", 0, (1, 3), (2, 3)),
                                     (1, "gideon", 0, (6, 2))], [["flame_wings"]])
    act(s, ("cast", S["flame_wings"]))
    d = RULES.decision(s)
    assert d.options == (("attach", s.f_card[fig(s, 0, "phoenixes")]),   # common squad
                         ("cancel",))
    act(s, d.options[0])
    assert s.c_auras[s.f_card[fig(s, 0, "phoenixes")]] == [[S["flame_wings"], 0]]
    assert RULES.stat(s, fig(s, 0, "phoenixes"), "move") == 9


def test_an_enchantment_not_yet_put_on_a_card_may_be_taken_back_as_if_never_played():
    """More on Using Spell Cards: an enchantment is played by putting it on an army card.
    Until that card is chosen nothing is revealed or rolled, so the player may change
    their mind (issue 23 §6c): "cancel" puts the card back at its place in the hand, does
    not count it among the turn's spells, and gives back the step it was played in (a
    spell played while moving ends the moves; taken back, the moves go on)."""
    s = _pos(("chandra", "gideon"), [(0, "chandra", 0, (0, 2)), (0, "phoenixes", 0, (1, 2)),
                                     (1, "gideon", 0, (3, 2))],
             [["fireball", "flame_wings", "fog"]])
    act(s, ("card", s.f_card[fig(s, 0, "phoenixes")]),
        ("move", fig(s, 0, "phoenixes"), hx(s, 2, 2)))
    step, casts, hand = s.step, s.casts, list(s.hand[0])
    before = RULES.legal_actions(s)
    assert step != 4 and any(a[0] != "cast" and a != ("end",) for a in before)
    act(s, ("cast", S["flame_wings"]))
    d = RULES.decision(s)
    assert ("cancel",) in d.options and d.label(("cancel",)) == "Cancel"
    assert RULES.describe(s, ("cancel",), 0) == "You take Flame Wings back into your hand"
    ev = act(s, ("cancel",))
    assert [e["type"] for e in ev] == ["SpellTakenBack"]
    assert s.hand[0] == hand and s.casts == casts and s.step == step
    assert s.casting is None and s.question() is None and s.to_move == 0
    assert RULES.legal_actions(s) == before        # the moves and attacks not lost
    act(s, ("cast", S["flame_wings"]), ("attach", s.f_card[fig(s, 0, "phoenixes")]))
    assert s.c_auras[s.f_card[fig(s, 0, "phoenixes")]] == [[S["flame_wings"], 0]]
    assert s.casts == casts + 1


def test_a_sorcerys_target_and_a_played_enchantment_cannot_be_taken_back():
    """Only the card choice of an enchantment offers "cancel": a sorcery's target question
    does not, and once an enchantment is on a card it is played."""
    s = _pos(("chandra", "gideon"), [(0, "chandra", 0, (0, 2)), (1, "gideon", 0, (4, 2))],
             [["fireball", "fire_shield"]])
    act(s, ("cast", S["fireball"]))
    assert ("cancel",) not in RULES.legal_actions(s)
    assert RULES.why_illegal(s, ("cancel",)) == "Not now: choose a target"


def test_a_face_down_card_taken_back_stays_secret_to_the_others():
    """A hidden enchant taken back before it is put on a card: the others read that a
    face-down card went back to the hand, never which."""
    s = _pos(("gideon", "chandra"), [(0, "gideon", 0, (0, 2)), (1, "chandra", 0, (6, 2))],
             [["divine_ward"]])
    act(s, ("cast", S["divine_ward"]))
    theirs = RULES.describe(s, ("cancel",), 1)
    assert "the face-down card back into their hand" in theirs and "Ward" not in theirs
    assert "Divine Ward" in RULES.describe(s, ("cancel",), 0)
    ev = act(s, ("cancel",))
    assert ev[-1]["secret"] and s.hand[0] == [S["divine_ward"]]


def test_hidden_enchants_go_face_down_on_your_own_card_and_views_hide_them():
    s = _pos(("gideon", "chandra"), [(0, "gideon", 0, (0, 2)), (1, "chandra", 0, (6, 2))],
             [["divine_ward", "fire_shield"]])
    act(s, ("cast", S["divine_ward"]), ("attach", s.pw[0]))
    assert s.c_hidden[s.pw[0]][0][:2] == [S["divine_ward"], 0]
    v1 = RULES.view(s, 1)
    assert v1.c_hidden[s.pw[0]][0][0] == HIDDEN and len(v1.c_hidden[s.pw[0]]) == 1
    assert RULES.view(s, 0).c_hidden[s.pw[0]][0][0] == S["divine_ward"]
    assert json.dumps(v1.c_hidden) != json.dumps(s.c_hidden)


def test_the_top_most_hidden_enchant_triggers_first():
    s = _pos(("gideon", "nissa"), [(0, "gideon", 0, (0, 2)), (1, "elves", 0, (3, 2)),
                                   (1, "nissa", 0, (6, 2))], chosen=None)
    g = s.pw[0]
    s.c_hidden[g] = [[S["fog"], 0, 1], [S["divine_ward"], 0, 0]]     # fog on top
    s.current = s.to_move = 1
    act(s, ("card", s.f_card[fig(s, 1, "elves")]))
    act(s, ("attack", fig(s, 1, "elves"), fig(s, 0, "gideon")))
    assert s.to_move == 0 and s.question()["tag"] == 1
    act(s, ("no",))
    assert s.question()["tag"] == 0


def test_a_second_hidden_enchant_goes_under_the_first_so_the_first_played_triggers_first():
    """Action 1 (hidden enchants) and Hidden enchant card order: a further face-down card
    on an army card goes under the one already there, and cards that trigger together go
    top-most first - so the one played first is asked first."""
    s = _pos(("gideon", "nissa"), [(0, "gideon", 0, (0, 2)), (1, "elves", 0, (3, 2)),
                                   (1, "nissa", 0, (6, 2))], [["divine_ward", "fog"]])
    g = s.pw[0]
    act(s, ("cast", S["divine_ward"]), ("attach", g), ("cast", S["fog"]), ("attach", g))
    assert [e[0] for e in s.c_hidden[g]] == [S["divine_ward"], S["fog"]]   # top first
    ward_tag, fog_tag = s.c_hidden[g][0][2], s.c_hidden[g][1][2]
    s.current = s.to_move = 1
    act(s, ("card", s.f_card[fig(s, 1, "elves")]))
    act(s, ("attack", fig(s, 1, "elves"), fig(s, 0, "gideon")))
    assert s.to_move == 0 and s.question()["tag"] == ward_tag       # played first: asked first
    act(s, ("yes",))
    assert s.question()["tag"] == fog_tag


def test_a_hidden_enchant_not_flipped_when_its_moment_comes_goes_out_of_play():
    """Action 1 (hidden enchants): a hidden enchant you do not trigger when it could is put
    out of play without its effect - not kept face down for later, not into the graveyard.
    The question and the log say so."""
    s = _pos(("gideon", "nissa"), [(0, "gideon", 0, (0, 2)), (1, "elves", 0, (3, 2)),
                                   (1, "nissa", 0, (6, 2))], chosen=None)
    g = s.pw[0]
    s.c_hidden[g] = [[S["divine_ward"], 0, 4]]
    s.current = s.to_move = 1
    act(s, ("card", s.f_card[fig(s, 1, "elves")]))
    act(s, ("attack", fig(s, 1, "elves"), fig(s, 0, "gideon")))
    d = RULES.decision(s)
    assert d.kind == "yes_no" and "out of play" in d.prompt
    assert "out of play" in d.label(("no",)).lower()
    assert "out of play" in RULES.describe(s, ("no",), 0)
    act(s, ("no",))
    assert s.c_hidden[g] == [] and S["divine_ward"] not in s.grave[0]
    assert S["divine_ward"] not in s.hand[0] + s.library[0]


def test_a_counter_not_used_on_the_spell_it_could_counter_goes_out_of_play():
    """Action 1 (hidden enchants): the same for a counter - Psychic Rebuttal not flipped
    against the face-up spell it could counter leaves play, so the next spell meets none."""
    s = _pos(("chandra", "jace"), [(0, "chandra", 0, (0, 2)), (1, "jace", 0, (4, 2))],
             [["lava_axe", "lava_axe"]])
    s.c_hidden[s.pw[1]] = [[S["psychic_rebuttal"], 1, 0]]
    act(s, ("cast", S["lava_axe"]), ("target", fig(s, 1, "jace")))
    d = RULES.decision(s)
    assert d.player == 1 and "out of play" in d.prompt
    act(s, ("no",))
    assert s.c_hidden[s.pw[1]] == [] and S["psychic_rebuttal"] not in s.grave[1]
    act(s, ("cast", S["lava_axe"]), ("target", fig(s, 1, "jace")))
    assert s.to_move == 0 and s.question() is None                 # nobody was asked


def test_psychic_rebuttal_counters_a_spell_as_a_decision_of_its_player():
    s = _pos(("chandra", "jace"), [(0, "chandra", 0, (0, 2)), (1, "jace", 0, (4, 2))],
             [["lava_axe"]])
    s.c_hidden[s.pw[1]] = [[S["psychic_rebuttal"], 1, 0]]
    act(s, ("cast", S["lava_axe"]), ("target", fig(s, 1, "jace")))
    d = RULES.decision(s)
    assert d.player == 1 and d.kind == "yes_no" and "Lava Axe" in d.prompt
    ev = act(s, ("yes",))
    assert any(e["type"] == "SpellCountered" for e in ev)
    assert s.f_dmg[fig(s, 1, "jace")] == 0 and S["lava_axe"] in s.grave[0]
    assert s.casts == 1 and s.to_move == 0


def test_psychic_rebuttal_cannot_counter_a_face_down_card_scatter_arc_can():
    s = _pos(("chandra", "jace"), [(0, "chandra", 0, (0, 2)), (1, "jace", 0, (4, 2))],
             [["fire_shield", "fire_shield"]])
    s.c_hidden[s.pw[1]] = [[S["psychic_rebuttal"], 1, 0]]
    act(s, ("cast", S["fire_shield"]), ("attach", s.pw[0]))
    assert s.to_move == 0 and len(s.c_hidden[s.pw[0]]) == 1       # nobody was asked
    s.c_hidden[s.pw[1]] = [[S["scatter_arc"], 1, 5]]
    s.library[1] = [S["foresight"]]
    act(s, ("cast", S["fire_shield"]), ("attach", s.pw[0]))
    d = RULES.decision(s)
    assert d.player == 1 and "face-down" in d.prompt
    ev = act(s, ("yes",))
    assert any(e["type"] == "SpellCountered" and e["was_face_down"] for e in ev)
    assert len(s.c_hidden[s.pw[0]]) == 1 and s.hand[1] == [S["foresight"]]


def test_killing_wave_spares_zombies_and_the_turn_player_orders_the_damage():
    s = _pos(("liliana", "nissa"), [(0, "liliana", 0, (0, 2)), (1, "nissa", 0, (4, 2)),
                                    (1, "elves", 0, (5, 2)), (1, "elves", 1, (3, 2)),
                                    (0, "ghouls", 0, (4, 1))], [["killing_wave"]])
    act(s, ("cast", S["killing_wave"]), ("target", fig(s, 1, "nissa")))
    d = RULES.decision(s)
    assert d.kind == "order" and d.player == 0
    assert {a[1] for a in d.options} == {fig(s, 1, "elves"), fig(s, 1, "elves", 1)}
    act(s, ("order", fig(s, 1, "elves", 1)))
    assert s.f_zone[fig(s, 1, "elves")] == GRAVE and s.f_zone[fig(s, 1, "elves", 1)] == GRAVE
    assert s.f_zone[fig(s, 0, "ghouls")] == FIELD and s.f_dmg[fig(s, 1, "nissa")] == 0


def test_killing_wave_hits_squad_figures_only_and_its_text_says_so():
    """Killing Wave (reference: damage to the creatures adjacent to the target
    Planeswalker): a Planeswalker beside the target is not hit, and the card's text names
    the figures it hits (squad figures, never a Planeswalker) instead of 'every
    creature'."""
    from engines.arena.content import SPELLS
    text = SPELLS[S["killing_wave"]].text
    assert "every creature" not in text.lower()
    assert "squad figure" in text and "never a Planeswalker" in text
    s = _pos(("liliana", "nissa"), [(0, "liliana", 0, (3, 2)), (1, "nissa", 0, (4, 2)),
                                    (1, "elves", 0, (5, 2))], [["killing_wave"]])
    act(s, ("cast", S["killing_wave"]), ("target", fig(s, 1, "nissa")))
    assert s.f_zone[fig(s, 1, "elves")] == GRAVE
    assert s.f_dmg[fig(s, 0, "liliana")] == 0 and s.f_dmg[fig(s, 1, "nissa")] == 0


def test_killing_wave_spares_a_creature_on_a_ledge_as_high_as_the_planeswalkers_top():
    """Becoming engaged (Example 11): a figure whose base is as high as the other's top is
    not adjacent to it - so "every creature adjacent" of Killing Wave leaves it alone."""
    tiny_board("s_ledge", ["1 1 1 1 1 7 1 1 1"])
    s = stage("s_ledge", armies=("liliana", "nissa"), hands=[["killing_wave"], []],
              figures=[(0, "liliana", 0, (0, 0)), (1, "nissa", 0, (4, 0)),
                       (1, "elves", 0, (5, 0)), (1, "elves", 1, (3, 0))])
    act(s, ("cast", S["killing_wave"]), ("target", fig(s, 1, "nissa")))
    assert s.question() is None                                    # one victim: no order
    assert s.f_zone[fig(s, 1, "elves", 1)] == GRAVE
    assert s.f_zone[fig(s, 1, "elves")] == FIELD and s.f_dmg[fig(s, 1, "elves")] == 0


def test_twisted_image_switches_power_and_toughness_after_all_modifiers():
    tiny_board("s_glyph", ["1 1 1 1 1 1 1"], glyphs=[{"hex": [5, 0], "key": "P"}])
    s = stage("s_glyph", armies=("jace", "chandra"),
              figures=[(0, "jace", 0, (0, 0)), (1, "chandra", 0, (5, 0))],
              hands=[["twisted_image"], []])
    ch = fig(s, 1, "chandra")
    assert (RULES.stat(s, ch, "power"), RULES.stat(s, ch, "toughness")) == (4, 4)
    s.c_auras[s.pw[1]] = [[S["burning_rage"], 1]]
    s.memo.clear()
    act(s, ("cast", S["twisted_image"]), ("target", s.pw[1]))
    assert (RULES.stat(s, ch, "power"), RULES.stat(s, ch, "toughness")) == (4, 5)


def test_unsummon_returns_the_attacking_squad_to_its_reserve():
    s = _pos(("chandra", "jace"), [(0, "chandra", 0, (0, 2)), (0, "phoenixes", 0, (3, 2)),
                                   (1, "jace", 0, (4, 2))], chosen="phoenixes")
    s.c_hidden[s.pw[1]] = [[S["unsummon"], 1, 0]]
    act(s, ("attack", fig(s, 0, "phoenixes"), fig(s, 1, "jace")))
    assert s.to_move == 1
    ev = act(s, ("yes",))
    assert s.f_zone[fig(s, 0, "phoenixes")] == RESERVE
    assert not any(e["type"] == "AttackResolved" for e in ev)


def test_misdirection_turns_the_attack_onto_another_figure():
    s = _pos(("chandra", "jace"), [(0, "chandra", 0, (0, 2)), (1, "phantoms", 0, (3, 2)),
                                   (1, "phantoms", 1, (3, 1)), (1, "jace", 0, (7, 2))],
             chosen="chandra")
    s.c_hidden[s.f_card[fig(s, 1, "phantoms")]] = [[S["misdirection"], 1, 0]]
    act(s, ("attack", fig(s, 0, "chandra"), fig(s, 1, "phantoms")), ("yes",))
    d = RULES.decision(s)
    assert d.player == 1 and ("redirect", fig(s, 1, "phantoms", 1)) in d.options
    rig_dice(s, [1, 1, 1, 6, 6, 6, 6])
    ev = act(s, ("redirect", fig(s, 1, "phantoms", 1)))
    res = next(e for e in ev if e["type"] == "AttackResolved")
    assert res["defender"] == fig(s, 1, "phantoms", 1)


def test_rise_of_the_dark_realms_returns_zombies_one_decision_at_a_time():
    s = _pos(("liliana", "nissa"), [(0, "liliana", 0, (0, 2)), (1, "nissa", 0, (7, 2))],
             [["rise_of_the_dark_realms"]])
    for i in range(2):
        s.f_zone[fig(s, 0, "ghouls", i)] = GRAVE
    act(s, ("cast", S["rise_of_the_dark_realms"]))
    d = RULES.decision(s)
    assert set(a[1] for a in d.options if a[0] == "target") == \
        {fig(s, 0, "ghouls"), fig(s, 0, "ghouls", 1)} and ("done",) in d.options
    act(s, ("target", fig(s, 0, "ghouls")))
    act(s, RULES.legal_actions(s)[0])
    assert s.f_zone[fig(s, 0, "ghouls")] == FIELD
    act(s, ("done",))
    assert s.f_zone[fig(s, 0, "ghouls", 1)] == GRAVE and s.question() is None


def test_mind_control_lets_you_choose_the_opponents_squad_this_turn():
    s = _pos(("jace", "nissa"), [(0, "jace", 0, (0, 2)), (1, "elves", 0, (3, 2)),
                                 (1, "nissa", 0, (7, 2))], [["mind_control"]])
    c = s.f_card[fig(s, 1, "elves")]
    act(s, ("cast", S["mind_control"]), ("target", c))
    assert ("card", c) in RULES.legal_actions(s)
    act(s, ("card", c), ("end",))
    assert s.c_ctrl[c] == 1


def test_rebirth_returns_a_phoenix_after_your_sorcery():
    s = _pos(("chandra", "gideon"), [(0, "chandra", 0, (0, 2)), (1, "gideon", 0, (7, 2))],
             [["burning_vision"]])
    ph = fig(s, 0, "phoenixes")
    s.f_zone[ph] = GRAVE
    s.library[0] = [S["kindle"], S["kindle"]]
    act(s, ("cast", S["burning_vision"]))
    d = RULES.decision(s)
    assert "Rebirth" in d.prompt and ("done",) in d.options
    act(s, d.options[0])
    assert s.f_zone[ph] == FIELD and s.board.dist[s.f_hex[ph]][hx(s, 0, 2)] <= 2


def test_fog_cancels_an_attack_and_divine_ward_adds_defence_dice():
    s = _pos(("chandra", "nissa"), [(0, "chandra", 0, (0, 2)), (1, "nissa", 0, (3, 2))],
             chosen="chandra")
    s.c_hidden[s.pw[1]] = [[S["fog"], 1, 0]]
    ev = act(s, ("attack", fig(s, 0, "chandra"), fig(s, 1, "nissa")), ("yes",))
    assert any(e["type"] == "AttackCancelled" for e in ev)
    s2 = _pos(("chandra", "gideon"), [(0, "chandra", 0, (0, 2)), (1, "gideon", 0, (3, 2))],
              chosen="chandra")
    s2.c_hidden[s2.pw[1]] = [[S["divine_ward"], 1, 0]]
    ev = act(s2, ("attack", fig(s2, 0, "chandra"), fig(s2, 1, "gideon")), ("yes",))
    defence = [e for e in ev if e["type"] == "DiceRolled" and e.get("side") == "defence"]
    assert len(defence[0]["dice"]) == 5 + 3


def test_mind_stealer_controls_the_planeswalker_during_your_next_turn():
    s = _pos(("jace", "nissa"), [(0, "jace", 0, (0, 2)), (1, "nissa", 0, (3, 2))],
             chosen="jace")
    s.library = [[S["foresight"]] * 3, [S["fog"]] * 3]
    rig_dice(s, [17])
    ev = act(s, ("end",))
    assert any(e["type"] == "MindStealer" and e["success"] for e in ev)
    assert s.c_ctrl[s.pw[1]] == 1                  # Nissa's own turn: hers
    act(s, ("card", s.pw[1]), ("end",))
    assert s.c_ctrl[s.pw[1]] == 0 and ("card", s.pw[1]) in RULES.legal_actions(s)
    act(s, ("card", s.pw[1]), ("end",))
    assert s.c_ctrl[s.pw[1]] == 1


def test_focused_thoughts_shows_the_top_card_to_its_player_only():
    s = _pos(("jace", "nissa"), [(0, "jace", 0, (0, 2)), (1, "nissa", 0, (7, 2))],
             chosen="jace")
    s.library[0] = [S["foresight"], S["mind_spike"]]
    act(s, ("ability", "focused_thoughts"))
    d = RULES.decision(s)
    assert "Mind Spike" in d.prompt and d.kind == "yes_no"
    assert RULES.view(s, 0).library[0][-1] == S["mind_spike"]
    assert RULES.view(s, 1).library[0] == [HIDDEN, HIDDEN]
    act(s, ("bottom",))
    assert s.library[0] == [S["mind_spike"], S["foresight"]]
    assert RULES.view(s, 0).library[0][-1] == HIDDEN


def test_a_countered_card_has_no_effect_and_still_counts_as_played():
    s = _pos(("chandra", "jace"), [(0, "chandra", 0, (0, 2)), (1, "jace", 0, (4, 2))],
             [["kindle", "spark_jolt", "flame_lash", "lava_axe"]], chosen="chandra")
    s.c_hidden[s.pw[1]] = [[S["psychic_rebuttal"], 1, 0]]
    act(s, ("cast", S["kindle"]), ("yes",))
    assert s.casts == 1 and not s.buffs


def test_grave_return_brings_the_last_figure_back_and_its_card_stays():
    s = _pos(("liliana", "nissa"), [(0, "liliana", 0, (0, 2)), (0, "ghouls", 0, (3, 2)),
                                    (1, "nissa", 0, (7, 2)), (1, "elves", 0, (4, 2))],
             chosen=None, current=1)
    s.chosen = s.f_card[fig(s, 1, "elves")]
    s.step = 1
    c = s.f_card[fig(s, 0, "ghouls")]
    for i in (1, 2):
        s.f_zone[fig(s, 0, "ghouls", i)] = GRAVE
    s.c_hidden[c] = [[S["grave_return"], 0, 3]]
    rig_dice(s, [1, 1, 1, 6, 6])
    act(s, ("attack", fig(s, 1, "elves"), fig(s, 0, "ghouls")))
    assert s.question()["q"] == "trigger" and s.to_move == 0
    act(s, ("yes",))
    act(s, RULES.legal_actions(s)[0])
    assert s.f_zone[fig(s, 0, "ghouls")] == FIELD and s.c_zone[c] == FIELD
    assert s.f_dmg[fig(s, 0, "ghouls")] == 0
