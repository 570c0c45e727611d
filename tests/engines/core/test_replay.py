"""Game records (the save format) survive JSON and reject malformed input."""
import json

import pytest

from engines.core.replay import Record


def test_record_json_round_trip_keeps_tuples():
    rec = Record("magi", {"players": 4}, 7, [("play", 3), ("colour", "red"), ("draw",)])
    back = Record.from_json(json.loads(json.dumps(rec.to_json())))
    assert back == rec
    assert all(isinstance(a, tuple) for a in back.actions)


@pytest.mark.parametrize("bad", [[], {"game": "magi"}, {"game": 1, "config": {}, "seed": 1,
                                                        "actions": []},
                                 {"game": "magi", "config": {}, "seed": "x", "actions": []}])
def test_malformed_records_are_refused_with_a_reason(bad):
    with pytest.raises(ValueError) as err:
        Record.from_json(bad)
    assert str(err.value)
