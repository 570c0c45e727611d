"""Summoning a double-space figure by mouse (issue 23 §2): one drag puts it, facing the
way it was dragged (its back behind the drop's direction, among the engine's legal
front/back pairs); for the squad's next figure, a click on its front lights its back's
legal spaces and the banner says so, and a drag of its card onto a lit space puts it."""
from __future__ import annotations

import pygame

from engines.arena import RULES
from engines.arena.testing import stage
from tests.scenes.arena.helpers import settle, staged
from tests.scenes.shell_helpers import down, key, motion, tap, up

FIRECATS = 2                      # Chandra's army: the Blazing Firecats' card


def _table(app):
    s = stage(armies=("chandra", "gideon"), figures=[(0, "chandra", 0, (4, 9)),
                                                     (1, "gideon", 0, (5, 6))],
              chosen="chandra")
    t = staged(app, s)
    assert RULES.army[t.state.c_key[FIRECATS]].key == "firecats"
    return t


def _pt(t, h, toward=None, k=0.0):
    """Hex h's top-face middle (moved a share k of the way toward hex ``toward``)."""
    cam = t.view.cam
    x, y = cam.hex_center(h)
    if toward is not None:
        tx, ty = cam.hex_center(toward)
        x, y = x + (tx - x) * k, y + (ty - y) * k
    return (round(x), round(y))


def _drag_through(app, start, points):
    app.frame([motion(start), down(start)])
    last = start
    for p in points:
        app.frame([motion(p, (1, 0, 0), (p[0] - last[0], p[1] - last[1]))])
        last = p
    app.frame([up(last)])


def _puts(t, c: int) -> dict:
    """{front hex: [put actions]} the engine allows after summoning card c now."""
    s2 = RULES.clone(t.state)
    RULES.apply(s2, ("summon", c))
    out: dict = {}
    for a in RULES.legal_actions(s2):
        if a[0] == "put":
            out.setdefault(a[1], []).append(a)
    return out


def _banner(app, t, monkeypatch) -> str:
    """The banner drawn over the battlefield in the next frame."""
    from scenes.arena import table_measures
    seen: list = []
    real = table_measures.text.fit

    def fit(label, *a, **kw):
        seen.append(label)
        return real(label, *a, **kw)
    monkeypatch.setattr(table_measures.text, "fit", fit)
    app.frame()
    monkeypatch.setattr(table_measures.text, "fit", real)
    return " | ".join(seen)


def _head_with_tails(t, puts):
    for h in sorted(puts):
        tails = [a[2] for a in puts[h]]
        if len(tails) >= 3 and t.places.hex_at(_pt(t, h)) == h:
            return h, tails
    raise AssertionError("no front space with three backs")


def test_one_drag_summons_a_double_space_figure_facing_the_drop_direction(app):
    """Dragged in from its back's side, the Firecat's back lands behind it."""
    for pick in (0, -1):
        t = _table(app)
        puts = _puts(t, FIRECATS)
        h, tails = _head_with_tails(t, puts)
        k = tails[pick]
        card = t.element_rect(f"card:{FIRECATS}").center
        _drag_through(app, card, [_pt(t, k, h, 0.0), _pt(t, k, h, 0.5), _pt(t, h)])
        assert tuple(t.record.actions[-1]) == ("put", h, k), t.drag.message
        settle(app, t)
        app.stack.pop()


def test_the_next_figure_lights_its_back_after_its_front_and_takes_a_drag(app, monkeypatch):
    t = _table(app)
    puts = _puts(t, FIRECATS)
    h, tails = _head_with_tails(t, puts)
    card = t.element_rect(f"card:{FIRECATS}").center
    _drag_through(app, card, [_pt(t, tails[0], h, 0.0), _pt(t, h)])
    settle(app, t)
    d = t.moves.board_choice()
    assert d is not None and d.prompt.startswith("Summon Blazing Firecat 2")
    label = _banner(app, t, monkeypatch)
    assert "front" in label and "back" in label
    # a click on a lit front: its back's legal spaces light up and the banner says so
    lit = t.moves.lit_choice()
    h2 = next(x for x in sorted(lit) if t.places.hex_at(_pt(t, x)) == x
              and len(lit[x]) > 1)
    tap(app, _pt(t, h2))
    assert t.moves.put_front == h2
    backs = {a[2] for a in d.options if a[0] == "put" and a[1] == h2}
    assert set(t.drawer.lit()) == backs | {h2}          # the front chosen stays marked
    assert "now a lit space for its back" in _banner(app, t, monkeypatch)
    # Esc lets go of the front; a drag of the card onto a lit space puts the figure
    app.frame([key(pygame.K_ESCAPE)])
    assert t.moves.put_front is None
    n = len(t.record.actions)
    card = t.element_rect(f"card:{FIRECATS}").center
    app.frame([motion(card), down(card)])
    app.frame([motion(_pt(t, h2), (1, 0, 0), (5, 5))])
    app.frame([up(_pt(t, h2))])
    assert len(t.record.actions) == n + 1, t.drag.message
    assert t.record.actions[-1][:2] == ("put", h2)
