"""Translation: one table per language for the shared page, plus each game's own `i18n.py`.

A missing key shows as the key itself (and a test fails on any key missing in one language).
"""

import functools
from collections.abc import Iterable
from types import ModuleType
from typing import Any

from ..core import registry
from ..draw.words import fill

LANGUAGES = ("de", "en")
# Log args whose values name a thing get its translated name as `<arg>_name`, looked up as
# `<kind>.<value>` in the game's strings.
NAMED_KINDS = ("card", "suit")

STRINGS = {
    "de": {
        "app.title": "Ludothek",
        "app.tagline": "Vier klassische Tischspiele im Browser, ohne Server.",
        "loading": "Lädt",
        "home.games": "Spiele",
        "home.saved": "Gespeicherte Partien",
        "home.no_saves": "Noch keine gespeicherten Partien.",
        "home.coming": "kommt bald",
        "home.new": "Neue Partie",
        "home.players": "Spieler",
        "home.facts": "{players} · {minutes} Minuten",
        "home.players_exactly": "{n} Spieler",
        "home.players_range": "{low}–{high} Spieler",
        "home.start": "Partie beginnen",
        "home.resume": "Weiterspielen",
        "home.view": "Ansehen",
        "game.too_quick": "Zu schnell nach dem letzten Tippen: Tippe noch einmal, um das zu spielen.",
        "home.continue": "Weiterspielen, wo du warst",
        "home.delete": "Löschen",
        "home.export": "Als Datei sichern",
        "home.delete_confirm": "Diese gespeicherte Partie löschen?",
        "home.damaged": "Beschädigter Spielstand",
        "home.turn": "{name} ist am Zug",
        "home.finished": "beendet",
        "home.player_name": "Name von Spieler {n}",
        "home.language": "Sprache",
        "settings.motion": "Züge animieren",
        "home.seat_kind": "Spielt",
        "seat.human": "Person", "seat.easy": "Computer (leicht)", "seat.normal": "Computer (mittel)",
        "seat.strong": "Computer (stark)",
        "seat.computer_numbered": "Computer {n} ({level})", "seat.player_name": "Spieler {n}",
        "level.easy": "leicht", "level.normal": "mittel", "level.strong": "stark",
        "game.thinking": "{name} denkt nach…",
        "game.bot_played": "{name}: {move}",
        "game.to_move": "{name} ist am Zug",
        "game.over": "Partie beendet",
        "game.winner": "{names} gewinnt",
        "game.draw": "Unentschieden: {names}",
        "game.log": "Spielverlauf",
        "game.undo": "Zurücknehmen",
        "game.undo_for": "{name}: Zug zurücknehmen",
        "game.share": "Teilen",
        "game.rules": "Regeln",
        "game.home": "Übersicht",
        "game.final": "Endwertung",
        "game.close": "Schließen",
        "rules.back_game": "Zurück zum Spiel",
        "rules.back_home": "Zurück zur Übersicht",
        "rules.contents": "Inhalt",
        "rules.unknown_section": "Einen Abschnitt „{section}“ gibt es in diesen Regeln nicht: hier sind sie von Anfang an.",
        "rules.unknown_game": "Ein Spiel „{game}“ gibt es hier nicht, also auch keine Regeln dazu.",
        "game.confirm": "Bestätigen",
        "game.cancel": "Abbrechen",
        "share.title": "Partie teilen",
        "share.text": "Dieser Link öffnet genau diese Stellung in einem anderen Browser.",
        "share.hidden": "Achtung: Der Link enthält die ganze Partie, auch verdeckte Karten.",
        "share.copy": "Link kopieren",
        "share.copied": "Kopiert.",
        "share.sheet": "Teilen…",
        "share.qr_label": "QR-Code des Links",
        "share.qr_caption": "Mit der Kamera eines Handys scannen, um die Partie dort zu öffnen.",
        "share.qr_loading": "QR-Code wird gezeichnet…",
        "share.qr_failed": "Der QR-Code konnte nicht geladen werden. Der Link unten geht.",
        "privacy.pass": "Gib das Gerät an {name} weiter.",
        "privacy.ready": "Ich bin {name}: zeigen",
        "error.illegal": "Dieser Zug ist nicht erlaubt: {detail}",
        "error.refused": "Das geht nicht: {reason}",
        "explain.mode": "Erklären: Tippe ein Teil an, um zu erfahren, was es ist",
        "explain.on": "Erklären ist an: Tippe eine Karte, ein Feld oder eine Anzeige an. „?“ schaltet es aus.",
        "explain.title": "Erklärung",
        "explain.nothing": "Dazu gibt es hier nichts zu erklären.",
        "explain.rules": "Mehr in den Regeln",
        "explain.score_title": "Punkte von {name}",
        "explain.score": "{name} steht jetzt bei {score}.",
        "error.corrupt": "Die Partie ist beschädigt und kann nicht geöffnet werden.",
        "error.tampered": "Die Partie wurde verändert: ein Zug darin ist nicht erlaubt.",
        "error.unknown-game": "Dieses Spiel kennt diese Version von Ludothek nicht.",
        "error.outdated": "Die Partie stammt aus einer älteren Version der Regeln und kann nicht mehr geöffnet werden. Sie bleibt gespeichert.",
        "error.newer": "Die Partie stammt aus einer neueren Version von Ludothek. Sie bleibt gespeichert.",
        "error.link_outdated": "Dieser Link stammt aus einer älteren Version der Regeln und kann nicht mehr geöffnet werden. Nichts wurde gespeichert oder verändert.",
        "error.link_newer": "Dieser Link stammt aus einer neueren Version von Ludothek. Lade die Seite neu, um sie zu aktualisieren, und öffne den Link dann noch einmal. Nichts wurde verändert.",
        "error.link": "Der Link ist beschädigt oder unvollständig: vielleicht wurde er abgeschnitten oder verändert.",
        "error.save_failed": "Speichern nicht möglich (Speicher voll?). Die Partie bleibt geöffnet; teile sie als Link, um sie zu sichern.",
        "error.not_found": "Diese gespeicherte Partie gibt es nicht mehr.",
        "error.no_storage": "Dieser Browser lässt die Seite nichts speichern (Website-Daten blockiert). Du kannst spielen, aber nichts bleibt nach dem Schließen; teile eine Partie als Link, um sie zu sichern.",
        "error.forked": "Diese Partie ging in einem anderen Tab weiter. Dein Zug ist als eigene Partie gespeichert; die andere bleibt unverändert.",
        "error.internal": "Ein Fehler ist aufgetreten: {detail}",
        "replay.label": "Nachspielen",
        "replay.first": "Zum Anfang", "replay.prev": "Ein Zug zurück",
        "replay.next": "Ein Zug vor", "replay.last": "Zur aktuellen Stellung",
        "replay.position": "Zug {ply} von {last}",
        "replay.banner": "Rückblick nach Zug {ply} von {last}. Gespielt wird in der aktuellen Stellung.",
        "replay.back": "Zurück zur Partie",
        "replay.line": "Stellung nach diesem Zug zeigen",
        "replay.share_at": "Der Link öffnet die Partie bei Zug {ply}.",
        "guide.title": "Geführte Partie",
        "guide.step": "Schritt {n} von {of}",
        "guide.rule": "Die Regel dazu",
        "guide.leave": "Führung beenden",
        "guide.play_on": "Allein weiterspielen",
        "guide.finished": "Das war die Führung. Die Partie geht gegen den Computer weiter.",
        "guide.follow": "In der geführten Partie ist jetzt der markierte Zug dran. Tippe ihn an – oder beende die Führung und spiele frei.",
        "home.learn": "Spielen lernen",
        "home.learned": "gelernt",
        "hint.option": "Tipps erlauben",
        "hint.ask": "Tipp",
        "hint.thinking": "Der Computer sucht einen Tipp…",
        "hint.shown": "Tipp: der markierte Zug.",
        "review.open": "Analyse",
        "review.title": "Analyse durch den Computer",
        "review.close": "Analyse schließen",
        "review.chart": "Gewinnchance jeder Seite nach jedem Zug",
        "review.progress": "Der Computer prüft Zug {done} von {total}…",
        "review.failed": "Die Analyse ist fehlgeschlagen. „Analyse“ versucht es noch einmal.",
        "review.column": "Zug {n}: {name} spielt {move} ({chance})",
        "review.forced": "Zug {n}: {name} spielt {move}, den einzigen möglichen Zug.",
        "review.agreed": "Zug {n}: {name} spielt {move}, wie der Computer (Gewinnchance {chance}).",
        "review.better": "Zug {n}: {name} spielt {move} (Gewinnchance {chance}); der Computer zieht {best} vor ({best_chance}), auf dem Tisch markiert.",
        "review.inaccuracy": "Ungenauigkeit", "review.mistake": "Fehler", "review.blunder": "Patzer",
        "review.inaccuracys": "Ungenauigkeiten", "review.mistakes": "Fehler",
        "review.blunders": "Patzer",
        "review.accuracy": "Genauigkeit", "review.deciding": "Entscheidender Zug",
        "review.move_no": "Zug {n}",
        "review.how": "Jeder Zug wird aus der Sicht seines Spielers beurteilt (verdeckte Karten bleiben verdeckt). Verlorene Gewinnchance gegenüber dem Zug des Computers: ab {inaccuracy} Prozentpunkten eine Ungenauigkeit, ab {mistake} ein Fehler, ab {blunder} ein Patzer. Genauigkeit: 100 minus der mittlere Verlust in Prozentpunkten über die Züge mit Wahl. Entscheidend: der Zug, der die eigene Gewinnchance am stärksten veränderte.",
        "hint.none": "Für diesen Zug gibt es keinen Tipp.",
        "hint.used": "Tipps genutzt",
        "hint.used_by": "{name}: {n}",
        "record.title": "Deine Bilanz",
        "record.empty": "Noch keine beendete Partie.",
        "record.finished": "Beendete Partien",
        "record.against": "Gegen den Computer",
        "record.level": "{level}: {won} von {played} gewonnen",
        "record.solo": "Beste Solopartie",
        "record.solo_best": "{game}: {score} {score:Punkt|Punkte}",
        "record.solo_rank": "{game}: {score} {score:Punkt|Punkte} ({rank})",
        "backup.title": "Sicherung",
        "backup.text": "Alle gespeicherten Partien in eine Datei sichern oder aus einer Sicherung auf dieses Gerät holen.",
        "backup.export": "Alle Partien sichern",
        "backup.import": "Sicherung laden",
        "backup.exported": "{n} {n:Partie|Partien} gesichert.",
        "backup.left_out": "{n} {n:beschädigte Partie blieb|beschädigte Partien blieben} draußen.",
        "backup.done": "Sicherung geladen: {added} neu, {updated} aktualisiert, {skipped} schon vorhanden.",
        "backup.renamed": "{n} {n:Partie ging|Partien gingen} hier anders weiter und {n:wurde|wurden} daneben gespeichert.",
        "backup.bad": "Die Datei ist keine gültige Ludothek-Sicherung: {detail} Es wurde nichts geändert.",
        "backup.why.corrupt": "Sie ist beschädigt oder keine Sicherung.",
        "backup.why.too_large": "Sie ist zu groß.",
        "backup.why.damaged_save": "Eine Partie darin ist beschädigt.",
        "backup.why.damaged_record": "Die Statistik darin ist beschädigt.",
        "backup.newer": "Die Sicherung stammt aus einer neueren Version von Ludothek. Es wurde nichts geändert.",
        "backup.full": "Der Speicher reicht für diese Sicherung nicht. Es wurde nichts geändert.",
        "error.dismiss": "OK",
    },
    "en": {
        "app.title": "Ludothek",
        "app.tagline": "Four classic table games in your browser, no server.",
        "loading": "Loading",
        "home.games": "Games",
        "home.saved": "Saved games",
        "home.no_saves": "No saved games yet.",
        "home.coming": "coming soon",
        "home.new": "New game",
        "home.players": "Players",
        "home.facts": "{players} · {minutes} minutes",
        "home.players_exactly": "{n} {n:player|players}",
        "home.players_range": "{low}–{high} players",
        "home.start": "Start game",
        "home.resume": "Resume",
        "home.view": "View",
        "game.too_quick": "Too quick after the last tap: tap again to play that.",
        "home.continue": "Continue where you left off",
        "home.delete": "Delete",
        "home.export": "Save as a file",
        "home.delete_confirm": "Delete this saved game?",
        "home.damaged": "Damaged save",
        "home.turn": "{name} to move",
        "home.finished": "finished",
        "home.player_name": "Name of player {n}",
        "home.language": "Language",
        "settings.motion": "Animate moves",
        "home.seat_kind": "Played by",
        "seat.human": "Person", "seat.easy": "Computer (easy)", "seat.normal": "Computer (normal)",
        "seat.strong": "Computer (strong)",
        "seat.computer_numbered": "Computer {n} ({level})", "seat.player_name": "Player {n}",
        "level.easy": "easy", "level.normal": "normal", "level.strong": "strong",
        "game.thinking": "{name} is thinking…",
        "game.bot_played": "{name}: {move}",
        "game.to_move": "{name} to move",
        "game.over": "Game over",
        "game.winner": "{names} wins",
        "game.draw": "Draw: {names}",
        "game.log": "Game log",
        "game.undo": "Undo",
        "game.undo_for": "Undo {name}'s move",
        "game.share": "Share",
        "game.rules": "Rules",
        "game.home": "Games",
        "game.final": "Final scoring",
        "game.close": "Close",
        "rules.back_game": "Back to the game",
        "rules.back_home": "Back to the games",
        "rules.contents": "Contents",
        "rules.unknown_section": "These rules have no section “{section}”: here they are from the top.",
        "rules.unknown_game": "There is no game “{game}” here, so there are no rules for it either.",
        "game.confirm": "Confirm",
        "game.cancel": "Cancel",
        "share.title": "Share this game",
        "share.text": "This link opens exactly this position in another browser.",
        "share.hidden": "Note: the link holds the whole game, hidden cards included.",
        "share.copy": "Copy link",
        "share.copied": "Copied.",
        "share.sheet": "Share…",
        "share.qr_label": "QR code of the link",
        "share.qr_caption": "Scan it with a phone's camera to open the game there.",
        "share.qr_loading": "Drawing the QR code…",
        "share.qr_failed": "The QR code could not be loaded. The link below works.",
        "privacy.pass": "Pass the device to {name}.",
        "privacy.ready": "I am {name}: show",
        "error.illegal": "That move is not allowed: {detail}",
        "error.refused": "Not possible: {reason}",
        "explain.mode": "Explain: tap a piece to learn what it is",
        "explain.on": "Explaining: tap a card, square or marker to learn what it is. '?' turns it off.",
        "explain.title": "Explanation",
        "explain.nothing": "There is nothing to explain here.",
        "explain.rules": "More in the rules",
        "explain.score_title": "{name}'s score",
        "explain.score": "{name} has {score} now.",
        "error.corrupt": "This game is damaged and cannot be opened.",
        "error.tampered": "This game was altered: one of its moves is not legal.",
        "error.unknown-game": "This version of Ludothek does not know that game.",
        "error.outdated": "This game was saved under an older version of the rules and can no longer be opened. It stays saved.",
        "error.newer": "This game comes from a newer version of Ludothek. It stays saved.",
        "error.link_outdated": "This link comes from an older version of the rules and can no longer be opened. Nothing was saved or changed.",
        "error.link_newer": "This link comes from a newer version of Ludothek. Reload the page to update it, then open the link again. Nothing was changed.",
        "error.link": "The link is damaged or incomplete: it may have been cut off or changed.",
        "error.save_failed": "Could not save (storage full?). The game stays open; share it as a link to keep it.",
        "error.not_found": "That saved game no longer exists.",
        "error.no_storage": "This browser lets the site keep nothing (site data is blocked). You can play, but nothing stays after you close it; share a game as a link to keep it.",
        "error.forked": "This game moved on in another tab. Your move is saved as a game of its own; the other one stays as it was.",
        "error.internal": "Something went wrong: {detail}",
        "replay.label": "Replay",
        "replay.first": "To the start", "replay.prev": "One move back",
        "replay.next": "One move forward", "replay.last": "To the present position",
        "replay.position": "Move {ply} of {last}",
        "replay.banner": "Looking back: after move {ply} of {last}. Moves are made in the present position.",
        "replay.back": "Back to the game",
        "replay.line": "Show the position after this move",
        "replay.share_at": "The link opens the game at move {ply}.",
        "guide.title": "Guided game",
        "guide.step": "Step {n} of {of}",
        "guide.rule": "The rule",
        "guide.leave": "Leave the guide",
        "guide.play_on": "Play on alone",
        "guide.finished": "That was the guided part. The game goes on against the computer.",
        "guide.follow": "In the guided game the lit move comes now. Tap it, or leave the guide and play freely.",
        "home.learn": "Learn to play",
        "home.learned": "learned",
        "hint.option": "Allow hints",
        "hint.ask": "Hint",
        "hint.thinking": "The computer is looking for a hint…",
        "hint.shown": "Hint: the marked move.",
        "review.open": "Review",
        "review.title": "The computer's review",
        "review.close": "Close the review",
        "review.chart": "Each side's chance to win after every move",
        "review.progress": "The computer is judging move {done} of {total}…",
        "review.failed": "The review failed. “Review” tries again.",
        "review.column": "Move {n}: {name} plays {move} ({chance})",
        "review.forced": "Move {n}: {name} plays {move}, the only move there was.",
        "review.agreed": "Move {n}: {name} plays {move}, as the computer would (chance to win {chance}).",
        "review.better": "Move {n}: {name} plays {move} (chance to win {chance}); the computer prefers {best} ({best_chance}), marked on the table.",
        "review.inaccuracy": "Inaccuracy", "review.mistake": "Mistake", "review.blunder": "Blunder",
        "review.inaccuracys": "Inaccuracies", "review.mistakes": "Mistakes",
        "review.blunders": "Blunders",
        "review.accuracy": "Accuracy", "review.deciding": "Deciding move",
        "review.move_no": "Move {n}",
        "review.how": "Each move is judged from what its player could see (hidden cards stay hidden). Chance to win lost against the computer's move: from {inaccuracy} percentage points an inaccuracy, from {mistake} a mistake, from {blunder} a blunder. Accuracy: 100 minus the mean loss in percentage points over the moves with a choice. Deciding: the move that changed its player's own chance the most.",
        "hint.none": "There is no hint for this move.",
        "hint.used": "Hints used",
        "hint.used_by": "{name}: {n}",
        "record.title": "Your record",
        "record.empty": "No finished game yet.",
        "record.finished": "Games finished",
        "record.against": "Against the computer",
        "record.level": "{level}: won {won} of {played}",
        "record.solo": "Best solitaire",
        "record.solo_best": "{game}: {score} {score:point|points}",
        "record.solo_rank": "{game}: {score} {score:point|points} ({rank})",
        "backup.title": "Backup",
        "backup.text": "Save every saved game to one file, or bring the games of a backup onto this device.",
        "backup.export": "Back up all games",
        "backup.import": "Load a backup",
        "backup.exported": "{n} {n:game|games} backed up.",
        "backup.left_out": "{n} damaged {n:save was|saves were} left out.",
        "backup.done": "Backup loaded: {added} new, {updated} updated, {skipped} already here.",
        "backup.renamed": "{n} {n:game|games} went on differently here and {n:was|were} kept beside it.",
        "backup.bad": "The file is not a valid Ludothek backup: {detail} Nothing was changed.",
        "backup.why.corrupt": "it is damaged or not a backup.",
        "backup.why.too_large": "it is too large.",
        "backup.why.damaged_save": "a game in it is damaged.",
        "backup.why.damaged_record": "the record in it is damaged.",
        "backup.newer": "The backup comes from a newer version of Ludothek. Nothing was changed.",
        "backup.full": "There is not enough storage for this backup. Nothing was changed.",
        "error.dismiss": "OK",
    },
}


def game_i18n(game_id: str) -> ModuleType:
    return registry.words(game_id)


def game_strings(game_id: str) -> dict[str, dict[str, str]]:
    """The game's word tables, {lang: {key: template}} (its words module's WORDS)."""
    return registry.word_tables(game_id)


def pick_language(preferred: Iterable[str] | None) -> str:
    """The first supported language among the browser's preferences (e.g. ['de-AT', 'en'])."""
    for tag in preferred or ():
        code = str(tag).split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


class Translator:
    """Words in one language: the page's (`t(key)`) and a game's (`t.game(id, key)`)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in LANGUAGES else "en"
        # Each game's table in this language, looked up once: a redraw asks for hundreds of words.
        self._games: dict[str, dict[str, str]] = {}

    def _game_words(self, game_id: str) -> dict[str, str]:
        words = self._games.get(game_id)
        if words is None:
            words = self._games[game_id] = game_strings(game_id)[self.lang]
        return words

    def __call__(self, key: str, **args: Any) -> str:
        return fill(STRINGS[self.lang].get(key, key), args)

    def game(self, game_id: str, key: str, **args: Any) -> str:
        return fill(self._game_words(game_id).get(key, key), args)

    def has_game(self, game_id: str, key: str) -> bool:
        return key in self._game_words(game_id)

    def log_line(self, game_id: str, entry: dict[str, Any], names: list[str]) -> str:
        """One log entry as a sentence: the game's `log.<k>` template filled with the entry's
        args, `{name}` (the player name of the entry's `seat`), `{<arg>_name}` for each arg
        that names a card or suit, and whatever the game's `log_args(lang, entry, names)`
        adds (other seats' names, lists of cards)."""
        module = game_i18n(game_id)
        table = self._game_words(game_id)
        args = {k: v for k, v in entry.items() if k not in ("k", "to")}
        for key, value in list(args.items()):
            for kind in NAMED_KINDS:
                if isinstance(value, str) and f"{kind}.{value}" in table:
                    args[f"{key}_name"] = table[f"{kind}.{value}"]
                    break
        seat = entry.get("seat")
        if isinstance(seat, int) and 0 <= seat < len(names):
            args["name"] = names[seat]
        extra = getattr(module, "log_args", None)
        if extra is not None:
            args.update(extra(self.lang, entry, names))
        return fill(table.get(f"log.{entry['k']}", entry["k"]), args)


@functools.lru_cache(maxsize=None)
def translator(lang: str) -> Translator:
    """The one Translator of a language (it keeps each game's words once looked up)."""
    return Translator(lang)
