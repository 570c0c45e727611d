"""Issue 9 (play-feel) on the Magi-Nation table, driven by synthetic input: what the
player is shown before a choice is made for them, labelled choices, steps that pass by
themselves, the 3-4 player layout, browsing piles."""
from __future__ import annotations

import pygame

from engines.magination import RULES
from engines.magination.testing import duel, iid
from tests.scenes.magination.test_table import (at_step, click, drive, ev, make_table,
                                                settle)


def staged(app, s, names=("You", "Bram")):
    """A table showing position ``s`` (built with engines.magination.testing, not
    replayable: no undo, no autosave)."""
    s.names = list(names)[:s.players]
    _, acts = drive(until=at_step(4))
    t = make_table(app, acts)
    t.state = s
    t.names = list(s.names)
    t._legal_cache = t._decision_cache = None
    t._show_state()
    settle(app, t)
    return t


def test_a_lone_harmful_target_is_named_and_can_be_cancelled(app):
    s = duel("Pruitt", "Grega", [("Weebo", 5)], [("Furok", 1)])
    t = staged(app, s)
    weebo, furok = iid(s, 0, "Weebo", "creatures"), iid(s, 1, "Furok", "creatures")
    click(app, t.element_rect(f"card:{weebo}").center)
    click(app, t.element_rect("popup:power:0").center)
    assert t.record.actions[-1] == ("power", weebo, 0)
    settle(app, t)
    app.frame()
    assert t.popup is not None and "Bram's Furok" in t.popup.title
    assert "cancel" in t.popup.rects
    app.save_screenshot("/tmp/mn_confirm.png")
    click(app, t.element_rect("popup:cancel").center)
    assert t.record.actions[-1] == ("no",)
    settle(app, t)
    assert t.state.energy[weebo] == 5 and t.state.energy[furok] == 1
    assert any("cancel Vitalize" in line for line, _ in t.log.lines)


def test_esc_cancels_the_confirmation(app):
    s = duel("Pruitt", "Grega", [("Weebo", 5)], [("Furok", 1)])
    t = staged(app, s)
    weebo = iid(s, 0, "Weebo", "creatures")
    t.human_act(("power", weebo, 0))
    settle(app, t)
    app.frame()
    assert t.popup is not None
    app.frame([ev(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])
    assert t.record.actions[-1] == ("no",)
    assert RULES.decision(t.state).kind == "turn"


def test_tap_roots_says_which_creature_loses_and_which_gains_and_starts_safe(app):
    s = duel("Pruitt", "Grega", [("Weebo", 2), ("Furok", 4)], [("Quor", 4)],
             hand0=["Tap Roots"])
    t = staged(app, s)
    weebo, furok = iid(s, 0, "Weebo", "creatures"), iid(s, 0, "Furok", "creatures")
    t.human_act(("play", iid(s, 0, "Tap Roots")))
    settle(app, t)
    assert "to remove energy from" in t.input_part.pending_prompt()
    click(app, t.element_rect(f"card:{weebo}").center)
    settle(app, t)
    assert "to add energy to" in t.input_part.pending_prompt()
    click(app, t.element_rect(f"card:{furok}").center)
    settle(app, t)
    app.frame()
    p = t.popup
    assert p.title == "Tap Roots: energy to remove from your Weebo"
    assert p.value == 1 and p.warning is None                 # 2 would defeat Weebo
    click(app, t.element_rect("popup:plus").center)
    assert p.value == 2 and p.warning == "this defeats your Weebo"
    app.save_screenshot("/tmp/mn_taproots_warn.png")
    click(app, t.element_rect("popup:minus").center)
    click(app, t.element_rect("popup:confirm").center)
    assert t.record.actions[-1] == ("number", 1)
    settle(app, t)
    app.frame()
    assert t.popup.title == "Tap Roots: energy to add to your Furok" and t.popup.value == 2
    click(app, t.element_rect("popup:confirm").center)
    settle(app, t)
    assert t.state.energy[weebo] == 1 and t.state.energy[furok] == 6


def test_a_step_that_passes_by_itself_says_so_in_the_log_and_on_the_step_bar(app):
    _, acts = drive(until=at_step(2))
    t = make_table(app, acts)
    click(app, t.step_button.rect.center)            # end step 2: step 3 has nothing to do
    assert t.record.actions[-1] == ("end_step",)
    settle(app, t)
    assert t.state.step == 4 and 3 in t.stage.passed
    lines = [line for line, _ in t.log.lines]
    assert "Your Attack step passes by itself: no creature in play to attack with." in lines
    pill = t.places.step_rects()[3]
    app.frame([ev(pygame.MOUSEMOTION, pos=pill.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert t.drawer.passed_under(pill.center).startswith("Attack passed by itself")
    app.save_screenshot("/tmp/mn_step_passed.png")


def test_next_step_while_animating_reads_skip_and_only_skips(app):
    _, acts = drive(until=at_step(2))
    t = make_table(app, acts)
    app.settings.animation_speed = "normal"
    click(app, t.step_button.rect.center)
    n = len(t.record.actions)
    assert t.queue.busy and t.step_button.label.startswith("Skip animation")
    assert t.step_button.enabled
    click(app, t.step_button.rect.center)            # skips, ends nothing
    assert len(t.record.actions) == n and not t.queue.busy
    settle(app, t)
    app.frame()
    assert t.step_button.label.startswith("Next step") and t.step_button.enabled


def test_a_click_on_the_disabled_next_step_says_why(app):
    s = duel("Pruitt", "Grega", [("Weebo", 5)], [("Furok", 1)])
    t = staged(app, s)
    t.human_act(("power", iid(s, 0, "Weebo", "creatures"), 0))   # a confirmation opens
    settle(app, t)
    t.popup = None                                   # (as if closed without an answer)
    t.input_part.settled = lambda: None
    app.frame()
    assert not t.step_button.enabled
    click(app, t.step_button.rect.center)
    assert t.drag.message == "First answer the question"


def test_the_turn_banner_sits_above_the_step_bar(app):
    from scenes.kit.animations import Popup
    from scenes.magination import layout as L
    _, acts = drive(until=at_step(2))
    t = make_table(app, acts)
    app.settings.animation_speed = "normal"
    while t.state.current == 0:
        t.apply(("end_step",))
    banners = []
    for _ in range(400):
        app.frame()
        if isinstance(t.queue.current, Popup):
            banners.append(t.queue.current)
        if not t.queue.busy:
            break
    from app.ui import palette
    from scenes.kit.animations import banner_surface
    turn = banner_surface("Bram's turn", palette.ACCENT, palette.TEXT_DARK)
    shown = [b for b in banners if b.surface is turn]
    assert shown and all(b.pos[1] <= L.STEP_RECT.top for b in shown)   # pos: midbottom


def test_energy_of_8_or_more_is_a_number_inside_the_card():
    from scenes.magination.table_draw import energy_tokens
    for w in (90, 65, 54):
        r = pygame.Rect(100, 100, w, round(w * 1.4))
        for energy in range(0, 30):
            toks = energy_tokens(r, energy)
            for kind, x, img in toks:
                box = img.get_rect(center=(x, 0)) if kind == "orb" else \
                    img.get_rect(midleft=(x, 0))
                assert r.left <= box.left and box.right <= r.right, (w, energy)
            orbs = sum(1 for k, _, _ in toks if k == "orb")
            if energy >= 8:
                assert orbs == 1 and toks[-1][0] == "count"


def table_for(app, s, names=("You", "Bram", "Ivy", "Orla")):
    """A table for ``s`` with any number of players (not replayable)."""
    from engines.core.replay import Record
    from scenes.magination.table import MagiNationTable
    app.settings.animation_speed = "fast"
    s.names = list(names)[:s.players]
    rec = Record("magination", {"players": s.players, "names": list(s.names)}, 5, [])
    t = MagiNationTable(app, record=rec, inline_ai=True, autosave=False)
    app.stack.push(t, fade=False)
    t.state = s
    t._legal_cache = t._decision_cache = None
    t._show_state()
    app.frame()
    return t


def crowded(players):
    """Player 1 with eight creatures and four relics, at player 0's step 2."""
    from engines.magination.testing import make_game, place
    names = ["Furok", "Leaf Hyren", "Balamant Pup", "Rudwot", "Weebo", "Plith", "Arbolit",
             "Quor"]
    relics = ["Hood of Hiding", "Ancestral Flute", "Robe of Vines", "Magma Armor"]
    magi = [["Pruitt", "Evu", "Tryn"], ["Grega", "Gar", "Ashgar"], ["Evu", "Tryn", "Yaki"],
            ["Ashgar", "Gar", "Grega"]]
    s = make_game(magi[:players], [names + relics] * players, fill=20)
    while s.pending is not None:
        RULES.apply(s, ("no",))
    for p in range(players):
        if s.magi[p] < 0:
            s.magi[p] = s.stack[p].pop(0)
            s.energy[s.magi[p]] = 12
    for name in names:
        place(s, 1, name)
    for name in relics:
        place(s, 1, name, "relics")
    s.current, s.step, s.opened = 0, 2, [True] * players
    return s


def test_opponent_rows_at_3_and_4_players_fit_and_fan_their_creatures(app):
    for players in (3, 4):
        s = crowded(players)
        t = table_for(app, s)
        z = t.places.zone(1)
        assert z.compact and z.rect.w >= 900                 # a full-width row
        rects = [t.places.card_rect(c) for c in s.creatures[1]]
        assert all(z.creature_area.contains(r) for r in rects)
        assert all(z.rect.contains(t.places.card_rect(c)) for c in s.relics[1])
        assert z.rect.contains(z.magi) and z.rect.contains(z.energy)
        # fanned: each creature keeps a strip of its own, and the one under the mouse
        # is the one on top there
        for a, b in zip(rects, rects[1:]):
            assert b.x > a.x + 12
        for c, r in zip(s.creatures[1], rects):
            assert t.card_under((r.x + 6, r.centery)) == c
        app.save_screenshot(f"/tmp/mn_rows_{players}.png")
        t.mouse = (rects[3].x + 6, rects[3].centery)
        for _ in range(60):
            app.frame([ev(pygame.MOUSEMOTION, pos=t.mouse, rel=(0, 0), buttons=(0, 0, 0))])
        assert t.zoom_key == s.creatures[1][3]             # hover to read
        app.save_screenshot(f"/tmp/mn_rows_{players}_zoom.png")
        app.stack.pop()


def test_each_ai_seat_may_play_its_own_deck(fresh_home):
    from scenes.magination import PLUGIN
    cfg = PLUGIN.config_for({"decks": ["Naroom starter", "Cald starter", "Naroom starter",
                                       None]}, 4)
    assert [d["magi"][0] for d in cfg["decks"]] == ["Evu", "Ashgar", "Evu", "Ashgar"]
    # the setup screen's two values: every AI seat plays the second
    cfg = PLUGIN.config_for({"decks": ["Cald starter", "Naroom starter"]}, 3)
    assert [d["magi"][0] for d in cfg["decks"]] == ["Ashgar", "Evu", "Evu"]


def test_no_silent_refusals_on_the_table(app):
    from tests.scenes.magination.test_table import drag as drag_to
    s, acts = drive(plays=[(0, "Diobor"), (1, "Furok")],
                    until=lambda s: s.turn_no == 3 and s.step == 3 and free_turn(s))
    t = make_table(app, acts)
    dio, furok = t.state.find(0, "Diobor"), t.state.find(1, "Furok")
    n = len(t.record.actions)
    click(app, t.element_rect(f"card:{furok}").center)       # an opponent's card
    assert "Bram's" in t.drag.message and "right-click" in t.drag.message
    t.drag.message = None
    drag_to(app, t.element_rect(f"card:{dio}").center,
            t.element_rect("relics:0").center)               # an attacker dropped on nothing
    assert t.drag.message and "glowing" in t.drag.message
    assert len(t.record.actions) == n
    # the AI's turn: a click on a card says whose turn it is (Space hurries the AI there:
    # the kit's rule)
    while t.state.current == 0:
        t.apply(("end_step",))
    t.queue.skip()
    t.ai.cancel()
    t._drive_ai = lambda dt: None                             # hold Bram's turn
    for _ in range(5):
        app.frame()
    t.drag.message = None
    click(app, t.element_rect(f"card:{dio}").center)
    assert t.drag.message and "Bram" in t.drag.message


def free_turn(s):
    from tests.scenes.magination.test_table import free_turn as ft
    return ft(s)


# -- panels with the longest names ------------------------------------------------------
LONG_NAMES = ["Bartholomew-Maximilian", "Ivy the Unrelenting of the North",
              "Orla Anuanec-Quillingsworth", "Tamsin Brightwater-Ashgrove"]


class Recorder(pygame.Surface):
    """A screen that remembers where every surface was blitted."""

    def __init__(self, size=(1280, 720)):
        super().__init__(size)
        self.blits = []

    def blit(self, source, dest, area=None, special_flags=0):
        r = super().blit(source, dest, area, special_flags)
        self.blits.append(pygame.Rect(r))
        return r


def longest_names_state(players):
    """Every seat named long, with the cards of the longest names in every zone."""
    from engines.magination.testing import make_game, place
    names = ["Vortex of Knowledge", "Channeler's Gloves", "Spirit of the Flame",
             "Orothean Goggles", "Carnivorous Cave", "Mushroom Hyren", "Giant Carillion",
             "Balamant Pup", "Timber Hyren", "Orwin's Gaze"]
    magi = [["Pruitt", "Evu", "Tryn"], ["Grega", "Gar", "Ashgar"], ["Evu", "Tryn", "Yaki"],
            ["Ashgar", "Gar", "Grega"]]
    s = make_game(magi[:players], [names] * players, fill=20)
    while s.pending is not None:
        RULES.apply(s, ("no",))
    for p in range(players):
        if s.magi[p] < 0:
            s.magi[p] = s.stack[p].pop(0)
        s.energy[s.magi[p]] = 123
        for n in ("Mushroom Hyren", "Giant Carillion", "Balamant Pup", "Timber Hyren"):
            c = place(s, p, n)
            s.energy[c] = 88
        for n in ("Channeler's Gloves", "Orothean Goggles"):
            place(s, p, n, "relics")
        place(s, p, "Spirit of the Flame", "discard")
    s.current, s.step, s.opened = 0, 2, [True] * players
    return s


def test_panels_keep_the_longest_names_inside_their_boxes(app):
    from scenes.magination import layout as L
    from scenes.magination.card_art import name_box, small_lines, _fit
    from engines.magination.cards import CARDS
    for players in (2, 3, 4):
        s = longest_names_state(players)
        t = table_for(app, s, names=LONG_NAMES)
        for p in range(players):
            z = t.places.zone(p)
            rec = Recorder()
            t.drawer._draw_energy_panel(rec, p, z)
            assert rec.blits and all(z.energy.contains(r) for r in rec.blits), (players, p)
        for who in range(players):                       # the step bar, on every turn
            t.shown.current = who
            rec = Recorder()
            t.drawer._draw_steps(rec)
            bar = [r for r in rec.blits if r.colliderect(L.STEP_RECT)]
            assert all(L.STEP_RECT.contains(r) for r in bar)
            first_pill = t.places.step_rects()[1]
            assert all(r.right <= first_pill.x for r in bar if r.x < first_pill.x)
        t._show_state()
        app.save_screenshot(f"/tmp/mn_long_{players}.png")
        # every card face the table draws: the name and the small text inside the face
        sizes = {z.card for z in t.places.layout.zones.values()} | \
            {z.relic for z in t.places.layout.zones.values()} | \
            {z.pile for z in t.places.layout.zones.values()} | \
            {z.magi_size for z in t.places.layout.zones.values()} | {(L.HAND_W, L.HAND_H)}
        for w, h in sizes:
            room, size = name_box(w)
            for c in CARDS:
                assert _fit(c.name, size, room, (0, 0, 0)).get_width() <= room, (c.name, w)
                fs = max(7, round(10 * w / 100))
                for line in small_lines(c, fs, w - 12, 6):
                    from app.ui import text
                    assert text.font(fs, text.BOLD).size(line)[0] <= w - 12, (c.name, line)
        app.stack.pop()


def test_popups_keep_the_longest_names_inside_their_boxes(app):
    s = longest_names_state(2)
    t = table_for(app, s, names=LONG_NAMES)
    # a confirmation naming a long-named player's card, the number panel, a power menu
    from scenes.magination.panels import AmountPopup
    from scenes.kit.popups import ButtonsPopup, Option
    crea = s.creatures[1][0]
    boxes = [
        ButtonsPopup(f"Vitalize can only choose {LONG_NAMES[1]}'s Mushroom Hyren, and that "
                     f"helps {LONG_NAMES[1]}. Go on?",
                     [Option(("yes",), "Use it on Mushroom Hyren"), Option(("no",), "Cancel")],
                     lambda a: None, anchor=(500, 560)),
        AmountPopup("Tap Roots: energy to remove from your Giant Carillion",
                    [(n, ("number", n)) for n in range(0, 3)], lambda a: None,
                    warnings={2: "this defeats your Giant Carillion"}, start=2,
                    value_format="{value} energy", anchor=(500, 560)),
    ]
    t.input_part.open_power_menu(s.magi[0])
    boxes.append(t.popup)
    for popup in boxes:
        rec = Recorder()
        popup.draw(rec)
        inside = [r for r in rec.blits if r.w < 1280]
        assert all(popup.rect.inflate(2, 2).contains(r) for r in inside), popup.title
    del crea


def test_any_discard_pile_can_be_browsed_by_clicking_it(app):
    from scenes.kit.pile_browser import PileBrowser
    s = longest_names_state(3)
    for p, names in ((1, ["Vortex of Knowledge", "Orwin's Gaze"]), (0, ["Carnivorous Cave"])):
        from engines.magination.testing import place
        for n in names:
            place(s, p, n, "discard")
    t = table_for(app, s)
    click(app, t.places.zone(1).discard.center)                 # an opponent's pile
    b = app.stack.top
    assert isinstance(b, PileBrowser) and b.title == "Bram's discard pile: 3 cards"
    assert [label for _, label, _ in b.items] == ["Orwin's Gaze", "Vortex of Knowledge",
                                                   "Spirit of the Flame"]   # newest first
    row = b.row_rect(1)
    app.frame([ev(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert b.previewed == b.items[1][0]
    app.save_screenshot("/tmp/mn_pile.png")
    app.frame([ev(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])
    assert app.stack.top is t
    click(app, t.places.zone(0).discard.center)                 # your own
    assert app.stack.top.title == "Your discard pile: 2 cards"
    app.frame([ev(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])
    assert app.stack.top is t


def test_hiding_the_log_gives_its_column_to_the_table(app):
    _, acts = drive(until=at_step(4))
    t = make_table(app, acts)
    narrow_zone = t.places.zone(0).rect.copy()
    narrow_hand = t.places.hand_rects()
    app.frame([ev(pygame.KEYDOWN, key=pygame.K_l, mod=0)])        # L hides the log
    app.frame()
    assert t.log.collapsed and t.places.layout.wide
    z = t.places.zone(0)
    assert z.rect.right > t.log.rect.x + 200                      # into the log's column
    assert not z.rect.colliderect(t.log.rect)                     # under the log's header
    assert t.step_button.rect.right > 1200 and t.step_button.rect == t.places.layout.next_button
    assert max(r.right for r in t.places.hand_rects().values()) >= max(
        r.right for r in narrow_hand.values())
    app.save_screenshot("/tmp/mn_log_hidden.png")
    click(app, t.step_button.rect.center)                         # the button works there
    assert t.record.actions[-1] == ("end_step",)
    settle(app, t)
    app.frame([ev(pygame.KEYDOWN, key=pygame.K_l, mod=0)])        # shown again: back
    app.frame()
    assert not t.places.layout.wide and t.places.zone(0).rect == narrow_zone


def test_both_last_magi_falling_to_flame_geyser_shows_a_draw(app):
    from scenes.magination.table import MagiNationDraw
    s = duel("Grega", "Pruitt", hand0=["Flame Geyser"])
    for p, e in ((0, 10), (1, 3)):
        s.stack[p].clear()
        s.energy[s.magi[p]] = e
    t = staged(app, s)
    from tests.scenes.magination.test_table import drag as drag_to
    drag_to(app, t.element_rect(f"card:{iid(s, 0, 'Flame Geyser', 'hand')}").center,
            t.places.layout.table_rect.center)
    assert t.record.actions[-1][0] == "play"
    for _ in range(400):
        app.frame()
        if app.stack.top is not t:
            break
    over = app.stack.top
    assert isinstance(over, MagiNationDraw) and sorted(over.winners) == [0, 1]
    assert "draw" in over.subtitle.lower() and over.is_draw          # "A draw: ..." heading
    assert any("a draw between you and Bram" in line for line, _ in t.log.lines)
    app.save_screenshot("/tmp/mn_draw.png")


def test_the_log_rebuilt_on_continue_reads_as_the_live_one(app):
    import random
    from scenes.magination import from_save
    from tests.scenes.kit.tables import new_table, until
    rng = random.Random(4)
    t = new_table(app, "magination", seed=2, speed="instant", players=3)
    for _ in range(12):
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        if t.state.to_move is None:
            break
        t.popup = None
        t.human_act(rng.choice(t.legal()))
    until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
    live = [line for line, _ in t.log.lines]
    save = {"game": "magination", "record": t.record.to_json(), "meta": t.save_meta()}
    again = [line for line, _ in from_save(app, save, inline_ai=True, autosave=False).log.lines
             if not line.startswith("Game restored")]
    assert again == live
