"""Dialogs never overlap themselves (issue 9): every kit dialog and panel, drawn with the
longest card names of each engine and the longest player names, keeps each text inside
its box, whole, off the buttons and off the other texts (tests/scenes/kit/textfit.py);
long names are shortened with an ellipsis at a word's end."""
from __future__ import annotations

import pygame
import pytest

from tests.scenes.kit.tables import built_keys
from tests.scenes.kit.textfit import TextWatch

LONG_PLAYER = "Maximiliana Featherstonehaugh"      # as long as a player's name gets


def _card_names(game: str) -> list[str]:
    """The longest card (spell, power, character) names of a game's content."""
    if game == "magi":
        from engines.magi.cards import CARDS
        from engines.magi.wording import card_name
        names = [card_name(None, i) for i in range(len(CARDS))]
    elif game == "magination":
        from engines.magination.cards import CARDS
        names = [c.name for c in CARDS] + [p.name for c in CARDS for p in c.powers]
    elif game == "magecraft":
        from engines.magecraft.content import CHARACTERS, NAME
        names = list(NAME) + [c.name for c in CHARACTERS]
    elif game == "mabinogi":
        from engines.mabinogi import CARDS, HEROES
        names = [c.name for c in CARDS] + [h.name for h in HEROES]
    else:
        pytest.skip(f"no content list for {game}")
    return sorted(set(names), key=len, reverse=True)[:4]


def _players(game: str) -> list[str]:
    from tests.conftest import all_plugins
    import importlib
    plugin = all_plugins()[game]
    table = plugin.table_scene.__qualname__            # lazy loader: find the class
    del table
    mod = importlib.import_module(f"scenes.{game}.table")
    names = []
    for value in vars(mod).values():
        spec = getattr(value, "spec", None)          # a ported table: in its spec
        ai = spec.ai_names if spec is not None else getattr(value, "ai_names", None)
        if isinstance(value, type) and ai:
            names = list(ai)
    names = sorted(names, key=len, reverse=True)[:2]
    return [LONG_PLAYER, *names, "You"]


def _dialogs(game: str):
    """(name, popup) of every kit pop-up, worded with ``game``'s longest names."""
    from scenes.kit.popups import (ButtonsPopup, DistributePopup, ListPopup, NumberPopup,
                                   Option, PowerMenu, TilesPopup)
    cards = _card_names(game)
    players = _players(game)
    c0, c1 = cards[0], cards[1]
    p0, p1 = players[0], players[1]
    noop = lambda *a: None  # noqa: E731
    body = (f"{p0}'s {c0} attacks {p1}'s {c1}; {c1} answers with {cards[2]} "
            f"and {cards[3]} before anything else happens.")
    yield "buttons", ButtonsPopup(f"{p0}: choose the target of {c0} ({c1} is on it)",
                                  [(c0, 0), (f"{p1}'s {c1}", 1), (cards[2], 2),
                                   ("Cancel", 3)], noop, body=body, on_cancel=noop)
    yield "buttons-anchored", ButtonsPopup(f"Pay {c0} with which gem?",
                                           [(f"{c} (2)", i) for i, c in enumerate(cards)],
                                           noop, anchor=(500, 700))
    yield "tiles", TilesPopup(f"Choose who goes first: {p0} or {p1}?",
                              [Option(i, p, sub=f"plays {cards[i % 4]} and {c1}")
                               for i, p in enumerate(players)], noop)
    yield "number", NumberPopup(f"How much energy does {c0} move to {p1}'s {c1}?",
                                [(v, v) for v in range(0, 9)], noop, body=body,
                                value_format=f"X = {{value}} ({c1})")
    yield "distribute", DistributePopup(
        f"Share 6 damage between {p1}'s creatures",
        [(i, f"{players[i % len(players)]}'s {cards[i % 4]}", 3) for i in range(4)],
        6, noop)
    items = [(i, f"{cards[i % 4]} of {players[i % len(players)]}", f"cost {i} ({c1})")
             for i in range(12)]
    yield "list", ListPopup(f"{p0}: pick up to 2 cards from {c0}'s discard pile", items,
                            noop, extra=[("Take none", -1), (f"Keep {c0}", -2)])
    yield "list-short", ListPopup(f"Order the cards of {c0}", items[:3], noop)
    entries = [((k,), f"{cards[k]} — cost {k + 2}", body, body if k % 2 else None,
                f"power:{k}") for k in range(3)]
    yield "powers", PowerMenu(f"{c0}: powers of {p0}'s card", entries, noop, noop,
                              anchor=(600, 400))


@pytest.mark.parametrize("game", built_keys())
def test_every_kit_popup_keeps_its_text_inside(monkeypatch, game):
    watch = TextWatch(monkeypatch)
    problems = []
    for name, popup in _dialogs(game):
        screen = watch.screen()
        for o in popup.options:
            o.hover = True
        popup.draw(screen)
        parts = [b.rect for b in popup.buttons if b.visible] + \
            [o.rect for o in popup.options if o.rect.w]
        problems += watch.problems(screen, popup.rect, parts, name)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", built_keys())
def test_messages_pause_and_game_over_keep_their_text_inside(app, monkeypatch, game):
    from scenes.kit.game_over import GameOverScene
    from scenes.message import MessageOverlay
    from scenes.pause import PauseOverlay
    watch = TextWatch(monkeypatch)
    cards, players = _card_names(game), _players(game)
    body = " ".join(f"{p} plays {c}." for p in players for c in cards) * 6
    problems = []
    dialogs = [
        ("message", MessageOverlay(app, f"{players[0]} cannot play {cards[0]} on "
                                        f"{players[1]}'s {cards[1]} now", body,
                                   [(f"Play {cards[0]}", None), ("Keep it", None),
                                    ("Cancel", None)])),
        ("message-short", MessageOverlay(app, "Saved", "Your game is saved.")),
        ("pause", PauseOverlay(app, None)),
        ("pause-out", PauseOverlay(app, _OutTable())),
        ("knocked out", MessageOverlay(app, "You are out", f"{players[0]} took your last "
                                       f"{cards[0]}. The 3 other players play on. Watch the "
                                       "rest of the game, skip to the result (the AI "
                                       "players finish it at once), or start a new game.",
                                       [("Skip to the result", None), ("New game", None),
                                        ("Watch", None)])),
    ]
    for winners in ([0], [0, 1], [2]):
        rows = [[k % 5 + p for p in range(len(players))] for k in range(14)]
        totals = [sum(r[p] for r in rows) for p in range(len(players))]
        dialogs.append((f"game over {winners}", GameOverScene(
            app, players, totals, winners, rows, 20, human=len(players) - 1)))
    for name, scene in dialogs:
        screen = watch.screen()
        scene.draw(screen)
        box = getattr(scene, "rect", None) or getattr(scene, "panel", None)
        parts = [b.rect for b in getattr(scene, "buttons", []) if b.visible]
        parts += [b.rect for b in (getattr(scene, "again", None), getattr(scene, "menu", None))
                  if b is not None]
        problems += watch.problems(screen, box, parts, name)
    assert not problems, "\n".join(problems)


class _OutTable:
    """A table whose human is out (the pause menu offers "Skip to the result")."""
    game_key = "magecraft"
    human_out = True

    def play_out(self) -> None:
        pass


@pytest.mark.parametrize("game", built_keys())
def test_log_zoom_panel_and_messages_keep_their_text_inside(monkeypatch, game):
    from app.ui.cards import ZoomView
    from app.ui.drag import DragController
    from scenes.kit.log_panel import LogPanel
    watch = TextWatch(monkeypatch)
    cards, players = _card_names(game), _players(game)
    problems = []
    log = LogPanel(pygame.Rect(990, 60, 280, 560))
    for i in range(30):
        log.add(f"{players[i % len(players)]} plays {cards[i % 4]} onto "
                f"{players[(i + 1) % len(players)]}'s {cards[(i + 1) % 4]}.")
    log.take_back(0)
    screen = watch.screen()
    log.draw(screen)
    problems += watch.problems(screen, log.rect, (), "log")
    zoom = ZoomView()
    face = pygame.Surface((250, 350))
    screen = watch.screen()
    area = zoom.draw_zoom(screen, face, cards[0], " ".join(cards) * 4, (600, 300))
    problems += watch.problems(screen, area, (), "zoom")
    drag = DragController(lambda *a: None, lambda *a: set())
    drag.show_message(f"{players[0]} cannot pay {cards[0]} with {cards[1]}: " * 3,
                      (1200, 700))
    screen = watch.screen()
    drag.draw_overlay(screen)
    problems += watch.problems(screen, screen.get_rect(), (), "refusal")
    assert not problems, "\n".join(problems)


def test_long_names_are_shortened_with_an_ellipsis_at_a_word_end():
    from app.ui import text
    name = "Thessaly of the First Circle"
    f = text.font(16)
    width = f.size("Thessaly of the Fi")[0]
    img = text.fit(name, 16, width)
    assert img.get_width() <= width
    kept, _ = text.fit_text(name, 16, width)
    assert kept.endswith("…") and name.startswith(kept[:-1].rstrip())
    assert kept[:-1].rstrip() in ("Thessaly of the", "Thessaly of")   # a whole word

