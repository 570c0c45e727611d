"""Checking one Arena action: ``why_illegal`` decides from the state whether the action is
exactly one of the legal actions (the same conditions as ``flow.turn_actions`` and the
question's options, computed for that one action) and, when it is not, says why in a
sentence a player can read. The very action object the position listed (its turn's
listing, or the options of the question asked) is legal at once for the player to move:
random play and search take their actions from the listing."""
from __future__ import annotations

from engines.core.actions import same_action, shape_problem
from engines.arena import combat, flow, spells
from engines.arena.content import ARMY, SPELLS
from engines.arena.movement import move_actions
from engines.arena.state import CHOSEN, FIELD, MOVING, PRE, STEP_NAMES, ArenaState
from engines.arena.stats import stat

_ASKED = {
    "first": "choose who goes first",
    "place": "place your Planeswalker in a free starting zone",
    "target": "choose a target",
    "attach": "choose the army card the enchantment goes on",
    "counter": "say whether you flip your hidden enchant to counter that spell",
    "trigger": "say whether you flip your hidden enchant",
    "redirect": "choose the figure the attack goes to instead",
    "order": "choose which figure is dealt damage next",
    "put": "choose a space for the figure",
    "peek": "keep the top card of your library or put it on the bottom",
    "discard": "discard down to seven spell cards",
}


def why_illegal(s: ArenaState, action, player=None):
    """None when ``action`` is exactly legal now (for ``player`` when given), else a
    reason a player can read. Checks the one action; never lists every legal action
    (but reads the position's listing when it was made: the very action object listed
    for this position, ``rules.legal_actions``' or the question's, is legal as it is)."""
    p = s.to_move
    if p is not None and type(action) is tuple and (
            player is None or (type(player) is int and player == p)):
        item = s.question()
        known = s.memo.get("listed") if item is None else flow.question_options(s, item)
        if known is not None:
            try:
                if known[known.index(action)] is action:
                    return None
            except Exception:       # not listed (or an item that cannot be compared)
                pass
    bad = shape_problem(action)
    if bad is not None:
        return bad
    if s.to_move is None:
        return "The game is over"
    p = s.to_move
    if player is not None and (type(player) is not int or player != p):
        return f"It is not your turn: {s.names[p]} is to decide"
    item = s.question()
    if item is not None:
        for a in flow.question_options(s, item):
            if a is action or (a == action and same_action(a, action)):
                return None
        return f"Not now: {_ASKED.get(item['q'], 'answer the question')}"
    listed = s.memo.get("listed")
    if listed is not None:
        # listed for this very position (``rules.legal_actions``): legal when it is
        # exactly the one listed (the same types); else the checks below say why not
        try:
            a = listed[listed.index(action)]
        except ValueError:
            a = None
        if a is action or (a is not None and same_action(a, action)):
            return None
    return _turn_reason(s, p, action)


def _ints(action, n: int) -> bool:
    return len(action) == n and all(type(x) is int for x in action[1:])


def _turn_reason(s: ArenaState, p: int, action: tuple):
    kind = action[0]
    if kind == "end":
        if len(action) != 1:
            return "That is not a move in this game"
        if s.step == PRE and flow.choosable(s, p):
            return "Choose an army card first"
        return None
    if kind == "card":
        if not _ints(action, 2):
            return "Choose an army card by its number"
        if s.step != PRE:
            return "You have already chosen your army card this turn"
        if action[1] not in flow.choosable(s, p):
            return "You can choose only an army card you control with figures on the battlefield"
        return None
    if kind == "cast":
        if not _ints(action, 2) or not 0 <= action[1] < len(SPELLS):
            return "Play a spell card from your hand"
        return spells.why_not_cast(s, p, action[1])
    if kind == "summon":
        if not _ints(action, 2):
            return "Summon a squad from your reserve"
        if action[1] in flow.summonable(s, p):
            return None
        if s.chosen < 0 or s.chosen != s.pw[p]:
            return "Only a Planeswalker summons, on a turn you chose it"
        if s.step != CHOSEN:
            return "Summon before you move or attack"
        if s.summons >= 2:
            return "A Planeswalker summons at most two squads a turn"
        return "That squad cannot be summoned: it is not in your reserve, or no empty space within 5 clear-sight spaces is left"
    if kind == "ability":
        if len(action) != 2 or type(action[1]) is not str:
            return "That is not a move in this game"
        if action in flow.abilities(s):
            return None
        if s.chosen < 0:
            return "Choose an army card first"
        if action[1] in s.used:
            return "That ability has been used this turn"
        return "The card you chose has no such ability to use now"
    if kind == "move":
        n = len(action)
        if (n not in (3, 4) or type(action[1]) is not int or type(action[2]) is not int
                or (n == 4 and type(action[3]) is not int)):
            return "Move a figure to a space"
        f = action[1]
        if not 0 <= f < len(s.f_card):
            return "There is no such figure"
        if f not in flow.movers(s):
            return _why_not_mover(s, f)
        dest = tuple(action[2:])
        if ("move", f) + dest in move_actions(s, f):
            return None
        return _why_not_reach(s, f, dest)
    if kind == "attack":
        if not _ints(action, 3):
            return "Attack a figure with a figure"
        f, g = action[1], action[2]
        if not (0 <= f < len(s.f_card) and 0 <= g < len(s.f_card)):
            return "There is no such figure"
        if f not in flow.attackers(s):
            return _why_not_attacker(s, f)
        if g in combat.targets(s, f):
            return None
        return combat.why_not_target(s, f, g)
    return "That is not a move in this game"


def _why_not_mover(s: ArenaState, f: int) -> str:
    if s.chosen < 0:
        return "Choose an army card first: you move the figures of the card you chose"
    if s.f_card[f] != s.chosen:
        return "Only the figures of the army card you chose move this turn"
    if s.f_zone[f] != FIELD:
        return "That figure is not on the battlefield"
    if s.f_moved[f]:
        return "That figure has already moved this turn"
    if s.step > MOVING:
        return f"Moving is over ({STEP_NAMES[s.step]})"
    return "That figure cannot move now"


def _why_not_reach(s: ArenaState, f: int, dest: tuple) -> str:
    board = s.board
    card = ARMY[s.c_key[s.f_card[f]]]
    if len(dest) != card.size or not all(0 <= h < board.n for h in dest):
        if card.size == 2:
            return "A double-space figure moves onto two neighbouring spaces"
        return "Move onto one space of the battlefield"
    m = stat(s, f, "move")
    if m == 0:
        return f"{card.name} cannot move this turn"
    for h in dest:
        if s.at[h] >= 0 and s.at[h] != f:
            return "That space is not empty"
    if len(dest) == 2 and board.level[dest[0]] != board.level[dest[1]]:
        return "A double-space figure ends its move on two spaces of the same level"
    if "flying" in card.does:       # flies: every space costs 1, over any figure or rise
        return (f"That space is out of reach: {card.name} flies {m} spaces (each costs 1, "
                "whatever its level) and must land on an empty space")
    return (f"That space is out of reach: {card.name} moves {m}, climbing costs a space "
            "per level, water and glyphs stop a move, opponents block the way")


def _why_not_attacker(s: ArenaState, f: int) -> str:
    if s.chosen < 0:
        return "Choose an army card first"
    if s.f_card[f] != s.chosen:
        return "Only the figures of the army card you chose attack this turn"
    if s.f_zone[f] != FIELD:
        return "That figure is not on the battlefield"
    if s.step not in (CHOSEN, MOVING, 3):
        return "Attacking is over: a spell was played after moving or attacking"
    if not combat.can_attack(s, f):
        return "That figure has no attack left this turn"
    return "That figure cannot attack now"
