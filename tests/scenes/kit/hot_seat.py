"""Pass-and-play games for the kit's tests: a table whose seats people play, driven as
the people would (the hand-over cover revealed by a click, random legal decisions), and
a recorder of the card faces drawn on screen (every face goes through
app.ui.cards.CardFaceCache) to compare with what the view rule lets the viewer see."""
from __future__ import annotations

import random
from contextlib import contextmanager

import pygame

from app.scene import SceneStack
from app.ui.cards import CardFaceCache
from tests.conftest import all_plugins
from tests.scenes.shell_helpers import tap

NAMES = ["Ivy", "Bram", "Orla", "Tam", "Wren", "Sol", "Kit", "Mo"]


def most_seats(key: str) -> int:
    return max(all_plugins()[key].player_counts)


def hot_seat_table(app, key: str, people, *, players: int | None = None, seed: int = 5,
                   speed: str = "instant", autosave: bool = False):
    """A game of ``key`` whose ``people`` seats are played by people named from NAMES
    (the others by the inline AI), pushed on the stack."""
    plugin = all_plugins()[key]
    n = players or plugin.default_players
    app.settings.animation_speed = speed
    names = [NAMES[i] if i in people else "" for i in range(n)]
    t = plugin.table_scene(app, players=n, seed=seed, inline_ai=True,
                           human_seat=people[0], people=list(people), names=names,
                           autosave=autosave)
    app.stack.push(t, fade=False)
    return t


def settled(t) -> bool:
    """The table waits for a person: under the cover (the hand-over due to the one
    behind it), or ready for the viewer's input, or the game is over."""
    if t.state.to_move is None:
        return True
    if t.handover.covering:
        return t.handover.due() in (None, t.human)
    return t.can_act() and not t.input_held()


def until_settled(app, t, limit: int = 6000) -> None:
    for _ in range(limit):
        if settled(t):
            return
        app.frame()
    raise AssertionError("the table never waited for a person")


def reveal(app, t) -> None:
    """The person behind the cover clicks it (once it has shown long enough to take
    a click: scenes.kit.handover.REVEAL_GRACE)."""
    for _ in range(600):
        if t.handover.ready():
            break
        app.frame()
    tap(app, (640, 360))
    assert not t.handover.covering, "a click did not reveal the table"


def play(app, t, rng: random.Random, decisions: int, on_reveal=None) -> int:
    """Up to ``decisions`` people's decisions (random legal ones), every hand-over
    revealed by a click; returns how many hand-overs there were."""
    covers = 0
    for _ in range(decisions):
        until_settled(app, t)
        if t.state.to_move is None:
            break
        if t.handover.covering:
            covers += 1
            if on_reveal is not None:
                on_reveal(t)
            reveal(app, t)
            until_settled(app, t)
            if t.state.to_move is None:
                break
            if t.handover.covering:
                continue
        t.popup = None
        assert t.human_act(rng.choice(t.legal())) is None
    return covers


@contextmanager
def faces_drawn(check=None):
    """Record the keys of the card faces asked for while the scene stack draws: a list
    of per-frame sets (``frames[-1]`` the last frame's); ``check(keys)`` is called
    after each frame is drawn."""
    frames: list[set] = []
    drawing = [False]
    get, draw = CardFaceCache.get, SceneStack.draw

    def recording_get(self, key, size):
        if drawing[0]:
            frames[-1].add(key)
        return get(self, key, size)

    def recording_draw(self, surface: pygame.Surface) -> None:
        frames.append(set())
        drawing[0] = True
        try:
            draw(self, surface)
        finally:
            drawing[0] = False
        if check is not None:
            check(frames[-1])

    CardFaceCache.get = recording_get            # type: ignore[method-assign]
    SceneStack.draw = recording_draw             # type: ignore[method-assign]
    try:
        yield frames
    finally:
        CardFaceCache.get = get                  # type: ignore[method-assign]
        SceneStack.draw = draw                   # type: ignore[method-assign]


def leaves(tree) -> set:
    """Every text and number in a JSON tree."""
    out: set = set()
    stack = [tree]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            stack.extend(x.values())
        elif isinstance(x, (list, tuple)):
            stack.extend(x)
        elif isinstance(x, (str, int)) and not isinstance(x, bool):
            out.add(x)
    return out


def secrets(mine, theirs) -> set:
    """What another seat's view holds where the viewer's differs (their hidden cards):
    the leaves of ``theirs`` wherever the two JSON trees part."""
    out: set = set()
    stack = [(mine, theirs)]
    while stack:
        a, b = stack.pop()
        if isinstance(a, dict) and isinstance(b, dict):
            stack.extend((a.get(k), v) for k, v in b.items())
        elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            stack.extend(zip(a, b))
        elif a != b:
            out |= leaves(b)
    return out


def face_names(key) -> set:
    """What a face key names: the key, or the parts of a tuple key."""
    return set(key) if isinstance(key, tuple) else {key}
