"""The toolkit's text field and chip, driven by synthetic pygame events."""
from __future__ import annotations

import pygame

from app.ui.fields import Chip, TextField

RECT = pygame.Rect(20, 20, 300, 40)


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def typed(s):
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


def click(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def field(value="", **kw):
    changes: list[str] = []
    f = TextField(RECT, value, "Type here", on_change=changes.append, **kw)
    f.handle(click(RECT.center))
    assert f.focused
    return f, changes


def send(f, *events):
    return [f.handle(e) for e in events]


def test_typing_appends_at_the_caret_and_reports_changes():
    f, changes = field()
    send(f, typed("a"), typed("b"), typed("c"))
    assert f.value == "abc" and f.caret == 3 and changes == ["a", "ab", "abc"]
    send(f, key(pygame.K_LEFT), key(pygame.K_LEFT), typed("X"))
    assert f.value == "aXbc" and f.caret == 2


def test_home_end_and_arrows_move_the_caret():
    f, _ = field("hello")
    assert f.caret == 5
    send(f, key(pygame.K_HOME))
    assert f.caret == 0
    send(f, typed(">"))
    assert f.value == ">hello"
    send(f, key(pygame.K_END), typed("!"))
    assert f.value == ">hello!" and f.caret == 7
    send(f, key(pygame.K_RIGHT))
    assert f.caret == 7                     # stays at the end
    send(f, key(pygame.K_HOME), key(pygame.K_LEFT))
    assert f.caret == 0


def test_backspace_deletes_before_the_caret():
    f, changes = field("abcd")
    send(f, key(pygame.K_LEFT), key(pygame.K_BACKSPACE))
    assert f.value == "abd" and f.caret == 2 and changes == ["abd"]
    send(f, key(pygame.K_HOME), key(pygame.K_BACKSPACE))
    assert f.value == "abd" and changes == ["abd"]      # nothing before the caret
    send(f, key(pygame.K_DELETE))
    assert f.value == "bd" and f.caret == 0


def test_ctrl_backspace_deletes_the_word_before_the_caret():
    f, _ = field("hot red stuff")
    send(f, key(pygame.K_BACKSPACE, pygame.KMOD_LCTRL))
    assert f.value == "hot red"
    send(f, key(pygame.K_LEFT), key(pygame.K_LEFT), key(pygame.K_LEFT),
         key(pygame.K_BACKSPACE, pygame.KMOD_LCTRL))
    assert f.value == "red" and f.caret == 0


def test_ctrl_a_selects_all_then_backspace_or_typing_replaces_it():
    f, changes = field("old name")
    send(f, key(pygame.K_a, pygame.KMOD_LCTRL))
    assert f.selection == (0, 8) and f.selected_text == "old name"
    assert f.value == "old name" and not changes       # Ctrl+A types nothing
    send(f, key(pygame.K_BACKSPACE))
    assert f.value == "" and f.selection is None and changes == [""]
    send(f, typed("new"), key(pygame.K_a, pygame.KMOD_RCTRL), typed("Z"))
    assert f.value == "Z" and f.caret == 1


def test_shift_extends_the_selection():
    f, _ = field("abcdef")
    send(f, key(pygame.K_LEFT, pygame.KMOD_LSHIFT), key(pygame.K_LEFT, pygame.KMOD_LSHIFT))
    assert f.selected_text == "ef"
    send(f, key(pygame.K_HOME, pygame.KMOD_LSHIFT))
    assert f.selected_text == "abcdef"
    send(f, key(pygame.K_RIGHT))                        # collapses to the selection's end
    assert f.selection is None and f.caret == 6
    send(f, key(pygame.K_HOME, pygame.KMOD_SHIFT), key(pygame.K_END))
    assert f.selection is None and f.caret == 6


def test_max_len_cuts_what_is_typed():
    f, _ = field("abc", max_len=5)
    send(f, typed("defgh"))
    assert f.value == "abcde"
    send(f, key(pygame.K_HOME), typed("x"))
    assert f.value == "abcde" and f.caret == 0
    send(f, key(pygame.K_a, pygame.KMOD_CTRL), typed("123456789"))
    assert f.value == "12345"


def test_keys_are_taken_while_focused_and_enter_ends_typing():
    f, _ = field("x")
    assert send(f, key(pygame.K_s, pygame.KMOD_CTRL)) == [True]   # no shortcut while typing
    send(f, key(pygame.K_a, pygame.KMOD_CTRL), key(pygame.K_RETURN))
    assert not f.focused and f.selection is None
    assert send(f, key(pygame.K_BACKSPACE), typed("y")) == [False, False]
    assert f.value == "x"
    f.handle(click(RECT.center))
    send(f, key(pygame.K_ESCAPE))
    assert not f.focused
    f.handle(click(RECT.center))
    assert f.handle(click((RECT.right + 50, RECT.centery))) is False and not f.focused


def test_click_places_the_caret():
    f, _ = field("abcdefgh")
    f.handle(click((f._text_x() + 1, RECT.centery)))
    assert f.caret == 0
    f.handle(click((RECT.right - 12, RECT.centery)))
    assert f.caret == 8
    mid = f._text_x() + f._width("abcd")
    f.handle(click((mid, RECT.centery)))
    assert f.caret == 4


def test_assigning_value_and_set():
    f, changes = field("abc")
    f.value = "zz"
    assert f.caret == 2 and not changes
    f.set("zz")
    assert not changes
    f.set("hello")
    assert changes == ["hello"] and f.caret == 5


def test_drawing_keeps_the_caret_in_view():
    surf = pygame.Surface((400, 100))
    f, _ = field("a long name that does not fit in the box at all, no", max_len=80)
    send(f, key(pygame.K_END))
    f.draw(surf, 0.0)
    assert f._scrolled() > 0                    # the end shows
    send(f, key(pygame.K_HOME))
    f.draw(surf, 0.0)
    assert f._scrolled() == 0                   # the start shows
    send(f, key(pygame.K_a, pygame.KMOD_CTRL))
    f.draw(surf, 0.25)
    f.focus(False)
    f.draw(surf, 0.0)
    TextField(RECT, "", "placeholder", label="Name").draw(surf)


def test_chip_draws_on_and_off_with_an_emblem():
    surf = pygame.Surface((400, 100))
    seen = []

    def emblem_art(name, size, colour):
        seen.append(name)
        return pygame.Surface((size, size), pygame.SRCALPHA)

    chip = Chip((10, 10, 120, 34), "Naroom", "Naroom", (76, 160, 84), "leaf",
                emblem_art=emblem_art)
    chip.draw(surf, hot=False)
    chip.on = True
    chip.draw(surf, hot=True)
    Chip((10, 50, 60, 34), "Spell", "Spell").draw(surf, hot=True)
    Chip((10, 50, 90, 34), "Cald", "Cald", (208, 80, 56), "flame").draw(surf, hot=False)
    assert seen == ["leaf", "leaf"]
