"""Settings' "Fast AI turns" shortens the wait between AI moves at every table, once."""
from __future__ import annotations

import pytest

from tests.scenes.kit.tables import built_keys, new_table


@pytest.mark.parametrize("key", built_keys())
def test_fast_ai_setting_shortens_the_pause_between_ai_moves(app, key):
    t = new_table(app, key, push=False)
    app.settings.fast_ai = False
    normal = t.ai_pace_now()
    app.settings.fast_ai = True
    assert 0 < t.ai_pace_now() < 0.5 * normal


def test_magecraft_pace_is_shortened_once(app):
    """Magecraft's own pace already follows the setting: the kit does not shorten it again."""
    t = new_table(app, "magecraft", push=False)
    app.settings.fast_ai = True
    assert t.ai_pace_now() == pytest.approx(t.ai_pace)
