// Stack arrows: an SVG layer over the board draws an arrow from each stack item to each of its
// targets (a permanent, a player, another stack item, a card in a graveyard); hovering (or tapping)
// a stack item highlights its targets. Targets come from the view (rules/view.py: only ids the
// viewer may see), so an arrow never points into a hidden zone.
"use strict";

(() => {
  const B = window.OldframeBoard;
  if (!B) return;
  const NS = "http://www.w3.org/2000/svg";

  function targetEl(t) {
    const [kind, id] = t;
    if (kind === "player") return B.root.querySelector(`.player[data-player="${id}"] .pname`);
    const e = B.root.querySelector(`.stack-item[data-oid="${id}"], .table-area .card[data-oid="${id}"]`);
    if (!e) return null;
    const closed = e.closest("details:not([open])");  // a card in a closed pile: point at the pile
    return closed ? closed.querySelector("summary") : e;
  }

  function targetKey(t) { return `${t[0]}:${t[1]}`; }

  function draw() {
    const old = document.getElementById("arrows");
    if (old) old.remove();
    const st = B.S.state;
    if (!st || !st.view) return;
    const items = st.view.stack.filter((it) => it.targets && it.targets.length);
    if (!items.length) return;
    const svg = document.createElementNS(NS, "svg");
    svg.id = "arrows";
    svg.setAttribute("class", "arrows");
    const box = B.root.getBoundingClientRect();
    svg.setAttribute("width", B.root.scrollWidth);
    svg.setAttribute("height", B.root.scrollHeight);
    const defs = document.createElementNS(NS, "defs");
    const marker = document.createElementNS(NS, "marker");
    for (const [k, v] of Object.entries({ id: "arrowhead", viewBox: "0 0 10 10", refX: "9", refY: "5",
      markerWidth: "7", markerHeight: "7", orient: "auto-start-reverse" })) marker.setAttribute(k, v);
    const head = document.createElementNS(NS, "path");
    head.setAttribute("d", "M0,0 L10,5 L0,10 z");
    marker.append(head);
    defs.append(marker);
    svg.append(defs);
    // an arrow leaves a stack item just right of its words; one to another stack item loops out to
    // the right and comes back to that item's words, one elsewhere goes to the target's middle
    const labelEnd = (row) => {
      const r = (row.querySelector("span") || row).getBoundingClientRect();
      return [r.right + 6 - box.left, r.top + r.height / 2 - box.top];
    };
    for (const it of items) {
      const from = B.root.querySelector(`.stack-item[data-oid="${it.oid}"]`);
      if (!from) continue;
      const [x1, y1] = labelEnd(from);
      for (const t of it.targets) {
        const to = targetEl(t);
        if (!to || to === from) continue;
        let x2, y2, d;
        if (to.classList.contains("stack-item")) {
          [x2, y2] = labelEnd(to);
          const out = Math.max(x1, x2) + 40 + Math.abs(y2 - y1) / 2;
          d = `M${x1},${y1} C${out},${y1} ${out},${y2} ${x2},${y2}`;
        } else {
          const b = to.getBoundingClientRect();
          x2 = b.left + b.width / 2 - box.left;
          y2 = b.top + b.height / 2 - box.top;
          const bend = Math.max(30, Math.abs(y2 - y1) / 3);
          d = `M${x1},${y1} C${x1 + bend},${y1} ${x2 + bend},${(y1 + y2) / 2} ${x2},${y2}`;
        }
        const path = document.createElementNS(NS, "path");
        path.setAttribute("d", d);
        path.setAttribute("class", "arrow");
        path.setAttribute("marker-end", "url(#arrowhead)");
        path.dataset.from = it.oid;
        path.dataset.to = targetKey(t);
        svg.append(path);
      }
    }
    B.root.append(svg);
  }

  function highlight(oid, on) {
    const it = B.S.state.view.stack.find((x) => String(x.oid) === String(oid));
    if (!it) return;
    for (const t of it.targets || []) {
      const e = targetEl(t);
      if (e) e.classList.toggle("targeted", on);
    }
    for (const p of document.querySelectorAll(`#arrows .arrow[data-from="${oid}"]`)) p.classList.toggle("hl", on);
  }

  B.afterRender.push(() => {
    const st = B.S.state;
    for (const row of B.root.querySelectorAll(".stack-item[data-oid]")) {
      const it = st.view.stack.find((x) => String(x.oid) === row.dataset.oid);
      if (!it) continue;
      row.dataset.targets = (it.targets || []).map(targetKey).join(" ");
      if (it.kind !== "draw" && it.kind !== "combat_damage" && B.S.faces[it.source]) row.dataset.name = it.source;
      row.addEventListener("mouseenter", () => highlight(it.oid, true));
      row.addEventListener("mouseleave", () => highlight(it.oid, false));
    }
    for (const d of B.root.querySelectorAll("details")) d.addEventListener("toggle", draw);
    requestAnimationFrame(draw);  // after layout
  });
  window.addEventListener("resize", () => requestAnimationFrame(draw));
  B.drawArrows = draw;
  B.highlightTargets = highlight;  // (board-enlarge.js: a tap on a stack item on a touch screen)
})();
