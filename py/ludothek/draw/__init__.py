"""The table kit the games' renderers share: the escaping markup builder (markup.py), words
and their filling (words.py: the `Words` a renderer gets, `GameWords`, the word tables) and the
table's conventions (table.py: buttons, move targets, choices, cards that enlarge and their
dialog). A renderer imports this kit and its own game, never another game; nothing here knows
the page or a game."""
