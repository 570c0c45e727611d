"""The Arena game-over screen says what happened in words (issue 21, item 6): a draw on
points, a win on points or by destroying the Planeswalker, the last player standing, a
Skirmish team's win, who was knocked out; and the turn track is drawn in a bounded
number of boxes however long a state says it is (issue 21, item 5)."""
from __future__ import annotations

import pygame

from app.ui import draw as ui_draw

from engines.arena import RULES
from engines.arena.damage import destroy
from engines.arena.testing import act, fig, stage, tiny_board
from scenes.arena.game_over import final_screen, result_words
from scenes.arena.table_panels import TRACK_MARKS, Panels, track_size
from scenes.kit.game_over import GameOverScene
from tests.scenes.arena.helpers import staged

tiny_board("go_purple", ["1 1p 1p 1 1 1 1 1 1"] * 3)

FOUR = ("chandra", "gideon", "jace", "nissa")
NAMES = ["Ann", "Bo", "Cy", "Di"]


def _ended(s, *actions):
    act(s, *actions)
    assert s.winners is not None
    return RULES.result(s)


def test_a_tie_on_points_is_told_as_a_draw_on_points():
    s = stage("duel", armies=("chandra", "chandra"), turn=30, current=1, chosen="chandra",
              figures=[(0, "chandra", 0, (4, 9)), (1, "chandra", 0, (5, 2))])
    res = _ended(s, ("end",))
    words = result_words(s, NAMES, res)
    assert words.startswith("A draw on points: Ann and Bo have")
    assert "after turn 30" in words


def test_a_destroyed_planeswalker_and_a_win_on_points_are_told_apart():
    s = stage("duel", armies=("chandra", "nissa"), turn=30, current=1, chosen="nissa",
              figures=[(0, "chandra", 0, (4, 9)), (1, "nissa", 0, (5, 2)),
                       (1, "elves", 0, (6, 2))])
    res = _ended(s, ("end",))
    w = res["winners"][0]
    assert result_words(s, NAMES, res).startswith(f"{NAMES[w]} wins on points: ")
    s = stage("duel", armies=("chandra", "nissa"), turn=5, current=0, chosen="chandra",
              figures=[(0, "chandra", 0, (4, 9)), (1, "nissa", 0, (5, 2))])
    destroy(s, fig(s, 1, "nissa"), [])
    res = RULES.result(s)
    assert result_words(s, NAMES, res) == "Ann wins: Bo's Planeswalker is destroyed."


def test_the_words_speak_to_you_when_you_are_named():
    """The human is named "You" at the table: "You win on points", "Bram wins: your
    Planeswalker is destroyed" (not "You wins", "You's Planeswalker")."""
    s = stage("duel", armies=("chandra", "nissa"), turn=30, current=1, chosen="nissa",
              figures=[(0, "chandra", 0, (4, 9)), (1, "nissa", 0, (5, 2)),
                       (1, "elves", 0, (6, 2))])
    res = _ended(s, ("end",))
    w = res["winners"][0]
    names = ["Bram", "Bram"]
    names[w] = "You"
    assert result_words(s, names, res).startswith("You win on points: ")
    s = stage("duel", armies=("chandra", "nissa"), turn=5, current=0, chosen="chandra",
              figures=[(0, "chandra", 0, (4, 9)), (1, "nissa", 0, (5, 2))])
    destroy(s, fig(s, 1, "nissa"), [])
    res = RULES.result(s)
    assert result_words(s, ["Bram", "You"], res) == \
        "Bram wins: your Planeswalker is destroyed."
    assert result_words(s, ["You", "Bram"], res) == \
        "You win: Bram's Planeswalker is destroyed."


def test_the_melee_tells_who_was_knocked_out_and_that_the_tie_is_a_draw():
    s = stage("go_purple", armies=FOUR, scenario="melee", turns=48, turn=48, current=0,
              chosen="chandra",
              figures=[(0, "chandra", 0, (6, 0)), (1, "gideon", 0, (7, 0)),
                       (2, "jace", 0, (6, 2)), (3, "nissa", 0, (7, 2))])
    destroy(s, fig(s, 1, "gideon"), [])
    res = _ended(s, ("end",))
    words = result_words(s, NAMES, res)
    assert words.startswith("A draw on points: Ann, Cy and Di have 0 each on the purple")
    assert words.endswith("Knocked out: Bo.")
    screen = final_screen(s, NAMES, res)
    assert words in screen.subtitle and "purple spaces, turn by turn" in screen.subtitle


def test_a_skirmish_team_win_names_the_team_in_the_headline():
    s = stage("duel", armies=FOUR, scenario="skirmish", turn=60, current=0, chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "gideon", 0, (2, 0)),
                       (2, "jace", 0, (0, 6)), (3, "nissa", 0, (2, 6)),
                       (3, "elves", 0, (4, 6))])
    res = _ended(s, ("end",))
    assert res["team"] == 1 and res["draw"] is False
    words = result_words(s, NAMES, res)
    assert words.startswith("Team 2 (Cy and Di) wins. Most points on the battlefield")
    cls = final_screen(s, NAMES, res)
    assert cls.team_won == 2


def test_the_game_over_screen_of_a_drawn_duel_says_a_draw(app):
    """Driven on the table: the human ends turn 30 with equal points."""
    s = stage("duel", armies=("chandra", "chandra"), turn=30, current=0, chosen="chandra",
              figures=[(0, "chandra", 0, (4, 9)), (1, "chandra", 0, (5, 2))])
    t = staged(app, s)
    assert t.human_act(("end",)) is None
    for _ in range(300):
        app.frame()
        if isinstance(app.stack.top, GameOverScene):
            break
    screen = app.stack.top
    assert isinstance(screen, GameOverScene)
    assert screen.is_draw and screen.headline().startswith("A draw")
    assert "A draw on points" in screen.subtitle
    app.frame()


class _Counted:
    """pygame.draw for scenes.arena.table_panels, refusing to draw more than ``most``
    rectangles (a track drawn box by box for 10**9 turns fails here instead of hanging)."""

    def __init__(self, most: int) -> None:
        self.most, self.rects, self.real = most, 0, ui_draw

    def rect(self, *a, **k):
        self.rects += 1
        assert self.rects <= self.most, "the turn track draws a box per turn"
        return self.real.rect(*a, **k)

    def __getattr__(self, name):
        return getattr(self.real, name)


def test_the_turn_track_draws_a_bounded_number_of_boxes(monkeypatch):
    """A state whose track is 10**9 turns long (a save once carried one) is drawn as one
    bar; the rulebook's tracks keep a box per turn."""
    import scenes.arena.table_panels as TP
    assert track_size(30, 420)[1] == 30 * 14
    assert track_size(60, 300) == (5, 300)
    step, width = track_size(10 ** 9, 420)
    assert width == TRACK_MARKS * step
    counted = _Counted(4 * TRACK_MARKS)
    monkeypatch.setattr(TP, "draw", counted)
    surf = pygame.Surface((1280, 80))
    Panels._draw_track(surf, 10, 0, 10 ** 9, step, 5)
    assert 0 < counted.rects <= 3


def test_a_table_whose_state_says_a_huge_track_still_draws_a_frame(app, monkeypatch):
    import scenes.arena.table_panels as TP
    s = stage("duel", armies=("chandra", "nissa"), turn=3, current=0,
              figures=[(0, "chandra", 0, (4, 9)), (1, "nissa", 0, (5, 2))])
    t = staged(app, s)
    t.state.turns = 10 ** 9
    t._show_state()
    counted = _Counted(5000)
    monkeypatch.setattr(TP, "draw", counted)
    app.frame()
    app.frame()
    assert counted.rects > 0             # the panels were drawn again


def test_the_rules_screen_carries_the_rulings_on_the_end_of_the_track():
    from scenes.arena.rules_text import summary
    text = summary()
    assert "# When the turn track runs out" in text
    assert "30 turns in the Duel, 60 in the Skirmish, 36, 48 or 60 in the Melee" in text
    assert "Equal points at the end are a draw" in text
    assert "a player who is out (Planeswalker destroyed, no figure left) never wins" in text
    assert "a team wins together" in text
