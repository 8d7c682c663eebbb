"""Magical War, Donald Tsang's free-for-all variant with a Nuclear War-style pipeline
(/work/shared/rules/magical-war.md; docs/magical-war.md). Rule numbers ``MW 3.3`` refer to that text.

A feature, not part of the core: the core imports nothing from here. Its rules join the engine
through :mod:`oldframe.rules.extensions`, registered in :mod:`oldframe.rules.features`; its state is
:class:`~oldframe.rules.magical_war.state.MagicalWar` in ``GameState.variant``.

* :mod:`.state` — the variant's state: the common stock, pipelines and their sizes, set-up stages;
* :mod:`.stock` — one stock from all decks, drawing from it, the common graveyard's reshuffle (MW 1);
* :mod:`.setup` — nine-card hands, the Paris mulligan from nine, the initial round, pipelines (MW 2);
* :mod:`.pipeline` — drawing to hand size + 1, the pipeline subphase, what is cast from hand (MW 3);
* :mod:`.last_gasp` — an eliminated player's last instants, sorceries and attack (MW 4);
* :mod:`.errata` — the variant's versions of Black Vise, The Rack, Library of Leng, Fastbond,
  Contract from Below and Darkpact (MW 6), as static kinds and atoms (no card name here).
"""

from __future__ import annotations

NAME = "magical-war"
