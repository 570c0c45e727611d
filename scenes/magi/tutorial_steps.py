"""The Magi tutorial's fixed deal, the scripted moves of the three AI seats and the text of
every step (our own words). Pure data plus :func:`check_script`, which replays the whole
script through the engine (the tests call it; so does the tutorial scene once, on start).

Seats: 0 You, 1 Bram, 2 Ivy, 3 Orla; play starts with you and goes clockwise
(0 -> 1 -> 2 -> 3) until the Reverse in step "reset".

How the script reads: ``FLOW`` interleaves tutorial steps (``Step``) and AI moves
(``AI``). A step becomes active once every action listed before it has been played; a step
with ``expect`` waits for the human to do exactly that action, a step without one shows a
Next button. AI moves are fed one by one, at the table's normal pace, while the active
step is still ahead of them.
"""
from __future__ import annotations

from scenes.kit.tutorial_script import AI, Step, flatten

PLAYERS = 4
NAMES = ["You", "Bram", "Ivy", "Orla"]
SEED = 20240611          # only round 2 (after the tutorial) uses the random deal
HUMAN = 0

# Card ids (see engines/magi/cards.json)
RED_BALANCE, RED_COIN, GREEN_SWORD, BLUE_PARCHMENT = 0, 22, 26, 76
GREEN_HOURGLASS, GREEN_SHIELD, BLUE_CRYSTAL = 65, 38, 35
ERYNDOR, QUENNA = 82, 94

DEAL = {
    "hands": [
        # You: colour match, picture match, a through card (Shot), Again, two to finish
        [RED_COIN, GREEN_SWORD, BLUE_PARCHMENT, GREEN_HOURGLASS, GREEN_SHIELD, BLUE_CRYSTAL],
        [24, 28, 17, 39, 13, 47],          # Bram
        [27, 11, 3, 37, 48, 41],           # Ivy
        [54, 56, 52, 44, 42, 49],          # Orla (three Draw sceptres)
    ],
    "pile": RED_BALANCE,
    # top first, in the order the cards are drawn during the tutorial; the rest follows
    "talon": [23, 46, ERYNDOR, QUENNA, 30, 50, 36, 33],
}
_used = {c for h in DEAL["hands"] for c in h} | {DEAL["pile"]} | set(DEAL["talon"])
DEAL["talon"] = DEAL["talon"] + [c for c in range(99) if c not in _used]
del _used


def _drag(card: int, name: str) -> str:
    return f"For this step, drag the {name} onto the pile"


FLOW: list = [
    Step("welcome", "Welcome to Magi",
         "Your goal: get rid of all your cards before anyone else. Your hand is at the "
         "bottom of the table; the face-up card in the middle is the pile, and every card "
         "you play goes on top of it.\n\nBram, Ivy and Orla play against you. Press Next "
         "(or Space) to begin.", point="hand"),
    Step("colour", "Same colour",
         "A card may go on the pile when it shares the colour or the picture of the top "
         "card. The top card is a Red Balance, and your Red Coin is red too.\n\n"
         "Drag the Red Coin onto the pile.",
         expect=("play", RED_COIN), point=f"hand_card:{RED_COIN}", drag_to="pile",
         hint=_drag(RED_COIN, "Red Coin")),
    AI(1, ("play", 24)), AI(2, ("play", 27)), AI(3, ("draw",)), AI(3, ("play", 23)),
    Step("picture", "Same picture",
         "The others took their turns. Now a Yellow Sword is on top and you hold nothing "
         "yellow, but a matching picture is just as good.\n\n"
         "Drag your Green Sword onto the pile.",
         expect=("play", GREEN_SWORD), point=f"hand_card:{GREEN_SWORD}", drag_to="pile",
         hint=_drag(GREEN_SWORD, "Green Sword")),
    AI(1, ("play", 28)), AI(2, ("play", 11)), AI(3, ("draw",)), AI(3, ("pass",)),
    Step("draw", "Nothing fits? Draw",
         "A Red Broom is on top: none of your cards is red or shows a broom. When you "
         "cannot play (or would rather not), take a card from the talon, the face-down "
         "stack.\n\nClick the talon.",
         expect=("draw",), point="talon",
         hint="For this step, click the talon to draw a card"),
    Step("magi", "Magi cards fit everywhere",
         "You drew Eryndor Vale, a magi card (grey). Magi cards may be played on any card, "
         "whatever lies on top. After drawing you may still play one card; if nothing "
         "fitted, the Pass button would end your turn.\n\n"
         "Drag Eryndor Vale onto the pile.",
         expect=("play", ERYNDOR), point=f"hand_card:{ERYNDOR}", drag_to="pile",
         hint=_drag(ERYNDOR, "Eryndor Vale magi card")),
    Step("select", "Select a colour",
         "A magi card has no colour of its own, so it names one: with Select, you decide "
         "the colour the next player has to play. (Its Reset does nothing yet; more on "
         "that soon.)\n\nChoose Yellow.",
         expect=("colour", "yellow"), point="colour:yellow",
         hint="For this step, choose Yellow in the pop-up"),
    AI(1, ("play", 17)), AI(2, ("play", 3)), AI(3, ("play", 54)),
    Step("drawcount", "DRAWCOUNT",
         "Orla played a Yellow Sceptre, a Draw card: it put a DRAWCOUNT marker of 1 on the "
         "table. The next player takes that many cards and loses the rest of the turn, "
         "unless they dodge it.\n\nYou could not dodge, so you drew Quenna Ravensong and "
         "your turn ended.", point=f"hand_card:{QUENNA}"),
    Step("magic", "The magic phase",
         "Every turn opens with a magic phase. In it you may only play a card showing the "
         "through symbol in its lower corner, like your Blue Parchment and Quenna. Such a "
         "card lets you skip the drawing: the DRAWCOUNT stays on the table for the next "
         "player.\n\nWithout a fitting through card, the magic phase simply passes.",
         point=f"hand_card:{BLUE_PARCHMENT}"),
    AI(1, ("draw",)), AI(1, ("play", 39)), AI(2, ("play", 37)), AI(3, ("play", 56)),
    Step("dodge", "Dodge it!",
         "Orla strikes again: DRAWCOUNT 2. This time you hold a fitting through card, so "
         "your turn stops in the magic phase. Skipping it would cost you 2 cards.\n\n"
         "Drag the Blue Parchment onto the pile.",
         expect=("play", BLUE_PARCHMENT), point=f"hand_card:{BLUE_PARCHMENT}",
         drag_to="pile",
         hint="Skipping now would cost you 2 cards: drag the Blue Parchment onto the pile"),
    Step("shot", "Shot: pick who is next",
         "The Parchment carries Shot: you pick the player who moves next (the direction "
         "stays the same). Ivy holds no through card, so the 2 cards will be hers.\n\n"
         "Choose Ivy.",
         expect=("shoot", 2), point="shoot:2",
         hint="For this step, choose Ivy in the pop-up"),
    Step("passed_on", "Ivy pays",
         "Ivy could not dodge: she drew the 2 cards and her turn was over. Bram was "
         "skipped by your Shot.", point="seat:2"),
    AI(3, ("play", 52)),
    Step("reset", "Reset",
         "Orla tries once more with a Draw card. Quenna Ravensong is a magi card with the "
         "through symbol and Reset, which sweeps every DRAWCOUNT marker away: nobody "
         "draws.\n\nDrag Quenna Ravensong onto the pile.",
         expect=("play", QUENNA), point=f"hand_card:{QUENNA}", drag_to="pile",
         hint=_drag(QUENNA, "Quenna Ravensong card")),
    Step("reverse", "Reverse and Free",
         "Quenna also carries Reverse: the direction marker flipped and play now goes "
         "anticlockwise, so Orla moves next instead of Bram. And Free lets Orla play any "
         "colour she likes.", point="direction"),
    AI(3, ("play", 44)), AI(2, ("play", 48)), AI(1, ("play", 13)),
    Step("again", "Again",
         "A Green Broom is on top. Your Green Hourglass carries Again: once it is played, "
         "you take a whole new turn, from the magic phase on.\n\n"
         "Drag the Green Hourglass onto the pile.",
         expect=("play", GREEN_HOURGLASS), point=f"hand_card:{GREEN_HOURGLASS}",
         drag_to="pile", hint=_drag(GREEN_HOURGLASS, "Green Hourglass")),
    Step("call", "Call \"Magi!\"",
         "Your extra turn. You hold two cards and are about to play one: before you go "
         "down to a single card you must call \"Magi!\", or anyone may catch you and make "
         "you draw.\n\nPress the Magi! button.",
         expect=("call",), point="magi_button",
         hint="First press the Magi! button, then play"),
    Step("last_but_one", "Play",
         "Well called. Now drag the Green Shield onto the pile.",
         expect=("play", GREEN_SHIELD), point=f"hand_card:{GREEN_SHIELD}", drag_to="pile",
         hint=_drag(GREEN_SHIELD, "Green Shield")),
    AI(3, ("play", 42)), AI(2, ("play", 41)), AI(1, ("play", 47)),
    Step("catch", "Catch!",
         "Bram went down to one card and forgot to call \"Magi!\". Until his next turn "
         "starts, anyone can catch him: he then draws a penalty card.\n\n"
         "Click the Catch! badge under Bram's seat.",
         expect=("catch", 1), point="catch:1",
         hint="For this step, click the Catch! badge at Bram's seat"),
    Step("out", "Go out",
         "Bram drew a card. A Blue Cup is on top and your last card is the Blue Crystal.\n\n"
         "Drag it onto the pile to end the round.",
         expect=("play", BLUE_CRYSTAL), point=f"hand_card:{BLUE_CRYSTAL}", drag_to="pile",
         hint=_drag(BLUE_CRYSTAL, "Blue Crystal")),
    Step("scores", "Scoring",
         "You went out, so the round is over. Everybody else adds up the numbers in the "
         "corners of the cards left in their hand: those are minus points. Rounds go on "
         "until somebody's total reaches 50; then the lowest total wins.\n\n"
         "Press Next round.", point="scoreboard_button"),
]

# the steps; actions played when each becomes active; every action in order; who plays it
STEPS, STEP_AT, SCRIPT, ACTORS = flatten(FLOW, HUMAN)
STEP_INDEX = {s.key: i for i, s in enumerate(STEPS)}
SCORES_STEP = STEP_INDEX["scores"]
DONE_STEP = len(STEPS)          # past the last step: "Tutorial complete"


def config() -> dict:
    return {"players": PLAYERS, "names": list(NAMES), "variation": False, "target": 50,
            "deal": {"hands": [list(h) for h in DEAL["hands"]], "pile": DEAL["pile"],
                     "talon": list(DEAL["talon"])}}


def check_script() -> list:
    """Replay the whole script; raise AssertionError at the first action that is not legal
    for the seat the script says. Returns the events of the whole game."""
    from engines.magi import RULES
    state = RULES.new_game(config(), SEED)
    events: list = []
    for i, (action, seat) in enumerate(zip(SCRIPT, ACTORS)):
        assert state.to_move == seat, (i, action, "to move:", state.to_move, "expected", seat)
        assert action in RULES.legal_actions(state), (i, action, RULES.why_illegal(state, action))
        events.extend(RULES.apply(state, action))
    assert any(e["type"] == "RoundEnded" for e in events), "the script never ends the round"
    return events


# the end panel's text
COMPLETE = ("You matched colours and pictures, drew from the talon, named a colour "
            "with a magi card, dodged and reset a DRAWCOUNT, used Shot, Reverse and "
            "Again, called \"Magi!\" and caught a forgetful opponent. You are ready.")
