"""The Arena table follows the rulings of issue 21 where a player sees them: the figures a
dragged figure may attack light up by the rulebook's adjacency (Example 11), and the
hidden-enchant question says what declining does."""
from __future__ import annotations

from engines.arena.content import SPELL_INDEX
from engines.arena.testing import fig, stage, tiny_board
from tests.scenes.arena.helpers import settle, staged
from tests.scenes.shell_helpers import tap


def test_an_elf_on_a_ledge_next_to_chandra_is_not_lit_as_a_target(app):
    """Example 11 / Line of sight: the Elf eight levels up on the next space is not
    adjacent to Chandra and out of her sight, so dragging her lights it up nowhere."""
    tiny_board("t_ledge9", ["1 9 1 1 1 1", "1 1 1 1 1 1"])
    s = stage("t_ledge9", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "elves", 0, (1, 0)),
                       (1, "nissa", 0, (5, 1))])
    t = staged(app, s)
    ch, elf = fig(t.state, 0, "chandra"), fig(t.state, 1, "elves")
    assert elf not in t.moves.plan(ch).attacks
    lit = t.parts.input.legal_targets(("fig", ch))
    assert ("hex", t.state.f_hex[elf]) not in lit


def test_the_hidden_enchant_question_offers_to_put_it_out_of_play(app):
    """Action 1 (hidden enchants): the pop-up's "no" button says the card goes out of
    play, and answering it takes the card off Gideon's army card."""
    s = stage(armies=("gideon", "chandra"), current=1, chosen="chandra",
              figures=[(0, "gideon", 0, (4, 9)), (1, "chandra", 0, (4, 8))])
    s.c_hidden[s.pw[0]] = [[SPELL_INDEX["divine_ward"], 0, 1]]
    t = staged(app, s)               # the AI (Chandra) attacks at once
    for _ in range(600):
        if t.can_act():
            break
        app.frame()
    settle(app, t)
    d = t.decision()
    assert d.kind == "yes_no" and "out of play" in d.prompt
    assert t.popup is not None and "out of play" in t.popup.title
    label = d.label(("no",))
    assert "out of play" in label.lower()
    tap(app, t.popup.rects[label.lower()].center)           # the player clicks it
    settle(app, t)
    assert t.state.c_hidden[t.state.pw[0]] == []


def test_an_ai_hidden_enchant_that_flips_is_shown_large(app, monkeypatch):
    """Issue 23, item 4: the AI's face-down card, when it flips, is shown large over the
    battlefield as its other spells are (it was only in the log)."""
    from scenes.arena.table_anim import ArenaHandlers
    shown: list = []
    monkeypatch.setattr(ArenaHandlers, "_show_card",
                        lambda self, sp, who: shown.append((sp, who)))
    s = stage(armies=("gideon", "chandra"), current=0, chosen="gideon",
              figures=[(0, "gideon", 0, (4, 9)), (1, "chandra", 0, (4, 2))])
    t = staged(app, s)
    ward = SPELL_INDEX["divine_ward"]
    t.pipeline.play([{"type": "HiddenEnchantFlipped", "spell": ward, "player": 1,
                      "card": s.pw[1], "tag": 0}])
    assert shown == [(ward, "Bram flips")]
