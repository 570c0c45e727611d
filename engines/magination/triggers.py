"""Triggered Effects: started at once when they have no choices, as abilities of their own
when they have (deferred while another ability is being resolved), in the order the
player whose turn it is chooses when several trigger together. Low-level moves
(state.py) queue their triggers as tasks; the task loop (turn.settle) runs them here."""
from __future__ import annotations

from engines.magination import card_code, effects
from engines.magination.state import cdef, has_mark, new_ctx
from engines.magination.targets import has_choices


def state_cond_ok(s, p, c, e) -> bool:
    """Conditions of Effects that look at the position rather than an attack."""
    for k, v in e.cond.items():
        if k == "magi_empty" and s.magi_energy(p) != 0:
            return False
        if k == "defeated_this_turn" and not has_mark(s, "defeated_one", c):
            return False
    return True


def run_effect(s, p, src, k, ev, extra=None) -> None:
    """Start a triggered Effect: at once and inline when it has no choices, as an ability
    of its own when it has (deferred while another ability is being resolved)."""
    e = cdef(s, src).effects[k]
    if e.code:
        getattr(card_code, e.code)(s, p, src, ev)
        return
    if not e.steps:
        return
    if not has_choices(e.steps):
        ev.append({"type": "EffectTriggered", "card": src, "effect": e.name, "player": p})
        effects.run_inline(s, p, src, s.defs[src], e.steps, ev, extra)
        return
    if s.ctx is not None or s.pending is not None:
        s.tasks.append(("effect_ability", p, src, k, tuple(sorted((extra or {}).items()))))
        return
    start_effect_ability(s, p, src, k, extra or {}, ev)


def start_effect_ability(s, p, src, k, extra, ev):
    if src != s.magi[s.owner[src]] and src not in s.creatures[s.owner[src]] \
            and src not in s.relics[s.owner[src]]:
        return
    e = cdef(s, src).effects[k]
    ev.append({"type": "EffectTriggered", "card": src, "effect": e.name, "player": p})
    ctx = new_ctx(p, src, s.defs[src], "effect", k, e.steps)
    ctx.vars = dict(extra)
    s.ctx = ctx
    effects.run(s, ev)


def t_effect_ability(s, t, ev):
    if s.ctx is not None:
        s.tasks.insert(0, t)
        return
    start_effect_ability(s, t[1], t[2], t[3], dict(t[4]), ev)


def t_defeat_effect(s, t, ev):
    """An Effect of a defeated Magi, queued by state.defeat_magi: at once when it has no
    choices (Lasada - Warning); else an ability of its own, run once the Magi has left
    play and no other ability is being resolved (Adis - Haunt)."""
    _, p, m, k = t
    steps = cdef(s, m).effects[k].steps
    if not has_choices(steps):
        effects.run_inline(s, p, m, s.defs[m], steps, ev)
        return
    if s.ctx is not None:
        s.tasks.insert(0, t)
        return
    ctx = new_ctx(p, m, s.defs[m], "effect", k, steps)
    s.ctx = ctx
    effects.run(s, ev)


def t_triggers(s, t, ev):
    trigs = list(t[1])
    if not trigs:
        return
    n = s.players
    for k in range(n):
        q = (s.current + k) % n
        mine = [i for i, tr in enumerate(trigs) if tr[0] == q]
        if mine:
            break
    if len(mine) > 1 and len({(trigs[i][1], trigs[i][2]) for i in mine}) > 1:
        s.pending = ("order", q, "order", tuple(("order", i) for i in mine), tuple(trigs))
        return
    i = mine[0]
    rest = trigs[:i] + trigs[i + 1:]
    s.tasks.append(("triggers", tuple(rest)))
    s.tasks.append(("trigger", trigs[i]))


def answer_order(s, action, trigs, ev):
    i = action[1]
    rest = trigs[:i] + trigs[i + 1:]
    s.tasks.append(("triggers", tuple(rest)))
    s.tasks.append(("trigger", trigs[i]))


def t_trigger(s, t, ev):
    p, src, k, d = t[1]
    if src != s.magi[s.owner[src]] and src not in s.creatures[s.owner[src]] \
            and src not in s.relics[s.owner[src]]:
        return
    e = cdef(s, src).effects[k]
    dm = s.magi[s.owner[d]] if d >= 0 else -1
    a = s.atk[0] if s.atk is not None else -1
    extra = {"defender_magi": dm, "defender": d, "attacker": a}
    if e.steps and has_choices(e.steps) and s.ctx is None:
        start_effect_ability(s, p, src, k, extra, ev)
        return
    ev.append({"type": "EffectTriggered", "card": src, "effect": e.name, "player": p})
    if e.code:
        getattr(card_code, e.code)(s, t[1], ev)
    elif e.steps:
        effects.run_inline(s, p, src, s.defs[src], e.steps, ev, extra)


def t_ability(s, t, ev):
    effects.run(s, ev)


def t_played(s, t, ev):
    """The Effects a creature entering play set off (queued by
    state.put_creature_in_play), in the order they were found."""
    _, trig, iid = t
    for q, src, k in trig:
        run_effect(s, q, src, k, ev, {"played": iid})


def t_discarded(s, t, ev):
    """A card's own code for landing in the discard pile from play (Twee - Regrow)."""
    getattr(card_code, t[1])(s, t[2], ev)
