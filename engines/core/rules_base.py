"""The body every game's ``RULES`` object shares.

A game declares ``class MagiRules(RulesBase, module=rules)``: the protocol functions of
its rules module (``legal_actions``, ``apply``, ...) become static methods of the class,
the very same function objects (no wrapper: the search's hot path calls them directly),
and ``new_game`` / ``start`` / ``is_over`` / ``make_agent`` come from here. The game adds
``result``, ``evaluate``, ``describe`` and its own extras.
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

# the functions of a game's rules module that RULES exposes unchanged
PROTOCOL_FUNCTIONS = ("legal_actions", "apply", "why_illegal", "clone", "view",
                      "determinize", "to_json", "from_json")


class RulesBase:
    name: str = ""
    title: str = ""
    _module: ModuleType | None = None

    def __init_subclass__(cls, module: ModuleType | None = None, **kw) -> None:
        super().__init_subclass__(**kw)
        if module is not None:
            cls._module = module
            for fn in PROTOCOL_FUNCTIONS:
                setattr(cls, fn, staticmethod(getattr(module, fn)))

    def new_game(self, config: dict, seed: int) -> Any:
        return self._module.new_state(config, seed)

    def start(self, config: dict, seed: int) -> tuple:
        """(state, events of the opening) for scenes that animate it."""
        ev: list = []
        s = self._module.new_state(config, seed, ev)
        return s, ev

    def is_over(self, state) -> bool:
        return state.to_move is None

    def make_agent(self, difficulty: str, seed: int):
        """The game's agent (``engines.<name>.ai.make_agent``)."""
        ai = importlib.import_module(f"engines.{self.name}.ai")
        return ai.make_agent(self, difficulty, seed)
