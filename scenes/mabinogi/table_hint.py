"""Where the Hint (scenes.kit.hint) shows a Mabinogi Duel move: the hand card with a
line to its lane or target, the charge, revive, level and end buttons. The names are the
input part's ``element_rect`` places; ``hand`` is the human's hand as shown."""
from __future__ import annotations

BUTTONS = {"charge": "charge", "revive": "revive", "level_up": "level", "end": "end"}


def hint_places(action, hand: list, me: int) -> list[str]:
    kind = action[0]
    if kind in BUTTONS:
        return [BUTTONS[kind]]
    card = [f"hand_card:{hand.index(action[1])}"] if action[1:] and action[1] in hand else []
    if kind == "summon":
        return card + [f"cell:{me}:{action[2]}"]
    if kind == "cast" and len(action) == 4:
        return card + [f"cell:{action[2]}:{action[3]}"]
    if kind in ("cast", "discard"):
        return card
    return []
