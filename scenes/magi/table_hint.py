"""Where the Hint (scenes.kit.hint) shows a Magi move: the card to play lit with a line
to the pile, the talon, the button or the seat plate, the pop-up's tile; the names are
the input part's ``element_rect`` places."""
from __future__ import annotations

BUTTONS = {"draw": "talon", "call": "magi_button", "pass": "pass_button",
           "end_turn": "pass_button", "skip_magic": "skip_button"}


def hint_places(action) -> list[str]:
    kind = action[0]
    if kind == "play":
        return [f"hand_card:{action[1]}", "pile"]
    if kind in BUTTONS:
        return [BUTTONS[kind]]
    if kind == "catch":
        return [f"catch:{action[1]}"]
    if kind in ("colour", "shoot", "original"):
        return [f"{kind}:{action[1]}"]
    return []
