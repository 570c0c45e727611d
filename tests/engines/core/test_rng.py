"""The seeded RNG kept inside states: deterministic, cheap to clone, JSON-able."""
from engines.core.rng import Rng


def test_same_seed_same_sequence():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(20)] == [b.next64() for _ in range(20)]


def test_different_seeds_differ():
    assert Rng(1).next64() != Rng(2).next64()


def test_clone_continues_identically_and_independently():
    a = Rng(5)
    a.next64()
    b = a.clone()
    assert [a.randrange(100) for _ in range(10)] == [b.randrange(100) for _ in range(10)]
    a.next64()
    assert a.s != b.s


def test_json_round_trip():
    a = Rng(9)
    a.random()
    b = Rng.from_json(a.to_json())
    assert a.random() == b.random()


def test_ranges_and_shuffle_are_permutations():
    r = Rng(3)
    values = [r.randint(1, 6) for _ in range(2000)]
    assert set(values) == {1, 2, 3, 4, 5, 6}
    assert all(0 <= r.random() < 1 for _ in range(1000))
    items = list(range(50))
    r.shuffle(items)
    assert sorted(items) == list(range(50)) and items != list(range(50))
