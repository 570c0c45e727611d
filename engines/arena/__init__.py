"""Magic: Arena of the Planeswalkers - the Duel, the Skirmish (2 against 2) and the Melee
(3-5 players). Pure rules on a hex battlefield.

``RULES`` implements :class:`engines.core.protocol.Rules`; see ``rules.py`` for the
actions and the settled rulings, ``board.py`` / ``sight.py`` / ``movement.py`` for the
battlefield API the hex view is built on, the JSON files for the content.

The view's API (everything a battlefield scene needs, all pure functions of a state):

* ``state.board`` - the map: hexes by id, ``q``, ``r``, ``level``, ``water``, ``fit``,
  ruins (``ruin_top``, ``walls``), ``zone``, centres ``x``/``y`` (a hex is 1.0 across, a
  level 0.25 tall), ``nbrs``, ``dist``;
* ``state.f_hex`` / ``f_hex2`` / ``f_dmg`` / ``f_zone``, ``state.g_*`` (glyphs), cards
  ``state.c_*``, spells ``state.hand`` / ``library`` / ``grave`` (see state.py);
* ``RULES.reachable(state, figure)`` - every destination with its cost, path,
  leaving-engagement attacks and falls (light them before the drop);
* ``RULES.attack_targets(state, figure)`` and ``RULES.attack_dice(state, f, g)`` - who
  can be attacked and "3 vs 4 +1 height";
* ``RULES.sight_line(state, f, g)`` and ``RULES.ruler(state, hex_a, hex_b)`` - the
  line-of-sight ruler: the ray, where it turns red, what blocks it;
* ``RULES.stat(state, figure, "power")``, ``RULES.engaged_with(state, figure)``.

Multiplayer (config ``{"scenario": "duel" | "skirmish" | "melee", "players": N,
"teams": [[0, 1], [2, 3]], "turns": 36 | 48 | 60}``; see rules.check_config):
``state.team`` (per seat), ``RULES.teammates(state, p)``, ``RULES.team_number(state, p)``
(1, 2), ``RULES.seats_out(state)``, ``RULES.scenario(state)`` (name, goal, score, text),
``state.score(p)`` (the points the end counts: on the battlefield, or on the purple
spaces in the Melee), ``state.purple_points(p)``, ``state.board.purple`` (the Melee's
scoring spaces), ``state.board.zone_groups`` (each starting zone); glyphs lying
symbol-side up show the key "?" in a view.
"""
from __future__ import annotations

from engines.core.rules_base import RulesBase
from engines.arena import rules as _r
from engines.arena import tutorial as _tutorial
from engines.arena import state as _st
from engines.arena.ai import make_agent
from engines.arena.board import LEVEL_H, Board, get_board
from engines.arena.combat import attack_dice, targets
from engines.arena.content import ARMY, SCENARIOS, SPELLS, card_text, spell_text
from engines.arena.damage import game_over
from engines.arena.decisions import HINTS, decision
from engines.arena.movement import Reach, reachable
from engines.arena.sight import SightLine, sight_line
from engines.arena.state import ArenaState, is_out, team_number, teammates
from engines.arena.stats import engaged_with, occupancy, stat
from engines.arena.value import position_value
from engines.arena.wording import card_name, describe, narrate

__all__ = ["RULES", "ArenaRules", "ArenaState", "ARMY", "SPELLS", "Board", "Reach",
           "SightLine", "LEVEL_H"]


def _check_config(config: dict) -> dict:
    """The rules' check of a config, and of its ``lesson`` key (a tutorial lesson's staged
    position: engines/arena/tutorial.py)."""
    cfg = _r.check_config(config)
    _tutorial.check(cfg)
    return cfg


class ArenaRules(RulesBase):
    name = "arena"
    title = "Arena of the Planeswalkers"
    min_players = _st.MIN_PLAYERS
    max_players = _st.MAX_PLAYERS
    default_players = _st.DEFAULT_PLAYERS
    army = ARMY
    spells = SPELLS

    # --- protocol: the engine modules' functions, bound explicitly ------------------
    check_config = staticmethod(_check_config)
    new_state = staticmethod(_r.new_state)
    legal_actions = staticmethod(_r.legal_actions)
    decision = staticmethod(decision)
    decision_hints = HINTS
    why_illegal_move = staticmethod(_r.why_illegal)
    apply_move = staticmethod(_r.apply)
    apply_trusted = staticmethod(_r.apply_trusted)
    clone = staticmethod(_r.clone)
    view = staticmethod(_r.view)
    determinize = staticmethod(_r.determinize)
    to_json = staticmethod(_r.to_json)
    from_json = staticmethod(_r.from_json)
    describe_move = staticmethod(describe)
    narrate = staticmethod(narrate)
    card_name = staticmethod(card_name)
    position_value = staticmethod(position_value)

    # --- the battlefield API of the view ------------------------------------------
    reachable = staticmethod(reachable)
    attack_targets = staticmethod(targets)
    attack_dice = staticmethod(attack_dice)
    stat = staticmethod(stat)
    engaged_with = staticmethod(engaged_with)
    card_text = staticmethod(card_text)
    spell_text = staticmethod(spell_text)

    def tutorial_position(self, config: dict, seed: int, /):
        if isinstance(config, dict) and config.get("lesson") is not None:
            return _tutorial.staged(config, seed)        # a tutorial lesson's position
        return None

    def agent_for(self, difficulty: str, seed: int):
        return make_agent(self, difficulty, seed)

    def game_result(self, state: ArenaState):
        return _r.result(state)

    def end_by_forfeit(self, state: ArenaState, seat: int, winners: list, events: list):
        """The forfeit's end (RulesBase.forfeit): the game's own end, reason "forfeit"."""
        game_over(state, winners, "forfeit", events)

    def seats_out(self, state: ArenaState) -> set:
        """The seats out of the game: Planeswalker destroyed, no figure left."""
        return {p for p in range(state.players) if is_out(state, p)}

    # --- multiplayer read-outs for the table ----------------------------------------
    def scenario(self, state: ArenaState) -> dict:
        """The scenario being played (scenarios.json): name, goal, score, text..."""
        return dict(SCENARIOS[state.scenario], key=state.scenario)

    scenario_for = staticmethod(_r.SCENARIO_FOR.get)
    default_turns = staticmethod(_r.default_turns)
    teammates = staticmethod(teammates)
    team_number = staticmethod(team_number)

    def board(self, state: ArenaState) -> Board:
        return get_board(state.board_key)

    def sight_line(self, state: ArenaState, f: int, g: int, clear: bool = False) -> SightLine:
        """The ruler between two figures on the battlefield (f looks at g)."""
        a, b = state.fig_card(f), state.fig_card(g)
        hf, hg = a.height * LEVEL_H, b.height * LEVEL_H
        lo, hi = (0.02 * hg, hg) if clear else (b.hit_lo * hg, b.hit_hi * hg)
        fh, gh = state.hexes_of(f), state.hexes_of(g)
        return sight_line(state.board, fh, a.target * hf, gh, lo, hi, occupancy(state),
                          skip=fh + gh)

    def ruler(self, state: ArenaState, a: int, b: int, eye_levels: float = 4.0,
              target_levels: float = 4.0) -> SightLine:
        """The ruler between two hexes: from a target point ``0.85 x eye_levels`` above
        hex a to a figure ``target_levels`` tall on hex b (figures on a and b ignored)."""
        lo, hi = 0.25 * target_levels * LEVEL_H, 0.85 * target_levels * LEVEL_H
        return sight_line(state.board, (a,), 0.85 * eye_levels * LEVEL_H, (b,), lo, hi,
                          occupancy(state), skip=(a, b))


RULES = ArenaRules()
