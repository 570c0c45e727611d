"""The builder kit: one collection builder (decks, armies) for every game.

A game gives a spec (its nouns, its store, its
title, how its text import reads, the words of its Load list) and a subclass of
:class:`~scenes.kit.builder.scene.BuilderScene` that holds its engine's model and draws
its own pool and collection column. The kit owns the rest, the same in every game:

- :mod:`.spec`: :class:`~scenes.kit.builder.spec.BuilderSpec`, the game's words and
  choices (its store, its nouns, whether Save renames, the text dialog);
- :mod:`.scene`: the scene (the name field, the top buttons, the refusal flash next to the
  cursor and the notices, the hover-and-right-click zoom (a card's face beside its whole
  text, as the tables zoom one), drag and drop routing,
  the unsaved-changes guard and leaving through the scene stack's API, ``stack.remove``);
- :mod:`.files`: load, save (a new name may rename), copy, new and delete through the
  game's ``app.collection_store.Store``, and the entry as text;
- :mod:`.text_io`: a collection as plain text, through the clipboard or a file;
- :mod:`.load`: the "Load" overlay listing built-in and saved entries, in the spec's
  words (and the chooser overlay under it, with its frame and row box: Mabinogi's hero
  picker is one);
- :mod:`.pool`: the pool, a filtered, scrolling grid of tiles with its search and its
  rows of chips, each row a test (the filters are data), or a few tiles in fixed places
  (``TilePool``) with chips of which one is on (``ChipChoice``);
- :mod:`.column`: the collection column's parts (small -/+ buttons, a scrolling list of
  rows, the cost curve, the live checks with their bullets);
- :mod:`.deck_scene`: a builder of one pool and one column (the deck builders);
- :mod:`.tabs`: a builder of several parts, a tab each over its pool and column (Arena's
  army and spell deck), under a row of leaders (:mod:`.leader`: the one card an entry is
  built round, a Planeswalker, a Magi, a hero); :mod:`.leader_box` is the single box of
  that one card (its portrait, arrows to step through the choices, a click that opens the
  picker), for a builder that shows only the chosen leader (Mabinogi's hero);
- :mod:`.flights`: a card flying from the pool to its row, and the short blink of a part
  after a refusal or an addition;
- :mod:`.summary`: a part's column (its budget meter, its count by kind, its checks)
  over :mod:`.rows` (counted rows with -/+, or numbered slots padded with empty places);
- :mod:`.room`: how a builder's 1280x720 rects follow the window's room (the pool takes
  most of a wider room, its grid gaining columns; the column moves to the right edge and
  grows a little; a taller room adds rows); a builder that builds its panels for the room
  (``build_panels``) sets ``fills_room`` and is built again when the window changes;
- :mod:`.grid`: the grids' arithmetic (a column's width, a cell's place);
- :mod:`.draw`: what every builder draws alike: headings and rules, the notice box, pills,
  a cost badge and the in-collection mark, a card's text box, boxes with a colour strip, empty
  slots, a dragged tile's hole and a row's drag picture, and which rect a point is over.

A game's builder is its model (from its engine), its spec, its filters (a
:class:`~scenes.kit.builder.pool.PoolGrid` subclass) and its art; tests/scenes/kit/builder
builds a tiny one from these parts alone. The model answers the kit directly: ``load(entry)``
takes a stored entry in and returns the names it left out; a deck model's ``clear()``
empties it for a new entry, and its ``add``/``remove``/``why_not_add``/``counts``/``cards()``
feed the pool and the column. What is not a scene's (text formats, summaries, checks)
lives in the game's engine beside the model.
"""
