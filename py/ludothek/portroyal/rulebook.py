"""Port Royal's full rules (rules.de.md, rules.en.md): the section that fits a position, and the
card lists the texts take from cards.py and the words (so no cost, count or ability is written
twice)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..draw.words import fill
from .cards import (CONTRACT, CONTRACT_IDS, COLOURS, EXPANSION_PERSONS, EXPANSION_SHIPS,
                    EXPEDITIONS, PERSONS, SHIPS, TAXES)
from .i18n import WORDS

Entries = list[tuple[str, str]]
PersonRow = tuple[str, str | None, int, int, int]


def moment(view: Mapping[str, Any]) -> str:
    """The section for the position: the end, a revealed ship to repel (or one that busts),
    Trade & Hire, or Discover (the tax increase or expedition just revealed)."""
    phase = view.get("phase")
    if view.get("is_over") or phase == "over":
        return "end"
    if phase == "repel":
        return "bust" if view.get("pending_busts") else "repel"
    if phase == "trade":
        return "trade"
    cards = view.get("turn_cards") or []
    fate = cards[-1][1] if cards else None
    return {"tax": "tax", "expedition": "expeditions"}.get(str(fate), "discover")


def catalogue(name: str, lang: str) -> Entries:
    """The entries of one card list: persons, expansion-persons, ships, expansion-ships, taxes,
    expeditions, contracts."""
    words = WORDS[lang]
    makers = {"persons": lambda: _persons(words, PERSONS),
              "expansion-persons": lambda: _persons(words, EXPANSION_PERSONS),
              "ships": lambda: _ships(words, False), "expansion-ships": lambda: _ships(words, True),
              "taxes": lambda: _taxes(words), "expeditions": lambda: _expeditions(words),
              "contracts": lambda: _contracts(words)}
    return makers[name]() if name in makers else []


def _persons(words: dict[str, str], rows: tuple[PersonRow, ...]) -> Entries:
    """One entry per kind: its ability, then every printed variant (colour, cost, points)."""
    kinds: dict[str, list[str]] = {}
    for kind, colour, cost, points, count in rows:
        args: dict[str, Any] = {"count": count, "cost": cost, "points": points}
        if colour:
            args["colour"] = words[f"colour.{colour}"]
            variant = fill(words["rule.variant_colour"], args)
        else:
            variant = fill(words["rule.variant"], args)
        kinds.setdefault(kind, []).append(variant)
    return [(words[f"kind.{kind}"],
             f"{words[f'ability.{kind}']} {fill(words['rule.cards'], {'list': '; '.join(v)})}")
            for kind, v in kinds.items()]


def _ships(words: dict[str, str], expansion: bool) -> Entries:
    """One entry per colour: the ship's name, then its cards' sabres (or skull) and coins."""
    found: Entries = []
    for colour in COLOURS:
        rows: list[str] = []
        if expansion:
            for hue, sabres, coins, special, count in EXPANSION_SHIPS:
                if hue == colour:
                    rows.append(_ship_row(words, sabres, coins, count, special))
        else:
            rows = [_ship_row(words, sabres, coins, count, False)
                    for hue, sabres, coins, count in SHIPS if hue == colour]
        title = fill(words["rule.ship_title"], {"ship": words[f"ship.{colour}"],
                                                "colour": words[f"colour.{colour}"]})
        found.append((title, fill(words["rule.cards"], {"list": "; ".join(rows)})))
    return found


def _ship_row(words: dict[str, str], sabres: int | None, coins: int, count: int,
              special: bool) -> str:
    key = ("skull_special" if special else "ship_skull") if sabres is None \
        else ("ship_special" if special else "ship_row")
    return fill(words[f"rule.{key}"], {"count": count, "sabres": sabres, "coins": coins})


def _taxes(words: dict[str, str]) -> Entries:
    kinds = [kind for _, kind in TAXES]
    return [(words[f"tax.{kind}"], f"{words['text.tax']} {words[f'text.tax.{kind}']} "
             f"{fill(words['rule.taxes'], {'count': kinds.count(kind)})}")
            for kind in dict.fromkeys(kinds)]


def _expeditions(words: dict[str, str]) -> Entries:
    found: Entries = []
    for cid, needs, coins, points, five in EXPEDITIONS:
        persons = ", ".join(words[f"kind.{k}"] for k in needs)
        text = fill(words["rule.expedition"],
                    {"persons": persons, "coins": coins, "points": points})
        found.append((words[f"card.{cid}"], f"{text} {words['text.five']}" if five else text))
    return found


def _contracts(words: dict[str, str]) -> Entries:
    return [(words[f"contract.{cid}"],
             f"{words[f'contract_text.{cid}']} "
             f"{fill(words['rule.track'], {'track': ', '.join(map(str, CONTRACT[cid][2]))})}")
            for cid in CONTRACT_IDS]
