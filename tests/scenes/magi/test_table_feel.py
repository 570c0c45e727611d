"""The Magi table as a new player meets it (issue 9): the "Magi!" call has a usable
moment, no refusal is silent, the preview only comes when asked for, the discard pile
can be browsed, hiding the log widens the table, and a long hand stays readable."""
from __future__ import annotations

import pygame

from engines.magi import CALLING, RULES
from tests.scenes.magi.test_table import DEAL, make_table, settle
from tests.scenes.shell_helpers import drag, ev, key, motion, tap as click

# Human: Red Amulet (Select) and Blue Broom; pile Red Balance. Nobody holds a through card.
SELECT_LAST = {"hands": [[59, 8], [12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23],
                         [24, 25, 26, 27, 28, 29]],
               "pile": 0, "talon": list(range(30, 45))}


def frames(app, n, events=None):
    for _ in range(n):
        app.frame(events)


def double_click(app, pos):
    for _ in range(2):
        app.frame([ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        app.frame([ev(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def play_select_then_blue(app, t):
    """The issue's case: hold 2 cards, play the Select card, pick a colour."""
    double_click(app, t.element_rect("hand_card:59").center)
    settle(app, t)
    assert t.popup is not None and t.popup.tag == "colour"
    click(app, t.element_rect("colour:blue").center)
    settle(app, t)


def test_magi_call_has_a_usable_moment_after_select_and_colour(app):
    t = make_table(app, SELECT_LAST)
    play_select_then_blue(app, t)
    assert t.state.phase == CALLING and t.state.to_move == 0
    frames(app, 240)                              # four seconds: nobody moves, nobody catches
    assert t.state.to_move == 0 and t.record.actions[-1] == ("colour", "blue")
    assert t.input_part.magi_button.enabled and t.input_part.pass_button.enabled
    assert t.input_part.pass_button.label == "End turn"
    click(app, t.input_part.magi_button.rect.center)
    assert t.record.actions[-1] == ("call",)
    assert t.state.called[0] and not t.state.catchable[0] and t.state.to_move != 0


def test_ending_the_held_turn_without_calling_leaves_you_catchable(app):
    t = make_table(app, SELECT_LAST)
    play_select_then_blue(app, t)
    click(app, t.input_part.pass_button.rect.center)
    i = t.record.actions.index(("end_turn",))
    frames(app, 30)
    assert any("did not call \"Magi!\"" in line for line, _ in t.log.lines)
    caught = ("catch", 0) in t.record.actions[i:]
    assert t.state.catchable[0] or (caught and len(t.state.hands[0]) == 2)


def test_space_never_ends_the_held_turn(app):
    t = make_table(app, SELECT_LAST)
    play_select_then_blue(app, t)
    n = len(t.record.actions)
    for _ in range(3):
        app.frame([key(pygame.K_SPACE)])
    assert len(t.record.actions) == n and t.state.phase == CALLING
    assert t.drag.message and "Magi!" in t.drag.message


def test_auto_call_option_calls_for_you(app):
    from scenes.magi import table_scene
    app.settings.animation_speed = "fast"
    t = table_scene(app, players=4, seed=3, options={"deal": SELECT_LAST, "auto_call": True},
                    inline_ai=True, autosave=False)
    app.stack.push(t, fade=False)
    settle(app, t)
    assert t.state.config["auto_call"] == [0] and t.state.config["call_window"] == []
    double_click(app, t.element_rect("hand_card:59").center)
    settle(app, t)
    click(app, t.element_rect("colour:blue").center)
    assert t.state.phase != CALLING and t.state.to_move != 0
    assert t.state.called[0] and not t.state.catchable[0]
    frames(app, 30)
    assert any("auto-call" in line for line, _ in t.log.lines)


def test_the_table_asks_for_the_window_for_the_human_only(app):
    t = make_table(app)
    assert t.state.config["call_window"] == [0] and t.state.config["auto_call"] == []


# --- no silent refusals ---------------------------------------------------------------

def test_disabled_buttons_say_why(app):
    t = make_table(app)
    assert not t.input_part.magi_button.enabled
    app.frame([key(pygame.K_m)])
    assert t.drag.message and "one or two cards" in t.drag.message
    t.drag.message = None
    click(app, t.input_part.pass_button.rect.center)
    assert t.drag.message and "draw" in t.drag.message
    t.drag.message = None
    app.frame([key(pygame.K_s)])
    assert t.drag.message and "magic phase" in t.drag.message
    assert t.record.actions == []


def test_a_card_let_go_on_the_felt_says_where_to_drop_it(app):
    t = make_table(app)
    start = t.element_rect("hand_card:11").center
    drag(app, start, (t.places.layout.table_rect.x + 200, 120))
    assert t.record.actions == []
    assert t.drag.message == "Drop the card on the discard pile to play it"


def test_a_card_let_go_near_the_pile_still_plays(app):
    t = make_table(app)
    pile = t.element_rect("pile")
    drag(app, t.element_rect("hand_card:11").center, (pile.right + 24, pile.centery))
    assert t.record.actions == [("play", 11)]


def test_clicking_a_one_card_player_who_called_says_why_no_catch(app):
    t = make_table(app)
    t.shown.hands[1] = [-1]
    click(app, t.places.layout.plate(1).center)
    assert t.drag.message and "cannot be caught" in t.drag.message


# --- the preview comes only when asked for ----------------------------------------------

def test_no_preview_pops_over_the_pile_after_a_drop(app):
    t = make_table(app)
    pile = t.element_rect("pile").center
    drag(app, t.element_rect("hand_card:11").center, pile)
    assert t.record.actions == [("play", 11)]
    for _ in range(600):                          # the mouse rests on the pile while the
        app.frame()                               # card lands and the AI seats play
        assert t.zoom_key is None
        if t.can_act() and t.pipeline.synced:
            break
    frames(app, 60)
    assert t.zoom_key is None
    app.frame([motion((pile[0], pile[1] + 300))])   # away, and back: a deliberate hover
    app.frame([motion(pile)])
    frames(app, 60)
    assert t.zoom_key == t.shown.pile[-1]


def test_the_preview_never_covers_a_refusal(app):
    t = make_table(app)
    pile = t.element_rect("pile").center
    drag(app, t.element_rect("hand_card:8").center, pile)        # does not match
    assert t.drag.message and "does not match" in t.drag.message
    app.frame([motion((pile[0], pile[1] + 300))])
    app.frame([motion(pile)])
    frames(app, 60)                               # still within the message's 3 s
    assert t.drag.message and t.zoom_key is None


def test_right_click_still_zooms_at_once(app):
    t = make_table(app)
    app.frame([ev(pygame.MOUSEBUTTONDOWN, pos=t.element_rect("hand_card:8").center, button=3)])
    assert t.zoom_key == 8 and t.zoom_pinned


# --- the discard pile can be browsed ------------------------------------------------------

def test_clicking_the_pile_lists_its_cards_with_zoom(app):
    from scenes.kit.pile_browser import PileBrowser
    t = make_table(app)
    drag(app, t.element_rect("hand_card:11").center, t.element_rect("pile").center)
    settle(app, t)
    click(app, t.element_rect("pile").center)
    b = app.stack.top
    assert isinstance(b, PileBrowser)
    assert [it[0] for it in b.items] == list(reversed(t.state.pile))
    assert b.items[0][1] == RULES.card(t.state.pile[-1]).name
    app.frame([motion(b.row_rect(0).center)])
    assert b.previewed == t.state.pile[-1]
    app.frame([key(pygame.K_ESCAPE)])
    assert app.stack.top is t                            # Esc closed the list, no pause


def test_the_pile_list_takes_input_until_it_is_closed(app):
    t = make_table(app)
    click(app, t.element_rect("pile").center)
    assert app.stack.top is not t
    app.frame([key(pygame.K_p)])
    assert t.record.actions == []                        # the list is modal
    click(app, (1200, 700))                              # a click beside closes the list
    assert app.stack.top is t
    click(app, t.element_rect("talon").center)
    assert t.record.actions == [("draw",)]


# --- hiding the log gives its column to the table -------------------------------------------

def test_hiding_the_log_widens_the_table(app):
    t = make_table(app)
    narrow = t.places.layout.table_rect.copy(), t.places.layout.hand_rect.copy()
    app.frame([key(pygame.K_l)])
    app.frame()
    assert t.log.collapsed and t.places.layout.wide
    assert t.places.layout.table_rect.w > narrow[0].w + 200
    assert t.places.layout.hand_rect.w > narrow[1].w + 200
    assert t.input_part.pass_button.rect.x > narrow[1].right
    for seat in range(1, t.players):
        plate = t.places.layout.plate(seat)
        assert not plate.colliderect(t.log.rect) and plate.right <= 1280
    click(app, t.element_rect("talon").center)          # the table still works
    assert t.record.actions == [("draw",)]
    app.frame([key(pygame.K_l)])
    app.frame()
    assert not t.places.layout.wide and t.places.layout.table_rect == narrow[0]


# --- a long hand stays readable ----------------------------------------------------------------

def long_hand(n):
    mine = list(range(4, 4 + n))
    rest = [c for c in range(1, 99) if c not in mine]
    hands = [mine] + [rest[i * 6:(i + 1) * 6] for i in range(3)]
    used = set(mine) | {c for h in hands[1:] for c in h}
    return {"hands": hands, "pile": 0, "talon": [c for c in rest if c not in used][:20]}


def test_every_card_of_a_long_hand_shows_whole_with_its_name_when_hovered(app):
    for n in (11, 15, 20):
        t = make_table(app, long_hand(n))
        for wide in (False, True):
            if wide != t.places.layout.wide:
                app.frame([key(pygame.K_l)])
            for cid in list(t.hand.cards):
                r = t.hand.hit[cid]
                app.frame([motion((r.x + 4, r.bottom - 10))])
                frames(app, 12)
                assert t.hand.hovered == cid, (n, wide, cid)
                rect = t.hand.rects[cid]
                later = t.hand.cards[t.hand.cards.index(cid) + 1:]
                assert all(t.hand.rects[c].left >= rect.right for c in later), (n, cid)
                img, box = t.drawer.name_tag(cid)
                assert box.contains(img.get_rect(center=box.center))
                assert pygame.Rect(0, 0, 1280, 720).contains(box)
                assert img.get_width() >= pygame.font.Font(None, 10).size("ab")[0]
            assert all(t.places.layout.hand_rect.x - 1 <= t.hand.rects[c].x
                       and t.hand.rects[c].right <= t.places.layout.hand_rect.right + 1
                       for c in t.hand.cards), (n, wide)
        app.stack.pop()


def test_the_default_deal_still_plays(app):
    t = make_table(app, DEAL)
    assert t.human_to_move


def test_the_rules_screen_says_what_the_game_does(app):
    from scenes.magi.rules_text import MAGI
    t = make_table(app)
    for b in t.input_part.buttons:
        assert f"({pygame.key.name(b.key).upper()})" in MAGI, b.label
    for words in ("does not end by itself", "End turn", "Space does not end a turn",
                  "Auto-call", "Catch! badge", "Discard pile", "its column goes to the table"):
        assert words in MAGI, words
    assert "use it to catch" not in MAGI            # catching is the seat's badge


def test_no_preview_pops_when_the_ai_plays_under_a_resting_mouse(app):
    t = make_table(app)
    pile = t.element_rect("pile").center
    app.frame([motion(pile)])
    frames(app, 60)
    assert t.zoom_key == t.shown.pile[-1]          # a deliberate hover zooms
    click(app, t.element_rect("talon").center)     # draw, then pass: the AI seats play
    settle(app, t)
    app.frame([motion(pile)])
    before = list(t.shown.pile)
    app.frame([key(pygame.K_p)])
    assert t.record.actions[-1] == ("pass",)
    zoomed = set()
    for _ in range(600):
        app.frame()
        if t.zoom_key is not None:
            zoomed.add(t.zoom_key)
        if t.can_act() and t.pipeline.synced:
            break
    assert t.shown.pile != before                  # cards were played onto the pile
    assert zoomed <= {before[-1]}, zoomed          # none of them popped up by itself


def test_the_auto_call_setting_reaches_a_new_game(app):
    from scenes.magi.table import MagiTable
    app.settings.auto_call = True
    on = MagiTable(app, players=4, seed=2)
    app.settings.auto_call = False
    off = MagiTable(app, players=4, seed=2)
    assert on.record.config.get("auto_call") == [on.human]
    assert off.record.config.get("call_window") == [off.human]
