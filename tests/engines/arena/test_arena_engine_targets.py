"""The listing's shortcuts for attack targets, spell targets and stats (issue 24, item 5,
round 8) give the answers of the plain rules, along seeded random games.

* A figure's attack targets (read with what the position carries) are the figures the
  plain check (``combat.target_ok``: range, engagement, line of sight) lets it attack,
  in figure order.
* Whether a spell has a target: the spells that look for the same targets share one
  answer, kept while nothing moves; a spell that may aim at the caster's own
  Planeswalker has one as soon as the Planeswalker fits. Each answer is the one a plain
  look over every figure (within N clear-sight spaces of the caster's Planeswalker) or
  every army card gives.
* A figure's power, toughness, move and range, reading each modifier only when there is
  one, are the card's value plus every modifier the rules name (glyphs, auras, spells,
  abilities), switched by Twisted Image, never below 0.
"""
from __future__ import annotations

import pytest

from engines.arena import RULES, combat, playable, spells
from engines.arena.content import ARMY, SPELL_INDEX, SPELLS
from engines.arena.damage import card_gone, destroy
from engines.arena.state import FIELD, GRAVE, alive_pw
from engines.arena.stats import adjacent, stat, within_clear
from engines.arena.testing import busy_pick, fig, stage, tiny_board
from engines.core.rng import Rng

_GAMES = [({"players": 2}, range(0, 10)), ({"players": 5}, range(0, 2))]


def _positions(config, seeds):
    """Every position of busy seeded random games with no question waiting."""
    rng = Rng(17)
    for seed in seeds:
        s = RULES.new_game(dict(config), seed)
        while not RULES.is_over(s):
            if s.question() is None:
                yield s
            RULES.apply(s, busy_pick(rng, RULES.legal_actions(s)))


# ---------------------------------------------------------------------------------------
# Plain looks, one figure or card at a time

def _plain_figures(s, p, spec) -> list:
    w = alive_pw(s, p)
    if w < 0:
        return []
    side, kind = spec.get("side", "any"), spec.get("kind", "any")
    out = []
    for g in range(len(s.f_hex)):
        if s.f_zone[g] != FIELD:
            continue
        c = s.f_card[g]
        card = ARMY[s.c_key[c]]
        if side == "enemy" and s.team[s.c_ctrl[c]] == s.team[p]:
            continue
        if side == "own" and s.c_ctrl[c] != p:
            continue
        if kind == "planeswalker" and not card.is_planeswalker:
            continue
        if kind in ("squad", "creature") and card.is_planeswalker:
            continue
        if spec.get("ability") and spec["ability"] not in card.does:
            continue
        if within_clear(s, w, g, spec.get("within", 99)):
            out.append(g)
    return out


def _plain_cards(s, p, spell) -> list:
    out = []
    for c in range(len(s.c_key)):
        if not any(s.f_zone[f] == FIELD for f in s.c_figs[c]):
            continue
        if ARMY[s.c_key[c]].kind != spell.enchant:
            continue
        if spell.type == "hidden" or spell.side == "own":
            if s.c_ctrl[c] != p or s.c_owner[c] != p:
                continue
        elif spell.side == "enemy" and s.team[s.c_ctrl[c]] == s.team[p]:
            continue
        out.append(c)
    return out


def _plain_has_target(s, p, spell) -> bool:
    if spell.type != "sorcery":
        return bool(_plain_cards(s, p, spell))
    return bool(_plain_figures(s, p, spell.target))


def _plain_stat(s, f, name) -> int:
    swap = any(b[0] == f and b[1] == "swap" for b in s.buffs)
    used = {"power": "toughness", "toughness": "power"}.get(name, name) if swap else name
    c = s.f_card[f]
    card = ARMY[s.c_key[c]]
    seat = s.c_ctrl[c]
    value = getattr(card, used)
    for i, h in enumerate(s.g_hex):
        amount = {"P": ("power", 1), "T": ("toughness", 1), "M": ("move", 2)}.get(s.g_key[i])
        if (s.g_on[i] and s.g_side[i] == "ability" and amount and amount[0] == used
                and s.at[h] >= 0 and s.c_ctrl[s.f_card[s.at[h]]] == seat):
            value += amount[1]
    value += sum(SPELLS[sp].mods.get(used, 0) for sp, _ in s.c_auras[c])
    value += sum(b[2] for b in s.buffs if b[0] == f and b[1] == used)
    for c2 in range(len(s.c_key)):
        a = ARMY[s.c_key[c2]].does.get("aura_stat")
        if (a and s.c_ctrl[c2] == seat and a["stat"] == used
                and a.get("creature") == card.creature):
            w = s.c_figs[c2][0]
            if w != f and s.f_zone[w] == FIELD and within_clear(s, w, f, a["within"]):
                value += a["amount"]
    sw = card.does.get("shield_wall")
    if sw and used == "toughness" and any(g != f and s.f_zone[g] == FIELD and adjacent(s, f, g)
                                         for g in s.c_figs[c]):
        value += sw["amount"]
    banned = (any(SPELLS[sp].mods.get("no_move") for sp, _ in s.c_auras[c])
              or any(b[0] == f and b[1] == "no_move" for b in s.buffs))
    if name == "move" and banned:
        value = 0
    return max(0, value)


# ---------------------------------------------------------------------------------------
# The shortcuts against them

@pytest.mark.parametrize("config,seeds", _GAMES)
def test_attack_targets_are_the_figures_the_plain_check_lets_it_attack(config, seeds):
    """Every figure that may attack: its targets, read with what the position carries,
    equal the figures ``target_ok`` allows, in figure order."""
    compared = attacked = 0
    for s in _positions(config, seeds):
        for f in range(len(s.f_hex)):
            if not combat.can_attack(s, f):
                continue
            plain = [g for g in range(len(s.f_hex)) if combat.target_ok(s, f, g)]
            assert combat.targets(s, f) == plain
            compared += 1
            attacked += bool(plain)
    assert compared > 300 and attacked > 30


@pytest.mark.parametrize("config,seeds", _GAMES)
def test_whether_a_spell_has_a_target_is_what_a_plain_look_says(config, seeds):
    """Every spell of the game that looks for a figure or an army card, for every seat:
    the listing's answer (one per kind of target, carried while nothing moves, the
    caster's Planeswalker first) is the plain look's, and the full list of targets
    is the plain list."""
    answers = set()
    for s in _positions(config, seeds):
        for p in range(s.players):
            if s.dead[p]:
                continue
            for sp, spell in enumerate(SPELLS):
                if playable._PLAN[sp][3] < 0:
                    continue
                why = playable._refusal(s, p, sp)
                if why in ("before_card", "unchosen", "creature"):
                    continue
                plain = _plain_has_target(s, p, spell)
                assert (why is None) == plain, (spell.name, p)
                answers.add((spell.type, plain))
                if spell.type == "sorcery" and spell.target["what"] == "figure":
                    assert spells.spell_targets(s, p, sp) == _plain_figures(s, p,
                                                                            spell.target)
    assert len(answers) == 6          # auras, hidden enchants, sorceries: with and without


@pytest.mark.parametrize("config,seeds", _GAMES)
def test_a_figures_stats_are_its_card_with_every_modifier(config, seeds):
    """Every figure on the battlefield, every stat: the figure's stat is the card's
    value plus every modifier, switched by Twisted Image, never below 0."""
    changed = 0
    for s in _positions(config, seeds):
        for f in range(len(s.f_hex)):
            if s.f_zone[f] != FIELD:
                continue
            card = ARMY[s.c_key[s.f_card[f]]]
            for name in ("power", "toughness", "move", "range"):
                value = stat(s, f, name)
                assert value == _plain_stat(s, f, name), (card.name, name)
                changed += value != getattr(card, name)
    assert changed > 20


def test_a_stat_read_after_a_card_is_gone_is_without_the_auras_it_lost():
    """An army card whose figures are all destroyed goes to the graveyard with its
    auras: its figure's move, read (and kept) while the aura was still on the card, is
    the card's own move once the card is gone."""
    tiny_board("t_gone", ["1 1 1 1 1 1 1 1 1"] * 5)
    s = stage("t_gone", armies=("chandra", "gideon"),
              figures=[(0, "chandra", 0, (0, 2)), (0, "phoenixes", 0, (2, 2)),
                       (1, "gideon", 0, (6, 2))])
    f = fig(s, 0, "phoenixes")
    c = s.f_card[f]
    base = ARMY[s.c_key[c]].move
    s.c_auras[c] = [[SPELL_INDEX["flame_wings"], 0]]
    s.memo.clear()
    assert stat(s, f, "move") == base + 2
    ev: list = []
    for g in s.c_figs[c][1:]:
        s.f_zone[g] = GRAVE
    destroy(s, f, ev)
    assert stat(s, f, "move") == base + 2           # the aura is still on the card
    card_gone(s, {"card": c}, ev)
    assert s.c_auras[c] == [] and stat(s, f, "move") == base
