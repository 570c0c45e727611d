"""How a game describes itself to the shell: one :class:`GamePlugin` per game.

Each game's scene package (``scenes/<game>/__init__.py``) exports ``PLUGIN``. The
composition root (``app/__main__.py``) finds them with :func:`discover` and hands the list
to the runtime (``app.plugins``), the demo and the bench; the menu, the game setup, the
tutorials and rules screens, Continue and the deck builder button read only the plug-ins.
Adding a game touches no shell file: a new ``scenes/<game>`` package with a ``PLUGIN``.

A plug-in names its engine (``engine="engines.magi"``); the game's title and player counts
come from that engine's ``RULES`` (the one place they live). A game still being built has
no engine: it shows its ``soon`` title and player counts and cannot be started.

    PLUGIN = GamePlugin(
        key="magi", order=10, engine="engines.magi",
        blurb="Shed your hand by colour or picture...",
        table_scene=table_scene, demo_scene=demo_scene, from_save=from_save,
        tutorial_scene=tutorial_scene, lesson="Learn to match colours...",
        options=(SetupOption("variation", "Variation: sceptres count as through cards",
                             kind="toggle", default=False),),
        rules_text=RULES_TEXT)
"""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from functools import cached_property
from types import ModuleType
from typing import Any, Callable


@dataclass(frozen=True)
class SetupOption:
    """One control of the game setup screen (besides players and difficulty).

    ``kind``: "choice" (a cycler over ``choices(app, players)``: (value, label, note)
    triples, or (value, label, note, picture) where ``picture(size)`` draws a small
    picture of the choice at ``size`` real pixels, shown beside the value: a map's
    thumbnail) or "toggle" (a bool). ``per_seat``: the value is asked twice, for the
    human's seat ("Your deck") and for the AI seats (``ai_label``). ``visible(players)``
    hides the control for some player counts; ``shown(values)`` hides it unless the
    game's other option values call for it (rows of a custom battlefield)."""

    key: str
    label: str
    kind: str = "choice"
    default: Any = None
    note: str = ""
    choices: Callable[[Any, int], list] | None = None
    per_seat: bool = False
    ai_label: str = ""
    visible: Callable[[int], bool] | None = None
    value_width: int = 0           # a wider value box for long labels (deck names)
    shown: Callable[[dict], bool] | None = None    # shown(values of the game's options)


def seat_choice(key: str, label: str, ai_label: str, default: Any,
                choices: Callable[[Any, int], list]) -> SetupOption:
    """A choice made per seat (a deck, an army): yours (``label``) and the AI seats'
    (``ai_label``), in a wide value box for long names."""
    return SetupOption(key, label, default=default, choices=choices, per_seat=True,
                       ai_label=ai_label, value_width=430)


@dataclass(frozen=True)
class Collection:
    """What a player builds and keeps for a game (decks, armies): its store (entries on
    disk, the built-in ones, the engine's validator; app.collection_store.Store) and the
    builder screen."""

    kind: str                                        # "deck" | "army" | "battlefield"
    noun: str                                        # "deck", shown to players
    game: str                                        # the plug-in's key
    store: Any                                       # an app.collection_store.Store
    open_builder: Callable[..., Any] | None = None   # open_builder(app[, entry])
    button: str = "Deck builder…"


@dataclass(frozen=True)
class BenchSpec:
    """What ``python -m app bench`` measures of a game beyond the figures every game gets
    (engine speed, AI decision times, win rates, frames, memory)."""

    # the game's own figures: figures(quick, log) -> {name: value}, merged into its entry
    # (a function of the game's engine package, through ``lazy``)
    figures: Callable[[bool, Callable[[str], None]], dict] | None = None
    winrate_config: dict = field(default_factory=dict)   # config of the win-rate matches
    winrate_games: tuple[int, int] = (4, 100)            # games per figure: quick, full
    # Hard on each side against the heuristic on the other: (config key, figure name,
    # values), e.g. ("decks", "deck", ("naroom", "cald")): Hard plays each value
    winrate_sides: tuple[str, str, tuple] | None = None


@dataclass(frozen=True)
class GamePlugin:
    key: str
    order: int
    blurb: str
    engine: str | None = None            # the rules package; None while coming soon
    soon_title: str = ""                 # coming soon: what to show instead of RULES'
    soon_players: str = ""
    table_scene: Callable[..., Any] | None = None     # (app, players, difficulty, options,
    demo_scene: Callable[..., Any] | None = None      #  seed, human_seat)
    from_save: Callable[..., Any] | None = None       # (app, save) -> scene
    tutorial_scene: Callable[..., Any] | None = None  # (app) -> scene
    lesson: str = ""                      # the tutorial's one-line promise
    options: tuple[SetupOption, ...] = ()
    make_config: Callable[[dict, int], dict] | None = None   # option values -> config
    collection: Collection | None = None
    # what else its players make and keep (Arena's battlefields): a setup button each,
    # beside the collection's (scenes/kit/setup_more.py)
    more_collections: tuple[Collection, ...] = ()
    rules_text: str | Callable[[], str] = ""
    # the player counts the table can seat, when fewer than the engine's (None: all)
    table_players: tuple[int, ...] | None = None
    bench: BenchSpec = field(default_factory=BenchSpec)   # the bench's game figures
    extras: dict = field(default_factory=dict)

    # --- what comes from the engine -----------------------------------------------------
    @property
    def built(self) -> bool:
        return self.engine is not None and self.table_scene is not None

    @cached_property
    def rules(self):
        if self.engine is None:
            raise ValueError(f"{self.soon_title} is coming soon")
        return importlib.import_module(self.engine).RULES

    @property
    def title(self) -> str:
        return self.rules.title if self.engine else self.soon_title

    @property
    def players_label(self) -> str:
        if not self.engine:
            return self.soon_players
        if self.table_players is not None:
            counts = list(self.player_counts)
            lo, hi = min(counts), max(counts)
            return str(lo) if lo == hi else f"{lo}-{hi}"
        return self.rules.players_label

    @property
    def player_counts(self) -> range | tuple[int, ...]:
        if not self.engine:
            return range(0)
        counts = self.rules.player_counts
        if self.table_players is not None:
            return tuple(n for n in counts if n in self.table_players)
        return counts

    @property
    def default_players(self) -> int:
        return self.rules.default_players if self.engine else 0

    @property
    def house_rule_players(self) -> tuple:
        return self.rules.house_rule_players if self.engine else ()

    def summary(self) -> str:
        text = self.rules_text
        return text() if callable(text) else text

    def config_for(self, values: dict, players: int) -> dict:
        """The game config of the setup screen's option values (without players)."""
        if self.make_config is not None:
            return self.make_config(values, players)
        return {o.key: values.get(o.key, o.default) for o in self.options if not o.per_seat}


class Plugins:
    """The plug-ins in menu order, by key."""

    def __init__(self, plugins) -> None:
        self.items = sorted(plugins, key=lambda p: (p.order, p.key))
        self.by_key = {p.key: p for p in self.items}

    def __iter__(self):
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def get(self, key) -> GamePlugin | None:
        return self.by_key.get(key) if isinstance(key, str) else None

    def __getitem__(self, key: str) -> GamePlugin:
        return self.by_key[key]

    def __contains__(self, key) -> bool:
        return isinstance(key, str) and key in self.by_key

    def keys(self) -> list[str]:
        return [p.key for p in self.items]

    def built(self) -> list[GamePlugin]:
        return [p for p in self.items if p.built]

    def with_collections(self) -> list[GamePlugin]:
        return [p for p in self.items if p.built and p.collection is not None]


def lazy(module: str, name: str) -> Callable[..., Any]:
    """A function that imports ``module`` on its first call and calls its ``name``: plug-ins
    stay cheap to discover (no table is imported before it is opened)."""
    def call(*args, **kwargs):
        return getattr(importlib.import_module(module), name)(*args, **kwargs)
    call.__name__ = name
    call.__qualname__ = f"lazy({module}.{name})"
    return call


def discover(package: ModuleType) -> Plugins:
    """Every ``PLUGIN`` exported by a sub-package of ``package`` (the scenes package)."""
    found = []
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        if not info.ispkg:
            continue
        module = importlib.import_module(info.name)
        plugin = getattr(module, "PLUGIN", None)
        if isinstance(plugin, GamePlugin):
            found.append(plugin)
    return Plugins(found)
