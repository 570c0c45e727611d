"""The read model of a Magecraft state (or a view of it): readable questions and names
for what a table shows, so that the scenes read this face and not the state's ``phase``
compared with the engine's phase constants, nor a spell card's bit packing.

``Mages(state)`` wraps a state without copying it; reading is cheap (a table wraps its
drawn snapshot every frame). The few ``set_*``/``end_casting`` calls are for a table
patching its drawn snapshot while the animations play (the engine's events say what
changed); nothing here is used by the rules.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from engines.magecraft.content import (CAST, CHARACTERS, I_ATTACK, ICON, LEARN, NAME, WILD,
                                       Character)
from engines.magecraft.state import (BOOK, CAST_P, LEARN_P, MASTER, OVER, PAY_LEARN, PAYING,
                                     PLACE, REARRANGE, RESOLVE, REVISE, SETUP, SHIELD)
from engines.magecraft.state import WIN_SCORE

# what the player is asked now, by readable name (see ``Mages.moment``)
_MOMENT = {SETUP: "starting hand", SHIELD: "shield", CAST_P: "choose book",
           BOOK: "next spell", PAYING: "paying", RESOLVE: "resolve", LEARN_P: "learn",
           PAY_LEARN: "pay learn", PLACE: "place", REVISE: "revise",
           REARRANGE: "rearrange", MASTER: "master", OVER: "over"}
# the four steps of a turn as the phase bar shows them (-1: the setup, before any turn)
_STEP = {SETUP: -1, SHIELD: 0, CAST_P: 1, BOOK: 1, PAYING: 1, RESOLVE: 1, LEARN_P: 2,
         PAY_LEARN: 2, PLACE: 2, REVISE: 2, REARRANGE: 2, MASTER: 2, OVER: 3}
_ZONES = ("hand", "discard", "hp", "shield", "score", "spent", "bag")


def _seat_list(name: str, doc: str):
    """A reader of the state's per-seat list ``name`` (the live list of ``seat``)."""
    def read(self, seat: int) -> list:
        return getattr(self.s, name)[seat]
    read.__doc__ = doc
    return read


class Spell(NamedTuple):
    """A spell card in a spellbook: which spell, and whether it is mastered."""
    sid: int
    mastered: bool


class Mages:
    """The read model of one Magecraft state (see the module's docstring)."""
    __slots__ = ("s",)
    win_score = WIN_SCORE
    books_per_mage = 3
    colours = 5

    def __init__(self, state) -> None:
        self.s: Any = state       # a MagecraftState (or a view of one)

    # whose turn, and what is asked ------------------------------------------------------
    to_move = property(lambda self: self.s.to_move, doc="who decides now (None: over)")
    current = property(lambda self: self.s.current, doc="whose turn it is")
    turn = property(lambda self: self.s.turn, doc="the turn number (0 first)")
    players = property(lambda self: self.s.players)
    over = property(lambda self: self.s.to_move is None)
    moves_left = property(lambda self: self.s.moves_left,
                          doc="spells still to move in this revision")

    @property
    def moment(self) -> str:
        """What is being done now, by a readable name: "starting hand", "shield",
        "choose book", "next spell", "paying", "resolve", "learn", "pay learn", "place",
        "revise", "rearrange", "master" or "over"."""
        return _MOMENT[self.s.phase]

    @property
    def turn_step(self) -> int:
        """The step of the turn (0 shield, 1 casting, 2 learn / revise, 3 refresh; -1
        the starting hands)."""
        return _STEP.get(self.s.phase, -1)

    setting_up = property(lambda self: self.s.phase == SETUP,
                          doc="the starting hands: each mage discards some gems")
    shielding = property(lambda self: self.s.phase == SHIELD)
    choosing_book = property(lambda self: self.s.phase == CAST_P,
                             doc="casting: no spellbook chosen yet")
    paying = property(lambda self: self.s.phase in (BOOK, PAYING),
                      doc="a spellbook being cast: its next spell takes gems")
    casting = property(lambda self: self.s.phase in (CAST_P, BOOK, PAYING),
                       doc="the casting step, with no spell's icons being resolved")
    between_spells = property(
        lambda self: self.s.phase in (CAST_P, BOOK),
        doc="casting with no spell half paid: stopping leads to the learning step")
    resolving = property(lambda self: self.s.phase == RESOLVE,
                         doc="a cast spell's icons are being resolved")
    learning = property(lambda self: self.s.phase == LEARN_P)
    learn_open = property(lambda self: self.s.phase in (PAY_LEARN, PLACE),
                          doc="a learn half done: its wild slots or its spellbook asked")
    paying_learn = property(lambda self: self.s.phase == PAY_LEARN)
    placing = property(lambda self: self.s.phase == PLACE,
                       doc="a learned spell waits for its spellbook")
    revising = property(lambda self: self.s.phase == REVISE)
    discarding = property(lambda self: self.s.phase in (SETUP, REVISE),
                          doc="hand gems to discard: the starting hand or a revision")
    rearranging = property(lambda self: self.s.phase == REARRANGE,
                           doc="a revision's moves of spells between spellbooks")
    mastering = property(lambda self: self.s.phase == MASTER)

    def set_current(self, seat: int) -> None:
        self.s.current = seat

    # the mages --------------------------------------------------------------------------
    def character(self, seat: int) -> Character:
        return CHARACTERS[self.s.chars[seat]]

    def out(self, seat: int) -> bool:
        return bool(self.s.out[seat])

    def scores(self) -> list:
        """Every seat's score gems."""
        return [sum(z) for z in self.s.score]

    # gems (lists of five counts by colour; the live lists) ---------------------------------
    hand = _seat_list("hand", "The gems in ``seat``'s hand.")
    bag = _seat_list("bag", "The gems in ``seat``'s bag.")
    discard = _seat_list("discard", "The gems in ``seat``'s discard area.")
    hp = _seat_list("hp", "``seat``'s HP gems.")
    shield = _seat_list("shield", "``seat``'s shield gems.")
    score = _seat_list("score", "``seat``'s score gems.")
    spent = _seat_list("spent", "Gems lying on spell cards or the character board this "
                                "turn.")

    def zone(self, name: str, seat: int) -> list | None:
        """A gem zone by name ("hand", "discard", "hp", "shield", "score", "spent" or
        "bag"; "spell" is "spent"; "academy" the Academy's supply), else None."""
        if name == "academy":
            return self.s.acad_gems
        name = "spent" if name == "spell" else name
        return getattr(self.s, name)[seat] if name in _ZONES else None

    def hidden(self, seat: int) -> int:
        """Hand gems whose colours this view does not show (counted in the bag)."""
        return self.s.hidden[seat]

    def set_hidden(self, seat: int, n: int) -> None:
        self.s.hidden[seat] = n

    # spellbooks ----------------------------------------------------------------------------
    def book(self, seat: int, b: int) -> list[Spell]:
        """Spellbook ``b`` of ``seat``, left to right."""
        return [Spell(c >> 1, bool(c & 1)) for c in self.s.books[seat][b]]

    def book_size(self, seat: int, b: int) -> int:
        return len(self.s.books[seat][b])

    cast_book = property(lambda self: self.s.book, doc="the spellbook being cast (-1: none)")
    cast_pos = property(lambda self: self.s.pos,
                        doc="the spell of ``cast_book`` being paid (those before: cast)")
    fill = property(lambda self: self.s.fill,
                    doc="the cost slots of the spell being paid: the colour paid, -1 empty")

    def end_casting(self) -> None:
        """No spellbook is being cast any more (the refresh)."""
        self.s.fill = []
        self.s.book = -1

    # the Academy -----------------------------------------------------------------------
    def academy(self) -> list:
        """The Academy's spells, in display order."""
        return self.s.acad_ids

    def academy_left(self, k: int) -> int:
        """Copies left of the Academy's ``k``-th spell."""
        return self.s.acad_count[k]

    def academy_gems(self) -> list:
        """The Academy's gem supply, by colour."""
        return self.s.acad_gems

    # spells (content) ------------------------------------------------------------------
    @staticmethod
    def spell_name(sid: int) -> str:
        return NAME[sid]

    @staticmethod
    def cast_cost(sid: int) -> tuple:
        """The casting cost of spell ``sid``: a colour per slot."""
        return CAST[sid]

    @staticmethod
    def learn_cost(sid: int) -> tuple:
        return LEARN[sid]

    @staticmethod
    def wild_slots(sid: int) -> list:
        """The learn cost's slots that take a gem of any colour."""
        return [i for i, code in enumerate(LEARN[sid]) if code == WILD]

    @staticmethod
    def attacks(sid: int) -> bool:
        """Does spell ``sid`` have an Attack icon (it can hurt another mage)?"""
        return bool(ICON[sid][I_ATTACK])
