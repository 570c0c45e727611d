"""The table kit: what every game's table, tutorial and entry points share.

    table.py        TableScene: the base of every table (PartsTable, whose one entry
                    takes a TableSpec and a TableSetup); session, the parts every table has
                    (animation queue, drag, log, zoom, Undo/Menu, AI seats), gestures
                    checked on a clone, undo, autosave, the game-over hand-off, the
                    human's view, the pile browser hooks
    parts_table.py  PartsTable: a game's table made of named parts (its spec + build):
                    the one entry, the frame, every hook answered by a part
    setup.py        TableSpec (what a game's table is), TableFrame, TableSetup (how one
                    game opens)
    seats.py        Seats: the viewer, the others in table order, the remap; the names
    ai_seats.py     drive_ai: the AI seats' turn, each frame
    room.py         room_of: the design size a scene that fills the window lays out in
    overlay_place.py where a native overlay stands over a table (its point in the window)
    pipeline.py     EventPipeline: events -> words, log, handlers, animations; ``shown``
    parts.py        Part, the parts' Protocols (TableFace, TableActions, Drawer,
                    Gestures, CardInfo, Handlers; the kit's own parts' faces InputFace,
                    ActFace, EndFace) and TableParts
    zoom.py         CardZoom: the card zoom and the log-column inspector; LogCardZoom:
                    the card a log line names, zoomed while the mouse rests on it
    keywords.py     Glossary and CardBook: a game's terms explained (the zoom's Keywords
                    box) and its cards by name (the log), from scenes.<game>.glossary
    shell.py        shell_of: the shell the app was handed (app/shell.py), never imported
    table_input.py  (a part, ``table.kit_input``) the input: commands, one input one
                    meaning (Space and clicks that hurried the others never act on the
                    human's turn), the zoom
    table_end.py    (a part, ``table.ending``) the game-over hand-off and the autosave
    acting.py       (a part, ``table.acting``) the human's actions, gestures (checked on
                    a clone) and pop-up answers
    hurry.py        (a part, ``table.hurry``) the hurry guard the input asks
    knockout.py     (a part) knocked out of a game the others play on: watch, skip to the
                    result (played out off-screen), new game
    session.py      GameSession: the record, the live state, who played what, where the
                    human's decisions start (undo), the log rebuilt on restore (no pygame)
    pile_browser.py a pile looked through (newest first, the card under the mouse large)
    tutorial.py     the tutorial base: steps, call-outs, leave and resume
    entry_points.py the four ways a game opens (game, demo, saved game, tutorial)
    log_panel.py    the game log column (and which line and letter the mouse is over)
    game_over.py    the end-of-game screen with its chart
    animations.py   animations every table uses (flights, banners, pop-ups, gates)
    effects.py      bigger effects (dice tumble, lunge, shatter, floating numbers)
    popups.py       the choice pop-ups, one family (base, buttons and tiles in
                    popup_base.py; numbers, distribution, lists, power menu here) and
                    ``popup_for(decision)``

Widgets and controls that are not about tables live in app/ui.
"""
