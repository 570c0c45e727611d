"""engines.mabinogi.deck_model: a deck being built takes a stored entry in."""
from engines.mabinogi.content import CARDS, DECKS
from engines.mabinogi.deck_model import DEFAULT_HERO, DeckModel


def test_load_takes_the_entry_in_place_of_what_the_model_held():
    a, b = DECKS[0], DECKS[1]
    model = DeckModel(list(a.cards), a.hero)
    assert model.load({"hero": b.hero, "cards": list(b.cards)}) == []
    assert model.hero == b.hero and sorted(model.cards()) == sorted(b.cards)


def test_load_leaves_out_unknown_names_and_tokens_and_says_which():
    token = next(c.name for c in CARDS if c.token)
    card = DECKS[0].cards[0]
    model = DeckModel()
    assert model.load({"cards": [card, "No Such Card", token, card]}) == ["No Such Card", token]
    assert model.counts == {card: 2} and model.hero == DEFAULT_HERO
