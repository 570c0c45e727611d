"""Fonts and cached text. Text surfaces are rendered once per (text, size, colour, font)
and reused; wrapped paragraphs are cached the same way."""
from __future__ import annotations

import math
import re
from functools import lru_cache

import pygame

from app import paths
from app.ui import canvas, palette
from app.ui.surface_cache import cached

REGULAR = "regular"
BOLD = "bold"
_FONT_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


def real_size(size: float, scale: float = 1.0) -> int:
    """The pixel size a font of ``size`` points is rendered at when the screen is laid
    out at ``scale`` (app.ui.display): the one place points become pixels."""
    return max(6, round(size * scale)) if scale != 1.0 else int(size)


@lru_cache(maxsize=256)
def font(size: int, weight: str = REGULAR) -> pygame.font.Font:
    path = paths.asset_path("fonts", _FONT_FILES.get(weight, _FONT_FILES[REGULAR]))
    if path.exists():
        return pygame.font.Font(str(path), size)
    return pygame.font.Font(None, int(size * 1.3))   # pygame's built-in font, as a fallback


def render(text: str, size: int = 18, colour=palette.TEXT, weight: str = REGULAR):
    """A cached, anti-aliased text surface. Drawn for a design-unit scene
    (app.ui.canvas), it is a canvas whose pixels were rendered at the real size of the
    text (never a bitmap stretched) and whose size is the text's at ``size``."""
    k = canvas._SCALE
    if k is None:
        return _render(text, size, colour, weight)
    return _render_design(text, size, colour, weight, k)


def _clear_render() -> None:
    _render.cache_clear()              # type: ignore[attr-defined]
    _render_design.cache_clear()       # type: ignore[attr-defined]


render.cache_clear = _clear_render     # type: ignore[attr-defined]


@cached
def _render(text: str, size: int, colour, weight: str) -> pygame.Surface:
    return _draw_text(text, size, colour, weight)


@cached
def _render_design(text: str, size: int, colour, weight: str, k: float):
    w, h = font(size, weight).size(text) if text else (1, font(size, weight).get_linesize())
    return canvas.wrap(_draw_text(text, fitting_size(text, size, weight, k, w), colour, weight),
                       k, (max(1, w), h))


def fitting_size(text: str, size: int, weight: str, k: float, width: int) -> int:
    """The real pixel size ``text`` is rendered at for a scene drawn at scale ``k``:
    ``size`` scaled, one pixel smaller at a time while the glyphs' hinting would make
    it wider than the ``width`` it was measured and fitted to at ``size`` (scaled)."""
    real = real_size(size, k)
    room = math.ceil(width * k) + 1
    while real > 6 and text and font(real, weight).size(text)[0] > room:
        real -= 1
    return real


def _draw_text(text: str, size: int, colour, weight: str) -> pygame.Surface:
    """Text that SDL cannot draw (a NUL character, only zero-width characters: names
    read from files may hold anything) is drawn without the offending characters, or
    as a blank."""
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
    surf = canvas.new((width, max(1, len(lines) * (height + line_gap))), pygame.SRCALPHA)
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


# ---------------------------------------------------------------- fitting a box
# The one text fitter of the toolkit (every table and screen uses it): a label that
# must stay inside a box shrinks a little first, then loses whole words for an ellipsis
# ("Maximilian Bartholomew…", never "Maximilian Bar…"); only a first word that alone is
# wider than the box is cut inside.

ELLIPSIS = "…"
_DANGLING = " ,;:-–—·›"          # punctuation not left hanging before an ellipsis


def width_of(label: str, size: int, weight: str = REGULAR) -> int:
    """How many pixels wide ``label`` is at ``size``."""
    return font(size, weight).size(label)[0]


@lru_cache(maxsize=4096)
def shorten(label: str, size: int, width: int, weight: str = REGULAR) -> str:
    """``label`` as it fits ``width`` pixels at ``size``: whole; else its first words
    and an ellipsis (whole words dropped from the end); else, when its first word alone
    is too wide, as many of that word's letters as fit and an ellipsis."""
    f = font(size, weight)
    if f.size(label)[0] <= width:
        return label
    words = label.split(" ")
    for n in range(len(words) - 1, 0, -1):
        head = " ".join(words[:n]).rstrip(_DANGLING)
        if head and f.size(head + ELLIPSIS)[0] <= width:
            return head + ELLIPSIS
    cut = words[0]
    while cut and f.size(cut + ELLIPSIS)[0] > width:
        cut = cut[:-1]
    return cut + ELLIPSIS


@lru_cache(maxsize=1024)
def ellipsize(label: str, size: int, width: int, weight: str = REGULAR) -> str:
    """``label`` marked as going on: an ellipsis after its last whole word that leaves
    room for it (a line cut short at the bottom of a text box)."""
    if label.endswith(ELLIPSIS):
        return label
    f = font(size, weight)
    words = label.split(" ")
    for n in range(len(words), 0, -1):
        trial = " ".join(words[:n]).rstrip(_DANGLING) + ELLIPSIS
        if f.size(trial)[0] <= width:
            return trial
    return shorten(label + " " + ELLIPSIS, size, width, weight)


@lru_cache(maxsize=4096)
def fit_text(label: str, size: int, width: int, weight: str = REGULAR,
             smallest: int | None = None, keep_size: bool = False,
             ellipsis: bool = True) -> tuple[str, int]:
    """(the text, the size) ``fit`` draws: ``label`` itself at the largest size from
    ``size`` down to ``smallest`` (default two sizes less) that fits ``width``, else
    :func:`shorten`-ed at ``smallest``, or, with ``keep_size``, at the largest of those
    sizes where its first word still fits whole (fewer words, larger letters). Without
    ``ellipsis`` a label is only ever shrunk: whole at ``smallest`` when nothing fits."""
    low = min(size, size - 2 if smallest is None else smallest)
    sizes = range(size, low - 1, -1)
    for s in sizes:
        if width_of(label, s, weight) <= width:
            return label, s
    if not ellipsis:
        return label, low
    s = low
    if keep_size:
        first = (label.split() or [label])[0]
        s = next((s for s in sizes if width_of(first + ELLIPSIS, s, weight) <= width), low)
    return shorten(label, s, width, weight), s


@cached
def fit(label: str, size: int, width: int, colour=palette.TEXT, weight: str = REGULAR,
        smallest: int | None = None, keep_size: bool = False,
        ellipsis: bool = True) -> pygame.Surface:
    """``label`` rendered no wider than ``width``: a smaller size first, then shortened
    with an ellipsis at a word's end (:func:`fit_text`, which the last three arguments
    go to)."""
    shown, s = fit_text(label, size, width, weight, smallest, keep_size, ellipsis)
    return render(shown, s, colour, weight)


def fit_list(prefix: str, items, size: int, width: int, weight: str = REGULAR,
             sep: str = ", ", empty: str = "") -> str:
    """``prefix`` and as many whole ``items`` as fit ``width`` (in order, ``sep``
    between them), then "+N" for the items left out; the first item is shortened only
    when even it does not fit; ``prefix + empty`` when there are none
    ("2 ▸ Magic Missile › Fireball +1")."""
    return _fit_list(prefix, tuple(items), size, width, weight, sep, empty)


@lru_cache(maxsize=512)
def _fit_list(prefix: str, items: tuple, size: int, width: int, weight: str, sep: str,
              empty: str) -> str:
    if not items:
        return prefix + empty
    for k in range(len(items), 0, -1):
        more = len(items) - k
        line = prefix + sep.join(items[:k]) + (f" +{more}" if more else "")
        if width_of(line, size, weight) <= width:
            return line
    tail = f" +{len(items) - 1}" if len(items) > 1 else ""
    room = width - width_of(prefix + tail, size, weight)
    return prefix + shorten(items[0], size, room, weight) + tail
