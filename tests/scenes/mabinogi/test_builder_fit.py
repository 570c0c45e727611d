"""The deck builder keeps its text inside its boxes (issue 9, the kit's TextWatch): the
builder drawn with the longest card, hero and deck names, a valid deck and one over every
limit; the zoom of the cards with the longest names and texts; the Load overlay with the
longest deck names. No text runs out of its box, is cut, or overlaps another."""
from __future__ import annotations

from engines.mabinogi.card_text import card_text
from engines.mabinogi.content import HEROES, RESOURCES
from scenes.mabinogi import builder as b
from engines.mabinogi.content import card as card_of
from scenes.mabinogi import builder_deck
from scenes.mabinogi.builder_layout import CHECKS, CURVE, DECK, HERO, POOL
from scenes.mabinogi.builder_load import LoadDeckOverlay
from scenes.mabinogi.builder_pool import POOL_NAMES
from scenes.mabinogi.collection import STORE
from tests.scenes.kit.textfit import TextWatch
from app.ui.cards import text_panel

LONG_DECK = "Maximiliana's Featherstone Hosts"          # 32 characters: the longest name
WIDE_DECK = "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"
LONG_HERO = max(HEROES, key=lambda h: len(h.name)).key


def longest_names(n: int, res=None) -> list[str]:
    names = [c for c in POOL_NAMES if res is None or RESOURCES[card_of(c).res] in res]
    return sorted(names, key=lambda c: (-len(c), c))[:n]


def _forget_pictures(scene) -> None:
    """The builder's cached pictures are drawn again under the watch."""
    scene.faces.invalidate()
    builder_deck.row_surface.cache_clear()
    text_panel.cache_clear()


def _parts(scene) -> list:
    pool = scene.pool_panel
    out = [POOL, DECK, HERO, CURVE, CHECKS, scene.name_field.rect, scene.search.rect]
    out += [x.rect for x in scene.buttons]
    out += [c.rect for c in pool.chips + [pool.clear_chip]]
    out += [r for r, _ in pool.tiles] + [r for r, _ in scene.deck_column.rows]
    out += [r for r, _ in scene.deck_column.badges]
    out += [z[0] for z in scene.deck_column.zones]
    return out


def test_the_builder_keeps_its_text_inside_with_the_longest_names(app, fresh_home,
                                                                 monkeypatch):
    problems: list[str] = []
    # a valid deck of the longest names of three resources, a long hero and deck name
    three = ("Gold", "Dark", "Light")
    cases = {"valid": longest_names(6, three) * 2,
             "over every limit": longest_names(14) + longest_names(3)}
    for what, cards in cases.items():
        scene = b.open_builder(app, {"name": LONG_DECK, "hero": LONG_HERO, "cards": cards})
        scene.dirty = True
        app.frame()
        for chips in (False, True):
            if chips:        # every filter on, the search field full
                for chip in scene.pool_panel.chips:
                    chip.on = True
                scene.pool_panel.search.set("Curse of Weakness")
                scene.pool_panel.refilter()
            scene.name_field.set(LONG_DECK)
            scene.status = ("Saved '" + LONG_DECK + "' as a draft: not playable until it is "
                            "valid (3 problems).", (96, 200, 120), 3.0)
            scene._layout()
            watch = TextWatch(monkeypatch)
            _forget_pictures(scene)
            screen = watch.screen()
            scene.draw(screen)
            problems += watch.problems(screen, screen.get_rect(), _parts(scene),
                                       f"{what}, filters {chips}:")
            monkeypatch.undo()
        app.stack.pop()
    assert not problems, "\n".join(problems)


def test_the_zoom_keeps_its_text_inside(app, fresh_home, monkeypatch):
    problems: list[str] = []
    scene = b.open_builder(app)
    scene.add("Hyena")
    wordy = sorted(POOL_NAMES, key=lambda c: -len(card_text(card_of(c))))[:2]
    for name in longest_names(2) + wordy:
        for anchor in ((100, 300), (1200, 600)):
            watch = TextWatch(monkeypatch)
            _forget_pictures(scene)
            screen = watch.screen()
            r = scene.zoom.zoomer.draw_zoom(screen, *scene.info(name, None), anchor)
            assert screen.get_rect().contains(r)
            problems += watch.problems(screen, r, [], f"zoom of {name}:")
            monkeypatch.undo()
    assert not problems, "\n".join(problems)


def test_the_hero_picker_keeps_its_text_inside(app, fresh_home, monkeypatch):
    scene = b.open_builder(app)
    scene.model.set_hero(LONG_HERO)
    picker = scene.deck_column.hero.picker(app)
    app.stack.push(picker)
    watch = TextWatch(monkeypatch)
    screen = watch.screen()
    picker.mouse = picker.rows()[1][0].center
    picker.draw(screen)
    problems = watch.problems(screen, picker.rect, [picker.cancel.rect] +
                              [r for r, _ in picker.rows()], "hero picker:")
    monkeypatch.undo()
    assert not problems, "\n".join(problems)
    assert scene in app.stack.scenes


def test_the_load_overlay_keeps_its_text_inside(app, fresh_home, monkeypatch):
    for k, hero in enumerate(HEROES):
        STORE.save({"name": (LONG_DECK, WIDE_DECK)[k % 2][:30] + f"{k:02d}", "hero": hero.key,
                    "cards": longest_names(12 if k % 2 else 13)})
    scene = b.open_builder(app)
    overlay = LoadDeckOverlay(app, lambda d: None)
    app.stack.push(overlay)
    watch = TextWatch(monkeypatch)
    problems: list[str] = []
    for scroll in (0, 400):
        overlay.scroll = scroll
        screen = watch.screen()
        overlay.draw(screen)
        rows = [r for r, _ in overlay.rows() if overlay.list_rect.contains(r)]
        problems += watch.problems(screen, overlay.rect, [overlay.cancel.rect, *rows],
                                   f"load overlay, scroll {scroll}:")
    monkeypatch.undo()
    assert not problems, "\n".join(problems)
    assert scene in app.stack.scenes
