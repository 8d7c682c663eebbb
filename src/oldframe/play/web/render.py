"""Jinja2 environment for the web pages: package templates, autoescaping, a few display filters."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote, urlencode

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup, escape

_SYMBOL = re.compile(r"\{([^}]+)\}")


def mana(cost: str | None) -> Markup:
    """``{1}{R}{R}`` → one ``<abbr class="mana">`` per symbol (text stays readable and copyable)."""
    if not cost:
        return Markup("")
    out: list[str] = []
    pos = 0
    for m in _SYMBOL.finditer(cost):
        out.append(str(escape(cost[pos : m.start()])))
        sym = m.group(1)
        cls = sym.lower() if sym.upper() in "WUBRG" else "generic"
        out.append(f'<abbr class="mana mana-{escape(cls)}" title="{{{escape(sym)}}}">{escape(sym)}</abbr>')
        pos = m.end()
    out.append(str(escape(cost[pos:])))
    return Markup("".join(out))


def card_url(name: str) -> str:
    return "/card/" + quote(name, safe="")


def search_url(q: str, **extra: Any) -> str:
    params = {"q": q, **{k: v for k, v in extra.items() if v not in (None, "", 1)}}
    return "/?" + urlencode(params)


def csv_url(path: str, q: str) -> str:
    return path + ("?" + urlencode({"q": q}) if q else "")


def legality_label(status: str) -> str:
    return status.replace("_", " ")


def make_env() -> Environment:
    env = Environment(
        loader=PackageLoader("oldframe.play.web", "templates"),
        autoescape=select_autoescape(["html"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["mana"] = mana
    env.filters["legality"] = legality_label
    env.globals.update(card_url=card_url, search_url=search_url, csv_url=csv_url)
    return env
