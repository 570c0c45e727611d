"""The contract every game follows: the protocol, the pending decision, the shared event
vocabulary, action shapes, the seeded RNG, replays, wording and the AI agents."""
from engines.core.decision import Decision
from engines.core.protocol import Action, Event, IllegalAction, Rules
from engines.core.rng import Rng

__all__ = ["Action", "Decision", "Event", "IllegalAction", "Rules", "Rng"]
