"""The opening of a game: the roll-off (the Duel's, the multiplayer one, the teams'), who
goes first, placing the Planeswalkers in free starting zones, and the opening hands. The
agenda's questions and steps for them are named in ``flow.QUESTIONS`` / ``flow.STEPS``."""
from __future__ import annotations

from engines.arena.board import FIT_NONE, FIT_SMALL
from engines.arena.cards import draw
from engines.arena.content import SCENARIOS
from engines.arena.damage import roll_d20
from engines.arena.state import FIELD, START_HAND, ArenaState, place, team_seats


def roll_off(s: ArenaState, ev: list) -> None:
    """The multiplayer roll-off: everyone rolls the d20, the players tied for the highest
    roll again; the high roller goes first and places first."""
    rolling = list(range(s.players))
    while True:
        rolls = {p: roll_d20(s, p, "roll-off", ev) for p in rolling}
        top = max(rolls.values())
        rolling = [p for p in rolling if rolls[p] == top]
        if len(rolling) == 1:
            break
    _set_first(s, rolling[0], rolling[0], "high roll", ev)


def team_roll_off(s: ArenaState, ev: list) -> None:
    """Teams roll once each (their player 1 rolls; ties roll again); the high-rolling
    team's player sitting farthest to the left goes first and places first."""
    leads = []
    for p in range(s.players):
        lead = team_seats(s, p)[0]
        if lead not in leads:
            leads.append(lead)
    rolling = leads
    while True:
        rolls = {p: roll_d20(s, p, "team roll-off", ev, team=s.team[p]) for p in rolling}
        top = max(rolls.values())
        rolling = [p for p in rolling if rolls[p] == top]
        if len(rolling) == 1:
            break
    _set_first(s, rolling[0], rolling[0], "team high roll", ev)


def _set_first(s: ArenaState, roller: int, first: int, why: str, ev: list) -> None:
    s.first = first
    ev.append({"type": "FirstPlayerChosen", "player": roller, "first": first, "why": why})
    order = [(first + k) % s.players for k in range(s.players)]
    s.agenda[0:0] = [{"q": "place", "player": p} for p in order] + [{"do": "deal"}]


def answer_first(s: ArenaState, item: dict, action: tuple, ev: list) -> None:
    s.first = action[1]
    ev.append({"type": "FirstPlayerChosen", "player": item["player"], "first": s.first})
    order = [(s.first + k) % s.players for k in range(s.players)]
    s.agenda[0:0] = [{"q": "place", "player": p} for p in order] + [{"do": "deal"}]


def place_options(s: ArenaState, item: dict) -> list:
    p = item["player"]
    board = s.board
    out = []
    f = s.c_figs[s.pw[p]][0]
    share = bool(SCENARIOS[s.scenario].get("share_zones"))
    for zone, hexes in board.zone_groups:
        if zone not in s.zones:
            continue
        if any(s.at[h] >= 0 and (not share or s.team[s.c_ctrl[s.f_card[s.at[h]]]] != s.team[p])
               for h in hexes):
            continue                      # a zone an opponent (or anyone) already holds
        out += [("place", h) for h in hexes if s.at[h] < 0 and _fits(s, f, h)]
    if len(s.zones) > 1:
        out.sort(key=lambda a: s.zones.index(board.zone[a[1]]))
    return out


def _fits(s: ArenaState, f: int, h: int) -> bool:
    fit = s.board.fit[h]
    return fit != FIT_NONE and not (fit == FIT_SMALL and s.fig_card(f).base == "large")


def answer_place(s: ArenaState, item: dict, action: tuple, ev: list) -> None:
    p = item["player"]
    c = s.pw[p]
    f = s.c_figs[c][0]
    place(s, f, action[1])
    s.f_zone[f] = FIELD
    s.c_zone[c] = FIELD
    s.placed.append(p)
    s.memo.clear()
    ev.append({"type": "PlaneswalkerPlaced", "player": p, "figure": f, "hex": action[1],
               "zone": s.board.zone[action[1]]})


def deal(s: ArenaState, item: dict, ev: list) -> None:
    for p in range(s.players):
        lib = list(s.deck[p])
        s.rng.shuffle(lib)
        s.library[p] = lib
        ev.append({"type": "LibraryShuffled", "player": p, "cards": len(lib)})
        draw(s, p, START_HAND, ev, "opening hand")
    s.current = s.first
    s.turn = 1
    s.agenda.insert(0, {"do": "begin_turn"})
