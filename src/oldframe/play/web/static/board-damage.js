// Combat damage assignment by clicking (CR 510.1c-d; trample 702.19; banding 702.22j-k; 2003: 310.4,
// 502.9, 502.10h). The prompt says whose damage is being divided and how much is left; the player
// picks an amount ("lethal" by default) and clicks a blocking creature — or the defending player,
// for a trampler once every blocker has lethal damage — to put it there. What may be clicked, and
// which amounts, are exactly the engine's legal answers (the server's `legal`): an order the rules
// forbid is never offered, so it can't be clicked.
"use strict";

(() => {
  const EXT = (window.OldframeBoard = window.OldframeBoard || {});
  for (const k of ["beforeAct", "onChoose", "promptExtras", "side", "afterRender"]) EXT[k] = EXT[k] || [];
  EXT.prompts = EXT.prompts || {};
  const D = { amount: "lethal", source: null };

  function assignment() {
    const v = EXT.S.state && EXT.S.state.view;
    return v && v.pending && v.pending.kind === "damage_assignment" ? v.pending.assignment : null;
  }

  function nameOf(oid) {
    const p = EXT.S.state.view.battlefield.find((b) => b.oid === oid);
    return p ? p.name : `#${oid}`;
  }

  function assignedTo(a, kind, id) {
    const hit = a.assigned.find(([k, i]) => k === kind && i === id);
    return hit ? hit[2] : 0;
  }

  function wanted(a, target) {
    if (D.amount !== "lethal") return Number(D.amount);
    if (target[0] === "player") return a.remaining;
    const lethal = (a.creatures.find(([oid]) => oid === target[1]) || [0, 1])[1];
    return Math.max(1, Math.min(a.remaining, lethal - assignedTo(a, "object", target[1])));
  }

  EXT.prompts.damage_assignment = (box) => {
    const a = assignment();
    if (!a) return;
    if (D.source !== a.source) {  // a new creature's damage: back to "lethal"
      D.source = a.source;
      D.amount = "lethal";
    }
    if (D.amount !== "lethal" && Number(D.amount) > a.remaining) D.amount = "lethal";
    box.classList.add("damage-prompt");

    const info = EXT.el("p", "dmg-left", `${a.remaining} of ${a.power} damage left to assign.`);
    info.id = "dmg-left";
    info.dataset.remaining = a.remaining;
    box.append(info);
    if (a.assigned.length) {
      const list = EXT.el("ul", "dmg-assigned");
      for (const [kind, id, n] of a.assigned) {
        list.append(EXT.el("li", null, `${n} to ${kind === "player" ? EXT.playerName(id) : nameOf(id)}`));
      }
      box.append(list);
    }
    const pick = EXT.el("div", "dmg-amounts");
    pick.append(EXT.el("span", null, "Damage per click: "));
    for (const v of ["lethal", ...Array.from({ length: a.remaining }, (_, i) => String(i + 1))]) {
      const b = EXT.el("button", `dmg-amount${D.amount === v ? " chosen" : ""}`, v === "lethal" ? "Lethal" : v);
      b.dataset.amount = v;
      b.addEventListener("click", () => { D.amount = v; EXT.render(); });
      pick.append(b);
    }
    box.append(pick);
    const hint = a.trample
      ? "Click a blocking creature to give it damage; once each has lethal damage, click the defending player for the rest (trample)."
      : "Click a creature to give it damage; the amount is the one chosen above.";
    box.append(EXT.el("p", "hint", hint));
    // One click for the usual split: the first assignment the engine lists (lethal damage in order).
    const legal = (EXT.S.state && EXT.S.state.legal) || [];
    if (legal.length) {
      const quick = EXT.el("button", "act dmg-quick", "Assign the next damage in order");
      quick.addEventListener("click", () => EXT.act(legal[0]));
      box.append(quick);
    }
    box.append(EXT.concedeButton());
  };

  // A click on a creature or player while dividing damage: the chosen amount, if the engine allows it.
  EXT.onChoose.push((actions) => {
    const a = assignment();
    if (!a || !actions.length || !actions.every((e) => e.action.type === "assign")) return false;
    const target = actions[0].action.target;
    const n = wanted(a, target);
    // (one amount allowed — a trampler's rest to the player — is that amount, whatever was picked)
    const entry = actions.find((e) => e.action.amount === n) || (actions.length === 1 ? actions[0] : null);
    if (entry) { EXT.act(entry); return true; }
    const allowed = actions.map((e) => e.action.amount).join(", ");
    EXT.S.error = `${n} damage can't go there now (CR 510.1c); allowed: ${allowed}.`;
    const err = document.getElementById("play-error");
    if (err) err.textContent = EXT.S.error;
    return true;
  });

  // Each creature the damage may go to shows its lethal damage and what it has been given so far.
  EXT.afterRender.push((root) => {
    const a = assignment();
    if (!a) return;
    const src = root.querySelector(`.card[data-oid="${a.source}"]`);
    if (src) src.classList.add("dmg-source");
    for (const [oid, lethal] of a.creatures) {
      const card = root.querySelector(`.card[data-oid="${oid}"]`);
      if (!card) continue;
      const given = assignedTo(a, "object", oid);
      card.classList.add("dmg-target");
      card.dataset.assigned = given;
      card.append(EXT.el("div", "dmg-badge", `lethal ${lethal} · given ${given}`));
    }
  });
})();
