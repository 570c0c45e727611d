"""engines.core.hints: a decision's hints checked against a declared TypedDict."""
from __future__ import annotations

from typing import Any, Literal, TypedDict

from engines.core.hints import declared_keys, fits, hint_problems


class TurnHints(TypedDict, total=False):
    step: int
    lit: bool
    spell_targets: dict[int, tuple[int, ...]]
    cards: list[int | None]
    anything: Any
    side: Literal["left", "right"]


SCHEMAS = {"turn": TurnHints}


def test_declared_hints_of_the_right_types_pass():
    hints = {"step": 3, "lit": True, "spell_targets": {4: (1, 2)}, "cards": [1, None],
             "anything": object(), "side": "left"}
    assert hint_problems("turn", hints, SCHEMAS) == []
    assert hint_problems("turn", {}, SCHEMAS) == []          # every key may be left out
    assert hint_problems("choose", {}, SCHEMAS) == []
    assert set(declared_keys(TurnHints)) == {"step", "lit", "spell_targets", "cards",
                                             "anything", "side"}


def test_an_undeclared_key_or_kind_is_reported():
    assert hint_problems("turn", {"titel": "x"}, SCHEMAS) == [
        "turn hint 'titel' is not declared in TurnHints"]
    assert hint_problems("choose", {"lit": True}, SCHEMAS) == [
        "choose decisions declare no hints, got ['lit']"]


def test_values_of_the_wrong_type_are_reported_item_by_item():
    bad = {"step": True, "lit": 1, "spell_targets": {4: (1, "2")}, "cards": [1.5],
           "side": "up"}
    found = hint_problems("turn", bad, SCHEMAS)
    assert [p.split(" = ")[0] for p in found] == [
        "turn hint 'step'", "turn hint 'lit'", "turn hint 'spell_targets'",
        "turn hint 'cards'", "turn hint 'side'"]


def test_fits_knows_tuples_of_fixed_length_and_none():
    assert fits((1, "a"), tuple[int, str]) and not fits((1, 2), tuple[int, str])
    assert not fits((1,), tuple[int, str])
    assert fits(None, None) and fits(None, int | None) and not fits(0, None)
    assert fits(2, float) and not fits(True, float) and not fits("2", float)
    assert fits([[0, "cast"]], list[list[int | str]])
    assert not fits([(0, "cast")], list[list[int | str]])


def test_the_hints_page_names_every_declared_key_of_every_game():
    from pathlib import Path

    from engines import registry
    page = (Path(__file__).resolve().parents[3] / "docs" / "decision_hints.md").read_text()
    sections = {part.split(" ", 1)[0]: part for part in page.split("\n## ")[1:]}
    for game in registry.built_games():
        rules = registry.rules_for(game)
        assert game in sections, f"docs/decision_hints.md has no section for {game}"
        for kind, schema in rules.decision_hints.items():
            assert f"`{kind}`" in sections[game], (game, kind)
            for key in declared_keys(schema):
                assert f"`{key}`" in sections[game], (game, kind, key)
