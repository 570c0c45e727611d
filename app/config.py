"""Fixed numbers of the app shell."""
LOGICAL_W, LOGICAL_H = 1280, 720
LOGICAL_SIZE = (LOGICAL_W, LOGICAL_H)
FPS = 60
TITLE = "Magetable"
WINDOW_CLASS = "magetable"
SAVE_VERSION = 1
SETTINGS_VERSION = 1
