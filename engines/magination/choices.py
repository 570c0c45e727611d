"""The choice steps of an ability: each finds its options and either takes the only one or
sets ``state.pending`` and waits; ``answer`` applies the deciding player's answer and
queues the ability to go on. (Result steps are in effects.py.)"""
from __future__ import annotations

from engines.magination.cards import CARDS
from engines.magination.costs import creature_payers, pay_for_creature
from engines.magination.state import (penalty, put_creature_in_play, reveal, shuffle_deck)
from engines.magination.targets import (amount, bound, candidates, hand_matches, locked,
                                        playable_from_hand, ref, search_matches)

DONE = ("done",)


def ask(s, ctx, kind, options, prompt, who=None):
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
    return ask(s, ctx, "target", [("target", i) for i in c], st.get("what", "creature"))


def op_number(s, ctx, st, ev):
    lo = st.get("min", 0)
    hi = min(bound(s, ctx, b) for b in st["max"])
    if hi <= lo:
        ctx.vars[st["var"]] = max(0, hi)
        return True
    return ask(s, ctx, "number", [("number", n) for n in range(lo, hi + 1)], st["var"])


def op_pick_hand(s, ctx, st, ev):
    ctx.vars.setdefault(st["var"], 0)
    exact = st.get("exact")
    if exact is not None and ctx.vars[st["var"]] >= exact:
        return True
    opts = [("pick", i) for i in s.hand[ctx.player] if hand_matches(s, ctx, st, i)]
    if not opts:
        return True
    return ask(s, ctx, "pick", opts + ([] if exact else [DONE]), "hand")


def recalled(s, i) -> bool:
    return any(m[0] == "recalled" and m[1] == i for m in s.marks)


def op_pick_discard(s, ctx, st, ev):
    t = st.get("type")
    opts = [("pick", i) for i in s.discard[ctx.player]
            if (not t or CARDS[s.defs[i]].type == t)
            and not (st.get("not_recalled") and recalled(s, i))]
    if not opts:
        ev.append({"type": "AbilityFizzled", "card": ctx.source,
                   "reason": "nothing in the discard pile"})
        ctx.ip = len(ctx.steps) - 1
        ctx.vars["_ceased"] = 1
        return True
    if len(opts) == 1:
        ctx.vars[st["var"]] = opts[0][1]
        return True
    return ask(s, ctx, "pick", opts, "discard")


def op_search(s, ctx, st, ev):
    seen = []
    for i in s.deck[ctx.player]:
        d = s.defs[i]
        if d not in seen and search_matches(CARDS[d], st):
            seen.append(d)
    if not seen:
        ctx.vars[st["var"]] = -1
        shuffle_deck(s, ctx.player, ev)
        ev.append({"type": "SearchFailed", "player": ctx.player})
        return True
    seen.sort()
    return ask(s, ctx, "search", [("search", d) for d in seen] + [DONE], "deck")


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
    return ask(s, ctx, "target", [("target", i) for i in room], "distribute")


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
    return ask(s, ctx, "yes_no", [("yes",), ("no",)], st.get("prompt", st["var"]), who)


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
        return ask(s, ctx, "pick", [("pick", c) for c in und] + [DONE], "discard_top")
    if len(und) > 1:
        return ask(s, ctx, "pick", [("pick", c) for c in und], "order_top")
    for c in top:
        deck.remove(c)
    for c in d:
        s.discard[ctx.player].append(c)
        reveal(s, c, ev)
        ev.append({"type": "CardMoved", "card": c, "player": ctx.player, "src": "deck",
                   "dst": "discard", "why": CARDS[ctx.card].name})
    for c in reversed(o + und):
        deck.append(c)
    ev.append({"type": "DeckReordered", "player": ctx.player, "count": len(o + und)})
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
    return ask(s, ctx, "pick", opts + [DONE], "their_hand")


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
    return ask(s, ctx, "pick", opts + ([DONE] if st.get("optional") else []),
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
        return ask(s, ctx, "pick", [("pick", c) for c in s.hand[q]], "discard_own", q)


def op_play_from_hand(s, ctx, st, ev):
    """Play a Creature from your hand now (paying as normal unless "free")."""
    opts = playable_from_hand(s, ctx, st)
    if not opts:
        ev.append({"type": "AbilityFizzled", "card": ctx.source,
                   "reason": "no creature to play"})
        return True
    return ask(s, ctx, "pick", [("pick", i) for i in opts], "play_creature")


def play_from_hand(s, ctx, st, iid, ev):
    p = ctx.player
    c = CARDS[s.defs[iid]]
    s.hand[p].remove(iid)
    s.known.discard(iid)
    if not st.get("free"):          # the Magi pays when able, else an Orathan Flyer
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
        return ask(s, ctx, "number", [("number", n) for n in range(left + 1)], "rearrange")
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
                       "src": "hand", "dst": "discard", "why": "discarded"})
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
            ev.append({"type": "CardMoved", "card": iid, "player": q, "src": "hand",
                       "dst": "discard", "why": CARDS[ctx.card].name})
    elif op == "opponents_discard":
        iid = action[1]
        q = s.owner[iid]
        s.hand[q].remove(iid)
        s.discard[q].append(iid)
        reveal(s, iid, ev)
        ev.append({"type": "CardMoved", "card": iid, "player": q, "src": "hand",
                   "dst": "discard", "why": CARDS[ctx.card].name})
        ctx.vars[st["var"]] = ctx.vars.get(st["var"], 0) + 1
    elif op == "play_from_hand":
        play_from_hand(s, ctx, st, action[1], ev)
        ctx.ip += 1
    elif op == "rearrange_own":
        v = st["var"]
        ctx.vars[v] = ctx.vars.get(v, []) + [[ctx.vars["_for"], action[1]]]
    s.tasks.append(("ability",))


OPS = {k[3:]: v for k, v in list(globals().items()) if k.startswith("op_")}
