"""The Arena table driven by synthetic input (issue 10 §3): a drag that moves a figure,
a refused drop that snaps back and says the engine's reason, attacks by drag and by
click with the sight line and the dice, summoning from the reserve, the view's controls
(rotation, zoom, pan, levels), painter's order from every angle, the ruler, the
graveyard, the game-over screen and the setup options."""
from __future__ import annotations

import pygame
import pytest

from engines.arena import RULES
from engines.arena.state import FIELD, RESERVE
from engines.arena.testing import fig, hx, rig_dice, stage
from tests.scenes.arena.helpers import make_table, settle, staged
from tests.scenes.shell_helpers import drag, key, motion, tap, wheel


def duel(**kw):
    kw.setdefault("armies", ("chandra", "gideon"))
    kw.setdefault("figures", [(0, "chandra", 0, (4, 9)), (1, "gideon", 0, (5, 6))])
    kw.setdefault("chosen", "chandra")
    return stage(**kw)


def centre(t, name):
    r = t.element_rect(name)
    assert r is not None, name
    return r.center


def hex_point(t, h):
    """A point where hex h is seen (not hidden by a hill in front of it)."""
    x, y = t.view.cam.hex_center(h)
    k = t.view.cam.s
    for dx, dy in ((0, 0.12), (0, 0), (0, -0.12), (-0.2, -0.1), (0.2, -0.1), (-0.2, 0.1),
                   (0.2, 0.1), (0, -0.2)):
        p = (round(x + dx * k), round(y + dy * k))
        if t.places.hex_at(p) == h:
            return p
    raise AssertionError(f"hex {h} is hidden")


def _seen(t, h) -> bool:
    try:
        hex_point(t, h)
        return True
    except AssertionError:
        return False


# --- moving -------------------------------------------------------------------------------------
def test_dragging_a_figure_onto_a_lit_space_moves_it_along_its_path(app):
    s = duel(chosen=None)                     # the card is chosen by the drag itself
    t = staged(app, s)
    f = fig(s, 0, "chandra")
    p = t.moves.plan(f)
    dest = hx(s, 4, 12)
    assert dest in p.moves and p.reach[dest].cost == 3
    assert ("hex", dest) in t._legal_targets(("fig", f))
    drag(app, centre(t, f"fig:{f}"), hex_point(t, dest))
    assert t.record.actions[-2:] == [("card", s.pw[0]), ("move", f, dest)]
    settle(app, t)
    assert t.shown.f_hex[f] == dest and t.state.f_hex[f] == dest
    assert any("You move Chandra Nalaar" in line for line, _ in t.log.lines)


def test_the_path_and_the_costs_light_up_while_a_figure_is_held(app):
    t = staged(app, duel())
    f = fig(t.state, 0, "chandra")
    start = centre(t, f"fig:{f}")
    dest = hx(t.state, 2, 10)
    app.frame([motion(start), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    app.frame([motion(hex_point(t, dest), (1, 0, 0))])
    assert t.drag.dragging == ("fig", f)
    lit = t.drawer.lit()
    assert lit[dest][1] == str(t.moves.plan(f).reach[dest].cost)
    assert all(h in lit for h in t.moves.plan(f).moves)
    calls = []
    own = t.drawer.measures.draw_path
    t.drawer.measures.draw_path = lambda surface, reach: (calls.append(reach.dest), own(surface, reach))
    app.frame()
    assert calls and calls[-1] == (dest,)
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=hex_point(t, dest), button=1)])
    settle(app, t)
    assert t.state.f_hex[f] == dest


def test_a_refused_drop_snaps_back_and_shows_the_engines_reason(app):
    t = staged(app, duel())
    s = t.state
    f = fig(s, 0, "chandra")
    far = hx(s, 5, 1)
    before = RULES.to_json(s)
    drag(app, centre(t, f"fig:{f}"), hex_point(t, far))
    assert RULES.to_json(t.state) == before and not t.record.actions[-1:] == [("move", f, far)]
    assert t.drag.message and "out of reach" in t.drag.message
    assert ("fig", f) in t.drag.hidden_keys          # flying back to its space
    for _ in range(30):
        app.frame()
    assert not t.drag.busy and t.state.f_hex[f] == hx(s, 4, 9)


def test_a_move_that_draws_a_leaving_engagement_attack_is_marked_before_the_drop(app):
    s = duel(figures=[(0, "chandra", 0, (4, 9)), (1, "soldiers", 0, (4, 10)),
                      (1, "gideon", 0, (5, 2))])
    t = staged(app, s)
    f = fig(s, 0, "chandra")
    p = t.moves.plan(f)
    marked = [h for h, r in p.reach.items() if r.n_attacks]
    assert marked, "leaving the soldier's engagement is never free"
    calls = []
    t.drawer.measures.danger = lambda surface, pos, attacks, falls: calls.append((attacks, falls))
    t.moves.selected = f
    app.frame([motion(hex_point(t, marked[0]))])
    assert any(a for a, _ in calls)


# --- attacking ----------------------------------------------------------------------------------
def test_dragging_onto_an_opponent_attacks_and_the_dice_tumble(app):
    s = duel(figures=[(0, "chandra", 0, (4, 9)), (1, "gideon", 0, (5, 7))])
    t = staged(app, s)
    app.settings.animation_speed = "normal"
    f, g = fig(s, 0, "chandra"), fig(s, 1, "gideon")
    assert g in t.moves.plan(f).attacks
    rig_dice(t.state, [1, 2, 3, 6, 6, 6, 6, 6, 6])      # 3 hits, no shields
    drag(app, centre(t, f"fig:{f}"), centre(t, f"fig:{g}"))
    assert t.record.actions[-1] == ("attack", f, g)
    from scenes.arena.table_anim import DiceTray
    seen = False
    for _ in range(400):            # the result stays up 2 s once the dice rest
        app.frame()
        seen = seen or isinstance(t.queue.current, DiceTray)
        if not t.queue.busy:
            break
    assert seen, "the dice were not rolled on the table"
    assert t.state.f_dmg[g] == 3 and t.shown.f_dmg[g] == 3
    assert any("3 hits against 0 shields" in line for line, _ in t.log.lines)
    assert not t.unhandled_events


def test_hovering_a_target_draws_the_sight_line_and_the_dice(app):
    s = duel(figures=[(0, "chandra", 0, (4, 9)), (1, "gideon", 0, (5, 7))])
    t = staged(app, s)
    f, g = fig(s, 0, "chandra"), fig(s, 1, "gideon")
    tap(app, centre(t, f"fig:{f}"))
    assert t.moves.selected == f
    seen = {}
    t.drawer.measures.draw_sight = lambda surface, sl: seen.setdefault("sight", sl)
    t.drawer.measures.pill = lambda surface, label, pos, edge: seen.setdefault("pill", label)
    app.frame([motion(centre(t, f"fig:{g}"))])
    assert seen["sight"].clear
    att, dfn, notes = RULES.attack_dice(t.state, f, g)
    assert seen["pill"].startswith(f"{att} vs {dfn}")
    app.frame([key(pygame.K_ESCAPE)])                # Esc lets go of the figure
    assert t.moves.selected is None and app.stack.top is t
    tap(app, centre(t, f"fig:{f}"))
    tap(app, centre(t, f"fig:{g}"))                  # click: the attack
    assert t.record.actions[-1] == ("attack", f, g)


def test_an_attack_out_of_range_is_refused_with_the_reason(app):
    s = duel(figures=[(0, "chandra", 0, (4, 12)), (1, "gideon", 0, (5, 2))])
    t = staged(app, s)
    f, g = fig(s, 0, "chandra"), fig(s, 1, "gideon")
    t.moves.selected = f
    reason = t.input_part.figure_to(f, t.state.f_hex[g])
    assert reason and "Out of range" in reason
    assert t.record.actions == [] or t.record.actions[-1][0] != "attack"


def test_a_destroyed_planeswalker_ends_the_game_on_the_game_over_screen(app):
    from scenes.kit.game_over import GameOverScene
    s = duel(figures=[(0, "chandra", 0, (4, 9)), (1, "gideon", 0, (5, 7))],
             damage={(1, "gideon", 0): 5})
    t = staged(app, s)
    f, g = fig(s, 0, "chandra"), fig(s, 1, "gideon")
    rig_dice(t.state, [1, 2, 3, 6, 6, 6, 6, 6, 6])
    assert t.human_act(("attack", f, g)) is None
    for _ in range(300):
        app.frame()
        if isinstance(app.stack.top, GameOverScene):
            break
    assert isinstance(app.stack.top, GameOverScene)
    assert app.stack.top.winners == [0]


# --- summoning ----------------------------------------------------------------------------------
def test_dragging_a_reserve_card_onto_a_lit_space_summons_it(app):
    t = make_table(app, seed=4)
    settle(app, t)
    while t.decision().kind != "turn":             # the placing question
        t.human_act(t.decision().options[0])
        settle(app, t)
    s = t.state
    squad = next(c for c in s.army[t.seats.me] if c != s.pw[t.seats.me]
                 and all(s.f_zone[f] == RESERVE for f in s.c_figs[c])
                 and RULES.army[s.c_key[c]].size == 1)
    prefix, puts = t.moves.summon_plan(squad)
    assert puts, "nowhere to summon"
    h = next(h for h in sorted(puts) if _seen(t, h))
    drag(app, centre(t, f"card:{squad}"), hex_point(t, h))
    first = s.c_figs[squad][0]
    assert t.state.f_zone[first] == FIELD and t.state.f_hex[first] == h
    settle(app, t)
    d = t.decision()                                # the next figure: a lit space
    assert d.kind == "choose" and t.moves.board_choice() is d
    nxt = t.moves.lit_choice()
    assert nxt
    tap(app, hex_point(t, next(h for h in sorted(nxt) if _seen(t, h))))
    assert t.state.f_zone[s.c_figs[squad][1]] == FIELD


# --- the view -----------------------------------------------------------------------------------
def test_q_and_e_turn_the_view_wheel_zooms_and_the_background_pans(app):
    t = staged(app, duel())
    rot, zi = t.view.cam.rot, t.view.cam.zi
    app.frame([key(pygame.K_e)])
    assert t.view.cam.rot == (rot + 1) % 6
    app.frame([key(pygame.K_q), key(pygame.K_q)])
    assert t.view.cam.rot == (rot - 1) % 6
    tap(app, centre(t, "rotate_right"))
    assert t.view.cam.rot == rot
    app.frame([motion(t.view.board_area.center), wheel(1)])
    assert t.view.cam.zi == zi + 1
    app.frame([wheel(-1), wheel(-1)])
    assert t.view.cam.zi == zi - 1
    corner = (t.view.board_area.x + 20, t.view.board_area.y + 20)
    pan = list(t.view.cam.pan)
    drag(app, corner, (corner[0] + 60, corner[1] + 30))
    assert t.view.cam.pan == [pan[0] + 60, pan[1] + 30]
    assert t.record.actions == [] or t.record.actions[-1][0] not in ("move", "attack")
    app.frame([key(pygame.K_h)])
    assert t.view.overlay
    tap(app, centre(t, "fit"))
    assert t.view.cam.pan == [0.0, 0.0]


def _tower_board():
    """A small flat board with a tall solid ruin in the middle."""
    from engines.arena.testing import tiny_board
    return tiny_board("tiny_tower", ["1 1 1 1 1 1 1",
                                     "1 1 1 1 1 1 1",
                                     "1 1 1 1X6 1 1 1",
                                     "1 1 1 1 1 1 1",
                                     "1 1 1 1 1 1 1",
                                     "1 1 1 1 1 1 1"])


def _cliff_board():
    """A small flat board with a column seven levels high."""
    from engines.arena.testing import tiny_board
    return tiny_board("tiny_cliff", ["1 1 1 1 1 1 1",
                                     "1 1 1 1 1 1 1",
                                     "1 1 7 1 1 1 1",
                                     "1 1 1 1 1 1 1"])


def _board_pixels(app, t):
    app.frame()
    return app.screen.copy()


@pytest.mark.parametrize("rot", range(6))
def test_painters_order_is_right_from_every_angle(app, rot):
    """Every column is drawn after the ones behind it; a figure behind the ruin is hidden
    by it where the ruin stands in front, a figure in front of it is drawn over it."""
    board = _tower_board()
    s = stage(board_key=board.key, armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 0)), (1, "gideon", 0, (6, 0))], chosen="chandra")
    t = staged(app, s)
    t.view.cam.rot = rot
    t.view.cam.fit_zoom()
    t.view.targets_key = None
    order = t.view.cam.order()
    rank = {h: i for i, h in enumerate(order)}
    for h in range(board.n):
        for j in t.view.cam.front_neighbours(h):
            if j >= 0:
                assert rank[j] > rank[h]
    ruin = next(h for h in range(board.n) if board.ruin_top[h])
    xr, yr = t.view.cam.turned(ruin)                     # two rows straight behind it
    behind = next(j for j in range(board.n) if abs(t.view.cam.turned(j)[0] - xr) < 0.01
                  and abs(yr - t.view.cam.turned(j)[1] - 3 ** 0.5) < 0.01)
    front = next(j for j in t.view.cam.front_neighbours(ruin) if j >= 0)
    from engines.arena.state import place
    g = fig(t.state, 1, "soldiers")
    t.state.f_zone[g] = FIELD
    empty = _board_pixels(app, t)
    place(t.state, g, behind)
    t._show_state()
    hidden = _board_pixels(app, t)
    bx, by = t.places.fig_sprite(g)[1]
    base = (round(bx), round(by) - 3)
    assert hidden.get_at(base) == empty.get_at(base), "the standee shows through the ruin"
    place(t.state, g, front)
    t._show_state()
    shown = _board_pixels(app, t)
    r = t.places.figure_rect(g)
    assert shown.get_at(r.center) != empty.get_at(r.center), "the standee in front is hidden"


def test_a_drop_that_falls_is_marked_before_the_drop(app):
    board = _cliff_board()
    s = stage(board_key=board.key, armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (1, 2)), (1, "gideon", 0, (6, 0))], chosen="chandra")
    t = staged(app, s)
    f = fig(s, 0, "chandra")
    p = t.moves.plan(f)
    falls = [h for h, r in p.reach.items() if r.n_falls]
    assert falls, "a step down of six levels is a fall"
    marks = []
    t.drawer.measures.danger = lambda surface, pos, attacks, falls: marks.append((attacks, falls))
    t.moves.selected = f
    app.frame([motion(hex_point(t, falls[0]))])
    assert any(fl and not a for a, fl in marks)


def test_the_ruler_measures_sight_between_two_places_while_r_is_held(app):
    t = staged(app, duel())
    s = t.state
    a, b = hx(s, 4, 9), hx(s, 5, 6)
    app.frame([motion(hex_point(t, a)), key(pygame.K_r)])
    assert t.view.ruler_on and t.view.ruler_from == a
    seen = {}
    t.drawer.measures.draw_sight = lambda surface, sl: seen.setdefault("sl", sl)
    app.frame([motion(hex_point(t, b))])
    assert "sl" in seen and seen["sl"].rays > 0
    app.frame([pygame.event.Event(pygame.KEYUP, key=pygame.K_r, mod=0)])
    assert not t.view.ruler_on


def test_clicking_a_graveyard_opens_the_pile_browser(app):
    from scenes.kit.pile_browser import PileBrowser
    s = duel()
    s.grave[1] = [RULES.spells.index(sp) if False else sp.id for sp in RULES.spells[:3]]
    t = staged(app, s)
    tap(app, t.places.grave_rect(1).center)
    assert isinstance(app.stack.top, PileBrowser)
    assert len(app.stack.top.items) == 3


def test_the_setup_screen_chooses_each_sides_army(app, fresh_home):
    from tests.conftest import all_plugins
    plugin = all_plugins()["arena"]
    assert plugin.collection is not None and plugin.collection.kind == "army"
    names = [c[0] for c in next(o for o in plugin.options if o.key == "armies").choices(app, 2)]
    assert "Nissa's default army" in names and "Liliana's default army" in names
    opts = plugin.config_for({"armies": ["Nissa's default army", "Liliana's default army"]},
                             2)
    t = make_table(app, options=opts)
    s = t.state
    assert RULES.army[s.c_key[s.pw[t.seats.me]]].key == "nissa"
    assert RULES.army[s.c_key[s.pw[t.places.opp]]].key == "liliana"


def test_a_hidden_enchant_question_names_your_face_down_card(app):
    """The opponent attacks your Planeswalker: the pop-up asks whether to flip your
    face-down Divine Ward and says which card it is."""
    from engines.arena.content import SPELL_INDEX
    s = duel(figures=[(0, "gideon", 0, (4, 9)), (1, "chandra", 0, (4, 8))],
             armies=("gideon", "chandra"), current=1, chosen="chandra")
    ward = SPELL_INDEX["divine_ward"]
    s.c_hidden[s.pw[0]] = [[ward, 0, 1]]
    t = staged(app, s)               # the AI (Chandra) attacks at once
    for _ in range(600):
        if t.can_act():
            break
        app.frame()
    settle(app, t)
    d = t.decision()
    assert d.kind == "yes_no" and d.player == 0
    assert t.popup is not None and "Divine Ward" in t.popup.body


def test_clicking_an_opponent_with_nothing_selected_shows_its_card(app):
    s = duel(figures=[(0, "chandra", 0, (4, 9)), (1, "gideon", 0, (5, 7))])
    t = staged(app, s)
    g = fig(s, 1, "gideon")
    tap(app, centre(t, f"fig:{g}"))
    assert t.moves.selected is None and t.zoom_pinned
    assert t.zoom_key[:2] == ("army", s.c_key[s.pw[1]])
    app.frame([motion((t.view.board_area.x + 10, t.view.board_area.bottom - 60))])
    assert not t.zoom_pinned and t.zoom_key is None      # moving away lets it go


def test_settled_dice_show_the_engines_faces_upright_side_by_side(app):
    t = staged(app, duel())
    group = [{"type": "DiceRolled", "player": 0, "die": "combat", "dice": [1, 4, 6, 2, 5],
              "why": "attack", "side": "attack", "figure": fig(t.state, 0, "chandra")},
             {"type": "DiceRolled", "player": 1, "die": "d20", "dice": [9], "why": "x"}]
    tray = t.parts.handlers._dice(group, seed=7)
    tray.start()
    tray.finish()
    for rect, die, caption in tray.trays:
        assert die.faces == die.values
        assert all(b.angle == 0.0 for b in die.bodies)
        xs = sorted(b.position.x for b in die.bodies)
        assert all(b - a >= die.SIZE * 0.8 for a, b in zip(xs, xs[1:]))
        assert rect.left <= xs[0] and xs[-1] <= rect.right
    assert tray.trays[0][2].endswith("2 hits") and tray.trays[1][2].endswith(": 9")


def test_your_face_down_card_is_named_in_your_log_once(app):
    from engines.arena.content import SPELL_INDEX
    s = duel(hands=[["fire_shield"], []])
    t = staged(app, s)
    before = len(t.log.lines)
    assert t.human_act(("cast", SPELL_INDEX["fire_shield"])) is None
    settle(app, t)
    lines = [line for line, _ in t.log.lines[before:]]
    assert "You play Fire Shield face down" in lines
    assert not any("a card face down" in line or "hidden enchant face" in line
                   for line in lines), lines


def test_engaged_figures_are_marked_between_them(app):
    s = duel(figures=[(0, "chandra", 0, (4, 9)), (1, "soldiers", 0, (4, 8)),
                      (1, "gideon", 0, (5, 2))])
    t = staged(app, s)
    f, g = fig(s, 0, "chandra"), fig(s, 1, "soldiers")
    assert t.drawer.engagements() == [tuple(sorted((f, g)))]
    marks = []
    t.drawer.measures.danger = lambda surface, pos, attacks, falls: marks.append(pos)
    app.frame()
    assert marks
