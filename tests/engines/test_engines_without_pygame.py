"""Rules stay pure: every engines module imports with pygame and pymunk absent."""
import pkgutil
import subprocess
import sys
from pathlib import Path

import engines

ROOT = Path(__file__).resolve().parents[2]


def all_engine_modules():
    return [m.name for m in pkgutil.walk_packages(engines.__path__, "engines.")]


def test_every_engine_module_imports_with_pygame_absent():
    modules = all_engine_modules()
    assert "engines.core.protocol" in modules
    code = ("import sys, importlib\n"
            "sys.modules['pygame'] = None\nsys.modules['pymunk'] = None\n"
            f"for name in {modules!r}:\n    importlib.import_module(name)\n")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
