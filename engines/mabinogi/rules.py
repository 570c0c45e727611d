"""Mabinogi Duel rules engine (pure, deterministic from config, seed and actions).

This module is the engine's protocol face: setup (``check_config``, ``new_state``),
``legal_actions``, ``apply`` and ``forfeit``. The state is in state.py, the one-action
check ``why_illegal`` in checks.py, the turn's phases and the card-less actions in
turn.py, card uses and the counter chain in chain.py, attacks and card effects in
effects.py, copies (clone, view, determinize, JSON) in copies.py.

Actions (every input is one; ``iid`` is a card instance, see state.py):

* ACTION phase (the player whose turn it is; one flame each):
  ("summon", iid, lane)          a creature onto an empty cell of your side
  ("cast", iid)                  a spell without a target
  ("cast", iid, seat, lane)      a spell at a creature (lane 0-4) or a hero (lane -1)
  ("charge",)                    one random resource of your deck's kinds
  ("discard", iid)               a card from your hand to the grave, for its resource
  ("revive",)                    every grave card back to your hand
  ("level_up",)                  when the XP gauge is full
  ("end",)                       end the action phase (flames left are lost)
  When the last flame is used the turn goes on by itself: battle, closing effects,
  effect retrieval, finishing, and the other player's turn up to its action phase.
* COUNTER phase (a card use waits on the chain; the player who may counter it):
  ("counter", iid)               activate that counterspell from your grave
  ("pass",)                      let the chain resolve

Settled details (the rulebook is silent, terse or says two things; settled.SETTLED
holds the same list for the rules screen):

* Level-up HP: +25% of the current HP (rounded, at least 1), max HP with it. The
  rulebook says 20% in its introduction and 25% in rule 4.4: we follow rule 4.4.
* First turn: the first player's first resource phase gives nothing; every other one,
  the second player's first included, gives one of each resource the deck uses.
* Levelling up: an action that needs a full gauge (6 XP, then 14 more) and uses a flame
  like the others (rule 3.2); surplus XP carries over; the new level's extra flame comes
  from the next action phase (rule 3.1 counts the flames when it begins).
* Experience: +2 per action, +1 per attack on the enemy hero, +1 to the opponent of a
  player who Revives, +1 when a creature of yours dies (rule 4.1), +1 per enemy creature
  your attacks or effects kill (the reference).
* Sickness and paralysis: no attack ticket while either count is above 0. In the
  clearing phase of the creature's side's turn a count above 1 drops by 1 (rule 2, as
  written); a count of 1 is a one-turn effect and ends in the effect retrieval phase of
  whichever turn it is. Summoning sickness 1: attacks from its side's next turn;
  paralysis 2 on an enemy: it misses its next battle; each count above 2 adds one more.
* Starting effects: when summoned (rule 3.2) and in each starting effect phase.
* Card levels: cards in hand and grave follow the hero's level; a creature keeps the
  level it was summoned at.
* Grave upkeep: the number of cards in the grave (each card sent raises it by 1, each
  card leaving lowers it; Revive empties it), added to the cost of every card used from
  the hand, in the card's resource.
* Counterspells: work from the grave only (discard one to arm it); the opponent of the
  last card on the chain may pay a counter's cost (no flame) when it counters that kind
  of card: its cost at the hero's level plus the grave upkeep, as for every card used
  (rule 8.6, no exception), the counterspell itself being one of the grave's cards; it
  returns to its owner's hand as it activates. The chain
  resolves from the top; a countered card from the hand goes to the grave; a countered
  counterspell is already back in the hand (the rulebook's example: both return).
* Revive: damage = cards returned, defence does not reduce it, never below 1 HP; counts
  as an attack on the hero (on-attacked skills, +1 XP to the opponent).
* Defence: the reference's rule (effects.attack). Heroes have defence 0 unless a card
  gives them some.
* Max HP: raising it raises HP with it; lowering it never lowers HP and stops at the
  current HP (rule 7.6); debuffs never take HP below 1; restoration stops at max HP;
  attack and defence never go below 0.
* On-attacked skills: they work after the attack, only if the creature survives it.
* One-turn control: to your cell of the same lane (else your leftmost empty one); no
  sickness, so it fights for you this turn; goes home at effect retrieval, or tries again
  at the end of every turn while its cell is taken; needs an empty cell of yours.
* Lanes: left to right as the table shows them, for both sides; an area attack picks
  its targets at its start ("every other creature": your side first) and attacks each.
* Chance: Charge and the level-up bonus pick uniformly among the deck's resources.
* Decks: at most 12 cards of at most 3 resources (rules 1.2, 1.11), any number of copies
  of a card (the rulebook sets no limit); all in hand at the start, in a random order.
* The end: a hero at 0 HP loses at once (rule 1.3); ``forfeit`` loses (rule 1.4); nothing
  else ends a duel but the stall rule (and the turn-limit house rule when it is on).
* Stall rule: ours. STALL_TURNS (40) turn starts in a row without either hero's HP
  lower than at any turn start before (state.turns_without_new_low on ``hp_log``): a
  draw (winners both seats, ``"draw": True``, reason "stall"). A new low can happen
  only so many times (the HP are finite), so every duel ends.
* House rules: ours, off by default, each a config key (the setup's toggles): two
  copies (``two_copies``: at most 2 copies of a card in a deck) and the turn limit
  (``turn_limit``: after that many turns, 80 from the setup, the hero with more HP wins;
  a draw when equal).
"""
from __future__ import annotations

from engines.core import events as E
from engines.core.protocol import IllegalAction
from engines.core.rng import Rng
from engines.mabinogi.chain import counter, counters_against, resolve, use_card
from engines.mabinogi.checks import why_illegal
from engines.mabinogi.content import CARD_INDEX, CARDS, DECKS, HERO_INDEX, HEROES, SUMMON
from engines.mabinogi.copies import clone, determinize, from_json, to_json, view
from engines.mabinogi.deck_model import HOUSE_MAX_COPIES, deck_problems, normalise_deck
from engines.mabinogi.effects import GameEnded, game_over
from engines.mabinogi.state import (A_CHARGE, A_END, A_LEVEL, A_PASS, A_REVIVE, ACTION,
                                    COUNTER, DEFAULT_PLAYERS, LANES, MAX_PLAYERS,
                                    MAX_TURN_LIMIT, MIN_PLAYERS, MabinogiState, affordable,
                                    can_level, spell_targets)
from engines.mabinogi.turn import (after_action, begin_turn, charge, discard, finish_turn,
                                   level_up, revive)

__all__ = ["check_config", "new_state", "seat_heroes", "legal_actions", "why_illegal", "apply", "apply_trusted",
           "forfeit", "clone", "view", "determinize", "to_json", "from_json", "MabinogiState"]

RANDOM = "random"            # a deck key: a prebuilt deck drawn by the game's seed
DEFAULT_DECKS = (RANDOM, RANDOM)
TITLE = "Mabinogi Duel"


# ---------------------------------------------------------------------------------------
# Setup

def check_config(config) -> dict:
    """The config made whole, or ValueError with a sentence a player can read.

    Keys: ``players`` (2), ``names``, ``decks`` (one per seat: a prebuilt key, "random"
    (a prebuilt deck drawn by the seed, the two seats' different; the default), a list of
    card names, or {"cards": [...], "hero": key}), ``first_player`` (0 or 1; random when
    absent), ``strict`` (False skips the deck limits, for tests: unknown cards are still
    refused), and the house rules, off by default: ``two_copies`` (True: at most
    HOUSE_MAX_COPIES copies of a card in a deck) and ``turn_limit`` (None, or a number of
    turns from 1 to MAX_TURN_LIMIT after which the hero with more HP wins; the setup's
    house rule sets HOUSE_TURN_LIMIT)."""
    if config is None:
        config = {}
    if not isinstance(config, dict):
        raise ValueError("A game needs its settings (players, names, decks).")
    cfg = dict(config)
    n = cfg.get("players", DEFAULT_PLAYERS)
    if type(n) is not int or not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"{TITLE} is played by {MIN_PLAYERS} players.")
    cfg["players"] = n
    names = cfg.get("names") or [f"Player {i + 1}" for i in range(n)]
    if not isinstance(names, (list, tuple)) or len(names) != n:
        raise ValueError("Give one name for each player.")
    cfg["names"] = [str(x) for x in names]
    decks = cfg.get("decks") or list(DEFAULT_DECKS)
    if not isinstance(decks, (list, tuple)) or len(decks) != n:
        raise ValueError("Give one deck for each player.")
    strict = cfg.get("strict", True)
    if type(strict) is not bool:
        raise ValueError("'strict' is true or false.")
    two = cfg.get("two_copies", False)
    if type(two) is not bool:
        raise ValueError("The two-copies house rule is either on or off.")
    cfg["two_copies"] = two
    tl = cfg.get("turn_limit")
    if tl is not None and (type(tl) is not int or not 1 <= tl <= MAX_TURN_LIMIT):
        raise ValueError("The turn limit (a house rule) is a whole number of turns from 1 "
                         f"to {MAX_TURN_LIMIT}, or none.")
    cfg["turn_limit"] = tl
    for i, d in enumerate(decks):
        if d == RANDOM:
            continue
        probs = deck_problems(d, HOUSE_MAX_COPIES if two else None)
        if not strict:
            probs = [x for x in probs if x.code in ("unknown_deck", "unknown_card",
                                                    "not_in_pool", "no_cards",
                                                    "unknown_hero")]
        if probs:
            raise ValueError(f"{cfg['names'][i]}'s deck: " +
                             " ".join(x.sentence for x in probs))
    cfg["decks"] = [d if isinstance(d, str) else normalise_deck(d) for d in decks]
    fp = cfg.get("first_player")
    if fp is not None and (type(fp) is not int or not 0 <= fp < n):
        raise ValueError("The first player must be one of the seats.")
    return cfg


def new_state(config, seed: int, events: list | None = None) -> MabinogiState:
    cfg = check_config(config)
    ev = events if events is not None else []
    s = MabinogiState()
    s.players = 2
    s.names = cfg["names"]
    s.rng = rng = Rng(seed)
    if RANDOM in cfg["decks"]:
        cfg = dict(cfg, decks=_draw_decks(cfg["decks"], rng))
    s.config = cfg
    fp = cfg.get("first_player")
    s.first = rng.randrange(2) if fp is None else fp
    s.cdef, s.owner, s.known = [], [], []
    s.hand, s.grave = [[], []], [[], []]
    s.hero, s.kinds = [], []
    for p in (0, 1):
        deck = normalise_deck(cfg["decks"][p])
        ids = [CARD_INDEX[name] for name in deck["cards"]]
        rng.shuffle(ids)                    # the hand's order tells nothing
        for d in ids:
            s.hand[p].append(len(s.cdef))
            s.cdef.append(d)
            s.owner.append(p)
            s.known.append(0)
        s.hero.append(HERO_INDEX[deck["hero"]])
        s.kinds.append(sorted({CARDS[d].res for d in ids}))
    s.hp = [HEROES[h].hp for h in s.hero]
    s.mhp = list(s.hp)
    s.hdef = [0, 0]
    s.level = [1, 1]
    s.xp = [0, 0]
    s.res = [[0] * 5, [0] * 5]
    s.board = [[None] * LANES, [None] * LANES]
    s.chain = []
    s.actions = 0
    s.turn = 0
    s.turn_limit = cfg["turn_limit"]
    s.phase = ACTION
    s.current = s.first
    s.to_move = None
    s.winners = None
    s.end_reason = None
    s.hp_log = []
    s.viewer = None
    ev.append(E.game_started(2, first=s.first, heroes=list(s.hero),
                             kinds=[list(k) for k in s.kinds],
                             hands=[len(h) for h in s.hand]))
    begin_turn(s, s.first, ev)
    return s


def seat_heroes(config, seed: int) -> list[int]:
    """The hero (index of content.HEROES) of each seat's deck in the duel that
    ``new_state(config, seed)`` sets up, before it is set up: a "random" deck is drawn
    as new_state draws it (first, from the seed's RNG). ValueError as check_config."""
    cfg = check_config(config)
    decks = cfg["decks"]
    if RANDOM in decks:
        decks = _draw_decks(decks, Rng(seed))
    return [HERO_INDEX[normalise_deck(d)["hero"]] for d in decks]


def _draw_decks(decks: list, rng) -> list:
    """"random" decks replaced by prebuilt keys (different from the other seat's)."""
    out = list(decks)
    for p in (0, 1):
        if out[p] == RANDOM:
            keys = [d.key for d in DECKS if d.key != out[1 - p]]
            out[p] = keys[rng.randrange(len(keys))]
    return out


# ---------------------------------------------------------------------------------------
# Legal actions

def legal_actions(s: MabinogiState) -> list:
    p = s.to_move
    if p is None:
        return []
    if s.phase == COUNTER:
        return [("counter", iid) for iid in counters_against(s, p, s.chain[-1])] + [A_PASS]
    out: list[tuple] = []
    hand = s.hand[p]
    empties = None
    for iid in hand:
        d = s.cdef[iid]
        c = CARDS[d]
        if not c.usable or not affordable(s, p, iid):
            continue
        if c.kind == SUMMON:
            if empties is None:
                empties = [i for i, u in enumerate(s.board[p]) if u is None]
            for lane in empties:
                out.append(("summon", iid, lane))
        else:
            for t in spell_targets(s, p, d):
                out.append(("cast", iid) + t)
    for iid in hand:
        out.append(("discard", iid))
    out.append(A_CHARGE)
    if s.grave[p]:
        out.append(A_REVIVE)
    if can_level(s, p):
        out.append(A_LEVEL)
    out.append(A_END)
    return out


# ---------------------------------------------------------------------------------------
# Applying actions

def apply(s: MabinogiState, action, player=None) -> list:
    """Play ``action`` (for ``player`` when given); IllegalAction, with the state left
    untouched, when it is not exactly one of the legal actions."""
    reason = why_illegal(s, action, player)
    if reason is not None:
        raise IllegalAction(reason)
    return apply_trusted(s, action)


def apply_trusted(s: MabinogiState, action) -> list:
    """``apply`` without the check, for an action taken unchanged from
    ``legal_actions(s)`` (search and rollouts): anything else may corrupt the state."""
    ev: list = []
    p = s.to_move
    assert p is not None                # checked legal above: a seat is to move
    k = action[0]
    try:
        if k == "summon" or k == "cast":
            use_card(s, p, action, ev)
        elif k == "counter":
            counter(s, p, action[1], ev)
        elif k == "pass":
            resolve(s, ev)
        elif k == "end":
            finish_turn(s, ev)
        else:
            if k == "charge":
                charge(s, p, ev)
            elif k == "discard":
                discard(s, p, action[1], ev)
            elif k == "revive":
                revive(s, p, ev)
            else:
                level_up(s, p, ev)
            after_action(s, ev)
    except GameEnded:
        pass
    return ev


def forfeit(s: MabinogiState, player: int) -> list:
    """``player`` gives up (rule 1.4): the other player wins. The closing step of the
    forfeit action ``("forfeit", seat)`` every game takes (engines.core.forfeit,
    RulesBase.forfeit: checked and recorded there; RULES' ``end_by_forfeit`` calls this)."""
    if s.to_move is None:
        return []
    if type(player) is not int or player not in (0, 1):
        raise ValueError("forfeit needs a seat")
    ev: list = []
    try:
        game_over(s, [1 - player], "forfeit", ev)
    except GameEnded:
        pass
    return ev
