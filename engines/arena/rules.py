"""Magic: Arena of the Planeswalkers - the Duel, the Skirmish and the Melee. Pure rules,
deterministic from (config, seed, actions).

This module is the engine's protocol face: ``check_config``, ``new_state``,
``legal_actions``, ``apply`` (and, from their modules, ``why_illegal``, ``clone``,
``view``, ``determinize``, JSON). The rules live by topic: ``flow`` (setup, the turn, the
agenda of steps and questions), ``opening`` (roll-off, placing, opening hands),
``spaces`` (where figures are put), ``movement`` (``search``: the searches), ``combat``,
``spells``, ``damage``, ``stats`` (modifiers, engagement, sight), ``sight`` (geometric
line of sight; ``corridors``: what a sight line can meet), ``board``.

Actions
-------
Setup: ("first", seat) - the d20 winner names the first player (who also places first);
("place", hex) - a Planeswalker goes into a free starting zone.

The free turn (``decision.kind == "turn"``): ("card", c) choose an army card; ("cast",
spell) play a spell card from hand; ("summon", c) summon a squad from reserve (then one
("put", hex) / ("put", front, back) per figure); ("ability", key) an activated ability of
the chosen card; ("move", figure, hex) or ("move", figure, front, back) for a double-space
figure - along the engine's canonical path (the fewest leaving-engagement attacks, then
the fewest falls, then the lowest cost; ``movement.reachable`` shows it); ("attack",
figure, target); ("end",).

Questions (``decision.kind`` "choose", "yes_no", "order"): ("target", x), ("attach",
card) or ("cancel",) (the enchantment back to the hand, the turn as it was), ("yes",)/("no",) for counters and optional hidden enchants, ("redirect", figure),
("order", figure), ("put", hex[, hex2]) or ("done",), ("keep",)/("bottom",),
("discard", spell).

Settled rulings (the rulebook is silent or loose here)
------------------------------------------------------
* Turn steps: spells may be played before moving (before or after choosing the card) and
  after attacking. Playing a spell once a figure has moved or attacked ends moving and
  attacking for the turn. Activated abilities of the chosen card may be used any time in
  the turn after choosing it, once each.
* Leaving-engagement attacks are always taken (declining one never helps); the engine
  rolls them along the path, where the figure leaves each engagement. A figure destroyed
  on the way stays where it was destroyed (it goes to the graveyard there).
* Damage on squads is always marked on the figure, on a Planeswalker (and a unique hero)
  on its army card: the rulebook's leaving-engagement text; a squad's figures do not
  share damage.
* Spells that roll attack dice give no height advantage; the target defends with its
  toughness. "Within N spaces" of a spell or ability counts clear-sight spaces from your
  Planeswalker.
* Twisted Image switches power and toughness after glyphs, auras, spells and abilities;
  dice added at the attack (height advantage, Avatar of Justice, Pounce, Hunger, Steady
  Aim, hidden enchants) come after the switch.
* Auras go on an army card with a figure on the battlefield, of the kind they name, yours
  or an opponent's as the card says; hidden enchants only on your own cards on the
  battlefield, face down under any already there. Several hidden enchants that would
  trigger together trigger top-most first (the first played). Every hidden enchant says
  "you may": the engine asks its player when it could flip (a trigger is never
  forgotten); one not flipped then goes out of play unused (no graveyard). Counters
  (Psychic Rebuttal, Scatter Arc - even against a face-down card) are asked when the
  spell is played, after its targets are chosen; a countered spell has no effect and goes
  to its owner's graveyard (it still counts among the three spells of the turn).
* Simultaneous damage (Killing Wave, Heat Wave, Combust): the player whose turn it is
  chooses the order, one figure at a time.
* A destroyed Planeswalker's player can no longer play or draw spell cards; hidden
  enchants still trigger. In the Duel its destruction ends the game at once.
* Summoning needs an empty space (no figure, ruin or glyph) within 5 clear-sight spaces of
  the Planeswalker; a double-space figure needs one of its two spaces within. Figures that
  find no space stay in the reserve.
* Mind Stealer: at the end of a turn you chose Jace; on 16+ you control the Planeswalker
  during your next turn (you may choose its card, move, attack and use its activated
  abilities; it cannot summon or play its owner's spells).
* Scoring after turn 30 (the turn track counts every player's turn): price per figure of
  the figures on the battlefield; a Planeswalker scores its cost less the 200 points of
  its spell deck. Equal scores are a draw (the result says ``draw``), not a win. The
  track is the rulebook's: 30 turns (``config["turns"]`` can be nothing else).
* Glyphs stop a move on them; the Duel's glyphs lie ability-side up, so they take effect
  while a figure stands on them (Power +1, Toughness +1, Move +2 for every figure its
  controller controls). The Glyph of Knowledge draws a card and leaves the game.
* Flying (Phoenixes), Phase Walk (Phantoms) and the other abilities are described in
  engines/arena/army.json; Rebirth returns a Phoenix after your sorcery resolves, even
  when every Phoenix had been destroyed (its card comes back from the graveyard).
* Setup: the d20 roll-off is rolled by the engine (ties roll again); the high roller names
  the first player, who places first; then the other players place in turn order.
* Engagement: levels are counted from each figure's own base ("one base as high as the
  other's height"); across a ruined wall both figures must stand taller than the wall's
  top. Friend and foe follow who controls a card now (Mind Control, Mind Stealer).
* Ruins: a solid cell takes no figure, rubble takes only small bases, a wall cannot be
  crossed (engines/arena/board.py). A step down as high as the figure's height or more is
  a fall on each such step; a double-space figure falls by its lead side's step.
* Line of sight is geometric (engines/arena/sight.py): rays from the target point to
  points of the hit zone, blocked by terrain, ruins and other figures; any clear ray
  sees. Clear sight to a space looks at a marker one level tall standing on it.
* Mind Control is played before choosing the army card. The hand limit is kept by
  discarding one card at a time. A squad sent back to the reserve after being chosen
  leaves nothing more to move or attack with that turn.

Multiplayer (settled rulings)
-----------------------------
* Seats are numbered around the table in the order play passes (to the left): seat p+1
  plays after seat p. Teammates sit side by side (``config["teams"]``, e.g. [[0, 1],
  [2, 3]]; check_config refuses teammates who are not neighbours).
* The multiplayer roll-off (3-5 players, no teams): everyone rolls the d20; the players
  tied for the highest roll again (the others' ties do not matter); the high roller goes
  first and places first - nobody chooses. Then everyone places in the order of play and
  the first player draws a spell card on the first turn (the Skirmish and the Melee).
* Teams roll once: the team's player 1 rolls for it (ties roll again). The player who goes
  first is the winning team's player sitting farthest to the left: the one whose left-hand
  neighbour, next to play, is an opponent. So after the first turn the two opponents play,
  then the two teammates, and so on. A team's player 1 is that farthest-left player,
  player 2 the other.
* Starting zones are the connected groups of same-coloured starting spaces
  (``board.zone_groups``). Nobody places in a zone an opponent holds; teammates share a
  zone where the scenario says (``share_zones``: the Skirmish), else a zone holds one
  Planeswalker (the Melee's six orange zones: "any of the orange starting spaces").
* Friendly figures are your own and your teammates': they are never attacked, never
  engaged, and may be passed through like your own. "You control" / "your" on a card means
  the figures you control only (glyphs, auras, spells, abilities).
* A teammate's spell cards are seen by the partner: the partner's view shows its hand,
  its face-down hidden enchants and the face-down card it is playing (never its library,
  never an opponent's cards); the log tells the partner the cards it draws.
* Hidden enchants of several players that trigger together (counters against one spell)
  are asked in player-number order within a team (1 first); teams and lone players from
  the left of the player whose turn it is, in the order of play.
* A player whose Planeswalker is destroyed plays on with its figures (no spells, no
  draws); with no figure left it is out (``RULES.seats_out``) and its turns pass at once
  (they still move the turn marker).
* The Skirmish: the four glyphs lie symbol-side up, shuffled over the map's four glyph
  spaces by the seed; which is which is hidden from every player until a figure stops on
  it and turns it (the view shows "?"). The team that destroys both opposing
  Planeswalkers wins at once; after turn 60 the team with the most points (price per
  figure, both teammates' figures) on the battlefield wins; equal teams are a draw. A
  team's win is one win for both teammates (the result's ``team``), even for a teammate
  who is out.
* The Melee: every player for themselves. The game ends after turn 36, 48 or 60 (three,
  four, five players; ``config["turns"]`` may choose any of the three); then the player
  with the most points (price per figure) on the purple spaces wins - a double-space figure
  counts once when either of its spaces is purple. A player who is out is never a
  winner: equal scores among the players still in are a draw. Destroying
  Planeswalkers does not end the Melee; only when a single player has figures left on the
  battlefield (all the others out) does it end early, and that player wins.
"""
from __future__ import annotations

from engines.arena import flow
from engines.arena.checks import why_illegal
from engines.arena.content import (BUILD, DEFAULT_ARMIES, PLANESWALKERS, SCENARIOS,
                                   army_problems, check_build, default_army, fill_army)
from engines.arena.copies import clone, determinize, from_json, to_json, view
from engines.arena.scenario import SEATS_SENTENCE, check_custom, is_custom, seat_lists
from engines.arena.state import DEFAULT_PLAYERS, MAX_PLAYERS, MIN_PLAYERS, ArenaState, is_out
from engines.core.protocol import IllegalAction
from engines.core.results import outcome
from engines.core.rng import Rng

__all__ = ["check_config", "new_state", "legal_actions", "why_illegal", "apply", "apply_trusted",
           "result", "clone", "view", "determinize", "to_json", "from_json", "ArenaState"]


SCENARIO_FOR = {2: "duel", 3: "melee", 4: "skirmish", 5: "melee"}   # the default per count


def check_config(config: dict) -> dict:
    """The config made whole (players, names, scenario, teams, armies, turns), or
    ValueError with a sentence a player can read. ``scenario`` is "duel" (2 players),
    "skirmish" (4, two teams) or "melee" (3-5); missing, the player count picks it (4
    players: the Skirmish). ``teams`` (the Skirmish only) lists the seats of each team,
    teammates side by side in the order play passes, e.g. [[0, 1], [2, 3]] (a list of team
    numbers per seat, [0, 0, 1, 1], is read the same). ``armies`` is one entry per seat: a
    Planeswalker's key (its default army, filled with common cards to the build) or an
    army {"planeswalker", "squads", "spells"};
    missing, the seats get different Planeswalkers chosen by the seed (see new_state).
    ``turns``: the length of the turn track, one the scenario allows (the Duel: 30; the
    Skirmish: 60; the Melee: 36, 48 or 60, by default 12 a player). ``build``: the points
    an army may cost (500, the set's own, when missing: old saves; up to 2,000 for the
    multiple-sets rules). ``battlefield``: a battlefield of the player's
    (engines/arena/battlefield.py) played instead of the scenario's printed map: the
    config carries the whole map, so a save or a replay plays on exactly that map even
    when its file changes or is gone.

    A player's own scenario (``scenario`` "custom_destroy", "custom_track" or
    "custom_marked": the victory rule; engines/arena/scenario.py) plays any battlefield
    (required: a printed map's key or a whole map) with free teams (or none), a turn track
    from its ``turn_choices`` and ``glyphs`` "as_drawn" or "shuffled"."""
    if config is not None and not isinstance(config, dict):
        raise ValueError("An Arena game is set up from a table of options")
    cfg = dict(config or {})
    n = cfg.get("players", DEFAULT_PLAYERS)
    if type(n) is not int or not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(SEATS_SENTENCE)
    cfg["players"] = n
    names = cfg.get("names") or [f"Player {i + 1}" for i in range(n)]
    if isinstance(names, str) or not hasattr(names, "__len__") or len(names) != n:
        raise ValueError("Give one name per player")
    cfg["names"] = [str(x) for x in names]
    sc = cfg.get("scenario", SCENARIO_FOR[n])
    if not isinstance(sc, str) or sc not in SCENARIOS:
        raise ValueError(f"There is no scenario {str(sc)[:20]!r}: choose the Duel, the "
                         "Skirmish, the Melee or a scenario of your own")
    spec = SCENARIOS[sc]
    if n not in spec["players"]:
        counts = spec["players"]
        said = (", ".join(str(k) for k in counts[:-1]) + f" or {counts[-1]}"
                if len(counts) > 1 else str(counts[0]))
        raise ValueError(f"{spec['name']} is played by {said} players, not {n}")
    cfg["scenario"] = sc
    custom = is_custom(sc)
    if custom:                    # a player's own scenario on any map (engines/arena/scenario.py)
        own = check_custom(cfg, n, spec)
        teams = own["teams"]
    else:
        if cfg.get("glyphs") is not None:
            raise ValueError(f"{spec['name']} lays its glyphs as its rules say: the glyphs "
                             "are chosen in a scenario of your own")
        teams = _check_teams(cfg.get("teams"), n, spec)
    if teams is None:
        cfg.pop("teams", None)
    else:
        cfg["teams"] = teams
    build = check_build(cfg.get("build", BUILD))
    if build == BUILD:                  # the set's own total is not written down: the
        cfg.pop("build", None)          # configs (and saves) of 500-point games stay as
    else:                               # they were before the build total was a choice
        cfg["build"] = build
    armies = cfg.get("armies")
    if armies is not None:
        if isinstance(armies, str) or not hasattr(armies, "__len__") or len(armies) != n:
            raise ValueError("Give one army per player")
        out = []
        for a in armies:
            if isinstance(a, str):
                if a not in DEFAULT_ARMIES:
                    raise ValueError(f"There is no Planeswalker called {a[:20]!r}")
                a = fill_army(default_army(a), build)
            if not isinstance(a, dict):
                raise ValueError("An army names its Planeswalker, squads and spells")
            bad = army_problems(a, build)
            if bad:
                raise ValueError(bad[0])
            out.append({"planeswalker": a["planeswalker"], "squads": list(a["squads"]),
                        "spells": list(a["spells"])})
        cfg["armies"] = out
    cfg["turns"] = _check_turns(cfg.get("turns", default_turns(sc, n)), spec)
    if custom:
        cfg["glyphs"], cfg["battlefield"] = own["glyphs"], own["battlefield"]
    elif cfg.get("battlefield") is not None:       # a map of the player's (issue 27)
        from engines.arena.map_check import for_play
        cfg["battlefield"] = for_play(cfg["battlefield"], n, spec)
    else:
        cfg.pop("battlefield", None)
    return cfg


def _check_turns(turns, spec: dict) -> int:
    """The turn track's length: one of the scenario's ``turn_choices`` (the rulebook's
    tracks: the Duel 30, the Skirmish 60, the Melee 36, 48 or 60), else ValueError. A
    number from a save is never trusted further than that (a track of 10**9 turns would
    be drawn and played for ever)."""
    choices = spec["turn_choices"]
    if type(turns) is not int or turns not in choices:
        said = (", ".join(str(k) for k in choices[:-1]) + f" or {choices[-1]}"
                if len(choices) > 1 else str(choices[0]))
        raise ValueError(f"{spec['name']} ends after {said} turns (its turn track)")
    return turns


def default_turns(scenario: str, players: int) -> int:
    """The length of a scenario's turn track for this many players."""
    turns = SCENARIOS[scenario]["turns"]
    if isinstance(turns, dict):
        return int(turns[str(players)])
    return int(turns)


def _check_teams(teams, n: int, spec: dict):
    """The teams as lists of seats (None without teams), or ValueError."""
    default = spec.get("teams") or None
    if teams is None or teams is False:
        return [list(t) for t in default] if default else None
    if not default:
        raise ValueError(f"{spec['name']} has no teams: every player is on their own")
    teams = seat_lists(teams, n)
    size = len(default[0])
    if len(teams) != len(default) or any(len(t) != size for t in teams):
        raise ValueError(f"{spec['name']} is played by {len(default)} teams of {size}")
    for t in teams:
        ring = sorted(t)
        for q in ring:
            if (q + 1) % n not in t and (q - 1) % n not in t:
                raise ValueError(f"Teammates sit side by side: seat {q} has no teammate "
                                 "next to it")
    return sorted(sorted(t) for t in teams)


def new_state(config: dict, seed: int, events: list | None = None) -> ArenaState:
    cfg = check_config(config)
    if "armies" not in cfg:
        pick = list(PLANESWALKERS)
        Rng(seed * 31 + 7).shuffle(pick)
        cfg["armies"] = [fill_army(default_army(k), cfg.get("build", BUILD))
                         for k in pick[:cfg["players"]]]
    ev = events if events is not None else []
    return flow.new_state(cfg, seed, ev)


def legal_actions(s: ArenaState) -> list:
    if s.to_move is None:
        return []
    agenda = s.agenda
    if agenda and "q" in agenda[0]:             # ``s.question()``, read here
        return list(flow.question_options(s, agenda[0]))
    out = flow.turn_actions(s)
    # kept for checking the action taken from it (``checks.why_illegal``); a copy, the
    # caller may change its list
    s.memo["listed"] = tuple(out)
    return out


def result(s: ArenaState) -> dict | None:
    """None while playing; then the result (engines/core/results.py): ``winners``,
    ``draw`` (rivals tied on points at the end of the turn track), ``team`` (the index
    in ``teams`` of the team that won the Skirmish: one win, not a draw), ``out`` (the
    seats out when it ended), ``scores`` (what the end counts), ``points`` (on the
    battlefield), ``reason`` ("planeswalker", "turns", "last standing") and ``turns``."""
    if s.winners is None:
        return None
    teams = [list(t) for t in s.config.get("teams") or ()]
    return {**outcome(s.winners, teams),
            "scores": [s.score(p) for p in range(s.players)],
            "points": [s.points(p) for p in range(s.players)],
            "teams": teams, "out": [p for p in range(s.players) if is_out(s, p)],
            "reason": s.end_reason, "turns": s.turn}


def apply(s: ArenaState, action, player: int | None = None) -> list:
    """Carry out ``action``; IllegalAction (state unchanged) when it is not legal."""
    reason = why_illegal(s, action, player)
    if reason is not None:
        raise IllegalAction(reason)
    return apply_trusted(s, action)


def apply_trusted(s: ArenaState, action) -> list:
    """``apply`` without the check, for an action taken unchanged from
    ``legal_actions(s)`` (search and rollouts): anything else may corrupt the state.
    A move keeps the listing's cache (the position is the one listed: the moving
    figure's search is read before anything changes, and its landing empties it); a run
    that stops at a question keeps the options it listed for it; the position's carried
    answers (``stats.carried``) are kept while nothing emptied the cache."""
    memo = s.memo
    if action[0] != "move":
        table = memo.get("carried")
        memo.clear()
        if table is not None:
            memo["carried"] = table
    # else the cache is the listing's, all of it of this position: the move reads the
    # moving figure's search (``movement.reach_to``) before anything changes, and the
    # figure's landing (``state.place``, or its destruction on the way) empties it
    ev: list = []
    if s.question() is not None:
        flow.answer(s, action, ev)
    else:
        flow.do_turn_action(s, action, ev)
    flow.run(s, ev)
    # the run stopped at a question because it has options: they were listed just now,
    # for this position, and the next listing reads them (nothing else is kept)
    item = s.question()
    memo = s.memo
    # the answers that depend on the position only, still here when nothing moved,
    # changed control or took a glyph away (each of those empties the cache)
    table = memo.get("carried")
    if item is not None:
        key = ("options", id(item))
        listed = memo.get(key)
        memo.clear()
        if listed is not None and listed[0] is item:
            memo[key] = listed
    else:
        memo.clear()
    if table is not None:
        memo["carried"] = table
    return ev
