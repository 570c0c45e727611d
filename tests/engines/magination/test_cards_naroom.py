"""Naroom cards beyond the starter deck: each card's power or effect."""
from engines.magination import RULES
from engines.magination.cards import card
from engines.magination.testing import answer, asks, duel, iid

HOLD = ["Grow", "Grow"]


def cr(s, p, name):
    return iid(s, p, name, "creatures")


def names(s, ids):
    return [RULES.card_name(s, c) for c in ids]


def test_balamant_hunts_a_magi():
    s = duel("Pruitt", "Grega", [("Balamant", 6)])
    answer(s, ("power", cr(s, 0, "Balamant"), 0), ("target", s.magi[1]))
    assert s.energy[s.magi[1]] == 6 and s.energy[cr(s, 0, "Balamant")] == 4


def test_book_of_life_puts_a_spell_from_the_discard_pile_on_top():
    s = duel("Pruitt", "Grega", [("Book of Life", None)],
             hand0=["Grow", "Weebo", "Vortex of Knowledge"])
    for c in list(s.hand[0][:2]):
        s.hand[0].remove(c)
        s.discard[0].append(c)
    answer(s, ("power", iid(s, 0, "Book of Life", "relics"), 0))    # Grow: the only spell
    assert RULES.card_name(s, s.deck[0][-1]) == "Grow" and s.energy[s.magi[0]] == 12
    assert names(s, s.discard[0]) == ["Weebo"]


def test_eebit_escapes_to_its_owners_hand_when_defeated_in_an_attack():
    s = duel("Grega", "Pruitt", [("Quor", 4)], [("Eebit", 2)], hand0=["Fire Ball"])
    s.step = 3
    e = cr(s, 1, "Eebit")
    answer(s, ("attack", cr(s, 0, "Quor"), e))
    assert e in s.hand[1] and e not in s.discard[1]
    s = duel("Pruitt", "Grega", [("Eebit", 2)], [("Quor", 4)], hand0=HOLD)   # attacking too
    s.step = 3
    e = cr(s, 0, "Eebit")
    answer(s, ("attack", e, cr(s, 1, "Quor")))
    assert e in s.hand[0]


def test_flood_of_energy_energizes_every_magi():
    s = duel("Pruitt", "Grega", hand0=["Flood of Energy", "Vortex of Knowledge"])
    answer(s, ("play", iid(s, 0, "Flood of Energy")))
    assert s.energy[s.magi[0]] == 15 - 2 + 5 and s.energy[s.magi[1]] == 10 + 5


def test_orwin_recalls_a_card_once_per_game_and_skips_the_draw():
    s = duel("Orwin", "Grega", hand0=["Weebo", "Vortex of Knowledge"])
    w = s.hand[0].pop(0)
    s.discard[0].append(w)
    answer(s, ("power", s.magi[0], 0))
    assert w in s.hand[0] and s.energy[s.magi[0]] == 14
    while s.current == 0:
        RULES.apply(s, ("end_step",))
    assert len(s.hand[0]) == 2                     # no cards drawn this turn
    s.hand[0].remove(w)
    s.discard[0].append(w)
    s.current, s.step, s.used = 0, 2, set()
    assert RULES.why_illegal(s, ("power", s.magi[0], 0)) is not None   # recalled already


def test_orwins_staff_discards_two_and_tutors_any_card_unseen():
    s = duel("Pruitt", "Grega", [("Orwin's Staff", None)], hand0=["Grow", "Weebo"])
    s.deck[0].insert(0, iid(s, 0, "Weebo"))       # a second Weebo would be nice; use Timber
    s.hand[0].remove(s.deck[0][0])
    s.hand[0].append(s.deck[0].pop(0))
    staff = iid(s, 0, "Orwin's Staff", "relics")
    s2 = duel("Pruitt", "Grega", [("Orwin's Staff", None)],
              hand0=["Grow", "Weebo", "Timber Hyren"])
    t = iid(s2, 0, "Timber Hyren")
    s2.hand[0].remove(t)
    s2.deck[0].insert(0, t)
    h = list(s2.hand[0])
    ev = answer(s2, ("power", iid(s2, 0, "Orwin's Staff", "relics"), 0),
                ("pick", h[0]), ("pick", h[1]), ("search", card("Timber Hyren").id))
    assert s2.hand[0] == [t] and not s2.relics[0] and len(s2.discard[0]) == 3
    assert not any(e["type"] == "CardRevealed" for e in ev)
    assert RULES.why_illegal(s, ("power", staff, 0)) is None
    s.hand[0] = s.hand[0][:1]
    assert "needs 2 cards" in RULES.why_illegal(s, ("power", staff, 0))


def test_poad_feeds_each_of_his_creatures():
    s = duel("Poad", "Grega", [("Weebo", 2), ("Furok", 4)], [("Quor", 4)])
    answer(s, ("power", s.magi[0], 0))
    assert s.energy[cr(s, 0, "Weebo")] == 3 and s.energy[cr(s, 0, "Furok")] == 5
    assert s.energy[cr(s, 1, "Quor")] == 4 and s.energy[s.magi[0]] == 11


def test_sap_of_life_restores_a_creature():
    s = duel("Pruitt", "Grega", [("Furok", 1), ("Weebo", 2)], hand0=["Sap of Life"])
    answer(s, ("play", iid(s, 0, "Sap of Life")))
    assert s.energy[cr(s, 0, "Furok")] == 4 and s.energy[s.magi[0]] == 12


def test_stagadan_may_attack_a_magi_that_has_creatures():
    s = duel("Pruitt", "Grega", [("Stagadan", 3), ("Weebo", 2)], [("Quor", 4)], hand0=HOLD)
    s.step = 3
    st, wb = cr(s, 0, "Stagadan"), cr(s, 0, "Weebo")
    legal = RULES.legal_actions(s)
    assert ("attack", st, s.magi[1]) in legal and ("attack", wb, s.magi[1]) not in legal
    answer(s, ("attack", st, s.magi[1]))
    assert s.energy[s.magi[1]] == 7 and s.energy[st] == 3


def test_wence_draws_and_may_show_a_creature_for_an_extra_draw():
    s = duel("Wence", "Grega", hand0=["Weebo"])
    s.deck[0].append(s.hand[0].pop())
    answer(s, ("power", s.magi[0], 0))
    assert asks(s).kind == "yes_no"
    ev = answer(s, ("yes",))
    assert any(e["type"] == "CardRevealed" for e in ev)
    while s.current == 0:
        RULES.apply(s, ("end_step",))
    assert len(s.hand[0]) == 4
    s = duel("Wence", "Grega")                      # a Baloo Root: no question, no extra
    answer(s, ("power", s.magi[0], 0))
    assert asks(s) is None
    while s.current == 0:
        RULES.apply(s, ("end_step",))
    assert len(s.hand[0]) == 3
