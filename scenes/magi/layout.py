"""Where everything sits on the Magi table (design units).

Pure geometry: seat anchors round the oval, the centre zone (talon, pile, colour,
DRAWCOUNT, direction), the human's hand row, the buttons and the side panel. Seats are
numbered clockwise as the game turns; the human always sits at the bottom.

The module's constants are the 1280x720 table. A :class:`Layout` is made for the
table's *room* (scenes.kit.room: the design grid grown to the window's aspect): the
right-hand column (round info, Undo / Menu, the log) keeps to the room's right edge and
runs down to its bottom, the hand row and its buttons keep to the bottom (the hand row
takes the extra width), and the oval, the seats round it and the centre take the rest.
At 1280x720 it is exactly the table the constants describe.

Two widths: with the game log shown the table ends at the log's column; with the log
hidden (``wide``) the table, the hand row and the buttons take that column too, and only
the top bar and the log's header stay in its top corner (``CORNER``).
"""
from __future__ import annotations

import math

import pygame

SCREEN = pygame.Rect(0, 0, 1280, 720)
TABLE_RECT = pygame.Rect(8, 0, 1000, 596)            # the table art (oval inside)
TABLE_CENTRE = (508, 298)
SEAT_RX, SEAT_RY = 420, 232                          # ellipse the AI plates sit on

CARD_W, CARD_H = 88, 124                              # hand and pile cards
SMALL_W, SMALL_H = 44, 62                             # cards flying to/from AI seats
BACK_W, BACK_H = 18, 26                               # the little fan on a seat plate
PLATE_W, PLATE_H = 176, 66

SIDE_RECT = pygame.Rect(1008, 10, 262, 700)          # right-hand column
TOPBAR_RECT = pygame.Rect(1008, 10, 262, 104)         # round info + Undo / Menu
LOG_RECT = pygame.Rect(1008, 122, 262, 588)          # the game log (collapsible)
UNDO_RECT = pygame.Rect(TOPBAR_RECT.x + 10, TOPBAR_RECT.bottom - 42, 118, 34)
MENU_RECT = pygame.Rect(TOPBAR_RECT.right - 128, TOPBAR_RECT.bottom - 42, 118, 34)

HAND_RECT = pygame.Rect(206, 580, 664, 140)          # the human's hand row
HAND_Y = 596                                          # top of a resting hand card
HUMAN_PLATE = pygame.Rect(14, 606, 184, 100)

BUTTONS_X = 880
BUTTON_W, BUTTON_H = 118, 36

# the wide table (log hidden): the column joins the table; the top bar and the log's
# header keep the corner above CORNER.bottom
WIDE_TABLE_RECT = pygame.Rect(8, 0, 1264, 596)
CORNER = pygame.Rect(1000, 0, 280, 164)


def seat_angle(index_from_human: float, players: int) -> float:
    """Screen angle (radians, y down) of the seat ``index_from_human`` steps clockwise
    from the human, who sits at the bottom (90 degrees)."""
    return math.radians(90 + index_from_human * 360.0 / players)


PLATE_FLOOR = 572         # a plate's Catch! badge below it may not pass this (at 720)
DROP_BOTTOM = 540         # a card let go on the felt above this says where to drop it


class Layout:
    def __init__(self, players: int, human_seat: int | None = 0, wide: bool = False,
                 room: tuple[int, int] = SCREEN.size) -> None:
        self.players = players
        self.human = human_seat
        self.wide = wide
        self.room = pygame.Rect((0, 0), (max(SCREEN.w, int(room[0])),
                                         max(SCREEN.h, int(room[1]))))
        ex, ey = self.room.w - SCREEN.w, self.room.h - SCREEN.h   # the room's extra
        self.extra = (ex, ey)
        # the right-hand column keeps to the room's right edge, the log down to its bottom
        self.topbar = TOPBAR_RECT.move(ex, 0)
        self.log_rect = pygame.Rect(LOG_RECT.x + ex, LOG_RECT.y, LOG_RECT.w, LOG_RECT.h + ey)
        self.corner = CORNER.move(ex, 0)
        base = WIDE_TABLE_RECT if wide else TABLE_RECT
        self.table_rect = pygame.Rect(base.x, base.y, base.w + ex, base.h + ey)
        extra = self.table_rect.w - TABLE_RECT.w     # what the room and the log add
        self.table_centre = (self.table_rect.centerx, TABLE_CENTRE[1] + ey // 2)
        self.seat_rx = SEAT_RX + round(extra * 0.42)
        self.seat_ry = SEAT_RY + ey // 2
        self.light_r = (300 + round(extra * 0.3), 172 + ey // 2)   # the turn light's ellipse
        # a taller room gives bigger cards (the hand's and the piles'): a 4:3 window is
        # a small one, where the player gains most from them
        self.card_scale = s = 1 + min(0.25, ey / 960)
        self.card = (round(CARD_W * s), round(CARD_H * s))
        cw, ch = self.card
        self.hand_y = HAND_Y + ey - (ch - CARD_H)    # top of a resting hand card
        row = HAND_RECT.inflate(extra, 0).move(extra // 2, 0)
        top = self.hand_y - (HAND_Y - HAND_RECT.y)
        self.hand_rect = pygame.Rect(row.x, top, row.w, self.room.h - top)
        self.plate_floor = PLATE_FLOOR + ey
        self.drop_bottom = DROP_BOTTOM + ey
        # the round's scores and the choice pop-ups stand over the table's middle (the
        # narrow table's: where they stood before the log could be hidden)
        self.scores_centre = (TABLE_CENTRE[0] + 2 + ex // 2, 330 + ey // 2)
        self.popup_centre = (self.table_centre[0], 300 + ey // 2)
        self.browser_centre = (500 + ex // 2, 360 + ey // 2)    # the discard pile's list
        cx, cy = self.table_centre
        self.seat_points: list[tuple[int, int]] = []   # where the turn light sits
        self.plates: list[pygame.Rect] = []
        self.seat_angles: list[float] = []             # where the turn light goes
        bottom = 0 if human_seat is None else human_seat
        for seat in range(players):
            k = (seat - bottom) % players
            a = seat_angle(k, players)
            if human_seat is None and players > 1:
                # demo: nobody at the bottom in front of an empty hand; rotate half a step
                a = seat_angle(k + 0.5, players)
            self.seat_angles.append(a)
            x = cx + self.seat_rx * math.cos(a)
            y = cy + self.seat_ry * math.sin(a)
            if seat == human_seat:
                self.seat_points.append((cx, cy + self.seat_ry - 36))
                self.plates.append(HUMAN_PLATE.move(0, ey))
                continue
            plate = pygame.Rect(0, 0, PLATE_W, PLATE_H)
            plate.center = (round(x), round(y))
            plate.clamp_ip(pygame.Rect(4, 4, self.table_rect.right - 8, 566 + ey))
            corner = self.corner
            if wide and plate.colliderect(corner):
                # out of the top bar's corner: down below it, or left of it if nearer
                down, left = corner.bottom + 4 - plate.top, plate.right - (corner.x - 4)
                plate.move_ip((0, down) if down <= left else (-left, 0))
            self.plates.append(plate)
            # the turn light sits on the table side of the plate
            lx = cx + (self.seat_rx - 110) * math.cos(a)
            ly = cy + (self.seat_ry - 78) * math.sin(a)
            self.seat_points.append((round(lx), round(ly)))
        # centre zone
        self.talon = pygame.Rect(0, 0, cw, ch)
        self.talon.center = (cx - round(70 * s), cy - 4)
        self.pile = pygame.Rect(0, 0, cw, ch)
        self.pile.center = (cx + round(62 * s), cy - 4)
        self.direction = pygame.Rect(0, 0, 72, 72)
        self.direction.center = (cx - round(200 * s), cy - 4)
        self.colour = pygame.Rect(0, 0, 236, 40)
        self.colour.midbottom = (cx, self.pile.top - 14)
        self.phase = pygame.Rect(0, 0, 400, 28)
        self.phase.midtop = (cx, self.pile.bottom + 26)
        self.drawcount = pygame.Rect(0, 0, 130, 132)
        self.drawcount.midleft = (self.pile.right + 26, cy - 4)
        # buttons right of the hand
        bx = self.hand_rect.right + 10
        self.magi_button = pygame.Rect(bx, 584 + ey, BUTTON_W, 40)
        self.pass_button = pygame.Rect(bx, 630 + ey, BUTTON_W, BUTTON_H)
        self.skip_button = pygame.Rect(bx, 672 + ey, BUTTON_W, BUTTON_H)
        self.undo_button = UNDO_RECT.move(ex, 0)
        self.menu_button = MENU_RECT.move(ex, 0)

    def plate(self, seat: int) -> pygame.Rect:
        return self.plates[seat]

    def seat_card_point(self, seat: int) -> tuple[int, int]:
        """Where a card flying to/from that seat starts or lands."""
        if seat == self.human:
            return (self.hand_rect.centerx, self.hand_y + self.card[1] // 2)
        r = self.plates[seat]
        return (r.right - 34, r.centery + 6)
