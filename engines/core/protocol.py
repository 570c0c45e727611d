"""The engine protocol: the one surface every game exposes, and everything scenes call.

Scenes, AI agents, saves, replays, the demo mode, the benchmarks and the conformance
suite (tests/engines/test_conformance.py) are written once against this surface. A game
package (engines/<game>/) provides a module-level object ``RULES``, an instance of a
:class:`engines.core.rules_base.RulesBase` subclass that implements :class:`Rules`.

Conventions
-----------
* **Action** - a tuple of str/int values (nested tuples allowed), hashable (search keys
  its tree by actions) and JSON-able (saves store them as lists;
  :func:`engines.core.actions.action_from_json` turns them back). The first item names
  the kind: ``("play", 17)``, ``("draw",)``, ``("colour", "red")``. Every input a player
  can give is an action, including answers to pending choices. Anything that is not
  exactly a legal action (a list, a float or bool for an int, None) is refused with
  IllegalAction and changes nothing (see engines.core.actions).
* **Forfeit** - ``("forfeit", seat)``: that seat gives the game up. Every game accepts it
  from its seat at any decision and never lists it among the legal actions (written once:
  engines.core.forfeit and RulesBase.forfeit).
* **Decision** - ``decision(state)`` says who decides now, what kind of choice it is, the
  options (exactly ``legal_actions(state)``) and a prompt (engines.core.decision).
* **Event** - a plain dict with a ``"type"`` key and JSON-able values; the shared
  vocabulary is engines.core.events. Scenes turn events into animations and log lines.
* **State** - a game-specific object with at least ``to_move`` (the seat that must decide
  now, or ``None`` once the game is over), ``players`` (seat count) and ``names``.
  Chance comes from ``state.rng`` (an :class:`engines.core.rng.Rng`), so
  ``(config, seed, actions)`` replays a game exactly.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from engines.core.actions import action_from_json
from engines.core.decision import Decision

__all__ = ["Action", "Event", "IllegalAction", "Rules", "Decision", "action_from_json"]

Action = tuple
Event = dict


class IllegalAction(Exception):
    """Raised by ``apply`` for a move the rules refuse; ``reason`` is a sentence a
    player can read ("Your card must match the red colour or the sword picture")."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Rules(Protocol):
    """What every game's ``RULES`` object provides (see RulesBase for the shared body)."""

    name: str                # registry key, e.g. "magi"
    title: str               # shown to players, e.g. "Magi"
    min_players: int         # the one place a game's player counts live
    max_players: int
    default_players: int
    house_rule_players: tuple[int, ...]   # counts allowed only as a house rule
    # what each decision kind carries in Decision.hints: {kind: TypedDict} (core.hints)
    decision_hints: Mapping[str, type]

    # --- starting ---------------------------------------------------------------------
    def check_config(self, config: dict) -> dict:
        """The config made whole (defaults filled in) or ValueError with a sentence for
        players. ``new_game`` calls it; the setup screen and save loading may too. Every
        number is bounded by what the game allows (a save's settings are untrusted):
        huge, negative and non-integer values are refused with ValueError."""

    def new_game(self, config: dict, seed: int) -> Any:
        """A fresh state. config holds at least ``players`` (int); games add their own
        keys (variants, decks, names). Must be JSON-able."""

    def start(self, config: dict, seed: int) -> tuple[Any, list[Event]]:
        """(state, events of the opening) for scenes that animate it (RulesBase: from the
        game's ``new_state(config, seed, events)``)."""

    # --- playing ----------------------------------------------------------------------
    def legal_actions(self, state: Any) -> list[Action]:
        """Every action ``state.to_move`` may take now (empty when the game is over)."""

    def decision(self, state: Any) -> Decision | None:
        """The pending decision (its options are ``legal_actions(state)``), or None
        when the game is over."""

    def why_illegal(self, state: Any, action: Any, player: int | None = None) -> str | None:
        """None when ``action`` is legal now (for ``player`` when given), else a reason
        a player can read. Checks the one action: never lists every legal action."""

    def apply(self, state: Any, action: Any, player: int | None = None) -> list[Event]:
        """Mutate ``state`` by ``action`` and return what happened, in order. Raises
        IllegalAction(reason) and leaves the state unchanged when refused."""

    def apply_trusted(self, state: Any, action: Any) -> list[Event]:
        """``apply`` for an action taken unchanged from ``legal_actions(state)``, as
        search and rollouts do: the check may be skipped (RulesBase: ``apply``)."""

    def is_over(self, state: Any) -> bool: ...

    def result(self, state: Any) -> dict | None:
        """None while playing; then {"winners": [seats], "scores": [per seat], ...};
        ``"draw": True`` when the winners share a draw rather than a win (always when
        several rivals are listed), ``"team": k`` when the team ``result["teams"][k]``
        won (one win, not a draw). A seat that is out is never a winner while another
        is still in, unless its team won. See engines/core/results.py."""

    # --- information ------------------------------------------------------------------
    def view(self, state: Any, player: int) -> Any:
        """A copy in which everything ``player`` may not see is hidden, with nothing
        left from which it could be rebuilt (ids, configs, RNG)."""

    def determinize(self, view: Any, rng: Any) -> Any:
        """A full state consistent with ``view``: hidden zones refilled at random from
        what that player cannot have seen. Used by the search agents."""

    def clone(self, state: Any) -> Any:
        """A fast independent copy (written by hand, never deepcopy)."""

    def to_json(self, state: Any) -> dict: ...

    def from_json(self, data: dict) -> Any: ...

    # --- words ------------------------------------------------------------------------
    def describe(self, state: Any, action: Action, viewer: int | None = None) -> str:
        """The action, before it is applied, in words for the log ("Ann plays Red
        Sword"; "You play Red Sword" when ``viewer`` is the player to move)."""

    def narrate(self, state: Any, event: Event, viewer: int | None = None) -> str | None:
        """A log line for one event (None: the event needs none), "you" for ``viewer``."""

    def card_name(self, state: Any, card: Any) -> str:
        """The name of a card (or figure, gem, spell) as a player sees it in ``state``."""

    # --- AI ---------------------------------------------------------------------------
    def evaluate(self, state: Any, player: int) -> float:
        """Heuristic value in [0, 1] of ``state`` for ``player`` (1 = surely winning);
        used where search stops before the end of the game. RulesBase: 1/winners or 0
        once the game is over, else the game's ``position_value(state, player)``."""

    def make_agent(self, difficulty: str, seed: int) -> Any:
        """An agent for "easy" | "normal" | "hard" (see engines.core.agents)."""


