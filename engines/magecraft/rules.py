"""Magecraft rules engine (pure, deterministic from config, seed and actions).

This module is the engine's protocol face: setup (``check_config``, ``new_state``), the
turn flow, ``legal_actions`` and ``apply``. The state and its constants live in
``state.py``, the one-action check ``why_illegal`` (which ``apply`` uses) in ``checks.py``,
``clone``/``view``/``determinize``/JSON in ``copies.py``; all are importable from here.

Gems are counted, never ordered: every zone is a list of five counts (Fire, Water, Earth,
Light, Darkness). A bag has no order to hide - each draw picks a gem at random from the
state's RNG, weighted by the counts. A spell card in a spellbook is the int
``spell_id * 2 + mastered``.

A turn (phases in capitals are the ``state.phase`` values that wait for a decision):

* SHIELD (discard-shield phase): ("unshield", colour) moves one own shield gem to the
  discard area, ("done",) ends the phase. Skipped when the shield area is empty.
* CAST: ("book", b) chooses spellbook b (offered only when its first spell is affordable),
  ("cantrip", colour) uses the character's cantrip, ("stop",) skips casting.
* BOOK (between two spells of the chosen book): ("pay", slot, colour) starts paying the
  next spell, ("cast",) casts it when a golden gem already paid all of it,
  ("cantrip", colour), ("stop",) ends casting. A spell you cannot afford cannot be skipped:
  when neither the next spell nor the cantrip can be paid, casting ends by itself.
* PAYING: ("pay", slot, colour) - slots are paid from left to right; a colour slot takes
  its colour, a wild slot any colour. Only payments that leave the rest payable are legal,
  so a payment once begun always completes.
* RESOLVE: the spell's icons, one action each, in any order the player likes:
  ("draw",), ("heal",), ("attack", target, colour) to discard a shield gem of that colour,
  ("attack", target) when that opponent's shield area is empty, ("shield", "academy"|
  "discard", colour), ("shield",) when neither place has a gem, ("vanish", "hand", colour),
  ("vanish", "hp").
* LEARN: ("learn", spell_id) then PAY_LEARN ("pay", slot, colour; the gems are discarded)
  then PLACE ("place", b: the spell goes on the LEFT of spellbook b); or ("revise",) then
  REVISE ("discard", colour) four times, REARRANGE ("move", from_book, from_index,
  to_book, to_index) as many times as the player owns spells, ("done",), then MASTER
  ("master", b, i), or ("done",) to leave every spell as it is; or ("end_turn",). When neither learning nor revision is possible the turn ends by itself.
* Refresh: hand and the gems on spell cards (and the cantrip's gem) go to the discard
  area, then four draws (the discard area refills an empty bag mid-draw).

Settled details (the rulebook is silent or loose here):
* Setup discards are decisions ("discard", colour) in setup order, starting player first.
* Heal takes the colour the Academy holds most of (ties: Fire, Water, Earth, Light,
  Darkness). An Attack on an empty shield, and a Vanish from the HP area, take the colour
  the HP area holds most of (same tie order). The rulebook says "choose" only for the
  attacked shield gem, the shield source and the vanish source, so only those are choices.
* When the Academy (or bag and discard area) has no gem an icon needs, the icon does
  nothing (a "Fizzled" event says so); the icon is still used up.
* Golden gem: after a mastered spell resolves, the gem in its leftmost slot moves onto the
  next spell of the book and pays that spell's leftmost slot of the same colour, else its
  leftmost wild slot; if neither exists it goes to the discard area. After the last spell
  of the book it simply stays on the card (and is discarded at refresh).
* The cantrip may be used once per casting phase: before choosing a spellbook, between
  two spells, or after the last spell. Its gem lies on the character board until refresh.
* Mastering is optional, as the rulebook says: the master step of a revision offers
  ("done",) to skip it, and a game set up with ``mastering: False`` (the rulebook's advice
  for a first game) leaves the step out altogether.
* A player whose HP area empties is out at once; if that is the player to move (Vanish
  from the HP area) the turn passes without a refresh. The game ends the moment one player
  is left or anyone has 20 score gems (those players win).
* House rule for safety: after ``turn_limit`` turns in all (default 60 per player, at most
  ``MAX_TURN_LIMIT``) the game ends; the most score gems win (ties: most HP gems; still
  equal: a draw, ``result()["draw"]``). Real games end far sooner.
"""
from __future__ import annotations

from engines.core import events as E
from engines.core.protocol import IllegalAction
from engines.core.rng import Rng
from engines.magecraft.checks import why_illegal
from engines.magecraft.content import (BASIC, CAST, CHARACTER_INDEX, CHARACTERS, I_ATTACK,
                                       I_DRAW, I_HEAL, I_SHIELD, I_VANISH, ICON, LEARN,
                                       RANDOM_POOL, SPELL_INDEX, STARTING, WILD)
from engines.magecraft.copies import clone, determinize, from_json, to_json, view
from engines.magecraft.state import (A_CAST, A_DONE, A_DRAW, A_END, A_HEAL, A_REVISE,
                                     A_SHIELD_NONE, A_STOP, A_VANISH_HP, ACADEMY_RANDOM_SETS,
                                     ATTACK, ATTACK_HP, BOOK, BOOK_A, CANTRIP, CARDS_PER_SPELL,
                                     CAST_P, DEFAULT_PLAYERS, DISCARD, GEMS_PER_COLOUR,
                                     HAND_SIZE, HP_FULL, LEARN_A, LEARN_P, MASTER, MAX_PLAYERS,
                                     MIN_PLAYERS, N_BOOKS, OVER, PAY, PAY_LEARN, PAYING, PLACE,
                                     PLACE_A, REARRANGE, RESOLVE, REVISE, REVISE_COST, SETUP,
                                     SHIELD, SHIELD_AC, SHIELD_DI, START_HANDS, UNSHIELD,
                                     VANISH_HAND, WIN_SCORE, MagecraftState, affordable,
                                     book_ok, cantrip_ok, next_slot)

# The protocol face of the engine (the state's constants come from engines.magecraft.state
# and are importable from here too).
# the longest turn limit a game may be set to (the house rule's default is 60 turns a
# player, at most 240): a number from a save is never trusted further
MAX_TURN_LIMIT = 100 * MAX_PLAYERS

__all__ = ["check_config", "new_state", "legal_actions", "why_illegal", "apply", "clone",
           "view", "determinize", "to_json", "from_json", "MagecraftState"]


# ---------------------------------------------------------------------------------------
# Setup

def check_config(config: dict) -> dict:
    """The config made whole (players, names, characters, academy, turn_limit,
    mastering), or ValueError with a sentence a player can read."""
    if config is not None and not isinstance(config, dict):
        raise ValueError("A Magecraft game is set up from a table of options")
    cfg = dict(config or {})
    n = cfg.get("players", DEFAULT_PLAYERS)
    if type(n) is not int or not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"Magecraft is played by {MIN_PLAYERS}-{MAX_PLAYERS} players")
    cfg["players"] = n
    names = cfg.get("names") or [f"Player {i + 1}" for i in range(n)]
    if isinstance(names, str) or not hasattr(names, "__len__") or len(names) != n:
        raise ValueError("Give one name per player")
    cfg["names"] = [str(x) for x in names]
    chars = cfg.get("characters")
    if chars is not None:
        cfg["characters"] = _indices(chars, n, CHARACTER_INDEX, len(CHARACTERS),
                                     "Choose one known character per player")
    acad = cfg.get("academy")
    if acad is not None:
        acad = _indices(acad, ACADEMY_RANDOM_SETS, SPELL_INDEX, len(CAST),
                        "The Academy needs 9 different designed Academy spells")
        if len(set(acad)) != ACADEMY_RANDOM_SETS or any(a not in RANDOM_POOL for a in acad):
            raise ValueError("The Academy needs 9 different designed Academy spells")
        cfg["academy"] = acad
    limit = cfg.get("turn_limit", 60 * n)
    if type(limit) is not int or not 1 <= limit <= MAX_TURN_LIMIT:
        raise ValueError("The turn limit must be a whole number of turns "
                         f"(at most {MAX_TURN_LIMIT})")
    cfg["turn_limit"] = limit
    mastering = cfg.get("mastering", True)
    if type(mastering) is not bool:
        raise ValueError("Mastering is either played (true) or left out (false)")
    cfg["mastering"] = mastering
    return cfg


def _indices(items, count: int, index: dict, size: int, reason: str) -> list:
    """Names or ids as ids (``count`` of them, each below ``size``), else ValueError."""
    if isinstance(items, str) or not hasattr(items, "__len__") or len(items) != count:
        raise ValueError(reason)
    out = []
    for x in items:
        if isinstance(x, str) and x in index:
            out.append(index[x])
        elif type(x) is int and 0 <= x < size:
            out.append(x)
        else:
            raise ValueError(reason)
    return out


def new_state(config: dict, seed: int, events: list | None = None) -> MagecraftState:
    cfg = check_config(config)
    ev = events if events is not None else []
    n = cfg["players"]
    s = MagecraftState()
    s.players = n
    s.config = cfg
    s.names = cfg["names"]
    s.rng = rng = Rng(seed)
    s.turn_limit = cfg["turn_limit"]
    s.start = rng.randrange(n)
    if cfg.get("characters") is not None:
        s.chars = list(cfg["characters"])
    else:
        pool = list(range(len(CHARACTERS)))
        rng.shuffle(pool)
        s.chars = pool[:n]
    if cfg.get("academy") is not None:
        extra = sorted(cfg["academy"])
    else:
        pool = list(RANDOM_POOL)
        rng.shuffle(pool)
        extra = sorted(pool[:ACADEMY_RANDOM_SETS])
    s.acad_ids = list(BASIC) + extra
    s.acad_count = [CARDS_PER_SPELL[n]] * len(s.acad_ids)
    g = GEMS_PER_COLOUR[n]
    s.acad_gems = [g, g, g, g, g]
    s.bag = [[3, 3, 3, 3, 0] for _ in range(n)]
    s.hp = [[3, 3, 3, 3, 0] for _ in range(n)]
    s.hand = [[0] * 5 for _ in range(n)]
    s.discard = [[0] * 5 for _ in range(n)]
    s.shield = [[0] * 5 for _ in range(n)]
    s.score = [[0] * 5 for _ in range(n)]
    s.spent = [[0] * 5 for _ in range(n)]
    s.hidden = [0] * n
    s.books = [[[STARTING[b] * 2] for b in range(N_BOOKS)] for _ in range(n)]
    s.out = [False] * n
    s.turn = 0
    s.winners = None
    s.end_reason = None
    s.viewer = None
    _reset_turn(s)
    s.current = s.start
    ev.append(E.game_started(n, start=s.start, characters=list(s.chars),
                             academy=list(s.acad_ids)))
    s.setup_left = []
    for k, (draw, disc) in enumerate(START_HANDS[n]):
        p = (s.start + k) % n
        for _ in range(draw):
            _draw_one(s, p, ev, "setup")
        if disc:
            s.setup_left.append([p, disc])
    if s.setup_left:
        s.phase = SETUP
        s.to_move = s.setup_left[0][0]
    else:                                   # pragma: no cover - every table discards
        _begin_turn(s, s.start, ev)
    return s


def _reset_turn(s: MagecraftState) -> None:
    s.cantrip_used = False
    s.book = -1
    s.pos = 0
    s.cost = ()
    s.fill = []
    s.pending = [0, 0, 0, 0, 0]
    s.source = None
    s.resume = None
    s.learn_sid = -1
    s.rev_left = 0
    s.moves_left = 0


# ---------------------------------------------------------------------------------------
# Gem movement helpers

def _most(z) -> int:
    """The colour a zone holds most of (ties: lowest colour index); -1 when empty."""
    best, bn = -1, 0
    for c in range(5):
        if z[c] > bn:
            best, bn = c, z[c]
    return best


def _draw_one(s: MagecraftState, p: int, ev: list, why: str) -> int:
    """Draw one random gem from p's bag into p's hand (refilling the bag from the discard
    area when empty). Returns the colour or -1 when there is nothing to draw."""
    bag = s.bag[p]
    total = bag[0] + bag[1] + bag[2] + bag[3] + bag[4]
    if total == 0:
        d = s.discard[p]
        total = d[0] + d[1] + d[2] + d[3] + d[4]
        if total == 0:
            ev.append({"type": "Fizzled", "player": p, "what": "draw",
                       "why": "no gem in the bag or the discard area"})
            return -1
        for c in range(5):
            bag[c] += d[c]
            d[c] = 0
        ev.append({"type": "BagRefilled", "player": p, "gems": total, "why": why})
    r = s.rng.randrange(total)
    c = 0
    while r >= bag[c]:
        r -= bag[c]
        c += 1
    bag[c] -= 1
    s.hand[p][c] += 1
    ev.append({"type": "GemDrawn", "player": p, "colour": c, "why": why})
    return c


def _moved(ev, p, c, src, dst, owner=None):
    e = {"type": "GemMoved", "player": p, "colour": c, "from": src, "to": dst}
    if owner is not None:
        e["owner"] = owner
    ev.append(e)


def _stage(s: MagecraftState, carry: int, ev: list) -> None:
    """Prepare the payment of the spell at s.pos of the chosen book; ``carry`` is a golden
    gem moving on from the previous (mastered) spell, or -1."""
    p = s.current
    sid = s.books[p][s.book][s.pos] >> 1
    cost = CAST[sid]
    s.cost = cost
    s.fill = fill = [-1] * len(cost)
    if carry >= 0:
        slot = -1
        for i, code in enumerate(cost):
            if code == carry:
                slot = i
                break
        if slot < 0:
            for i, code in enumerate(cost):
                if code == WILD:
                    slot = i
                    break
        if slot >= 0:
            fill[slot] = carry
            ev.append({"type": "GoldenGemMoved", "player": p, "colour": carry,
                       "spell": sid, "slot": slot})
        else:
            s.spent[p][carry] -= 1
            s.discard[p][carry] += 1
            ev.append({"type": "GoldenGemDiscarded", "player": p, "colour": carry,
                       "spell": sid})


# ---------------------------------------------------------------------------------------
# Turn flow

def _begin_turn(s: MagecraftState, p: int, ev: list) -> None:
    s.current = p
    s.to_move = p
    _reset_turn(s)
    ev.append(E.turn_began(p, s.turn + 1))
    sh = s.shield[p]
    if sh[0] + sh[1] + sh[2] + sh[3] + sh[4]:
        s.phase = SHIELD
    else:
        _enter_cast(s, ev)


def _enter_cast(s: MagecraftState, ev: list) -> None:
    p = s.current
    s.phase = CAST_P
    if cantrip_ok(s, p):
        return
    for b in range(N_BOOKS):
        if book_ok(s, p, b):
            return
    _enter_learn(s, ev)


def _check_book(s: MagecraftState, ev: list) -> None:
    """At a spell boundary: go on waiting only if something can still be done."""
    p = s.current
    s.phase = BOOK
    if s.pos < len(s.books[p][s.book]) and affordable(s.hand[p], s.cost, s.fill):
        return
    if cantrip_ok(s, p):
        return
    _enter_learn(s, ev)


def _learnable(s: MagecraftState, p: int):
    h = s.hand[p]
    for sid, n in zip(s.acad_ids, s.acad_count, strict=False):
        if n > 0:
            cost = LEARN[sid]
            if affordable(h, cost, [-1] * len(cost)):
                yield sid


def _enter_learn(s: MagecraftState, ev: list) -> None:
    p = s.current
    s.phase = LEARN_P
    s.book = -1
    s.cost = ()
    s.fill = []
    if sum(s.hand[p]) >= REVISE_COST:
        return
    for _ in _learnable(s, p):
        return
    _end_turn(s, ev)


def _start_icons(s: MagecraftState, source: str, ev: list) -> None:
    p = s.current
    if source == "cantrip":
        ch = CHARACTERS[s.chars[p]]
        s.pending = list(ch.icons)
        ev.append({"type": "CantripUsed", "player": p, "character": ch.id})
    else:
        sid = s.books[p][s.book][s.pos] >> 1
        s.pending = list(ICON[sid])
        ev.append({"type": "SpellCast", "player": p, "spell": sid, "book": s.book,
                   "index": s.pos})
    s.source = source
    s.phase = RESOLVE
    if not any(s.pending):
        _finish_icons(s, ev)


def _finish_icons(s: MagecraftState, ev: list) -> None:
    p = s.current
    if s.source == "cantrip":
        s.cantrip_used = True
        s.source = None
        if s.resume == BOOK:
            _check_book(s, ev)
        else:
            _enter_cast(s, ev)
        return
    s.source = None
    book = s.books[p][s.book]
    card = book[s.pos]
    carry = s.fill[0] if (card & 1) and s.fill else -1
    s.pos += 1
    if s.pos < len(book):
        _stage(s, carry, ev)
    else:
        s.cost = ()
        s.fill = []
    _check_book(s, ev)


def _end_turn(s: MagecraftState, ev: list) -> None:
    """Refresh the player to move, then pass the turn."""
    p = s.current
    h, sp, d = s.hand[p], s.spent[p], s.discard[p]
    moved = 0
    for c in range(5):
        moved += h[c] + sp[c]
        d[c] += h[c] + sp[c]
        h[c] = 0
        sp[c] = 0
    refreshed: dict = {"type": "Refreshed", "player": p, "discarded": moved, "drawn": 0}
    ev.append(refreshed)
    for _ in range(HAND_SIZE):
        if _draw_one(s, p, ev, "refresh") >= 0:
            refreshed["drawn"] += 1
    _next_turn(s, ev)


def _next_turn(s: MagecraftState, ev: list) -> None:
    s.turn += 1
    n = s.players
    if s.turn >= s.turn_limit:
        best = max((sum(s.score[q]), sum(s.hp[q])) for q in range(n) if not s.out[q])
        winners = [q for q in range(n) if not s.out[q]
                   and (sum(s.score[q]), sum(s.hp[q])) == best]
        _game_over(s, winners, "turn_limit", ev)
        return
    q = s.current
    for _ in range(n):
        q = (q + 1) % n
        if not s.out[q]:
            break
    _begin_turn(s, q, ev)


def _game_over(s: MagecraftState, winners: list, reason: str, ev: list) -> None:
    s.winners = winners
    s.end_reason = reason
    s.to_move = None
    s.phase = OVER
    ev.append(E.game_over(winners, reason))


def _check_end(s: MagecraftState, ev: list) -> bool:
    """Eliminations and the two end conditions; True when the game is over."""
    n = s.players
    top = [q for q in range(n) if sum(s.score[q]) >= WIN_SCORE]
    if top:
        _game_over(s, top, "score", ev)
        return True
    for q in range(n):
        if not s.out[q] and sum(s.hp[q]) == 0:
            s.out[q] = True
            ev.append({"type": "PlayerOut", "player": q})
    alive = [q for q in range(n) if not s.out[q]]
    if len(alive) <= 1:
        _game_over(s, alive, "last_player", ev)
        return True
    return False


# ---------------------------------------------------------------------------------------
# Legal actions

def legal_actions(s: MagecraftState) -> list:
    p = s.to_move
    if p is None:
        return []
    ph = s.phase
    h = s.hand[p]
    if ph == RESOLVE:
        return _icon_actions(s, p)
    if ph == PAYING or ph == PAY_LEARN:
        return _pay_actions(h, s.cost, s.fill)
    out: list[tuple]
    if ph == BOOK:
        out = []
        if s.pos < len(s.books[p][s.book]) and affordable(h, s.cost, s.fill):
            if next_slot(s.fill) < 0:
                out.append(A_CAST)
            else:
                out.extend(_pay_actions(h, s.cost, s.fill))
        if cantrip_ok(s, p):
            out.extend(_cantrip_actions(s, p))
        out.append(A_STOP)
        return out
    if ph == CAST_P:
        out = [BOOK_A[b] for b in range(N_BOOKS) if book_ok(s, p, b)]
        if cantrip_ok(s, p):
            out.extend(_cantrip_actions(s, p))
        out.append(A_STOP)
        return out
    if ph == SHIELD:
        sh = s.shield[p]
        out = [UNSHIELD[c] for c in range(5) if sh[c]]
        out.append(A_DONE)
        return out
    if ph == LEARN_P:
        out = [LEARN_A[sid] for sid in _learnable(s, p)]
        if sum(h) >= REVISE_COST:
            out.append(A_REVISE)
        out.append(A_END)
        return out
    if ph == PLACE:
        return list(PLACE_A)
    if ph == REVISE or ph == SETUP:
        return [DISCARD[c] for c in range(5) if h[c]]
    if ph == REARRANGE:
        return _move_actions(s, p) + [A_DONE]
    if ph == MASTER:
        out = [("master", b, i) for b, book in enumerate(s.books[p])
               for i, card in enumerate(book) if not card & 1]
        out.append(A_DONE)
        return out
    return []


def _pay_actions(h, cost, fill) -> list:
    slot = next_slot(fill)
    if slot < 0:
        return []
    code = cost[slot]
    if code != WILD:
        return [PAY[slot][code]] if h[code] else []
    need = [0, 0, 0, 0, 0]
    for i in range(slot + 1, len(cost)):
        if fill[i] < 0 and cost[i] != WILD:
            need[cost[i]] += 1
    row = PAY[slot]
    return [row[c] for c in range(5) if h[c] > need[c]]


def _cantrip_actions(s, p) -> list:
    code = CHARACTERS[s.chars[p]].cost
    h = s.hand[p]
    if code == WILD:
        return [CANTRIP[c] for c in range(5) if h[c]]
    return [CANTRIP[code]]


def _icon_actions(s: MagecraftState, p: int) -> list:
    pend = s.pending
    out: list[tuple] = []
    if pend[I_DRAW]:
        out.append(A_DRAW)
    if pend[I_ATTACK]:
        for t in range(s.players):
            if t != p and not s.out[t]:
                sh = s.shield[t]
                if sh[0] + sh[1] + sh[2] + sh[3] + sh[4]:
                    row = ATTACK[t]
                    out.extend(row[c] for c in range(5) if sh[c])
                else:
                    out.append(ATTACK_HP[t])
    if pend[I_HEAL]:
        out.append(A_HEAL)
    if pend[I_SHIELD]:
        n0 = len(out)
        ac, di = s.acad_gems, s.discard[p]
        out.extend(SHIELD_AC[c] for c in range(5) if ac[c])
        out.extend(SHIELD_DI[c] for c in range(5) if di[c])
        if len(out) == n0:
            out.append(A_SHIELD_NONE)
    if pend[I_VANISH]:
        h = s.hand[p]
        out.extend(VANISH_HAND[c] for c in range(5) if h[c])
        out.append(A_VANISH_HP)
    return out


def _move_actions(s: MagecraftState, p: int) -> list:
    if s.moves_left <= 0:
        return []
    books = s.books[p]
    out = []
    for fb in range(N_BOOKS):
        for fi in range(len(books[fb])):
            for tb in range(N_BOOKS):
                size = len(books[tb]) - (1 if tb == fb else 0)
                for ti in range(size + 1):
                    if tb == fb and ti == fi:
                        continue
                    out.append(("move", fb, fi, tb, ti))
    return out


# ---------------------------------------------------------------------------------------
# Applying actions

def apply(s: MagecraftState, action, player=None) -> list:
    """Play ``action`` (for ``player`` when given); IllegalAction, with the state left
    untouched, when it is not exactly one of the legal actions."""
    reason = why_illegal(s, action, player)
    if reason is not None:
        raise IllegalAction(reason)
    return apply_trusted(s, action)


def apply_trusted(s: MagecraftState, action) -> list:
    """``apply`` without the check, for an action taken unchanged from
    ``legal_actions(s)`` (search and rollouts): anything else may corrupt the state."""
    ev: list = []
    p = s.to_move
    assert p is not None            # trusted: legal actions exist only while a seat moves
    kind = action[0]
    ph = s.phase
    h = s.hand[p]
    if kind == "pay":
        _, slot, c = action
        h[c] -= 1
        s.fill[slot] = c
        if ph == PAY_LEARN:
            s.discard[p][c] += 1
            _moved(ev, p, c, "hand", "discard")
            if next_slot(s.fill) < 0:
                s.phase = PLACE
        else:
            s.spent[p][c] += 1
            _moved(ev, p, c, "hand", "spell")
            if next_slot(s.fill) < 0:
                _start_icons(s, "spell", ev)
            else:
                s.phase = PAYING
    elif ph == RESOLVE:
        _apply_icon(s, p, action, ev)
    elif kind == "discard":
        h[action[1]] -= 1
        s.discard[p][action[1]] += 1
        _moved(ev, p, action[1], "hand", "discard")
        if ph == SETUP:
            s.setup_left[0][1] -= 1
            if s.setup_left[0][1] == 0:
                s.setup_left.pop(0)
            if s.setup_left:
                s.to_move = s.setup_left[0][0]
            else:
                ev.append({"type": "SetupDone"})
                _begin_turn(s, s.start, ev)
        else:
            s.rev_left -= 1
            if s.rev_left == 0:
                s.phase = REARRANGE
                s.moves_left = sum(len(b) for b in s.books[p])
                ev.append({"type": "RevisionBegan", "player": p})
    elif kind == "unshield":
        c = action[1]
        s.shield[p][c] -= 1
        s.discard[p][c] += 1
        _moved(ev, p, c, "shield", "discard")
        if not sum(s.shield[p]):
            _enter_cast(s, ev)
    elif kind == "done":
        if ph == SHIELD:
            _enter_cast(s, ev)
        elif ph == MASTER:
            _end_turn(s, ev)             # mastering skipped
        else:
            _enter_master(s, ev)
    elif kind == "book":
        s.book = action[1]
        s.pos = 0
        ev.append({"type": "BookChosen", "player": p, "book": s.book})
        _stage(s, -1, ev)
        _check_book(s, ev)
    elif kind == "cantrip":
        c = action[1]
        h[c] -= 1
        s.spent[p][c] += 1
        _moved(ev, p, c, "hand", "character")
        s.resume = ph
        _start_icons(s, "cantrip", ev)
    elif kind == "cast":
        _start_icons(s, "spell", ev)
    elif kind == "stop":
        ev.append({"type": "CastingEnded", "player": p})
        _enter_learn(s, ev)
    elif kind == "learn":
        sid = action[1]
        s.learn_sid = sid
        s.cost = LEARN[sid]
        s.fill = [-1] * len(s.cost)
        ev.append({"type": "LearnBegan", "player": p, "spell": sid})
        s.phase = PAY_LEARN if s.cost else PLACE
    elif kind == "place":
        sid, b = s.learn_sid, action[1]
        i = s.acad_ids.index(sid)
        s.acad_count[i] -= 1
        s.books[p][b].insert(0, sid * 2)
        ev.append({"type": "SpellLearned", "player": p, "spell": sid, "book": b})
        s.cost = ()
        s.fill = []
        _end_turn(s, ev)
    elif kind == "revise":
        s.phase = REVISE
        s.rev_left = REVISE_COST
    elif kind == "move":
        _, fb, fi, tb, ti = action
        books = s.books[p]
        card = books[fb].pop(fi)
        books[tb].insert(ti, card)
        s.moves_left -= 1
        ev.append({"type": "SpellMoved", "player": p, "spell": card >> 1, "from": [fb, fi],
                   "to": [tb, ti]})
        if s.moves_left <= 0:
            _enter_master(s, ev)
    elif kind == "master":
        _, b, i = action
        s.books[p][b][i] |= 1
        ev.append({"type": "SpellMastered", "player": p, "spell": s.books[p][b][i] >> 1,
                   "book": b, "index": i})
        _end_turn(s, ev)
    elif kind == "end_turn":
        _end_turn(s, ev)
    return ev


def _enter_master(s: MagecraftState, ev: list) -> None:
    """The revision's last step, when the game plays mastering and a spell is left to
    master; else the turn ends."""
    p = s.current
    if not s.config.get("mastering", True):
        _end_turn(s, ev)
        return
    for book in s.books[p]:
        for card in book:
            if not card & 1:
                s.phase = MASTER
                return
    _end_turn(s, ev)


def _apply_icon(s: MagecraftState, p: int, action, ev: list) -> None:
    kind = action[0]
    pend = s.pending
    if kind == "draw":
        pend[I_DRAW] -= 1
        _draw_one(s, p, ev, "icon")
    elif kind == "heal":
        pend[I_HEAL] -= 1
        ac = s.acad_gems
        c = _most(ac)
        if c < 0:
            ev.append({"type": "Fizzled", "player": p, "what": "heal",
                       "why": "the Academy has no gem left"})
        else:
            ac[c] -= 1
            hp = s.hp[p]
            if sum(hp) >= HP_FULL:
                s.score[p][c] += 1
                _moved(ev, p, c, "academy", "score")
            else:
                hp[c] += 1
                _moved(ev, p, c, "academy", "hp")
    elif kind == "attack":
        pend[I_ATTACK] -= 1
        t = action[1]
        if len(action) == 3:
            c = action[2]
            s.shield[t][c] -= 1
            s.discard[t][c] += 1
            _moved(ev, p, c, "shield", "discard", owner=t)
        else:
            c = _most(s.hp[t])
            s.hp[t][c] -= 1
            s.score[p][c] += 1
            _moved(ev, p, c, "hp", "score", owner=t)
    elif kind == "shield":
        pend[I_SHIELD] -= 1
        if len(action) == 1:
            ev.append({"type": "Fizzled", "player": p, "what": "shield",
                       "why": "no gem in the Academy or your discard area"})
        else:
            c = action[2]
            if action[1] == "academy":
                s.acad_gems[c] -= 1
            else:
                s.discard[p][c] -= 1
            s.shield[p][c] += 1
            _moved(ev, p, c, action[1], "shield")
    elif kind == "vanish":
        pend[I_VANISH] -= 1
        if action[1] == "hand":
            c = action[2]
            s.hand[p][c] -= 1
            src = "hand"
        else:
            c = _most(s.hp[p])
            s.hp[p][c] -= 1
            src = "hp"
        s.score[p][c] += 1
        _moved(ev, p, c, src, "score")
    if kind in ("attack", "vanish", "heal"):
        if _check_end(s, ev):
            return
        if s.out[p]:
            _next_turn(s, ev)
            return
    if not any(pend):
        _finish_icons(s, ev)


