"""Each test has a MAGETABLE_HOME of its own (tests/conftest.py): an autosave one test
leaves is never seen by another, in whatever order they run (the Magi tutorial's test
once found another game's autosave when run after the kit's, Magecraft's and
Magi-Nation's scene tests)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

HOMES: list[Path] = []


@pytest.mark.parametrize("case", ["first", "second"])
def test_each_test_saves_under_a_home_of_its_own(case):
    from app import paths, saves
    home = Path(os.environ["MAGETABLE_HOME"])
    assert home not in HOMES, "two tests shared a home"
    assert paths.data_dir().is_relative_to(home)
    assert not saves.has_autosave(), "an autosave left by another test"
    HOMES.append(home)
    saves.autosave_path("magi").parent.mkdir(parents=True, exist_ok=True)
    saves.autosave_path("magi").write_text("{}", encoding="utf-8")   # as a game leaves it
    assert saves.has_autosave()
