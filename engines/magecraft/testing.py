"""Build Magecraft positions for tests and the tutorial."""
from __future__ import annotations

from engines.magecraft import RULES
from engines.magecraft import rules as _r
from engines.magecraft.content import LETTERS, SPELL_INDEX


def gems(letters: str) -> list:
    """"FFWD" -> [2, 1, 0, 0, 1] (letters F W E L D)."""
    z = [0] * 5
    for ch in letters:
        z[LETTERS.index(ch)] += 1
    return z


def card(key: str, mastered: bool = False) -> int:
    return SPELL_INDEX[key] * 2 + (1 if mastered else 0)


def started(players: int = 2, seed: int = 0, **config):
    """A new game with the setup discards made (first legal choice each time)."""
    cfg = {"players": players}
    cfg.update(config)
    s = RULES.new_game(cfg, seed)
    while s.phase == _r.SETUP:
        RULES.apply(s, RULES.legal_actions(s)[0])
    return s


def at_turn(s, player: int, hand=None, books=None, shield=None, hp=None, discard=None,
            bag=None, score=None, academy_gems=None):
    """Start ``player``'s turn with the given zones (letters strings; books as lists of
    spell keys, a key ending in '*' is mastered). Zones not given are left alone. Gem
    totals are not kept: use it to stage a position, not to check conservation."""
    p = player
    if hand is not None:
        s.hand[p] = gems(hand)
    if shield is not None:
        s.shield[p] = gems(shield)
    if hp is not None:
        s.hp[p] = gems(hp)
    if discard is not None:
        s.discard[p] = gems(discard)
    if bag is not None:
        s.bag[p] = gems(bag)
    if score is not None:
        s.score[p] = gems(score)
    if academy_gems is not None:
        s.acad_gems = gems(academy_gems)
    if books is not None:
        s.books[p] = [[card(k.rstrip("*"), k.endswith("*")) for k in b] for b in books]
    s.spent[p] = [0] * 5
    ev: list = []
    _r._begin_turn(s, p, ev)
    return ev
