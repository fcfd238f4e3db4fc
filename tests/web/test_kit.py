"""The table kit (ludothek/draw/table.py, words.py): the attributes the page reads are built
one way for every renderer, and word tables become WORDS with their prefixes."""

from ludothek.draw.markup import h
from ludothek.draw.table import choice, move_target, zoom_attrs, zoom_close, zoom_dialog
from ludothek.draw.words import GameWords, word_tables


def test_a_move_target_plays_its_move_and_names_itself_only_when_labelled():
    assert move_target("N2") == {"data-action": "move", "data-move": "N2"}
    svg_target = move_target("H:N2", "e5: north II", confirm="Flip?")
    assert svg_target["data-confirm"] == "Flip?" and svg_target["role"] == "button"
    assert (svg_target["tabindex"], svg_target["aria-label"]) == ("0", "e5: north II")


def test_a_choice_selects_without_playing():
    assert choice("N2") == {"data-action": "select", "data-value": "N2"}


def test_a_zoomable_card_says_whether_it_is_enlarged():
    assert zoom_attrs("AM", ui={"zoom": "AM"})["aria-pressed"] == "true"
    assert zoom_attrs("AM", ui={"zoom": "CK"})["aria-pressed"] == "false"
    assert "aria-pressed" not in zoom_attrs("AM", "Enlarge: Ace of Moons")


def test_the_zoom_dialog_is_a_dialog_closed_by_its_backdrop_and_button():
    backdrop, dialog = zoom_dialog("AM", "Ace of Moons", "x-zoom", h("p", {}, "text"),
                                   zoom_close("AM", "Close", class_="primary"))
    assert 'class="x-zoom-backdrop" data-action="ui" data-key="zoom" data-value="AM"' in str(backdrop)
    markup = str(dialog)
    assert 'role="dialog" aria-label="Ace of Moons" data-zoom="AM"' in markup
    assert '<button class="primary" data-action="ui" data-key="zoom" data-value="AM">Close</button>' in markup


def test_word_tables_prefix_each_category_in_both_languages():
    words = word_tables(("", {"de": {"title": "Titel"}, "en": {"title": "Title"}}),
                        ("log.", {"de": {"start": "{name} beginnt."}, "en": {"start": "{name} starts."}}))
    assert words == {"de": {"title": "Titel", "log.start": "{name} beginnt."},
                     "en": {"title": "Title", "log.start": "{name} starts."}}


def test_game_words_ask_the_translator_for_their_game():
    class Translator:
        lang = "en"

        def game(self, game_id, key, **args):
            return f"{game_id}/{key}/{args}"

    assert GameWords("nim")(Translator(), "title", n=1) == "nim/title/{'n': 1}"
