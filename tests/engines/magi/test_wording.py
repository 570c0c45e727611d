"""Magi's one wording function (engines/magi/wording.py), checked for every action kind
and every event type the engine emits, with "you" (the reader's seat) and with a name."""
from engines.core.agents import RandomAgent
from engines.core.events import game_over
from engines.magi import RULES
from engines.magi import wording
from engines.magi.testing import make_state

RED_SWORD, RED_CUP, BLUE_CUP, GREEN_CUP = 24, 46, 47, 44
RED_AMULET, BLUE_COAT, CAELUM, ERYNDOR = 59, 72, 80, 82
TALON = [30, 31, 32, 33, 34, 35, 36, 37, 38, 39]
ANN, BO = 0, 1


def state():
    return make_state([[RED_CUP, BLUE_CUP], [GREEN_CUP, RED_AMULET]], RED_SWORD,
                      talon=TALON, names=["Ann", "Bo"])


def say(ev, viewer):
    return RULES.narrate(state(), ev, viewer)


# every event type: (event, line for Ann reading, line for Bo reading); None = no line
EVENTS = {
    "GameStarted": ({"type": "GameStarted", "players": 2, "names": ["Ann", "Bo"]},
                    None, None),
    "RoundBegan": ({"type": "RoundBegan", "round": 2, "starter": ANN},
                   "Round 2 begins; you start.", "Round 2 begins; Ann starts."),
    "Dealt": ({"type": "Dealt", "counts": [6, 6], "dealer": ANN}, None, None),
    "PileStarted": ({"type": "PileStarted", "card": RED_SWORD, "free": False},
                    "Red Sword starts the pile.", "Red Sword starts the pile."),
    "TurnBegan": ({"type": "TurnBegan", "player": ANN, "turn_no": 3, "again": True},
                  "You take another turn (Again).", "Ann takes another turn (Again)."),
    "PhaseChanged": ({"type": "PhaseChanged", "player": ANN, "phase": "magic"}, None, None),
    "CardPlayed": ({"type": "CardPlayed", "player": ANN, "card": RED_CUP, "phase": "main"},
                   None, None),
    "AbilityResolved": ({"type": "AbilityResolved", "player": ANN, "card": 86,
                         "ability": "free"},
                        "Your Iskander Rhul: any colour may follow (Free).",
                        "Ann's Iskander Rhul: any colour may follow (Free)."),
    "DrawcountAdded": ({"type": "DrawcountAdded", "amount": 2, "total": 3, "markers": [1, 2],
                        "player": ANN, "card": CAELUM},
                       "Your Caelum Dornhart adds +2: now 3 to draw.",
                       "Ann's Caelum Dornhart adds +2: now 3 to draw."),
    "DrawcountReset": ({"type": "DrawcountReset", "removed": 3, "player": ANN,
                        "card": ERYNDOR},
                       "Your Eryndor Vale resets the DRAWCOUNT: 3 cards nobody draws.",
                       "Ann's Eryndor Vale resets the DRAWCOUNT: 3 cards nobody draws."),
    "DirectionChanged": ({"type": "DirectionChanged", "direction": -1, "player": ANN,
                          "card": BLUE_COAT},
                         "Your Blue Coat reverses play: now anticlockwise.",
                         "Ann's Blue Coat reverses play: now anticlockwise."),
    "ColourChosen": ({"type": "ColourChosen", "player": ANN, "colour": "red"}, None, None),
    "NextPlayerShot": ({"type": "NextPlayerShot", "by": ANN, "target": BO}, None, None),
    "CardsDrawn": ({"type": "CardsDrawn", "player": ANN, "count": 2, "cards": [1, 2],
                    "reason": "drawcount"},
                   "You draw 2 for the DRAWCOUNT.", "Ann draws 2 for the DRAWCOUNT."),
    "TalonReshuffled": ({"type": "TalonReshuffled", "count": 40},
                        "The pile is shuffled into a new talon of 40 cards.",
                        "The pile is shuffled into a new talon of 40 cards."),
    "MagiCalled": ({"type": "MagiCalled", "player": ANN, "cards": 1, "auto": True},
                   "You call \"Magi!\" (auto-call).", "Ann calls \"Magi!\" (auto-call)."),
    "MagiForgotten": ({"type": "MagiForgotten", "player": ANN},
                      "You hold one card and did not call \"Magi!\": catchable until your "
                      "next turn.",
                      "Ann holds one card and did not call \"Magi!\": catchable until "
                      "Ann's next turn."),
    "Caught": ({"type": "Caught", "by": BO, "victim": ANN}, None, None),
    "RoundEnded": ({"type": "RoundEnded", "round": 1, "winner": ANN, "hand_points": [0, 5],
                    "totals": [0, 5]},
                   "Round 1 ends: you went out.", "Round 1 ends: Ann went out."),
    "GameOver": (game_over([ANN], "target"), "Game over: you win.", "Game over: Ann wins."),
    "Passed": ({"type": "Passed", "player": ANN}, None, None),
    "MagicSkipped": ({"type": "MagicSkipped", "player": ANN}, None, None),
    "OriginalChosen": ({"type": "OriginalChosen", "player": ANN, "group": 1,
                        "choice": "free"}, None, None),
    "TurnEnded": ({"type": "TurnEnded", "player": ANN, "called": False}, None, None),
}


def emitted_event_types():
    """Every event type random play emits (call window and auto-call on)."""
    seen = set()
    for cfg in ({"players": 3, "call_window": [0], "auto_call": [1]}, {"players": 4}):
        for seed in range(4):
            ev: list = []
            s, ev = RULES.start(dict(cfg, target=30), seed)
            seen.update(e["type"] for e in ev)
            agent = RandomAgent(seed)
            while s.to_move is not None:
                a = agent.choose(None, RULES.legal_actions(s))
                seen.update(e["type"] for e in RULES.apply(s, a))
    return seen


def test_every_event_type_the_engine_emits_is_worded_here():
    seen = emitted_event_types()
    assert seen <= set(EVENTS), f"no wording test for {seen - set(EVENTS)}"
    assert set(EVENTS) == set(wording._NARRATE) | wording.SILENT_EVENTS


def test_every_event_is_worded_with_you_and_with_a_name():
    for kind, (ev, as_ann, as_bo) in EVENTS.items():
        assert say(ev, ANN) == as_ann, kind
        assert say(ev, BO) == as_bo, kind
        assert say(ev, None) == as_bo, kind              # a spectator reads names


def test_event_variants_read_correctly():
    drawn = {"type": "CardsDrawn", "player": ANN, "count": 1, "cards": [RED_SWORD],
             "reason": "main"}
    assert say(drawn, ANN) == "You drew Red Sword."
    assert say(drawn, BO) is None                 # Bo does not see the card
    assert say(dict(drawn, reason="caught"), ANN) == "You draw a penalty card."
    assert say(dict(drawn, reason="caught"), BO) == "Ann draws a penalty card."
    assert say(dict(drawn, reason="drawcount", cards=[]), ANN) == \
        "You draw nothing: no cards are left to draw."
    assert say(dict(drawn, cards=[]), BO) == "Ann finds no card to draw."
    assert say({"type": "TurnBegan", "player": ANN, "turn_no": 3, "again": False}, 0) is None
    assert say({"type": "MagiCalled", "player": ANN, "cards": 2}, ANN) is None
    assert say({"type": "DrawcountReset", "removed": 0, "player": 0, "card": ERYNDOR},
               0) is None
    assert say({"type": "DrawcountReset", "removed": 1, "player": 1, "card": ERYNDOR},
               0) == "Bo's Eryndor Vale resets the DRAWCOUNT: 1 card nobody draws."
    assert say({"type": "PileStarted", "card": 86, "free": True}, 0) == \
        "Iskander Rhul starts the pile (a magi card: any colour may follow)."
    assert say({"type": "AbilityResolved", "player": ANN, "card": BLUE_COAT,
                "ability": "reverse"}, 0) is None           # DirectionChanged says it
    assert say({"type": "DirectionChanged", "direction": 1, "player": 1, "card": BLUE_COAT},
               0) == "Bo's Blue Coat reverses play: now clockwise."


def test_game_over_names_every_winner_with_you_first_person():
    assert say(game_over([ANN, BO], "target"), ANN) == "Game over: you and Bo win."
    assert say(game_over([ANN, BO], "target"), None) == "Game over: Ann and Bo win."
    assert say(game_over([BO], "target"), BO) == "Game over: you win."
    assert say(game_over([], "target"), ANN) == "Game over."
    s = RULES.new_game({"players": 3, "names": ["Ann", "Bo", "Cy"]}, 1)
    assert RULES.narrate(s, game_over([0, 1, 2], "target"), 2) == \
        "Game over: Ann, Bo and you win."


def test_every_action_is_described_with_you_and_with_a_name():
    s = state()
    cases = {
        ("play", RED_CUP): ("You play Red Cup", "Ann plays Red Cup"),
        ("draw",): ("You draw a card", "Ann draws a card"),
        ("pass",): ("You keep the card drawn and pass", "Ann keeps the card drawn and passes"),
        ("skip_magic",): ("You let the magic phase go by", "Ann lets the magic phase go by"),
        ("colour", "blue"): ("You choose blue: the next card must be blue",
                             "Ann chooses blue: the next card must be blue"),
        ("shoot", BO): ("You shoot the turn to Bo", "Ann shoots the turn to you"),
        ("original", "draw2"): ("You choose Draw 2 for the Original card",
                                "Ann chooses Draw 2 for the Original card"),
        ("call",): ("You call \"Magi!\"", "Ann calls \"Magi!\""),
        ("catch", BO): ("You catch Bo without a \"Magi!\" call",
                        "Ann catches you without a \"Magi!\" call"),
        ("end_turn",): ("You end your turn", "Ann ends the turn"),
    }
    for action, (as_ann, as_bo) in cases.items():
        assert RULES.describe(s, action, ANN) == as_ann, action
        assert RULES.describe(s, action, BO) == as_bo, action
    assert RULES.describe(s, ("play", RED_CUP)) == "Ann plays Red Cup"
    seen_kinds = set()
    for seed in range(3):
        g = RULES.new_game({"players": 3, "call_window": [0, 1, 2], "target": 30}, seed)
        agent = RandomAgent(seed)
        while g.to_move is not None:
            a = agent.choose(None, RULES.legal_actions(g))
            seen_kinds.add(a[0])
            assert repr(a) not in RULES.describe(g, a, 0), a
            RULES.apply(g, a)
    assert seen_kinds <= {a[0] for a in cases}
