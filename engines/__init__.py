"""Pure game rules. No pygame, no pymunk, no file I/O beyond each game's own card data."""
