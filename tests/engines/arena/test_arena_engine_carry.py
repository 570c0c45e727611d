"""What the fast engine carries from one action to the next listing (issue 24, item 5,
round 3), and that it is what a fresh look says.

* An action whose run stops at a question stopped there because the question has
  options: the options were listed for that very position, and the next listing reads
  them instead of listing them again (the answer is the fresh listing's).
"""
from __future__ import annotations

import pytest

from engines.arena import RULES, flow, spells
from engines.core.agents import RandomAgent


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
