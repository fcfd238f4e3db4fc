"""Drawing kit shared by the games' renderers: the escaping markup builder and small pieces
(text wrapping, card frames, clickable move targets). Nothing here knows the page or a game."""
