#!/bin/sh
# Magetable for this user only (no root needed), from the unpacked release archive:
#
#   ./install.sh               copy the program to ~/.local/share/magetable-app, put
#                              Magetable in the applications menu (a desktop entry and its
#                              icon) and a `magetable` command in ~/.local/bin
#   ./install.sh --uninstall   remove all of that again (your saves, decks and settings,
#                              kept in ~/.local/share/magetable and ~/.config/magetable,
#                              are left alone)
#
# Follows XDG_DATA_HOME when it is set. Running it again updates an installed copy.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
dest=$data/magetable-app            # the program; the player's own files live elsewhere
apps=$data/applications
icons=$data/icons/hicolor
bin=$HOME/.local/bin

refresh() {       # let the menus know at once (where the desktop has these tools)
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$apps" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$icons" 2>/dev/null || true
    fi
}

uninstall() {
    rm -rf "$dest"
    rm -f "$apps/magetable.desktop"
    for icon in "$icons"/*/apps/magetable.png; do
        [ -e "$icon" ] && rm -f "$icon"
    done
    # the command, only if it is ours (a link into the program's folder)
    if [ -L "$bin/magetable" ] && [ "$(readlink "$bin/magetable")" = "$dest/magetable" ]; then
        rm -f "$bin/magetable"
    fi
    refresh
    echo "Magetable is uninstalled (your saves and settings are kept)."
}

# a path as one argument of a desktop entry's Exec key: in double quotes, with ", `, $
# and \ escaped by a backslash, then every backslash doubled (the key is a string), and %
# written %%
exec_quote() {
    printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g' \
        -e 's/^/"/' -e 's/$/"/'
}

install() {
    if [ ! -x "$here/magetable/magetable" ]; then
        echo "install.sh: no program at $here/magetable/magetable (run me from the unpacked archive)" >&2
        exit 1
    fi
    mkdir -p "$data" "$apps"
    rm -rf "$dest.new"
    cp -R "$here/magetable" "$dest.new"
    for doc in README.md LICENSE LICENSE-fonts.txt; do
        if [ -e "$here/$doc" ]; then cp "$here/$doc" "$dest.new/"; fi
    done
    rm -rf "$dest"
    mv "$dest.new" "$dest"

    for icon in "$here"/icons/hicolor/*/apps/magetable.png; do
        [ -e "$icon" ] || continue
        size=$(basename "$(dirname "$(dirname "$icon")")")
        mkdir -p "$icons/$size/apps"
        cp "$icon" "$icons/$size/apps/magetable.png"
    done

    exec_line="Exec=$(exec_quote "$dest/magetable")"
    while IFS= read -r line || [ -n "$line" ]; do
        case $line in
            Exec=*) printf '%s\n' "$exec_line" ;;
            *) printf '%s\n' "$line" ;;
        esac
    done < "$here/magetable.desktop" > "$apps/magetable.desktop.new"
    chmod 644 "$apps/magetable.desktop.new"
    mv "$apps/magetable.desktop.new" "$apps/magetable.desktop"

    mkdir -p "$bin"
    if [ ! -e "$bin/magetable" ] || [ -L "$bin/magetable" ]; then
        ln -sf "$dest/magetable" "$bin/magetable"
    else
        echo "($bin/magetable is another program: left as it is)"
    fi
    refresh
    echo "Magetable is installed in $dest and is in your applications menu."
    echo "Uninstall with: $0 --uninstall"
}

case ${1:-} in
    "") install ;;
    --uninstall) uninstall ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//' ;;
    *) echo "install.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
esac
