"""Atomic JSON writes; the guarded reader; bad files are moved aside (never deleted) with
a clear message."""
import json
import os
import time

import msgspec
import pytest

from app import storage
from app.storage import (BadFile, Invalid, clean_leftover_tmp, load, move_aside, prescan,
                         why_invalid, write_json_atomic)

# a refusal or an open that takes longer than this is a hang (the findings took 80 s or
# forever); speed itself is the bench's to measure, not a timed test's
HANG = 5.0


def _plain(value):
    return value


def test_atomic_write_then_read(tmp_path):
    path = tmp_path / "x.json"
    write_json_atomic(path, {"a": 1})
    assert load(path, "settings", _plain) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]   # no temp files left


def test_missing_file_reads_as_none(tmp_path):
    assert load(tmp_path / "none.json", "settings", _plain) is None
    assert load(tmp_path / "no" / "such" / "dir.json", "settings", _plain) is None


@pytest.mark.parametrize("content", [b"{\"a\": 1", b"\x00\xff\xfe garbage", b"", b"   ",
                                     b"NaN", b"[Infinity]", b'{"a": -Infinity}'])
def test_corrupt_file_is_moved_aside_with_its_content(tmp_path, content):
    path = tmp_path / "save.json"
    path.write_bytes(content)
    with pytest.raises(BadFile) as err:
        load(path, "save", _plain)
    message = err.value.message
    assert message.startswith("The saved game could not be read: ")
    assert "moved aside" in message and str(err.value.moved_to) in message
    assert "everything else works as before" in message
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
    with pytest.raises(ValueError):
        write_json_atomic(path, {"bad": float("nan")})
    assert json.loads(path.read_text()) == {"ok": True}
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"]


def test_write_into_a_folder_that_cannot_exist_says_so(tmp_path):
    (tmp_path / "data").write_text("a file in the way")
    with pytest.raises(storage.CannotSave) as err:
        write_json_atomic(tmp_path / "data" / "autosave.json", {})
    assert "cannot be created" in str(err.value) and "Errno" not in str(err.value)


def test_prescan_bounds_depth_and_numbers():
    assert prescan(b'{"a": [[1, 2], {"b": [3]}], "s": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}') \
        is None
    assert prescan(b"[" * 32 + b"]" * 32) is None
    assert "deeply" in prescan(b"[" * 40 + b"]" * 40)
    assert "deeply" in prescan(b"[" * 100_000 + b"]" * 100_000)
    assert prescan(b"[" * 1000) is None           # unbalanced: the parser refuses it
    assert "number" in prescan(b"[" + b"9" * 5000 + b"]")
    assert "number" in prescan(b"[1." + b"0" * 100 + b"]")
    assert prescan(b'["' + b"9" * 5000 + b'"]') is None     # inside a string: text
    assert prescan(b'["\\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["]') is None


def test_prescan_is_cheap():
    big = json.dumps({"actions": [["play", i, ["x", i]] for i in range(100_000)]}).encode()
    started = time.perf_counter()
    assert prescan(big) is None
    assert time.perf_counter() - started < HANG


@pytest.mark.parametrize("content,words", [
    (b"[" * 2000 + b"]" * 2000, "nested"),
    (b"[" + b"1" * 4400 + b"]", "number"),
    (b"[1e400]", "number"),
    (b"[" + b"9" * 41 + b"]", "number"),
    (b"\xff\xfe{}", "damaged"),
])
def test_json_bombs_are_refused_in_words(tmp_path, content, words):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    with pytest.raises(BadFile) as err:
        load(path, "settings", _plain)
    assert words in err.value.reason
    assert "Error" not in err.value.message and "line 1" not in err.value.message


def test_size_cap_refuses_at_once(tmp_path):
    path = tmp_path / "autosave.json"
    with open(path, "wb") as f:
        f.truncate(50 * 1024 * 1024)            # a sparse 50 MB file
    started = time.perf_counter()
    with pytest.raises(BadFile) as err:
        load(path, "save", _plain)
    assert time.perf_counter() - started < HANG
    assert "too large" in err.value.reason and "50.0 MB" in err.value.reason


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_fifo_is_refused_without_blocking(tmp_path):
    path = tmp_path / "autosave.json"
    os.mkfifo(path)
    started = time.perf_counter()
    with pytest.raises(BadFile) as err:
        load(path, "save", _plain)
    assert time.perf_counter() - started < HANG
    assert "not an ordinary file" in err.value.reason
    assert not os.path.lexists(path) and err.value.moved_to.name.startswith("autosave.json.bad-")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_symlink_to_a_device_is_refused(tmp_path):
    path = tmp_path / "settings.json"
    path.symlink_to("/dev/zero")
    with pytest.raises(BadFile) as err:
        load(path, "settings", _plain)
    assert "not an ordinary file" in err.value.reason
    assert os.path.exists("/dev/zero")            # the link was moved, not its target


def test_a_folder_is_refused(tmp_path):
    (tmp_path / "autosave.json").mkdir()
    with pytest.raises(BadFile) as err:
        load(tmp_path / "autosave.json", "save", _plain)
    assert "not an ordinary file" in err.value.reason


def test_check_failures_become_one_answer(tmp_path):
    path = tmp_path / "s.json"

    def boom(value):
        return value["x"][0] // 0

    for check, reason in ((boom, "it is damaged"),
                          (lambda v: (_ for _ in ()).throw(Invalid("it is odd")), "it is odd")):
        path.write_text('{"x": [1]}')
        with pytest.raises(BadFile) as err:
            load(path, "settings", check)
        assert err.value.reason == reason
        assert "division" not in err.value.message


class _Meta(msgspec.Struct):
    human_seat: int | None = 0


class _Doc(msgspec.Struct):
    version: int
    meta: _Meta
    items: list[str] = []


@pytest.mark.parametrize("value,words", [
    ({"version": "2", "meta": {}}, "the value of version should be a whole number"),
    ({"version": 1, "meta": {"human_seat": "x"}},
     "the value of meta.human_seat should be a whole number or nothing"),
    ({"version": 1}, "it has no meta"),
    ({"version": 1, "meta": None}, "the value of meta should be a table of values"),
    ({"version": 1, "meta": {}, "items": [1]}, "the value of items[0] should be text"),
    ([1], "its content should be a table of values"),
])
def test_schema_errors_in_words(value, words):
    with pytest.raises(msgspec.ValidationError) as err:
        msgspec.convert(value, _Doc, strict=True)
    assert why_invalid(err.value) == words


def test_leftover_tmp_files_are_cleaned(tmp_path):
    old = tmp_path / "autosave.json.abc123.tmp"
    new = tmp_path / "autosave.json.def456.tmp"
    keep = tmp_path / "autosave.json"
    for p in (old, new, keep):
        p.write_text("x")
    past = time.time() - 3600
    os.utime(old, (past, past))
    os.utime(keep, (past, past))
    assert clean_leftover_tmp([tmp_path, tmp_path / "missing"]) == [old]
    assert sorted(p.name for p in tmp_path.iterdir()) == [keep.name, new.name]


def test_a_folder_where_the_file_goes_is_said_in_words(tmp_path):
    (tmp_path / "autosave.json").mkdir()
    with pytest.raises(storage.CannotSave) as err:
        write_json_atomic(tmp_path / "autosave.json", {"a": 1})
    assert "a folder is in the way" in str(err.value) and "Errno" not in str(err.value)
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]      # no tmp left
