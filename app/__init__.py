"""Magetable: the process entry, window, main loop, scene stack, settings, saves and the
toolkit (widgets, drag and drop, tweens, animation queue, physics) every scene shares."""
import os as _os

# pygame prints a banner on import; stdout is reserved for machine-readable output
# (the bench's JSON), so keep it quiet.
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"           # pyproject.toml's; tests/app/test_version.py keeps them equal
