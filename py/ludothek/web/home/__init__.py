"""The home screen: the games and their new-game forms, the saved games (resumed, exported,
deleted), the player's record, backups, and sharing a game as a link or a QR code."""
