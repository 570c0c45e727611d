import pygame
import pytest

from app.ui.drag import Draggable, DragController

DOWN, UP, MOVE = pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION


def down(pos):
    return pygame.event.Event(DOWN, pos=pos, button=1)


def up(pos):
    return pygame.event.Event(UP, pos=pos, button=1)


def move(pos, rel=(0, 0)):
    return pygame.event.Event(MOVE, pos=pos, rel=rel, buttons=(1, 0, 0))


@pytest.fixture
def setup():
    log = {"drops": [], "clicks": [], "doubles": []}

    def on_drop(payload, key):
        log["drops"].append((payload, key))
        return None if key == "pile" else "Your card must match the red colour or the sword picture"

    ctl = DragController(on_drop, legal_targets=lambda p: {"pile"},
                         on_click=log["clicks"].append, on_double_click=log["doubles"].append)
    card = pygame.Surface((60, 90), pygame.SRCALPHA)
    card.fill((200, 50, 50))
    ctl.set_draggables([Draggable("c1", pygame.Rect(100, 500, 60, 90), card, "card-1"),
                        Draggable("c2", pygame.Rect(130, 500, 60, 90), card, "card-2")])
    ctl.set_targets({"pile": pygame.Rect(600, 300, 80, 110), "other": pygame.Rect(900, 300, 80, 110)})
    return ctl, log


def drag_to(ctl, start, end, steps=5):
    assert ctl.handle(down(start))
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        ctl.handle(move(p, ((end[0] - start[0]) // steps, 0)))
        ctl.update(1 / 60)


def test_legal_drop_is_accepted(setup):
    ctl, log = setup
    drag_to(ctl, (150, 540), (640, 350))     # topmost (c2) wins where they overlap
    assert ctl.dragging == "card-2" and ctl.hidden_key == "c2"
    assert ctl.legal == {"pile"}
    surf = pygame.Surface((1280, 720))
    ctl.draw_targets(surf)
    ctl.draw_overlay(surf)
    assert ctl.handle(up((640, 350)))
    assert log["drops"] == [("card-2", "pile")]
    assert ctl.dragging is None and ctl.hidden_key is None and ctl.message is None
    assert ctl.last_drop == ("card-2", "pile")
    assert ctl.drop_center is not None


def test_refused_drop_snaps_back_with_reason(setup):
    ctl, log = setup
    drag_to(ctl, (110, 540), (940, 350))
    ctl.handle(up((940, 350)))
    assert log["drops"] == [("card-1", "other")]
    assert ctl.dragging is None
    assert ctl.hidden_key == "c1"                    # flying home
    assert "red colour" in ctl.message
    assert ctl.message_pos == (940, 350)
    ctl.draw_overlay(pygame.Surface((1280, 720)))
    for _ in range(30):
        ctl.update(1 / 60)
    assert ctl.hidden_key is None and ctl.message is not None
    for _ in range(200):
        ctl.update(1 / 60)
    assert ctl.message is None


def test_release_over_nothing_snaps_back_silently(setup):
    ctl, log = setup
    drag_to(ctl, (110, 540), (400, 100))
    ctl.handle(up((400, 100)))
    assert log["drops"] == [] and ctl.message is None and ctl.hidden_key == "c1"


def test_click_is_not_a_drag(setup):
    ctl, log = setup
    ctl.handle(down((110, 540)))
    ctl.handle(move((113, 542)))                   # under the threshold
    ctl.handle(up((113, 542)))
    assert log["clicks"] == ["card-1"] and log["drops"] == []
    assert ctl.last_click == "card-1" and ctl.dragging is None
    ctl.update(0.1)
    ctl.handle(down((110, 540)))
    ctl.handle(up((110, 540)))
    assert log["doubles"] == ["card-1"]


def test_click_on_empty_space_is_not_used(setup):
    ctl, _ = setup
    assert not ctl.handle(down((5, 5)))
    assert not ctl.handle(up((5, 5)))


def test_can_pick_refuses(setup):
    ctl, log = setup
    ctl.can_pick = lambda p: "It is not your turn"
    drag_to(ctl, (110, 540), (640, 350))
    assert ctl.dragging is None and ctl.message == "It is not your turn"
    ctl.handle(up((640, 350)))
    assert log["drops"] == [] and log["clicks"] == []


def test_tilt_follows_horizontal_speed(setup):
    ctl, _ = setup
    ctl.handle(down((110, 540)))
    for i in range(10):
        ctl.handle(move((120 + 30 * i, 540), (30, 0)))
        ctl.update(1 / 60)
    assert -8.0 <= ctl._tilt < -1.0       # moving right leans clockwise
    for _ in range(60):
        ctl.update(1 / 60)
    assert abs(ctl._tilt) < 0.5           # eased back when still


def test_escape_cancels(setup):
    ctl, _ = setup
    drag_to(ctl, (110, 540), (400, 300))
    assert ctl.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    assert ctl.dragging is None and ctl.hidden_key == "c1"


def test_polygon_targets_hit_inside_their_outline_only_and_preview_sees_the_target():
    import pygame

    from app.ui.drag import Draggable, DragController, PolygonShape
    seen = []
    hexagon = PolygonShape([(100, 60), (140, 80), (140, 120), (100, 140), (60, 120), (60, 80)])
    drag = DragController(on_drop=lambda p, k: None, legal_targets=lambda p: {"hex"},
                          preview=lambda surf, payload, key: seen.append((payload, key)))
    drag.set_draggables([Draggable("card", (300, 300, 60, 80), None, payload="fig")])
    drag.set_targets({"hex": hexagon})
    assert hexagon.contains((100, 100)) and not hexagon.contains((62, 62))
    assert drag.targets["hex"] == hexagon.bounds
    drag.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(330, 340)))
    drag.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 100), rel=(-230, -240)))
    assert drag.target_at((100, 100)) == "hex" and drag.target_at((62, 62)) is None
    surface = pygame.Surface((400, 400), pygame.SRCALPHA)
    drag.draw_targets(surface)
    assert seen == [("fig", "hex")]
    assert surface.get_at((100, 61))[3] > 0          # the glow follows the hex's top edge
    drag.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(62, 62), rel=(-38, -38)))
    drag.draw_targets(surface)
    assert seen[-1] == ("fig", None)
