"""What the Magecraft table shows besides the drawn state (two small parts).

``Stage``: the human's choices in progress (the hand gems picked for a discard, an
attack waiting for its target) and the shield gems the drawer made clickable; forgotten
on a new game, an undo or a restore. The input part writes the choices; the drawer
writes ``shield_rects`` and reads the rest.

``Tally``: what the game's record says besides the state: the score by turn (the
game-over chart) and where the golden gem of a mastered spell lies this turn. Rebuilt by
the table's replay (a restore, an undo) and started by a new game's first event; not a
``Part`` (an undo must not forget what its replay rebuilt)."""
from __future__ import annotations

from engines.magecraft.read import Mages
from scenes.kit.parts import Part


class Stage(Part):
    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.picking_target = False       # "attack": the board to attack is to be clicked
        self.discard_pick: list = []      # (colour, index) of the hand gems chosen
        self.shield_rects: dict = {}      # colour -> the human's shield chip (clickable)


class Tally:
    def __init__(self) -> None:
        self.score_log: list = []         # every seat's score at the start of each turn
        self.golden: tuple | None = None  # (seat, book, spell, slot) of a golden gem

    def begin(self, players: int) -> None:
        """A game from its start."""
        self.score_log = [[0] * players]
        self.golden = None

    def scores(self, state) -> None:
        """A turn began: every seat's score now."""
        self.score_log.append(Mages(state).scores())

    def replayed(self, state, events) -> None:
        """One action of a replay: what its events tell."""
        for e in events:
            if e["type"] == "GoldenGemMoved":     # drawn golden where it now lies
                self.moved_golden(state, e)
            elif e["type"] in ("Refreshed", "TurnBegan"):
                self.golden = None
        if any(e["type"] == "TurnBegan" for e in events):
            self.scores(state)

    def moved_golden(self, state, ev) -> None:
        m = Mages(state)
        self.golden = (ev["player"], m.cast_book, m.cast_pos, ev["slot"])

    def chart(self, state, players: int, win: int) -> tuple:
        """Score gems gained per round (a round: every player's turn):
        (final scores, the gains by round, the winning score)."""
        n = players
        log = self.score_log
        rows = log[::n] + ([log[-1]] if (len(log) - 1) % n else [])
        final = Mages(state).scores()
        if rows[-1] != final:
            rows.append(final)
        incs = [[b[i] - a[i] for i in range(n)] for a, b in zip(rows, rows[1:])]
        return final, incs, win
