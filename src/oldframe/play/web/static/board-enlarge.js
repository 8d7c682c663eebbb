// Enlarging cards: any card on the board (hand, battlefield, stack, piles, a card named in the game
// log) shows as a large old-frame card with its 2003 text — on hover with a mouse, on a tap (a card
// with no action) or a long press (any card) on a touch screen. Game log lines name their cards:
// hovering a line highlights those cards on the board.
"use strict";

(() => {
  const B = window.OldframeBoard;
  if (!B) return;
  const LONG_PRESS_MS = 450;
  let pointer = "mouse", pressTimer = null, swallowClick = false, shownFor = null;
  let namesKey = "", namesRe = null;

  function overlay() {
    let o = document.getElementById("enlarge");
    if (!o) {
      o = B.el("div", "enlarge");
      o.id = "enlarge";
      o.hidden = true;
      o.addEventListener("click", (e) => { e.stopPropagation(); hide(); });
      document.body.append(o);
    }
    return o;
  }

  // the large card: name and cost, the type line, the 2003 text box, power/toughness — in the
  // card's frame color (drawn from data, no image)
  function bigCard(face) {
    const c = B.el("div", `bigcard ${B.colorClass(face)}`);
    c.dataset.name = face.name;
    const head = B.el("div", "big-head");
    head.append(B.el("span", "big-name", face.name), B.manaCost(face.cost));
    const art = B.el("div", "big-art");
    const type = B.el("div", "big-type", face.type);
    const text = B.el("div", "big-text", face.text || "");
    c.append(head, art, type, text);
    if (face.pt) c.append(B.el("div", "big-pt", face.pt));
    return c;
  }

  function show(name, anchor) {
    const face = B.S.faces[name];
    if (!face) return;
    const o = overlay();
    o.replaceChildren(bigCard(face));
    o.hidden = false;
    o.dataset.name = name;
    shownFor = anchor;
    if (pointer !== "mouse" || window.innerWidth < 600 || !anchor) {  // touch: centered, a tap closes it
      o.classList.add("centered");
      o.style.left = o.style.top = "";
      return;
    }
    o.classList.remove("centered");
    const r = anchor.getBoundingClientRect();
    const w = o.offsetWidth || 260, h = o.offsetHeight || 360;
    let left = r.right + 12;
    if (left + w > window.innerWidth - 8) left = Math.max(8, r.left - w - 12);
    const top = Math.min(Math.max(8, r.top - 20), Math.max(8, window.innerHeight - h - 8));
    o.style.left = `${left}px`;
    o.style.top = `${top}px`;
  }

  function hide() {
    const o = document.getElementById("enlarge");
    if (o) o.hidden = true;
    if (shownFor && shownFor.classList.contains("stack-item") && B.highlightTargets) B.highlightTargets(shownFor.dataset.oid, false);
    shownFor = null;
  }

  function named(target) {
    if (!(target instanceof Element)) return null;
    const e = target.closest(".card[data-name], .stack-item[data-name], .card-ref[data-name]");
    return e && B.S.faces[e.dataset.name] && !e.closest("#enlarge") ? e : null;
  }

  document.addEventListener("pointerover", (ev) => {
    pointer = ev.pointerType || "mouse";
    if (pointer !== "mouse") return;
    const e = named(ev.target);
    if (e && e !== shownFor) show(e.dataset.name, e);
  });
  document.addEventListener("pointerout", (ev) => {
    if ((ev.pointerType || "mouse") !== "mouse") return;
    const e = named(ev.target);
    if (e && !e.contains(ev.relatedTarget)) hide();
  });
  document.addEventListener("pointerdown", (ev) => {
    pointer = ev.pointerType || "mouse";
    if (pointer === "mouse") return;
    const e = named(ev.target);
    clearTimeout(pressTimer);
    if (e) pressTimer = setTimeout(() => { swallowClick = true; show(e.dataset.name, e); }, LONG_PRESS_MS);
  }, true);
  for (const kind of ["pointerup", "pointercancel"]) document.addEventListener(kind, () => clearTimeout(pressTimer), true);
  // a touch: a long press already showed the card (its click must not act); a tap on a card with no
  // action enlarges it; any other tap closes the enlarged card
  document.addEventListener("click", (ev) => {
    if (swallowClick) { swallowClick = false; ev.stopPropagation(); ev.preventDefault(); return; }
    if (pointer === "mouse") return;
    const e = named(ev.target);
    if (e && !e.classList.contains("actionable") && !e.closest(".actionable")) {
      ev.stopPropagation();
      if (shownFor === e) { hide(); return; }
      hide();
      show(e.dataset.name, e);
      // a stack item also outlines its targets, as pointing at it does with a mouse
      if (e.classList.contains("stack-item") && B.highlightTargets) B.highlightTargets(e.dataset.oid, true);
    } else if (!(ev.target instanceof Element && ev.target.closest("#enlarge"))) {
      hide();
    }
  }, true);

  // -- the game log: card names become references; a line highlights its cards on the board ----------
  function escape(s) { return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

  function nameRegex() {
    const names = Object.keys(B.S.faces).sort((a, b) => b.length - a.length);
    const key = names.join("\n");
    if (key !== namesKey) {
      namesKey = key;
      namesRe = names.length ? new RegExp(`(?<![\\w'])(${names.map(escape).join("|")})(?![\\w'])`, "g") : null;
    }
    return namesRe;
  }

  function linkLine(li, re) {
    const text = li.textContent;
    re.lastIndex = 0;
    if (!re.test(text)) return;
    re.lastIndex = 0;
    const parts = [];
    let at = 0;
    for (const m of text.matchAll(re)) {
      if (m.index > at) parts.push(document.createTextNode(text.slice(at, m.index)));
      const ref = B.el("span", "card-ref", m[0]);
      ref.dataset.name = m[0];
      parts.push(ref);
      at = m.index + m[0].length;
    }
    parts.push(document.createTextNode(text.slice(at)));
    li.replaceChildren(...parts);
    li.classList.add("names-cards");
  }

  function mark(names, on) {
    for (const n of names) {
      for (const c of B.root.querySelectorAll(".table-area [data-name]")) {
        if (c.dataset.name === n && !c.classList.contains("card-ref")) c.classList.toggle("log-hl", on);
      }
    }
  }

  B.afterRender.push(() => {
    shownFor = null;
    hide();
    const re = nameRegex();
    if (!re) return;
    for (const li of B.root.querySelectorAll("#log li")) {
      linkLine(li, re);
      const names = [...li.querySelectorAll(".card-ref")].map((r) => r.dataset.name);
      if (!names.length) continue;
      li.addEventListener("mouseenter", () => mark(names, true));
      li.addEventListener("mouseleave", () => mark(names, false));
    }
  });
})();
