"""The builder kit: one collection builder (decks, armies) for every game.

A game gives a :class:`~scenes.kit.builder.spec.BuilderSpec` (its nouns, its store, its
title, how its text import reads) and a subclass of
:class:`~scenes.kit.builder.scene.BuilderScene` that holds its engine's model and draws
its own pool and collection column. The kit owns the rest, the same in every game:

- :mod:`.scene`: the scene (the name field, the top buttons, the refusal flash next to the
  cursor and the notices, the hover-and-right-click zoom timing, drag and drop routing,
  the unsaved-changes guard and leaving through the scene stack's API);
- :mod:`.files`: load, save (a new name may rename), copy, new and delete through the
  game's ``app.collection_store.Store``;
- :mod:`.text_io`: a collection as plain text, through the clipboard or a file;
- :mod:`.load`: the "Load" overlay listing built-in and saved entries;
- :mod:`.grid`: a scrolling grid of tiles with its scrollbar (the pool);
- :mod:`.draw`: the pieces every builder draws the same way (the state badge, the notice
  box, the checks tooltip).
"""
