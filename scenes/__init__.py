"""One module (or small package) per screen. Scenes orchestrate and animate; they hold
no rules: every decision goes through the engine's legal actions.

Each game's package here (scenes/<game>/) exports ``PLUGIN`` (app.plugin.GamePlugin);
app/__main__.py finds them and hands them to the shell."""
