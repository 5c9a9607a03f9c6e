"""The Necromolds new-game form's 'Use Crag Terraces' button (High Ground on a map with no raised ground,
NM-FAN-09): it is drawn at every window size without squeezing its theme's rounded plaque (the seeded
monkey, NECRO_MONKEY_SEED=202, switched High Ground on in a 1133x674 window and the 21-pixel button's
corner radius no longer fitted: the error screen under the tests' warnings-as-errors), its words whole (at
960x600 it read "Use Crag Terrace")."""

from __future__ import annotations

import pytest

from tabletop.ui.layout import centre, menu_layout
from tests.ui.conftest import post_click

pytestmark = pytest.mark.filterwarnings("error::UserWarning")


@pytest.mark.parametrize("size", [(960, 600), (1133, 674), (1280, 800), (1920, 1200)])
def test_the_terraces_button_fits_its_plaque_at_every_size_NM_FAN_09(user_home, size):
    from tabletop.ui.app import App
    from tabletop.ui.persist import autosave_in_background

    app = App(size=size)
    autosave_in_background(False)
    try:
        app.step()
        post_click(app, centre(menu_layout(app.ctx.size).button("necromolds")))
        scene = app.stack.top
        assert scene.name == "necromolds_setup"
        scene.choose_map("map_graveyard")
        if scene.fan_page is False and getattr(scene, "fan_buttons", None) == {}:
            scene.toggle_fan_page()
        scene.toggle_fan("fan_high_ground")  # rebuilds the form with the hint and the button
        app.step()
        assert not app.errors
        button = scene.terraces_button
        assert button is not None, "High Ground on a map without raised ground offers Crag Terraces"
        shape = button.drawable_shape
        radius = shape.shape_corner_radius
        radius = max(radius) if isinstance(radius, (list, tuple)) else radius
        inner = min(button.rect.height, button.rect.width) - 2 * shape.shadow_width
        assert 2 * radius <= inner, f"{button.rect} holds no rounded plaque of radius {radius}"
        # its words whole inside the padding, the border and the shadow (theme.json's @plaque_small)
        tw, th = button.font.size(button.text)
        edge = 2 + shape.shadow_width
        assert tw + 2 * (10 + edge) <= button.rect.width, f"{button.text!r} cut in {button.rect}"
        assert th + 2 * edge <= button.rect.height, f"{button.text!r} over the border of {button.rect}"
    finally:
        app.close()
