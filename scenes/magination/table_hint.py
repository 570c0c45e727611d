"""Where the Hint (scenes.kit.hint) shows a Magi-Nation move: the card to play, the
creature that uses a power, the attacker with a line to its target, the card to pick,
the step button; a question's answer on its pop-up (the kit's fallback). The names are
the input part's ``element_rect`` places."""
from __future__ import annotations


def hint_places(action) -> list[str]:
    kind = action[0]
    if kind == "play":
        return [f"hand_card:{action[1]}"]
    if kind == "attack":
        return [f"card:{action[1]}", f"card:{action[2]}"]
    if kind in ("power", "pick", "search", "target"):
        return [f"card:{action[1]}"]
    if kind == "end_step":
        return ["next_step"]
    return []
