// The replay viewer (/play/t/ID/replay): steps forward and back through a finished game as a
// spectator saw it. The server replays the stored game once and serves each step's spectator view
// (server/replay.py); this page draws it with the board's own render(), with no websocket. On a live
// table, a finished game's prompt links here.
"use strict";

(() => {
  const B = window.OldframeBoard;
  if (!B) return;

  // -- on the table page: a finished game links to its replay -----------------------------------------
  B.afterRender.push(() => {
    const v = B.S.state && B.S.state.view;
    if (document.body.dataset.replay !== undefined || !v || !v.over) return;
    const prompt = document.getElementById("prompt");
    if (!prompt || document.getElementById("replay-link")) return;
    const a = B.el("a", "replay-link", "Watch the replay");
    a.id = "replay-link";
    a.href = `/play/t/${B.TABLE}/replay`;
    prompt.append(a);
  });

  if (document.body.dataset.replay === undefined) return;

  // -- on the replay page ------------------------------------------------------------------------------
  const api = `/play/api/tables/${B.TABLE}/replay`;
  const R = { outline: null, at: -1, want: 0, loading: false, steps: new Map(), n: 0 };
  const $ = (id) => document.getElementById(id);

  async function getJSON(url) {
    const r = await fetch(url);
    const data = await r.json();
    if (!r.ok) throw new Error((data.error || [r.statusText]).join("; "));
    return data;
  }

  function show(k, step) {
    const o = R.outline;
    R.at = k;
    B.receive({ type: "state", n: ++R.n, seq: step.seq, table: o.table, view: step.view, legal: [], auto: false,
                log_start: 0, log: o.log.slice(0, step.log_len), faces: step.faces, clocks: null,
                clock_running: null, autopass: null });
    $("replay-pos").textContent = `Step ${k + 1} of ${o.steps} (action ${step.seq})`;
    $("replay-slider").value = String(k);
    document.body.dataset.step = String(k);
    $("replay-first").disabled = $("replay-prev").disabled = k === 0;
    $("replay-next").disabled = $("replay-last").disabled = k === o.steps - 1;
  }

  // one request at a time, the latest wanted step wins: dragging the slider asks for few steps
  async function pump() {
    if (R.loading) return;
    R.loading = true;
    try {
      while (R.want !== R.at) {
        const k = R.want;
        let step = R.steps.get(k);
        if (!step) {
          step = await getJSON(`${api}/${k}`);
          R.steps.set(k, step);
        }
        if (R.want === k) show(k, step);
      }
    } catch (e) {
      $("replay-error").textContent = String(e.message || e);
    } finally {
      R.loading = false;
    }
  }

  function go(k) {
    if (!R.outline) return;
    R.want = Math.max(0, Math.min(R.outline.steps - 1, k));
    pump();
  }

  async function start() {
    try {
      R.outline = await getJSON(api);
    } catch (e) {
      $("replay-error").textContent = String(e.message || e);
      return;
    }
    B.receive({ type: "welcome", n: ++R.n, seat: null, protocol: 1, table: R.outline.table });
    const slider = $("replay-slider");
    slider.max = String(R.outline.steps - 1);
    $("replay-first").addEventListener("click", () => go(0));
    $("replay-prev").addEventListener("click", () => go(R.want - 1));
    $("replay-next").addEventListener("click", () => go(R.want + 1));
    $("replay-last").addEventListener("click", () => go(R.outline.steps - 1));
    slider.addEventListener("input", () => go(Number(slider.value)));
    document.addEventListener("keydown", (ev) => {
      if (ev.target instanceof HTMLInputElement && ev.target.type !== "range") return;
      if (ev.key === "ArrowRight") go(R.want + 1);
      else if (ev.key === "ArrowLeft") go(R.want - 1);
    });
    go(0);
  }

  start();
})();
