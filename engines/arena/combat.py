"""Attacks: who may attack whom, the dice each side rolls, and an attack carried out as
agenda steps (hidden enchants of the defender and the attacker may answer first).

* Each figure of the chosen card attacks at most once (Chandra's Twin Blast: twice).
* Range counts spaces, levels ignored; an engaged figure may attack only the figures it
  is engaged with; line of sight is needed unless the two are engaged or adjacent
  (``stats.adjacent``: neighbours, but not one on a ledge as high as the other's top).
* Height advantage: the figure whose base is higher (water is lower than land) rolls one
  more die, attacking or defending.
* Hits (crossed weapons) minus shields is the damage; a figure is destroyed when its
  damage reaches its life.
"""
from __future__ import annotations

from engines.arena.content import ARMY, SPELLS
from engines.arena.damage import destroy, hits, hurt, roll_combat, roll_d20, shields, to_reserve
from engines.arena.state import ATTACKING, FIELD, ArenaState, alive_pw
from engines.arena.stats import (adjacent, banned, carried, distance, engaged,
                                 engaged_with, line_of_sight, seer, stat, within_clear)


# ---------------------------------------------------------------------------------------
# Who may attack whom

# per army card id: how many attacks each of its figures has in a turn
_ATTACKS = tuple(1 + (card.does["extra_attacks"]["amount"] if "extra_attacks" in card.does
                      else 0) for card in ARMY)


def attacks_allowed(s: ArenaState, f: int) -> int:
    return _ATTACKS[s.c_key[s.f_card[f]]]


def can_attack(s: ArenaState, f: int) -> bool:
    """Figure f (of the chosen card) still has an attack this turn."""
    return (s.f_zone[f] == FIELD and s.f_attacks[f] < _ATTACKS[s.c_key[s.f_card[f]]]
            and stat(s, f, "power") > 0 and not banned(s, f, "no_attack"))


def target_ok(s: ArenaState, f: int, g: int, ignore_engaged: bool = False) -> bool:
    """Could f attack g now (range, engagement, line of sight)?"""
    if s.f_zone[g] != FIELD or g == f:
        return False
    if s.team[s.c_ctrl[s.f_card[f]]] == s.team[s.c_ctrl[s.f_card[g]]]:
        return False
    eng = engaged_with(s, f)
    if eng and not ignore_engaged:
        return g in eng
    if distance(s, f, g) > stat(s, f, "range"):
        return False
    return adjacent(s, f, g) or engaged(s, f, g) or line_of_sight(s, f, g)


def targets(s: ArenaState, f: int) -> list:
    """The figures f may attack now."""
    key = ("targets", f)
    got = s.memo.get(key)
    if got is None:
        if not can_attack(s, f):
            got = []
        else:
            eng = engaged_with(s, f)
            if eng:
                got = sorted(eng)
            else:
                rng = stat(s, f, "range")
                got = _in_reach(s, f, rng)
        s.memo[key] = got
    return got


def _in_reach(s: ArenaState, f: int, rng: int) -> list:
    """The opposing figures within ``rng`` of unengaged figure f that it is adjacent to,
    engaged with or sees: ``target_ok`` for every figure, with what it asks of f asked
    once (adjacent and engaged figures are next to each other: at a distance of 2 or
    more only the line of sight can make a target). Depends on the position only:
    carried between actions (``stats.carried``)."""
    kept = carried(s)
    key = ("in_reach", f, rng)
    got = kept.get(key)
    if got is None:
        got = kept[key] = []
        f_zone, f_card, c_ctrl, team = s.f_zone, s.f_card, s.c_ctrl, s.team
        f_hex, f_hex2 = s.f_hex, s.f_hex2
        side = team[c_ctrl[f_card[f]]]
        row = s.board.dist[f_hex[f]] if f_hex2[f] < 0 else None
        look = None                 # ``line_of_sight`` from f, made when first asked
        for g in range(len(f_hex)):
            if f_zone[g] != FIELD or g == f or team[c_ctrl[f_card[g]]] == side:
                continue
            if row is not None and f_hex2[g] < 0:
                d = row[f_hex[g]]
            else:
                d = distance(s, f, g)
            if d > rng:
                continue
            if d <= 1 and (adjacent(s, f, g) or engaged(s, f, g)):
                got.append(g)
            else:
                if look is None:
                    look = seer(s, f)
                if look(g):
                    got.append(g)
    return got


def why_not_target(s: ArenaState, f: int, g: int) -> str:
    """Why f may not attack g (f may attack at all)."""
    if s.f_zone[g] != FIELD:
        return "That figure is not on the battlefield"
    if s.team[s.c_ctrl[s.f_card[f]]] == s.team[s.c_ctrl[s.f_card[g]]]:
        if s.c_ctrl[s.f_card[f]] != s.c_ctrl[s.f_card[g]]:
            return "That figure is your teammate's: friendly figures are never attacked"
        return "You cannot attack your own figures"
    eng = engaged_with(s, f)
    if eng and g not in eng:
        return "An engaged figure may attack only the figures it is engaged with"
    rng = stat(s, f, "range")
    if distance(s, f, g) > rng:
        return f"Out of range: {distance(s, f, g)} spaces away, range {rng}"
    return "No clear line of sight to that figure's hit zone"


# ---------------------------------------------------------------------------------------
# Dice

def _level(s: ArenaState, f: int) -> int:
    return s.board.level[s.f_hex[f]]


def attack_dice(s: ArenaState, f: int, g: int) -> tuple:
    """(attack dice, defence dice, notes) of f attacking g, before hidden enchants."""
    notes = []
    att = stat(s, f, "power")
    dfn = stat(s, g, "toughness")
    lf, lg = _level(s, f), _level(s, g)
    if lf > lg:
        att += 1
        notes.append("+1 height")
    elif lg > lf:
        dfn += 1
        notes.append("+1 height to the defence")
    card = ARMY[s.c_key[s.f_card[f]]]
    d = card.does
    if "power_per_enemy" in d:
        n = d["power_per_enemy"]["within"]
        x = sum(1 for h in range(len(s.f_hex)) if s.f_zone[h] == FIELD
                and s.team[s.c_ctrl[s.f_card[h]]] != s.team[s.c_ctrl[s.f_card[f]]]
                and within_clear(s, f, h, n))
        if x:
            att += x
            notes.append(f"+{x} Avatar of Justice")
    if "charge" in d and s.f_went[f] >= d["charge"]["spaces"]:
        att += d["charge"]["amount"]
        notes.append(f"+{d['charge']['amount']} Pounce")
    if "hunger" in d and s.f_dmg[g] > 0:
        att += d["hunger"]["amount"]
        notes.append(f"+{d['hunger']['amount']} Hunger")
    if "steady_aim" in d and not s.f_moved[f]:
        att += d["steady_aim"]["amount"]
        notes.append(f"+{d['steady_aim']['amount']} Steady Aim")
    return att, dfn, notes


def roll_attack(s: ArenaState, f: int, g: int, att: int, dfn: int, ev: list, why: str,
                player) -> int:
    """Roll att attack dice against dfn defence dice; deal the damage to g (f is the
    attacking figure, or -1 for a spell). Returns the damage dealt."""
    defender = s.c_ctrl[s.f_card[g]]
    fa = roll_combat(s, att, player, why, ev, side="attack", figure=f)
    fd = roll_combat(s, dfn, defender, why, ev, side="defence", figure=g)
    h, sh = hits(fa), shields(fd)
    dmg = max(0, h - sh)
    gcard = ARMY[s.c_key[s.f_card[g]]]
    cap = gcard.does.get("thick_bark")
    if cap is not None and dmg > cap["max"]:
        dmg = cap["max"]
    ev.append({"type": "AttackResolved", "attacker": f, "defender": g, "player": player,
               "hits": h, "shields": sh, "damage": dmg, "why": why})
    counter = 0
    if f >= 0 and "counter_strike" in gcard.does and sh > h and adjacent(s, f, g):
        counter = sh - h
    if dmg:
        hurt(s, g, dmg, ev, why, f, rolled=True)
    if counter and s.f_zone[f] == FIELD:
        ev.append({"type": "CounterStrike", "figure": g, "target": f, "amount": counter,
                   "player": defender})
        hurt(s, f, counter, ev, "counter strike", g)
    return dmg


# ---------------------------------------------------------------------------------------
# An attack as agenda steps

def declare(s: ArenaState, f: int, g: int, ev: list) -> None:
    p = s.c_ctrl[s.f_card[f]]
    s.step = ATTACKING
    s.f_attacks[f] += 1
    att, dfn, notes = attack_dice(s, f, g)
    ev.append({"type": "AttackDeclared", "attacker": f, "defender": g, "player": p,
               "attack": att, "defence": dfn, "notes": notes})
    s.fight = {"a": f, "d": g, "att": 0, "def": 0, "cancel": 0, "post": []}
    steps: list = []
    dc = s.f_card[g]
    for sp, caster, tag in s.c_hidden[dc]:
        trig = SPELLS[sp].trigger or {}
        if trig.get("on") == "attacked":
            steps.append({"q": "trigger", "player": caster, "card": dc, "tag": tag,
                          "on": "attacked"})
    ac = s.f_card[f]
    for sp, caster, tag in s.c_hidden[ac]:
        trig = SPELLS[sp].trigger or {}
        if trig.get("on") == "attacking":
            steps.append({"q": "trigger", "player": caster, "card": ac, "tag": tag,
                          "on": "attacking"})
    steps.append({"do": "attack_roll"})
    s.agenda[0:0] = steps


def trigger_applies(s: ArenaState, item: dict, sp) -> bool:
    """An attack trigger of hidden enchant ``sp`` still makes sense (the attack is on,
    its filter holds)."""
    fight = s.fight
    if fight is None or fight["cancel"]:
        return False
    trig = sp.trigger or {}
    f, g = fight["a"], fight["d"]
    if item["on"] == "attacked" and s.f_card[g] != item["card"]:
        return False
    who = trig.get("attacker")
    if who == "squad" and ARMY[s.c_key[s.f_card[f]]].type != "squad":
        return False
    if who == "adjacent" and not adjacent(s, f, g):
        return False
    for e in sp.effects:
        if e["do"] == "redirect" and not redirect_options(s):
            return False
    return True


def redirect_options(s: ArenaState) -> list:
    fight = s.fight
    assert fight is not None            # asked during an attack
    f, g = fight["a"], fight["d"]
    return [("redirect", h) for h in range(len(s.f_hex))
            if h != g and target_ok(s, f, h)]


def fight_effect(s: ArenaState, e: dict, item: dict, ev: list) -> None:
    """A flipped hidden enchant changes the attack under way."""
    fight = s.fight
    assert fight is not None            # an attack is under way
    do = e["do"]
    if do == "defence":
        s.fight = dict(fight, **{"def": fight["def"] + e["amount"]})
    elif do == "attack_dice":
        s.fight = dict(fight, att=fight["att"] + e["amount"])
    elif do == "cancel":
        s.fight = dict(fight, cancel=1)
        ev.append({"type": "AttackCancelled", "attacker": fight["a"], "defender": fight["d"],
                   "why": item["name"]})
    elif do == "bounce_attacker":
        s.fight = dict(fight, cancel=1)
        ev.append({"type": "AttackCancelled", "attacker": fight["a"], "defender": fight["d"],
                   "why": item["name"]})
        to_reserve(s, s.f_card[fight["a"]], ev)
    elif do == "redirect":
        s.agenda.insert(0, {"q": "redirect", "player": item["player"]})
    elif do in ("thorns", "doom"):
        s.fight = dict(fight, post=fight["post"] + [[do, e.get("amount", 0), e.get("roll", 0),
                                                     item["player"]]])


def answer_redirect(s: ArenaState, item: dict, action: tuple, ev: list) -> None:
    g = action[1]
    assert s.fight is not None          # asked during an attack
    ev.append({"type": "AttackRedirected", "attacker": s.fight["a"], "from": s.fight["d"],
               "to": g, "player": item["player"]})
    s.fight = dict(s.fight, d=g)


def attack_roll(s: ArenaState, item: dict, ev: list) -> None:
    fight = s.fight
    s.fight = None
    if fight is None or fight["cancel"]:
        return
    f, g = fight["a"], fight["d"]
    if s.f_zone[f] != FIELD or s.f_zone[g] != FIELD:
        return
    card = ARMY[s.c_key[s.f_card[g]]]
    p = s.c_ctrl[s.f_card[f]]
    if "evade" in card.does:
        v = roll_d20(s, s.c_ctrl[s.f_card[g]], "fade", ev, figure=g)
        if v >= card.does["evade"]["roll"]:
            ev.append({"type": "AttackCancelled", "attacker": f, "defender": g,
                       "why": "Phantom Fade"})
            return
    att, dfn, _ = attack_dice(s, f, g)
    roll_attack(s, f, g, att + fight["att"], dfn + fight["def"], ev, "attack", p)
    for do, amount, roll, owner in fight["post"]:
        if s.f_zone[f] != FIELD or s.winners is not None:
            break
        if do == "thorns":
            hurt(s, f, amount, ev, "fire shield", g)
        elif do == "doom" and ARMY[s.c_key[s.f_card[f]]].type == "squad":
            if roll_d20(s, owner, "vengeance", ev, figure=f) >= roll:
                destroy(s, f, ev, g)


def planeswalker_near(s: ArenaState, p: int, g: int, n: int) -> bool:
    w = alive_pw(s, p)
    return w >= 0 and within_clear(s, w, g, n)
