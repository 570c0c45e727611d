"""Last Counter's tutorial: its steps and the other player's scripted move (pure data,
scenes.kit.tutorial_script), on the engine's staged position (tests/sixth/engine/tutorial.py)."""
from __future__ import annotations

from scenes.kit.tutorial_script import AI, Step, flatten

SEED, HUMAN = 1, 0
NAMES = ("You", "Nim")
FLOW = [
    Step("take", "Take counters", "Six counters are left. Click Take 2.",
         expect=("take", 2), point="take 2", hint="Click Take 2"),
    AI(1, ("take", 1)),
    Step("card", "Play your card", "Drag your Three onto the pile: it takes the last three.",
         expect=("card",), point="card", drag_to="pile", hint="Drag your card to the pile"),
]
STEPS, STEP_AT, SCRIPT, ACTORS = flatten(FLOW, HUMAN)
COMPLETE = "You took counters and played your card: take the last one to win."
