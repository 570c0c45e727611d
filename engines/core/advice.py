"""An analysis (engines.core.analysis) in a player's words: the move to make, and why.

    advice(rules, state, action, viewer)   "Play Red Sword"   (the move, as advice)
    why(analysis, move)                    "Play Red Sword: it wins the most games in
                                            the search (64%)."
    percent(chance)                        "64%"
    option_lines(rules, state, analysis, viewer, top)
                                           [("Summon Rhino into lane 1, 3 or 5, paying
                                             3 Nature", 0.65, True), ...]

The move is the game's own wording: its ``advise(state, action, viewer)`` when its rules
have one (a game whose log line does not turn into advice by itself), else its log line
for the viewer (``describe``: "You play Red Sword") turned into advice ("Play Red
Sword"). The Hint's panel and the post-game review word their moves this way.

Options alike are one line
--------------------------
The same card played in different places, or the same creature attacking different
targets, often scores the same: three lines "Summon Rhino into lane 1/3/5" at 65% each
would fill the Hint's two or three lines and say nothing. ``option_lines`` makes them one
line: options of the same action on the same card (the action's kind and its first
argument, ``("summon", 12, lane)``) whose chances are within ``ALIKE`` (the
estimate's noise: one point) of the group's best, and whose advice differs in one run
of words only; that run is listed ("lane 1, 3 or 5"), the rest of the game's own words
kept. Options that cannot be worded as one stay separate lines.
"""
from __future__ import annotations

__all__ = ["advice", "why", "percent", "as_advice", "option_lines", "group_options",
           "merge_words", "ALIKE"]

ALIKE = 0.01          # chances this close are the same, as far as the search can tell
RUN = 3               # words at most in the one run where grouped lines differ


def as_advice(line: str) -> str:
    """A log line about "you" as advice: "You play X" -> "Play X" (another line as it
    is, its first letter raised)."""
    line = " ".join(str(line).split())
    if line.startswith("You "):
        line = line[4:]
    return line[:1].upper() + line[1:]


def advice(rules, state, action, viewer: int | None) -> str:
    """``action`` as advice to ``viewer``, in the game's words (see the module)."""
    own = getattr(rules, "advise", None)
    if own is not None:
        return own(state, action, viewer)
    return as_advice(rules.describe(state, action, viewer))


def percent(chance: float | None) -> str:
    """A win chance for players: "64%" ("<1%", ">99%" near the ends; "-" when none)."""
    if chance is None:
        return "-"
    p = 100.0 * chance
    if 0.0 < p < 1.0:
        return "<1%"
    if 99.0 < p < 100.0:
        return ">99%"
    return f"{round(p)}%"


def why(analysis, move: str) -> str:
    """One sentence: ``move`` (the best one, as advice) and why, by the analysis's
    ``reason_hint``."""
    reason = analysis.reason_hint
    chance = analysis.chance_of(analysis.best)
    if reason == "only":
        return f"{move}: it is the only move you have."
    if reason == "rule" or chance is None:
        return f"{move}: the Hard AI plays this here without a search."
    if reason == "close":
        return (f"{move}: the Hard AI's first choice, and nothing did clearly better in "
                f"the search ({percent(chance)} won).")
    return f"{move}: it wins the most games in the search ({percent(chance)})."


def _either(parts: list) -> str:
    """"a", "a or b", "a, b or c"."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " or " + parts[-1]


def merge_words(lines: list) -> str | None:
    """One line for ``lines`` that differ in one run of at most ``RUN`` words: the
    shared words kept, the differing runs listed in order ("Summon Rhino into lane 1, 3
    or 5, paying 3 Nature"); None when they differ in more than one place, share no
    first word or are worded alike."""
    words = [str(line).split() for line in lines]
    if len(words) < 2 or not all(words):
        return None
    head = 0
    while all(len(w) > head for w in words) and len({w[head] for w in words}) == 1:
        head += 1
    tail = 0
    while all(len(w) > head + tail for w in words) \
            and len({w[len(w) - 1 - tail] for w in words}) == 1:
        tail += 1
    if head == 0:
        return None
    runs = [w[head:len(w) - tail] for w in words]
    if not all(runs) or max(map(len, runs)) > RUN \
            or set.intersection(*(set(r) for r in runs)):
        return None     # nothing differs, more than a place or a name, or two places
    texts = [" ".join(r) for r in runs]
    # a mark every run ends with ("1," "3,") belongs after the list, one every run
    # starts with ("(1 space)", "(2 spaces)") before it
    start = end = ""
    if len({t[0] for t in texts}) == 1 and texts[0][0] in "([\"'":
        start = texts[0][0]
        texts = [t[1:] for t in texts]
    if all(texts) and len({t[-1] for t in texts}) == 1 and texts[0][-1] in ",;:.)]\"'":
        end = texts[0][-1]
        texts = [t[:-1] for t in texts]
    if not all(texts) or len(set(texts)) != len(texts):
        return None
    shared = words[0]
    out = shared[:head] + [start + _either(texts) + end] + shared[len(shared) - tail:]
    return " ".join(out)


def _key(action):
    """Options alike: the same kind on the same card (or figure): its first two items,
    when the action says more; else the action itself (never grouped)."""
    return tuple(action[:2]) if len(action) >= 3 else ("one", tuple(action))


def _ordered(actions: list) -> list:
    try:
        return sorted(actions)
    except TypeError:            # mixed items: keep the search's order
        return list(actions)


def group_options(rows: list, alike: float = ALIKE) -> list:
    """[(line, chance, actions)] from [(action, chance, line)] given best chance first:
    options alike (see the module) as one line with the group's best chance; a line
    worded as an earlier one is dropped (the earlier one is better)."""
    groups: list = []          # [key, best chance, [(action, chance, line)]]
    for action, chance, line in rows:
        if chance is None:
            continue
        key = _key(action)
        for g in groups:
            if g[0] == key and g[1] - chance <= alike + 1e-9:
                g[2].append((action, chance, line))
                break
        else:
            groups.append([key, chance, [(action, chance, line)]])
    out: list = []
    for _, best, members in groups:
        lines = list(dict.fromkeys(line for _, _, line in members))
        merged = lines[0] if len(lines) == 1 else None
        if merged is None:
            by_action = {a: line for a, _, line in members}
            order = _ordered(list(by_action))
            merged = merge_words(list(dict.fromkeys(by_action[a] for a in order)))
        if merged is not None:
            out.append((merged, best, [a for a, _, _ in members]))
        else:                     # not one sentence: each its own line
            out.extend((line, c, [a]) for a, c, line in members)
    out.sort(key=lambda row: -row[1])          # stable: ties keep the search's order
    kept, seen = [], set()
    for row in out:
        if row[0] not in seen:
            seen.add(row[0])
            kept.append(row)
    return kept


def option_lines(rules, state, analysis, viewer: int | None, top: int = 3) -> list:
    """The Hint's option lines: [(advice, chance, holds the best move)], the ``top``
    best, options alike as one line (see the module), in the game's words."""
    rows = [(a, c, advice(rules, state, a, viewer)) for a, c, _ in analysis.options]
    return [(line, chance, analysis.best in actions)
            for line, chance, actions in group_options(rows)[:top]]
