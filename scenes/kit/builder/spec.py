"""What a game tells the builder kit about its collection: the words, the store and the
few choices in which the builders differ (all data: the behaviour is the scene's)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class BuilderSpec:
    store: Any                        # an app.collection_store.Store
    noun: str = "deck"                # "deck", "army"
    a_noun: str = "A deck"            # "An army"
    title: str = "Deck builder"       # drawn top left; "Leave the deck builder?"
    builtin_is: str = "a built-in entry"   # "'X' is <builtin_is>: save your copy..."
    playable_word: str = "valid"      # "not playable until it is <valid>"
    copy_hint: str = "rename it"      # "A copy of X: <rename it> and save it as your own."
    notice_seconds: float = 3.5       # a notice at the foot of the pool
    refusal_seconds: float | None = None   # a refusal next to the cursor (None: the drag's)
    renames: bool = False             # Save under a new name offers to rename the file
    text_help: str = ""               # the Text… dialog's explanation ("": no text button)
    search: bool = True               # Ctrl+F focuses the pool's search field
    builtin_word: str = "Built-in"    # the Load list: "<Starter> decks are copied..."
    entry_line: Callable[[dict], str] | None = None   # the Load list: a row's second line

    @property
    def untitled(self) -> str:
        return f"Untitled {self.noun}"
