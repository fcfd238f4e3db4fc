"""What Jacynth's pieces are and do now (the page's "?" mode, ludothek/draw/explain.py): the
city's in explain_city.py, the panel's here (players, tokens, hands, the draw pile, the scores,
the solitaire's deadlines and flip), each from the view of the seat at the device alone.

`what` is "<kind>:<arg>" as render.py marks it: card:c4, cell:c4, token:c4, hand:8MS,
district:M:a4, suit:M, player:1, tokens:1, handcount:1, pile:draw, score:1, deadlines:solo,
flip:5SW."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..draw.explain import Explanation
from ..draw.words import Words
from . import explain_city as city
from .explain_city import View, name_of, say
from .render import card_name, district_name
from .rulebook import catalogue
from .rules import SOLO_RANKS, TOKENS


def explain(view: View, what: str, t: Words) -> Explanation | None:
    kind, _, arg = what.partition(":")
    found: Explanation | None = None
    seat = int(arg) if arg.isdigit() else -1
    if kind in _CELL_KINDS and arg in view["cells"]:
        found = _CELL_KINDS[kind](view, arg, t)
    elif kind in _SEAT_KINDS and 0 <= seat < view["players"]:
        found = _SEAT_KINDS[kind](view, seat, t)
    elif kind == "hand":
        found = city.hand_card(view, arg, t)
    elif kind == "district":
        found = city.district(view, arg, t)
    elif kind == "suit":
        found = city.suit(view, arg, t)
    elif kind == "pile" and arg == "draw":
        found = _pile(view, t)
    elif kind == "deadlines" and "solo" in view:
        found = _deadlines(view, t)
    elif kind == "flip":
        found = _flip(view, arg, t)
    if found is None:
        return None
    return replace(found, title=found.title[:1].upper() + found.title[1:])  # "The Journey"


def _player(view: View, seat: int, t: Words) -> Explanation:
    left = view["tokens_left"][seat]
    lines = [say(t, "player_tokens", shape=t.game("jacynth", f"seat.{seat}"), left=left,
                 all=TOKENS)]
    n = view["hand_counts"][seat]
    lines.append(say(t, "player_hand_own" if seat == view["seat"] else "player_hand", n=n))
    lines.append(_score_line(view, seat, t))
    if view["to_move"] == seat:
        lines.append(say(t, "player_turn"))
    return Explanation(name_of(view, seat), tuple(lines), rules="end")


def _tokens(view: View, seat: int, t: Words) -> Explanation:
    left = view["tokens_left"][seat]
    lines = (say(t, "tokens", left=left, all=TOKENS, down=TOKENS - left), say(t, "tokens_rule"))
    return Explanation(say(t, "tokens_title", name=name_of(view, seat)), lines,
                       rules="solitaire" if view["players"] == 1 else "influence")


def _hand_count(view: View, seat: int, t: Words) -> Explanation:
    n = view["hand_counts"][seat]
    lines = (say(t, "handcount", n=n), say(t, "handcount_draw"))
    return Explanation(say(t, "handcount_title", name=name_of(view, seat)), lines, rules="setup")


def _pile(view: View, t: Words) -> Explanation:
    n = view["draw_count"]
    lines = [say(t, "pile", n=n) if n else say(t, "pile_empty"), say(t, "pile_draw")]
    if "solo" in view:
        lines.append(say(t, "pile_flip"))
    return Explanation(say(t, "pile_title"), tuple(lines),
                       rules="solitaire" if "solo" in view else "turn")


def _score_line(view: View, seat: int, t: Words) -> str:
    """The seat's points now, district by district (rules 'Scoring')."""
    own = sorted((d for d in view["districts"] if d["controller"] == seat),
                 key=lambda d: (-d["size"], d["suit"]))
    if not own:
        return say(t, "score_none")
    return say(t, "score_districts", n=sum(d["size"] for d in own), districts="; ".join(
        f"{district_name(view, d, t)} ({d['size']})" for d in own))


def _score(view: View, seat: int, t: Words) -> Explanation:
    score = view["scores"][seat]
    lines = [say(t, "score_rule"), _score_line(view, seat, t)]
    solo = view.get("solo")
    if solo is not None:
        lines.append(say(t, "solo_title", title=t.game("jacynth", f"solo_rank.{solo['rank']}")))
        above = [(low, key) for low, key in SOLO_RANKS if low > score]
        if above:
            low, key = above[-1]
            lines.append(say(t, "solo_next", n=low - score,
                             title=t.game("jacynth", f"solo_rank.{key}")))
        lines.append(say(t, "solo_titles", table="; ".join(
            f"{title}: {scores}" for title, scores in catalogue("ranks", t.lang))))
    elif "result" in view:
        result = view["result"]
        won = [name_of(view, s) for s in result["winners"]]
        key = "score_tie" if len(won) > 1 else "score_win"
        lines.append(say(t, key, name=" / ".join(won), best=max(result["scores"])))
    return Explanation(say(t, "score_title", name=name_of(view, seat), n=score), tuple(lines),
                       rules="solitaire" if solo is not None else "end")


def _deadlines(view: View, t: Words) -> Explanation:
    solo = view["solo"]
    played, down = solo["played"], solo["tokens_down"]
    due = "; ".join(t.game("jacynth", "solo.deadline", count=count, after=after)
                    + (" ✓" if down >= count else "") for after, count in solo["deadlines"])
    lines = [say(t, "deadlines_played", n=played, total=solo["to_play"], down=down,
                 all=TOKENS), say(t, "deadlines_list", due=due)]
    ahead = [(after, count) for after, count in solo["deadlines"] if down < count]
    if solo["token_forced"]:
        lines.append(say(t, "deadline_now"))
    elif ahead:
        after, count = ahead[0]
        lines.append(say(t, "deadline_next", count=count, after=after,
                         n=max(after - played, 0)))
    else:
        lines.append(say(t, "deadlines_done"))
    return Explanation(say(t, "deadlines_title"), tuple(lines), rules="solitaire")


def _flip(view: View, card: str, t: Words) -> Explanation | None:
    """The card the latest solitaire flip turned up (face up on the table for all to see)."""
    for entry in reversed(view["log"]):
        if entry.get("k") == "play":
            return None
        if entry.get("k") in ("flip_keep", "flip_swap") and entry.get("card") == card:
            said = t.game("jacynth", f"solo.{entry['k']}", card=card_name(card, t),
                          played=card_name(entry["played"], t))
            return Explanation(card_name(card, t), (city.card_facts(card, t),
                                                    say(t, "flip_rule"), said),
                               rules="solitaire")
    return None


_CELL_KINDS: dict[str, Callable[[View, str, Words], Explanation | None]] = {
    "card": city.city_card, "cell": city.city_card, "token": city.influence_token}
_SEAT_KINDS: dict[str, Callable[[View, int, Words], Explanation]] = {
    "player": _player, "tokens": _tokens, "handcount": _hand_count, "score": _score}
