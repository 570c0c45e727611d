"""Checking one Magecraft action: ``why_illegal`` decides from the state whether the
action is exactly one of the legal actions (the same conditions as
``rules.legal_actions``, computed rather than listed: a revision offers some two hundred
moves) and, when it is not, says why in a sentence a player can read."""
from __future__ import annotations

from engines.core.actions import shape_problem
from engines.magecraft.content import (CAST, CHARACTERS, COLOURS, I_ATTACK, I_DRAW, I_HEAL,
                                       I_SHIELD, I_VANISH, LEARN, NAME, WILD, cost_text)
from engines.magecraft.state import (BOOK, CAST_P, LEARN_P, MASTER, N_BOOKS, PAY_LEARN,
                                     PAYING, PLACE, REARRANGE, RESOLVE, REVISE, REVISE_COST,
                                     SETUP, SHIELD, MagecraftState, affordable, book_ok,
                                     cantrip_ok, next_slot)


_PHASE_HINT = {
    SETUP: "choose a gem to discard from your starting hand",
    SHIELD: "move shield gems to your discard area, or say done",
    CAST_P: "choose a spellbook to cast, use your cantrip, or stop",
    BOOK: "pay the next spell of your spellbook, use your cantrip, or stop casting",
    PAYING: "finish paying the spell you started",
    RESOLVE: "resolve the icons of the spell",
    LEARN_P: "learn a spell, start a revision, or end your turn",
    PAY_LEARN: "pay the learn cost of the chosen spell",
    PLACE: "choose the spellbook that gets the new spell on its left",
    REVISE: "discard gems for the revision",
    REARRANGE: "rearrange your spells or say done",
    MASTER: "choose a spell to master, or skip mastering",
}


def slot_word(i: int) -> str:
    return ("first", "second", "third", "fourth", "fifth", "sixth")[i] if i < 6 else f"#{i + 1}"


_NO_DETAILS = {"done", "stop", "cast", "end_turn", "revise", "draw", "heal"}


def why_illegal(s: MagecraftState, action, player=None):
    """None when ``action`` is exactly legal now (for ``player`` when given), else a
    reason a player can read. Checks the one action; never lists the legal actions."""
    bad = shape_problem(action)
    if bad is not None:
        return bad
    if s.to_move is None:
        return "The game is over"
    p = s.to_move
    if player is not None and (type(player) is not int or player != p):
        return f"It is not your turn: {s.names[p]} is to move"
    if _allowed(s, p, action):
        return None
    return _reason(s, p, action) or "That move is not possible now"


def _reason(s: MagecraftState, p: int, action: tuple) -> str:
    """Why the well-shaped action ``action`` is not legal now."""
    ph = s.phase
    kind = action[0]
    h = s.hand[p]
    hint = _PHASE_HINT.get(ph, "")
    if kind in _NO_DETAILS and len(action) != 1:
        return "That is not a Magecraft move"
    if kind == "pay":
        if ph not in (BOOK, PAYING, PAY_LEARN):
            return f"There is nothing to pay for now: {hint}"
        if len(action) != 3 or not isinstance(action[1], int) or action[2] not in range(5):
            return "A payment names a cost slot and a gem colour"
        slot, c = action[1], action[2]
        name = NAME[s.learn_sid] if ph == PAY_LEARN else \
            (NAME[s.books[p][s.book][s.pos] >> 1] if s.pos < len(s.books[p][s.book]) else "")
        if ph == BOOK and not name:
            return "Every spell of this spellbook has been cast; use your cantrip or stop"
        if ph == BOOK and not affordable(h, s.cost, s.fill):
            return (f"You cannot afford {name} (it costs {cost_text(s.cost)}), and a spell "
                    "cannot be skipped: your casting ends here")
        nxt = next_slot(s.fill)
        if not 0 <= slot < len(s.cost):
            return f"{name} has no slot {slot + 1}"
        if s.fill[slot] >= 0:
            return f"The {slot_word(slot)} slot of {name} is already paid"
        if slot != nxt:
            return f"Pay the slots from left to right: the {slot_word(nxt)} slot is next"
        code = s.cost[slot]
        if code != WILD and code != c:
            return (f"The {slot_word(slot)} slot of {name} takes a {COLOURS[code]} gem, "
                    f"not {COLOURS[c]}")
        if not h[c]:
            return f"You have no {COLOURS[c]} gem in hand"
        return (f"Paying {COLOURS[c]} there would leave you unable to pay the rest of "
                f"{name}; use another colour for the wild slot")
    if kind == "book":
        if ph != CAST_P:
            return ("You can cast from only one spellbook per turn" if ph in (BOOK, PAYING)
                    else f"Not now: {hint}")
        if len(action) != 2 or action[1] not in range(N_BOOKS):
            return "Choose spellbook 1, 2 or 3"
        book = s.books[p][action[1]]
        if not book:
            return f"Spellbook {action[1] + 1} is empty"
        sid = book[0] >> 1
        return (f"You cannot afford {NAME[sid]}, the first spell of spellbook {action[1] + 1} "
                f"(it costs {cost_text(CAST[sid])})")
    if kind == "cantrip":
        ch = CHARACTERS[s.chars[p]]
        if ph not in (CAST_P, BOOK):
            return "Your cantrip can be used only in your casting phase, between spells"
        if s.cantrip_used:
            return f"{ch.cantrip} has already been used this turn"
        if len(action) != 2 or action[1] not in range(5):
            return "Say which gem colour pays the cantrip"
        if ch.cost != WILD and action[1] != ch.cost:
            return f"{ch.cantrip} costs a {COLOURS[ch.cost]} gem, not {COLOURS[action[1]]}"
        return f"You have no {COLOURS[action[1]]} gem in hand"
    if kind == "learn":
        if ph != LEARN_P:
            return f"Not now: {hint}"
        if len(action) != 2 or not isinstance(action[1], int) or action[1] not in s.acad_ids:
            return "That spell is not in the Academy"
        sid = action[1]
        if s.acad_count[s.acad_ids.index(sid)] == 0:
            return f"The Academy has no {NAME[sid]} left"
        return (f"You cannot pay the learn cost of {NAME[sid]} "
                f"({cost_text(LEARN[sid])}) from your hand")
    if kind == "revise":
        if ph != LEARN_P:
            return f"Not now: {hint}"
        return f"A revision needs {REVISE_COST} gems in hand; you have {sum(h)}"
    if kind == "discard":
        if ph not in (SETUP, REVISE):
            return f"Not now: {hint}"
        if len(action) == 2 and action[1] in range(5):
            return f"You have no {COLOURS[action[1]]} gem in hand"
        return "Say which gem colour to discard"
    if kind == "unshield":
        if ph != SHIELD:
            return "Shield gems can be discarded only at the start of your turn"
        return "You have no such gem in your shield area"
    if kind == "attack" and ph == RESOLVE:
        if not s.pending[I_ATTACK]:
            return "This spell has no Attack icon left to resolve"
        if len(action) < 2 or action[1] not in range(s.players) or action[1] == p:
            return "Choose an opponent to attack"
        t = action[1]
        if s.out[t]:
            return f"{s.names[t]} is already out of the game"
        if len(action) == 2:
            return (f"{s.names[t]} still has shield gems: an attack must discard one of them "
                    "first")
        return f"{s.names[t]} has no such gem in their shield area"
    if kind in ("draw", "heal", "shield", "vanish") and ph == RESOLVE:
        i = {"draw": I_DRAW, "heal": I_HEAL, "shield": I_SHIELD, "vanish": I_VANISH}[kind]
        if not s.pending[i]:
            return f"This spell has no {kind.capitalize()} icon left to resolve"
        if kind == "shield":
            return "Take a shield gem of a colour the Academy or your discard area holds"
        return "You have no such gem in hand"
    if kind == "move":
        if ph != REARRANGE:
            return "Spells can be moved only during a revision"
        if s.moves_left <= 0:
            return "You have already moved every spell once; say done"
        return "There is no spell there, or the spell would not move"
    if kind == "master" and ph == MASTER:
        return "Choose one of your spells that is not mastered yet"
    return f"That move is not possible now: {hint}" if hint else "That move is not possible now"


# ---------------------------------------------------------------------------------------
# The one-action check

def _idx(x, n: int) -> bool:
    """``x`` is an int (never a bool) in range(n)."""
    return type(x) is int and 0 <= x < n


def _allowed(s: MagecraftState, p: int, a: tuple) -> bool:
    """True when the well-shaped action ``a`` is one of ``legal_actions(s)``, decided
    directly from the state (the same conditions as the listing above)."""
    kind = a[0]
    n = len(a)
    ph = s.phase
    h = s.hand[p]
    if ph == RESOLVE:
        return _icon_allowed(s, p, a)
    if ph == PAYING or ph == PAY_LEARN:
        return kind == "pay" and n == 3 and _pay_allowed(h, s.cost, s.fill, a[1], a[2])
    if ph == BOOK:
        if kind == "stop":
            return n == 1
        if kind == "cantrip":
            return n == 2 and _cantrip_allowed(s, p, a[1])
        if kind == "cast" or kind == "pay":
            if not (s.pos < len(s.books[p][s.book]) and affordable(h, s.cost, s.fill)):
                return False
            if kind == "cast":
                return n == 1 and next_slot(s.fill) < 0
            return n == 3 and _pay_allowed(h, s.cost, s.fill, a[1], a[2])
        return False
    if ph == CAST_P:
        if kind == "stop":
            return n == 1
        if kind == "book":
            return n == 2 and _idx(a[1], N_BOOKS) and book_ok(s, p, a[1])
        if kind == "cantrip":
            return n == 2 and _cantrip_allowed(s, p, a[1])
        return False
    if ph == SHIELD:
        if kind == "done":
            return n == 1
        return kind == "unshield" and n == 2 and _idx(a[1], 5) and s.shield[p][a[1]] > 0
    if ph == LEARN_P:
        if kind == "end_turn":
            return n == 1
        if kind == "revise":
            return n == 1 and sum(h) >= REVISE_COST
        if kind == "learn" and n == 2 and type(a[1]) is int:
            for sid, left in zip(s.acad_ids, s.acad_count, strict=False):
                if sid == a[1]:
                    cost = LEARN[sid]
                    return left > 0 and affordable(h, cost, [-1] * len(cost))
        return False
    if ph == PLACE:
        return kind == "place" and n == 2 and _idx(a[1], N_BOOKS)
    if ph == REVISE or ph == SETUP:
        return kind == "discard" and n == 2 and _idx(a[1], 5) and h[a[1]] > 0
    if ph == REARRANGE:
        if kind == "done":
            return n == 1
        return kind == "move" and n == 5 and _move_allowed(s, p, a)
    if ph == MASTER:
        if kind == "done":
            return n == 1
        if kind != "master" or n != 3 or not _idx(a[1], N_BOOKS):
            return False
        book = s.books[p][a[1]]
        return _idx(a[2], len(book)) and not book[a[2]] & 1
    return False


def _pay_allowed(h, cost, fill, slot, c) -> bool:
    """("pay", slot, c) is among ``_pay_actions(h, cost, fill)``."""
    if type(slot) is not int or slot != next_slot(fill) or slot < 0 or not _idx(c, 5):
        return False
    code = cost[slot]
    if code != WILD:
        return c == code and h[c] > 0
    need = 0
    for i in range(slot + 1, len(cost)):
        if fill[i] < 0 and cost[i] == c:
            need += 1
    return h[c] > need


def _cantrip_allowed(s: MagecraftState, p: int, c) -> bool:
    """("cantrip", c) is among the cantrip actions."""
    if not _idx(c, 5) or not cantrip_ok(s, p):
        return False
    code = CHARACTERS[s.chars[p]].cost
    return s.hand[p][c] > 0 if code == WILD else c == code


def _icon_allowed(s: MagecraftState, p: int, a: tuple) -> bool:
    """``a`` is among ``_icon_actions(s, p)``."""
    kind = a[0]
    n = len(a)
    pend = s.pending
    if kind == "draw":
        return n == 1 and pend[I_DRAW] > 0
    if kind == "heal":
        return n == 1 and pend[I_HEAL] > 0
    if kind == "attack":
        if pend[I_ATTACK] <= 0 or n not in (2, 3):
            return False
        t = a[1]
        if not _idx(t, s.players) or t == p or s.out[t]:
            return False
        sh = s.shield[t]
        if sum(sh):
            return n == 3 and _idx(a[2], 5) and sh[a[2]] > 0
        return n == 2
    if kind == "shield":
        if pend[I_SHIELD] <= 0:
            return False
        if n == 1:
            return not any(s.acad_gems) and not any(s.discard[p])
        if n != 3 or not _idx(a[2], 5):
            return False
        if a[1] == "academy":
            return s.acad_gems[a[2]] > 0
        if a[1] == "discard":
            return s.discard[p][a[2]] > 0
        return False
    if kind == "vanish":
        if pend[I_VANISH] <= 0:
            return False
        if n == 2:
            return a[1] == "hp"
        return n == 3 and a[1] == "hand" and _idx(a[2], 5) and s.hand[p][a[2]] > 0
    return False


def _move_allowed(s: MagecraftState, p: int, a: tuple) -> bool:
    """``a`` is among ``_move_actions(s, p)``: computed, not listed (a revision offers
    some two hundred moves)."""
    if s.moves_left <= 0:
        return False
    _, fb, fi, tb, ti = a
    if not (_idx(fb, N_BOOKS) and _idx(tb, N_BOOKS)):
        return False
    books = s.books[p]
    if not _idx(fi, len(books[fb])):
        return False
    size = len(books[tb]) - (1 if tb == fb else 0)
    if not _idx(ti, size + 1):
        return False
    return not (tb == fb and ti == fi)


def spell_to_pay_problem(s: MagecraftState, book: int, index: int) -> str | None:
    """Why the spell at ``index`` of the player to move's spellbook ``book`` cannot be
    paid now, because of where it is: one spellbook per turn, cast from its first spell,
    left to right. None when its place is right (its slots and the colours are the
    ``("pay", slot, colour)`` action's own check). A table asks this when a gem is dropped
    on a spell card."""
    p = s.to_move
    if p is None or not (_idx(book, N_BOOKS) and type(index) is int):
        return "There is no such spell"
    spells = s.books[p][book]
    if not 0 <= index < len(spells):
        return "There is no such spell"
    name = NAME[spells[index] >> 1]
    if s.phase == CAST_P:
        if index == 0:
            return None
        return (f"A spellbook is cast from its first spell: pay {NAME[spells[0] >> 1]} "
                f"before {name}")
    if s.phase in (BOOK, PAYING):
        if book != s.book:
            return "You can cast from only one spellbook per turn"
        if index < s.pos:
            return f"{name} has already been cast this turn"
        if index > s.pos:
            return (f"Spells are cast from left to right: {NAME[spells[s.pos] >> 1]} comes "
                    f"before {name}")
    return None
