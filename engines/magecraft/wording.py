"""Magecraft in words: ``describe`` (an action, for the log, before it is applied),
``narrate`` (the log line of an event), ``cast_banner`` (the words over a cast spell)
and ``card_name``, with "you" for the viewer ("Ann draws a gem" / "You draw a gem",
"Bram's turn" / "Your turn"). Every word of the log comes from here.

``narrate`` tells every event type the engine emits except those in ``SILENT``, whose
action already said it (each entry says which line that is)."""
from __future__ import annotations

from engines.core.wording import Words
from engines.magecraft.content import CHARACTERS, COLOURS, NAME
from engines.magecraft.checks import why_illegal
from engines.magecraft.state import HP_FULL, MASTER, PAY_LEARN, REARRANGE, MagecraftState


def gem(c: int) -> str:
    """"a Fire gem", "an Earth gem"."""
    name = COLOURS[c]
    return ("an " if name[0] in "AEIOU" else "a ") + name + " gem"


def card_name(state: MagecraftState, card) -> str:
    """The name of a spell (``card`` is a spell id, as events and the Academy give it)."""
    if type(card) is int and 0 <= card < len(NAME):
        return NAME[card]
    return str(card)


def describe(state: MagecraftState, action, viewer: int | None = None) -> str:
    p = state.to_move
    w = Words(state.names, viewer)
    if p is None or why_illegal(state, action) is not None:
        return f"{w.who(p)}: {action!r}"
    k = action[0]
    said = w.said
    if k == "discard":
        return f"{said(p, 'discards', 'discard')} {gem(action[1])}"
    if k == "unshield":
        return (f"{said(p, 'moves', 'move')} {gem(action[1])[:-4]} shield gem to the "
                "discard area")
    if k == "done":
        if state.phase == MASTER:
            return f"{said(p, 'leaves', 'leave')} every spell unmastered this time"
        return said(p, "is", "are") + (" done rearranging" if state.phase == REARRANGE else
                                       " done with the shield area")
    if k == "book":
        return f"{said(p, 'opens', 'open')} spellbook {action[1] + 1}"
    if k == "cantrip":
        ch = CHARACTERS[state.chars[p]]
        return f"{said(p, 'pays', 'pay')} {gem(action[1])} for the cantrip {ch.cantrip}"
    if k == "pay":
        if state.phase == PAY_LEARN:
            return (f"{said(p, 'discards', 'discard')} {gem(action[2])} to learn "
                    f"{NAME[state.learn_sid]}")
        book = state.books[p][state.book]
        what = NAME[book[state.pos] >> 1] if state.pos < len(book) else "the spell"
        return f"{said(p, 'pays', 'pay')} {gem(action[2])} into {what}"
    if k == "cast":
        book = state.books[p][state.book]
        return f"{said(p, 'casts', 'cast')} {NAME[book[state.pos] >> 1]} with the golden gem"
    if k == "stop":
        return f"{said(p, 'stops', 'stop')} casting"
    if k == "draw":
        if not any(state.bag[p]) and any(state.discard[p]):     # the pour comes first
            return (f"{said(p, 'pours', 'pour')} the discard area back into the bag and "
                    f"{w.verb(p, 'draws', 'draw')} a gem")
        return f"{said(p, 'draws', 'draw')} a gem"
    if k == "heal":
        return _heal(state, p, w)
    if k == "attack":
        t = action[1]
        if len(action) == 3:
            return (f"{said(p, 'attacks', 'attack')} {w.whom(t)}, knocking "
                    f"{gem(action[2])[:-4]} shield gem away")
        return (f"{said(p, 'attacks', 'attack')} {w.whom(t)} and "
                f"{w.verb(p, 'takes', 'take')} a gem of {_their(w, t)} life")
    if k == "shield":
        if len(action) == 1:
            return f"{said(p, 'finds', 'find')} no gem for a shield"
        src = "the Academy" if action[1] == "academy" else "the discard area"
        return f"{said(p, 'shields', 'shield')} with {gem(action[2])} from {src}"
    if k == "vanish":
        if action[1] == "hand":
            return (f"{said(p, 'vanishes', 'vanish')} {gem(action[2])} from hand into the "
                    "score area")
        return (f"{said(p, 'vanishes', 'vanish')} a gem of {_their(w, p)} own life into the "
                "score area")
    if k == "learn":
        return f"{said(p, 'learns', 'learn')} {NAME[action[1]]}"
    if k == "place":
        return f"{said(p, 'writes', 'write')} the new spell into spellbook {action[1] + 1}"
    if k == "revise":
        return f"{said(p, 'starts', 'start')} a revision"
    if k == "move":
        _, fb, fi, tb, ti = action
        sid = state.books[p][fb][fi] >> 1
        return f"{said(p, 'moves', 'move')} {NAME[sid]} to spellbook {tb + 1}, place {ti + 1}"
    if k == "master":
        return f"{said(p, 'masters', 'master')} {NAME[state.books[p][action[1]][action[2]] >> 1]}"
    if k == "end_turn":
        return f"{said(p, 'ends', 'end')} the turn"
    return f"{w.who(p)}: {action!r}"      # pragma: no cover - every legal kind is above


def _their(w: Words, p: int) -> str:
    return "your" if w.you(p) else "their"


def _heal(state: MagecraftState, p: int, w: Words) -> str:
    """Where the healing gem goes: HP, or the score area when HP is full (rules:
    the colour the Academy holds most of)."""
    ac = state.acad_gems
    c = max(range(5), key=lambda x: (ac[x], -x)) if any(ac) else -1
    if c < 0:
        return f"{w.said(p, 'heals', 'heal')}, but the Academy has no gem left"
    if sum(state.hp[p]) >= HP_FULL:
        return (f"{w.said(p, 'heals', 'heal')} with {gem(c)} from the Academy: {_their(w, p)} "
                "HP is full, so it goes to the score area")
    return f"{w.said(p, 'heals', 'heal')}: {gem(c)} from the Academy joins {_their(w, p)} HP"


# Event types the log tells no line of: the action's own line says it.
SILENT = {
    "GemDrawn": "the draw icon's action line, the Refreshed line, the opening hands",
    "GemMoved": "the line of the action that moved it (pay, attack, heal, shield...)",
    "SetupDone": "the discards of the starting hands and the first turn's line",
    "BookChosen": "the action line 'opens spellbook N'",
    "CantripUsed": "the action line 'pays a gem for the cantrip'",
    "CastingEnded": "the action line 'stops casting'",
    "LearnBegan": "the action line 'learns <spell>'",
    "SpellLearned": "the action line 'writes the new spell into spellbook N'",
    "RevisionBegan": "the action lines 'starts a revision' and the discards",
    "SpellMoved": "the action line 'moves <spell> to spellbook N'",
    "SpellMastered": "the action line 'masters <spell>'",
}


def narrate(state: MagecraftState, event: dict, viewer: int | None = None) -> str | None:
    """The log line of an event, or None for the events the log does not tell (gems
    flying, spells cast: the table animates those, and the action's own line says it)."""
    w = Words(state.names, viewer)
    kind = event.get("type")
    if kind == "GameStarted":
        p = event["start"]
        return f"{w.said(p, 'starts', 'start')}."
    if kind == "TurnBegan":
        return f"— {w.whose(event['player'])} turn —"
    if kind == "BagRefilled":
        if event.get("why") == "icon":
            return None                  # the draw's own line said it, first
        return f"{w.said(event['player'], 'pours', 'pour')} the discard area back into the bag."
    if kind == "SpellCast":
        return f"{cast_banner(state, event['player'], event['spell'], viewer)}."
    if kind == "Refreshed":
        p = event["player"]
        n, d = event.get("drawn", 0), event["discarded"]
        return (f"{w.said(p, 'refreshes', 'refresh')}: {_gems(d)} to the discard area, "
                f"{_gems(n)} drawn from the bag.")
    if kind == "PlayerOut":
        p = event["player"]
        if w.you(p):
            return "You have no HP gems left: you are out!"
        return f"{w.who(p)} has no HP gems left and is out!"
    if kind == "Fizzled":
        p = event.get("player")
        what = event["what"]
        whose = w.whose(p, start=False)
        why = {"draw": f"no gem in {whose} bag or discard area",
               "heal": "the Academy has no gem left",
               "shield": f"no gem in the Academy or {whose} discard area"}.get(what,
                                                                              event["why"])
        return f"{w.whose(p)} {what} fizzles: {why}."
    if kind == "GoldenGemMoved":
        return (f"{w.whose(event['player'])} golden {COLOURS[event['colour']]} gem moves on "
                f"to {NAME[event['spell']]}.")
    if kind == "GoldenGemDiscarded":
        return (f"{w.whose(event['player'])} golden {COLOURS[event['colour']]} gem does not "
                f"fit {NAME[event['spell']]} and goes to the discard area.")
    if kind == "GameOver":
        winners = list(event["winners"])
        names = " and ".join(w.who(q, start=i == 0) for i, q in enumerate(winners)) \
            or "Nobody"
        if len(winners) == 1:
            return f"Game over: {names} {w.verb(winners[0], 'wins', 'win')}."
        if winners:                         # tied: a draw (engines/core/results.py)
            return f"Game over: a draw between {names}."
        return "Game over: nobody wins."
    return None


def _gems(n: int) -> str:
    return "no gem" if n == 0 else ("1 gem" if n == 1 else f"{n} gems")


def cast_banner(state: MagecraftState, player: int, sid: int, viewer: int | None = None) -> str:
    """"Bram casts Fireball" / "You cast Fireball" (the banner over a cast spell)."""
    return f"{Words(state.names, viewer).said(player, 'casts', 'cast')} {NAME[sid]}"
