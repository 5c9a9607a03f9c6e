"""Synthesise the table's sounds into assets/sounds/*.wav (issue 26): `python build_scripts/make_sounds.py`.

Every sound is made here from noise and sine partials with numpy, seeded, so the same script writes
the same bytes; nothing is recorded or taken from elsewhere (assets/sounds/LICENSE.md says so). Each
recipe is a short function named for what it imitates; all are short and soft (peaks at most -9 dBFS)
because a table's sounds sit under the players' talk. 22,050 Hz, 16-bit mono.
"""

from __future__ import annotations

import sys
import wave
from pathlib import Path

import numpy as np

RATE = 22_050
PEAK = 10 ** (-9 / 20)  # -9 dBFS
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"


def _t(seconds: float) -> np.ndarray:
    return np.arange(int(RATE * seconds)) / RATE


def _env(n: int, attack: float, decay: float) -> np.ndarray:
    """An attack ramp then an exponential fall (seconds)."""
    t = np.arange(n) / RATE
    return np.minimum(1.0, t / max(attack, 1e-4)) * np.exp(-t / max(decay, 1e-4))


def _lowpass(x: np.ndarray, alpha: float) -> np.ndarray:
    """A one-pole low-pass (alpha 0..1: smaller is darker)."""
    y = np.empty_like(x)
    acc = 0.0
    for i, v in enumerate(x):
        acc += alpha * (v - acc)
        y[i] = acc
    return y


def _place(total: np.ndarray, part: np.ndarray, at: float) -> None:
    i = int(at * RATE)
    j = min(len(total), i + len(part))
    if i < j:
        total[i:j] += part[: j - i]


def _click(rng: np.random.Generator, pitch: float, length: float = 0.05, bright: float = 0.5) -> np.ndarray:
    """A die or a gem touching wood: a short noise burst with a resonant knock."""
    n = int(RATE * length)
    t = np.arange(n) / RATE
    knock = np.sin(2 * np.pi * pitch * t) * _env(n, 0.0005, length / 5)
    noise = _lowpass(rng.standard_normal(n), bright) * _env(n, 0.0002, length / 8)
    return 0.6 * knock + 0.4 * noise


def dice(rng: np.random.Generator, count: int) -> np.ndarray:
    """Dice rolling and landing: clicks thinning out over the roll, more dice more clicks."""
    length = 0.45 + 0.05 * count
    out = np.zeros(int(RATE * length))
    hits = 6 + 5 * count
    for _ in range(hits):
        at = (rng.random() ** 1.8) * (length - 0.08)
        _place(out, _click(rng, rng.uniform(900, 1900), 0.04, 0.35) * rng.uniform(0.3, 1.0), at)
    for k in range(count):  # each die settling at the end
        _place(out, _click(rng, rng.uniform(600, 900), 0.06, 0.2) * 0.8, length - 0.12 + 0.015 * k)
    return out


def card_flip(rng: np.random.Generator) -> np.ndarray:
    """A card turned over: a soft swish then a light slap."""
    n = int(RATE * 0.22)
    swish = _lowpass(rng.standard_normal(n), 0.25) * np.sin(np.linspace(0, np.pi, n)) ** 2 * 0.5
    _place(swish, _click(rng, 300, 0.05, 0.6) * 0.7, 0.15)
    return swish


def card_deal(rng: np.random.Generator) -> np.ndarray:
    """A card slid across the table: a short brushed noise."""
    n = int(RATE * 0.16)
    return _lowpass(rng.standard_normal(n), 0.4) * _env(n, 0.02, 0.05) * 0.7


def card_shuffle(rng: np.random.Generator) -> np.ndarray:
    """A riffle: many tiny card clicks in a run, then the deck squared."""
    out = np.zeros(int(RATE * 0.8))
    for k in range(34):
        _place(out, _click(rng, rng.uniform(2000, 3200), 0.012, 0.7) * rng.uniform(0.25, 0.55), 0.05 + k * 0.016)
    _place(out, _click(rng, 220, 0.08, 0.3), 0.68)
    return out


def gem(rng: np.random.Generator) -> np.ndarray:
    """A gem's clink: two glassy partials, quick decay."""
    t = _t(0.35)
    n = len(t)
    tone = np.sin(2 * np.pi * 2637 * t) + 0.6 * np.sin(2 * np.pi * 3951 * t) + 0.3 * np.sin(2 * np.pi * 5274 * t)
    return tone * _env(n, 0.001, 0.07)


def clay_squish(rng: np.random.Generator) -> np.ndarray:
    """Clay squashed: a dark, wet thump with a falling pitch."""
    t = _t(0.4)
    n = len(t)
    pitch = 140 * np.exp(-t * 5) + 50
    phase = 2 * np.pi * np.cumsum(pitch) / RATE
    body = np.sin(phase) * _env(n, 0.005, 0.09)
    wet = _lowpass(rng.standard_normal(n), 0.08) * _env(n, 0.01, 0.12) * 2.5
    return body + wet


def missile_fall(rng: np.random.Generator) -> np.ndarray:
    """The Magic Missile falling: a whistle sliding down."""
    t = _t(0.7)
    n = len(t)
    pitch = 1400 * np.exp(-t * 1.6) + 300
    phase = 2 * np.pi * np.cumsum(pitch) / RATE
    air = _lowpass(rng.standard_normal(n), 0.15) * 0.15
    return (np.sin(phase) * 0.5 + air) * np.minimum(1, t / 0.2) * np.minimum(1, (0.7 - t) / 0.05)


def thud(rng: np.random.Generator) -> np.ndarray:
    """The missile landing: a low thud."""
    t = _t(0.35)
    n = len(t)
    return np.sin(2 * np.pi * (70 * np.exp(-t * 4) + 40) * t) * _env(n, 0.002, 0.08) + _lowpass(
        rng.standard_normal(n), 0.1
    ) * _env(n, 0.001, 0.03)


def wall_rise(rng: np.random.Generator) -> np.ndarray:
    """A wall rising: a rumble that swells, with grit."""
    t = _t(0.9)
    n = len(t)
    rumble = _lowpass(rng.standard_normal(n), 0.03) * 4
    grit = _lowpass(rng.standard_normal(n), 0.5) * 0.15 * (rng.random(n) > 0.97)
    shape = np.sin(np.pi * t / 0.9) ** 1.5
    return (rumble + grit) * shape


def door(rng: np.random.Generator) -> np.ndarray:
    """An office door opening: a creak (a wobbling, rasping tone) and the latch."""
    t = _t(0.8)
    n = len(t)
    pitch = 260 + 90 * np.sin(2 * np.pi * 1.3 * t) + 30 * rng.standard_normal(n).cumsum() / np.sqrt(n)
    phase = 2 * np.pi * np.cumsum(pitch) / RATE
    creak = np.sign(np.sin(phase)) * 0.25 + np.sin(phase) * 0.3
    creak = _lowpass(creak, 0.3) * np.minimum(1, t / 0.08) * np.minimum(1, (0.8 - t) / 0.2)
    out = creak * 0.8
    _place(out, _click(rng, 500, 0.06, 0.5), 0.02)
    return out


def growl(rng: np.random.Generator) -> np.ndarray:
    """A monster's growl: low rasp with a slow pitch wobble."""
    t = _t(0.9)
    n = len(t)
    pitch = 85 + 12 * np.sin(2 * np.pi * 3.1 * t) + 6 * np.sin(2 * np.pi * 7.7 * t)
    phase = 2 * np.pi * np.cumsum(pitch) / RATE
    saw = 2 * ((phase / (2 * np.pi)) % 1.0) - 1
    rasp = _lowpass(rng.standard_normal(n), 0.2) * (0.5 + 0.5 * np.sin(phase))
    shape = np.minimum(1, t / 0.15) * np.minimum(1, (0.9 - t) / 0.3)
    return _lowpass(saw * 0.7 + rasp * 0.6, 0.2) * shape * 1.8


def bell(rng: np.random.Generator) -> np.ndarray:
    """Your turn: a soft bell (inharmonic partials, slow decay)."""
    t = _t(1.2)
    partials = ((880, 1.0, 0.6), (880 * 2.0, 0.4, 0.4), (880 * 2.76, 0.25, 0.25), (880 * 5.4, 0.1, 0.12))
    tone = sum(a * np.sin(2 * np.pi * f * t) * np.exp(-t / d) for f, a, d in partials)
    return tone * np.minimum(1, t / 0.004)


def refused(rng: np.random.Generator) -> np.ndarray:
    """An action refused: two short, low, muted tones falling."""
    out = np.zeros(int(RATE * 0.32))
    for k, f in enumerate((330, 247)):
        t = _t(0.13)
        tone = (np.sin(2 * np.pi * f * t) + 0.3 * np.sin(2 * np.pi * 2 * f * t)) * _env(len(t), 0.005, 0.05)
        _place(out, tone, 0.15 * k)
    return out


RECIPES = {
    "dice_few": lambda rng: dice(rng, 2),
    "dice_some": lambda rng: dice(rng, 4),
    "dice_many": lambda rng: dice(rng, 8),
    "card_flip": card_flip,
    "card_deal": card_deal,
    "card_shuffle": card_shuffle,
    "gem": gem,
    "clay_squish": clay_squish,
    "missile_fall": missile_fall,
    "thud": thud,
    "wall_rise": wall_rise,
    "door": door,
    "growl": growl,
    "bell": bell,
    "refused": refused,
}


def render(name: str) -> bytes:
    """The 16-bit samples of one sound, normalised to PEAK, with 5 ms fades at both ends."""
    rng = np.random.default_rng(abs(hash_name(name)))
    x = np.asarray(RECIPES[name](rng), dtype=np.float64)
    fade = min(len(x) // 2, int(0.005 * RATE))
    if fade:
        x[:fade] *= np.linspace(0, 1, fade)
        x[-fade:] *= np.linspace(1, 0, fade)
    x *= PEAK / max(np.max(np.abs(x)), 1e-9)
    return (x * 32767).astype("<i2").tobytes()


def hash_name(name: str) -> int:
    """A stable seed from the name (Python's hash() of a str changes per process)."""
    h = 0
    for ch in name.encode():
        h = (h * 131 + ch) % (2**31)
    return h


def write(folder: Path = OUT) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for name in RECIPES:
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(render(name))
        out.append(path)
    return out


if __name__ == "__main__":
    for p in write(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT):
        print(p)
