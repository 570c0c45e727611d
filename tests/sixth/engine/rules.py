"""Last Counter's state and pure rules (see the package's docstring)."""
from __future__ import annotations

from dataclasses import dataclass, field

from engines.core import events as E
from engines.core.actions import shape_problem
from engines.core.protocol import IllegalAction
from engines.core.rng import Rng
from tests.sixth.engine.deck import DeckModel

DECK = (1, 1, 2, 2, 3, 3)
HIDDEN = 0                      # a card the viewer cannot see, in a view
MOST = 3                        # the most counters one "take" removes


@dataclass
class SixthState:
    pile: int
    to_move: int | None = 0
    hand: list = field(default_factory=lambda: [None, None])   # a card, or None
    deck: list = field(default_factory=list)
    played: list = field(default_factory=list)                 # cards shown, in order
    cards: list = field(default_factory=lambda: list(DECK))    # the deck's cards (public)
    names: list = field(default_factory=lambda: ["Player 1", "Player 2"])
    winners: list | None = None


def check_config(config: dict) -> dict:
    players = config.get("players", 2) if isinstance(config, dict) else None
    if type(players) is not int or players != 2:
        raise ValueError("Last Counter is played by 2 players")
    pile = config.get("pile", 15)
    if type(pile) is not int or not 4 <= pile <= 40:
        raise ValueError("the pile holds 4 to 40 counters")
    names = config.get("names") or ["Player 1", "Player 2"]
    out = {"players": 2, "pile": pile, "names": [str(n) for n in names[:2]]}
    if "deck" in config:                        # a deck from the builder
        deck = DeckModel(config["deck"]) if isinstance(config["deck"], list) else None
        if deck is None or deck.left_out or deck.problems():
            raise ValueError("a deck holds six cards: One, Two or Three")
        out["deck"] = deck.cards()
    if "tutorial" in config:                    # the tutorial's staged position
        if config["tutorial"] != "sixth":
            raise ValueError("Last Counter has one tutorial")
        out["tutorial"] = "sixth"
    return out


def new_state(config: dict, seed: int, events: list) -> SixthState:
    config = check_config(config)
    cards = DeckModel(config["deck"]).values() if "deck" in config else list(DECK)
    deck = list(cards)
    Rng(seed).shuffle(deck)
    s = SixthState(pile=config["pile"], names=config["names"], cards=sorted(cards))
    s.hand = [deck.pop(), deck.pop()]
    s.deck = deck
    events += [E.game_started(2), E.turn_began(0, 1)]
    return s


def legal_actions(s: SixthState) -> list:
    if s.to_move is None:
        return []
    out: list = [("take", n) for n in range(1, min(MOST, s.pile) + 1)]
    card = s.hand[s.to_move]
    if card is not None and card <= s.pile:
        out.append(("card",))
    return out


def why_illegal(s: SixthState, action, player: int | None = None) -> str | None:
    """Why the ONE action is refused (None: it is legal), without listing them all."""
    bad = shape_problem(action)
    if bad:
        return bad
    if s.to_move is None:
        return "The game is over"
    if player is not None and player != s.to_move:
        return f"It is {s.names[s.to_move]}'s turn"
    if action == ("card",) and len(action) == 1:
        card = s.hand[s.to_move]
        if card is None:
            return "You have no card left"
        return None if card <= s.pile else f"Your card takes {card}: only {s.pile} left"
    if len(action) == 2 and action[0] == "take" and type(action[1]) is int:
        n = action[1]
        if not 1 <= n <= MOST:
            return f"Take 1 to {MOST} counters"
        return None if n <= s.pile else f"Only {s.pile} counters are left"
    return "That is not a move in Last Counter"


def apply(s: SixthState, action, player: int | None = None) -> list:
    reason = why_illegal(s, action, player)
    if reason is not None:
        raise IllegalAction(reason)
    return apply_trusted(s, action)


def apply_trusted(s: SixthState, action) -> list:
    p = s.to_move
    assert p is not None
    if action[0] == "card":
        n = s.hand[p]
        s.played.append(n)
        s.hand[p] = s.deck.pop() if s.deck else None
        s.pile -= n
        events = [{"type": "CardPlayed", "player": p, "card": n, "pile": s.pile}]
        if s.hand[p] is not None:
            events.append({"type": "CardDrawn", "player": p})
    else:
        n = action[1]
        s.pile -= n
        events = [{"type": "Took", "player": p, "n": n, "pile": s.pile}]
    if s.pile == 0:
        s.to_move, s.winners = None, [p]
        events.append(E.game_over([p], "took the last counter"))
    else:
        s.to_move = 1 - p
    return events


def result(state: SixthState) -> dict | None:
    if state.winners is None:
        return None
    return {"winners": list(state.winners),
            "scores": [int(p in state.winners) for p in (0, 1)]}


def position_value(s: SixthState, player: int) -> float:
    """Whoever moves with a pile that is not a multiple of four wins with best play."""
    mover_wins = s.pile % 4 != 0
    return 0.75 if mover_wins == (player == s.to_move) else 0.25


# --- what each player sees ----------------------------------------------------------------
def view(s: SixthState, player: int) -> SixthState:
    v = clone(s)
    v.deck = [HIDDEN] * len(s.deck)
    q = 1 - player
    if v.hand[q] is not None:
        v.hand[q] = HIDDEN
    return v


def determinize(v: SixthState, rng: Rng) -> SixthState:
    """A full state consistent with a view: the unseen cards dealt at random."""
    w = clone(v)
    unseen = list(v.cards)
    for c in [*v.played, *(c for c in v.hand if c)]:
        unseen.remove(c)
    rng.shuffle(unseen)
    w.deck = [unseen.pop() for _ in v.deck]
    w.hand = [unseen.pop() if c == HIDDEN else c for c in v.hand]
    return w


def clone(s: SixthState) -> SixthState:
    return SixthState(s.pile, s.to_move, list(s.hand), list(s.deck), list(s.played),
                      list(s.cards), list(s.names),
                      None if s.winners is None else list(s.winners))


def to_json(s: SixthState) -> dict:
    return {"pile": s.pile, "to_move": s.to_move, "hand": list(s.hand),
            "deck": list(s.deck), "played": list(s.played), "cards": list(s.cards),
            "names": list(s.names),
            "winners": s.winners}


def from_json(d: dict) -> SixthState:
    return clone(SixthState(**d))


# --- words --------------------------------------------------------------------------------
def _who(s: SixthState, p: int, viewer: int | None) -> str:
    return "You" if p == viewer else s.names[p]


def describe(s: SixthState, action, viewer: int | None = None) -> str:
    p = s.to_move if s.to_move is not None else 0
    if action[0] == "card":
        return f"{_who(s, p, viewer)}: play the card"
    return f"{_who(s, p, viewer)}: take {action[1]}"


def narrate(s: SixthState, ev: dict, viewer: int | None = None) -> str | None:
    kind = ev["type"]
    if kind == "Took":
        return f"{_who(s, ev['player'], viewer)} took {ev['n']}: {ev['pile']} left."
    if kind == "CardPlayed":
        return (f"{_who(s, ev['player'], viewer)} played a {ev['card']}: "
                f"{ev['pile']} left.")
    return None
