"""The engine protocol: the one small surface every game exposes.

Scenes, AI agents, saves, replays, the demo mode and the benchmarks are written once
against this surface. A game package (engines/<game>/) provides a module-level object
``RULES`` that implements :class:`Rules`.

Conventions
-----------
* **Action** - a tuple of str/int values, hashable (MCTS keys its tree by actions) and
  JSON-able (saves store them as lists; :func:`action_from_json` turns them back).
  The first item names the kind: ``("play", 17)``, ``("draw",)``, ``("colour", "red")``.
  Every input a player can give is an action, including answers to pending choices.
* **Event** - a plain dict with a ``"type"`` key (``"CardPlayed"``, ``"TurnBegan"``, ...)
  and JSON-able values. Scenes turn events into animations and log lines.
* **State** - a game-specific object with at least the attribute ``to_move`` (the seat
  that must decide now, or ``None`` once the game is over) and ``players`` (seat count).
  Chance comes from ``state.rng`` (an :class:`engines.core.rng.Rng`), so
  ``(config, seed, actions)`` replays a game exactly.
"""
from __future__ import annotations

from typing import Any, Protocol

Action = tuple
Event = dict


class IllegalAction(Exception):
    """Raised by ``apply`` for a move the rules refuse; ``reason`` is a sentence a
    player can read ("Your card must match the red colour or the sword picture")."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Rules(Protocol):
    """What every game module's ``RULES`` object provides."""

    name: str            # registry key, e.g. "magi"
    title: str           # shown to players, e.g. "Magi"

    def new_game(self, config: dict, seed: int) -> Any:
        """A fresh state. config holds at least ``players`` (int); games add their own
        keys (variants, decks, names). Must be JSON-able."""

    def legal_actions(self, state: Any) -> list[Action]:
        """Every action ``state.to_move`` may take now (empty when the game is over)."""

    def apply(self, state: Any, action: Action) -> list[Event]:
        """Mutate ``state`` by ``action`` and return what happened, in order.
        Raises IllegalAction(reason) and leaves the state unchanged when refused."""

    def is_over(self, state: Any) -> bool: ...

    def result(self, state: Any) -> dict | None:
        """None while playing; then {"winners": [seats], "scores": [per seat], ...}."""

    def view(self, state: Any, player: int) -> Any:
        """A copy in which everything ``player`` may not see is hidden (unknown cards
        replaced by a placeholder, the talon order forgotten, the RNG scrambled)."""

    def determinize(self, view: Any, rng: Any) -> Any:
        """A full state consistent with ``view``: hidden zones refilled at random from
        the cards that player cannot have seen. Used by the search agent."""

    def clone(self, state: Any) -> Any:
        """A fast independent copy (written by hand, never deepcopy)."""

    def to_json(self, state: Any) -> dict: ...

    def from_json(self, data: dict) -> Any: ...

    def evaluate(self, state: Any, player: int) -> float:
        """Heuristic value in [0, 1] of ``state`` for ``player`` (1 = surely winning);
        used where search stops before the end of the game."""

    def describe(self, state: Any, action: Action) -> str:
        """The action in words for the log and tooltips ("Ann plays Red Sword")."""

    def make_agent(self, difficulty: str, seed: int) -> Any:
        """An agent for "easy" | "normal" | "hard" (see engines.core.agents)."""


def action_from_json(value) -> Action:
    """Actions are stored in JSON as lists (nested lists too); make them tuples again."""
    if isinstance(value, list):
        return tuple(action_from_json(v) for v in value)
    return value
