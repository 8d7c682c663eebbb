"""The one error a search query can raise: it names the bad token and where it is."""

from __future__ import annotations


class QueryError(ValueError):
    """A malformed query. ``position`` counts characters from 1 (what a person reading the query sees)."""

    def __init__(self, message: str, query: str, offset: int, length: int = 1) -> None:
        self.query = query
        self.offset = max(0, min(offset, len(query)))
        self.length = max(1, length)
        self.position = self.offset + 1
        self.reason = message
        super().__init__(f"{message} at position {self.position}")

    @property
    def message(self) -> str:
        return str(self)

    def caret(self) -> str:
        """The query on one line and ``^~~`` under the bad token on the next."""
        return f"{self.query}\n{' ' * self.offset}^{'~' * (self.length - 1)}"

    def render(self) -> str:
        """Message plus caret rendering, for terminals and ``<pre>`` blocks."""
        return f"{self}\n{self.caret()}"
