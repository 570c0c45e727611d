"""Arena's Easy is Normal with the slips a person makes (issue 24): seeded, from the view
only, each slip a legal move of the kind a new player would make, not a random click."""
from __future__ import annotations

from engines.arena import RULES
from engines.arena.easy import ArenaEasyAgent
from engines.arena.heuristic import ArenaHeuristicAgent
from engines.arena.movement import reachable
from engines.arena.testing import reshuffle_hidden
from engines.core.rng import Rng

NO_SLIPS = {k: 0.0 for k in ("card", "short", "glyph", "target", "spell", "flip", "forget")}


def _positions(armies=("gideon", "liliana"), seed: int = 21, count: int = 60):
    """Positions of a Duel of Normal against Normal where the mover has a real choice."""
    s = RULES.new_game({"players": 2, "armies": list(armies)}, seed)
    agents = [ArenaHeuristicAgent(1, bold=True), ArenaHeuristicAgent(2, bold=True)]
    out = []
    while not RULES.is_over(s) and len(out) < count:
        legal = RULES.legal_actions(s)
        p = s.to_move
        if len(legal) > 1:
            out.append(RULES.clone(s))
        RULES.apply(s, agents[p].choose(RULES.view(s, p), legal) if len(legal) > 1
                    else legal[0])
    return out


def test_easy_decides_from_the_view_alone():
    """What Easy cannot see (the opponent's hand and library, face-down cards) never
    changes its choice or its slips: the same seed on two positions that differ only in
    hidden things gives the same action."""
    rng = Rng(4)
    for s in _positions(count=40):
        p = s.to_move
        other = reshuffle_hidden(s, p, rng)
        legal = RULES.legal_actions(s)
        a1 = ArenaEasyAgent(7).choose(RULES.view(s, p), legal)
        a2 = ArenaEasyAgent(7).choose(RULES.view(other, p), legal)
        assert a1 == a2


def test_easy_differs_from_normal_on_some_positions_and_always_plays_legally():
    differ = 0
    positions = _positions(count=60)
    for k, s in enumerate(positions):
        p = s.to_move
        legal = RULES.legal_actions(s)
        easy = ArenaEasyAgent(100 + k).choose(RULES.view(s, p), legal)
        normal = ArenaHeuristicAgent(100 + k, bold=True).choose(RULES.view(s, p), legal)
        assert easy in legal
        differ += easy != normal
    assert 0 < differ < len(positions)


def test_without_slips_easy_plays_exactly_as_normal():
    for k, s in enumerate(_positions(count=30)):
        p = s.to_move
        legal = RULES.legal_actions(s)
        assert ArenaEasyAgent(k, NO_SLIPS).choose(RULES.view(s, p), legal) == \
            ArenaHeuristicAgent(k, bold=True).choose(RULES.view(s, p), legal)


def test_a_move_one_space_short_moves_the_same_figure_a_shorter_way():
    """The slip "one space short": the figure Normal would move stops on a space its
    move reaches with fewer spaces, never a random figure or a random space."""
    short = dict(NO_SLIPS, short=1.0)
    seen = 0
    for k, s in enumerate(_positions(count=60)):
        p = s.to_move
        legal = RULES.legal_actions(s)
        view = RULES.view(s, p)
        normal = ArenaHeuristicAgent(k, bold=True).choose(view, legal)
        if normal[0] != "move":
            continue
        f = normal[1]
        cost = reachable(view, f)[tuple(normal[2:])].cost
        easy = ArenaEasyAgent(k, short).choose(RULES.view(s, p), legal)
        if cost > 1:
            assert easy[0] == "move" and easy[1] == f
            assert reachable(view, f)[tuple(easy[2:])].cost < cost
            seen += 1
    assert seen >= 2


def test_a_weaker_card_is_the_second_best_never_a_random_one():
    """The slip "a weaker card": Easy takes the card Normal ranks second for the turn."""
    from engines.arena.heuristic import card_plans
    card = dict(NO_SLIPS, card=1.0)
    seen = 0
    for k, s in enumerate(_positions(count=60)):
        p = s.to_move
        legal = RULES.legal_actions(s)
        options = [a for a in legal if a[0] == "card"]
        if len(options) < 2:
            continue
        view = RULES.view(s, p)
        ranked = sorted(card_plans(view, p, options), key=lambda x: -x[0])
        easy = ArenaEasyAgent(k, card).choose(RULES.view(s, p), legal)
        normal = ArenaHeuristicAgent(k, bold=True).choose(RULES.view(s, p), legal)
        if normal[0] == "card":
            assert easy == next(a for _, a in ranked if a != normal)
            seen += 1
    assert seen >= 2
