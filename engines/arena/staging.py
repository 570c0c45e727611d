"""Staging an Arena position: the armies on a board with only the listed figures on the
battlefield, chosen hands and libraries, damage, the turn. The tutorial's lessons
(engines/arena/tutorial.py) are built with it; tests use it through
engines/arena/testing.py."""
from __future__ import annotations

import engines.arena.rules as _r
from engines.arena.board import get_board
from engines.arena.content import ARMY_INDEX, SPELL_INDEX
from engines.arena.state import CHOSEN, FIELD, PRE, RESERVE, place


def find_card(s, seat: int, key: str) -> int:
    for c in s.army[seat]:
        if s.c_key[c] == ARMY_INDEX[key]:
            return c
    raise KeyError(f"seat {seat} has no {key}")


def fig(s, seat: int, key: str, i: int = 0) -> int:
    return s.c_figs[find_card(s, seat, key)][i]


def stage(board_key: str = "duel", armies=("chandra", "nissa"), figures=(), current: int = 0,
          turn: int = 3, hands=None, libraries=None, damage=None, seed: int = 1,
          chosen: str | None = None, step: int | None = None, scenario: str | None = None,
          teams=None, turns: int | None = None, battlefield=None):
    """A position for a test: the armies on ``board_key`` with only the listed figures
    on the battlefield. ``figures``: (seat, card key, figure index, hex[, back hex]) with
    hexes as (q, r) pairs; ``hands`` / ``libraries``: per seat, lists of spell keys
    (library top last); ``damage``: {(seat, key, i): n}; ``chosen``: the card key the
    current player has chosen (its step then CHOSEN unless ``step`` says). One army per
    seat: more than two armies play the ``scenario`` (by default the one for that many
    players) with its ``teams``. ``battlefield``: a map the config carries (a player's
    own scenario: engines/arena/scenario.py), played instead of ``board_key``."""
    cfg: dict = {"players": len(armies), "armies": list(armies)}
    for key, value in (("scenario", scenario), ("teams", teams), ("turns", turns),
                       ("battlefield", battlefield)):
        if value is not None:
            cfg[key] = value
    s = _r.new_state(cfg, seed)
    if battlefield is None:
        s.board_key = board_key
    board = get_board(s.board_key)
    s.at = [-1] * board.n
    s.g_hex = [g.hex for g in board.glyphs]
    s.g_key = [g.key for g in board.glyphs]
    s.g_side = [g.side for g in board.glyphs]
    s.g_on = [True] * len(board.glyphs)
    for f in range(len(s.f_card)):
        s.f_hex[f] = s.f_hex2[f] = -1
        s.f_zone[f] = RESERVE
    for c in range(len(s.c_key)):
        s.c_zone[c] = RESERVE
    for spec in figures:
        seat, key, i, h = spec[:4]
        f = fig(s, seat, key, i)
        h2 = board.id_of[tuple(spec[4])] if len(spec) > 4 else -1
        place(s, f, board.id_of[tuple(h)], h2)
        s.f_zone[f] = FIELD
        s.c_zone[s.f_card[f]] = FIELD
    for (seat, key, i), n in (damage or {}).items():
        s.f_dmg[fig(s, seat, key, i)] = n
    for p in range(s.players):
        s.hand[p] = [SPELL_INDEX[k] for k in (hands[p] if hands and p < len(hands) else [])]
        s.library[p] = [SPELL_INDEX[k] for k in (libraries[p] if libraries and p < len(libraries)
                                                 else [])]
        s.grave[p] = []
    s.agenda = []
    s.first, s.turn, s.current = 0, turn, current
    nf = len(s.f_card)
    s.f_moved, s.f_went, s.f_attacks = [0] * nf, [0] * nf, [0] * nf
    s.casts = s.summons = 0
    s.used = []
    s.chosen = find_card(s, current, chosen) if chosen else -1
    s.step = step if step is not None else (CHOSEN if chosen else PRE)
    s.to_move = current
    s.memo.clear()
    return s
