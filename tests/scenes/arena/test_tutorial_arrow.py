"""The Arena tutorial's arrow leaves the army cards' numbers in view (issue 23): pointed
at an army card, it stands beside it, not over the card above or below it, nor over
the table's buttons."""
from __future__ import annotations


from scenes.arena.tutorial import ArenaTutorial, tutorial_scene
from tests.scenes.mabinogi.test_tutorial_arrow import _drawn_arrows

KEEP_CLEAR = (*(f"card:{i}" for i in range(10)), "head:0", "head:1", "end",
              "rotate_left", "rotate_right", "levels", "ruler", "fit")


def _ready(app, t):
    for _ in range(900):
        app.frame()
        if t.ready and not t.input_held():
            return
    raise AssertionError("the step never came")


def _do(t) -> None:
    """The step's move (or Next), as the tutorial's script has it."""
    step = t.current
    if step.expect is None:
        t.next_step()
        return
    exp = step.expect
    sequence = isinstance(exp, list) or isinstance(exp[0], tuple)
    assert (t.human_sequence(list(exp)) if sequence else t.human_act(exp)) is None


def test_the_arrow_at_an_army_card_covers_no_other_card(app, fresh_home, monkeypatch):
    spots = _drawn_arrows(monkeypatch)
    t = tutorial_scene(app)
    assert isinstance(t, ArenaTutorial)
    app.stack.push(t, fade=False)
    checked = []
    while not checked and t.current is not None:
        _ready(app, t)
        name = t.point_name()
        if name is not None and name.startswith("card:") and name != "card:0":
            spots.clear()
            app.frame()
            target = t.element_rect(name)
            clear = [r for r in (t.element_rect(n) for n in KEEP_CLEAR if n != name)
                     if r is not None and not r.colliderect(target)]
            assert spots and spots[-1].collidelist(clear) < 0, \
                f"the arrow at {name} covers {clear[spots[-1].collidelist(clear)]}"
            checked.append(name)
            break
        _do(t)
    assert checked, "no step pointed at an army card below the first"
