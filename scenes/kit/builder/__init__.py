"""The builder kit: one collection builder (decks, armies) for every game.

A game gives a spec (its nouns, its store, its
title, how its text import reads) and a subclass of
:class:`~scenes.kit.builder.scene.BuilderScene` that holds its engine's model and draws
its own pool and collection column. The kit owns the rest, the same in every game:

- :mod:`.spec`: :class:`~scenes.kit.builder.spec.BuilderSpec`, the game's words and
  choices (its store, its nouns, whether Save renames, the text dialog);
- :mod:`.scene`: the scene (the name field, the top buttons, the refusal flash next to the
  cursor and the notices, the hover-and-right-click zoom timing, drag and drop routing,
  the unsaved-changes guard and leaving through the scene stack's API, ``stack.remove``);
- :mod:`.files`: load, save (a new name may rename), copy, new and delete through the
  game's ``app.collection_store.Store``, and the entry as text;
- :mod:`.text_io`: a collection as plain text, through the clipboard or a file;
- :mod:`.load`: the "Load" overlay listing built-in and saved entries (and the chooser
  overlay under it);
- :mod:`.pool`: the pool, a filtered, scrolling grid of tiles with its chips and search;
- :mod:`.column`: the collection column's parts (small -/+ buttons, a scrolling list of
  rows, the cost curve's bars, the live checks);
- :mod:`.deck_scene`: a builder of one pool and one column (the deck builders);
- :mod:`.draw`: the notice box at the foot of the pool.

A game's builder is its model (from its engine), its spec, its filters (a
:class:`~scenes.kit.builder.pool.PoolGrid` subclass) and its art; tests/scenes/kit/builder
builds a tiny one from these parts alone.
"""
