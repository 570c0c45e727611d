"""Magi-Nation's own pop-up: a number (X, or an amount of energy) that starts at a safe
value and says in words when the value shown would defeat one of the player's own cards
(scenes.kit.popups.NumberPopup otherwise)."""
from __future__ import annotations


from app.ui import draw, palette, text
from scenes.kit.popup_base import PAD
from scenes.kit.popups import NumberPopup

__all__ = ["AmountPopup"]

VALUE_SIZE = 17


class AmountPopup(NumberPopup):
    """``warnings``: value -> why it hurts ("this defeats your Weebo"); ``start``: the
    value the slider starts at. The value line reads "X = 3 (!) this defeats your
    Weebo" in the warning colour, so the warning does not rest on colour alone."""

    def __init__(self, title: str, values, on_choose, *, warnings=None, start=None,
                 value_format: str = "{value}", **kw) -> None:
        self.warnings = dict(warnings or {})
        longest = max((self._line(value_format, v) for v, _ in values), key=len,
                      default="")
        need = text.font(VALUE_SIZE, text.BOLD).size(longest)[0] + 2 * PAD + 8
        kw["width"] = max(kw.get("width") or self.width, min(need, self.max_width))
        super().__init__(title, values, on_choose, value_format=value_format, **kw)
        if start is not None:
            for k, (v, _) in enumerate(self.values):
                if v == start:
                    self.index = k

    def _line(self, value_format: str, value) -> str:
        line = value_format.format(value=value)
        why = self.warnings.get(value)
        return f"{line}  (!) {why}" if why else line

    @property
    def warning(self) -> str | None:
        return self.warnings.get(self.value)

    def draw_content(self, surface) -> None:
        t = self.track
        draw.rect(surface, (60, 66, 84), t, border_radius=4)
        k = self.index / max(1, len(self.values) - 1)
        bad = self.warning is not None
        fill = palette.BAD if bad else palette.ACCENT
        draw.rect(surface, fill, (t.x, t.y, round(t.w * k), t.h), border_radius=4)
        knob = (t.x + round(t.w * k), t.centery)
        draw.circle(surface, fill, knob, 11)
        draw.circle(surface, palette.CARD_EDGE, knob, 11, 2)
        val = text.fit(self._line(self.value_format, self.value), VALUE_SIZE, self.inner_w,
                       palette.BAD if bad else palette.TEXT, text.BOLD)
        surface.blit(val, val.get_rect(midtop=(self.rect.centerx, self.rect.y + self.value_y)))
