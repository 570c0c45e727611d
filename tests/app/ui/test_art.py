"""A visual smoke test: everything procedural renders, at several sizes, without error."""
import pygame

from app.ui import art, palette
from app.ui.cards import draw_card_back, draw_card_frame


def test_every_emblem_renders_and_is_cached():
    required = {"flame", "drop", "leaf", "sun", "balance", "broom", "coin", "sword", "crystal",
                "shield", "cup", "amulet", "hourglass", "sceptre", "coat", "parchment", "magi",
                "through"}
    assert required <= set(art.EMBLEMS)
    screen = pygame.Surface((1280, 720))
    for i, name in enumerate(sorted(required)):
        for size in (16, 32, 96):
            img = art.emblem(name, size, palette.SUITS["blue"]["fill"])
            assert img.get_size() == (size, size)
            screen.blit(img, (i * 60, size * 2))
        big = art.emblem(name, 64, (200, 60, 60))
        assert big is art.emblem(name, 64, (200, 60, 60))
        # something visible was drawn in the middle area
        w = big.get_width()
        opaque = sum(big.get_at((x, y)).a > 128 for x in range(0, w, 4) for y in range(0, w, 4))
        assert opaque > 10, name
    assert art.emblem("no-such-thing", 24).get_size() == (24, 24)


def test_table_markers_and_lights():
    t = art.table_surface((640, 360))
    assert t.get_size() == (640, 360) and art.table_surface((640, 360)) is t
    felt = art.table_felt_rect((640, 360))
    assert t.get_at(felt.center)[:3] != palette.BG
    for cw in (True, False):
        m = art.direction_marker(64, cw)
        assert m.get_size() == (64, 64)
    assert art.direction_marker(64, True) is not art.direction_marker(64, False)
    light = art.turn_light(40)
    assert light.get_size() == (80, 80)
    assert light.get_at((40, 40)).a > light.get_at((2, 40)).a


def test_card_pieces_render():
    screen = pygame.Surface((400, 200))
    for i, s in enumerate(palette.SUITS.values()):
        f = draw_card_frame((70, 98), palette.CARD_PAPER, s["dark"], s["fill"]).copy()
        f.blit(art.emblem(s["symbol"], 40, s["fill"]), (15, 29))
        screen.blit(f, (i * 80, 0))
    screen.blit(draw_card_back((70, 98), (70, 60, 140)), (0, 100))
