"""The Magecraft table driven by synthetic mouse events (headless)."""
from __future__ import annotations

import random

import pygame

from engines.magecraft import RULES
from engines.magecraft.content import SPELL_INDEX
from engines.magecraft.testing import at_turn
from tests.scenes.shell_helpers import drag, ev

FIRE, WATER, EARTH, LIGHT = 0, 1, 2, 3


def settle(app, t, limit=3000):
    for _ in range(limit):
        app.frame()
        if t.can_act():
            return
    raise AssertionError("the table never became ready for the human")


def staged(app, hand="FWEL", players=2, names=None, **zones):
    """A table where the human (seat 0) starts a turn with ``hand``."""
    from scenes.magecraft import table_scene
    app.settings.animation_speed = "instant"
    t = table_scene(app, players=players, seed=4, inline_ai=True, autosave=False,
                    names=names)
    app.stack.push(t, fade=False)
    t.queue.skip()
    while t.state.phase == "setup":      # the opening discards, whoever makes them
        RULES.apply(t.state, RULES.legal_actions(t.state)[0])
    at_turn(t.state, 0, hand=hand, **zones)
    t._legal_cache = None
    t.pipeline.sync()
    app.frame()
    assert t.can_act()
    return t


def test_drag_gem_onto_cost_slot_pays_the_spell(app):
    t = staged(app, "FWEL")
    before_hand = list(t.state.hand[0])
    drag(app, t.element_rect(f"hand_gem:{FIRE}").center, t.element_rect("slot:1:0:0").center)
    assert t.record.actions == [("book", 1), ("pay", 0, FIRE)]
    assert t.state.hand[0][FIRE] == before_hand[FIRE] - 1
    d = RULES.decision(t.state)                                        # Magic Missile: Attack
    assert d.kind == "choose" and d.hints["icons"] == {"attack": 1}
    assert t.state.spent[0][FIRE] == 1


def test_wrong_colour_drop_is_refused_with_the_engines_reason(app):
    t = staged(app, "FWEL")
    before = RULES.to_json(t.state)
    drag(app, t.element_rect(f"hand_gem:{WATER}").center, t.element_rect("slot:1:0:0").center)
    assert RULES.to_json(t.state) == before
    assert t.record.actions == []
    assert t.drag.message and "Fire" in t.drag.message and "Water" in t.drag.message
    for _ in range(30):                  # the gem snaps back into the hand
        app.frame()
    assert not t.drag.busy and t.shown.hand[0][WATER] == 1


def test_learn_a_spell_by_dragging_it_from_the_academy(app):
    t = staged(app, "LLWW")
    sid = SPELL_INDEX["minor_cure"]
    left = t.state.academy()[sid]
    drag(app, t.element_rect(f"academy:{sid}").center, t.element_rect("learn:2").center)
    assert ("learn", sid) in t.record.actions
    assert t.state.books[0][2][0] == sid * 2            # on the LEFT of spellbook 3
    assert t.state.academy()[sid] == left - 1


def test_icons_resolve_by_buttons_and_board_click(app):
    t = staged(app, "FWEL", shield="")
    t.human_act(("book", 1))
    t.human_act(("pay", 0, FIRE))
    settle(app, t)
    assert t.input_part.icon_buttons["attack"].visible
    r = t.input_part.icon_buttons["attack"].rect
    app.frame([ev(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)),
               ev(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1)])
    app.frame([ev(pygame.MOUSEBUTTONUP, pos=r.center, button=1)])
    assert t.record.actions[-1][0] == "attack"
    assert sum(t.state.score[0]) == 1


def real_game(app, players=2):
    """A real (replayable) game, played by the human with first-legal choices until it is
    the human's turn in the casting phase."""
    from scenes.magecraft import table_scene
    app.settings.animation_speed = "instant"
    t = table_scene(app, players=players, seed=11, inline_ai=True, autosave=False)
    app.stack.push(t, fade=False)
    for _ in range(100):
        settle(app, t)
        if t.state.phase in ("setup", "shield"):
            t.human_act(t.legal()[0])
        else:
            return t
    raise AssertionError("no casting phase reached")


def test_undo_and_from_save(app):
    from scenes.magecraft import from_save
    t = real_game(app)
    before = RULES.to_json(t.state)
    n = len(t.record.actions)
    t.human_act(("stop",))
    settle(app, t)
    assert len(t.record.actions) > n
    save = {"game": "magecraft", "record": t.record.to_json(),
            "meta": {"human_seat": 0, "difficulty": "normal", "mode": "game"}}
    t2 = from_save(app, save, inline_ai=True, autosave=False)
    assert RULES.to_json(t2.state) == RULES.to_json(t.state)
    app.frame([ev(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)])
    assert len(t.record.actions) == n
    assert RULES.to_json(t.state) == before


def test_bag_physics_is_stable():
    from scenes.magecraft.bags import BagSim
    sim = BagSim(7)
    sim.add_sack(0, pygame.Rect(18, 478, 166, 226), 10.5, 22)
    sim.add_sack(1, pygame.Rect(8, 30, 66, 104), 5.2, 14)
    sim.fill(0, [6, 6, 6, 6, 2])
    sim.fill(1, [3, 3, 3, 3, 2])
    rng = random.Random(1)
    space = sim.world.space
    for step in range(10_000):
        if step % 1500 == 0:             # shake the sacks now and then
            for lst in sim.gems.values():
                for body, _ in lst:
                    body.activate()
                    body.apply_impulse_at_local_point((rng.uniform(-150, 150),
                                                       rng.uniform(-250, 50)))
        space.step(sim.world.step)
        if step % 500 == 0:
            assert sim.escaped() == []
    assert sim.escaped() == []
    assert sim.counts(0) == BagSim.scaled([6, 6, 6, 6, 2], 22)


def test_ai_demo_with_four_players_runs(app):
    from scenes.magecraft import demo_scene
    scene = demo_scene(app, players=4, seed=2)
    app.stack.push(scene, fade=False)
    for _ in range(600):
        app.frame()
    # frame-time targets are checked by `python -m app bench`, not by timed tests
    assert len(scene.record.actions) > 3
    assert app.running


def test_learn_with_a_wild_slot_asks_which_gem_pays_it(app):
    t = staged(app, "FWWL")
    sid = SPELL_INDEX["flame_lance"]                    # learn cost: Fire, any colour
    drag(app, t.element_rect(f"academy:{sid}").center, t.element_rect("learn:1").center)
    assert t.record.actions == []                       # nothing paid before the choice
    assert t.popup is not None and "wild slot" in t.popup.title
    assert sorted(o.icon for o in t.popup.options) == [WATER, LIGHT]
    app.frame()
    light = next(o for o in t.popup.options if o.icon == LIGHT)
    app.frame([ev(pygame.MOUSEMOTION, pos=light.rect.center, rel=(0, 0), buttons=(0, 0, 0)),
               ev(pygame.MOUSEBUTTONDOWN, pos=light.rect.center, button=1)])
    app.frame([ev(pygame.MOUSEBUTTONUP, pos=light.rect.center, button=1)])
    assert t.popup is None
    assert t.record.actions[-3:] == [("pay", 0, FIRE), ("pay", 1, LIGHT), ("place", 1)]
    assert t.state.books[0][1][0] == sid * 2


def test_the_log_says_you_with_the_right_verb(app):
    t = staged(app, "FWEL", shield="")
    t.human_act(("book", 1))
    t.human_act(("pay", 0, FIRE))
    t.human_act(("attack", 1))
    settle(app, t)
    lines = [line for line, _ in t.log.lines]
    assert "You open spellbook 2" in lines
    assert "You pay a Fire gem into Magic Missile" in lines
    assert f"You attack {t.names[1]} and take a gem of their life" in lines


def test_the_shield_popup_lists_the_decisions_labels(app):
    t = staged(app, "EF", shield="", discard="W", books=[["mana_tricks"], [], []])
    t.human_act(("book", 0))
    t.human_act(("pay", 0, EARTH))                # Mana Tricks: draw, shield
    settle(app, t)
    t.human_act(("draw",))
    settle(app, t)
    assert t.input_part.icon_buttons["shield"].visible and not t.input_part.icon_buttons["draw"].visible
    t.input_part.icon_click("shield")
    labels = [o.label for o in t.popup.options]
    assert "Academy Fire" in labels and "Discard Water" in labels
    d = RULES.decision(t.state)
    assert labels == [d.label(a) for a in d.options]


def test_the_demo_reports_no_unhandled_event(app):
    from tests.scenes.shell_helpers import watch_demo
    scene = watch_demo(app, "magecraft", players=3, seed=3)
    assert len(scene.record.actions) > 50
    assert scene.unhandled_events == {}


def test_every_engine_event_has_a_table_handler(app):
    from engines.core.rng import Rng
    from scenes.magecraft.table import MagecraftTable as T
    table = T(app, players=2, seed=1)
    seen = set()
    for seed in range(6):
        s, events = RULES.start({"players": 2 + seed % 3}, seed)
        seen |= {e["type"] for e in events}
        rng = Rng(seed)
        while not RULES.is_over(s):
            legal = RULES.legal_actions(s)
            seen |= {e["type"] for e in RULES.apply(s, legal[rng.randrange(len(legal))])}
    assert {"GameStarted", "GameOver", "TurnBegan"} <= seen
    assert [t for t in sorted(seen) if not table.pipeline.handles(t)] == []


def test_a_gem_squeezed_out_of_its_sack_drops_back_in():
    """Seen in a long 3-player game: a Darkness gem lay on a spell card, outside its
    sack, for the rest of the game."""
    from scenes.magecraft.bags import BagSim
    sim = BagSim(3)
    sim.add_sack(0, pygame.Rect(18, 478, 166, 226), 10.5, 22)
    sim.fill(0, [3, 3, 3, 3, 1])
    for _ in range(120):
        sim.update(1 / 60)
    body, _ = sim.gems[0][0]
    body.position = (158, 407)                 # out on the table
    sim.update(1 / 60)
    assert sim.escaped() == []
    for _ in range(120):
        sim.update(1 / 60)
    assert sim.escaped() == [] and sim.counts(0) == [3, 3, 3, 3, 1]
