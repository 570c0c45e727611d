"""Glyphs (rulebook: Glyphs), the log in words with "you", decisions, and what views hide."""
from __future__ import annotations

import json

from engines.arena import RULES
from engines.arena.content import SPELL_INDEX as S
from engines.arena.state import HIDDEN
from engines.arena.testing import act, fig, hx, stage, started, tiny_board

tiny_board("g_row", ["1 1 1 1 1 1 1"], glyphs=[{"hex": [2, 0], "key": "K"},
                                               {"hex": [4, 0], "key": "M", "side": "symbol"}])


def test_glyph_of_knowledge_draws_a_card_and_leaves_the_game():
    s = stage("g_row", armies=("chandra", "gideon"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "gideon", 0, (6, 0))],
              libraries=[["fireball"], []])
    ev = act(s, ("move", fig(s, 0, "chandra"), hx(s, 2, 0)))
    assert s.hand[0] == [S["fireball"]]
    assert any(e["type"] == "GlyphRemoved" for e in ev) and s.glyph_at(hx(s, 2, 0)) < 0


def test_a_symbol_side_up_glyph_is_turned_over_and_takes_effect():
    s = stage("g_row", armies=("chandra", "gideon"), chosen="chandra",
              figures=[(0, "chandra", 0, (3, 0)), (1, "gideon", 0, (6, 0))])
    ch = fig(s, 0, "chandra")
    ev = act(s, ("move", ch, hx(s, 4, 0)))
    assert any(e["type"] == "GlyphTurned" and e["key"] == "M" for e in ev)
    assert RULES.stat(s, ch, "move") == 8                     # Glyph of Movement: +2


def test_describe_says_you_and_the_dice():
    s = stage("g_row", armies=("chandra", "gideon"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "gideon", 0, (1, 0))])
    s.names = ["Ann", "Bob"]
    a = ("attack", fig(s, 0, "chandra"), fig(s, 1, "gideon"))
    assert RULES.describe(s, a, viewer=0) == "You attack Bob's Gideon Jura with Chandra " \
                                             "Nalaar: 3 dice against 5"
    assert RULES.describe(s, a, viewer=1).startswith("Ann attacks your Gideon Jura")


def test_narration_hides_what_another_player_draws():
    s = started(("jace", "gideon"), seed=2, first=0)
    s.names = ["Ann", "Bob"]
    ev = RULES.apply(s, ("card", s.pw[0]))
    ev = RULES.apply(s, ("end",))
    drawn = [e for e in ev if e["type"] == "CardMoved" and e["dst"] == "hand"]
    assert drawn and drawn[0]["player"] == 1
    assert RULES.narrate(s, drawn[0], viewer=0) == "Bob draws a card."
    assert RULES.narrate(s, drawn[0], viewer=1).startswith("You draw ")


def test_views_hide_hands_libraries_and_face_down_cards():
    s = started(("jace", "gideon"), seed=7)
    v = RULES.view(s, 0)
    assert v.hand[1] == [HIDDEN] * len(s.hand[1]) and v.hand[0] == s.hand[0]
    assert set(v.library[0]) == {HIDDEN} and set(v.library[1]) == {HIDDEN}
    assert v.rng.s != s.rng.s                       # the dice to come are not in the view


def test_decisions_name_their_kind_and_targets():
    s = RULES.new_game({"players": 2, "armies": ["jace", "gideon"]}, 3)
    d = RULES.decision(s)
    assert d.kind == "choose" and d.targets[0][0] == "seat"
    act(s, d.options[0])
    d = RULES.decision(s)
    assert d.kind == "choose" and all(t[0] == "hex" for t in d.targets)


def test_json_round_trip_in_the_middle_of_a_question():
    s = stage("g_row", armies=("chandra", "jace"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "jace", 0, (3, 0))],
              hands=[["lava_axe"], []])
    s.c_hidden[s.pw[1]] = [[S["psychic_rebuttal"], 1, 0]]
    act(s, ("cast", S["lava_axe"]), ("target", fig(s, 1, "jace")))
    t = RULES.from_json(json.loads(json.dumps(RULES.to_json(s))))
    assert RULES.legal_actions(t) == RULES.legal_actions(s) == [("yes",), ("no",)]
    RULES.apply(t, ("no",))
    RULES.apply(s, ("no",))
    assert json.dumps(RULES.to_json(t)) == json.dumps(RULES.to_json(s))


def test_every_log_line_is_a_sentence_with_one_die_and_whoever_goes_first():
    """Random Duels told to both seats: each line starts with a capital ("Your Chandra
    Nalaar takes 1 damage"), one die is never "1 dice", the roll-off winner who keeps the
    first turn "chooses to go first", and your own face-down card is named to you only."""
    import re

    from engines.arena.content import SPELLS
    from engines.arena.wording import describe, narrate
    from engines.core.agents import RandomAgent
    seen_hidden = False
    for seed in range(4):
        s = RULES.new_game({"players": 2}, seed)
        agent = RandomAgent(seed)
        while not RULES.is_over(s):
            legal = RULES.legal_actions(s)
            a = agent.choose(RULES.view(s, s.to_move), legal)
            p = s.to_move
            lines = [describe(s, a, v) for v in (0, 1)]
            if a[0] == "first" and a[1] == p:
                assert "chooses to go first" in lines[1 - p] and lines[p] == \
                    "You choose to go first"
            if a[0] == "cast" and SPELLS[a[1]].type == "hidden":
                seen_hidden = True
                assert SPELLS[a[1]].name in lines[p]
                assert "a hidden enchant" in lines[1 - p]
            for e in RULES.apply(s, a) or []:
                lines += [narrate(s, e, v) for v in (0, 1)]
            for line in filter(None, lines):
                assert not line.lstrip("— ")[0].islower(), line
                assert not re.search(r"\b1 (defence )?dice\b", line), line
    assert seen_hidden
