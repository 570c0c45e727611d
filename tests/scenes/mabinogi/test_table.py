"""The Mabinogi Duel lane table (issue 11 §3), driven by synthetic input as a player
would: a summon dragged onto an empty cell lands, a refused drop shows the engine's
reason, a card dropped on the grave is discarded for its resource, the buttons act, a
counter chain is asked and resolves, every panel keeps its text inside with the longest
names, and the game-over chart shows both heroes' HP per turn."""
from __future__ import annotations

import pygame
import pytest

from engines.mabinogi import HERO, RULES
from engines.mabinogi import testing as T
from scenes.mabinogi import layout as L
from tests.scenes.kit.tables import until
from tests.scenes.shell_helpers import drag, key


def table(app, decks=("wild_pack", "arcane_flame"), first=1, seed=4, names=None):
    """A duel against the inline AI, the AI first (so your first turn has resources)."""
    from scenes.mabinogi import table_scene
    app.settings.animation_speed = "instant"
    t = table_scene(app, seed=seed, inline_ai=True, autosave=False, names=names,
                    options={"decks": list(decks), "first_player": first})
    app.stack.push(t, fade=False)
    ready(app, t)
    return t


def ready(app, t):
    until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
    for _ in range(3):
        app.frame()


def hand_rect(t, name):
    r = t.element_rect(f"hand:{name}")
    assert r is not None, f"no {name} in your hand"
    return r


def test_a_creature_dragged_onto_an_empty_cell_of_your_row_is_summoned(app):
    t = table(app)
    iid = T.iid(t.state, 0, "Hyena")
    assert ("summon", iid, 2) in t.legal()
    t.mouse = hand_rect(t, "Hyena").center
    assert ("cell", 0, 2) in t._legal_targets(("hand", iid))     # legal cells lit
    drag(app, hand_rect(t, "Hyena").center, t.element_rect("cell:0:2").center)
    assert t.record.actions[-1] == ("summon", iid, 2)
    u = t.state.board[0][2]
    assert u is not None and RULES.card(u.d).name == "Hyena"
    until(app, lambda: not t.queue.busy)
    assert t.shown.board[0][2] is not None                   # drawn in its cell


def test_a_refused_drop_says_the_engines_reason_and_plays_nothing(app):
    t = table(app)
    iid = T.iid(t.state, 0, "Arctotherium")                  # costs 6 Nature
    n = len(t.record.actions)
    drag(app, hand_rect(t, "Arctotherium").center, t.element_rect("cell:0:1").center)
    reason = RULES.why_illegal(t.state, ("summon", iid, 1))
    assert reason and "costs" in reason
    assert t.drag.message == reason
    assert len(t.record.actions) == n
    # a creature on the enemy row: our own sentence (no such action exists)
    drag(app, hand_rect(t, "Hyena").center, t.element_rect("cell:1:1").center)
    assert t.drag.message and "your row" in t.drag.message
    assert len(t.record.actions) == n


def test_a_card_dropped_on_your_grave_is_discarded_for_its_resource(app):
    t = table(app)
    iid = T.iid(t.state, 0, "Rhino")
    nature = t.state.res[0][3]
    drag(app, hand_rect(t, "Rhino").center, t.element_rect("grave:0").center)
    assert t.record.actions[-1] == ("discard", iid)
    assert iid in t.state.grave[0]
    until(app, lambda: not t.queue.busy or t.state.to_move != 0)
    assert t.state.res[0][3] >= nature + 1 or t.state.to_move != 0


def test_the_grave_upkeep_is_on_every_cards_cost_and_the_grave_opens(app):
    from scenes.kit.pile_browser import PileBrowser
    t = table(app)
    T.to_grave(t.state, 0, "Rhino")
    T.to_grave(t.state, 0, "Duelist")
    t.pipeline.sync()
    iid = T.iid(t.state, 0, "Hyena")
    assert RULES.cost(t.state, 0, iid) == 3                  # 1 + 2 upkeep
    face = t.faces.hand_face(iid)
    assert face is t.faces.card_face(t.state.cdef[iid], (77, 126), 1, 3, 2)
    until(app, lambda: not t.queue.busy)
    r = t.element_rect("grave:0")
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0),
                                  buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=r.center, button=1)])
    browser = app.stack.top
    assert isinstance(browser, PileBrowser) and "upkeep +2" in browser.title


def test_charge_and_end_turn_buttons_and_space(app):
    t = table(app)
    before = len(t.record.actions)
    r = t.element_rect("charge")
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0),
                                  buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1)])
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=r.center, button=1)])
    assert t.record.actions[before] == ("charge",)
    ready(app, t)
    if t.state.to_move == 0 and t.state.actions:
        app.frame([key(pygame.K_SPACE)])
        assert ("end",) in t.record.actions[before:]


def test_a_counter_is_asked_and_the_chain_resolves_from_the_top(app):
    """The AI casts a spell while your grave holds a counterspell you can pay for: you
    are asked; countering sends its spell to its grave and your counterspell home."""
    t = table(app, decks=("arcane_flame", "arcane_flame"), first=0, seed=9)
    s = t.state
    T.to_grave(s, 0, "Counter Magic")
    s.res[0] = [9, 9, 9, 9, 9]
    s.res[1] = [9, 9, 9, 9, 9]
    T.set_turn(s, 1, actions=1)
    t._legal_cache = None
    t.pipeline.sync()
    fire = T.iid(s, 1, "Fireball")
    t.apply(("cast", fire, 0, HERO))
    until(app, lambda: t.popup is not None, 600)
    d = t.decision()
    assert d.player == 0 and d.kind in ("yes_no", "choose")
    assert len(t.stage.chain_view) == 1
    counter = next(a for a in d.options if a[0] == "counter")
    t.popup.choose(counter)
    until(app, lambda: not t.queue.busy or t.state.to_move is None)
    assert fire in t.state.grave[1]
    assert RULES.card(t.state.cdef[t.record.actions[-1][1]]).name == "Counter Magic" or \
        t.record.actions[-1][0] in ("counter", "pass")
    assert not t.unhandled_events


def test_game_over_chart_is_both_heroes_hp_per_turn(app):
    from scenes.kit.game_over import GameOverScene, cumulative
    t = table(app)
    s = t.state
    s.hp[1] = 1
    T.summon(s, 0, "Hyena", 0)
    t._legal_cache = None
    t.pipeline.sync()
    t.human_act(("end",))
    until(app, lambda: isinstance(app.stack.top, GameOverScene), 3000)
    over = app.stack.top
    series = cumulative(over.round_scores, 2)
    assert [x[0] for x in s.hp_log] == series[0][1:-1] or series[0][1] == s.hp_log[0][0]
    assert series[1][-1] == 0 and over.winners == [0]
    assert over.target == 0


LONG = ["Maximiliana Featherstonehaugh", "Bartholomew Quillfeather-Ashgrove"]


def vocabulary():
    from engines.mabinogi import CARDS, HEROES
    return [c.name for c in CARDS] + [h.name for h in HEROES] + LONG


def test_every_panel_keeps_its_text_inside_with_the_longest_names(app, monkeypatch):
    """The whole table (hands, heroes with their longest names, graves, resources, full
    rows of creatures, a counter chain, the prompt, the log) drawn on a recording
    screen: no text runs out of the felt or over another, and no text is cut inside a
    card or a panel; the zoom of the longest card too."""
    from tests.scenes.kit.textfit import TextWatch
    t = table(app, decks=("shadow_market", "three_stars"), names=list(LONG))
    s = t.state
    names = sorted(vocabulary(), key=len, reverse=True)
    for p in (0, 1):
        s.res[p] = [99, 99, 99, 99, 99]
        s.level[p] = 3
        s.hp[p] = s.mhp[p] = 999
    for lane, name in enumerate(["Shadow Assassin", "Treasure Hunter", "Mercenary",
                                 "Crossbowman", "Cannoneer"]):
        try:
            u = T.summon(s, 0, name, lane)
            u.hp = u.mhp = 88
            u.sick = 1
        except KeyError:
            pass
    for lane, name in enumerate(["Phoenix Feather", "Treant Elder", "Spirit of Fire",
                                 "Librarian Imp", "Cowardly Imp"]):
        try:
            T.summon(s, 1, name, lane).para = 2
        except KeyError:
            pass
    T.to_grave(s, 0, "Smuggler's Deal") if any(
        RULES.card(s.cdef[i]).name == "Smuggler's Deal" for i in s.hand[0]) else None
    for i in range(30):
        t.log.add(f"{LONG[i % 2]} casts {names[i % 4]} at {LONG[(i + 1) % 2]}'s "
                  f"{names[(i + 1) % 4]}.")
    t._legal_cache = None
    t.pipeline.sync()
    longest = max((c.name for c in RULES.cards), key=len)
    t.stage.chain_view = [(1, RULES.card(longest).id, -5, False),
                    (0, RULES.card("Counter Magic").id, -6, True)]
    watch = TextWatch(monkeypatch)
    t.drawer._bg = None
    t.faces.invalidate()
    screen = watch.screen()
    t.draw(screen)
    problems = watch.problems(screen, screen.get_rect(), (), "table")
    assert sum(1 for s_, r, c in screen.real.blits if watch.is_text(s_)) > 10   # the check saw text
    t.zoom_key = ("unit", 0, 0)
    screen = watch.screen()
    t.drawer.zoom.draw(screen, t.zoom_key)
    problems += watch.problems(screen, screen.get_rect(), (), "zoom")
    t.zoom_key = None
    t.log.toggle()                       # the log's column shows the card looked at
    for spot in (t.element_rect("cell:0:0").center, t.element_rect("hand_card:0").center,
                 (5, 5)):
        t.mouse = spot
        screen = watch.screen()
        t.drawer.draw_inspector(screen)
        problems += watch.problems(screen, L.LOG, (), f"inspector {spot}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("seat", [0, 1])
def test_the_decks_chosen_in_the_setup_go_to_their_seats(app, seat):
    from scenes.mabinogi import PLUGIN, table_scene
    opts = PLUGIN.config_for({"decks": ["dawn_guard", "grave_pact"]}, 2)
    t = table_scene(app, seed=1, human_seat=seat, inline_ai=True, autosave=False,
                    options=opts)
    decks = t.record.config["decks"]
    assert decks[seat] == "dawn_guard" and decks[1 - seat] == "grave_pact"
    choices = PLUGIN.options[0].choices(app, 2)
    assert choices[0][0] == "random" and len(choices) == 1 + len(RULES.decks)


def test_a_deck_saved_in_the_builder_is_offered_in_the_setup_and_played(app, fresh_home):
    from engines.mabinogi import DECKS as PREBUILT
    from scenes.mabinogi import PLUGIN, table_scene
    from scenes.mabinogi.collection import STORE
    assert PLUGIN.collection is not None and PLUGIN.collection.store is STORE
    cards = list(PREBUILT[0].cards)
    STORE.save({"name": "My Grove", "hero": "brigid", "cards": cards})
    choices = PLUGIN.options[0].choices(app, 2)
    assert ("My Grove", "My Grove") == choices[-1][:2] and "Gold" in choices[-1][2]
    opts = PLUGIN.config_for({"decks": ["My Grove", "Dawn Guard"]}, 2)
    assert opts["decks"][1] == "dawn_guard"
    t = table_scene(app, seed=1, human_seat=0, inline_ai=True, autosave=False, options=opts)
    mine = t.record.config["decks"][0]
    assert sorted(mine["cards"]) == sorted(cards) and mine["hero"] == "brigid"


def test_a_greyed_button_says_why(app):
    t = table(app)
    t.input_part.update_buttons()
    assert not t.input_part.level_button.enabled
    r = t.element_rect("level")
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0),
                                  buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1)])
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=r.center, button=1)])
    assert t.drag.message == RULES.why_illegal(t.state, ("level_up",))
    assert "XP" in t.drag.message


def test_the_battle_is_animated_left_to_right(app):
    """Tickets handed out, each attacker lunging in lane order, the defence roll as a
    small die, damage numbers rising, the dead shattering."""
    t = table(app)
    app.settings.animation_speed = "normal"
    s = t.state
    T.summon(s, 0, "Hyena", 0)                    # hits the Ghoul in front: it dies
    T.summon(s, 0, "Rhino", 3)                    # hits the Spirit of Fire (defence)
    T.summon(s, 1, "Ghoul", 0)
    T.summon(s, 1, "Spirit of Fire", 3)
    t._legal_cache = None
    t.pipeline.sync()
    t.human_act(("end",))
    seen, lunges, floats = [], [], 0
    for _ in range(1500):
        cur = t.queue.current
        if cur is not None and (not seen or seen[-1] is not cur):
            seen.append(cur)
            if type(cur).__name__ == "Lunge":
                lunges.append(cur.start_pos)
        floats += sum(1 for a in t.stage.overlays if type(a).__name__ == "FloatNumber")
        if not t.queue.busy and t.can_act():
            break
        app.frame()
    kinds = [type(a).__name__ for a in seen]
    for k in ("Tickets", "Lunge", "SmallDie", "Shatter"):
        assert k in kinds, (k, kinds)
    assert kinds.index("Tickets") < kinds.index("Lunge")
    mine = [p for p in lunges if p[1] > 260]                  # your row's attackers
    assert mine == sorted(mine)                               # left to right
    assert floats > 0


def test_a_card_of_theirs_you_have_seen_shows_its_resource_and_zooms(app):
    """Revived or returned cards are public: their backs carry their resource and the
    zoom shows them; a card never seen stays a plain back (nothing hidden leaks)."""
    t = table(app)
    s = t.state
    seen, unseen = s.hand[1][0], s.hand[1][1]
    s.known[seen] = 1
    t.pipeline.sync()
    n = len(t.shown.hand[1])
    assert t.card_under(L.back_rect(0, n).center) == ("seen", seen)
    assert t.card_under(L.back_rect(1, n).center) is None
    assert t.shown.cdef[unseen] == -1
    face, title, body = t.cards.info(("seen", seen))
    assert title == RULES.card(s.cdef[seen]).name and "seen" in body


def test_a_stalled_duel_ends_as_a_draw_on_the_game_over_screen(app):
    """Our stall rule (no new low of either hero's HP for STALL_TURNS turns) ends the
    duel as a draw: the game-over screen says draw and names no single winner, and the
    log says why."""
    from engines.mabinogi.state import STALL_TURNS
    from scenes.kit.game_over import GameOverScene
    t = table(app)
    s = t.state
    T.clear_board(s)
    s.hp_log = [[s.hp[0], s.hp[1]]] * STALL_TURNS
    t._legal_cache = None
    t.pipeline.sync()
    t.human_act(("end",))
    until(app, lambda: isinstance(app.stack.top, GameOverScene), 3000)
    over = app.stack.top
    res = RULES.result(t.state)
    assert res["reason"] == "stall" and res["draw"] is True
    assert over.is_draw and over.winners == [0, 1]
    assert any("a draw (the stall rule" in line for line, _ in t.log.lines)


def test_the_hero_zoom_says_your_hero_not_yous(app):
    """Your hero's zoom reads "Your hero.", the opponent's "<name>'s hero." (it read
    "You's hero.")."""
    t = table(app)
    _, _, mine = t.cards.info(("hero", t.human))
    _, _, theirs = t.cards.info(("hero", t.seats.others[0]))
    assert mine.startswith("Your hero. ")
    assert theirs.startswith(f"{t.names[t.seats.others[0]]}'s hero. ")


def test_the_prompt_says_the_cells_are_full_when_a_creature_could_be_paid_for(app):
    """Issue 23, item 9: with every cell of yours taken and a creature you could pay for
    in hand, the prompt says the cells are full, not "Nothing affordable"."""
    from engines.mabinogi import RULES
    from engines.mabinogi.content import SPELL
    from engines.mabinogi.read import Duel
    from scenes.mabinogi.table_draw import MabinogiDrawer
    t = table(app)
    s, me = Duel(t.state), t.human
    creature = next(d for d in (s.card(i) for i in s.hand(me))
                    if d is not None and RULES.card(d).kind != SPELL)
    for lane in range(5):
        s.place_creature(me, lane, creature, 900 + lane, 1, 3, 1, 0)
    c = RULES.card(creature)
    s.set_resource(me, c.res, s.cost(me, creature))
    assert MabinogiDrawer._nothing_to_play(s, me) == \
        "Your five cells are full: Charge, discard or end the turn"
    s.set_resource(me, c.res, 0)
    for lane in range(5):
        s.put_creature(me, lane, None)
    assert MabinogiDrawer._nothing_to_play(s, me) == "Nothing affordable: Charge or discard"
