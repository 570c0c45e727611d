"""The Arena table as testers met it in a real window (issue 23 §6-7): the enchantment's
card question can be cancelled; hover cards, damage badges, move-cost numbers and the
final dice behave."""
from __future__ import annotations

import pygame

from engines.arena.testing import fig, stage
from tests.scenes.arena.helpers import settle, staged
from tests.scenes.shell_helpers import key, tap


def centre(t, name):
    r = t.element_rect(name)
    assert r is not None, name
    return r.center


def _aura_table(app):
    s = stage(armies=("chandra", "gideon"), chosen="chandra",
              figures=[(0, "chandra", 0, (4, 9)), (0, "phoenixes", 0, (5, 9)),
                       (1, "gideon", 0, (5, 5))],
              hands=[["fog", "flame_wings", "fireball"], []])
    return staged(app, s)


def test_the_choose_the_army_card_dialog_has_a_cancel_that_puts_the_spell_back(app):
    """Click Flame Wings in your hand: the dialog asks which army card it goes on and
    offers Cancel; Cancel closes it with the card back in its place in your hand, the
    spell not counted; Esc on the dialog does the same."""
    t = _aura_table(app)
    hand = list(t.state.hand[0])
    tap(app, centre(t, "spell:1"))
    settle(app, t)
    assert t.state.question() is not None and t.popup is not None
    assert "goes on" in t.popup.title and "cancel" in t.popup.rects
    tap(app, t.popup.rects["cancel"].center)
    settle(app, t)
    assert t.popup is None and t.state.question() is None
    assert t.state.hand[0] == hand and t.state.casts == 0
    tap(app, centre(t, "spell:1"))
    settle(app, t)
    assert t.popup is not None and "goes on" in t.popup.title
    app.frame([key(pygame.K_ESCAPE)])
    settle(app, t)
    assert t.state.question() is None and t.state.hand[0] == hand
    assert t.popup is None


class _Spy(pygame.Surface):
    """A surface that keeps the rectangle of every picture blitted on it."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.rects: list = []

    def blit(self, img, dest, *a, **kw):
        self.rects.append(pygame.Rect(dest) if isinstance(dest, pygame.Rect)
                          else pygame.Rect(dest, img.get_size()))
        return super().blit(img, dest, *a, **kw)


def test_move_cost_numbers_never_overlap_on_cliffs_at_any_view_angle(app):
    """The tutorial's training ground has cliffs of several levels: with a Phoenix's
    reachable spaces lit, no two cost numbers overlap at any of the six view angles
    (Q/E), and each lit space that shows one shows it on its own top face."""
    s = stage("tutorial", armies=("chandra", "gideon"), chosen="phoenixes",
              figures=[(0, "chandra", 0, (0, 6)), (0, "phoenixes", 0, (4, 4)),
                       (1, "gideon", 0, (7, 0))])
    t = staged(app, s)
    tap(app, centre(t, f"fig:{fig(s, 0, 'phoenixes')}"))
    assert t.moves.selected == fig(s, 0, "phoenixes")
    for turn in range(6):
        lit = t.drawer.lit()
        assert sum(1 for _, label in lit.values() if label) > 20
        spy = _Spy(app.screen.get_size())
        t.drawer.measures.draw_costs(spy, lit)
        numbers = [r for r in spy.rects if r.w < 60]
        assert len(numbers) > 10
        for i, a in enumerate(numbers):
            for b in numbers[i + 1:]:
                assert not a.colliderect(b), (turn, a, b)
        rot = t.view.camera().rot
        app.frame([key(pygame.K_e)])
        app.frame()
        assert t.view.camera().rot != rot


def test_a_damage_badge_stays_on_its_figure_at_every_view_angle(app, monkeypatch):
    """A damaged Planeswalker and a damaged double-space Firecat: at each of the six view
    angles (E), the badge's centre is on the figure's standee (inside its drawn
    outline), not beside it in the picture's clear corner."""
    from scenes.arena import figures as FG
    s = stage(armies=("chandra", "gideon"), chosen="chandra",
              figures=[(0, "chandra", 0, (4, 9)), (0, "firecats", 0, (3, 8), (3, 7)),
                       (1, "gideon", 0, (5, 5))])
    s.f_dmg[fig(s, 1, "gideon")] = 2
    s.f_dmg[fig(s, 0, "firecats")] = 1
    t = staged(app, s)
    badges: list = []
    real = FG.damage_marker
    monkeypatch.setattr(FG, "damage_marker",
                        lambda n, size=16: badges.append(real(n, size)) or badges[-1])
    for turn in range(6):
        for f in (fig(s, 1, "gideon"), fig(s, 0, "firecats")):
            badges.clear()
            spy = _Spy(app.screen.get_size())
            t.drawer._draw_figure(spy, f)
            sprite, _, _ = t.places.fig_sprite(f)
            rect = t.places.figure_rect(f)
            body = sprite.get_bounding_rect().move(rect.topleft)
            got = [r for r in spy.rects if r.size == badges[0].get_size()]
            assert len(badges) == 1 and got, turn
            assert body.collidepoint(got[-1].center), (turn, f, body, got[-1].center)
        app.frame([key(pygame.K_e)])
        app.frame()


def _rest(app, t, frames=60):
    for _ in range(frames):
        app.frame()


def test_a_figures_hover_card_closes_when_the_ai_turn_starts_and_stays_closed(app):
    """The pointer rests on your Chandra: her card zooms. Space ends the turn: the card
    closes as the AI's turn starts and does not come back while the pointer stays
    where it was (figures move under it); moving off and back on shows it again."""
    from tests.scenes.shell_helpers import motion
    s = stage(armies=("chandra", "gideon"), chosen="chandra",
              figures=[(0, "chandra", 0, (4, 9)), (1, "gideon", 0, (5, 3))])
    t = staged(app, s)
    t.ai_pace = 0.3
    app.settings.animation_speed = "normal"
    at = centre(t, f"fig:{fig(s, 0, 'chandra')}")
    app.frame([motion(at)])
    _rest(app, t)
    assert t.zoom_key is not None and t.zoom_key[0] == "army"
    app.frame([key(pygame.K_SPACE)])
    seen = []
    for _ in range(400):
        app.frame()
        seen.append((t.state.to_move, t.zoom_key))
        if t.state.to_move == 0 and not t.queue.busy and len(seen) > 100:
            break
    assert any(p == 1 for p, _ in seen)                 # the AI played
    assert all(z is None for _, z in seen), [z for _, z in seen if z][:1]
    app.frame([motion((at[0] + 40, at[1] + 40))])
    app.frame([motion(at)])
    _rest(app, t)
    assert t.zoom_key is not None


def test_a_figures_hover_card_does_not_come_back_when_a_dialog_closes(app):
    """A dialog opens (the enchantment's card question); the pointer rests on a figure
    while it is open; the dialog closes (Esc): the figure's card does not zoom up
    until the pointer moves."""
    from tests.scenes.shell_helpers import motion
    t = _aura_table(app)
    tap(app, centre(t, "spell:1"))
    settle(app, t)
    assert t.popup is not None
    at = centre(t, f"fig:{fig(t.state, 1, 'gideon')}")
    app.frame([motion(at)])
    _rest(app, t, 10)
    app.frame([key(pygame.K_ESCAPE)])
    assert t.popup is None
    _rest(app, t)
    assert t.zoom_key is None
    app.frame([motion((at[0] + 30, at[1]))])
    app.frame([motion(at)])
    _rest(app, t)
    assert t.zoom_key is not None


def _attack(app):
    from engines.arena.testing import rig_dice
    from tests.scenes.shell_helpers import drag
    s = stage(armies=("chandra", "gideon"), chosen="chandra",
              figures=[(0, "chandra", 0, (4, 9)), (1, "gideon", 0, (5, 7))])
    t = staged(app, s)
    app.settings.animation_speed = "normal"
    f, g = fig(s, 0, "chandra"), fig(s, 1, "gideon")
    rig_dice(t.state, [1, 2, 3, 6, 6, 6, 6, 6, 6])
    drag(app, centre(t, f"fig:{f}"), centre(t, f"fig:{g}"))
    assert t.record.actions[-1] == ("attack", f, g)
    return t, f


def test_the_final_dice_stay_up_two_seconds_at_normal_speed(app):
    """An attack's dice tumble, come to rest and show their result: the result stays
    up at least 2 s at normal speed before the tray goes (it went after about 0.8 s)."""
    from scenes.arena.table_anim import DiceTray
    t, _ = _attack(app)
    tray, rested, shown = None, None, 0.0
    for _ in range(600):
        app.frame()
        cur = t.queue.current
        if isinstance(cur, DiceTray):
            tray = cur
            if rested is None and all(die.snapped for _, die, _ in cur.trays):
                rested = cur.t
            if rested is not None:
                shown = cur.t - rested
        elif tray is not None:
            break
    assert tray is not None and rested is not None
    assert shown >= 1.95, shown          # the queue's time: the speed setting scales it


def test_a_click_on_the_final_dice_skips_them_and_does_nothing_else(app):
    """While the result shows, a click on your own figure only takes the dice away: the
    figure is not selected, nothing is played."""
    from scenes.arena.table_anim import DiceTray
    t, f = _attack(app)
    for _ in range(300):
        app.frame()
        cur = t.queue.current
        if isinstance(cur, DiceTray) and all(d.snapped for _, d, _ in cur.trays):
            break
    assert isinstance(t.queue.current, DiceTray)
    actions = len(t.record.actions)
    tap(app, centre(t, f"fig:{f}"))
    app.frame()
    assert not isinstance(t.queue.current, DiceTray)
    assert t.moves.selected is None and len(t.record.actions) == actions
