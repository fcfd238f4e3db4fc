"""Port Royal texts in German (names as in seed 001) and English (names English players know).

Keys: "title"; "option.<key>"; "card.<id>" for every card; "kind.<kind>", "colour.<c>",
"ship.<c>", "contract.<id>", "tax.<kind>"; "log.<key>" format strings (str.format with the
entry's args; the page fills {name} from the entry's seat). Card and contract ids in log args
can be turned into names with `entry_text` below.
"""

from .cards import CARD, CONTRACT_IDS, PERSON, SHIP, TAX

_DE = {
    "title": "Port Royal",
    "option.random_start": "Startspieler zufällig (Yucata)",
    "option.no_coins_when_empty": "Keine Münzen, wenn Nachzieh- und Ablagestapel leer sind (Yucata)",
    "option.tax_when_empty": "Zusätzliche Steuererhöhung, wenn beim Entdecken keine Karten mehr da sind (Yucata)",
    "option.tax_on_reshuffle": "Zusätzliche Steuererhöhung beim zweiten Mischen im Entdecken (Yucata)",
    "option.expansion": "Erweiterung „Ein Auftrag geht noch…“ (Kontorist, Kanonier, Vizeadmiral, Schiffe, Aufträge)",
    "colour.Y": "gelb", "colour.B": "blau", "colour.G": "grün", "colour.R": "rot", "colour.K": "schwarz",
    "ship.Y": "Pinasse", "ship.B": "Fleute", "ship.G": "Barke", "ship.R": "Fregatte", "ship.K": "Galeone",
    "kind.trader": "Händler", "kind.settler": "Siedler", "kind.captain": "Kapitän",
    "kind.priest": "Priester", "kind.jack": "Tausendsassa", "kind.sailor": "Matrose",
    "kind.pirate": "Pirat", "kind.mademoiselle": "Fräulein", "kind.jester": "Witzbold",
    "kind.admiral": "Admiral", "kind.governor": "Gouverneur", "kind.clerk": "Kontorist",
    "kind.gunner": "Kanonier", "kind.viceadmiral": "Vizeadmiral",
    "tax.sabres": "Steuererhöhung (meiste Säbel)",
    "tax.points": "Steuererhöhung (wenigste Einflusspunkte)",
    "expedition": "Expeditionsaufruf",
    "symbol.captain": "Anker", "symbol.priest": "Kreuz", "symbol.settler": "Haus",
    "contract.comedian": "Komiker", "contract.lady_killer": "Charmeur",
    "contract.supremacy": "Seehoheit", "contract.colony": "Neue Kolonie",
    "contract.outpost": "Handelsposten", "contract.trader_prince": "Handelsfürst",
    "contract.cheap_staff": "Billiges Personal", "contract.fighter": "Kämpfer",
    "contract.explorer": "Entdecker", "contract.frigate_foe": "Fregattenschreck",
    "contract.galleon_foe": "Galeonenschreck", "contract.tax_officer": "Finanzbeamter",
    "contract.jinx": "Pechvogel", "contract.little_gamester": "Kleiner Zocker",
    "contract.gamester": "Zocker", "contract.pirates": "Piratenpack",
    "reason.empty": "keine Karten mehr zum Entdecken",
    "reason.reshuffle": "zweites Mischen im Entdecken",
    "log.start": "{name} ist Startspieler.",
    "log.turn": "Runde {round}: {name} ist am Zug.",
    "log.reveal": "{name} deckt als {n}. Karte {card} auf.",
    "log.repel": "{name} wehrt {card} ab.",
    "log.pirates_keep": "{name} legt {card} für das Piratenpack vor sich ab.",
    "log.bust": "{name} deckt {card} auf: zweites Schiff derselben Farbe, die Hafenauslage wird abgelegt.",
    "log.jester": "{name} erhält {coins} Münze(n) für Witzbolde.",
    "log.admiral": "{name} erhält {coins} Münzen für Admiräle.",
    "log.gunner": "{name} erhält {coins} Münze(n) für Kanoniere.",
    "log.viceadmiral": "{name} erhält {coins} Münze(n) für Vizeadmirale.",
    "log.stop": "{name} beendet das Entdecken.",
    "log.trade_phase": "Handeln & Heuern: {colours} Schiffsfarben, {name} darf {cards} Karte(n) nehmen.",
    "log.skip": "{name} wird übersprungen.",
    "log.pass": "{name} nimmt keine (weitere) Karte.",
    "log.trade_ship": "{name} handelt mit {card} und erhält {coins} Münze(n).",
    "log.refuse": "{name} handelt mit {card} und verzichtet auf die Münzen.",
    "log.extra_coin": "{name} erhält 1 Münze durch {card}.",
    "log.clerk": "{name} darf dank Kontorist {cards} weitere Karte(n) nehmen.",
    "log.hire": "{name} heuert {card} für {coins} Münze(n) an.",
    "log.fee": "{name} zahlt {coins} Münze an {payee_name}.",
    "log.clear": "Die übrigen {cards} Karte(n) der Hafenauslage kommen auf den Ablagestapel.",
    "log.expedition": "{name} erfüllt {card} und erhält {coins} Münzen.",
    "log.contract": "{name} erfüllt den Auftrag {contract} und erhält {coins} Münze(n).",
    "log.contract_step": "{name} rückt beim Auftrag {contract} auf Feld {step} vor.",
    "log.tax_pay": "{name} zahlt {coins} Münzen Steuern.",
    "log.tax_bonus": "{name} erhält 1 Münze von der Steuererhöhung.",
    "log.extra_tax": "Zusätzliche Steuererhöhung ({reason}).",
    "log.reshuffle": "Der Ablagestapel wird gemischt ({cards} Karten).",
    "log.no_coins": "{name} erhält {coins} Münze(n) nicht: Nachzieh- und Ablagestapel sind leer.",
    "log.owed": "{name} bekommt {coins} Münze(n) gutgeschrieben: die Stapel sind leer.",
    "log.owed_paid": "{name} erhält {coins} gutgeschriebene Münze.",
    "log.no_cards": "{name} kann keine Karte aufdecken.",
    "log.end_triggered": "{name} hat {points} Einflusspunkte: die Runde wird zu Ende gespielt.",
    "log.end": "Spielende. Es gewinnt: {winner_names}.",
}

_EN = {
    "title": "Port Royal",
    "option.random_start": "Random start player (Yucata)",
    "option.no_coins_when_empty": "No coins once draw and discard piles are empty (Yucata)",
    "option.tax_when_empty": "Extra tax increase when no card is left to discover (Yucata)",
    "option.tax_on_reshuffle": "Extra tax increase on the second reshuffle while discovering (Yucata)",
    "option.expansion": "Expansion “Just One More Contract” (Clerk, Gunner, Vice Admiral, ships, contracts)",
    "colour.Y": "yellow", "colour.B": "blue", "colour.G": "green", "colour.R": "red", "colour.K": "black",
    "ship.Y": "Pinnace", "ship.B": "Flute", "ship.G": "Skiff", "ship.R": "Frigate", "ship.K": "Galleon",
    "kind.trader": "Trader", "kind.settler": "Settler", "kind.captain": "Captain",
    "kind.priest": "Priest", "kind.jack": "Jack of all Trades", "kind.sailor": "Sailor",
    "kind.pirate": "Pirate", "kind.mademoiselle": "Mademoiselle", "kind.jester": "Jester",
    "kind.admiral": "Admiral", "kind.governor": "Governor", "kind.clerk": "Clerk",
    "kind.gunner": "Gunner", "kind.viceadmiral": "Vice Admiral",
    "tax.sabres": "Tax Increase (most swords)",
    "tax.points": "Tax Increase (fewest victory points)",
    "expedition": "Expedition",
    "symbol.captain": "anchor", "symbol.priest": "cross", "symbol.settler": "house",
    "contract.comedian": "Comedian", "contract.lady_killer": "Lady Killer",
    "contract.supremacy": "Maritime Supremacy", "contract.colony": "New Colony",
    "contract.outpost": "Trade Outpost", "contract.trader_prince": "Trader Prince",
    "contract.cheap_staff": "Cheap Staff", "contract.fighter": "Fighter",
    "contract.explorer": "Explorer", "contract.frigate_foe": "Frigate Foe",
    "contract.galleon_foe": "Galleon Foe", "contract.tax_officer": "Tax Officer",
    "contract.jinx": "Jinx", "contract.little_gamester": "Little Gamester",
    "contract.gamester": "Gamester", "contract.pirates": "Pack of Pirates",
    "reason.empty": "no card left to discover",
    "reason.reshuffle": "second reshuffle while discovering",
    "log.start": "{name} is the start player.",
    "log.turn": "Round {round}: {name}'s turn.",
    "log.reveal": "{name} reveals card {n}: {card}.",
    "log.repel": "{name} repels the {card}.",
    "log.pirates_keep": "{name} keeps the {card} for Pack of Pirates.",
    "log.bust": "{name} reveals the {card}: a second ship of one colour, the harbour is discarded.",
    "log.jester": "{name} gets {coins} coin(s) for Jesters.",
    "log.admiral": "{name} gets {coins} coins for Admirals.",
    "log.gunner": "{name} gets {coins} coin(s) for Gunners.",
    "log.viceadmiral": "{name} gets {coins} coin(s) for Vice Admirals.",
    "log.stop": "{name} stops discovering.",
    "log.trade_phase": "Trade & Hire: {colours} ship colours, {name} may take {cards} card(s).",
    "log.skip": "{name} is skipped.",
    "log.pass": "{name} takes no (more) cards.",
    "log.trade_ship": "{name} trades the {card} for {coins} coin(s).",
    "log.refuse": "{name} trades the {card}, refusing its coins.",
    "log.extra_coin": "{name} gets 1 coin from the {card}.",
    "log.clerk": "{name} may take {cards} more card(s) thanks to a Clerk.",
    "log.hire": "{name} hires the {card} for {coins} coin(s).",
    "log.fee": "{name} pays {coins} coin to {payee_name}.",
    "log.clear": "The {cards} card(s) left in the harbour are discarded.",
    "log.expedition": "{name} fulfils the {card} and gets {coins} coins.",
    "log.contract": "{name} completes the contract {contract} and gets {coins} coin(s).",
    "log.contract_step": "{name} moves to space {step} of the contract {contract}.",
    "log.tax_pay": "{name} pays {coins} coins in taxes.",
    "log.tax_bonus": "{name} gets 1 coin from the tax increase.",
    "log.extra_tax": "Extra tax increase ({reason}).",
    "log.reshuffle": "The discard pile is shuffled ({cards} cards).",
    "log.no_coins": "{name} does not get {coins} coin(s): draw and discard piles are empty.",
    "log.owed": "{name} is owed {coins} coin(s): the piles are empty.",
    "log.owed_paid": "{name} gets {coins} owed coin.",
    "log.no_cards": "{name} cannot reveal a card.",
    "log.end_triggered": "{name} has {points} victory points: the round is finished.",
    "log.end": "Game over. Winner(s): {winner_names}.",
}


def _card_name(strings, cid):
    c = CARD[cid]
    if c.type == SHIP:
        name = strings[f"ship.{c.colour}"]
        return f"{name} ({c.coins})" if not c.special else f"{name} ({c.coins}+1)"
    if c.type == PERSON:
        name = strings[f"kind.{c.kind}"]
        return f"{name} ({strings[f'colour.{c.colour}']})" if c.colour else name
    if c.type == TAX:
        return strings[f"tax.{c.tax}"]
    symbols = ", ".join(strings[f"symbol.{k}"] for k in c.needs)
    return f"{strings['expedition']} ({symbols})"


for _strings in (_DE, _EN):
    for _cid in CARD:
        _strings[f"card.{_cid}"] = _card_name(_strings, _cid)
    assert all(f"contract.{c}" in _strings for c in CONTRACT_IDS)

STRINGS = {"de": _DE, "en": _EN}


def entry_text(lang, entry, names):
    """A log entry as text, with card, contract and reason ids turned into names."""
    strings = STRINGS[lang]
    args = dict(entry)
    if "seat" in args and args["seat"] is not None:
        args["name"] = names[args["seat"]]
    if args.get("card") in CARD:
        args["card"] = strings[f"card.{args['card']}"]
    if "contract" in args:
        args["contract"] = strings[f"contract.{args['contract']}"]
    if "reason" in args and f"reason.{args['reason']}" in strings:
        args["reason"] = strings[f"reason.{args['reason']}"]
    return strings[f"log.{entry['k']}"].format(**args)
