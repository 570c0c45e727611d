"""Card texts that say what the card does (engines/mabinogi/card_text.py): the target in
the words of the refusal, no effect promised where the rules make it do nothing
(rules 4.3-4.4: XP stops at level 3; 7.4: restoration never goes above max HP)."""
from engines.mabinogi import CARDS, RULES
from engines.mabinogi.card_text import card_text
from engines.mabinogi.content import AIM_WORDS, card
from engines.mabinogi.testing import answer, game, iid, set_turn, summon


def test_curse_of_weakness_says_which_target_as_its_refusal_does():
    s = game(["Curse of Weakness"], ["Rhino"])
    summon(s, 1, "Rhino", 2)
    set_turn(s, 0, res={"Dark": 3})
    why = RULES.why_illegal(s, ("cast", iid(s, 0, "Curse of Weakness"), 1, -1))
    assert why == "Curse of Weakness must target an enemy creature, not a hero"
    for lv in (None, 1, 2, 3):
        text = card_text(card("Curse of Weakness"), lv)
        assert text.startswith("Target an enemy creature: "), text
        assert "the target" not in text


def test_every_aimed_spell_names_what_its_player_may_choose():
    for c in CARDS:
        if c.aim is not None:
            text = card_text(c)
            assert "the target" not in text, c.name
            assert text.startswith(f"Target {AIM_WORDS[c.aim]}: "), (c.name, text)


def test_tome_of_insight_at_level_3_says_it_gives_no_xp_and_gives_none():
    """Rule 4.3: the hero's top level is 3; XP there does nothing, and the card says so
    instead of showing a number."""
    text = card_text(card("Tome of Insight"), 3)
    assert text == "Your hero gains no XP (level 3 is the top level)."
    assert "level 3" in card_text(card("Tome of Insight"))
    s = game(["Tome of Insight", "Hyena"], ["Rhino"])
    s.level[0] = 3
    set_turn(s, 0, actions=2, res={"Mana": 5})
    xp = s.xp[0]
    answer(s, ("cast", iid(s, 0, "Tome of Insight")))
    assert s.xp[0] == xp and s.level[0] == 3


def test_grand_elfs_heal_is_told_at_the_start_of_turns_only():
    """Rule 7.4: a creature enters at full HP, so a heal of itself when summoned can do
    nothing: the text promises only the heal at the start of its side's turns (the
    reference's 'heals itself each turn')."""
    for lv in (None, 1, 2, 3):
        text = card_text(card("Grand Elf"), lv)
        assert text.startswith("At the start of each of your turns, "), text
        assert "summoned" not in text
    s = game(["Grand Elf", "Hyena", "Rhino"], ["Rhino"])
    summon(s, 0, "Hyena", 0)
    summon(s, 0, "Rhino", 1)
    set_turn(s, 0, actions=2, res={"Nature": 5})
    answer(s, ("summon", iid(s, 0, "Grand Elf"), 2))
    elf = s.board[0][2]
    assert elf.hp == elf.mhp                   # nothing to heal when it arrives
