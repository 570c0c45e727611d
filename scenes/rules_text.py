"""The in-app rules summaries, written in our own words (never copied from a rulebook).

A tiny markup, one block per line:
    # Section           a section (listed in the contents column)
    ## Heading          a smaller heading
    - text              a bullet
    = Term | text       a term in bold with its explanation beside it
    ! text              a house rule of ours, shown in a marked box
    anything else       a paragraph
"""
from __future__ import annotations



def coming_soon(plugin) -> str:
    """The page shown for a game that has no summary yet (or is not built yet)."""
    if plugin.built:
        status = (f"A full summary of the {plugin.title} rules, in our own words, is being "
                  "written. Until then, the tutorial walks you through a game.")
    else:
        status = (f"{plugin.title} is not playable yet. Its rules are being built, and a "
                  "summary in our own words will appear here with it.")
    return f"""\
# Coming soon
{status}
# The game in short
{plugin.blurb}
= Players | {plugin.players_label}
# Controls
= Esc | Pause menu.
= Space | Skip an animation, or go on to the next step.
= F11 | Switch between window and fullscreen.
"""


def rules_text(plugin) -> str:
    """The summary of the game of ``plugin`` (its own text, else a coming-soon page)."""
    if plugin is None:
        return "# Unknown game\nThere is no rules summary for this game."
    return plugin.summary() or coming_soon(plugin)
