"""The Magi-Nation table driven by synthetic mouse and key events on fixed positions
(decks in a fixed order, player 0 first; positions reached by replaying engine actions)."""
from __future__ import annotations

import pygame

from engines.core.replay import Record
from engines.magination import RULES
from engines.magination.read import Board

P0_DECK = ["Diobor", "Drakan", "Kelthet", "Weebo", "Greater Vaal"]
P1_DECK = ["Furok", "Leaf Hyren", "Balamant Pup", "Rudwot", "Weebo"]


def config():
    return {"players": 2, "names": ["You", "Bram"], "first_player": 0, "fixed_order": True,
            "strict": False,
            "decks": [{"magi": ["Grega", "Gar", "Ashgar"], "cards": P0_DECK + ["Baloo Root"] * 20},
                      {"magi": ["Evu", "Tryn", "Yaki"], "cards": P1_DECK + ["Baloo Root"] * 20}]}


def drive(plays=(), until=None, limit=200):
    """Engine actions from the start: 'no' to starting cards, the named creatures played
    in the Play Creatures step (by (player, name)), other steps ended, until ``until(s)``."""
    s = RULES.new_game(config(), 5)
    actions = []
    todo = list(plays)
    for _ in range(limit):
        if until is not None and until(s):
            break
        legal = RULES.legal_actions(s)
        a = None
        if ("no",) in legal:
            a = ("no",)
        elif s.step == 4 and free_turn(s):
            for (p, name) in todo:
                if p == s.current:
                    try:
                        iid = s.find(p, name, "hand")
                    except KeyError:
                        continue
                    if ("play", iid) in legal:
                        a = ("play", iid)
                        todo.remove((p, name))
                        break
        if a is None:
            a = ("end_step",) if ("end_step",) in legal else legal[0]
        RULES.apply(s, a)
        actions.append(a)
    return s, actions


def make_table(app, actions, speed="fast"):
    from scenes.magination.table import MagiNationTable
    app.settings.animation_speed = speed
    rec = Record("magination", config(), 5, list(actions))
    t = MagiNationTable(app, record=rec, inline_ai=True, autosave=False)
    app.stack.push(t, fade=False)
    settle(app, t)
    return t


def settle(app, t, limit=3000):
    for _ in range(limit):
        app.frame()
        if t.can_act() and t.pipeline.synced and not t.drag.busy:
            return
    raise AssertionError("the table never became ready for the human")


def ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def press_move(app, start, end):
    app.frame([ev(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
               ev(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    app.frame([ev(pygame.MOUSEMOTION, pos=mid, rel=(mid[0] - start[0], mid[1] - start[1]),
                  buttons=(1, 0, 0))])
    app.frame([ev(pygame.MOUSEMOTION, pos=end, rel=(end[0] - mid[0], end[1] - mid[1]),
                  buttons=(1, 0, 0))])


def drag(app, start, end):
    press_move(app, start, end)
    app.frame([ev(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def click(app, pos):
    app.frame([ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.frame([ev(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def free_turn(s) -> bool:
    d = RULES.decision(s)
    return d is not None and d.kind == "turn"


def at_step(step, player=0):
    return lambda s: s.current == player and s.step == step and free_turn(s)


def test_drag_creature_from_hand_plays_it(app):
    s, acts = drive(until=at_step(4))
    t = make_table(app, acts)
    kel = t.state.find(0, "Kelthet", "hand")
    before = t.state.magi_energy(0)
    press_move(app, t.element_rect(f"card:{kel}").center, t.element_rect("creatures:0").center)
    assert t.input_part.drag_cost_label() == "Cost 4"
    assert "creatures" in t.drag.legal
    app.frame([ev(pygame.MOUSEBUTTONUP, pos=t.element_rect("creatures:0").center, button=1)])
    assert t.record.actions[-1] == ("play", kel)
    assert kel in t.state.creatures[0] and t.state.magi_energy(0) == before - 4
    assert t.queue.busy
    settle(app, t)
    assert kel in t.shown.creatures[0] and t.shown.energy[kel] == 4


def test_regional_penalty_shown_while_dragging(app):
    s, acts = drive(until=at_step(4))
    t = make_table(app, acts)
    weebo = t.state.find(0, "Weebo", "hand")
    press_move(app, t.element_rect(f"card:{weebo}").center, t.element_rect("creatures:0").center)
    assert t.input_part.drag_cost_label() == "Cost 3 (+1 regional)"
    app.frame([ev(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])


def test_unaffordable_drop_is_refused_with_the_reason(app):
    s, acts = drive(plays=[(0, "Diobor")], until=lambda s: s.current == 0 and s.step == 5)
    # back to step 4 is not possible: use turn 1's step 4 after Diobor instead
    s, acts = drive(plays=[(0, "Diobor")],
                    until=lambda s: s.current == 0 and s.step == 4 and s.creatures[0])
    t = make_table(app, acts)
    drakan = t.state.find(0, "Drakan", "hand")
    before = RULES.to_json(t.state)
    n = len(t.record.actions)
    drag(app, t.element_rect(f"card:{drakan}").center, t.element_rect("creatures:0").center)
    assert RULES.to_json(t.state) == before
    assert len(t.record.actions) == n
    assert t.drag.message and "Not enough energy" in t.drag.message
    for _ in range(30):
        app.frame()
    assert not t.drag.busy and drakan in t.state.hand[0]


def test_attack_by_dragging_onto_an_opposing_creature(app):
    s, acts = drive(plays=[(0, "Diobor"), (1, "Furok")],
                    until=lambda s: s.turn_no == 3 and s.step == 3 and free_turn(s))
    t = make_table(app, acts)
    dio = t.state.find(0, "Diobor")
    furok = t.state.find(1, "Furok")
    press_move(app, t.element_rect(f"card:{dio}").center, t.element_rect(f"card:{furok}").center)
    assert ("card", furok) in t.drag.legal
    app.frame([ev(pygame.MOUSEBUTTONUP, pos=t.element_rect(f"card:{furok}").center, button=1)])
    assert t.record.actions[-1] == ("attack", dio, furok)
    assert t.queue.busy
    for _ in range(12):
        app.frame()
    app.save_screenshot("/tmp/mn_attack.png")
    settle(app, t)


def test_power_target_chosen_by_clicking(app):
    s, acts = drive(plays=[(0, "Diobor")], until=lambda s: s.current == 0 and s.step == 5)
    t = make_table(app, acts)
    grega = t.state.magi[0]
    click(app, t.element_rect(f"card:{grega}").center)
    assert t.popup is not None and "power:0" in t.popup.rects
    app.save_screenshot("/tmp/mn_power_menu.png")
    click(app, t.element_rect("popup:power:0").center)
    assert t.record.actions[-1] == ("power", grega, 0)
    settle(app, t)
    d = RULES.decision(t.state)
    assert d.kind == "choose" and d.hints.get("lit")
    dio = t.state.find(0, "Diobor")
    assert ("target", dio) in d.options and d.target_of(("target", dio)) == dio
    assert t.input_part.pending_prompt() == d.prompt and "click a glowing card" in d.prompt
    app.save_screenshot("/tmp/mn_target.png")
    click(app, t.element_rect(f"card:{dio}").center)
    assert t.record.actions[-1] == ("target", dio)


def test_undo_takes_back_the_last_move(app):
    s, acts = drive(until=at_step(4))
    t = make_table(app, acts)
    kel = t.state.find(0, "Kelthet", "hand")
    before = RULES.to_json(t.state)
    t.human_act(("play", kel))
    settle(app, t)
    assert t.can_undo()
    t.undo()
    assert RULES.to_json(t.state) == before
    assert kel in t.shown.hand[0]


def test_from_save_rebuilds_the_game(app):
    from scenes.magination import from_save
    s, acts = drive(plays=[(0, "Diobor")], until=lambda s: s.current == 0 and s.step == 5)
    rec = Record("magination", config(), 5, list(acts))
    t = from_save(app, {"record": rec.to_json(), "meta": {"human_seat": 0,
                                                         "difficulty": "easy"}},
                  inline_ai=True, autosave=False)
    app.stack.push(t, fade=False)
    app.frame()
    assert RULES.to_json(t.state) == RULES.to_json(s)
    assert t.difficulty == "easy"


def test_autosave_after_an_action(app):
    from app import saves
    s, acts = drive(until=at_step(4))
    t = make_table(app, acts)
    t.autosave_enabled = True
    t.human_act(("end_step",))
    import json
    data = json.loads(saves.autosave_path("magination").read_text(encoding="utf-8"))
    assert data["game"] == "magination"
    assert [tuple(a) for a in data["record"]["actions"]] == list(t.record.actions)
    assert data["meta"]["human_seat"] == 0


def test_ai_demo_runs_600_frames(app):
    from scenes.magination import demo_scene
    app.settings.animation_speed = "fast"
    t = demo_scene(app, 2, seed=4)
    app.stack.push(t, fade=False)
    for _ in range(600):
        app.frame()
    assert len(t.record.actions) > 10


def test_the_demo_reports_no_unhandled_event(app):
    from tests.scenes.shell_helpers import watch_demo
    scene = watch_demo(app, "magination", players=2, seed=3)
    assert len(scene.record.actions) > 50
    assert scene.unhandled_events == {}


def test_every_engine_event_has_a_table_handler(app):
    from engines.core.rng import Rng
    t = make_table(app, [])
    seen = set()
    for seed in range(6):
        s, events = RULES.start({"players": 2 + seed % 3}, seed)
        seen |= {e["type"] for e in events}
        rng = Rng(seed)
        while not RULES.is_over(s):
            legal = RULES.legal_actions(s)
            seen |= {e["type"] for e in RULES.apply(s, legal[rng.randrange(len(legal))])}
    assert {"GameStarted", "GameOver", "TurnBegan"} <= seen
    assert [kind for kind in sorted(seen) if not t.pipeline.handles(kind)] == []


def test_the_table_draws_the_humans_view(app):
    from engines.magination.state import HIDDEN
    s, acts = drive(until=at_step(4))
    t = make_table(app, acts)
    v, st = t.shown, t.state
    hidden = [i for i in v.hand[1] + v.stack[1] + v.deck[0] + v.deck[1] if i not in st.known]
    assert hidden and all(v.defs[i] == HIDDEN for i in hidden)
    assert all(v.defs[i] != HIDDEN for i in v.hand[0])
    assert t.faces.face(hidden[0], (62, 87)) is t.faces.back((62, 87))
    # an event names a hidden card that the view dealt to another hidden place: it
    # trades places with one of the named zone's hidden cards, no zone changes size
    a, b = v.deck[1][0], v.stack[1][0]
    sizes = [len(v.deck[1]), len(v.hand[1]), len(v.stack[1])]
    Board(t.shown).take_from(a, 1, "stack")
    assert a in v.stack[1] and b in v.deck[1]
    assert sizes == [len(v.deck[1]), len(v.hand[1]), len(v.stack[1])]
    c = v.deck[1][1]                         # two cards of one event: a stays where it is
    Board(t.shown).take_from(c, 1, "stack", keep=(a, c))
    assert a in v.stack[1] and c in v.stack[1]


def test_the_game_over_chart_is_the_energy_at_each_turns_start_from_the_record():
    from scenes.magination.table_stage import energy_chart
    _, acts = drive(until=lambda s: s.turn_no >= 4)
    state, _ = RULES.start(config(), 5)
    starts = [[Board(state).energy_in_play(p) for p in (0, 1)]]
    for a in acts:
        if any(e["type"] == "TurnBegan" for e in RULES.apply(state, a)):
            starts.append([Board(state).energy_in_play(p) for p in (0, 1)])
    totals, rows, peak = energy_chart(RULES, Record("magination", config(), 5, acts),
                                      {"scores": [7, 9]})
    assert totals == [7, 9] and len(rows) == len(starts) == 4
    assert rows[0] == starts[0]
    assert [sum(r[p] for r in rows) for p in (0, 1)] == starts[-1]
    assert peak == max(max(r) for r in starts) > 0
