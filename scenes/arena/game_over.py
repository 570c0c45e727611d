"""The Arena game-over screen: the points on the battlefield turn by turn (the Melee: on
the purple spaces), the Skirmish's team result in its subtitle; and the chart's rows,
the scores after every turn (``ScoreTrack``)."""
from __future__ import annotations

import pygame

from app.ui import palette, text
from engines.arena.read import Battle
from scenes.kit.game_over import GameOverScene, cumulative
from scenes.arena.table_face import ArenaFace
from scenes.kit.parts import Part

TURN_EVENTS = ("TurnBegan", "TurnPassed")       # a turn on the track (the chart's x)


class ArenaGameOver(GameOverScene):
    subtitle = "Points on the battlefield, turn by turn (destroy the other Planeswalker to win):"
    x_label = "turn"
    target_label = ""          # no target line: the Planeswalker decides
    lower_wins = False

    def _chart(self, rect: pygame.Rect) -> pygame.Surface:
        """The kit's chart; with no point scored at all (a Melee nobody held a purple
        space at), an empty plot that says so (the kit's would divide by zero)."""
        series = cumulative(self.round_scores, len(self.names))
        if self.target or any(v for row in series for v in row):
            return super()._chart(rect)
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        plot = pygame.Rect(44, 14, rect.w - 60, rect.h - 50)
        pygame.draw.rect(surf, (20, 24, 34, 255), plot, border_radius=6)
        img = text.render("No points scored", 16, palette.TEXT_DIM)
        surf.blit(img, img.get_rect(center=plot.center))
        return surf


SUBTITLES = {
    "skirmish": "{result} Points on the battlefield, turn by turn:",
    "melee": "{result} Points on the purple spaces, turn by turn:",
}


def game_over_class(scenario: str, result: str) -> type:
    """The game-over screen of a scenario: the Skirmish says which team won, the Melee
    charts the points on the purple spaces."""
    if scenario not in SUBTITLES:
        return ArenaGameOver
    sub = SUBTITLES[scenario].format(result=result).replace("{", "{{").replace("}", "}}")
    return type("ArenaGameOver_" + scenario, (ArenaGameOver,), {"subtitle": sub})


def final_screen(state, names, res) -> type:
    """The game-over screen for this result: the team result (the Skirmish) or the
    best score on the purple spaces (the Melee)."""
    s = Battle(state)
    sc = s.scenario
    result = ""
    winners = sorted(res.get("winners") or [])
    teams = [sorted(t) for t in s.teams]
    if sc == "skirmish" and winners in teams:
        k = teams.index(winners) + 1
        who = " and ".join(names[q] for q in winners)
        result = f"Team {k} ({who}) wins."
    elif sc == "skirmish":
        result = "The teams share the win."
    elif sc == "melee" and winners:
        best = max(res["scores"]) if res.get("scores") else 0
        result = f"Most points on the purple spaces: {best}."
    return game_over_class(sc, result)


class ScoreTrack(Part):
    """The scores after every action that turned the track (a part of the table): from
    0 at a new game's start, rebuilt by the replay of a restored game or an undo; the
    game-over chart's rows."""

    def __init__(self, table: ArenaFace) -> None:
        self.table = table
        self.rows: list = []
        self._record = None             # the game the rows are of

    def _zero(self) -> list:
        return [[0] * self.table.seats.players]

    def replaying(self, record) -> None:
        """A replay of ``record`` begins (a restored game, an undo): rows from 0."""
        self.rows, self._record = self._zero(), record

    def synced(self, shown) -> None:
        """A new game (a record no replay built the rows of) starts from 0."""
        if self.table.record is not self._record:
            self.replaying(self.table.record)

    def note(self, state, events) -> None:
        """An action's events: a turn on the track adds the scores."""
        if any(e["type"] in TURN_EVENTS for e in events):
            s = Battle(state)
            self.rows.append([s.score(p) for p in range(s.players)])

    def applied(self, action, events) -> None:
        self.note(self.table.state, events)

    def chart(self, res) -> tuple:
        """(final scores, each seat's gain per turn, no target)."""
        n = self.table.seats.players
        rows = list(self.rows)
        s = Battle(self.table.state)
        final = [s.score(p) for p in range(n)]
        if not rows or rows[-1] != final:
            rows.append(final)
        incs = [[b[i] - a[i] for i in range(n)] for a, b in zip(rows, rows[1:])]
        return res["scores"], incs or [[0] * n], 0
