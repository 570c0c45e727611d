"""The Arena of the Planeswalkers rules summary shown in the rules screen, in our own words
(never copied from the rulebook); the markup is described in scenes/rules_screen.py."""
from __future__ import annotations


def summary() -> str:
    """The summary; the army cards come from the engine's content, so the list never
    drifts from what the table plays."""
    from engines.arena import ARMY
    cards = "\n".join(
        f"= {c.name} | {'Planeswalker' if c.is_planeswalker else f'squad of {c.figures}'}, "
        f"{c.colour}: life {c.life}, move {c.move}, range {c.range}, attack {c.power}, "
        f"defence {c.toughness}, height {c.height}"
        + (", double space" if c.size == 2 else "") + ". "
        + " ".join(f"{a.get('name')}: {a.get('text', '')}" for a in c.abilities)
        for c in ARMY)
    return ARENA.replace("{CARDS}", cards)


ARENA = """\
# Aim
Two Planeswalkers meet on a battlefield of sand, water, hills and ruins, each with two squads of creatures and a deck of twelve spells. Destroy the other Planeswalker and you win. If both still stand after turn 30, the side with the most points of figures on the battlefield wins.

# The battlefield on screen
- The hexes are drawn in 2.5D: a raised tile shows its sides, and a thin line on a side marks each level, so you can count how high a hill is. Press H (or the Levels button) to write the level on every hex.
- Water is blue and lies one level below the sand. Grey towers are ruins: nobody stands in them and they block sight. Fallen stones (rubble) only fit small bases. A broken wall stands on the edge between two hexes.
- Glyphs are violet stones with a letter: M (Movement), P (Power), T (Toughness), K (Knowledge).
- Figures are standees as tall as their height, coloured like their army card and marked with its letters; squad figures are numbered. Your figures have a dot on the front of their base, the opponent's a cross. Red markers count damage.
- Q and E (or the buttons) turn the view by 60 degrees, the mouse wheel zooms, dragging the background pans, Fit shows the whole battlefield again.
- Esc opens the pause menu: resume, restart, save, rules, settings, forfeit (a loss, after you confirm), quit to menu.

# Setting up
Both players roll the d20; the high roller chooses who goes first, and that player places first. Each Planeswalker starts in one of the two coloured starting zones. Everybody shuffles their spells and draws three. The player who goes first does not draw on the first turn.

# Three to five players
- The Skirmish (4 players): two teams of two, partners sitting side by side. Each team rolls once; the winning team's player sitting farthest to the left goes first, and play passes to the left, so the teams take turns in pairs. Partners share a starting zone, never attack each other and may pass through each other's figures, and each sees the other's spell cards. The glyphs lie face down until a figure stops on one. Destroy both opposing Planeswalkers to win; after turn 60 the team with the most points on the battlefield wins.
- The Melee (3, 4 or 5 players): everyone for themselves. Everybody rolls the d20 (ties roll again); the high roller goes first. Each Planeswalker starts in its own orange zone. The game ends after 36, 48 or 60 turns, and the player with the most points of figures standing on the purple spaces wins. A player whose Planeswalker is destroyed plays on with its figures; with none left it is out.
- In both, the first player does draw on the first turn.
- On screen, every seat has a panel in the left column (the player after you at the top, yours at the foot): its hand, library and graveyard, and its army cards. Each seat has a colour and a symbol (circle, diamond, triangle, square, star), also on the base of its figures; in the Skirmish a team's seats share its colour and its emblem (shield or crystal). The seat whose turn it is says NOW. Point at a seat's name to open its army cards large, with its hand: your partner's cards face up, an opponent's face down. In the Melee the purple spaces carry a gem and each seat's points there are counted live.

# When the turn track runs out
- The track is the one the rulebook prints: 30 turns in the Duel, 60 in the Skirmish, 36, 48 or 60 in the Melee. A game of the set's scenarios cannot be set up, or loaded from a save, with any other length; your own scenario (below) picks one from 20 to 90.
- Equal points at the end are a draw, and the game-over screen says so: nobody wins alone, and it is not a shared win.
- In the Melee, a player who is out (Planeswalker destroyed, no figure left) never wins, not even when everyone still in has 0 points: the tie is among the players still in.
- In the Skirmish a team wins together, both partners, even one whose figures are all gone; two teams with equal points are a draw.

# Your own battlefields and scenarios
- Battlefields… on the setup screen opens the editor: paint sand at a level or water, stack and unstack tiles, place ruins and glyphs, mark each side's starting zone, and copy one half mirrored or turned onto the other for a fair map. Undo and redo go back and forth through every edit. The checker on the right says in plain words what the map still needs before it can be saved as playable. The set's printed battlefields open as copies.
- Choose a map in the setup's Battlefield row to play your own scenario on it: the players (2 to 5), teams (equal sides, partners side by side) or none, the turn track (20 to 90 turns), the glyphs as the map shows them or shuffled symbol side up, and the victory: destroy the Planeswalkers (as the Duel), points on the track (the game always runs to the end of the track; the most points on the battlefield win), or points on marked spaces (as the Melee; the map needs purple spaces).
- On your own scenario, every starting zone of the map may be used, partners may share one, and the first player draws on the first turn when more than two play.
- The Build row sets what an army may cost: 500 (the set's own), 750, 1,000 or a number you type in the army builder. As the rulebook allows when sets are combined, common army cards may be taken more than once; a unique card (a Planeswalker, a unique hero or squad) only once per army.

# A turn
- Draw a spell card (only while your Planeswalker lives; with an empty library you simply do not draw).
- You may play up to three spells in your turn: before you move, and after you have attacked.
- Choose one of your army cards: only its figures act this turn. Click the card, or just start dragging one of its figures.
- If you chose your Planeswalker, you may first summon up to two squads from your reserve: drag the squad's card onto a lit space (an empty space within 5 clear-sight spaces of your Planeswalker).
- Move the figures of the chosen card, then attack with them.
- At the end of the turn you keep at most seven spell cards.

# Moving
- Drag a figure: every space it can reach lights up with what it costs. The path follows the mouse. A red cross marks a move that lets an engaged opponent strike at you as you leave; a down arrow marks a fall.
- Each space costs one; climbing costs one more per level. A figure cannot climb a rise as high as itself or higher in one step. Going down is free, but a drop as high as the figure is a fall: it rolls one combat die and takes a damage on a hit (never when it lands in water).
- Entering water ends the move; climbing out costs one extra. Glyphs also stop a move.
- You may pass your own figures (unless they are engaged) but never the opponent's, and you must end on an empty space.
- Double-space figures move their front half first and the back half follows; they end on two spaces of the same level.
- A double-space figure may turn round on its own two spaces at any time in its move (drag it onto its own tail space). The flip is free: on its own it does not use up the figure's move, which it may still make afterwards, and it draws no leaving-engagement strikes.
- If a move is refused, the figure snaps back and the reason is shown.

# Engagement
Two opposing figures next to each other are engaged, unless one of them stands so high that its base is at least as high as the other figure is tall, or a ruin taller than both stands between them. Leaving an engagement gives that opponent a free one-die attack on you (no defence roll). An engaged figure may only attack figures it is engaged with. On the battlefield, a red badge with a cross between two figures says they are engaged.

# Attacking
- Each figure of the chosen card attacks once. Drag it onto an opponent, or click it and then click the target: the figures it may attack light up in red.
- Range counts spaces and ignores levels. You need a line of sight to part of the target unless the two are adjacent or engaged. Pointing at a target draws the line of sight: green while clear, red from the first thing that blocks it, with the dice each side rolls.
- Adjacent means on the next space and not out of reach on a ledge: when one figure's base stands at least as high as the other figure's top, the two are not adjacent (and not engaged). Such a pair needs a line of sight to attack, and spells and abilities that name adjacent figures pass them by.
- The attacker rolls as many combat dice as its attack, the defender as many as its defence. Each die has three hit faces, two shield faces and a blank. Hits minus shields is the damage.
- The figure standing higher (its base) gets one extra die, attacking or defending. Water is lower than any land.
- A figure with as much damage as its life is destroyed.
- Hold R (or press the Ruler button, then click a place) and point at another place to measure the distance and the line of sight at any time.

# Spells
- Sorceries do what they say and go to the graveyard.
- Auras are put on an army card and change it while they stay.
- Hidden enchants go face down on one of your own army cards and may be flipped when their moment comes (the game asks you).
- A second hidden enchant on the same card goes under the first. When several would flip at the same moment, the top-most goes first: the one played first is asked first.
- A hidden enchant you do not flip when its moment comes goes out of play unused: it is not kept face down for a later chance, and it does not go to your graveyard.
- Click your graveyard (or the opponent's) to look through it.

# Glyphs on this battlefield
= M | Movement: +2 move for all your figures while one of them stands on it.
= P | Power: +1 attack for all your figures while one of them stands on it.
= T | Toughness: +1 defence for all your figures while one of them stands on it.
= K | Knowledge: the figure's player draws a spell, and the glyph leaves the game.

# The army cards
{CARDS}
"""
