"""The Magi-Nation seat AI: the generic :class:`app.ui.ai_driver.AIDriver` bound to the
Magi-Nation rules (a worker process in play, inline in tests and the headless demo)."""
from __future__ import annotations

from app.ui.ai_driver import BUDGET, AIDriver as _GenericDriver
from engines.magination import RULES

__all__ = ["AIDriver", "BUDGET"]


class AIDriver(_GenericDriver):
    def __init__(self, difficulty: str, seed: int, inline: bool) -> None:
        super().__init__(RULES, "magination", difficulty, seed, inline,
                         forced=lambda legal: len(legal) == 1,
                         salt=lambda state: state.turn_no * 7 + state.step)
