"""The table kit: what every game's table, tutorial and entry points share.

    table.py        TableScene: session, AI seats, input commands, undo, autosave, log
    session.py      GameSession: the record, the live state, who played what (no pygame)
    tutorial.py     the tutorial base: steps, call-outs, leave and resume
    entry_points.py the four ways a game opens (game, demo, saved game, tutorial)
    log_panel.py    the game log column
    game_over.py    the end-of-game screen with its chart
    animations.py   animations every table uses (flights, banners, pop-ups, gates)

Widgets and controls that are not about tables live in app/ui.
"""
