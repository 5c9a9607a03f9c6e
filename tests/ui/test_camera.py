"""The camera: map inches to pixels and back, pan, zoom around the cursor, clamping."""

from __future__ import annotations

import math

import pytest

from tabletop.ui.camera import Camera


def close(a, b, tol=1e-9):
    return all(math.isclose(x, y, abs_tol=tol) for x, y in zip(a, b))


def test_round_trip_map_screen_map():
    cam = Camera(viewport=(800, 600), scale=17.3, origin_x=-3.2, origin_y=5.5, viewport_x=40, viewport_y=25)
    for p in [(0, 0), (12.5, 7.25), (-4, 30), (100, -100)]:
        assert close(cam.screen_to_map(*cam.map_to_screen(*p)), p)
    for s in [(0, 0), (400, 300), (799, 599)]:
        assert close(cam.map_to_screen(*cam.screen_to_map(*s)), s)


def test_scale_converts_lengths():
    cam = Camera(scale=20)
    assert cam.length_to_pixels(3) == 60
    assert cam.pixels_to_length(60) == 3
    a, b = cam.map_to_screen(0, 0), cam.map_to_screen(1, 0)
    assert b[0] - a[0] == pytest.approx(20)


@pytest.mark.parametrize("factor", [1.15, 0.8, 2.0, 1 / 1.15**3])
@pytest.mark.parametrize("cursor", [(0, 0), (640, 400), (1000, 123)])
def test_zoom_keeps_the_point_under_the_cursor(factor, cursor):
    cam = Camera(viewport=(1280, 800), scale=20, origin_x=2, origin_y=-1)
    before = cam.screen_to_map(*cursor)
    cam.zoom_at(factor, *cursor)
    assert cam.scale == pytest.approx(20 * factor)
    assert close(cam.screen_to_map(*cursor), before, 1e-9)
    assert close(cam.map_to_screen(*before), cursor, 1e-7)


def test_zoom_is_clamped_and_still_keeps_the_cursor_point():
    cam = Camera(scale=20, min_scale=5, max_scale=40)
    anchor = cam.screen_to_map(300, 200)
    cam.zoom_at(100, 300, 200)
    assert cam.scale == 40
    assert close(cam.screen_to_map(300, 200), anchor)
    cam.zoom_at(1e-6, 300, 200)
    assert cam.scale == 5
    assert close(cam.screen_to_map(300, 200), anchor)


def test_initial_scale_is_clamped_and_bad_limits_refused():
    assert Camera(scale=1000, max_scale=50).scale == 50
    with pytest.raises(ValueError):
        Camera(min_scale=10, max_scale=5)
    with pytest.raises(ValueError):
        Camera().zoom_at(0, 1, 1)


def test_pan_moves_the_map_with_the_drag():
    cam = Camera(scale=10)
    point = (5.0, 5.0)
    sx, sy = cam.map_to_screen(*point)
    cam.pan_pixels(30, -20)
    assert close(cam.map_to_screen(*point), (sx + 30, sy - 20))


def test_fit_shows_the_whole_map_centred():
    cam = Camera(viewport=(1000, 500), min_scale=1, max_scale=500)
    cam.fit(24, 18, margin=0.1)
    x0, y0 = cam.map_to_screen(0, 0)
    x1, y1 = cam.map_to_screen(24, 18)
    assert 0 <= x0 < x1 <= 1000 and 0 <= y0 < y1 <= 500
    assert close(((x0 + x1) / 2, (y0 + y1) / 2), (500, 250), 1e-9)


def test_resize_keeps_the_centre():
    cam = Camera(viewport=(800, 600), scale=12, origin_x=3, origin_y=4)
    centre = cam.screen_to_map(400, 300)
    cam.resize((1200, 900))
    assert close(cam.screen_to_map(600, 450), centre)
