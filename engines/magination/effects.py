"""The effect-step vocabulary: what a Power, Spell or Effect may do, as data.

A card's ability is a list of steps (see cards.json). Choice steps come first in the
data (the glossary: pay costs, make all choices, then carry out the results); a choice
step either finds exactly one possibility (taken by itself) or sets ``state.pending`` and
waits for the deciding player's action. Result steps run in order; creatures brought to
zero are discarded together at the end (``finish``), then Magi are checked.

Choice ops: choose, number, roll, pick_hand, pick_discard, search, distribute.
Result ops: add, discard_energy, move, rearrange, move_all, restore, discard_from_play,
draw, each_draws, discard_energy_each, to_hand, to_deck_top, search_copies, play_found,
must_attack, discard_distributed, code (a named function in card_code).
"""
from __future__ import annotations

from engines.magination.cards import CARDS, CREATURE
from engines.magination.state import (Ctx, add_energy, check_magi, discard_energy,
                                      discard_from_play, draw, in_play, move_energy,
                                      reveal, roll_die, shuffle_deck, sweep)

DONE = ("done",)


# ---------------------------------------------------------------------------------------
# References and amounts

def ref(s, ctx: Ctx, name):
    """A step's card reference -> iid (or -1)."""
    if name == "self":
        return ctx.source
    if name == "my_magi":
        return s.magi[ctx.player]
    v = ctx.vars.get(name, -1)
    return v if isinstance(v, int) else -1


def amount(s, ctx: Ctx, a) -> int:
    if isinstance(a, int):
        return a
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


def candidates(s, ctx: Ctx, st: dict) -> list:
    """The cards a 'choose' step may pick."""
    what = st.get("what", "creature")
    p = ctx.player
    out: list = []
    if what in ("creature", "creature_or_magi", "other_creature"):
        for q in range(s.players):
            out.extend(s.creatures[q])
    elif what in ("own_creature", "own_other_creature"):
        out.extend(s.creatures[p])
    elif what == "opp_creature":
        for q in range(s.players):
            if q != p:
                out.extend(s.creatures[q])
    if what in ("creature_or_magi", "magi"):
        out.extend(m for m in s.magi if m >= 0)
    if what in ("other_creature", "own_other_creature") and ctx.source in out:
        out.remove(ctx.source)
    flt = st.get("filter")
    if flt == "below_start":
        out = [c for c in out if s.energy[c] < CARDS[s.defs[c]].cost]
    excl = st.get("not")
    if excl is not None:
        e = ctx.vars.get(excl, -1)
        out = [c for c in out if c != e]
    return out


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
    w = st.get("name_has")
    return not w or c.has_word(w)


# ---------------------------------------------------------------------------------------
# Choice ops: return True to go on, False after setting a pending decision.

def _ask(s, ctx, kind, options, prompt):
    s.pending = (kind, ctx.player, "ability", tuple(options), prompt)
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
    opts = [("pick", i) for i in s.hand[ctx.player] if _hand_matches(s, ctx, st, i)]
    if not opts:
        return True
    return _ask(s, ctx, "pick", opts + [DONE], "hand")


def op_pick_discard(s, ctx, st, ev):
    opts = [("pick", i) for i in s.discard[ctx.player]]
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
            used = sum(n for i, n in d if i == c)
            if s.energy[c] > used:
                room.append(c)
    if not room:
        return True
    if len(room) == 1:
        c = room[0]
        used = sum(n for i, n in d if i == c)
        take = min(total - given, s.energy[c] - used)
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
    s.tasks.append(("ability",))


# ---------------------------------------------------------------------------------------
# Result ops (always go on)

def _scroll_bonus(s, ctx, target, n, ev) -> int:
    """Scroll of Fire: a Spell you play or a Power on a Creature you control that discards
    energy from an opposing Creature discards one more."""
    if n <= 0 or ctx.kind == "effect":
        return 0
    if s.owner[target] == ctx.player or target not in s.creatures[s.owner[target]]:
        return 0
    if ctx.kind == "power" and CARDS[ctx.card].type != CREATURE:
        return 0
    bonus = 0
    for r in s.relics[ctx.player]:
        for e in CARDS[s.defs[r]].effects:
            if e.modifier == "scroll_of_fire":
                bonus += 1
                ev.append({"type": "EffectTriggered", "card": r, "effect": e.name})
    return bonus


def _discard_from(s, ctx, t, n, ev):
    if t < 0 or not in_play(s, t) or n <= 0:
        return 0
    n += _scroll_bonus(s, ctx, t, n, ev)
    hostile = s.owner[t] != ctx.player
    return discard_energy(s, t, n, ev, CARDS[ctx.card].name, hostile=hostile)


def op_add(s, ctx, st, ev):
    t = ref(s, ctx, st["to"])
    if t < 0:
        return True
    w = st.get("if_name")
    if w and not CARDS[s.defs[t]].has_word(w):
        return True
    add_energy(s, t, amount(s, ctx, st["amount"]), ev, CARDS[ctx.card].name)
    return True


def op_discard_energy(s, ctx, st, ev):
    _discard_from(s, ctx, ref(s, ctx, st["from"]), amount(s, ctx, st["amount"]), ev)
    return True


def op_move(s, ctx, st, ev):
    move_energy(s, ref(s, ctx, st["from"]), ref(s, ctx, st["to"]),
                amount(s, ctx, st["amount"]), ev, CARDS[ctx.card].name)
    return True


op_rearrange = op_move      # rearranging neither adds nor removes energy


def op_move_all(s, ctx, st, ev):
    f = ref(s, ctx, st["from"])
    if f >= 0 and in_play(s, f):
        move_energy(s, f, ref(s, ctx, st["to"]), s.energy[f], ev, CARDS[ctx.card].name)
    return True


def op_restore(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    if t < 0 or not in_play(s, t):
        return True
    start = CARDS[s.defs[t]].cost
    if s.energy[t] < start:
        add_energy(s, t, start - s.energy[t], ev, "restore")
    elif s.energy[t] > start:
        discard_energy(s, t, s.energy[t] - start, ev, "restore")
    return True


def op_discard_from_play(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    if t >= 0 and in_play(s, t):
        discard_from_play(s, t, ev, CARDS[ctx.card].name)
    return True


def op_draw(s, ctx, st, ev):
    need = st.get("if_magi")
    if need:
        mc = s.magi_card(ctx.player)
        if mc is None or need not in mc.names:
            return True
    draw(s, ctx.player, st["amount"], ev)
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
    p = s.owner[t]
    if t in s.creatures[p]:
        s.creatures[p].remove(t)
    elif t in s.relics[p]:
        s.relics[p].remove(t)
    s.energy[t] = 0
    s.must_attack.discard(t)
    s.hand[p].append(t)
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
    put_creature_in_play(s, ctx.player, t, CARDS[s.defs[t]].cost, ev, CARDS[ctx.card].name)
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
CHOICE_OPS = ("choose", "number", "pick_hand", "pick_discard", "search", "distribute")


# ---------------------------------------------------------------------------------------
# Running an ability

def run(s, ev) -> None:
    """Carry on with ``s.ctx`` until it needs a decision or is finished."""
    ctx = s.ctx
    steps = ctx.steps
    while ctx.ip < len(steps):
        st = steps[ctx.ip]
        if not OPS[st["op"]](s, ctx, st, ev):
            return
        ctx.ip += 1
    finish(s, ev)


def finish(s, ev) -> None:
    ctx = s.ctx
    s.ctx = None
    for i in list(s.limbo):            # a searched card that was not played
        if s.owner[i] == ctx.player and CARDS[s.defs[i]].type != "Spell":
            s.limbo.remove(i)
            s.hand[ctx.player].append(i)
    if ctx.spell is not None and ctx.spell in s.limbo:
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
        OPS[st["op"]](s, ctx, st, ev)
