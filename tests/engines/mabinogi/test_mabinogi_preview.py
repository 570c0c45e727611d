"""The battle preview (engines/mabinogi/preview.py): rule 5.2-5.5 told before the turn
ends. Checked against the real battle on seeded duels: the same attackers hitting the
same targets, in the same order, for the same damage before the defence die."""
from engines.core.rng import Rng
from engines.mabinogi import rules as R
from engines.mabinogi.content import CARDS
from engines.mabinogi.preview import Hit, battle_preview
from engines.mabinogi.state import ACTION, HERO
from engines.mabinogi.testing import CONFORMANCE_CONFIGS, answer, game, set_turn, summon

DECKS = [c["decks"] for c in CONFORMANCE_CONFIGS] + [["wild_pack", "shadow_market"],
                                                     ["arcane_flame", "dawn_guard"]]


def _battle(state) -> tuple[list, bool]:
    """The real battle's attacks by the player whose turn it is (attacker lane, target,
    damage before the die), and whether a creature was hurt or left the board before the
    last one (a skill that aims at the weakest may then aim elsewhere: not foreseen) or
    the duel ended."""
    s = R.clone(state)
    p = s.current
    ev = R.apply(s, ("end",))
    start = next(i for i, e in enumerate(ev) if e["type"] == "AttackTickets")
    out, changed, changed_before = [], False, False
    for e in ev[start:]:
        if e["type"] == "PhaseBegan" and e["phase"] == "closing_effects":
            break
        if e["type"] == "Attacked" and e["source"][0] == "cell" and e["source"][1] == p:
            out.append(Hit(p, e["source"][2], e["target"][0], e["target"][1], e["damage"]))
            changed_before = changed_before or changed
        if e["type"] in ("CreatureDied", "Bounced", "Controlled") or (
                e["type"] == "Hit" and e["card"] >= 0 and e["hp_loss"] > 0):
            changed = True
    if s.winners is not None:       # a hero fell: the attacks after it never came
        changed_before = True
    return out, changed_before


def _same_fronts(s, guess, real) -> None:
    """The attacks of creatures without a battle skill (their front, else the hero)."""
    def fronts(hits):
        return [h for h in hits if not any(e.on == "battle" for e in
                                          CARDS[s.board[h.seat][h.lane].d].fx)]
    f_real = fronts(real)
    assert fronts(guess)[:len(f_real)] == f_real


def test_rule_5_the_preview_names_the_real_battles_attackers_targets_and_damage():
    """Seeded duels played at random: at every action phase, the preview is the battle
    the End turn would make (when no creature leaves during it, which the dice decide)."""
    compared = hero_hits = creature_hits = 0
    for k, decks in enumerate(DECKS):
        for seed in range(6):
            s = R.new_state({"players": 2, "decks": list(decks)}, seed * 31 + k)
            rng = Rng(seed + 100 * k)
            for _ in range(400):
                if s.to_move is None:
                    break
                if s.phase == ACTION:
                    real, unforeseen = _battle(s)
                    guess = battle_preview(s)
                    if not unforeseen:
                        assert guess == real, (k, seed, s.turn)
                        compared += 1
                        hero_hits += sum(h.target_lane == HERO for h in real)
                        creature_hits += sum(h.target_lane != HERO for h in real)
                    else:      # the first attack is always foreseen, and every front one
                        assert guess[:1] == real[:1], (k, seed, s.turn)
                        _same_fronts(s, guess, real)
                    assert battle_preview(R.view(s, 1 - s.current)) == guess
                acts = R.legal_actions(s)
                R.apply(s, acts[rng.randrange(len(acts))])
    assert compared > 500 and hero_hits > 50 and creature_hits > 50


def test_rule_5_2_no_ticket_no_preview_and_an_open_lane_hits_the_hero():
    s = game(["Hyena", "Rhino", "Grand Elf"], ["Hyena", "Rhino"])
    summon(s, 0, "Hyena", 0)
    summon(s, 0, "Rhino", 1, ready=False)          # summoning sick: no ticket
    summon(s, 0, "Grand Elf", 3)
    summon(s, 1, "Hyena", 0)
    set_turn(s, 0)
    hyena = s.board[0][0].attack
    elf = s.board[0][3].attack
    assert battle_preview(s) == [Hit(0, 0, 1, 0, hyena), Hit(0, 3, 1, HERO, elf)]
    ev = answer(s, ("end",))
    assert [(e["source"][2], e["target"]) for e in ev if e["type"] == "Attacked"
            and e["source"][1] == 0][:2] == [(0, [1, 0]), (3, [1, HERO])]
