"""Card data, the Oracle-text compiler, 2003 wording, search and formats (no game rules here)."""
