"""What testers who played in a real window missed (issue 23): the battle previewed on
End turn, the armed counterspell marked on its grave, whole deck subtitles, the grave
viewer's large card with its numbers, the log's colours kept when it is rebuilt, and
the AI seat named after its hero. Driven by the mouse where it is about input."""
from __future__ import annotations

from engines.mabinogi import HERO
from engines.mabinogi import testing as T
from engines.mabinogi.preview import battle_preview
from tests.scenes.kit.tables import until
from tests.scenes.shell_helpers import motion


def table(app, decks=("wild_pack", "arcane_flame"), first=1, seed=4, **kw):
    from scenes.mabinogi import table_scene
    app.settings.animation_speed = "instant"
    t = table_scene(app, seed=seed, inline_ai=True, autosave=False,
                    options={"decks": list(decks), "first_player": first}, **kw)
    app.stack.push(t, fade=False)
    until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
    for _ in range(3):
        app.frame()
    return t


def at(app, pos) -> tuple[int, int]:
    """The window pixel over the table's design point ``pos``."""
    return app.display.from_canvas(pos, room=True)


def point(app, pos) -> None:
    app.frame([motion(at(app, pos))])
    app.frame()


def test_resting_on_end_turn_previews_each_lanes_attack_and_leaving_hides_it(app):
    """Issue 23 item 10: each attacker's arrow to what it will hit (the creature in
    front, or the hero when the lane is open), with the damage before the defence die,
    as the engine predicts it; nothing once the pointer leaves the button."""
    t = table(app)
    s = t.state
    T.clear_board(s)
    T.summon(s, 0, "Hyena", 0)
    T.summon(s, 0, "Rhino", 3)
    T.summon(s, 1, "Spirit of Fire", 0)
    t._legal_cache = None
    t.pipeline.sync()
    end = t.input_part.end_button
    assert end.enabled
    point(app, t.layout.BOARD.center)
    assert t.drawer.preview.shown == []
    point(app, end.rect.center)
    hits = [h for h, _ in t.drawer.preview.shown]
    assert hits == battle_preview(s) and len(hits) == 2
    (front, _), (open_, label) = t.drawer.preview.shown
    assert (front.lane, front.target_seat, front.target_lane) == (0, 1, 0)
    assert front.damage == s.board[0][0].attack
    assert (open_.lane, open_.target_lane) == (3, HERO)
    assert label == f"{s.board[0][3].attack} to the hero"
    point(app, t.layout.BOARD.center)
    assert t.drawer.preview.shown == []


def _marked(app, t, seat) -> int:
    """Pixels of the armed mark's colour around ``seat``'s grave on the window."""
    import pygame

    from scenes.mabinogi.table_draw import ARMED
    app.frame()
    r = t.layout.grave_rect(t.places.side(seat)).inflate(12, 12)
    (x0, y0), (x1, y1) = at(app, r.topleft), at(app, r.bottomright)
    screen = pygame.display.get_surface()
    return sum(1 for x in range(x0, x1) for y in range(y0, y1)
               if all(abs(a - b) <= 12 for a, b in zip(screen.get_at((x, y))[:3], ARMED)))


def test_an_armed_counterspell_marks_its_grave_and_the_graves_zoom_says_so(app):
    """Issue 23 item 10: a counterspell in a grave its owner can pay for now is ready to
    fire: the grave shows a bolt and the word "Armed" (not a colour alone), and the zoom
    of the grave under the pointer says it is armed; one its owner cannot pay for is
    not marked and its zoom says what it lacks."""
    from engines.mabinogi.content import RES_INDEX
    t = table(app)
    s = t.state
    T.to_grave(s, 1, "Counter Magic")
    mana = RES_INDEX["Mana"]
    s.res[1][mana] = 0
    t._legal_cache = None
    t.pipeline.sync()
    assert _marked(app, t, 1) < 10
    s.res[1][mana] = 9
    t.pipeline.sync()
    assert _marked(app, t, 1) > 30
    assert _marked(app, t, 0) < 10
    grave = t.layout.grave_rect(t.places.side(1))
    app.frame([motion(at(app, grave.center))])
    until(app, lambda: t.zoom_key is not None, 200)
    assert t.zoom_key == ("grave", 1)
    _, title, body = t.cards.info(t.zoom_key)
    assert title == f"{t.names[1]}'s grave"
    assert "Counter Magic, armed: it is ready to counter the opponent's next spell" in body
    s.res[1][mana] = 0
    t.pipeline.sync()
    _, _, body = t.cards.info(("grave", 1))
    assert "Counter Magic, not armed" in body and "Mana" in body


def test_the_grave_viewers_large_card_shows_its_cost_attack_and_hp(app):
    """Issue 23 item 9: a grave opened by a click shows the card under the mouse large
    with its numbers (cost with the upkeep, attack, HP), as the table's zoom does, not
    the bare picture."""
    import pygame

    from scenes.kit.pile_browser import FACE, PileBrowser
    from tests.scenes.shell_helpers import click
    t = table(app)
    s = t.state
    rhino = T.to_grave(s, 0, "Rhino")
    t._legal_cache = None
    t.pipeline.sync()
    app.frame()
    click(app, at(app, t.layout.grave_rect(t.places.side(0)).center))
    browser = app.stack.top
    assert isinstance(browser, PileBrowser)
    d = s.cdef[rhino]
    face = browser.draw_face(d, FACE)
    numbers = t.faces.card_face(d, FACE, s.level[0], t.duel().cost(0, d), 1)
    bare = t.faces.get(d, FACE)
    assert pygame.image.tobytes(face, "RGBA") == pygame.image.tobytes(numbers, "RGBA")
    assert pygame.image.tobytes(face, "RGBA") != pygame.image.tobytes(bare, "RGBA")


def test_a_restored_duel_rebuilds_its_log_in_the_colours_it_had(app):
    """Issue 23 item 9: Continue rebuilds the log from the record; every line keeps the
    colour it had when it was told (an event line its player's colour), none greyed."""
    from tests.scenes.shell_helpers import click
    t = table(app)
    for _ in range(3):                    # your turns: Charge (a flame), then End turn
        click(app, at(app, t.input_part.charge_button.rect.center))
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        if t.input_part.end_button.enabled:
            click(app, at(app, t.input_part.end_button.rect.center))
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
    until(app, lambda: not t.queue.busy and (t.can_act() or t.state.to_move is None), 6000)
    for _ in range(5):
        app.frame()
    told = list(t.log.lines)
    save = {"game": "mabinogi", "record": t.record.to_json(), "meta": t.save_meta()}
    app.stack.pop()
    from scenes import mabinogi
    again = mabinogi.from_save(app, save, inline_ai=True, autosave=False)
    app.stack.push(again, fade=False)
    app.frame()
    rebuilt = [x for x in again.log.lines if not x[0].startswith("Duel restored")]
    assert len(rebuilt) > 20
    k = 0
    for line, colour in rebuilt:
        while k < len(told) and told[k][0] != line:
            k += 1
        assert k < len(told), f"not told before: {line}"
        assert colour == told[k][1], line
        k += 1
    seats = {tuple(c) for _, c in rebuilt}
    assert len(seats) >= 3                # both seats' colours and the plain one


def test_the_ai_seat_is_named_after_its_decks_hero(app):
    """Issue 23 item 9: the AI was always "Morrigan"; it is named after the hero of the
    deck it plays (a random deck drawn from the seed first, as the duel draws it), on
    its panel and in the log."""
    from engines.mabinogi import HEROES
    for decks, seed in ((("wild_pack", "arcane_flame"), 4), (("random", "random"), 11),
                        (("dawn_guard", "random"), 5)):
        t = table(app, decks=decks, seed=seed)
        hero = HEROES[t.state.hero[1]].name
        assert t.names[1] == hero.split(" ")[0] and t.names[0] == "You"
        assert t.state.names[1] == t.names[1]
        assert t.log.lines[0][0].endswith(f" against {hero}.")
        app.stack.pop()


def test_the_tutorials_opponent_keeps_her_name(app):
    from scenes.mabinogi import tutorial_scene
    tut = tutorial_scene(app)
    assert tut.names[1] == "Morrigan"
