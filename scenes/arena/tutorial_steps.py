"""The Arena tutorial's steps: one lesson per rulebook example, each on its own staged
position of the Training Ground (engines/arena/tutorial.py). Pure data plus
:func:`check_script`, which replays every lesson's script through the engine (the tests
call it).

Each lesson is a little game of its own (its record's config names the lesson), so a
save of the tutorial is the current lesson's record plus the step: it replays exactly.
``FLOW`` lists, per lesson, its steps (``Step``) and the opponent's scripted moves
(``AI``). A step with ``expect`` waits for that gesture (one or several actions played
together, e.g. choosing Chandra's card and moving her); one without shows Next.
"""
from __future__ import annotations

from engines.arena.board import get_board
from engines.arena.tutorial import LESSONS, NAMES, ORDER, SEED, config
from scenes.kit.tutorial_script import AI, Step, flatten

HUMAN, IVY = 0, 1
PLAYERS = 2
BOARD = get_board("tutorial")


def H(q: int, r: int) -> int:
    """The hex id of (q, r) on the Training Ground."""
    return BOARD.id_of[(q, r)]


# army cards and figures (ids follow the armies: the player's first)
CHANDRA, PHOENIXES, FIRECATS = 0, 1, 2          # red lessons: your cards
NISSA_R, ELVES_R, PUMMELS_R = 3, 4, 5           # ... and Ivy's
F_CHANDRA, F_FIRECAT = 0, 4
F_ELF_R, F_PUMMEL_R, F_PUMMEL_R2 = 8, 11, 12
NISSA_G, ELVES_G = 0, 1                         # the green lesson (you play Nissa)
F_ELF_G, F_PHOENIX_G, F_CHANDRA_G = 1, 8, 7
FLAME_LASH, FIRE_SHIELD = 13, 18                 # spell ids (engines/arena/spells.json)


def _move(card: int, f: int, *hexes: int) -> tuple:
    return (("card", card), ("move", f, *hexes))


def _attack(card: int, f: int, g: int) -> tuple:
    return (("card", card), ("attack", f, g))


FLOW: dict = {
    "basic": [
        Step("welcome", "Welcome to the Arena",
             "You command Chandra, the red Planeswalker (bottom left). Each lesson sets up "
             "a small scene on this training ground; you play one move, and the table "
             "explains what happened. Turn the view with Q and E, and press H to see "
             "every space's level.", point="fig:0"),
        Step("basic", "Basic movement",
             "A figure moves up to its move number: Chandra's is 6. Drag her and the "
             "spaces she can reach light up, each with its cost. Dragging a figure also "
             "chooses its army card for the turn.\n\nDrag Chandra to the marked space, six "
             "spaces away.",
             expect=_move(CHANDRA, F_CHANDRA, H(6, 5)), point="fig:0",
             drag_to=f"hex:{H(6, 5)}", hint="For this step, drag Chandra to the marked space"),
    ],
    "up": [
        Step("up", "Moving up",
             "Climbing costs more: a step onto a higher space costs 1 plus 1 for each "
             "level you climb. The ledge next to Chandra is two levels higher than her "
             "space, so stepping onto it costs 3.\n\nDrag Chandra up onto the ledge.",
             expect=_move(CHANDRA, F_CHANDRA, H(4, 2)), point="fig:0",
             drag_to=f"hex:{H(4, 2)}", hint="For this step, drag Chandra onto the ledge"),
    ],
    "limit": [
        Step("limit", "The height limit",
             "A figure cannot climb as many levels as its height, or more, in one step. "
             "Chandra is 4 tall and the cliff in front of her rises 4 levels: straight up "
             "is closed. She can still get to the top by the ledge, one rise at a time, "
             "and that uses her whole move.\n\nDrag Chandra onto the cliff top.",
             expect=_move(CHANDRA, F_CHANDRA, H(5, 4)), point="fig:0",
             drag_to=f"hex:{H(5, 4)}", hint="For this step, drag Chandra onto the cliff top"),
    ],
    "fall": [
        Step("fall", "Moving down and falling",
             "Going down costs nothing extra. But a drop as deep as the figure is tall is "
             "a fall: roll one combat die, and a crossed-weapons face deals 1 damage. "
             "Falling does not end the move. Chandra stands on a 4-level cliff; the lit "
             "spaces below are marked as falls.\n\nDrag her down to the marked space.",
             expect=_move(CHANDRA, F_CHANDRA, H(8, 0)), point="fig:0",
             drag_to=f"hex:{H(8, 0)}", hint="For this step, drag Chandra down to the marked "
             "space"),
        Step("fall_after", "One die for the fall",
             "The die you saw decided the fall: damage shows on Chandra's army card. A "
             "drop into water is never a fall, however deep.", point="card:0"),
    ],
    "water": [
        Step("water", "Water",
             "Stepping into water ends a move at once, even with spaces left. Water lies "
             "a level below the land, so climbing out later costs 1 extra.\n\n"
             "Drag Chandra into the pond.",
             expect=_move(CHANDRA, F_CHANDRA, H(1, 1)), point="fig:0",
             drag_to=f"hex:{H(1, 1)}", hint="For this step, drag Chandra into the pond"),
    ],
    "double": [
        Step("double", "Double-space figures",
             "A Blazing Firecat stands on two spaces. It moves head first and its tail "
             "follows the same spaces; it must end on two spaces of the same level. Here "
             "it runs six spaces and climbs onto the ledge, the climb counted as usual.\n\n"
             "Drag the Firecat onto the marked ledge space.",
             expect=_move(FIRECATS, F_FIRECAT, H(5, 3), H(4, 3)), point=f"fig:{F_FIRECAT}",
             drag_to=f"hex:{H(5, 3)}", hint="For this step, drag the Firecat onto the "
             "marked ledge space"),
    ],
    "flip": [
        Step("flip", "Flipping",
             "A double-space figure may turn round on its own two spaces at any time in "
             "its move. The flip is free and draws no leaving-engagement attacks.\n\n"
             "Drag the Firecat onto its own tail space to flip it.",
             expect=_move(FIRECATS, F_FIRECAT, H(1, 3), H(2, 3)), point=f"fig:{F_FIRECAT}",
             drag_to=f"hex:{H(1, 3)}", hint="For this step, drag the Firecat onto its own "
             "tail space"),
    ],
    "engage": [
        Step("engage", "Engagement",
             "Two opposing figures side by side are engaged (the red cross badge between "
             "them). Chandra is engaged with two Pummelroot Elementals. Moving away lets "
             "each of them roll one die at her: every crossed-weapons face is 1 damage. "
             "She rolls nothing back.\n\nDrag Chandra away to the marked space.",
             expect=_move(CHANDRA, F_CHANDRA, H(1, 3)), point="fig:0",
             drag_to=f"hex:{H(1, 3)}", hint="For this step, drag Chandra to the marked space"),
        Step("engage_after", "Two leaving strikes",
             "Each Pummelroot took its strike as she left. Engaged figures may attack only "
             "the figures they are engaged with, and need no line of sight to do it.",
             point="card:0"),
    ],
    "sight": [
        Step("sight", "Range and line of sight",
             "Now you play Nissa's army. Your Elf's range is 5, and Ivy's Chandra is "
             "exactly 5 spaces away (levels do not count). A Flamewing Phoenix stands "
             "between them, but the Elf still sees part of Chandra: any clear line from "
             "its eye to her body is enough. Hold R to try the ruler.\n\n"
             "Drag the Elf onto Chandra to attack.",
             expect=_attack(ELVES_G, F_ELF_G, F_CHANDRA_G), point=f"fig:{F_ELF_G}",
             drag_to=f"hex:{H(5, 0)}", hint="For this step, drag the Elf onto Ivy's "
             "Chandra"),
        Step("sight_after", "Attack dice",
             "The Elf rolled its power (3 dice) and Chandra her defence (4 dice). Every "
             "crossed-weapons face is a hit, every shield blocks one; hits left over are "
             "damage.", point=f"fig:{F_CHANDRA_G}"),
    ],
    "height": [
        Step("height", "Height advantage",
             "A figure whose base stands higher than its foe's rolls one extra die, "
             "attacking or defending. Chandra is on the ledge and Ivy's Elf below: "
             "Chandra attacks with 3 + 1 dice.\n\nDrag Chandra onto the Elf to attack.",
             expect=_attack(CHANDRA, F_CHANDRA, F_ELF_R), point="fig:0",
             drag_to=f"hex:{H(2, 4)}", hint="For this step, drag Chandra onto Ivy's Elf"),
    ],
    "summon": [
        Step("summon", "Summoning",
             "Squads start in the reserve, beside your Planeswalker's card. Choose your "
             "Planeswalker's card and you may summon a squad onto empty spaces within 5 "
             "clear-sight spaces of her.\n\nDrag the Flamewing Phoenixes card onto the "
             "marked space.",
             expect=(("card", CHANDRA), ("summon", PHOENIXES), ("put", H(3, 3))),
             point=f"card:{PHOENIXES}", drag_to=f"hex:{H(3, 3)}",
             hint="For this step, drag the Phoenixes card onto the marked space"),
        Step("summon_2", "The second Phoenix",
             "Each figure of the squad gets a space of its own.\n\nClick the marked "
             "space.", expect=(("put", H(2, 3)),), point=f"hex:{H(2, 3)}",
             hint="For this step, click the marked space"),
        Step("summon_3", "The third Phoenix",
             "Click the marked space for the last one.", expect=(("put", H(3, 2)),),
             point=f"hex:{H(3, 2)}", hint="For this step, click the marked space"),
    ],
    "sorcery": [
        Step("sorcery", "A sorcery",
             "Spells come from your hand of spell cards (at the foot), up to three a "
             "turn. A sorcery acts once and goes to your graveyard. Flame Lash deals 1 "
             "damage to an opposing figure within 5 spaces (2 with Chandra's Pyromania).\n\n"
             "Click Flame Lash.", expect=(("cast", FLAME_LASH),), point="spell:0",
             hint="For this step, click Flame Lash in your hand"),
        Step("sorcery_target", "Its target",
             "Choose the target on the battlefield.\n\nClick Ivy's Elf.",
             expect=(("target", F_ELF_R),), point=f"fig:{F_ELF_R}",
             hint="For this step, click Ivy's Elf"),
    ],
    "hidden": [
        Step("hidden", "A hidden enchant",
             "A hidden enchant goes face down on one of your army cards and waits for its "
             "moment; Ivy sees only a face-down card. Fire Shield guards your "
             "Planeswalker against figures attacking her from next door.\n\n"
             "Click Fire Shield.", expect=(("cast", FIRE_SHIELD),), point="spell:0",
             hint="For this step, click Fire Shield in your hand"),
        Step("hidden_card", "On Chandra",
             "It goes on Chandra's army card.\n\nClick Chandra Nalaar.",
             expect=(("attach", CHANDRA),), point="popup:chandra nalaar",
             hint="For this step, put Fire Shield on Chandra"),
        Step("hidden_choose", "Choose a card",
             "Every turn you choose one army card and use its figures. Chandra stays "
             "put this time.\n\nClick Chandra's army card.", expect=(("card", CHANDRA),),
             point=f"card:{CHANDRA}", hint="For this step, click Chandra's army card"),
        Step("hidden_end", "End the turn",
             "Now let Ivy play.\n\nClick End turn (or press Space).", expect=(("end",),),
             point="end", hint="For this step, end your turn"),
        AI(IVY, ("card", PUMMELS_R)), AI(IVY, ("attack", F_PUMMEL_R, F_CHANDRA)),
        Step("hidden_flip", "Flip it",
             "Ivy's Pummelroot attacks Chandra from the next space: just what Fire Shield "
             "waits for. You choose whether to flip it.\n\nClick Flip it.",
             expect=(("yes",),), point="popup:flip it", hint="For this step, click Flip it"),
        AI(IVY, ("end",)),
        Step("done", "Ready for a Duel",
             "The shield flipped: the attacker was burned and the card went to your "
             "graveyard. That is the whole turn: choose a card, summon, move, attack, "
             "spells around them. Destroy the other Planeswalker to win.",
             point="card:0"),
    ],
}
assert list(FLOW) == ORDER and set(FLOW) == set(LESSONS)

STEPS: list[Step] = []
LESSON_OF: list[str] = []       # the lesson of each step
STEP_AT: list[int] = []         # actions of its lesson played when each step becomes active
SCRIPTS: dict = {}              # per lesson: every action, in order
ACTORS: dict = {}               # per lesson: who plays each action
for _lesson, _items in FLOW.items():
    _lesson_script = flatten(_items, HUMAN, gestures=True)
    STEPS += _lesson_script.steps
    LESSON_OF += [_lesson] * len(_lesson_script.steps)
    STEP_AT += _lesson_script.step_at
    SCRIPTS[_lesson] = _lesson_script.script
    ACTORS[_lesson] = _lesson_script.actors
del _lesson, _items, _lesson_script
FIRST_STEP = {lesson: LESSON_OF.index(lesson) for lesson in ORDER}
DONE_STEP = len(STEPS)          # past the last step: "Tutorial complete"


def lesson_config(lesson: str) -> dict:
    return config(lesson)


def check_script():
    """Replay every lesson's script; raise AssertionError at the first action that is not
    legal for the seat the script says. Returns the final states by lesson."""
    from engines.arena import RULES as R
    out = {}
    for lesson in ORDER:
        state = R.new_game(config(lesson), SEED)
        for i, (action, seat) in enumerate(zip(SCRIPTS[lesson], ACTORS[lesson])):
            assert state.to_move == seat, (lesson, i, action, state.to_move, seat)
            assert action in R.legal_actions(state), (lesson, i, action,
                                                       R.why_illegal(state, action))
            R.apply(state, action)
        out[lesson] = state
    return out


__all__ = ["COMPLETE", "STEPS", "LESSON_OF", "STEP_AT", "SCRIPTS", "ACTORS", "FIRST_STEP",
           "DONE_STEP", "NAMES", "SEED", "check_script", "lesson_config", "H"]


# the end panel's text
COMPLETE = ("You moved, climbed, met the height limit, fell, waded, ran and flipped a "
            "Firecat, left an engagement, attacked past a Phoenix and from above, "
            "summoned a squad, cast a sorcery and sprang a hidden enchant. Now a free "
            "Duel: Chandra's army against Nissa's, with the Easy AI.")
