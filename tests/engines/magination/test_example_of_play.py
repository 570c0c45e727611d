"""The rulebook's Example of Play (Alan's Pruitt against Zoe's Grega), move by move,
checking every energy number the rulebook states."""
from engines.magination import RULES
from engines.magination.testing import answer, asks, iid, make_game

ALAN, ZOE = 0, 1
ALAN_DECK = ["Carillion", "Grow", "Vortex of Knowledge", "Weebo", "Furok", "Vinoc",
             "Tap Roots", "Giant Carillion", "Grow", "Rudwot", "Arboll", "Plith"]
ZOE_DECK = ["Lava Balamant", "Fire Ball", "Arbolit", "Quor Pup", "Fire Flow", "Quor",
            "Kelthet", "Drakan", "Diobor", "Fire Chogo", "Arbolit"]


def names(s, cards):
    return sorted(RULES.card_name(s, c) for c in cards)


def energy(s, p, name, zone="creatures"):
    return s.energy[iid(s, p, name, zone)]


def test_rulebook_example_of_play():
    s = make_game([["Pruitt", "Evu", "Tryn"], ["Grega", "Ashgar", "Gar"]],
                  [ALAN_DECK, ZOE_DECK], first_player=ALAN, dice=[4])
    pruitt = s.magi[ALAN]
    # Alan, turn 1: Pruitt flipped; he takes Carillion and Grow, not Vinoc.
    assert RULES.card_name(s, pruitt) == "Pruitt" and s.energy[pruitt] == 15
    assert s.to_move == ALAN and "as a starting card" in asks(s).prompt
    ev = answer(s, ("no",), ("yes",), ("yes",))
    revealed = [e["name"] for e in ev if e["type"] == "CardRevealed"]
    assert revealed == ["Carillion", "Grow"]                      # shown to Zoe
    assert len(s.hand[ALAN]) == 5                                  # drew three more
    assert names(s, s.hand[ALAN]) == sorted(["Carillion", "Grow", "Vortex of Knowledge",
                                             "Weebo", "Furok"])
    # Step 1: no energize for the first player.
    assert any(e["type"] == "EnergizeSkipped" for e in ev)
    assert s.step == 2 and s.energy[pruitt] == 15
    # Step 2: Vortex of Knowledge (1): each player draws two (Zoe's first two cards).
    answer(s, ("play", iid(s, ALAN, "Vortex of Knowledge")))
    assert s.energy[pruitt] == 14
    assert names(s, s.hand[ZOE]) == ["Fire Ball", "Lava Balamant"]
    # Pruitt's power has nothing to choose and no other spell can be played: step 2
    # passes by itself, and so does step 3 (no creatures). Step 4: Carillion, Weebo, Furok.
    assert s.step == 4
    answer(s, ("play", iid(s, ALAN, "Carillion")))
    assert s.energy[pruitt] == 10 and energy(s, ALAN, "Carillion") == 4
    answer(s, ("play", iid(s, ALAN, "Weebo")), ("play", iid(s, ALAN, "Furok")))
    assert s.energy[pruitt] == 4
    answer(s, ("end_step",))
    # Step 5: Pruitt's Refresh (2) adds three to the Weebo.
    assert s.step == 5
    ev = answer(s, ("power", pruitt, 0), ("target", iid(s, ALAN, "Weebo", "creatures")))
    assert s.energy[pruitt] == 2 and energy(s, ALAN, "Weebo") == 5
    # Nothing else is affordable: step 5 ends by itself. Step 6: Alan draws; five cards
    # in hand; Zoe's turn begins.
    assert len(s.hand[ALAN]) == 5
    assert any(e["type"] == "TurnBegan" and e["player"] == ZOE for e in ev)

    # Zoe, turn 1: Grega, starting Arbolit, Quor Pup, Fire Flow; no extra draw.
    grega = s.magi[ZOE]
    assert RULES.card_name(s, grega) == "Grega" and s.to_move == ZOE
    ev = answer(s, ("yes",), ("yes",), ("yes",))
    assert [e["name"] for e in ev if e["type"] == "CardRevealed"] == [
        "Arbolit", "Quor Pup", "Fire Flow"]
    assert len(s.hand[ZOE]) == 5
    # Starting energy 10, energize 5.
    assert s.energy[grega] == 15 and s.step == 2
    # Grega's Thermal Blast (2): rolls a 4, chooses the Furok, which is discarded.
    answer(s, ("power", grega, 0))
    assert s.energy[grega] == 13
    furok = iid(s, ALAN, "Furok", "creatures")
    ev = answer(s, ("target", furok))
    assert [e["total"] for e in ev if e["type"] == "DiceRolled"] == [4] or s.dice == []
    assert furok in s.discard[ALAN]
    answer(s, ("end_step",))
    # Step 4: Arbolit, Quor Pup, Lava Balamant (8 energy); Grega has 5 left.
    assert s.step == 4
    for n in ("Arbolit", "Quor Pup", "Lava Balamant"):
        answer(s, ("play", iid(s, ZOE, n)))
    assert s.energy[grega] == 5
    # No creature left in hand: step 4 ends by itself.
    assert s.step == 5
    # Step 5: Arbolit's Healing Flame: discard Arbolit, two more on the Quor Pup.
    arbolit = iid(s, ZOE, "Arbolit", "creatures")
    answer(s, ("power", arbolit, 0), ("target", iid(s, ZOE, "Quor Pup", "creatures")))
    assert arbolit in s.discard[ZOE] and energy(s, ZOE, "Quor Pup") == 4
    # Fire Ball (2) on the Carillion: 2 left; Grega at 3.
    answer(s, ("play", iid(s, ZOE, "Fire Ball")),
           ("target", iid(s, ALAN, "Carillion", "creatures")))
    assert energy(s, ALAN, "Carillion") == 2 and s.energy[grega] == 3
    assert iid(s, ZOE, "Fire Ball", "discard") >= 0
    # Grega's power cannot be used again this turn.
    assert ("power", grega, 0) not in RULES.legal_actions(s)
    answer(s, ("end_step",))

    # Alan, turn 2: energize to 7.
    assert s.current == ALAN and s.step == 2 and s.energy[pruitt] == 7
    carillion = iid(s, ALAN, "Carillion", "creatures")
    weebo = iid(s, ALAN, "Weebo", "creatures")
    answer(s, ("power", pruitt, 0), ("target", carillion))
    assert s.energy[pruitt] == 5 and s.energy[carillion] == 5
    # Tap Roots: two from the Lava Balamant, two onto the Weebo.
    balamant = iid(s, ZOE, "Lava Balamant", "creatures")
    answer(s, ("play", iid(s, ALAN, "Tap Roots")), ("target", balamant), ("target", weebo),
           ("number", 2), ("number", 2))
    assert s.energy[balamant] == 3 and s.energy[weebo] == 7
    answer(s, ("end_step",))
    # Step 3: the Weebo attacks the Lava Balamant, the Carillion the Quor Pup.
    assert s.step == 3
    answer(s, ("attack", weebo, balamant))
    assert s.energy[weebo] == 4 and balamant in s.discard[ZOE]
    pup = iid(s, ZOE, "Quor Pup", "creatures")
    answer(s, ("attack", carillion, pup))
    assert s.energy[carillion] == 1 and pup in s.discard[ZOE]
    # Step 4: nothing played (saving for the Giant Carillion, which costs 8): with two
    # energy on Pruitt no creature is affordable, so steps 3 and 4 end by themselves.
    assert "Giant Carillion" in names(s, s.hand[ALAN])
    # Step 5: the Weebo's Vitalize (2) restores the Carillion to 4.
    assert s.step == 5
    answer(s, ("power", weebo, 0))                 # the only creature below its start
    assert s.energy[weebo] == 2 and s.energy[carillion] == 4
    if s.current == ALAN:
        answer(s, ("end_step",))
    assert s.current == ZOE
