"""The builders' card zoom explains the keywords of the card's text, as the tables' zoom
does (issue 23, item 16: keyword help in every game, its builder too)."""
from __future__ import annotations

import pygame
import pytest

from tests.scenes.shell_helpers import motion


def _open(app, game):
    if game == "arena":
        from scenes.arena import builder as ab
        scene = ab.open_army_builder(app, None)
    elif game == "mabinogi":
        from scenes.mabinogi import builder as mb
        scene = mb.open_builder(app, None)
    else:
        from scenes.magination import deck_builder as db
        scene = db.open_deck_builder(app, None)
    app.frame()
    return scene


@pytest.mark.parametrize("game", ["arena", "mabinogi", "magination"])
def test_resting_on_a_builders_card_explains_its_keywords(app, game):
    scene = _open(app, game)
    assert scene.game_key == game
    explained = []
    for d in list(scene.drag.draggables)[:40]:
        pos = d.rect.center
        app.frame([motion((pos[0] + 3, pos[1]))])
        app.frame([motion(pos)])
        for _ in range(45):
            app.frame()
        if scene.zoomer.shown_keywords:
            explained.append(scene.zoomer.shown_title)
            break
    assert explained, f"{game}: no card's zoom in the builder explained a keyword"
    term, explanation = scene.zoomer.shown_keywords[0]
    assert term and len(explanation) > 10
    assert pygame.Rect(0, 0, 1280, 720).contains(scene.zoomer.keywords_rect)
