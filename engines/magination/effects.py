"""The effect-step vocabulary: what a Power, Spell or Effect may do, as data.

A card's ability is a list of steps (see cards.json). Choice steps come first in the
data (the glossary: pay costs, make all choices, then carry out the results); a choice
step either finds exactly one possibility (taken by itself) or sets ``state.pending`` and
waits for the deciding player's action. Result steps run in order; creatures brought to
zero are discarded together at the end (``finish``), then Magi are checked.

Choice ops: choose, number, roll, pick_hand, pick_discard, search, distribute, confirm,
top_cards, pick_other_hand, play_from_hand, rearrange_own, opponents_discard.
Result ops: add, discard_energy, move, rearrange, move_all, restore, discard_from_play,
draw, each_draws, discard_energy_each, each, energize_all, set, to_hand, to_deck_top,
to_hand_found, shuffle_into_deck, search_copies, play_found, must_attack,
discard_distributed, discard_all_but, reveal_hand, discard_hand, discard_random, mark,
code (a named function in card_code).

Any step may carry "only": {"var": v, "in": [..]} / {"var": v, "min": n} / {"var": v}
(truthy): the step is skipped unless the condition holds (die results, yes/no answers).
Choosing cards ("choose", "each") takes filters: "filter": "below_start", "max_energy",
"energy_eq", "region", "not_region", "name_has", "less_than_self", "burrowed",
"attacked", "no_creatures", "not". Creatures protected from a Spell (Lovian, Orlon's
Barls and Wellisks, Colossus) are never candidates of it; ``locked`` keeps a Colossus's
controller from altering its energy. op_discard_from_play on an opposing Relic first
offers Orpus / Relic Mirror (``_relic_guard``); _discard_from fires Orthea - Salvage.
"""
from __future__ import annotations

from engines.magination.cards import CARDS, CREATURE, RELIC
from engines.magination.state import (Ctx, add_energy, check_magi, discard_energy,
                                      discard_from_play, draw, in_play, move_energy,
                                      reveal, roll_die, shuffle_deck, sweep)

DONE = ("done",)


# ---------------------------------------------------------------------------------------
# References and amounts

def ref(s, ctx: Ctx, name):
    """A step's card reference -> iid (or -1). "magi_of:v" is the Magi of v's owner."""
    if name == "self":
        return ctx.source
    if name == "my_magi":
        return s.magi[ctx.player]
    if name.startswith("magi_of:"):
        t = ref(s, ctx, name[8:])
        return s.magi[s.owner[t]] if t >= 0 else -1
    v = ctx.vars.get(name, -1)
    return v if isinstance(v, int) else -1


def amount(s, ctx: Ctx, a) -> int:
    if isinstance(a, int):
        return a
    if isinstance(a, dict):
        if "energy_of" in a:           # {"energy_of": ref, "times": k}
            t = ref(s, ctx, a["energy_of"])
            e = s.energy[t] if t >= 0 and in_play(s, t) else 0
            return e * a.get("times", 1)
        if "is_mine" in a:             # 1 when the card is the ability player's
            t = ref(s, ctx, a["is_mine"])
            return int(t >= 0 and s.owner[t] == ctx.player)
        if "has_word" in a:            # {"has_word": [ref, word]}: the name rule, 1 or 0
            t = ref(s, ctx, a["has_word"][0])
            return int(t >= 0 and CARDS[s.defs[t]].has_word(a["has_word"][1]))
        if "sub" in a:                 # {"sub": [n, var, k]}: n - var * k, at least 0
            n, v, k = a["sub"]
            return max(0, n - amount(s, ctx, v) * k)
        return 0
    if a == "X":
        return ctx.x or 0
    v = ctx.vars.get(a, 0)
    return v if isinstance(v, int) else 0


def bound(s, ctx: Ctx, spec) -> int:
    if isinstance(spec, int):
        return spec
    if spec == "magi_energy":
        return s.magi_energy(ctx.player)
    if spec.startswith("energy:"):
        t = ref(s, ctx, spec[7:])
        return s.energy[t] if t >= 0 and in_play(s, t) else 0
    return 0


def immune(s, ctx: Ctx, c: int, discards_from_play: bool = False) -> bool:
    """Whether card c may not be affected by this ability (Lovian, Orlon, Colossus)."""
    cd = CARDS[s.defs[c]]
    p = s.owner[c]
    if c not in s.creatures[p]:
        return False
    for e in cd.effects:
        if e.static == "colossus":
            if discards_from_play or p == ctx.player:
                return True
        if ctx.kind == "spell" and e.static == "spell_immune_unless":
            if e.cond.get("region") not in CARDS[ctx.card].regions:
                return True
    if ctx.kind == "spell" and p != ctx.player:
        mc = s.magi_card(p)
        if mc is not None:
            for e in mc.effects:
                if e.static == "protect_from_spells" and any(
                        cd.has_word(w) for w in e.cond.get("names", ())):
                    return True
    return False


def is_colossus(s, c: int) -> bool:
    d = s.defs[c]
    return d >= 0 and any(e.static == "colossus" for e in CARDS[d].effects)


def locked(s, ctx: Ctx, c: int) -> bool:
    """Colossus - Anti-Magic: its controller's Spells, Powers and Effects may not alter the
    energy on it (checked wherever an ability adds, discards or moves energy)."""
    return c >= 0 and s.owner[c] == ctx.player and c in s.creatures[ctx.player] \
        and is_colossus(s, c)


def select(s, ctx: Ctx, st: dict) -> list:
    """The cards a step's "what" and filters name."""
    what = st.get("what", "creature")
    p = ctx.player
    out: list = []
    if what in ("creature", "creature_or_magi", "other_creature", "creature_and_magi"):
        for q in range(s.players):
            out.extend(s.creatures[q])
    elif what in ("own_creature", "own_other_creature"):
        out.extend(s.creatures[p])
    elif what in ("opp_creature", "opp_creature_and_magi"):
        for q in range(s.players):
            if q != p:
                out.extend(s.creatures[q])
    if what in ("creature_or_magi", "magi", "creature_and_magi", "player"):
        out.extend(m for m in s.magi if m >= 0)
    if what == "opp_player":                # a player is chosen by his or her Magi
        out.extend(m for q, m in enumerate(s.magi) if m >= 0 and q != p)
    if what == "opp_creature_and_magi":
        out.extend(m for q, m in enumerate(s.magi) if m >= 0 and q != p)
    if what == "relic":
        for q in range(s.players):
            out.extend(s.relics[q])
    if what in ("other_creature", "own_other_creature") and ctx.source in out:
        out.remove(ctx.source)
    if st.get("filter") == "below_start":
        out = [c for c in out if s.energy[c] < CARDS[s.defs[c]].cost]
    if "max_energy" in st:
        out = [c for c in out if s.energy[c] <= st["max_energy"]]
    if "energy_eq" in st:
        out = [c for c in out if s.energy[c] == st["energy_eq"]]
    if "region" in st:
        out = [c for c in out if st["region"] in CARDS[s.defs[c]].regions]
    if "not_region" in st:
        out = [c for c in out if st["not_region"] not in CARDS[s.defs[c]].regions]
    if "name_has" in st:
        out = [c for c in out if CARDS[s.defs[c]].has_word(st["name_has"])]
    if "not_name_has" in st:
        out = [c for c in out if not CARDS[s.defs[c]].has_word(st["not_name_has"])]
    if st.get("less_than_self"):
        out = [c for c in out if s.energy[c] < s.energy[ctx.source]]
    if st.get("burrowed") is not None:
        out = [c for c in out if (c in s.burrowed) == bool(st["burrowed"])]
    if st.get("attacked"):
        from engines.magination.state import has_mark
        out = [c for c in out if has_mark(s, "was_attacked", c)]
    if st.get("no_creatures"):
        out = [c for c in out if not s.creatures[s.owner[c]]]
    if st.get("not_self"):
        out = [c for c in out if c != ctx.source]
    excl = st.get("not")
    if excl is not None:
        e = ctx.vars.get(excl, -1)
        out = [c for c in out if c != e]
    if ctx.kind == "spell" or any(s.defs[c] >= 0 and any(
            e.static == "colossus" for e in CARDS[s.defs[c]].effects) for c in out):
        gone = st.get("op") == "choose" and any(
            x["op"] in ("discard_from_play", "shuffle_into_deck") and x.get("target") == st["var"]
            for x in (ctx.steps or ()))
        out = [c for c in out if not immune(s, ctx, c, gone)]
    return out


def candidates(s, ctx: Ctx, st: dict) -> list:
    """The cards a 'choose' step may pick."""
    return select(s, ctx, st)


def has_choices(steps) -> bool:
    return any(st["op"] in CHOICE_OPS for st in steps)


def step_applies(s, ctx: Ctx, st: dict) -> bool:
    cond = st.get("only")
    if not cond:
        return True
    v = ctx.vars.get(cond["var"], -1)
    if "in" in cond:
        return v in cond["in"]
    if "min" in cond:
        return isinstance(v, int) and v >= cond["min"]
    return isinstance(v, int) and v > 0


def _hand_matches(s, ctx, st, iid) -> bool:
    c = CARDS[s.defs[iid]]
    t = st.get("type")
    if t and c.type != t:
        return False
    r = st.get("region")
    return not r or r in c.regions


def _search_matches(c, st) -> bool:
    t = st.get("type")
    if t and c.type != t:
        return False
    r = st.get("region")
    if r and r not in c.regions:
        return False
    w = st.get("name_has")
    return not w or c.has_word(w)


# ---------------------------------------------------------------------------------------
# Choice ops: return True to go on, False after setting a pending decision.

def _ask(s, ctx, kind, options, prompt, who=None):
    s.pending = (kind, ctx.player if who is None else who, "ability", tuple(options), prompt)
    return False


def op_choose(s, ctx, st, ev):
    c = candidates(s, ctx, st)
    if not c:
        ev.append({"type": "AbilityFizzled", "card": ctx.source,
                   "reason": "no valid card to choose"})
        ctx.ip = len(ctx.steps) - 1       # the power ceases
        ctx.vars["_ceased"] = 1
        return True
    if len(c) == 1:
        ctx.vars[st["var"]] = c[0]
        ev.append({"type": "TargetChosen", "player": ctx.player, "card": c[0], "auto": True})
        return True
    return _ask(s, ctx, "target", [("target", i) for i in c], st.get("what", "creature"))


def op_number(s, ctx, st, ev):
    lo = st.get("min", 0)
    hi = min(bound(s, ctx, b) for b in st["max"])
    if hi <= lo:
        ctx.vars[st["var"]] = max(0, hi)
        return True
    return _ask(s, ctx, "number", [("number", n) for n in range(lo, hi + 1)], st["var"])


def op_roll(s, ctx, st, ev):
    ctx.vars[st["var"]] = roll_die(s, st.get("dice", 1), ev, ctx.player)
    return True


def op_pick_hand(s, ctx, st, ev):
    ctx.vars.setdefault(st["var"], 0)
    exact = st.get("exact")
    if exact is not None and ctx.vars[st["var"]] >= exact:
        return True
    opts = [("pick", i) for i in s.hand[ctx.player] if _hand_matches(s, ctx, st, i)]
    if not opts:
        return True
    return _ask(s, ctx, "pick", opts + ([] if exact else [DONE]), "hand")


def _recalled(s, i) -> bool:
    return any(m[0] == "recalled" and m[1] == i for m in s.marks)


def op_pick_discard(s, ctx, st, ev):
    t = st.get("type")
    opts = [("pick", i) for i in s.discard[ctx.player]
            if (not t or CARDS[s.defs[i]].type == t)
            and not (st.get("not_recalled") and _recalled(s, i))]
    if not opts:
        ev.append({"type": "AbilityFizzled", "card": ctx.source,
                   "reason": "nothing in the discard pile"})
        ctx.ip = len(ctx.steps) - 1
        ctx.vars["_ceased"] = 1
        return True
    if len(opts) == 1:
        ctx.vars[st["var"]] = opts[0][1]
        return True
    return _ask(s, ctx, "pick", opts, "discard")


def op_search(s, ctx, st, ev):
    seen = []
    for i in s.deck[ctx.player]:
        d = s.defs[i]
        if d not in seen and _search_matches(CARDS[d], st):
            seen.append(d)
    if not seen:
        ctx.vars[st["var"]] = -1
        shuffle_deck(s, ctx.player, ev)
        ev.append({"type": "SearchFailed", "player": ctx.player})
        return True
    seen.sort()
    return _ask(s, ctx, "search", [("search", d) for d in seen] + [DONE], "deck")


def op_distribute(s, ctx, st, ev):
    total = amount(s, ctx, st["total"])
    d = ctx.vars.setdefault(st["var"], [])
    given = sum(n for _, n in d)
    if given >= total:
        return True
    room = []
    for q in range(s.players):
        for c in s.creatures[q]:
            if locked(s, ctx, c):
                continue
            used = sum(n for i, n in d if i == c)
            if st.get("mode") == "add":
                if c != ctx.source or not st.get("not_self"):
                    room.append(c)
            elif s.energy[c] > used:
                room.append(c)
    if not room:
        return True
    if len(room) == 1:
        c = room[0]
        used = sum(n for i, n in d if i == c)
        take = total - given if st.get("mode") == "add" else min(total - given,
                                                                 s.energy[c] - used)
        d.append([c, take])
        return True
    return _ask(s, ctx, "target", [("target", i) for i in room], "distribute")


def answer(s, action, ev) -> None:
    """Apply the deciding player's answer to the pending choice of ``s.ctx``."""
    ctx = s.ctx
    st = ctx.steps[ctx.ip]
    op = st["op"]
    s.pending = None
    kind = action[0]
    guard = ctx.vars.pop("_guarding", None)
    if guard is not None:               # Relic Guard / Trick Image: the step runs again
        ctx.vars[guard] = action[1] if kind == "pick" else -1
        s.tasks.append(("ability",))
        return
    if op == "choose" or (op == "number" and kind == "number"):
        ctx.vars[st["var"]] = action[1]
        if op == "choose":
            ev.append({"type": "TargetChosen", "player": ctx.player, "card": action[1]})
        ctx.ip += 1
    elif op == "pick_hand":
        if kind == "done":
            ctx.ip += 1
        else:
            iid = action[1]
            s.hand[ctx.player].remove(iid)
            s.discard[ctx.player].append(iid)
            s.known.discard(iid)
            ctx.vars[st["var"]] = ctx.vars.get(st["var"], 0) + 1
            ev.append({"type": "CardMoved", "card": iid, "player": ctx.player,
                       "from": "hand", "to": "discard", "why": "discarded"})
    elif op == "pick_discard":
        ctx.vars[st["var"]] = action[1]
        ctx.ip += 1
    elif op == "search":
        if kind == "done":
            ctx.vars[st["var"]] = -1
        else:
            deck = s.deck[ctx.player]
            for i in reversed(deck):
                if s.defs[i] == action[1]:
                    deck.remove(i)
                    s.limbo.append(i)
                    ctx.vars[st["var"]] = i
                    if not st.get("hidden"):
                        reveal(s, i, ev)
                    break
        shuffle_deck(s, ctx.player, ev)
        ctx.ip += 1
    elif op == "distribute":
        d = ctx.vars[st["var"]]
        for k, pair in enumerate(d):
            if pair[0] == action[1]:
                d[k] = [pair[0], pair[1] + 1]      # replaced, never mutated (clones share)
                break
        else:
            d.append([action[1], 1])
    elif op == "roll":
        ctx.ip += 1
    elif op == "confirm":
        ctx.vars[st["var"]] = 1 if kind == "yes" else 0
        ctx.ip += 1
    elif op == "top_cards":
        v = st["var"]
        if kind == "done":
            ctx.vars[v + "_p"] = 1
        elif ctx.vars.get(v + "_p", 0) == 0 and st.get("may_discard"):
            ctx.vars[v + "_d"] = ctx.vars.get(v + "_d", []) + [action[1]]
        else:
            ctx.vars[v + "_o"] = ctx.vars.get(v + "_o", []) + [action[1]]
    elif op in ("pick_other_hand", "choose_discard"):
        if kind == "done":
            ctx.ip += 1
        else:
            iid = action[1]
            q = s.owner[iid]
            s.hand[q].remove(iid)
            s.discard[q].append(iid)
            reveal(s, iid, ev)
            ctx.vars[st["var"]] = ctx.vars.get(st["var"], 0) + 1
            ev.append({"type": "CardMoved", "card": iid, "player": q, "from": "hand",
                       "to": "discard", "why": CARDS[ctx.card].name})
    elif op == "opponents_discard":
        iid = action[1]
        q = s.owner[iid]
        s.hand[q].remove(iid)
        s.discard[q].append(iid)
        reveal(s, iid, ev)
        ev.append({"type": "CardMoved", "card": iid, "player": q, "from": "hand",
                   "to": "discard", "why": CARDS[ctx.card].name})
        ctx.vars[st["var"]] = ctx.vars.get(st["var"], 0) + 1
    elif op == "play_from_hand":
        _play_from_hand(s, ctx, st, action[1], ev)
        ctx.ip += 1
    elif op == "rearrange_own":
        v = st["var"]
        ctx.vars[v] = ctx.vars.get(v, []) + [[ctx.vars["_for"], action[1]]]
    s.tasks.append(("ability",))


# ---------------------------------------------------------------------------------------
# Result ops (always go on)

def _scroll_bonus(s, ctx, target, n, ev) -> int:
    """Scroll of Fire: a Spell you play or a Power on a Creature you control that discards
    energy from an opposing Creature discards one more. Valkan - Pyromancy: a Spell he
    plays discards two more from each Creature it discards energy from."""
    if n <= 0 or ctx.kind == "effect":
        return 0
    if target not in s.creatures[s.owner[target]]:
        return 0
    bonus = 0
    mc = s.magi_card(ctx.player)
    if ctx.kind == "spell" and mc is not None:
        for e in mc.effects:
            if e.modifier == "valkan":
                bonus += 2
                ev.append({"type": "EffectTriggered", "card": s.magi[ctx.player],
                           "effect": e.name})
    if s.owner[target] == ctx.player:
        return bonus
    if ctx.kind == "power" and CARDS[ctx.card].type != CREATURE:
        return bonus
    for r in s.relics[ctx.player]:
        for e in CARDS[s.defs[r]].effects:
            if e.modifier == "scroll_of_fire":
                bonus += 1
                ev.append({"type": "EffectTriggered", "card": r, "effect": e.name})
    return bonus


def _discard_from(s, ctx, t, n, ev):
    if t < 0 or not in_play(s, t) or n <= 0 or locked(s, ctx, t):
        return 0
    n += _scroll_bonus(s, ctx, t, n, ev)
    hostile = s.owner[t] != ctx.player
    got = discard_energy(s, t, n, ev, CARDS[ctx.card].name, hostile=hostile)
    if got and hostile and t == s.magi[s.owner[t]] and (
            ctx.kind == "spell" or CARDS[ctx.card].type == RELIC):
        _salvage(s, t, got, ev)
    return got


def _salvage(s, m, n, ev) -> None:
    """Orthea - Salvage: an opposing Spell or Relic discarded n energy from her; her
    player may add n to an Orothe Creature in play (an Effect with choices of its own)."""
    for k, e in enumerate(CARDS[s.defs[m]].effects):
        if e.static == "salvage" and any(
                "Orothe" in CARDS[s.defs[c]].regions for q in range(s.players)
                for c in s.creatures[q]):
            from engines.magination.rules import run_effect
            run_effect(s, s.owner[m], m, k, ev, {"amt": n})


def op_add(s, ctx, st, ev):
    t = ref(s, ctx, st["to"])
    if t < 0:
        return True
    w = st.get("if_name")
    if w and not CARDS[s.defs[t]].has_word(w):
        return True
    r = st.get("if_region")
    if r and r not in CARDS[s.defs[t]].regions:
        return True
    _add_to(s, ctx, t, amount(s, ctx, st["amount"]), ev)
    return True


def _add_to(s, ctx, t, n, ev):
    """Add energy; Orothean Belt: a Spell you play that adds energy to a Creature adds
    one more."""
    if locked(s, ctx, t):
        return
    if n > 0 and ctx.kind == "spell" and t in s.creatures[s.owner[t]]:
        for r in s.relics[ctx.player]:
            for e in CARDS[s.defs[r]].effects:
                if e.modifier == "hydromancy":
                    n += 1
                    ev.append({"type": "EffectTriggered", "card": r, "effect": e.name})
    add_energy(s, t, n, ev, CARDS[ctx.card].name)


def op_discard_energy(s, ctx, st, ev):
    _discard_from(s, ctx, ref(s, ctx, st["from"]), amount(s, ctx, st["amount"]), ev)
    return True


def op_move(s, ctx, st, ev):
    f, t = ref(s, ctx, st["from"]), ref(s, ctx, st["to"])
    if not locked(s, ctx, f) and not locked(s, ctx, t):
        move_energy(s, f, t, amount(s, ctx, st["amount"]), ev, CARDS[ctx.card].name)
    return True


op_rearrange = op_move      # rearranging neither adds nor removes energy


def op_move_all(s, ctx, st, ev):
    f = ref(s, ctx, st["from"])
    if f >= 0 and in_play(s, f) and not locked(s, ctx, f) \
            and not locked(s, ctx, ref(s, ctx, st["to"])):
        move_energy(s, f, ref(s, ctx, st["to"]), s.energy[f], ev, CARDS[ctx.card].name)
    return True


def op_restore(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    if t < 0 or not in_play(s, t) or locked(s, ctx, t):
        return True
    start = CARDS[s.defs[t]].cost
    if s.energy[t] < start:
        add_energy(s, t, start - s.energy[t], ev, "restore")
    elif s.energy[t] > start:
        discard_energy(s, t, s.energy[t] - start, ev, "restore")
    return True


def op_discard_from_play(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    if t >= 0 and in_play(s, t) and not (t != ctx.source and t in s.creatures[s.owner[t]]
                                         and is_colossus(s, t)):
        if t in s.relics[s.owner[t]] and s.owner[t] != ctx.player and s.ctx is ctx:
            saved = _relic_guard(s, ctx, t, ev)
            if saved is None:
                return False                    # its controller is asked first
            if saved:
                return True
        discard_from_play(s, t, ev, CARDS[ctx.card].name)
    return True


def _guards(s, r) -> list:
    """What may save Relic r from an opponent's discard: its controller's Orpuses with
    energy (Relic Guard) and other Relic Mirrors (Trick Image)."""
    q = s.owner[r]
    out = [c for c in s.creatures[q] if s.energy[c] > 0
           and any(e.static == "relic_guard" for e in CARDS[s.defs[c]].effects)]
    out += [x for x in s.relics[q] if x != r
            and any(e.static == "trick_image" for e in CARDS[s.defs[x]].effects)]
    return out


def _relic_guard(s, ctx, r, ev):
    """Orpus - Relic Guard / Relic Mirror - Trick Image, replacing the discard of Relic r:
    True when saved, False when not, None after asking its controller (("pick", guard)
    or ("done",) to let it go; the answer is kept in ctx.vars and the step runs again)."""
    key = f"_guard{r}"
    g = ctx.vars.get(key)
    if g is None:
        opts = _guards(s, r)
        if not opts:
            return False
        ctx.vars["_guarding"] = key
        _ask(s, ctx, "pick", [("pick", x) for x in opts] + [DONE], "relic_guard", s.owner[r])
        return None
    if g < 0 or not in_play(s, g):
        return False
    q = s.owner[r]
    if g in s.creatures[q]:
        e = next(e for e in CARDS[s.defs[g]].effects if e.static == "relic_guard")
        ev.append({"type": "EffectTriggered", "card": g, "effect": e.name, "player": q})
        discard_energy(s, g, 1, ev, e.name)
    else:
        e = next(e for e in CARDS[s.defs[g]].effects if e.static == "trick_image")
        ev.append({"type": "EffectTriggered", "card": g, "effect": e.name, "player": q})
        discard_from_play(s, g, ev, e.name)
    ev.append({"type": "RelicSaved", "card": r, "player": q, "by": g})
    return True


def op_draw(s, ctx, st, ev):
    """Draw cards; "var": remember the last card drawn (var + "_card") and whether it is
    of "type" (var = 1 or 0)."""
    need = st.get("if_magi")
    if need:
        mc = s.magi_card(ctx.player)
        if mc is None or need not in mc.names:
            return True
    hand = s.hand[ctx.player]
    before = len(hand)
    draw(s, ctx.player, amount(s, ctx, st["amount"]), ev)
    if st.get("var"):
        got = hand[-1] if len(hand) > before else -1
        ctx.vars[st["var"] + "_card"] = got
        ctx.vars[st["var"]] = int(got >= 0 and CARDS[s.defs[got]].type == st.get("type"))
    return True


def op_reveal(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    if t >= 0:
        reveal(s, t, ev)
    return True


def op_discard_to_hand(s, ctx, st, ev):
    """Move a card picked from your discard pile to your hand."""
    t = ref(s, ctx, st["target"])
    p = ctx.player
    if t >= 0 and t in s.discard[p]:
        s.discard[p].remove(t)
        s.hand[p].append(t)
        reveal(s, t, ev)
        ev.append({"type": "CardMoved", "card": t, "player": p, "from": "discard",
                   "to": "hand", "why": CARDS[ctx.card].name})
    return True


def op_each(s, ctx, st, ev):
    """Add or discard an amount on every card the step's "what" and filters name."""
    n = amount(s, ctx, st.get("amount", 0))
    if st.get("do") == "discard_from_play":
        for t in [c for c in select(s, ctx, st) if not immune(s, ctx, c, True)]:
            discard_from_play(s, t, ev, CARDS[ctx.card].name)
        return True
    for t in select(s, ctx, st):
        if st.get("do", "add") == "add":
            _add_to(s, ctx, t, n, ev)
        else:
            _discard_from(s, ctx, t, n, ev)
    return True


def op_energize_all(s, ctx, st, ev):
    from engines.magination.state import energize_rate
    for q in range(s.players):
        cs = ([s.magi[q]] if s.magi[q] >= 0 else []) + s.creatures[q] + s.relics[q]
        for c in cs:
            add_energy(s, c, energize_rate(s, c), ev, "energize")
    return True


def op_set(s, ctx, st, ev):
    ctx.vars[st["var"]] = amount(s, ctx, st["amount"])
    return True


def op_confirm(s, ctx, st, ev):
    """A yes/no question ("you may"); "who": ref of the card whose controller decides;
    "need": [ref, n] answers no by itself when that card has less than n energy."""
    who = s.owner[ref(s, ctx, st["who"])] if st.get("who") else ctx.player
    need = st.get("need")
    if need:
        t = ref(s, ctx, need[0])
        if t < 0 or s.energy[t] < need[1]:
            ctx.vars[st["var"]] = 0
            return True
    return _ask(s, ctx, "yes_no", [("yes",), ("no",)], st.get("prompt", st["var"]), who)


def op_top_cards(s, ctx, st, ev):
    """Look at the top n cards of your deck; maybe discard some ("may_discard"), then put
    the rest back in the order picked (the first picked ends on top)."""
    v = st["var"]
    deck = s.deck[ctx.player]
    n = st["n"]
    if v + "_top" not in ctx.vars:
        ctx.vars[v + "_top"] = list(reversed(deck[-n:])) if n else []
    top = ctx.vars[v + "_top"]
    d = ctx.vars.get(v + "_d", [])
    o = ctx.vars.get(v + "_o", [])
    und = [c for c in top if c not in d and c not in o]
    if st.get("may_discard") and ctx.vars.get(v + "_p", 0) == 0 and und:
        return _ask(s, ctx, "pick", [("pick", c) for c in und] + [DONE], "discard_top")
    if len(und) > 1:
        return _ask(s, ctx, "pick", [("pick", c) for c in und], "order_top")
    for c in top:
        deck.remove(c)
    for c in d:
        s.discard[ctx.player].append(c)
        reveal(s, c, ev)
        ev.append({"type": "CardMoved", "card": c, "player": ctx.player, "from": "deck",
                   "to": "discard", "why": CARDS[ctx.card].name})
    for c in reversed(o + und):
        deck.append(c)
    ev.append({"type": "DeckReordered", "player": ctx.player, "count": len(o + und)})
    return True


def op_reveal_hand(s, ctx, st, ev):
    t = ref(s, ctx, st["of"])
    if t >= 0:
        for i in s.hand[s.owner[t]]:
            reveal(s, i, ev)
    return True


def op_pick_other_hand(s, ctx, st, ev):
    """Pick up to "max" cards (of "type") in the hand of the owner of "of"; they are
    discarded. The ability's player picks."""
    ctx.vars.setdefault(st["var"], 0)
    if ctx.vars[st["var"]] >= st.get("max", 1):
        return True
    t = ref(s, ctx, st["of"])
    if t < 0:
        return True
    ty = st.get("type")
    opts = [("pick", i) for i in s.hand[s.owner[t]] if not ty or CARDS[s.defs[i]].type == ty]
    if not opts:
        return True
    return _ask(s, ctx, "pick", opts + [DONE], "their_hand")


def op_choose_discard(s, ctx, st, ev):
    """The owner of "of" discards "count" cards of their choice (up to, if "optional")."""
    ctx.vars.setdefault(st["var"], 0)
    if ctx.vars[st["var"]] >= st["count"]:
        return True
    t = ref(s, ctx, st["of"])
    if t < 0:
        return True
    q = s.owner[t]
    opts = [("pick", i) for i in s.hand[q]]
    if not opts:
        return True
    return _ask(s, ctx, "pick", opts + ([DONE] if st.get("optional") else []),
                "discard_own", q)


def op_opponents_discard(s, ctx, st, ev):
    """Each opponent in turn (clockwise) chooses and discards "count" cards of his or her
    hand (all of them when fewer)."""
    v = st["var"]
    n = s.players
    opps = [(ctx.player + k) % n for k in range(1, n) if not s.out[(ctx.player + k) % n]]
    while True:
        i = ctx.vars.get(v + "_i", 0)
        if i >= len(opps):
            return True
        q = opps[i]
        if ctx.vars.get(v, 0) >= st["count"] or not s.hand[q]:
            ctx.vars[v + "_i"] = i + 1
            ctx.vars[v] = 0
            continue
        return _ask(s, ctx, "pick", [("pick", c) for c in s.hand[q]], "discard_own", q)


def op_discard_hand(s, ctx, st, ev):
    t = ref(s, ctx, st["of"])
    if t < 0:
        return True
    q = s.owner[t]
    for i in list(s.hand[q]):
        s.hand[q].remove(i)
        s.discard[q].append(i)
        reveal(s, i, ev)
        ev.append({"type": "CardMoved", "card": i, "player": q, "from": "hand",
                   "to": "discard", "why": CARDS[ctx.card].name})
    return True


def op_discard_random(s, ctx, st, ev):
    t = ref(s, ctx, st["of"])
    if t < 0:
        return True
    q = s.owner[t]
    for _ in range(st.get("count", 1)):
        if not s.hand[q]:
            break
        i = s.hand[q][s.rng.randint(0, len(s.hand[q]) - 1)]
        s.hand[q].remove(i)
        s.discard[q].append(i)
        reveal(s, i, ev)
        ev.append({"type": "CardMoved", "card": i, "player": q, "from": "hand",
                   "to": "discard", "why": CARDS[ctx.card].name})
    return True


def playable_from_hand(s, ctx, st) -> list:
    from engines.magination.rules import creature_payers
    from engines.magination.state import penalty
    p = ctx.player
    mc = s.magi_card(p)
    out = []
    for i in s.hand[p]:
        c = CARDS[s.defs[i]]
        if c.type != CREATURE or mc is None:
            continue
        pen = penalty(mc, c)
        if pen is None:
            continue
        if st.get("free") or creature_payers(s, p, c.cost + pen):
            out.append(i)
    return out


def op_play_from_hand(s, ctx, st, ev):
    """Play a Creature from your hand now (paying as normal unless "free")."""
    opts = playable_from_hand(s, ctx, st)
    if not opts:
        ev.append({"type": "AbilityFizzled", "card": ctx.source,
                   "reason": "no creature to play"})
        return True
    return _ask(s, ctx, "pick", [("pick", i) for i in opts], "play_creature")


def _play_from_hand(s, ctx, st, iid, ev):
    from engines.magination.rules import put_creature_in_play
    from engines.magination.state import penalty
    p = ctx.player
    c = CARDS[s.defs[iid]]
    s.hand[p].remove(iid)
    s.known.discard(iid)
    if not st.get("free"):          # the Magi pays when able, else an Orathan Flyer
        from engines.magination.rules import creature_payers, pay_for_creature
        pay_for_creature(s, p, iid, creature_payers(s, p, c.cost + (
            penalty(s.magi_card(p), c) or 0))[0], ev, CARDS[ctx.card].name)
    else:
        put_creature_in_play(s, p, iid, c.cost, ev, CARDS[ctx.card].name)
    if st.get("no_attack"):
        s.no_attack.add(iid)


def op_rearrange_own(s, ctx, st, ev):
    """Rearrange the energy on your creatures as you wish: a number for each creature in
    turn (the last one takes what is left)."""
    v = st["var"]
    p = ctx.player
    if v + "_c" not in ctx.vars:
        mine = [c for c in s.creatures[p] if not locked(s, ctx, c)]
        ctx.vars[v + "_c"] = mine
        ctx.vars[v + "_t"] = sum(s.energy[c] for c in mine)
    cs = ctx.vars[v + "_c"]
    done = ctx.vars.get(v, [])
    left = ctx.vars[v + "_t"] - sum(n for _, n in done)
    if len(done) < len(cs) - 1 and left > 0:
        ctx.vars["_for"] = cs[len(done)]
        return _ask(s, ctx, "number", [("number", n) for n in range(left + 1)], "rearrange")
    final = {c: n for c, n in done}
    for c in cs[len(done):]:
        final[c] = left
        left = 0
    for c in cs:
        if c not in s.creatures[p]:
            continue
        delta = final.get(c, 0) - s.energy[c]
        if delta:
            s.energy[c] += delta
            ev.append({"type": "EnergyChanged", "card": c, "delta": delta,
                       "energy": s.energy[c], "why": "rearrange"})
    return True


def op_mark(s, ctx, st, ev):
    """A lasting condition on a card (see state.add_mark). "who": whose turn ends count
    ("me", "owner" of the target, "any", "not_me"); "next": the count starts at the
    next turn of that player when it is the current player's; "keep_spell": the Spell
    stays in play while the mark lasts."""
    from engines.magination.state import add_mark
    t = ref(s, ctx, st["target"])
    if t < 0 or (st.get("in_play", True) and not in_play(s, t)):
        return True
    w = st.get("who", "me")
    me = ctx.player
    q = {"me": me, "owner": s.owner[t], "any": -1, "not_me": -(2 + me)}[w]
    count = amount(s, ctx, st.get("count", 1))
    if count == 0:
        return True
    if st.get("next") and q >= 0 and q == s.current:
        count += 1
    sp = -1
    if st.get("keep_spell") and ctx.spell is not None:
        sp = ctx.spell
        ctx.vars["_keep"] = 1
    add_mark(s, st["kind"], t, q, count, sp)
    if st["kind"] == "burrowed":
        s.burrowed.add(t)
    ev.append({"type": "CardMarked", "card": t, "mark": st["kind"], "why": CARDS[ctx.card].name})
    return True


def op_to_hand_found(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    if t >= 0 and t in s.limbo:
        s.limbo.remove(t)
        s.hand[ctx.player].append(t)
        ev.append({"type": "CardMoved", "card": t, "player": ctx.player, "from": "deck",
                   "to": "hand", "why": CARDS[ctx.card].name})
    return True


def op_shuffle_into_deck(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    if t < 0 or not in_play(s, t) or t == s.magi[s.owner[t]]:
        return True
    from engines.magination.state import leave_play
    p = leave_play(s, t, ev)
    s.deck[p].append(t)
    ev.append({"type": "CardMoved", "card": t, "player": p, "from": "play", "to": "deck",
               "why": CARDS[ctx.card].name})
    shuffle_deck(s, p, ev)
    return True


def op_discard_all_but(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    if t >= 0 and in_play(s, t):
        _discard_from(s, ctx, t, s.energy[t] - st.get("keep", 1), ev)
    return True


def op_add_distributed(s, ctx, st, ev):
    for c, n in ctx.vars.get(st["var"], []):
        _add_to(s, ctx, c, n, ev)
    return True


def op_each_draws(s, ctx, st, ev):
    n = s.players
    for k in range(n):
        q = (ctx.player + k) % n
        if not s.out[q]:
            draw(s, q, st["amount"], ev)
    return True


def op_discard_energy_each(s, ctx, st, ev):
    nr = st.get("not_region")
    targets = []
    for q in range(s.players):
        for c in s.creatures[q]:
            if not nr or nr not in CARDS[s.defs[c]].regions:
                targets.append(c)
    if st.get("what") == "creature_and_magi":
        targets.extend(m for m in s.magi if m >= 0)
    n = st["amount"]
    for t in targets:
        _discard_from(s, ctx, t, n, ev)
    return True


def op_to_hand(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    if t < 0 or not in_play(s, t):
        return True
    e = s.energy[t]
    from engines.magination.state import leave_play
    p = leave_play(s, t, ev)
    s.hand[p].append(t)
    staff = any(x.static == "dreamcatch" for r in s.relics[p] for x in CARDS[s.defs[r]].effects)
    if e > 0 and (st.get("energy_to_magi") or staff) and s.magi[p] >= 0:
        add_energy(s, s.magi[p], e, ev, "Dreamcatch" if not st.get("energy_to_magi")
                   else CARDS[ctx.card].name)
    s.known.add(t)
    ev.append({"type": "CardMoved", "card": t, "player": p, "from": "play", "to": "hand",
               "why": CARDS[ctx.card].name})
    return True


def op_to_deck_top(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    p = ctx.player
    if t >= 0 and t in s.discard[p]:
        s.discard[p].remove(t)
        s.deck[p].append(t)
        ev.append({"type": "CardMoved", "card": t, "player": p, "from": "discard",
                   "to": "deck", "why": CARDS[ctx.card].name})
    return True


def op_search_copies(s, ctx, st, ev):
    t = ref(s, ctx, st["of"])
    p = ctx.player
    if t < 0:
        return True
    ident = CARDS[s.defs[t]].identity
    found = [i for i in reversed(s.deck[p]) if CARDS[s.defs[i]].identity == ident]
    for i in found[:st.get("max", 1)]:
        s.deck[p].remove(i)
        s.hand[p].append(i)
        reveal(s, i, ev)
        ev.append({"type": "CardMoved", "card": i, "player": p, "from": "deck", "to": "hand",
                   "why": CARDS[ctx.card].name})
    shuffle_deck(s, p, ev)
    return True


def op_play_found(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    if t < 0 or t not in s.limbo:
        return True
    s.limbo.remove(t)
    from engines.magination.rules import put_creature_in_play
    put_creature_in_play(s, ctx.player, t, st.get("energy", CARDS[s.defs[t]].cost), ev,
                         CARDS[ctx.card].name)
    if st.get("no_attack"):
        s.no_attack.add(t)
    return True


def op_must_attack(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    if t >= 0 and in_play(s, t):
        s.must_attack.add(t)
    return True


def op_discard_distributed(s, ctx, st, ev):
    for c, n in ctx.vars.get(st["var"], []):
        _discard_from(s, ctx, c, n, ev)
    return True


def op_code(s, ctx, st, ev):
    from engines.magination import card_code
    return getattr(card_code, st["fn"])(s, ctx, st, ev)


OPS = {k[3:]: v for k, v in globals().items() if k.startswith("op_")}
CHOICE_OPS = ("choose", "number", "pick_hand", "pick_discard", "search", "distribute",
              "confirm", "top_cards", "pick_other_hand", "choose_discard", "play_from_hand",
              "rearrange_own", "opponents_discard")


# ---------------------------------------------------------------------------------------
# Running an ability

def run(s, ev) -> None:
    """Carry on with ``s.ctx`` until it needs a decision or is finished."""
    ctx = s.ctx
    steps = ctx.steps
    while ctx.ip < len(steps):
        st = steps[ctx.ip]
        if not step_applies(s, ctx, st):
            ctx.ip += 1
            continue
        if not OPS[st["op"]](s, ctx, st, ev):
            return
        if s.winners is not None:          # the game ended on the way
            s.ctx = None
            return
        ctx.ip += 1
    finish(s, ev)


def finish(s, ev) -> None:
    ctx = s.ctx
    s.ctx = None
    if ctx is None:
        return
    kept = {m[4] for m in s.marks}
    for i in list(s.limbo):            # a searched card that was not played
        if s.owner[i] == ctx.player and i != ctx.spell and i not in kept:
            s.limbo.remove(i)
            s.hand[ctx.player].append(i)
    if ctx.spell is not None and ctx.spell in s.limbo and not ctx.vars.get("_keep"):
        s.limbo.remove(ctx.spell)
        s.discard[ctx.player].append(ctx.spell)
        ev.append({"type": "CardMoved", "card": ctx.spell, "player": ctx.player,
                   "from": "play", "to": "discard", "why": "spell resolved"})
    sweep(s, ev)
    check_magi(s, ev)
    ev.append({"type": "AbilityResolved", "card": ctx.card, "source": ctx.source,
               "player": ctx.player})


def run_inline(s, player: int, source: int, card_id: int, steps: list, ev: list,
               extra: dict | None = None) -> None:
    """Run an Effect's choice-free steps at once (triggered effects)."""
    ctx = Ctx.__new__(Ctx)
    ctx.player, ctx.source, ctx.card, ctx.kind = player, source, card_id, "effect"
    ctx.power, ctx.steps, ctx.ip, ctx.x, ctx.spell = None, steps, 0, 0, None
    ctx.vars = dict(extra or {})
    for st in steps:
        if step_applies(s, ctx, st):
            OPS[st["op"]](s, ctx, st, ev)
