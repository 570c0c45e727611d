"""The effect-step vocabulary: what a Power, Spell or Effect may do, as data.

A card's ability is a list of steps (see cards.json). Choice steps come first in the
data (the glossary: pay costs, make all choices, then carry out the results); a choice
step either finds exactly one possibility (taken by itself) or sets ``state.pending`` and
waits for the deciding player's action. Result steps run in order; creatures brought to
zero are discarded together at the end (``finish``), then Magi are checked.

Choice ops (choices.py): choose, number, pick_hand, pick_discard, search, distribute,
confirm, top_cards, pick_other_hand, choose_discard, play_from_hand, rearrange_own,
opponents_discard. What they may choose is worked out in targets.py.
Result ops (here): roll, add, discard_energy, move, rearrange, move_all, restore, discard_from_play,
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

from engines.magination import card_code
from engines.magination.cards import CARDS, CREATURE, RELIC
from engines.magination.choices import DONE, ask
from engines.magination.choices import OPS as CHOICE_STEP_OPS
from engines.magination.state import (Ctx, add_energy, add_mark, check_magi, discard_energy,
                                      discard_from_play, draw, energize_rate, in_play,
                                      is_colossus, leave_play, move_energy, put_creature_in_play,
                                      reveal, roll_die, shuffle_deck, sweep)
from engines.magination.targets import amount, immune, locked, ref, select, step_applies


# ---------------------------------------------------------------------------------------
# Result ops (always go on, but Relic Guard asks first)

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
    player may add n to an Orothe Creature in play (an Effect with choices of its own,
    queued: it runs once the ability being resolved is done)."""
    for k, e in enumerate(CARDS[s.defs[m]].effects):
        if e.static == "salvage" and any(
                "Orothe" in CARDS[s.defs[c]].regions for q in range(s.players)
                for c in s.creatures[q]):
            s.tasks.append(("effect_ability", s.owner[m], m, k, (("amt", n),)))


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
        ask(s, ctx, "pick", [("pick", x) for x in opts] + [DONE], "relic_guard", s.owner[r])
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


def op_roll(s, ctx, st, ev):
    ctx.vars[st["var"]] = roll_die(s, st.get("dice", 1), ev, ctx.player, CARDS[ctx.card].name)
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
        ev.append({"type": "CardMoved", "card": t, "player": p, "src": "discard",
                   "dst": "hand", "why": CARDS[ctx.card].name})
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
    for q in range(s.players):
        cs = ([s.magi[q]] if s.magi[q] >= 0 else []) + s.creatures[q] + s.relics[q]
        for c in cs:
            add_energy(s, c, energize_rate(s, c), ev, "energize")
    return True


def op_set(s, ctx, st, ev):
    ctx.vars[st["var"]] = amount(s, ctx, st["amount"])
    return True


def op_reveal_hand(s, ctx, st, ev):
    t = ref(s, ctx, st["of"])
    if t >= 0:
        for i in s.hand[s.owner[t]]:
            reveal(s, i, ev)
    return True


def op_discard_hand(s, ctx, st, ev):
    t = ref(s, ctx, st["of"])
    if t < 0:
        return True
    q = s.owner[t]
    for i in list(s.hand[q]):
        s.hand[q].remove(i)
        s.discard[q].append(i)
        reveal(s, i, ev)
        ev.append({"type": "CardMoved", "card": i, "player": q, "src": "hand",
                   "dst": "discard", "why": CARDS[ctx.card].name})
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
        ev.append({"type": "CardMoved", "card": i, "player": q, "src": "hand",
                   "dst": "discard", "why": CARDS[ctx.card].name})
    return True


def op_mark(s, ctx, st, ev):
    """A lasting condition on a card (see state.add_mark). "who": whose turn ends count
    ("me", "owner" of the target, "any", "not_me"); "next": the count starts at the
    next turn of that player when it is the current player's; "keep_spell": the Spell
    stays in play while the mark lasts."""
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
        ev.append({"type": "CardMoved", "card": t, "player": ctx.player, "src": "deck",
                   "dst": "hand", "why": CARDS[ctx.card].name})
    return True


def op_shuffle_into_deck(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    if t < 0 or not in_play(s, t) or t == s.magi[s.owner[t]]:
        return True
    p = leave_play(s, t, ev)
    s.deck[p].append(t)
    ev.append({"type": "CardMoved", "card": t, "player": p, "src": "play", "dst": "deck",
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
    p = leave_play(s, t, ev)
    s.hand[p].append(t)
    staff = any(x.static == "dreamcatch" for r in s.relics[p] for x in CARDS[s.defs[r]].effects)
    if e > 0 and (st.get("energy_to_magi") or staff) and s.magi[p] >= 0:
        add_energy(s, s.magi[p], e, ev, "Dreamcatch" if not st.get("energy_to_magi")
                   else CARDS[ctx.card].name)
    s.known.add(t)
    ev.append({"type": "CardMoved", "card": t, "player": p, "src": "play", "dst": "hand",
               "why": CARDS[ctx.card].name})
    return True


def op_to_deck_top(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    p = ctx.player
    if t >= 0 and t in s.discard[p]:
        s.discard[p].remove(t)
        s.deck[p].append(t)
        ev.append({"type": "CardMoved", "card": t, "player": p, "src": "discard",
                   "dst": "deck", "why": CARDS[ctx.card].name})
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
        ev.append({"type": "CardMoved", "card": i, "player": p, "src": "deck", "dst": "hand",
                   "why": CARDS[ctx.card].name})
    shuffle_deck(s, p, ev)
    return True


def op_play_found(s, ctx, st, ev):
    t = ref(s, ctx, st["target"])
    if t < 0 or t not in s.limbo:
        return True
    s.limbo.remove(t)
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
    return getattr(card_code, st["fn"])(s, ctx, st, ev)


OPS = {k[3:]: v for k, v in list(globals().items()) if k.startswith("op_")}
OPS.update(CHOICE_STEP_OPS)


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
                   "src": "play", "dst": "discard", "why": "spell resolved"})
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
