"""How the Magi-Nation table shows the engine's events (the handlers part: one handler
per event type, registered with the kit's pipeline): energy tokens flying, cards landing,
attacks, dice, Magi flipping and shattering, each with its log line when its animation
comes; the drawn view (the pipeline's ``shown``) is patched through the read model as
they play, a card's face taken from the view the events lead to (``pipeline.after``).

The game words its events here (the pipeline's ``narrate`` is off): each line comes at
its own moment (before or after the event's animation) and in its own colour."""
from __future__ import annotations

from typing import Callable

import pygame

from app.audio import sfx
from app.ui import palette
from app.ui.animq import FlyAnimation
from engines.magination.read import Board
from scenes.kit.animations import Delayed, FlipFly, Popup, banner_surface
from scenes.kit.effects import DieTumble, FloatNumber, Lunge, Shatter
from scenes.kit.parts import Part, TableFace
from scenes.magination import layout as L
from scenes.magination.animations import OrbFlight
from scenes.magination.card_art import die_face
from scenes.magination.table_faces import Faces
from scenes.magination.table_places import Places
from scenes.magination.table_stage import Stage


class MagiNationHandlers(Part):
    """The engine's events as animations. Reads the table (its queue, log, names, the
    drawn view) and the view the events lead to (``after``); writes the drawn view (at
    animation time) and the stage. ``narrate`` is the table's wording of an event,
    ``moves`` how many actions the game has had (a die's tumble is seeded by it)."""

    # nothing to show: a reveal is shown by the move that follows, a shuffle and the X
    # chosen by the action's log line; the ends of steps, turns and abilities by what
    # begins next
    ignored = frozenset({"CardRevealed", "DeckShuffled", "XChosen", "StepEnded",
                         "TurnEnded", "AbilityResolved"})
    # shown by their log line only
    LOGGED = ("EnergizeSkipped", "DeckReshuffled", "EffectTriggered", "AbilityFizzled",
              "SearchFailed", "MoveCancelled", "PackHunt", "AttackRedirected", "CardMarked",
              "DeckReordered", "DrawSkipped", "PowerCopied", "RelicSaved")

    def __init__(self, table: TableFace, places: Places, stage: Stage, faces: Faces,
                 narrate: Callable[[dict], str | None], after: Callable[[], object],
                 moves: Callable[[], int]) -> None:
        self.table, self.places, self.stage, self.faces = table, places, stage, faces
        self.narrate, self.after, self.moves = narrate, after, moves
        self.queue = table.queue

    def handlers(self) -> dict:
        out = {kind: self.logged for kind in self.LOGGED}
        out.update({
            "GameStarted": self.headline, "FirstPlayerChosen": self.headline,
            "DiceRolled": self.dice_rolled, "TurnBegan": self.turn_began,
            "StepBegan": self.step_began, "StepPassed": self.step_passed,
            "MagiFlipped": self.magi_flipped, "MagiDefeated": self.magi_defeated,
            "PlayerOut": self.bad_news, "CreatureDefeated": self.bad_news,
            "CardsDrawn": self.cards_drawn, "CardMoved": self.card_moved,
            "CreaturePlayed": self.creature_played, "RelicPlayed": self.relic_played,
            "SpellCast": self.spell_cast, "PowerUsed": self.power_used,
            "TargetChosen": self.target_chosen, "EnergyChanged": self.energy_changed,
            "EnergyMoved": self.energy_moved, "ControlChanged": self.control_changed,
            "AttackDeclared": self.attack_declared, "AttackEnded": self.attack_ended,
            "GameOver": self.game_over})
        return out

    # helpers -------------------------------------------------------------------------
    def shown(self) -> Board:
        """The drawn view (the pipeline's snapshot) through the read model."""
        return Board(self.table.shown)

    def _after(self) -> Board | None:
        after = self.after()
        return None if after is None else Board(after)

    def _call(self, fn) -> None:
        self.queue.push_call(fn)

    def _log(self, ev, colour=palette.TEXT_DIM) -> None:
        """The log line for event ``ev`` (if any), when its animation comes."""
        line = self.narrate(ev)
        if line:
            log = self.table.log
            self.queue.push_call(lambda: log.add(line, colour))

    def _banner(self, message, pos=None, fill=palette.ACCENT, fg=palette.TEXT_DARK,
                seconds=0.7) -> None:
        """A banner over the play area (``pos`` its midbottom; default its middle)."""
        layout = self.places.layout
        pos = pos or (layout.centre_x, layout.middle.y + 10)
        self.queue.push(lambda: Popup(banner_surface(message, fill, fg), pos, seconds))

    def logged(self, ev, events, i) -> None:
        self._log(ev)

    def headline(self, ev, events, i) -> None:
        self._log(ev, palette.ACCENT)

    def bad_news(self, ev, events, i) -> None:
        self._log(ev, palette.BAD)

    def game_over(self, ev, events, i) -> None:
        self.table.queue_game_over(ev)

    # the turn ----------------------------------------------------------------------------
    def dice_rolled(self, ev, events, i) -> None:
        vals = list(ev["dice"])
        line = self.narrate(ev) or ""
        why = line[:-1] if line.endswith(".") else line     # the tray's caption
        tray = pygame.Rect(0, 0, 400, 130)
        tray.center = (self.places.layout.centre_x, self.places.layout.middle.y + 25)
        seed = self.moves() * 13 + i
        self.queue.push(lambda: DieTumble(tray, vals, die_face, why, seed=seed))
        self._log(ev)

    def turn_began(self, ev, events, i) -> None:
        p = ev["player"]
        line = self.narrate(ev)

        def go():
            self.shown().set_turn(p, ev["turn_no"])
            self.stage.passed = {}
            self.table.log.add(line, palette.ACCENT)
        self._call(go)
        message = "Your turn" if p == self.table.human else f"{self.table.names[p]}'s turn"
        # a banner's pos is its midbottom: just above the step bar, never over it
        self._banner(message, pos=(self.places.layout.centre_x, self.places.layout.step_rect.y - 4), seconds=0.55)

    def step_began(self, ev, events, i) -> None:
        n = ev["step"]
        self._call(lambda: self.shown().set_step(n))
        self.queue.push_wait(0.06)

    def step_passed(self, ev, events, i) -> None:
        """A step with nothing to do passes by itself: marked on the step bar (with why,
        on hover) and, on the human's turn, said in the log."""
        n, why = ev["step"], ev["why"]
        line = self.narrate(ev)

        def go():
            self.shown().set_step(n)
            self.stage.passed[n] = why
            if line:
                self.table.log.add(line, palette.TEXT_DIM)
        self._call(go)
        self.queue.push_wait(0.12)

    # Magi ----------------------------------------------------------------------------------
    def magi_flipped(self, ev, events, i) -> None:
        p, m = ev["player"], ev["card"]
        z = self.places.zone(p)
        after = self._after()

        def make():
            b = self.shown()
            b.take_from(m, p, "stack")
            b.reveal(m, after)
            face = self.faces.face(m, z.magi_size)
            start = z.stack_pos
            start = (start[0] + z.magi.w // 2, start[1] + z.magi.h // 2)

            def land():
                b.move(m, "magi", p, after=after)
                b.set_energy(m, ev["energy"])
            sfx("flick", self.table.app)
            return FlipFly(self.faces.back(z.magi_size), face, start, z.magi.center, 0.5,
                           arc_height=8 if z.compact else 40,
                           on_start=lambda: b.move(m, "limbo", p, after=after), on_done=land)
        self.queue.push(make)
        self._log(ev, palette.ACCENT)

    def magi_defeated(self, ev, events, i) -> None:
        p, m = ev["player"], ev["card"]
        z = self.places.zone(p)
        after = self._after()

        def make():
            b = self.shown()
            face = self.faces.face(m, z.magi_size)
            sfx("thud", self.table.app)
            return Shatter(face, z.magi, seed=m,
                           on_start=lambda: (b.move(m, "defeated", p, after=after),
                                             b.set_energy(m, 0)))
        self.queue.push(make)
        self._banner(f"{ev['name']} is defeated!", pos=(z.magi.centerx + 120, z.magi.centery),
                     fill=palette.BAD, fg=palette.TEXT, seconds=0.8)
        self._log(ev, palette.BAD)

    # cards moving ----------------------------------------------------------------------
    def cards_drawn(self, ev, events, i) -> None:
        p = ev["player"]
        cards = list(ev["cards"])
        if not cards:
            return
        z = self.places.zone(p)
        after = self._after()

        def make():
            b = self.shown()
            flights = []
            for k, c in enumerate(cards):
                def land(c=c):
                    b.move(c, "hand", p, "deck", after=after)
                b.take_from(c, p, "deck", keep=cards)
                if p == self.places.bottom and b.reveal(c, after):
                    img = self.faces.face(c, (L.HAND_W, L.HAND_H))
                    flights.append(Delayed(0.08 * k, FlipFly(
                        self.faces.back(z.pile), img, z.deck.center, self.places.hand_centre(),
                        0.35, arc_height=30, on_done=land)))
                else:
                    end = self.places.hand_target(p)
                    flights.append(Delayed(0.08 * k, FlyAnimation(
                        self.faces.back(z.pile), z.deck.center, end, 0.3, arc_height=20,
                        scale_to=0.55, on_done=land)))
            return flights
        self.queue.push(make)
        self._log(ev)

    def card_moved(self, ev, events, i) -> None:
        c, p, to = ev["card"], ev["player"], ev["dst"]
        to_zone = {"play": "creatures"}.get(to, to)
        after = self._after()
        stage = self.stage

        def make():
            b = self.shown()
            b.take_from(c, p, ev["src"])
            start = self.places.card_center(c)
            b.move(c, to_zone, p, after=after)
            end = self.places.card_center(c)
            if to_zone == "hand" and p != self.places.bottom:
                img = self.faces.back((62, 87))
            else:
                img = self.faces.face(c, (62, 87))
            stage.in_flight.add(c)
            return FlyAnimation(img, start, end, 0.3, arc_height=20,
                                on_done=lambda: stage.in_flight.discard(c))
        self.queue.push(make)
        self._log(ev)

    def _hand_start(self, b: Board, p, c):
        """Where a card played from ``p``'s hand starts flying (a drag: where it was let
        go)."""
        b.take_from(c, p, "hand")
        if p == self.places.bottom:
            r = self.places.hand_rects().get(c)
            if self.stage.drop_from is not None:
                pos, self.stage.drop_from = self.stage.drop_from, None
                return pos
            return r.center if r else (self.places.layout.hand_rect.centerx, self.places.layout.hand_y + 60)
        return self.places.hand_target(p)

    def creature_played(self, ev, events, i) -> None:
        p, c, energy = ev["player"], ev["card"], ev["energy"]
        z = self.places.zone(p)
        after = self._after()
        stage, places = self.stage, self.places

        def make():
            b = self.shown()
            start = self._hand_start(b, p, c)
            b.move(c, "creatures", p, after=after)
            b.set_energy(c, 0)
            end = places.card_center(c)
            stage.in_flight.add(c)
            sfx("flick", self.table.app)
            if p == places.bottom:
                return FlyAnimation(self.faces.face(c, z.card), start, end, 0.32,
                                    arc_height=20, on_done=lambda: stage.in_flight.discard(c))
            return FlipFly(self.faces.back(z.card), self.faces.face(c, z.card), start, end,
                           0.4, arc_height=20, on_done=lambda: stage.in_flight.discard(c))
        self.queue.push(make)
        # the creature's energy: tokens from its Magi into it
        m = Board(self.table.state).magi(p)

        def orbs():
            src = places.card_center(m) if m is not None else z.magi.center
            return OrbFlight(src, places.card_center(c), energy, 0.4,
                             on_done=lambda: self.shown().set_energy(c, energy), seed=c)
        if energy > 0:
            self.queue.push(orbs)
        self._log(ev)

    def relic_played(self, ev, events, i) -> None:
        p, c = ev["player"], ev["card"]
        z = self.places.zone(p)
        after = self._after()
        stage = self.stage

        def make():
            b = self.shown()
            start = self._hand_start(b, p, c)
            b.move(c, "relics", p, after=after)
            end = self.places.card_center(c)
            stage.in_flight.add(c)
            return FlipFly(self.faces.back(z.relic), self.faces.face(c, z.relic), start, end,
                           0.36, arc_height=20, on_done=lambda: stage.in_flight.discard(c))
        self.queue.push(make)

    def spell_cast(self, ev, events, i) -> None:
        p, c = ev["player"], ev["card"]
        after = self._after()

        def make():
            b = self.shown()
            start = self._hand_start(b, p, c)
            b.move(c, "limbo", p, after=after)
            return FlipFly(self.faces.back((110, 154)), self.faces.face(c, (110, 154)), start,
                           (self.places.layout.centre_x, 200), 0.4, arc_height=30)
        self.queue.push(make)
        self._banner(f"{ev['name']}!", pos=(self.places.layout.centre_x, 140), fill=(90, 60, 140), fg=palette.TEXT)

    def power_used(self, ev, events, i) -> None:
        c = ev["card"]
        centre = self.places.card_center
        self.queue.push(lambda: Popup(banner_surface(ev["power"], (60, 70, 100), palette.TEXT,
                                                     16),
                                      (centre(c)[0], centre(c)[1] - 50), 0.55))

    def target_chosen(self, ev, events, i) -> None:
        c = ev["card"]
        self._log(ev)

        def make():
            r = self.places.card_rect(c)
            if r is None:
                return None
            return Popup(banner_surface("target", palette.LEGAL_GLOW, palette.TEXT_DARK, 14),
                         (r.centerx, r.top + 10), 0.35)
        self.queue.push(make)

    # energy ------------------------------------------------------------------------------
    def energy_changed(self, ev, events, i) -> None:
        c, d, val = ev["card"], ev["delta"], ev["energy"]
        why = ev.get("why", "")
        self._log(ev)

        def make():
            b = self.shown()
            if b.owner(c) is None:
                return None
            pos = self.places.card_center(c)
            overlays = self.stage.overlays
            if d > 0:
                step = self.places.layout.step_rect
                src = (step.x + 60, step.centery) if why == "energize" else \
                    (pos[0], pos[1] - 90)
                overlays.append(FloatNumber(f"+{d}", (pos[0], pos[1] - 20), palette.GOOD))
                return OrbFlight(src, pos, d, 0.35, on_done=lambda: b.set_energy(c, val),
                                 seed=c)
            overlays.append(FloatNumber(f"{d}", (pos[0], pos[1] - 20), palette.BAD))
            return OrbFlight(pos, None, -d, 0.4, on_start=lambda: b.set_energy(c, val), seed=c)
        self.queue.push(make)

    def energy_moved(self, ev, events, i) -> None:
        a, b, n = ev["from"], ev["to"], ev["amount"]
        centre = self.places.card_center

        def make():
            shown = self.shown()
            return OrbFlight(centre(a), centre(b), n, 0.45,
                             on_start=lambda: shown.set_energy(a, ev["energy_from"]),
                             on_done=lambda: shown.set_energy(b, ev["energy_to"]), seed=a)
        self.queue.push(make)
        self._log(ev)

    def control_changed(self, ev, events, i) -> None:
        c, a, b = ev["card"], ev["from"], ev["to"]
        self._log(ev)
        self._call(lambda: self.shown().change_control(c, a, b))

    # attacks ----------------------------------------------------------------------------
    def attack_declared(self, ev, events, i) -> None:
        a, d = ev["attacker"], ev["target"]
        offsets, app = self.stage.offsets, self.table.app

        def make():
            start = self.places.card_center(a)
            end = self.places.card_center(d)
            sfx("whoosh", app)
            return Lunge(start, end, lambda off: offsets.__setitem__(a, off), 0.6,
                         on_impact=lambda: sfx("thud", app))
        self.queue.push(make)

    def attack_ended(self, ev, events, i) -> None:
        self.queue.push_wait(0.15)
