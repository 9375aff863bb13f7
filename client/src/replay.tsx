// The replay viewer: a game step by step, from the view chosen.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { ReplayStep, call, linkTo, seatOf } from "./api";
import { Details } from "./card";
import { LogView } from "./game";
import { Table, optionCtx, turnText } from "./table";

const viewNames: Record<number, string> = { [-1]: "Everything", 0: "Player 1", 1: "Player 2" };

export function ReplayPage({ id }: { id: string }) {
  const rec = seatOf(id);
  const token = rec?.token ?? "";
  const [at, setAt] = useState<number | null>(null);
  const [view, setView] = useState<number | null>(rec ? rec.seat : -1);
  const [step, setStep] = useState<ReplayStep | null>(null);
  const [err, setErr] = useState("");
  useEffect(() => {
    let live = true;
    const q = new URLSearchParams();
    q.set("at", String(at ?? 0));
    if (view !== null) q.set("view", String(view));
    call<ReplayStep>("GET", `/api/games/${encodeURIComponent(id)}/replay?${q}`, undefined, token).then(
      (s) => {
        if (!live) return;
        setErr("");
        setStep(s);
        if (at === null) setAt(s.at);
      },
      (x) => live && setErr((x as Error).message),
    );
    return () => {
      live = false;
    };
  }, [id, at, view]);
  const ctx = useMemo(() => optionCtx(null, () => {}), []);
  const n = step?.moves ?? 0;
  const cur = at ?? 0;
  const go = (k: number) => setAt(Math.max(0, Math.min(n, k)));
  // Keys: the arrows step, Home and End go to the first and the last move.
  const keys = useRef({ go, cur, n });
  keys.current = { go, cur, n };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
      const { go, cur, n } = keys.current;
      const to = e.key === "ArrowRight" ? cur + 1 : e.key === "ArrowLeft" ? cur - 1 : e.key === "Home" ? 0 : e.key === "End" ? n : null;
      if (to !== null) {
        e.preventDefault();
        go(to);
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);
  return (
    <div class="game replay">
      <header class="status">
        <a href="/" onClick={linkTo("/")} class="home" aria-label="Lobby">
          ⌂
        </a>
        <span>Replay of {id}</span>
        {step?.view ? <span class="turn">{turnText(step.view)}</span> : null}
      </header>
      <nav class="replaybar" aria-label="Replay controls">
        <button type="button" aria-label="First move" onClick={() => go(0)} disabled={cur <= 0}>
          «
        </button>
        <button type="button" aria-label="Back one move" id="replay-back" onClick={() => go(cur - 1)} disabled={cur <= 0}>
          ◀
        </button>
        <input type="range" min={0} max={n} value={cur} aria-label="Move" onInput={(e) => go(Number((e.target as HTMLInputElement).value))} />
        <button type="button" aria-label="Forward one move" id="replay-forward" onClick={() => go(cur + 1)} disabled={cur >= n}>
          ▶
        </button>
        <button type="button" aria-label="Last move" onClick={() => go(n)} disabled={cur >= n}>
          »
        </button>
        {step ? (
          <span class="pos" aria-live="polite">
            move {cur} of {n}
          </span>
        ) : null}
        <label>
          View{" "}
          <select aria-label="View" value={String(view ?? -1)} onChange={(e) => setView(Number((e.target as HTMLSelectElement).value))}>
            {(step?.views ?? [view ?? -1]).map((v) => (
              <option key={v} value={String(v)}>
                {viewNames[v] ?? String(v)}
              </option>
            ))}
          </select>
        </label>
      </nav>
      {err ? (
        <p class="error" role="alert">
          {err}
        </p>
      ) : null}
      <div class="layout">
        <div class="board">{step?.view ? <Table v={step.view} ctx={ctx} choose={() => {}} /> : null}</div>
        <aside class="panel">
          {step?.view?.over ? <p class="banner over">{step.view.reason}</p> : null}
          <LogView log={step?.log ?? []} />
        </aside>
      </div>
      <Details />
    </div>
  );
}
