"""A tiny hidden-information trick game implementing the engine protocol, for the
search-agent tests.

Cards 1..(hand*players + 5). Each player is dealt ``hand`` cards; the rest lie face down
out of the game. Every trick is worth a prize, drawn at random (from the state's RNG)
from the prizes 1..hand still in the pool and shown before the trick starts. The leader
plays a card face up, then each other player in seat order plays one; the highest card
wins the trick and its prize, and its winner leads the next. After ``hand`` tricks the
player(s) with the most points win.

Skill matters (spend high cards on big prizes, win cheaply, dump low cards), the
opponents' hands are hidden and the prize order is chance: ``view`` replaces hidden
cards by ``None`` placeholders, forgets the out-of-game cards and scrambles the RNG, and
``determinize`` refills the hidden cards at random from those the player has not seen.
"""
from __future__ import annotations

from engines.core.agents import RandomAgent
from engines.core.protocol import IllegalAction
from engines.core.rng import Rng

HIDDEN = None


class ToyState:
    __slots__ = ("players", "hand_size", "hands", "out", "trick", "to_move", "points",
                 "played", "prize", "prizes", "rng", "viewer")

    def clone(self) -> "ToyState":
        s = ToyState.__new__(ToyState)
        s.players = self.players
        s.hand_size = self.hand_size
        s.hands = [list(h) for h in self.hands]
        s.out = list(self.out)
        s.trick = list(self.trick)
        s.to_move = self.to_move
        s.points = list(self.points)
        s.played = list(self.played)
        s.prize = self.prize
        s.prizes = list(self.prizes)
        s.rng = self.rng.clone()
        s.viewer = self.viewer
        return s


def _deck_size(players: int, hand: int) -> int:
    return hand * players + 5


class ToyRules:
    name = "toy"
    title = "Toy Tricks"

    # ---------------------------------------------------------------- setup
    def new_game(self, config: dict, seed: int) -> ToyState:
        n = int(config.get("players", 2))
        hand = int(config.get("hand", 5))
        deck = list(range(1, _deck_size(n, hand) + 1))
        rng = Rng(seed)
        rng.shuffle(deck)
        s = ToyState()
        s.players = n
        s.hand_size = hand
        s.hands = [sorted(deck[i * hand:(i + 1) * hand]) for i in range(n)]
        s.out = sorted(deck[n * hand:])
        s.trick = []            # [(seat, card)] of the trick in progress
        s.to_move = 0
        s.points = [0] * n
        s.played = []           # every card played face up so far
        s.prizes = list(range(1, hand + 1))   # prizes still in the pool (public)
        s.rng = rng
        s.viewer = None         # None for a full state, else the seat of the view
        self._draw_prize(s)
        return s

    @staticmethod
    def _draw_prize(s: ToyState) -> None:
        s.prize = s.prizes.pop(s.rng.randrange(len(s.prizes)))

    # ---------------------------------------------------------------- rules
    def legal_actions(self, state: ToyState) -> list:
        if state.to_move is None:
            return []
        return [("play", c) for c in state.hands[state.to_move]]

    def apply(self, state: ToyState, action) -> list:
        seat = state.to_move
        if seat is None:
            raise IllegalAction("The game is over.")
        hand = state.hands[seat]
        if (len(action) != 2 or action[0] != "play" or action[1] is HIDDEN
                or action[1] not in hand):
            raise IllegalAction(f"Seat {seat} does not hold that card.")
        card = action[1]
        hand.remove(card)
        state.trick.append((seat, card))
        state.played.append(card)
        events = [{"type": "CardPlayed", "seat": seat, "card": card}]
        if len(state.trick) < state.players:
            state.to_move = (seat + 1) % state.players
            return events
        winner = max(state.trick, key=lambda sc: sc[1])[0]
        state.points[winner] += state.prize
        events.append({"type": "TrickWon", "seat": winner, "prize": state.prize})
        state.trick = []
        if state.hands[winner]:
            state.to_move = winner
            self._draw_prize(state)
            events.append({"type": "PrizeShown", "prize": state.prize})
        else:
            state.to_move = None
            state.prize = 0
        return events

    def is_over(self, state: ToyState) -> bool:
        return state.to_move is None

    def result(self, state: ToyState):
        if state.to_move is not None:
            return None
        best = max(state.points)
        return {"winners": [p for p in range(state.players) if state.points[p] == best],
                "scores": list(state.points)}

    # ---------------------------------------------------------------- hidden info
    def view(self, state: ToyState, player: int) -> ToyState:
        v = state.clone()
        v.hands = [list(h) if p == player else [HIDDEN] * len(h)
                   for p, h in enumerate(state.hands)]
        v.out = [HIDDEN] * len(state.out)
        v.rng = Rng(0)
        v.viewer = player
        return v

    def determinize(self, view: ToyState, rng) -> ToyState:
        me = view.viewer
        s = view.clone()
        seen = set(view.hands[me])
        seen.update(view.played)
        unseen = [c for c in range(1, _deck_size(view.players, view.hand_size) + 1)
                  if c not in seen]
        rng.shuffle(unseen)
        k = 0
        for p in range(view.players):
            if p != me:
                n = len(view.hands[p])
                s.hands[p] = unseen[k:k + n]
                k += n
        s.out = unseen[k:]
        s.rng = rng.fork()
        s.viewer = None
        return s

    def clone(self, state: ToyState) -> ToyState:
        return state.clone()

    def evaluate(self, state: ToyState, player: int) -> float:
        lead = state.points[player] - max(
            p for i, p in enumerate(state.points) if i != player)
        remaining = sum(state.prizes) + state.prize
        if remaining == 0:
            return 1.0 if lead > 0 else (0.5 if lead == 0 else 0.0)
        return 0.5 + 0.5 * max(-1.0, min(1.0, lead / remaining))

    # ---------------------------------------------------------------- misc
    def to_json(self, state: ToyState) -> dict:
        return {"players": state.players, "hand": state.hand_size, "hands": state.hands,
                "out": state.out, "trick": [list(t) for t in state.trick],
                "to_move": state.to_move, "points": state.points,
                "played": state.played, "prize": state.prize, "prizes": state.prizes,
                "rng": state.rng.to_json(), "viewer": state.viewer}

    def from_json(self, data: dict) -> ToyState:
        s = ToyState()
        s.players = data["players"]
        s.hand_size = data["hand"]
        s.hands = [list(h) for h in data["hands"]]
        s.out = list(data["out"])
        s.trick = [tuple(t) for t in data["trick"]]
        s.to_move = data["to_move"]
        s.points = list(data["points"])
        s.played = list(data["played"])
        s.prize = data["prize"]
        s.prizes = list(data["prizes"])
        s.rng = Rng.from_json(data["rng"])
        s.viewer = data["viewer"]
        return s

    def describe(self, state: ToyState, action) -> str:
        return f"Seat {state.to_move} plays {action[1]}"

    def make_agent(self, difficulty: str, seed: int):
        return RandomAgent(seed)


RULES = ToyRules()
