"""A sitting opponent, and how fast Normal beats one.

``SittingAgent`` only ends its turn: it never moves, summons or casts. When it must
choose an army card before it may end (a free turn asks for one), it takes its
Planeswalker's card; it answers questions (who goes first, where to start) as plainly as
it can and never flips a face-down card.

``normal_vs_sitting`` plays Duels of an AI level against it and counts the Duels the AI
won by destroying the sitting Planeswalker within ``by_turn`` turns of the turn track
(the track counts every player's turn). Pure: no I/O, the bench reports it.
"""
from __future__ import annotations

from engines.core.agents import Agent
from engines.arena.balance import play, wilson
from engines.arena.content import PLANESWALKERS
from engines.arena.state import A_END, A_NO

BY_TURN = 15


class SittingAgent(Agent):
    """Ends every turn at once (the Planeswalker's card when a card must be chosen)."""

    name = "arena-sitting"

    def choose(self, view, legal_actions, budget=None):
        if A_END in legal_actions:
            return A_END
        if A_NO in legal_actions:
            return A_NO
        p = view.to_move
        for a in legal_actions:
            if a[0] == "card" and p is not None and a[1] == view.pw[p]:
                return a
        item = view.question()
        if item is not None and item["q"] == "first":
            return ("first", item["player"]) if ("first", item["player"]) in legal_actions \
                else legal_actions[0]
        passive = [a for a in legal_actions if a[0] not in ("move", "summon", "cast",
                                                            "attack", "ability")]
        return (passive or legal_actions)[0]


def sitting_duel(rules, mine: str, theirs: str, seed: int, seat: int,
                 difficulty: str = "normal", battlefield: dict | None = None):
    """One Duel of ``difficulty`` (as ``mine``, at ``seat``) against a sitting ``theirs``
    (on ``battlefield``, a battlefield dict, instead of the Duel's map when given); the
    finished state."""
    armies = [theirs, theirs]
    armies[seat] = mine
    agents: list = [SittingAgent(), SittingAgent()]
    agents[seat] = rules.make_agent(difficulty, seed * 2 + seat)
    config: dict = {"players": 2, "armies": armies}
    if battlefield is not None:
        config["battlefield"] = battlefield
    return play(rules, config, seed, agents)


def won_by(s, seat: int, by_turn: int = BY_TURN) -> bool:
    """Did ``seat`` destroy the opposing Planeswalker within ``by_turn`` turns?"""
    return bool(s.winners) and list(s.winners) == [seat] and \
        s.end_reason != "turns" and s.turn <= by_turn


def normal_vs_sitting(rules, games: int, seed: int = 9000, difficulty: str = "normal",
                      by_turn: int = BY_TURN, walkers=PLANESWALKERS,
                      battlefield: dict | None = None) -> dict:
    """Per Planeswalker played by the AI: ``games`` Duels against a sitting opponent
    (the opponents' Planeswalkers in turn, the AI's seat alternating, seeds from
    ``seed``; on ``battlefield`` when given): games, won by ``by_turn``, rate, 95% Wilson
    interval, mean turns of the wins."""
    out = {}
    for i, mine in enumerate(walkers):
        others = [k for k in PLANESWALKERS if k != mine]
        won = 0
        turns = 0
        for g in range(games):
            s = sitting_duel(rules, mine, others[g % len(others)], seed + 100 * i + g, g % 2,
                             difficulty, battlefield)
            if won_by(s, g % 2, by_turn):
                won += 1
                turns += s.turn
        out[mine] = {"games": games, "won": won,
                     "rate": round(won / games, 3) if games else None,
                     "wilson95": wilson(won, games),
                     "mean_turns": round(turns / won, 1) if won else None}
    return out
