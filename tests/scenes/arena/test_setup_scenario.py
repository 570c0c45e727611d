"""The Arena setup's scenario rows (issue 27 item 4; scenes/arena/setup_scenario.py and
the kit's picture row, scenes/setup_rows.py): a Battlefield row at every player count
(the printed scenario first, then the store's maps that host the count, each with its
thumbnail), and the rows of your own scenario (Victory, Teams, Turn track, Glyphs) shown
only when a map is chosen. Played by mouse; a saved map is played to the end by two
Easy AIs through the engine."""
from __future__ import annotations

import json

import pytest

from app.battlefields import BATTLEFIELDS
from engines.arena import RULES
from engines.arena.ai import make_agent
from engines.arena.battlefield import generated
from scenes.game_setup import GameSetupScene
from scenes.setup_rows import PictureCycler
from tests.scenes.arena.helpers import arena_setup
from tests.scenes.shell_helpers import click

MAP_NAME = "Stony Ford"


def _save_map(name: str = MAP_NAME, cols: int = 10, rows: int = 12, seed: int = 8) -> dict:
    bf = generated(cols, rows, seed=seed, name=name)
    return BATTLEFIELDS.save(dict(bf, name=name))


def _setup(app, players: int = 2) -> GameSetupScene:
    setup = arena_setup(app)
    while setup.players["arena"] != players:
        click(app, setup.player_cycler.right.center)
    return setup


def _choose(app, setup, key: str, value: str) -> None:
    """Click the row's right arrow until it shows ``value`` (each click lays the rows out
    again: the control is looked up anew)."""
    for _ in range(40):
        control = setup.control(key)
        if control.value == value:
            return
        if setup.rows_view is not None and not setup.rows_view.contains(control.right):
            setup.scroll_rows(control.right.bottom - setup.rows_view.bottom + 8)
            control = setup.control(key)
        click(app, control.right.center)
    raise AssertionError(f"{key} never showed {value}")


def test_a_saved_map_is_chosen_by_mouse_with_points_on_the_track_and_the_table_plays_it(
        app, fresh_home):
    saved = _save_map()
    setup = _setup(app)
    assert setup.control("victory") is None          # the Duel keeps its own rules
    assert setup.control("battlefield").value == "standard"
    _choose(app, setup, "battlefield", "map:" + MAP_NAME)
    row = setup.control("battlefield")
    assert isinstance(row, PictureCycler) and row.picture() is not None   # its thumbnail
    assert [v for v, _ in setup.control("teams").options] == ["none"]   # two: no teams
    _choose(app, setup, "victory", "track")
    _choose(app, setup, "turns", "40")
    app.frame()
    click(app, setup.start_button.rect.center)
    table = app.stack.top
    assert type(table).__name__ == "ArenaTable"
    state = table.state
    assert state.board.n == len(saved["hexes"])      # that map's hexes
    assert state.scenario == "custom_track" and state.turns == 40
    assert RULES.scenario(state)["name"] == "Points on the track"
    # remembered like the Build row
    options = app.settings.last_setup["arena"]["options"]
    assert options["battlefield"] == "map:" + MAP_NAME and options["victory"] == "track"


def test_the_own_scenario_rows_come_with_a_map_and_teams_at_four_players(app, fresh_home):
    setup = _setup(app, 4)
    assert setup.control("teams") is None and setup.control("turns") is None
    _choose(app, setup, "battlefield", "map:The Melee")      # a printed map, own rules
    assert setup.control("teams") is not None and setup.control("glyphs") is not None
    _choose(app, setup, "teams", "03-12")
    teams = setup.control("teams")
    assert dict(teams.options)["03-12"] == "You and AI 3 together"
    assert teams.notes["03-12"] == "Against AI 1 and AI 2"
    cfg = setup.options()
    assert cfg["scenario"] == "custom_destroy" and cfg["battlefield"] == "melee"
    assert cfg["teams"] == [[0, 3], [1, 2]]
    checked = RULES.check_config(dict(cfg, players=4))
    assert checked["turns"] == 48
    rows = [c.rect for c in setup.option_controls.values()]
    view = setup.rows_view
    shown = [r for r in rows if view is None or view.colliderect(r)]
    assert all(not a.colliderect(b) for i, a in enumerate(shown) for b in shown[i + 1:])
    _choose(app, setup, "battlefield", "standard")
    assert setup.control("teams") is None            # the Skirmish keeps its own rules


def test_a_map_that_cannot_host_the_count_is_not_listed(app, fresh_home):
    _save_map()                                      # two starting zones
    setup = _setup(app, 3)
    values = [v for v, _ in setup.control("battlefield").options]
    assert "map:" + MAP_NAME not in values and "map:The Melee" in values
    click(app, setup.player_cycler.right.center)      # four: two teams sharing its zones
    row = setup.control("battlefield")
    assert "for teams" in row.notes["map:" + MAP_NAME]


@pytest.mark.parametrize("how", ["damaged", "deleted"])
def test_a_remembered_map_that_is_gone_falls_back_to_the_printed_scenario_with_a_note(
        app, fresh_home, how):
    saved = _save_map()
    app.settings.last_setup = {"arena": {"players": 2, "options": {
        "battlefield": "map:" + MAP_NAME, "victory": "marked"}}}
    path = saved["path"]
    if how == "damaged":
        with open(path, "w", encoding="utf-8") as f:
            f.write(json.dumps({"name": MAP_NAME, "hexes": "not a list"}))
    else:
        BATTLEFIELDS.delete(MAP_NAME)
    setup = _setup(app)
    row = setup.control("battlefield")
    assert row.value == "standard"
    assert f"{MAP_NAME} cannot be played now" in row.notes["standard"]
    assert setup.control("victory") is None
    cfg = setup.options()
    assert "battlefield" not in cfg and "scenario" not in cfg    # the Duel
    click(app, setup.start_button.rect.center)
    assert app.stack.top.state.scenario == "duel"


def test_a_full_duel_on_a_saved_map_ends_between_two_easy_ais(app, fresh_home):
    """Bounded: a 20-turn track on a small map."""
    saved = _save_map("Small Fords", 9, 10, seed=3)
    plugin = app.plugins["arena"]
    cfg = plugin.config_for({"armies": ["Chandra's default army", "Jace's default army"],
                             "battlefield": "map:Small Fords", "victory": "destroy",
                             "turns": "20"}, 2)
    state = RULES.new_state(dict(cfg, players=2), 11)
    assert state.board.n == len(saved["hexes"]) and state.turns == 20
    agents = [make_agent(RULES, "easy", seed=k) for k in range(2)]
    for _ in range(20000):
        if RULES.is_over(state):
            break
        p = state.to_move
        legal = RULES.legal_actions(state)
        RULES.apply(state, agents[p].choose(RULES.view(state, p), legal), p)
    res = RULES.result(state)
    assert res is not None and res["reason"] in ("planeswalker", "turns")


def test_points_on_marked_spaces_on_a_map_without_them_is_refused_in_a_sentence(
        app, fresh_home):
    """The engine's refusal is shown at Start (the setup stays; nothing crashes)."""
    from scenes.message import MessageOverlay
    _save_map()
    setup = _setup(app)
    _choose(app, setup, "battlefield", "map:" + MAP_NAME)
    _choose(app, setup, "victory", "marked")
    click(app, setup.start_button.rect.center)
    top = app.stack.top
    assert isinstance(top, MessageOverlay)
    assert "marked (purple) spaces" in top.body and "has none" in top.body
    assert setup in app.stack.scenes


def test_a_table_of_points_on_marked_spaces_counts_them_live_as_the_melee(app):
    """The top bar's live purple scores and the game-over subtitle follow what the end
    counts, not the Melee's name."""
    from scenes.arena.game_over import SUBTITLES
    from tests.scenes.arena.helpers import seated
    t = seated(app, 3, options={"scenario": "custom_marked", "battlefield": "melee"})
    app.frame()
    panels = t.drawer.panels
    assert panels.purple_scores() and panels._scores_w() > 0
    assert "marked spaces" in SUBTITLES["custom_marked"]
    plain = seated(app, 3, options={"scenario": "custom_track", "battlefield": "melee"})
    assert not plain.drawer.panels.purple_scores()


def test_the_log_opens_an_own_scenario_with_its_map_and_victory(app):
    from scenes.arena.table import opening
    from tests.scenes.arena.helpers import seated
    t = seated(app, 2, options={"scenario": "custom_track", "battlefield": "melee"})
    assert opening(t.state, t.seats).startswith(
        "A new game on The Melee (points on the track): ")
    t = seated(app, 2, options={"scenario": "custom_destroy", "battlefield": "duel"})
    assert opening(t.state, t.seats).startswith(
        "A new game on The Duel (destroy the Planeswalkers): ")


def test_remembered_rows_are_checked_when_read(app, fresh_home):
    """A settings file's values are untrusted: a track of 10**6 turns, an unknown victory
    and teams that are not side by side show the rows' defaults, and the config holds
    what the rows show."""
    _save_map()
    app.settings.last_setup = {"arena": {"players": 4, "options": {
        "battlefield": "map:The Melee", "victory": "everything", "turns": "1000000",
        "teams": "02-13", "glyphs": "upside"}}}
    setup = _setup(app, 4)
    assert setup.control("battlefield").value == "map:The Melee"
    assert [setup.control(k).value for k in ("victory", "turns", "teams", "glyphs")] == \
        ["destroy", "std", "none", "as_drawn"]
    cfg = setup.options()
    assert cfg["scenario"] == "custom_destroy" and "turns" not in cfg and "teams" not in cfg
    assert RULES.check_config(dict(cfg, players=4))["turns"] == 48


def test_a_damaged_map_file_is_set_aside_with_a_notice_when_the_setup_lists_maps(app):
    """The setup's Battlefield row reads the store: a damaged file there is moved aside
    (never deleted) and the player is told where it went."""
    from app import storage
    storage.take_notices()
    bad = BATTLEFIELDS.folder() / "broken.json"
    bad.write_bytes(b"{\"version\": 1, \"name\": \"Broken\", \"hexes\": [")
    _setup(app)
    notices = [n for n in storage.take_notices() if n[0] == "Battlefield files set aside"]
    assert len(notices) == 1 and "broken.json" in notices[0][1]
    assert not bad.exists()
    assert len(list(BATTLEFIELDS.folder().glob("broken.json.bad-*"))) == 1


def test_our_own_designs_are_offered_and_played_whole(app, fresh_home):
    """Magetable's own battlefields (shipped read-only) are in the Battlefield row; a game
    on one carries the whole map (the engine knows only the set's maps by key)."""
    from engines.arena.battlefield import originals
    twin = next(b for b in originals() if b["key"] == "twin_fords")
    setup = _setup(app)
    _choose(app, setup, "battlefield", "map:Twin Fords")
    assert setup.control("battlefield").notes["map:Twin Fords"].startswith(
        "Our own map")
    click(app, setup.start_button.rect.center)
    table = app.stack.top
    assert type(table).__name__ == "ArenaTable"
    assert table.state.board.n == len(twin["hexes"])
    assert table.state.scenario == "custom_destroy"
