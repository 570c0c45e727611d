"""``decision(state)``: the pending choice as an engines.core.decision.Decision, so that
tables and tests never unpack ``state.pending`` (a 5-tuple: kind, who, tag, options,
data) or the ability being resolved.

The prompts are the sentences the table shows the deciding player (in its prompt line,
or as the title of a panel). ``hints`` (declared per kind below: ``HINTS``) carries what
a panel needs besides: the panel
title when it differs from the prompt ("title"), a second line ("body"), the card id of
each option of a deck search ("card_ids"), how much each target of a distribution may
still take ("limits"), True for choices answered by clicking the cards where they lie
("lit": targets on the table, cards in the hand); for the free turn, the step and, for
each Spell that may be played now, the cards its first choice could pick
("spell_targets").
"""
from __future__ import annotations

from typing import TypedDict

from engines.core.decision import Decision
from engines.core.wording import Words
from engines.magination.cards import CARDS, SPELL
from engines.magination.play import END, main_actions
from engines.magination.state import Ctx
from engines.magination.costs import spell_cost
from engines.magination.targets import amount, candidates, ref, step_applies
from engines.magination.wording import name_of


# --- the hints, declared (engines.core.hints; the conformance suite checks them) ----------
class TurnHints(TypedDict, total=False):
    step: int                       # the turn step now (2-5)
    # per Spell in hand that may be played now (its iid): the cards its first choice could
    # pick (a Spell whose first choice is not of a card, or has one answer, is left out)
    spell_targets: dict[int, tuple[int, ...]]


class ChooseHints(TypedDict, total=False):
    lit: bool                       # answered by clicking the glowing cards where they lie


class PickHints(TypedDict, total=False):
    card_ids: tuple[int | None, ...]    # a deck search: each option's card id (None: none)
    title: str                      # the panel's title when it differs from the prompt
    lit: bool                       # answered by clicking the cards in the hand


class AnswerHints(TypedDict, total=False):
    body: str                       # a second line under the question


class NumberHints(TypedDict, total=False):
    x: bool                         # the number is an X cost
    warnings: dict[int, str]        # value -> why it defeats one of your own cards
    safe: int                       # the largest value that does not (else the lowest)
    unit: str                       # "energy" for an amount of energy, else ""


class DistributeHints(TypedDict, total=False):
    title: str                      # the panel's title
    limits: tuple[int, ...]         # how much each target (same order) may still take
    lit: bool                       # answered by clicking the glowing cards


HINTS = {"turn": TurnHints, "choose": ChooseHints, "pick": PickHints,
         "yes_no": AnswerHints, "confirm": AnswerHints, "number": NumberHints,
         "distribute": DistributeHints}

YES_NO = ("Yes", "No")
WHAT = {"creature": "a creature", "own_creature": "one of your creatures",
        "opp_creature": "an opposing creature", "magi": "a Magi",
        "creature_or_magi": "a creature or Magi", "other_creature": "another creature",
        "own_other_creature": "another of your creatures",
        "distribute": "where the energy goes"}
TURN_PROMPTS = {2: "Use powers, play Relics and Spells, or end the step.",
                3: "Attack with your creatures, or end the Attack step.",
                4: "Play creatures, or end the step.",
                5: "Use powers, play Relics and Spells, or end the step."}


def decision(s) -> Decision | None:
    if s.winners is not None:
        return None
    if s.pending is None:
        return _turn(s)
    kind, who, tag, opts, data = s.pending
    opts = tuple(opts)
    if not opts:                # another player's view: options withheld (views.py)
        return Decision(who, "choose", (), f"{s.names[who]} is choosing.")
    src = s.ctx.source if s.ctx is not None else None
    src_name = CARDS[s.ctx.card].name if s.ctx is not None else ""
    if tag == "first":
        return Decision(who, "choose", opts, "You won the roll: who goes first?",
                        labels=tuple(str(s.names[a[1]]) for a in opts))
    if tag == "start_card":
        p, i, _ = data
        magi = CARDS[s.defs[s.magi[p]]]
        return Decision(who, "yes_no", opts, f"Take {magi.starting[i]} as a starting card?",
                        labels=YES_NO, source=s.magi[p],
                        hints={"body": f"{magi.name} may start with it in your hand."})
    if tag == "confirm":
        return _confirm(s, who, opts, data)
    if tag == "order":
        trigs = [data[a[1]] for a in opts]
        return Decision(who, "order", opts, "Effects happen together: which first?",
                        labels=tuple(CARDS[s.defs[t[1]]].effects[t[2]].name for t in trigs),
                        targets=tuple(t[1] for t in trigs))
    if kind == "yes_no":
        return Decision(who, "yes_no", opts, f"{src_name}?", labels=YES_NO, source=src)
    if kind == "number":
        return _number(s, who, opts, tag, src, src_name)
    if kind == "target":
        purpose = _purpose(s.ctx, s.ctx.steps[s.ctx.ip].get("var")) \
            if s.ctx is not None and tag == "ability" else ""
        prompt = (f"{src_name + ': c' if src_name else 'C'}hoose "
                  f"{WHAT.get(data, 'a card')}{purpose} (click a glowing card)")
        targets = tuple(a[1] for a in opts)
        if data == "distribute" and s.ctx is not None:
            return _distribute(s, who, opts, prompt, targets, src_name)
        return Decision(who, "choose", opts, prompt, source=src, targets=targets,
                        hints={"lit": True})
    if kind == "search":
        ids = tuple(a[1] if a[0] == "search" else None for a in opts)
        return Decision(who, "pick", opts, f"{src_name}: take a card from your deck",
                        source=src, labels=tuple(CARDS[i].name if i is not None else "Take none"
                                                 for i in ids),
                        up_to=1, done=("done",), hints={"card_ids": ids})
    if kind == "pick":
        targets = tuple(a[1] if a[0] == "pick" else None for a in opts)
        done = ("done",) if ("done",) in opts else None
        if data == "hand":
            return Decision(who, "pick", opts,
                            f"{src_name}: click cards in your hand to discard, then Done",
                            source=src, targets=targets, done=done, up_to=_up_to(s),
                            hints={"title": f"{src_name}: click cards in your hand to discard",
                                   "lit": True})
        return Decision(who, "pick" if done else "choose", opts,
                        f"{src_name}: choose a card from your discard pile", source=src,
                        targets=targets, done=done, up_to=_up_to(s) if done else None)
    return Decision(who, "choose", opts, "Choose one.", source=src)


def _confirm(s, who, opts, data) -> Decision:
    """A power or Spell with one possible target that works against its player: named
    before anything is paid ("Vitalize can only choose Bram's Furok...")."""
    move, t, use = data
    w = Words(s.names, who)
    src = move[1]
    c = s.card_of(src)
    what = (c.powers[move[2]].name if move[0] == "power" else c.name) if c else "This card"
    target = f"{w.whose(s.owner[t], start=False)} {name_of(s, t)}"
    effect = f"that helps {w.whom(s.owner[t])}" if use == "helps" else \
        f"that hurts {w.whom(s.owner[t])}"
    return Decision(who, "confirm", opts,
                    f"{what} can only choose {target}, and {effect}. Go on?",
                    labels=(f"Use it on {name_of(s, t)}", "Cancel"), source=src,
                    targets=(t, None),
                    hints={"body": f"Cancel: nothing happens and {what} is not used."})


# what a later step does to a chosen card: (op, key) -> words after "choose a creature"
PURPOSE = {("add", "to"): " to add energy to", ("discard_energy", "from"): " to remove energy from",
           ("move", "from"): " to move energy from", ("move", "to"): " to move energy to",
           ("restore", "target"): " to restore", ("discard_from_play", "target"): " to discard",
           ("to_hand", "target"): " to return to its owner's hand"}


def _purpose(ctx, var) -> str:
    """" to add energy to" and the like: what the ability does to the card chosen as
    ``var`` (empty when no later step says)."""
    if ctx is None or not var:
        return ""
    for st in ctx.steps[ctx.ip + 1:]:
        for key in ("to", "from", "target"):
            if st.get(key) == var:
                return PURPOSE.get((st["op"], key), "")
    return ""


def _number(s, who, opts, tag, src, src_name) -> Decision:
    """Choose X (an X cost) or an amount of an ability ("energy to remove from Bram's
    Furok"): says what the number is for; hints: "x" (an X cost), "unit" ("energy" for
    an amount of energy), "warnings" (value ->
    why it defeats one of your own cards) and "safe" (the largest value that does not;
    the lowest when every value does)."""
    ns = [a[1] for a in opts]
    ctx = s.ctx
    lose: dict = {}                 # value -> the own card it would defeat
    if tag == "x":
        what = CARDS[ctx.card].powers[ctx.power].name \
            if ctx is not None and ctx.kind == "power" else src_name
        prompt = f"{what or 'Choose'}: choose X"
        if ctx is not None and ctx.kind == "power" and ctx.source in s.creatures[who]:
            payer = ctx.source      # a creature pays X itself
            prompt += f" (paid by {name_of(s, payer)})"
            lose = {n: payer for n in ns if n >= s.energy[payer] > 0}
        elif ctx is not None and ctx.kind == "spell" and s.magi[who] >= 0 \
                and not s.creatures[who]:
            m = s.magi[who]
            lose = {n: m for n in ns
                    if spell_cost(s, who, CARDS[ctx.card], n) >= s.energy[m]}
    else:
        st = ctx.steps[ctx.ip] if ctx is not None else {}
        what, card = _amount_use(s, ctx, st.get("var"))
        prompt = f"{src_name}: {what}" if what else f"{src_name or 'Choose'}: choose X"
        if card is not None and s.owner[card] == who and card in s.creatures[who] \
                and what.startswith("energy to remove"):
            lose = {n: card for n in ns if n >= s.energy[card] > 0}
    warnings = {n: f"this defeats your {name_of(s, c)}" if c in s.creatures[who]
                else f"this defeats your Magi {name_of(s, c)}" for n, c in lose.items()}
    safe_values = [n for n in ns if n not in warnings]
    safe = max(safe_values) if safe_values else min(ns)
    unit = "energy" if tag != "x" and "energy" in prompt else ""
    return Decision(who, "number", opts, prompt, source=src, low=min(ns), high=max(ns),
                    hints={"x": tag == "x", "warnings": warnings, "safe": safe,
                           "unit": unit})


def _amount_use(s, ctx, var):
    """("energy to remove from Bram's Furok", card) for a number chosen as ``var``: the
    later step that uses it as an amount ("", None when none says)."""
    if ctx is None or not var:
        return "", None
    w = Words(s.names, ctx.player)
    for st in ctx.steps[ctx.ip + 1:]:
        if st.get("amount") != var:
            continue
        op = st["op"]
        key, words = {"discard_energy": ("from", "energy to remove from"),
                      "add": ("to", "energy to add to"),
                      "move": ("from", "energy to move from")}.get(op, (None, ""))
        if key is None:
            return "", None
        t = ref(s, ctx, st[key])
        if t < 0:
            return words.replace(" from", "").replace(" to", ""), None
        return f"{words} {w.whose(s.owner[t], start=False)} {name_of(s, t)}", t
    return "", None


def _turn(s) -> Decision:
    acts = main_actions(s)
    opts = tuple(acts) if acts else (END,)
    p = s.current
    spells = {}
    for a in opts:
        if a[0] == "play" and CARDS[s.defs[a[1]]].type == SPELL:
            t = spell_targets(s, p, a[1])
            if t:
                spells[a[1]] = t
    return Decision(p, "turn", opts, TURN_PROMPTS.get(s.step, "Play on, or end the step."),
                    hints={"step": s.step, "spell_targets": spells})


def spell_targets(s, p, iid) -> tuple:
    """The cards a Spell's first choice could pick if it were played now (empty when its
    first choice is not of a card, or has a single possibility taken by itself)."""
    c = CARDS[s.defs[iid]]
    ctx = Ctx.__new__(Ctx)
    ctx.player, ctx.source, ctx.card, ctx.kind = p, iid, c.id, "spell"
    ctx.power, ctx.steps, ctx.ip, ctx.vars, ctx.x, ctx.spell = None, c.steps, 0, {}, 0, iid
    for st in c.steps or ():
        if not step_applies(s, ctx, st):
            continue
        op = st["op"]
        if op == "choose":
            found = candidates(s, ctx, st)
            return tuple(found) if len(found) > 1 else ()
        if op not in ("roll", "set"):
            return ()
    return ()


def _distribute(s, who, opts, prompt, targets, src_name) -> Decision:
    ctx = s.ctx
    st = ctx.steps[ctx.ip]
    given = ctx.vars.get(st["var"], [])
    left = amount(s, ctx, st["total"]) - sum(n for _, n in given)
    limits = tuple(s.energy[c] - sum(n for i, n in given if i == c) for c in targets)
    return Decision(who, "distribute", opts, prompt, source=ctx.source, targets=targets,
                    total=left, hints={"title": f"{src_name}: share out {left}",
                                       "limits": limits, "lit": True})


def _up_to(s) -> int | None:
    """How many more cards an ability's pick step may take (None: no set number)."""
    ctx = s.ctx
    if ctx is None or not 0 <= ctx.ip < len(ctx.steps):
        return None
    st = ctx.steps[ctx.ip]
    n = st.get("exact", st.get("max", st.get("count")))
    if not isinstance(n, int) or st.get("var") is None:
        return None
    got = ctx.vars.get(st["var"], 0)
    return max(0, n - got) if isinstance(got, int) else None
