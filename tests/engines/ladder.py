"""What the Easy-level tests of every card game check (issue 24's ladder): positions
reached by Normal's own play, Easy against Normal on each, and Easy's choice again with
the hidden cards reshuffled. Each game's tests/engines/<game>/test_ai_ladder.py names
its slips and checks each is of its kind."""
from __future__ import annotations

from engines.core.rng import Rng


def positions(rules, config: dict, seeds, plies: int) -> list:
    """(state, legal) at every decision with a choice, ``plies`` moves into games of
    Normal against Normal (the positions a player meets), one game per seed."""
    out = []
    for seed in seeds:
        s = rules.new_game(config, seed)
        agents = [rules.make_agent("normal", 10 + i) for i in range(config["players"])]
        for _ in range(plies):
            if rules.is_over(s):
                break
            p = s.to_move
            legal = rules.legal_actions(s)
            if len(legal) > 1:
                out.append((rules.clone(s), legal))
            rules.apply(s, agents[p].choose(rules.view(s, p), legal))
    return out


def differences(rules, easy_of, positions_, seeds) -> list:
    """(state, legal, Easy's move, Normal's move, Easy's slip, seed) wherever Easy plays
    otherwise than Normal of the same seed (one pair of agents per seed)."""
    out = []
    for s, legal in positions_:
        view = rules.view(s, s.to_move)
        for seed in seeds:
            normal = rules.make_agent("normal", seed).choose(view, legal)
            easy = easy_of(seed)
            a = easy.choose(view, legal)
            assert a in legal
            if a != normal:
                out.append((s, legal, a, normal, easy.last_slip, seed))
            else:
                assert easy.last_slip is None, "a slip reported where Easy played as Normal"
    return out


def same_with_hidden_reshuffled(rules, reshuffle, easy_of, positions_, seeds) -> int:
    """Asserts Easy's choice and slip are the same when the cards hidden from it are
    dealt otherwise; returns how many of those choices were slips (a check that never
    met a slip would be hollow)."""
    rng = Rng(17)
    slips = 0
    for s, legal in positions_:
        p = s.to_move
        other = reshuffle(s, p, rng)
        assert rules.legal_actions(other) == legal
        for seed in seeds:
            e1, e2 = easy_of(seed), easy_of(seed)
            a1 = e1.choose(rules.view(s, p), legal)
            a2 = e2.choose(rules.view(other, p), legal)
            assert (a1, e1.last_slip) == (a2, e2.last_slip)
            assert e1.choose(rules.view(s, p), legal) == a1     # asked again: the same
            slips += e1.last_slip is not None
    return slips


def choices_over_seeds(rules, easy_of, s, legal, seeds) -> set:
    """Every move Easy makes in one position over many seeds."""
    view = rules.view(s, s.to_move)
    return {easy_of(seed).choose(view, legal) for seed in seeds}
