"""Atomic JSON writes; bad files are moved aside (never deleted) with a clear message."""
import json

import pytest

from app.storage import BadFile, move_aside, read_json, write_json_atomic


def test_atomic_write_then_read(tmp_path):
    path = tmp_path / "x.json"
    write_json_atomic(path, {"a": 1})
    assert read_json(path, "test") == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]   # no temp files left


def test_missing_file_reads_as_none(tmp_path):
    assert read_json(tmp_path / "none.json", "test") is None


@pytest.mark.parametrize("content", [b"{\"a\": 1", b"\x00\xff\xfe garbage", b""])
def test_corrupt_file_is_moved_aside_with_its_content(tmp_path, content):
    path = tmp_path / "save.json"
    path.write_bytes(content)
    with pytest.raises(BadFile) as err:
        read_json(path, "save")
    assert "save" in err.value.message and "moved aside" in err.value.message
    assert not path.exists()
    assert err.value.moved_to.read_bytes() == content


def test_move_aside_never_overwrites(tmp_path):
    first = tmp_path / "f.json"
    first.write_text("1")
    a = move_aside(first)
    first.write_text("2")
    b = move_aside(first)
    assert a != b and a.read_text() == "1" and b.read_text() == "2"


def test_failed_write_leaves_old_file(tmp_path):
    path = tmp_path / "keep.json"
    write_json_atomic(path, {"ok": True})
    with pytest.raises(TypeError):
        write_json_atomic(path, {"bad": object()})
    assert json.loads(path.read_text()) == {"ok": True}
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"]
