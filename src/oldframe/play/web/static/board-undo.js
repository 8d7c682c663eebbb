// Undo (docs/protocol.md, "Undo"): back to your previous decision — at once against the computer,
// by the other people's consent otherwise — never past a card you saw or a random result (the server
// says how far back it may go, `undo.to`, or why not, `undo.reason`). A request from another seat
// shows Accept / Decline; nothing changes until everyone asked has accepted.
"use strict";

(() => {
  const EXT = (window.OldframeBoard = window.OldframeBoard || {});
  for (const k of ["beforeAct", "onChoose", "promptExtras", "side", "afterRender"]) EXT[k] = EXT[k] || [];

  function againstPeople() {
    const S = EXT.S;
    return S.state.table.seats.some((s) => s.kind === "human" && s.seat !== S.seat);
  }

  EXT.side.push(() => {
    const S = EXT.S;
    const st = S.state;
    if (S.seat === null || !st || !st.view || st.view.over || !st.undo) return null;
    const box = EXT.el("section", "undo");
    box.id = "undo-box";
    const req = st.undo.request;
    if (req && req.by === S.seat) {
      box.append(EXT.el("p", "undo-waiting", "Waiting for your opponent to accept your undo…"));
    } else if (req && req.waiting.includes(S.seat)) {
      box.append(EXT.el("p", "undo-asked", `${EXT.playerName(req.by)} asks to undo back to their last decision.`));
      for (const [accept, text] of [[true, "Accept"], [false, "Decline"]]) {
        const b = EXT.el("button", "act", text);
        b.id = accept ? "undo-accept" : "undo-decline";
        b.addEventListener("click", () => EXT.send({ type: "undo_reply", id: ++S.msgId, accept }));
        box.append(b);
      }
    } else if (req) {
      box.append(EXT.el("p", "undo-waiting", `${EXT.playerName(req.by)} asked to undo.`));
    } else {
      const b = EXT.el("button", "undo-button", againstPeople() ? "Ask to undo" : "Undo");
      b.id = "undo";
      b.disabled = st.undo.to === null;
      b.title = st.undo.to === null ? (st.undo.reason || "nothing to undo")
        : "Go back to your last decision" + (againstPeople() ? " (your opponent must accept)" : "");
      b.addEventListener("click", () => EXT.send({ type: "undo", id: ++S.msgId }));
      box.append(b);
      if (st.undo.to === null && st.undo.reason) box.append(EXT.el("small", "undo-reason", ` ${st.undo.reason}`));
    }
    return box;
  });
})();
