"""The box as data: Planeswalkers, squads, spells, default armies, the Duel battlefield."""
from __future__ import annotations

from collections import Counter

from engines.arena.board import get_board
from engines.arena.content import (ARMY, ARMY_INDEX, DEFAULT_ARMIES, PLANESWALKERS, SPELLS,
                                   army_cost, army_problems, deck_cost)


def _card(key):
    return ARMY[ARMY_INDEX[key]]


def test_five_planeswalkers_ten_squads_thirty_figures_sixty_spells():
    assert sorted(PLANESWALKERS) == ["chandra", "gideon", "jace", "liliana", "nissa"]
    squads = [c for c in ARMY if not c.is_planeswalker]
    assert len(squads) == 10 and sum(c.figures for c in squads) == 30
    assert Counter(c.colour for c in squads) == {k: 2 for k in
                                                 ("white", "blue", "black", "red", "green")}
    assert len(SPELLS) == 60 and set(Counter(s.colour for s in SPELLS).values()) == {12}
    assert all(c.design in ("reference", "original") for c in ARMY)
    assert all(s.design in ("reference", "original") for s in SPELLS)


def test_the_reference_facts():
    ch = _card("chandra")
    assert (ch.height, ch.range, ch.life, ch.toughness, ch.move, ch.power, ch.cost) == \
        (4, 5, 6, 4, 6, 3, 365)
    li, ja, gi = _card("liliana"), _card("jace"), _card("gideon")
    assert (li.life, li.move, li.range, li.power, li.toughness, li.cost) == (7, 6, 6, 4, 3, 325)
    assert (ja.life, ja.move, ja.range, ja.power, ja.toughness, ja.cost) == (7, 6, 7, 5, 3, 340)
    assert (gi.life, gi.move, gi.range, gi.power, gi.toughness, gi.cost) == (6, 6, 1, 3, 5, 325)
    pr = _card("projections")
    assert (pr.figures, pr.power, pr.move, pr.cost) == (3, 3, 5, 65)
    assert _card("phoenixes").cost == 35 and "rebirth" in _card("phoenixes").does
    assert _card("firecats").size == 2
    el = _card("elves")
    assert (el.power, el.range) == (3, 5)
    for name in ("unsummon", "twisted_image", "mind_control", "psychic_rebuttal",
                 "misdirection", "scatter_arc", "killing_wave", "rise_of_the_dark_realms",
                 "keen_sight"):
        assert any(s.key == name and s.design == "reference" for s in SPELLS)


def test_every_default_army_is_a_legal_500_point_army():
    for pw in PLANESWALKERS:
        army = DEFAULT_ARMIES[pw]
        assert army_problems(army) == []
        assert army_cost(army) <= 500 and deck_cost(army) <= 200
        assert len(army["spells"]) == 12


def test_army_problems_are_sentences():
    bad = {"planeswalker": "jace", "squads": ["phantoms", "phantoms", "elves"],
           "spells": ["fireball"] * 3}
    text = " ".join(army_problems(bad))
    assert "unique" in text and "blue" in text and "12 cards" in text


def test_the_duel_battlefield_from_the_box():
    b = get_board("duel")
    assert sorted(g.key for g in b.glyphs) == ["M", "P", "T"]
    assert all(g.side == "ability" for g in b.glyphs)
    assert set(b.zones) == {"yellow", "orange"}
    assert set(b.board_part) == set(range(6))
    raised = Counter(b.level[h] for h in range(b.n) if b.level[h] > 1)
    assert raised == {2: 4, 3: 2}                 # two 3-hex tiles, two 1-hex on top
    pieces = {b.ruin_piece[h] for h in range(b.n) if b.ruin_piece[h]}
    assert pieces == {"A", "B"} and len(b.walls) == 2
    assert any(b.water)
    # point symmetry: the two zones mirror each other through the centre
    cx = sum(b.x) / b.n
    cy = sum(b.y) / b.n
    mirror = {(round(2 * cx - b.x[h], 3), round(2 * cy - b.y[h], 3)): h for h in range(b.n)}
    for h in b.zones["yellow"]:
        m = mirror[(round(b.x[h], 3), round(b.y[h], 3))]
        assert m in b.zones["orange"]
        assert b.level[m] == b.level[h]
