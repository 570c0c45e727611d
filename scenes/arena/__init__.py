"""Magic: Arena of the Planeswalkers, coming soon: its plug-in shows the game on the menu
and in the setup screen without an engine yet."""
from __future__ import annotations

from app.plugin import GamePlugin

PLUGIN = GamePlugin(
    key="arena", order=30, soon_title="Arena of the Planeswalkers", soon_players="2",
    blurb="Hex battlefield of heroes, squads and spells with dice combat.",
)
