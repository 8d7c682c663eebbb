""""Put target nontoken Rebel on the bottom of its owner's library." (Rebel Informer, Mercenary Informer;
the rules: ``rules.atoms.library_bottom``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.library_bottom import PutOnBottomOfLibrary
from oldframe.rules.model.cards import TargetSpec


class LibraryBottomTemplates:
    subtype_names: dict[str, str]

    def lb_nontoken_type_bottom(self, items: list[Token]) -> Clause:
        name = self.subtype_names.get(str(items[0]))
        if name is None:
            raise ValueError("a creature type")
        spec = TargetSpec(("creature",), filters=(f"creature_type:{name}", "nontoken"))
        return Clause((PutOnBottomOfLibrary(THIS_TARGET),), (spec,))


@renders(PutOnBottomOfLibrary)
def _render(eff: PutOnBottomOfLibrary, words: Words) -> list[str]:
    spec = words.specs[int(eff.what[7:])]
    ctype, nontoken = spec.filters if len(spec.filters) == 2 else ("", "")
    if spec.kinds != ("creature",) or not ctype.startswith("creature_type:") or nontoken != "nontoken":
        raise ValueError("target nontoken <creature type>")
    words.seen.add(eff.what)
    return [f"put target nontoken {ctype[14:]} on the bottom of its owner's library"]
