"""The Mabinogi Duel tutorial: Morrigan's scripted moves and the text of every step (our
own words). Pure data plus :func:`build`, which plays the scripted
part through the engine once (at import) and checks every move against
``legal_actions``.

The position (the engine's: engines/mabinogi/tutorial.py, staged by ``RULES.start`` for
the config's "tutorial" key, so the record replays from config, seed and actions): your
third turn of a duel. You (Brigid, Nature and Mana, level 2 with a
nearly full gauge) have an Arcane Golem in lane 3 and a Grand Elf in lane 5; two cards
lie in your grave. Morrigan (level 1) has a Rhino in lane 3 and a Counter Magic in her
grave. What it teaches, in order: the table, resources and costs (with the grave's
upkeep), summoning into a lane, discarding for a resource (which also arms a
counterspell), the battle left to right, a counterspell chain that resolves from the
top, defence, levelling up and the card levels, Revive, Charge; then a free duel
against the Easy AI (``FREE``: the last step, which ends when the duel does).

``FLOW`` lists ``Step``s and ``AI_TURN`` markers; a step becomes active once every
action before it has been played; a step with ``expect`` waits for exactly those
actions of yours, a step without shows Next.
"""
from __future__ import annotations

from engines.mabinogi import HERO, RULES
from engines.mabinogi.staging import iid
from engines.mabinogi.tutorial import AI, HUMAN, NAMES, SEED, config
from scenes.kit.tutorial_script import AI_TURN, Script, Step, play_flow

__all__ = ["AI", "HUMAN", "NAMES", "SEED", "config", "Step", "FLOW", "STEPS", "STEP_AT",
           "SCRIPT", "ACTORS", "N_STEPS", "build", "AI_TURN", "COMPLETE"]

# the end panel's text
COMPLETE = ("You summoned into a lane, paid costs with the grave's upkeep in them, "
            "discarded for a resource, watched the battle go left to right, countered a "
            "spell and saw the chain resolve from the top, let defence soak a hit, "
            "levelled up your hero and your cards, revived your grave and charged — then "
            "fought a whole duel. Time for a real one.")


def _iid(s, p, name, zone="hand"):
    return iid(s, p, name, zone)


FLOW: list = [
    Step("board", "The lane table",
         "You are Brigid (bottom left), facing Morrigan (top). Each side has five cells, "
         "one per lane; a cell faces the enemy cell of the same lane. There is no deck: "
         "all your cards are in your hand at the bottom, the whole game long.",
         point="board"),
    Step("resources", "Resources and costs",
         "Your counters at the right: Nature (green leaf, N) and Mana (blue crystal, M). "
         "The disc at a card's top left is what it costs you now. Your grave holds 2 "
         "cards: that upkeep (+2, the orange ring) is added to every card you play.",
         point="res:0"),
    Step("summon", "Summon into a lane",
         "You have two flames: two actions this turn. Drag a Hyena onto the empty cell "
         "of lane 1 (the legal cells light up). It is summoning sick: it attacks from "
         "your next turn.",
         expect=lambda s: [("summon", _iid(s, HUMAN, "Hyena"), 0)],
         point="hand:Hyena", drag_to="cell:0:0",
         hint="Drag a Hyena onto the empty cell of lane 1"),
    Step("discard", "Discard for a resource",
         "Any card can be dropped on your grave for one of its resource. Counter Magic "
         "only works from the grave, so discarding it also arms it. Drag Counter Magic "
         "onto your grave: your last flame, so the battle follows.",
         expect=lambda s: [("discard", _iid(s, HUMAN, "Counter Magic"))],
         point="hand:Counter Magic", drag_to="grave:0",
         hint="Drag Counter Magic onto your grave"),
    Step("battle", "The battle, left to right",
         "Attack tickets went out from the left: your Golem hit the Rhino in front of "
         "it, and your Grand Elf, with no one in front, hit Morrigan herself. The "
         "Hyena, summoning sick, got no ticket.",
         point="board"),
    AI_TURN,
    Step("counter", "Counter it!",
         "Morrigan casts Fireball at you. The Counter Magic in your grave can stop it: "
         "you pay its cost with your grave's upkeep in it (no flame), and it comes back "
         "to your hand. Click Counter.",
         expect=lambda s: [("counter", _iid(s, HUMAN, "Counter Magic", "grave"))],
         point="popup", hint="Counter the Fireball with your Counter Magic"),
    AI_TURN,
    Step("chain", "A counter chain",
         "Morrigan countered your counter! The stack resolved from the top: her Counter "
         "Magic cancelled yours, so the Fireball went through. Both counterspells went "
         "back to their owners' hands.",
         point="hero:0"),
    Step("defence", "Defence",
         "In Morrigan's battle the Rhino hit your Golem. Its defence (the blue shield) "
         "soaked it: the small die rolled how much defence it lost, and HP was untouched. "
         "Higher than the defence, a hit takes the rest from HP.",
         point="cell:0:2"),
    Step("level", "Level up",
         "Actions and hits filled your level gauge (FULL). Click Level up: +25% HP, "
         "resources, and one more flame each turn from your next turn on. Like every "
         "action it uses a flame now.",
         expect=[("level_up",)], point="level", hint="Click the Level up button"),
    Step("levels", "Your cards level up too",
         "Your cards now show three stars: costs went up, and so did attack, HP and "
         "effects. Creatures already out keep the level they were summoned at.",
         point="hand_card:0"),
    Step("revive", "Revive",
         "Your grave's upkeep makes every card dearer. Revive brings every grave card "
         "back to your hand: your hero loses 1 HP per card (never below 1), and it counts "
         "as an attack. Click Revive: your last flame, so the battle follows.",
         expect=[("revive",)], point="revive", hint="Click the Revive button"),
    AI_TURN,
    Step("charge", "Charge",
         "Your turn again, with three flames now that you are level 3. Charge gives you "
         "one random resource of your deck's kinds. Click Charge.",
         expect=[("charge",)], point="charge", hint="Click the Charge button"),
    Step("duel", "Now, the duel",
         "From here it is a real duel against the Easy AI: play your own moves until one "
         "hero falls. Drag cards, use the buttons, and Space ends your action phase.",
         expect=[], point=None, free=True),
]


def ai_move(s):
    """Morrigan's scripted part: Fireball at you, then counter your counter."""
    legal = RULES.legal_actions(s)
    if s.phase == "counter":
        c = [a for a in legal if a[0] == "counter"]
        return c[0] if c else ("pass",)
    fire = [a for a in legal if a[0] == "cast" and len(a) == 4 and a[2] == HUMAN
            and a[3] == HERO and RULES.card(s.cdef[a[1]]).name == "Fireball"]
    return fire[0] if fire else ("end",)


def build() -> Script:
    """Play the scripted part through the engine; ValueError when a move is illegal."""
    return play_flow(FLOW, RULES.new_game(config(), SEED), RULES, HUMAN, AI, ai_move)


STEPS, STEP_AT, SCRIPT, ACTORS = build()
N_STEPS = len(STEPS)
