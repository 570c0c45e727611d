"""The game setup's bottom row for a game whose players make more than one kind of thing
(Arena: armies and battlefields): the plug-in's ``collection`` keeps the setup's own
button ("Army builder…"), and each of its ``more_collections`` gets a button beside it
("Battlefields…"), opening that collection's screen the same way. The row's room left of
Start is shared evenly by these buttons and "Who plays…". A game with one collection
(or none) keeps the row exactly as the setup lays it out."""
from __future__ import annotations

from app.ui.widgets import Button

FIRST_W, GAP = 230, 12            # the setup's collection button and the row's gaps
START_W, START_NARROW = 240, 180  # Start, and Start beside more buttons


class MoreCollections:
    """The extra collection buttons of the game ``setup`` shows (a GameSetupScene)."""

    def __init__(self, setup) -> None:
        self.setup = setup
        self.buttons: list[Button] = []

    def place(self) -> None:
        """Lay the bottom row out for the selected game (called whenever its rows are)."""
        s = self.setup
        m, plugin = s.m, s.plugin
        first, seats = s.collection_button, s.seats_button
        extra = plugin.more_collections if plugin.built else ()
        first.rect.w, first.size = m.px(FIRST_W), 20
        start = s.start_button.rect
        right = start.right
        start.w = m.px(START_NARROW if extra else START_W)
        start.right = right
        if not extra:
            self.buttons = []
            seats.rect.x = (first.rect.right + m.px(GAP) if first.visible else first.rect.x)
            return
        self.buttons = [Button(first.rect.copy(), c.button, self._opener(c), size=18,
                               scale=m.scale) for c in extra]
        row = ([first] if first.visible else []) + self.buttons + [seats]
        left, right = first.rect.x, s.start_button.rect.x - m.px(GAP)
        w = (right - left - m.px(GAP) * (len(row) - 1)) // len(row)
        for i, b in enumerate(row):
            b.rect.x, b.rect.w = left + i * (w + m.px(GAP)), w
        first.size = 18

    def _opener(self, collection):
        def open_it() -> None:
            s = self.setup
            if collection.open_builder is not None:
                s._store_last()         # the screen reads the choices as they are on screen
                collection.open_builder(s.app)
        return open_it

    def draw(self, surface) -> None:
        for b in self.buttons:
            b.draw(surface)
