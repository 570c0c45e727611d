"""The odd cards: effects that do not fit the step vocabulary, each a named function.

Trigger functions are named in cards.json ("code": name) and run by the task loop (a
Twee discarded from play queues its Regrow). Answers to the decisions they ask for
arrive through ``answer_<tag>`` (the pending decision's tag; Korrit's Pack Hunt is in
combat.py).
"""
from __future__ import annotations

from engines.magination.cards import CARDS, CREATURE
from engines.magination.costs import pay_for_creature, pay_magi
from engines.magination.state import (add_energy, add_mark, clear_marks, defeat_magi,
                                      decide, discard_from_play, gain_control, is_colossus,
                                      leave_play, move_energy, new_ctx)
from engines.magination.targets import has_target


def twee_regrow(s, iid: int, ev: list) -> None:
    """Twee - Regrow. Settled reading: when Twee lands on its owner's discard pile from
    play, the first Creature card under it in that pile (the most recently discarded
    one) moves to its owner's hand. (The Effect is queued when Twee lands there and runs
    before the next decision; it looks under Twee wherever Twee lies in the pile by then.)"""
    p = s.owner[iid]
    pile = s.discard[p]
    if iid not in pile:
        return
    for k in range(pile.index(iid) - 1, -1, -1):
        c = pile[k]
        if CARDS[s.defs[c]].type == CREATURE:
            pile.pop(k)
            s.hand[p].append(c)
            s.known.add(c)
            ev.append({"type": "EffectTriggered", "card": iid, "effect": "Regrow"})
            ev.append({"type": "CardMoved", "card": c, "player": p, "src": "discard",
                       "dst": "hand", "why": "Twee"})
            return


def answer_summoning(s, action, iid, ev) -> None:
    """Orathan Flyer - Summoning: the chosen Magi or Flyer pays for the Creature."""
    s.limbo.remove(iid)
    pay_for_creature(s, s.current, iid, action[1], ev)


def quor_pup_charge(s, trig, ev: list) -> None:
    """Quor Pup - Charge: when it attacks, move up to two energy to it from your Magi."""
    p, src = trig[0], trig[1]
    m = s.magi[p]
    if m < 0 or src not in s.creatures[p]:
        return
    hi = min(2, s.energy[m])
    if hi <= 0:
        return
    s.pending = ("number", p, "quor_pup", tuple(("number", n) for n in range(hi + 1)), src)


def answer_quor_pup(s, action, src, ev) -> None:
    p = s.owner[src]
    if s.magi[p] >= 0:
        move_energy(s, s.magi[p], src, action[1], ev, "Quor Pup")


def gar_strengthen(s, p: int, source: int, ev: list) -> None:
    """Gar - Strengthen: before drawing, add two energy to your creature with the least
    energy (the player picks among ties)."""
    cs = [c for c in s.creatures[p] if not is_colossus(s, c)]     # Anti-Magic
    if not cs:
        return
    low = min(s.energy[c] for c in cs)
    tied = [c for c in cs if s.energy[c] == low]
    ev.append({"type": "EffectTriggered", "card": source, "effect": "Strengthen"})
    if len(tied) == 1:
        add_energy(s, tied[0], 2, ev, "Gar")
    else:
        s.pending = ("target", p, "gar", tuple(("target", c) for c in tied), source)


def answer_gar(s, action, source, ev) -> None:
    add_energy(s, action[1], 2, ev, "Gar")


def retrieve_half(s, attacker: int, lost: int, ev: list) -> None:
    """Furok - Retrieve: half the energy the defender removed from it (rounded up) goes
    back onto its Magi."""
    if lost <= 0:
        return
    p = s.owner[attacker]
    m = s.magi[p]
    if m >= 0:
        ev.append({"type": "EffectTriggered", "card": attacker, "effect": "Retrieve"})
        add_energy(s, m, (lost + 1) // 2, ev, "Furok")


def escape_to_hand(s, iid: int, ev: list) -> None:
    """Eebit - Escape / Motash - Escape: a creature defeated in an attack goes back to its
    owner's hand instead of the discard pile."""
    p = leave_play(s, iid, ev)
    s.hand[p].append(iid)
    s.known.add(iid)
    ev.append({"type": "EffectTriggered", "card": iid, "effect": "Escape"})
    ev.append({"type": "CardMoved", "card": iid, "player": p, "src": "play", "dst": "hand",
               "why": "Escape"})


def _pendant_power(s, p):
    """The first power of p's Magi that Mirror Pendant can copy now (index or -1)."""
    m = s.magi[p]
    if m < 0:
        return -1
    for k, pw in enumerate(CARDS[s.defs[m]].powers):
        if pw.steps is None or pw.x_cost or s.energy[m] < pw.cost + 2:
            continue
        if has_target(s, p, m, pw.steps):
            return k
    return -1


def cond_mirror_pendant(s, p, src):
    if _pendant_power(s, p) < 0:
        return "Your Magi has no power Mirror Pendant can copy now."
    return None


def mirror_pendant(s, ctx, st, ev) -> bool:
    """Mirror Pendant - Auraflection: pay the Magi power's cost plus two from the Magi,
    then carry out that power (as the Magi's; its once-a-turn use is not spent)."""
    p = ctx.player
    k = _pendant_power(s, p)
    if k < 0:
        return True
    m = s.magi[p]
    pw = CARDS[s.defs[m]].powers[k]
    pay_magi(s, p, pw.cost + 2, ev, "Auraflection")
    ev.append({"type": "PowerCopied", "player": p, "card": m, "power": pw.name,
               "by": ctx.source})
    s.ctx = new_ctx(p, m, s.defs[m], "power", k, pw.steps)
    s.tasks.append(("ability",))
    return False


def redirect_attack(s, ctx, st, ev) -> bool:
    """Gum-Gum - Slide: the chosen creature takes Gum-Gum's place as the defender."""
    t = ctx.vars.get(st.get("var", "t"), -1)
    if s.atk is None or t < 0 or t not in s.creatures[s.owner[t]]:
        return True
    a, d, ea, _ = s.atk
    s.atk = (a, t, ea, s.energy[t])
    add_mark(s, "was_attacked", t, -1, 1)
    ev.append({"type": "AttackRedirected", "attacker": a, "from": d, "to": t,
               "why": CARDS[ctx.card].name})
    return True


def trug_cataclysm(s, ctx, st, ev) -> bool:
    """Trug - Cataclysm: every card in play is discarded and every Magi is defeated (at
    once; when no player has a Magi left, the game is a draw among those players)."""
    for q in range(s.players):
        for c in list(s.creatures[q]) + list(s.relics[q]):
            discard_from_play(s, c, ev, "Cataclysm")
    fallen = [q for q in range(s.players) if s.magi[q] >= 0]
    for q in fallen:
        s.energy[s.magi[q]] = 0
        defeat_magi(s, q, ev, decide_game=False)
    decide(s, [q for q in fallen if s.out[q]], ev)
    return True


def possess(s, ctx, st, ev) -> bool:
    """Abaquist - Possess: gain control of the chosen creature (it returns to its owner
    when it leaves play); it may not attack this turn."""
    t = ctx.vars.get(st.get("var", "t"), -1)
    if t >= 0 and t in s.creatures[s.owner[t]]:
        gain_control(s, t, ctx.player, ev, CARDS[ctx.card].name)
        s.no_attack.add(t)
    return True


def karak_steal(s, ctx, st, ev) -> bool:
    """Karak - Steal: the chosen Relic leaves play and lies under Karak (in limbo, held by
    a "karak" mark: target Karak, who = the chosen player, spell slot = the Relic) until
    Karak leaves play (state.leave_play returns it to its owner's hand). While it lies
    there, the chosen player may not play Relics of that name."""
    r = ctx.vars.get(st.get("var", "r"), -1)
    k = ctx.source
    if r < 0 or r not in s.relics[s.owner[r]] or k not in s.creatures[s.owner[k]]:
        return True
    q = s.owner[r]
    leave_play(s, r, ev)
    s.limbo.append(r)
    add_mark(s, "karak", k, q, -1, r)
    ev.append({"type": "CardMoved", "card": r, "player": q, "src": "play", "dst": "limbo",
               "under": k, "why": "Steal"})
    return True


def karak_ban(s, p, c) -> str | None:
    """Why player p may not play Relic card c because of Karak (None when p may)."""
    for m in s.marks:
        if m[0] == "karak" and m[2] == p and CARDS[s.defs[m[4]]].identity == c.identity:
            return f"{c.identity} lies under Karak: you may not play one while it is in play."
    return None


def interchange(s, ctx, st, ev) -> bool:
    """Giant Parathin - Interchange: the current Magi goes face down to the bottom of the
    Magi stack (losing its energy and lasting conditions) and the next Magi comes in with
    its starting energy, without starting cards; creatures and relics stay. With no other
    Magi left in the stack, the same Magi comes back."""
    p = ctx.player
    m = s.magi[p]
    if m < 0:
        return True
    clear_marks(s, m, ev)
    s.energy[m] = 0
    s.magi[p] = -1
    s.stack[p].append(m)
    s.known.discard(m)
    ev.append({"type": "CardMoved", "card": m, "player": p, "src": "magi", "dst": "stack",
               "why": "Interchange"})
    n = s.stack[p].pop(0)
    s.magi[p] = n
    s.energy[n] = CARDS[s.defs[n]].cost
    ev.append({"type": "MagiFlipped", "player": p, "card": n, "name": CARDS[s.defs[n]].name,
               "energy": s.energy[n], "why": "Interchange"})
    return True
