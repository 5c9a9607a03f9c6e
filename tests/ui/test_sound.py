"""Sound (issue 26): the shipped sounds, the sound layer, the settings, and the tables' cues.

The layer is tested with a stand-in mixer (the tests run under SDL's dummy audio driver, where the
real layer plays nothing by design)."""

from __future__ import annotations

import importlib.util
import logging
import wave
from pathlib import Path
from types import SimpleNamespace

import pytest

from tabletop.core.session import Session
from tabletop.paths import assets_dir
from tabletop.ui.settings_store import Settings, SettingsError, parse_settings, save_settings
from tabletop.ui.sound import SOUNDS, Cue, SoundBoard, dice_sound

ROOT = Path(__file__).resolve().parents[2]
FOLDER = assets_dir() / "sounds"


class FakeSound:
    def __init__(self, path: str, log: list) -> None:
        data = Path(path).read_bytes()
        if not data.startswith(b"RIFF"):
            raise RuntimeError("Unable to open file")  # what pygame says of a broken file
        self.name, self.log, self.volume = Path(path).stem, log, None

    def set_volume(self, v: float) -> None:
        self.volume = v

    def play(self) -> None:
        self.log.append((self.name, round(self.volume, 3)))


class FakeMixer:
    def __init__(self) -> None:
        self.heard: list[tuple[str, float]] = []

    def Sound(self, path: str) -> FakeSound:  # pygame.mixer names it so
        return FakeSound(path, self.heard)


def board(folder: Path = FOLDER, **settings) -> tuple[SoundBoard, FakeMixer]:
    mixer = FakeMixer()
    return SoundBoard(Settings(**settings), folder=folder, mixer=mixer), mixer


# -- the files ------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", SOUNDS)
def test_each_sound_is_a_short_soft_wav(name):
    """Issue 26: "each short and soft": 16-bit mono, under 1.5 s, peaks at -9 dBFS or under, not silent."""
    with wave.open(str(FOLDER / f"{name}.wav"), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        frames = w.readframes(w.getnframes())
        seconds = w.getnframes() / w.getframerate()
    assert 0.1 <= seconds <= 1.5, seconds
    import numpy as np

    x = np.frombuffer(frames, dtype="<i2").astype(float) / 32767
    assert 10 ** (-24 / 20) < np.max(np.abs(x)) <= 10 ** (-9 / 20) + 1e-3


def test_the_script_makes_the_shipped_sounds_byte_for_byte(tmp_path):
    """The sounds are synthesised, not recorded: build_scripts/make_sounds.py writes the same bytes."""
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "build_scripts" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    made = module.write(tmp_path)
    assert sorted(p.stem for p in made) == sorted(SOUNDS)
    for p in made:
        assert p.read_bytes() == (FOLDER / p.name).read_bytes(), p.name


def test_the_licence_file_names_every_sound_and_where_it_came_from():
    text = (FOLDER / "LICENSE.md").read_text()
    assert "make_sounds.py" in text
    for name in SOUNDS:
        assert f"{name}.wav" in text, name


# -- the layer ------------------------------------------------------------------------------------


def test_a_cue_plays_at_master_times_effects_times_its_own_volume():
    b, mixer = board(master_volume=0.5, effects_volume=0.8)
    assert b.play("gem", 0.5)
    assert mixer.heard == [("gem", 0.2)]


def test_mute_and_zero_volume_play_nothing():
    b, mixer = board(mute=True)
    assert not b.play("gem")
    b.apply(Settings(master_volume=0.0))
    assert not b.play("gem")
    b.apply(Settings())  # applied at once: the next cue plays
    assert b.play("gem") and mixer.heard == [("gem", 0.64)]


def test_the_computers_sounds_can_be_switched_off():
    b, mixer = board(sound_for_computer=False)
    assert not b.play("dice_few", computer=True)
    assert b.play("dice_few", computer=False)
    assert [n for n, _ in mixer.heard] == ["dice_few"]


def test_a_missing_or_broken_file_is_skipped_with_one_log_line(tmp_path, caplog):
    """Never a crash: the cue is skipped, said once in the log, and asked again it stays silent."""
    (tmp_path / "gem.wav").write_bytes(b"not a wave file")
    b, mixer = board(folder=tmp_path)
    with caplog.at_level(logging.WARNING, logger="tabletop.ui"):
        assert not b.play("gem") and not b.play("gem")
        assert not b.play("bell") and not b.play("bell")
        assert not b.play("no_such_sound")
    lines = [r.getMessage() for r in caplog.records]
    assert sum("unreadable" in m and "gem.wav" in m for m in lines) == 1
    assert sum("missing" in m and "bell.wav" in m for m in lines) == 1
    assert sum("no_such_sound" in m for m in lines) == 1
    assert mixer.heard == []


def test_nothing_plays_under_the_dummy_audio_driver(monkeypatch):
    """The tests, screenshots and benches run with SDL_AUDIODRIVER=dummy: the mixer is not even opened."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    b = SoundBoard(Settings())
    assert not b.audible() and not b.play("gem")
    assert b._mixer is None  # never opened


def test_a_delayed_cue_plays_when_its_time_comes_and_the_screen_is_told_when():
    b, mixer = board()
    now = [100.0]
    b.clock = lambda: now[0]
    b.play_all([Cue("missile_fall", 0.7), Cue("thud", 0.9, delay=0.7)])
    assert [n for n, _ in mixer.heard] == ["missile_fall"]
    assert b.next_due() == pytest.approx(0.7)
    now[0] += 0.5
    assert b.tick() == 0
    now[0] += 0.3
    assert b.tick() == 1 and [n for n, _ in mixer.heard] == ["missile_fall", "thud"]
    assert b.next_due() is None


def test_the_clatter_grows_with_the_number_of_dice():
    assert [dice_sound(n) for n in (1, 2, 3, 5, 6, 12)] == [
        "dice_few",
        "dice_few",
        "dice_some",
        "dice_some",
        "dice_many",
        "dice_many",
    ]


# -- the settings -------------------------------------------------------------------------------------


def test_sound_settings_are_saved_read_back_and_bounded(tmp_path):
    path = tmp_path / "settings.toml"
    save_settings(path, Settings(master_volume=0.25, effects_volume=1.0, mute=True, sound_for_computer=False))
    back = parse_settings(path)
    assert (back.master_volume, back.effects_volume, back.mute, back.sound_for_computer) == (0.25, 1.0, True, False)
    path.write_text("master_volume = 1.5\n")
    with pytest.raises(SettingsError, match=r"master_volume = 1.5: expected a number between 0 and 1"):
        parse_settings(path)
    path.write_text('mute = "yes"\n')
    with pytest.raises(SettingsError, match="mute"):
        parse_settings(path)


# -- the tables' cues ------------------------------------------------------------------------------


def _batches(game_name: str, settings: dict, seed: int, actions: int):
    from tabletop.ai import get_bot
    from tabletop.core.rng import RNG
    from tabletop.games import get_game

    game = get_game(game_name)
    session = Session(game, settings, seed)
    bot = get_bot(game_name, "default")
    out = []
    for k in range(actions):
        if session.outcome() is not None:
            break
        seat = game.to_act(session.state)[0]
        events = session.submit(bot(game, game.view(session.state, seat), seat, RNG(seed, stream=k)))
        out.append(list(events))
    return out


def test_necromolds_dice_gems_and_smashes_are_heard():
    """A whole standard game: each batch with dice rolled clatters by how many, a gem bought or taken
    clinks, a smash squishes (after the dice), and a batch of none of these is silent."""
    from tabletop.games.necromolds import events as E
    from tabletop.ui.necromolds.sounds import cues

    heard = {"dice": 0, "smash": 0, "gem": 0}
    for batch in _batches("necromolds", {"players": 2, "mode": "standard"}, 4, 2000):
        records = [e.record for e in batch]
        names = [c.name for c in cues(batch)]
        rolled = [r for r in records if isinstance(r, E.CombatRolled)]
        if rolled:
            n = sum(len(r.faces) + len(r.def_faces) for r in rolled)
            assert dice_sound(n) in names
            heard["dice"] += 1
        if any(isinstance(r, E.Smashed) for r in records):
            assert "clay_squish" in names
            heard["smash"] += 1
        if any(isinstance(r, (E.DiceBought, E.GemsTaken)) for r in records):
            assert "gem" in names
            heard["gem"] += 1
        if not names:
            assert not any(
                isinstance(r, (E.CombatRolled, E.CommandDiceRolled, E.Smashed, E.DiceBought)) for r in records
            )
    assert all(heard.values()), heard


def test_necromolds_missile_whistles_then_thuds_when_it_lands():
    from tabletop.ui.necromolds import sounds

    record = SimpleNamespace(record=_missile_record())
    got = sounds.cues([record])
    assert [c.name for c in got] == ["missile_fall", "thud"]
    assert got[1].delay == sounds.MISSILE_FALL > 0


def _missile_record():
    from tabletop.games.necromolds import events as E

    return E.MissileDropped(seat=0, aim=[1.0, 2.0], seed=3, gems=2, **_rest(E.MissileDropped, 4))


def _rest(cls, start: int) -> dict:
    """Default-ish values for a record's other fields (the cue reads only its type)."""
    import dataclasses

    out = {}
    for f in dataclasses.fields(cls)[start:]:
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            out[f.name] = [] if "list" in str(f.type) else 0
    return out


def test_rise_cards_dice_and_goods_are_heard():
    """A Rise game's opening: the decks shuffled at set-up, cards drawn, dice for lands and fights."""
    from tabletop.games.rise import events as E
    from tabletop.ui.rise.sounds import cues

    seen = {"deal": 0, "dice": 0, "gem": 0}
    for batch in _batches("rise", {"players": 3}, 7, 300):
        records = [e.record for e in batch]
        names = [c.name for c in cues(batch)]
        if any(isinstance(r, (E.CardsDrawn, E.CardsDrawnFaceDown)) for r in records):
            assert "card_deal" in names
            seen["deal"] += 1
        if any(isinstance(r, (E.Rolled, E.LandRolled)) for r in records):
            assert any(n.startswith("dice_") for n in names)
            seen["dice"] += 1
        if any(isinstance(r, E.Gained) for r in records):
            assert "gem" in names
            seen["gem"] += 1
    assert all(seen.values()), seen


# -- the game screen --------------------------------------------------------------------------------


@pytest.fixture
def rise_table(user_home):
    import pygame

    from tabletop.ui.rise.table import RiseTableScene

    pygame.init()
    pygame.display.set_mode((1280, 800))
    b, mixer = board()
    ctx = SimpleNamespace(size=(1280, 800), manager=None, sounds=b)
    session = Session(__import__("tabletop.games", fromlist=["get_game"]).get_game("rise"), {"players": 2}, 5)
    scene = RiseTableScene(ctx, session, set(), None, bot_delay=0.0)
    scene.enter()
    scene.no_first_handover()
    return scene, b, mixer


def test_a_refused_action_sounds_distinct_and_an_applied_one_makes_its_games_cues(rise_table):
    """The refusal's own sound; an applied action's events go through the game's cues (Rise's, found
    through its spec) and are heard."""
    import msgspec

    scene, _b, mixer = rise_table
    game, st = scene.session.game, scene.session.state
    seat = game.to_act(st)[0]
    action = game.legal_actions(st, seat)[0]
    assert not scene.submit(msgspec.structs.replace(action, seat=1 - seat))  # not that seat's moment
    assert mixer.heard == [("refused", 0.64)]
    got: list = []
    real = scene.sound_cues
    scene.sound_cues = lambda events: got.append(list(events)) or real(events)
    assert scene.submit(action)
    assert got and got[0], "the applied action's events reach the cues"
    expected = [c.name for c in real(got[0]) if c.delay == 0]
    assert [n for n, _ in mixer.heard[1:]] == expected


def test_the_game_screen_finds_each_games_cues_through_its_spec(rise_table):
    from tabletop.games.rise import events as E
    from tabletop.ui.rise import sounds

    scene, _b, _mixer = rise_table
    drawn = SimpleNamespace(record=E.CardsDrawn(seat=0, cards=["a", "b"], **_rest(E.CardsDrawn, 2)))
    assert scene.sound_cues([drawn]) == sounds.cues([drawn]) == [Cue("card_deal", 0.7)]


def test_the_computers_action_is_silent_when_switched_off(rise_table):
    scene, b, mixer = rise_table
    scene.sound_cues = lambda events: [Cue("card_deal")]
    scene.bot_seats = {0, 1}
    game = scene.session.game

    def act():
        st = scene.session.state
        seat = game.to_act(st)[0]
        scene.session.submit(game.legal_actions(st, seat)[0])

    b.apply(Settings(sound_for_computer=False))
    act()
    assert mixer.heard == []
    b.apply(Settings(sound_for_computer=True))
    act()
    assert mixer.heard == [("card_deal", 0.64)]


def test_corp_doors_growls_and_dice_are_heard():
    """NecronomiCORP: a new door creaks and its card flips, a monster revealed growls, every attack's
    dice clatter by how many, Plot cards are dealt, a fall thuds."""
    from tabletop.games.corp import events as CE
    from tabletop.games.corp import fight_events as F
    from tabletop.ui.corp.sounds import cues

    seen = {"door": 0, "growl": 0, "dice": 0, "deal": 0}
    for batch in _batches("corp", {"players": 2}, 3, 400):
        records = [e.record for e in batch]
        names = [c.name for c in cues(batch)]
        if any(isinstance(r, CE.RoomRevealed) for r in records):
            assert "door" in names and "card_flip" in names
            seen["door"] += 1
        if any(isinstance(r, F.FoeRevealed) for r in records):
            assert "growl" in names
            seen["growl"] += 1
        rolled = sum(len(r.faces) for r in records if isinstance(r, (F.AttackRolled, F.FoeAttacked)))
        rolled += sum(1 for r in records if isinstance(r, F.EscapeRolled) and not r.free)  # the escape die
        if rolled:
            assert dice_sound(rolled) in names
            seen["dice"] += 1
        if any(isinstance(r, CE.PlotDrawn) for r in records):
            assert "card_deal" in names
            seen["deal"] += 1
    assert all(seen.values()), seen
