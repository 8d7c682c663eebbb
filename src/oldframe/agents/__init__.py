"""Players outside the rules core: they see only ``game.view(player)`` and pick legal actions."""
