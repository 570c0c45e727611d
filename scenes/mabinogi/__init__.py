"""Mabinogi Duel, coming soon: its plug-in shows the game on the menu and in the setup
screen without an engine yet."""
from __future__ import annotations

from app.plugin import GamePlugin

PLUGIN = GamePlugin(
    key="mabinogi", order=40, soon_title="Mabinogi Duel", soon_players="2",
    blurb="A no-draw lane duel: twelve cards, five resources, a hero that levels up.",
)
