"""The balance self-play the bench runs (engines/arena/balance.py): shared among worker
processes, it plays the very games one process would."""
from engines.arena import RULES
from engines.arena.balance import selfplay, selfplay_shared


def test_self_play_shared_among_processes_plays_the_same_games_as_one_process():
    one = selfplay(RULES, 3, 77, "easy")
    shared = selfplay_shared(3, 77, "easy", workers=2)
    assert shared == one
    assert shared["games"] == 6
