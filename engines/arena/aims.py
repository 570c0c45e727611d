"""What the Arena AI aims for beyond this turn: the opposing Planeswalker (the Duel is won
by destroying it), the glyphs, and the turn track (after the last turn the points on the
battlefield decide).

A squad figure standing still far from the enemy never wins: ``Aims.pull`` is the worth of
a figure's place by how many of its turns it needs to attack the nearest opposing
Planeswalker (the attack's expected worth, discounted per turn still needed), plus the way
to a glyph no figure holds, plus a push that grows when the turn track runs out and the
side is not ahead on points. All read from a view (positions, stats, the track).

The Glyph of Power gives each of its holder's figures one more attack die: it is worth
``POWER_PER_STRIKER`` for each figure that could strike an opposing Planeswalker next
turn. At 10 Normal's Jace left it to nobody and attacked alone; at 25 (with a card's
attacks on a Planeswalker valued together, engines/arena/volley.py) Normal against a
sitting opponent won by turn 15 (engines/arena/sitting.py) on seeds 9000+ Gideon 39,
Jace 39, Liliana, Chandra and Nissa 40 of 40 (before: 38, 37, 40, 40, 40), and over
the seed sets 9000, 9100, 20000 and 30000 (160 Duels each) Jace 155 and Gideon 157
(before 152 and 154). At 18 Gideon fell to 37 of 40 on seeds 9000+. Against the
Normal of before it scored 243.5 of 480 paired Duels, 50.7% [46.3, 55.2] (deals 6000+,
6100+, 6500+, 6600+, the ten pairs of Planeswalkers in turn); against Easy 88 of 120,
73.3% [64.8, 80.4] (deals 7000+).
"""
from __future__ import annotations

from engines.arena.content import ARMY, SCENARIOS
from engines.arena.state import FIELD, ArenaState
from engines.arena.stats import stat
from engines.arena.value import expected_damage

# each turn still needed to reach an attack on the Planeswalker keeps this share of it
PULL_DISCOUNT = 0.7
PULL_SHARE = 0.5        # the share of the attack's worth the pull is counted at
GLYPH_PULL = 0.5        # a glyph one move away is worth this share of standing on it
POWER_PER_STRIKER = 25.0 # the Glyph of Power's worth for each figure that could use it
LATE = 0.5              # from this share of the turn track on, a side behind pushes harder


class Aims:
    """The targets of one team in a position (built once per position and team)."""

    def __init__(self, s: ArenaState, team: int) -> None:
        self.s = s
        self.board = s.board
        self.pws = []                     # (hex, toughness, worth of one damage)
        for q in range(s.players):
            if s.team[q] == team:
                continue
            w = s.c_figs[s.pw[q]][0]
            if s.f_zone[w] != FIELD:
                continue
            card = ARMY[s.c_key[s.pw[q]]]
            left = card.life - s.f_dmg[w]
            self.pws.append((s.f_hex[w], stat(s, w, "toughness"), 70.0 + 40.0 / max(1, left)))
        self.glyphs = [(h, s.g_key[i]) for i, h in enumerate(s.g_hex)
                       if s.g_on[i] and s.at[h] < 0]
        # the figures that could strike an opposing Planeswalker next turn: the Glyph of
        # Power adds a die to each of their attacks
        dist = s.board.dist
        self.strikers = sum(
            1 for f in range(len(s.f_hex)) if s.f_zone[f] == FIELD
            and s.team[s.c_ctrl[s.f_card[f]]] == team
            and any(dist[s.f_hex[f]][ph] <= stat(s, f, "move") + max(1, stat(s, f, "range"))
                    for ph, _, _ in self.pws))
        self.duel = SCENARIOS[s.scenario].get("score") != "purple"
        self.urge = 1.0
        if self.duel and s.turns:
            progress = s.turn / s.turns
            if progress >= LATE:
                mine = sum(s.points(q) for q in range(s.players) if s.team[q] == team)
                best = max(sum(s.points(q) for q in range(s.players) if s.team[q] == k)
                           for k in set(s.team) if k != team)
                if mine <= best:
                    self.urge = 1.0 + 2.0 * (progress - LATE) / (1.0 - LATE)

    def pull(self, hexes: tuple, power: int, move: int, rng: int,
             glyph_worth: dict) -> float:
        """The worth of standing on ``hexes`` for what a figure of this power, move and
        range can reach in its next turns: the nearest opposing Planeswalker, a free
        glyph."""
        if not self.duel:
            return 0.0
        dist = self.board.dist
        move = max(1, move)
        best = 0.0
        for ph, tough, worth in self.pws:
            d = min(dist[a][ph] for a in hexes)
            turns = -(-max(0, d - max(1, rng)) // move)
            v = PULL_SHARE * expected_damage(power, tough) * worth * PULL_DISCOUNT ** turns
            if v > best:
                best = v
        pull = best * self.urge
        g_best = 0.0
        for gh, key in self.glyphs:
            d = min(dist[a][gh] for a in hexes)
            if d == 0:
                continue                  # standing on it: the score counts it already
            turns = -(-d // move)
            v = glyph_worth.get(gh, 0.0) * GLYPH_PULL ** turns
            if v > g_best:
                g_best = v
        return pull + g_best


def glyph_worth(s: ArenaState, team: int, key: str, base: float) -> float:
    """A glyph's worth to stand on: the Glyph of Power is worth more the more of the
    team's figures could strike an opposing Planeswalker with its extra die."""
    if key != "P":
        return base
    return base + POWER_PER_STRIKER * aims_of(s, team).strikers


def aims_of(s: ArenaState, team: int) -> Aims:
    """The team's aims in this position (memoized on the position)."""
    key = ("aims", team)
    got = s.memo.get(key)
    if got is None:
        got = Aims(s, team)
        s.memo[key] = got
    return got
