"""Sound effects synthesized in code; silent without a mixer."""
from __future__ import annotations

import pytest

from app import audio
from app.audio import SOUNDS, Audio, synthesize, to_buffer

RATE = 22050          # a lower rate than the mixer's keeps the test quick


@pytest.mark.parametrize("name", sorted(SOUNDS))
def test_synthesis_length_and_range(name):
    samples = synthesize(name, RATE)
    assert samples.typecode == "h"
    assert len(samples) == round(SOUNDS[name][0] * RATE) > 0
    assert max(samples) <= 32767 and min(samples) >= -32768
    assert max(abs(x) for x in samples) > 10000          # audible, normalised
    assert abs(samples[0]) < 2000 and abs(samples[-1]) < 2000   # no click at either end


def test_short_and_deterministic():
    assert all(0 < seconds <= 1.5 for seconds, _ in SOUNDS.values())
    assert synthesize("clink", 8000) == synthesize("clink", 8000)


def test_buffer_interleaves_channels():
    mono = synthesize("click", 8000)
    stereo = to_buffer(mono, 2)
    assert len(stereo) == len(mono) * 2 * 2
    assert to_buffer(mono, 1) == mono.tobytes()
    from array import array
    back = array("h", stereo)
    assert back[0::2] == mono and back[1::2] == mono


def test_set_volume_clamps():
    a = Audio(enabled=False)
    for given, expected in ((1.7, 1.0), (-0.3, 0.0), (0.25, 0.25), ("x", 0.0),
                            (float("nan"), 0.0), (None, 0.0)):
        a.set_volume(given)
        assert a.volume == expected
    assert Audio(volume=5).volume == 1.0


def _no_synthesis(monkeypatch):
    def boom(*args, **kwargs):
        raise AssertionError("synthesized without a mixer")
    monkeypatch.setattr(audio, "synthesize", boom)


def test_disabled_is_silent_noop(monkeypatch):
    _no_synthesis(monkeypatch)
    a = Audio(volume=1.0, enabled=False)
    for name in SOUNDS:
        a.play(name)
    a.play("no such sound")
    assert not a.available


def test_mixer_that_cannot_open_is_silent(monkeypatch):
    import pygame

    _no_synthesis(monkeypatch)
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    calls = []

    def fail(*args, **kwargs):
        calls.append(1)
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    a = Audio(volume=1.0)
    a.play("flick")
    a.play("chime")
    assert not a.available and calls == [1]        # tried once, then stays silent


def test_dummy_driver_is_silent(monkeypatch):
    _no_synthesis(monkeypatch)
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    a = Audio(volume=1.0)
    a.play("thud")
    assert not a.available


def test_volume_zero_never_synthesizes(monkeypatch):
    _no_synthesis(monkeypatch)
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    a = Audio(volume=0.0)
    a.play("fanfare")
    assert not a.available


def test_app_audio_headless_and_apply_volume(app, monkeypatch):
    _no_synthesis(monkeypatch)
    assert isinstance(app.audio, Audio) and not app.audio.enabled
    app.apply_volume(0.3)
    assert app.audio.volume == 0.3
    app.apply_volume(4)
    assert app.audio.volume == 1.0
    audio.sfx("click", app)
    audio.sfx("click")
    assert not app.audio.available


def test_sfx_without_any_audio(monkeypatch):
    monkeypatch.setattr(audio, "_installed", None)
    audio.sfx("click")
    audio.sfx("click", object())
