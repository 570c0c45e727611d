"""One palette for the whole app. Every colour that carries meaning has a symbol and a
label too (colour-blind players): see SUIT_SYMBOLS."""

BG = (18, 22, 30)
TABLE_FELT = (28, 74, 62)
TABLE_FELT_DARK = (20, 54, 46)
TABLE_RIM = (92, 60, 34)
PANEL = (34, 40, 54)
PANEL_LIGHT = (52, 60, 80)
PANEL_BORDER = (110, 120, 150)
TEXT = (236, 232, 220)
TEXT_DIM = (160, 160, 170)
TEXT_DARK = (30, 30, 36)
ACCENT = (232, 184, 72)        # gold: highlights, the turn light
ACCENT_DARK = (150, 110, 40)
GOOD = (96, 200, 120)
BAD = (226, 90, 80)
LEGAL_GLOW = (255, 226, 120)
SHADOW = (0, 0, 0)
CARD_EDGE = (24, 20, 16)
CARD_PAPER = (244, 236, 216)
MAGI_GREY = (128, 128, 140)

# The four Magi colours: fill, dark edge, symbol and label. The symbol is drawn on every
# card and every colour choice, so no decision depends on telling colours apart.
SUITS = {
    "red": {"fill": (206, 64, 56), "dark": (120, 30, 26), "symbol": "flame", "label": "Red"},
    "blue": {"fill": (58, 112, 206), "dark": (26, 54, 118), "symbol": "drop", "label": "Blue"},
    "green": {"fill": (70, 160, 84), "dark": (30, 86, 40), "symbol": "leaf", "label": "Green"},
    "yellow": {"fill": (230, 190, 60), "dark": (134, 100, 20), "symbol": "sun", "label": "Yellow"},
}

# Seat colours for charts and seat plates (each seat is also named, so colour is a help only).
SEAT_COLOURS = [
    (232, 184, 72), (96, 170, 230), (220, 110, 110), (120, 200, 130),
    (190, 140, 220), (230, 150, 80), (110, 210, 210), (200, 200, 200),
]
