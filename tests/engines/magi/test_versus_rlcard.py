"""The comparison with RLCard's UNO loop (engines/magi/versus_rlcard.py): a developer's
tool, run by hand; RLCard is never a dependency of the project."""
import os

from engines.magi import versus_rlcard as V

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def test_without_rlcard_it_says_how_to_install_it_in_a_separate_venv(capsys):
    assert V.main(["--rlcard-python", os.path.join(ROOT, "no-such-python")]) == 2
    out = capsys.readouterr().out
    assert "python3 -m venv" in out and "pip install rlcard" in out
    assert "--rlcard-python" in out


def test_the_magi_loop_plays_random_legal_steps_through_the_public_apply_in_its_own_process():
    out = V.run_loop(V.sys.executable, V.MAGI_LOOP, ["2000", "4"], ROOT)
    assert out["code"].startswith(os.path.join(ROOT, "engines"))   # this checkout's engine
    assert out["cpu"] > 0 and out["steps_per_s"] > 0


def test_the_app_never_imports_it():
    for top in ("app", "scenes", "engines"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith(".py") and name != "versus_rlcard.py":
                    with open(os.path.join(folder, name), encoding="utf-8") as fh:
                        assert "versus_rlcard" not in fh.read(), os.path.join(folder, name)
