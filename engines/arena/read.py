"""The read model of an Arena state (or a view of it): readable names for what a table
shows, so that the scenes read this face and not the state's short fields (``f_hex2``,
``g_on``, ``c_ctrl``, ``c_figs``...) or the engine's zone constants.

``Battle(state)`` wraps a state without copying it; reading is cheap (a table wraps its
drawn snapshot many times a frame). The few ``place_*``/``remove_*``/``add_*`` calls are
for a table patching its drawn snapshot while the animations play (the engine's events
say what changed); nothing here is used by the rules.

Ids are the state's (see engines.arena.state): seats, army cards ``c``, figures ``f``,
hexes ``h``, glyphs ``i``, spell cards by content id (``HIDDEN``: a card you may not see).
"""
from __future__ import annotations

from typing import Any

from engines.arena.board import FIT_NONE, FIT_SMALL
from engines.arena.content import ARMY, SCENARIOS, ArmyCard
from engines.arena.state import FIELD, GRAVE, HIDDEN, RESERVE, teammates


class Battle:
    """The read model of one Arena state (see the module's docstring)."""
    __slots__ = ("s",)
    hidden = HIDDEN            # a spell card you may not see (a card back)

    def __init__(self, state) -> None:
        self.s: Any = state       # an ArenaState (or a view of one)

    # the game ---------------------------------------------------------------------------
    players = property(lambda self: self.s.players)
    board = property(lambda self: self.s.board, doc="the battlefield (engines.arena.board)")
    to_move = property(lambda self: self.s.to_move, doc="who decides now (None: over)")
    current = property(lambda self: self.s.current, doc="whose turn it is")
    turn = property(lambda self: self.s.turn, doc="the turn on the track (0: placing)")
    turns = property(lambda self: self.s.turns, doc="the turn track's length")
    over = property(lambda self: self.s.to_move is None)
    chosen = property(lambda self: self.s.chosen, doc="the army card chosen this turn")
    scenario = property(lambda self: getattr(self.s, "scenario", "duel"))
    teams = property(lambda self: self.s.config.get("teams") or (),
                     doc="the teams of seats (the Skirmish), else ()")
    buffs = property(lambda self: self.s.buffs, doc="the running buffs (their count shows)")

    @property
    def scored_on_purple(self) -> bool:
        """The end of the track counts the points on the purple spaces (the Melee)."""
        return SCENARIOS[self.scenario].get("score") == "purple"

    def team_of(self, seat: int) -> int | None:
        """``seat``'s team (0, 1) in a game with teams, else None."""
        for i, team in enumerate(self.teams):
            if seat in team:
                return i
        return None

    def teammates(self, seat: int) -> list:
        """The other seats of ``seat``'s team (none in the Duel and the Melee)."""
        return teammates(self.s, seat)

    def score(self, seat: int) -> int:
        return self.s.score(seat)

    def points(self, seat: int) -> int:
        """The points of ``seat``'s figures on the battlefield."""
        return self.s.points(seat)

    def purple_points(self, seat: int) -> int:
        return self.s.purple_points(seat)

    # seats ------------------------------------------------------------------------------
    def army(self, seat: int) -> list:
        """``seat``'s army cards (the live list)."""
        return self.s.army[seat]

    def planeswalker(self, seat: int) -> int:
        """``seat``'s Planeswalker's army card."""
        return self.s.pw[seat]

    def hand(self, seat: int) -> list:
        """``seat``'s spell cards (HIDDEN where you may not see them; the live list)."""
        return self.s.hand[seat]

    def library_size(self, seat: int) -> int:
        return len(self.s.library[seat])

    def grave(self, seat: int) -> list:
        """``seat``'s graveyard of spell cards, the top last (the live list)."""
        return self.s.grave[seat]

    # army cards -------------------------------------------------------------------------
    def card_key(self, c: int) -> int:
        """The content key of army card ``c`` (engines.arena.content.ARMY)."""
        return self.s.c_key[c]

    def army_card(self, c: int) -> ArmyCard:
        return ARMY[self.s.c_key[c]]

    def is_card(self, c: int) -> bool:
        return 0 <= c < len(self.s.c_key)

    def controller(self, c: int) -> int:
        """The seat controlling army card ``c`` now (Mind Control may change it)."""
        return self.s.c_ctrl[c]

    def figures(self, c: int) -> list:
        """Army card ``c``'s figures (ids)."""
        return self.s.c_figs[c]

    def auras(self, c: int) -> list:
        """The auras on card ``c``: (spell, seat that played it)."""
        return self.s.c_auras[c]

    def face_down(self, c: int) -> list:
        """The face-down cards on card ``c``, the top first: (spell or HIDDEN, seat,
        tag)."""
        return self.s.c_hidden[c]

    def enchant_counts(self) -> tuple:
        """Per army card: (auras, face-down cards) on it."""
        s = self.s
        return tuple((len(a), len(h)) for a, h in zip(s.c_auras, s.c_hidden))

    def in_reserve(self, c: int) -> bool:
        """Every figure of card ``c`` waits in the reserve."""
        return all(self.s.f_zone[f] == RESERVE for f in self.s.c_figs[c])

    def destroyed(self, c: int) -> bool:
        """Every figure of card ``c`` is destroyed."""
        return all(self.s.f_zone[f] == GRAVE for f in self.s.c_figs[c])

    # figures ----------------------------------------------------------------------------
    def figure_count(self) -> int:
        return len(self.s.f_card)

    def is_figure(self, f) -> bool:
        return isinstance(f, int) and 0 <= f < len(self.s.f_card)

    def card_of(self, f: int) -> int:
        """The army card of figure ``f``."""
        return self.s.f_card[f]

    def figure_key(self, f: int) -> int:
        """The content key of figure ``f``'s army card."""
        return self.s.c_key[self.s.f_card[f]]

    def figure_controller(self, f: int) -> int:
        return self.s.c_ctrl[self.s.f_card[f]]

    def figure_number(self, f: int) -> int:
        """1, 2, ...: figure ``f``'s place in its squad."""
        return self.s.c_figs[self.s.f_card[f]].index(f) + 1

    def hex_of(self, f: int) -> int:
        """The (front) hex figure ``f`` stands on, -1 off the battlefield."""
        return self.s.f_hex[f]

    def tail_hex(self, f: int) -> int:
        """A double-space figure's back hex, else -1."""
        return self.s.f_hex2[f]

    def hexes_of(self, f: int) -> tuple:
        """The hexes figure ``f`` stands on (front first), () off the battlefield."""
        return self.s.hexes_of(f)

    def damage(self, f: int) -> int:
        return self.s.f_dmg[f]

    def on_field(self, f: int) -> bool:
        return self.s.f_zone[f] == FIELD

    def in_reserve_figure(self, f: int) -> bool:
        return self.s.f_zone[f] == RESERVE

    def figure_zone_word(self, f: int) -> str | None:
        """"reserve" or "destroyed" for a figure off the battlefield, else None."""
        return {RESERVE: "reserve", GRAVE: "destroyed"}.get(self.s.f_zone[f])

    def field_figures(self) -> list:
        """The figures standing on the battlefield."""
        s = self.s
        return [f for f in range(len(s.f_card)) if s.f_zone[f] == FIELD and s.f_hex[f] >= 0]

    def standing_at(self, h: int) -> int:
        """The figure standing on hex ``h``, or -1."""
        return self.s.at[h]

    def figure_on_field_at(self, h: int) -> int | None:
        """The figure on the battlefield at hex ``h``, or None."""
        f = self.s.at[h]
        return f if f >= 0 and self.s.f_zone[f] == FIELD else None

    def positions(self) -> tuple:
        """Who stands where, who controls what, where every figure is: a key that
        changes whenever the battle's layout does."""
        s = self.s
        return (tuple(s.at), tuple(s.c_ctrl), tuple(s.f_zone))

    def figure_states(self) -> tuple:
        """Every figure's damage and zone (a key that changes with them)."""
        return (tuple(self.s.f_dmg), tuple(self.s.f_zone))

    # spaces ---------------------------------------------------------------------------
    def is_ruin(self, h: int) -> bool:
        """Hex ``h`` is a ruin nobody passes (it blocks sight)."""
        b = self.s.board
        return bool(b.ruin_top[h]) and b.fit[h] == FIT_NONE

    def small_bases_only(self, h: int) -> bool:
        """Hex ``h`` is rubble: small bases only."""
        return self.s.board.fit[h] == FIT_SMALL

    # glyphs -----------------------------------------------------------------------------
    def glyphs(self) -> tuple:
        """The glyphs in play: (hex, key, side) each."""
        s = self.s
        return tuple((s.g_hex[i], s.g_key[i], s.g_side[i]) for i in range(len(s.g_hex))
                     if s.g_on[i])

    def glyph_key_at(self, h: int) -> str | None:
        """The key of the glyph in play on hex ``h`` ("?" when not yet known), or None."""
        i = self.s.glyph_at(h)
        return self.s.g_key[i] if i >= 0 else None

    # patching a drawn snapshot (a table, while its animations play) ----------------------
    def forget_memo(self) -> None:
        """The per-position cache emptied (a snapshot moved piece by piece)."""
        self.s.memo.clear()

    def place_figure(self, f: int, h: int, h2: int = -1) -> None:
        """Figure ``f`` stands on ``h`` (and ``h2``, a double-space figure's back). The
        per-position cache is emptied: what it holds was of the position before (its
        answers carried between states, ``stats.carried``, must never be filed under the
        old position)."""
        s = self.s
        s.memo.clear()
        for k in (s.f_hex[f], s.f_hex2[f]):
            if k >= 0 and s.at[k] == f:
                s.at[k] = -1
        s.f_hex[f], s.f_hex2[f] = h, h2
        s.f_zone[f] = FIELD
        s.at[h] = f
        if h2 >= 0:
            s.at[h2] = f

    def card_to_field(self, c: int) -> None:
        self.s.c_zone[c] = FIELD

    def remove_figure(self, f: int, to_reserve: bool = False) -> None:
        """Figure ``f`` leaves the battlefield: destroyed, or back to the reserve (the
        per-position cache emptied, as ``place_figure`` does)."""
        s = self.s
        s.memo.clear()
        for h in (s.f_hex[f], s.f_hex2[f]):
            if h >= 0 and s.at[h] == f:
                s.at[h] = -1
        s.f_zone[f] = RESERVE if to_reserve else GRAVE
        s.f_hex[f] = s.f_hex2[f] = -1

    def add_damage(self, f: int, n: int) -> None:
        self.s.f_dmg[f] += n
