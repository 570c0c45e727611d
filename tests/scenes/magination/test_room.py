"""The Magi-Nation table in the window's room (scenes.kit.room), driven through the real
scene: at every aspect the four-seat table draws with nothing cut or overlapping (the
kit's TextWatch), its controls in the room and its panels apart; a wider or taller room
gives the play area more room; Menu is clicked at its window pixel; a live resize moves
the right-hand column. And issue 23, item 12: at 1280x720 with four players the
opponents' rows name their Magi and creatures whole and say their piles' counts beside
the piles, not over them."""
from __future__ import annotations

import pygame
import pytest

from engines.magination import RULES
from tests.scenes.kit.textfit import TextWatch
from tests.scenes.magination.test_play_feel import table_for
from tests.scenes.magination.test_table import ev

# the opponents' cards: names met nowhere else on the table (the human's are others)
OPP_MAGI = ["Ashgar", "Grega", "Yaki"]
OPP_CREATURES = [["Kelthet", "Diobor", "Quor"], ["Arbolit", "Kelthet", "Diobor", "Quor"],
                 ["Furok", "Leaf Hyren", "Balamant Pup"]]
OPP_RELICS = [["Magma Armor"], ["Hood of Hiding", "Robe of Vines"], []]
OPP_HANDS = [3, 5, 2]
OPP_DISCARDS = [["Quor"], [], ["Furok", "Furok"]]
NAMES = ("You", "Bram", "Ivy", "Orla")


def four_seats():
    """Four players at player 0's step 2; each opponent with its Magi, creatures, relics,
    a hand and (some) a discard pile; the human with Pruitt, a Weebo and a hand."""
    from engines.magination.testing import make_game, place
    extra = ["Kelthet", "Diobor", "Quor", "Arbolit", "Furok", "Leaf Hyren", "Balamant Pup",
             "Magma Armor", "Hood of Hiding", "Robe of Vines", "Furok", "Quor"]
    own = ["Weebo", "Rudwot", "Greater Vaal", "Drakan"]
    magi = [["Pruitt", "Evu", "Tryn"]] + [[m, "Evu", "Tryn"] if m != "Evu" else [m]
                                          for m in OPP_MAGI]
    s = make_game(magi, [own] + [extra] * 3, fill=20)
    while s.pending is not None:
        RULES.apply(s, ("no",))
    for p in range(4):
        if s.magi[p] < 0:
            s.magi[p] = s.stack[p].pop(0)
            s.energy[s.magi[p]] = 9
    place(s, 0, "Weebo")
    for k, p in enumerate((1, 2, 3)):
        for name in OPP_CREATURES[k]:
            place(s, p, name)
        for name in OPP_RELICS[k]:
            place(s, p, name, "relics")
        for name in OPP_DISCARDS[k]:
            place(s, p, name, "discard")
        while len(s.hand[p]) > OPP_HANDS[k]:
            s.deck[p].append(s.hand[p].pop())
        while len(s.hand[p]) < OPP_HANDS[k]:
            s.hand[p].append(s.deck[p].pop(0))
    s.current, s.step, s.opened = 0, 2, [True] * 4
    return s


def drawn(app, monkeypatch, size):
    """The four-seat table drawn once on a recording screen of ``size`` under TextWatch;
    returns (table, watch, screen, rendered: the strings drawn with their sizes)."""
    from app.ui import text
    app.resize_window(size)
    watch = TextWatch(monkeypatch)
    rendered: list[tuple[str, int]] = []
    render = text.render

    def keep(label, size_=18, *a, **kw):
        rendered.append((label, size_))
        return render(label, size_, *a, **kw)
    monkeypatch.setattr(text, "render", keep)
    t = table_for(app, four_seats(), names=NAMES)
    t.mouse = (-100, -100)
    app.stack.update(0.0)
    screen = watch.screen(size)
    app.stack.draw(screen.real)
    return t, watch, screen, rendered


def _controls(t) -> list[pygame.Rect]:
    return [b.rect for b in t.buttons if b.visible]


def _panels(t) -> dict[str, pygame.Rect]:
    layout = t.places.layout
    out = {f"zone {p}": z.rect for p, z in layout.zones.items()}
    out.update({"middle": layout.middle, "title bar": layout.topbar, "log": t.log.rect,
                "hand": layout.hand_rect})
    return out


def test_at_1280x720_four_players_opponents_names_read_whole_and_counts_clear_their_piles(
        app, monkeypatch):
    """Issue 23, item 12: the opponents' Magi and creatures are named whole on their cards
    (not 'Ash…', 'Kelt…'), in letters no smaller than the names' floor; each hand, deck
    and discard count is said in words beside its pile, and no text lies over a pile."""
    from scenes.magination import card_art
    floor = getattr(card_art, "NAME_FLOOR", 8)
    t, watch, screen, rendered = drawn(app, monkeypatch, (1280, 720))
    whole = {label for label, size in rendered if size >= floor}
    for k, p in enumerate((1, 2, 3)):
        names = [OPP_MAGI[k]] + OPP_CREATURES[k]
        missing = [n for n in names if n not in whole]
        assert not missing, f"seat {p}: {missing} never written whole"
    texts = [r for s, r, _ in canvas_blits(screen) if watch.is_text(s)]
    for p in (1, 2, 3):
        z = t.places.zone(p)
        hand, deck, discard = len(t.state.hand[p]), len(t.state.deck[p]), \
            len(t.state.discard[p])
        for label in (f"Hand {hand}", f"Deck {deck}", f"Discard {discard}"):
            assert label in {s for s, _ in rendered}, (p, label)
        for pile in (z.hand, z.deck, z.discard):
            over = [r for r in texts if r.colliderect(pile)]
            assert not over, (p, pile, over)
    problems = watch.problems(screen, screen.get_rect(), _controls(t), "1280x720")
    assert not problems, problems[:5]


def canvas_blits(screen):
    from app.ui import canvas
    return canvas.real_of(screen).blits


@pytest.mark.parametrize("size", [(2560, 1080), (1920, 1200), (1024, 768)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_four_seat_table_fills_the_room_with_nothing_cut(app, monkeypatch, size):
    t, watch, screen, rendered = drawn(app, monkeypatch, size)
    room = pygame.Rect((0, 0), app.display.design_room)
    assert t.places.layout.room == room
    problems = watch.problems(screen, screen.get_rect(), _controls(t), f"{size}")
    assert not problems, problems[:5]
    for r in _controls(t):
        assert room.contains(r), r
    assert t.menu_button.rect.right == room.right - 20
    panels = _panels(t)
    names = list(panels)
    for i, a in enumerate(names):
        assert room.contains(panels[a]), (a, panels[a])
        for b in names[i + 1:]:
            assert not panels[a].colliderect(panels[b]), (a, b)
    # every opponent's name on its cards reads whole here too
    whole = {label for label, _ in rendered}
    assert all(n in whole for names_ in OPP_CREATURES for n in names_)
    # the play area is larger than at 1280x720
    from scenes.magination.layout import Layout
    small = Layout(4, 0)
    big = t.places.layout
    assert big.zone(0).creature_area.w * big.zone(0).creature_area.h > \
        small.zone(0).creature_area.w * small.zone(0).creature_area.h
    assert big.zone(1).creature_area.w * big.zone(1).creature_area.h > \
        small.zone(1).creature_area.w * small.zone(1).creature_area.h


def test_menu_is_clicked_at_its_window_pixel_in_a_wide_window(app):
    from scenes.pause import PauseOverlay
    app.resize_window((2560, 1080))
    t = table_for(app, four_seats(), names=NAMES)
    pos = app.display.from_canvas(t.menu_button.rect.center, room=True)
    assert pos[0] > 2560 * 0.9                 # at the window's right edge
    app.frame([ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.frame([ev(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert isinstance(app.stack.top, PauseOverlay)


def test_a_live_resize_moves_the_right_column_and_draws(app):
    t = table_for(app, four_seats(), names=NAMES)
    assert t.menu_button.rect.right == 1280 - 20
    before = t.places.zone(1).creature_area.w
    app.resize_window((2560, 1080))
    room_w = app.display.design_room[0]
    assert room_w > 1280
    assert t.menu_button.rect.right == room_w - 20
    assert t.log.full_rect.right == room_w - 10
    assert t.places.zone(1).creature_area.w > before
    assert t.step_button.rect == t.places.layout.next_button
    app.frame()
    app.frame()


def test_the_tutorials_call_out_follows_the_log_column_in_a_wide_window(app):
    """The tutorial (the table in tutorial mode) keeps its step panel in the log's column
    at the room's right edge, and its table fills the room."""
    from scenes.magination import tutorial_scene
    app.resize_window((2560, 1080))
    app.settings.animation_speed = "instant"
    t = app.stack.push(tutorial_scene(app), fade=False)
    for _ in range(5):
        app.frame()
    room_w = app.display.design_room[0]
    area = t.callout_style.area
    assert area.right == room_w - 10 and area.x == t.log.full_rect.x
    assert t.places.layout.play_w > 1000
    app.save_screenshot("/tmp/mn_room_tutorial.png")
