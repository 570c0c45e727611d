"""Spells in hand: which can be played now (and why not), and the targets a spell may
take (figures in clear sight of the caster's Planeswalker, army cards of an enchant
kind on the battlefield, ...). Moved out of ``spells`` (playing a spell and its effects),
which imports these names back.

Speed (issue 24 item 5): whether a spell plays is read from a per-spell plan made once
(``_PLAN``: before the army card only, needs the chosen card, its target class); the
has-a-target answers of a seat live in one carried table per seat keyed by the small
class number (``stats.carried``: the position only), and the army cards of each enchant
kind on the battlefield are carried too. ``castable`` reads per spell whether it asks
only for a target (``_ONLY_TARGET``); ``_has_target`` reads what an enchantment asks of
its card (``_ATTACH``) and whether the caster's Planeswalker fits a figure spell
(``_PW_FITS``) from tables made once; the figure loops ask the line of sight through
``stats.seer`` (what depends on the looking figure worked out once per loop).
"""
from __future__ import annotations

from engines.arena.content import ARMY, SPELLS
from engines.arena.state import FIELD, PRE, SPELLS_PER_TURN, ArenaState, alive_pw, opponents
from engines.arena.stats import carried, distance, seer


_IS_PW = tuple(card.is_planeswalker for card in ARMY)     # per army card id


def figure_targets(s: ArenaState, p: int, spec: dict, first: bool = False) -> list:
    """The figures a spell's target spec allows (``first``: stop at the first one: is
    there any?)."""
    w = alive_pw(s, p)
    if w < 0:
        return []
    side, kind, n = spec.get("side", "any"), spec.get("kind", "any"), spec.get("within", 99)
    ability = spec.get("ability")
    out = []
    f_zone, f_card, c_key, c_ctrl, team = s.f_zone, s.f_card, s.c_key, s.c_ctrl, s.team
    mine = team[p]
    squad_only = kind in ("squad", "creature")
    f_hex, f_hex2 = s.f_hex, s.f_hex2
    w_row = s.board.dist[f_hex[w]] if f_hex2[w] < 0 else None     # ``distance``, read here
    look = None                 # ``line_of_sight(s, w, g, True)``, made when first asked
    for g in range(len(f_hex)):
        if f_zone[g] != FIELD:
            continue
        c = f_card[g]
        if side == "enemy" and team[c_ctrl[c]] == mine:
            continue
        if side == "own" and c_ctrl[c] != p:
            continue
        ck = c_key[c]
        if kind == "planeswalker" and not _IS_PW[ck]:
            continue
        if squad_only and _IS_PW[ck]:
            continue
        if ability and ability not in ARMY[ck].does:
            continue
        # ``within_clear`` (the Planeswalker itself always is; else in range and in
        # clear sight)
        if g == w:
            out.append(g)
            if first:
                break
            continue
        if w_row is not None and f_hex2[g] < 0:
            if w_row[f_hex[g]] > n:
                continue
        elif distance(s, w, g) > n:
            continue
        if look is None:
            look = seer(s, w, True)
        if look(g):
            out.append(g)
            if first:
                break
    return out


def card_targets(s: ArenaState, p: int, spec: dict) -> list:
    figs = figure_targets(s, p, spec)
    return sorted({s.f_card[g] for g in figs})


_KIND = tuple(card.kind for card in ARMY)      # per army card id: its enchant kind


def cards_on_field(s: ArenaState) -> list:
    """Per army card: has it a figure on the battlefield (depends on the position
    only: carried)."""
    kept = carried(s)
    got = kept.get("cards_on_field")
    if got is None:
        got = kept["cards_on_field"] = [False] * len(s.c_figs)
        f_card = s.f_card
        for f, z in enumerate(s.f_zone):
            if z == FIELD:
                got[f_card[f]] = True
    return got


def _cards_of_kind(s: ArenaState) -> dict:
    """{enchant kind: the army cards of that kind with a figure on the battlefield, in
    card order} (depends on the position only: carried)."""
    kept = carried(s)
    got = kept.get("cards_of_kind")
    if got is None:
        got = kept["cards_of_kind"] = {}
        c_key = s.c_key
        for c, on in enumerate(cards_on_field(s)):
            if on:
                kind = _KIND[c_key[c]]
                if kind in got:
                    got[kind].append(c)
                else:
                    got[kind] = [c]
    return got


def attach_targets(s: ArenaState, p: int, sp: int, first: bool = False) -> list:
    """Army cards an enchantment may go on: the named kind, on the battlefield; a hidden
    enchant only on your own cards, an aura as its side says (``first``: stop at the
    first one: is there any?)."""
    spell = SPELLS[sp]
    out = []
    own_only = spell.type == "hidden" or spell.side == "own"
    enemy_only = spell.side == "enemy"
    c_ctrl, c_owner, team = s.c_ctrl, s.c_owner, s.team
    for c in _cards_of_kind(s).get(spell.enchant, ()):
        if own_only:
            if c_ctrl[c] != p or c_owner[c] != p:
                continue
        elif enemy_only and team[c_ctrl[c]] == team[p]:
            continue
        out.append(c)
        if first:
            break
    return out


def spell_targets(s: ArenaState, p: int, sp: int, first: bool = False) -> list | None:
    """The options of the target question for spell sp, or None when it asks none
    (``first``: a figure or a card, only the first one: is there any?)."""
    spell = SPELLS[sp]
    if spell.type != "sorcery":
        return attach_targets(s, p, sp, first)
    spec = spell.target
    if not spec:
        return None
    what = spec["what"]
    if what == "figure":
        return figure_targets(s, p, spec, first)
    if what == "card":
        if first:      # a card is a target when one of its figures is
            return figure_targets(s, p, spec, True)
        return card_targets(s, p, spec)
    if what == "graveyard":
        return sorted(set(s.grave[p]))
    if what == "opponent":
        opp = opponents(s, p)
        return None if len(opp) == 1 else opp
    return None


def why_not_cast(s: ArenaState, p: int, sp: int) -> str | None:
    """None when seat p may play spell sp now (it is p's main turn), else why not."""
    if s.dead[p]:
        return "Your Planeswalker is destroyed: you cannot play spells"
    if sp not in s.hand[p]:
        return "That spell is not in your hand"
    if s.casts >= SPELLS_PER_TURN:
        return f"You have played {SPELLS_PER_TURN} spells this turn already"
    why = _refusal(s, p, sp)
    if why is None:
        return None
    spell = SPELLS[sp]
    want = (spell.target or {}).get("creature")
    return _SAY[why].format(name=spell.name, want=want, kind=spell.enchant)


# why a spell in hand cannot be played now (``_refusal``'s words)
_SAY = {"before_card": "{name} must be played before you choose your army card",
        "unchosen": "{name} needs the army card you chose this turn: choose one first",
        "creature": "{name} works only when you chose a {want} squad",
        "no_card": "There is no {kind} card {name} could go on",
        "no_target": "{name} has no target now"}


def _refusal(s: ArenaState, p: int, sp: int, has: dict | None = None) -> str | None:
    """For a spell in the hand of a seat that may still play one: None when it may be
    played now, else the key in ``_SAY`` of why not (no sentence is made when the
    listing only asks whether). ``has``: ``_has_table(s, p)``, when the caller has it."""
    before, chosen, want, cls, no = _PLAN[sp]
    if before and s.step != PRE:
        return "before_card"
    if chosen:
        if s.chosen < 0:
            return "unchosen"
        if want and ARMY[s.c_key[s.chosen]].creature != want:
            return "creature"
    if cls >= 0:
        # whether it has a target depends on the position only: carried between
        # actions, one answer for the spells that look for the same targets
        if has is None:
            has = _has_table(s, p)
        got = has.get(cls)
        if got is None:
            got = has[cls] = _has_target(s, p, sp)
        return None if got else no
    opts = spell_targets(s, p, sp, first=True)
    if opts is not None and not opts:
        return no
    return None


def _has_table(s: ArenaState, p: int) -> dict:
    """{target class (``_PLAN``): has a spell of that class a target for seat p}, for
    this position (carried)."""
    kept = carried(s)
    key = ("has_target", p)
    got = kept.get(key)
    if got is None:
        got = kept[key] = {}
    return got


def _has_target(s: ArenaState, p: int, sp: int) -> bool:
    """``bool(spell_targets(s, p, sp, first=True))`` for a spell whose targets depend on
    the position only (``_PLAN``), with what the spell asks read from per-spell tables
    (``_ATTACH``, ``_PW_FITS``); a figure spell that may aim at the caster's own
    Planeswalker has one at once when the Planeswalker fits (no sight to look at)."""
    att = _ATTACH[sp]
    if att is not None:
        # ``attach_targets(s, p, sp, True)``: a card of the kind, on your side as asked
        kind, own_only, enemy_only = att
        cards = _cards_of_kind(s).get(kind)
        if not cards:
            return False
        c_ctrl = s.c_ctrl
        if own_only:
            c_owner = s.c_owner
            for c in cards:
                if c_ctrl[c] == p and c_owner[c] == p:
                    return True
            return False
        if enemy_only:
            team = s.team
            mine = team[p]
            for c in cards:
                if team[c_ctrl[c]] != mine:
                    return True
            return False
        return True
    pw = _PW_FITS[sp]
    if pw is not None:
        w = alive_pw(s, p)
        if w < 0:
            return False
        c = s.f_card[w]
        own_only, fits = pw
        if fits[s.c_key[c]] and (not own_only or s.c_ctrl[c] == p):
            return True
    spec = SPELLS[sp].target
    assert spec is not None             # ``_PLAN``: a figure or a card
    return bool(figure_targets(s, p, spec, True))


def _attach_of(spell) -> tuple | None:
    """What ``attach_targets`` reads of an enchantment: (its kind, on your own cards
    only, on opposing cards only); None for a sorcery."""
    if spell.type == "sorcery":
        return None
    return (spell.enchant, spell.type == "hidden" or spell.side == "own",
            spell.side == "enemy")


def _pw_fits(spell) -> tuple | None:
    """For a sorcery aimed at a figure or a card that may be on the caster's side: (own
    figures only, per army card id: would the caster's Planeswalker of that card be a
    target); None otherwise."""
    spec = spell.target
    if (spell.type != "sorcery" or not spec or spec["what"] not in ("figure", "card")
            or spec.get("side", "any") == "enemy"):
        return None
    kind, ability = spec.get("kind", "any"), spec.get("ability")
    return (spec.get("side", "any") == "own",
            tuple((kind != "planeswalker" or card.is_planeswalker)
                  and (kind not in ("squad", "creature") or not card.is_planeswalker)
                  and (not ability or ability in card.does) for card in ARMY))


def _target_class(spell) -> tuple | None:
    """What a spell's targets depend on besides the position and the caster, when they
    depend on nothing else (None): spells of one class have the same targets."""
    if spell.type != "sorcery":
        return ("attach", spell.enchant, spell.type == "hidden" or spell.side == "own",
                spell.side == "enemy")
    spec = spell.target
    if spec and spec["what"] in ("figure", "card"):
        return ("figure", spec.get("side", "any"), spec.get("kind", "any"),
                spec.get("within", 99), spec.get("ability"))
    return None


def _plan(spell, classes: dict) -> tuple:
    """What ``_refusal`` reads of a spell: (played before the army card only, needs the
    chosen card, the creature type it wants of it, its target class, the key of "no
    target"). The target class (an index; -1: none) is set when its targets (an
    enchantment's army cards, a sorcery's figures or cards) depend only on where the
    figures stand, who controls them and the teams (``stats.carried``); a graveyard
    or an opponent as target depends on more."""
    spec = spell.target
    chosen = bool(spec) and spec.get("what") == "chosen"
    cls = _target_class(spell)
    return (spell.when == "before_card", chosen, spec.get("creature") if chosen else None,
            -1 if cls is None else classes.setdefault(cls, len(classes)),
            "no_card" if spell.type != "sorcery" else "no_target")


_CLASSES: dict = {}
_PLAN = tuple(_plan(sp, _CLASSES) for sp in SPELLS)
# per spell: its target class when it asks only whether it has a target, else -1
_ONLY_TARGET = tuple(cls if cls >= 0 and not before and not chosen else -1
                     for before, chosen, _want, cls, _no in _PLAN)
_ATTACH = tuple(_attach_of(sp) for sp in SPELLS)
_PW_FITS = tuple(_pw_fits(sp) for sp in SPELLS)


def castable(s: ArenaState, p: int) -> list:
    """The distinct spells seat p may play now, in hand order."""
    if s.dead[p] or s.casts >= SPELLS_PER_TURN:
        return []
    out: list = []
    has = _has_table(s, p)
    for sp in s.hand[p]:
        cls = _ONLY_TARGET[sp]
        if cls >= 0:
            # ``_refusal`` of a spell that asks only whether it has a target (most)
            got = has.get(cls)
            if got is None:
                got = has[cls] = _has_target(s, p, sp)
            if got and sp not in out:
                out.append(sp)
        elif sp not in out and _refusal(s, p, sp, has) is None:
            out.append(sp)
    return out
