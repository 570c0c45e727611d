"""The AI seats' turn at a table: each frame, while an AI seat is to move and nothing
stands over the table that stops it (a dialog that lets the table run below may), the
worker's answer is taken when it comes, or the AI is asked once the table's pace has
passed (app.ui.ai_driver.AIDriver thinks)."""
from __future__ import annotations


def drive_ai(table, dt: float) -> None:
    st = table.state
    if st.to_move is None or st.to_move == table.human:
        return
    top = table.app.stack.top
    if top is not table and not getattr(top, "updates_below", False):
        return
    if table.ai.thinking:
        action = table.ai.poll()
        if action is not None:
            table.apply(action)
        return
    table.ai_wait += dt * table.speed()
    if table.ai_wait < table.ai_pace_now():
        return
    action = table.ai.ask(st, st.to_move)
    if action is not None:
        table.apply(action)
