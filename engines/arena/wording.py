"""Arena in words: ``describe`` (an action, before it is applied), ``narrate`` (the log
line of an event) and ``card_name``, with "you" for the viewer ("You attack Gideon with
Chandra: 3 dice against 5"; "Ann draws a card" / "You draw Fireball")."""
from __future__ import annotations

from engines.core.wording import Words
from engines.arena.checks import why_illegal
from engines.arena.combat import attack_dice
from engines.arena.content import ARMY, SCENARIOS, SPELLS
from engines.arena.movement import reachable
from engines.arena.state import HIDDEN, ArenaState, figure_number


def figure_name(s: ArenaState, f: int) -> str:
    """"Chandra Nalaar", "Flamewing Phoenix 2" (squad figures are numbered)."""
    card = ARMY[s.c_key[s.f_card[f]]]
    if card.figures == 1:
        return card.one
    return f"{card.one} {figure_number(s, f)}"


def spell_name(sp: int) -> str:
    return "a face-down card" if sp == HIDDEN else SPELLS[sp].name


def card_name(state: ArenaState, card) -> str:
    """``("figure", f)``, ``("card", c)``, ``("spell", id)`` or a spell id."""
    if type(card) is int:
        return spell_name(card) if -1 <= card < len(SPELLS) else str(card)
    if isinstance(card, (tuple, list)) and len(card) == 2 and type(card[1]) is int:
        kind, x = card
        if kind == "figure" and 0 <= x < len(state.f_card):
            return figure_name(state, x)
        if kind == "card" and 0 <= x < len(state.c_key):
            return ARMY[state.c_key[x]].name
        if kind == "spell":
            return spell_name(x)
    return str(card)


def _whose_fig(w: Words, s: ArenaState, f: int) -> str:
    return f"{w.whose(s.c_owner[s.f_card[f]], start=False)} {figure_name(s, f)}"


def describe(state: ArenaState, action, viewer: int | None = None) -> str:
    s = state
    p = s.to_move
    w = Words(s.names, viewer)
    if p is None or why_illegal(s, action) is not None:
        return f"{w.who(p)}: {action!r}"
    said = w.said
    k = action[0]
    if k == "first":
        if action[1] == p:
            return f"{said(p, 'chooses', 'choose')} to go first"
        return f"{said(p, 'lets', 'let')} {w.whom(action[1])} go first"
    if k == "place":
        zone = s.board.zone[action[1]]
        return f"{said(p, 'places', 'place')} {ARMY[s.c_key[s.pw[p]]].name} in the {zone} zone"
    if k == "card":
        return f"{said(p, 'chooses', 'choose')} {ARMY[s.c_key[action[1]]].name}"
    if k == "cast":
        sp = SPELLS[action[1]]
        if sp.type == "hidden":            # your own card you know; the others' stays hidden
            what = sp.name if viewer is not None and viewer == p else "a hidden enchant"
            return f"{said(p, 'plays', 'play')} {what} face down"
        return f"{said(p, 'plays', 'play')} {sp.name}"
    if k == "summon":
        return f"{said(p, 'summons', 'summon')} {ARMY[s.c_key[action[1]]].name}"
    if k == "ability":
        name = next((a["name"] for c in [s.chosen] if c >= 0
                     for a in ARMY[s.c_key[c]].abilities if a["key"] == action[1]),
                    action[1])
        return f"{said(p, 'uses', 'use')} {name}"
    if k == "move":
        f = action[1]
        r = reachable(s, f).get(tuple(action[2:]))
        extra = ""
        if r is not None:
            extra = f" ({r.cost} space{'s' if r.cost != 1 else ''}"
            if r.attacks:
                extra += f", {len(r.attacks)} leaving-engagement attack"
                extra += "s" if len(r.attacks) > 1 else ""
            if r.falls:
                extra += ", a fall"
            extra += ")"
        return f"{said(p, 'moves', 'move')} {figure_name(s, f)}{extra}"
    if k == "attack":
        f, g = action[1], action[2]
        att, dfn, notes = attack_dice(s, f, g)
        tail = f" ({', '.join(notes)})" if notes else ""
        return (f"{said(p, 'attacks', 'attack')} {_whose_fig(w, s, g)} with "
                f"{figure_name(s, f)}: {att} dice against {dfn}{tail}")
    if k == "end":
        return f"{said(p, 'ends', 'end')} the turn"
    item = s.question() or {}
    q = item.get("q")
    if k == "target":
        x = action[1]
        if q == "target" and item.get("why") == "spell" and s.casting is not None:
            spec = SPELLS[s.casting[0]].target or {} if s.casting[0] >= 0 else {}
            what = spec.get("what")
            if what == "card":
                return f"{said(p, 'targets', 'target')} {ARMY[s.c_key[x]].name}"
            if what == "graveyard":
                return f"{said(p, 'chooses', 'choose')} {SPELLS[x].name}"
            if what == "opponent":
                return f"{said(p, 'targets', 'target')} {w.whom(x)}"
        return f"{said(p, 'targets', 'target')} {_whose_fig(w, s, x)}"
    if k == "attach":
        return f"{said(p, 'puts', 'put')} it on {ARMY[s.c_key[action[1]]].name}"
    if k == "cancel" and s.casting is not None:
        sp = s.casting[0]
        what = spell_name(sp) if not s.casting[2] or (viewer is not None and viewer == p) \
            else "the face-down card"
        return f"{said(p, 'takes', 'take')} {what} back into {'your' if w.you(p) else 'their'} hand"
    if k in ("yes", "no"):
        if q == "counter":
            return f"{said(p, 'flips', 'flip')} a hidden enchant to counter it" if k == "yes" \
                else f"{said(p, 'lets', 'let')} it be: the hidden enchant goes out of play " \
                "unused"
        return f"{said(p, 'flips', 'flip')} a hidden enchant" if k == "yes" else \
            f"{said(p, 'does', 'do')} not flip the hidden enchant: it goes out of play unused"
    if k == "redirect":
        return f"{said(p, 'turns', 'turn')} the attack onto {_whose_fig(w, s, action[1])}"
    if k == "order":
        return f"{said(p, 'deals', 'deal')} damage to {_whose_fig(w, s, action[1])} first"
    if k == "put":
        return f"{said(p, 'puts', 'put')} {figure_name(s, item['fig'])} on the battlefield"
    if k == "done":
        return f"{said(p, 'stops', 'stop')}"
    if k == "keep":
        return f"{said(p, 'keeps', 'keep')} the top card"
    if k == "bottom":
        return f"{said(p, 'puts', 'put')} the top card on the bottom"
    if k == "discard":
        return f"{said(p, 'discards', 'discard')} {SPELLS[action[1]].name}"
    return f"{w.who(p)}: {action!r}"     # pragma: no cover - every legal kind is above


def narrate(state: ArenaState, event: dict, viewer: int | None = None) -> str | None:
    """The log line of ``event`` for ``viewer``, a sentence (capital first letter:
    "Your Chandra Nalaar takes 1 damage"), or None for an event not told."""
    line = _narrate(state, event, viewer)
    return line[0].upper() + line[1:] if line else line


def _narrate(state: ArenaState, event: dict, viewer: int | None = None) -> str | None:
    """The log line of an event, or None when the action's own line says it all."""
    s = state
    w = Words(s.names, viewer)
    t = event.get("type")
    p = event.get("player")
    if t == "GameStarted":
        sc = SCENARIOS.get(event.get("scenario") or s.scenario, {})
        if s.config.get("teams"):
            return f"{sc.get('name', 'The game')} begins: each team rolls the d20 for the first turn."
        return f"{sc.get('name', 'The Duel')} begins: roll the d20 for the first turn."
    if t == "TurnPassed":
        return f"{w.who(p)} {w.verb(p, 'has', 'have')} no figure left: the turn passes."
    if t == "DiceRolled":
        if event["die"] == "d20":
            return f"{w.said(p, 'rolls', 'roll')} {event['dice'][0]} on the d20 ({event['why']})."
        faces = event["dice"]
        hits = sum(1 for x in faces if x <= 3)
        sh = sum(1 for x in faces if x in (4, 5))
        n = len(faces)
        dice = "die" if n == 1 else "dice"
        if event.get("side") == "defence":
            return f"{w.said(p, 'rolls', 'roll')} {n} defence {dice}: {sh} shield" \
                   f"{'s' if sh != 1 else ''}."
        return f"{w.said(p, 'rolls', 'roll')} {n} {dice}: {hits} hit" \
               f"{'s' if hits != 1 else ''}."
    if t == "FirstPlayerChosen":
        q = event["first"]
        if event.get("why") == "high roll":
            return f"{w.said(q, 'rolls', 'roll')} highest and {w.verb(q, 'goes', 'go')} first."
        if event.get("why") == "team high roll":
            return f"{w.whose(q)} team rolls highest: {w.who(q, start=False)}, sitting " \
                   f"farthest to the left, {w.verb(q, 'goes', 'go')} first."
        return f"{w.who(q)} {w.verb(q, 'goes', 'go')} first."
    if t == "TurnBegan":
        return f"— {w.whose(p)} turn ({event['turn_no']} of {s.turns}) —"
    if t == "CardMoved":
        if event.get("src") == "library" and event.get("dst") == "hand":
            partner = viewer is not None and p is not None and viewer != p and \
                s.team[viewer] == s.team[p]
            if w.you(p) or partner or not event.get("secret"):
                return f"{w.said(p, 'draws', 'draw')} {spell_name(event['card'])}."
            return f"{w.said(p, 'draws', 'draw')} a card."
        if event.get("why") == "hand limit":
            return f"{w.said(p, 'discards', 'discard')} {spell_name(event['card'])}."
        return None
    if t == "NoDraw":
        why = {"first turn": "the first player does not draw on the first turn",
               "library empty": "the library is empty",
               "planeswalker destroyed": "the Planeswalker is destroyed"}.get(event["why"], "")
        return f"{w.said(p, 'draws', 'draw')} no card: {why}."
    if t == "SpellCast" and event.get("face_down"):
        if viewer is not None and p is not None and viewer != p and s.team[viewer] == s.team[p]:
            return f"{w.said(p, 'plays', 'play')} {spell_name(event['spell'])} face down."
        if w.you(p):
            return f"You play {spell_name(event['spell'])} face down."
        return f"{w.said(p, 'plays', 'play')} a card face down."
    if t == "SpellCountered":
        return f"{spell_name(event['by'])} counters {spell_name(event['spell'])}."
    if t == "HiddenEnchantFlipped":
        return f"{w.said(p, 'flips', 'flip')} {spell_name(event['spell'])}!"
    if t == "AttackResolved":
        g = event["defender"]
        dmg = event["damage"]
        res = (f"{_whose_fig(w, s, g)} takes {dmg} damage" if dmg else "no damage")
        return f"{event['hits']} hit{'s' if event['hits'] != 1 else ''} against " \
               f"{event['shields']} shield{'s' if event['shields'] != 1 else ''}: {res}."
    if t == "AttackCancelled":
        return f"The attack does not happen ({event['why']})."
    if t == "Destroyed":
        return f"{_whose_fig(w, s, event['figure'])} is destroyed."
    if t == "LeavingAttack":
        return f"{_whose_fig(w, s, event['attacker'])} strikes as " \
               f"{figure_name(s, event['figure'])} leaves the engagement."
    if t == "Fell":
        return f"{_whose_fig(w, s, event['figure'])} falls."
    if t == "Damaged" and not event.get("rolled"):
        return f"{_whose_fig(w, s, event['figure'])} takes {event['amount']} damage " \
               f"({event['why']})."
    if t == "Healed":
        return f"{_whose_fig(w, s, event['figure'])} heals {event['amount']}."
    if t == "GlyphTaken":
        return f"{w.said(p, 'takes', 'take')} the glyph {event['key']}."
    if t == "ReturnedToReserve":
        return f"{ARMY[s.c_key[event['card']]].name} return to the reserve."
    if t == "MindStealer":
        return f"Mind Stealer: {event['roll']} — " + \
            ("success!" if event["success"] else "the mind resists.")
    if t == "ControlTaken":
        return f"{w.said(p, 'takes', 'take')} control of {ARMY[s.c_key[event['card']]].name}."
    if t == "GameOver":
        winners = list(event["winners"])
        teams = s.config.get("teams")
        if teams and winners and any(sorted(winners) == sorted(team) for team in teams):
            names = " and ".join(w.who(q, start=i == 0) for i, q in enumerate(sorted(winners)))
            return f"Game over: {names} win."
        if len(winners) != 1:      # rivals tied on points: a draw (never a shared win)
            if 1 < len(winners) < s.players:
                names = " and ".join(w.who(q, start=i == 0) for i, q in enumerate(winners))
                return f"Game over: a draw on points between {names}."
            return "Game over: a draw on points."
        return f"Game over: {w.who(winners[0])} {w.verb(winners[0], 'wins', 'win')}."
    return None
