"""Empty talon, refused moves, JSON, replays, views, agents and the protocol surface."""
import json
import os
import subprocess
import sys

import pytest

from engines.core import IllegalAction, Rng
from engines.core.agents import RandomAgent
from engines.core.replay import replay
from engines.magi import DRAWN, HIDDEN, RULES
from engines.magi.testing import make_state

RED_BALANCE, BLUE_BALANCE, GREEN_BALANCE = 0, 1, 2
RED_SWORD = 24
RED_CUP, BLUE_CUP, GREEN_CUP = 46, 47, 44
RED_SCEPTRE_2 = 55
SYLVAR = 96
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def play_random(state, agent_seed, steps=None):
    agent = RandomAgent(agent_seed)
    actions = []
    while state.to_move is not None and (steps is None or len(actions) < steps):
        a = agent.choose(state, RULES.legal_actions(state))
        RULES.apply(state, a)
        actions.append(a)
    return actions


def test_empty_talon_reshuffles_the_discard_pile_keeping_the_top_card():
    s = make_state([[BLUE_CUP, GREEN_CUP], [BLUE_BALANCE]], RED_SWORD, talon=[],
                   discard=[30, 31, 32])
    ev = RULES.apply(s, ("draw",))
    assert [e["type"] for e in ev] == ["TalonReshuffled", "CardsDrawn"]
    assert ev[0]["count"] == 3
    assert s.pile == [RED_SWORD] and len(s.talon) == 2 and len(s.hands[0]) == 3


def test_draw_is_skipped_when_no_card_is_left_anywhere():
    s = make_state([[BLUE_CUP, GREEN_CUP], [BLUE_BALANCE]], RED_SWORD, talon=[])
    ev = RULES.apply(s, ("draw",))
    assert ev[-1]["count"] == 0 and len(s.hands[0]) == 2 and s.phase == DRAWN
    RULES.apply(s, ("pass",))
    assert s.to_move == 1


def test_drawcount_draws_what_is_left_and_skips_the_rest():
    # Talon empty, only the pile start under the Draw 2: one card can be reshuffled,
    # the second draw is skipped.
    s = make_state([[RED_SCEPTRE_2, RED_CUP, GREEN_CUP], [BLUE_BALANCE]], RED_SWORD, talon=[])
    ev = RULES.apply(s, ("play", RED_SCEPTRE_2))
    drawn = [e for e in ev if e["type"] == "CardsDrawn"][0]
    assert drawn["count"] == 1 and drawn["cards"] == [RED_SWORD]
    assert s.pile == [RED_SCEPTRE_2] and s.talon == [] and s.markers == []


def test_refused_moves_raise_a_readable_reason_and_leave_the_state_unchanged():
    s = make_state([[SYLVAR, BLUE_CUP, RED_CUP], [BLUE_BALANCE]], RED_SWORD,
                   talon=[30, 31, 32])
    cases = {
        ("play", BLUE_CUP): "Only cards with the through symbol can be played in the magic phase",
        ("play", GREEN_CUP): "You do not hold that card",
        ("draw",): "In the magic phase you may only play",
        ("pass",): "To let the magic phase go by",
        ("colour", "red"): "There is no choice to make now",
        ("dance",): "That is not a move in Magi",
        ("shoot", 1): "There is no choice to make now",
    }
    before = json.dumps(RULES.to_json(s), sort_keys=True)
    for action, reason in cases.items():
        with pytest.raises(IllegalAction) as err:
            RULES.apply(s, action)
        assert err.value.reason.startswith(reason), (action, err.value.reason)
        assert RULES.why_illegal(s, action) == err.value.reason
        assert json.dumps(RULES.to_json(s), sort_keys=True) == before
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, ("skip_magic",), player=1)
    assert err.value.reason.startswith("It is not your turn")
    assert RULES.why_illegal(s, ("skip_magic",)) is None
    RULES.apply(s, ("skip_magic",))
    assert RULES.why_illegal(s, ("play", BLUE_CUP)).startswith("The Blue Cup does not match")
    assert RULES.why_illegal(s, ("skip_magic",)).startswith("The magic phase is over")


def test_every_legal_action_passes_why_illegal():
    s = RULES.new_game({"players": 3}, 4)
    agent = RandomAgent(2)
    for _ in range(300):
        if s.to_move is None:
            break
        legal = RULES.legal_actions(s)
        assert all(RULES.why_illegal(s, a) is None for a in legal)
        RULES.apply(s, agent.choose(s, legal))


def test_json_round_trip_keeps_legal_actions_and_the_continuation():
    s = RULES.new_game({"players": 4, "names": ["Ann", "Bo", "Cy", "Di"]}, 21)
    play_random(s, 5, steps=250)
    data = json.loads(json.dumps(RULES.to_json(s)))
    t = RULES.from_json(data)
    assert RULES.to_json(t) == RULES.to_json(s)
    assert RULES.legal_actions(t) == RULES.legal_actions(s)
    play_random(s, 9)
    play_random(t, 9)
    assert RULES.to_json(t) == RULES.to_json(s) and RULES.result(t) == RULES.result(s)


def test_replay_of_a_saved_action_list_reproduces_the_state():
    cfg = {"players": 3, "variation": True}
    s = RULES.new_game(cfg, 77)
    actions = play_random(s, 3)
    t, events = replay(RULES, cfg, 77, actions)
    assert RULES.to_json(t) == RULES.to_json(s)
    assert events[-1]["type"] == "GameOver"


def test_game_saved_midway_and_resumed_ends_as_the_uninterrupted_one():
    cfg = {"players": 5}
    full = RULES.new_game(cfg, 8)
    actions = play_random(full, 4)
    half = len(actions) // 2
    part, _ = replay(RULES, cfg, 8, actions[:half])
    resumed = RULES.from_json(json.loads(json.dumps(RULES.to_json(part))))
    for a in actions[half:]:
        RULES.apply(resumed, a)
    assert RULES.to_json(resumed) == RULES.to_json(full)


def test_clone_is_independent():
    s = RULES.new_game({"players": 4}, 2)
    play_random(s, 1, steps=50)
    c = RULES.clone(s)
    before = RULES.to_json(s)
    play_random(c, 2, steps=50)
    assert RULES.to_json(s) == before


def test_view_hides_other_hands_and_the_talon():
    s = RULES.new_game({"players": 4}, 5)
    play_random(s, 1, steps=40)
    v = RULES.view(s, 2)
    assert v.hands[2] == s.hands[2]
    for i in (0, 1, 3):
        assert v.hands[i] == [HIDDEN] * len(s.hands[i])
    assert v.talon == [HIDDEN] * len(s.talon) and v.pile == s.pile
    assert v.rng.s == Rng(0).s
    assert "deal" not in json.dumps(RULES.to_json(v))


def test_view_does_not_leak_a_fixed_deal():
    s = make_state([[RED_CUP, BLUE_CUP], [GREEN_CUP, BLUE_BALANCE]], RED_SWORD,
                   talon=[30, 31])
    v = RULES.view(s, 0)
    assert "deal" not in v.config and 30 not in v.talon and GREEN_CUP not in v.hands[1]


def test_determinize_refills_hidden_cards_consistently():
    s = RULES.new_game({"players": 3}, 12)
    play_random(s, 6, steps=60)
    me = s.to_move
    v = RULES.view(s, me)
    d = RULES.determinize(v, Rng(3))
    assert d.hands[me] == s.hands[me] and d.pile == s.pile
    assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
    assert len(d.talon) == len(s.talon)
    assert sorted(sum(d.hands, []) + d.talon + d.pile + d.out) == list(range(99))
    assert RULES.legal_actions(d) == RULES.legal_actions(s)


def test_heuristic_agent_decides_from_what_it_can_see_only():
    s = RULES.new_game({"players": 4}, 30)
    for difficulty in ("easy", "normal"):
        for step in range(120):
            if s.to_move is None:
                break
            v = RULES.view(s, s.to_move)
            a = RULES.determinize(v, Rng(1))
            b = RULES.determinize(v, Rng(2))
            picks = []
            for other in (a, b):
                agent = RULES.make_agent(difficulty, step)
                w = RULES.view(other, s.to_move)
                picks.append(agent.choose(w, RULES.legal_actions(w)))
            assert picks[0] == picks[1]
            RULES.apply(s, picks[0])


def test_agents_of_every_difficulty_choose_legal_actions():
    s = RULES.new_game({"players": 3}, 9)
    for diff in ("easy", "normal", "hard"):
        agent = RULES.make_agent(diff, 1)
        if hasattr(agent, "samples"):
            agent.samples = 20
        v = RULES.view(s, s.to_move)
        legal = RULES.legal_actions(v)
        assert agent.choose(v, legal) in legal


def test_heuristic_agents_finish_a_game():
    s = RULES.new_game({"players": 4}, 3)
    agents = [RULES.make_agent(d, i) for i, d in enumerate(("easy", "normal", "easy", "normal"))]
    for _ in range(5000):
        if s.to_move is None:
            break
        p = s.to_move
        v = RULES.view(s, p)
        RULES.apply(s, agents[p].choose(v, RULES.legal_actions(v)))
    assert RULES.is_over(s)


def test_evaluate_is_between_zero_and_one_and_describe_names_players():
    s = RULES.new_game({"players": 3, "names": ["Ann", "Bo", "Cy"]}, 1)
    for p in range(3):
        assert 0.0 <= RULES.evaluate(s, p) <= 1.0
        assert 0.0 <= RULES.evaluate(RULES.view(s, p), p) <= 1.0
    who = s.names[s.to_move]
    assert RULES.describe(s, ("draw",)) == f"{who} draws a card"
    assert RULES.describe(s, ("play", RED_SWORD)).startswith(f"{who} plays Red Sword")
    assert RULES.describe(s, ("catch", 1)) == f"{who} catches Bo without a \"Magi!\" call"


def test_registry_and_protocol_surface():
    from engines.registry import rules_for
    assert rules_for("magi") is RULES
    assert RULES.name == "magi" and RULES.title == "Magi"
    for attr in ("new_game", "legal_actions", "apply", "is_over", "result", "view",
                 "determinize", "clone", "to_json", "from_json", "evaluate", "describe",
                 "make_agent", "why_illegal", "card", "card_name"):
        assert callable(getattr(RULES, attr))


def test_engine_imports_with_pygame_absent():
    code = ("import sys; sys.modules['pygame'] = None; sys.modules['pymunk'] = None; "
            "import engines.magi, engines.magi.ai, engines.magi.testing; "
            "from engines.magi import RULES; RULES.new_game({'players': 4}, 1)")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
