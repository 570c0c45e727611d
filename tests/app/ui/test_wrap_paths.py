"""Messages name the full path of a file set aside: a path wider than the message wraps
(after a "/" where it can) instead of running off the panel."""
from app.ui import text


def test_a_long_path_wraps_within_the_width():
    path = "/home/someone/.local/share/magetable/decks/" + "x" * 40 + ".json.bad-20261122-1810"
    body = f"The deck file could not be read. It was moved aside to {path}; the rest is kept."
    lines = text.wrap_lines(body, 18, 300)
    f = text.font(18)
    assert all(f.size(line)[0] <= 300 for line in lines)
    assert "".join(lines).replace(" ", "") == body.replace(" ", "")
    assert any(line.endswith("/") for line in lines)


def test_short_words_wrap_as_before():
    assert text.wrap_lines("one two three", 18, 2000) == ("one two three",)
    assert text.wrap_lines("a\n\nb", 18, 2000) == ("a", "", "b")


def test_text_sdl_cannot_draw_is_drawn_without_it():
    for raw in ("\x00", "a\x00b", "\u200b", "\u202e\u200b", "\ud800x", ""):
        surf = text.render(raw, 18)
        assert surf.get_height() > 0
    assert text.render("a\x00b", 18).get_width() == text.render("ab", 18).get_width()
    assert text.fit("\u200b", 18, 100).get_height() > 0


def test_fitting_a_label_drops_whole_words_not_letters():
    from app.ui import text
    f = text.font(18)
    label = "Orathan Flyer of the Northern Marshes"
    short = text.shorten(label, 18, f.size("Orathan Flyer of th")[0])
    assert short == "Orathan Flyer of…"
    assert text.shorten("Supercalifragilistic", 18, f.size("Super")[0]).endswith("…")
    assert text.shorten("Fits", 18, 500) == "Fits"
