"""The deck builder's file actions (a mixin of :class:`.builder.DeckBuilderScene`): save
(a new name renames, asking whether to keep the old file), copy, new, delete, load, and
the deck as plain text. Everything goes through the store (:mod:`.collection`); a refusal
says why next to the button that was used."""
from __future__ import annotations

from typing import Any, Callable

from app import collection_store as store
from app.ui.fields import TextField
from engines.mabinogi.deck_model import DEFAULT_HERO, DeckModel
from scenes.mabinogi import builder_text
from scenes.mabinogi.builder_load import LoadDeckOverlay
from scenes.mabinogi.collection import STORE
from scenes.message import confirm, show_message


class DeckFileActions:
    """Needs the scene's ``app``, ``model``, ``name_field``, the buttons, ``notice``,
    ``load``, ``saved_name`` and ``dirty``."""

    app: Any
    model: DeckModel
    name_field: TextField
    saved_name: str | None
    dirty: bool
    message: str | None
    save_button: Any
    copy_button: Any
    delete_button: Any
    text_button: Any
    deck_column: Any
    _layout_dirty: bool

    def notice(self, message: str, bad: bool = False, near=None) -> None:
        raise NotImplementedError

    def load(self, deck: dict, copy: bool | None = None) -> None:
        raise NotImplementedError

    def copy_name(self, name: str) -> str:
        """"<name> copy" (then "copy 2", ...) that no deck has yet, within the name limit."""
        base = store.clean_name(name) or "Deck"
        for k in range(1, 100):
            suffix = " copy" if k == 1 else f" copy {k}"
            trial = base[:store.MAX_NAME - len(suffix)].rstrip() + suffix
            if not STORE.exists(trial):
                return trial
        return base

    def save(self, overwrite: bool = False, keep_old: bool | None = None) -> bool:
        """Save under the name in the box. A saved deck given a new name asks whether to
        rename it (its old file removed) or keep both; an existing file asks first."""
        self.name_field.focus(False)
        name = store.clean_name(self.name_field.value)
        near = self.name_field.rect.bottomleft
        if not name:
            self.name_field.focus(True)
            self.notice("Give the deck a name first (type it in the Name box).", bad=True,
                        near=near)
            return False
        if STORE.is_builtin_name(name):
            self.notice(f"'{name}' is a prebuilt deck: save your copy under another name.",
                        bad=True, near=near)
            return False
        old = self.saved_name
        same_file = old is not None and store.slug(old) == store.slug(name)
        renaming = old is not None and not same_file and STORE.path(old).is_file()
        if renaming and keep_old is None:
            show_message(self.app, f"Rename '{old}'?",
                         f"Save this deck as '{name}' and remove the file of '{old}', or "
                         "keep both decks?",
                         [("Rename", lambda: self.save(overwrite, keep_old=False)),
                          ("Keep both", lambda: self.save(overwrite, keep_old=True)),
                          ("Cancel", None)])
            return False
        if not overwrite and not same_file and STORE.path(name).is_file():
            def replace() -> None:
                self.save(True, keep_old)
            confirm(self.app, "Replace the saved deck?",
                    f"A deck called '{name}' is already saved. Replace it with this one?",
                    "Replace", replace)
            return False
        try:
            entry = STORE.save({"name": name, "hero": self.model.hero,
                                "cards": self.model.cards()})
        except (store.CollectionError, OSError) as exc:
            self.notice(f"Not saved: {exc}", bad=True, near=self.save_button.rect.bottomleft)
            return False
        done = f"Saved '{name}'"
        if renaming and keep_old is False and old is not None:
            try:
                STORE.delete(old)
                done = f"Renamed '{old}' to '{name}'"
            except store.CollectionError as exc:
                done = f"Saved '{name}' ({exc})"
        self.name_field.value = name
        self.saved_name, self.dirty = name, False
        if entry["valid"]:
            self.notice(f"{done}. It is ready to play.")
        else:
            k = len(entry["problems"])
            self.notice(f"{done} as a draft: not playable until it is valid "
                        f"({k} problem{'s' if k != 1 else ''}).")
        return True

    def _save_clicked(self) -> None:
        self.save()

    def _duplicate_clicked(self) -> None:
        self.duplicate()

    def duplicate(self) -> bool:
        """Save a copy of the deck under a new name and go on editing the copy."""
        self.name_field.focus(False)
        source = store.clean_name(self.name_field.value) or "Untitled deck"
        name = self.copy_name(source)
        try:
            STORE.save({"name": name, "hero": self.model.hero, "cards": self.model.cards()})
        except (store.CollectionError, OSError) as exc:
            self.notice(f"The copy was not saved: {exc}", bad=True,
                        near=self.copy_button.rect.bottomleft)
            return False
        self.name_field.value = name
        self.saved_name, self.dirty = name, False
        self.notice(f"Saved a copy of '{source}' as '{name}': you are editing the copy.")
        return True

    def _guard(self, then: Callable[[], None], title: str, yes: str) -> None:
        if self.dirty and self.model.counts:
            confirm(self.app, title, "The changes to this deck are not saved.", yes, then,
                    "Keep editing")
        else:
            then()

    def new(self) -> None:
        self._guard(self._new, "Start a new deck?", "Discard changes")

    def _new(self) -> None:
        self.model.clear()
        self.model.hero = DEFAULT_HERO
        self.name_field.value = ""
        self.saved_name, self.dirty = None, False
        self.deck_column.scroll = 0
        self._layout_dirty = True
        self.notice("A new, empty deck.")

    # -- decks as text ------------------------------------------------------------------------
    def open_text(self) -> None:
        self.name_field.focus(False)
        show_message(self.app, "The deck as text",
                     "Export copies this deck as plain text: its name, its hero and one "
                     "line per card with its count ('2 Hyena'), the way players paste decks "
                     "to each other. Import reads such a text into the builder.",
                     [("Export", self.export_text), ("Import", self.import_text),
                      ("Cancel", None)])

    def export_text(self) -> bool:
        name = store.clean_name(self.name_field.value) or "Untitled deck"
        done, message = builder_text.export(builder_text.deck_to_text(self.model, name), name)
        self.notice(message, bad=not done, near=self.text_button.rect.bottomleft)
        return done

    def import_text(self) -> bool:
        body, where = builder_text.fetch()
        near = self.text_button.rect.bottomleft
        if body is None:
            self.notice(where, bad=True, near=near)
            return False
        parsed = builder_text.deck_from_text(body)
        if not parsed.cards:
            first = parsed.errors[0] if parsed.errors else "it names no card"
            self.notice(f"No deck found in {where}: {first}", bad=True, near=near)
            return False

        def go():
            self.load({"name": parsed.name or "Imported deck", "hero": parsed.hero,
                       "cards": parsed.cards}, copy=False)
            self.saved_name, self.dirty = None, True
            message = f"Imported from {where}: {len(parsed.cards)} cards"
            skipped = len(parsed.errors)
            if skipped:
                message += (f"; {skipped} line{'s' if skipped != 1 else ''} skipped "
                            f"({parsed.errors[0]})")
            self.notice(message + ".", bad=bool(skipped), near=near)
        self._guard(go, "Import a deck?", "Discard changes")
        return True

    def open_load(self) -> None:
        self.name_field.focus(False)
        self.app.stack.push(LoadDeckOverlay(self.app, self._chosen))

    def _chosen(self, deck: dict) -> None:
        def go():
            self.load(deck)
            if deck.get("builtin"):
                self.notice(f"A copy of {deck['name']}: change it and save it as your own.")
            elif self.message is None:
                self.notice(f"Loaded '{deck['name']}'.")
        self._guard(go, "Load another deck?", "Discard changes")

    def delete(self) -> None:
        if self.saved_name is None or not STORE.path(self.saved_name).is_file():
            self.notice("This deck is not saved, so there is nothing to delete.", bad=True,
                        near=self.delete_button.rect.bottomleft)
            return
        name = self.saved_name
        confirm(self.app, f"Delete '{name}'?", "The saved deck file is removed for good.",
                "Delete", lambda: self._delete(name))

    def _delete(self, name: str) -> None:
        try:
            STORE.delete(name)
        except store.CollectionError as exc:
            self.notice(str(exc), bad=True)
            return
        self._new()
        self.notice(f"Deleted '{name}'.")

