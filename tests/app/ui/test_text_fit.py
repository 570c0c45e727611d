"""The toolkit's one text fitter (app.ui.text): a label shrinks a little, then loses
whole words for an ellipsis; only a first word wider than the box is cut inside; lists
keep whole items and count the rest; a line cut short is marked as going on."""
import pygame
import pytest

from app.ui import palette, text

NAME = "Maximilian Bartholomew Fitzgerald"


def px(label, size, weight=text.REGULAR):
    return text.font(size, weight).size(label)[0]


def test_a_label_that_fits_is_kept_at_its_size():
    assert text.fit_text("Li", 15, 200) == ("Li", 15)
    assert text.shorten("Li", 15, 200) == "Li"


def test_a_label_shrinks_before_it_loses_words():
    room = px(NAME, 16)            # too wide at 18, fits at 16
    assert px(NAME, 18) > room
    assert text.fit_text(NAME, 18, room) == (NAME, 16)


def test_shrinking_stops_at_smallest_then_whole_words_go():
    room = px("Maximilian Bartholomew…", 14) + 1
    shown, size = text.fit_text(NAME, 18, room, smallest=14)
    assert size == 14 and shown == "Maximilian Bartholomew…"
    shown, size = text.fit_text(NAME, 18, room)          # default: two sizes less
    assert size == 16 and shown.endswith("…") and px(shown, 16) <= room
    assert shown[:-1] in NAME.split(" ")[0] or NAME.startswith(shown[:-1] + " ")


def test_keep_size_shortens_at_the_largest_size_its_first_word_fits():
    room = px("Maximilian…", 17, text.BOLD)
    shown, size = text.fit_text(NAME, 17, room, text.BOLD, smallest=13, keep_size=True)
    assert (shown, size) == ("Maximilian…", 17)
    shown, size = text.fit_text(NAME, 17, room, text.BOLD, smallest=13)
    assert size == 13 and px(shown, 13, text.BOLD) <= room


def test_whole_words_are_dropped_and_no_punctuation_is_left_hanging():
    for label, keep in (("Orathan Flyer of the Northern Marshes", "Orathan Flyer of"),
                        ("Fire, Water, Earth", "Fire"),
                        ("Stone – the deep one", "Stone"),
                        ("Magic Missile › Fireball", "Magic Missile")):
        room = px(keep + "…", 18) + 2
        assert text.shorten(label, 18, room) == keep + "…"


def test_only_a_first_word_too_wide_is_cut_inside():
    word = "Supercalifragilistic"
    short = text.shorten(word + " and more", 18, px("Super…", 18))
    assert short == "Super…"
    assert text.shorten("W" * 64, 15, 100, text.BOLD).endswith("…")
    assert px(text.shorten("W" * 64, 15, 100, text.BOLD), 15, text.BOLD) <= 100
    assert text.shorten("Wide", 18, 1) == "…"


def test_ellipsize_marks_a_line_as_going_on():
    assert text.ellipsize("Energize +2", 12, 400) == "Energize +2…"
    assert text.ellipsize("Already…", 12, 400) == "Already…"
    room = px("Energize…", 12)
    assert text.ellipsize("Energize +2 and more", 12, room) == "Energize…"
    assert px(text.ellipsize("Energize", 12, px("Ene…", 12)), 12) <= px("Ene…", 12)


def test_fit_list_keeps_whole_items_and_counts_the_rest():
    names = ["Magic Missile", "Fireball", "Frost Nova"]
    assert text.fit_list("1 ▸ ", names, 11, 2000, sep=" › ") == (
        "1 ▸ Magic Missile › Fireball › Frost Nova")
    room = px("1 ▸ Magic Missile › Fireball +1", 11)
    assert text.fit_list("1 ▸ ", names, 11, room, sep=" › ") == "1 ▸ Magic Missile › Fireball +1"
    tight = text.fit_list("1 ▸ ", names, 11, px("1 ▸ Magic… +2", 11) + 1, sep=" › ")
    assert tight == "1 ▸ Magic… +2"
    assert text.fit_list("2 ▸ ", [], 11, 100, empty="empty") == "2 ▸ empty"


@pytest.mark.parametrize("weight", [text.REGULAR, text.BOLD])
def test_fit_draws_what_fit_text_chose_within_the_width(weight):
    for room in (40, 90, 160, 400):
        img = text.fit(NAME, 17, room, palette.TEXT, weight, smallest=12, keep_size=True)
        shown, size = text.fit_text(NAME, 17, room, weight, 12, True)
        assert isinstance(img, pygame.Surface)
        assert img.get_width() <= room
        assert img.get_size() == text.render(shown, size, palette.TEXT, weight).get_size()


def test_fit_is_kept_in_the_shared_cache():
    from app.ui.surface_cache import SHARED
    text.fit.cache_clear()
    first = text.fit("cached label", 14, 300)
    assert any(isinstance(k, tuple) and k[0] == "app.ui.text.fit" for k in
               SHARED.owned("app.ui.text.fit"))
    assert text.fit("cached label", 14, 300) is first


def test_without_ellipsis_a_label_is_only_shrunk():
    room = px(NAME, 12, text.BOLD) - 1          # fits at no size down to 12
    assert text.fit_text(NAME, 16, room, text.BOLD, smallest=12, ellipsis=False) == (NAME, 12)
    assert text.fit_text(NAME, 16, px(NAME, 14, text.BOLD), text.BOLD, smallest=12,
                         ellipsis=False) == (NAME, 14)
    img = text.fit(NAME, 16, room, palette.TEXT, text.BOLD, smallest=12, ellipsis=False)
    assert img.get_width() == px(NAME, 12, text.BOLD)
