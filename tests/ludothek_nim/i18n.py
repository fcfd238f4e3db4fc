"""Nim's words."""

WORDS = {
    "de": {
        "title": "Nim",
        "blurb": "Nimm Hölzchen von einem Haufen; wer das letzte nimmt, gewinnt.",
        "help": "Ziel: das letzte Hölzchen nehmen.\n\nIm Zug nimmt man beliebig viele Hölzchen "
                "von einem Haufen.\n\nMisère: Wer das letzte nimmt, verliert.",
        "option.heaps": "Haufen", "option.heaps.3-5-7": "3, 5, 7", "option.heaps.1-2-3-4": "1, 2, 3, 4",
        "option.misere": "Misère", "option.hidden": "Geheimer Haufen",
        "take": "{n} {n:Hölzchen|Hölzchen} von Haufen {heap} nehmen",
        "final": "{heaps} {heaps:Haufen|Haufen} leer geräumt.",
        "log.take": "{name} nimmt {n} {n:Hölzchen|Hölzchen} von Haufen {heap}.",
        "log.end": "{name} gewinnt.",
        "refuse.too_many": "Haufen {heap} hat nur {size} {size:Hölzchen|Hölzchen}.",
        "explain.heap": "Haufen {heap}", "explain.secret": "Wie groß er ist, weißt nur du nicht.",
        "explain.size": "{n} {n:Hölzchen|Hölzchen}: Nimm im Zug beliebig viele davon.",
    },
    "en": {
        "title": "Nim",
        "blurb": "Take counters from one heap; whoever takes the last one wins.",
        "help": "Goal: take the last counter.\n\nOn your turn take any number of counters from "
                "one heap.\n\nMisère: whoever takes the last counter loses.",
        "option.heaps": "Heaps", "option.heaps.3-5-7": "3, 5, 7", "option.heaps.1-2-3-4": "1, 2, 3, 4",
        "option.misere": "Misère", "option.hidden": "Secret heap",
        "take": "Take {n} {n:counter|counters} from heap {heap}",
        "final": "{heaps} {heaps:heap|heaps} cleared.",
        "log.take": "{name} takes {n} {n:counter|counters} from heap {heap}.",
        "log.end": "{name} wins.",
        "refuse.too_many": "heap {heap} holds only {size} {size:counter|counters}.",
        "explain.heap": "Heap {heap}", "explain.secret": "Its size is hidden from you.",
        "explain.size": "{n} {n:counter|counters}: on your turn take any number of them.",
    },
}
