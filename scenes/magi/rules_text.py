"""The Magi rules summary shown in the rules screen, in our own words (never copied
from a rulebook); the markup is described in scenes/rules_screen.py."""
from __future__ import annotations

MAGI = """\
# Aim
Empty your hand before everyone else. Each card you play must match the card on top of the discard pile, either in colour or in picture. When someone plays their last card, everybody else adds up the points printed on the cards still in their hand. Those points are bad: the game ends as soon as someone reaches 50, and the lowest total wins.

# The cards
There are 99 playing cards of three kinds, plus the markers the table shows for you: a direction marker and draw count markers.
## Guild cards (51)
Plain cards in four colours: red, blue, green and yellow. Each shows one of seven pictures: balance, broom, coin, sword, crystal, shield or cup. They have no abilities. The number in the corner is what the card costs you if it is still in your hand when a round ends.
## Magic items (27)
Coloured cards with one of five pictures: amulet, hourglass, sceptre, coat or parchment. Each carries an ability that works when the card is played. The sceptres are the Draw items; a Draw 1 sceptre and a Draw 2 sceptre count as the same picture.
## Magi cards (21)
Grey cards with no colour and usually several abilities. A magi card may be put on any card at any moment of your turn, except in the magic phase (unless it shows the through symbol). All of its abilities apply.
## The through symbol
Some items and magi show the through symbol in the lower right corner. Only such cards may be played in the magic phase, which is how you dodge a pile-up of draws.

# Setting up
Everyone gets 6 cards. One card is turned face up to start the discard pile, and the rest form the face-down talon. Play begins clockwise; the direction marker on the table shows the current direction.

# Matching
- Same colour as the top card, or
- same picture as the top card, or
- any magi card (grey), outside the magic phase.
After a card that names a colour (Select) or frees it (Free), the colour chosen is what the next player must follow.

# A turn, in four phases
## 1. Magic phase
Only cards with the through symbol may be played now. If you play one, all its abilities apply (a Draw ability adds to the draw count) and you skip straight to the closing phase, so you never reach the drawing phase. If you play nothing, go on to phase 2.
## 2. Drawing phase
If there are draw count markers on the table, you draw as many cards as their total, the markers are cleared, and your turn jumps to the closing phase: you may not play a card this turn. With no markers on the table, go on to the main phase.
## 3. Main phase
Play one matching card, or draw one card from the talon. After drawing you may still play one matching card, the new one or any other from your hand.
## 4. Closing phase
Your turn ends, and play passes on in the current direction. This is also when you should have called "Magi!" if you are down to one card: in Magetable your turn waits for the call then (see below).

# Abilities
= Select | You choose the colour the next player has to follow.
= Free | The next player may play any colour.
= Draw n | Adds n to the draw count on the table. The next player who reaches the drawing phase must draw the whole count, unless they dodge it in their magic phase.
= Again | You take another complete turn, with all four phases. If you cannot dodge the draw count in the new magic phase, you must draw it yourself.
= Reverse | The direction of play flips. Handy right after someone has raised the draw count.
= Shot | You choose who plays next (not yourself). The direction stays as it was.
= Through | Has no effect of its own: it lets the card be played in the magic phase, so its player escapes the drawing phase.
= Reset | Clears all draw count markers; nobody draws them.
= Original | You build the card's abilities yourself, one from each group: Select or Free; then Again, Reverse, Shot or Through; then Draw 0, Draw 1, Draw 2 or Draw 3.

# Calling "Magi!"
When you are down to one card you must call "Magi!". In Magetable you press the Magi! button (or M) whenever you hold one or two cards: before you play your second-to-last card, or after it.
When a play leaves you holding one card and you have not called, your turn does not end by itself: it waits, with the Magi! button lit, until you either call (which ends your turn, safely) or press End turn (which ends it without the call). Space does not end a turn that is waiting for the call. The AI players get no such pause: they call by their own judgement.
If your turn ends with one card and no call, any other player may catch you before your next turn begins; a caught player draws one card. Once your next turn has started, you are safe. To catch a player who forgot, click the Catch! badge on their seat during your turn.
Auto-call: with this setting switched on, the game calls "Magi!" for you at the end of any turn that leaves you one card; your turn then ends at once.

# End of a round
A round ends when a player has no cards left and there are no draw count markers on the table. If markers are still lying there, the round goes on: the empty-handed player must survive until their next turn, and will have to draw the count then if it is still there.
The next round is started by the player to the left of the previous round's first player.

# Scoring
Each other player adds up the points of the cards left in their hand and adds them to their total. As soon as someone reaches 50 points or more, the game ends. The player with the lowest total wins.

# Variation
An optional rule you can switch on when you set up a game: sceptres count as through cards, so they may be played in the magic phase. Under this rule a Draw 2 sceptre may follow a Draw 1 sceptre there, since the two count as the same picture.

# Our house rules
These are not in the printed rules; Magetable uses them to settle cases the rules leave open.
! When the talon runs out, the discard pile except its top card is shuffled into a new talon; if nothing is left, the draw is skipped.
! 2 or 3 players: a house rule. The printed game is for 4 to 8 players; Magetable also lets you play with 2 or 3.
! If the first upturned card is a magic item, its abilities are ignored; a magi card there lets the first player play any colour.
! Your turn waits for your "Magi!" call when a play leaves you one card (see Calling "Magi!"); the AI players do not get this pause.

# Controls
= Play a card | Drag it onto the discard pile, or double-click it.
= Draw | Click the talon.
= Pass / End turn (P) | After drawing: keep the card and end your turn. While your turn waits for the call: end it without calling.
= Magi! (M) | Call "Magi!" while you hold one or two cards.
= Catch! | Click the Catch! badge on the seat of a player who forgot to call.
= Skip magic (S) | Let your magic phase go by.
= Read a card | Rest the mouse on it to see it large with its full text, or right-click it. In a long hand the card under the mouse moves apart from its neighbours and shows its name.
= Discard pile | Click it to list the cards on it, newest first; rest on a row to see that card.
= L | Hide or show the game log; hidden, its column goes to the table.
= Esc | Close a list or pop-up, else the pause menu: resume, restart, save, rules, settings, forfeit (a loss, after you confirm), quit to menu.
= Space | Skip the running animation, or go on to the next step.
= F11 | Switch between window and fullscreen.
"""
