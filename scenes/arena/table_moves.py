"""What the human may do now on the Arena table, and what they are aiming with (a part):
a figure's plan (its card chosen first when needed, the spaces it reaches with their
cost, the figures it may attack), a squad's summoning spaces, a question answered on the
battlefield and its lit places; the selected figure and a double-space figure's
half-chosen place. Plans are cached per position.

Reads: the table (the live state, the record's length, the legal actions, the decision)
and the drawn battle; the rules' look-ups (engines.arena.RULES)."""
from __future__ import annotations

from engines.arena import RULES
from engines.arena.read import Battle
from scenes.arena.table_face import ArenaFace
from scenes.kit.parts import Part

BOARD_KINDS = ("hex", "hexes", "figure")
TURN_EVENTS = ("TurnBegan", "TurnPassed")       # a turn on the track


class Plan:
    """What one figure of yours may do now: ``prefix`` (choosing its card first),
    ``state`` after the prefix, ``moves`` {front hex: action}, ``attacks`` {figure:
    action}."""

    __slots__ = ("prefix", "state", "moves", "attacks", "reach")

    def __init__(self, prefix, state, moves, attacks, reach) -> None:
        self.prefix, self.state, self.moves, self.attacks = prefix, state, moves, attacks
        self.reach = reach          # {front hex: Reach}


class Moves(Part):
    def __init__(self, table: ArenaFace) -> None:
        self.table = table
        self.reset()

    def reset(self) -> None:
        self.selected: int | None = None     # the figure clicked (its moves lit)
        self.put_front: int | None = None    # a double-space figure's chosen front
        self.plans: dict = {}

    def applied(self, action, events) -> None:
        """An action was applied: the plans are old; a new turn lets go of the figure."""
        self.plans = {}
        self.put_front = None
        if any(e["type"] in TURN_EVENTS for e in events):
            self.selected = None

    def acting_figure(self) -> int | None:
        """The figure dragged, else the one selected (while you may act)."""
        payload = self.table.drag.dragging
        if payload is not None and payload[0] == "fig":
            return payload[1]
        if self.selected is not None and self.table.can_act():
            return self.selected
        return None

    # engine look-ups -----------------------------------------------------------------------
    def _cached(self, key, make):
        """``make()``, kept for this position (the record's length) and ``key``."""
        key = (len(self.table.record.actions), *key)
        got = self.plans.get(key)
        if got is None:
            got = self.plans[key] = make()
        return got

    def plan(self, f: int) -> Plan:
        """What figure f may do now (cached per position)."""
        return self._cached((f,), lambda: self._plan(f))

    def _plan(self, f: int) -> Plan:
        st = self.table.state
        live = Battle(st)
        legal = self.table.human_legal()
        prefix: list = []
        s2 = st
        c = live.card_of(f)
        if ("card", c) in legal and live.chosen != c:
            prefix = [("card", c)]
            s2 = RULES.clone(st)
            RULES.apply(s2, ("card", c))
            opts = RULES.legal_actions(s2)
        else:
            opts = legal
        moves: dict = {}
        reach: dict = {}
        table = RULES.reachable(s2, f) if any(a[0] == "move" and a[1] == f for a in opts) \
            else {}
        for a in opts:
            if a[0] == "move" and a[1] == f:
                dest = tuple(a[2:])
                r = table.get(dest)
                old = reach.get(a[2])
                if r is not None and (old is None or r.cost < old.cost):
                    moves[a[2]], reach[a[2]] = a, r
        attacks = {a[2]: a for a in opts if a[0] == "attack" and a[1] == f}
        return Plan(prefix, s2, moves, attacks, reach)

    def summon_plan(self, c: int):
        """(actions before the put, {front hex: put action}) of summoning card c now."""
        prefix, puts = self.summon_puts(c)
        return (prefix, {h: got[0] for h, got in puts.items()})

    def summon_puts(self, c: int):
        """(actions before the put, {front hex: [put actions, one per back hex]}) of
        summoning card c now, or of placing its next figure when the battlefield asks
        where it goes."""
        return self._cached(("summon", c), lambda: self._summon_plan(c))

    def _summon_plan(self, c: int):
        t = self.table
        st = t.state
        live = Battle(st)
        d = self.board_choice()
        if d is not None and isinstance(d.source, tuple) and d.source[0] == "figure" \
                and live.card_of(d.source[1]) == c:
            puts: dict = {}                  # the squad's next figure: where it goes
            for a in d.options:
                if a[0] == "put":
                    puts.setdefault(a[1], []).append(a)
            return ([], puts)
        legal = t.human_legal()
        prefix: list = []
        pw = live.planeswalker(t.seats.me)
        if ("card", pw) in legal and live.chosen != pw:
            prefix.append(("card", pw))
        prefix.append(("summon", c))
        puts = {}
        s2 = RULES.clone(st)
        try:
            for a in prefix:
                RULES.apply(s2, a)
            for a in RULES.legal_actions(s2):
                if a[0] == "put":
                    puts.setdefault(a[1], []).append(a)
        except Exception:  # noqa: BLE001 - not summonable now: no spaces to light
            puts = {}
        return (prefix, puts)

    def aimed(self, places, pos, near: bool = True) -> tuple | None:
        """What ``pos`` aims at for what you hold (a dragged figure or reserve card, else
        the selected figure, else a battlefield question): ``("hex", h)`` or
        ``("figure", g)`` among the lit places only (Places.pick), or None."""
        t = self.table
        payload = t.drag.dragging
        if payload is not None and payload[0] == "summon":
            return places.pick(pos, self.summon_plan(payload[1])[1], near=near)
        f = self.acting_figure()
        if f is not None:
            if not t.can_act():
                return None
            p = self.plan(f)
            return places.pick(pos, p.moves, p.attacks, near=near)
        d = self.board_choice()
        if d is None:
            return None
        figs = [x[1] for x in d.targets if x is not None and x[0] == "figure"]
        return places.pick(pos, self.lit_choice(), figs, near=near)

    def board_choice(self):
        """The decision now when it is answered on the battlefield (spaces, figures)."""
        t = self.table
        if not t.can_act():
            return None
        d = t.decision()
        if d is None or not d.is_choice or not d.targets:
            return None
        if all(x is None or x[0] in BOARD_KINDS for x in d.targets) and any(d.targets):
            return d
        return None

    def lit_choice(self) -> dict:
        """{hex: [options]} of a battlefield question (a figure's options on its hexes)."""
        d = self.board_choice()
        out: dict = {}
        if d is None:
            return out
        shown = Battle(self.table.shown)
        for a, x in zip(d.options, d.targets):
            if x is None:
                continue
            if x[0] == "figure":
                for h in shown.hexes_of(x[1]):
                    out.setdefault(h, []).append(a)
            elif x[0] == "hexes" and self.put_front is not None:
                if x[1] == self.put_front:
                    out.setdefault(x[2], []).append(a)
            else:
                out.setdefault(x[1], []).append(a)
        return out
