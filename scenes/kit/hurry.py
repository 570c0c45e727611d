"""One input, one meaning: input given while the others play never acts on the human's
turn (a part of the kit's table, ``table.hurry``; the table's input asks it).

Presses that hurried the others (Space or a click that skipped their animations or came
in their turn) are *carried over*: a press on the human's turn that comes less than
HURRY_GRACE after their turn became ready, or after the previous hurrying press (keeping
on pressing keeps it so), is ignored with a hint. A time rule rather than "release the
key first": hammering Space is a string of releases and presses, and it is the pause in
it that tells a deliberate press.

A key *held down* is one press however long it is held (its auto-repeated KEYDOWNs
included): a Space that went down while the others played, or that only hurried, never
acts on the human's turn until it has come up and gone down again, whatever the time
(issue 23: held through the AI's turns right after Continue, it let the magic phase go
by). A Space already down when the table opens (the key that started or restored it) is
taken for such a press too. Undo, a restore and a load keep what is held.

Reads of its table (declared: scenes.kit.parts.HurryFace): the app's clock, the human's
seat, the state's ``to_move``, the queue, who played the last action (``actors``) and
``can_act``.
"""
from __future__ import annotations

import pygame

from scenes.kit.parts import HurryFace

# a Space press or a click that hurried the others (skipped their animations, or came
# while they were to move) is "carried over" into the human's turn while the presses keep
# coming less than this apart, and for this long after the human's turn became ready
HURRY_GRACE = 1.0


class HurryGuard:
    def __init__(self, table: HurryFace) -> None:
        self.table = table
        self.ready_at = -1e9           # when the human's turn last became ready
        self.last_hurry = -1e9         # when the last press that only hurried came
        # keys down now (a KEYDOWN with no KEYUP yet), and those of them whose press
        # only hurried: their repeats never act (kept by ``reset``: the key is still down)
        self.keys_down: set[int] = set()
        self.keys_hurrying: set[int] = set()
        if _space_down_now():          # the key that opened the table is still held
            self.keys_down.add(pygame.K_SPACE)
            self.keys_hurrying.add(pygame.K_SPACE)
        self.reset()

    def reset(self) -> None:
        """Nothing hurried (a new table; an undo)."""
        self.ai_turn = False           # the others have been playing since the last ready
        self.hurried = False           # ... and the human hurried them (Space or a click)
        self.swallow_up = False        # the button-up of a click that only hurried

    def now(self) -> float:
        return float(self.table.app.time or 0.0)

    def others_playing(self) -> bool:
        """The others are to move, or their moves are still being animated (the opening
        deal counts as theirs)."""
        t = self.table
        if t.human is None:
            return False
        to_move = t.state.to_move
        if to_move is not None and to_move != t.human:
            return True
        return t.queue.busy and (not t.actors or t.actors[-1] != t.human)

    def watch(self) -> None:
        """Notes when the human's turn becomes ready after the others played (every
        frame, from the table's ``_kit_tick``, and before each press)."""
        if self.table.human is None:
            return
        if self.others_playing():
            self.ai_turn = True
        elif self.ai_turn and self.table.can_act():
            self.ai_turn = False
            self.ready_at = self.now()

    def note(self) -> None:
        """A press that only hurried (skipped an animation, came in the others' turn, or
        was ignored as carried over): later presses close behind it are carried over."""
        self.last_hurry = self.now()
        if self.ai_turn or self.others_playing():
            self.hurried = True

    def key_down(self, key: int) -> bool:
        """A KEYDOWN of ``key``; True when it is a repeat of a key held down (no KEYUP
        since its press)."""
        repeat = key in self.keys_down
        self.keys_down.add(key)
        return repeat

    def key_up(self, key: int) -> None:
        """A KEYUP of ``key``: its next KEYDOWN is a new press."""
        self.keys_down.discard(key)
        self.keys_hurrying.discard(key)

    def key_hurried(self, key: int) -> None:
        """The press of ``key`` (down now) only hurried: held, it never acts."""
        if key in self.keys_down:
            self.keys_hurrying.add(key)

    def key_held_over(self, key: int, repeat: bool) -> bool:
        """A repeat of ``key`` held down since a press that only hurried."""
        return repeat and key in self.keys_hurrying

    def _within_grace(self) -> bool:
        now = self.now()
        return now - self.ready_at < HURRY_GRACE or now - self.last_hurry < HURRY_GRACE

    def carried_over(self) -> bool:
        """A press now, on the human's ready turn, still belongs to the hurrying (see
        the module's docstring); once it does not, the hurrying is over."""
        if not self.hurried:
            return False
        if self._within_grace():
            return True
        self.hurried = False
        return False

    def held(self) -> bool:
        """A click or Space now would be taken for more hurrying and ignored."""
        self.watch()
        return self.hurried and self._within_grace()


def _space_down_now() -> bool:
    """Space is down on the keyboard now (False when the keyboard cannot be read)."""
    try:
        return bool(pygame.key.get_pressed()[pygame.K_SPACE])
    except (pygame.error, IndexError):
        return False
