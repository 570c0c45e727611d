"""The Magi-Nation Duel tutorial: the rulebook's example of play (Pruitt of Naroom against
Grega of Cald), with the player in the first seat. Pure data plus :func:`check_script`,
which replays the whole script through the engine (the tests call it).

Seats: 0 You (Pruitt), 1 Zoe (Grega). Decks are kept in the listed order (top first) and
the only die roll (Grega's Thermal Blast) is fixed at 4, so every move is known. Changes
from the book: a Cald Arbolit sits in your deck where the book has a second Grow, so that
the regional penalty can be shown in your second turn (you keep it in hand, as the book's
player keeps his energy); and the game goes on one round past the book's end, to show a
Relic (an Energy Band, drawn in your second turn) and an attack on a Magi with no
creatures: Zoe keeps her energy in her next turn and Grega falls.

``FLOW`` interleaves tutorial steps (``Step``) and Zoe's moves (``AI``). A step becomes
active once every action listed before it has been played; a step with ``expect`` waits for
the human to play exactly that action, a step without one shows a Next button.
"""
from __future__ import annotations

from scenes.kit.tutorial_script import AI, Step, flatten

PLAYERS = 2
NAMES = ["You", "Zoe"]
HUMAN, ZOE = 0, 1
SEED = 1
MAGI = [["Pruitt", "Evu", "Tryn"], ["Grega", "Ashgar", "Gar"]]
DECKS = [
    ["Carillion", "Grow", "Vortex of Knowledge", "Weebo", "Furok", "Vinoc", "Tap Roots",
     "Giant Carillion", "Arbolit", "Rudwot", "Energy Band", "Arboll", "Plith"],
    ["Lava Balamant", "Fire Ball", "Arbolit", "Quor Pup", "Fire Flow", "Quor", "Kelthet",
     "Drakan", "Diobor", "Fire Chogo", "Arbolit"],
]
DICE = [4]


def _iid(p: int, name: str) -> int:
    """Instance ids follow the config: each player's three Magi, then the deck in order."""
    base = sum(3 + len(DECKS[q]) for q in range(p))
    if name in MAGI[p]:
        return base + MAGI[p].index(name)
    return base + 3 + DECKS[p].index(name)


PRUITT, GREGA = _iid(0, "Pruitt"), _iid(1, "Grega")
CARILLION, VORTEX, WEEBO, FUROK = (_iid(0, n) for n in
                                   ("Carillion", "Vortex of Knowledge", "Weebo", "Furok"))
TAP_ROOTS, MY_ARBOLIT = _iid(0, "Tap Roots"), _iid(0, "Arbolit")
ENERGY_BAND = _iid(0, "Energy Band")
BALAMANT, FIRE_BALL, ARBOLIT, QUOR_PUP = (_iid(1, n) for n in
                                          ("Lava Balamant", "Fire Ball", "Arbolit", "Quor Pup"))
END = ("end_step",)


def _power(card: str) -> tuple:
    return (f"card:{card}", "popup:power:0")


FLOW: list = [
    # --- your first turn ------------------------------------------------------------
    Step("welcome", "Welcome to the Moonlands",
         "You play Pruitt, a Naroom Magi (bottom left); Zoe plays Grega of Cald (top). "
         "Each of you has three Magi waiting in a stack. A Magi falls once she has no "
         "energy left and no creatures on the table; knock out all three of Zoe's and you "
         "win.\n\nThis game follows the rulebook's sample duel, move for move.",
         point=f"magi:{HUMAN}"),
    Step("energy", "Energy is everything",
         "The big number under Pruitt is her energy: 15 to begin with. She spends it to "
         "cast spells and to call creatures, and a creature's energy is both its life and "
         "its strength. Each turn a Magi gains energy again; that is called energizing.",
         point=f"energy:{HUMAN}"),
    Step("start_vinoc", "Starting cards",
         "Every Magi names a few favourite cards she may fetch from the deck before her "
         "first turn. Pruitt's are Vinoc, Carillion and Grow. The sample game leaves the "
         "Vinoc behind.\n\nClick No.",
         expect=("no",), point="popup:no", hint="For this step, answer No for Vinoc"),
    Step("start_carillion", "Take the Carillion",
         "The Carillion is a sturdy creature. Click Yes to put it in your hand.",
         expect=("yes",), point="popup:yes", hint="For this step, answer Yes"),
    Step("start_grow", "And the Grow",
         "Grow is a spell. Click Yes; then your hand is filled up to five cards from the "
         "deck.", expect=("yes",), point="popup:yes", hint="For this step, answer Yes"),
    Step("steps", "Six steps a turn",
         "Every turn runs through the bar in the middle: 1 Energize, 2 Powers/Relics/"
         "Spells, 3 Attack, 4 Play Creatures, 5 Powers/Relics/Spells again, 6 Draw two "
         "cards. The player who starts skips energizing on the very first turn, so "
         "Pruitt still has 15 and you are in step 2.",
         point="steps"),
    Step("vortex", "Cast a spell",
         "Spells are played in step 2 or 5: their cost comes off your Magi and the card "
         "is gone after use. Vortex of Knowledge costs 1 and lets both players draw two "
         "cards.\n\nDrag Vortex of Knowledge onto the table.",
         expect=("play", VORTEX), point=f"hand_card:{VORTEX}", drag_to="table_drop",
         hint="For this step, drag Vortex of Knowledge onto the table"),
    Step("carillion", "Call a creature",
         "Pruitt has no creature to attack with, so steps 2 and 3 passed: you are in "
         "step 4. Calling a creature moves its cost from your Magi onto the creature: the "
         "Carillion takes 4 of Pruitt's energy and keeps them as its own.\n\n"
         "Drag the Carillion into your creature row.",
         expect=("play", CARILLION), point=f"hand_card:{CARILLION}",
         drag_to=f"creatures:{HUMAN}",
         hint="For this step, drag the Carillion into your creature row"),
    Step("weebo", "Another one",
         "Pruitt is down to 10. Now the Weebo, a small creature that costs 2.\n\n"
         "Drag the Weebo into your creature row.",
         expect=("play", WEEBO), point=f"hand_card:{WEEBO}", drag_to=f"creatures:{HUMAN}",
         hint="For this step, drag the Weebo into your creature row"),
    Step("furok", "And a third",
         "One more: the Furok costs 4.\n\nDrag the Furok into your creature row.",
         expect=("play", FUROK), point=f"hand_card:{FUROK}", drag_to=f"creatures:{HUMAN}",
         hint="For this step, drag the Furok into your creature row"),
    Step("end_4", "On to step 5",
         "Pruitt kept 4 energy. New creatures cannot attack this turn, but they may use "
         "powers in step 5.\n\nClick Next step (or press Space).",
         expect=END, point="next_step",
         hint="For this step, click Next step"),
    Step("refresh", "A Magi's power",
         "Cards with a Power can use it once per turn in steps 2 and 5. When a Magi (or "
         "a relic) uses one, the Magi pays. Pruitt's Refresh costs her 2 and gives a "
         "creature 3 energy.\n\nClick Pruitt, then Refresh.",
         expect=("power", PRUITT, 0), point=_power(str(PRUITT)),
         hint="For this step, click Pruitt and choose Refresh"),
    Step("refresh_target", "Pick the creature",
         "Refresh needs a target. Strengthen the Weebo.\n\nClick your Weebo.",
         expect=("target", WEEBO), point=f"card:{WEEBO}",
         hint="For this step, click your Weebo"),
    Step("draw", "Draw, and Zoe's turn",
         "The Weebo now has 5 and Pruitt 2. Nothing else is affordable, so step 5 ended "
         "and step 6 drew two cards for you. Zoe goes next: she does energize on her "
         "first turn.\n\nPress Next and watch her play.",
         point=f"energy:{ZOE}"),
    # --- Zoe's first turn (scripted) -------------------------------------------------
    AI(ZOE, ("yes",)), AI(ZOE, ("yes",)), AI(ZOE, ("yes",)),
    AI(ZOE, ("power", GREGA, 0)), AI(ZOE, ("target", FUROK)), AI(ZOE, END),
    AI(ZOE, ("play", ARBOLIT)), AI(ZOE, ("play", QUOR_PUP)), AI(ZOE, ("play", BALAMANT)),
    AI(ZOE, ("power", ARBOLIT, 0)), AI(ZOE, ("target", QUOR_PUP)),
    AI(ZOE, ("play", FIRE_BALL)), AI(ZOE, ("target", CARILLION)), AI(ZOE, END),
    # --- your second turn ------------------------------------------------------------
    Step("zoe_recap", "What Zoe did",
         "Grega came in with 10 and energized to 15. Her Thermal Blast rolled a 4 and "
         "burned that much off your Furok: with no energy left, a creature is discarded. "
         "She called three creatures, let her Arbolit give itself up to add 2 to the "
         "Quor Pup, and a Fire Ball took 2 from your Carillion.",
         point=f"creatures:{ZOE}"),
    Step("energize", "Energize",
         "Your turn. Step 1 happened by itself: Pruitt gained her energize number, 5, and "
         "now has 7.", point=f"energy:{HUMAN}"),
    Step("refresh_2", "Heal the Carillion",
         "Powers can be used again in a new turn. Refresh the Carillion back up.\n\n"
         "Click Pruitt, then Refresh.",
         expect=("power", PRUITT, 0), point=_power(str(PRUITT)),
         hint="For this step, click Pruitt and choose Refresh"),
    Step("refresh_2_target", "On the Carillion",
         "Click your Carillion (it has 2; it will have 5).",
         expect=("target", CARILLION), point=f"card:{CARILLION}",
         hint="For this step, click your Carillion"),
    Step("tap_roots", "Tap Roots",
         "Tap Roots (cost 3) takes up to 2 energy from one creature and adds up to 2 to "
         "another. Rob Zoe's Lava Balamant to feed your Weebo.\n\n"
         "Drag Tap Roots onto the Lava Balamant.",
         expect=("play", TAP_ROOTS), point=f"hand_card:{TAP_ROOTS}",
         drag_to=f"card:{BALAMANT}",
         hint="For this step, drag Tap Roots onto Zoe's Lava Balamant"),
    Step("tap_from", "Take from…",
         "Choose where the energy comes from.\n\nClick Zoe's Lava Balamant.",
         expect=("target", BALAMANT), point=f"card:{BALAMANT}",
         hint="For this step, click Zoe's Lava Balamant"),
    Step("tap_to", "…give to",
         "Now the creature that receives it.\n\nClick your Weebo.",
         expect=("target", WEEBO), point=f"card:{WEEBO}",
         hint="For this step, click your Weebo"),
    Step("tap_take", "How much",
         "Take the full 2 from the Balamant.\n\nClick Confirm (2 is already chosen).",
         expect=("number", 2), point="popup:confirm",
         hint="For this step, confirm 2"),
    Step("tap_add", "How much",
         "And add 2 to the Weebo.\n\nClick Confirm.",
         expect=("number", 2), point="popup:confirm", hint="For this step, confirm 2"),
    Step("end_2", "To the attack",
         "The Weebo has 7, the Balamant only 3; Pruitt is at 2.\n\nClick Next step.",
         expect=END, point="next_step", hint="For this step, click Next step"),
    Step("attack_1", "Attack!",
         "In an attack both creatures hit at once: each loses as much energy as the "
         "other has. Weebo (7) against Balamant (3): the Weebo keeps 4, the Balamant is "
         "wiped out. Each creature attacks once a turn.\n\n"
         "Drag your Weebo onto the Lava Balamant.",
         expect=("attack", WEEBO, BALAMANT), point=f"card:{WEEBO}",
         drag_to=f"card:{BALAMANT}",
         hint="For this step, drag your Weebo onto Zoe's Lava Balamant"),
    Step("attack_2", "Attack again",
         "Carillion (5) against Quor Pup (4): the Pup falls and the Carillion keeps 1. "
         "Only when Zoe has no creatures left could you strike Grega herself, and then "
         "she would not hit back.\n\nDrag the Carillion onto the Quor Pup.",
         expect=("attack", CARILLION, QUOR_PUP), point=f"card:{CARILLION}",
         drag_to=f"card:{QUOR_PUP}",
         hint="For this step, drag your Carillion onto Zoe's Quor Pup"),
    Step("regional", "The regional penalty",
         "Step 4. You drew an Arbolit, a Cald creature. A card from another region than "
         "your Magi's costs 1 extra, and that extra point is simply lost: Arbolit costs "
         "Pruitt 2, not 1.\n\nPick it up and hold it over your row to see the price, "
         "let go (it stays in your hand), then press Next.",
         point=f"hand_card:{MY_ARBOLIT}",
         hint="Keep the Arbolit in your hand for now: let go of it and press Next"),
    Step("end_4b", "Save your energy",
         "Like the book's player, keep Pruitt's 2 energy for bigger things (the Giant "
         "Carillion costs 8).\n\nClick Next step.",
         expect=END, point="next_step", hint="For this step, click Next step"),
    Step("vitalize", "A creature's power",
         "A creature pays for its own power out of its own energy. The Weebo's Vitalize "
         "costs it 2 and restores a creature to its starting energy: the Carillion goes "
         "back to 4.\n\nClick the Weebo, then Vitalize.",
         expect=("power", WEEBO, 0), point=_power(str(WEEBO)),
         hint="For this step, click your Weebo and choose Vitalize"),
    Step("zoe_next", "Zoe's turn again",
         "The Weebo paid 2 of its own energy. The book's sample stops here, but play on: "
         "you drew two cards (one is an Energy Band, a Relic), and Zoe is next. Her side "
         "of the table is empty.\n\nPress Next and watch her turn.",
         point=f"creatures:{ZOE}"),
    # --- Zoe's second turn (scripted): she keeps her energy ----------------------------
    AI(ZOE, END), AI(ZOE, END), AI(ZOE, END),
    # --- your third turn: a Relic, and attacking a Magi directly ------------------------
    Step("zoe_waited", "Grega stands alone",
         "Zoe kept her energy for a bigger creature next time: Grega has 8 and no "
         "creature to shield her. Pruitt energized to 7.",
         point=f"magi:{ZOE}"),
    Step("relic", "Play a Relic",
         "A Relic stays on the table and helps its Magi turn after turn. Relics are "
         "played in step 2 or 5, like spells; this one costs nothing. A Magi may have "
         "only one Relic of each name.\n\nDrag the Energy Band into your Relic row.",
         expect=("play", ENERGY_BAND), point=f"hand_card:{ENERGY_BAND}",
         drag_to=f"relics:{HUMAN}",
         hint="For this step, drag the Energy Band into your Relic row"),
    Step("charge", "A Relic's power",
         "A Relic's power is paid by your Magi. Energy Band's Charge costs Pruitt 1: it "
         "adds 2 energy to a creature, which must then attack this turn.\n\n"
         "Click the Energy Band, then Charge.",
         expect=("power", ENERGY_BAND, 0), point=_power(str(ENERGY_BAND)),
         hint="For this step, click the Energy Band and choose Charge"),
    Step("charge_target", "Charge the Weebo",
         "Click your Weebo (it has 2; it will have 4).",
         expect=("target", WEEBO), point=f"card:{WEEBO}",
         hint="For this step, click your Weebo"),
    Step("end_2c", "To the attack",
         "Powers like Charge only work before your Attack step.\n\nClick Next step.",
         expect=END, point="next_step", hint="For this step, click Next step"),
    Step("attack_magi", "Attack a Magi",
         "Zoe has no creatures, so you may attack Grega herself. A Magi attacked directly "
         "loses as much energy as the attacker has and does not hit back. The Weebo must "
         "attack this turn (the Charge).\n\nDrag your Weebo onto Grega.",
         expect=("attack", WEEBO, GREGA), point=f"card:{WEEBO}",
         drag_to=f"card:{GREGA}",
         hint="For this step, drag your Weebo onto Grega"),
    Step("attack_magi_2", "Finish her",
         "Grega is down to 4. A Magi with no energy and no creatures is defeated.\n\n"
         "Drag the Carillion onto Grega.",
         expect=("attack", CARILLION, GREGA), point=f"card:{CARILLION}",
         drag_to=f"card:{GREGA}",
         hint="For this step, drag your Carillion onto Grega"),
    Step("done", "Grega is defeated",
         "Zoe's first Magi is out; at the start of her next turn she flips the next one "
         "from her stack. Defeat all three to win. You have seen energy, the six steps, "
         "spells, creatures, relics, attacks on creatures and on a Magi, powers and the "
         "regional penalty.\n\nPress Next to finish.",
         point=f"magi:{ZOE}"),
]

# the steps; actions played when each becomes active; every action in order; who plays it
STEPS, STEP_AT, SCRIPT, ACTORS = flatten(FLOW, HUMAN)
STEP_INDEX = {s.key: i for i, s in enumerate(STEPS)}
DONE_STEP = len(STEPS)          # past the last step: "Tutorial complete"


def options() -> dict:
    """The table's options (they become the record's engine config)."""
    return {"decks": [{"magi": list(MAGI[p]), "cards": list(DECKS[p])} for p in range(2)],
            "first_player": HUMAN, "fixed_order": True, "strict": False,
            "dice": list(DICE)}


def config() -> dict:
    cfg = {"players": PLAYERS, "names": list(NAMES)}
    cfg.update(options())
    return cfg


def check_script():
    """Replay the whole script; raise AssertionError at the first action that is not legal
    for the seat the script says. Returns the final state."""
    from engines.magination import RULES
    from engines.magination.cards import CARDS
    state = RULES.new_game(config(), SEED)
    for name, iid in (("Pruitt", PRUITT), ("Grega", GREGA), ("Tap Roots", TAP_ROOTS),
                      ("Lava Balamant", BALAMANT), ("Arbolit", MY_ARBOLIT),
                      ("Energy Band", ENERGY_BAND)):
        assert CARDS[state.defs[iid]].name == name, (name, iid)
    for i, (action, seat) in enumerate(zip(SCRIPT, ACTORS)):
        assert state.to_move == seat, (i, action, "to move:", state.to_move, "expected", seat)
        assert action in RULES.legal_actions(state), (i, action, RULES.why_illegal(state, action))
        RULES.apply(state, action)
    return state


# the end panel's text
COMPLETE = ("You spent and gained energy, went through the six steps, cast spells, called "
            "creatures, played a Relic, used a Magi's, a creature's and a Relic's power, "
            "attacked creatures and a Magi, and saw the regional penalty. Now try a short "
            "free game: your Naroom starter deck against Cald, with the Easy AI.")
