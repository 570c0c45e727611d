"""The Magi seat AI: the generic :class:`app.ui.ai_driver.AIDriver` bound to the Magi
rules (a lone "call"/"catch" is still asked, so the agent may decline to race)."""
from __future__ import annotations

from app.ui.ai_driver import BUDGET, AIDriver as _GenericDriver
from engines.magi import RULES

__all__ = ["AIDriver", "BUDGET"]


class AIDriver(_GenericDriver):
    def __init__(self, difficulty: str, seed: int, inline: bool) -> None:
        super().__init__(RULES, "magi", difficulty, seed, inline,
                         forced=lambda legal: len(legal) == 1
                         and legal[0][0] not in ("call", "catch"),
                         salt=lambda state: state.turn_no)
