// The board: one websocket to the play server (protocol v1, docs/protocol.md), drawn from the
// server's messages alone. The page never holds what its player may not see: it draws the view the
// server sent for its seat. Every action is a click on a card, a player or a prompt button.
"use strict";

const Board = (() => {
  // Extension points for the board-*.js files (manual mana, damage assignment, undo): they register
  // here and are called at fixed places; play.js stays the one that draws (see board-ext.js).
  // One extension object for every board-*.js file (see "extension points" at the end): files loaded
  // before this one register into its lists; files loaded after it read the functions it exposes.
  const EXT = (window.OldframeBoard = window.OldframeBoard || {});
  for (const k of ["beforeAct", "onChoose", "promptExtras", "side", "afterRender"]) EXT[k] = EXT[k] || [];
  EXT.prompts = EXT.prompts || {};
  const TABLE = document.body.dataset.table;
  const KEY = `oldframe.seat.${TABLE}`;
  const root = document.getElementById("board");
  const S = { seat: null, state: null, faces: {}, log: [], msgId: 0, ws: null, retry: 0, busy: false,
              lastN: 0, error: null, closedByServer: false, clockAt: 0 };

  // -- the seat token: from the link's fragment into this browser's storage -------------------------
  function readSeat() {
    const frag = new URLSearchParams(location.hash.slice(1));
    if (frag.get("token")) {
      localStorage.setItem(KEY, JSON.stringify({ seat: Number(frag.get("seat")), token: frag.get("token") }));
      history.replaceState(null, "", location.pathname);
    }
    try { return JSON.parse(localStorage.getItem(KEY) || "null"); } catch (e) { return null; }
  }

  // -- the connection --------------------------------------------------------------------------------
  function connect() {
    const stored = readSeat();
    if (stored) { const join = document.getElementById("join"); if (join) join.hidden = true; }
    const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/play/ws/${TABLE}`);
    S.ws = ws;
    S.lastN = 0;
    ws.onopen = () => { S.retry = 0; send({ type: "hello", token: stored ? stored.token : null }); };
    ws.onmessage = (ev) => receive(JSON.parse(ev.data));
    ws.onclose = (ev) => {
      S.ws = null;
      if (ev.code === 4404) { root.dataset.role = "gone"; return; }
      if (S.closedByServer && ev.code === 4400) { localStorage.removeItem(KEY); }
      S.closedByServer = false;
      root.dataset.role = "reconnecting";
      const delay = Math.min(5000, 250 * 2 ** S.retry++);
      setTimeout(connect, delay);
    };
  }

  function send(msg) {
    if (S.ws && S.ws.readyState === WebSocket.OPEN) S.ws.send(JSON.stringify({ v: 1, ...msg }));
  }

  function act(entry) {
    if (S.busy || !S.state) return;
    if (EXT.beforeAct.some((f) => f(entry) === false)) return;  // e.g. the mana burn warning
    S.busy = true;
    root.dataset.busy = "true";
    hideMenu();
    send({ type: "action", id: ++S.msgId, seq: S.state.seq, action: entry.action });
  }

  function receive(m) {
    if (m.n !== S.lastN + 1) console.warn("play: message", m.n, "after", S.lastN);
    S.lastN = m.n;
    if (m.type === "welcome") {
      S.seat = m.seat;
      root.dataset.role = m.seat === null ? "spectator" : `seat${m.seat}`;
    } else if (m.type === "state") {
      Object.assign(S.faces, m.faces || {});
      if (m.log_start === 0) S.log = [];
      S.log.length = m.log_start;
      S.log.push(...m.log);
      S.state = m;
      S.busy = false;
      S.error = null;
      S.clockAt = Date.now();
      root.dataset.busy = "false";
      render();
    } else if (m.type === "error") {
      S.busy = false;
      root.dataset.busy = "false";
      S.error = m.message;
      if (m.code === "bad_token") S.closedByServer = true;
      renderError();
    }
  }

  // -- drawing ---------------------------------------------------------------------------------------
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }

  function manaCost(cost) {
    const span = el("span", "cost");
    for (const m of (cost || "").matchAll(/\{([^}]+)\}/g)) {
      const sym = m[1];
      span.append(el("abbr", `mana mana-${"WUBRG".includes(sym) ? sym.toLowerCase() : "generic"}`, sym));
    }
    return span;
  }

  function colorClass(face) {
    if (!face) return "c-none";
    if (face.types && face.types.includes("Land")) return "c-land";
    if (!face.colors || face.colors.length === 0) return face.types && face.types.includes("Artifact") ? "c-artifact" : "c-none";
    return face.colors.length > 1 ? "c-gold" : `c-${face.colors[0].toLowerCase()}`;
  }

  function cardEl(obj, where, actions) {
    const face = S.faces[obj.name];
    const c = el("div", `card ${colorClass(face)} ${where}`);
    c.dataset.oid = obj.oid;
    c.dataset.name = obj.name;
    const head = el("div", "head");
    head.append(el("span", "name", obj.name));
    if (face) head.append(manaCost(face.cost));
    c.append(head);
    if (face) {
      c.append(el("div", "type", face.type));
      if (where !== "permanent") c.append(el("div", "text", face.text));
    }
    if (obj.power !== undefined) c.append(el("div", "pt", `${obj.power}/${obj.toughness}`));
    else if (face && face.pt && where !== "permanent") c.append(el("div", "pt", face.pt));
    if (obj.tapped) c.classList.add("tapped");
    if (obj.damage) c.append(el("div", "damage", `${obj.damage} damage`));
    if (obj.counters) c.append(el("div", "counters", Object.entries(obj.counters).map(([k, v]) => `${v} ${k}`).join(", ")));
    if (obj.sick && obj.power !== undefined) c.classList.add("sick");
    const combat = S.state.view.combat;
    if (combat) {
      if (combat.attackers.some(([a]) => a === obj.oid)) c.classList.add("attacking");
      if (combat.blockers.some(([b]) => b === obj.oid)) c.classList.add("blocking");
    }
    c.title = face ? `${face.name} ${face.cost}\n${face.type}\n${face.text}${face.pt ? "\n" + face.pt : ""}` : obj.name;
    c.addEventListener("mouseenter", () => showDetail(obj.name));
    if (actions && actions.length) {
      c.classList.add("actionable");
      c.tabIndex = 0;
      c.addEventListener("click", (ev) => choose(actions, ev));
    }
    return c;
  }

  function choose(actions, ev) {
    if (EXT.onChoose.some((f) => f(actions, ev))) { ev.stopPropagation(); return; }  // e.g. damage by clicks
    if (actions.length === 1) { act(actions[0]); return; }
    const menu = document.getElementById("menu") || el("div", "menu");
    menu.id = "menu";
    menu.replaceChildren(...actions.map((a) => {
      const b = el("button", "menu-item", a.label);
      b.dataset.kind = a.action.type;
      b.addEventListener("click", (e) => { e.stopPropagation(); act(a); });
      return b;
    }));
    menu.style.left = `${ev.pageX}px`;
    menu.style.top = `${ev.pageY}px`;
    menu.hidden = false;
    document.body.append(menu);
    ev.stopPropagation();
  }

  function hideMenu() { const m = document.getElementById("menu"); if (m) m.hidden = true; }
  document.addEventListener("click", hideMenu);

  function showDetail(name) {
    const d = document.getElementById("detail");
    const face = S.faces[name];
    if (!d || !face) return;
    d.replaceChildren(cardEl({ oid: -1, name }, "detail-card", null));
  }

  function pile(title, cards, cls) {
    const p = el("details", `pile ${cls}`);
    p.append(el("summary", null, `${title} (${cards.length})`));
    const list = el("div", "pile-cards");
    for (const c of cards) list.append(cardEl(c, "small", null));
    p.append(list);
    return p;
  }

  function playerCount() { return S.state.view ? S.state.view.players.length : S.state.table.seats.length; }

  function playerName(i) {
    const seat = S.state.table.seats[i];
    const who = seat && seat.name ? seat.name : `Player ${i + 1}`;
    return i === S.seat ? `${who} (you)` : who;
  }

  function fmtClock(ms) {
    const s = Math.max(0, Math.floor(ms / 1000));
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  }

  // Magical War (docs/magical-war.md): the view's "variant" part says what the seat may see of the
  // stock, the common graveyard and the pipelines — the cards of its own pipeline only, in order.
  function magicalWar() {
    const v = S.state.view;
    return v && v.variant && v.variant.name === "magical-war" ? v.variant : null;
  }

  function pipelineArea(p, pipe, byOid) {
    const box = el("div", "pipeline");
    box.dataset.player = p.index;
    box.dataset.count = pipe.count;
    if (pipe.cards) {
      box.append(el("h3", null, `Your pipeline (size ${pipe.size}, first card first; face down to the others)`));
      const row = el("div", "row");
      pipe.cards.forEach((c, i) => {
        const card = cardEl(c, "in-pipeline", byOid[c.oid]);
        card.querySelector(".head").prepend(el("span", "pipe-pos", String(i + 1)));
        row.append(card);
      });
      if (!pipe.cards.length) row.append(el("p", "empty", "empty"));
      box.append(row);
    } else {
      box.append(el("span", "pipe-count", `Pipeline: ${pipe.count} face down (size ${pipe.size})`));
      const backs = el("div", "hand-backs");
      for (let i = 0; i < pipe.count; i++) backs.append(el("div", "card-back pipe-back"));
      box.append(backs);
    }
    return box;
  }

  function sharedArea() {
    const mw = magicalWar();
    const box = el("section", "mw-shared");
    box.id = "mw-shared";
    box.append(el("h3", null, "Magical War"));
    box.append(el("span", "stock", `Stock ${mw.stock_size}`));
    if (mw.stage !== "play") box.append(el("span", "stage", `Setting up: ${mw.stage.replace(/_/g, " ")}`));
    box.append(pile("Common graveyard", mw.graveyard, "graveyard common-graveyard"));
    return box;
  }

  function playerArea(p, byOid, byPlayer) {
    const v = S.state.view;
    const mw = magicalWar();
    const pipe = mw ? mw.pipelines[p.index] : null;
    const inPipe = new Set(pipe && pipe.cards ? pipe.cards.map((c) => c.oid) : []);
    const area = el("section", `player ${p.index === S.seat ? "me" : "them"}`);
    area.dataset.player = p.index;
    const info = el("div", "info");
    const name = el("h2", "pname", playerName(p.index));
    const targets = byPlayer[p.index] || [];
    if (targets.length) {
      name.classList.add("actionable");
      name.addEventListener("click", (ev) => choose(targets, ev));
    }
    info.append(name);
    info.append(el("span", "life", `Life ${p.life}`));
    if (p.poison) info.append(el("span", "poison", `Poison ${p.poison}`));
    if (pipe) info.append(el("span", "counts", `Hand ${p.hand_size - pipe.count} · Pipeline ${pipe.count}/${pipe.size}`));
    else info.append(el("span", "counts", `Library ${p.library_size} · Hand ${p.hand_size}`));
    if (p.mana_pool.some((n) => n > 0)) {
      const names = ["W", "U", "B", "R", "G", "1"];
      info.append(el("span", "pool", "Mana pool: " + p.mana_pool.map((n, i) => (n ? `${n}${names[i] || "?"}` : "")).filter(Boolean).join(" ")));
    }
    const clocks = S.state.clocks;
    if (clocks) {
      const running = S.state.clock_running === p.index && !v.over;
      const left = clocks[p.index] - (running ? Date.now() - S.clockAt : 0);
      const ck = el("span", `clock${running ? " running" : ""}`, fmtClock(left));
      ck.dataset.base = clocks[p.index];
      info.append(ck);
    }
    if (v.active_player === p.index) info.append(el("span", "active", "Active player"));
    if (p.lost) info.append(el("span", "lost", playerCount() > 2 ? "Left the game" : "Lost"));
    area.append(info);
    const zones = el("div", "zones");
    if (!mw) zones.append(pile("Graveyard", p.graveyard, "graveyard"));  // (Magical War's is common)
    zones.append(pile("Removed from the game", p.removed_from_game, "removed"));
    area.append(zones);
    const field = el("div", "battlefield");
    const lands = el("div", "row lands");
    const others = el("div", "row others");
    for (const perm of v.battlefield.filter((b) => b.controller === p.index)) {
      const face = S.faces[perm.name];
      const isLand = face && face.types && face.types.includes("Land") && perm.power === undefined;
      (isLand ? lands : others).append(cardEl(perm, "permanent", byOid[perm.oid]));
    }
    field.append(others, lands);
    area.append(field);
    if (pipe && !p.lost) area.append(pipelineArea(p, pipe, byOid));
    if (p.hand) {
      const hand = el("div", "hand");
      hand.append(el("h3", null, pipe ? "Your hand (outside the pipeline)" : "Your hand"));
      const row = el("div", "row");
      for (const c of p.hand) if (!inPipe.has(c.oid)) row.append(cardEl(c, "in-hand", byOid[c.oid]));
      hand.append(row);
      area.append(hand);
    } else if (!p.lost) {  // a player who left the game has no hand at this table any more
      const backs = el("div", "hand-backs");
      for (let i = 0; i < p.hand_size - (pipe ? pipe.count : 0); i++) backs.append(el("div", "card-back"));
      area.append(backs);
    }
    return area;
  }

  function stackArea(byOid) {
    const s = el("section", "stack");
    s.append(el("h3", null, "The stack"));
    const items = S.state.view.stack;
    if (!items.length) s.append(el("p", "empty", "empty"));
    for (const it of [...items].reverse()) {
      const row = el("div", "stack-item");
      row.dataset.oid = it.oid;
      const who = it.controller === S.seat ? "your" : `${playerName(it.controller)}'s`;
      // (a "draw" item is the 2003 draw step action, 304.1: nobody's ability; combat damage the same, 310.2)
      const label = it.kind === "spell" ? `${it.source} (${who} spell)`
        : it.kind === "draw" ? `the draw step's draw (${playerName(it.controller)} draws)`
        : it.kind === "combat_damage" ? "combat damage" : `${it.source}'s ability (${who})`;
      row.append(el("span", null, label));
      const acts = byOid[it.oid] || [];
      if (acts.length) { row.classList.add("actionable"); row.addEventListener("click", (ev) => choose(acts, ev)); }
      row.addEventListener("mouseenter", () => showDetail(it.source));
      s.append(row);
    }
    return s;
  }

  const DECISIONS = {
    mulligan: "Keep this hand or mulligan?", london_bottom: "Put a card from your hand on the bottom of your library.",
    priority: "You have priority.", target: "Choose a target.", cost_choice: "Choose what to pay with.",
    attackers: "Declare attackers: click each attacking creature, then Done.",
    blockers: "Declare blockers: click a blocker to choose what it blocks; Done when finished.",
    damage_assignment: "Assign combat damage.", trigger_order: "Choose which trigger goes on the stack next.",
    choose_creature_type: "Choose a creature type.", sacrifice: "Choose a permanent to sacrifice.",
    discard_to_hand_size: "Discard down to your maximum hand size.", legend_keep: "Choose the legend to keep.",
    may: "You may…",
    mw_initial_round: "Put a card of converted mana cost 0 into play, or Done.",
    mw_pipeline_setup: "Choose a card for your pipeline (face down, in order).",
    mw_pipeline_add: "Add a card from your hand to the end of your pipeline.",
    mw_pipeline_cast: "Cast the spell turned up from your pipeline?",
    mw_last_gasp: "Last gasp: cast instants and sorceries, attack one opponent, then leave.",
    mw_retarget: "Choose the opponent it affects from now on.",
  };
  const STEPS = { untap: "untap", upkeep: "upkeep", draw: "draw step", main1: "main phase", begin_combat: "beginning of combat",
    declare_attackers: "declare attackers", declare_blockers: "declare blockers", first_strike_damage: "first-strike damage",
    combat_damage: "combat damage", end_combat: "end of combat", main2: "second main phase", end_of_turn: "end of turn", cleanup: "cleanup" };

  function promptArea() {
    const v = S.state.view;
    const box = el("section", "prompt");
    box.id = "prompt";
    if (v.over) {
      const w = v.winners;
      const text = w.length === 0 ? "The game is a draw." : w.map(playerName).join(", ") + (w.length === 1 ? " wins the game." : " win.");
      box.append(el("h2", "game-over", `Game over. ${text}`));
      return box;
    }
    const pending = v.pending;
    const mine = pending && pending.player === S.seat;
    if (!pending) return box;
    if (!mine) {
      box.append(el("p", "waiting", `Waiting for ${playerName(pending.player)} (${pending.kind.replace(/_/g, " ")}).`));
      return box;
    }
    box.append(el("h2", "decision", DECISIONS[pending.kind] || pending.kind));
    const custom = EXT.prompts[pending.kind];
    if (custom) {  // a decision with its own prompt (board-*.js)
      custom(box);
      return box;
    }
    const buttons = el("div", "buttons");
    const cardBound = pending.kind === "priority";
    for (const entry of S.state.legal) {
      if (cardBound && (entry.oid !== null || entry.player !== null)) continue;
      const b = el("button", "act", entry.label);
      b.dataset.kind = entry.action.type;
      b.addEventListener("click", () => act(entry));
      buttons.append(b);
    }
    box.append(buttons);
    if (cardBound && S.state.legal.some((e) => e.oid !== null)) box.append(el("p", "hint", "Highlighted cards can be played or used: click them."));
    for (const f of EXT.promptExtras) f(box, pending);
    const concede = el("button", "concede", "Concede");
    concede.addEventListener("click", () => { if (confirm("Concede this game?")) act({ action: { type: "concede", player: S.seat } }); });
    box.append(concede);
    return box;
  }

  function logArea() {
    const box = el("section", "log");
    box.append(el("h3", null, "Game log"));
    const list = el("ol", "lines");
    list.id = "log";
    for (const line of S.log.slice(-300)) list.append(el("li", line.startsWith("  ") ? "sub" : "head", line.trim()));
    box.append(list);
    return box;
  }

  function render() {
    const st = S.state;
    root.dataset.seq = st.seq;
    root.dataset.status = st.table.status;
    const join = document.getElementById("join");
    if (join && (S.seat !== null || !st.table.seats.some((s) => s.kind === "open"))) join.hidden = true;
    if (!st.view) {
      root.replaceChildren(el("p", "waiting", "Waiting for every seat to be taken. Share this page's link: " + location.href));
      root.dataset.pending = "none";
      return;
    }
    const v = st.view;
    root.dataset.over = String(v.over);
    root.dataset.pending = !v.pending ? "none" : v.pending.player === S.seat ? "mine" : "theirs";
    root.dataset.kind = v.pending ? v.pending.kind : "";
    const byOid = {};
    const byPlayer = {};
    for (const e of st.legal) {
      if (e.oid !== null) (byOid[e.oid] = byOid[e.oid] || []).push(e);
      for (const o of e.also || []) (byOid[o] = byOid[o] || []).push(e);  // interchangeable lands
      if (e.player !== null) (byPlayer[e.player] = byPlayer[e.player] || []).push(e);
    }
    const status = el("header", "status");
    status.append(el("span", "turn", `Turn ${v.turn}, ${playerName(v.active_player)}: ${STEPS[v.step] || v.step}`));
    status.append(el("span", "role", S.seat === null ? "Watching" : `You are seat ${S.seat + 1}`));
    if (st.table.variant) status.append(el("span", "variant", st.table.variant === "magical-war" ? "Magical War" : st.table.variant));
    if (S.seat !== null) {
      const link = el("a", "seat-link", "seat link");
      const stored = readSeat();
      link.href = stored ? `${location.pathname}#seat=${stored.seat}&token=${stored.token}` : "#";
      link.title = "Open this link to continue from another browser; keep it secret.";
      status.append(link);
    }
    // Every opponent above the stack, in turn order from the one after you (a free-for-all has up to
    // seven); your own area below it. A spectator sees the table from seat 1.
    const me = S.seat === null ? 0 : S.seat;
    const n = v.players.length;
    const opponents = el("div", `opponents seats${n}`);
    for (let k = 1; k < n; k++) opponents.append(playerArea(v.players[(me + k) % n], byOid, byPlayer));
    const table = el("div", "table-area");
    table.append(opponents);
    if (magicalWar()) table.append(sharedArea());
    table.append(stackArea(byOid));
    table.append(playerArea(v.players[me], byOid, byPlayer));
    const side = el("aside", "side");
    side.append(promptArea());
    const err = el("p", "error");
    err.id = "play-error";
    if (S.error) err.textContent = S.error;
    side.append(err);
    for (const f of EXT.side) { const part = f(); if (part) side.append(part); }
    const detail = el("div", "detail");
    detail.id = "detail";
    side.append(detail);
    side.append(logArea());
    root.replaceChildren(status, table, side);
    for (const f of EXT.afterRender) f(root);  // the board-*.js sections draw over what is drawn here
    const log = document.getElementById("log");
    if (log) log.scrollTop = log.scrollHeight;
  }

  function renderError() {
    const e = document.getElementById("play-error");
    if (e) e.textContent = S.error || "";
    else if (S.error) root.append(el("p", "error", S.error));
  }

  setInterval(() => {
    for (const c of document.querySelectorAll(".clock.running")) {
      c.textContent = fmtClock(Number(c.dataset.base) - (Date.now() - S.clockAt));
    }
  }, 1000);

  // -- extension points -----------------------------------------------------------------------------
  // Features kept in their own files (static/board-*.js: paying mana by hand, damage by clicks, undo,
  // stack arrows, card enlarging, the stop bar, the replay viewer) hook into the lists made at the top
  // (a prompt per decision kind, prompt extras, side panels, before an action is sent, on a card click,
  // after every render) and use these functions. The replay page (body data-replay) has no websocket:
  // board-replay.js feeds receive() itself.
  Object.assign(EXT, { S, root, send, act, receive, render, choose, el, cardEl, manaCost, colorClass,
                       playerName, STEPS, TABLE, concedeButton: () => {
    const concede = el("button", "concede", "Concede");
    concede.addEventListener("click", () => { if (confirm("Concede this game?")) act({ action: { type: "concede", player: S.seat } }); });
    return concede;
  } });

  if (document.body.dataset.replay === undefined) connect();
  return S;
})();
