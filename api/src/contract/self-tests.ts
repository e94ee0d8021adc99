// Scoring for the self-tests, shared by the browser (results never leave it unless saved) and the
// API. Instruments are data (content/self-tests/*.json); these rules are the published ones:
// PHQ-9, GAD-7 and RSES add points (RSES reverses flagged items), the ASRS v1.1 screen counts
// Part A answers in the shaded range.

export interface InstrumentItem {
  id: string;
  reverse: boolean;
  part?: 'A' | 'B' | undefined;
  /** ASRS: the lowest points value that falls in the shaded range. */
  shadedFrom?: number | undefined;
}

export interface Band {
  key: string;
  min: number;
  max: number;
  /** 0 nothing notable, 1 some concern, 2 moderate, 3 moderately severe or severe. */
  level: number;
}

export interface Instrument {
  slug: string;
  scoring: 'sum' | 'asrs-part-a';
  /** Item whose answer above 0 points means crisis resources must be shown at once (PHQ-9 item 9). */
  safetyItem?: string | undefined;
  options: { points: number }[];
  items: InstrumentItem[];
  bands: Band[];
}

/** Answers by item id: the position of the chosen option, in the published order. */
export type Answers = Record<string, number>;

export interface SelfTestResult {
  complete: boolean;
  answered: number;
  score: number;
  max: number;
  band: Band | undefined;
  /** Crisis resources must be shown. */
  safety: boolean;
}

export function itemPoints(instrument: Instrument, item: InstrumentItem, position: number): number {
  const points = instrument.options[position]?.points;
  if (points === undefined) throw new RangeError(`Option ${position} does not exist for item ${item.id}`);
  if (!item.reverse) return points;
  const top = Math.max(...instrument.options.map((o) => o.points));
  const bottom = Math.min(...instrument.options.map((o) => o.points));
  return top + bottom - points;
}

/** True when the safety item is answered above 0 points: checked on every answer, not just at the end. */
export function needsCrisisResources(instrument: Instrument, answers: Answers): boolean {
  if (!instrument.safetyItem) return false;
  const item = instrument.items.find((i) => i.id === instrument.safetyItem);
  const position = answers[instrument.safetyItem];
  return item !== undefined && position !== undefined && itemPoints(instrument, item, position) > 0;
}

export function scoreSelfTest(instrument: Instrument, answers: Answers): SelfTestResult {
  const answeredItems = instrument.items.filter((item) => answers[item.id] !== undefined);
  let score = 0;
  let max = 0;
  if (instrument.scoring === 'asrs-part-a') {
    const partA = instrument.items.filter((item) => item.part === 'A');
    max = partA.length;
    for (const item of partA) {
      const position = answers[item.id];
      if (
        position !== undefined &&
        itemPoints(instrument, item, position) >= (item.shadedFrom ?? Number.POSITIVE_INFINITY)
      ) {
        score += 1;
      }
    }
  } else {
    const top = Math.max(...instrument.options.map((o) => o.points));
    max = top * instrument.items.length;
    for (const item of answeredItems) score += itemPoints(instrument, item, answers[item.id] as number);
  }
  const complete = answeredItems.length === instrument.items.length;
  return {
    complete,
    answered: answeredItems.length,
    score,
    max,
    band: complete ? instrument.bands.find((b) => score >= b.min && score <= b.max) : undefined,
    safety: needsCrisisResources(instrument, answers),
  };
}
