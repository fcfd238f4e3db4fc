"""Play without seeing (issue 50): the table told in words, the moves as a list to choose from
or to type, and one live region that says each move as it is made."""
