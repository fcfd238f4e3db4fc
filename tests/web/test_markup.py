"""The markup builder escapes everything a person or a link can supply."""

import pytest

from ludothek.draw.markup import Raw, h, svg


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
