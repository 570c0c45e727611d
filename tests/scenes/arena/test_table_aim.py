"""Where a drop or a click lands on the Arena battlefield (issue 23 §1): a lit space is
taken by its top face, whatever is drawn in front of it (a cliff's face, a tall figure
that is not a lit target), at every view angle and zoom; a figure takes a drop only when
it is a lit target of an attack."""
from __future__ import annotations

import pytest

from engines.arena.testing import fig, stage, tiny_board
from tests.scenes.arena.helpers import settle, staged
from tests.scenes.shell_helpers import drag, tap


def _board(key: str, centre: str):
    """A small flat board (level 1) with one column ``centre`` in its middle."""
    rows = ["1 1 1 1 1 1 1"] * 3 + [f"1 1 1 {centre} 1 1 1"] + ["1 1 1 1 1 1 1"] * 3
    return tiny_board(key, rows)


def _view(app, t, rot: int, zi: int | None = None) -> None:
    cam = t.view.cam
    cam.rot = rot
    cam.fit_zoom()
    if zi is not None:
        cam.zi = zi
        cam.pan = [0.0, 0.0]
    t.view.targets_key = None
    app.frame()


def _start(t, f):
    """A point on figure f's standee (its middle)."""
    r = t.element_rect(f"fig:{f}")
    assert r is not None
    return r.center


def _on_screen(t, p) -> bool:
    return t.view.board_area.collidepoint(p)


@pytest.mark.parametrize("zoom", [None, 9])
@pytest.mark.parametrize("rot", range(6))
def test_a_drop_on_a_ledge_behind_a_tall_cliff_lands_on_the_ledge(app, rot, zoom):
    """The middle of a lit space's top face, drawn behind a cliff seven levels high, takes
    the drop: the figure moves there (before, the cliff's face took it and the drop was
    refused)."""
    board = _board("aim_cliff", "7")
    s = stage(board_key=board.key, armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 6)), (1, "gideon", 0, (6, 0))], chosen="chandra")
    t = staged(app, s)
    _view(app, t, rot, zoom)
    f = fig(s, 0, "chandra")
    p = t.moves.plan(f)
    cam = t.view.cam
    cliff = next(h for h in range(board.n) if board.level[h] == 7)
    hidden = []
    for h in sorted(p.moves):
        c = tuple(round(v) for v in cam.hex_center(h))
        if _on_screen(t, c) and t.places.hex_at(c) == cliff:
            hidden.append((h, c))
    assert hidden, "no lit space's middle is behind the cliff at this angle"
    h, c = hidden[0]
    drag(app, _start(t, f), c)
    assert t.drag.message is None or "reach" not in (t.drag.message or "")
    assert t.record.actions[-1] == p.moves[h], t.drag.message
    settle(app, t)
    assert t.state.f_hex[f] == h


@pytest.mark.parametrize("rot", range(6))
def test_a_drop_beside_a_tall_figure_moves_rather_than_attacks(app, rot):
    """An opposing figure that cannot be attacked (not lit) standing on a high space does
    not take a drop aimed at the lit space behind it: the figure moves there, and no
    attack is read (before, the drop was read as an attack out of range)."""
    board = _board("aim_tall", "5")
    s = stage(board_key=board.key, armies=("gideon", "jace"),
              figures=[(0, "gideon", 0, (0, 6)), (1, "jace", 0, (3, 3))], chosen="gideon")
    t = staged(app, s)
    _view(app, t, rot)
    f, g = fig(s, 0, "gideon"), fig(s, 1, "jace")
    p = t.moves.plan(f)
    assert g not in p.attacks
    cam = t.view.cam
    covered = []
    for h in sorted(p.moves):
        c = tuple(round(v) for v in cam.hex_center(h))
        if _on_screen(t, c) and t.places.standee_at(g, c):
            seen = t.places.hex_at(c)
            covered.append((seen != h, h, c))
    assert covered, "Jace's standee covers no lit space at this angle"
    _, h, c = max(covered)             # one whose middle is also behind Jace's column
    drag(app, _start(t, f), c)
    assert t.record.actions[-1] == p.moves[h], t.drag.message
    settle(app, t)
    assert t.state.f_hex[f] == h


@pytest.mark.parametrize("rot", range(6))
def test_a_click_on_a_lit_space_under_a_tall_figure_moves_the_selected_figure(app, rot):
    """With a figure selected, a click on the middle of a lit space that another figure's
    standee is drawn over moves the selected figure there."""
    board = _board("aim_click", "5")
    s = stage(board_key=board.key, armies=("gideon", "jace"),
              figures=[(0, "gideon", 0, (0, 6)), (1, "jace", 0, (3, 3))], chosen="gideon")
    t = staged(app, s)
    _view(app, t, rot)
    f, g = fig(s, 0, "gideon"), fig(s, 1, "jace")
    p = t.moves.plan(f)
    tap(app, _start(t, f))
    assert t.moves.selected == f
    cam = t.view.cam
    covered = [(t.places.hex_at(c) != h, h, c) for h in sorted(p.moves)
               for c in [tuple(round(v) for v in cam.hex_center(h))]
               if _on_screen(t, c) and t.places.standee_at(g, c)]
    assert covered
    _, h, c = max(covered)
    tap(app, c)
    assert t.record.actions[-1] == p.moves[h], t.message if hasattr(t, "message") else ""


def test_a_lit_target_still_takes_a_drop_on_its_standee(app):
    """An attack that is lit is still made by a drop on the target's standee."""
    board = _board("aim_attack", "1")
    s = stage(board_key=board.key, armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (1, 5)), (1, "gideon", 0, (3, 3))], chosen="chandra")
    t = staged(app, s)
    f, g = fig(s, 0, "chandra"), fig(s, 1, "gideon")
    p = t.moves.plan(f)
    assert g in p.attacks
    r = t.element_rect(f"fig:{g}")
    drag(app, _start(t, f), (r.centerx, r.top + r.h // 3))
    assert t.record.actions[-1] == p.attacks[g]
