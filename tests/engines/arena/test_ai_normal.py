"""Arena's Normal plays to win (issue 24): against an opponent who only ends its turns it
brings its army up and destroys the opposing Planeswalker within the first half of the
turn track, and it moves its squads when nothing is in reach instead of choosing its
Planeswalker's card turn after turn."""
from __future__ import annotations

import pytest

from engines.arena import RULES
from engines.arena.content import PLANESWALKERS
from engines.arena.sitting import BY_TURN, SittingAgent, normal_vs_sitting, sitting_duel, won_by
from engines.arena.state import A_END, FIELD
from engines.arena.testing import fig, find_card, stage, tiny_board

# (Normal's Planeswalker, game numbers of normal_vs_sitting's deal): two Duels each; the
# Normal of before lost Gideon's, Liliana's, Chandra's and Nissa's (by turn 15)
SITTING_GAMES = {"gideon": (0, 1), "jace": (0, 1), "liliana": (1, 2), "chandra": (3, 6),
                 "nissa": (1, 5)}


@pytest.mark.parametrize("mine", PLANESWALKERS)
def test_normal_destroys_a_sitting_planeswalker_by_turn_15_with_every_planeswalker(mine):
    """The Duel is won by destroying the other Planeswalker: Normal does it by turn 15 of
    the turn track (which counts both players' turns) against an opponent who never moves,
    summons or casts, whichever Planeswalker it plays."""
    i = PLANESWALKERS.index(mine)
    others = [k for k in PLANESWALKERS if k != mine]
    for g in SITTING_GAMES[mine]:
        seat = g % 2
        s = sitting_duel(RULES, mine, others[g % 4], 9000 + 100 * i + g, seat)
        assert won_by(s, seat, BY_TURN), (mine, g, s.winners, s.end_reason, s.turn)


def _to_normal_turn(mine: str, theirs: str, seed: int, own_turn: int):
    """Play a Duel (Normal at seat 0 against a sitting seat 1) up to Normal's choice of
    army card on its ``own_turn``-th turn; the state and Normal."""
    s = RULES.new_game({"players": 2, "armies": [mine, theirs]}, seed)
    normal = RULES.make_agent("normal", seed * 2)
    agents = [normal, SittingAgent()]
    seen = 0
    while not RULES.is_over(s):
        legal = RULES.legal_actions(s)
        p = s.to_move
        if p == 0 and any(a[0] == "card" for a in legal):
            seen += 1
            if seen == own_turn:
                return s, normal
        RULES.apply(s, agents[p].choose(RULES.view(s, p), legal) if len(legal) > 1
                    else legal[0])
    raise AssertionError("the game ended first")


def test_normal_advances_a_squad_when_the_enemy_planeswalker_is_out_of_reach():
    """With the squads summoned and the opposing Planeswalker beyond every figure's move
    and range, Normal chooses a squad's card and moves its figures toward it, rather than
    choosing its Planeswalker's card with nothing to do."""
    s, normal = _to_normal_turn("gideon", "jace", 9000, 2)
    w = s.c_figs[s.pw[1]][0]
    mine = [f for c in s.army[0] for f in s.c_figs[c] if s.f_zone[f] == FIELD]
    assert len(mine) == 7                               # Gideon and his two squads
    dist = s.board.dist
    assert all(dist[s.f_hex[f]][s.f_hex[w]] > RULES.stat(s, f, "move") +
               RULES.stat(s, f, "range") for f in mine)
    before = {f: dist[s.f_hex[f]][s.f_hex[w]] for f in mine}
    a = normal.choose(RULES.view(s, 0), RULES.legal_actions(s))
    assert a[0] == "card" and a[1] != s.pw[0]
    turn = s.turn
    while s.turn == turn and not RULES.is_over(s):
        RULES.apply(s, a)
        if a == A_END or s.turn != turn:
            break
        legal = RULES.legal_actions(s)
        a = normal.choose(RULES.view(s, 0), legal) if len(legal) > 1 else legal[0]
    closer = [f for f in mine if s.f_zone[f] == FIELD and
              dist[s.f_hex[f]][s.f_hex[w]] < before[f]]
    assert len(closer) >= 2


def test_the_sitting_opponent_only_ends_its_turns():
    s = RULES.new_game({"players": 2, "armies": ["nissa", "chandra"]}, 3)
    sitter = SittingAgent()
    normal = RULES.make_agent("normal", 1)
    kinds = set()
    while not RULES.is_over(s) and s.turn < 8:
        legal = RULES.legal_actions(s)
        p = s.to_move
        if p == 1:
            a = sitter.choose(RULES.view(s, p), legal)
            kinds.add(a[0])
        else:
            a = normal.choose(RULES.view(s, p), legal)
        RULES.apply(s, a)
    assert kinds & {"move", "summon", "cast", "attack", "ability"} == set()
    assert "end" in kinds


def test_the_bench_figure_reports_each_planeswalker_with_an_interval():
    out = normal_vs_sitting(RULES, 1, 9000, walkers=("liliana",))
    assert set(out) == {"liliana"}
    row = out["liliana"]
    assert row["games"] == 1 and row["won"] in (0, 1) and len(row["wilson95"]) == 2


tiny_board("n_open", ["1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"] * 5)


def test_a_squad_figure_shares_the_danger_with_the_others_in_reach_of_the_same_card():
    """An army card's figures attack one figure each: next to two other soldiers in reach
    of the lone enemy Planeswalker a soldier risks a third of what it risks alone, and
    never more than its life."""
    from engines.arena.tactics import SQUAD_DANGER, Scorer, dmg_value, threat_table
    from engines.arena.value import expected_damage
    assert expected_damage(5, 3) > 1                  # Jace could deal more than its life
    alone = stage("n_open", armies=("gideon", "jace"),
                  figures=[(0, "gideon", 0, (0, 0)), (0, "soldiers", 0, (6, 2)),
                           (1, "jace", 0, (16, 2))])
    crowd = stage("n_open", armies=("gideon", "jace"),
                  figures=[(0, "gideon", 0, (0, 0)), (0, "soldiers", 0, (6, 2)),
                           (0, "soldiers", 1, (6, 3)), (0, "soldiers", 2, (6, 1)),
                           (1, "jace", 0, (16, 2))])
    scores = []
    for s in (alone, crowd):
        f = fig(s, 0, "soldiers", 0)
        sc = Scorer(s, f, threat_table(s, s.team[0]), bold=True)
        assert sc.share[0] == (1.0 if s is alone else 1 / 3)
        scores.append(sc.score(s.hexes_of(f), False))
    worth = dmg_value(alone, fig(alone, 0, "soldiers", 0)) * SQUAD_DANGER
    assert abs(scores[1] - scores[0] - (1 - 1 / 3) * 1 * worth) < 1e-6


# a Glyph of Power under Jace: every figure of his rolls one more attack die
tiny_board("n_volley", ["1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"] * 5,
           glyphs=[{"hex": [4, 2], "key": "P"}])


def test_normal_chooses_the_squad_whose_attacks_together_are_likelier_to_destroy_the_planeswalker():
    """One army card a turn: Jace's single attack (6 dice against Gideon's 5, 4 damage
    left) or his three Phantoms' (4 dice each). Each Phantom alone almost never deals 4
    damage, but their damage adds up: together they destroy Gideon more often and deal
    more. Normal's Jace chooses the Phantoms' card instead of attacking alone."""
    from engines.arena.volley import together
    from engines.arena.value import kill_chance
    assert together([(4, 5)] * 3, 4) > kill_chance(6, 5, 4) > 3 * kill_chance(4, 5, 4)
    s = stage("n_volley", armies=("jace", "gideon"), turn=9,
              figures=[(0, "jace", 0, (4, 2)), (0, "phantoms", 0, (7, 1)),
                       (0, "phantoms", 1, (7, 2)), (0, "phantoms", 2, (7, 3)),
                       (1, "gideon", 0, (10, 2))],
              damage={(1, "gideon", 0): 2})
    legal = RULES.legal_actions(s)
    assert ("card", s.pw[0]) in legal
    a = RULES.make_agent("normal", 1).choose(RULES.view(s, 0), legal)
    assert a == ("card", find_card(s, 0, "phantoms"))


tiny_board("n_power", ["1 " * 17 + "1"] * 5, glyphs=[{"hex": [2, 3], "key": "P"}])


def test_normal_takes_the_glyph_of_power_for_a_squad_in_reach_of_the_planeswalker():
    """The Glyph of Power gives every figure of its holder one more attack die. With his
    three Phantoms in reach of Gideon, Normal's Jace steps onto the glyph (out of
    Gideon's reach) rather than closing in alone for one attack of his own that leaves
    him in Gideon's reach: the Phantoms' attacks, each with the extra die, are worth more
    turn after turn."""
    s = stage("n_power", armies=("jace", "gideon"), turn=9, chosen="jace",
              figures=[(0, "jace", 0, (2, 2)), (0, "phantoms", 0, (10, 1)),
                       (0, "phantoms", 1, (10, 2)), (0, "phantoms", 2, (10, 3)),
                       (1, "gideon", 0, (12, 2))])
    # (the Projections wait in reserve: this turn's question is where Jace goes)
    legal = [a for a in RULES.legal_actions(s) if a[0] != "summon"]
    a = RULES.make_agent("normal", 1).choose(RULES.view(s, 0), legal)
    assert a == ("move", fig(s, 0, "jace"), s.board.id_of[(2, 3)])
