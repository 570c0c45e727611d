"""Magi rules engine (pure, deterministic from config, seed and actions).

A turn has four phases: magic, drawing, main, closing. Only the magic phase (when the
player holds a playable card with the through symbol), the main phase and pending ability
choices wait for a decision; the drawing and closing phases run by themselves.

Settled details (the rulebook is silent or loose here):
* Abilities of one card resolve in a fixed order: reset, draw, reverse, select/free, shot,
  again. Original first asks its three choices, then resolves them in that same order.
* An empty talon is refilled by shuffling the discard pile except its top card; when
  nothing is left the rest of that draw is skipped.
* The round ends as soon as the player whose turn it is holds no card while no DRAWCOUNT
  lies on the table: checked after each played card (its choices are then skipped) and at
  the start of every turn.
* "Magi!" may be called by the player to move whenever they hold one or two cards and have
  not called since their hand last grew. A player who ends their turn holding one card
  without having called is catchable until their next turn begins or their hand changes.
* The call window (config ``call_window``: the seats that want it; a table gives it to its
  human): when such a seat's turn would close with one card in hand and no call, the turn
  is held open in the ``calling`` phase instead; the seat calls "Magi!" (which closes the
  turn) or ends the turn without calling (``("end_turn",)``; then it is catchable as
  usual). Config ``auto_call``: seats for whom the game calls "Magi!" at that moment (a
  MagiCalled event with ``auto``). Neither applies when an Again turn follows (the same
  player moves again, so nobody can catch them). The AI seats want neither: they call by
  their own policy, before or after their second-to-last card.
* A config "deal" ({"hands", "pile", "talon"[, "discard"]}) fixes the first round for tests
  and the tutorial; cards it does not mention are set aside ("out") for that round.
* ``waits`` is what the whole table saw of each player's last choice to draw or pass: the
  requirement then and how many of the cards held then the player may still hold (one
  fewer for each card it plays since; None once none can be left, and at a new round).
  It is public, so views keep it; the Hard AI deals hidden hands from it.
"""
from __future__ import annotations

from engines.core.actions import shape_problem
from engines.core.events import game_over, game_started
from engines.core.protocol import IllegalAction
from engines.core.rng import Rng
from engines.core.serial import state_from_json, state_to_json
from engines.magi.cards import (ABIL, AGAIN, CARDS, COL, COLOUR_INDEX, COLOURS,
                                DRAW, FREE, IS_MAGI, MAGIC_OK, MAGIC_OK_VARIATION, N_CARDS,
                                ORIGINAL, PIC, PICTURES, PTS, RESET, REVERSE, SELECT, SHOT)

HIDDEN = -1

# Player counts: the one place they live (the RULES class and the config check read them).
MIN_PLAYERS = 2
MAX_PLAYERS = 8
DEFAULT_PLAYERS = 4
HOUSE_RULE_PLAYERS = (2, 3)          # allowed, but the rulebook plays 4-8
DEFAULT_TARGET = 50
# the highest points limit a game may be set to: twice the rulebook's 50 (a game to it
# stays well inside a save's cap of moves, RULES.max_record_actions)
MAX_TARGET = 100

# Phases in which the player to move has a decision.
MAGIC = "magic"
MAIN = "main"
DRAWN = "drawn"      # main phase after drawing a card
CALLING = "calling"  # the closing phase held open for a "Magi!" call (config call_window)
CHOICE = "choice"    # answering a pending ability choice
OVER = "over"

# Pending choice kinds.
P_COLOUR, P_SHOOT, P_ORIG1, P_ORIG2, P_ORIG3 = "colour", "shoot", "orig1", "orig2", "orig3"
ORIG_GROUPS = {
    P_ORIG1: ("select", "free"),
    P_ORIG2: ("again", "reverse", "shot", "through"),
    P_ORIG3: ("draw0", "draw1", "draw2", "draw3"),
}
_ORIG_CODE = {"select": (SELECT, 0), "free": (FREE, 0), "again": (AGAIN, 0),
              "reverse": (REVERSE, 0), "shot": (SHOT, 0), "through": None,
              "draw0": (DRAW, 0), "draw1": (DRAW, 1), "draw2": (DRAW, 2), "draw3": (DRAW, 3)}

# Interned actions (no allocation on the hot path).
PLAY = [("play", c) for c in range(N_CARDS)]
A_DRAW = ("draw",)
A_PASS = ("pass",)
A_SKIP = ("skip_magic",)
A_CALL = ("call",)
A_END = ("end_turn",)
COLOUR_ACTIONS = [("colour", c) for c in COLOURS]
SHOOT = [("shoot", s) for s in range(8)]
CATCH = [("catch", s) for s in range(8)]
ORIG_ACTIONS = {k: [("original", v) for v in vals] for k, vals in ORIG_GROUPS.items()}


class MagiState:
    """The whole game. Hands are lists of card ids (HIDDEN in views); the talon and the
    discard pile keep their top card at the end of the list."""

    __slots__ = ("players", "config", "names", "variation", "target", "hands", "talon",
                 "pile", "out", "req_colour", "req_picture", "req_free", "direction",
                 "markers", "current", "to_move", "phase", "pending", "orig", "again",
                 "shot", "turn_no", "called", "catchable", "starter", "round_no", "totals",
                 "round_scores", "winners", "rng", "viewer", "unseen", "waits")
    players: int
    config: dict
    names: list[str]
    variation: bool
    target: int
    hands: list[list[int]]
    talon: list[int]
    pile: list[int]
    out: list[int]
    req_colour: int
    req_picture: int
    req_free: bool
    direction: int
    markers: list[int]
    current: int
    to_move: int | None
    phase: str
    pending: list[str]
    orig: list[str]
    again: bool
    shot: int
    turn_no: int
    called: list[bool]
    catchable: list[bool]
    starter: int
    round_no: int
    totals: list[int]
    round_scores: list[list[int]]
    winners: list[int] | None
    rng: Rng
    viewer: int | None
    unseen: tuple[int, ...] | None
    # per seat: [req_colour, req_picture, req_free, cards still held] or None
    waits: list[list | None]

    def __init__(self) -> None:
        self.viewer = None
        self.unseen = None      # a view's cards its player cannot see (determinize's pool)

    # Convenience read-outs for UI and tests.
    @property
    def drawcount(self) -> int:
        return sum(self.markers)

    @property
    def top(self) -> int:
        return self.pile[-1]

    def requirement(self) -> dict:
        """What the next card must match: {"colour", "picture", "free"}."""
        return {"colour": COLOURS[self.req_colour] if self.req_colour >= 0 else None,
                "picture": PICTURES[self.req_picture] if self.req_picture >= 0 else None,
                "free": self.req_free}


# ---------------------------------------------------------------------------------------
# Setup

def check_config(config: dict | None) -> dict:
    """The config made whole (defaults filled in), or ValueError with a sentence for
    players. A fixed ``deal`` (tests, tutorial) is checked for its shape here."""
    cfg = dict(config or {})
    n = cfg.get("players", DEFAULT_PLAYERS)
    if type(n) is not int or not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"Magi is played by {MIN_PLAYERS} to {MAX_PLAYERS} players "
                         f"({HOUSE_RULE_PLAYERS[-1] + 1}-{MAX_PLAYERS} official, "
                         f"{HOUSE_RULE_PLAYERS[0]}-{HOUSE_RULE_PLAYERS[-1]} house rule)")
    cfg["players"] = n
    names = cfg.get("names")
    if names is None:
        names = [f"Player {i + 1}" for i in range(n)]
    if isinstance(names, (str, bytes)) or not hasattr(names, "__len__"):
        raise ValueError("Give one name per player")
    names = [str(x) for x in names]
    if len(names) != n:
        raise ValueError("Give one name per player")
    cfg["names"] = names
    cfg["variation"] = bool(cfg.get("variation", False))
    target = cfg.get("target", DEFAULT_TARGET)
    if type(target) is not int or not 1 <= target <= MAX_TARGET:
        raise ValueError(f"The points limit must be a whole number from 1 to {MAX_TARGET}")
    cfg["target"] = target
    first = cfg.get("first_starter", 0)
    if type(first) is not int or not 0 <= first < n:
        raise ValueError("The first dealer must be one of the seats")
    cfg["first_starter"] = first
    for key in ("call_window", "auto_call"):
        cfg[key] = _seat_list(cfg.get(key, ()), n)
    if "deal" in cfg:
        _check_deal(cfg["deal"], n)
    return cfg


def _seat_list(value, n: int) -> list:
    """A list of distinct seats (the call window's and auto-call's config)."""
    if not isinstance(value, (list, tuple)) or len(value) > n \
            or any(type(x) is not int or not 0 <= x < n for x in value) \
            or len(set(value)) != len(value):
        raise ValueError("The \"Magi!\" call settings must name seats at the table")
    return sorted(value)


def _card_ids(value, what: str) -> list:
    if not isinstance(value, (list, tuple)) or len(value) > N_CARDS \
            or any(type(c) is not int or not 0 <= c < N_CARDS for c in value):
        raise ValueError(f"The fixed deal's {what} must list cards of the game")
    return list(value)


def _check_deal(deal, n: int) -> None:
    """A fixed deal: {"hands": one list per player, "pile": a card[, "talon",
    "discard"]}, every card of the game at most once."""
    if not isinstance(deal, dict) or "hands" not in deal or "pile" not in deal:
        raise ValueError("The fixed deal needs the hands and the pile's first card")
    hands = deal["hands"]
    if not isinstance(hands, (list, tuple)) or len(hands) != n:
        raise ValueError("The fixed deal must give one hand per player")
    used = [c for h in hands for c in _card_ids(h, "hands")]
    used += _card_ids([deal["pile"]], "pile")
    for key in ("talon", "discard"):
        if key in deal:
            used += _card_ids(deal[key], key)
    if len(used) != len(set(used)):
        raise ValueError("The fixed deal repeats a card")


def new_state(config: dict, seed: int, events: list | None = None) -> MagiState:
    cfg = check_config(config)
    n = cfg["players"]
    s = MagiState()
    s.players = n
    deal = cfg.pop("deal", None)          # used once; the state keeps no record of it
    s.config = cfg
    s.names = cfg["names"]
    s.variation = cfg["variation"]
    s.target = cfg["target"]
    s.rng = Rng(seed)
    s.totals = [0] * n
    s.round_scores = []
    s.winners = None
    s.round_no = 0
    s.turn_no = 0
    s.starter = cfg["first_starter"]
    s.called = [False] * n
    s.catchable = [False] * n
    s.hands = [[] for _ in range(n)]
    s.talon, s.pile, s.out, s.markers, s.pending, s.orig = [], [], [], [], [], []
    s.again, s.shot, s.direction = False, -1, 1
    s.req_colour, s.req_picture, s.req_free = -1, -1, False
    s.phase, s.current, s.to_move = MAIN, s.starter, s.starter
    ev = events if events is not None else []
    ev.append(game_started(n, names=list(s.names)))
    _setup_round(s, ev, deal)
    return s


def _setup_round(s: MagiState, ev: list, deal=None) -> None:
    n = s.players
    s.round_no += 1
    s.direction = 1
    s.markers = []
    s.pending = []
    s.orig = []
    s.called = [False] * n
    s.catchable = [False] * n
    s.waits = [None] * n
    s.out = []
    if deal:
        hands = [list(map(int, h)) for h in deal["hands"]]
        if len(hands) != n:
            raise ValueError("the fixed deal must give one hand per player")
        pile_top = int(deal["pile"])
        discard = [int(c) for c in deal.get("discard", [])]
        used = [c for h in hands for c in h] + [pile_top] + discard
        if "talon" in deal:
            talon = [int(c) for c in deal["talon"]][::-1]          # given top first
            used += talon
            s.out = sorted(set(range(N_CARDS)) - set(used))
        else:
            rest = sorted(set(range(N_CARDS)) - set(used))
            s.rng.shuffle(rest)
            talon = rest
            used += talon
        if len(used) != len(set(used)) or any(not 0 <= c < N_CARDS for c in used):
            raise ValueError("the fixed deal repeats a card or names an unknown card")
        s.hands = hands
        s.pile = discard + [pile_top]
        s.talon = talon
    else:
        deck = list(range(N_CARDS))
        s.rng.shuffle(deck)
        s.hands = [[] for _ in range(n)]
        # The starter deals one card at a time, beginning with their left neighbour.
        for _ in range(6):
            for k in range(1, n + 1):
                s.hands[(s.starter + k) % n].append(deck.pop())
        s.pile = [deck.pop()]
        s.talon = deck
    top = s.pile[-1]
    if IS_MAGI[top]:
        s.req_colour, s.req_picture, s.req_free = -1, -1, True
    else:
        s.req_colour, s.req_picture, s.req_free = COL[top], PIC[top], False
    ev.append({"type": "RoundBegan", "round": s.round_no, "starter": s.starter})
    ev.append({"type": "Dealt", "counts": [len(h) for h in s.hands], "dealer": s.starter})
    ev.append({"type": "PileStarted", "card": top, "free": s.req_free})
    _run_turns(s, s.starter, False, ev)


# ---------------------------------------------------------------------------------------
# Turn flow

def _matches(s: MagiState, c: int) -> bool:
    if IS_MAGI[c] or s.req_free:
        return True
    if COL[c] == s.req_colour:
        return True
    p = s.req_picture
    return p >= 0 and PIC[c] == p


def _has_magic_play(s: MagiState, hand: list) -> bool:
    ok = MAGIC_OK_VARIATION if s.variation else MAGIC_OK
    if s.req_free:
        for c in hand:
            if ok[c]:
                return True
        return False
    col, pic = s.req_colour, s.req_picture
    for c in hand:
        if ok[c] and (IS_MAGI[c] or COL[c] == col or PIC[c] == pic):
            return True
    return False


def _run_turns(s: MagiState, p: int, again: bool, ev: list) -> None:
    """Begin the turn of seat p and run automatic phases until someone must decide."""
    while True:
        s.current = p
        s.catchable[p] = False
        hand = s.hands[p]
        if not hand and not s.markers:
            _end_round(s, ev)      # scores, then ends the game or sets up the next round
            return
        s.turn_no += 1
        s.again = False
        s.shot = -1
        ev.append({"type": "TurnBegan", "player": p, "turn_no": s.turn_no, "again": again})
        ev.append({"type": "PhaseChanged", "player": p, "phase": MAGIC})
        if hand and _has_magic_play(s, hand):
            s.phase = MAGIC
            s.to_move = p
            return
        ev.append({"type": "PhaseChanged", "player": p, "phase": "drawing"})
        if s.markers:
            total = sum(s.markers)
            s.markers = []
            _draw(s, p, total, "drawcount", ev)
            nxt = _closing(s, ev)
            if nxt is None:        # held open for a "Magi!" call
                return
            p, again = nxt
            continue
        ev.append({"type": "PhaseChanged", "player": p, "phase": MAIN})
        s.phase = MAIN
        s.to_move = p
        return


def _closing(s: MagiState, ev: list, resume: bool = False) -> tuple | None:
    """Closing phase of the current player; returns (next seat, is an Again turn), or
    None when the turn is held open for a "Magi!" call (the call window). ``resume``:
    the window is being closed (its phase events are already out)."""
    p = s.current
    if not resume:
        ev.append({"type": "PhaseChanged", "player": p, "phase": "closing"})
        if len(s.hands[p]) == 1 and not s.called[p] and not s.again:
            cfg = s.config
            if p in cfg.get("auto_call", ()):
                s.called[p] = True
                ev.append({"type": "MagiCalled", "player": p, "cards": 1, "auto": True})
            elif p in cfg.get("call_window", ()):
                s.phase = CALLING
                s.to_move = p
                ev.append({"type": "PhaseChanged", "player": p, "phase": CALLING})
                return None
    if len(s.hands[p]) == 1 and not s.called[p]:
        s.catchable[p] = True
        ev.append({"type": "MagiForgotten", "player": p})
    if s.again:
        return p, True
    if s.shot >= 0:
        return s.shot, False
    return (p + s.direction) % s.players, False


def _draw(s: MagiState, p: int, k: int, reason: str, ev: list) -> list:
    talon = s.talon
    hand = s.hands[p]
    got = []
    for _ in range(k):
        if not talon:
            pile = s.pile
            if len(pile) <= 1:
                break
            talon.extend(pile[:-1])
            del pile[:-1]
            s.rng.shuffle(talon)
            ev.append({"type": "TalonReshuffled", "count": len(talon)})
        got.append(talon.pop())
    if got:
        hand.extend(got)
        s.called[p] = False
        s.catchable[p] = False
    ev.append({"type": "CardsDrawn", "player": p, "count": len(got), "cards": got,
               "reason": reason})
    return got


def _end_round(s: MagiState, ev: list) -> bool:
    """Score the round; returns True when the game is over."""
    pts = [sum(PTS[c] for c in h) for h in s.hands]
    totals = s.totals
    for i, v in enumerate(pts):
        totals[i] += v
    s.round_scores.append(pts)
    ev.append({"type": "RoundEnded", "round": s.round_no, "winner": s.current,
               "hand_points": pts, "totals": list(totals)})
    if max(totals) >= s.target:
        low = min(totals)
        s.winners = [i for i, t in enumerate(totals) if t == low]
        s.phase = OVER
        s.to_move = None
        s.pending = []
        ev.append(game_over(s.winners, "target", totals=list(totals)))
        return True
    s.starter = (s.starter + 1) % s.players
    _setup_round(s, ev, None)
    return True


def _resolve(s: MagiState, p: int, codes, card: int, ev: list) -> None:
    """Apply the non-choice abilities in order; queue the choices (colour, shoot)."""
    for code, amount in codes:
        if code == RESET:
            removed = sum(s.markers)
            s.markers = []
            ev.append({"type": "AbilityResolved", "player": p, "card": card,
                       "ability": "reset"})
            ev.append({"type": "DrawcountReset", "removed": removed, "player": p,
                       "card": card})
        elif code == DRAW:
            ev.append({"type": "AbilityResolved", "player": p, "card": card,
                       "ability": "draw", "amount": amount})
            if amount:
                s.markers.append(amount)
                ev.append({"type": "DrawcountAdded", "amount": amount,
                           "total": sum(s.markers), "markers": list(s.markers),
                           "player": p, "card": card})
        elif code == REVERSE:
            s.direction = -s.direction
            ev.append({"type": "AbilityResolved", "player": p, "card": card,
                       "ability": "reverse"})
            ev.append({"type": "DirectionChanged", "direction": s.direction, "player": p,
                       "card": card})
        elif code == SELECT:
            s.req_colour, s.req_picture, s.req_free = -1, -1, False
            s.pending.append(P_COLOUR)
        elif code == FREE:
            s.req_colour, s.req_picture, s.req_free = -1, -1, True
            ev.append({"type": "AbilityResolved", "player": p, "card": card,
                       "ability": "free"})
        elif code == SHOT:
            s.pending.append(P_SHOOT)
        elif code == AGAIN:
            s.again = True
            ev.append({"type": "AbilityResolved", "player": p, "card": card,
                       "ability": "again"})


def _end_turn(s: MagiState, ev: list, resume: bool = False) -> None:
    """Close the current turn and run on to the next decision."""
    nxt = _closing(s, ev, resume)
    if nxt is not None:
        _run_turns(s, nxt[0], nxt[1], ev)


def _after_play(s: MagiState, ev: list) -> None:
    """After a card and its automatic abilities: end the round, ask a choice or close."""
    p = s.current
    if not s.hands[p] and not s.markers:
        s.pending = []
        _end_round(s, ev)
        return
    if s.pending:
        s.phase = CHOICE
        s.to_move = p
        return
    nxt = _closing(s, ev)                 # _end_turn, inline: every played card comes here
    if nxt is not None:
        _run_turns(s, nxt[0], nxt[1], ev)


def _play(s: MagiState, c: int, ev: list) -> None:
    p = s.current
    phase = s.phase
    s.hands[p].remove(c)
    s.pile.append(c)
    w = s.waits[p]
    if w is not None:                   # one fewer of the cards held when it waited
        s.waits[p] = [w[0], w[1], w[2], w[3] - 1] if w[3] > 1 else None
    s.catchable[p] = False
    ev.append({"type": "CardPlayed", "player": p, "card": c, "phase": MAIN if phase == DRAWN
               else phase})
    codes = ABIL[c]
    if IS_MAGI[c]:
        s.req_colour, s.req_picture, s.req_free = -1, -1, True
    else:
        s.req_colour, s.req_picture, s.req_free = COL[c], PIC[c], False
    if codes:
        if codes[0][0] == ORIGINAL:
            s.orig = []
            s.pending = [P_ORIG1, P_ORIG2, P_ORIG3]
            s.phase = CHOICE
            s.to_move = p
            return
        _resolve(s, p, codes, c, ev)
    _after_play(s, ev)


# ---------------------------------------------------------------------------------------
# Legal actions and reasons

def _extras(s: MagiState, p: int, out: list) -> list:
    if not s.called[p] and 0 < len(s.hands[p]) <= 2:
        out.append(A_CALL)
    if True in s.catchable:
        for v, flag in enumerate(s.catchable):
            if flag and v != p:
                out.append(CATCH[v])
    return out


def legal_actions(s: MagiState) -> list:
    p = s.to_move
    if p is None:
        return []
    phase = s.phase
    hand = s.hands[p]
    out: list[tuple] = []
    if phase == MAIN or phase == DRAWN:
        if s.req_free:
            for c in hand:
                out.append(PLAY[c])
        else:
            col, pic = s.req_colour, s.req_picture
            for c in hand:
                if IS_MAGI[c] or COL[c] == col or PIC[c] == pic:
                    out.append(PLAY[c])
        out.append(A_DRAW if phase == MAIN else A_PASS)
    elif phase == MAGIC:
        ok = MAGIC_OK_VARIATION if s.variation else MAGIC_OK
        free = s.req_free
        col, pic = s.req_colour, s.req_picture
        for c in hand:
            if ok[c] and (free or IS_MAGI[c] or COL[c] == col or PIC[c] == pic):
                out.append(PLAY[c])
        out.append(A_SKIP)
    elif phase == CHOICE:
        kind = s.pending[0]
        if kind == P_COLOUR:
            out.extend(COLOUR_ACTIONS)
        elif kind == P_SHOOT:
            out.extend(SHOOT[v] for v in range(s.players) if v != p)
        else:
            out.extend(ORIG_ACTIONS[kind])
    elif phase == CALLING:
        out.append(A_END)
    else:
        return out
    if len(hand) <= 2 or True in s.catchable:
        _extras(s, p, out)
    return out


def _colour_word(i: int) -> str:
    return COLOURS[i]


def _mismatch_reason(s: MagiState, c: int) -> str:
    name = CARDS[c].name
    if s.req_picture >= 0:
        return (f"The {name} does not match: play a {_colour_word(s.req_colour)} card, "
                f"a {PICTURES[s.req_picture]} or a magi card")
    return (f"The {name} does not match: the colour to play is "
            f"{_colour_word(s.req_colour)} (or play a magi card)")


_PENDING_TEXT = {
    P_COLOUR: "First choose the colour the next player must play",
    P_SHOOT: "First choose which player moves next",
    P_ORIG1: "First choose Select or Free for the Original card",
    P_ORIG2: "First choose Again, Reverse, Shot or Through for the Original card",
    P_ORIG3: "First choose Draw 0, 1, 2 or 3 for the Original card",
}


NOT_A_MOVE = "That is not a move in Magi"

# The actions this engine hands out (legal_actions returns only these objects) are well
# formed by construction; anything else is shape-checked first.
_OWN = {id(a) for a in (PLAY + COLOUR_ACTIONS + SHOOT + CATCH
                        + [A_DRAW, A_PASS, A_SKIP, A_CALL, A_END]
                        + [x for xs in ORIG_ACTIONS.values() for x in xs])}


def why_illegal(s: MagiState, action, player=None):
    """None when ``action`` is legal for the player to move (``player`` when given), else
    a readable reason. Checks this one action, exact types included (a bool or float is
    not a seat or a card, a list is not a move); never lists every legal action."""
    p = s.to_move
    if id(action) in _OWN:
        # the usual moves as legal_actions hands them out, found legal the short way
        # (legal_actions' own test); anything else goes through every check below
        if p is not None and (player is None or (type(player) is int and player == p)):
            kind = action[0]
            phase = s.phase
            if kind == "play":
                c = action[1]
                if (phase == MAIN or phase == DRAWN or (phase == MAGIC and (
                        MAGIC_OK_VARIATION if s.variation else MAGIC_OK)[c])) \
                        and (s.req_free or IS_MAGI[c] or COL[c] == s.req_colour
                             or PIC[c] == s.req_picture) and c in s.hands[p]:
                    return None
            elif (kind == "draw" and phase == MAIN) or (kind == "pass" and phase == DRAWN) \
                    or (kind == "skip_magic" and phase == MAGIC) \
                    or (kind == "colour" and phase == CHOICE and s.pending[0] == P_COLOUR):
                return None
    elif shape_problem(action) is not None:
        return NOT_A_MOVE
    if p is None:
        return "The game is over"
    if player is not None and (type(player) is not int or player != p):
        return f"It is not your turn: {s.names[p]} is to move"
    kind = action[0]
    size = len(action)
    phase = s.phase
    if phase == CALLING:
        if kind == "end_turn":
            return None if size == 1 else NOT_A_MOVE
        if kind in ("play", "draw", "pass", "skip_magic"):
            return ("Your card is played: call \"Magi!\" or end your turn")
    elif kind == "end_turn":
        if size != 1:
            return NOT_A_MOVE
        if phase == CHOICE:
            return _PENDING_TEXT[s.pending[0]]
        if phase == DRAWN:
            return "To end your turn after drawing, pass"
        return ("Your turn ends by itself once you play a card; you can end it yourself "
                "only while it is held open for a \"Magi!\" call")
    if phase != CHOICE and phase != CALLING:     # the free turn: the usual moves first
        if kind == "play":
            if size != 2 or type(action[1]) is not int or not 0 <= action[1] < N_CARDS:
                return "That is not a card"
            c = action[1]
            if c not in s.hands[p]:
                return "You do not hold that card"
            if phase == MAGIC:
                ok = MAGIC_OK_VARIATION if s.variation else MAGIC_OK
                if not ok[c]:
                    if s.variation:
                        return ("Only cards with the through symbol (or sceptres, with the "
                                "variation) can be played in the magic phase")
                    return "Only cards with the through symbol can be played in the magic phase"
            if not _matches(s, c):
                return _mismatch_reason(s, c)
            return None
        if kind == "draw":
            if phase == MAGIC:
                return ("In the magic phase you may only play a card with the through symbol "
                        "or let the phase go by")
            if phase == DRAWN:
                return "You have already drawn a card this turn: play a matching card or pass"
            return None if size == 1 else NOT_A_MOVE
        if kind == "pass":
            if phase == MAIN:
                return "Play a matching card or draw one from the talon before passing"
            if phase == MAGIC:
                return "To let the magic phase go by, skip it"
            return None if size == 1 else NOT_A_MOVE
        if kind == "skip_magic":
            if phase != MAGIC:
                return "The magic phase is over: play a matching card or draw"
            return None if size == 1 else NOT_A_MOVE
    # "Magi!" calls and catches may come at any decision
    if kind == "call":
        if size != 1:
            return NOT_A_MOVE
        if not 0 < len(s.hands[p]) <= 2:
            return "You can call \"Magi!\" only while holding one or two cards"
        if s.called[p]:
            return "You have already called \"Magi!\""
        return None
    if kind == "catch":
        if size != 2 or type(action[1]) is not int or not 0 <= action[1] < s.players:
            return "Choose a player at the table to catch"
        v = action[1]
        if v == p:
            return "You cannot catch yourself"
        if not s.catchable[v]:
            return (f"{s.names[v]} cannot be caught: only a player who ended their turn with "
                    f"one card without calling \"Magi!\" can be, before their next turn")
        return None
    if phase == CHOICE:
        pend = s.pending[0]
        if kind == "colour" and pend == P_COLOUR:
            if size == 2 and type(action[1]) is str and action[1] in COLOUR_INDEX:
                return None
            return "Choose one of red, blue, green or yellow"
        if kind == "shoot" and pend == P_SHOOT:
            if size != 2 or type(action[1]) is not int or not 0 <= action[1] < s.players:
                return "Choose a player at the table to move next"
            if action[1] == p:
                return "You cannot shoot the turn to yourself: choose another player"
            return None
        if kind == "original" and pend in ORIG_GROUPS:
            if size == 2 and type(action[1]) is str and action[1] in ORIG_GROUPS[pend]:
                return None
            return _PENDING_TEXT[pend]
        return _PENDING_TEXT[pend]
    if kind in ("colour", "shoot", "original"):
        return "There is no choice to make now"
    return NOT_A_MOVE


def apply(s: MagiState, action, player=None) -> list:
    reason = why_illegal(s, action, player)
    if reason is not None:
        raise IllegalAction(reason)
    return apply_trusted(s, action)


def apply_trusted(s: MagiState, action) -> list:
    """``apply`` without the check, for an action taken unchanged from
    ``legal_actions(s)`` (search and rollouts): anything else may corrupt the state."""
    ev: list = []
    kind = action[0]
    p = s.to_move
    assert p is not None            # trusted: legal actions exist only while a seat moves
    if kind == "play":
        _play(s, action[1], ev)
    elif kind == "draw":
        hand = s.hands[p]
        s.waits[p] = [s.req_colour, s.req_picture, s.req_free, len(hand)]
        talon = s.talon
        if talon:                       # _draw of one card from a talon that has one
            card = talon.pop()
            hand.append(card)
            s.called[p] = False
            s.catchable[p] = False
            ev.append({"type": "CardsDrawn", "player": p, "count": 1, "cards": [card],
                       "reason": "main"})
        else:
            _draw(s, p, 1, "main", ev)
        s.phase = DRAWN
    elif kind == "pass":
        s.waits[p] = [s.req_colour, s.req_picture, s.req_free, len(s.hands[p])]
        ev.append({"type": "Passed", "player": p})
        _end_turn(s, ev)
    elif kind == "skip_magic":
        ev.append({"type": "MagicSkipped", "player": p})
        ev.append({"type": "PhaseChanged", "player": p, "phase": "drawing"})
        if s.markers:
            total = sum(s.markers)
            s.markers = []
            _draw(s, p, total, "drawcount", ev)
            _end_turn(s, ev)
        else:
            ev.append({"type": "PhaseChanged", "player": p, "phase": MAIN})
            s.phase = MAIN
    elif kind == "call":
        s.called[p] = True
        ev.append({"type": "MagiCalled", "player": p, "cards": len(s.hands[p])})
        if s.phase == CALLING:                 # the call closes a held-open turn
            _end_turn(s, ev, resume=True)
    elif kind == "end_turn":
        ev.append({"type": "TurnEnded", "player": p, "called": s.called[p]})
        _end_turn(s, ev, resume=True)
    elif kind == "catch":
        v = action[1]
        s.catchable[v] = False
        ev.append({"type": "Caught", "by": p, "victim": v})
        _draw(s, v, 1, "caught", ev)
    elif kind == "colour":
        s.pending.pop(0)
        ci = COLOUR_INDEX[action[1]]
        s.req_colour, s.req_picture, s.req_free = ci, -1, False
        ev.append({"type": "AbilityResolved", "player": p, "card": s.pile[-1],
                   "ability": "select", "colour": action[1]})
        ev.append({"type": "ColourChosen", "player": p, "colour": action[1]})
        _continue_choices(s, ev)
    elif kind == "shoot":
        s.pending.pop(0)
        s.shot = action[1]
        ev.append({"type": "AbilityResolved", "player": p, "card": s.pile[-1],
                   "ability": "shot", "target": action[1]})
        ev.append({"type": "NextPlayerShot", "by": p, "target": action[1]})
        _continue_choices(s, ev)
    elif kind == "original":
        pend = s.pending.pop(0)
        s.orig.append(action[1])
        ev.append({"type": "OriginalChosen", "player": p, "group": int(pend[-1]),
                   "choice": action[1]})
        if not s.pending:
            codes = sorted(c for x in s.orig if (c := _ORIG_CODE[x]) is not None)
            s.orig = []
            _resolve(s, p, codes, s.pile[-1], ev)
            _after_play(s, ev)
    return ev


def _continue_choices(s: MagiState, ev: list) -> None:
    if s.pending:
        return
    _end_turn(s, ev)


# ---------------------------------------------------------------------------------------
# Copies, views, JSON

def clone(s: MagiState) -> MagiState:
    t = MagiState.__new__(MagiState)
    t.players = s.players
    t.config = s.config
    t.names = s.names
    t.variation = s.variation
    t.target = s.target
    t.hands = [h[:] for h in s.hands]
    t.talon = s.talon[:]
    t.pile = s.pile[:]
    t.out = s.out[:]
    t.req_colour = s.req_colour
    t.req_picture = s.req_picture
    t.req_free = s.req_free
    t.direction = s.direction
    t.markers = s.markers[:]
    t.current = s.current
    t.to_move = s.to_move
    t.phase = s.phase
    t.pending = s.pending[:]
    t.orig = s.orig[:]
    t.again = s.again
    t.shot = s.shot
    t.turn_no = s.turn_no
    t.called = s.called[:]
    t.catchable = s.catchable[:]
    t.starter = s.starter
    t.round_no = s.round_no
    t.totals = s.totals[:]
    t.round_scores = s.round_scores[:]      # rows are never mutated once recorded
    t.winners = s.winners
    r = Rng.__new__(Rng)
    r.s = s.rng.s
    t.rng = r
    t.viewer = s.viewer
    t.unseen = s.unseen
    t.waits = s.waits[:]                # entries are replaced, never changed in place
    return t


def view(s: MagiState, player: int) -> MagiState:
    """What ``player`` sees of ``s``: the other hands, the talon and the cards set aside
    hidden; ``unseen`` lists the cards it cannot see (determinize's pool)."""
    t = clone(s)
    hands = t.hands
    for i, h in enumerate(hands):
        if i != player:
            hands[i] = [HIDDEN] * len(h)
    t.talon = [HIDDEN] * len(s.talon)
    t.out = [HIDDEN] * len(s.out)
    t.rng = Rng(0)
    t.viewer = player
    if type(player) is int and 0 <= player < len(hands):
        # all that is left in sight is the player's own hand and the pile (_unseen, fast)
        t.unseen = tuple(sorted(_ALL_SET.difference(hands[player], t.pile)))
    else:
        t.unseen = tuple(_unseen(t))
    return t


_ALL_SET = frozenset(range(N_CARDS))


def _unseen(v: MagiState) -> list:
    """The cards nowhere in sight in ``v``, in card order."""
    known: set[int] = set()
    for h in v.hands:
        known.update(c for c in h if c != HIDDEN)
    known.update(v.pile)
    known.update(c for c in v.talon if c != HIDDEN)
    known.update(c for c in v.out if c != HIDDEN)
    return [c for c in range(N_CARDS) if c not in known]


def determinize(v: MagiState, rng) -> MagiState:
    """A full state consistent with the view ``v``: the hidden places refilled from the
    cards it does not show (the view keeps that set: search deals thousands of times)."""
    t = clone(v)
    pool = list(v.unseen) if v.unseen is not None else _unseen(v)
    rng.shuffle(pool)
    return fill_hidden(t, pool, rng)


def fill_hidden(t: MagiState, pool: list, rng) -> MagiState:
    """``t`` (a copy of a view) made a full state: its hidden places, hands first in seat
    order, then the talon and the cards set aside, filled in order from ``pool``; a new
    random stream from ``rng``."""
    it = iter(pool)
    for i, h in enumerate(t.hands):
        if HIDDEN in h:
            t.hands[i] = [next(it) if c == HIDDEN else c for c in h]
    t.talon = [next(it) if c == HIDDEN else c for c in t.talon]
    t.out = [next(it) if c == HIDDEN else c for c in t.out]
    t.rng = rng.fork() if hasattr(rng, "fork") else Rng(rng.randrange(1 << 62))
    t.viewer = None
    t.unseen = None
    return t


_JSON_FIELDS = ("players", "config", "names", "variation", "target", "hands", "talon", "pile",
                "out", "req_colour", "req_picture", "req_free", "direction", "markers",
                "current", "to_move", "phase", "pending", "orig", "again", "shot", "turn_no",
                "called", "catchable", "starter", "round_no", "totals", "round_scores",
                "winners", "viewer", "waits")


def to_json(s: MagiState) -> dict:
    return state_to_json(s, "magi", _JSON_FIELDS)


def from_json(d: dict) -> MagiState:
    s = state_from_json(MagiState, d, "magi", "Magi", _JSON_FIELDS)
    s.unseen = None if s.viewer is None else tuple(_unseen(s))
    return s
