"""The discard pile's list (click the pile): every card played since the pile was last
turned into a talon, newest first, with the zoomed card of the row under the mouse.
Built on the kit's ListPopup; small on purpose, so it can give way to a shared pile
browser of the kit."""
from __future__ import annotations

from engines.magi import RULES
from scenes.kit.popups import ListPopup
from scenes.magi.card_art import ability_label

WIDTH = 460               # the longest card name and its abilities side by side


def _detail(card_id: int, top: bool) -> str:
    card = RULES.card(card_id)
    what = ", ".join(ability_label(ab) for ab in card.abilities) or \
        (card.colour.capitalize() if card.colour else "")
    return f"top · {what}" if top and what else ("top" if top else what)


def pile_browser(pile, on_hover, on_close, centre) -> ListPopup:
    """A ListPopup of ``pile`` (bottom first, as the state keeps it); ``on_hover(card or
    None)`` follows the rows; a click on a row pins its card's zoom (``on_hover`` too);
    Esc, a click beside it or on the pile again closes it (``on_close``)."""
    cards = list(reversed(pile))
    items = [(c, RULES.card(c).name, _detail(c, i == 0)) for i, c in enumerate(cards)]
    n = len(cards)
    title = f"Discard pile: {n} card{'' if n == 1 else 's'}, the top one first"
    popup = ListPopup(title, items, lambda c: on_close() if c is None else on_hover(c, True),
                      extra=(("Close", None),),
                      on_hover=lambda c, pos: on_hover(c, False), on_cancel=on_close,
                      centre=centre, tag="pile", width=WIDTH)
    popup.closes_outside = True
    return popup
