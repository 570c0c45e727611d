"""Magi-Nation Duel rules engine (pure, deterministic from config, seed and actions).

Turn: 1 Energize, 2 Powers/Relics/Spells, 3 Attack, 4 Play Creatures, 5 Powers/Relics/
Spells, 6 Draw. Steps 1 and 6 run by themselves; in steps 2-5 the player acts and ends the
step with ("end_step",). A step whose only possible action is ending it passes by itself.

Actions (tuples):
  ("first", seat)              the die-roll winner picks who goes first
  ("yes",) / ("no",)           take a starting card or not (one question per card)
  ("play", iid)                play a card from hand (creature in step 4; relic/spell 2, 5)
  ("power", iid, k)            use power k of a Magi, creature or relic you control
  ("attack", attacker, target) target is an opposing creature, or a Magi without creatures
  ("end_step",)                go on to the next step
  ("target", iid) ("number", n) ("pick", iid) ("search", card_id) ("done",) ("order", k)
                               answers to a pending decision (see state.pending)

Settled details (the rulebook is silent or loose):
* Self-discarding powers ("Discard Arbolit from play") pay that discard as a cost, before
  choices (glossary Power steps 2-4), so the card cannot choose itself. A power or spell
  whose first choice would find nothing cannot be started.
* Choices with a single possibility are taken automatically (an event says so).
* Step order of simultaneous Effects: the player whose turn it is orders theirs (an
  ("order", k) decision when two or more trigger together), then each opponent clockwise.
* Who goes first: every player rolls a die (ties re-rolled), the highest roll chooses
  (config "first_player" fixes it instead).
* A player whose deck is empty in the Draw step reshuffles the discard pile once that
  turn; other draws from an empty deck draw nothing.
* Energy Band's "must attack if able": the attack step cannot be ended while such a
  creature can still attack and has not.
* Twee's Regrow takes the first Creature card beneath Twee in the discard pile.
* Determinization assumes open deck lists (both players know each other's 43 cards).
* A safety turn limit (config "turn_limit", default 200 turns) ends a stalled game: the
  player with the most Magi left, then the most energy in play, wins.
* "Choose any one player" is answered by choosing that player's Magi in play.
* Lasting conditions are marks (state.add_mark) counted in turn ends: "until after your
  next turn" lasts to the end of your next turn; "during <player>'s next turn" starts
  at once and ends with that turn; Burrow's X turns count every player's turns,
  including the current one; Fog Bank stays in play (limbo) while its mark lasts.
* Effects with choices (Ring of Secrets, Gloves of Crystal, Stradus, Gum-Gum, Fossik,
  Wellisk...) run as abilities of their own, after any ability being resolved; "may"
  is a yes/no question; a "may" whose cost cannot be paid is answered no.
* Looking at cards (Barak, Orothean Goggles) shows them to the deciding player only,
  while the pick is pending; looking at a hand (Heat Lens, Epik, Mask of Abwyn)
  reveals it.
* Robe of the Ages lowers a Spell's own cost (X included) before the regional penalty;
  Orothean Gloves lowers creature powers costing 2 or more.
* A relic's "whenever you play a Relic" Effect does not trigger on itself.
* Trug's Cataclysm defeats all Magi at once; if nobody has a Magi left, it is a draw
  among them. Valkan's bonus applies to each creature a Spell discards energy from.
* Korrit - Pack Hunt: ("attack", korrit, creature) then asks ("pick", partner) or
  ("done",) (alone). Only against a creature; the partner must be able to attack it and
  its attack is used too. The partner is the attacker (AttackDeclared "attacker"; the
  defender's energy is removed from it alone); Korrit adds its energy (plus one per
  Staff of Korrits) and loses none (state.pack holds Korrit until the attack resolves).
* Orathan Flyer - Summoning: a Flyer pays a Creature's whole cost, regional penalty
  included; when the Magi and a Flyer (or two Flyers) can pay, the player picks the
  payer (("target", payer), the card waits in limbo). When an ability plays a Creature
  from the hand, the Magi pays when able, else a Flyer.
* Control (Abaquist - Possess): ``owner[iid]`` is the player whose zones hold a card (its
  controller in play); ``lent`` maps cards controlled by another player to their owner.
  A card leaving play (discarded, to hand, to deck) goes back to its owner
  (ControlChanged events say so).
* Karak - Steal: "any one player and a Relic controlled by that player" is answered by
  choosing a Relic in play. The Relic lies in limbo under Karak ("karak" mark) and goes
  to its owner's hand when Karak leaves play.
* Giant Parathin - Interchange: the old Magi loses its energy and lasting conditions;
  with no other Magi in the stack the same Magi comes back with its starting energy.
* Adis - Haunt (and any defeated Magi's Effect with choices) runs as an ability after
  the Magi has left play; each opponent in turn order picks the cards to discard.
* Orthea - Salvage: "Relic" means a Relic's Power or Effect; she is asked (yes/no, then
  the creature) only when an Orothe Creature is in play.
* Orpus - Relic Guard / Relic Mirror - Trick Image: when an opponent's Spell, Power or
  Effect discards a Relic from play, its controller answers ("pick", Orpus or Mirror) or
  ("done",). A Magi's defeat and Karak's Steal are not discards by an opponent.
* Colossus - Anti-Magic: never a candidate of its controller's abilities, nor of any
  ability that discards creatures from play (Karma included); its controller's
  abilities skip it when they add, discard, move, restore or rearrange energy.
"""
from __future__ import annotations

from engines.core.protocol import IllegalAction
from engines.core.rng import Rng
from engines.magination import card_code, effects
from engines.magination.cards import CARDS, CREATURE, MAGI, RELIC, SPELL, card, starter_deck
from engines.magination.deck_model import MAGI_IN_STACK, MAX_COPIES, MIN_CARDS
from engines.magination.state import (HIDDEN, Ctx, State, add_energy, add_mark, alive,
                                      cdef, check_magi, discard_energy, discard_from_play,
                                      draw, end_game, energize_rate, has_mark, max_attacks,
                                      penalty, reveal, shuffle_deck, sweep, tick_marks)

STEP_NAMES = {1: "Energize", 2: "Powers, Relics and Spells", 3: "Attack",
              4: "Play Creatures", 5: "Powers, Relics and Spells", 6: "Draw"}
END = ("end_step",)
YES, NO = ("yes",), ("no",)
DEFAULT_DECKS = ("naroom", "cald")


# ---------------------------------------------------------------------------------------
# Decks

def normalise_deck(deck) -> dict:
    if isinstance(deck, str):
        return starter_deck(deck)
    return {"magi": list(deck["magi"]), "cards": list(deck["cards"])}


def deck_problems(deck) -> list:
    """Why a deck may not be played (empty list = fine)."""
    try:
        d = normalise_deck(deck)
    except (KeyError, TypeError) as exc:
        return [f"Unknown deck: {exc}"]
    out = []
    magi = []
    for n in d["magi"]:
        try:
            c = card(n)
        except KeyError:
            out.append(f"Unknown card: {n}")
            continue
        if c.type != MAGI:
            out.append(f"{c.name} is not a Magi.")
        magi.append(c)
    if len(magi) != MAGI_IN_STACK:
        out.append(f"A Magi stack needs exactly {MAGI_IN_STACK} Magi (this one has {len(magi)}).")
    idents = [c.identity for c in magi]
    if len(set(idents)) != len(idents):
        out.append("The three Magi must be different (alternates count as the same Magi).")
    counts: dict = {}
    n_cards = 0
    for n in d["cards"]:
        try:
            c = card(n)
        except KeyError:
            out.append(f"Unknown card: {n}")
            continue
        if c.type == MAGI:
            out.append(f"{c.name} is a Magi: it belongs in the Magi stack, not the deck.")
            continue
        n_cards += 1
        counts[c.identity] = counts.get(c.identity, 0) + 1
    if n_cards < MIN_CARDS:
        out.append(f"A deck needs at least {MIN_CARDS} cards besides the Magi (this one has {n_cards}).")
    for ident, k in sorted(counts.items()):
        if k > MAX_COPIES:
            out.append(f"At most {MAX_COPIES} copies of {ident} (alternates included); this deck has {k}.")
    for n in list(d["magi"]) + list(d["cards"]):
        try:
            c = card(n)
        except KeyError:
            continue
        if not c.implemented:
            msg = f"{c.name} is not available yet in this app."
            if msg not in out:
                out.append(msg)
    return out


# ---------------------------------------------------------------------------------------
# Setup

def new_state(config: dict, seed: int, ev: list | None = None) -> State:
    ev = ev if ev is not None else []
    cfg = dict(config or {})
    n = int(cfg.get("players", 2))
    if not 2 <= n <= 6:
        raise ValueError("Magi-Nation Duel is played by 2 to 6 players")
    cfg["players"] = n
    names = [str(x) for x in cfg.get("names") or [f"Player {i + 1}" for i in range(n)]]
    if len(names) != n:
        raise ValueError("config 'names' must give one name per player")
    cfg["names"] = names
    decks = cfg.get("decks") or [DEFAULT_DECKS[i % 2] for i in range(n)]
    if len(decks) != n:
        raise ValueError("config 'decks' must give one deck per player")
    decks = [normalise_deck(d) for d in decks]
    if cfg.get("strict", True):
        for i, d in enumerate(decks):
            probs = deck_problems(d)
            if probs:
                raise ValueError(f"{names[i]}'s deck: " + " ".join(probs))
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
        ids = []
        for nm in d["cards"]:
            ids.append(len(s.defs))
            s.defs.append(card(nm).id)
            s.owner.append(p)
        if cfg.get("fixed_order"):
            ids.reverse()               # cards listed top first; the top is the list's end
        else:
            s.rng.shuffle(ids)
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
    s.winners, s.end_reason = None, None
    s.out = [False] * n
    s.known = set()
    s.pools = None
    s.dice = list(cfg.get("dice", ()))
    s.turn_limit = int(cfg.get("turn_limit", 200))
    ev.append({"type": "GameStarted", "players": n, "names": names})
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
            ev.append({"type": "DiceRolled", "player": None, "why": "who goes first",
                       "rolls": {str(p): rolls[p] for p in contenders}})
            best = max(rolls[p] for p in contenders)
            contenders = [p for p in contenders if rolls[p] == best]
        w = contenders[0]
        s.pending = ("first", w, "first", tuple(("first", q) for q in range(n)), None)
    settle(s, ev)
    return s


# ---------------------------------------------------------------------------------------
# The task machine

def settle(s: State, ev: list) -> None:
    """Run queued work until a player must decide; pass steps with nothing to do."""
    while s.winners is None:
        while s.pending is None and s.tasks and s.winners is None:
            t = s.tasks.pop()
            TASKS[t[0]](s, t, ev)
        if s.pending is not None or s.winners is not None or s.tasks:
            return
        if s.step in (2, 3, 4, 5) and not _main_actions(s, stop_at_one=True):
            _advance(s, ev)
            continue
        return


def _advance(s: State, ev: list) -> None:
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
    ev.append({"type": "TurnBegan", "player": p, "turn": s.turn_no})
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


def _find_start_card(s, p, name, fresh):
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
        if _find_start_card(s, p, names[i], fresh)[0] >= 0:
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
        iid, zone = _find_start_card(s, p, name, fresh)
        getattr(s, zone)[p].remove(iid)
        s.hand[p].append(iid)
        reveal(s, iid, ev)
        ev.append({"type": "CardMoved", "card": iid, "player": p, "from": zone, "to": "hand",
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


def _own_effects(s, p, when):
    """(source iid, effect index) of player p's cards in play with an Effect on ``when``."""
    out = []
    srcs = ([s.magi[p]] if s.magi[p] >= 0 else []) + s.relics[p] + s.creatures[p]
    for c in srcs:
        for k, e in enumerate(CARDS[s.defs[c]].effects):
            if e.when == when:
                out.append((c, k))
    return out


def t_before_draw(s, t, ev):
    p = t[1]
    for c, k in _own_effects(s, p, "before_draw"):
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
    for c, k in _own_effects(s, p, "turn_start"):
        run_effect(s, p, c, k, ev)


def t_end_of_turn(s, t, ev):
    p = t[1]
    trig = [(p, c, k) for c, k in _own_effects(s, p, "end_of_turn")]
    for k2 in range(s.players):
        q = (p + k2) % s.players
        trig += [(q, c, k) for c, k in _own_effects(s, q, "end_of_any_turn")]
    for q, c, k in trig:
        e = cdef(s, c).effects[k]
        if not _state_cond_ok(s, q, c, e):
            continue
        ev.append({"type": "EffectTriggered", "card": c, "effect": e.name})
        effects.run_inline(s, q, c, s.defs[c], e.steps, ev)
    sweep(s, ev)
    check_magi(s, ev)
    tick_marks(s, p, ev)
    ev.append({"type": "TurnEnded", "player": p})


def _state_cond_ok(s, p, c, e) -> bool:
    """Conditions of Effects that look at the position rather than an attack."""
    for k, v in e.cond.items():
        if k == "magi_empty" and s.magi_energy(p) != 0:
            return False
        if k == "defeated_this_turn" and not has_mark(s, "defeated_one", c):
            return False
    return True


def run_effect(s, p, src, k, ev, extra=None) -> None:
    """Start a triggered Effect: at once and inline when it has no choices, as an ability
    of its own when it has (deferred while another ability is being resolved)."""
    e = cdef(s, src).effects[k]
    if e.code:
        getattr(card_code, e.code)(s, p, src, ev)
        return
    if not e.steps:
        return
    if not effects.has_choices(e.steps):
        ev.append({"type": "EffectTriggered", "card": src, "effect": e.name, "player": p})
        effects.run_inline(s, p, src, s.defs[src], e.steps, ev, extra)
        return
    if s.ctx is not None or s.pending is not None:
        s.tasks.append(("effect_ability", p, src, k, tuple(sorted((extra or {}).items()))))
        return
    _start_effect_ability(s, p, src, k, extra or {}, ev)


def _start_effect_ability(s, p, src, k, extra, ev):
    if src != s.magi[s.owner[src]] and src not in s.creatures[s.owner[src]] \
            and src not in s.relics[s.owner[src]]:
        return
    e = cdef(s, src).effects[k]
    ev.append({"type": "EffectTriggered", "card": src, "effect": e.name, "player": p})
    ctx = _new_ctx(p, src, s.defs[src], "effect", k, e.steps)
    ctx.vars = dict(extra)
    s.ctx = ctx
    effects.run(s, ev)


def t_effect_ability(s, t, ev):
    if s.ctx is not None:
        s.tasks.insert(0, t)
        return
    _start_effect_ability(s, t[1], t[2], t[3], dict(t[4]), ev)


def t_defeat_effect(s, t, ev):
    """An Effect of a defeated Magi that asks for choices (Adis - Haunt): an ability of
    its own, run once the Magi has left play."""
    if s.ctx is not None:
        s.tasks.insert(0, t)
        return
    _, p, m, k = t
    ctx = _new_ctx(p, m, s.defs[m], "effect", k, cdef(s, m).effects[k].steps)
    s.ctx = ctx
    effects.run(s, ev)


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


def t_ability(s, t, ev):
    effects.run(s, ev)


# ---------------------------------------------------------------------------------------
# Triggers (Effects that happen by themselves)

def _cond_ok(s, e, atk) -> bool:
    cond = e.cond
    if not cond:
        return True
    a, d, ea, ed = atk
    d_is_creature = d in s.creatures[s.owner[d]]
    for k, v in cond.items():
        if k == "defender_started_below":
            if not (d_is_creature and ed < v):
                return False
        elif k == "defender_region":
            if not (d_is_creature and v in cdef(s, d).regions):
                return False
        elif k == "defender_not_region":
            if not (d_is_creature and v not in cdef(s, d).regions):
                return False
        elif k == "defender_is":
            if (v == "creature") != d_is_creature:
                return False
    return True


def _attack_triggers(s, a, d, atk) -> list:
    trigs = []
    pa, pd = s.owner[a], s.owner[d]
    for k, e in enumerate(cdef(s, a).effects):
        if e.when == "attacks" and _cond_ok(s, e, atk):
            trigs.append((pa, a, k, d))
    for c, k in _own_effects(s, pa, "own_creature_attacks"):
        trigs.append((pa, c, k, d))
    if d == s.magi[pd]:
        for c, k in _own_effects(s, pd, "magi_attacked"):
            trigs.append((pd, c, k, d))
    else:
        for k, e in enumerate(cdef(s, d).effects):
            if e.when == "attacked" and _cond_ok(s, e, atk):
                trigs.append((pd, d, k, d))
        for c, k in _own_effects(s, pd, "own_creature_attacked"):
            trigs.append((pd, c, k, d))
    return trigs


def t_triggers(s, t, ev):
    trigs = list(t[1])
    if not trigs:
        return
    n = s.players
    for k in range(n):
        q = (s.current + k) % n
        mine = [i for i, tr in enumerate(trigs) if tr[0] == q]
        if mine:
            break
    if len(mine) > 1 and len({(trigs[i][1], trigs[i][2]) for i in mine}) > 1:
        s.pending = ("order", q, "order", tuple(("order", i) for i in mine), tuple(trigs))
        return
    i = mine[0]
    rest = trigs[:i] + trigs[i + 1:]
    s.tasks.append(("triggers", tuple(rest)))
    s.tasks.append(("trigger", trigs[i]))


def answer_order(s, action, trigs, ev):
    i = action[1]
    rest = trigs[:i] + trigs[i + 1:]
    s.tasks.append(("triggers", tuple(rest)))
    s.tasks.append(("trigger", trigs[i]))


def t_trigger(s, t, ev):
    p, src, k, d = t[1]
    if src != s.magi[s.owner[src]] and src not in s.creatures[s.owner[src]] \
            and src not in s.relics[s.owner[src]]:
        return
    e = cdef(s, src).effects[k]
    dm = s.magi[s.owner[d]] if d >= 0 else -1
    a = s.atk[0] if s.atk is not None else -1
    extra = {"defender_magi": dm, "defender": d, "attacker": a}
    if e.steps and effects.has_choices(e.steps) and s.ctx is None:
        _start_effect_ability(s, p, src, k, extra, ev)
        return
    ev.append({"type": "EffectTriggered", "card": src, "effect": e.name, "player": p})
    if e.code:
        getattr(card_code, e.code)(s, t[1], ev)
    elif e.steps:
        effects.run_inline(s, p, src, s.defs[src], e.steps, ev, extra)


# ---------------------------------------------------------------------------------------
# Attacks (glossary order: declare, lock, effects, lock, remove simultaneously, end)

def t_atk_resolve(s, t, ev):
    a, d, ea, ed = s.atk
    s.atk = None
    korrit, s.pack = s.pack, -1
    pa, pd = s.owner[a], s.owner[d]
    if a not in s.creatures[pa]:
        ev.append({"type": "AttackEnded", "attacker": a, "target": d})
        return
    va = s.energy[a]
    if d == s.magi[pd]:
        discard_energy(s, d, va, ev, "attack", hostile=True)
    elif d in s.creatures[pd]:
        vd = s.energy[d]
        if korrit >= 0 and korrit in s.creatures[pa]:          # Pack Hunt
            if cdef(s, korrit).has_word("Korrit"):
                for r in s.relics[pa]:                          # Staff of Korrits
                    for e in cdef(s, r).effects:
                        if e.static == "korrit_charge":
                            ev.append({"type": "EffectTriggered", "card": r,
                                       "effect": e.name})
                            add_energy(s, korrit, 1, ev, e.name)
            va += s.energy[korrit]
        keep = False
        retrieve = False
        for e in cdef(s, a).effects:
            if e.when == "attack_resolution" and _cond_ok(s, e, (a, d, ea, ed)):
                if e.modifier == "attacker_loses_nothing":
                    keep = True
                    ev.append({"type": "EffectTriggered", "card": a, "effect": e.name})
                elif e.modifier == "retrieve_half":
                    retrieve = True
        if has_mark(s, "shield", d):
            ev.append({"type": "EffectTriggered", "card": d, "effect": "Shield"})
        else:
            discard_energy(s, d, va, ev, "attack", hostile=True)
        if has_mark(s, "shield", a):
            keep = True
            ev.append({"type": "EffectTriggered", "card": a, "effect": "Shield"})
        lost = 0 if keep else discard_energy(s, a, vd, ev, "attack", hostile=True)
        if retrieve:
            card_code.retrieve_half(s, a, lost, ev)
        if s.energy[a] <= 0:
            add_mark(s, "defeated_one", d, -1, 1)           # Megathan - Feed
        if s.energy[d] <= 0:
            add_mark(s, "defeated_one", a, -1, 1)
            if _has_static(cdef(s, d), "karma") and s.energy[a] > 0 \
                    and not _has_static(cdef(s, a), "colossus"):
                ev.append({"type": "EffectTriggered", "card": d, "effect": "Karma"})
                discard_from_play(s, a, ev, "Karma")
        for x in (a, d):
            if x in s.creatures[s.owner[x]] and s.energy[x] <= 0 and _escapes(s, x, x == d):
                card_code.escape_to_hand(s, x, ev)
    ev.append({"type": "AttackEnded", "attacker": a, "target": d})
    sweep(s, ev)
    check_magi(s, ev)


def _has_static(c, name) -> bool:
    return any(e.static == name for e in c.effects)


def _escapes(s, x, defending) -> bool:
    """Eebit escapes when defeated in any attack; Motash saves defending creatures."""
    if _has_static(cdef(s, x), "escape_in_attack"):
        return True
    mc = s.magi_card(s.owner[x])
    return defending and mc is not None and _has_static(mc, "escape_when_attacked")


def attack_targets(s, p, attacker=-1) -> list:
    """What player p (or one attacker of p) may attack: opposing creatures that may be
    attacked, or a Magi without creatures (Stagadan's Agility: any opposing Magi)."""
    out = []
    agile = attacker >= 0 and _has_static(cdef(s, attacker), "attack_magi_directly")
    for q in range(s.players):
        if q == p or s.out[q]:
            continue
        if s.creatures[q]:
            out.extend(c for c in s.creatures[q] if not has_mark(s, "unattackable", c))
            if agile and s.magi[q] >= 0:
                out.append(s.magi[q])
        elif s.magi[q] >= 0:
            out.append(s.magi[q])
    return out


def _can_attack(s, a) -> bool:
    if a in s.no_attack or has_mark(s, "no_attack", a):
        return False
    c = cdef(s, a)
    if _has_static(c, "cannot_attack"):
        return False
    p = s.owner[a]
    if s.magi[p] >= 0 and has_mark(s, "no_attack_all", s.magi[p]):
        return False
    if a in s.burrowed and not _has_static(c, "burrowed_attack") and not any(
            _has_static(cdef(s, r), "burrowed_attack") for r in s.relics[p]):
        return False
    return s.attacked.get(a, 0) < max_attacks(s, a)


def put_creature_in_play(s, p, iid, energy, ev, why="played") -> None:
    s.creatures[p].append(iid)
    s.energy[iid] = energy
    ev.append({"type": "CreaturePlayed", "card": iid, "player": p, "energy": energy,
               "why": why})
    c = CARDS[s.defs[iid]]
    trig = [(p, src, k) for src, k in _own_effects(s, p, "own_creature_played")]
    for k2 in range(s.players):
        q = (p + k2) % s.players
        trig += [(q, src, k) for src, k in _own_effects(s, q, "creature_played") if src != iid]
    for q, src, k in trig:
        e = cdef(s, src).effects[k]
        if e.cond.get("played_self") and src != iid:
            continue
        reg = e.cond.get("played_region")
        if reg and reg not in c.regions:
            continue
        w = e.cond.get("played_name")
        if w and not c.has_word(w):
            continue
        run_effect(s, q, src, k, ev, {"played": iid})


# ---------------------------------------------------------------------------------------
# Legal actions

def _first_choice(steps):
    for st in steps:
        if st.get("only"):
            continue
        if st["op"] in ("choose", "pick_discard", "play_from_hand"):
            return st
        if st["op"] not in ("roll", "number", "set", "confirm"):
            return None
    return None


def _has_target(s, p, source, steps, gone=(), kind="power") -> bool:
    st = _first_choice(steps or ())
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
        return bool(effects.playable_from_hand(s, ctx, st))
    return any(c not in gone for c in effects.candidates(s, ctx, st))


def _payer(s, p, src) -> int:
    return src if src in s.creatures[p] else s.magi[p]


def power_problem(s, p, src, k) -> str | None:
    c = cdef(s, src)
    if k >= len(c.powers):
        return f"{c.name} has no such power."
    pw = c.powers[k]
    if pw.steps is None:
        return f"{c.name}'s power {pw.name} is not available in this app yet."
    if src * 4 + k in s.used:
        return f"{c.name} has already used {pw.name} this turn."
    if s.step not in (2, 5):
        return "Powers are used in the Powers, Relics and Spells steps."
    if pw.condition == "before_attack" and s.step != 2:
        return f"{pw.name} can only be used before your Attack step."
    payer = _payer(s, p, src)
    if payer < 0:
        return "You have no Magi in play."
    if payer == src and s.magi[p] >= 0 and has_mark(s, "no_creature_powers", s.magi[p]):
        return "Your creatures may not use powers this turn."
    cond = pw.condition or ""
    if cond.startswith("hand:") and len(s.hand[p]) < int(cond[5:]):
        return f"{pw.name} needs {cond[5:]} cards in your hand."
    if cond.startswith("code:"):
        why = getattr(card_code, cond[5:])(s, p, src)
        if why:
            return why
    cost = power_cost(s, p, src, pw)
    if not pw.x_cost and s.energy[payer] < cost:
        who = "it" if payer == src else cdef(s, payer).name
        return (f"Not enough energy: {pw.name} costs {cost} and {who} has "
                f"{s.energy[payer]}.")
    gone = (src,) if (pw.self_discard or (payer == src and not pw.x_cost
                                          and s.energy[src] <= cost)) else ()
    if not _has_target(s, p, src, pw.steps, gone):
        return f"{pw.name} has nothing to choose."
    return None


def power_cost(s, p, src, pw) -> int:
    """A power's energy cost (Orothean Gloves: creature powers cost one less, to a
    minimum of one)."""
    cost = pw.cost
    if pw.x_cost or cost <= 1 or src not in s.creatures[p]:
        return cost
    for r in s.relics[p]:
        if _has_static(cdef(s, r), "creature_powers_cheaper"):
            cost = max(1, cost - 1)
    return cost


def spell_cost(s, p, c, x=0) -> int:
    """Energy a Magi pays for a Spell: printed cost (with X), Robe of the Ages (one less,
    to a minimum of one), then the regional penalty."""
    base = c.base_cost + x
    if base > 1 and any(_has_static(cdef(s, r), "spells_cheaper") for r in s.relics[p]):
        base -= 1
    return base + (penalty(s.magi_card(p), c) or 0)


def play_problem(s, p, iid) -> str | None:
    c = cdef(s, iid)
    mc = s.magi_card(p)
    if mc is None:
        return "You have no Magi in play."
    if c.type == MAGI:
        return "Magi are not played from the hand."
    pen = penalty(mc, c)
    if pen is None:
        return (f"{mc.name} cannot play {c.name}: a {mc.regions[0]} Magi may not play "
                f"{'/'.join(c.regions)} {c.type.lower()}s.")
    if c.type == CREATURE:
        if s.step != 4:
            return "Creatures are played in the Play Creatures step."
    elif s.step not in (2, 5):
        return f"{c.type}s are played in the Powers, Relics and Spells steps."
    if c.type == RELIC:
        why = card_code.karak_ban(s, p, c) if s.marks else None
        if why:
            return why
        for r in s.relics[p]:
            if cdef(s, r).identity == c.identity:
                return f"{mc.name} already has a {c.identity} in play."
        pen = 0
    if c.type == SPELL and c.steps is None or (c.type == RELIC and not c.implemented):
        return f"{c.name} is not available in this app yet."
    if c.type == SPELL and has_mark(s, "no_spells", s.magi[p]):
        return f"{mc.name} cannot play spells this turn."
    cost = c.base_cost + pen if c.type != SPELL else spell_cost(s, p, c)
    have = s.energy[s.magi[p]]
    if cost > have and not (c.type == CREATURE and creature_payers(s, p, cost)):
        extra = " with the regional penalty" if pen else ""
        return f"Not enough energy: {c.name} costs {cost}{extra}, {mc.name} has {have}."
    if c.type == SPELL and not _has_target(s, p, iid, c.steps, kind="spell"):
        return f"{c.name} has nothing to choose."
    return None


def _main_actions(s, stop_at_one=False) -> list:
    p = s.current
    out = []
    step = s.step
    if step in (2, 5):
        srcs = ([s.magi[p]] if s.magi[p] >= 0 else []) + s.creatures[p] + s.relics[p]
        for src in srcs:
            for k, pw in enumerate(cdef(s, src).powers):
                if power_problem(s, p, src, k) is None:
                    out.append(("power", src, k))
                    if stop_at_one:
                        return out
        for iid in s.hand[p]:
            if CARDS[s.defs[iid]].type in (SPELL, RELIC) and play_problem(s, p, iid) is None:
                out.append(("play", iid))
                if stop_at_one:
                    return out
    elif step == 3:
        for a in s.creatures[p]:
            if _can_attack(s, a):
                targets = attack_targets(s, p, a)
                for d in targets:
                    out.append(("attack", a, d))
                if targets and stop_at_one:
                    return out
    elif step == 4:
        for iid in s.hand[p]:
            if CARDS[s.defs[iid]].type == CREATURE and play_problem(s, p, iid) is None:
                out.append(("play", iid))
                if stop_at_one:
                    return out
    if out and not stop_at_one and step == 3 and _forced_attacker(s, p):
        return out
    if out:
        out.append(END)
    return out


def _forced_attacker(s, p):
    if not s.must_attack:
        return None
    for a in s.creatures[p]:
        if a in s.must_attack and s.attacked.get(a, 0) == 0 and _can_attack(s, a) \
                and attack_targets(s, p, a):
            return a
    return None


def legal_actions(s: State) -> list:
    if s.winners is not None:
        return []
    if s.pending is not None:
        return list(s.pending[3])
    acts = _main_actions(s)
    return acts if acts else [END]


def why_illegal(s: State, action) -> str | None:
    action = tuple(action)
    if s.winners is not None:
        return "The game is over."
    legal = legal_actions(s)
    if action in legal:
        return None
    if s.pending is not None:
        return "Answer the question first: " + _pending_words(s) + "."
    kind = action[0] if action else ""
    p = s.current
    if kind == "play" and len(action) == 2:
        iid = action[1]
        if not isinstance(iid, int) or not 0 <= iid < len(s.defs) or iid not in s.hand[p]:
            return "That card is not in your hand."
        return play_problem(s, p, iid) or "That card cannot be played now."
    if kind == "power" and len(action) == 3:
        src = action[1]
        if src not in s.creatures[p] and src not in s.relics[p] and src != s.magi[p]:
            return "You can only use the powers of your own cards in play."
        return power_problem(s, p, src, action[2]) or "That power cannot be used now."
    if kind == "attack" and len(action) == 3:
        if s.step != 3:
            return "Attacks happen in the Attack step."
        a, d = action[1], action[2]
        if a not in s.creatures[p]:
            return "Only your creatures in play can attack."
        if a in s.no_attack:
            return f"{cdef(s, a).name} cannot attack this turn."
        if not _can_attack(s, a):
            return f"{cdef(s, a).name} has already attacked this turn."
        if d in s.magi and s.creatures[s.owner[d]]:
            return "A Magi can only be attacked directly when it has no creatures."
        return "That is not a card you can attack."
    if kind == "end_step":
        f = _forced_attacker(s, p)
        if f is not None:
            return f"{cdef(s, f).name} must attack this turn (Energy Band)."
    return "That move is not possible now."


def _pending_words(s) -> str:
    kind, _, tag = s.pending[0], s.pending[1], s.pending[2]
    if tag == "start_card":
        p, i, _ = s.pending[4]
        return f"take {cdef(s, s.magi[p]).starting[i]} as a starting card?"
    return {"target": "choose a card", "number": "choose a number", "pick": "pick cards",
            "search": "choose a card from your deck", "order": "order your effects",
            "first": "choose who goes first"}.get(kind, kind)


# ---------------------------------------------------------------------------------------
# Apply

def apply(s: State, action) -> list:
    action = tuple(action)
    if s.winners is not None:
        raise IllegalAction("The game is over.")
    if action not in legal_actions(s):
        raise IllegalAction(why_illegal(s, action) or "That move is not possible now.")
    ev: list = []
    if s.pending is not None:
        kind, who, tag, _, data = s.pending
        s.pending = None
        if tag == "ability":
            effects.answer(s, action, ev)
        elif tag == "x":
            _after_x(s, action[1], ev)
        elif tag == "first":
            s.first = action[1]
            ev.append({"type": "FirstPlayerChosen", "by": who, "player": action[1]})
            s.tasks.append(("turn", action[1]))
        elif tag == "start_card":
            answer_start_card(s, action, data, ev)
        elif tag == "order":
            answer_order(s, action, data, ev)
        else:
            getattr(card_code, "answer_" + tag)(s, action, data, ev)
        settle(s, ev)
        return ev
    p = s.current
    kind = action[0]
    if kind == "end_step":
        ev.append({"type": "StepEnded", "player": p, "step": s.step})
        _advance(s, ev)
    elif kind == "attack":
        a, d = action[1], action[2]
        partners = pack_partners(s, p, a, d)
        if partners:                    # Korrit - Pack Hunt: alone, or with which creature?
            s.pending = ("pick", p, "pack_hunt",
                         tuple(("pick", c) for c in partners) + (("done",),), (a, d))
        else:
            declare_attack(s, p, a, d, ev)
    elif kind == "play":
        _play(s, p, action[1], ev)
    elif kind == "power":
        _power(s, p, action[1], action[2], ev)
    settle(s, ev)
    return ev


def declare_attack(s, p, a, d, ev, korrit=-1) -> None:
    """Creature a attacks d; ``korrit``: a creature Pack Hunting with a (it adds its energy
    to a's and loses none; state.pack holds it until the attack resolves)."""
    for x in (a, korrit):
        if x >= 0:
            s.attacked[x] = s.attacked.get(x, 0) + 1
            s.must_attack.discard(x)
    ea, ed = s.energy[a], s.energy[d]
    e = {"type": "AttackDeclared", "player": p, "attacker": a, "target": d,
         "attacker_energy": ea, "target_energy": ed}
    if korrit >= 0:
        e["pack_hunt"] = korrit
    ev.append(e)
    if korrit >= 0:
        ev.append({"type": "PackHunt", "player": p, "korrit": korrit, "attacker": a,
                   "target": d})
    s.atk = (a, d, ea, ed)
    s.pack = korrit
    if d != s.magi[s.owner[d]]:
        add_mark(s, "was_attacked", d, -1, 1)
    s.tasks.append(("atk_resolve",))
    s.tasks.append(("triggers", tuple(_attack_triggers(s, a, d, s.atk))))


def pack_partners(s, p, a, d) -> list:
    """Korrit - Pack Hunt: the other creatures of p that could attack d with Korrit a
    (settled: only against a creature; the partner's attack is used too)."""
    if not _has_static(cdef(s, a), "pack_hunt") or d not in s.creatures[s.owner[d]]:
        return []
    return [c for c in s.creatures[p]
            if c != a and _can_attack(s, c) and d in attack_targets(s, p, c)]


def _pay_magi(s, p, n, ev, why):
    m = s.magi[p]
    if n > 0:
        s.energy[m] -= n
        ev.append({"type": "EnergyChanged", "card": m, "delta": -n, "energy": s.energy[m],
                   "why": why})


def _play(s, p, iid, ev):
    c = cdef(s, iid)
    mc = s.magi_card(p)
    s.hand[p].remove(iid)
    s.known.discard(iid)
    if c.type == CREATURE:
        total = c.cost + penalty(mc, c)
        payers = creature_payers(s, p, total)
        if len(payers) > 1:             # Orathan Flyer - Summoning: who pays?
            s.limbo.append(iid)
            s.pending = ("target", p, "summoning", tuple(("target", x) for x in payers),
                         iid)
        else:
            pay_for_creature(s, p, iid, payers[0], ev)
    elif c.type == RELIC:
        _pay_magi(s, p, c.base_cost, ev, f"plays {c.name}")
        s.relics[p].append(iid)
        ev.append({"type": "RelicPlayed", "card": iid, "player": p})
        for src, k in _own_effects(s, p, "own_relic_played"):
            if src != iid:
                run_effect(s, p, src, k, ev, {"played": iid})
    else:
        s.limbo.append(iid)
        ev.append({"type": "SpellCast", "card": iid, "player": p, "name": c.name})
        ctx = _new_ctx(p, iid, c.id, "spell", None, c.steps)
        ctx.spell = iid
        s.ctx = ctx
        for src, k in _own_effects(s, p, "own_spell_played"):
            reg = cdef(s, src).effects[k].cond.get("played_region")
            if not reg or reg in c.regions:
                run_effect(s, p, src, k, ev, {"played": iid})
        if c.x_cost:
            hi = 0
            while spell_cost(s, p, c, hi + 1) <= s.magi_energy(p) and (
                    c.x_max is None or hi + 1 <= c.x_max):
                hi += 1
            s.pending = ("number", p, "x", tuple(("number", n) for n in range(hi + 1)), None)
        else:
            _pay_magi(s, p, spell_cost(s, p, c), ev, f"casts {c.name}")
            s.tasks.append(("ability",))


def creature_payers(s, p, total) -> list:
    """Who may pay the whole cost of a Creature p plays: the Magi, and each Orathan Flyer
    of p's with enough energy (Summoning; the Flyer pays all of it, penalty included)."""
    out = [s.magi[p]] if s.magi[p] >= 0 and s.energy[s.magi[p]] >= total else []
    for c in s.creatures[p]:
        if s.energy[c] >= total and _has_static(cdef(s, c), "summoning"):
            out.append(c)
    return out


def pay_for_creature(s, p, iid, payer, ev, why="played") -> None:
    c = cdef(s, iid)
    total = c.cost + (penalty(s.magi_card(p), c) or 0)
    if payer == s.magi[p]:
        _pay_magi(s, p, total, ev, f"plays {c.name}")
    else:
        ev.append({"type": "EffectTriggered", "card": payer, "effect": "Summoning"})
        s.energy[payer] -= total
        ev.append({"type": "EnergyChanged", "card": payer, "delta": -total,
                   "energy": s.energy[payer], "why": f"plays {c.name}"})
    put_creature_in_play(s, p, iid, c.cost, ev, why)
    if payer != s.magi[p]:
        sweep(s, ev)


def _new_ctx(p, src, card_id, kind, power, steps) -> Ctx:
    ctx = Ctx.__new__(Ctx)
    ctx.player, ctx.source, ctx.card, ctx.kind = p, src, card_id, kind
    ctx.power, ctx.steps, ctx.ip, ctx.vars, ctx.x, ctx.spell = power, steps, 0, {}, 0, None
    return ctx


def _power(s, p, src, k, ev):
    c = cdef(s, src)
    pw = c.powers[k]
    s.used.add(src * 4 + k)
    ev.append({"type": "PowerUsed", "player": p, "card": src, "power": pw.name})
    s.ctx = _new_ctx(p, src, c.id, "power", k, pw.steps)
    if pw.x_cost:
        payer = _payer(s, p, src)
        hi = s.energy[payer]
        s.pending = ("number", p, "x", tuple(("number", n) for n in range(hi + 1)), None)
    else:
        _pay_power(s, p, src, pw, power_cost(s, p, src, pw), ev)


def _after_x(s, x, ev):
    ctx = s.ctx
    ctx.x = x
    ev.append({"type": "XChosen", "player": ctx.player, "x": x})
    if ctx.kind == "spell":
        c = CARDS[ctx.card]
        _pay_magi(s, ctx.player, spell_cost(s, ctx.player, c, x), ev, f"casts {c.name}")
        s.tasks.append(("ability",))
    else:
        _pay_power(s, ctx.player, ctx.source, CARDS[ctx.card].powers[ctx.power], x, ev)


def _pay_power(s, p, src, pw, cost, ev):
    payer = _payer(s, p, src)
    if cost > 0:
        s.energy[payer] -= cost
        ev.append({"type": "EnergyChanged", "card": payer, "delta": -cost,
                   "energy": s.energy[payer], "why": pw.name})
    if pw.self_discard:
        discard_from_play(s, src, ev, pw.name)
    sweep(s, ev)                 # a creature that paid its last energy leaves play now
    s.tasks.append(("ability",))


TASKS = {"step": t_step, "turn": t_turn, "start_cards": t_start_cards,
         "energize": t_energize, "before_draw": t_before_draw, "draw2": t_draw2,
         "end_of_turn": t_end_of_turn, "next_turn": t_next_turn, "checkpoint": t_checkpoint,
         "ability": t_ability, "triggers": t_triggers, "trigger": t_trigger,
         "atk_resolve": t_atk_resolve, "turn_start": t_turn_start,
         "effect_ability": t_effect_ability, "defeat_effect": t_defeat_effect}


# ---------------------------------------------------------------------------------------
# Copies, views, JSON

def clone(s: State) -> State:
    t = State.__new__(State)
    t.players, t.config, t.names = s.players, s.config, s.names
    t.defs, t.owner = s.defs, s.owner            # never mutated in place
    t.energy = s.energy[:]
    t.deck = [x[:] for x in s.deck]
    t.hand = [x[:] for x in s.hand]
    t.discard = [x[:] for x in s.discard]
    t.creatures = [x[:] for x in s.creatures]
    t.relics = [x[:] for x in s.relics]
    t.stack = [x[:] for x in s.stack]
    t.defeated = [x[:] for x in s.defeated]
    t.magi = s.magi[:]
    t.limbo = s.limbo[:]
    t.current, t.first, t.step, t.turn_no = s.current, s.first, s.step, s.turn_no
    t.turns_taken = s.turns_taken[:]
    t.opened = s.opened[:]
    t.used = set(s.used)
    t.attacked = dict(s.attacked)
    t.no_attack = set(s.no_attack)
    t.must_attack = set(s.must_attack)
    t.burrowed = set(s.burrowed)
    t.burrow_loss = dict(s.burrow_loss)
    t.marks = s.marks[:]
    t.lent = s.lent                               # replaced, never mutated in place
    t.pack = s.pack
    t.reshuffled = s.reshuffled
    t.pending = s.pending
    t.tasks = s.tasks[:]                          # tasks are tuples of immutable values
    t.ctx = s.ctx.copy() if s.ctx is not None else None
    t.atk = s.atk
    t.winners = s.winners
    t.out = s.out[:]
    r = Rng.__new__(Rng)
    r.s = s.rng.s
    t.rng = r
    t.viewer = s.viewer
    t.known = set(s.known)
    t.pools = s.pools
    t.dice = s.dice[:]
    t.end_reason = s.end_reason
    t.turn_limit = s.turn_limit
    return t


def view(s: State, player: int) -> State:
    """What ``player`` may see: other hands (except revealed cards), every deck and the
    face-down Magi of the others are hidden; hidden cards' ids are kept, their identity
    pooled per owner (open deck lists)."""
    t = clone(s)
    defs = s.defs[:]
    pools = [[[], []] for _ in range(s.players)]
    hidden = []
    for q in range(s.players):
        hidden.extend(s.deck[q])
        if q != player:
            hidden.extend(i for i in s.hand[q] if i not in s.known)
            hidden.extend(s.stack[q])
    if s.pending is not None and s.pending[1] == player and s.pending[0] == "pick":
        seen = {a[1] for a in s.pending[3] if a[0] == "pick"}     # cards it looks at
        if s.ctx is not None:
            seen.update(x for x in s.ctx.vars.get("top_top", ()) if isinstance(x, int))
        hidden = [i for i in hidden if i not in seen]
    for i in hidden:
        q = s.owner[i]
        pools[q][1 if CARDS[defs[i]].type == MAGI else 0].append(defs[i])
        defs[i] = HIDDEN
    for q in range(s.players):
        pools[q][0].sort()
        pools[q][1].sort()
    t.defs = defs
    t.pools = pools
    t.rng = Rng(0)
    t.dice = []
    t.viewer = player
    return t


def determinize(v: State, rng) -> State:
    t = clone(v)
    if v.pools is None:
        t.rng = rng.fork()
        return t
    defs = v.defs[:]
    slots = [[[], []] for _ in range(v.players)]
    for q in range(v.players):
        for i in v.stack[q]:
            if defs[i] == HIDDEN:
                slots[q][1].append(i)
        for z in (v.deck[q], v.hand[q]):
            for i in z:
                if defs[i] == HIDDEN:
                    slots[q][0].append(i)
    for q in range(v.players):
        for k in (0, 1):
            pool = list(v.pools[q][k])
            rng.shuffle(pool)
            for i, d in zip(slots[q][k], pool):
                defs[i] = d
    t.defs = defs
    t.pools = None
    t.viewer = None
    t.rng = rng.fork()
    return t


_FIELDS = ("players", "names", "defs", "owner", "energy", "deck", "hand", "discard",
           "creatures", "relics", "stack", "defeated", "magi", "limbo", "current", "first",
           "step", "turn_no", "turns_taken", "opened", "reshuffled", "winners", "out",
           "viewer", "dice", "end_reason", "turn_limit", "pools")


def _tup(x):
    return tuple(_tup(y) for y in x) if isinstance(x, list) else x


def to_json(s: State) -> dict:
    d = {"game": "magination", "version": 1}
    for f in _FIELDS:
        v = getattr(s, f)
        if isinstance(v, list):
            v = [list(x) if isinstance(x, list) else x for x in v]
        d[f] = v
    d["config"] = dict(s.config)
    d["used"] = sorted(s.used)
    d["attacked"] = sorted([k, v] for k, v in s.attacked.items())
    d["no_attack"] = sorted(s.no_attack)
    d["must_attack"] = sorted(s.must_attack)
    d["burrowed"] = sorted(s.burrowed)
    d["burrow_loss"] = sorted([k, v] for k, v in s.burrow_loss.items())
    d["marks"] = [list(m) for m in s.marks]
    d["lent"] = sorted([k, v] for k, v in s.lent.items())
    d["pack"] = s.pack
    d["known"] = sorted(s.known)
    d["pending"] = _js(s.pending)
    d["tasks"] = [_js(t) for t in s.tasks]
    d["ctx"] = s.ctx.to_json() if s.ctx is not None else None
    d["atk"] = list(s.atk) if s.atk is not None else None
    d["rng"] = s.rng.to_json()
    return d


def _js(x):
    if isinstance(x, tuple):
        return [_js(y) for y in x]
    return x


def from_json(d: dict) -> State:
    if d.get("game", "magination") != "magination":
        raise ValueError("this saved state is not a Magi-Nation Duel game")
    s = State.__new__(State)
    for f in _FIELDS:
        v = d[f]
        if isinstance(v, list):
            v = [list(x) if isinstance(x, list) else x for x in v]
        setattr(s, f, v)
    s.config = dict(d["config"])
    s.used = set(d["used"])
    s.attacked = {k: v for k, v in d["attacked"]}
    s.no_attack = set(d["no_attack"])
    s.must_attack = set(d["must_attack"])
    s.burrowed = set(d["burrowed"])
    s.burrow_loss = {k: v for k, v in d["burrow_loss"]}
    s.marks = [tuple(m) for m in d.get("marks", [])]
    s.lent = {k: v for k, v in d.get("lent", [])}
    s.pack = d.get("pack", -1)
    s.known = set(d["known"])
    s.pending = _tup(d["pending"]) if d["pending"] is not None else None
    if s.pending is not None and s.pending[2] == "order":
        s.pending = s.pending[:4] + (tuple(s.pending[4]),)
    s.tasks = [_tup(t) for t in d["tasks"]]
    s.ctx = Ctx.from_json(d["ctx"]) if d["ctx"] is not None else None
    s.atk = tuple(d["atk"]) if d["atk"] is not None else None
    s.rng = Rng.from_json(d["rng"])
    if s.pools is not None:
        s.pools = [[list(a), list(b)] for a, b in s.pools]
    return s
