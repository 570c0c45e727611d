"""The turn machine: setting a game up, the task loop (``settle``) and the tasks of a turn
(steps, energize, starting cards, drawing, the end of the turn, the next player).

Work waiting to be done is a stack of tasks (``state.tasks``, tuples naming a function in
``TASKS``); ``settle`` runs them until a player must decide. Low-level moves and card
abilities never call up into this module: they queue tasks (a triggered Effect, an
ability to go on, an attack to resolve).
"""
from __future__ import annotations

from engines.core import events as E
from engines.core.rng import Rng
from engines.magination import effects, triggers
from engines.magination.cards import CARDS, card
from engines.magination.combat import t_atk_resolve
from engines.magination.decks import check_config, normalise_deck
from engines.magination.play import main_actions
from engines.magination.state import (State, add_energy, alive, cdef, check_magi, draw,
                                      end_game, energize_rate, own_effects, reveal,
                                      shuffle_deck, sweep, tick_marks)
from engines.magination.triggers import run_effect, state_cond_ok

YES, NO = ("yes",), ("no",)


STEP_NAMES = {1: "Energize", 2: "Powers, Relics and Spells", 3: "Attack",
              4: "Play Creatures", 5: "Powers, Relics and Spells", 6: "Draw"}


def settle(s: State, ev: list, mode: int = 0) -> None:
    """Run queued work until a player must decide; pass steps with nothing to do.
    ``mode`` is how the running apply was called (PUBLIC, ROLLOUT or TRIAL, below)."""
    while s.winners is None:
        while s.pending is None and s.tasks and s.winners is None:
            t = s.tasks.pop()
            TASKS[t[0]](s, t, ev)
        if s.pending is not None or s.winners is not None or s.tasks:
            return
        if s.step in (2, 3, 4, 5) and not _step_actions(s, mode):
            ev.append({"type": "StepPassed", "player": s.current, "step": s.step,
                       "name": STEP_NAMES[s.step], "why": passed_why(s)})
            advance(s, ev)
            continue
        return


# How the running apply was called: PUBLIC (checked), ROLLOUT (trusted; the main-step
# list settling works out is kept on the state, ``s.listed``, for the next
# ``legal_actions(s)``) or TRIAL (trusted; the state is only scored, so settling looks
# for one action, as the public apply does). Only the trusted path fills ``s.listed``
# and every apply clears it first, so a state changed by hand is never misread; a clone
# or a saved state never carries it.
PUBLIC, ROLLOUT, TRIAL = 0, 1, 2


def _step_actions(s: State, mode: int) -> list:
    if mode != ROLLOUT:
        return main_actions(s, stop_at_one=True)
    acts = main_actions(s)
    if acts:                            # settle stops here: this is the list to offer
        s.listed = acts
    return acts


def passed_why(s: State) -> str:
    """Why the current step passes by itself (nothing to do in it), in words."""
    p = s.current
    if s.step == 3:
        if not s.creatures[p]:
            return "no creature in play to attack with"
        return "none of the creatures can attack now"
    if s.step == 4:
        if not any(CARDS[s.defs[i]].type == "Creature" for i in s.hand[p]):
            return "no creature in hand"
        return "no creature in hand can be played now"
    return "no power, Relic or Spell can be used now"


def advance(s: State, ev: list) -> None:
    nxt = s.step + 1
    s.tasks.append(("step", nxt))


def t_step(s, t, ev):
    n = t[1]
    s.step = n
    ev.append({"type": "StepBegan", "player": s.current, "step": n, "name": STEP_NAMES[n]})
    if n == 6:
        p = s.current
        s.tasks.extend([("next_turn",), ("end_of_turn", p), ("draw2", p), ("before_draw", p)])


def t_turn(s, t, ev):
    p = t[1]
    s.current = p
    s.turn_no += 1
    s.step = 0
    s.used = set()
    s.attacked = {}
    s.no_attack = set()
    s.must_attack = set()
    s.burrow_loss = {}
    s.reshuffled = False
    ev.append(E.turn_began(p, s.turn_no))
    s.tasks.append(("energize", p))
    s.tasks.append(("turn_start", p))
    if s.magi[p] < 0 and s.stack[p]:
        m = s.stack[p].pop(0)
        s.magi[p] = m
        s.energy[m] = cdef(s, m).cost
        ev.append({"type": "MagiFlipped", "player": p, "card": m, "name": cdef(s, m).name,
                   "energy": s.energy[m]})
        for mk in [x for x in s.marks if x[0] == "legacy" and x[1] == p]:
            s.marks.remove(mk)                      # Mobis - Legacy
            add_energy(s, m, 3, ev, "Legacy")
        s.tasks.append(("start_cards", p, 0, not s.opened[p]))


def find_start_card(s, p, name, fresh):
    if not fresh:
        for i in reversed(s.discard[p]):
            if name in CARDS[s.defs[i]].names:
                return i, "discard"
    for i in reversed(s.deck[p]):
        if name in CARDS[s.defs[i]].names:
            return i, "deck"
    return -1, None


def t_start_cards(s, t, ev):
    _, p, i, fresh = t
    names = cdef(s, s.magi[p]).starting if s.magi[p] >= 0 else ()
    while i < len(names):
        if find_start_card(s, p, names[i], fresh)[0] >= 0:
            s.pending = ("yes_no", p, "start_card", (YES, NO), (p, i, fresh))
            return
        i += 1
    shuffle_deck(s, p, ev)
    if fresh:
        s.opened[p] = True
        need = 5 - len(s.hand[p])
        if need > 0:
            draw(s, p, need, ev)


def answer_start_card(s, action, data, ev):
    p, i, fresh = data
    name = cdef(s, s.magi[p]).starting[i]
    if action == YES:
        iid, zone = find_start_card(s, p, name, fresh)
        getattr(s, zone)[p].remove(iid)
        s.hand[p].append(iid)
        reveal(s, iid, ev)
        ev.append({"type": "CardMoved", "card": iid, "player": p, "src": zone, "dst": "hand",
                   "why": "starting card"})
    s.tasks.append(("start_cards", p, i + 1, fresh))


def t_energize(s, t, ev):
    p = t[1]
    skip = s.players == 2 and p == s.first and s.turns_taken[p] == 0
    s.turns_taken[p] += 1
    s.step = 1
    ev.append({"type": "StepBegan", "player": p, "step": 1, "name": STEP_NAMES[1]})
    if not skip:
        m = s.magi[p]
        if m >= 0:
            add_energy(s, m, energize_rate(s, m), ev, "energize")
        for c in s.creatures[p] + s.relics[p]:
            e = energize_rate(s, c)
            if e:
                add_energy(s, c, e, ev, "energize")
    else:
        ev.append({"type": "EnergizeSkipped", "player": p,
                   "why": "the first player does not energize on the first turn"})
    s.tasks.append(("step", 2))


def t_before_draw(s, t, ev):
    p = t[1]
    for c, k in own_effects(s, p, "before_draw"):
        run_effect(s, p, c, k, ev)
        if s.pending is not None:
            return


def t_draw2(s, t, ev):
    p = t[1]
    m = s.magi[p]
    n = 2 - sum(1 for x in s.marks if x[0] == "draw_less" and x[1] == m)
    n += sum(1 for x in s.marks if x[0] == "extra_draw" and x[1] == m)
    if any(x[0] == "skip_draw" and x[1] == m for x in s.marks):
        n = 0
        ev.append({"type": "DrawSkipped", "player": p, "why": "Recall"})
    draw(s, p, n, ev, reshuffle=True)


def t_turn_start(s, t, ev):
    p = t[1]
    for c, k in own_effects(s, p, "turn_start"):
        run_effect(s, p, c, k, ev)


def t_end_of_turn(s, t, ev):
    p = t[1]
    trig = [(p, c, k) for c, k in own_effects(s, p, "end_of_turn")]
    for k2 in range(s.players):
        q = (p + k2) % s.players
        trig += [(q, c, k) for c, k in own_effects(s, q, "end_of_any_turn")]
    for q, c, k in trig:
        e = cdef(s, c).effects[k]
        if not state_cond_ok(s, q, c, e):
            continue
        ev.append({"type": "EffectTriggered", "card": c, "effect": e.name})
        effects.run_inline(s, q, c, s.defs[c], e.steps, ev)
    sweep(s, ev)
    check_magi(s, ev)
    tick_marks(s, p, ev)
    ev.append({"type": "TurnEnded", "player": p})


def t_next_turn(s, t, ev):
    if s.turn_no >= s.turn_limit:
        def score(p):
            left = len(s.stack[p]) + (1 if s.magi[p] >= 0 else 0)
            en = sum(s.energy[c] for c in s.creatures[p]) + s.magi_energy(p)
            return (left, en)
        al = alive(s)
        best = max(score(p) for p in al)
        end_game(s, [p for p in al if score(p) == best], "turn limit reached", ev)
        return
    n = s.players
    p = s.current
    for k in range(1, n + 1):
        q = (p + k) % n
        if not s.out[q]:
            s.tasks.append(("turn", q))
            return


def t_checkpoint(s, t, ev):
    sweep(s, ev)
    check_magi(s, ev)


def new_state(config: dict, seed: int, ev: list | None = None) -> State:
    ev = ev if ev is not None else []
    cfg = check_config(config)
    n, names = cfg["players"], cfg["names"]
    decks = [normalise_deck(d) for d in cfg["decks"]]
    s = State.__new__(State)
    s.players, s.config, s.names, s.viewer = n, cfg, names, None
    s.rng = Rng(seed)
    s.defs, s.owner = [], []
    s.deck = [[] for _ in range(n)]
    s.hand = [[] for _ in range(n)]
    s.discard = [[] for _ in range(n)]
    s.creatures = [[] for _ in range(n)]
    s.relics = [[] for _ in range(n)]
    s.stack = [[] for _ in range(n)]
    s.defeated = [[] for _ in range(n)]
    s.magi = [-1] * n
    s.limbo = []
    for p, d in enumerate(decks):
        for nm in d["magi"]:
            s.stack[p].append(len(s.defs))
            s.defs.append(card(nm).id)
            s.owner.append(p)
        cards = [card(nm).id for nm in d["cards"]]
        if cfg.get("fixed_order"):      # cards listed top first; the top is the list's end
            ids = list(range(len(s.defs), len(s.defs) + len(cards)))
            for c in cards:
                s.defs.append(c)
                s.owner.append(p)
            ids.reverse()
        else:                           # ids handed out after the shuffle: an id says
            s.rng.shuffle(cards)        # nothing about its card (views rely on it)
            ids = list(range(len(s.defs), len(s.defs) + len(cards)))
            s.defs.extend(cards)
            s.owner.extend([p] * len(cards))
        s.deck[p] = ids
    s.energy = [0] * len(s.defs)
    s.current, s.first, s.step, s.turn_no = 0, 0, 0, 0
    s.turns_taken = [0] * n
    s.opened = [False] * n
    s.used, s.attacked = set(), {}
    s.no_attack, s.must_attack, s.burrowed = set(), set(), set()
    s.burrow_loss = {}
    s.marks = []
    s.lent, s.pack = {}, -1
    s.reshuffled = False
    s.pending, s.tasks, s.ctx, s.atk = None, [], None, None
    s.listed = None
    s.winners, s.end_reason = None, None
    s.out = [False] * n
    s.known = set()
    s.pools = None
    s.dice = list(cfg.get("dice", ()))
    s.turn_limit = int(cfg.get("turn_limit", 200))
    ev.append(E.game_started(n, names=names))
    fp = cfg.get("first_player")
    if fp is not None:
        s.first = int(fp) % n
        s.tasks.append(("turn", s.first))
    else:
        rolls = [0] * n
        contenders = list(range(n))
        while len(contenders) > 1:
            for p in contenders:
                rolls[p] = s.rng.randint(1, 6)
            ev.append(E.dice_rolled(None, "d6", [rolls[p] for p in contenders],
                                    "who goes first",
                                    rolls={str(p): rolls[p] for p in contenders}))
            best = max(rolls[p] for p in contenders)
            contenders = [p for p in contenders if rolls[p] == best]
        w = contenders[0]
        s.pending = ("first", w, "first", tuple(("first", q) for q in range(n)), None)
    settle(s, ev)
    return s


TASKS = {"step": t_step, "turn": t_turn, "start_cards": t_start_cards,
         "energize": t_energize, "before_draw": t_before_draw, "draw2": t_draw2,
         "end_of_turn": t_end_of_turn, "next_turn": t_next_turn, "checkpoint": t_checkpoint,
         "ability": triggers.t_ability, "triggers": triggers.t_triggers,
         "trigger": triggers.t_trigger, "atk_resolve": t_atk_resolve,
         "turn_start": t_turn_start, "effect_ability": triggers.t_effect_ability,
         "defeat_effect": triggers.t_defeat_effect, "played": triggers.t_played,
         "discarded": triggers.t_discarded}
