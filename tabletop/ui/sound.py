"""The sound layer (issue 26): the table's short sounds played through pygame's mixer.

    board = SoundBoard(settings)          # the app makes one; scenes reach it through ctx.sounds
    board.play("dice_some", volume=0.8)   # a name from assets/sounds/ (see SOUNDS)
    board.play_all([Cue("missile_fall"), Cue("thud", 0.9, delay=0.7)])
    board.tick()                          # each frame: cues whose delay has run out are played
    board.apply(settings)                 # volumes, mute: at once

The rules never make a sound: each table turns the events it is shown into cue names (its
`sounds.py`, e.g. tabletop/ui/rise/sounds.py) and the game screen plays them here. Nothing plays
under SDL's dummy audio driver (tests, screenshots, benches) or when the mixer cannot open; a
missing or broken file is skipped with one log line, never an error. Each sound is loaded the
first time it is asked for and kept.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from tabletop.paths import assets_dir

log = logging.getLogger("tabletop.ui")

# Every sound the tables ask for (build_scripts/make_sounds.py makes them).
SOUNDS = (
    "dice_few",
    "dice_some",
    "dice_many",
    "card_flip",
    "card_deal",
    "card_shuffle",
    "gem",
    "clay_squish",
    "missile_fall",
    "thud",
    "wall_rise",
    "door",
    "growl",
    "bell",
    "refused",
)
CHANNELS = 12  # a burst of cues (a fight's dice, gems and a smash) never cuts itself off


class Cue(NamedTuple):
    """One sound a table asks for: its name, its loudness (0..1 before the settings) and how long
    after now it plays (a missile's thud comes when it lands)."""

    name: str
    volume: float = 1.0
    delay: float = 0.0


def dice_sound(count: int) -> str:
    """The clatter for `count` dice: it grows with the number rolled."""
    return "dice_few" if count <= 2 else "dice_some" if count <= 5 else "dice_many"


def sounds_dir() -> Path:
    return assets_dir() / "sounds"


class SoundBoard:
    """Plays named sounds at the settings' volumes; silent where there is no audio."""

    def __init__(self, settings=None, folder: Path | None = None, mixer=None) -> None:
        self.folder = folder or sounds_dir()
        self._mixer = mixer  # pygame.mixer, or a stand-in (tests); None: opened on first use
        self._opened: bool | None = None  # None: not tried yet
        self._cache: dict[str, object | None] = {}
        self.master = 0.8
        self.effects = 0.8
        self.muted = False
        self.for_computer = True
        self.played: list[tuple[str, float]] = []  # what was asked and at what volume (tests, the log)
        self._later: list[tuple[float, str, float, bool]] = []  # (when, name, volume, computer)
        self.clock = time.monotonic
        if settings is not None:
            self.apply(settings)

    # -- settings ---------------------------------------------------------------------------------
    def apply(self, settings) -> None:
        """The settings' volumes and switches, at once."""
        self.master = float(getattr(settings, "master_volume", self.master))
        self.effects = float(getattr(settings, "effects_volume", self.effects))
        self.muted = bool(getattr(settings, "mute", self.muted))
        self.for_computer = bool(getattr(settings, "sound_for_computer", self.for_computer))

    def volume(self, volume: float = 1.0) -> float:
        """The loudness a cue plays at (0 when muted)."""
        if self.muted:
            return 0.0
        return max(0.0, min(1.0, self.master * self.effects * volume))

    # -- playing ----------------------------------------------------------------------------------
    def audible(self) -> bool:
        """A real audio device is open (never under the dummy driver)."""
        if self._opened is None:
            self._opened = self._open()
        return self._opened

    def _open(self) -> bool:
        if self._mixer is None:
            if os.environ.get("SDL_AUDIODRIVER", "").lower() in ("dummy", "disk"):
                return False
            try:
                import pygame

                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
                pygame.mixer.set_num_channels(CHANNELS)
                self._mixer = pygame.mixer
            except Exception as exc:  # no audio device: the app plays on in silence
                log.info("sound off: the mixer could not open (%s)", exc)
                return False
        return True

    def play(self, name: str, volume: float = 1.0, computer: bool = False) -> bool:
        """Play one sound; False when nothing was played (muted, silent, the computer's act switched
        off, an unknown or broken sound)."""
        loud = self.volume(volume)
        if loud <= 0.0 or (computer and not self.for_computer):
            return False
        self.played.append((name, loud))
        del self.played[:-50]
        if not self.audible():
            return False
        sound = self._load(name)
        if sound is None:
            return False
        try:
            sound.set_volume(loud)  # type: ignore[attr-defined]
            sound.play()  # type: ignore[attr-defined]
        except Exception as exc:  # a device lost mid-game: silence, not a crash
            log.warning("sound %s could not play: %s", name, exc)
            return False
        return True

    def play_all(self, cues: Iterable[Cue], computer: bool = False) -> int:
        """Play cues now, or keep those with a delay for `tick`; returns how many played now."""
        played = 0
        now = self.clock()
        for cue in cues:
            if cue.delay > 0:
                self._later.append((now + cue.delay, cue.name, cue.volume, computer))
            else:
                played += self.play(cue.name, cue.volume, computer)
        del self._later[:-CHANNELS]  # never a backlog: a table that ran ahead drops the oldest
        return played

    def tick(self) -> int:
        """Play the delayed cues whose time has come (the game screen calls this every frame)."""
        if not self._later:
            return 0
        now = self.clock()
        due = [c for c in self._later if c[0] <= now]
        self._later = [c for c in self._later if c[0] > now]
        return sum(self.play(name, volume, computer) for _when, name, volume, computer in due)

    def next_due(self) -> float | None:
        """Seconds until the next delayed cue (None: none waits); an idle screen wakes for it."""
        if not self._later:
            return None
        return max(0.0, min(c[0] for c in self._later) - self.clock())

    def _load(self, name: str):
        if name in self._cache:
            return self._cache[name]
        sound = None
        path = self.folder / f"{name}.wav"
        if name not in SOUNDS:
            log.warning("sound %r is not one of the table's sounds: skipped", name)
        elif not path.is_file():
            log.warning("sound file missing, skipped: %s", path)
        else:
            try:
                sound = self._mixer.Sound(str(path))  # type: ignore[union-attr]
            except Exception as exc:
                log.warning("sound file unreadable, skipped: %s (%s)", path, exc)
        self._cache[name] = sound
        return sound


_SILENT = SoundBoard()


def silent() -> SoundBoard:
    """A board for scenes made without an app (tests, screenshots): it plays nothing audible."""
    return _SILENT
