"""The Arena table at 3-5 seats (issue 12 §3): the Skirmish (2 against 2) and the Melee
open and play AI turns headless; compact seat panels that never overlap and keep their
text inside with five seats and the longest names; teams by colour and symbol; whose
turn it is; the purple points of the Melee live; a partner's hand face up to the human,
the opponents' face down; the setup's scenario and length; the game-over screen; the
monkey and undo at 4 and 5 seats; the demo with --players 4 and 5."""
from __future__ import annotations

import random

import pygame
import pytest

from app.demo import run_demo
from engines.arena import ARMY, RULES, SPELLS
from engines.arena.state import HIDDEN
from engines.arena.testing import stage
from scenes.arena import layout as L
from scenes.arena.collection import OTHER
from tests.conftest import all_plugins
from tests.scenes.arena.helpers import seated, settle, staged_seats
from tests.scenes.kit.tables import new_table, play_human, until
from tests.scenes.kit.textfit import TextWatch

D = L.Layout()                  # the table's layout at 1280x720

LONG = ("Maximiliana Featherstonehaugh", "Wilhelmina Stormcrest Valdottir",
        "Bartholomew Quillington-Smythe", "Anastasiya Vorontsova-Dashkova",
        "Konstantinos Papadimitriou")
FIVE = ("jace", "nissa", "liliana", "chandra", "gideon")


# --- headless games --------------------------------------------------------------------------
@pytest.mark.parametrize("players,scenario", [(4, "skirmish"), (5, "melee"), (3, "melee")])
def test_ai_seats_play_the_skirmish_and_the_melee_headless(app, monkeypatch, players,
                                                          scenario):
    t = seated(app, players, human_seat=None)
    assert RULES.scenario(t.state)["key"] == scenario
    until(app, lambda: t.state.turn >= players + 2 or t.state.to_move is None, 6000)
    for _ in range(30):
        app.frame()
    assert not t.unhandled_events
    assert t.state.turn >= players + 2 or t.state.to_move is None
    seen: list = []
    from app.ui import text as T
    own = T.fit
    monkeypatch.setattr(T, "fit", lambda x, *a, **k: (seen.append(x), own(x, *a, **k))[1])
    t.drawer.panels.draw_info(pygame.Surface((1280, 720)))
    assert f"The AI plays all {players} seats." in seen


@pytest.mark.parametrize("players", [4, 5])
def test_you_play_at_four_and_five_seats_while_the_ai_seats_take_their_turns(app, players):
    t = seated(app, players, seed=7)
    rng = random.Random(players)
    assert t.names[0] == "You" and len(set(t.names)) == players
    for _ in range(14):
        play_human(app, t, rng)
        if t.state.to_move is None:
            break
    assert not t.unhandled_events
    assert t.state.turn > players          # every AI seat played in between


# --- the panels ------------------------------------------------------------------------------
def _five():
    longest = sorted(SPELLS, key=lambda sp: len(sp.name), reverse=True)
    hands = [[sp.key for sp in longest[k:k + 7]] for k in range(0, 35, 7)]
    s = stage(board_key="melee", armies=FIVE, hands=hands, turn=12, current=0,
              figures=[(0, "jace", 0, (4, 9)), (1, "nissa", 0, (6, 6)),
                       (2, "liliana", 0, (8, 4)), (3, "chandra", 0, (3, 3)),
                       (4, "gideon", 0, (5, 2))],
              damage={(2, "liliana", 0): 5})
    for p in range(5):
        s.grave[p] = [sp.id for sp in longest[:12]]
        s.library[p] = [0] * 12
    return s


def _all_rects(t):
    """Every part of the side column: (name, rect, the rect it must stay inside)."""
    out = []
    for seat in t.places.seat_order():
        panel = t.places.seat_panel(seat)
        head = t.places.head_rect(seat)
        out.append((f"head {seat}", head, panel))
        for k, r in L.head_chips(head).items():
            out.append((f"chip {seat} {k}", r, head))
        for i, r in enumerate(t.places.card_rects_of(seat)):
            out.append((f"card {seat} {i}", r, panel))
    return out


@pytest.mark.parametrize("players", [3, 4, 5])
def test_no_seat_panel_overlaps_another_at_1280x720(app, players):
    t = seated(app, players)
    settle(app, t)
    panels = [t.places.seat_panel(p) for p in t.places.seat_order()]
    assert t.places.seat_order()[-1] == t.seats.me                   # yours at the foot
    screen = pygame.Rect(0, 0, 1280, 720)
    for i, a in enumerate(panels):
        assert D.side.contains(a) and screen.contains(a)
        assert a.h >= 120, "a seat's panel is too small to read"
        for b in panels[i + 1:]:
            assert not a.colliderect(b)
        for other in (t.view.board_area, D.hand, D.info, D.log, D.top):
            assert not a.colliderect(other)
    parts = _all_rects(t)
    for name, r, inside in parts:
        assert inside.contains(r), name
    same_level = {}
    for name, r, inside in parts:
        same_level.setdefault(name.split()[0] == "chip", []).append((name, r))
    for group in same_level.values():
        for i, (na, a) in enumerate(group):
            for nb, b in group[i + 1:]:
                if na.split()[0] == "head" or nb.split()[0] == "head":
                    continue
                assert not a.colliderect(b), (na, nb)
    for seat in range(players):             # every seat's piles and cards can be found
        assert t.places.grave_rect(seat).w >= 40
        for c in t.shown.army[seat]:
            assert t.places.card_rect(c) is not None


def test_five_seats_keep_their_text_inside_with_the_longest_names(app, monkeypatch):
    t = staged_seats(app, _five(), LONG)
    problems = []

    def check(what, draw, parts=(), box=D.screen):
        draw(pygame.Surface((1280, 720), pygame.SRCALPHA))
        watch = TextWatch(monkeypatch)
        t.spell_faces.invalidate()
        t.army_faces.invalidate()
        screen = watch.screen()
        draw(screen)
        texts = [b for surf in [screen.real] + watch.surfaces for b in surf.blits
                 if watch.is_text(b[0])]
        assert texts, f"{what}: no text drawn"
        problems.extend(watch.problems(screen, box, parts, what))
        monkeypatch.undo()

    parts = []
    for seat in t.places.seat_order():
        parts += t.places.card_rects_of(seat)
        parts += list(L.head_chips(t.places.head_rect(seat)).values())
    check("seats", t.drawer.panels.draw_seats, parts, D.side.inflate(2, 2))
    check("turn track", t.drawer.panels.draw_top, (), pygame.Rect(0, 0, D.undo.x, 42))
    assert not problems, "\n".join(problems)
    # the Skirmish: the teams' chips and totals
    s4 = stage(board_key="skirmish", armies=FIVE[:4], turn=7,
               hands=[["fireball"]] * 4, figures=[(0, "jace", 0, (4, 9))])
    t = staged_seats(app, s4, LONG[:4])
    check("skirmish seats", t.drawer.panels.draw_seats, [r for seat in t.places.seat_order()
                                            for r in t.places.card_rects_of(seat)], D.side)
    check("skirmish turn track", t.drawer.panels.draw_top, (), pygame.Rect(0, 0, D.undo.x, 42))
    assert not problems, "\n".join(problems)
    t = staged_seats(app, _five(), LONG)
    for seat in range(5):
        t.mouse = t.places.head_rect(seat).move(0, 0).midleft
        t.mouse = (t.mouse[0] + 30, t.mouse[1])
        assert t.places.expanded_seat() == seat
        check(f"expanded seat {seat}", t.drawer.panels.draw_expanded, t.places.expanded_card_rects(seat),
              t.places.expanded_rect(seat))
    assert not problems, "\n".join(problems)


def test_whose_turn_is_marked_on_its_panel_and_in_the_top_bar(app, monkeypatch):
    t = staged_seats(app, _five(), LONG[:4] + ("You",))
    texts: list = []
    from app.ui import text as T
    own = T.fit

    def spy(s, *a, **k):
        texts.append(s)
        return own(s, *a, **k)
    monkeypatch.setattr(T, "fit", spy)
    monkeypatch.setattr("scenes.arena.table_panels.text.fit", spy)
    t.shown.current = 2                  # an AI seat's turn (the state: yours again)
    t.drawer.panels.draw_top(pygame.Surface((1280, 720)))
    assert any(x.startswith(LONG[2]) and x.endswith("turn") for x in texts), texts
    assert sum(x.isdigit() for x in texts) == 5          # every seat's purple points
    surf = pygame.Surface((1280, 720))
    rendered: list = []
    own_render = T.render
    monkeypatch.setattr("scenes.arena.panels.text.render",
                        lambda s, *a, **k: (rendered.append(s), own_render(s, *a, **k))[1])
    t.drawer.panels.draw_seats(surf)
    assert rendered.count("NOW") == 1              # on the panel of seat 2 only
    t.shown.current = t.seats.me
    rendered.clear()
    texts.clear()
    t.drawer.panels.draw_top(pygame.Surface((1280, 720)))
    assert "Your turn" in texts
    t.drawer.panels.draw_seats(pygame.Surface((1280, 720)))
    assert rendered.count("NOW") == 1
    t.shown.current = 2
    t.drawer.panels.draw_seats(surf)
    head = t.places.head_rect(2)
    from app.ui import palette
    assert tuple(surf.get_at((head.centerx, head.y + 1)))[:3] == palette.ACCENT


def test_each_seat_has_its_own_colour_and_symbol_and_a_team_its_colour_and_emblem(app):
    t = seated(app, 5)
    looks = [t.places.seat_look(p) for p in range(5)]
    assert len({c for c, _ in looks}) == 5 and len({m for _, m in looks}) == 5
    settle(app, t)
    t4 = seated(app, 4)
    teams = t4.state.config["teams"]
    looks4 = [t4.places.seat_look(p) for p in range(4)]
    assert len({m for _, m in looks4}) == 4                     # a symbol each
    for team in teams:                                          # teammates share a colour
        assert len({looks4[q][0] for q in team}) == 1
    assert looks4[teams[0][0]][0] != looks4[teams[1][0]][0]
    assert {t4.places.team_index(q) for q in teams[0]} == {0}


def test_a_partners_hand_is_shown_face_up_and_the_opponents_face_down(app, monkeypatch):
    hands = [["fireball", "kindle"], ["rally", "smite", "arrest"], ["unsummon", "fog"],
             ["mind_spike"]]
    s = stage(board_key="skirmish", armies=("chandra", "gideon", "jace", "nissa"),
              hands=hands, figures=[(0, "chandra", 0, (4, 9)), (1, "gideon", 0, (5, 9)),
                                    (2, "jace", 0, (4, 3)), (3, "nissa", 0, (6, 3))])
    t = staged_seats(app, s, ("You", "Ivy", "Bram", "Tomas"))
    partner = t.places.partners()
    assert len(partner) == 1
    q = partner[0]
    opponents = [p for p in range(4) if p not in (t.seats.me, q)]
    assert t.places.hand_faces(q) == list(t.state.hand[q]) and t.places.hand_faces(q)
    for p in opponents:
        faces = t.places.hand_faces(p)
        assert faces and all(k == HIDDEN for k in faces)
    drawn: list = []
    own = t.spell_faces.get
    monkeypatch.setattr(t.spell_faces, "get", lambda k, size: (drawn.append(k),
                                                                own(k, size))[1])
    for seat, want in [(q, list(t.state.hand[q]))] + [(p, None) for p in opponents]:
        drawn.clear()
        head = t.places.head_rect(seat)
        t.mouse = (head.x + 40, head.y + 8)
        t.drawer.panels.draw_expanded(pygame.Surface((1280, 720)))
        if want is None:
            assert drawn and all(k == HIDDEN for k in drawn)
        else:
            assert drawn == want
    # a face-up card of the partner zooms; a card back does not
    head = t.places.head_rect(q)
    t.mouse = (head.x + 40, head.y + 8)
    assert t.places.expanded_seat() == q
    r = t.places.expanded_hand_rects(q)[0]
    t.mouse = r.center
    assert t.places.expanded_seat() == q
    assert t.card_under(r.center) == ("spell", t.state.hand[q][0])
    head = t.places.head_rect(opponents[0])
    t.mouse = (head.x + 40, head.y + 8)
    r = t.places.expanded_hand_rects(opponents[0])[0]
    t.mouse = r.center
    assert t.card_under(r.center) is None


def test_the_melees_purple_points_are_shown_live(app, monkeypatch):
    s = _five()
    purple = [h for h in range(s.board.n) if s.board.purple[h]]
    assert purple
    from engines.arena.state import place
    from engines.arena.testing import fig
    f = fig(s, 1, "nissa")
    place(s, f, purple[0])
    t = staged_seats(app, s, LONG)
    assert t.shown.purple_points(1) == ARMY[s.c_key[s.pw[1]]].ppf > 0
    seen: list = []
    from app.ui import text as T
    own = T.fit
    monkeypatch.setattr("scenes.arena.panels.text.fit",
                        lambda x, *a, **k: (seen.append(x), own(x, *a, **k))[1])
    t.drawer.panels.draw_seats(pygame.Surface((1280, 720)))
    assert f"{t.shown.purple_points(1)} pts" in seen
    assert t.drawer.panels.top_key() != ()                   # the top bar redraws when points change
    key = t.drawer.panels.top_key()
    place(t.shown, f, [h for h in range(s.board.n) if not s.board.purple[h]
                       and s.at[h] < 0][0])
    assert t.drawer.panels.top_key() != key


# --- setup, game over, log ---------------------------------------------------------------------
def test_the_setup_offers_the_battlefield_and_the_melees_length(app):
    plugin = all_plugins()["arena"]
    assert list(plugin.player_counts) == [2, 3, 4, 5]
    opts = {o.key: o for o in plugin.options}
    field = opts["battlefield"]
    # at every count (issue 27: then the maps of the store, scenes.arena.setup_scenario)
    assert field.visible is None
    four = [c[0] for c in field.choices(app, 4) if not c[0].startswith("map:")]
    assert four == ["standard", "melee36", "melee48", "melee60"]
    assert "Skirmish" in field.choices(app, 4)[0][1]
    assert [c[0] for c in field.choices(app, 3)][:3] == ["standard", "melee48", "melee60"]
    armies = [a for a, _, _ in opts["armies"].choices(app, 5)]
    assert armies[-1] == OTHER and OTHER in [a for a, _, _ in opts["armies"].choices(app, 2)]
    base = {"armies": [armies[0]] + [OTHER] * 4}
    c5 = plugin.config_for(dict(base, battlefield="melee36"), 5)
    assert c5["scenario"] == "melee" and c5["turns"] == 36
    assert len({a["planeswalker"] for a in c5["armies"]}) == 5   # another each
    same = plugin.config_for({"armies": [armies[0]] + ["Jace's default army"] * 4}, 5)
    assert [a["planeswalker"] for a in same["armies"]][1:] == ["jace"] * 4   # as shown
    c4 = plugin.config_for(dict(base, battlefield="standard"), 4)
    assert c4["scenario"] == "skirmish" and "turns" not in c4
    c4m = plugin.config_for(dict(base, battlefield="melee48"), 4)
    assert c4m["scenario"] == "melee" and c4m["turns"] == 48
    assert "scenario" not in plugin.config_for(base, 2)
    t = seated(app, 4, options=c4m)
    assert t.state.scenario == "melee" and t.state.turns == 48 and not t.places.partners()
    t3 = seated(app, 3, options=plugin.config_for(dict(base, battlefield="melee60"), 3))
    assert t3.state.turns == 60


def test_the_setup_screen_lays_out_every_row_at_five_players(app, fresh_home):
    from scenes.game_setup import GameSetupScene
    setup = GameSetupScene(app)
    app.stack.push(setup, fade=False)
    setup.select("arena")
    setup._set_players(5)
    rows = [c.rect for c in setup.option_controls.values()]
    assert len(rows) == 7                       # five armies, the Melee's length, the build
    for i, a in enumerate(rows):
        for b in rows[i + 1:]:
            assert not a.colliderect(b)
        assert not a.colliderect(setup.start_button.rect)
    setup._set_players(4)
    assert setup.control("battlefield") is not None
    app.frame()


@pytest.mark.parametrize("scenario", ["skirmish", "melee"])
def test_the_game_over_screen_tells_the_team_result_or_the_melee_points(app, scenario):
    t = seated(app, 4, options={"scenario": scenario, "turns": 48} if scenario == "melee"
               else {"scenario": scenario})
    settle(app, t)
    st = t.state
    teams = st.config.get("teams")
    st.winners = list(teams[0]) if teams else [1]
    st.to_move = None
    st.end_reason = "test"
    t.show_game_over()
    screen = app.stack.top
    assert screen is not t
    if scenario == "skirmish":
        who = " and ".join(t.names[q] for q in sorted(teams[0]))
        assert f"Team 1 ({who}) wins." in screen.subtitle
    else:
        assert "purple spaces" in screen.subtitle
    app.frame()


def test_the_log_tells_the_new_multiplayer_events_in_you_grammar(app):
    t = seated(app, 4)
    settle(app, t)
    lines = [line for line, _ in t.log.lines]
    assert any(line.startswith("A new Skirmish: You (") for line in lines), lines[:3]
    assert any("goes first" in line or "You go first" in line for line in lines)
    s = t.state
    ev = {"type": "TurnPassed", "player": t.seats.me}
    assert t._narrate(ev) == "You have no figure left: the turn passes."
    ev = {"type": "TurnPassed", "player": 2}
    assert t._narrate(ev) == f"{t.names[2]} has no figure left: the turn passes."
    assert s.players == 4
    from engines.arena.wording import narrate
    team = {"type": "FirstPlayerChosen", "player": 0, "first": 0, "why": "team high roll"}
    assert narrate(s, team, 0) == "Your team rolls highest: you, sitting farthest to " \
        "the left, go first."
    assert narrate(s, team, 2) == f"{t.names[0]}'s team rolls highest: {t.names[0]}, " \
        "sitting farthest to the left, goes first."
    high = {"type": "FirstPlayerChosen", "player": 2, "first": 2, "why": "high roll"}
    assert narrate(s, high, 0) == f"{t.names[2]} rolls highest and goes first."
    assert narrate(s, dict(high, first=0, player=0), 0) == "You roll highest and go first."


# --- the kit's monkey and undo, at 4 and 5 seats; the demo -------------------------------------
@pytest.mark.parametrize("players", [4, 5])
def test_monkey_at_four_and_five_seats(app, fresh_home, players):
    from scenes.menu import MenuScene
    from tests.scenes.test_monkey import run_monkey
    app.settings.ai_difficulty = "easy"
    plugin = all_plugins()["arena"]
    table = plugin.table_scene(app, players=players, difficulty="easy", options={}, seed=3)
    visited = run_monkey(app, [MenuScene(app), table], 200, random.Random(players))
    assert app.stack.scenes
    assert type(table).__name__ in visited


@pytest.mark.parametrize("players", [4, 5])
def test_undo_at_four_and_five_seats(app, players):
    from tests.scenes.kit.test_undo import _assert_playable, _ready
    rng = random.Random(players)
    t = new_table(app, "arena", players=players, seed=2, speed="instant")
    for _ in range(rng.randrange(2, 6)):
        assert _ready(app, t)
        t.popup = None
        assert t.human_act(rng.choice(t.legal())) is None
    assert _ready(app, t)
    before = RULES.to_json(t.state)
    actions = len(t.record.actions)
    t.popup = None
    assert t.human_act(rng.choice(t.legal())) is None
    for _ in range(40):
        app.frame()
    if t.state.to_move is None:
        pytest.skip("the decision ended the game")
    from tests.scenes.shell_helpers import key
    app.frame([key(pygame.K_z, pygame.KMOD_CTRL)])
    assert RULES.to_json(t.state) == before
    assert len(t.record.actions) == actions
    _assert_playable(app, t, rng)


@pytest.mark.parametrize("players", [4, 5])
def test_the_headless_demo_runs_at_four_and_five_seats(fresh_home, tmp_path, players):
    shot = tmp_path / f"arena{players}.png"
    assert run_demo(all_plugins(), "arena", players=players, seed=3, frames=200,
                    headless=True, screenshot=str(shot)) == 0
    assert shot.exists()


def test_a_saved_skirmish_comes_back_with_its_four_seats_and_teams(app):
    t = seated(app, 4, seed=9)
    rng = random.Random(9)
    for _ in range(4):
        play_human(app, t, rng)
    until(app, lambda: t.can_act() or t.state.to_move is None)
    save = {"record": t.record.to_json(), "meta": t.save_meta()}
    back = all_plugins()["arena"].from_save(app, save, inline_ai=True, autosave=False)
    assert back.players == 4 and back.names == t.names
    assert back.state.config.get("teams") == t.state.config.get("teams")
    assert RULES.to_json(back.state) == RULES.to_json(t.state)
    assert back.places.partners() == t.places.partners()
    app.stack.push(back, fade=False)
    app.frame()


def test_a_seat_expands_on_hover_and_its_clicks_stay_off_the_battlefield(app):
    from tests.scenes.shell_helpers import click, motion
    s = stage(board_key="skirmish", armies=("chandra", "gideon", "jace", "nissa"),
              hands=[["fireball"], ["rally", "smite"], ["unsummon"], ["fog"]],
              figures=[(0, "chandra", 0, (4, 9)), (1, "gideon", 0, (5, 9)),
                       (2, "jace", 0, (4, 3)), (3, "nissa", 0, (6, 3))])
    t = staged_seats(app, s, ("You", "Ivy", "Bram", "Tomas"))
    assert t.can_act()
    head = t.places.head_rect(1)
    app.frame([motion((head.x + 40, head.y + 8))])
    assert t.places.expanded_seat() == 1
    card = t.places.expanded_card_rects(1)[0]
    assert t.view.board_area.colliderect(card)            # it lies over the battlefield
    app.frame([motion(card.center)])
    assert t.places.expanded_seat() == 1                     # the mouse went on into it
    actions = len(t.record.actions)
    click(app, card.center)
    assert len(t.record.actions) == actions          # nothing done on the battlefield
    assert t.zoom_key == ("army", t.state.c_key[t.state.army[1][0]], t.state.army[1][0])
    # your own seat: a card you may choose is chosen from the expanded panel
    t.zoom_key, t.zoom_pinned = None, False
    head = t.places.head_rect(0)
    app.frame([motion((head.x + 40, head.y + 8))])
    mine = t.places.expanded_card_rects(0)[0]
    app.frame([motion(mine.center)])
    c = t.state.army[0][0]
    assert ("card", c) in t.legal()
    click(app, mine.center)
    assert t.record.actions[-1] == ("card", c)
    app.frame([motion((640, 300))])                 # away: the seat folds up
    assert t.places.expanded_seat() is None


def test_four_ai_seats_think_in_the_worker_while_the_frames_go_on(app, fresh_home):
    """The AI seats' decisions are asked of the kit's worker process: frames keep being
    drawn while a seat thinks (the window never waits for the AI)."""
    import time
    plugin = all_plugins()["arena"]
    app.settings.animation_speed = "instant"
    t = plugin.demo_scene(app, players=5, seed=3, inline_ai=False)
    t.ai_pace = 0.0
    app.stack.push(t, fade=False)
    if t.ai.worker is None:
        pytest.skip("no worker process on this machine")
    thinking_frames = 0
    stop = time.time() + 60
    try:
        while len(t.record.actions) < 12 and time.time() < stop:
            app.frame()
            if t.ai.thinking:
                thinking_frames += 1
            time.sleep(0.002)
    finally:
        t.exit()
    assert len(t.record.actions) >= 12, "the worker never answered"
    assert thinking_frames > 0          # frames were drawn while a seat was thinking
