"""A builder's file actions, the same in every game: save (a new name may rename the
saved file, asking whether to keep the old one), copy, new, delete, load (built-in
entries are copied), and the entry as plain text. Everything goes through the game's
store (``spec.store``: an ``app.collection_store.Store``); a refusal says why next to
the control that was used. Unsaved changes are guarded: a dialog asks before they go.

A mixin of :class:`scenes.kit.builder.scene.BuilderScene`; the game's scene fills the
hooks at the end (what an entry holds, how its model loads one, what is new)."""
from __future__ import annotations

from typing import Any, Callable

from app import collection_store as store
from scenes.kit.builder.spec import BuilderSpec
from scenes.kit.builder.text_io import TextChannel
from scenes.message import confirm, show_message


def plural(k: int, word: str) -> str:
    return f"{k} {word}{'s' if k != 1 else ''}"


class BuilderFiles:
    spec: BuilderSpec
    channel = TextChannel()
    app: Any
    model: Any          # the game's model of an entry, from its engine
    name_field: Any
    saved_name: str | None
    dirty: bool
    edited: bool
    message: str | None
    _layout_dirty: bool

    def notice(self, message: str, bad: bool = False, near=None) -> None:
        raise NotImplementedError

    def _near(self, button: str):
        """Where a refusal about ``button`` ("save", "copy"...) is shown."""
        return getattr(self, f"{button}_button").rect.bottomleft

    # -- load ---------------------------------------------------------------------------
    def load(self, entry: dict, copy: bool | None = None) -> list[str]:
        """Show ``entry`` (from the store, or the same fields). Built-in entries are
        copied: a new name, unsaved. Returns what the model left out (said)."""
        copy = bool(entry.get("builtin")) if copy is None else copy
        left_out = self.load_model(entry)
        name = str(entry.get("name", ""))
        if copy:
            name = self.copy_of(name)
            self.saved_name, self.dirty = None, True
        else:
            self.saved_name, self.dirty = (name if self.saved_on_load(entry) else None), False
        self.edited = False                 # a new or copied entry is unsaved, not edited
        self.name_field.value = name[:store.MAX_NAME]
        self.after_load()
        self._layout_dirty = True
        if left_out:
            self.left_out(left_out)
        return left_out

    def open_load(self) -> None:
        self.name_field.focus(False)
        self.app.stack.push(self.load_overlay(self.app, self._chosen))

    def _chosen(self, entry: dict) -> None:
        def go():
            left_out = self.load(entry)
            if entry.get("builtin"):
                self.notice(f"A copy of {entry['name']}: {self.spec.copy_hint} and save it "
                            "as your own.")
            elif not left_out:
                self.notice(f"Loaded '{entry['name']}'.")
        self._guard(go, f"Load another {self.spec.noun}?", "Discard changes")

    # -- save, copy -----------------------------------------------------------------------
    def save(self, overwrite: bool = False, keep_old: bool | None = None) -> bool:
        """Save under the name in the box. With ``spec.renames``, a saved entry given a
        new name asks whether to rename it (its old file removed) or keep both; an
        existing file asks first."""
        spec, st = self.spec, self.spec.store
        self.name_field.focus(False)
        name = store.clean_name(self.name_field.value)
        near = self.name_field.rect.bottomleft
        if not name:
            self.name_field.focus(True)
            self.notice(f"Give the {spec.noun} a name first (type it in the Name box).",
                        bad=True, near=near)
            return False
        if st.is_builtin_name(name):
            self.notice(f"'{name}' is {spec.builtin_is}: save your copy under another name.",
                        bad=True, near=near)
            return False
        old = self.saved_name
        same_file = old is not None and store.slug(old) == store.slug(name)
        renaming = spec.renames and old is not None and not same_file and \
            st.path(old).is_file()
        if renaming and keep_old is None:
            show_message(self.app, f"Rename '{old}'?",
                         f"Save this {spec.noun} as '{name}' and remove the file of '{old}', "
                         f"or keep both {spec.noun}s?",
                         [("Rename", lambda: self.save(overwrite, keep_old=False)),
                          ("Keep both", lambda: self.save(overwrite, keep_old=True)),
                          ("Cancel", None)])
            return False
        if not overwrite and not same_file and st.path(name).is_file():
            def replace() -> None:
                self.save(True, keep_old)
            confirm(self.app, f"Replace the saved {spec.noun}?",
                    f"{spec.a_noun} called '{name}' is already saved. Replace it with this "
                    "one?", "Replace", replace)
            return False
        try:
            entry = st.save({"name": name, **self.entry_body()})
        except (store.CollectionError, OSError) as exc:
            self.notice(f"Not saved: {exc}", bad=True, near=self._near("save"))
            return False
        done = f"Saved '{name}'"
        if renaming and keep_old is False and old is not None:
            try:
                st.delete(old)
                done = f"Renamed '{old}' to '{name}'"
            except store.CollectionError as exc:
                done = f"Saved '{name}' ({exc})"
        self.name_field.value = name
        self.saved_name, self.dirty, self.edited = name, False, False
        if entry["valid"]:
            self.notice(f"{done}. It is ready to play.")
        else:
            self.notice(f"{done} as a draft: not playable until it is {spec.playable_word} "
                        f"({plural(self.draft_count(entry), 'problem')}).")
        return True

    def _save_clicked(self) -> None:
        self.save()

    def _duplicate_clicked(self) -> None:
        self.duplicate()

    def unique_copy_name(self, name: str) -> str:
        """"<name> copy" (then "copy 2", ...) that no entry has yet, within the limit."""
        base = store.clean_name(name) or self.spec.noun.capitalize()
        for k in range(1, 100):
            suffix = " copy" if k == 1 else f" copy {k}"
            trial = base[:store.MAX_NAME - len(suffix)].rstrip() + suffix
            if not self.spec.store.exists(trial):
                return trial
        return base

    def duplicate(self) -> bool:
        """Save a copy under a new name and go on editing the copy."""
        self.name_field.focus(False)
        source = store.clean_name(self.name_field.value) or self.spec.untitled
        name = self.unique_copy_name(source)
        try:
            self.spec.store.save({"name": name, **self.entry_body()})
        except (store.CollectionError, OSError) as exc:
            self.notice(f"The copy was not saved: {exc}", bad=True, near=self._near("copy"))
            return False
        self.name_field.value = name
        self.saved_name, self.dirty, self.edited = name, False, False
        self.notice(f"Saved a copy of '{source}' as '{name}': you are editing the copy.")
        return True

    # -- the unsaved-changes guard, new, delete ----------------------------------------------
    def _guard(self, then: Callable[[], None], title: str, yes: str) -> None:
        """Run ``then``, asking first when there are changes that are not saved."""
        if self.has_unsaved():
            confirm(self.app, title, f"The changes to this {self.spec.noun} are not saved.",
                    yes, then, "Keep editing")
        else:
            then()

    def new(self) -> None:
        self._guard(self._new, f"Start a new {self.spec.noun}?", "Discard changes")

    def _new(self) -> None:
        self.clear_model()
        self.name_field.value = self.new_name()
        self.saved_name, self.dirty = None, bool(self.name_field.value)
        self.edited = False
        self._layout_dirty = True
        self.notice(self.new_notice())

    def delete(self) -> None:
        noun = self.spec.noun
        if self.saved_name is None or not self.spec.store.path(self.saved_name).is_file():
            self.notice(f"This {noun} is not saved, so there is nothing to delete.", bad=True,
                        near=self._near("delete"))
            return
        name = self.saved_name
        confirm(self.app, f"Delete '{name}'?", f"The saved {noun} file is removed for good.",
                "Delete", lambda: self._delete(name))

    def _delete(self, name: str) -> None:
        try:
            self.spec.store.delete(name)
        except store.CollectionError as exc:
            self.notice(str(exc), bad=True)
            return
        self._new()
        self.notice(f"Deleted '{name}'.")

    # -- as text --------------------------------------------------------------------------
    def open_text(self) -> None:
        self.name_field.focus(False)
        show_message(self.app, f"The {self.spec.noun} as text", self.spec.text_help,
                     [("Export", self.export_text), ("Import", self.import_text),
                      ("Cancel", None)])

    def export_text(self) -> bool:
        name = store.clean_name(self.name_field.value) or self.spec.untitled
        done, message = self.channel.export(self.to_text(name), name)
        self.notice(message, bad=not done, near=self._near("text"))
        return done

    def import_text(self) -> bool:
        body, where = self.channel.fetch()
        near = self._near("text")
        if body is None:
            self.notice(where, bad=True, near=near)
            return False
        entry, read, errors = self.read_text(body)
        if entry is None:
            self.notice(f"No {self.spec.noun} found in {where}: {read}", bad=True, near=near)
            return False

        def go():
            self.load(entry, copy=False)
            self.saved_name, self.dirty, self.edited = None, True, True   # brought in: keep
            message = f"Imported from {where}: {read}"
            if errors:
                message += f"; {plural(len(errors), 'line')} skipped ({errors[0]})"
            self.notice(message + ".", bad=bool(errors), near=near)
        self._guard(go, f"Import a {self.spec.noun}?", "Discard changes")
        return True

    # -- the game's hooks ------------------------------------------------------------------
    def entry_body(self) -> dict:
        """The entry's own fields as the store saves them (all but the name)."""
        raise NotImplementedError

    def load_model(self, entry: dict) -> list[str]:
        """Put ``entry`` into the model (its ``load``); returns the names it could not hold
        (a model's ``load`` that leaves nothing out may return None)."""
        return self.model.load(entry) or []

    def left_out(self, names: list[str]) -> None:
        self.notice(f"Left out, unknown to this game: {', '.join(names)}.", bad=True)

    def saved_on_load(self, entry: dict) -> bool:
        """Whether a loaded (not copied) entry counts as saved under its name."""
        return True

    def copy_of(self, name: str) -> str:
        """The name a copied built-in entry gets."""
        return f"{name} copy"

    def after_load(self) -> None:
        """The model changed wholesale: reset scrolling and the like."""

    def clear_model(self) -> None:
        """Empty the model for a new entry (and scroll its column back to the top)."""
        raise NotImplementedError

    def new_name(self) -> str:
        return ""

    def new_notice(self) -> str:
        return f"A new, empty {self.spec.noun}."

    def has_unsaved(self) -> bool:
        """Leaving would lose the player's own edits (a new entry or a copy of a built-in
        one left untouched loses nothing: leaving asks nothing)."""
        return self.dirty and self.edited

    def draft_count(self, entry: dict) -> int:
        return len(entry["problems"])

    def load_overlay(self, app, on_choose):
        raise NotImplementedError

    def to_text(self, name: str) -> str:
        raise NotImplementedError

    def read_text(self, body: str) -> tuple[dict | None, str, list[str]]:
        """(the entry to load or None, what was read - "3 Magi, 20 cards" - or why
        nothing was, the lines skipped)."""
        raise NotImplementedError
