"""Undo by mouse while Magi's table asks a question (a choice pop-up: a colour, a shot,
the Original card): the press and the release of the Undo button come in different
frames, as a person's click does, and the undo happens (scenes/kit/table_input.py)."""
from __future__ import annotations

import random

from tests.scenes.kit.tables import new_table, until
from tests.scenes.shell_helpers import down, up


def _at_a_question(app, t, rng: random.Random):
    """Play at random until the human is asked a question they could undo around."""
    for _ in range(3000):
        t.queue.skip()
        st = t.state
        if st.to_move is None:
            return False
        if st.to_move == t.human:
            app.frame()
            d = t.decision()
            if (t.can_act() and d is not None and d.kind == "choose"
                    and t.popup is not None and t.session.can_undo()):
                return True
            t.popup = None
            assert t.human_act(rng.choice(t.legal())) is None
        else:
            t.apply(t.ai.ask(st, st.to_move))
    return False


def test_an_undo_click_over_two_frames_is_taken_while_a_question_is_open(app):
    for seed in range(1, 30):
        t = new_table(app, "magi", seed=seed, speed="instant")
        if _at_a_question(app, t, random.Random(seed)):
            break
        app.stack.pop()
    else:
        raise AssertionError("no question with an undo behind it")
    until(app, lambda: t.can_act() and not t.input_held())
    n = len(t.record.actions)
    pos = t.undo_button.rect.center
    app.frame([down(pos)])
    app.frame()
    app.frame([up(pos)])
    app.frame()
    assert len(t.record.actions) < n, "the Undo click was eaten"
