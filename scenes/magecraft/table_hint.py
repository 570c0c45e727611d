"""Where the Hint (scenes.kit.hint) shows a Magecraft move: the gem to pay or discard
(with a line to where it goes), the spellbook, the Academy spell, the spell to move or
master, the icon button and the opponent attacked, the phase's buttons. The names are
the input part's ``element_rect`` places."""
from __future__ import annotations

BUTTONS = {"cast": "cast", "revise": "revise", "done": "done", "stop": "done",
           "end_turn": "done", "unshield": "shield"}
ICONS = ("draw", "heal", "shield", "vanish")


def hint_places(action) -> list[str]:
    kind = action[0]
    if kind in ("book", "place"):
        return [f"learn:{action[1]}"]
    if kind == "pay":
        return [f"hand_gem:{action[2]}"]
    if kind == "cantrip":
        return [f"hand_gem:{action[1]}", "cantrip"]
    if kind == "discard":
        return [f"hand_gem:{action[1]}", "discard"]
    if kind == "learn":
        return [f"academy:{action[1]}"]
    if kind == "move":
        return [f"card:{action[1]}:{action[2]}", f"ins:{action[3]}:{action[4]}"]
    if kind == "master":
        return [f"card:{action[1]}:{action[2]}"]
    if kind == "attack":
        return ["icon:attack", f"board:{action[1]}"]
    if kind in ICONS:
        return [f"icon:{kind}"]
    if kind in BUTTONS:
        return [BUTTONS[kind]]
    return []
