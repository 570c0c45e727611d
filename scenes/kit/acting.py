"""The human's actions reaching the engine (a part of the kit's table, ``table.acting``):
one action, a gesture of several (checked on a clone first, then applied one by one as
one decision) and a pop-up's answer. A refused one says why at the cursor.

What the part may read and ask of its table is declared by
:class:`scenes.kit.parts.ActFace`; the table keeps the hooks a game or a tutorial
overrides (``refuse_reason``, ``_sequence_reason``, ``apply``) and the part asks them of
the table.
"""
from __future__ import annotations

from scenes.kit.parts import ActFace


class HumanActs:
    """The table's acting part (see the module's docstring)."""

    def __init__(self, table: ActFace) -> None:
        self.table = table

    def act(self, action, from_pos=None) -> str | None:
        """Apply the human's action; returns the reason when refused."""
        t = self.table
        if t.queue.busy:
            t.queue.skip()
        reason = t.refuse_reason(action)
        if reason:
            t.show_message(reason)
            return reason
        t.apply(action, from_pos)
        return None

    def sequence(self, actions, from_pos=None) -> str | None:
        """Several actions that make one gesture (choose a book and pay its first slot;
        play a spell and pick its target): checked on a clone first (the table's
        ``_sequence_reason``), then applied one by one; returns the reason when refused
        (nothing is applied then)."""
        t = self.table
        if t.queue.busy:
            t.queue.skip()
        reason = t._sequence_reason(actions)
        if reason:
            t.show_message(reason)
            return reason
        outer = t._input
        if outer is None:
            t._input = object()             # one gesture: one decision
        try:
            for a in actions:
                t.apply(a, from_pos)
                from_pos = None
        finally:
            t._input = outer
        return None

    def sequence_reason(self, actions) -> str | None:
        """Why the gesture ``actions`` may not be played (None: it may), found on a clone
        of the state: every action must be legal in turn and leave the human to move
        until the last."""
        t = self.table
        if not actions:
            return "Nothing to play"
        if t.human is None:
            return "The AI is playing this game"
        if t.state.to_move != t.human:
            return t.refuse_reason(actions[0])
        rules = t.rules
        s = rules.clone(t.state)
        for a in actions:
            if s.to_move != t.human:
                return "That would end your turn before it is done"
            reason = rules.why_illegal(s, a)
            if reason:
                return reason
            rules.apply(s, a)
        action_filter = t.action_filter
        if action_filter is None:
            return None
        if t.filter_takes_gestures:
            return action_filter([tuple(a) for a in actions])
        for a in actions:
            reason = action_filter(a)
            if reason:
                return reason
        return None

    def choose(self, action) -> None:
        """A pop-up's answer: one action, a list of actions played in turn while the
        question stays open (a distribution), or None (closed without an answer)."""
        t = self.table
        t.popup = None
        if action is None:
            return
        if isinstance(action, list):
            outer = t._input
            if outer is None:
                t._input = object()         # a distribution is one decision
            try:
                for a in action:
                    if not t._choosing() or t.state.to_move != t.human:
                        break
                    if a in t.legal() and t.refuse_reason(a) is None:
                        t.apply(a)
            finally:
                t._input = outer
            return
        t.human_act(action)
