"""The Magi-Nation log wording (engines/magination/wording.py): every event type the
engine emits has a line (or is silent on purpose), said with "you" to its player and with
names to the others; whose card it is when names repeat; what a yes/no answered;
energize amounts and draws; nothing hidden named."""
from __future__ import annotations

import pathlib
import re

import pytest

from engines.magination import RULES
from engines.magination import wording as W
from engines.magination.testing import duel, iid, place

NAMES = ["Ann", "Bram"]
BAD_GRAMMAR = ("You has", "You is", "You does", "You draws", "You takes", "You goes",
               "You flips", "You plays", "You uses", "You chooses", "You says", "You ends",
               "You wins", "You shuffles", "You finds", "You cancels", "You skips",
               "You puts", "You discards", "You leaves", "you has", "you is", "Your's",
               "your's", "You's", "Ann's your", "..")


def emitted_event_types() -> set:
    """Every event type the engine's source emits (its own dicts and the core's)."""
    src = pathlib.Path(W.__file__).parent
    found = set()
    for f in src.glob("*.py"):
        text = f.read_text(encoding="utf-8")
        found |= set(re.findall(r'"type": "([A-Za-z]+)"', text))
        found |= {"GameStarted", "TurnBegan", "DiceRolled", "GameOver"} & {
            {"game_started": "GameStarted", "turn_began": "TurnBegan",
             "dice_rolled": "DiceRolled", "game_over": "GameOver"}[m]
            for m in re.findall(r"E\.(game_started|turn_began|dice_rolled|game_over)\(",
                                text)}
    return found


def test_every_event_type_has_a_line_or_a_reason_to_be_silent():
    types = emitted_event_types()
    assert {"CardMoved", "EnergyChanged", "GameOver", "TurnBegan"} <= types
    lines, silent = set(W._LINES), set(W.SILENT)
    assert not lines & silent
    assert sorted(types - lines - silent) == []
    assert all(W.SILENT[t] for t in silent)


@pytest.fixture
def game():
    s = duel("Grega", "Pruitt", [("Furok", 4), ("Quor", 3), ("Hood of Hiding", None),
                                 ("Relic Mirror", None)],
             [("Furok", 5), ("Hood of Hiding", None)], hand0=["Fire Ball", "Arbolit"],
             hand1=["Weebo"], names=NAMES)
    ids = {"f0": iid(s, 0, "Furok", "creatures"), "f1": iid(s, 1, "Furok", "creatures"),
           "q0": iid(s, 0, "Quor", "creatures"), "m0": s.magi[0], "m1": s.magi[1],
           "hood0": iid(s, 0, "Hood of Hiding", "relics"),
           "mirror0": iid(s, 0, "Relic Mirror", "relics"),
           "ball0": iid(s, 0, "Fire Ball", "hand"), "arb0": iid(s, 0, "Arbolit", "hand"),
           "weebo1": iid(s, 1, "Weebo", "hand")}
    return s, ids


def samples(s, i):
    """(event, the seat it is about) for every event type with a line."""
    disc = place(s, 0, "Baloo Root", "discard")
    return [
        ({"type": "GameStarted", "players": 2}, None),
        ({"type": "DiceRolled", "player": None, "dice": [3, 5], "rolls": {"0": 3, "1": 5}},
         0),
        ({"type": "DiceRolled", "player": 0, "dice": [4], "why": "Thermal Blast"}, 0),
        ({"type": "FirstPlayerChosen", "by": 0, "player": 0}, 0),
        ({"type": "TurnBegan", "player": 0, "turn_no": 3}, 0),
        ({"type": "StepPassed", "player": 0, "step": 3, "name": "Attack",
          "why": "no creature in play to attack with"}, 0),
        ({"type": "EnergizeSkipped", "player": 0}, 0),
        ({"type": "MagiFlipped", "player": 0, "card": i["m0"], "name": "Grega",
          "energy": 10}, 0),
        ({"type": "MagiDefeated", "player": 0, "card": i["m0"], "name": "Grega"}, 0),
        ({"type": "PlayerOut", "player": 0}, 0),
        ({"type": "CardsDrawn", "player": 0, "cards": [i["ball0"], i["arb0"]], "count": 2},
         0),
        ({"type": "DrawSkipped", "player": 0, "why": "Recall"}, 0),
        ({"type": "CardMoved", "card": disc, "player": 0, "src": "hand", "dst": "discard",
          "why": "discarded"}, 0),
        ({"type": "CardMoved", "card": i["f0"], "player": 0, "src": "play", "dst": "hand",
          "why": "Escape"}, 0),
        ({"type": "DeckReshuffled", "player": 0}, 0),
        ({"type": "DeckReordered", "player": 0, "count": 3}, 0),
        ({"type": "CreaturePlayed", "player": 0, "card": i["f0"], "energy": 4}, 0),
        ({"type": "EffectTriggered", "card": i["f0"], "effect": "Retrieve"}, 0),
        ({"type": "PowerCopied", "player": 0, "card": i["m1"], "power": "Refresh",
          "by": i["hood0"]}, 0),
        ({"type": "AbilityFizzled", "card": i["f0"], "reason": "no valid card to choose"},
         0),
        ({"type": "SearchFailed", "player": 0}, 0),
        ({"type": "TargetChosen", "player": 1, "card": i["f0"], "auto": True}, 0),
        ({"type": "EnergyChanged", "card": i["f0"], "delta": 2, "energy": 6,
          "why": "energize"}, 0),
        ({"type": "EnergyChanged", "card": i["f0"], "delta": -3, "energy": 1,
          "why": "attack"}, 0),
        ({"type": "EnergyChanged", "card": i["f0"], "delta": 3, "energy": 7,
          "why": "Refresh"}, 0),
        ({"type": "EnergyMoved", "from": i["f0"], "to": i["q0"], "amount": 2,
          "why": "Quor Pup", "energy_from": 2, "energy_to": 5}, 0),
        ({"type": "ControlChanged", "card": i["f1"], "from": 1, "to": 0, "owner": 1,
          "why": "Possess"}, 0),
        ({"type": "PackHunt", "player": 0, "korrit": i["q0"], "attacker": i["f0"],
          "target": i["f1"]}, 0),
        ({"type": "AttackRedirected", "attacker": i["f1"], "from": i["f0"], "to": i["q0"],
          "why": "Decoy"}, 0),
        ({"type": "CreatureDefeated", "card": i["f0"], "player": 0}, 0),
        ({"type": "CardMarked", "card": i["f0"], "mark": "no_attack", "why": "Stun"}, 0),
        ({"type": "RelicSaved", "card": i["hood0"], "player": 0, "by": i["mirror0"]}, 0),
        ({"type": "GameOver", "winners": [0], "reason": "all opposing Magi defeated"}, 0),
        ({"type": "GameOver", "winners": [0, 1], "reason": "a draw", "draw": True}, 0),
    ]


def _clean(line):
    assert line and (line[0].isupper() or line[0].isdigit()) and line.endswith("."), line
    for bad in BAD_GRAMMAR:
        assert bad not in line, (bad, line)


def test_every_line_says_you_to_its_player_and_names_it_to_the_others(game):
    s, i = game
    covered = set()
    for ev, seat in samples(s, i):
        covered.add(ev["type"])
        for viewer in (0, 1, None):
            line = RULES.narrate(s, ev, viewer)
            _clean(line)
        if seat is None:
            continue
        mine, theirs = RULES.narrate(s, ev, seat), RULES.narrate(s, ev, 1 - seat)
        assert re.search(r"\b(you|your|You|Your)\b", mine), mine
        assert NAMES[seat] not in mine, mine
        assert NAMES[seat] in theirs, theirs
        assert not re.search(r"\b(you|You)\b", theirs.replace("your", "")) \
            or ev["type"] in ("TargetChosen", "ControlChanged", "AttackRedirected",
                              "GameOver", "DiceRolled"), theirs
    assert covered == set(W._LINES)


def test_cards_say_whose_they_are_when_names_repeat(game):
    s, i = game
    ev = {"type": "CreatureDefeated", "card": i["f1"], "player": 1}
    assert RULES.narrate(s, ev, 0) == "Bram's Furok is defeated."
    assert RULES.narrate(s, ev, 1) == "Your Furok is defeated."
    ev = {"type": "CreatureDefeated", "card": i["q0"], "player": 0}
    assert RULES.narrate(s, ev, 1) == "Quor is defeated."      # only Ann has a Quor
    s.step = 3
    assert RULES.describe(s, ("attack", i["f0"], i["f1"]), 0) == \
        "Your Furok attacks Bram's Furok"
    assert RULES.describe(s, ("attack", i["f0"], i["f1"]), 1) == \
        "Ann's Furok attacks your Furok"


def test_a_yes_or_no_says_what_it_answered():
    s = RULES.new_game({"players": 2, "names": NAMES, "first_player": 0, "fixed_order": True,
                        "decks": ["naroom", "cald"]}, 3)
    d = RULES.decision(s)
    assert d.kind == "yes_no" and "starting card" in d.prompt
    card = d.prompt.removeprefix("Take ").split(" as ")[0]
    assert RULES.describe(s, ("yes",), 0) == f"You take {card} as a starting card"
    assert RULES.describe(s, ("yes",), 1) == f"Ann takes {card} as a starting card"
    assert RULES.describe(s, ("no",), 1) == \
        f"Ann leaves {card} in the deck (not a starting card)"
    ev = RULES.apply(s, ("yes",))
    moved = [e for e in ev if e["type"] == "CardMoved"]
    assert moved and RULES.narrate(s, moved[0], 0) is None     # said once, by the answer


def test_a_confirmation_is_described_with_its_target():
    s = duel("Pruitt", "Grega", [("Weebo", 5)], [("Furok", 1)], names=NAMES)
    weebo = iid(s, 0, "Weebo", "creatures")
    RULES.apply(s, ("power", weebo, 0))
    assert RULES.describe(s, ("yes",), 0) == "You use Vitalize on Bram's Furok"
    assert RULES.describe(s, ("no",), 1) == "Ann cancels Vitalize: nothing happens"


def test_energize_amounts_and_draws_are_logged_without_naming_hidden_cards():
    s, _ = RULES.start({"players": 2, "names": NAMES}, 4)
    lines = {0: [], 1: []}
    for _ in range(300):
        if RULES.is_over(s) or s.turn_no > 6:
            break
        for e in RULES.apply(s, RULES.legal_actions(s)[-1]):
            for v in (0, 1):
                line = RULES.narrate(s, e, v)
                if line:
                    lines[v].append((e, line))
    energize = [line for e, line in lines[0] if "energizes: +" in line]
    assert energize and all("now)" in line for line in energize)
    mine = [(e, line) for e, line in lines[0] if e["type"] == "CardsDrawn"
            and e["player"] == 0]
    theirs = [(e, line) for e, line in lines[0] if e["type"] == "CardsDrawn"
              and e["player"] == 1]
    assert mine and all(line.startswith("You draw ") and ": " in line for _, line in mine)
    assert theirs and all(re.fullmatch(r"Bram draws \d+ cards?\.", line)
                          for _, line in theirs)


def test_every_move_kind_is_described_with_you_and_with_a_name(game):
    s, i = game
    moves = [("play", i["ball0"]), ("power", i["m0"], 0), ("end_step",)]
    for a in moves:
        mine, theirs = RULES.describe(s, a, 0), RULES.describe(s, a, 1)
        assert mine.startswith("You ") and theirs.startswith("Ann "), (mine, theirs)
        for line in (mine, theirs):
            for bad in BAD_GRAMMAR:
                assert bad not in line, (bad, line)


def test_a_players_own_card_is_not_said_twice_as_theirs(game):
    s, i = game
    # both players have a Hood of Hiding: the mover's own is not "Ann's" twice over
    assert RULES.describe(s, ("power", i["hood0"], 0), 1) == \
        "Ann uses Hood of Hiding's power Conceal"
    s.step = 3
    line = RULES.describe(s, ("attack", i["f0"], i["f1"]), None)
    assert line == "Ann's Furok attacks Bram's Furok"


def test_the_roll_off_winner_choosing_themselves_chooses_to_go_first():
    """Not "Ivy chooses Ivy to go first" (seen in the demo's log)."""
    for seed in range(20):
        s = RULES.new_game({"players": 2, "names": NAMES, "decks": ["naroom", "cald"]}, seed)
        d = RULES.decision(s)
        if d is not None and ("first", 0) in d.options:
            break
    else:
        pytest.skip("no roll-off asked in 20 deals")
    p = d.player
    other = 1 - p
    me, them = ("first", p), ("first", other)
    assert me in d.options and them in d.options
    assert RULES.describe(s, me, p) == "You choose to go first"
    assert RULES.describe(s, me, other) == f"{NAMES[p]} chooses to go first"
    assert RULES.describe(s, them, other) == f"{NAMES[p]} chooses you to go first"
