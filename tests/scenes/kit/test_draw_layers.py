"""scenes.kit.draw_layers: the animations, the overlays, then the pop-up once settled."""
from __future__ import annotations

from types import SimpleNamespace

from scenes.kit.draw_layers import draw_animations


class Layer:
    def __init__(self, name, drawn):
        self.name, self.drawn = name, drawn

    def draw(self, surface):
        self.drawn.append(self.name)


def _table(drawn, busy, popup=True):
    queue = SimpleNamespace(busy=busy, draw=lambda surface: drawn.append("queue"))
    return SimpleNamespace(queue=queue, popup=Layer("popup", drawn) if popup else None)


def test_the_layers_come_in_order_and_the_popup_waits_for_the_animations():
    drawn: list = []
    draw_animations(None, _table(drawn, busy=False), [Layer("number", drawn)])
    assert drawn == ["queue", "number", "popup"]
    drawn.clear()
    draw_animations(None, _table(drawn, busy=True), [Layer("number", drawn)])
    assert drawn == ["queue", "number"]
    drawn.clear()
    draw_animations(None, _table(drawn, busy=False, popup=False))
    assert drawn == ["queue"]
