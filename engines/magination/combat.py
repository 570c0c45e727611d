"""Attacks (glossary order: declare, lock, effects, lock, remove simultaneously, end):
who may attack what, declaring, the triggers an attack sets off, resolving it, and
Korrit's Pack Hunt."""
from __future__ import annotations

from engines.magination import card_code
from engines.magination.state import (add_energy, add_mark, cdef, check_magi, discard_energy,
                                      discard_from_play, has_mark, has_static, max_attacks,
                                      own_effects, sweep)


def _cond_ok(s, e, atk) -> bool:
    cond = e.cond
    if not cond:
        return True
    a, d, ea, ed = atk
    d_is_creature = d in s.creatures[s.owner[d]]
    for k, v in cond.items():
        if k == "defender_started_below":
            if not (d_is_creature and ed < v):
                return False
        elif k == "defender_region":
            if not (d_is_creature and v in cdef(s, d).regions):
                return False
        elif k == "defender_not_region":
            if not (d_is_creature and v not in cdef(s, d).regions):
                return False
        elif k == "defender_is":
            if (v == "creature") != d_is_creature:
                return False
    return True


def attack_triggers(s, a, d, atk) -> list:
    trigs = []
    pa, pd = s.owner[a], s.owner[d]
    for k, e in enumerate(cdef(s, a).effects):
        if e.when == "attacks" and _cond_ok(s, e, atk):
            trigs.append((pa, a, k, d))
    for c, k in own_effects(s, pa, "own_creature_attacks"):
        trigs.append((pa, c, k, d))
    if d == s.magi[pd]:
        for c, k in own_effects(s, pd, "magi_attacked"):
            trigs.append((pd, c, k, d))
    else:
        for k, e in enumerate(cdef(s, d).effects):
            if e.when == "attacked" and _cond_ok(s, e, atk):
                trigs.append((pd, d, k, d))
        for c, k in own_effects(s, pd, "own_creature_attacked"):
            trigs.append((pd, c, k, d))
    return trigs


def declare_attack(s, p, a, d, ev, korrit=-1) -> None:
    """Creature a attacks d; ``korrit``: a creature Pack Hunting with a (it adds its energy
    to a's and loses none; state.pack holds it until the attack resolves)."""
    for x in (a, korrit):
        if x >= 0:
            s.attacked[x] = s.attacked.get(x, 0) + 1
            s.must_attack.discard(x)
    ea, ed = s.energy[a], s.energy[d]
    e = {"type": "AttackDeclared", "player": p, "attacker": a, "target": d,
         "attacker_energy": ea, "target_energy": ed}
    if korrit >= 0:
        e["pack_hunt"] = korrit
    ev.append(e)
    if korrit >= 0:
        ev.append({"type": "PackHunt", "player": p, "korrit": korrit, "attacker": a,
                   "target": d})
    s.atk = (a, d, ea, ed)
    s.pack = korrit
    if d != s.magi[s.owner[d]]:
        add_mark(s, "was_attacked", d, -1, 1)
    s.tasks.append(("atk_resolve",))
    s.tasks.append(("triggers", tuple(attack_triggers(s, a, d, s.atk))))


def pack_partners(s, p, a, d) -> list:
    """Korrit - Pack Hunt: the other creatures of p that could attack d with Korrit a
    (settled: only against a creature; the partner's attack is used too)."""
    if not has_static(cdef(s, a), "pack_hunt") or d not in s.creatures[s.owner[d]]:
        return []
    return [c for c in s.creatures[p]
            if c != a and can_attack(s, c) and d in attack_targets(s, p, c)]


def answer_pack_hunt(s, action, data, ev) -> None:
    """Korrit - Pack Hunt: ("pick", creature) attacks with Korrit; ("done",) alone."""
    a, d = data
    if action[0] == "pick":
        declare_attack(s, s.current, action[1], d, ev, a)
    else:
        declare_attack(s, s.current, a, d, ev)


def t_atk_resolve(s, t, ev):
    a, d, ea, ed = s.atk
    s.atk = None
    korrit, s.pack = s.pack, -1
    pa, pd = s.owner[a], s.owner[d]
    if a not in s.creatures[pa]:
        ev.append({"type": "AttackEnded", "attacker": a, "target": d})
        return
    va = s.energy[a]
    if d == s.magi[pd]:
        discard_energy(s, d, va, ev, "attack", hostile=True)
    elif d in s.creatures[pd]:
        vd = s.energy[d]
        if korrit >= 0 and korrit in s.creatures[pa]:          # Pack Hunt
            if cdef(s, korrit).has_word("Korrit"):
                for r in s.relics[pa]:                          # Staff of Korrits
                    for e in cdef(s, r).effects:
                        if e.static == "korrit_charge":
                            ev.append({"type": "EffectTriggered", "card": r,
                                       "effect": e.name})
                            add_energy(s, korrit, 1, ev, e.name)
            va += s.energy[korrit]
        keep = False
        retrieve = False
        for e in cdef(s, a).effects:
            if e.when == "attack_resolution" and _cond_ok(s, e, (a, d, ea, ed)):
                if e.modifier == "attacker_loses_nothing":
                    keep = True
                    ev.append({"type": "EffectTriggered", "card": a, "effect": e.name})
                elif e.modifier == "retrieve_half":
                    retrieve = True
        if has_mark(s, "shield", d):
            ev.append({"type": "EffectTriggered", "card": d, "effect": "Shield"})
        else:
            discard_energy(s, d, va, ev, "attack", hostile=True)
        if has_mark(s, "shield", a):
            keep = True
            ev.append({"type": "EffectTriggered", "card": a, "effect": "Shield"})
        lost = 0 if keep else discard_energy(s, a, vd, ev, "attack", hostile=True)
        if retrieve:
            card_code.retrieve_half(s, a, lost, ev)
        if s.energy[a] <= 0:
            add_mark(s, "defeated_one", d, -1, 1)           # Megathan - Feed
        if s.energy[d] <= 0:
            add_mark(s, "defeated_one", a, -1, 1)
            if has_static(cdef(s, d), "karma") and s.energy[a] > 0 \
                    and not has_static(cdef(s, a), "colossus"):
                ev.append({"type": "EffectTriggered", "card": d, "effect": "Karma"})
                discard_from_play(s, a, ev, "Karma")
        for x in (a, d):
            if x in s.creatures[s.owner[x]] and s.energy[x] <= 0 and escapes(s, x, x == d):
                card_code.escape_to_hand(s, x, ev)
    ev.append({"type": "AttackEnded", "attacker": a, "target": d})
    sweep(s, ev)
    check_magi(s, ev)


def escapes(s, x, defending) -> bool:
    """Eebit escapes when defeated in any attack; Motash saves defending creatures."""
    if has_static(cdef(s, x), "escape_in_attack"):
        return True
    mc = s.magi_card(s.owner[x])
    return defending and mc is not None and has_static(mc, "escape_when_attacked")


def attack_targets(s, p, attacker=-1) -> list:
    """What player p (or one attacker of p) may attack: opposing creatures that may be
    attacked, or a Magi without creatures (Stagadan's Agility: any opposing Magi)."""
    out: list[int] = []
    agile = attacker >= 0 and has_static(cdef(s, attacker), "attack_magi_directly")
    for q in range(s.players):
        if q == p or s.out[q]:
            continue
        if s.creatures[q]:
            out.extend(c for c in s.creatures[q] if not has_mark(s, "unattackable", c))
            if agile and s.magi[q] >= 0:
                out.append(s.magi[q])
        elif s.magi[q] >= 0:
            out.append(s.magi[q])
    return out


def can_attack(s, a) -> bool:
    if a in s.no_attack or has_mark(s, "no_attack", a):
        return False
    c = cdef(s, a)
    if has_static(c, "cannot_attack"):
        return False
    p = s.owner[a]
    if s.magi[p] >= 0 and has_mark(s, "no_attack_all", s.magi[p]):
        return False
    if a in s.burrowed and not has_static(c, "burrowed_attack") and not any(
            has_static(cdef(s, r), "burrowed_attack") for r in s.relics[p]):
        return False
    return s.attacked.get(a, 0) < max_attacks(s, a)


def forced_attacker(s, p):
    if not s.must_attack:
        return None
    for a in s.creatures[p]:
        if a in s.must_attack and s.attacked.get(a, 0) == 0 and can_attack(s, a) \
                and attack_targets(s, p, a):
            return a
    return None
