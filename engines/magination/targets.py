"""What an ability may choose: card references and amounts of its steps, the cards a
step's "what" and filters name, the protections (Lovian, Orlon, Colossus), and whether
an ability's first choice finds anything (a power or spell that would not cannot start).
"""
from __future__ import annotations

from engines.magination.cards import CARDS, CREATURE
from engines.magination.costs import creature_payers
from engines.magination.state import Ctx, cdef, has_mark, in_play, is_colossus, penalty


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


def locked(s, ctx: Ctx, c: int) -> bool:
    """Colossus - Anti-Magic: its controller's Spells, Powers and Effects may not alter the
    energy on it (checked wherever an ability adds, discards or moves energy)."""
    return c >= 0 and s.owner[c] == ctx.player and c in s.creatures[ctx.player] \
        and is_colossus(s, c)


# the cards whose Effect protects them from their own controller's abilities (Colossus)
COLOSSUS_DEFS = frozenset(i for i, c in enumerate(CARDS)
                          if any(e.static == "colossus" for e in c.effects))


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
        out = [c for c in out if has_mark(s, "was_attacked", c)]
    if st.get("no_creatures"):
        out = [c for c in out if not s.creatures[s.owner[c]]]
    if st.get("not_self"):
        out = [c for c in out if c != ctx.source]
    excl = st.get("not")
    if excl is not None:
        e = ctx.vars.get(excl, -1)
        out = [c for c in out if c != e]
    if ctx.kind == "spell" or any(s.defs[c] in COLOSSUS_DEFS for c in out):
        gone = st.get("op") == "choose" and any(
            x["op"] in ("discard_from_play", "shuffle_into_deck") and x.get("target") == st["var"]
            for x in (ctx.steps or ()))
        out = [c for c in out if not immune(s, ctx, c, gone)]
    return out


def candidates(s, ctx: Ctx, st: dict) -> list:
    """The cards a 'choose' step may pick."""
    return select(s, ctx, st)


CHOICE_OPS = ("choose", "number", "pick_hand", "pick_discard", "search", "distribute",
              "confirm", "top_cards", "pick_other_hand", "choose_discard", "play_from_hand",
              "rearrange_own", "opponents_discard")


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


def hand_matches(s, ctx, st, iid) -> bool:
    c = CARDS[s.defs[iid]]
    t = st.get("type")
    if t and c.type != t:
        return False
    r = st.get("region")
    return not r or r in c.regions


def search_matches(c, st) -> bool:
    t = st.get("type")
    if t and c.type != t:
        return False
    r = st.get("region")
    if r and r not in c.regions:
        return False
    w = st.get("name_has")
    return not w or c.has_word(w)


def playable_from_hand(s, ctx, st) -> list:
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


def first_choice(steps):
    for st in steps:
        if st.get("only"):
            continue
        if st["op"] in ("choose", "pick_discard", "play_from_hand"):
            return st
        if st["op"] not in ("roll", "number", "set", "confirm"):
            return None
    return None


def has_target(s, p, source, steps, gone=(), kind="power") -> bool:
    st = first_choice(steps or ())
    if st is None:
        return True
    ctx = Ctx.__new__(Ctx)
    ctx.player, ctx.source, ctx.vars = p, source, {}
    ctx.kind, ctx.steps, ctx.card, ctx.spell = kind, steps, s.defs[source], None
    if st["op"] == "pick_discard":
        ty = st.get("type")
        return any((not ty or cdef(s, i).type == ty) and not (
            st.get("not_recalled") and has_mark(s, "recalled", i)) for i in s.discard[p])
    if st["op"] == "play_from_hand":
        return bool(playable_from_hand(s, ctx, st))
    return any(c not in gone for c in candidates(s, ctx, st))
