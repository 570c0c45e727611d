"""Magic: Arena of the Planeswalkers (engine under construction)."""
