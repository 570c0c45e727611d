"""What the game setup remembers per game (the settings' ``last_setup``, checked when
read: app.settings): the player count, the plug-in's option values and who plays each
seat (scenes.setup_seats). ``screen`` is the GameSetupScene."""
from __future__ import annotations

from scenes.setup_seats import plan_for


def remember(screen, settings) -> None:
    """The last choices made for each game (players, its options); values that no
    longer fit the game (a count it no longer allows, an option it dropped) are left
    at their defaults, and a choice gone from a list falls back when it is shown."""
    memory = getattr(settings, "last_setup", None) or {}
    for plugin in screen.plugins.built():
        last = memory.get(plugin.key)
        if not isinstance(last, dict):
            continue
        screen.seat_plans[plugin.key] = plan_for(last.get("seats"),
                                                 max(plugin.player_counts, default=2))
        n = last.get("players")
        if type(n) is int and n in plugin.player_counts:
            screen.players[plugin.key] = n
        options = last.get("options") or {}
        for o in plugin.options:
            v = options.get(o.key)
            if o.per_seat and isinstance(v, list) and len(v) >= 2 \
                    and all(isinstance(x, str) for x in v):
                seats = screen.values[plugin.key][o.key]
                screen.values[plugin.key][o.key] = (v + [v[-1]] * len(seats))[:len(seats)]
            elif not o.per_seat and o.kind == "toggle" and type(v) is bool:
                screen.values[plugin.key][o.key] = v
            elif not o.per_seat and o.kind != "toggle" and isinstance(v, str):
                screen.values[plugin.key][o.key] = v


def store(screen) -> None:
    """Keep this game's choices for next time (a settings file that cannot be
    written loses them quietly: the game matters more)."""
    from app.settings import save_settings
    settings = screen.app.settings
    options = {}
    for o in screen.plugin.options:
        v = screen.values[screen.selected].get(o.key)
        if isinstance(v, (list, tuple)):
            v = [str(x) for x in v]
        if isinstance(v, (str, bool, list)):
            options[o.key] = v
    memory = dict(getattr(settings, "last_setup", None) or {})
    key = screen.selected
    memory[key] = {"players": screen.players[key], "options": options,
                   "seats": [dict(p) for p in screen.seat_plans[key]]}
    settings.last_setup = memory
    settings.last_game = screen.selected
    settings.ai_difficulty = screen.difficulty
    try:
        save_settings(settings)
    except Exception:  # noqa: BLE001
        pass
