"""What the tutorials' scripts share (pure data, no pygame): a step, a scripted move of
another seat, and the two ways a game turns its flow into the script its table follows.

A game's ``tutorial_steps`` module writes its ``FLOW``: ``Step``s (the player's part: a
text, and the action or gesture it waits for) between the other seats' moves, either
fixed (``AI(seat, action)``, :func:`flatten`) or decided once at import by a policy
(``AI_TURN`` markers, :func:`play_flow`, which checks every move against the engine's
legal actions). Either way the result is a :class:`Script`: the steps, the number of
actions played when each step becomes active, every action in order and who plays it.

On resume the step a save names is checked against the actions its record holds:
:func:`settle_step` (a step waits for one action or one gesture) or
:func:`step_in_span` (a step's expected actions may be played one at a time).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, NamedTuple

AI_TURN = "ai_turn"     # play_flow: the other seat plays its turn (its policy decides)


@dataclass(frozen=True)
class Step:
    key: str
    title: str
    text: str
    expect: Any = None              # what this step waits for (None: Next); see the game
    point: Any = None               # element_rect name(s) the arrow points at
    drag_to: str | None = None      # drag steps: where the card, gem or figure goes
    hint: str = ""                  # shown when the player does something else
    unordered: bool = False         # the expected actions may come in any order
    when: Any = None                # fn(state) -> bool: played only when the position asks
    free: bool = False              # a free game: anything legal, it ends with the game


@dataclass(frozen=True)
class AI:
    """A fixed move of another seat."""
    seat: int
    action: tuple


class Script(NamedTuple):
    """A tutorial's script (unpacks as ``STEPS, STEP_AT, SCRIPT, ACTORS``)."""
    steps: list                     # the steps, in order
    step_at: list                   # actions played when each step becomes active
    script: list                    # every action of the tutorial, in order
    actors: list                    # the seat that plays each action


def flatten(flow, human: int, gestures: bool = False) -> Script:
    """The script of a fixed ``flow`` of steps and :class:`AI` moves. A step's ``expect``
    is one action, or (``gestures``) a sequence of actions played together."""
    steps: list = []
    step_at: list = []
    script: list = []
    actors: list = []
    for item in flow:
        if isinstance(item, Step):
            steps.append(item)
            step_at.append(len(script))
            if item.expect is not None:
                wanted = list(item.expect) if gestures else [item.expect]
                script += wanted
                actors += [human] * len(wanted)
        else:
            script.append(item.action)
            actors.append(item.seat)
    return Script(steps, step_at, script, actors)


def play_flow(flow, state, rules, human: int, other: int, policy: Callable,
              check: Callable | None = None) -> Script:
    """Play ``flow`` through the engine from ``state``: an ``AI_TURN`` lets seat ``other``
    play its turn by ``policy(state)``; a step with ``when`` is kept only when
    ``when(state)`` holds; a callable ``expect`` is decided on the position. ``check(step,
    state)`` may raise before a step. ValueError when a move is illegal, the wrong seat is
    to move, or the game ends."""
    steps: list = []
    step_at: list = []
    script: list = []
    actors: list = []

    def play(a, who):
        if state.to_move != who or a not in rules.legal_actions(state):
            raise ValueError(f"tutorial move {a!r} is not legal for seat {who} "
                             f"(phase {state.phase})")
        script.append(a)
        actors.append(who)
        rules.apply(state, a)

    for item in flow:
        if item == AI_TURN:
            if state.to_move != other:
                raise ValueError(f"seat {other} is not to move")
            while state.to_move == other:
                play(policy(state), other)
            continue
        if item.when is not None and not item.when(state):
            continue                     # the position does not ask for this step
        exp = item.expect(state) if callable(item.expect) else item.expect
        if check is not None:
            check(item, state)
        step_at.append(len(script))
        steps.append(replace(item, expect=list(exp) if exp is not None else None))
        for a in exp or ():
            play(tuple(a), human)
    if state.to_move is None:
        raise ValueError("the game ended during the tutorial")
    return Script(steps, step_at, script, actors)


def settle_step(step, played: int, steps, step_at, first: int = 0,
                last: int | None = None) -> int:
    """The step to show when ``played`` actions are in the record and the save says
    ``step`` (one action or gesture a step), clamped to ``first``..``last`` (by default
    every step, and past the last): every earlier step is done and this one is not."""
    last = len(steps) if last is None else last
    try:
        step = max(first, min(int(step), last))
    except (TypeError, ValueError):
        step = first
    while step < last and step_at[step] < played:
        step += 1
    while step > first and (step_at[step - 1] > played
                            or (steps[step - 1].expect is not None
                                and step_at[step - 1] >= played)):
        step -= 1
    return step


def step_in_span(step, played: int, steps, step_at, otherwise: int) -> int:
    """The step to show when ``played`` actions are in the record and the save says
    ``step``, for steps whose expected actions are played one at a time: the save's step
    when every earlier step is done and this one is not yet, else the first such step,
    else ``otherwise``."""
    def ok(k: int) -> bool:
        lo = step_at[k - 1] + len(steps[k - 1].expect or []) if k > 0 else 0
        hi = step_at[k] + max(0, len(steps[k].expect or []) - 1)
        return lo <= played <= hi
    if isinstance(step, int) and 0 <= step < len(steps) and ok(step):
        return step
    for k in range(len(steps)):
        if ok(k):
            return k
    return otherwise
