"""What the rulebook leaves open or says twice, and how this app settles it: (term, text)
pairs for the rules screen. rules.py's docstring says the same (a test keeps the two in
step)."""
from __future__ import annotations

from engines.mabinogi.deck_model import HOUSE_MAX_COPIES, MAX_CARDS, MAX_KINDS
from engines.mabinogi.state import HOUSE_TURN_LIMIT, STALL_TURNS

SETTLED: tuple[tuple[str, str], ...] = (
    ("Level-up HP",
     "A level-up adds 25% of the hero's current HP (rounded, at least 1), and the max HP "
     "rises by as much. The rulebook says 20% in its introduction and 25% in rule 4.4; we "
     "follow the numbered rule."),
    ("First turn",
     "The first player's first resource phase gives nothing; every other resource phase, "
     "the second player's first included, gives one of each resource the deck uses."),
    ("Levelling up",
     "Level-up is an action that needs a full gauge: 6 XP for level 2, then 14 more for "
     "level 3. XP beyond that carries over. Levelling up uses one of this turn's flames, "
     "like every action; the new level's extra flame comes from your next action phase."),
    ("Experience",
     "+2 XP for each of the six actions; +1 for each attack on the enemy hero; +1 when the "
     "opponent Revives (it counts as an attack); +1 when a creature of yours dies; +1 for "
     "each enemy creature your attacks or effects kill."),
    ("Sickness and paralysis",
     "A creature with summoning sickness or paralysis gets no attack ticket. In the clearing "
     "phase of its side's turn a count above 1 drops by 1; a count of 1 is a one-turn effect "
     "and ends in the effect retrieval phase of the turn. So a creature summoned this turn "
     "attacks from your next turn, and paralysis 2 keeps an enemy out of its next battle."),
    ("Starting effects",
     "A creature's starting effect works when it is summoned and again in every starting "
     "effect phase of its side."),
    ("Card levels",
     "Cards in your hand and grave have your hero's level. A creature keeps the level it was "
     "summoned at."),
    ("Grave upkeep",
     "The upkeep is the number of cards in your grave: each card sent there adds 1, each "
     "card that leaves takes 1 away (Revive empties it). It is added to the cost of every "
     "card you use from your hand, in that card's resource."),
    ("Counterspells",
     "Counterspells work from the grave only: discard one to arm it. When your opponent uses "
     "a card of the kind it counters, you may pay its cost to counter it (no flame), and it "
     "goes back to your hand. Like every card used, it costs its cost at your level plus "
     "the grave upkeep (rule 8.6 makes no exception); the counterspell is one of the cards "
     "in the grave when you pay. Counters can be countered; the chain resolves from "
     "the last one down. A countered card from the hand goes to the grave; a countered "
     "counterspell is already back in its owner's hand, as in the rulebook's example."),
    ("Revive",
     "Revive puts every grave card back into your hand. Your hero loses 1 HP per card, "
     "defence does not help, and never below 1 HP. It counts as an attack on your hero: "
     "on-attacked skills work and your opponent gains 1 XP."),
    ("Defence",
     "When a hit of D meets defence F: if F is at least D, F drops by a random 1 to D and "
     "HP is untouched; otherwise HP loses D - F and F drops by a random 1 to F. Heroes have "
     "no defence unless a card gives them some."),
    ("Max HP",
     "Raising max HP raises HP by as much. Lowering max HP never lowers HP: max HP stops at "
     "the current HP (rule 7.6). Buffs and debuffs never take HP below 1; restoration stops "
     "at max HP; attack and defence never go below 0."),
    ("On-attacked skills",
     "They work after the attack, and only if the creature is still alive."),
    ("One-turn control",
     "The creature moves to your cell of the same lane (or your leftmost empty cell), loses "
     "its summoning sickness and fights for you this turn. In the effect retrieval phase it "
     "goes back to its owner's cell; while that cell is taken it stays and tries again at "
     "the end of every turn. It needs an empty cell on your side."),
    ("Lanes",
     "Lanes run from left to right as the table shows them, for both sides; battle tickets "
     "and effects go from the leftmost lane. An area attack picks its targets at its start "
     "(your side first for 'every other creature') and attacks each in turn."),
    ("Chance",
     "Charge and the level-up bonus pick a resource of your deck at random, all equally "
     "likely; defence rolls are even between their bounds."),
    ("Decks",
     f"A deck holds at most {MAX_CARDS} cards of at most {MAX_KINDS} resources (rules 1.2 "
     "and 1.11), with as many copies of a card as you like: the rulebook sets no limit. "
     "All cards start in your hand, in a random order."),
    ("The end",
     "A hero at 0 HP loses at once (rule 1.3), and a player who forfeits loses (rule 1.4). "
     "Nothing else ends a duel but the stall rule, and the turn limit when that house rule "
     "is on."),
    ("Stall rule",
     f"Ours, so that two sides that can never hurt each other do not play forever: when "
     f"{STALL_TURNS} turns in a row ({STALL_TURNS // 2} each) begin without either hero's HP "
     "lower than it has ever been at the start of a turn, the duel ends in a draw."),
    ("House rules",
     "Ours, off unless you switch them on in the game setup; the rulebook has neither. "
     f"Two copies: a deck may hold at most {HOUSE_MAX_COPIES} copies of a card. Turn limit: "
     f"after {HOUSE_TURN_LIMIT} turns in all, the hero with more HP wins (a draw when "
     "equal)."),
)
