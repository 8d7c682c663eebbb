// The stop bar: the steps of a turn as two rows of toggles (your turn, the opponents' turns), the
// auto-pass mode as three buttons, and a marker on the step where the game will next stop for this
// seat if nobody acts (the server computes it: state.autopass.next_stop, play/autopass.py next_stop).
"use strict";

(() => {
  const B = window.OldframeBoard;
  if (!B) return;
  // the steps with priority (none in untap, none normally in cleanup: CR 502.3, 514.3)
  const STEPS = [["upkeep", "Upkeep"], ["draw", "Draw"], ["main1", "Main"], ["begin_combat", "Combat"],
    ["declare_attackers", "Attack"], ["declare_blockers", "Block"], ["first_strike_damage", "First str."],
    ["combat_damage", "Damage"], ["end_combat", "End comb."], ["main2", "Main 2"], ["end_of_turn", "End"]];
  const MODES = [["stops", "Stop at my stops"], ["until_something_happens", "Pass until something happens"],
    ["end_of_turn", "Pass to end of turn"]];
  let passAfterMode = null;  // the seq at which a mode button was pressed while holding priority

  function save(mode, stops) {
    B.send({ type: "autopass", id: ++B.S.msgId, mode, stops });
  }

  function currentStops(ap) { return ap.stops.map(([m, s]) => [m, s]); }

  function bar() {
    const S = B.S, st = S.state, ap = st.autopass, v = st.view;
    const box = B.el("section", "stopbar");
    box.id = "stopbar";
    box.dataset.mode = ap.mode;
    const have = new Set(ap.stops.map(([m, s]) => `${m}:${s}`));
    const next = ap.next_stop;
    const myTurn = v.active_player === S.seat;
    for (const mine of [true, false]) {
      const row = B.el("div", "stop-row");
      row.dataset.mine = mine;
      row.append(B.el("span", "row-label", mine ? "Your turn" : "Opponents' turns"));
      for (const [step, short] of STEPS) {
        const b = B.el("button", "stop", short);
        b.type = "button";
        b.dataset.step = step;
        b.title = `${B.STEPS[step] || step}: ${have.has(`${mine}:${step}`) ? "stop here (click to pass it)" : "passed automatically (click to stop here)"}`;
        const on = have.has(`${mine}:${step}`);
        b.classList.toggle("on", on);
        b.setAttribute("aria-pressed", String(on));
        if (mine === myTurn && v.step === step && !v.over) b.classList.add("now");
        if (next && next.mine === mine && next.step === step) {
          b.classList.add("next");
          if (next.turns_ahead > 0) b.dataset.ahead = next.turns_ahead;
        }
        b.addEventListener("click", () => {
          const key = `${mine}:${step}`;
          const stops = currentStops(ap).filter(([m, s]) => `${m}:${s}` !== key);
          if (!have.has(key)) stops.push([mine, step]);
          save(ap.mode, stops);
        });
        row.append(b);
      }
      box.append(row);
    }
    const modes = B.el("div", "modes");
    for (const [mode, text] of MODES) {
      const b = B.el("button", "mode", text);
      b.type = "button";
      b.dataset.mode = mode;
      b.classList.toggle("on", ap.mode === mode);
      b.setAttribute("aria-pressed", String(ap.mode === mode));
      b.addEventListener("click", () => {
        save(mode, currentStops(ap));
        // choosing "pass …" while holding priority is also this priority's pass (sent once the
        // server has taken the mode, unless auto-pass answered it by itself meanwhile)
        if (mode !== "stops" && v.pending && v.pending.player === S.seat && v.pending.kind === "priority") passAfterMode = st.seq;
      });
      modes.append(b);
    }
    box.append(modes);
    const marker = B.el("p", "next-stop", v.over ? "" : next ? `Next stop: ${next.text}` : "No stop ahead: you will be asked when something happens.");
    marker.id = "next-stop";
    box.append(marker);
    return box;
  }

  B.afterRender.push(() => {
    const S = B.S, st = S.state;
    if (S.seat === null || !st || !st.view || !st.autopass) return;
    const status = B.root.querySelector(".status");
    if (status) status.after(bar());
    if (passAfterMode !== null) {
      const seq = passAfterMode;
      if (st.seq !== seq) { passAfterMode = null; return; }
      const pass = st.legal.find((e) => e.action.type === "pass");
      if (pass && st.autopass.mode !== "stops") { passAfterMode = null; B.act(pass); }
    }
  });
})();
