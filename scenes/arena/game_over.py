"""The Arena game-over screen: what happened in words (who won and how, a draw on points,
the Skirmish's team win, who was knocked out), then the points on the battlefield turn
by turn (the Melee: on the purple spaces); and the chart's rows, the scores after every
turn (``ScoreTrack``)."""
from __future__ import annotations

import pygame

from app.ui import canvas, draw, palette, text
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
    team_won: int | None = None      # the number (1, 2) of the team that won the Skirmish

    def headline(self) -> str:
        """A team's win names the team (the kit's would read as a shared win)."""
        if self.team_won is None or self.forfeited:      # a forfeit says who gave up
            return super().headline()
        if self.human is not None and self.human in self.winners:
            return "Your team wins!"
        return f"Team {self.team_won} wins!"

    def _chart(self, rect: pygame.Rect) -> pygame.Surface:
        """The kit's chart; with no point scored at all (a Melee nobody held a purple
        space at), an empty plot that says so (the kit's would divide by zero)."""
        series = cumulative(self.round_scores, len(self.names))
        if self.target or any(v for row in series for v in row):
            return super()._chart(rect)
        surf = canvas.new(rect.size, pygame.SRCALPHA)
        plot = self._plot(rect)
        draw.rect(surf, (20, 24, 34, 255), plot, border_radius=self.m.px(6))
        img = text.render("No points scored", self.m.pt(16), palette.TEXT_DIM)
        surf.blit(img, img.get_rect(center=plot.center))
        return surf


SUBTITLES = {
    "duel": "{result} Points on the battlefield, turn by turn:",
    "skirmish": "{result} Points on the battlefield, turn by turn:",
    "melee": "{result} Points on the purple spaces, turn by turn:",
    "custom_destroy": "{result} Points on the battlefield, turn by turn:",
    "custom_track": "{result} Points on the battlefield, turn by turn:",
    "custom_marked": "{result} Points on the marked spaces, turn by turn:",
}


def game_over_class(scenario: str, result: str, team: int | None = None) -> type:
    """The game-over screen of a scenario, its subtitle saying what happened
    (``result``, in words); ``team``: the number (1, 2) of the team that won, whose
    headline then names the team."""
    if scenario not in SUBTITLES and team is None:
        return ArenaGameOver
    sub = SUBTITLES.get(scenario, "{result}").format(result=result)
    sub = sub.replace("{", "{{").replace("}", "}}")
    return type("ArenaGameOver_" + scenario, (ArenaGameOver,),
                {"subtitle": sub, "team_won": team})


def _names(names, seats) -> str:
    said = [names[q] for q in seats]
    said = said[:1] + ["you" if n == "You" else n for n in said[1:]]   # "Ivy and you"
    return ", ".join(said[:-1]) + f" and {said[-1]}" if len(said) > 1 else "".join(said)


def _wins(name: str) -> str:
    """The winner and the verb: "Bram wins", "You win"."""
    return f"{name} {'win' if name == 'You' else 'wins'}"


def _destroyed(names, seats) -> str:
    """Whose Planeswalker fell: "your Planeswalker is destroyed", "Bram's Planeswalker
    is destroyed", "the Planeswalkers of Ivy and you are destroyed"."""
    if len(seats) == 1:
        name = names[seats[0]]
        whose = "your" if name == "You" else f"{name}'s"
        return f"{whose} Planeswalker is destroyed"
    return f"the Planeswalkers of {_names(names, seats)} are destroyed"


def result_words(state, names, res) -> str:
    """What happened, in words: who won and how (a Planeswalker destroyed, on points at
    the end of the turn track, the last player standing), a draw on points, the teams'
    win, and who was knocked out."""
    s = Battle(state)
    winners = list(res.get("winners") or [])
    reason = res.get("reason")
    scores = list(res.get("scores") or [0] * s.players)
    where = "on the purple spaces" if s.scored_on_purple else "on the battlefield"
    end = f"after turn {s.turns}"
    team = res.get("team")
    teams = [sorted(t) for t in res.get("teams") or s.teams]
    if team is not None and 0 <= team < len(teams):
        won = f"Team {team + 1} ({_names(names, teams[team])}) wins."
        if reason == "planeswalker":
            return f"{won} Both opposing Planeswalkers are destroyed."
        other = [sum(scores[q] for q in t) for k, t in enumerate(teams) if k != team]
        mine = sum(scores[q] for q in teams[team])
        return f"{won} Most points {where} {end}: {mine} to {max(other, default=0)}."
    out = [q for q in res.get("out") or [] if q not in winners]
    gone = f" Knocked out: {_names(names, out)}." if out and s.players > 2 else ""
    if res.get("draw"):
        if teams and sorted(winners) == list(range(s.players)):
            each = sum(scores[q] for q in teams[0])
            return f"A draw on points: both teams have {each} {where} {end}."
        each = scores[winners[0]] if winners else 0
        return (f"A draw on points: {_names(names, winners)} have {each} each {where} "
                f"{end}.{gone}")
    if not winners:
        return "The game is over."
    w = winners[0]
    if reason == "planeswalker":
        losers = [q for q in range(s.players) if q != w]
        return f"{_wins(names[w])}: {_destroyed(names, losers)}."
    if reason == "last standing":
        return f"{_wins(names[w])}: the last player with figures on the battlefield.{gone}"
    rest = max((scores[q] for q in range(s.players) if q != w), default=0)
    return f"{_wins(names[w])} on points: {scores[w]} to {rest} {where} {end}.{gone}"


def final_screen(state, names, res) -> type:
    """The game-over screen for this result: its subtitle says what happened (who won
    and how, a draw on points, the team's win, who was knocked out) above the chart."""
    sc = Battle(state).scenario
    team = res.get("team")
    return game_over_class(sc, result_words(state, names, res),
                           None if team is None else team + 1)


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
