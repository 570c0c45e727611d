"""Sound effects made in code: no sound files, no numpy.

Each effect is synthesized once, on first use, as 16-bit signed samples (the stdlib
``array`` module and ``math``), handed to ``pygame.mixer.Sound(buffer=...)`` and cached.
The mixer is opened lazily, on the first ``play``; if it cannot open (no audio device,
SDL's dummy driver, pygame built without the mixer, headless mode) every call becomes a
silent no-op, and nothing is ever synthesized.

    audio = Audio(volume=0.7)          # App does this and installs it (see ``install``)
    audio.play("flick")                # a card is played
    audio.set_volume(0.3)              # 0 = silent
    sfx("click")                       # widgets: the installed instance, if any
"""
from __future__ import annotations

import math
import os
import random
import time
from typing import Any
from array import array

RATE = 44100                 # what we ask the mixer for (SDL converts if the device differs)
PEAK = 32767

# name -> (seconds, relative loudness 0..1)
SOUNDS: dict[str, tuple[float, float]] = {
    "flick": (0.09, 0.55),     # a card is played
    "slide": (0.20, 0.40),     # a card is drawn
    "shuffle": (0.50, 0.45),   # deal / reshuffle
    "chime": (0.80, 0.45),     # "Magi!"
    "thud": (0.22, 0.75),      # DRAWCOUNT marker lands
    "click": (0.04, 0.35),     # buttons
    "clink": (0.25, 0.40),     # a gem drawn or paid
    "whoosh": (0.40, 0.50),    # an attack
    "fanfare": (1.10, 0.45),   # round / game won
}
REPEAT_GAP = 0.045           # the same effect at most once per this many seconds


# synthesis ------------------------------------------------------------------------------
def _n(name: str, rate: int) -> int:
    return max(1, int(round(SOUNDS[name][0] * rate)))


def _noise(n: int, seed: int) -> list[float]:
    rnd = random.Random(seed)
    return [rnd.uniform(-1.0, 1.0) for _ in range(n)]


def _lowpass(xs: list[float], rate: int, cutoff: float) -> list[float]:
    """One-pole low-pass at ``cutoff`` Hz."""
    a = 1 - math.exp(-2 * math.pi * cutoff / rate)
    out, y = [], 0.0
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def _partial(out: list, rate: int, freq: float, amp: float, decay: float,
             start: int = 0) -> None:
    """Add ``amp * exp(-decay t) * sin(2 pi freq t)`` from sample ``start`` on (a damped
    oscillator by recurrence: two multiplications a sample, no trigonometry)."""
    w = 2 * math.pi * freq / rate
    r = math.exp(-decay / rate)
    c, r2 = 2 * r * math.cos(w), r * r
    y0, y1 = 0.0, amp * r * math.sin(w)
    audible = int(math.log(1000.0) / max(decay, 1e-6) * rate) + 1   # down 60 dB: stop
    for j in range(start, min(len(out), start + audible)):
        out[j] += y0
        y0, y1 = y1, c * y1 - r2 * y0


def _ramp(out: list, rate: int, attack: float, release: float) -> None:
    """Linear fade-in over ``attack`` and fade-out over ``release`` seconds (no clicks)."""
    n = len(out)
    a = min(n, max(1, int(attack * rate)))
    for j in range(a):
        out[j] *= j / a
    r = min(n, max(1, int(release * rate)))
    for j in range(n - r, n):
        out[j] *= (n - j) / r


def _flick(n, rate):
    noise = _noise(n, 11)
    k = math.exp(-60 / rate)
    out, env, prev = [], 0.7, 0.0
    for x in noise:                       # bright (differenced) noise, quickly gone
        out.append((x - 0.85 * prev) * env)
        prev = x
        env *= k
    _partial(out, rate, 2300.0, 0.35, 140.0)
    _ramp(out, rate, 0.0005, 0.01)
    return out


def _slide(n, rate):
    soft = _lowpass(_noise(n, 23), rate, 2600)
    out = []
    for i in range(n):
        p = i / n
        env = math.sin(math.pi * p) ** 1.5 * (1 - 0.4 * p)
        out.append(soft[i] * env * 2.2)
    return out


def _shuffle(n, rate):
    out = [0.0] * n
    noise = _noise(n, 37)
    rnd = random.Random(5)
    grain = [math.exp(-j / rate * 110) * min(1.0, j / rate * 3000) for j in range(int(0.03 * rate))]
    t = 0.012
    k = 0
    while True:                           # a riffle: quick flicks, speeding up then out
        start = int(t * rate)
        if start >= n - len(grain):
            break
        amp = (0.55 + 0.45 * rnd.random()) * (1 - 0.5 * start / n)
        for j in range(min(n - start, len(grain))):
            out[start + j] += amp * grain[j] * (noise[start + j] - 0.8 * noise[start + j - 1])
        k += 1
        t += max(0.022, 0.05 - 0.003 * k) * (0.8 + 0.4 * rnd.random())
    out = _lowpass(out, rate, 5000)
    _ramp(out, rate, 0.001, 0.02)
    return out


def _chime(n, rate):
    out = [0.0] * n
    for f, a, d in ((880.0, 1.0, 3.2), (1320.0, 0.55, 4.0), (2217.0, 0.25, 6.0),
                    (2640.0, 0.12, 8.0)):
        _partial(out, rate, f, a, d)
    _ramp(out, rate, 0.004, 0.03)
    return out


def _thud(n, rate):
    thump = _lowpass(_noise(n, 41), rate, 900)
    out = []
    phase, drop, body, hit = 0.0, 75.0, 1.0, 3.0
    kd, kb, kh = math.exp(-30 / rate), math.exp(-18 / rate), math.exp(-70 / rate)
    step = 2 * math.pi / rate
    for x in thump:
        phase += step * (55 + drop)               # the pitch drops as it lands
        out.append(math.sin(phase) * body + x * hit)
        drop *= kd
        body *= kb
        hit *= kh
    _ramp(out, rate, 0.0007, 0.01)
    return out


def _click(n, rate):
    noise = _noise(n, 53)
    out = [0.3 * x * math.exp(-i / rate * 180) for i, x in enumerate(noise)]
    _partial(out, rate, 1700.0, 0.8, 180.0)
    _ramp(out, rate, 0.00025, 0.005)
    return out


def _clink(n, rate):
    out = [0.0] * n
    for f, a, d in ((2637.0, 1.0, 16.0), (3951.0, 0.6, 22.0), (5274.0 * 1.013, 0.35, 30.0)):
        _partial(out, rate, f, a, d)
    _partial(out, rate, 3136.0, 0.35, 24.0, start=int(0.045 * rate))   # a second touch
    _ramp(out, rate, 0.0003, 0.02)
    return out


def _whoosh(n, rate):
    noise = _noise(n, 67)
    out, y = [], 0.0
    two_pi_over = 2 * math.pi / rate
    a = 0.0
    for i, x in enumerate(noise):
        if i % 32 == 0:                   # the filter opens and closes (swept low-pass)
            p = i / n
            a = 1 - math.exp(-two_pi_over * (300 + 3200 * math.sin(math.pi * p) ** 2))
            env = 3.0 * math.sin(math.pi * p) ** 2
        y += a * (x - y)
        out.append(y * env)
    _ramp(out, rate, 0.005, 0.02)
    return out


def _fanfare(n, rate):
    notes = (523.25, 659.25, 783.99, 1046.5)        # C5 E5 G5 C6
    out = [0.0] * n
    for k, f in enumerate(notes):
        start = int(k * 0.11 * rate)
        decay = 2.2 if k == len(notes) - 1 else 7.0
        for h, a in ((1, 1.0), (2, 0.3), (3, 0.1)):
            _partial(out, rate, f * h, a, decay * (1 + 0.5 * (h - 1)), start=start)
    _ramp(out, rate, 0.003, 0.06)
    return out


_SYNTH = {"flick": _flick, "slide": _slide, "shuffle": _shuffle, "chime": _chime,
          "thud": _thud, "click": _click, "clink": _clink, "whoosh": _whoosh,
          "fanfare": _fanfare}


def synthesize(name: str, rate: int = RATE) -> array:
    """The mono 16-bit samples of effect ``name`` (normalised to its loudness)."""
    n = _n(name, rate)
    xs = _SYNTH[name](n, rate)
    peak = max(1e-9, max(xs), -min(xs))
    scale = PEAK * 0.9 / peak
    return array("h", [int(x * scale) for x in xs])      # |x * scale| <= 0.9 * PEAK


def to_buffer(mono: array, channels: int = 2) -> bytes:
    """Interleave ``mono`` into ``channels`` channels (native-endian 16-bit bytes)."""
    if channels <= 1:
        return mono.tobytes()
    out = array("h", bytes(2 * len(mono) * channels))
    for c in range(channels):
        out[c::channels] = mono
    return out.tobytes()


# playing --------------------------------------------------------------------------------
class Audio:
    """Sound effects with a master volume. Never raises: without a mixer it is silent."""

    def __init__(self, volume: float = 0.7, enabled: bool = True) -> None:
        self.volume = 0.0
        self.set_volume(volume)
        self.enabled = enabled
        self._mixer: Any = None     # pygame.mixer once opened
        self._failed = not enabled
        self._format = (RATE, 2)    # (frequency, channels) of the open mixer
        self._sounds: dict = {}
        self._last: dict[str, float] = {}

    @property
    def available(self) -> bool:
        """True once the mixer is open (False before the first play, or without sound)."""
        return self._mixer is not None

    def set_volume(self, v) -> None:
        try:
            v = float(v)
        except (TypeError, ValueError):
            v = 0.0
        self.volume = 0.0 if v != v else min(1.0, max(0.0, v))   # NaN -> 0

    def _open(self):
        if self._mixer is not None or self._failed:
            return self._mixer
        self._failed = True               # until proven otherwise (one attempt only)
        if os.environ.get("SDL_AUDIODRIVER", "").lower() == "dummy":
            return None
        try:
            import pygame
            mixer = pygame.mixer
            if not mixer.get_init():
                mixer.init(RATE, -16, 2, 512, allowedchanges=0)
            info = mixer.get_init()
            if not info or info[1] != -16:
                return None
            mixer.set_num_channels(16)
        except Exception:                 # no device, no mixer module, SDL error, ...
            return None
        self._format = (int(info[0]), int(info[2]))
        self._mixer = mixer
        self._failed = False
        return mixer

    def _sound(self, name: str):
        snd = self._sounds.get(name)
        if snd is None:
            rate, channels = self._format
            snd = self._mixer.Sound(buffer=to_buffer(synthesize(name, rate), channels))
            self._sounds[name] = snd
        return snd

    def play(self, name: str) -> None:
        if self._failed or self.volume <= 0 or name not in SOUNDS:
            return
        now = time.perf_counter()
        if now - self._last.get(name, -1.0) < REPEAT_GAP:
            return                        # a burst (e.g. skipping animations): once is enough
        self._last[name] = now
        try:
            if self._open() is None:
                return
            snd = self._sound(name)
            snd.set_volume(self.volume * SOUNDS[name][1])
            snd.play()
        except Exception:
            pass


_installed: Audio | None = None


def install(audio: Audio | None) -> None:
    """Make ``audio`` the instance ``sfx`` plays through (the App does this)."""
    global _installed
    _installed = audio


def sfx(name: str, app=None) -> None:
    """Play ``name`` through ``app.audio`` if there is one, else the installed instance;
    silently nothing if neither exists."""
    audio = getattr(app, "audio", None) if app is not None else None
    audio = audio if isinstance(audio, Audio) else _installed
    if audio is not None:
        audio.play(name)
