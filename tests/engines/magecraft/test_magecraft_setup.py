"""Setup: bags, HP areas, starting hands and discards per seat, spellbooks, Academy."""
import pytest

from engines.magecraft import RULES, SETUP
from engines.magecraft.content import BASIC, NAME, RANDOM_POOL, STARTING
from engines.magecraft.testing import started

TABLE = {2: [(4, 2), (4, 1)], 3: [(4, 2), (4, 1), (4, 0)],
         4: [(4, 2), (4, 1), (4, 0), (5, 1)]}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_starting_hands_follow_the_draw_and_discard_table(n):
    for seed in range(6):
        s = RULES.new_game({"players": n}, seed)
        order = [(s.start + k) % n for k in range(n)]
        for k, p in enumerate(order):
            assert sum(s.hand[p]) == TABLE[n][k][0]
            assert sum(s.bag[p]) == 12 - TABLE[n][k][0]
        # discards are decisions, in setup order, starting player first
        expected = [p for k, p in enumerate(order) for _ in range(TABLE[n][k][1])]
        seen = []
        while s.phase == SETUP:
            seen.append(s.to_move)
            RULES.apply(s, RULES.legal_actions(s)[0])
        assert seen == expected
        for k, p in enumerate(order):
            draw, disc = TABLE[n][k]
            assert sum(s.hand[p]) == draw - disc
            assert sum(s.discard[p]) == disc
        assert s.to_move == s.start and s.current == s.start


@pytest.mark.parametrize("n,cards,gems", [(2, 2, 8), (3, 3, 12), (4, 4, 16)])
def test_academy_has_basic_sets_plus_nine_random_sets(n, cards, gems):
    s = RULES.new_game({"players": n}, 3)
    assert s.acad_ids[:3] == list(BASIC)
    assert [NAME[i] for i in BASIC] == ["Minor Cure", "Absorb", "Fireball"]
    extra = s.acad_ids[3:]
    assert len(extra) == 9 and len(set(extra)) == 9
    assert all(i in RANDOM_POOL for i in extra)
    assert s.acad_count == [cards] * 12
    assert s.acad_gems == [gems] * 5


def test_every_player_starts_with_bag_hp_and_three_spellbooks():
    s = RULES.new_game({"players": 3}, 5)
    for p in range(3):
        assert s.hp[p] == [3, 3, 3, 3, 0]
        assert [a + b for a, b in zip(s.bag[p], s.hand[p], strict=False)] == [3, 3, 3, 3, 0]
        assert [[c >> 1 for c in b] for b in s.books[p]] == [[x] for x in STARTING]
        assert [NAME[x] for x in STARTING] == ["Meditation", "Magic Missile", "Mana Tricks"]
        assert sum(s.shield[p]) == sum(s.score[p]) == 0
    assert len(set(s.chars)) == 3


def test_two_player_game_uses_exactly_the_boxed_gems():
    s = RULES.new_game({"players": 2}, 0)
    assert s.gem_totals() == [20, 20, 20, 20, 8]


def test_starting_player_and_academy_come_from_the_seed():
    starts = {RULES.new_game({"players": 4}, seed).start for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    a = RULES.new_game({"players": 2}, 9)
    b = RULES.new_game({"players": 2}, 9)
    assert (a.start, a.acad_ids, a.hand, a.chars) == (b.start, b.acad_ids, b.hand, b.chars)


def test_config_can_fix_characters_and_academy():
    acad = ["inferno", "quake", "radiance", "blessing", "sunburst", "shadow_bolt",
            "eclipse", "dark_pact", "transmute"]
    s = started(2, 1, characters=["lumi", "pyra"], academy=acad)
    assert s.chars == [3, 0]
    assert len(s.acad_ids) == 12
    with pytest.raises(ValueError):
        RULES.new_game({"players": 5}, 0)
    with pytest.raises(ValueError):
        RULES.new_game({"players": 2, "academy": ["fireball"] * 9}, 0)
