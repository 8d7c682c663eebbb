"""oldframe against the peer engines (phase-python, python-mtg) with the shared peer-benchmark harness.

    .venv/bin/python bench/run_peers.py               # 5 fresh-process runs per engine and benchmark
    .venv/bin/python bench/run_peers.py --runs 3
    .venv/bin/python bench/run_peers.py --quick       # 1 run, fewer games: a smoke test (~1 min)
    .venv/bin/python bench/run_peers.py --engines phase,oldframe --skip load

Steps:

1. copies the read-only harness (``$OLDFRAME_SHARED/bench/peers``, default ``../shared/bench/peers``
   next to the repository) to ``bench/.work/peers`` (git-ignored; its ``data/`` is kept between runs);
2. creates the peers' venv at ``bench/.work/peers-venv`` with the harness's ``setup.sh`` if it is missing
   or broken (``WHEELS=dir`` is passed through; ``--peers-python`` uses an existing interpreter instead);
3. runs ``bench_load.py``, ``bench_selfplay.py`` and ``bench_copy.py`` for every engine, each run in a
   fresh process with that engine's interpreter: the peers with the peers' venv, oldframe with this
   interpreter (the project venv) and ``bench/`` on PYTHONPATH for ``oldframe_adapter``. Engines
   alternate inside every round (the order rotates from round to round), so slow drifts of a noisy
   machine hit all engines alike; self-play round *r* plays seeds ``1 + r*games ...``;
4. prints a markdown table (median and min–max over runs; ratios oldframe/phase are taken per round,
   from runs made back to back) and writes it with all raw JSON to ``bench/results/peers-<stamp>.{md,json}``.

Reports only: it never fails because a target is missed (the exit code is 1 only if a benchmark
process itself failed).
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
WORK = BENCH / ".work"
PEERS = WORK / "peers"
PEERS_VENV = WORK / "peers-venv"
SNAPSHOT = WORK / "oldframe-src"
RESULTS = BENCH / "results"
OLDFRAME = "oldframe_adapter:OldframeAdapter"

# label -> adapter, interpreter side, self-play games per run (normal, --quick), adapter options, and the
# copy variant shown in the main table ("copy", default "Game.copy()")
ENGINES: dict[str, dict[str, Any]] = {
    "phase": {"adapter": "phase", "side": "peers", "games": 20, "quick": 4, "opts": [],
              "copy": "state()->load_game(dict)"},
    "python-mtg": {"adapter": "python-mtg", "side": "peers", "games": 5, "quick": 2, "opts": [],
                   "copy": "Game.copy()"},
    "oldframe": {"adapter": OLDFRAME, "side": "ours", "games": 100, "quick": 30, "opts": []},
    # the same engine under the modern preset (no mana burn, like phase): random agents then rarely
    # die of mana burn, so games are ~3.5x longer; shown so games/s is not read out of context
    "oldframe-modern": {"adapter": OLDFRAME, "side": "ours", "games": 30, "quick": 10, "opts": ["rules=modern"]},
    # Game(keep_history=False): no undo snapshot per apply (and no GC work on retained snapshots)
    "oldframe-nohistory": {"adapter": OLDFRAME, "side": "ours", "games": 100, "quick": 30,
                           "opts": ["keep_history=0"]},
}
DEFAULT_ENGINES = ("phase", "python-mtg", "oldframe", "oldframe-modern", "oldframe-nohistory")
MID_GAME = 25  # copy checkpoints from here on count as mid-game (bench_copy uses 0,25,50,100,200,400)
GOAL_COPY_US = 200.0
GOAL_SPEEDUP = 2.0


# -- harness copy and peers venv ------------------------------------------------------------------
def find_shared(explicit: str | None) -> Path:
    cands = [explicit, os.environ.get("OLDFRAME_SHARED"), str(REPO.parent / "shared")]
    for c in cands:
        if not c:
            continue
        p = Path(c).expanduser().resolve()
        for d in (p, p / "bench" / "peers", p / "peers"):
            if (d / "run_all.py").is_file() and (d / "adapters").is_dir():
                return d
    raise SystemExit("peer harness not found: set OLDFRAME_SHARED (the shared folder holding bench/peers) "
                     f"or pass --shared; tried {[c for c in cands if c]}")


def copy_harness(src: Path) -> None:
    """Fresh copy of the harness sources; data/ (phase's built card data) survives between runs."""
    PEERS.mkdir(parents=True, exist_ok=True)
    for child in PEERS.iterdir():
        if child.name == "data":
            continue
        if child.is_dir() and not child.is_symlink():
            shutil.rmtree(child)
        else:
            child.unlink()
    shutil.copytree(src, PEERS, dirs_exist_ok=True, symlinks=False,
                    ignore=shutil.ignore_patterns(".venv", "data", "results", "__pycache__", "*.pyc"))


def peers_ok(py: Path) -> bool:
    if not py.exists():
        return False
    r = subprocess.run([str(py), "-c", "import phase, mtg"], capture_output=True, cwd=PEERS)
    return r.returncode == 0


def ensure_peers(py_override: str | None, log: list[str]) -> Path:
    deck_data = PEERS / "data" / "card-data-decks.json"
    if py_override:
        py = Path(py_override)
        if not peers_ok(py):
            raise SystemExit(f"--peers-python {py} cannot import phase and mtg")
        if not deck_data.exists():
            run_checked([str(py), "build_phase_carddata.py", "--decks", "--out", str(deck_data)], log)
        return py
    py = PEERS_VENV / "bin" / "python"
    if not peers_ok(py) or not deck_data.exists():
        print(f"setting up the peers venv at {PEERS_VENV} (setup.sh) ...", file=sys.stderr)
        env = dict(os.environ, VENV=str(PEERS_VENV))
        run_checked(["bash", str(PEERS / "setup.sh")], log, env=env)
        if not peers_ok(py):
            raise SystemExit(f"setup.sh finished but {py} cannot import phase and mtg")
    return py


def run_checked(cmd: list[str], log: list[str], env: dict[str, str] | None = None) -> str:
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=PEERS, env=env)
    log.append(f"$ {' '.join(cmd)}\n{p.stdout[-4000:]}{p.stderr[-4000:]}")
    if p.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({p.returncode}):\n{p.stderr[-3000:]}")
    return p.stdout


def snapshot_oldframe(py: Path, log: list[str]) -> dict[str, Any]:
    """Copy src/oldframe to bench/.work/oldframe-src so every oldframe process of this run measures the same
    code, even while the working tree is being edited; retried if the copy does not import (caught mid-edit)."""
    src = REPO / "src" / "oldframe"
    for attempt in range(4):
        if SNAPSHOT.exists():
            shutil.rmtree(SNAPSHOT)
        shutil.copytree(src, SNAPSHOT / "oldframe", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        h = hashlib.sha256()
        files = sorted(f for f in (SNAPSHOT / "oldframe").rglob("*") if f.is_file())
        for f in files:
            h.update(str(f.relative_to(SNAPSHOT)).encode() + b"\0" + f.read_bytes())
        probe = ("import oldframe.game, oldframe.cards.registry as r; from oldframe.cards.data import find_data_file; "
                 "r.default_registry().get('Forest'); print(find_data_file())")
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        env["PYTHONPATH"] = str(SNAPSHOT)
        p = subprocess.run([str(py), "-c", probe], capture_output=True, text=True, cwd=REPO, env=env)
        if p.returncode == 0 and p.stdout.strip():
            return {"path": str(SNAPSHOT), "sha256": h.hexdigest()[:16], "files": len(files),
                    "card_data": p.stdout.strip().splitlines()[-1], "attempts": attempt + 1}
        log.append(f"snapshot attempt {attempt + 1} does not import:\n{p.stderr[-2000:]}")
        print(f"oldframe snapshot does not import (attempt {attempt + 1}); retrying in 10 s", file=sys.stderr)
        time.sleep(10)
    raise SystemExit("the oldframe source tree does not import; see the errors above:\n" + log[-1])


# -- running one benchmark process ----------------------------------------------------------------
class Runner:
    def __init__(self, peers_py: Path, ours_py: Path, timeout: float, snapshot: dict[str, Any] | None):
        self.py = {"peers": peers_py, "ours": ours_py}
        self.timeout = timeout
        base = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
        ours = dict(base, PYTHONPATH=os.pathsep.join([str(PEERS), str(BENCH)]))
        if snapshot:  # the snapshot shadows the editable install; it finds the card data by env var
            ours["PYTHONPATH"] = os.pathsep.join([snapshot["path"], ours["PYTHONPATH"]])
            ours.setdefault("OLDFRAME_CARD_DATA", snapshot["card_data"])
        self.env = {"peers": dict(base, PYTHONPATH=str(PEERS)), "ours": ours}
        self.failures: list[str] = []

    def run(self, side: str, script: str, args: list[str]) -> dict[str, Any] | None:
        cmd = [str(self.py[side]), script, *args]
        t0 = time.perf_counter()
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, cwd=PEERS, env=self.env[side],
                               timeout=self.timeout)
        except subprocess.TimeoutExpired:
            self.failures.append(f"{' '.join(cmd)}: timed out after {self.timeout:.0f} s")
            return None
        lines = [ln for ln in p.stdout.splitlines() if ln.startswith("{")]
        if p.returncode != 0 or not lines:
            self.failures.append(f"{' '.join(cmd)} failed ({p.returncode}): {p.stderr[-1500:]}")
            print(self.failures[-1], file=sys.stderr)
            return None
        out: dict[str, Any] = json.loads(lines[-1])
        out["wall_s"] = time.perf_counter() - t0
        if p.stderr.strip():  # tracebacks of games that errored (counted in error_share)
            out["stderr_tail"] = p.stderr[-1500:]
        return out


# -- statistics -------------------------------------------------------------------------------------
def summary(values: list[float | None]) -> dict[str, float] | None:
    vals = [v for v in values if v is not None]
    if not vals:
        return None
    return {"median": statistics.median(vals), "min": min(vals), "max": max(vals), "n": len(vals)}


def mid_game_copy(raw: dict[str, Any]) -> dict[str, dict[str, float]]:
    """Per copy variant: median and max over the checkpoints >= MID_GAME of one bench_copy run."""
    out = {}
    for variant, by_cp in raw.get("copy_us_by_checkpoint", {}).items():
        vals = [v for cp, v in by_cp.items() if int(cp) >= MID_GAME]
        if vals:
            out[variant] = {"median": statistics.median(vals), "max": max(vals),
                            "checkpoints": sorted(int(cp) for cp in by_cp if int(cp) >= MID_GAME)}
    return out


def own_variant(label: str, raws: list[dict[str, Any]]) -> str | None:
    """The copy variant shown in the main table: the engine's ``copy`` entry, else the first one seen."""
    seen = [str(v) for r in raws for v in r.get("copy_us_by_checkpoint", {})]
    want = ENGINES.get(label, {}).get("copy", "Game.copy()")
    return want if want in seen else (seen[0] if seen else None)


def summarise(raw: dict[str, dict[str, list[dict[str, Any] | None]]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for label in raw["selfplay"].keys() | raw["copy"].keys() | raw["load"].keys():
        s: dict[str, Any] = {}
        sp = [r for r in raw["selfplay"].get(label, []) if r]
        if sp:
            games = sum(r["games"] for r in sp)
            s["selfplay"] = {k: summary([r[k] for r in sp]) for k in (
                "games_per_s", "decisions_per_s", "decisions_per_game", "decision_us_p50", "decision_us_p99",
                "new_game_ms_mean", "peak_rss_mib")}
            s["selfplay"]["pooled"] = {
                "games": games,
                "decisions_per_game": sum(r["decisions"] for r in sp) / games,
                **{k: sum(r[k] * r["games"] for r in sp) / games
                   for k in ("finished_share", "capped_share", "stuck_share", "error_share")},
                "errors": [e for r in sp for e in r["errors"]][:5],
                "results": _merge_counts([r["results"] for r in sp]),
            }
            s["describe"] = sp[0]["describe"]
        cp = [r for r in raw["copy"].get(label, []) if r]
        if cp:
            mids = [mid_game_copy(r) for r in cp]
            variants = list(dict.fromkeys(v for m in mids for v in m))
            s["copy"] = {"own_copy": own_variant(label, cp), "variants": {v: {
                "mid_game_us": summary([m[v]["median"] for m in mids if v in m]),
                "worst_checkpoint_us": summary([m[v]["max"] for m in mids if v in m]),
                "all_checkpoints_us": summary([r["copy_us_median"].get(v) for r in cp]),
                "independent": all(r["independent"].get(v, True) for r in cp),
            } for v in variants}, "peak_rss_mib": summary([r["peak_rss_mib"] for r in cp])}
        ld = [r for r in raw["load"].get(label, []) if r]
        if ld:
            s["load"] = {k: summary([r[k] for r in ld]) for k in (
                "time_to_first_game_s", "import_s", "construct_s", "first_game_s", "warm_game_ms",
                "peak_rss_mib")}
        out[label] = s
    return out


def _merge_counts(dicts: list[dict[str, int]]) -> dict[str, int]:
    total: dict[str, int] = {}
    for d in dicts:
        for k, v in d.items():
            total[k] = total.get(k, 0) + v
    return total


def paired_ratios(raw: dict[str, Any], num: str, den: str) -> dict[str, Any]:
    """num/den per round (runs made back to back), for the self-play and copy figures."""
    out: dict[str, Any] = {}
    sp_n, sp_d = raw["selfplay"].get(num, []), raw["selfplay"].get(den, [])
    for key in ("games_per_s", "decisions_per_s", "decisions_per_game", "peak_rss_mib"):
        vals = [a[key] / b[key] for a, b in zip(sp_n, sp_d, strict=False) if a and b and b[key]]
        out[key] = summary(vals)
    cn, cd = raw["copy"].get(num, []), raw["copy"].get(den, [])
    own_n, own_d = own_variant(num, [r for r in cn if r]), own_variant(den, [r for r in cd if r])
    vals = []
    for a, b in zip(cn, cd, strict=False):
        if a and b and own_n and own_d:
            ma, mb = mid_game_copy(a).get(own_n), mid_game_copy(b).get(own_d)
            if ma and mb:
                vals.append(ma["median"] / mb["median"])
    out["copy_us"] = summary(vals)
    return out


# -- rendering --------------------------------------------------------------------------------------
def fmt(s: dict[str, float] | None, digits: int = 1, scale: float = 1.0, sep: bool = True) -> str:
    if not s:
        return "n/a"

    def f(v: float) -> str:
        return f"{v * scale:,.{digits}f}" if sep else f"{v * scale:.{digits}f}"

    if s["n"] == 1 or s["min"] == s["max"]:
        return f(s["median"])
    return f"{f(s['median'])} ({f(s['min'])}–{f(s['max'])})"


def inv(s: dict[str, float] | None) -> str:
    """A ratio below 1 as '1/N×' (N = how many times smaller), with the range."""
    if not s:
        return "n/a"
    if s["median"] >= 1:
        return f"{fmt(s, 2)}×"
    med = f"1/{1 / s['median']:,.0f}×"
    if s["n"] == 1 or s["min"] == s["max"]:
        return med
    return f"{med} (1/{1 / s['max']:,.0f}–1/{1 / s['min']:,.0f})"


def render(out: dict[str, Any]) -> str:
    m, summ = out["machine"], out["summary"]
    lines = [
        f"{m['date']}; {m['cores']} cores, {m['cpu']}; Python {m['python']}; load average before "
        f"{m['loadavg_before']}, after {out.get('loadavg_after', '?')}; oldframe commit {m['commit']}"
        f"{' (+ uncommitted changes)' if m.get('dirty') else ''}"
        + (f", measured from a snapshot of src/oldframe (sha256 {out['oldframe_snapshot']['sha256']})"
           if out.get("oldframe_snapshot") else "") + ".",
        f"{out['runs']} fresh-process runs per engine and benchmark, engines alternated; median (min–max) "
        "over runs. Self-play games per run: "
        + ", ".join(f"{k} {v['games']}" for k, v in out["engines"].items()) + ".",
        "",
        "| engine | games/s | decisions/s | decisions/game | p50 decision, µs | finished / capped / error "
        "(pooled games) | peak RSS self-play, MiB | copy, µs (mid-game) | time to first game, s |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for label in out["engines"]:
        s = summ.get(label, {})
        sp, cp, ld = s.get("selfplay"), s.get("copy"), s.get("load")
        copy_cell = "n/a"
        if cp and cp["own_copy"]:
            copy_cell = f"{fmt(cp['variants'][cp['own_copy']]['mid_game_us'])} `{cp['own_copy']}`"
        if sp:
            p = sp["pooled"]
            status = (f"{p['finished_share']:.0%} / {p['capped_share']:.0%} / {p['error_share']:.1%} "
                      f"of {p['games']}")
            row = [fmt(sp["games_per_s"], 2), fmt(sp["decisions_per_s"], 0), fmt(sp["decisions_per_game"], 0),
                   fmt(sp["decision_us_p50"], 0), status, fmt(sp["peak_rss_mib"], 0)]
        else:
            row = ["n/a"] * 6
        ttfg = fmt(ld["time_to_first_game_s"], 2) if ld else "n/a"
        lines.append(f"| {label} | " + " | ".join([*row, copy_cell, ttfg]) + " |")
    for num, rat in out["ratios"].items():
        lines.append(f"| **{num} / phase** (paired per round) | **{fmt(rat['games_per_s'], 1)}×** | "
                     f"**{fmt(rat['decisions_per_s'], 1)}×** | {fmt(rat['decisions_per_game'], 2)}× | | | "
                     f"{fmt(rat['peak_rss_mib'], 2)}× | {inv(rat['copy_us'])} | |")
    lines.append("")
    lines += ["Targets (oldframe row):", ""] + [f"* {t['text']}: **{t['verdict']}**" for t in out["targets"]]
    lines.append("")
    if any(summ.get(label, {}).get("copy") for label in out["engines"]):
        lines += ["| copy, µs | variant | mid-game (checkpoints ≥ 25) | worst checkpoint | independent |",
                  "|---|---|---|---|---|"]
    for label in out["engines"]:
        cp = summ.get(label, {}).get("copy")
        if not cp:
            continue
        for v, c in cp["variants"].items():
            lines.append(f"| {label} | `{v}` | {fmt(c['mid_game_us'])} | {fmt(c['worst_checkpoint_us'])} | "
                         f"{c['independent']} |")
    lines.append("")
    if any(summ.get(label, {}).get("load") for label in out["engines"]):
        lines += ["| load | import, s | construct, s | first new_game, s | warm new_game, ms | peak RSS, MiB |",
                  "|---|---|---|---|---|---|"]
    for label in out["engines"]:
        ld = summ.get(label, {}).get("load")
        if ld:
            lines.append(f"| {label} | {fmt(ld['import_s'], 3)} | {fmt(ld['construct_s'], 3)} | "
                         f"{fmt(ld['first_game_s'], 4)} | {fmt(ld['warm_game_ms'], 2)} | "
                         f"{fmt(ld['peak_rss_mib'], 0)} |")
    if out.get("card_support"):
        lines.append("")
        for label, sup in out["card_support"].items():
            bad = {k: v for k, v in sup.items() if v != "ok"}
            lines.append(f"* card support, {label}: {len(sup) - len(bad)}/{len(sup)} deck cards ok"
                         + (f"; {bad}" if bad else ""))
    for label in out["engines"]:
        sp = summ.get(label, {}).get("selfplay")
        if sp and sp["pooled"]["errors"]:
            lines.append(f"* {label} game errors (first {len(sp['pooled']['errors'])}): "
                         + "; ".join(f"`{e}`" for e in sp["pooled"]["errors"]))
    if out["failures"]:
        lines.append("")
        lines.append(f"**{len(out['failures'])} benchmark process(es) failed**; see `failures` in the JSON.")
    return "\n".join(lines)


def targets(out: dict[str, Any]) -> list[dict[str, Any]]:
    summ, res = out["summary"], []
    rat = out["ratios"].get("oldframe", {})
    g = rat.get("games_per_s")
    if g:
        res.append({"name": "games_per_s_vs_phase", "value": g["median"], "goal": GOAL_SPEEDUP,
                    "verdict": "met" if g["median"] >= GOAL_SPEEDUP else "missed",
                    "text": f"games/s ≥ {GOAL_SPEEDUP:.0f}× phase-python's in the same run: "
                            f"{fmt(g, 1)}× (lowest round {g['min']:.1f}×)"})
    cp = summ.get("oldframe", {}).get("copy")
    if cp and cp["own_copy"]:
        c = cp["variants"][cp["own_copy"]]
        worst = c["worst_checkpoint_us"]["max"] if c["worst_checkpoint_us"] else float("nan")
        res.append({"name": "mid_game_copy_us", "value": c["mid_game_us"]["median"], "goal": GOAL_COPY_US,
                    "verdict": "met" if worst < GOAL_COPY_US else "missed",
                    "text": f"mid-game `Game.copy()` < {GOAL_COPY_US:.0f} µs: median {fmt(c['mid_game_us'])} µs, "
                            f"slowest checkpoint of any run {worst:.1f} µs"})
    ours = summ.get("oldframe", {}).get("selfplay")
    theirs = summ.get("phase", {}).get("selfplay")
    if ours and theirs:
        a, b = ours["peak_rss_mib"], theirs["peak_rss_mib"]
        res.append({"name": "peak_rss_below_phase", "value": a["max"], "goal": b["min"],
                    "verdict": "met" if a["median"] < b["median"] else "missed",
                    "text": f"self-play peak RSS below phase-python's: oldframe {fmt(a, 1)} MiB vs phase "
                            f"{fmt(b, 1)} MiB (phase loads a 17-face deck-only card DB; oldframe its whole "
                            "card pool)"})
    return res


def machine_notes() -> dict[str, Any]:
    cpu = ""
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name")), "")
    except OSError:
        pass
    commit, dirty = "?", False
    try:  # read-only queries
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                                cwd=REPO).stdout.strip() or "?"
        dirty = bool(subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "src"],
                                    capture_output=True, text=True, cwd=REPO).stdout.strip())
    except OSError:
        pass
    return {"date": datetime.datetime.now().isoformat(timespec="seconds"), "cpu": cpu, "cores": os.cpu_count(),
            "python": platform.python_version(), "platform": platform.platform(), "commit": commit,
            "dirty": dirty, "loadavg_before": _loadavg()}


def _loadavg() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


# -- main ---------------------------------------------------------------------------------------------
def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5, help="fresh-process runs per engine and benchmark")
    ap.add_argument("--quick", action="store_true", help="1 run and fewer games (smoke test)")
    ap.add_argument("--engines", default=",".join(DEFAULT_ENGINES), help=f"comma-separated from {list(ENGINES)}")
    ap.add_argument("--skip", default="", help="comma-separated: load,selfplay,copy")
    ap.add_argument("--cap", type=int, default=2000, help="decision cap per self-play game")
    ap.add_argument("--reps", type=int, default=30, help="copy repetitions per checkpoint (bench_copy)")
    ap.add_argument("--shared", help="shared folder holding bench/peers (default $OLDFRAME_SHARED or ../shared)")
    ap.add_argument("--peers-python", help="use this interpreter (phase + mtg installed) instead of the venv")
    ap.add_argument("--timeout", type=float, default=900, help="seconds per benchmark process")
    ap.add_argument("--no-save", action="store_true", help="print only; write nothing to bench/results")
    ap.add_argument("--no-snapshot", action="store_true",
                    help="run oldframe from the live src/ tree instead of a copy taken at the start")
    args = ap.parse_args()
    runs = 1 if args.quick else args.runs
    labels = [e.strip() for e in args.engines.split(",") if e.strip()]
    unknown = [e for e in labels if e not in ENGINES]
    if unknown:
        ap.error(f"unknown engine(s) {unknown}; choose from {list(ENGINES)}")
    skip = {s for s in args.skip.split(",") if s}

    setup_log: list[str] = []
    src = find_shared(args.shared)
    copy_harness(src)
    peers_py = ensure_peers(args.peers_python, setup_log) if any(
        ENGINES[e]["side"] == "peers" for e in labels) else Path(sys.executable)
    ours_py = Path(sys.executable)
    snap = None if args.no_snapshot else snapshot_oldframe(ours_py, setup_log)
    runner = Runner(peers_py, ours_py, args.timeout, snap)
    engines = {e: {**ENGINES[e], "games": ENGINES[e]["quick" if args.quick else "games"]} for e in labels}

    out: dict[str, Any] = {"machine": machine_notes(), "runs": runs, "quick": args.quick, "cap": args.cap,
                           "harness": str(src), "interpreters": {"peers": str(peers_py), "ours": str(ours_py)},
                           "oldframe_snapshot": snap,
                           "engines": engines}

    support: dict[str, Any] = {}
    for e in labels:
        cfg = engines[e]
        if cfg["side"] == "peers" or e == "oldframe":
            chk = runner.run(cfg["side"], "check_cards.py", [cfg["adapter"]])
            if chk:
                support[e] = chk.get("support", {})
    out["card_support"] = support

    raw: dict[str, dict[str, list[dict[str, Any] | None]]] = {"load": {}, "selfplay": {}, "copy": {}}
    t_start = time.perf_counter()
    for r in range(runs):
        order = labels[r % len(labels):] + labels[:r % len(labels)]
        for bench in ("load", "selfplay", "copy"):
            if bench in skip:
                continue
            for e in order:
                cfg = engines[e]
                opts = [x for o in cfg["opts"] for x in ("--opt", o)]
                if bench == "load":
                    res = runner.run(cfg["side"], "bench_load.py", ["--adapter", cfg["adapter"], *opts])
                elif bench == "selfplay":
                    seed = 1 + r * cfg["games"]
                    res = runner.run(cfg["side"], "bench_selfplay.py", [
                        "--adapter", cfg["adapter"], "--games", str(cfg["games"]), "--cap", str(args.cap),
                        "--seed", str(seed), *opts])
                else:
                    res = runner.run(cfg["side"], "bench_copy.py", [
                        "--adapter", cfg["adapter"], "--seed", str(1 + r), "--reps", str(args.reps), *opts])
                raw[bench].setdefault(e, []).append(res)
                brief = ""
                if res and bench == "selfplay":
                    brief = f"{res['games_per_s']:.2f} games/s, {res['decisions_per_s']:.0f} decisions/s"
                elif res and bench == "copy":
                    brief = ", ".join(f"{k} {v:.1f} µs" for k, v in res["copy_us_median"].items())
                elif res:
                    brief = f"first game after {res['time_to_first_game_s']:.3f} s"
                print(f"[run {r + 1}/{runs}, {time.perf_counter() - t_start:5.0f} s] {bench:8} {e:18} "
                      f"{brief or 'FAILED'}", file=sys.stderr)

    out["loadavg_after"] = _loadavg()
    out["raw"] = raw
    out["summary"] = summarise(raw)
    out["ratios"] = {e: paired_ratios(raw, e, "phase") for e in labels
                     if e.startswith("oldframe") and "phase" in labels}
    out["targets"] = targets(out)
    out["failures"] = runner.failures
    out["setup_log"] = setup_log
    md = render(out)
    print(md)
    if not args.no_save:
        RESULTS.mkdir(parents=True, exist_ok=True)
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        base = RESULTS / f"peers-{stamp}"
        base.with_suffix(".json").write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
        base.with_suffix(".md").write_text(f"# Peer benchmarks, {out['machine']['date']}\n\n{md}\n")
        print(f"\nwrote {base.relative_to(REPO)}.md and .json", file=sys.stderr)
    return 1 if runner.failures else 0


if __name__ == "__main__":
    sys.exit(main())
