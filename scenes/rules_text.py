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

from engines.registry import GAMES

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
Your turn ends, and play passes on in the current direction. This is also when you should have called "Magi!" if you are down to one card.

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
When you are down to one card you must call "Magi!". In Magetable you press the Magi! button: when you hold one card, or already before you play your second-to-last card.
If you forget, any other player may catch you before your next turn begins; a caught player draws one card. Once your next turn has started, you are safe.

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

# Controls
= Play a card | Drag it onto the discard pile, or double-click it.
= Draw | Click the talon.
= Magi! | Press the Magi! button (and use it to catch a player who forgot).
= Zoom | Right-click a card to see it large with its full text.
= Esc | Pause menu: resume, restart, rules, settings, quit to menu.
= Space | Skip the running animation, or go on to the next step.
= F11 | Switch between window and fullscreen.
"""


def _magecraft() -> str:
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
Revision: allowed only with at least 4 gems in hand. Discard four of them, rearrange your spells however you like across the three books (a book may end up empty), then master one spell.
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
The last step of a revision flips one of your spells to its mastered side. The leftmost slot of a mastered spell's cast cost becomes a golden gem slot. When you cast that spell, the gem you paid into the golden slot does not stay behind: it travels on to the next spell in the same book and helps pay for it, saving you a gem from your hand. If the next spell has no slot it can fill, the gem goes to your discard area instead.
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
! Mastering is not optional: a revision always ends by mastering a spell while you still have an unmastered one (it never hurts).
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
= Revise | Press Revise (discard 4) and click four hand gems. Drag spells between your books, press Done, then click the spell to master.
= Cantrip | Press the cantrip button, or drop a gem on your cantrip slot.
= Shield gems | In the discard-shield phase, click your shield gems to discard them.
= Space | Whatever fits the moment: keep shields, stop casting, cast with the golden gem, or end the turn (the Done button shows which). Also skips an animation.
= Right-click | Zoom a spell card to read it in full. Resting the mouse on a card does the same.
= Ctrl+Z | Undo your last move (or press Undo).
= L | Show or hide the game log.
= Esc | Pause menu: resume, restart, rules, settings, quit to menu.
= F11 | Switch between window and fullscreen.
"""


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
! A choice with only one possibility is made for you (the log says so).
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
= Summon | In step 4, drag a Creature from your hand into your creature row.
= Relic | In step 2 or 5, drag a Relic from your hand to your side of the table.
= Spell | In step 2 or 5, drag a Spell onto the table, or straight onto the card it should hit.
= Attack | In step 3, drag one of your Creatures onto an opposing Creature, or onto a Magi with no Creatures left.
= Power | Click your Magi, Creature or Relic, then pick the power in its menu. A power that cannot be used says why.
= Choices | Click one of the glowing cards when asked for a target. Questions, X amounts and deck searches appear in a small panel.
= Next step | Press the Next step button or Space to end the current step. Space also skips an animation.
= Zoom | Right-click a card, or rest the mouse on it, to read its full text.
= Ctrl+Z | Undo your last move (or press Undo).
= L | Show or hide the game log.
= Esc | Close a menu or a zoom; otherwise the pause menu: resume, restart, rules, settings, quit to menu.
= F11 | Switch between window and fullscreen.
"""


def coming_soon(key: str) -> str:
    info = GAMES[key]
    if info.built:
        status = (f"A full summary of the {info.title} rules, in our own words, is being "
                  "written. Until then, the tutorial walks you through a game.")
    else:
        status = (f"{info.title} is not playable yet. Its rules are being built, and a "
                  "summary in our own words will appear here with it.")
    return f"""\
# Coming soon
{status}
# The game in short
{info.blurb}
= Players | {info.players}
# Controls
= Esc | Pause menu.
= Space | Skip an animation, or go on to the next step.
= F11 | Switch between window and fullscreen.
"""


SUMMARIES = {"magi": MAGI, "magecraft": _magecraft(), "magination": MAGINATION}


def rules_text(key: str) -> str:
    """The summary of ``key``; other games may register theirs in SUMMARIES."""
    if key in SUMMARIES:
        return SUMMARIES[key]
    if key in GAMES:
        return coming_soon(key)
    return "# Unknown game\nThere is no rules summary for this game."
