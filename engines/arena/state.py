"""The Arena game state, its constants and the small look-ups every rules module shares.

Ids
---
* **seats** 0..players-1, around the table in the order play passes (to the left);
  ``team[p]`` is a seat's team (the Duel and the Melee: every seat its own; the Skirmish:
  two teams of two teammates sitting side by side, ``config["teams"]``).
* **army cards** 0..C-1, the armies one after the other in seat order; ``c_key[c]`` is
  the content id (``content.ARMY``), ``c_owner[c]`` the seat that brought it and
  ``c_ctrl[c]`` the seat controlling it now (Mind Control, Mind Stealer).
* **figures** 0..F-1, in card order; ``f_card[f]`` its card. A figure's place is
  ``f_hex[f]`` (-1 off the battlefield) and, for a double-space figure, ``f_hex2[f]``
  (its back hex). ``f_zone[f]``: RESERVE, FIELD or GRAVE; damage is ``f_dmg[f]`` (a
  Planeswalker's damage markers lie on its army card: same number, shown there).
* **spell cards** are content ids (``content.SPELLS``), never instance ids, so a view can
  hide a card by writing ``HIDDEN`` (-1) in its place with nothing left to tell copies
  apart. Libraries keep their top card at the END of the list.

Enchantments on a card: ``c_auras[c]`` is a list of ``[spell, seat that played it]``,
``c_hidden[c]`` of ``[spell, seat, tag]`` (the tag is a serial number, public, that names a
face-down card without telling which it is); ``c_hidden[c][0]`` is the TOP-most face-down
card (played first: a later one goes under those already there).

Glyphs: ``g_key[i]`` is the glyph's key ("P", "T", "M", "K"); a glyph lying symbol-side
up has a key no player knows yet, and a view writes ``UNKNOWN_GLYPH`` ("?") for it.
"""
from __future__ import annotations

from typing import Any

from engines.arena.board import LOADED, Board, get_board
from engines.arena.content import ARMY, SCENARIOS, ArmyCard

# Player counts: the one place they live (RULES and check_config read them): the Duel (2),
# the Skirmish (4, two teams of two) and the Melee (3, 4 or 5).
MIN_PLAYERS = 2
MAX_PLAYERS = 5
DEFAULT_PLAYERS = 2

UNKNOWN_GLYPH = "?"     # a symbol-side-up glyph's key, as a view shows it

HIDDEN = -1
RESERVE, FIELD, GRAVE = 0, 1, 2
HAND_LIMIT = 7
START_HAND = 3
SPELLS_PER_TURN = 3
SUMMONS_PER_TURN = 2
SUMMON_RANGE = 5

# turn steps (state.step) while no question is pending
PRE = 0         # card not chosen yet: spells, choose a card
CHOSEN = 1      # card chosen, nothing moved: spells, summon, move, attack, abilities
MOVING = 2      # a figure has moved: move others, attack (a spell ends both)
ATTACKING = 3   # an attack was made: attack with the others (a spell ends it)
POST = 4        # after attacking: spells, abilities, end
STEP_NAMES = ("before choosing", "card chosen", "moving", "attacking", "after attacking")

A_END = ("end",)
A_YES = ("yes",)
A_NO = ("no",)
A_DONE = ("done",)
A_KEEP = ("keep",)
A_BOTTOM = ("bottom",)


class ArenaState:
    """The whole game (see the module docstring for the ids). ``agenda`` is the queue of
    steps still to carry out and questions still to ask (plain dicts, never changed in
    place); its first question, if any, is what ``to_move`` must answer. ``casting`` is
    the spell being played: ``[spell, seat, face_down, card attached to or -1, targets]``.
    ``memo`` is a per-position cache (reachable spaces, sight), emptied by every apply;
    it is never copied or saved."""

    __slots__ = ("players", "config", "names", "rng", "to_move", "board_key", "scenario",
                 "team", "turns", "first_draw", "zones",
                 "c_key", "c_owner", "c_ctrl", "c_zone", "c_figs", "c_auras", "c_hidden",
                 "pw", "army",
                 "f_card", "f_hex", "f_hex2", "f_dmg", "f_zone", "f_moved", "f_went",
                 "f_attacks", "at",
                 "g_hex", "g_key", "g_side", "g_on",
                 "deck", "hand", "library", "grave", "top_known",
                 "turn", "current", "first", "step", "chosen", "casts", "summons", "used",
                 "buffs", "stolen", "dead", "agenda", "casting", "fight", "placed", "tags",
                 "winners", "end_reason", "viewer", "memo")

    # the fields, typed (see the module docstring for the ids)
    players: int
    config: dict
    names: list
    rng: Any
    to_move: int | None
    board_key: str
    scenario: str
    team: list            # team of each seat
    turns: int            # length of the turn track
    first_draw: bool      # does the first player draw on the first turn
    zones: list           # the starting zones of the scenario
    c_key: list           # per army card: content id
    c_owner: list
    c_ctrl: list
    c_zone: list          # RESERVE / FIELD / GRAVE
    c_figs: list          # figure ids
    c_auras: list         # [[spell, seat], ...]
    c_hidden: list        # [[spell, seat, tag], ...], top first
    pw: list              # per seat: its Planeswalker's army card
    army: list            # per seat: its army cards
    f_card: list          # per figure: its army card
    f_hex: list           # front hex or -1
    f_hex2: list          # back hex of a double-space figure or -1
    f_dmg: list
    f_zone: list
    f_moved: list         # moved this turn (0/1)
    f_went: list          # spaces of move used this turn
    f_attacks: list       # attacks made this turn
    at: list              # per hex: the figure standing there or -1
    g_hex: list           # glyphs: hex, key, side, still in play
    g_key: list
    g_side: list
    g_on: list
    deck: list            # per seat: its deck list (sorted spell ids, public)
    hand: list
    library: list         # top card last
    grave: list
    top_known: list       # the seat saw its top card (Focused Thoughts)
    turn: int             # the turn track (1..turns)
    current: int          # whose turn it is
    first: int            # who took the first turn
    step: int             # PRE / CHOSEN / MOVING / ATTACKING / POST
    chosen: int           # the army card chosen this turn (-1 none, -2 gone)
    casts: int            # spells played this turn
    summons: int          # squads summoned this turn
    used: list            # activated abilities used this turn
    buffs: list           # [[figure, stat, amount, last turn], ...]
    stolen: list          # [[card, seat, turn], ...] control during that turn
    dead: list            # per seat: its Planeswalker is destroyed
    agenda: list
    casting: list | None
    fight: dict | None    # the attack under way
    placed: list
    tags: int
    winners: list | None
    end_reason: str | None
    viewer: int | None
    memo: dict

    def __init__(self) -> None:
        self.viewer = None
        self.memo = {}

    @property
    def board(self) -> Board:
        b = LOADED.get(self.board_key)
        return b if b is not None else get_board(self.board_key)

    # --- read-outs for the view and tests --------------------------------------------------
    def card(self, c: int) -> ArmyCard:
        return ARMY[self.c_key[c]]

    def fig_card(self, f: int) -> ArmyCard:
        return ARMY[self.c_key[self.f_card[f]]]

    def hexes_of(self, f: int) -> tuple:
        """The hexes figure f stands on (front first), () off the battlefield."""
        h = self.f_hex[f]
        if h < 0:
            return ()
        h2 = self.f_hex2[f]
        return (h,) if h2 < 0 else (h, h2)

    def on_field(self, f: int) -> bool:
        return self.f_zone[f] == FIELD

    def side(self, f: int) -> int:
        """The team of the seat controlling figure f."""
        return self.team[self.c_ctrl[self.f_card[f]]]

    def controller(self, f: int) -> int:
        return self.c_ctrl[self.f_card[f]]

    def figures_of(self, p: int, field_only: bool = True) -> list:
        out = []
        for c in self.army[p]:
            for f in self.c_figs[c]:
                if not field_only or self.f_zone[f] == FIELD:
                    out.append(f)
        return out

    def glyph_at(self, h: int) -> int:
        """Index of the glyph in play on hex h, or -1."""
        for i, gh in enumerate(self.g_hex):
            if gh == h and self.g_on[i]:
                return i
        return -1

    def points(self, p: int) -> int:
        """Price-per-figure points of seat p's figures on the battlefield (scoring)."""
        total = 0
        for c in self.army[p]:
            ppf = ARMY[self.c_key[c]].ppf
            for f in self.c_figs[c]:
                if self.f_zone[f] == FIELD:
                    total += ppf
        return total

    def purple_points(self, p: int) -> int:
        """Points of seat p's figures standing on purple spaces (the Melee's score): a
        double-space figure counts once when either of its spaces is purple."""
        purple = self.board.purple
        total = 0
        for c in self.army[p]:
            ppf = ARMY[self.c_key[c]].ppf
            for f in self.c_figs[c]:
                if self.f_zone[f] == FIELD and (purple[self.f_hex[f]] or (
                        self.f_hex2[f] >= 0 and purple[self.f_hex2[f]])):
                    total += ppf
        return total

    def score(self, p: int) -> int:
        """What the end of the turn track counts for seat p: the points on the battlefield,
        or in the Melee the points on the purple spaces."""
        if SCENARIOS[self.scenario].get("score") == "purple":
            return self.purple_points(p)
        return self.points(p)

    def question(self) -> dict | None:
        """The pending question (the first one on the agenda), or None."""
        agenda = self.agenda
        if agenda:
            item = agenda[0]
            if "q" in item:
                return item
        return None


# ---------------------------------------------------------------------------------------
# Shared look-ups

def opponents(s: ArenaState, p: int) -> list:
    return [q for q in range(s.players) if s.team[q] != s.team[p]]


def teammates(s: ArenaState, p: int) -> list:
    """The other seats of p's team (none in the Duel and the Melee)."""
    return [q for q in range(s.players) if q != p and s.team[q] == s.team[p]]


def team_seats(s: ArenaState, p: int) -> list:
    """The seats of p's team in player-number order: the player sitting farthest to the
    left (the one whose left-hand neighbour, the next to play, is an opponent) is number
    1, then the others from there against the order of play."""
    team = s.team
    if team.count(team[p]) == 1:        # a lone seat (the Duel, the Melee)
        return [p]
    n = s.players
    mine = [q for q in range(n) if team[q] == team[p]]
    lead = next((q for q in mine if s.team[(q + 1) % n] != s.team[q]), mine[0])
    return sorted(mine, key=lambda q: (lead - q) % n)


def team_number(s: ArenaState, p: int) -> int:
    """Seat p's player number in its team (1, 2); 1 without teammates."""
    return team_seats(s, p).index(p) + 1


def is_out(s: ArenaState, p: int) -> bool:
    """Seat p is out of the game: its Planeswalker is destroyed and none of its figures
    is left on the battlefield (it can never bring one back)."""
    if not s.dead[p]:
        return False
    for c in s.army[p]:
        for f in s.c_figs[c]:
            if s.f_zone[f] == FIELD:
                return False
    return True


def track_winners(s: ArenaState) -> list:
    """Who wins when the turn track ends: the most points the scenario counts (on the
    battlefield, or the Melee's purple spaces), a team's points added together (the
    Skirmish). A player who is out never wins a game without teams (the Melee: a seat
    with no figure left cannot hold a purple space, nor share a tie at 0); a team is
    judged as a whole. Several seats listed are a tie (``RULES.result`` says draw)."""
    n = s.players
    points = [s.score(q) for q in range(n)]
    per_team: dict = {}
    for q in range(n):
        per_team[s.team[q]] = per_team.get(s.team[q], 0) + points[q]
    teams = len(per_team) < n
    alive = [q for q in range(n) if teams or not is_out(s, q)] or list(range(n))
    best = max(per_team[s.team[q]] for q in alive)
    return [q for q in range(n) if per_team[s.team[q]] == best and q in alive]


def enemy(s: ArenaState, f: int, g: int) -> bool:
    """Figures f and g are on opposing sides."""
    return s.team[s.c_ctrl[s.f_card[f]]] != s.team[s.c_ctrl[s.f_card[g]]]


def figure_number(s: ArenaState, f: int) -> int:
    """1, 2, 3: the figure's number on its card (the view numbers common figures)."""
    return s.c_figs[s.f_card[f]].index(f) + 1


def alive_pw(s: ArenaState, p: int) -> int:
    """Seat p's Planeswalker figure if it is on the battlefield, else -1."""
    f = s.c_figs[s.pw[p]][0]
    return f if s.f_zone[f] == FIELD else -1


def hidden_entry(s: ArenaState, c: int, tag: int):
    """The face-down enchant ``[spell, seat, tag]`` with this tag on card c, or None."""
    for e in s.c_hidden[c]:
        if e[2] == tag:
            return e
    return None


def place(s: ArenaState, f: int, h: int, h2: int = -1) -> None:
    """Put figure f on hex h (and h2), keeping the occupancy table right; the position's
    cache is emptied (what it holds, ``stats.where`` first, was of the old position)."""
    s.memo.clear()
    old, old2 = s.f_hex[f], s.f_hex2[f]
    if old >= 0 and s.at[old] == f:
        s.at[old] = -1
    if old2 >= 0 and s.at[old2] == f:
        s.at[old2] = -1
    s.f_hex[f], s.f_hex2[f] = h, h2
    if h >= 0:
        s.at[h] = f
    if h2 >= 0:
        s.at[h2] = f
