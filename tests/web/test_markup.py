"""The markup builder escapes everything a person or a link can supply."""

import pytest

from ludothek.draw.markup import Raw, h, svg, written


def test_text_and_attributes_are_escaped():
    out = str(h("p", {"title": 'a"><script>'}, "<img src=x onerror=alert(1)>", " & more"))
    assert "<script>" not in out and "<img" not in out
    assert "&lt;img src=x onerror=alert(1)&gt; &amp; more" in out
    assert 'title="a&quot;&gt;&lt;script&gt;"' in out


def test_inline_event_handlers_and_bad_names_are_refused():
    with pytest.raises(ValueError):
        str(h("rect", {"onclick": "x()"}))
    with pytest.raises(ValueError):
        str(h("rect", {"a b": 1}))
    with pytest.raises(ValueError):
        h("scr ipt")


def test_attribute_spelling_and_booleans():
    out = str(h("input", {"class_": "x", "data_move": "N1", "checked": True, "hidden": False}))
    assert out == '<input class="x" data-move="N1" checked="" />'  # valid HTML and XML alike


def test_svg_root_and_raw():
    out = str(svg(10, 20, h("g", {}), Raw("<!-- ok -->")))
    assert out.startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20"')
    assert "<!-- ok -->" in out


def test_numbers_are_written_short_and_other_values_still_escaped():
    """Numbers skip the escape check (a redraw writes tens of thousands of them); any other
    value is written through str() and escaped like text."""

    class Sneaky:
        def __str__(self):
            return '"><script>'

    out = str(h("rect", {"x": 3, "y": 2.5, "w": 1.0, "h": -0.125, "d": Sneaky()}))  # type: ignore[dict-item]
    assert out == '<rect x="3" y="2.5" w="1" h="-0.12" d="&quot;&gt;&lt;script&gt;" />'.replace(" />", "></rect>")


def test_checked_names_are_remembered_but_still_checked_on_first_use():
    assert str(h("g", {"data_x": 1})) == str(h("g", {"data_x": 1})) == '<g data-x="1"></g>'
    with pytest.raises(ValueError):
        str(h("g", {"onload_": "x()"}))  # spelled with h()'s trailing underscore
    with pytest.raises(ValueError):
        h("g h")


def test_written_parts_are_drawn_once_per_key():
    kept, drawn = {}, []

    def draw(label):
        drawn.append(label)
        return h("text", {}, label)

    first = written(kept, ("face", "en"), lambda: draw("<Face>"))
    again = written(kept, ("face", "en"), lambda: draw("other"))
    german = written(kept, ("face", "de"), lambda: draw("Gesicht"))
    assert str(first) == str(again) == "<text>&lt;Face&gt;</text>"  # escaped as when drawn
    assert str(german) == "<text>Gesicht</text>" and drawn == ["<Face>", "Gesicht"]
