"""Mabinogi Duel in words: ``describe`` (an action, for the log, before it is applied),
``narrate`` (the log line of an event) and ``card_name``, with "you" for the viewer
("Ann summons Hyena into lane 2" / "You summon Hyena into lane 2")."""
from __future__ import annotations

from engines.core.wording import Words
from engines.mabinogi.checks import why_illegal
from engines.mabinogi.content import CARDS, RESOURCES
from engines.mabinogi.state import HERO, STALL_TURNS, MabinogiState, counter_cost

_PHASES = {"battle": "Battle", "closing_effects": "Closing effects",
           "effect_retrieval": "Effect retrieval"}


def card_name(state: MabinogiState, card) -> str:
    """The name of a card: ``card`` is a card of content.CARDS (an int, as events carry
    it) or ("iid", n) for a card instance ("a hidden card" when this view hides it)."""
    if type(card) is int and 0 <= card < len(CARDS):
        return CARDS[card].name
    if isinstance(card, (tuple, list)) and len(card) == 2 and card[0] == "iid":
        i = card[1]
        if type(i) is int and 0 <= i < len(state.cdef):
            d = state.cdef[i]
            return CARDS[d].name if d >= 0 else "a hidden card"
    return str(card)


def _at(state: MabinogiState, w: Words, seat: int, lane: int) -> str:
    if lane == HERO:
        return w.whom(seat)
    u = state.board[seat][lane]
    name = CARDS[u.d].name if u is not None else f"lane {lane + 1}"
    return f"{w.whose(seat, start=False)} {name}"


def _paying(n: int, res: int) -> str:
    return f", paying {n} {RESOURCES[res]}" if n else ""


def describe(state: MabinogiState, action, viewer: int | None = None) -> str:
    """The action's log line; a card used (or a counter) says what it costs, so every
    resource spent is in the log with its cause."""
    p = state.to_move
    w = Words(state.names, viewer)
    if p is None or why_illegal(state, action) is not None:
        return f"{w.who(p)}: {action!r}"
    k = action[0]
    said = w.said
    if k in ("summon", "cast"):
        c = CARDS[state.cdef[action[1]]]
        paying = _paying(state.cost(p, action[1]), c.res)
        if k == "summon":
            return f"{said(p, 'summons', 'summon')} {c.name} into lane {action[2] + 1}{paying}"
        if len(action) == 2:
            return f"{said(p, 'casts', 'cast')} {c.name}{paying}"
        return (f"{said(p, 'casts', 'cast')} {c.name} at "
                f"{_at(state, w, action[2], action[3])}{paying}")
    if k == "discard":
        c = CARDS[state.cdef[action[1]]]
        return f"{said(p, 'discards', 'discard')} {c.name} for 1 {RESOURCES[c.res]}"
    if k == "charge":
        return f"{said(p, 'charges', 'charge')} a resource"
    if k == "revive":
        n = len(state.grave[p])
        return f"{said(p, 'revives', 'revive')} {n} card{'s' if n != 1 else ''} from the grave"
    if k == "level_up":
        return f"{said(p, 'levels', 'level')} up"
    if k == "end":
        return f"{said(p, 'ends', 'end')} the action phase"
    if k == "counter":
        # the one line of a counter: what it counters, with what, at what cost (the
        # CounterUsed and Countered events add none)
        c = CARDS[state.cdef[action[1]]]
        top = state.chain[-1]
        return (f"{said(p, 'counters', 'counter')} {w.whose(top[0], start=False)} "
                f"{CARDS[state.cdef[top[1]]].name} with {c.name}"
                f"{_paying(counter_cost(state, p, action[1]), c.res)}")
    return f"{said(p, 'lets', 'let')} it resolve"


def narrate(state: MabinogiState, event: dict, viewer: int | None = None) -> str | None:
    """The log line of an event, or None for the events the log does not tell (the
    action's own line says it, or the table only animates it)."""
    w = Words(state.names, viewer)
    k = event.get("type")
    if k == "GameStarted":
        return f"{w.said(event['first'], 'plays', 'play')} first."
    if k == "TurnBegan":
        return f"— {w.whose(event['player'])} turn ({event['turn_no']}) —"
    if k == "PhaseBegan" and event["phase"] == "resource" and any(event.get("resources",
                                                                          ())):
        return (f"Resource phase: {w.who(event['player'], start=False)} "
                f"{w.verb(event['player'], 'gains', 'gain')} "
                f"{_resources(event['resources'])}.")
    if k == "PhaseBegan" and event["phase"] in _PHASES:
        return None
    if k == "Hit":
        tgt = event["target"]
        if tgt[1] == HERO:
            what = w.whom(tgt[0])
        else:
            what = f"{w.whose(tgt[0], start=False)} {CARDS[event['card']].name}"
        src = event["source"]
        by = CARDS[src[3] if src[0] == "cell" else src[2]].name if src[0] != "revive" \
            else "Revive"
        blocked = event["damage"] - event["hp_loss"]
        extra = f" ({blocked} blocked by defence)" if blocked else ""
        return f"{by} hits {what} for {event['hp_loss']}{extra}."
    if k == "CreatureDied":
        return f"{w.whose(event['player'])} {CARDS[event['card']].name} dies."
    if k == "CreatureSummoned" and event["token"]:
        return (f"A {CARDS[event['card']].name} appears in {w.whose(event['player'], False)} "
                f"lane {event['lane'] + 1}.")
    if k == "LevelUp":
        got = ", ".join(f"+{n} {RESOURCES[r]}" for r, n in enumerate(event["resources"]) if n)
        return (f"{w.said(event['player'], 'reaches', 'reach')} level {event['level']}: "
                f"+{event['hp_gain']} HP, {got}, one more flame.")
    if k == "Revived":
        return (f"{w.whose(event['player'])} hero takes {event['damage']} damage from "
                f"the Revive.")
    if k in ("CounterUsed", "Countered"):
        return None                 # the counter action's own line says it all
    if k == "Controlled":
        return (f"{w.said(event['player'], 'takes', 'take')} control of "
                f"{CARDS[event['card']].name} for the turn.")
    if k == "Returned":
        return f"{CARDS[event['card']].name} returns to {w.whose(event['player'], False)} side."
    if k == "Bounced":
        return f"{CARDS[event['card']].name} returns to {w.whose(event['owner'], False)} hand."
    if k == "ValueChanged":
        return _value_line(w, event)
    if k == "UnitChanged":
        return _unit_line(w, event)
    if k == "GameOver":
        winners = list(event["winners"])
        if len(winners) != 1:
            draw = {"stall": f" (the stall rule: {STALL_TURNS} turns without either hero's "
                             "HP at a new low)",
                    "turn_limit": " (equal HP after the house rule's turn limit)"}
            return f"Game over: a draw{draw.get(event['reason'], '')}."
        why = {"forfeit": " (the other player forfeits)",
               "turn_limit": " (more HP after the house rule's turn limit)"}.get(event["reason"], "")
        return f"Game over: {w.said(winners[0], 'wins', 'win')}{why}."
    return None


# ---------------------------------------------------------------------------------------
# The changes a card's effect (or the turn) makes: one line each, naming the cause

_EFFECT_WHYS = ("restore", "debuff", "buff", "effect", "paralyse")


def _resources(got) -> str:
    parts = [f"{n} {RESOURCES[r]}" for r, n in enumerate(got) if n]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _cause(event: dict) -> str:
    """The card (or action) that made a change: its name, from the event's source."""
    src = event.get("source")
    if isinstance(src, list) and src and src[0] == "cell" and len(src) == 4:
        return card_name_of(src[3])
    if isinstance(src, list) and src and src[0] == "card" and len(src) == 3:
        return card_name_of(src[2])
    return "An effect"


def card_name_of(d) -> str:
    return CARDS[d].name if type(d) is int and 0 <= d < len(CARDS) else str(d)


def _stat_change(what: str, d: int, v: int) -> str:
    """"loses 1 HP (now 11)", "gets -2 attack (now 1)", "gets +3 max HP (now 13 HP)"."""
    if what == "hp":
        return f"{'regains' if d > 0 else 'loses'} {abs(d)} HP (now {v})"
    if what == "max_hp":
        return f"gets {d:+d} max HP (max {v})"
    if what == "para":
        return f"is paralysed (paralysis {v})"
    name = {"atk": "attack", "def": "defence"}.get(what, what)
    return f"gets {d:+d} {name} (now {v})"


def _value_line(w: Words, event: dict) -> str | None:
    """A hero's or player's number changed: the line for the changes no other line
    tells (a card's cost is in its action's line, a level-up's in its LevelUp line, a
    Revive's damage in its Revived line, a discard's resource in the discard's line)."""
    p, what, why, d = event["player"], event["what"], event["why"], event["delta"]
    if what in RESOURCES and why == "charge":
        return f"Charge: {w.who(p, start=False)} {w.verb(p, 'gains', 'gain')} {d} {what}."
    if why not in _EFFECT_WHYS:
        return None
    cause = _cause(event)
    if what in RESOURCES or what == "xp":
        name = "XP" if what == "xp" else what
        return f"{cause}: {w.who(p, start=False)} {w.verb(p, 'gains', 'gain')} {d} {name}."
    if what == "hp" and why == "buff":          # a max-HP raise raises HP with it
        return f"{cause}: {w.whose(p, start=False)} hero gets {d:+d} max HP (now {event['value']} HP)."
    if what == "max_hp" and d > 0:
        return None                              # told with the HP it raised
    if what in ("hp", "max_hp", "def"):
        return f"{cause}: {w.whose(p, start=False)} hero {_stat_change(what, d, event['value'])}."
    return None


def _unit_line(w: Words, event: dict) -> str | None:
    """A creature's number changed by an effect, or the turn's attack bonus ending."""
    p, what, why, d, v = (event["player"], event["what"], event["why"], event["delta"],
                          event["value"])
    who = f"{w.whose(p, start=False)} {card_name_of(event['card'])}"
    if why == "turn_end" and what == "atk":
        return f"The turn ends: {who} {_stat_change(what, d, v)}."
    if why not in _EFFECT_WHYS:
        return None
    cause = _cause(event)
    if what == "hp" and why == "buff":
        return f"{cause}: {who} gets {d:+d} max HP (now {v} HP)."
    if what == "max_hp" and d > 0:
        return None
    return f"{cause}: {who} {_stat_change(what, d, v)}."
