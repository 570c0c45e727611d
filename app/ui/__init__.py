"""The toolkit every scene shares: palette, text, widgets, cards, drag and drop, tweens,
the animation queue and cosmetic physics."""
