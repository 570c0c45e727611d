"""What the fast engine carries from one action to the next listing (issue 24, item 5,
round 3), and that it is what a fresh look says.

* An action whose run stops at a question stopped there because the question has
  options: the options were listed for that very position, and the next listing reads
  them instead of listing them again (the answer is the fresh listing's).
* The listing asks only whether a spell in hand plays now; the check says why not, in a
  sentence, and the two agree.
* The double-space search makes no label that could not count (a later label of a pair
  of spaces already reached with no attack and no fall and gone on from): its answers
  are those of the search making every label.
* The turn's listing, made in one pass (its actions from per-number tables), is its
  parts listed one after the other, in order and with the same types.

tests/engines/arena/test_arena_engine_replay.py holds whole games to the recorded engine.
"""
from __future__ import annotations

import pytest

from engines.arena import RULES, double, flow, movement, spells
from engines.arena.state import FIELD
from engines.arena.stats import stat
from engines.core.agents import RandomAgent
from engines.core.rng import Rng
from engines.arena.testing import busy_pick


@pytest.mark.parametrize("players,seeds", [(2, range(0, 12)), (5, range(0, 3))])
def test_a_question_the_run_stopped_at_is_listed_once(players, seeds, monkeypatch):
    """Along seeded random games: every question a run stops at has its options listed
    once (by the run: the listing after the action reads them), and what the listing
    gives equals a fresh listing of a copy of the position."""
    calls = {"n": 0}
    for q, (options, answer) in list(flow.QUESTIONS.items()):
        def counted(s, item, options=options):
            calls["n"] += 1
            return options(s, item)
        monkeypatch.setitem(flow.QUESTIONS, q, (counted, answer))
    agent = RandomAgent(3)
    stopped = 0
    for seed in seeds:
        s = RULES.new_game({"players": players}, seed)
        while not RULES.is_over(s):
            calls["n"] = 0
            legal = RULES.legal_actions(s)
            if s.question() is not None and s.to_move is not None:
                stopped += 1
                assert calls["n"] == 0, "the options of the question were listed again"
                assert legal == RULES.legal_actions(RULES.clone(s))
            RULES.apply(s, agent.choose(s, legal))
    assert stopped > 20


@pytest.mark.parametrize("players,seeds", [(2, range(0, 12)), (5, range(0, 2))])
def test_the_listing_asks_whether_a_spell_plays_and_the_check_says_why_not(players, seeds):
    """The spells listed are the spells in hand the check lets through (the listing only
    asks whether, making no sentence); each spell refused has a sentence naming it or
    the rule (seeded random games, every spell in the hand of the seat to play)."""
    agent = RandomAgent(5)
    refused = set()
    for seed in seeds:
        s = RULES.new_game({"players": players}, seed)
        while not RULES.is_over(s):
            if s.question() is None:
                p = s.current
                listed = spells.castable(s, p)
                for sp in set(s.hand[p]):
                    why = spells.why_not_cast(s, p, sp)
                    assert (why is None) == (sp in listed)
                    if why is not None:
                        assert why.endswith(("card", "now", "squad", "on", "first",
                                             "already", "spells"))
                        assert "{" not in why
                        refused.add(why.split(" ")[-1])
            RULES.apply(s, agent.choose(s, RULES.legal_actions(s)))
    assert len(refused) >= 2


@pytest.mark.parametrize("config,seeds", [
    ({"players": 2, "armies": ["chandra", "nissa"]}, range(0, 12)),
    ({"players": 4, "scenario": "skirmish", "armies": ["jace", "liliana", "chandra", "nissa"]},
     range(0, 3))])
def test_the_double_space_search_leaves_out_only_labels_that_cannot_count(config, seeds,
                                                                          monkeypatch):
    """A double-space figure's search makes no label of a pair of spaces in a layer after
    one it reaches with no attack and no fall and goes on from: every answer (spaces,
    cost, water, attacks, falls, path) is the answer of the search making every label
    (every answer of Chandra's Blazing Firecats along seeded busy random games)."""
    rng = Rng(11)
    compared = 0
    for seed in seeds:
        s = RULES.new_game(dict(config), seed)
        while not RULES.is_over(s):
            for f in range(len(s.f_hex)):
                if s.f_hex2[f] < 0 or s.f_zone[f] != FIELD or stat(s, f, "move") <= 0:
                    continue
                m = stat(s, f, "move")
                pruned = movement._double(RULES.clone(s), f, m)
                monkeypatch.setattr(double, "_PRUNE_DOUBLE", False)
                full = movement._double(RULES.clone(s), f, m)
                monkeypatch.setattr(double, "_PRUNE_DOUBLE", True)
                assert list(pruned) == list(full) and pruned.moves == full.moves
                for dest, r in full.items():
                    got = pruned[dest]
                    assert tuple(got[:5]) == tuple(r[:5])
                    assert got[5](got) == r[5](r)
                compared += 1
            RULES.apply(s, busy_pick(rng, RULES.legal_actions(s)))
    assert compared > 50


def _turn_by_parts(s) -> list:
    """The free turn's listing as the rules put it, part by part: the cards to choose
    (before choosing one), the spells, the squads to summon, the chosen card's
    abilities, each figure's moves, each attacker's targets, the end."""
    p = s.current
    if s.step == flow.PRE:
        cards = flow.choosable(s, p)
        out = [("card", c) for c in cards] + [("cast", sp) for sp in spells.castable(s, p)]
        return out if cards else out + [("end",)]
    out = [("cast", sp) for sp in spells.castable(s, p)]
    out += [("summon", c) for c in flow.summonable(s, p)]
    out += flow.abilities(s)
    for f in flow.movers(s):
        out += movement.move_actions(s, f)
    for f in flow.attackers(s):
        out += [("attack", f, g) for g in flow.combat.targets(s, f)]
    return out + [("end",)]


@pytest.mark.parametrize("players,seeds", [(2, range(0, 12)), (5, range(0, 3))])
def test_the_turn_listing_is_its_parts_in_order(players, seeds):
    """Along seeded random games (moves played and squads summoned in every turn, the
    actions of a turn also kept as they were made, and a copy of the position): the
    turn's listing, made in one pass with its actions from per-number tables, equals
    the parts listed one after the other (cards, spells, squads, abilities, moves,
    attacks, the end), action by action and with the same types."""
    agent = RandomAgent(5)
    checked = kinds = 0
    seen = set()
    for seed in seeds:
        s = RULES.new_game({"players": players}, seed)
        while not RULES.is_over(s):
            legal = RULES.legal_actions(s)
            if s.question() is None:
                want = _turn_by_parts(RULES.clone(s))
                assert legal == want
                assert [tuple(map(type, a)) for a in legal] == [tuple(map(type, a))
                                                               for a in want]
                seen.update(a[0] for a in legal)
                checked += 1
            RULES.apply(s, agent.choose(s, legal))
    kinds = len(seen & {"card", "cast", "summon", "ability", "move", "attack", "end"})
    assert checked > 200 and kinds >= 6
