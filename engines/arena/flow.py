"""The flow of a game: setup, the turn, the agenda that carries out queued steps and
asks pending questions, and the actions of a player's free turn.

The agenda (``state.agenda``) is a list of plain dicts: steps (``{"do": ...}``) carried
out in order, and questions (``{"q": ..., "player": ...}``) that stop the flow until the
player answers. Anything a step starts (an attack's hidden enchants, a destroyed figure's
triggers, the figures of a summoned squad) goes to the FRONT of the agenda, so it is all
settled before the step that came next.

The opening (roll-off, placing the Planeswalkers, the opening hands) is in ``opening``;
where a summoned or returned figure may be put, in ``spaces``.
"""
from __future__ import annotations

from engines.core import events as E
from engines.core.rng import Rng
from engines.arena import combat, spells
from engines.arena.battlefield import board_of
from engines.arena.board import get_board
from engines.arena.cards import discard, draw
from engines.arena.content import (ARMY, ARMY_INDEX, MAX_BUILD, SCENARIOS, SPELL_INDEX,
                                   SPELLS)
from engines.arena.damage import card_gone, destroy, game_over, heal, roll_d20
from engines.arena.movement import move_actions
from engines.arena.moving import do_move, is_flip
from engines.arena.opening import (answer_first, answer_place, deal, place_options, roll_off,
                                   team_roll_off)
from engines.arena.scenario import table_rules
from engines.arena.spaces import answer_put, can_put, put_options
from engines.arena.state import (A_BOTTOM, A_DONE, A_END, A_KEEP, A_NO, A_YES, ATTACKING,
                                 CHOSEN, FIELD, HAND_LIMIT, MAX_PLAYERS, MOVING, POST,
                                 PRE, RESERVE, SUMMON_RANGE, SUMMONS_PER_TURN,
                                 ArenaState, alive_pw, is_out, opponents, track_winners)
from engines.arena.stats import within_clear

# ---------------------------------------------------------------------------------------
# Setup


def new_state(cfg: dict, seed: int, ev: list) -> ArenaState:
    """A new game from a checked config (rules.check_config)."""
    s = ArenaState()
    n = cfg["players"]
    s.players = n
    s.config = cfg
    s.names = list(cfg["names"])
    s.rng = Rng(seed)
    sc = SCENARIOS[cfg["scenario"]]
    s.scenario = cfg["scenario"]
    s.board_key = (board_of(cfg["battlefield"]).key if cfg.get("battlefield")
                   else sc["map"])
    board = get_board(s.board_key)
    s.team = list(range(n))
    for k, seats in enumerate(cfg.get("teams") or ()):
        for q in seats:
            s.team[q] = k
    s.turns = int(cfg["turns"])
    # the scenario's own; a player's own scenario: every zone of its map (scenario.py)
    s.first_draw, s.zones, shuffled = table_rules(cfg, sc, board)
    s.c_key, s.c_owner, s.c_ctrl, s.c_zone, s.c_figs = [], [], [], [], []
    s.c_auras, s.c_hidden, s.pw, s.army = [], [], [], []
    s.f_card, s.f_hex, s.f_hex2, s.f_dmg, s.f_zone = [], [], [], [], []
    s.deck, s.hand, s.library, s.grave, s.top_known = [], [], [], [], []
    for p, army in enumerate(cfg["armies"]):
        mine = []
        for key in [army["planeswalker"]] + list(army["squads"]):
            c = len(s.c_key)
            card = ARMY[ARMY_INDEX[key]]
            s.c_key.append(card.id)
            s.c_owner.append(p)
            s.c_ctrl.append(p)
            s.c_zone.append(RESERVE)
            s.c_auras.append([])
            s.c_hidden.append([])
            figs = []
            for _ in range(card.figures):
                figs.append(len(s.f_card))
                s.f_card.append(c)
                s.f_hex.append(-1)
                s.f_hex2.append(-1)
                s.f_dmg.append(0)
                s.f_zone.append(RESERVE)
            s.c_figs.append(figs)
            mine.append(c)
        s.pw.append(mine[0])
        s.army.append(mine)
        s.deck.append(sorted(SPELL_INDEX[k] for k in army["spells"]))
        s.hand.append([])
        s.library.append([])
        s.grave.append([])
        s.top_known.append(False)
    nf = len(s.f_card)
    s.f_moved, s.f_went, s.f_attacks = [0] * nf, [0] * nf, [0] * nf
    s.at = [-1] * board.n
    s.g_hex = [g.hex for g in board.glyphs]
    s.g_key = [g.key for g in board.glyphs]
    s.g_side = [g.side for g in board.glyphs]
    s.g_on = [True] * len(board.glyphs)
    if shuffled:
        # symbol-side up, shuffled, placed at random on the map's glyph spaces
        s.rng.shuffle(s.g_key)
        s.g_side = ["symbol"] * len(s.g_key)
    s.turn, s.current, s.first, s.step, s.chosen = 0, -1, -1, PRE, -1
    s.casts = s.summons = 0
    s.used, s.buffs, s.stolen = [], [], []
    s.dead = [False] * n
    s.casting = s.fight = None
    s.placed = []
    s.tags = 0
    s.winners, s.end_reason = None, None
    s.agenda = []
    extra = {"teams": [list(x) for x in cfg["teams"]]} if cfg.get("teams") else {}
    ev.append(E.game_started(n, scenario=s.scenario, board=s.board_key,
                             armies=[a["planeswalker"] for a in cfg["armies"]], **extra))
    if cfg.get("teams"):
        team_roll_off(s, ev)
    elif n > 2:
        roll_off(s, ev)
    else:
        # the Duel's d20 roll-off (ties roll again); the high roller chooses who goes first
        while True:
            rolls = [roll_d20(s, p, "roll-off", ev) for p in range(n)]
            top = max(rolls)
            if rolls.count(top) == 1:
                break
        s.agenda = [{"q": "first", "player": rolls.index(top)}]
    run(s, ev)
    return s



# ---------------------------------------------------------------------------------------
# The turn

def _begin_turn(s: ArenaState, item: dict, ev: list) -> None:
    p = s.current
    nf = len(s.f_card)
    s.f_moved, s.f_went, s.f_attacks = [0] * nf, [0] * nf, [0] * nf
    s.step, s.chosen, s.casts, s.summons, s.used = PRE, -1, 0, 0, []
    for c, seat, t in s.stolen:
        if t == s.turn and any(s.f_zone[f] == FIELD for f in s.c_figs[c]):
            s.c_ctrl[c] = seat
            ev.append({"type": "ControlTaken", "card": c, "player": seat,
                       "why": "Mind Stealer"})
    s.memo.clear()
    ev.append(E.turn_began(p, s.turn))
    if is_out(s, p):
        # no Planeswalker and no figure left: nothing to do, the turn passes at once
        ev.append({"type": "TurnPassed", "player": p, "turn_no": s.turn, "why": "out"})
        s.step = POST
        s.agenda.insert(0, {"do": "end_turn"})
        return
    if s.turn == 1 and not s.first_draw and p == s.first:
        ev.append({"type": "NoDraw", "player": p, "why": "first turn"})
    else:
        draw(s, p, 1, ev, "turn")


def _end_turn(s: ArenaState, item: dict, ev: list) -> None:
    p = s.current
    s.buffs = [b for b in s.buffs if b[3] > s.turn]
    keep = []
    for c, seat, t in s.stolen:
        if t == s.turn:
            if s.c_ctrl[c] != s.c_owner[c]:
                s.c_ctrl[c] = s.c_owner[c]
                ev.append({"type": "ControlReturned", "card": c, "player": s.c_owner[c]})
        else:
            keep.append([c, seat, t])
    s.stolen = keep
    s.memo.clear()
    ev.append({"type": "TurnEnded", "player": p, "turn_no": s.turn})
    if s.turn >= s.turns:
        game_over(s, track_winners(s), "turns", ev)
        return
    s.turn += 1
    s.current = (p + 1) % s.players
    s.agenda.insert(0, {"do": "begin_turn"})


def _mind_steal(s: ArenaState, item: dict, ev: list) -> None:
    jace = item["figure"]
    if s.f_zone[jace] != FIELD:
        return
    a = s.fig_card(jace).does["mind_steal"]
    p = s.c_ctrl[s.f_card[jace]]
    cands = [alive_pw(s, q) for q in opponents(s, p)]
    cands = [w for w in cands if w >= 0 and within_clear(s, jace, w, a["within"])]
    if len(cands) > 1:
        s.agenda.insert(0, {"q": "target", "player": p, "why": "steal", "figs": cands,
                            "figure": jace})
    elif cands:
        _steal(s, p, jace, cands[0], ev)


def _steal(s: ArenaState, p: int, jace: int, w: int, ev: list) -> None:
    a = s.fig_card(jace).does["mind_steal"]
    v = roll_d20(s, p, "Mind Stealer", ev, figure=jace)
    ok = v >= a["roll"]
    ev.append({"type": "MindStealer", "player": p, "target": w, "roll": v, "success": ok})
    if ok:
        s.stolen.append([s.f_card[w], p, s.turn + s.players])


def end_turn_steps(s: ArenaState) -> list:
    steps: list = []
    if s.chosen >= 0 and "mind_steal" in ARMY[s.c_key[s.chosen]].does:
        steps.append({"do": "mind_steal", "figure": s.c_figs[s.chosen][0]})
    steps.append({"q": "discard", "player": s.current})
    steps.append({"do": "end_turn"})
    return steps


# ---------------------------------------------------------------------------------------
# Questions: their options, whether they still apply, and their answers

def _target_options(s: ArenaState, item: dict) -> list:
    why = item["why"]
    if why == "spell":
        return spells.spell_options(s, item)
    if why == "raise":
        opts = spells.raise_options(s, item)
        return opts + [A_DONE] if opts else []
    if why == "steal":
        return [("target", w) for w in item["figs"] if s.f_zone[w] == FIELD]
    return [("target", g) for g in ability_targets(s, why)]


def _answer_target(s: ArenaState, item: dict, action: tuple, ev: list) -> None:
    why = item["why"]
    if why == "spell":
        spells.answer_spell_target(s, item, action, ev)
    elif why == "raise":
        if action[0] == "target":
            p = item["player"]
            s.agenda.insert(0, {"q": "put", "player": p, "fig": action[1], "why": "raise",
                                "near": alive_pw(s, p), "within": item["within"],
                                "clear": 1, "optional": 0, "left": item["left"],
                                "raise": item})
    elif why == "steal":
        _steal(s, item["player"], item["figure"], action[1], ev)
    elif why == "snuff_out":
        ev.append({"type": "AbilityUsed", "player": item["player"], "ability": why,
                   "target": action[1]})
        destroy(s, action[1], ev, s.c_figs[s.chosen][0] if s.chosen >= 0 else -1)
    elif why == "renewal":
        ev.append({"type": "AbilityUsed", "player": item["player"], "ability": why,
                   "target": action[1]})
        heal(s, action[1], 1, ev, "Renewal")


def _discard_options(s: ArenaState, item: dict) -> list:
    hand = s.hand[item["player"]]
    if len(hand) <= HAND_LIMIT:
        return []
    return [("discard", sp) for sp in sorted(set(hand))]


def _answer_discard(s: ArenaState, item: dict, action: tuple, ev: list) -> None:
    discard(s, item["player"], action[1], ev, "hand limit")
    if len(s.hand[item["player"]]) > HAND_LIMIT:
        s.agenda.insert(0, item)


def _answer_peek(s: ArenaState, item: dict, action: tuple, ev: list) -> None:
    p = item["player"]
    if action == A_BOTTOM and s.library[p]:
        s.library[p].insert(0, s.library[p].pop())
        s.top_known[p] = len(s.library[p]) == 1
        ev.append({"type": "CardToBottom", "player": p})


def _yes_no(s: ArenaState, item: dict) -> list:
    return [A_YES, A_NO] if spells.question_applies(s, item) else []


def _order_options(s: ArenaState, item: dict) -> list:
    return [("order", g) for g in item["figs"] if s.f_zone[g] == FIELD]


def _redirect_options(s: ArenaState, item: dict) -> list:
    return combat.redirect_options(s) if s.fight is not None else []


QUESTIONS = {
    "first": (lambda s, item: [("first", p) for p in range(s.players)], answer_first),
    "place": (place_options, answer_place),
    "target": (_target_options, _answer_target),
    "attach": (spells.spell_options, spells.answer_spell_target),
    "counter": (_yes_no, spells.answer_counter),
    "trigger": (_yes_no, spells.answer_trigger),
    "redirect": (_redirect_options, combat.answer_redirect),
    "order": (_order_options, spells.answer_order),
    "put": (put_options, answer_put),
    "peek": (lambda s, item: [A_KEEP, A_BOTTOM] if s.library[item["player"]] else [],
             _answer_peek),
    "discard": (_discard_options, _answer_discard),
}

STEPS = {
    "deal": deal,
    "begin_turn": _begin_turn,
    "end_turn": _end_turn,
    "mind_steal": _mind_steal,
    "attack_roll": combat.attack_roll,
    "played": spells.played,
    "resolve": spells.resolve,
    "effect": spells.effect,
    "spell_done": spells.spell_done,
    "card_gone": card_gone,
}


def question_options(s: ArenaState, item: dict) -> list:
    key = ("options", id(item))
    got = s.memo.get(key)
    if got is None or got[0] is not item:
        got = (item, QUESTIONS[item["q"]][0](s, item))
        s.memo[key] = got
    return got[1]


def run(s: ArenaState, ev: list) -> None:
    """Carry out the agenda until a question with options waits, the free turn of the
    current player begins, or the game is over."""
    agenda = s.agenda
    while s.winners is None:
        if not agenda:
            s.to_move = s.current
            return
        item = agenda[0]
        if "q" in item:
            if question_options(s, item):
                s.to_move = item["player"]
                return
            agenda.pop(0)
            continue
        agenda.pop(0)
        STEPS[item["do"]](s, item, ev)
    s.to_move = None


def answer(s: ArenaState, action: tuple, ev: list) -> None:
    item = s.agenda.pop(0)
    QUESTIONS[item["q"]][1](s, item, action, ev)


# ---------------------------------------------------------------------------------------
# The free turn

def choosable(s: ArenaState, p: int) -> list:
    """The army cards seat p controls with a figure on the battlefield."""
    on_field, c_ctrl = spells.cards_on_field(s), s.c_ctrl
    return [c for c in range(len(c_ctrl)) if c_ctrl[c] == p and on_field[c]]


def summonable(s: ArenaState, p: int) -> list:
    c = s.chosen
    if (s.step != CHOSEN or c < 0 or c != s.pw[p] or s.c_owner[c] != p
            or s.summons >= SUMMONS_PER_TURN):
        return []
    w = alive_pw(s, p)
    if w < 0:
        return []
    out = []
    c_zone, c_key = s.c_zone, s.c_key
    fits: list = [None, None]   # can_put's answer for a single- and a double-space squad
    for r in s.army[p]:
        if c_zone[r] != RESERVE or r == c:
            continue
        # the put question's options for its first figure would not be empty
        double = ARMY[c_key[r]].size == 2
        ok = fits[double]
        if ok is None:
            ok = fits[double] = can_put(s, w, double)
        if ok:
            out.append(r)
    return out


def ability_targets(s: ArenaState, key: str, first: bool = False) -> list:
    """The figures the chosen card's activated ability ``key`` may aim at, in figure
    order (``first``: the first one only, for "has it a target?")."""
    if s.chosen < 0:
        return []
    w = s.c_figs[s.chosen][0]
    if s.f_zone[w] != FIELD:
        return []
    card = ARMY[s.c_key[s.chosen]]
    p = s.c_ctrl[s.chosen]
    out = []
    if key == "snuff_out":
        n = card.does["snuff_out"]["within"]
        for g in range(len(s.f_hex)):
            if (s.f_zone[g] == FIELD and s.f_dmg[g] > 0 and s.fig_card(g).type == "squad"
                    and s.team[s.controller(g)] != s.team[p] and within_clear(s, w, g, n)):
                out.append(g)
                if first:
                    break
    elif key == "renewal":
        n = card.does["heal_near"]["within"]
        for g in range(len(s.f_hex)):
            if (s.f_zone[g] == FIELD and s.f_dmg[g] > 0 and s.controller(g) == p
                    and within_clear(s, w, g, n)):
                out.append(g)
                if first:
                    break
    return out


def abilities(s: ArenaState) -> list:
    """The activated abilities of the chosen card usable now."""
    if s.chosen < 0 or s.step == PRE:
        return []
    p = s.current
    out = []
    for a in _ACTIVATED[s.c_key[s.chosen]]:
        if a["key"] in s.used:
            continue
        if a["does"] == "peek":
            ok = bool(s.library[p]) and s.f_zone[s.c_figs[s.chosen][0]] == FIELD
        else:
            ok = bool(ability_targets(s, a["key"], True))
        if ok:
            out.append(("ability", a["key"]))
    return out


# per army card id: its activated abilities, in the card's order (most cards have none)
_ACTIVATED = tuple(tuple(a for a in card.abilities if a.get("activated")) for card in ARMY)


def movers(s: ArenaState) -> list:
    if s.chosen < 0 or s.step not in (CHOSEN, MOVING):
        return []
    return [f for f in s.c_figs[s.chosen] if s.f_zone[f] == FIELD and not s.f_moved[f]]


def attackers(s: ArenaState) -> list:
    if s.chosen < 0 or s.step not in (CHOSEN, MOVING, ATTACKING):
        return []
    return [f for f in s.c_figs[s.chosen] if combat.can_attack(s, f)]


def turn_actions(s: ArenaState) -> list:
    """The actions of the free turn, in their order: the cards (before choosing one),
    the spells, the squads to summon, the chosen card's abilities, its figures' moves
    (``movers``) and attacks (``attackers``), the end. The lists are made in plain
    loops (the cards, spells and squads from per-number tables of their actions)."""
    p = s.current
    step = s.step
    out: list = []
    append = out.append
    if step == PRE:
        # before choosing a card: spells and the cards only (summonable, abilities,
        # movers and attackers list nothing before a card is chosen)
        for c in choosable(s, p):
            append(_CARD[c])
        cards = len(out)
        for sp in spells.castable(s, p):
            append(_CAST[sp])
        if not cards:
            append(A_END)
        return out
    for sp in spells.castable(s, p):
        append(_CAST[sp])
    if step == CHOSEN:
        for c in summonable(s, p):
            append(_SUMMON[c])
    c = s.chosen
    if c >= 0:
        if _ACTIVATED[s.c_key[c]]:
            out += abilities(s)
        for f in movers(s):
            out += move_actions(s, f)
        targets = combat.targets
        for f in attackers(s):
            for g in targets(s, f):
                append(("attack", f, g))
    append(A_END)
    return out


# the actions choosing army card c, playing spell sp and summoning squad c, by number:
# a seat brings its Planeswalker and at most the build's worth of the cheapest squad
_MOST_CARDS = MAX_PLAYERS * (1 + MAX_BUILD // min(c.cost for c in ARMY
                                                  if not c.is_planeswalker))
_CARD = tuple(("card", c) for c in range(_MOST_CARDS))
_SUMMON = tuple(("summon", c) for c in range(_MOST_CARDS))
_CAST = tuple(("cast", sp) for sp in range(len(SPELLS)))


def do_turn_action(s: ArenaState, action: tuple, ev: list) -> None:
    p = s.current
    kind = action[0]
    if kind == "card":
        s.chosen = action[1]
        s.step = CHOSEN
        ev.append({"type": "CardChosen", "player": p, "card": action[1]})
    elif kind == "cast":
        spells.cast(s, p, action[1], ev)
    elif kind == "summon":
        c = action[1]
        s.summons += 1
        w = alive_pw(s, p)
        ev.append({"type": "Summoned", "player": p, "card": c})
        s.agenda[0:0] = [{"q": "put", "player": p, "fig": f, "why": "summon", "near": w,
                          "within": SUMMON_RANGE, "clear": 1, "optional": 0}
                         for f in s.c_figs[c]]
    elif kind == "ability":
        key = action[1]
        s.used = s.used + [key]
        does = next(a["does"] for a in ARMY[s.c_key[s.chosen]].abilities if a["key"] == key)
        if does == "peek":
            s.top_known[p] = True
            ev.append({"type": "AbilityUsed", "player": p, "ability": key})
            s.agenda.insert(0, {"q": "peek", "player": p})
        else:
            s.agenda.insert(0, {"q": "target", "player": p, "why": key})
    elif kind == "move":
        dest = tuple(action[2:])
        if not is_flip(s, action[1], dest):
            s.step = MOVING     # a flip on its own is free: not a move, the step stays
        do_move(s, action[1], dest, ev)
    elif kind == "attack":
        combat.declare(s, action[1], action[2], ev)
    elif kind == "end":
        s.step = POST
        s.agenda[0:0] = end_turn_steps(s)


__all__ = ["new_state", "run", "answer", "turn_actions", "do_turn_action",
           "question_options", "QUESTIONS", "STEPS", "choosable", "summonable",
           "abilities", "movers", "attackers"]
