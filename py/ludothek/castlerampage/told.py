"""Castle Rampage told in words (draw/told.py, issue 50): the table as headings with sentences,
and the legal moves grouped, each naming its card with the card's numbers.

Only the view is read, as render.py reads it: a face-down card is told by its place and what the
view knows of it (who knows it, "Spy or Saboteur", laid at setup), never by its face; the
opponent's hand is counted, with the cards the view says the seat knows of it.
"""

from __future__ import annotations

from typing import Any, cast

from ..draw.told import Choice, Group, Part
from ..draw.words import GameWords, Words, joined
from .cards import BY_ID
from .i18n import log_args
from .moves import (DECLINE, DISCARD, END, GO, NARR, PAY, PLAY, REACT, REINFORCE, SETUP, SKIP,
                    TARGET, VETERAN, Move, parse)
from .render import (IDX, Translator, _ask_text, _blow, _category, _eye_shown,
                     _report_episodes, _unknown_to_owner, outcome)
from .explain_board import attack_lines
from .view import Slot, View

GAME = "castlerampage"
_s = GameWords(GAME)


def _page(t: Words) -> Translator:
    """The words as render.py's helpers take them: those used here ask only `t.game`."""
    return cast(Translator, t)


def _name(kind: str, t: Words) -> str:
    return _s(t, f"card.{kind}")


def _and(items: list[str], t: Words) -> str:
    return joined(items, _s(t, "and"))


def facts(kind: str, t: Words) -> str:
    """A card's numbers: its kind if permanent or purple, attack, defence, units."""
    card = BY_ID[kind]
    said = [_s(t, f"cat.{_category(kind)}")] if card.perm or card.purple else []
    if card.attack is not None:
        said.append(_s(t, "told.attack", n=card.attack))
    said.append(_s(t, "told.defence", gate=card.gate, castle=card.castle))
    if card.units:
        said.append(_s(t, "told.units", n=len(card.units),
                       units=_and([_s(t, f"unit.{u}") for u in card.units], t)))
    return f"{_name(kind, t)} ({', '.join(said)})"


def described(kind: str, t: Words) -> str:
    """A card with its numbers and its rules text (∞ is said by "permanent" already)."""
    return f"{facts(kind, t)}: {_s(t, f'card.{kind}.text').removeprefix('∞ ')}"


def _defending(kind: str, zone: str, t: Words) -> str:
    card = BY_ID[kind]
    return _s(t, "label.card_def", card=_name(kind, t),
              value=card.gate if zone == "gate" else card.castle)


def _counted(kinds: list[str]) -> list[tuple[str, int]]:
    counts: dict[str, int] = {}
    for kind in kinds:
        counts[kind] = counts.get(kind, 0) + 1
    return [(k, counts[k]) for k in sorted(counts, key=IDX.__getitem__)]


def _times(n: int, said: str) -> str:
    return f"{n}× {said}" if n > 1 else said


# ----- the table ----------------------------------------------------------------------------------

def table(view: View, t: Words) -> list[Part]:
    """The turn, the attack, the report; the opponent's side, then the seat's own (Gate,
    Castle, display, hand); the piles; the Castles and Gates that decide the game."""
    me = view["seat"] if view["seat"] is not None else 0
    parts = [_status(view, t)]
    if view["attack"]:
        parts.append(_attack(view, t))
    report = _report(view, t)
    if report is not None:
        parts.append(report)
    for seat in (1 - me, me):
        parts += [_pile(view, seat, "gate", t), _pile(view, seat, "castle", t)]
        if view["displays"][seat]:
            parts.append(_display(view, seat, t))
        parts.append(_hand(view, seat, t))
    if view["seat"] is not None and view["dealt"][me]:
        parts.append(Part("hands", _s(t, "ui.dealt"),
                          [_times(n, facts(k, t)) for k, n in
                           _counted([e["card"] or "" for e in view["dealt"][me]])]))
    return parts + [_piles(view, t), _scores(view, t)]


def _status(view: View, t: Words) -> Part:
    names = view["names"]
    if view["is_over"]:
        lines = [outcome(view, _page(t))]
        blow = _blow(view, _page(t))
        return Part("board", _s(t, "told.over"),
                    lines + ([blow] if blow else []) + [_s(t, "final.open_note")])
    mover, phase, active = view["to_move"], view["phase"], view["active"]
    lines = [_s(t, "prompt.wait", name=names[mover]) if mover is not None else ""]
    if phase == "setup":
        left = view["place_left"]
        if view.get("legal") and left:
            key = ("prompt.setup" if left[0] and left[1]
                   else "prompt.setup_gate" if left[0] else "prompt.setup_castle")
            lines.append(_s(t, key, gate=left[0], castle=left[1]))
        else:
            lines.append(_s(t, "told.phase.setup"))
        return Part("board", _s(t, "told.setup"), [line for line in lines if line])
    if phase == "main":
        lines.append(_s(t, "told.phase.main", name=names[active]))
    elif phase == "pay" and view["pay"]:
        lines.append(_ask_text(view, _page(t)))
    elif phase == "discard" and view["due"]:
        seat, n = view["due"][0]
        lines.append(_s(t, "log.must_discard", name=names[seat], n=n))
    elif phase == "narr":
        lines.append(_s(t, "log.narr_sum", name=names[active], strength=view["narr"] or 0))
    lines += [f"{names[active]}: {chip}." for chip in _chips(view, t)]
    return Part("board", _s(t, "told.turn", turn=view["turn"]), [line for line in lines if line])


def _chips(view: View, t: Words) -> list[str]:
    """What holds for the active player this turn (render's chips)."""
    seat = view["active"]
    chips = [_s(t, "chip.bonus", n=view["bonus"])] if view["bonus"] else []
    if view["knappen"][seat]:
        chips.append(_s(t, "chip.knappe", n=view["knappen"][seat]))
    flags = (("diplomat", view["no_attack"][seat]), ("reinforced", view["reinforced"]),
             ("locked", view["locked"]), ("veteran_used", view["veteran_used"]))
    return chips + [_s(t, f"chip.{key}") for key, on in flags if on]


def _attack(view: View, t: Words) -> Part:
    """The attack under way, as the "?" mode tells it, with the card it meets first named
    where the explanation says only that a fight follows."""
    attack = view["attack"]
    assert attack is not None, "no attack is under way"
    part = attack["parts"][attack["i"]]
    lines = attack_lines(view, _page(t))
    pile = view["gates" if part["at"] == "gate" else "castles"][part["d"]]
    first = ([_s(t, "told.attack_first", what=_slot(view, part["d"], part["at"], pile[0], t))]
             if pile else [])
    fight = lines.index(_s(t, "explain.fight"))
    lines[fight:fight + 1] = first
    return Part("board", _s(t, "explain.attack_title"), lines)


def _report(view: View, t: Words) -> Part | None:
    """The attacks of this turn (or, as a turn begins, of the last one), step by step: the
    lines of the log, as the page's attack report has them."""
    episodes, owner, previous = _report_episodes(view)
    log, names = view["log"], view["names"]
    lines = [_log_line(view, entry, t) for start, end in episodes for entry in log[start:end]
             if not entry.get("k", "").startswith("win_")]  # the status says the end
    if not lines:
        return None
    title = (_s(t, "report.previous", name=names[owner]) if previous and owner is not None
             else _s(t, "report.title"))
    return Part("board", title, lines)


def _log_line(view: View, entry: dict[str, Any], t: Words) -> str:
    """One log entry in words, as the page's log says it (web Translator.log_line)."""
    names = view["names"]
    args = {k: v for k, v in entry.items() if k not in ("k", "to")}
    if args.get("card") in BY_ID:
        args["card_name"] = _name(args["card"], t)
    seat = entry.get("seat")
    if isinstance(seat, int) and 0 <= seat < len(names):
        args["name"] = names[seat]
    args.update(log_args(t.lang, entry, names))
    return _s(t, f"log.{entry['k']}", **args)


def _slot(view: View, seat: int, zone: str, slot: Slot, t: Words) -> str:
    """A Gate or Castle card as the seat knows it, and who else knows it."""
    viewer = view["seat"]
    other = view["names"][1 - viewer] if viewer is not None else ""
    if slot["card"]:
        said = [_defending(slot["card"], zone, t)]
    elif slot["sos"]:  # Spy and Saboteur defend alike
        said = [_s(t, "label.card_def", card=_s(t, "card.spy_or_saboteur"),
                   value=BY_ID["spion"].gate if zone == "gate" else BY_ID["spion"].castle)]
    else:
        said = [_s(t, "label.face_down")]
    if slot["deduced"]:
        said.append(_s(t, "label.deduced"))
    if viewer is None:
        knowers = [view["names"][s] for s in slot["known_by"]]
        said.append(_s(t, "explain.known_by", names=_and(knowers, t)).rstrip(".") if knowers
                    else _s(t, "explain.known_by_none").rstrip("."))
    elif _eye_shown(view, seat, slot):
        said.append(_s(t, "label.eye", name=other))
    elif 1 - viewer in slot["sos_for"] and slot["card"]:
        said.append(_s(t, "label.they_see_sos", name=other))
    elif _unknown_to_owner(view, seat, slot):
        said.append(_s(t, "label.eye_not", name=other))
    elif seat == viewer and slot["sos"] and slot["eye"]:
        said.append(_s(t, "told.sos_theirs", name=other))
    elif seat == viewer and slot["card"] and not slot["eye"]:
        said.append(_s(t, "label.eye_not", name=other))
    if slot["setup"] and not slot["card"]:
        said.append(_s(t, "told.setup_laid"))
    return "; ".join(said)


def _pile(view: View, seat: int, zone: str, t: Words) -> Part:
    pile = view["gates" if zone == "gate" else "castles"][seat]
    n = len(pile)
    heading = (_s(t, f"told.your_{zone}", n=n) if seat == view["seat"]
               else _s(t, f"where.{zone}_all", name=view["names"][seat], n=n))
    if not pile:
        return Part("board", heading, [_s(t, "explain.gate_empty" if zone == "gate"
                                          else "told.empty")])
    lines = [_s(t, "explain.pile_count", n=n, k=sum(1 for c in pile if c["card"]))]
    lines += [_s(t, "told.slot", n=i + 1, what=_slot(view, seat, zone, slot, t))
              for i, slot in enumerate(pile)]
    return Part("board", heading, lines)


def _display(view: View, seat: int, t: Words) -> Part:
    heading = (_s(t, "told.your_display") if seat == view["seat"]
               else _s(t, "where.display", name=view["names"][seat]))
    return Part("board", heading, [_times(n, described(k, t))
                                   for k, n in _counted(view["displays"][seat])])


def _hand(view: View, seat: int, t: Words) -> Part:
    names = view["names"]
    hand = view["hands"][seat]
    if seat != view["seat"]:
        known = [e["card"] for e in hand if e["card"]]
        lines = [_s(t, "explain.hand_count", name=names[seat], n=len(hand), k=len(known))]
        if known:
            lines.append(_s(t, "explain.hand_known", name=names[seat], cards=_and(
                [_times(n, _name(k, t)) for k, n in _counted(known)], t)))
        return Part("hands", _s(t, "ui.hand_of", name=names[seat]), lines)
    other = names[1 - seat]
    lines = []
    for kind, n in _counted([e["card"] or "" for e in hand]):
        eyes = sum(1 for e in hand if e["card"] == kind and e["eye"])
        key = ("explain.hand_eye_all" if eyes == n else "explain.hand_eye_some" if eyes
               else "explain.hand_eye_none")
        lines.append(f"{_times(n, described(kind, t))} "
                     f"{_s(t, key, name=other, n=n, k=eyes)}")
    return Part("hands", _s(t, "ui.your_hand"), lines or [_s(t, "told.empty")])


def _piles(view: View, t: Words) -> Part:
    lines = [_s(t, "told.draw", n=view["draw_count"])]
    if view["draw_candidates"]:
        lines.append(f"{_s(t, 'ui.draw_list')}: " + ", ".join(
            _times(n, _name(k, t)) for k, n in view["draw_candidates"]) + ".")
    discard = view["discard"]
    if discard:
        lines.append(_s(t, "told.discard", n=len(discard), card=_name(discard[-1], t)))
        lines.append(_s(t, "told.discard_all", list=", ".join(
            _times(n, _name(k, t)) for k, n in _counted(discard))))
    else:
        lines.append(_s(t, "told.discard_empty"))
    if view["inplay"]:
        lines.append(f"{_s(t, 'zone.inplay')}: " + _and([_name(k, t) for k in view["inplay"]], t)
                     + ".")
    return Part("piles", _s(t, "told.piles"), lines)


def _scores(view: View, t: Words) -> Part:
    lines = [_s(t, "told.score", name=view["names"][s], castle=len(view["castles"][s]),
                gate=len(view["gates"][s])) for s in (0, 1)]
    lines += [_s(t, "explain.player_goal"),
              _s(t, "told.limit", max=view["max_turns"], turn=view["turn"])]
    return Part("scores", _s(t, "told.scores"), lines)


# ----- the moves ----------------------------------------------------------------------------------

def moves(view: View, t: Words) -> list[Group]:
    """The legal moves by kind, in the order the rules offer them."""
    groups: dict[str, list[Choice]] = {}
    headings: dict[str, str] = {}
    for move in view.get("legal", []):
        key, heading, words = _say(view, parse(move), t)
        groups.setdefault(key, []).append(Choice(move, words))
        headings[key] = heading
    return [Group(headings[key], choices) for key, choices in groups.items()]


def _say(view: View, m: Move, t: Words) -> tuple[str, str, str]:
    """A move's group (key and heading) and its words."""
    names = view["names"]
    mover = view["to_move"] if view["to_move"] is not None else 0
    opponent = names[1 - mover]
    if m.kind in (VETERAN, END):
        words = (_s(t, "told.veteran", n=view["veteran_attack"] or 0) if m.kind == VETERAN
                 else _s(t, "act.end"))
        return "turn", _s(t, "told.group.turn"), words
    if m.kind == SKIP:
        return PAY, _ask_text(view, _page(t)), _s(t, "act.skip")
    if m.kind == TARGET:
        attack = view["attack"]
        strength = attack["parts"][attack["i"]]["strength"] if attack else 0
        return TARGET, _s(t, "prompt.target"), (f"{_s(t, f'act.target_{m.where}', name=opponent)}"
                                                f" ({_s(t, 'told.strength', n=strength)})")
    if m.kind in (REACT, DECLINE):
        attack = view["attack"]
        assert attack is not None, "a Last Levy answers an attack"
        left = attack["parts"][attack["i"]]["after_levy"]
        heading = _s(t, "prompt.react", n=BY_ID["aufgebot"].params["minus"], left=left)
        words = (_s(t, "act.react", n=BY_ID["aufgebot"].params["minus"]) if m.kind == REACT
                 else _s(t, "act.decline"))
        return REACT, heading, words
    if m.kind == GO:
        return NARR, _s(t, "prompt.narr", n=view["narr"] or 0), _s(
            t, "told.narr_go", n=view["narr"] or 0, name=opponent)
    card = m.named_card
    if m.kind == SETUP:
        return f"setup_{m.where}", _s(t, f"told.group.setup_{m.where}"), _s(
            t, f"act.setup_{m.where}", card=_defending(card, m.place, t))
    if m.kind == REINFORCE:
        oger = "oger_" if card == "oger" else ""
        return REINFORCE, _s(t, "told.group.reinforce"), _s(
            t, f"act.reinforce_{oger}{m.where}", card=_defending(card, m.place, t))
    if m.kind in (PAY, DISCARD):
        heading = (_ask_text(view, _page(t)) if m.kind == PAY
                   else _s(t, "prompt.discard", n=view["due"][0][1] if view["due"] else 0))
        return m.kind, heading, _s(t, "act.discard", card=facts(card, t))
    if m.kind == NARR:
        return NARR, _s(t, "prompt.narr", n=view["narr"] or 0), _s(
            t, "act.narr_add", card=facts(card, t), n=BY_ID[card].attack)
    return PLAY, _s(t, "told.group.play"), _play(card, m, opponent, t)


def _play(card: str, m: Move, opponent: str, t: Words) -> str:
    name = _name(card, t)
    if m.where:  # the Builder, with its way
        said = _s(t, f"told.play_{m.where}", card=name)
    elif card in ("spion", "saboteur"):
        said = _s(t, "act.play_sos", card=name, name=opponent)
    elif BY_ID[card].attack is not None:
        said = _s(t, "act.play_attack", card=name, n=BY_ID[card].attack)
    else:
        said = _s(t, "act.play", card=name)
    return f"{said}. {_s(t, f'card.{card}.text').removeprefix('∞ ')}"
