"""Where the Hint (scenes.kit.hint) shows an Arena move: the army card, the figure with
its path of spaces drawn, the attacker with a line to its target, the spell in hand;
a question's answer where the decision points (a space, a figure, a card, a seat). The
names are the input part's ``element_rect`` places; ``hand`` is the human's spells as
shown, ``decision`` the engine's."""
from __future__ import annotations

BUTTONS = {"end": "end", "done": "stop", "cancel": "stop"}


def hint_places(action, hand: list, decision) -> list[str]:
    kind = action[0]
    if kind in ("card", "summon"):
        return [f"card:{action[1]}"]
    if kind == "cast":
        return [f"spell:{hand.index(action[1])}"] if action[1] in hand else []
    if kind == "move":
        return [f"fig:{action[1]}"] + [f"hex:{h}" for h in action[2:]]
    if kind == "attack":
        return [f"fig:{action[1]}", f"fig:{action[2]}"]
    if kind == "ability":
        return ["ability"]
    target = decision.target_of(action) if decision is not None else None
    if isinstance(target, tuple) and target:
        return _target(target, hand)
    return [BUTTONS[kind]] if kind in BUTTONS else []


def _target(target: tuple, hand: list) -> list[str]:
    what = target[0]
    if what == "hex":
        return [f"hex:{target[1]}"]
    if what == "hexes":
        return [f"hex:{h}" for h in target[1:]]
    if what == "figure":
        return [f"fig:{target[1]}"]
    if what == "card":
        return [f"card:{target[1]}"]
    if what == "seat":
        return [f"seat:{target[1]}"]
    if what == "spell" and target[1] in hand:
        return [f"spell:{hand.index(target[1])}"]
    return []
