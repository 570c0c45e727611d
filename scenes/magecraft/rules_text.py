"""The Magecraft rules summary shown in the rules screen, in our own words (never copied
from a rulebook); the markup is described in scenes/rules_screen.py."""
from __future__ import annotations

def summary() -> str:
    """The Magecraft summary; the mages and spells come from the game's own content files,
    so the lists never drift from what the table plays."""
    from engines.magecraft.content import CHARACTERS, SPELLS, icon_text, spell_text
    colour = ("Fire", "Water", "Earth", "Light", "Darkness", "any gem")
    mages = "\n".join(f"= {c.name} | {c.cantrip}: pay 1 {colour[c.cost]}, get "
                      f"{icon_text(c.icons)}. {c.text}" for c in CHARACTERS)
    groups = (("starting", "Starting spells (books 1 to 3)"),
              ("basic", "Basic spells (in every Academy)"),
              ("academy", "Academy spells (9 of these each game)"))
    spells = "\n".join(f"## {title}\n" + "\n".join(f"- {spell_text(s.id)}" for s in SPELLS
                                                    if s.kind == kind)
                       for kind, title in groups)
    return MAGECRAFT.replace("{MAGES}", mages).replace("{SPELLS}", spells)


MAGECRAFT = """\
# Aim
Two to four mages duel with coloured gems. There are two ways to win: knock out every other mage by emptying their HP area, or be the first to gather 20 gems in your own score area. A gem you strip from an opponent's HP lands in your score area, so every hit that gets through also brings you closer to 20.

# The components
## Gems
Gems come in five colours. On screen each colour also has a shape of its own, so you never have to tell them apart by colour alone:
= Fire | a red triangle
= Water | a blue circle
= Earth | a green square
= Light | a yellow diamond
= Darkness | a purple hexagon
Nobody starts with Darkness: those gems only come out of the Academy.
## Spell cards
A spell shows a learn cost (paid once, when you take it from the Academy), a cast cost (paid each time you use it) and a row of icons saying what it does. A coloured cost slot needs a gem of that colour; a wild slot takes any colour.
## The Academy
The shared supply in the middle: spells waiting to be learned, and a pool of gems that Heal and Shield take from.

# Your character board
= HP area | Your life: 12 gems at the start, and never more than 12. When it is empty you are out.
= Shield area | Gems that soak up attacks before they reach your HP.
= Score area | The gems you have won. Twenty of them win the game.
= Discard area | Spent gems rest here until your bag runs dry.
= Bag | Your private supply. You always draw from it blind, at random.
= Hand | The gems you drew, ready to pay for spells.
= Spellbooks | Three rows of spells, always cast from left to right.
= Cantrip | Your mage's own one-gem spell (see The cantrip).

# Setting up
- A random player goes first; play then runs clockwise.
- Every mage puts 3 Fire, 3 Water, 3 Earth and 3 Light in their bag, and the same again (12 gems) in their HP area.
- The three spellbooks start with one spell each: Meditation in book 1, Magic Missile in book 2, Mana Tricks in book 3.
- In turn order, each mage draws a starting hand from their bag and then drops some of it into their discard area. Later seats keep more, to make up for waiting:
= 1st seat | draw 4, discard 2
= 2nd seat | draw 4, discard 1
= 3rd seat | draw 4, discard 0 (3 and 4 players)
= 4th seat | draw 5, discard 1 (4 players)
## The Academy
Minor Cure, Absorb and Fireball are always on offer. Nine more spells join them, picked at random each game. How many copies of each spell, and how many gems of each of the five colours, depends on the number of players:
= 2 players | 2 cards per spell, 8 gems per colour
= 3 players | 3 cards per spell, 12 gems per colour
= 4 players | 4 cards per spell, 16 gems per colour

# A turn, in four phases
## 1. Discard shield
You may move any of your own shield gems to your discard area, for instance to get good colours cycling back into your bag. With an empty shield area this phase is skipped.
## 2. Casting (optional)
Pick ONE spellbook and work along it from the left. For each spell, pay its cast cost with gems from your hand, then use all of its icons in any order you like, then move on to the next spell. A spell you cannot pay for cannot be skipped: casting ends there. You may also stop early. The other two books sit this turn out.
## 3. Learning or revision (optional, one of the two)
Learning: choose a spell in the Academy, pay its learn cost from your hand (those gems go to your discard area) and slide the card in at the LEFT end of one of your spellbooks, so it is now the first spell of that book.
Revision: allowed only with at least 4 gems in hand. Discard four of them, then rearrange your spells across the three books (a book may end up empty): you may make one move per spell you own. Last, you may master one spell (see below).
## 4. Refresh
Your remaining hand and every gem lying on your spells go to your discard area. Then draw four new gems. If the bag empties while you draw, pour your discard area into it and keep drawing. The next mage clockwise takes a turn.

# The icons
Every icon on a spell is used once; two of the same icon means doing it twice.
= Draw | Take a random gem from your bag into your hand. If the bag is empty, refill it from your discard area first.
= Attack | Pick an opponent. If they have shield gems, knock one of your choice into their discard area. If their shield area is empty, take a gem from their HP area and put it in YOUR score area.
= Heal | Move a gem from the Academy to your HP area. If your HP area is already full (12), the gem goes to your score area instead.
= Shield | Move a gem into your shield area, from the Academy or from your own discard area (your choice).
= Vanish | Move a gem from your hand, or from your HP area, to your score area: health traded for points.
= Wild | Not an effect but a cost slot: any colour pays it.

# Mastered spells
The last step of a revision flips one of your spells to its mastered side. The step is optional: you may skip it, and the rulebook advises leaving mastering out of your first game altogether (turn "Mastering spells" off when you set up the game). The leftmost slot of a mastered spell's cast cost becomes a golden gem slot. When you cast that spell, the gem you paid into the golden slot does not stay behind: it travels on to the next spell in the same book and helps pay for it, saving you a gem from your hand. If the next spell has no slot it can fill, the gem goes to your discard area instead.
Chains of mastered spells can pass the golden gem along a whole book.

# The cantrip
Every mage is born with a cantrip, a small spell of their own that costs a single gem. You may use it during your casting phase: before you pick a book, between two spells, or after the last one. The four mages of Magetable:
{MAGES}

# Game end
- A mage whose HP area is empty is knocked out at once. Their board stays as it is, but they take no more turns and can no longer be attacked.
- The game ends the moment only one mage is left standing, or someone has 20 or more gems in their score area. That mage wins.

# Playing with 3 or 4
With more mages, targets matter: every Attack icon lets you choose which opponent to hit, and you can spread the hits over several of them. Mages fall much faster than in a duel. The setup changes (starting hands, Academy copies and gems) are listed under Setting up. The printed game needs two boxes for this; Magetable simply supplies the extra cards and gems.

# Our house rules
The printed rules leave these points open. Magetable settles them as follows.
! Turn limit: after 60 turns per player in all, the game stops. The most score gems wins; a tie goes to the most HP gems. Real games end long before this.
! Heal takes the colour the Academy holds most of. An Attack on an empty shield, and a Vanish from the HP area, take the colour your target's (or your own) HP area holds most of. Ties go in the order Fire, Water, Earth, Light, Darkness. You choose only which shield gem to knock off, where a Shield gem comes from, and where a Vanish gem comes from.
! If the Academy (or your bag and discard area together) has no gem an icon needs, the icon does nothing ("fizzles") but still counts as used.
! The cantrip can be used once per casting phase. Its gem lies on your board until the refresh.
! The golden gem pays the next spell's leftmost slot of its own colour, or else its leftmost wild slot; if there is neither, it goes to the discard area. After the last spell of a book it simply stays on that card until the refresh.
! If you empty your own HP area (Vanish from HP) you are out at once, and play passes on without your refresh.
! Starting-hand discards are chosen one mage at a time, the first player first.

# Designed content
The Magecraft rulebook names only six spells (Meditation, Magic Missile, Mana Tricks, Minor Cure, Absorb and Fireball) and no characters at all. Every cost and icon, the other 19 spells, and the four mages with their cantrips are Magetable's own design.
{SPELLS}

# Controls
= Drag a gem | Drop a gem from your hand on the next empty cost slot of a spell to pay for it (this also picks that spellbook). Slots fill left to right.
= Learn | Drag an Academy spell to the left of one of your spellbooks. The learn cost is paid from your hand for you.
= Icons | Once a spell is paid, press its icon buttons (Draw, Attack, Heal, Shield, Vanish) in any order. A small list pops up when there is a choice to make.
= Target | When an Attack could hit several mages, click the board of the one you want.
= Spellbooks | Rest the mouse on a line of an opponent's spellbooks to see that book's spells as cards, with their costs.
= Discard areas | Click anyone's discard area to see its gems by colour.
= Discard | For the starting hand and for a revision, click the hand gems to discard (a chosen gem stands up; click it again to put it back), then press Discard (or Space). Nothing moves until you confirm.
= Revise | Press Revise (discard 4), then choose four hand gems and confirm. Drag spells between your books (or onto a book's label), one move per spell you own, press Done, then click the spell to master, or press Skip mastering (Space).
= Cantrip | Press the cantrip button, or drop a gem on your cantrip slot.
= Shield gems | In the discard-shield phase, click your shield gems to discard them.
= Space | Whatever fits the moment: keep shields, confirm a discard, stop casting, cast with the golden gem, skip mastering, or end the turn (the Done button shows which). While something animates it only skips the animation.
= Right-click | Zoom a spell card to read it in full. Resting the mouse on a card does the same.
= Ctrl+Z | Undo your last move, whole: a drop that opened a book and paid it, a learned spell, a confirmed discard (or press Undo).
= L | Show or hide the game log. With the log hidden, the Academy takes its column with larger cards.
= Esc | Pause menu: resume, restart, save, rules, settings, forfeit (a loss, after you confirm), quit to menu.
= F11 | Switch between window and fullscreen.
"""
