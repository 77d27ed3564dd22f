/** A trace event as Chromium's tracing reports it: the fields read here (times in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** What a network event names: its request and address. */
  args?: { data?: { url?: string; requestId?: string } };
}

/** The groups of DevTools' summary of a page's main-thread work. */
export const WORK_KINDS = ["loading", "scripting", "rendering", "painting"] as const;
type WorkKind = (typeof WORK_KINDS)[number];

/** A page's main-thread time by kind, in ms: each slice's own time, without what it called. */
export type MainThreadWork = Record<WorkKind, number>;

const KIND_OF: Record<string, WorkKind> = {
  ParseHTML: "loading",
  ParseAuthorStyleSheet: "loading",
  EvaluateScript: "scripting",
  "v8.compile": "scripting",
  "v8.compileModule": "scripting",
  "v8.evaluateModule": "scripting",
  FunctionCall: "scripting",
  TimerFire: "scripting",
  EventDispatch: "scripting",
  FireAnimationFrame: "scripting",
  RunMicrotasks: "scripting",
  MinorGC: "scripting",
  MajorGC: "scripting",
  UpdateLayoutTree: "rendering",
  Layout: "rendering",
  PrePaint: "rendering",
  Paint: "painting",
  Layerize: "painting",
};

/**
 * The document a trace loaded: its first `ParseHTML` slice (on the page's main thread) and the
 * start of its navigation, from which the page's clock counts.
 */
export function loadedDocument(events: readonly TraceEvent[]) {
  const parse = events.find((event) => event.name === "ParseHTML");
  if (!parse) throw new Error("The trace has no ParseHTML slice: no document was loaded.");
  const start = events
    .filter(
      (event) =>
        event.name === "navigationStart" && event.pid === parse.pid && event.ts <= parse.ts,
    )
    .at(-1);
  if (!start) throw new Error("The trace has no navigationStart before the document's parsing.");
  return { parse, start };
}

/**
 * The main-thread work of the page a trace loaded, from its navigation until `untilMs` on the
 * page's clock (slices that started before then count whole). The main thread is the one that
 * parsed the document. A slice's own time goes to its kind or, for a slice of no known kind,
 * to the kind of the slice that called it (work a script caused is scripting); time outside
 * any known slice (the task loop's own) goes nowhere.
 */
export function mainThreadWork(events: readonly TraceEvent[], untilMs: number): MainThreadWork {
  const { parse, start } = loadedDocument(events);
  const until = start.ts + untilMs * 1000;
  const slices = events
    .filter(
      (event) =>
        event.ph === "X" &&
        event.pid === parse.pid &&
        event.tid === parse.tid &&
        event.ts >= start.ts &&
        event.ts < until,
    )
    .map((event) => ({ name: event.name, ts: event.ts, dur: event.dur ?? 0 }))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const work: MainThreadWork = { loading: 0, scripting: 0, rendering: 0, painting: 0 };
  const open: Array<{ end: number; kind: WorkKind | undefined; own: number }> = [];
  const close = (slice: (typeof open)[number] | undefined) => {
    if (slice?.kind) work[slice.kind] += slice.own / 1000;
  };
  for (const slice of slices) {
    while ((open.at(-1)?.end ?? Number.POSITIVE_INFINITY) <= slice.ts) close(open.pop());
    const caller = open.at(-1);
    if (caller) caller.own -= slice.dur;
    open.push({
      end: slice.ts + slice.dur,
      kind: KIND_OF[slice.name] ?? caller?.kind,
      own: slice.dur,
    });
  }
  while (open.length > 0) close(open.pop());
  return work;
}
