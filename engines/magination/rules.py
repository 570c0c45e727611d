"""Magi-Nation Duel rules engine (pure, deterministic from config, seed and actions).

This module is the protocol face (legal_actions, why_illegal, apply, clone, view,
determinize, JSON); the rules live by topic: decks.py (decks, players, config), turn.py
(setup, the task loop, the turn), play.py (cards and powers), combat.py (attacks),
triggers.py (triggered Effects), effects.py / choices.py / targets.py (the ability step
vocabulary), costs.py, card_code.py (the odd cards) and state.py (the state and the
low-level moves). Imports only go down that list: no module calls up into another.

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
* Determinization assumes open deck lists (both players know each other's 43 cards):
  a player's deck multiset is public, which instance is which card is not (views.py).
* Effects set off by a low-level move (Twee's Regrow when it lands in the discard
  pile, a defeated Magi's Effect, Effects of a creature entering play) are queued as
  tasks: they resolve once the move that set them off is complete, before anyone
  decides again. If that move ends the game, they do not resolve.
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

from engines.core.actions import same_action, shape_problem
from engines.core.protocol import IllegalAction
from engines.core.rng import Rng
from engines.magination import card_code, choices
from engines.magination.combat import answer_pack_hunt, attack_targets, can_attack, \
    declare_attack, forced_attacker, pack_partners
from engines.magination.decks import (DEFAULT_DECKS, DEFAULT_PLAYERS, MAX_PLAYERS,
                                      MIN_PLAYERS, check_config, deck_problems, normalise_deck)
from engines.magination.play import (END, after_x, lone_harmful_target, main_actions,
                                     play_card, play_problem, power_problem, use_power)
from engines.magination.state import Ctx, State, cdef, clone
from engines.magination.triggers import answer_order
from engines.magination.views import determinize, view
from engines.magination.turn import (PUBLIC, ROLLOUT, STEP_NAMES, TRIAL, YES, NO, advance,
                                     answer_start_card, new_state, settle)

__all__ = ["legal_actions", "why_illegal", "apply", "apply_trusted", "clone", "view",
           "determinize", "to_json", "from_json", "new_state", "check_config",
           "deck_problems", "normalise_deck", "play_problem", "power_problem", "STEP_NAMES",
           "END", "YES", "NO", "DEFAULT_DECKS", "MIN_PLAYERS", "MAX_PLAYERS",
           "DEFAULT_PLAYERS"]


def legal_actions(s: State) -> list:
    if s.winners is not None:
        return []
    if s.pending is not None:
        return list(s.pending[3])
    acts = s.listed
    if acts is not None:                # settled by apply_trusted just now
        s.listed = None
    else:
        acts = main_actions(s)
    return acts if acts else [END]


def why_illegal(s: State, action, player: int | None = None) -> str | None:
    """None when ``action`` is legal now (for ``player`` when given), else a reason for
    players. Checks the one action exactly (types included), never the list of them."""
    bad = shape_problem(action)
    if bad is not None:
        return bad
    if s.winners is not None:
        return "The game is over."
    if player is not None and player != s.to_move:
        return "It is not your turn: " + str(s.names[s.to_move]) + " decides now."
    if s.pending is not None:
        for a in s.pending[3]:
            if a == action and same_action(a, action):
                return None
        return "Answer the question first: " + _pending_words(s) + "."
    return _main_problem(s, action)


def _main_problem(s: State, action: tuple) -> str | None:
    """Why a move of the free turn (steps 2-5) is refused; None when it is legal (the
    same moves ``main_actions`` lists)."""
    kind, n = action[0], len(action)
    p = s.current
    ints = all(type(x) is int for x in action[1:])
    if kind == "end_step" and n == 1:
        f = forced_attacker(s, p) if s.step == 3 else None
        if f is not None:
            return f"{cdef(s, f).name} must attack this turn (Energy Band)."
        return None
    if kind == "play" and n == 2 and ints:
        if action[1] not in s.hand[p]:
            return "That card is not in your hand."
        return play_problem(s, p, action[1])
    if kind == "power" and n == 3 and ints:
        src, k = action[1], action[2]
        if src not in s.creatures[p] and src not in s.relics[p] and src != s.magi[p]:
            return "You can only use the powers of your own cards in play."
        if k < 0:
            return f"{cdef(s, src).name} has no such power."
        return power_problem(s, p, src, k)
    if kind == "attack" and n == 3 and ints:
        if s.step != 3:
            return "Attacks happen in the Attack step."
        a, d = action[1], action[2]
        if a not in s.creatures[p]:
            return "Only your creatures in play can attack."
        if a in s.no_attack:
            return f"{cdef(s, a).name} cannot attack this turn."
        if not can_attack(s, a):
            return f"{cdef(s, a).name} cannot attack again this turn."
        if d in attack_targets(s, p, a):
            return None
        if d in s.magi and s.creatures[s.owner[d]]:
            return "A Magi can only be attacked directly when it has no creatures."
        return "That is not a card you can attack."
    if kind in ("target", "number", "pick", "search", "done", "yes", "no", "order", "first"):
        return "There is no question to answer now."
    return "That move is not possible now."


def _pending_words(s) -> str:
    kind, _, tag = s.pending[0], s.pending[1], s.pending[2]
    if tag == "start_card":
        p, i, _ = s.pending[4]
        return f"take {cdef(s, s.magi[p]).starting[i]} as a starting card?"
    if tag == "confirm":
        return "use it on its only target, or cancel"
    return {"target": "choose a card", "number": "choose a number", "pick": "pick cards",
            "search": "choose a card from your deck", "order": "order your effects",
            "first": "choose who goes first"}.get(kind, kind)


# answers to the odd cards' decisions, by the pending decision's tag
ANSWERS = {"summoning": card_code.answer_summoning, "quor_pup": card_code.answer_quor_pup,
           "gar": card_code.answer_gar, "pack_hunt": answer_pack_hunt}


def apply(s: State, action, player: int | None = None) -> list:
    """Carry out ``action`` and return what happened; IllegalAction (state untouched)
    when it is not exactly a legal move now (for ``player`` when given)."""
    reason = why_illegal(s, action, player)
    if reason is not None:
        raise IllegalAction(reason)
    s.listed = None
    return _apply(s, action, PUBLIC)


def apply_trusted(s: State, action, trial: bool = False) -> list:
    """``apply`` without the check, for an action taken unchanged from
    ``legal_actions(s)`` (search and rollouts): anything else may corrupt the state.
    The main-step list its settling works out is kept for the next ``legal_actions(s)``
    (unless ``trial``: the state is only to be scored, and a power or Spell with one
    harmful target is used at once, as the AI's "yes" to the confirmation would)."""
    s.listed = None
    return _apply(s, action, TRIAL if trial else ROLLOUT)


def _apply(s: State, action, mode: int) -> list:
    ev: list = []
    if s.pending is not None:
        kind, who, tag, _, data = s.pending
        s.pending = None
        if tag == "ability":
            choices.answer(s, action, ev)
        elif tag == "x":
            after_x(s, action[1], ev)
        elif tag == "first":
            s.first = action[1]
            ev.append({"type": "FirstPlayerChosen", "by": who, "player": action[1]})
            s.tasks.append(("turn", action[1]))
        elif tag == "start_card":
            answer_start_card(s, action, data, ev)
        elif tag == "order":
            answer_order(s, action, data, ev)
        elif tag == "confirm":
            _answer_confirm(s, who, action, data, ev)
        else:
            ANSWERS[tag](s, action, data, ev)
        settle(s, ev, mode)
        return ev
    p = s.current
    kind = action[0]
    if kind == "end_step":
        ev.append({"type": "StepEnded", "player": p, "step": s.step})
        advance(s, ev)
    elif kind == "attack":
        a, d = action[1], action[2]
        partners = pack_partners(s, p, a, d)
        if partners:                    # Korrit - Pack Hunt: alone, or with which creature?
            s.pending = ("pick", p, "pack_hunt",
                         tuple(("pick", c) for c in partners) + (("done",),), (a, d))
        else:
            declare_attack(s, p, a, d, ev)
    elif kind in ("play", "power"):
        lone = None if mode == TRIAL else _lone_harmful(s, p, action)
        if lone is not None:            # show the only target before it is taken
            s.pending = ("confirm", p, "confirm", (YES, NO), (tuple(action),) + lone)
        else:
            _play_or_use(s, p, action, ev)
    settle(s, ev, mode)
    return ev


def _lone_harmful(s: State, p: int, action: tuple):
    """play.lone_harmful_target, checked on a clone when it is found: paying the cost
    may add a target (a creature paying for its own power drops below its starting
    energy), and then the player is asked to choose anyway."""
    lone = lone_harmful_target(s, p, action)
    if lone is None:
        return None
    t = clone(s)
    ev: list = []
    _play_or_use(t, p, action, ev)
    settle(t, ev)
    if t.pending is not None and t.pending[0] == "target" and t.pending[1] == p:
        return None
    return lone


def _play_or_use(s: State, p: int, action: tuple, ev: list) -> None:
    if action[0] == "play":
        play_card(s, p, action[1], ev)
    else:
        use_power(s, p, action[1], action[2], ev)


def _answer_confirm(s: State, p: int, action: tuple, data: tuple, ev: list) -> None:
    """Yes: the power is used (the Spell played) on its only target; no: nothing happens
    (the power stays usable, the Spell in the hand)."""
    move = data[0]
    if action == YES:
        _play_or_use(s, p, move, ev)
    else:
        c = cdef(s, move[1])
        ev.append({"type": "MoveCancelled", "player": p, "card": move[1], "target": data[1],
                   "name": c.powers[move[2]].name if move[0] == "power" else c.name})


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
    s.listed = None
    if s.pools is not None:
        s.pools = [[list(a), list(b)] for a, b in s.pools]
    return s
