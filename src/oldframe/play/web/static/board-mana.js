// Manual mana payment and the mana burn warning (docs/protocol.md, "Mana by hand").
// Payment is automatic unless the player pays by hand: with "Pay mana by hand" on, playing a spell
// first opens a payment panel — click lands (their mana abilities, CR 605.3a) to float exactly the
// mana you choose, then Cast: the spell spends the pool first (CR 601.2h; 2003: 409.1g-h) and only
// what is still missing is paid automatically. Clicking a land taps it at any time, in either mode.
// When passing would burn floating mana (2003 300.3-300.4; the server's `burn`), Pass asks first.
"use strict";

(() => {
  const EXT = (window.OldframeBoard = window.OldframeBoard || {});
  for (const k of ["beforeAct", "onChoose", "promptExtras", "side", "afterRender"]) EXT[k] = EXT[k] || [];
  const KEY = "oldframe.manual-mana";
  const M = { manual: localStorage.getItem(KEY) === "true", paying: null, burnOk: -1, burnAsk: -1 };
  const NAMES = ["W", "U", "B", "R", "G", "C"];

  function myPool() {
    const v = EXT.S.state && EXT.S.state.view;
    return v && EXT.S.seat !== null ? v.players[EXT.S.seat].mana_pool : [0, 0, 0, 0, 0, 0];
  }

  function poolText(pool) {
    const parts = pool.map((n, i) => `{${NAMES[i]}}`.repeat(n));
    return parts.join("") || "empty";
  }

  // Whether the printed cost is covered by the pool alone (a guide: cost changes are the engine's).
  function poolCovers(cost, pool) {
    const left = pool.slice();
    let generic = 0;
    for (const m of (cost || "").matchAll(/\{([^}]+)\}/g)) {
      const s = m[1];
      if (/^\d+$/.test(s)) generic += Number(s);
      else if ("WUBRG".includes(s)) {
        const i = "WUBRG".indexOf(s);
        if (left[i] <= 0) return false;
        left[i] -= 1;
      }
    }
    return left.reduce((a, b) => a + b, 0) >= generic;
  }

  function costOf(entry) {
    const S = EXT.S;
    const obj = S.state.view.players[S.seat].hand.find((c) => c.oid === entry.oid);
    const face = obj && S.faces[obj.name];
    return face ? { name: obj.name, cost: face.cost } : null;
  }

  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

  EXT.beforeAct.push((entry) => {
    const S = EXT.S;
    const type = entry.action.type;
    if (type === "pass" && S.state.burn > 0 && M.burnOk !== S.state.seq) {
      M.burnAsk = S.state.seq;  // ask first: the warning's button passes anyway
      EXT.render();
      return false;
    }
    if (M.manual && (type === "cast" || type === "play") && !M.bypass) {
      const what = costOf(entry);
      if (what && what.cost && !poolCovers(what.cost, myPool())) {
        M.paying = { action: entry.action, ...what };
        EXT.render();
        return false;
      }
    }
    M.bypass = false;
    return true;
  });

  function payPanel(box) {
    const S = EXT.S;
    const entry = S.state.legal.find((e) => same(e.action, M.paying.action));
    if (!entry) { M.paying = null; return; }
    const pool = myPool();
    const covered = poolCovers(M.paying.cost, pool);
    const panel = EXT.el("div", "pay-panel");
    panel.id = "pay-panel";
    panel.append(EXT.el("p", null, `Pay ${M.paying.cost} for ${M.paying.name}: click lands to tap them for mana.`));
    const cast = EXT.el("button", "act pay-cast", covered ? `Cast ${M.paying.name}` : `Cast ${M.paying.name} (the rest paid automatically)`);
    cast.id = "pay-cast";
    cast.addEventListener("click", () => { M.paying = null; M.bypass = true; EXT.act(entry); });
    const cancel = EXT.el("button", "act pay-cancel", "Cancel");
    cancel.addEventListener("click", () => { M.paying = null; EXT.render(); });
    panel.append(cast, cancel);
    box.append(panel);
  }

  EXT.promptExtras.push((box, pending) => {
    const S = EXT.S;
    if (pending.kind !== "priority") return;
    const pool = myPool();
    if (pool.some((n) => n > 0)) {
      const p = EXT.el("p", "mana-pool", `Your mana pool: ${poolText(pool)}`);
      p.id = "mana-pool";
      box.append(p);
    }
    if (M.paying) payPanel(box);
    if (S.state.burn > 0) {
      const warn = EXT.el("p", "burn-warning",
        `Passing now burns the mana in your pool: you lose ${S.state.burn} life (mana burn, 2003 rule 300.3).`);
      warn.id = "burn-warning";
      box.append(warn);
      if (M.burnAsk === S.state.seq) {
        const pass = S.state.legal.find((e) => e.action.type === "pass");
        const go = EXT.el("button", "act burn-confirm", `Pass anyway and lose ${S.state.burn} life`);
        go.id = "burn-confirm";
        go.addEventListener("click", () => { M.burnOk = S.state.seq; if (pass) EXT.act(pass); });
        warn.append(" ", go);
      }
    }
  });

  EXT.side.push(() => {
    const S = EXT.S;
    if (S.seat === null) return null;
    const lab = EXT.el("label", "manual-mana");
    const cb = EXT.el("input");
    cb.type = "checkbox";
    cb.id = "manual-mana";
    cb.checked = M.manual;
    cb.addEventListener("change", () => { M.manual = cb.checked; localStorage.setItem(KEY, String(cb.checked)); M.paying = null; EXT.render(); });
    lab.append(cb, " Pay mana by hand (tap lands, then cast)");
    return lab;
  });

  // Mana sources the player may tap now are marked, so a land to click stands out from a spell.
  EXT.afterRender.push((root) => {
    const S = EXT.S;
    for (const e of (S.state && S.state.legal) || []) {
      if (!e.mana) continue;
      for (const oid of [e.oid, ...(e.also || [])]) {
        const card = root.querySelector(`.card[data-oid="${oid}"]`);
        if (card) { card.classList.add("mana-source"); card.title = `Tap for mana\n${card.title}`; }
      }
    }
  });
})();
