"""The scene stack: push/pop/replace, overlays drawn over the scene below, input to the
top scene first and through non-modal overlays."""
import pygame

from app.scene import Scene, SceneStack


class Probe(Scene):
    def __init__(self, name, log, overlay=False, modal=True, use=False):
        super().__init__(None)
        self.name, self.log, self.overlay, self.modal, self.use = name, log, overlay, modal, use

    def handle(self, event):
        self.log.append(("handle", self.name))
        return self.use

    def draw(self, surface):
        self.log.append(("draw", self.name))

    def enter(self):
        self.log.append(("enter", self.name))

    def exit(self):
        self.log.append(("exit", self.name))


def click():
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1)


def test_push_pop_replace_call_enter_and_exit():
    log = []
    stack = SceneStack()
    stack.push(Probe("a", log))
    stack.replace(Probe("b", log))
    stack.pop()
    assert log == [("enter", "a"), ("exit", "a"), ("enter", "b"), ("exit", "b")]
    assert stack.top is None


def test_overlay_draws_over_scene_below():
    log = []
    stack = SceneStack()
    stack.push(Probe("table", log), fade=False)
    stack.push(Probe("pause", log, overlay=True))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    assert log == [("draw", "table"), ("draw", "pause")]


def test_input_goes_to_top_first_and_falls_through_non_modal_overlay():
    log = []
    stack = SceneStack()
    stack.push(Probe("table", log, use=True))
    stack.push(Probe("callout", log, overlay=True, modal=False))
    log.clear()
    assert stack.handle(click())
    assert log == [("handle", "callout"), ("handle", "table")]


def test_modal_overlay_swallows_input():
    log = []
    stack = SceneStack()
    stack.push(Probe("table", log, use=True))
    stack.push(Probe("pause", log, overlay=True, modal=True))
    log.clear()
    assert not stack.handle(click())
    assert log == [("handle", "pause")]


def test_fade_transition_ends(app):
    stack = app.stack
    stack.push(Probe("a", []))
    for _ in range(30):
        app.frame()
    assert stack._fade == 0


def test_remove_takes_a_scene_out_wherever_it_stands():
    log = []
    stack = SceneStack()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log, overlay=True)
    for s in (a, b, c):
        stack.push(s)
    log.clear()
    assert stack.remove(b)                      # under the overlay: lifted out
    assert stack.scenes == [a, c] and log == [("exit", "b")]
    assert stack.remove(c) and stack.top is a   # on top: popped
    assert log == [("exit", "b"), ("exit", "c")]
    assert not stack.remove(b) and stack.scenes == [a]   # not there: nothing happens


def test_lift_above_takes_out_what_was_pushed_since_a_depth_without_exit_or_resume():
    log = []
    stack = SceneStack()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log, overlay=True)
    stack.push(a)
    depth = stack.depth
    stack.push(b)
    stack.push(c)
    log.clear()
    assert stack.lift_above(depth) == [c, b]    # the top one first
    assert stack.scenes == [a] and stack.depth == 1 and log == []
    assert stack.lift_above(depth) == [] and stack.scenes == [a]
