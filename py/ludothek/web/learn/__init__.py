"""Learning at the table: a game's full rules (at the section that fits the position), the "?"
mode that says what a piece of the table is, and "Learn to play" (a guided first game). The
rules text, its screen and the "?" mode are imported when first used."""
