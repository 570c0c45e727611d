"""The card pool, heroes and prebuilt decks, and the engine's faces for tables and logs."""
import json
import re

import engines.mabinogi.rules as rules_module
from engines.core.rng import Rng
from engines.mabinogi import (CARDS, DECKS, HEROES, POOL, RESOURCES, RULES, SETTLED,
                              card_text, deck_problems)
from engines.mabinogi.content import SPELL, SUMMON, card
from engines.mabinogi.deck_model import deck_kinds
from engines.mabinogi.testing import answer, game, iid, set_turn, to_grave

# the reference's sample cards: (resource, cost, def, atk, hp) per level
REFERENCE = {
    "Hyena": ("Nature", (1, 2, 3), (0, 0, 0), (4, 6, 8), (3, 5, 7)),
    "Rhino": ("Nature", (2, 3, 4), (0, 0, 0), (2, 3, 4), (10, 13, 16)),
    "Grand Elf": ("Nature", (2, 3, 4), (0, 0, 0), (2, 4, 5), (9, 12, 15)),
    "Arctotherium": ("Nature", (6, 7, 8), (0, 0, 0), (8, 11, 14), (19, 23, 27)),
    "Spirit of Fire": ("Mana", (2, 3, 4), (4, 5, 5), (2, 3, 4), (2, 5, 8)),
    "Librarian Imp": ("Mana", (2, 3, 4), (0, 0, 0), (0, 0, 0), (1, 4, 7)),
    "Cowardly Imp": ("Mana", (1, 2, 3), (0, 0, 0), (3, 5, 7), (2, 4, 6)),
}


def test_the_pool_has_at_least_60_cards_of_both_kinds_in_every_resource():
    assert len(POOL) >= 60
    for r in range(5):
        kinds = {CARDS[i].kind for i in POOL if CARDS[i].res == r}
        assert kinds == {SUMMON, SPELL}, RESOURCES[r]


def test_the_reference_sample_cards_are_exact():
    for name, (res, cost, df, atk, hp) in REFERENCE.items():
        c = card(name)
        assert (RESOURCES[c.res], c.cost, c.df, c.atk, c.hp) == (res, cost, df, atk, hp)
        assert c.design == "reference"
    assert card("Spirit of Fire").effects("start")[0].n == (2, 3, 5)
    assert card("Grand Elf").effects("start")[0].n == (4, 5, 6)
    assert card("Cowardly Imp").effects("front_attacks")[0].do == "bounce"
    assert card("Librarian Imp").effects("start")[0].do == "xp"
    others = [CARDS[i] for i in POOL if CARDS[i].name not in REFERENCE]
    assert all(c.design == "original" for c in others)


def test_every_mechanic_of_the_rulebook_is_on_some_card():
    fx = [(c, e) for c in CARDS for e in c.fx]
    has = {
        "starting effects": lambda c, e: e.on == "start",
        "closing effects": lambda c, e: e.on == "close",
        "on attacked": lambda c, e: e.on == "attacked",
        "area attacks": lambda c, e: e.do == "damage" and e.to in ("enemies", "others"),
        "ranged skills": lambda c, e: e.on == "battle",
        "paralysis": lambda c, e: e.do == "paralyse",
        "one-turn control": lambda c, e: e.do == "control",
        "counterspells": lambda c, e: e.on == "counter",
        "grave activation": lambda c, e: e.on.startswith("grave_"),
        "buffs": lambda c, e: e.do == "buff",
        "debuffs": lambda c, e: e.do in ("debuff", "lose_hp"),
        "restoration": lambda c, e: e.do == "heal",
        "extra XP": lambda c, e: e.do == "xp",
        "returning to hand": lambda c, e: e.do in ("bounce", "reclaim"),
        "resources from cards": lambda c, e: e.do == "gain",
        "effect summons": lambda c, e: e.do == "token",
        "to the grave by text": lambda c, e: e.do == "discard_random",
        "max HP lowered": lambda c, e: e.do == "debuff" and e.stat == "max_hp",
    }
    for what, test in has.items():
        assert any(test(c, e) for c, e in fx if not c.token), what
    assert all(c.grave for c in CARDS if c.is_counter)


def test_card_texts_read_per_level():
    assert card_text(card("Spirit of Fire")) == ("When summoned and at the start of each of "
                                                 "your turns, deals 2/3/5 to every other "
                                                 "creature.")
    assert "deals 3 to" in card_text(card("Spirit of Fire"), 2)
    for c in CARDS:
        if c.fx:
            assert card_text(c).strip(), c.name
            for lv in (1, 2, 3):
                assert "/" not in re.sub(r"[0-9]+/[0-9]+/[0-9]+", "", card_text(c, lv))
    assert RULES.stat_line(card("Hyena").id, 2) == "Cost 2 Nature · ATK 6 · HP 5"


def test_heroes_have_a_name_hp_a_palette_and_words():
    assert len(HEROES) >= 5
    for h in HEROES:
        assert h.name and h.hp > 0 and h.text
        assert len(h.palette) == 3 and all(re.fullmatch(r"#[0-9a-f]{6}", x)
                                           for x in h.palette)


def test_prebuilt_decks_are_legal_and_cover_pairs_and_triples():
    assert len(DECKS) >= 5
    sets = set()
    for d in DECKS:
        assert len(d.cards) == 12 and deck_problems(d.key) == [], d.key
        kinds = tuple(deck_kinds(d.cards))
        sets.add(kinds)
        assert RULES.hero(d.hero)
    assert len(sets) == len(DECKS)
    assert {len(k) for k in sets} == {2, 3}


def test_settled_rules_are_in_the_rules_docstring():
    doc = " ".join(rules_module.__doc__.split())
    for term, text in SETTLED:
        assert f"* {term}:" in doc, term
        assert text.strip()


def test_the_view_hides_the_opponents_unseen_hand_and_deck_list():
    s = RULES.new_game({"players": 2, "decks": ["wild_pack", "arcane_flame"]}, 4)
    v = RULES.view(s, 0)
    assert all(v.cdef[i] >= 0 for i in s.hand[0])
    assert all(v.cdef[i] == -1 for i in s.hand[1])
    assert v.config["decks"][1] is None and v.config["decks"][0] == "wild_pack"
    assert RULES.card_name(v, ("iid", s.hand[1][0])) == "a hidden card"
    # a card the opponent played and got back is known
    s2 = game(["Hyena", "Rhino"], ["Cowardly Imp", "Hyena"])
    to_grave(s2, 1, "Cowardly Imp")
    imp = iid(s2, 1, "Cowardly Imp", "grave")
    set_turn(s2, 1)
    answer(s2, ("revive",))
    assert RULES.view(s2, 0).cdef[imp] == s2.cdef[imp]


def test_describe_and_narrate_tell_a_whole_game():
    s, ev = RULES.start({"players": 2, "decks": ["grave_pact", "shadow_market"],
                         "names": ["Ann", "Bram"]}, 8)
    rng = Rng(5)
    lines = [RULES.narrate(s, e, 0) for e in ev]
    while not RULES.is_over(s):
        legal = RULES.legal_actions(s)
        a = legal[rng.randrange(len(legal))]
        line = RULES.describe(s, a, 0)
        assert line and ":" not in line[:6], line
        lines.append(line)
        lines += [RULES.narrate(s, e, 0) for e in RULES.apply(s, a)]
    text = "\n".join(x for x in lines if x)
    assert "You " in text and "Bram " in text and "Game over" in text
    json.dumps(RULES.to_json(s))


def test_decision_targets_and_drops_for_a_table():
    s = game(["Hyena", "Fireball"], ["Rhino"])
    set_turn(s, 0, res={"Nature": 5, "Mana": 5})
    d = RULES.decision(s)
    assert d.kind == "turn" and d.done == ("end",)
    assert d.target_of(("summon", iid(s, 0, "Hyena"), 3)) == ("cell", 0, 3)
    fb = iid(s, 0, "Fireball")
    drops = RULES.drops(s, fb)
    assert drops[("hero", 1)] == ("cast", fb, 1, -1) and ("grave", 0) in drops
    assert RULES.drops(s, s.hand[1][0]) == {}
