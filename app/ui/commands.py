"""Raw input to named commands: the one place that knows which key means what.

Scenes ask ``command_of(event)`` and act on the name ("undo", "skip"...), never on
``pygame.K_*`` codes, so a settings screen can rebind a command by changing BINDINGS.

Commands:
    confirm     Enter: accept the focused choice / the dialog's default
    cancel      Esc inside a dialog or a drag: close it, put the card back
    pause       Esc on a table: the pause menu
    undo        Ctrl+Z
    skip        Space while something animates: hurry the animation (nothing else)
    next_step   Space on a table when nothing animates: end the step / go on
    log         L: show or hide the game log
    hint        T: ask the Hard AI for a hint (a table, at a decision of yours)
    less, more  Left/Right (and -/+): step a value down or up (a number picker)
    choose_1..9 number keys: pick an option of an open choice
"""
from __future__ import annotations

import pygame

CTRL = pygame.KMOD_CTRL

# command -> [(key, required modifiers)]
BINDINGS: dict[str, list[tuple[int, int]]] = {
    "confirm": [(pygame.K_RETURN, 0), (pygame.K_KP_ENTER, 0)],
    "cancel": [(pygame.K_ESCAPE, 0)],
    "pause": [(pygame.K_ESCAPE, 0)],
    "undo": [(pygame.K_z, CTRL)],
    "skip": [(pygame.K_SPACE, 0)],
    "next_step": [(pygame.K_SPACE, 0)],
    "log": [(pygame.K_l, 0)],
    "hint": [(pygame.K_t, 0)],
    "less": [(pygame.K_LEFT, 0), (pygame.K_MINUS, 0), (pygame.K_KP_MINUS, 0)],
    "more": [(pygame.K_RIGHT, 0), (pygame.K_PLUS, 0), (pygame.K_EQUALS, 0), (pygame.K_KP_PLUS, 0)],
}
for _i in range(1, 10):
    BINDINGS[f"choose_{_i}"] = [(getattr(pygame, f"K_{_i}"), 0)]


def _matches(event, key: int, mods: int) -> bool:
    if event.key != key:
        return False
    held = getattr(event, "mod", 0)
    if mods:
        return bool(held & mods)
    return not held & CTRL          # a plain key does not fire with Ctrl held


def is_command(event, name: str) -> bool:
    """True when ``event`` is a key press bound to command ``name``."""
    if event.type != pygame.KEYDOWN:
        return False
    return any(_matches(event, k, m) for k, m in BINDINGS.get(name, ()))


def command_of(event, among: tuple[str, ...]) -> str | None:
    """The first of the commands ``among`` (in that order) that ``event`` triggers; a
    scene lists the commands it understands, so Esc is "cancel" in a dialog and "pause"
    on a table."""
    if event.type != pygame.KEYDOWN:
        return None
    for name in among:
        if is_command(event, name):
            return name
    return None


def choice_number(event) -> int | None:
    """0-based option index for the number keys 1-9, else None."""
    for i in range(1, 10):
        if is_command(event, f"choose_{i}"):
            return i - 1
    return None
