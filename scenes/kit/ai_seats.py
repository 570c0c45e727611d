"""The AI seats' turn at a table: each frame, while an AI seat is to move and nothing
stands over the table that stops it (a dialog that lets the table run below may), the
worker's answer is taken when it comes (never for a seat a person plays, nor under
the hand-over cover: scenes.kit.handover), or the AI is asked once the table's pace has
passed (app.ui.ai_driver.AIDriver thinks; during the pace it may already think
ahead, its answer taken only once the pace has passed and if the view is unchanged)."""
from __future__ import annotations


def _ai_may_move(table) -> bool:
    st = table.state
    if st.to_move is None or st.to_move == table.human:
        return False
    if table.session.is_person(st.to_move) or table.handover.covering:
        return False                   # a person's decision: never the AI's (pass-and-play)
    top = table.app.stack.top
    return top is table or bool(getattr(top, "updates_below", False))


def think_ahead(table) -> None:
    """While the last move still animates: the worker may start on the next AI
    decision (app.ui.ai_driver.AIDriver.prepare); nothing is applied here."""
    if _ai_may_move(table) and not table.ai.thinking:
        table.ai.prepare(table.state, table.state.to_move)


def drive_ai(table, dt: float) -> None:
    st = table.state
    if not _ai_may_move(table):
        return
    if table.ai.thinking:
        action = table.ai.poll()
        if action is not None:
            table.apply(action)
        return
    table.ai_wait += dt * table.speed()
    if table.ai_wait < table.ai_pace_now():
        think_ahead(table)
        return
    action = table.ai.ask(st, st.to_move)
    if action is not None:
        table.apply(action)
