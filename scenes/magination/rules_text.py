"""The Magi-Nation Duel rules summary shown in the rules screen, in our own words (never copied
from a rulebook); the markup is described in scenes/rules_screen.py."""
from __future__ import annotations

MAGINATION = """\
# Aim
Every player commands a team of three Magi, wizards of the Moonlands who summon Dream Creatures, cast Spells and wield Relics. Only one of your Magi is in play at a time; the other two wait their turn.
An opposing Magi falls when two things are true at once: no Creatures are left on that Magi's side, and the Magi's own energy has run out. Bring down all three Magi of every opponent and you win.
Whenever a card's text contradicts these rules, follow the card.

# The cards
## Magi
Your leaders. Each one shows its starting energy (what it brings into play), its energize number (what it gains each turn), the starting cards it may fetch into your hand, and powers or effects of its own.
## Creatures
Summoned by your Magi to fight. The cost in the corner is energy your Magi hands over: it moves onto the Creature and becomes both its strength and its life. A Creature left with no energy is discarded.
## Relics
Magic items that stay in play beside your Magi. Your Magi pays to play one, and also pays for its powers.
## Spells
One-off actions. Your Magi pays the cost, the card does what it says and goes to your discard pile. A Spell's text is neither a power nor an effect.
## Energy
Energy is the only currency, shown as a number on every Magi and Creature. Paying or losing energy throws it away for good; "add" creates new energy out of nothing; "move" and "rearrange" only shift it from card to card.
## Regions
Every card belongs to a region, shown by its colour and emblem. Magi play their own region's cards at the printed cost (see Regions and costs).
= Arderial | sky blue, a wing
= Cald | ember red, a flame
= Naroom | forest green, a leaf
= Orothe | sea blue, a drop
= Underneath | violet, a crystal
= Universal | stone grey, a star: cards anyone may use at the printed cost

# Building a deck
- A Magi stack of exactly three different Magi. A Magi and its alternate versions count as the same Magi.
- A deck of at least 40 other cards: Creatures, Relics and Spells, from any regions you like.
- No more than 3 copies of any card, alternates included.
The Naroom and Cald starter decks are ready to play. Your own decks are made in the deck builder (see Controls).

# Setting up
- Each player's three Magi come into play in the order of their Magi stack, which you arrange in the deck builder. The order cannot change during the game. The rest of the deck is shuffled.
- Each player rolls a die (ties roll again). The highest roll decides who goes first; play then runs clockwise.
- Your first Magi comes into play at the start of your first turn, not before. It arrives with its starting energy.
- You may take one copy of each of its starting cards from your deck into your hand (Magetable asks about each card). The deck is shuffled afterwards.
- Then you draw until you hold five cards. If something already gave you cards before your first turn, you simply top up to five.

# A turn, in six steps
Steps always run in this order, and you can never go back to an earlier step.
## 1. Energize
Your Magi gains energy equal to its energize number, and so does any other card of yours with an energize number. In a two-player game the player who goes first skips this on their very first turn.
## 2. Powers, Relics and Spells
Use powers, play Relics and cast Spells, as many as you can pay for, in any order.
## 3. Attack
Each of your Creatures may attack once (see Attacking).
## 4. Play Creatures
Summon Creatures from your hand, as many as your Magi can pay for. They arrive too late to attack this turn.
## 5. Powers, Relics and Spells
The same as step 2. Creatures summoned in step 4 may use their powers now.
## 6. Draw
Draw two cards. Your turn ends and the next player clockwise begins.
Between your turns you cannot play anything; only effects act on other players' turns. There is no limit to your hand size, to the energy on a card, or to the number of cards in play.

# Powers
Magi, Creatures and Relics can carry powers: abilities you choose to use, in steps 2 and 5.
- Each power of a card can be used once per turn, not once per step.
- The number before a power is its energy cost, paid before the power does anything. A Creature pays from its own energy; a Magi or a Relic pays from the Magi.
- A Creature that pays its last energy is discarded at once, but its power still happens.
- A Magi may spend every last bit of energy on a power or a Spell. Whether it is defeated is checked only when the power or Spell has finished.
- You cannot use a power you cannot pay for, or one with nothing to choose.

# Effects
Effects are never chosen: they say when they happen, and then they simply happen. Some fire at set times (the start of your turn), some answer other actions (a Creature being played, an attack), and some protect a card from Spells, powers or other effects.
- An effect that says "may" leaves one decision to its owner; the effect itself still takes place.
- When several effects fire together, the player whose turn it is puts theirs in order first, then the other players.
- Effects may act during other players' turns. Do what they say, and nothing more.

# Attacking
Attacks happen in step 3. Each one runs in this order:
= Declare | Choose one of your Creatures to attack and one opposing Creature to defend.
= Effects | Both Creatures' energy is noted, and any effects the attack sets off happen, using those numbers.
= Strike | Both Creatures hit at the same moment: each removes its own energy from the other.
= Aftermath | A Creature brought down to zero is discarded. Then any end-of-attack effects happen.
For example, a Creature with 6 energy attacks one with 3: the defender is discarded, and the attacker survives with 3.
- Each Creature attacks once per turn, but several of yours may attack the same defender one after another.
- A Magi can be attacked only when no Creatures are left on its side. The attacker removes its energy from the Magi and loses nothing in return. This counts as the Creature's attack.
- Losses stick: a Creature that survives a fight keeps only the energy it has left, until something adds more.

# Regions and costs
## Regional penalty
A Creature or Spell from another region costs your Magi 1 extra energy. That extra energy is simply lost: it never lands on the Creature, and it does not count towards the Spell's cost.
## Relics stay at home
A Magi may play only Relics of its own region or Universal Relics, and never pays a penalty for them. A Relic that somehow gets into play anyway still works.
You also cannot play or gain a Relic while your Magi already has one of the same name (or an alternate) in play. An opponent owning the same Relic does not matter.
## Universal cards
Any Magi may play Universal cards, Relics included, at the printed cost. Universal still counts as a region of its own, so a Universal Magi pays the penalty for Creatures and Spells from elsewhere.
## X costs
A cost of X lets you pick any number your Magi can pay, zero included. Effects that respond to X do nothing when X is zero.

# When a Magi falls
A Magi with no energy and no Creatures is defeated. It goes face up under your Magi stack, all your cards in play (Creatures and Relics) are discarded, and lasting Spells aimed at it end with it. The cards in your hand stay.
- Your next Magi waits face down until the start of your next turn. Until then it cannot be attacked or affected.
- At the start of that turn it flips up with its starting energy, and energizes in step 1 as usual.
- You may fetch its starting cards, looking in your discard pile first and then your deck. You do not top up to five this time, and nothing replaces a card you cannot find.
- When your third Magi falls, you are out of the game.
- Losses are checked once an effect, a power or an attack has finished, for every player at once. If the last Magi of several players fall together, those players are out together; if nobody has a Magi left, the game is a draw between them.

# Three or more players
- The player who goes first energizes on the first turn too.
- Each attack may target any opponent's Creatures, or the Magi of an opponent who has none.
- "Opponent" on a card means any other player.
- The last player with a Magi left wins.
Magetable seats 2 to 4 players.

# Fine points
= Card text first | A card that allows something the rules forbid (attacking twice, say) wins.
= Names | A card naming a kind of Creature affects every Creature with that word in its name: "Quors" includes Quor Pups.
= Energize | Energize numbers never add up: a card with Energize 1 that gains Energize 2 energizes 2, not 3.
= Largest | The largest or smallest Creature is the one with the most or least energy now, whatever its cost.
= Searching | After searching your deck, shuffle it. A card searched for by name or type is shown to everyone.
= Lasting Spells | A Spell that says it stays in play lies next to its target and is discarded when its time is up.
= Moving energy | Energy moves between your cards only when a card says so.

# Our house rules
Where the printed rules are silent or loose, Magetable decides as follows.
! Who goes first: all players roll a die, ties roll again, and the highest roll chooses who starts (even with three or four players).
! Reshuffling: when your deck is empty in your own Draw step, your discard pile becomes your new deck, once per turn. Any other draw from an empty deck draws nothing.
! Turn limit: a stalled game stops after 200 turns in all (every player's turn counts). The player with the most Magi left wins; a tie goes to the most energy in play.
! A power that discards its own card pays that discard as part of its cost, so the card cannot choose itself. A power or Spell whose first choice would find nothing cannot be started.
! A choice with only one possibility is made for you (the log says so). When that one possibility works against you (a power that helps only an opponent's Creature, a Spell that can only hit your own), Magetable first names it and asks: go on, or cancel (nothing happens and the card is not used).
! A step in which you can do nothing passes by itself; the log and the step bar say so and why.
! Several effects at once: the player whose turn it is orders theirs, then the others in turn, clockwise.
! Effects with choices happen after the ability being resolved has finished. A "may" whose cost cannot be paid counts as no.
! "Choose any one player" is answered by clicking that player's Magi.
! Durations: "until after your next turn" lasts to the end of your next turn; "during a player's next turn" starts at once and ends with that turn. Burrow counts every player's turns, the current one included.
! Looking at cards from a deck shows them to the chooser only; looking at a hand shows it to everyone.
## Card rulings
! Korrit's Pack Hunt: attack a Creature with Korrit, then pick a partner (or none). The partner counts as the attacker, and the defender strikes back at the partner alone; Korrit adds its energy (plus one per Staff of Korrits), loses nothing, and both use up their attack.
! Orathan Flyer's Summoning: a Flyer may pay a Creature's full cost, penalty included. When both your Magi and a Flyer could pay, you choose the payer.
! Abaquist's Possess and Karak's Steal: a borrowed card goes back to its owner when it leaves play. A stolen Relic waits under Karak and goes to its owner's hand when Karak leaves play.
! Energy Band: the Attack step cannot end while its Creature could still attack.
! Robe of the Ages lowers a Spell's own cost (X included) before the penalty; Orothean Gloves lower Creature powers that cost 2 or more.
! Trug's Cataclysm defeats all Magi at once; if nobody has a Magi left, the game is a draw.
! Colossus (Anti-Magic) is never chosen by its owner's abilities, nor by anything that discards Creatures, and is skipped by its owner's energy changes.
! The AI knows which cards are in your deck (as in an open deck list), never their order or your hand.

# Controls
= Deck builder | In New game, pick Magi-Nation Duel and press Deck builder…: click or drag cards into the deck, put the Magi stack in order, and save. Only complete decks can be played.
= Deck as text | In the deck builder, Text… exports the deck as plain text, one card per line with its count ("3 Furok"), or imports such a text: through the clipboard, or else through a text file in your data folder (the message says where).
= Summon | In step 4, drag a Creature from your hand into your creature row.
= Relic | In step 2 or 5, drag a Relic from your hand to your side of the table.
= Spell | In step 2 or 5, drag a Spell onto the table, or straight onto the card it should hit.
= Attack | In step 3, drag one of your Creatures onto an opposing Creature, or onto a Magi with no Creatures left.
= Power | Click your Magi, Creature or Relic, then pick the power in its menu. A power that cannot be used says why.
= Choices | Click one of the glowing cards when asked for a target. Questions, X amounts and deck searches appear in a small panel; the amount starts at a value that defeats none of your own cards and warns when it would.
= Next step | Press the Next step button or Space to end the current step. While the table animates, the button reads Skip animation: a click or Space then only skips.
= Discard piles | Click any discard pile to look through it; rest the mouse on a card in the list to read it.
= Zoom | Right-click a card, or rest the mouse on it, to read its full text.
= Ctrl+Z | Undo your last move (or press Undo).
= L | Show or hide the game log; while it is hidden, your side of the table takes its column.
= Esc | Close a menu or a zoom; otherwise the pause menu: resume, restart, save, rules, settings, forfeit (a loss, after you confirm), quit to menu.
= F11 | Switch between window and fullscreen.
"""
