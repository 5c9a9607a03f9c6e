"""Issue 27, "the rules at hand ... with the table's pictures": the kit's rules page lays each section's
pictures (painted by the game's own table painters) beside its text, as the open pages of a book.
The flow never puts words over a picture or past a column; every game's page has a picture in most
of its sections, each with its caption, non-blank at 100 % and 150 % UI scale; a section a search
keeps keeps its picture; pictures and pages are drawn once per size."""

from __future__ import annotations

import importlib

import pygame
import pygame_gui
import pytest

from tabletop.ui.kit.rules_flow import Picture, flow

pytestmark = pytest.mark.ui

GAMES = {
    "necromolds": "tabletop.ui.necromolds.table.rules_sections",
    "rise": "tabletop.ui.rise.rules_summary",
    "corp": "tabletop.ui.corp.rules_summary",
}
LOOKS = [((1280, 800), 100), ((1920, 1080), 150), ((1024, 700), 100)]


class MonoFonts:
    """Every letter 7 px wide (bold 8), lines 16 px (a title 24): the flow without pygame."""

    def size(self, kind: str, text: str) -> tuple[int, int]:
        per = {"bold": 8, "title": 10}.get(kind, 7)
        return per * len(text), self.height(kind)

    def height(self, kind: str) -> int:
        return {"title": 24, "caption": 14}.get(kind, 16)


def _paint(size):
    raise AssertionError("the flow must not paint")


WORDS = " ".join(f"word{k}" for k in range(60))
SECTIONS = [(f"Section {k}", [(f"Row{j}.", WORDS) for j in range(3)]) for k in range(5)]
PICS = {f"Section {k}": (Picture(f"caption of {k}", _paint, 0.6 + 0.2 * k),) for k in range(0, 5, 2)}


def _collide(a, b) -> bool:
    return pygame.Rect(a).colliderect(pygame.Rect(b))


@pytest.mark.parametrize("size", [(300, 400), (420, 260), (200, 150)])
def test_the_flow_keeps_words_off_the_pictures_and_inside_their_columns(size):
    cols = flow(SECTIONS, PICS, size, MonoFonts())
    col = pygame.Rect(0, 0, *size)
    for items in cols:
        pics = [it.rect for it in items if it.kind == "picture"]
        for it in items:
            assert col.contains(pygame.Rect(it.rect)), (it, size)
            if it.kind in ("body", "bold", "title"):
                assert not any(_collide(it.rect, p) for p in pics), (it, size)
        words = [it for it in items if it.kind != "picture"]
        for i, a in enumerate(words):  # no two runs of words on each other
            assert not any(_collide(a.rect, b.rect) for b in words[i + 1 :]), (a, size)
    # every word is placed once, in order, and every picture with its caption
    placed = " ".join(it.text for items in cols for it in items if it.kind in ("body", "bold", "title"))
    wanted = " ".join(f"{t} " + " ".join(f"{n} {w}" for n, w in rows) for t, rows in SECTIONS)
    assert placed.split() == wanted.split()
    shown = [(it.section, it.index) for items in cols for it in items if it.kind == "picture"]
    assert sorted(shown) == sorted((t, i) for t, pics in PICS.items() for i in range(len(pics)))
    captions = {it.section for items in cols for it in items if it.kind == "caption"}
    assert captions == set(PICS)


@pytest.mark.parametrize("size", [(300, 400), (300, 700), (420, 260)])
def test_a_title_never_ends_a_column_and_a_first_picture_stays_beside_its_title(size):
    """...unless the title starts high in its column: then the text starts there and the picture
    follows at the top of the next column (no half-empty page)."""
    from tabletop.ui.kit.rules_flow import KEEP_ROOM

    cols = flow(SECTIONS, PICS, size, MonoFonts())
    for items in cols:
        assert items[-1].kind != "title"
    for c, items in enumerate(cols):
        for k, it in enumerate(items):
            if it.kind == "title" and it.section in PICS:
                pic = next((p for p in items[k:] if p.kind == "picture" and p.section == it.section), None)
                if pic is not None:
                    assert pic.rect[1] == it.rect[1] + 24 + 3  # right under the title, beside the text
                else:
                    assert size[1] - it.rect[1] >= KEEP_ROOM * size[1]
                    assert cols[c + 1][0].kind == "picture" and cols[c + 1][0].section == it.section


def _page(app, game: str):
    from tabletop.ui.kit.rules_page import RulesPage

    page = importlib.import_module(GAMES[game]).rules_scene(app.ctx)
    assert isinstance(page, RulesPage)
    return page


def _opened(game: str, size, scale):
    from tabletop.ui import screenshot

    return screenshot.shown(size, lambda ctx: (_page_in(ctx, game), 3), ui_scale=scale)


def _page_in(ctx, game):
    return importlib.import_module(GAMES[game]).rules_scene(ctx)


def _blank(surface: pygame.Surface) -> bool:
    """Nothing painted, or one flat colour."""
    w, h = surface.get_size()
    inked = pygame.mask.from_surface(surface, 20).count()
    if inked < 0.1 * w * h:
        return True
    small = pygame.transform.scale(surface, (16, 16))
    colours = {tuple(small.get_at((x, y))) for x in range(16) for y in range(16)}
    return len(colours) < 6


@pytest.mark.parametrize("game", list(GAMES))
def test_each_game_has_pictures_in_most_sections_non_blank_at_two_scales_with_captions(game):
    sizes = set()
    # 1920x1080 at 150 %: a bigger page (at 1280x800 the panel fills the window at any scale, so a
    # picture keeps its share of the column there while the words grow)
    for size, scale in [((1280, 800), 100), ((1920, 1080), 150)]:
        with _opened(game, size, scale) as app:
            page = app.stack.top
            titles = [t for t, _rows in page.sections]
            assert set(page.pictures) <= set(titles), "a picture for a section the page does not have"
            with_pictures = [t for t in titles if page.pictures.get(t)]
            assert len(with_pictures) >= 0.7 * len(titles) and len(with_pictures) >= 6, with_pictures
            placed = [it for col in page.columns for it in col]
            for title in with_pictures:
                for i, pic in enumerate(page.pictures[title]):
                    assert pic.caption.strip(), (title, i)
                    rects = [it.rect for it in placed if it.kind == "picture" and (it.section, it.index) == (title, i)]
                    assert len(rects) == 1, (title, i)
                    caption = " ".join(
                        it.text for it in placed if it.kind == "caption" and (it.section, it.index) == (title, i)
                    )  # a section's own picture's caption (NecronomiCORP's "Your turn" has two pictures)
                    assert caption == pic.caption, (title, caption)
                    w, h = rects[0][2:]
                    sizes.add((title, w, h))
                    painted = page.picture(title, i, (w, h))
                    assert painted.get_size() == (w, h)
                    assert not _blank(painted), f"{game} {title!r} at {scale} %: a blank picture"
    big = {t: w for t, w, _h in sizes}
    assert len(sizes) > len(big), "the pictures do not scale with the UI scale"


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize(("size", "scale"), LOOKS, ids=[f"{w}x{h}-{s}" for (w, h), s in LOOKS])
def test_no_words_over_a_picture_on_any_page(game, size, scale):
    with _opened(game, size, scale) as app:
        page = app.stack.top
        assert page.spread_count() >= 2
        for spread in range(page.spread_count()):
            page.spread = spread
            shown = page.shown()
            pics = [r for r, it in shown if it.kind == "picture"]
            words = [(r, it) for r, it in shown if it.kind != "picture"]
            for r, it in words:
                assert not any(r.colliderect(p) for p in pics), f"{it.text!r} on a picture, pages {2 * spread + 1}"
                assert any(p.contains(r) for p in page.pages), f"{it.text!r} leaves its page"
            for p in pics:
                assert any(pg.contains(p) for pg in page.pages)


@pytest.mark.parametrize(
    ("game", "word", "section"),
    [
        ("necromolds", "sight", "Ranged attacks"),
        ("rise", "tower", "The spaces"),
        ("corp", "skull", "Dice and abilities"),
    ],
)
def test_a_section_found_by_a_search_shows_its_picture(game, word, section):
    with _opened(game, (1280, 800), 100) as app:
        page = app.stack.top
        page.search.set_text(word)
        page.handle_event(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=page.search, text=word))
        assert page.query == word
        found = []
        for spread in range(page.spread_count()):
            page.spread = spread
            found += [(spread, r) for r, it in page.shown() if it.kind == "picture" and it.section == section]
        assert found, f"{section!r} kept by the search shows no picture"
        spread, rect = found[0]
        page.spread = spread
        frame = pygame.Surface(app.ctx.size)
        page.draw(frame)
        assert not _blank(frame.subsurface(rect).copy())


def test_pictures_and_pages_are_drawn_once_per_size_and_drawing_changes_nothing():
    from tabletop.ui import screenshot
    from tabletop.ui.kit.rules_page import RulesPage

    painted = []

    def paint(size):
        painted.append(size)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill((200, 40, 40))
        pygame.draw.circle(surf, (20, 200, 40), (size[0] // 2, size[1] // 2), min(size) // 3)
        return surf

    pics = {t: (Picture(f"about {t}", paint),) for t, _rows in SECTIONS}
    with screenshot.shown((1280, 800), lambda ctx: (RulesPage(ctx, "Demo", SECTIONS, None, pics), 3)) as app:
        page = app.stack.top
        frame = pygame.Surface(app.ctx.size)
        before = (page.spread, page.query, [list(c) for c in page.columns])
        for _ in range(5):
            page.draw(frame)
        assert (page.spread, page.query, [list(c) for c in page.columns]) == before
        on_page = [it for _r, it in page.shown() if it.kind == "picture"]
        assert len(painted) == len(on_page) > 0  # each shown picture painted once, however many frames
        page.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
        page.draw(frame)
        page.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode=""))
        count = len(painted)
        page.draw(frame)
        assert len(painted) == count  # back to the first pages: their pictures were kept


def test_the_pages_turn_with_the_keys_the_wheel_and_the_buttons():
    from tabletop.ui import screenshot
    from tabletop.ui.kit.rules_page import RulesPage

    with screenshot.shown((1280, 800), lambda ctx: (RulesPage(ctx, "Demo", SECTIONS, "Section 3"), 3)) as app:
        page = app.stack.top
        assert page.first == "Section 3" and page.columns[0][0].text == "Section 3"  # "more" opens there
        n = page.spread_count()
        assert n >= 2 and page.spread == 0 and not page.prev_button.is_enabled
        page.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
        assert page.spread == 1 and page.prev_button.is_enabled
        page.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
        assert page.spread == 0
        for _ in range(n + 2):
            page.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=page.next_button))
        assert page.spread == n - 1 and not page.next_button.is_enabled


def test_f2_over_the_corp_buildings_stacks_hallways_and_plot_deck_opens_their_sections():
    """Seen under Xvfb at the first turn: nothing is revealed yet, and the stacks, the hallway, the
    tokens and the Plot deck offered no "more"."""
    from tabletop.ui.corp.rules_summary import SECTIONS, section_for

    titles = {t for t, _rows in SECTIONS}
    for hit, title in [
        (("stack", 1), "The building"),
        (("hall", 1), "Your turn"),
        (("token", 0), "Your turn"),
        (("plot_deck", "plot"), "Plots"),
    ]:
        assert section_for(hit) == title and title in titles


def test_a_picture_that_cannot_be_drawn_leaves_an_empty_plate_and_a_log_line(caplog):
    """A mod's content may lack what a picture shows (a board without a Dungeon): the page still opens."""
    from tabletop.ui import screenshot
    from tabletop.ui.kit.rules_page import RulesPage

    def broken(size):
        raise StopIteration("no dungeon on this board")

    pics = {"Section 0": (Picture("a Dungeon", broken),)}
    with screenshot.shown((1280, 800), lambda ctx: (RulesPage(ctx, "Demo", SECTIONS, None, pics), 3)) as app:
        page = app.stack.top
        assert isinstance(page, RulesPage)
        page.draw(pygame.Surface(app.ctx.size))
        (r, _it) = next((r, it) for r, it in page.shown() if it.kind == "picture")
        assert page.picture("Section 0", 0, r.size).get_size() == r.size
    assert "the picture of 'Section 0'" in caplog.text
