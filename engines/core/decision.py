"""The pending decision: who must decide now, what kind of choice it is, and the options.

Every game exposes ``rules.decision(state) -> Decision | None`` (None once the game is
over). Scenes draw their choices from it alone and never unpack an engine's internals;
the AI and the conformance suite read the same record. ``options`` are exactly the
actions ``legal_actions(state)`` returns, in the same order.

A multi-step input ("pick a figure, then a hex, then a target"; "choose X, then the
creatures") is a chain of decisions: each answer is one action and the next decision
follows from the new state.

Kinds (``Decision.kind``):

``turn``        the player's free turn: the options are every move open now (play a card,
                attack, end the step...). Tables offer them through their own gestures.
``choose``      exactly one of the options: a card, a figure, a player, a colour...
                ``targets`` names what each option points at, for tables that light
                the things on the board rather than list them.
``yes_no``      a question answered by one of two options (``labels`` say which is which).
``confirm``     like ``yes_no``, for a choice the player should see before it happens
                ("Vitalize will target Bram's Furok: go on?").
``number``      choose a number (X); ``low``/``high`` bound it.
``pick``        pick items one at a time, at most ``up_to`` more, then ``done``.
``distribute``  share out ``total`` among the options' targets, one part per action.
``order``       things happen together: choose which comes first (then the next...).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


Action = tuple

KINDS = ("turn", "choose", "yes_no", "confirm", "number", "pick", "distribute", "order")


@dataclass(frozen=True)
class Decision:
    player: int                          # the seat that decides
    kind: str                            # one of KINDS
    options: tuple[Action, ...]          # the legal actions, as legal_actions() lists them
    prompt: str                          # a sentence for the deciding player
    labels: tuple[str, ...] = ()         # a short label per option (buttons, lists)
    source: Any = None                   # the card/figure/ability the choice is for
    targets: tuple[Any, ...] = ()        # what each option points at (same order), if any
    up_to: int | None = None             # pick: how many more may be picked
    total: int | None = None             # distribute: how much is left to share out
    low: int | None = None               # number: the smallest allowed
    high: int | None = None              # number: the largest allowed
    done: Action | None = None           # pick/distribute: the option that stops
    hints: dict = field(default_factory=dict, compare=False)   # game-specific extras

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown decision kind {self.kind!r}")
        if self.labels and len(self.labels) != len(self.options):
            raise ValueError("a decision needs one label per option (or none)")
        if self.targets and len(self.targets) != len(self.options):
            raise ValueError("a decision needs one target per option (or none)")

    def label(self, action: Action) -> str:
        """The label of ``action`` (its first word when the decision has none)."""
        for a, text in zip(self.options, self.labels):
            if a == action:
                return text
        return str(action[0]) if action else ""

    def target_of(self, action: Action) -> Any:
        for a, t in zip(self.options, self.targets):
            if a == action:
                return t
        return None

    def option_for(self, target: Any) -> Action | None:
        """The option that points at ``target`` (a card clicked on the table), if any."""
        for a, t in zip(self.options, self.targets):
            if t == target:
                return a
        return None

    @property
    def is_choice(self) -> bool:
        """True for everything but the free turn (a pop-up or a lit choice is shown)."""
        return self.kind != "turn"
