"""The protocol every game follows, the seeded RNG, replays and the AI agents."""
from engines.core.protocol import Action, Event, IllegalAction, Rules
from engines.core.rng import Rng

__all__ = ["Action", "Event", "IllegalAction", "Rules", "Rng"]
