"""Spell cards: playing one (with the counters it may meet), what each effect of the
vocabulary does, and hidden enchants flipping. Which spells can be played now and their
targets are in ``engines.arena.playable`` (imported here under the same names).

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
from engines.arena.playable import attach_targets, spell_targets
from engines.arena.playable import card_targets as card_targets
from engines.arena.playable import cards_on_field as cards_on_field
from engines.arena.playable import castable as castable
from engines.arena.playable import figure_targets as figure_targets
from engines.arena.playable import why_not_cast as why_not_cast
from engines.arena.state import (ATTACKING, FIELD, GRAVE, MOVING, POST, ArenaState,
                                 alive_pw, hidden_entry, opponents, team_number, team_seats)
from engines.arena.stats import adjacent, sees_space, stat, within_clear


# ---------------------------------------------------------------------------------------
# Pyromania

def _bonus(s: ArenaState, p: int) -> int:
    """Pyromania: while the caster's Planeswalker with it is on the battlefield."""
    w = alive_pw(s, p)
    if w < 0:
        return 0
    a = ARMY[s.c_key[s.f_card[w]]].does.get("spell_damage_bonus")
    return a["amount"] if a else 0


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
