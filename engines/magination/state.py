"""The Magi-Nation Duel game state and the low-level moves every rule is built from
(energy changes, card moves, drawing, discarding from play, defeat checks).

Every physical card is an instance id (``iid``); ``defs[iid]`` is its card id in
``cards.CARDS`` (HIDDEN in a view when that player may not see it) and ``owner[iid]`` the
player whose zones hold it: its owner, or, while a card is in play under another player's
control (Abaquist - Possess), its controller. ``lent`` maps such cards to their real
owner (``owner_of``); a card returns to its owner when it leaves play (``leave_play``), so
it always lands in its owner's discard pile, hand or deck. Both ``owner`` and ``lent`` are
replaced, never mutated in place (clones share them). Piles keep their top card at the end
of the list; a Magi stack keeps its next Magi at index 0.

Nothing here calls up into the rules: a move that sets off an Effect queues it as a task
(``state.tasks``) for the task loop (turn.settle).
"""
from __future__ import annotations

from engines.core import events as E
from engines.core.rng import Rng
from engines.magination.cards import CARDS, CREATURE, MAGI, RELIC

HIDDEN = -1


class Ctx:
    """A Power, Spell or Effect being resolved: whose, from which card, which steps, how
    far (``ip``) and the choices made so far (``vars``)."""

    __slots__ = ("player", "source", "card", "kind", "power", "steps", "ip", "vars", "x",
                 "spell")
    player: int
    source: int
    card: int
    kind: str               # "power", "spell" or "effect"
    power: int | None       # the power's or effect's index (None for a spell)
    steps: list
    ip: int
    vars: dict
    x: int
    spell: int | None

    def copy(self) -> "Ctx":
        c = Ctx.__new__(Ctx)
        c.player, c.source, c.card, c.kind = self.player, self.source, self.card, self.kind
        c.power, c.steps, c.ip, c.x, c.spell = self.power, self.steps, self.ip, self.x, self.spell
        c.vars = {k: (list(v) if isinstance(v, list) else v) for k, v in self.vars.items()}
        return c

    def to_json(self) -> dict:
        return {"player": self.player, "source": self.source, "card": self.card,
                "kind": self.kind, "power": self.power, "ip": self.ip, "x": self.x,
                "spell": self.spell,
                "vars": {k: (list(v) if isinstance(v, list) else v) for k, v in self.vars.items()}}

    @classmethod
    def from_json(cls, d: dict) -> "Ctx":
        c = cls.__new__(cls)
        c.player, c.source, c.card, c.kind = d["player"], d["source"], d["card"], d["kind"]
        c.power, c.ip, c.x, c.spell = d["power"], d["ip"], d["x"], d["spell"]
        c.vars = {k: ([list(p) if isinstance(p, list) else p for p in v]
                      if isinstance(v, list) else v) for k, v in d["vars"].items()}
        c.steps = steps_of(c.card, c.kind, c.power)
        return c


def steps_of(card_id: int, kind: str, power) -> list:
    c = CARDS[card_id]
    if kind == "power":
        return c.powers[power].steps
    if kind == "spell":
        assert c.steps is not None          # a spell being resolved has steps
        return c.steps
    return c.effects[power].steps


class State:
    __slots__ = ("players", "config", "names", "defs", "owner", "energy", "deck", "hand",
                 "discard", "creatures", "relics", "stack", "defeated", "magi", "limbo",
                 "current", "first", "step", "turn_no", "turns_taken", "opened", "used",
                 "attacked", "no_attack", "must_attack", "reshuffled", "burrowed",
                 "burrow_loss", "pending", "tasks", "ctx", "atk", "winners", "out", "rng",
                 "viewer", "known", "pools", "dice", "end_reason", "turn_limit", "marks",
                 "lent", "pack", "listed")
    players: int
    config: dict
    names: list[str]
    defs: list[int]
    owner: list[int]
    energy: list[int]
    deck: list[list[int]]
    hand: list[list[int]]
    discard: list[list[int]]
    creatures: list[list[int]]
    relics: list[list[int]]
    stack: list[list[int]]
    defeated: list[list[int]]
    magi: list[int]
    limbo: list[int]
    current: int
    first: int
    step: int
    turn_no: int
    turns_taken: list[int]
    opened: list[bool]
    used: set[int]
    attacked: dict[int, int]
    no_attack: set[int]
    must_attack: set[int]
    reshuffled: bool
    burrowed: set[int]
    burrow_loss: dict[int, int]
    pending: tuple | None       # (kind, player, tag, options, extra)
    tasks: list[tuple]
    ctx: Ctx | None
    atk: tuple | None           # (attacker, defender, attacker's energy, defender's)
    winners: list[int] | None
    out: list[bool]
    rng: Rng
    viewer: int | None
    known: set[int]
    pools: list | None
    dice: list[int]
    end_reason: str | None
    turn_limit: int
    marks: list[tuple]          # (kind, target, who, count, spell)
    lent: dict[int, int]
    pack: int
    listed: list | None         # the free turn's actions as last listed (apply_trusted)

    @property
    def to_move(self):
        if self.winners is not None:
            return None
        if self.pending is not None:
            return self.pending[1]
        return self.current

    # read-outs for the UI and tests ------------------------------------------------------
    def card_of(self, iid: int):
        d = self.defs[iid]
        return None if d < 0 else CARDS[d]

    def magi_card(self, p: int):
        m = self.magi[p]
        return None if m < 0 else CARDS[self.defs[m]]

    def magi_energy(self, p: int) -> int:
        m = self.magi[p]
        return 0 if m < 0 else self.energy[m]

    def find(self, p: int, name: str, zone: str = "creatures") -> int:
        """The first instance of the named card in a player's zone (tests, tutorial)."""
        for i in getattr(self, zone)[p]:
            if self.defs[i] >= 0 and CARDS[self.defs[i]].name == name:
                return i
        raise KeyError(f"no {name} in player {p}'s {zone}")

    def zone_of(self, iid: int) -> str:
        p = self.owner[iid]
        for z in ("deck", "hand", "discard", "creatures", "relics", "stack", "defeated"):
            if iid in getattr(self, z)[p]:
                return z
        if self.magi[p] == iid:
            return "magi"
        if iid in self.limbo:
            return "limbo"
        return "?"


def cdef(s: State, iid: int):
    return CARDS[s.defs[iid]]


def alive(s: State) -> list:
    return [p for p in range(s.players) if not s.out[p]]


def opponents(s: State, p: int) -> list:
    return [q for q in range(s.players) if q != p and not s.out[q]]


def in_play(s: State, iid: int) -> bool:
    p = s.owner[iid]
    return iid == s.magi[p] or iid in s.creatures[p] or iid in s.relics[p]


def is_creature_in_play(s: State, iid: int) -> bool:
    return iid in s.creatures[s.owner[iid]]


def controller(s: State, iid: int) -> int:
    return s.owner[iid]


def owner_of(s: State, iid: int) -> int:
    """A card's owner (differs from ``owner[iid]`` while another player controls it)."""
    return s.lent.get(iid, s.owner[iid])


def _set_holder(s: State, iid: int, p: int) -> None:
    own = s.owner[:]
    own[iid] = p
    s.owner = own


def gain_control(s: State, iid: int, p: int, ev: list, why: str = "") -> bool:
    """Player p gains control of a creature or relic in play: it moves to p's side and
    stays p's until it leaves play (then it goes back to its owner)."""
    old = s.owner[iid]
    if old == p:
        return False
    zone = s.creatures if iid in s.creatures[old] else s.relics if iid in s.relics[old] \
        else None
    if zone is None:
        return False
    zone[old].remove(iid)
    zone[p].append(iid)
    real = s.lent.get(iid, old)
    lent = dict(s.lent)
    if real == p:
        lent.pop(iid, None)
    else:
        lent[iid] = real
    s.lent = lent
    _set_holder(s, iid, p)
    ev.append({"type": "ControlChanged", "card": iid, "from": old, "to": p, "owner": real,
               "why": why})
    return True


def leave_play(s: State, iid: int, ev: list) -> int:
    """Everything that happens to a creature or relic leaving play (before it lands in a
    pile): it leaves its zone, loses its energy and lasting conditions, Relics under it
    (Karak) go back to their owners' hands, and it returns to its owner. Returns the
    owner (whose pile it goes to)."""
    p = s.owner[iid]
    if iid in s.creatures[p]:
        s.creatures[p].remove(iid)
    elif iid in s.relics[p]:
        s.relics[p].remove(iid)
    s.energy[iid] = 0
    s.must_attack.discard(iid)
    s.burrowed.discard(iid)
    if s.pack == iid:
        s.pack = -1
    under = [m for m in s.marks if m[0] == "karak" and m[1] == iid]
    if under:
        s.marks = [m for m in s.marks if not (m[0] == "karak" and m[1] == iid)]
        for m in under:
            r = m[4]
            if r in s.limbo:
                s.limbo.remove(r)
                q = owner_of(s, r)
                s.hand[q].append(r)
                s.known.add(r)
                ev.append({"type": "CardMoved", "card": r, "player": q, "src": "under",
                           "dst": "hand", "why": "Karak left play"})
    clear_marks(s, iid, ev)
    if iid in s.lent:
        real = s.lent[iid]
        lent = dict(s.lent)
        del lent[iid]
        s.lent = lent
        _set_holder(s, iid, real)
        ev.append({"type": "ControlChanged", "card": iid, "from": p, "to": real,
                   "owner": real, "why": "left play"})
        return real
    return p


# ---------------------------------------------------------------------------------------
# Energy

def add_energy(s: State, iid: int, n: int, ev: list, why: str = "") -> int:
    if n <= 0 or not in_play(s, iid):
        return 0
    s.energy[iid] += n
    ev.append({"type": "EnergyChanged", "card": iid, "delta": n, "energy": s.energy[iid],
               "why": why})
    return n


def discard_energy(s: State, iid: int, n: int, ev: list, why: str = "",
                   hostile: bool = False) -> int:
    """Discard up to n energy from a card in play; returns what was removed. ``hostile``
    marks losses from attacks or opposing cards (the burrowed cap applies to those)."""
    if n <= 0 or not in_play(s, iid):
        return 0
    if hostile and iid in s.burrowed:
        room = 2 - s.burrow_loss.get(iid, 0)
        n = min(n, max(0, room))
    n = min(n, s.energy[iid])
    if n <= 0:
        return 0
    s.energy[iid] -= n
    if hostile and iid in s.burrowed:
        s.burrow_loss[iid] = s.burrow_loss.get(iid, 0) + n
    ev.append({"type": "EnergyChanged", "card": iid, "delta": -n, "energy": s.energy[iid],
               "why": why})
    return n


def move_energy(s: State, frm: int, to: int, n: int, ev: list, why: str = "") -> int:
    if n <= 0 or not in_play(s, frm) or not in_play(s, to):
        return 0
    n = min(n, s.energy[frm])
    if n <= 0:
        return 0
    s.energy[frm] -= n
    s.energy[to] += n
    ev.append({"type": "EnergyMoved", "from": frm, "to": to, "amount": n, "why": why,
               "energy_from": s.energy[frm], "energy_to": s.energy[to]})
    return n


# ---------------------------------------------------------------------------------------
# Cards

def reveal(s: State, iid: int, ev: list) -> None:
    s.known.add(iid)
    ev.append({"type": "CardRevealed", "card": iid, "player": s.owner[iid],
               "name": CARDS[s.defs[iid]].name})


def shuffle_deck(s: State, p: int, ev: list) -> None:
    if not s.config.get("fixed_order"):       # tests may keep a deck's order
        s.rng.shuffle(s.deck[p])
    for i in s.deck[p]:
        s.known.discard(i)
    ev.append({"type": "DeckShuffled", "player": p})


def draw(s: State, p: int, n: int, ev: list, reshuffle: bool = False) -> int:
    got = []
    deck = s.deck[p]
    for _ in range(n):
        if not deck and reshuffle and not s.reshuffled and s.discard[p]:
            s.reshuffled = True
            deck.extend(s.discard[p])
            s.discard[p].clear()
            if not s.config.get("fixed_order"):
                s.rng.shuffle(deck)
            for i in deck:
                s.known.discard(i)
            ev.append({"type": "DeckReshuffled", "player": p, "count": len(deck)})
        if not deck:
            break
        c = deck.pop()
        s.hand[p].append(c)
        got.append(c)
    ev.append({"type": "CardsDrawn", "player": p, "cards": got, "count": len(got)})
    return len(got)


def discard_from_play(s: State, iid: int, ev: list, why: str = "") -> None:
    """A creature or relic leaves play for its owner's discard pile."""
    ctl = s.owner[iid]
    if iid not in s.creatures[ctl] and iid not in s.relics[ctl]:
        return
    p = leave_play(s, iid, ev)
    s.discard[p].append(iid)
    ev.append({"type": "CardMoved", "card": iid, "player": p, "src": "play",
               "dst": "discard", "why": why})
    c = CARDS[s.defs[iid]]
    if c.type == CREATURE:
        for x in s.creatures[ctl]:                  # Sphor - Scavenge
            for e in CARDS[s.defs[x]].effects:
                if e.static == "scavenge":
                    ev.append({"type": "EffectTriggered", "card": x, "effect": e.name})
                    add_energy(s, x, 1, ev, e.name)
    for e in c.effects:
        if e.when == "discarded_from_play" and e.code:      # Twee - Regrow
            s.tasks.append(("discarded", e.code, iid))


def sweep(s: State, ev: list) -> None:
    """Creatures with no energy are defeated and discarded (simultaneously)."""
    dead = [c for p in range(s.players) for c in s.creatures[p] if s.energy[c] <= 0]
    for c in dead:
        ev.append({"type": "CreatureDefeated", "card": c, "player": s.owner[c]})
        discard_from_play(s, c, ev, "defeated")


def check_magi(s: State, ev: list) -> None:
    """A Magi with no energy and no creatures is defeated. Every player is checked at
    once (after the whole effect or attack): those whose last Magi fall together are out
    together, and the game is decided only then (``decide``)."""
    fallen = [p for p in range(s.players)
              if s.magi[p] >= 0 and s.energy[s.magi[p]] <= 0 and not s.creatures[p]]
    for p in fallen:
        defeat_magi(s, p, ev, decide_game=False)
    decide(s, [p for p in fallen if s.out[p]], ev)


def defeat_magi(s: State, p: int, ev: list, decide_game: bool = True) -> None:
    """Player ``p``'s Magi is defeated (its creatures and relics discarded); with no Magi
    left in the stack the player is out. ``decide_game`` False: the caller decides the game
    once every Magi defeated at the same time has fallen."""
    m = s.magi[p]
    ev.append({"type": "MagiDefeated", "player": p, "card": m,
               "name": CARDS[s.defs[m]].name})
    for c in list(s.creatures[p]) + list(s.relics[p]):
        discard_from_play(s, c, ev, "magi defeated")
    s.energy[m] = 0
    s.magi[p] = -1
    s.defeated[p].append(m)
    for k, e in enumerate(CARDS[s.defs[m]].effects):
        if e.when == "defeated":                    # Mobis - Legacy, Lasada - Warning
            ev.append({"type": "EffectTriggered", "card": m, "effect": e.name})
            if e.static == "legacy" and s.stack[p]:
                add_mark(s, "legacy", p, -1, -1)
            elif e.steps:                           # Lasada - Warning, Adis - Haunt
                s.tasks.append(("defeat_effect", p, m, k))
    if not s.stack[p]:
        s.out[p] = True
        ev.append({"type": "PlayerOut", "player": p})
        if decide_game:
            decide(s, [p], ev)


DRAW_REASON = "a draw: the last Magi fell at the same time"


def decide(s: State, gone: list, ev: list) -> None:
    """After players ``gone`` went out together: one player left wins; nobody left is a
    draw among those who went out together (they share the result)."""
    left = alive(s)
    if len(left) == 1:
        end_game(s, left, "all opposing Magi defeated", ev)
    elif not left and gone:
        end_game(s, sorted(gone), DRAW_REASON, ev, draw=True)


def end_game(s: State, winners: list, reason: str, ev: list, draw: bool = False) -> None:
    if s.winners is not None:
        return
    s.winners = list(winners)
    s.end_reason = reason
    s.pending = None
    s.tasks = []
    s.ctx = None
    ev.append(E.game_over(winners, reason, draw=True) if draw else E.game_over(winners, reason))


def roll_die(s: State, n: int, ev: list, player: int, why: str = "") -> int:
    vals = []
    for _ in range(n):
        vals.append(s.dice.pop(0) if s.dice else s.rng.randint(1, 6))
    ev.append(E.dice_rolled(player, "d6", vals, why, total=sum(vals)))
    return sum(vals)


# ---------------------------------------------------------------------------------------
# Cards in play: static abilities, Effects, ability contexts


def has_static(c, name) -> bool:
    return any(e.static == name for e in c.effects)


def own_effects(s, p, when):
    """(source iid, effect index) of player p's cards in play with an Effect on ``when``."""
    out = []
    srcs = ([s.magi[p]] if s.magi[p] >= 0 else []) + s.relics[p] + s.creatures[p]
    for c in srcs:
        for k, e in enumerate(CARDS[s.defs[c]].effects):
            if e.when == when:
                out.append((c, k))
    return out


def new_ctx(p, src, card_id, kind, power, steps) -> Ctx:
    ctx = Ctx.__new__(Ctx)
    ctx.player, ctx.source, ctx.card, ctx.kind = p, src, card_id, kind
    ctx.power, ctx.steps, ctx.ip, ctx.vars, ctx.x, ctx.spell = power, steps, 0, {}, 0, None
    return ctx


def put_creature_in_play(s, p, iid, energy, ev, why="played") -> None:
    """A creature enters play with ``energy``; the Effects it sets off (Creature played)
    are queued for the task loop."""
    s.creatures[p].append(iid)
    s.energy[iid] = energy
    ev.append({"type": "CreaturePlayed", "card": iid, "player": p, "energy": energy,
               "why": why})
    c = CARDS[s.defs[iid]]
    trig = [(p, src, k) for src, k in own_effects(s, p, "own_creature_played")]
    for k2 in range(s.players):
        q = (p + k2) % s.players
        trig += [(q, src, k) for src, k in own_effects(s, q, "creature_played") if src != iid]
    keep = []
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
        keep.append((q, src, k))
    if keep:
        s.tasks.append(("played", tuple(keep), iid))


def is_colossus(s, c: int) -> bool:
    d = s.defs[c]
    return d >= 0 and any(e.static == "colossus" for e in CARDS[d].effects)


# ---------------------------------------------------------------------------------------
# Regions

_PENALTY: dict = {}


def penalty(magi_card, c) -> int | None:
    """Extra energy a Magi pays to play card c: 0 or 1, None when the card may not be
    played at all (regional restriction). Card data never changes: each pair is worked
    out once."""
    if magi_card is None:
        return None
    key = (magi_card, c)                # the cards themselves (kept alive by the key)
    if key in _PENALTY:
        return _PENALTY[key]
    pen = _PENALTY[key] = _penalty(magi_card, c)
    return pen


def _penalty(magi_card, c) -> int | None:
    cr, mr = c.regions, magi_card.regions
    if "Universal" in cr:
        return 0
    text = (c.text or "") + " ".join(p.text for p in c.powers) + " ".join(
        e.text for e in c.effects)
    if "Core" in mr:
        if "Core" in cr:
            return 0
        sh = magi_card.shadow_of
        if sh and sh in cr and "Shadow Magi may play" in text and c.type != RELIC:
            return 1
        return None
    if "Core" in cr:
        return 1 if ("may play" in text and c.type != RELIC) else None
    for r in cr:
        if r in mr:
            return 0
    if c.type == RELIC:
        return None
    return 1


def max_attacks(s: State, iid: int) -> int:
    p = s.owner[iid]
    if any(e.static == "attack_twice" for e in CARDS[s.defs[iid]].effects):
        return 2
    mc = s.magi_card(p)
    if mc is not None:
        for e in mc.effects:
            if e.static == "double_attack":
                return 2
    return 1


# ---------------------------------------------------------------------------------------
# Marks: lasting conditions set by cards ("cannot attack until after your next turn").
# A mark is (kind, target iid, who, count, spell): ``count`` turn ends of ``who`` remove
# it (who >= 0: that player's turns; -1: every turn; -(2 + p): turns of anyone but p;
# count -1: it never runs out). ``spell`` is a Spell card kept in play while the mark
# lasts (-1 for none). Marks on a card that leaves play go with it (except "recalled").

LASTING = ("recalled", "legacy")


def add_mark(s: State, kind: str, target: int, who: int, count: int, spell: int = -1) -> None:
    s.marks.append((kind, target, who, count, spell))


def has_mark(s: State, kind: str, target: int) -> bool:
    for m in s.marks:
        if m[0] == kind and m[1] == target:
            return True
    return False


def _drop_mark(s: State, m, ev: list) -> None:
    if m[0] == "burrowed" and not any(x[0] == "burrowed" and x[1] == m[1] and x is not m
                                      for x in s.marks):
        s.burrowed.discard(m[1])
    sp = m[4]
    if sp >= 0 and sp in s.limbo and not any(x[4] == sp and x is not m for x in s.marks):
        s.limbo.remove(sp)
        s.discard[s.owner[sp]].append(sp)
        ev.append({"type": "CardMoved", "card": sp, "player": s.owner[sp], "src": "play",
                   "dst": "discard", "why": "spell ended"})


def tick_marks(s: State, p: int, ev: list) -> None:
    """The end of player p's turn: count down the marks that count p's turns."""
    keep = []
    for m in s.marks:
        kind, t, who, count, sp = m
        if count >= 0 and (who == -1 or who == p or (who <= -2 and -(who + 2) != p)):
            count -= 1
            if count <= 0:
                _drop_mark(s, m, ev)
                continue
            m = (kind, t, who, count, sp)
        keep.append(m)
    s.marks = keep


def clear_marks(s: State, iid: int, ev: list) -> None:
    gone = [m for m in s.marks if m[1] == iid and m[0] not in LASTING]
    if gone:
        s.marks = [m for m in s.marks if not (m[1] == iid and m[0] not in LASTING)]
        for m in gone:
            _drop_mark(s, m, ev)


def energize_rate(s: State, iid: int) -> int:
    """A card's energize number (Water of Life adds one to its controller's Magi)."""
    c = CARDS[s.defs[iid]]
    n = c.energize
    p = s.owner[iid]
    if iid == s.magi[p]:
        for r in s.relics[p]:
            for e in CARDS[s.defs[r]].effects:
                if e.static == "magi_energize_plus_one":
                    n += 1
    return n


def clone(s: State) -> State:
    """A fast independent copy (by hand: lists copied, immutable parts shared)."""
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
    t.listed = None                               # the trusted path's list: never copied
    return t



def new_blank_state() -> State:
    s = State.__new__(State)
    s.viewer = None
    s.rng = Rng(0)
    s.listed = None
    return s


__all__ = ["State", "Ctx", "HIDDEN", "MAGI", "CREATURE", "RELIC"]
