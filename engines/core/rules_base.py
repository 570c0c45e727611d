"""The body every game's ``RULES`` class shares.

A game declares its protocol methods explicitly in its class body, so that an editor and
a type checker can follow a call from a scene into the engine. The hot-path functions
(``legal_actions``, ``apply``, ``clone``...) are the rules module's own functions bound
as static methods, so search calls them with no wrapper in between::

    class MagiRules(RulesBase):
        name, title = "magi", "Magi"
        min_players, max_players, default_players = 2, 8, 4
        legal_actions = staticmethod(rules.legal_actions)
        apply_move = staticmethod(rules.apply)
        ...

What is the same for every game lives here: ``start`` (the game binds ``new_state``),
``new_game`` from ``start``, player counts, ``evaluate`` (a finished game is scored from
``state.winners``; the game binds ``position_value`` for an unfinished one), the agent
difficulty check, no narration by default, and the forfeit (engines.core.forfeit: a
player gives up). ``apply``, ``why_illegal``, ``describe`` and ``result`` are this class's:
each takes a forfeit itself and hands every other action to the game's own
``apply_move``, ``why_illegal_move``, ``describe_move`` and ``game_result``; the game's hook
``end_by_forfeit`` closes its state. ``apply_trusted`` (search and rollouts, never a
forfeit) is the game's own, with no step in between.
"""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from engines.core import events as E
from engines.core import forfeit as F
from engines.core.agents import DIFFICULTIES
from engines.core.decision import Decision
from engines.core.protocol import IllegalAction


class RulesBase:
    name: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 2
    default_players: int = 2
    house_rule_players: tuple[int, ...] = ()
    # the most moves a saved game may hold: a wide margin over the longest real games
    # (the app refuses a save with more before replaying it)
    max_record_actions: int = 10_000
    # what each kind of decision carries in ``Decision.hints``: {kind: TypedDict}, from
    # the game's decisions module (engines.core.hints); a kind left out carries none
    decision_hints: Mapping[str, type] = MappingProxyType({})

    # --- player counts (the one place they live) ---------------------------------------
    @property
    def player_counts(self) -> range:
        return range(self.min_players, self.max_players + 1)

    @property
    def players_label(self) -> str:
        """"2-4", or "4-8 (2-3 house rule)"."""
        lo, hi = self.min_players, self.max_players
        house = self.house_rule_players
        if house:
            official = [n for n in self.player_counts if n not in house]
            text = _span(official[0], official[-1])
            return f"{text} ({_span(min(house), max(house))} house rule)"
        return _span(lo, hi)

    def check_players(self, n: Any) -> int:
        """``n`` as a seat count of this game, else ValueError with a readable reason."""
        if type(n) is not int or not self.min_players <= n <= self.max_players:
            raise ValueError(f"{self.title} is played by {self.players_label} players")
        return n

    # --- starting -------------------------------------------------------------------------
    def check_config(self, config: dict, /) -> dict:
        raise NotImplementedError

    def new_state(self, config: dict, seed: int, events: list, /) -> Any:
        """A fresh state; the opening's events are appended to ``events``."""
        raise NotImplementedError

    def start(self, config: dict, seed: int) -> tuple[Any, list]:
        """A new game and its opening's events; a tutorial's staged position (from its
        config) starts with none."""
        staged = self.tutorial_position(config, seed)
        if staged is not None:
            return staged, []
        events: list = []
        state = self.new_state(config, seed, events)
        return state, events

    # a game whose tutorial is staged on a fresh state from its config's "tutorial" key
    # binds the module that does it: ``check(config)`` and ``staged(state)``
    tutorial_stager: Any = None

    def tutorial_position(self, config: dict, seed: int, /) -> Any | None:
        """The position a tutorial's config key stages (None: not a tutorial): through
        ``tutorial_stager``, or a game's own (Arena stages a lesson from its config)."""
        stager = self.tutorial_stager
        if stager is None or not isinstance(config, dict) or config.get("tutorial") is None:
            return None
        state = self.new_state(config, seed, [])
        stager.check(state.config)
        return stager.staged(state)

    def new_game(self, config: dict, seed: int) -> Any:
        return self.start(config, seed)[0]

    # --- playing ----------------------------------------------------------------------------
    def legal_actions(self, state: Any, /) -> list:
        raise NotImplementedError

    def decision(self, state: Any, /) -> Decision | None:
        raise NotImplementedError

    def why_illegal(self, state: Any, action: Any, /, player: int | None = None) -> str | None:
        """Why ``action`` is refused now, in words for players (None: it is not)."""
        if F.is_forfeit(action):
            return self.forfeit_problem(state, action, player)
        return self.why_illegal_move(state, action, player)

    def apply(self, state: Any, action: Any, /, player: int | None = None) -> list:
        """Play ``action`` (checked; IllegalAction with the reason when refused)."""
        if type(action) is tuple and action and action[0] == F.FORFEIT:   # F.is_forfeit, inline:
            return self.forfeit_by_action(state, action, player)          # apply is hot
        return self.apply_move(state, action, player)

    def why_illegal_move(self, state: Any, action: Any, player: int | None = None, /
                         ) -> str | None:
        """The game's: why a move (not a forfeit) is refused now."""
        raise NotImplementedError

    def apply_move(self, state: Any, action: Any, player: int | None = None, /) -> list:
        """The game's: play a move (not a forfeit), checked."""
        raise NotImplementedError

    def apply_trusted(self, state: Any, action: Any, /) -> list:
        """``apply`` for an action taken unchanged from ``legal_actions(state)`` (search
        and rollouts): a game may skip the check there. Default: ``apply``."""
        return self.apply(state, action)

    def is_over(self, state: Any) -> bool:
        return state.to_move is None

    def result(self, state: Any) -> dict | None:
        """The game's result (None while it goes on), with ``"reason": "forfeit"`` and
        ``"forfeited"`` when a player gave it up."""
        res = self.game_result(state)
        if res is None:
            return None
        gave_up = self.forfeited(state)
        if gave_up:
            res = {**res, "reason": F.FORFEIT, "forfeited": gave_up}
        return res

    def game_result(self, state: Any, /) -> dict | None:
        """The game's: its result (winners, scores...), None while it goes on."""
        raise NotImplementedError

    # --- forfeit (engines.core.forfeit) ---------------------------------------------------
    def forfeit(self, state: Any, seat: int, /) -> list:
        """``seat`` gives the game up: its side loses, the seats still in on the other
        sides win (see engines.core.forfeit); returns the events (the last: GameOver,
        reason "forfeit", with ``forfeited``). IllegalAction (with a reason) when ``seat``
        may not forfeit now; the state is then unchanged."""
        action = F.forfeit_action(seat)
        reason = self.forfeit_problem(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        side = self.forfeit_side(state, seat)
        winners = self.forfeit_winners(state, seat)
        events: list = []
        self.end_by_forfeit(state, seat, winners, events)
        for ev in events:
            if ev.get("type") == E.GAME_OVER:
                ev["reason"] = F.FORFEIT
                ev["forfeited"] = side
        return events

    def forfeit_by_action(self, state: Any, action: Any, player: int | None = None, /) -> list:
        """``apply`` of a forfeit action (checked: ``forfeit_problem``)."""
        reason = self.forfeit_problem(state, action, player)
        if reason is not None:
            raise IllegalAction(reason)
        return self.forfeit(state, action[1])

    def forfeit_problem(self, state: Any, action: Any, player: int | None = None, /) -> str | None:
        """Why the forfeit ``action`` is refused now (None: it is not)."""
        seat = F.forfeit_seat(action)
        if seat is None:
            return F.NOT_A_FORFEIT
        if self.is_over(state):
            return F.GAME_OVER
        if not 0 <= seat < self.seat_count(state):
            return F.NO_SUCH_SEAT
        if player is not None and player != seat:
            return F.NOT_YOURS
        if seat in self.seats_out(state):
            return F.ALREADY_OUT
        return None

    def seat_count(self, state: Any, /) -> int:
        """The number of seats at the table (``state.players``, else the names)."""
        n = getattr(state, "players", None)
        return n if type(n) is int else len(state.names)

    def forfeit_side(self, state: Any, seat: int, /) -> list:
        """The seats that lose when ``seat`` gives up: the seat and its teammates still
        in the game."""
        out = self.seats_out(state)
        mates = set(self.teammates(state, seat))
        return sorted(p for p in range(self.seat_count(state))
                      if p == seat or (p in mates and p not in out))

    def forfeit_winners(self, state: Any, seat: int, /) -> list:
        """Who wins when ``seat`` gives up: the seats still in on the other sides (all of
        the other sides' seats, should none be still in)."""
        side = {seat, *self.teammates(state, seat)}
        others = [p for p in range(self.seat_count(state)) if p not in side]
        out = self.seats_out(state)
        return [p for p in others if p not in out] or others

    def end_by_forfeit(self, state: Any, seat: int, winners: list, events: list, /) -> None:
        """Hook: close the game's state as over by forfeit with ``winners`` (the game's own
        end: its phase, pending choices) and append the GameOver event. Default: the
        state's ``winners``, ``to_move`` and ``end_reason`` (if it keeps one) are set."""
        state.winners = list(winners)
        state.to_move = None
        if hasattr(state, "end_reason"):
            state.end_reason = F.FORFEIT
        events.append(E.game_over(winners, F.FORFEIT))

    def ended_by_forfeit(self, state: Any, /) -> bool:
        """Hook: the game is over because a player gave up (default: the state's
        ``end_reason`` says so)."""
        return self.is_over(state) and getattr(state, "end_reason", None) == F.FORFEIT

    def forfeited(self, state: Any, /) -> list:
        """The side that gave the game up (empty unless it ended by forfeit): the seats
        still in that are not among the winners."""
        if not self.ended_by_forfeit(state):
            return []
        won, out = set(state.winners or ()), self.seats_out(state)
        return [p for p in range(self.seat_count(state)) if p not in won and p not in out]

    def describe_forfeit(self, state: Any, action: Any, viewer: int | None = None, /) -> str:
        """The log line of a forfeit ("Ann forfeits the game"; "You forfeit the game")."""
        seat = F.forfeit_seat(action)
        if seat is None:
            return "A forfeit"
        if seat == viewer:
            return "You forfeit the game"
        names = getattr(state, "names", None) or []
        who = names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"
        return f"{who} forfeits the game"

    def seats_out(self, state: Any, /) -> set:
        """The seats knocked out while the game goes on: by default the state's per-seat
        ``out`` flags (a list of booleans), else none."""
        flags = getattr(state, "out", None)
        n = getattr(state, "players", None)
        if isinstance(flags, (list, tuple)) and len(flags) == n \
                and all(isinstance(f, bool) for f in flags):
            return {p for p, f in enumerate(flags) if f}
        return set()

    def teammates(self, state: Any, seat: int, /) -> list:
        """The other seats of ``seat``'s team (none by default: every seat plays alone)."""
        return []

    # --- information --------------------------------------------------------------------------
    def view(self, state: Any, player: int, /) -> Any:
        raise NotImplementedError

    def determinize(self, view: Any, rng: Any, /) -> Any:
        raise NotImplementedError

    def clone(self, state: Any, /) -> Any:
        raise NotImplementedError

    def to_json(self, state: Any, /) -> dict:
        raise NotImplementedError

    def from_json(self, data: dict, /) -> Any:
        raise NotImplementedError

    # --- words ------------------------------------------------------------------------------
    def describe(self, state: Any, action: tuple, /, viewer: int | None = None) -> str:
        """``action`` in words for the log, from ``viewer``'s seat ("you")."""
        if F.is_forfeit(action):
            return self.describe_forfeit(state, action, viewer)
        return self.describe_move(state, action, viewer)

    def describe_move(self, state: Any, action: tuple, viewer: int | None = None, /) -> str:
        """The game's: a move (not a forfeit) in words."""
        raise NotImplementedError

    def narrate(self, state: Any, event: dict, /, viewer: int | None = None) -> str | None:
        return None

    def card_name(self, state: Any, card: Any, /) -> str:
        raise NotImplementedError

    # --- AI ---------------------------------------------------------------------------------
    def evaluate(self, state: Any, player: int, /) -> float:
        """1 / winners for a winner of a finished game (``state.winners``), 0 for the
        others; else the game's ``position_value``."""
        winners = state.winners
        if winners is not None:
            return 1.0 / len(winners) if player in winners else 0.0
        return self.position_value(state, player)

    def position_value(self, state: Any, player: int, /) -> float:
        """Heuristic value in [0, 1] of an unfinished game for ``player``."""
        raise NotImplementedError

    def make_agent(self, difficulty: str, seed: int) -> Any:
        """The game's agent for a difficulty (``agent_for`` does the mapping)."""
        if difficulty not in DIFFICULTIES:
            raise ValueError(f"unknown difficulty {difficulty!r}; use one of {DIFFICULTIES}")
        return self.agent_for(difficulty, seed)

    def agent_for(self, difficulty: str, seed: int) -> Any:
        raise NotImplementedError


def _span(lo: int, hi: int) -> str:
    return str(lo) if lo == hi else f"{lo}-{hi}"
