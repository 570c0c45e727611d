"""The Magecraft tutorial's AI's scripted moves and the text of every
step (our own words). Pure data plus :func:`build`, which plays the whole tutorial through
the engine once (at import) and checks every move against ``legal_actions``.

The position is the engine's (engines/magecraft/tutorial.py: the config's "tutorial" key
makes ``RULES.start`` stage it), so the record replays from (config, seed, actions); the
state's RNG (``RNG_SEED``, checked by :func:`build`) decides the draws the script follows.

How the flow reads: ``FLOW`` lists ``Step``s and ``AI_TURN`` markers. A step becomes active
once every action before it has been played. A step with ``expect`` waits for exactly
those actions of yours (a drag that means several engine actions - open a book and pay
its first slot; stop, learn, pay and place - counts as its gesture); a step without
``expect`` shows Next. ``AI_TURN`` lets Bram play his turn (the AI policy below, decided
once here, so it is a fixed script). A step with ``when`` is played only if the position
then asks for it (keeping your shields at the start of a turn).

What it teaches, in order: the board, the starting discard, paying a spell, shields before
HP, left to right, wild slots, the cantrip and the Shield choice, the refresh, the
discard-shield phase, learning, Heal (where the gem goes) and Vanish, revision (one move
per spell you own), mastering (optional) and the golden gem, how to win.
"""
from __future__ import annotations

import os

from engines.magecraft import RULES
from engines.magecraft import rules as _r
from engines.magecraft import tutorial as _tutorial
from engines.magecraft.read import Mages
from engines.magecraft.content import SPELL_INDEX
from engines.magecraft.tutorial import (ACADEMY, BRAM, CHARACTERS, HUMAN, NAMES, PLAYERS,
                                        RNG_SEED, SEED, config)
from scenes.kit.tutorial_script import AI_TURN, Script, Step, play_flow

__all__ = ["ACADEMY", "BRAM", "CHARACTERS", "HUMAN", "NAMES", "PLAYERS", "RNG_SEED", "SEED",
           "config", "initial_state", "Step", "FLOW", "STEPS", "STEP_AT", "SCRIPT", "ACTORS",
           "N_STEPS", "build", "find_seed", "AI_TURN", "COMPLETE"]

# the end panel's text
COMPLETE = ("You discarded from your starting hand, paid spells gem by gem, cast a "
            "spellbook from left to right, broke a shield before striking HP, used your "
            "cantrip and chose your shields, learned a spell, healed and vanished gems "
            "into your score, revised your spellbooks and mastered a spell for its golden "
            "gem. Time for a real duel.")

FIRE, WATER, EARTH, LIGHT, DARK = range(5)
MM, FLAME, FIREBALL, CURE = (SPELL_INDEX[k] for k in ("magic_missile", "flame_lance",
                                                      "fireball", "minor_cure"))


def initial_state(rng_seed: int | None = None):
    """The staged position (the engine's: engines/magecraft/tutorial.py), its draws
    seeded with ``rng_seed`` when given (find_seed tries others)."""
    if rng_seed is None:
        return RULES.new_game(config(), SEED)
    return _tutorial.staged(_r.new_state(config(), SEED), rng_seed)


def _revise_discards(s) -> list:
    h = s.hand[HUMAN]
    return [("discard", c) for c in range(5) for _ in range(h[c])]


def _keep_shields(s) -> bool:
    return Mages(s).shielding and s.to_move == HUMAN


def _cure_wild(s) -> list:
    """Minor Cure's wild slot: a gem Bury Treasure (Earth) will not need."""
    h = s.hand[HUMAN]
    c = next((c for c in (FIRE, WATER, LIGHT, DARK, EARTH) if h[c] > (c == EARTH)), EARTH)
    return [("pay", 1, c)]


def _vanish(s) -> list:
    h = s.hand[HUMAN]
    return [next((("vanish", "hand", c) for c in range(5) if h[c]), ("vanish", "hp"))]


def _any_shield(s) -> list:
    return [next(a for a in _r.legal_actions(s) if a[0] == "shield")]


def _attack_shield(s) -> list:
    sh = s.shield[BRAM]
    return [("attack", BRAM, c) if sum(sh) else ("attack", BRAM) for c in range(5)
            if sh[c]][:1] or [("attack", BRAM)]


KEEP = ("Keep your shields", "Your shield area holds gems, so your turn starts with the "
        "discard-shield phase. Keep them: click Keep shields (or press Space).")

FLOW: list = [
    Step("board", "Your board",
         "You are Terrek, facing Bram (top). On your board: 12 HP gems (lose them all "
         "and you are out), Shield gems that soak up attacks, Score gems (20 wins), the "
         "Discard area where spent gems wait, and your Bag on the left: every new hand is "
         "drawn from it. Your hand sits in the tray below.",
         point="board:0"),
    Step("start_discard", "Your starting hand",
         "Before the first turn every mage draws a starting hand and discards part of it "
         "(the first player keeps fewer). You hold five gems and must let one go.\n\n"
         "Click the purple Darkness gem (your spells do not use it) to choose it, then "
         "press Discard 1 gem (or Space).",
         expect=[("discard", DARK)], point="hand_gem:*",
         hint="Choose the Darkness gem, then press Discard 1 gem"),
    Step("pay", "Pay for a spell",
         "Each spell card shows its cost as empty slots. Spellbook 2 starts with Magic "
         "Missile, which wants one Fire gem.\n\nDrag a red Fire gem from your hand onto "
         "its slot.",
         expect=[("book", 1), ("pay", 0, FIRE)], point="hand_gem:0", drag_to="slot:1:0:0",
         hint="For this step, drag a Fire gem onto Magic Missile's cost slot"),
    Step("shield_first", "Shields first",
         "Paid in full, the spell fires: its Attack icon waits on the button above the "
         "phase bar. Bram holds one Light shield gem, so your attack can only knock that "
         "gem into his discard area.\n\nClick Attack.",
         expect=[("attack", BRAM, LIGHT)], point="icon:attack",
         hint="Click the Attack button to resolve Magic Missile"),
    Step("left_to_right", "Left to right",
         "A spellbook is cast from left to right, one spell after the other. Next in "
         "line is Flame Lance: a Fire slot, then a wild slot.\n\nDrag your other Fire gem "
         "onto its first slot.",
         expect=[("pay", 0, FIRE)], point="hand_gem:0", drag_to="slot:1:1:0",
         hint="Drag your Fire gem onto Flame Lance's first slot"),
    Step("wild", "A wild slot",
         "The striped slot is wild: a gem of any colour pays it.\n\nDrag the blue Water "
         "gem onto it.",
         expect=[("pay", 1, WATER)], point="hand_gem:1", drag_to="slot:1:1:1",
         hint="Drag the Water gem onto Flame Lance's wild slot"),
    Step("hp_next", "Then HP",
         "Flame Lance attacks twice. Bram's shield area is empty now, so each hit pulls a "
         "gem out of his HP and drops it into YOUR score area.\n\nClick Attack twice.",
         expect=[("attack", BRAM), ("attack", BRAM)], point="icon:attack",
         hint="Click the Attack button (twice) to resolve Flame Lance"),
    Step("cantrip", "No skipping, but a cantrip",
         "Fireball wants two Fire gems; you have only Earth. A spell you cannot pay blocks "
         "the rest of its book.\n\nBut every mage has a cantrip: Terrek's Bulwark costs "
         "one Earth gem and gives two Shield icons. Click the Cantrip button.",
         expect=[("cantrip", EARTH)], point="cantrip",
         hint="Click the Cantrip button (Bulwark, 1 Earth)"),
    Step("shield_choice", "Shield: your choice",
         "Each Shield icon puts a gem in your shield area, from the Academy's supply or "
         "from your own discard area: you choose.\n\nClick Shield and take back the "
         "Darkness gem from your discard area; then click Shield again and take a Light "
         "gem from the Academy.",
         expect=[("shield", "discard", DARK), ("shield", "academy", LIGHT)],
         point="icon:shield", hint="Click Shield, then choose where its gem comes from"),
    Step("refresh", "Refresh",
         "With nothing left to pay, your turn ended by itself. At the end of every turn "
         "the hand and the gems lying on your spells go to the discard area, and four "
         "fresh gems come out of the bag. When the bag runs dry, the discard area is "
         "poured back in.",
         point="sack:0"),
    AI_TURN,
    Step("their_turn", "Bram's turn",
         "Bram cast his third spellbook: Mana Tricks gave him a new shield gem and a "
         "draw, then Magic Missile hit you. Your shield took the blow: a shield gem went "
         "to your discard area instead of an HP gem.",
         point="board:1"),
    Step("shield_phase", "Discard shield",
         "Your turn starts with the discard-shield phase: you may move shield gems to your "
         "discard area, so that their colours come back to your bag sooner. Keep yours "
         "for now: click Keep shields (or press Space).",
         expect=[("done",)], point="done", hint="Click Keep shields", when=_keep_shields),
    Step("learn", "Learn a spell",
         "Instead of casting you can study. The Academy (top right) sells spells for a "
         "learn cost paid from your hand. Minor Cure costs one Light gem.\n\nDrag Minor "
         "Cure onto the Book 1 label: it goes on the LEFT of that spellbook.",
         expect=[("stop",), ("learn", CURE), ("pay", 0, LIGHT), ("place", 0)],
         point=f"academy:{CURE}", drag_to="learn:0",
         hint="Drag Minor Cure from the Academy onto the Book 1 label"),
    AI_TURN,
    Step("keep_2", *KEEP, expect=[("done",)], point="done", hint="Click Keep shields",
         when=_keep_shields),
    Step("cure", "Cast Minor Cure",
         "Spellbook 1 now starts with Minor Cure, then Bury Treasure.\n\nDrag a Light gem "
         "onto Minor Cure's first slot.",
         expect=[("book", 0), ("pay", 0, LIGHT)], point="hand_gem:next",
         drag_to="slot:0:0:0", hint="Drag a Light gem onto Minor Cure's first slot"),
    Step("cure_wild", "Its wild slot",
         "Pay the wild slot with a gem you can spare (keep the Earth gem: Bury Treasure "
         "wants it).",
         expect=_cure_wild, point="hand_gem:next", drag_to="slot:0:0:1",
         hint="Drag a spare gem onto Minor Cure's wild slot"),
    Step("heal", "Heal",
         "Minor Cure heals twice. Each Heal takes a gem from the Academy into your HP "
         "area; when your HP is already full (12) the gem goes to your score area "
         "instead, and the log says where each one went.\n\nClick Heal twice.",
         expect=[("heal",), ("heal",)], point="icon:heal",
         hint="Click the Heal button (twice)"),
    Step("bury", "Next spell",
         "Next in the book: Bury Treasure, for one Earth gem.\n\nDrag your Earth gem onto "
         "its slot.",
         expect=[("pay", 0, EARTH)], point="hand_gem:next", drag_to="slot:0:1:0",
         hint="Drag the Earth gem onto Bury Treasure's slot"),
    Step("vanish", "Vanish",
         "Vanish moves a gem from your hand, or from your HP area, into your score area: "
         "spare gems or health traded for points.\n\nClick Vanish and choose the gem.",
         expect=_vanish, point="icon:vanish", hint="Click Vanish, then choose the gem"),
    Step("shield_again", "One more shield",
         "Bury Treasure also gives a Shield: click Shield and take any gem you like.",
         expect=_any_shield, point="icon:shield",
         hint="Click Shield, then choose where its gem comes from"),
    Step("stop_2", "Stop casting",
         "The book is done. Click Stop casting.", expect=[("stop",)], point="done",
         hint="Click Stop casting", when=lambda s: Mages(s).moment == "next spell" and s.to_move == HUMAN),
    Step("end_2", "End the turn",
         "Nothing more to do this turn: click End turn.", expect=[("end_turn",)],
         point="done", hint="Click End turn",
         when=lambda s: Mages(s).learning and s.to_move == HUMAN),
    AI_TURN,
    Step("keep_3", *KEEP, expect=[("done",)], point="done", hint="Click Keep shields",
         when=_keep_shields),
    Step("revise", "Revision",
         "The other choice for your turn is a revision. It costs four gems from your hand "
         "and lets you reorder your spellbooks and master a spell.\n\nClick Stop casting, "
         "then Revise.",
         expect=[("stop",), ("revise",)], point=("done", "revise"),
         hint="Stop casting, then click the Revise button"),
    Step("discard4", "Pay the revision",
         "Click the four gems in your hand to choose them (a chosen gem stands up; click "
         "it again to put it back), then press Discard 4 gems, or Space.",
         expect=_revise_discards, point="hand_gem:*", unordered=True,
         hint="Choose the four gems of your hand, then press Discard 4 gems"),
    Step("rearrange", "Rearrange",
         "Now you may move your spells between your spellbooks: one move for each spell "
         "you own (the hint under your hand counts them down).\n\nDrag Fireball to the "
         "end of spellbook 3, after Mana Tricks.",
         expect=[("move", 1, 2, 2, 1)], point="card:1:2", drag_to="ins:2:1",
         hint="Drag Fireball to the end of spellbook 3"),
    Step("done_moving", "Done moving",
         "That is enough rearranging for now.\n\nClick Done moving.",
         expect=[("done",)], point="done", hint="Click Done moving"),
    Step("master", "Master a spell",
         "Last, you may flip one spell to its mastered side (or skip it). The gem in its "
         "leftmost slot becomes golden and moves on to the next spell when it is "
         "cast.\n\nClick Magic Missile.",
         expect=[("master", 1, 0)], point="card:1:0",
         hint="Click Magic Missile to master it"),
    AI_TURN,
    Step("keep_4", *KEEP, expect=[("done",)], point="done", hint="Click Keep shields",
         when=_keep_shields),
    Step("cast_master", "Cast the mastered spell",
         "Your new turn. Cast spellbook 2 again: drag a Fire gem onto Magic Missile.",
         expect=[("book", 1), ("pay", 0, FIRE)], point="hand_gem:0", drag_to="slot:1:0:0",
         hint="Drag a Fire gem onto Magic Missile's cost slot"),
    Step("attack_again", "Attack",
         "Bram has rebuilt his shield, so this attack only knocks a shield gem away.\n\n"
         "Click Attack.",
         expect=_attack_shield, point="icon:attack",
         hint="Click the Attack button"),
    Step("golden", "The golden gem",
         "Look at Flame Lance: the golden Fire gem from Magic Missile already sits in its "
         "Fire slot, so this spell now costs just one gem of any colour. Mastery makes "
         "a whole spellbook cheaper.",
         point="slot:1:1:0"),
    Step("game_end", "How to win",
         "The game ends at once when a mage has 20 gems in the score area, or when a "
         "mage's HP area is empty: that mage is out, and the last one standing wins. Your "
         "score is counted on your board.",
         point="score"),
]


def ai_move(s):
    """Bram's fixed policy: open the book with an attack he can pay, pay, resolve
    (attacks first), stop, end the turn."""
    legal = RULES.legal_actions(s)
    ph = Mages(s).moment
    for pref in ((("done",),) if ph == "shield" else
                 (("book", 2), ("book", 1), ("book", 0), ("stop",)) if ph == "choose book" else
                 (("end_turn",),) if ph == "learn" else ()):
        if pref in legal:
            return pref
    if ph == "next spell":
        pays = [a for a in legal if a[0] in ("pay", "cast")]
        return pays[0] if pays else ("stop",)
    if ph == "resolve":
        for kind in ("attack", "shield", "draw", "heal", "vanish"):
            for a in legal:
                if a[0] == kind:
                    return a
    return legal[0]


def _check(item, s) -> None:
    if item.key == "attack_again" and len([a for a in RULES.legal_actions(s)
                                            if a[0] == "attack"]) != 1:
        raise ValueError("Bram's shield should hold one colour")


def build(rng_seed: int | None = None) -> Script:
    """Play the tutorial through the engine; raises ValueError when a move is illegal."""
    return play_flow(FLOW, initial_state(rng_seed), RULES, HUMAN, BRAM, ai_move, _check)


def find_seed(limit: int = 500) -> int:
    """The first RNG seed the whole tutorial works with (run by hand when FLOW changes)."""
    for k in range(limit):
        try:
            b = build(k)
        except ValueError:
            continue
        s = initial_state(k)
        for a in b.script:
            RULES.apply(s, a)
        if Mages(s).moment == "next spell" and s.fill and s.fill[0] == FIRE:
            return k
    raise ValueError("no seed found")


if os.environ.get("MAGECRAFT_TUTORIAL_FIND"):      # pragma: no cover - a developer's tool
    print("RNG_SEED =", find_seed(), "(engines/magecraft/tutorial.py)")
STEPS, STEP_AT, SCRIPT, ACTORS = build()
N_STEPS = len(STEPS)
