"""Spell cards: which can be played now, their targets, playing one (with the counters it
may meet), what each effect of the vocabulary does, and hidden enchants flipping.

Effect vocabulary (``effects`` of sorceries and hidden enchants in spells.json):

=============== ==================================================================
damage N        N damage to the target figure (Pyromania: +1)
attack N        roll N attack dice at the target; it defends with its toughness
                (Pyromania: +1 die); no height advantage for spells
wave N          N damage to every creature adjacent to the target figure except the
                ``spare`` creature type (Killing Wave), in the turn player's order
nova N          N damage to every opposing figure adjacent to your Planeswalker
heal N          remove up to N damage from the target figure
heal_self N     remove up to N damage from your Planeswalker
hurt_self N     your Planeswalker takes N damage
buff            ``stat`` +``amount`` on the target (figure, card, "chosen" card, your
                "squads", your figures "near" your Planeswalker), ``until`` "turn"
                (this turn), "next_turn" (your next turn begins), "their_turn" (the end
                of the target's owner's next turn); stats: power, toughness, move, range,
                no_move, no_attack
swap            Twisted Image: power and toughness switch this turn
draw N          draw N spell cards
bounce          the target squad returns to its owner's reserve
control         you control the target card this turn
raise N         return up to N destroyed figures of the ``creature`` type to empty
                spaces within ``within`` clear-sight spaces of your Planeswalker
regrow          the chosen card of your graveyard returns to your hand
discard N       the target opponent discards N spell cards at random
counter         (hidden) counter the spell being played
defence N /     (hidden, when attacked) N more defence dice / the attack does not
cancel /        happen / the attacking squad returns to its reserve / the attack goes
bounce_attacker/to another figure / after the attack the attacker takes N damage / after
redirect /      the attack roll the d20, on ``roll`` or more a squad attacker is destroyed
thorns N / doom
blast N         (hidden, when destroyed) N damage to every figure adjacent to it
return          (hidden, when destroyed) it comes back adjacent to your Planeswalker
=============== ==================================================================
"""
from __future__ import annotations

from engines.arena.cards import draw
from engines.arena.combat import fight_effect, roll_attack, trigger_applies
from engines.arena.content import ARMY, SPELLS
from engines.arena.damage import heal, hurt, to_reserve
from engines.arena.moving import empty_space
from engines.arena.state import (ATTACKING, FIELD, GRAVE, MOVING, POST, PRE,
                                 SPELLS_PER_TURN, ArenaState, alive_pw, hidden_entry,
                                 opponents, team_number, team_seats)
from engines.arena.stats import (adjacent, carried, distance, line_of_sight,
                                 sees_space, stat, within_clear)


# ---------------------------------------------------------------------------------------
# What can be played

def _bonus(s: ArenaState, p: int) -> int:
    """Pyromania: while the caster's Planeswalker with it is on the battlefield."""
    w = alive_pw(s, p)
    if w < 0:
        return 0
    a = ARMY[s.c_key[s.f_card[w]]].does.get("spell_damage_bonus")
    return a["amount"] if a else 0


_IS_PW = tuple(card.is_planeswalker for card in ARMY)     # per army card id


def figure_targets(s: ArenaState, p: int, spec: dict, first: bool = False) -> list:
    """The figures a spell's target spec allows (``first``: stop at the first one: is
    there any?)."""
    w = alive_pw(s, p)
    if w < 0:
        return []
    side, kind, n = spec.get("side", "any"), spec.get("kind", "any"), spec.get("within", 99)
    ability = spec.get("ability")
    out = []
    f_zone, f_card, c_key, c_ctrl, team = s.f_zone, s.f_card, s.c_key, s.c_ctrl, s.team
    mine = team[p]
    squad_only = kind in ("squad", "creature")
    f_hex, f_hex2 = s.f_hex, s.f_hex2
    w_row = s.board.dist[f_hex[w]] if f_hex2[w] < 0 else None     # ``distance``, read here
    for g in range(len(f_hex)):
        if f_zone[g] != FIELD:
            continue
        c = f_card[g]
        if side == "enemy" and team[c_ctrl[c]] == mine:
            continue
        if side == "own" and c_ctrl[c] != p:
            continue
        ck = c_key[c]
        if kind == "planeswalker" and not _IS_PW[ck]:
            continue
        if squad_only and _IS_PW[ck]:
            continue
        if ability and ability not in ARMY[ck].does:
            continue
        # ``within_clear`` (the Planeswalker itself always is; else in range and in
        # clear sight)
        if g == w:
            out.append(g)
            if first:
                break
            continue
        if w_row is not None and f_hex2[g] < 0:
            if w_row[f_hex[g]] > n:
                continue
        elif distance(s, w, g) > n:
            continue
        if line_of_sight(s, w, g, True):
            out.append(g)
            if first:
                break
    return out


def card_targets(s: ArenaState, p: int, spec: dict) -> list:
    figs = figure_targets(s, p, spec)
    return sorted({s.f_card[g] for g in figs})


_KIND = tuple(card.kind for card in ARMY)      # per army card id: its enchant kind


def cards_on_field(s: ArenaState) -> list:
    """Per army card: has it a figure on the battlefield (depends on the position
    only: carried)."""
    kept = carried(s)
    got = kept.get("cards_on_field")
    if got is None:
        got = kept["cards_on_field"] = [False] * len(s.c_figs)
        f_card = s.f_card
        for f, z in enumerate(s.f_zone):
            if z == FIELD:
                got[f_card[f]] = True
    return got


def _cards_of_kind(s: ArenaState) -> dict:
    """{enchant kind: the army cards of that kind with a figure on the battlefield, in
    card order} (depends on the position only: carried)."""
    kept = carried(s)
    got = kept.get("cards_of_kind")
    if got is None:
        got = kept["cards_of_kind"] = {}
        c_key = s.c_key
        for c, on in enumerate(cards_on_field(s)):
            if on:
                kind = _KIND[c_key[c]]
                if kind in got:
                    got[kind].append(c)
                else:
                    got[kind] = [c]
    return got


def attach_targets(s: ArenaState, p: int, sp: int, first: bool = False) -> list:
    """Army cards an enchantment may go on: the named kind, on the battlefield; a hidden
    enchant only on your own cards, an aura as its side says (``first``: stop at the
    first one: is there any?)."""
    spell = SPELLS[sp]
    out = []
    own_only = spell.type == "hidden" or spell.side == "own"
    enemy_only = spell.side == "enemy"
    c_ctrl, c_owner, team = s.c_ctrl, s.c_owner, s.team
    for c in _cards_of_kind(s).get(spell.enchant, ()):
        if own_only:
            if c_ctrl[c] != p or c_owner[c] != p:
                continue
        elif enemy_only and team[c_ctrl[c]] == team[p]:
            continue
        out.append(c)
        if first:
            break
    return out


def spell_targets(s: ArenaState, p: int, sp: int, first: bool = False) -> list | None:
    """The options of the target question for spell sp, or None when it asks none
    (``first``: a figure or a card, only the first one: is there any?)."""
    spell = SPELLS[sp]
    if spell.type != "sorcery":
        return attach_targets(s, p, sp, first)
    spec = spell.target
    if not spec:
        return None
    what = spec["what"]
    if what == "figure":
        return figure_targets(s, p, spec, first)
    if what == "card":
        if first:      # a card is a target when one of its figures is
            return figure_targets(s, p, spec, True)
        return card_targets(s, p, spec)
    if what == "graveyard":
        return sorted(set(s.grave[p]))
    if what == "opponent":
        opp = opponents(s, p)
        return None if len(opp) == 1 else opp
    return None


def why_not_cast(s: ArenaState, p: int, sp: int) -> str | None:
    """None when seat p may play spell sp now (it is p's main turn), else why not."""
    if s.dead[p]:
        return "Your Planeswalker is destroyed: you cannot play spells"
    if sp not in s.hand[p]:
        return "That spell is not in your hand"
    if s.casts >= SPELLS_PER_TURN:
        return f"You have played {SPELLS_PER_TURN} spells this turn already"
    why = _refusal(s, p, sp)
    if why is None:
        return None
    spell = SPELLS[sp]
    want = (spell.target or {}).get("creature")
    return _SAY[why].format(name=spell.name, want=want, kind=spell.enchant)


# why a spell in hand cannot be played now (``_refusal``'s words)
_SAY = {"before_card": "{name} must be played before you choose your army card",
        "unchosen": "{name} needs the army card you chose this turn: choose one first",
        "creature": "{name} works only when you chose a {want} squad",
        "no_card": "There is no {kind} card {name} could go on",
        "no_target": "{name} has no target now"}


def _refusal(s: ArenaState, p: int, sp: int, has: dict | None = None) -> str | None:
    """For a spell in the hand of a seat that may still play one: None when it may be
    played now, else the key in ``_SAY`` of why not (no sentence is made when the
    listing only asks whether). ``has``: ``_has_table(s, p)``, when the caller has it."""
    before, chosen, want, cls, no = _PLAN[sp]
    if before and s.step != PRE:
        return "before_card"
    if chosen:
        if s.chosen < 0:
            return "unchosen"
        if want and ARMY[s.c_key[s.chosen]].creature != want:
            return "creature"
    if cls >= 0:
        # whether it has a target depends on the position only: carried between
        # actions, one answer for the spells that look for the same targets
        if has is None:
            has = _has_table(s, p)
        got = has.get(cls)
        if got is None:
            got = has[cls] = _has_target(s, p, sp)
        return None if got else no
    opts = spell_targets(s, p, sp, first=True)
    if opts is not None and not opts:
        return no
    return None


def _has_table(s: ArenaState, p: int) -> dict:
    """{target class (``_PLAN``): has a spell of that class a target for seat p}, for
    this position (carried)."""
    kept = carried(s)
    key = ("has_target", p)
    got = kept.get(key)
    if got is None:
        got = kept[key] = {}
    return got


def _has_target(s: ArenaState, p: int, sp: int) -> bool:
    """``bool(spell_targets(s, p, sp, first=True))`` for a spell whose targets depend on
    the position only (``_PLAN``); a figure spell that may aim at the caster's own
    Planeswalker has one at once when the Planeswalker fits (no sight to look at)."""
    spell = SPELLS[sp]
    if spell.type != "sorcery":
        return bool(attach_targets(s, p, sp, True))
    spec = spell.target
    assert spec is not None             # ``_PLAN``: a figure or a card
    if spec.get("side", "any") != "enemy":
        w = alive_pw(s, p)
        if w < 0:
            return False
        c = s.f_card[w]
        card = ARMY[s.c_key[c]]
        kind, ability = spec.get("kind", "any"), spec.get("ability")
        if ((spec.get("side", "any") != "own" or s.c_ctrl[c] == p)
                and (kind != "planeswalker" or card.is_planeswalker)
                and (kind not in ("squad", "creature") or not card.is_planeswalker)
                and (not ability or ability in card.does)):
            return True
    return bool(figure_targets(s, p, spec, True))


def _target_class(spell) -> tuple | None:
    """What a spell's targets depend on besides the position and the caster, when they
    depend on nothing else (None): spells of one class have the same targets."""
    if spell.type != "sorcery":
        return ("attach", spell.enchant, spell.type == "hidden" or spell.side == "own",
                spell.side == "enemy")
    spec = spell.target
    if spec and spec["what"] in ("figure", "card"):
        return ("figure", spec.get("side", "any"), spec.get("kind", "any"),
                spec.get("within", 99), spec.get("ability"))
    return None


def _plan(spell, classes: dict) -> tuple:
    """What ``_refusal`` reads of a spell: (played before the army card only, needs the
    chosen card, the creature type it wants of it, its target class, the key of "no
    target"). The target class (an index; -1: none) is set when its targets (an
    enchantment's army cards, a sorcery's figures or cards) depend only on where the
    figures stand, who controls them and the teams (``stats.carried``); a graveyard
    or an opponent as target depends on more."""
    spec = spell.target
    chosen = bool(spec) and spec.get("what") == "chosen"
    cls = _target_class(spell)
    return (spell.when == "before_card", chosen, spec.get("creature") if chosen else None,
            -1 if cls is None else classes.setdefault(cls, len(classes)),
            "no_card" if spell.type != "sorcery" else "no_target")


_CLASSES: dict = {}
_PLAN = tuple(_plan(sp, _CLASSES) for sp in SPELLS)


def castable(s: ArenaState, p: int) -> list:
    """The distinct spells seat p may play now, in hand order."""
    if s.dead[p] or s.casts >= SPELLS_PER_TURN:
        return []
    out: list = []
    has = _has_table(s, p)
    for sp in s.hand[p]:
        if sp in out:
            continue
        cls = _PLAN[sp][3]
        if cls >= 0 and not _PLAN[sp][0] and not _PLAN[sp][1]:
            # ``_refusal`` of a spell that asks only whether it has a target (most)
            got = has.get(cls)
            if got is None:
                got = has[cls] = _has_target(s, p, sp)
            if got:
                out.append(sp)
        elif _refusal(s, p, sp, has) is None:
            out.append(sp)
    return out


# ---------------------------------------------------------------------------------------
# Playing a spell

CANCEL = ("cancel",)     # an enchantment not put on a card yet goes back to the hand


def cast(s: ArenaState, p: int, sp: int, ev: list) -> None:
    spell = SPELLS[sp]
    at, step = s.hand[p].index(sp), s.step
    s.hand[p].remove(sp)
    s.casts += 1
    if s.step in (MOVING, ATTACKING):
        s.step = POST
    face_down = spell.type == "hidden"
    s.casting = [sp, p, 1 if face_down else 0, -1, []]
    ev.append({"type": "SpellCast", "spell": sp, "player": p, "face_down": face_down,
               "secret": face_down})
    steps: list = []
    opts = spell_targets(s, p, sp)
    if spell.type != "sorcery":
        # until it is put on a card the enchantment is not played: the question may be
        # answered "cancel", which puts everything back (its place in the hand, the step)
        steps.append({"q": "attach", "player": p, "at": at, "step": step})
    elif opts is not None:
        steps.append({"q": "target", "player": p, "why": "spell"})
    elif spell.target and spell.target.get("what") == "opponent":
        s.casting[4] = [opponents(s, p)[0]]
    steps.append({"do": "played"})
    s.agenda[0:0] = steps


def spell_options(s: ArenaState, item: dict) -> list:
    """Options of the target / attach questions of the spell being played."""
    assert s.casting is not None        # a spell is being played
    sp, p = s.casting[0], s.casting[1]
    if item["q"] == "attach":
        cards = [("attach", c) for c in attach_targets(s, p, sp)]
        return cards + [CANCEL] if cards and "at" in item else cards
    return [("target", x) for x in spell_targets(s, p, sp) or []]


def answer_spell_target(s: ArenaState, item: dict, action: tuple, ev: list) -> None:
    assert s.casting is not None        # a spell is being played
    if action == CANCEL:
        take_back(s, item, ev)
        return
    c = list(s.casting)
    if action[0] == "attach":
        c[3] = action[1]
    else:
        c[4] = c[4] + [action[1]]
    s.casting = c


def take_back(s: ArenaState, item: dict, ev: list) -> None:
    """The enchantment goes back to its place in the hand before it is put on a card:
    nothing was revealed or rolled, so the turn is as it was (the spell not counted, the
    step it was played in)."""
    assert s.casting is not None        # a spell is being played
    sp, p, face_down = s.casting[0], s.casting[1], s.casting[2]
    s.casting = None
    if s.agenda and s.agenda[0].get("do") == "played":
        s.agenda.pop(0)
    s.hand[p].insert(min(item["at"], len(s.hand[p])), sp)
    s.casts -= 1
    s.step = item["step"]
    s.memo.clear()
    ev.append({"type": "SpellTakenBack", "spell": sp, "player": p,
               "face_down": bool(face_down), "secret": bool(face_down)})


def played(s: ArenaState, item: dict, ev: list) -> None:
    """The spell is on the table: opponents' counters may answer, then it resolves."""
    assert s.casting is not None        # a spell is being played
    sp, p, face_down, card, tg = s.casting
    ev.append({"type": "SpellPlayed", "spell": -1 if face_down else sp, "player": p,
               "face_down": bool(face_down), "card": card, "targets": list(tg)})
    steps: list = []
    opp = opponents(s, p)
    # the seats' order is looked for only when one has a face-down card (most often none)
    if any(s.c_hidden[c] for q in opp for c in s.army[q]):
        for q in trigger_order(s, opp):
            for c in s.army[q]:
                for esp, caster, tag in s.c_hidden[c]:
                    if caster == q and counters(s, esp):
                        steps.append({"q": "counter", "player": q, "card": c, "tag": tag})
    steps.append({"do": "resolve"})
    s.agenda[0:0] = steps


def trigger_order(s: ArenaState, seats: list) -> list:
    """The order in which these seats' hidden enchants that trigger together are asked:
    teammates in player-number order (1 first), teams and lone players from the left of
    the player whose turn it is, in the order of play."""
    def key(q: int):
        lead = team_seats(s, q)[0]
        return ((lead - s.current) % s.players, team_number(s, q))
    return sorted(seats, key=key)


def resolve(s: ArenaState, item: dict, ev: list) -> None:
    if s.casting is None:
        return
    sp, p, face_down, card, tg = s.casting
    s.casting = None
    spell = SPELLS[sp]
    if spell.type == "aura":
        if card >= 0 and any(s.f_zone[f] == FIELD for f in s.c_figs[card]):
            s.c_auras[card].append([sp, p])
            s.memo.clear()
            ev.append({"type": "AuraAttached", "spell": sp, "player": p, "card": card})
        else:
            s.grave[p].append(sp)
        return
    if spell.type == "hidden":
        # a further face-down card goes UNDER those already there: the first played
        # stays top-most, and the top-most triggers first
        s.c_hidden[card].append([sp, p, s.tags])
        s.tags += 1
        ev.append({"type": "HiddenEnchantPlaced", "player": p, "card": card,
                   "spell": sp, "secret": True})
        return
    steps = [{"do": "effect", "spell": sp, "caster": p, "i": i, "targets": list(tg)}
             for i in range(len(spell.effects))]
    steps.append({"do": "spell_done", "spell": sp, "caster": p})
    s.agenda[0:0] = steps


def _target_figs(s: ArenaState, p: int, spell, tg: list) -> list:
    spec = spell.target or {}
    what = spec.get("what")
    if what == "figure":
        return [g for g in tg if s.f_zone[g] == FIELD]
    if what in ("card", "chosen"):
        c = tg[0] if what == "card" else s.chosen
        return [g for g in s.c_figs[c] if s.f_zone[g] == FIELD] if c >= 0 else []
    if what == "squads":
        return [g for g in s.figures_of(p) if ARMY[s.c_key[s.f_card[g]]].type == "squad"
                and s.c_ctrl[s.f_card[g]] == p]
    if what == "near":
        w = alive_pw(s, p)
        return [g for g in range(len(s.f_hex)) if w >= 0 and s.f_zone[g] == FIELD
                and s.c_ctrl[s.f_card[g]] == p and within_clear(s, w, g, spec["within"])]
    return []


def _until(s: ArenaState, p: int, e: dict, g: int) -> int:
    """The turn at whose end a buff ends."""
    u = e.get("until", "turn")
    if u == "turn":
        return s.turn
    if u == "next_turn":
        return s.turn + s.players - 1
    owner = s.c_ctrl[s.f_card[g]]
    return s.turn + ((owner - s.current) % s.players or s.players)


def effect(s: ArenaState, item: dict, ev: list) -> None:
    sp, p, tg = item["spell"], item["caster"], item["targets"]
    spell = SPELLS[sp]
    e = spell.effects[item["i"]]
    do = e["do"]
    figs = _target_figs(s, p, spell, tg)
    if do == "damage":
        for g in figs:
            hurt(s, g, e["amount"] + _bonus(s, p), ev, spell.name)
    elif do == "attack":
        for g in figs:
            roll_attack(s, -1, g, e["dice"] + _bonus(s, p), stat(s, g, "toughness"), ev,
                        spell.name, p)
    elif do in ("wave", "nova"):
        if do == "wave":
            centre = figs[0] if figs else -1
            spare = e.get("spare")
            victims = [] if centre < 0 else [
                g for g in range(len(s.f_hex)) if s.f_zone[g] == FIELD and g != centre
                and not ARMY[s.c_key[s.f_card[g]]].is_planeswalker
                and ARMY[s.c_key[s.f_card[g]]].creature != spare
                and adjacent(s, centre, g)]
        else:
            w = alive_pw(s, p)
            victims = [] if w < 0 else [
                g for g in range(len(s.f_hex)) if s.f_zone[g] == FIELD
                and s.team[s.c_ctrl[s.f_card[g]]] != s.team[p] and adjacent(s, w, g)]
        queue_damage(s, victims, e["amount"] + _bonus(s, p), spell.name, ev)
    elif do == "heal":
        for g in figs:
            heal(s, g, e["amount"], ev, spell.name)
    elif do in ("heal_self", "hurt_self"):
        w = alive_pw(s, p)
        if w >= 0:
            if do == "heal_self":
                heal(s, w, e["amount"], ev, spell.name)
            else:
                hurt(s, w, e["amount"], ev, spell.name)
    elif do == "buff":
        for g in figs:
            s.buffs.append([g, e["stat"], e["amount"], _until(s, p, e, g)])
        s.memo.clear()
        ev.append({"type": "Buffed", "spell": sp, "player": p, "figures": figs,
                   "stat": e["stat"], "amount": e["amount"]})
    elif do == "swap":
        for g in figs:
            s.buffs.append([g, "swap", 0, s.turn])
        s.memo.clear()
        ev.append({"type": "Buffed", "spell": sp, "player": p, "figures": figs,
                   "stat": "swap", "amount": 0})
    elif do == "draw":
        draw(s, p, e["amount"], ev, spell.name)
    elif do == "bounce":
        if tg and any(s.f_zone[g] == FIELD for g in s.c_figs[tg[0]]):
            to_reserve(s, tg[0], ev)
    elif do == "control":
        c = tg[0]
        if any(s.f_zone[g] == FIELD for g in s.c_figs[c]):
            s.c_ctrl[c] = p
            s.stolen.append([c, p, s.turn])
            s.memo.clear()
            ev.append({"type": "ControlTaken", "card": c, "player": p, "why": spell.name})
    elif do == "raise":
        s.agenda.insert(0, {"q": "target", "player": p, "why": "raise", "left": e["count"],
                            "creature": e["creature"], "within": e["within"]})
    elif do == "regrow":
        if tg and tg[0] in s.grave[p]:
            s.grave[p].remove(tg[0])
            s.hand[p].append(tg[0])
            ev.append({"type": "CardMoved", "card": tg[0], "player": p, "src": "graveyard",
                       "dst": "hand", "why": spell.name})
    elif do == "discard":
        q = tg[0] if tg else -1
        for _ in range(e["amount"]):
            if q < 0 or not s.hand[q]:
                break
            lost = s.hand[q].pop(s.rng.randrange(len(s.hand[q])))
            s.grave[q].append(lost)
            ev.append({"type": "CardMoved", "card": lost, "player": q, "src": "hand",
                       "dst": "graveyard", "why": spell.name})


def spell_done(s: ArenaState, item: dict, ev: list) -> None:
    """A sorcery goes to the graveyard; then Rebirth may bring a Phoenix back."""
    sp, p = item["spell"], item["caster"]
    s.grave[p].append(sp)
    ev.append({"type": "CardMoved", "card": sp, "player": p, "src": "table",
               "dst": "graveyard", "why": "resolved"})
    w = alive_pw(s, p)
    if w < 0:
        return
    for c in s.army[p]:
        a = ARMY[s.c_key[c]].does.get("rebirth")
        if a is None:
            continue
        dead = [f for f in s.c_figs[c] if s.f_zone[f] == GRAVE]
        if dead:
            s.agenda.insert(0, {"q": "put", "player": p, "fig": dead[0], "why": "rebirth",
                                "near": w, "within": a["within"], "clear": 0,
                                "optional": 1})


# ---------------------------------------------------------------------------------------
# Damage to several figures at once, hidden enchants

def queue_damage(s: ArenaState, victims: list, amount: int, why: str, ev: list) -> None:
    """Simultaneous damage: the player whose turn it is chooses the order."""
    if len(victims) > 1:
        s.agenda.insert(0, {"q": "order", "player": s.current, "figs": list(victims),
                            "amount": amount, "why": why})
    elif victims:
        hurt(s, victims[0], amount, ev, why)


def answer_order(s: ArenaState, item: dict, action: tuple, ev: list) -> None:
    g = action[1]
    rest = [x for x in item["figs"] if x != g and s.f_zone[x] == FIELD]
    hurt(s, g, item["amount"], ev, item["why"])
    if s.winners is None:
        queue_damage(s, rest, item["amount"], item["why"], ev)


def counters(s: ArenaState, esp: int) -> bool:
    """Hidden enchant ``esp`` may counter the spell being played."""
    if s.casting is None or esp < 0:
        return False
    trig = SPELLS[esp].trigger or {}
    if trig.get("on") != "opponent_spell":
        return False
    kind = trig.get("spell")
    if kind == "face_up" and s.casting[2]:
        return False
    if kind == "enchantment" and not s.casting[2] and SPELLS[s.casting[0]].type == "sorcery":
        return False
    return True


def question_applies(s: ArenaState, item: dict) -> bool:
    """Counter and trigger questions still make sense (else they are skipped): the
    enchant still lies there and it is of the kind that answers this."""
    e = hidden_entry(s, item["card"], item["tag"])
    if e is None or e[0] < 0 or e[1] != item["player"]:
        return False
    if item["q"] == "counter":
        return counters(s, e[0])
    if (SPELLS[e[0]].trigger or {}).get("on") != item["on"]:
        return False
    if item["on"] in ("attacked", "attacking"):
        return trigger_applies(s, item, SPELLS[e[0]])
    return True


def flip(s: ArenaState, item: dict, ev: list) -> int:
    """Turn the hidden enchant face up (it leaves the card); returns the spell."""
    e = hidden_entry(s, item["card"], item["tag"])
    s.c_hidden[item["card"]].remove(e)
    ev.append({"type": "HiddenEnchantFlipped", "spell": e[0], "player": item["player"],
               "card": item["card"], "tag": item["tag"]})
    return e[0]


def forgo(s: ArenaState, item: dict) -> None:
    """A hidden enchant not flipped when its moment came goes out of play untriggered
    (the rulebook's forgotten card): off its army card, into no graveyard, face down."""
    e = hidden_entry(s, item["card"], item["tag"])
    if e is not None:
        s.c_hidden[item["card"]].remove(e)


def answer_counter(s: ArenaState, item: dict, action: tuple, ev: list) -> None:
    if action[0] != "yes":
        forgo(s, item)
        return
    esp = flip(s, item, ev)
    item = dict(item, spell=esp)
    q = item["player"]
    assert s.casting is not None        # a spell is being played
    sp, p, face_down, card, _ = s.casting
    s.casting = None
    s.grave[p].append(sp)
    ev.append({"type": "SpellCountered", "spell": sp, "player": p, "by": item["spell"],
               "counterer": q, "was_face_down": bool(face_down)})
    for e in SPELLS[item["spell"]].effects:
        if e["do"] == "draw":
            draw(s, q, e["amount"], ev, SPELLS[item["spell"]].name)
    s.grave[q].append(item["spell"])


def answer_trigger(s: ArenaState, item: dict, action: tuple, ev: list) -> None:
    if action[0] != "yes":
        forgo(s, item)
        return
    esp = flip(s, item, ev)
    item = dict(item, spell=esp, name=SPELLS[esp].name)
    q = item["player"]
    spell = SPELLS[item["spell"]]
    s.grave[q].append(item["spell"])
    for e in spell.effects:
        do = e["do"]
        if item["on"] in ("attacked", "attacking"):
            fight_effect(s, e, item, ev)
        elif do == "blast":
            # adjacent to the destroyed figure where it stood (Example 11: not a figure
            # on a ledge as high as its top, nor one below whose top its base reaches)
            where = tuple(item["where"])
            hf = ARMY[s.c_key[s.f_card[item["figure"]]]].height
            victims = []
            for h in where:
                for k in s.board.nbrs[h]:
                    g = s.at[k]
                    if g >= 0 and g not in victims and s.board.adjacent_on(
                            where, hf, s.hexes_of(g), ARMY[s.c_key[s.f_card[g]]].height):
                        victims.append(g)
            queue_damage(s, victims, e["amount"], spell.name, ev)
        elif do == "return":
            w = alive_pw(s, q)
            if w >= 0:
                s.agenda.insert(0, {"q": "put", "player": q, "fig": item["figure"],
                                    "why": "return", "near": w, "within": 1, "clear": 0,
                                    "optional": 0})


def raise_options(s: ArenaState, item: dict) -> list:
    p = item["player"]
    return [("target", f) for c in s.army[p] for f in s.c_figs[c]
            if s.f_zone[f] == GRAVE and ARMY[s.c_key[c]].creature == item["creature"]
            and any(empty_space(s, h) for h in _near_hexes(s, p, item["within"]))]


def _near_hexes(s: ArenaState, p: int, n: int) -> list:
    w = alive_pw(s, p)
    if w < 0:
        return []
    key = ("near", w, n)
    got = s.memo.get(key)
    if got is None:
        board = s.board
        got = [h for h in range(board.n) if min(board.dist[x][h] for x in s.hexes_of(w)) <= n
               and empty_space(s, h) and sees_space(s, w, h)]
        s.memo[key] = got
    return got
