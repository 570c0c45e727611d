"""The Mabinogi Duel rules summary shown in the rules screen, in our own words (never
copied from the rulebook); the markup is described in scenes/rules_screen.py. The
settled points come from the engine (``RULES.settled``), so the screen always says what
the table plays."""
from __future__ import annotations


def summary() -> str:
    from engines.mabinogi import DECKS, HEROES, RULES
    from engines.mabinogi.state import HOUSE_TURN_LIMIT, STALL_TURNS
    settled = "\n".join(f"= {term} | {body}" for term, body in RULES.settled)
    heroes = {h.key: h for h in HEROES}
    decks = "\n".join(f"= {d.name} | {heroes[d.hero].name} ({heroes[d.hero].hp} HP). {d.text}"
                      for d in DECKS)
    return (MABINOGI.replace("{SETTLED}", settled).replace("{DECKS}", decks)
            .replace("{TURNS}", str(HOUSE_TURN_LIMIT))
            .replace("{HALF}", str(HOUSE_TURN_LIMIT // 2))
            .replace("{STALL_HALF}", str(STALL_TURNS // 2))
            .replace("{STALL}", str(STALL_TURNS)))


MABINOGI = """\
# Aim
Two heroes duel across five lanes. Bring the other hero's HP down to 0 and you win; a player who forfeits loses. Nothing else ends a duel but our stall rule (see Our house rules), which calls a duel that cannot move on a draw. There is no deck to draw from: all twelve of your cards are in your hand from the first turn, so every card is a choice you can plan.

# Resources
There are five resources. On the table each has a colour, a symbol and a letter, so you never have to tell them apart by colour alone:
= Gold (G) | a gold coin
= Mana (M) | a blue crystal
= Light (L) | a pale sun
= Nature (N) | a green leaf
= Dark (D) | a purple moon
A deck uses at most three of them. A card's cost is paid in its own resource; the number in the disc at a card's top left is what it costs you now.
You gain resources at the start of your turn (one of each kind your deck uses; the player who starts the duel gets none on the very first turn), when you level up, with the Charge button, and by discarding a card (one of that card's resource).

# The table
Each side has five cells, one per lane; your row is the lower one, your hero at its left, your grave and resource counters at its right. A cell faces the enemy cell of the same lane. Your twelve cards are along the bottom; your opponent's are the card backs at the top, with their count.

# A turn
Your turn runs through its phases in order: start, resources, clearing (paralysis and summoning sickness counts above 1 drop by 1), starting effects (left to right), actions, battle, closing effects, effect retrieval (one-turn effects end; a creature taken for a turn goes home) and the finish. The table plays every phase but the actions by itself.
## Actions
You get one action per hero level, shown as flames beside your hero. Each of these costs one flame:
- Summon: drag a creature onto an empty cell of your row (the legal cells light up). It is summoning sick: it attacks from your next turn.
- Cast: drag a spell onto its target (a creature or a hero), or onto the board if it needs none.
- Charge: gain one random resource of your deck's kinds.
- Discard: drag a card onto your grave to gain one of its resource.
- Revive: every card of your grave comes back to your hand; your hero loses 1 HP per card (never below 1 HP) and it counts as being attacked.
- Level up: when your level gauge is full. It uses a flame like any action; the new level's extra flame comes from your next turn.
End turn (or Space) ends your action phase early; flames you leave are lost.

# Battle
In the battle phase your creatures get attack tickets from the left lane to the right. A creature that is summoning sick, paralysed or has 0 attack does not attack. Each attacker hits the enemy creature in front of it, or the enemy hero when that cell is empty: a melee attack. Attacks made by a card's text are ranged, even at the creature in front.
## Defence
A hit meets the target's defence first: if the defence is at least the damage, the defence drops by a random 1 to the damage and HP is untouched; otherwise HP loses the damage minus the defence, and the defence drops by a random 1 to its own value. The table shows the roll as a small die. A creature at 0 HP dies and its card goes to its owner's grave (a creature made by an effect leaves nothing).

# Levels
Actions, attacks on the enemy hero, kills and your own creatures' deaths fill the level gauge. Levelling up gives more HP, more flames from your next turn on, and resources: two of one random kind of your deck and one of the other (two kinds), two of one random kind (three kinds), or three (one kind). HP: the rulebook says 20% in one place and 25% in another; this table uses +25% of your current HP (rule 4.4). Your cards rise with your hero: cost, attack, HP and effect numbers all go up, shown by the stars on each card.

# The grave
Used spells, discarded cards and the cards of dead creatures go to your grave. Each card there adds 1 to the cost of every card you play: the upkeep, shown on every card's cost (an orange ring and a +N). Revive empties it. Click a grave to look through it. Cards marked with a headstone work from the grave.

# Counterspells
A counterspell works from your grave: discard it to arm it. When your opponent uses the kind of card it stops, you are asked whether to counter, paying its cost with your grave's upkeep in it like any card (the counterspell is one of the cards in your grave), but no flame; it comes back to your hand. Counters can be countered in turn: the chain is shown as a stack over the board and resolves from the top, the last card first.

# Heroes and decks
A deck holds up to twelve cards of at most three resources, as many copies of a card as you like.
{DECKS}

# Our house rules
Rules of ours that the rulebook does not have. The first two are off unless you switch them on in the game setup (which remembers your choice); without them the duel follows the rulebook. The stall rule always plays.
! Two copies (off unless switched on): a deck may hold at most two copies of a card; a deck with more cannot be played.
! Turn limit (off unless switched on): after {TURNS} turns in all ({HALF} each), the hero with more HP wins; equal HP is a draw.
! Stall rule (always): when {STALL} turns in a row ({STALL_HALF} each) begin without either hero's HP lower than it has ever been at the start of a turn, the duel ends in a draw, so two sides that can never hurt each other do not play forever.

# Settled points
Where the rulebook is silent, terse or says two things, this table plays it so:
{SETTLED}

# Controls
- Drag a card: summon, cast or discard. Legal places light up; a refused drop says why.
- Buttons: Charge, Revive, Level up, End turn (Space).
- Rest the mouse on a card to zoom it; right-click pins the zoom.
- Click a grave to look through it.
- Ctrl+Z undoes your last move; L hides the log; Esc pauses (the pause menu also lets you forfeit: a loss, after you confirm).
"""
