"""Mabinogi Duel in words: ``describe`` (an action, for the log, before it is applied),
``narrate`` (the log line of an event) and ``card_name``, with "you" for the viewer
("Ann summons Hyena into lane 2" / "You summon Hyena into lane 2")."""
from __future__ import annotations

from engines.core.wording import Words
from engines.mabinogi.checks import why_illegal
from engines.mabinogi.content import CARDS, RESOURCES
from engines.mabinogi.state import HERO, STALL_TURNS, MabinogiState

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


def describe(state: MabinogiState, action, viewer: int | None = None) -> str:
    p = state.to_move
    w = Words(state.names, viewer)
    if p is None or why_illegal(state, action) is not None:
        return f"{w.who(p)}: {action!r}"
    k = action[0]
    said = w.said
    if k == "summon":
        return (f"{said(p, 'summons', 'summon')} {CARDS[state.cdef[action[1]]].name} into "
                f"lane {action[2] + 1}")
    if k == "cast":
        name = CARDS[state.cdef[action[1]]].name
        if len(action) == 2:
            return f"{said(p, 'casts', 'cast')} {name}"
        return f"{said(p, 'casts', 'cast')} {name} at {_at(state, w, action[2], action[3])}"
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
        return f"{said(p, 'counters', 'counter')} with {CARDS[state.cdef[action[1]]].name}"
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
    if k == "CounterUsed":
        return (f"{w.said(event['player'], 'counters', 'counter')} "
                f"{CARDS[event['against']].name} with {CARDS[event['card']].name}.")
    if k == "Countered":
        return f"{w.whose(event['player'])} {CARDS[event['card']].name} is countered."
    if k == "Controlled":
        return (f"{w.said(event['player'], 'takes', 'take')} control of "
                f"{CARDS[event['card']].name} for the turn.")
    if k == "Returned":
        return f"{CARDS[event['card']].name} returns to {w.whose(event['player'], False)} side."
    if k == "Bounced":
        return f"{CARDS[event['card']].name} returns to {w.whose(event['owner'], False)} hand."
    if k == "ValueChanged" and event["what"] in RESOURCES and event["why"] == "charge":
        return f"{w.said(event['player'], 'gains', 'gain')} 1 {event['what']}."
    if k == "ValueChanged" and event["what"] == "hp" and event["why"] in ("restore",
                                                                        "debuff"):
        n = event["delta"]
        verb = "restores" if n > 0 else "loses"
        return f"{w.whose(event['player'])} hero {verb} {abs(n)} HP."
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
