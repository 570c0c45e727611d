"""A table made of named parts: the kit's one entry for a game's table.

A game's table derives from :class:`PartsTable`, declares its ``spec``
(scenes.kit.setup.TableSpec) and builds its parts in ``build()`` (scenes.kit.parts).
It writes no ``__init__``, ``update``, ``tick``, ``draw`` or ``_start``: the kit takes
the setup in the right order (the session, the seats, the kit's own parts, the event
pipeline, the game's parts, then the first deal or the restored game), runs the frame
and routes every hook to the part that answers it:

    drawer    draw                                   input     drags, clicks, buttons,
    cards     card_under, the zoom's area and text             Space, named places,
    handlers  the pipeline's handlers by type                  ``settled`` (pop-ups)

(scenes.kit.table.TableScene is its base: the session, the seats, the kit's own parts
and the hooks every table shares.)
"""
from __future__ import annotations

import pygame

from app.settings import DIFFICULTIES
from app.ui import palette
from scenes.kit.ai_seats import think_ahead
from scenes.kit.parts import TableParts
from scenes.kit.setup import TableSetup, TableSpec
from scenes.kit.table import TableScene


class PartsTable(TableScene):
    spec: TableSpec
    parts: TableParts

    def __init__(self, app, setup: TableSetup | None = None, **kw) -> None:
        """``setup`` (or the plug-in's ``table_scene`` keywords) opens the game."""
        super().__init__(app)
        spec = type(self).spec
        setup = setup if setup is not None else TableSetup.of(**kw)
        self.rules, self.game_key, self.ai_names = spec.rules, spec.game_key, spec.ai_names
        self.ai_pace, self.ai_forced, self.ai_salt = spec.ai_pace, spec.ai_forced, spec.ai_salt
        self.filter_takes_gestures = spec.filter_takes_gestures
        if spec.game_over_class is not None:
            self.game_over_class = spec.game_over_class
        self._init_session(setup.options, setup.demo, setup.human_seat, setup.difficulty,
                           setup.mode, setup.autosave)
        players = spec.players or setup.players or self.rules.default_players
        self._init_seats(players, setup.seed, setup.record, setup.names)
        f = spec.frame
        self._init_table(log_rect=f.log, undo_rect=f.undo, menu_rect=f.menu,
                         inline_ai=setup.inline_ai, on_click=self._item_click,
                         zoom_width=f.zoom_width, hover_delay=f.hover_delay,
                         button_size=f.button_size)
        self.pipeline.narrate = self._narrate
        self.pipeline.on_sync.append(self._caught_up)
        parts = self.parts = self.build()
        self.pipeline.ignored = frozenset(parts.handlers.ignored)
        self.pipeline.register(parts.handlers.handlers())
        self.buttons = list(parts.input.buttons) + self.buttons
        self.drag.preview = parts.input.preview
        if self.demo:
            for b in parts.input.buttons:
                b.visible = False
        self.setup = setup
        self._start(setup.record)
        self._people(setup)

    def _people(self, setup: TableSetup) -> None:
        """Pass-and-play (scenes.kit.handover): the seats people play, where each last
        looked (checked: seats of this game, record lengths), and where the viewer's
        look began (undo's limit)."""
        s = self.session
        s.set_people(setup.people, self.players)
        n = len(self.record.actions)
        looked = setup.looked if isinstance(setup.looked, dict) else {}
        s.looked = {int(k): v for k, v in looked.items()
                    if str(k).isdigit() and int(k) in s.people and type(v) is int
                    and 0 <= v <= n}
        since = setup.since
        s.since = since if type(since) is int and 0 <= since <= n else (
            n if s.hot_seat and setup.record is not None else 0)
        levels = setup.levels if isinstance(setup.levels, list) else []
        s.levels = {i: v for i, v in enumerate(levels[:self.players])
                    if v in DIFFICULTIES and not s.is_person(i)}
        self.ai.levels = dict(s.levels)

    def view_as(self, seat: int) -> None:
        """Pass-and-play: the screen goes to ``seat`` (a person's). The viewer's look
        ends (``looked``); the table is opened again from ``seat``'s side, as a saved
        game is (every part made again from the new viewer, the log in their "you"),
        under the hand-over cover; the AI driver and the hints used are kept."""
        s = self.session
        if s.human is not None:
            s.looked[s.human] = len(self.record.actions)
        setup = self.setup
        again = TableSetup(players=self.players, difficulty=s.difficulty,
                           options=self.options, seed=self.seed, human_seat=seat,
                           demo=False, inline_ai=True, record=self.record,
                           names=list(self.names), autosave=s.autosave_enabled,
                           mode=s.mode, people=list(s.people), looked=dict(s.looked),
                           since=len(self.record.actions), handover=True,
                           levels=s.level_list(self.players))
        ai, hints, decisions = self.ai, self.hint.meta(), list(s.decisions)
        self.hint.close()
        PartsTable.__init__(self, self.app, again)
        self.ai.close()
        self.ai = ai
        ai.cancel()
        self.setup = TableSetup(**{**vars(again), "inline_ai": setup.inline_ai})
        self.session.set_decisions(decisions)
        self.hint.restore(hints)

    def build(self) -> TableParts:
        """The game's parts, each given what it may use (see scenes.kit.parts)."""
        raise NotImplementedError

    def _caught_up(self, shown) -> None:
        """The table shows the state as it is: the ``after_events`` listeners."""
        for fn in list(self.listeners["after_events"]):
            fn()

    # the game ---------------------------------------------------------------------------
    def _config(self) -> dict:
        """The engine config of a new game: the spec's ``config(options, seats)``."""
        assert self.spec.config is not None
        return self.spec.config(self.options, self.seats)

    def _start(self, record) -> None:
        """A new game (``record`` None) or a saved one continued: nothing of the last
        one left animating, the log from its start, ``shown`` the view now; a new game's
        opening events are played."""
        spec = self.spec
        self.queue.clear()
        self.ai.cancel()
        self.hint.reset()
        self.popup = None
        for part in self.parts.each():
            part.reset()
        self.log.clear()
        self.game_over_shown = False
        self._legal_cache = None
        if record is not None:
            self.session.restore(record, self._replay)
            self.pipeline.sync()
            if spec.restored is not None and not self.setup.handover:
                self.log.add(spec.restored(self.state, self.seats), palette.TEXT_DIM)
            if self.state.to_move is None:
                self.queue.push_call(self.show_game_over)
            return
        events = self.session.new(self._config(), self.seed)
        self.session.looked, self.session.since = {}, 0      # nobody has looked at it yet
        self.pipeline.sync()
        if spec.opening is not None:
            self.log.add(spec.opening(self.state, self.seats), palette.ACCENT)
        self.play_events(events)

    def _show_state(self) -> None:
        """The state as it is now, without animating (after an undo)."""
        for part in self.parts.each():
            part.reset()
        self.pipeline.sync()

    def _game_over_chart(self, res) -> tuple:
        if self.spec.chart is not None:
            return self.spec.chart(self.state, res)
        return super()._game_over_chart(res)

    # the frame ----------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """The queue, the drag, the parts' ``tick``, the Undo button, the AI seats and
        the input's ``settled`` once nothing animates, then the zoom."""
        parts = self.parts
        self.time += dt
        self.queue.update(dt)
        self.drag.update(dt)
        for part in parts.each():
            part.tick(dt)
        self.undo_button.enabled = self.can_undo()
        if self.replay is not None:      # a replay: its next step, no AI, no question
            self.replay.tick(dt)
        elif not self.queue.busy:
            self._drive_ai(dt)
            parts.input.settled()
        else:
            think_ahead(self)
        self._update_zoom(dt)
        self.log_zoom.update(dt)

    def draw(self, surface) -> None:
        """The drawer's layers, then the card a log line names (the mouse on it); under
        the hand-over cover (pass-and-play) the cover alone."""
        if self.handover.covering:
            self.handover.draw(surface)
            return
        self.parts.drawer.draw(surface)
        self.log_zoom.draw(surface)

    def log_toggled(self, collapsed: bool) -> None:
        """With a ``log_foot`` in the frame, the hidden log keeps its header there."""
        f = self.spec.frame
        if f.log_foot is not None:
            self.log.full_rect = pygame.Rect(f.log_foot if collapsed else f.log)

    # the hooks, answered by the parts -----------------------------------------------------
    def handle(self, event) -> bool:
        """The input part's ``handle_first`` (e.g. a click on a greyed button says why),
        then the kit's input; in a replay only what looks (scenes.kit.replay)."""
        if self.replay is not None:
            return self.replay.table_input(event)
        if self.handover.handle(event):         # pass-and-play: the cover's alone
            return True
        if self.parts.input.handle_first(event):
            return True
        return super().handle(event)

    def card_under(self, pos):
        return self.parts.cards.card_under(pos)

    def _zoom_area(self):
        if self.zoom_key is None:
            return pygame.Rect(0, 0, 0, 0)
        return self.parts.cards.area(self.zoom_key)

    def element_rect(self, name: str):
        """A named place on the table (tests and tutorials point at them), or None."""
        return self.parts.input.element_rect(name)

    def hint_places(self, action) -> list:
        """The named places that show ``action`` (the Hint lights them): the input
        part's ``hint_places``, when it has one."""
        places = getattr(self.parts.input, "hint_places", None)
        return list(places(action)) if places is not None else []

    def view_buttons(self) -> list:
        """The buttons that only change how the table is seen (turn, zoom, overlays):
        they stay in a replay, where every other button is hidden (scenes.kit.replay).
        The input part's ``view_buttons``, when it has one."""
        buttons = getattr(self.parts.input, "view_buttons", None)
        return list(buttons()) if buttons is not None else []

    def view_input(self, event) -> bool:
        """In a replay: the keys, wheel and drags that only change the view (the input
        part's ``view_input``, when it has one); True when the event was taken."""
        take = getattr(self.parts.input, "view_input", None)
        return bool(take(event)) if take is not None else False

    def _on_drop(self, payload, target) -> str | None:
        return self.parts.input.on_drop(payload, target)

    def _legal_targets(self, payload) -> set:
        return self.parts.input.legal_targets(payload)

    def _can_pick(self, payload) -> str | None:
        return self.parts.input.can_pick(payload)

    def _item_click(self, payload) -> None:
        self.parts.input.item_click(payload)

    def _handle_more(self, event) -> bool:
        return self.parts.input.handle(event)

    def _click(self, pos) -> bool:
        return self.parts.input.click(pos)

    def space(self) -> None:
        self.parts.input.space()

    def pile_at(self, pos):
        return self.parts.input.pile_at(pos)
