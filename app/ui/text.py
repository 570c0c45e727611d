"""Fonts and cached text. Text surfaces are rendered once per (text, size, colour, font)
and reused; wrapped paragraphs are cached the same way."""
from __future__ import annotations

import re
from functools import lru_cache

import pygame

from app import paths
from app.ui import palette
from app.ui.surface_cache import cached

REGULAR = "regular"
BOLD = "bold"
_FONT_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


@lru_cache(maxsize=64)
def font(size: int, weight: str = REGULAR) -> pygame.font.Font:
    path = paths.asset_path("fonts", _FONT_FILES.get(weight, _FONT_FILES[REGULAR]))
    if path.exists():
        return pygame.font.Font(str(path), size)
    return pygame.font.Font(None, int(size * 1.3))   # pygame's built-in font, as a fallback


@cached
def render(text: str, size: int = 18, colour=palette.TEXT, weight: str = REGULAR) -> pygame.Surface:
    """A cached, anti-aliased text surface. Text that SDL cannot draw (a NUL character,
    only zero-width characters: names read from files may hold anything) is drawn
    without the offending characters, or as a blank."""
    f = font(size, weight)
    try:
        return f.render(text, True, colour)
    except (pygame.error, ValueError, UnicodeError):
        shown = _UNDRAWABLE.sub("", str(text)).encode("utf-8", "replace").decode("utf-8")
        try:
            return f.render(shown, True, colour) if shown.strip() else _blank(f)
        except (pygame.error, ValueError, UnicodeError):
            return _blank(f)


_UNDRAWABLE = re.compile("[\x00-\x1f\x7f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff"
                         "\ud800-\udfff]")


def _blank(f) -> pygame.Surface:
    return pygame.Surface((1, f.get_linesize()), pygame.SRCALPHA)


@lru_cache(maxsize=512)
def wrap_lines(text: str, size: int, width: int, weight: str = REGULAR) -> tuple[str, ...]:
    """Split ``text`` into lines no wider than ``width`` pixels; blank lines kept."""
    f = font(size, weight)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = word if not line else line + " " + word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
            while f.size(line)[0] > width and len(line) > 1:
                head = _cut(line, f, width)       # a word wider than a line (a path)
                lines.append(head)
                line = line[len(head):]
        lines.append(line)
    return tuple(lines)


def _cut(word: str, f, width: int) -> str:
    """The longest start of ``word`` that fits ``width``, ended after a "/" when one is
    near the end (paths break between folders)."""
    n = 1
    while n < len(word) and f.size(word[:n + 1])[0] <= width:
        n += 1
    slash = word.rfind("/", 0, n)
    return word[:slash + 1] if slash > n // 3 else word[:n]


@cached
def render_wrapped(text: str, size: int, width: int, colour=palette.TEXT,
                   weight: str = REGULAR, line_gap: int = 4) -> pygame.Surface:
    """A cached transparent surface of wrapped text, ``width`` wide."""
    lines = wrap_lines(text, size, width, weight)
    height = font(size, weight).get_linesize()
    surf = pygame.Surface((width, max(1, len(lines) * (height + line_gap))), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        if line:
            surf.blit(render(line, size, colour, weight), (0, i * (height + line_gap)))
    return surf


def blit_text(surface, text, pos, size=18, colour=palette.TEXT, weight=REGULAR,
              anchor="topleft") -> pygame.Rect:
    img = render(text, size, colour, weight)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


@lru_cache(maxsize=2048)
def fit_text(label: str, size: int, width: int, weight: str = REGULAR) -> tuple[str, int]:
    """(the text, the size) ``fit`` draws: ``label`` itself at ``size`` or up to two
    sizes smaller, else shortened with an ellipsis at the end of a word (mid-word only
    when its first word alone is too long)."""
    for s in (size, size - 1, size - 2):
        if font(s, weight).size(label)[0] <= width:
            return label, s
    s = size - 2
    return shorten(label, font(s, weight), width), s


def shorten(label: str, f, width: int) -> str:
    """``label`` shortened with an ellipsis to fit ``width`` pixels of font ``f``: whole
    words are dropped from the end; only a first word that alone is too wide is cut."""
    if f.size(label)[0] <= width:
        return label
    words = label.split(" ")
    for n in range(len(words) - 1, 0, -1):
        head = " ".join(words[:n]).rstrip(" ,;:—-·")
        if head and f.size(head + "…")[0] <= width:
            return head + "…"
    cut = label
    while cut and f.size(cut + "…")[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + "…"


@cached
def fit(label: str, size: int, width: int, colour=palette.TEXT,
        weight: str = REGULAR) -> pygame.Surface:
    """``label`` rendered no wider than ``width``: a smaller size first, then shortened
    with an ellipsis at a word's end (``fit_text``)."""
    shown, s = fit_text(label, size, width, weight)
    return render(shown, s, colour, weight)
