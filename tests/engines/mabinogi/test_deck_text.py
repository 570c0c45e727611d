"""engines.mabinogi.deck_text: a Mabinogi deck as plain text, written and read back."""
from engines.mabinogi.content import DECKS
from engines.mabinogi.deck_model import DEFAULT_HERO, DeckModel
from engines.mabinogi.deck_text import MAX_COUNT, deck_from_text, deck_to_text


def test_text_round_trip_of_every_prebuilt_deck():
    for d in DECKS:
        model = DeckModel(list(d.cards), d.hero)
        parsed = deck_from_text(deck_to_text(model, d.name))
        assert parsed.errors == [] and parsed.name == d.name and parsed.hero == d.hero
        assert sorted(parsed.cards) == sorted(d.cards)


def test_the_text_groups_copies_and_names_the_hero():
    d = DECKS[0]
    body = deck_to_text(DeckModel(list(d.cards), d.hero), d.name)
    lines = body.splitlines()
    assert lines[0] == f"# {d.name}" and lines[1].startswith("Hero: ")
    counts = {line.split(" ", 1)[1]: int(line.split(" ", 1)[0]) for line in lines[2:]}
    assert counts == {c: d.cards.count(c) for c in set(d.cards)}


def test_reading_is_lenient_and_lists_what_it_skipped():
    card = DECKS[0].cards[0]
    parsed = deck_from_text(f"#  My   deck \n\n2x {card.upper()}\n{card}\nHero: nobody\n"
                            "3 No Such Card\n")
    assert parsed.name == "My deck"
    assert parsed.cards == [card] * 3
    assert parsed.hero == DEFAULT_HERO
    assert len(parsed.errors) == 2
    assert "line 5" in parsed.errors[0] and "nobody" in parsed.errors[0]
    assert "line 6" in parsed.errors[1] and "No Such Card" in parsed.errors[1]


def test_a_count_is_capped():
    card = DECKS[0].cards[0]
    assert deck_from_text(f"999 {card}").cards == [card] * MAX_COUNT
