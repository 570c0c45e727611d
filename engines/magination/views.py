"""What a player may see (``view``) and full states consistent with it (``determinize``).

Hidden from a player: every deck (top cards an ability shows the deciding player
excepted), the other players' hands (but cards revealed since) and the other players'
face-down Magi. A view must carry nothing from which a hidden card's identity could be
rebuilt:

* its card id (``defs``) is HIDDEN; the multiset of each player's hidden cards stays
  public ("Determinization assumes open deck lists"), sorted, in ``pools``;
* instance ids are handed out after the opening shuffle (turn.new_state), so an id says
  nothing about the card; in the view the ids of hidden cards that nothing else refers
  to ("anonymous" cards) are dealt again in the order of the places they lie in, so the
  view is the same whichever of them lies where (a hand card and a deck card trading
  places give the same view);
* the config keeps no deck lists (their order is the Magi stacks' order) and no queued
  dice; the RNG is replaced;
* a decision pending for another player loses its options when they would tell hidden
  cards apart (a deck search lists the card kinds in that deck; a pick from a hand
  names the cards that match).

Hidden cards referred to elsewhere (a mark, the ability being resolved, the pending
decision, revealed cards now in a deck) keep their ids, their identity hidden.
"""
from __future__ import annotations

from engines.core.rng import Rng
from engines.magination.cards import CARDS, MAGI
from engines.magination.state import HIDDEN, State, clone

PRIVATE_CONFIG = ("decks", "dice")


def hidden_cards(s: State, player: int) -> set:
    """The instance ids ``player`` may not identify in ``s``."""
    hidden = set()
    for q in range(s.players):
        hidden.update(s.deck[q])
        if q != player:
            hidden.update(i for i in s.hand[q] if i not in s.known)
            hidden.update(s.stack[q])
    if s.pending is not None and s.pending[1] == player and s.pending[0] == "pick":
        hidden.difference_update(a[1] for a in s.pending[3] if a[0] == "pick")
        if s.ctx is not None:                       # cards the player is looking at
            hidden.difference_update(x for x in s.ctx.vars.get("top_top", ())
                                     if isinstance(x, int))
    return hidden


def _ints(x, out: set) -> None:
    if type(x) is int:
        out.add(x)
    elif isinstance(x, (tuple, list)):
        for y in x:
            _ints(y, out)
    elif isinstance(x, dict):
        for y in x.values():
            _ints(y, out)


def referenced(s: State) -> set:
    """Every int that might be an instance id outside the zones (conservative: counts
    and seats count too; a card wrongly listed here merely keeps its id)."""
    out: set = set(s.known) | set(s.limbo) | set(s.lent) | set(s.attacked) | set(s.no_attack)
    out |= s.must_attack | s.burrowed | set(s.burrow_loss) | {u // 4 for u in s.used}
    out.add(s.pack)
    for m in s.marks:
        out.add(m[1])
        out.add(m[4])
    _ints(s.pending, out)
    _ints(s.tasks, out)
    _ints(s.atk, out)
    if s.ctx is not None:
        out.update((s.ctx.source, s.ctx.spell))
        _ints(s.ctx.vars, out)
    return out


def anonymous_slots(s: State, hidden: set, fixed: set | frozenset = frozenset()):
    """Per player, the places (zone, index) of hidden cards nothing else refers to, in a
    fixed order (Magi stack, hand, deck); ``fixed`` cards are left out too."""
    refs = referenced(s) | fixed
    slots = []
    for q in range(s.players):
        mine = []
        for zone in ("stack", "hand", "deck"):
            for k, i in enumerate(getattr(s, zone)[q]):
                if i in hidden and i not in refs:
                    mine.append((zone, k))
        slots.append(mine)
    return slots


def view(s: State, player: int) -> State:
    t = clone(s)
    hidden = hidden_cards(s, player)
    defs = s.defs[:]
    energy = t.energy
    pools: list[list[list[int]]] = [[[], []] for _ in range(s.players)]
    for i in hidden:
        pools[s.owner[i]][1 if CARDS[defs[i]].type == MAGI else 0].append(defs[i])
        defs[i] = HIDDEN
        energy[i] = 0
    for q, slots in enumerate(anonymous_slots(s, hidden)):
        pools[q][0].sort()
        pools[q][1].sort()
        ids = sorted(getattr(s, z)[q][k] for z, k in slots)
        for (z, k), i in zip(slots, ids):          # dealt again in the places' order
            getattr(t, z)[q][k] = i
    t.defs = defs
    t.pools = pools
    t.config = {k: v for k, v in s.config.items() if k not in PRIVATE_CONFIG}
    t.rng = Rng(0)
    t.dice = []
    t.viewer = player
    if s.pending is not None and s.pending[1] != player and _pending_tells(s, hidden):
        t.pending = s.pending[:3] + ((),) + s.pending[4:]
    return t


def _pending_tells(s: State, hidden: set) -> bool:
    """Whether the pending decision's options would tell hidden cards apart."""
    assert s.pending is not None            # the caller's condition
    if s.pending[0] == "search":
        return True
    seen: set = set()
    _ints(s.pending[3], seen)
    return not seen.isdisjoint(hidden)


def determinize(v: State, rng) -> State:
    """A full state consistent with view ``v``: each player's hidden places refilled at
    random from that player's pool (Magi for the stack, other cards for hand and deck)."""
    t = clone(v)
    if v.pools is None:
        t.rng = rng.fork()
        return t
    defs = v.defs[:]
    for q in range(v.players):
        magi = [i for i in v.stack[q] if defs[i] == HIDDEN]
        cards = [i for z in (v.deck[q], v.hand[q]) for i in z if defs[i] == HIDDEN]
        for slots, pool in ((cards, v.pools[q][0]), (magi, v.pools[q][1])):
            pool = list(pool)
            rng.shuffle(pool)
            for i, d in zip(slots, pool):
                defs[i] = d
    t.defs = defs
    t.pools = None
    t.viewer = None
    t.rng = rng.fork()
    return t
