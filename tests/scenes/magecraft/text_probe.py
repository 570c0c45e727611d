"""Where text lands when the Magecraft table draws: every text surface made by
``app.ui.text.render`` and blitted onto a :class:`ProbeSurface` is recorded with its
words and the rectangle it covers; a text surface clipped by hand (a subsurface of one)
is recorded as cut. Tests then check that text stays in its box and that no word is cut.
"""
from __future__ import annotations

import re

import pygame

from app.ui import canvas, text


class ProbeSurface(pygame.Surface):
    def __init__(self, size, made: dict) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.made = made            # id(text surface) -> its words
        self.texts: list = []       # (words, rect)
        self.cut: list = []         # words of text surfaces blitted clipped

    def blit(self, source, dest, area=None, special_flags=0):
        rect = super().blit(source, dest, area, special_flags)
        words = self.made.get(id(source))
        parent = source.get_parent() if hasattr(source, "get_parent") else None
        if words is None and parent is not None and id(parent) in self.made:
            self.cut.append(self.made[id(parent)])
        elif words is not None:
            if area is not None:
                self.cut.append(words)
            pos = dest.topleft if isinstance(dest, pygame.Rect) else dest
            self.texts.append((words, pygame.Rect(pos, source.get_size())))
        return rect


class _ProbeCanvas(canvas.Canvas):
    __slots__ = ()

    @property
    def texts(self) -> list:
        return self.real.texts

    @property
    def cut(self) -> list:
        return self.real.cut


class TextProbe:
    """``with TextProbe(monkeypatch) as probe: table.drawer.draw_opponent(probe.surface(), q)``"""

    def __init__(self, monkeypatch, size=(1280, 720)) -> None:
        self.made: dict = {}
        self.keep: list = []        # the surfaces stay alive, so that no id is reused
        self.size = size
        real = text.render.__wrapped__ if hasattr(text.render, "__wrapped__") else text.render

        def render(label, size=18, colour=(255, 255, 255), weight=text.REGULAR):
            img = real(str(label), size, colour, weight)
            self.made[id(img)] = self.made[id(canvas.real_of(img))] = str(label)
            self.keep.append(img)
            return img
        monkeypatch.setattr(text, "render", render)
        monkeypatch.setattr(canvas, "_SCALE", 1.0)     # as the table draws at 1280x720

    def surface(self):
        """A probing screen seen as the app's 1280x720 canvas (``.real`` records)."""
        return _ProbeCanvas(ProbeSurface(self.size, self.made), 1.0, self.size)


WORD = re.compile(r"[A-Za-z][A-Za-z']*")


def cut_words(lines, vocabulary) -> list:
    """Words in ``lines`` that are not whole words of ``vocabulary`` (a word followed by
    an ellipsis may be a whole word, never a piece of one)."""
    vocab = {w.lower() for v in vocabulary for w in WORD.findall(v)}
    bad = []
    for line in lines:
        for w in WORD.findall(line):
            if w.lower() not in vocab:
                bad.append((w, line))
    return bad
