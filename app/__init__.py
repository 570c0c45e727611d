"""Magetable: the process entry, window, main loop, scene stack, settings, saves and the
toolkit (widgets, drag and drop, tweens, animation queue, physics) every scene shares."""
__version__ = "0.1.0"
