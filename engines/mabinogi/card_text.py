"""A card's rules text, written from its effect data: ``card_text(card)`` gives every
level's numbers ("deals 2/3/5 to every other creature"), ``card_text(card, level)`` the
numbers of one level (what the table shows on a card in hand), ``stat_line`` the cost and
numbers."""
from __future__ import annotations

from engines.mabinogi.content import AIM_WORDS, CARDS, RESOURCES, SPELL, Card, Effect

_WHEN = {
    "start": "When summoned and at the start of each of your turns, ",
    "close": "At the end of each of your turns, ",
    "death": "When it dies, ",
    "front_attacks": "When the enemy in front is about to attack, ",
    "hero_attacked": "When your hero is attacked, ",
    "ally_dies": "When another allied creature dies, ",
    "grave_start": "[Grave] At the start of your turn, ",
    "grave_ally_dies": "[Grave] When an allied creature dies, ",
    "cast": "",
}

_WHOM = {
    "self": "it", "chosen": "it", "attacker": "the attacker",
    "front": "the enemy creature in front", "front_or_hero": "the enemy in front (or the "
    "enemy hero)", "enemy_hero": "the enemy hero", "own_hero": "your hero",
    "enemies": "every enemy creature", "others": "every other creature",
    "team": "every allied creature", "adjacent": "the allied creatures beside it",
    "random_enemy": "a random enemy creature (or the enemy hero)",
    "weakest_enemy_or_hero": "the enemy creature with the least HP (or the enemy hero)",
    "front_three_or_hero": "the enemy creature in front and those beside it (or the enemy "
    "hero)",
}

_STAT = {"atk": "attack", "def": "defence", "max_hp": "max HP"}


def _num(e: Effect, level: int | None, sign: str = "") -> str:
    if level is None:
        a, b, c = e.n
        return f"{sign}{a}" if a == b == c else f"{sign}{a}/{sign}{b}/{sign}{c}"
    return f"{sign}{e.n[level - 1]}"


def _xp(e: Effect, level: int | None) -> str:
    """XP counts only up to the top level (3): a level-3 card gives none, and the text
    says so rather than show a number that does nothing."""
    if level == 3:
        return "your hero gains no XP (level 3 is the top level)"
    if level is None:
        a, b, _ = e.n
        return f"your hero gains {a}/{b} XP at levels 1/2 (none at level 3, the top level)"
    if e.on == "cast":
        return f"your hero gains {e.n[level - 1]} XP"
    return f"your hero gains {e.n[level - 1]} XP (none once it is at level 3)"


def _phrase(e: Effect, level: int | None) -> str:
    n = _num(e, level)
    who = _WHOM.get(e.to or "", "it")
    do = e.do
    if do == "xp":
        return _xp(e, level)
    if do == "damage":
        return f"deals {n} to {who}"
    if do == "heal":
        return f"restores {n} HP to {who}"
    if do == "lose_hp":
        return f"{who} loses {n} HP (a debuff: never below 1)"
    if do == "buff":
        span = " this turn" if e.turn else ""
        verb = "get" if e.to == "adjacent" else "gets"
        return f"{who} {verb} {_num(e, level, '+')} {_STAT[e.stat or 'atk']}{span}"
    if do == "debuff":
        return f"{who} gets {_num(e, level, '-')} {_STAT[e.stat or 'atk']}"
    if do == "paralyse":
        return f"paralyses {who} (paralysis {n})"
    if do == "control":
        return f"takes control of {who} until the end of the turn"
    if do == "bounce":
        return f"returns {who} to its owner's hand"
    if do == "gain":
        return f"you gain {n} {RESOURCES[e.res]}"
    if do == "token":
        name = CARDS[e.token].name
        where = {"here": "in its cell", "dead_cell": "in that creature's cell",
                 "empty": "into your leftmost empty cells"}.get(e.to or "", "")
        count = "" if n == "1" else f"{n} "
        return f"summons {count}{name}{'s' if count else ''} {where}".rstrip()
    if do == "discard_random":
        return "a random card of your hand goes to the grave"
    if do == "reclaim":
        return "the top card of your grave returns to your hand"
    return do or ""


def _sentence(parts: list[str]) -> str:
    text = " and ".join(parts)
    return text[:1].upper() + text[1:] + "."


def card_text(c: Card | int, level: int | None = None) -> str:
    """The rules text of card ``c`` (all three levels' numbers, or ``level``'s)."""
    if not isinstance(c, Card):
        c = CARDS[c]
    out: list[str] = []
    groups: dict[tuple, list[str]] = {}
    order: list[tuple] = []
    for e in c.fx:
        if e.on == "counter":
            kind = "spell" if e.what == "spell" else "summoning"
            out.append(f"[Grave] When your opponent uses a {kind} card, you may pay this "
                       f"card's cost to counter it; this card then returns to your hand.")
            continue
        if e.on == "battle":
            out.append(f"In battle it attacks {_WHOM.get(e.to or '', 'its target')} "
                       "instead (a ranged attack).")
            continue
        key = (e.on, e.melee, e.cond)
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(_phrase(e, level))
    for key in order:
        on, melee, cond = key
        if on == "attacked":
            when = "When attacked in melee and still alive, " if melee else \
                "When attacked and still alive, "
        elif on == "start" and all(e.do == "heal" and e.to == "self"
                                   for e in c.fx if e.on == "start"):
            # a creature enters at full HP: healing itself when summoned does nothing
            when = "At the start of each of your turns, "
        else:
            when = _WHEN.get(on, "")
        if cond and cond[0] == "team_res":
            when = (when.rstrip(", ") + f", if you have {cond[2]} or more "
                    f"{RESOURCES[cond[1]]} creatures (itself included), ")
        if cond and cond[0] == "dead_card":
            when = "When another allied creature summoned from a card dies, "
        if on == "cast" and c.aim in AIM_WORDS:
            when = f"Target {AIM_WORDS[c.aim]}: "     # the words of the refusal too
        body = _sentence(groups[key])
        out.append(when + body[:1].lower() + body[1:] if when else body)
    if not c.usable:
        out.append("It cannot be used from the hand: discard it to arm it in the grave.")
    return " ".join(out)


def stat_line(c: Card | int, level: int | None = None) -> str:
    """"Cost 2 Nature · ATK 4 · HP 3" (a level's numbers, or all three per value)."""
    if not isinstance(c, Card):
        c = CARDS[c]

    def v(t: tuple) -> str:
        if level is not None:
            return str(t[level - 1])
        return str(t[0]) if t[0] == t[1] == t[2] else f"{t[0]}/{t[1]}/{t[2]}"
    parts = [f"Cost {v(c.cost)} {RESOURCES[c.res]}"]
    if c.kind != SPELL:
        parts.append(f"ATK {v(c.atk)}")
        if any(c.df):
            parts.append(f"DEF {v(c.df)}")
        parts.append(f"HP {v(c.hp)}")
    return " · ".join(parts)
