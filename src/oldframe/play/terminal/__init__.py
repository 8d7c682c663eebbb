"""The terminal client of ``oldframe play``: a person against the computer, in plain text."""
