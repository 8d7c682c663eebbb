"""Targets by a number: "Destroy target creature with mana value 3 or less. It can't be regenerated."
(Smother), "Destroy target creature with power 4 or greater. It can't be regenerated." (Reprisal).
The number is read as the target is chosen and again as the spell resolves (CR 608.2b; 2003: 413.2a):
``rules.target_filters`` ("mv_le", "power_ge")."""

from __future__ import annotations

from lark import Token


class TargetStatTemplates:
    def ts_suf_mv_le(self, items: list[Token]) -> str:
        return f"mv_le:{int(items[0])}"

    def ts_suf_power_ge(self, items: list[Token]) -> str:
        return f"power_ge:{int(items[0])}"
