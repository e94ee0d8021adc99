// Turns an RTCPeerConnection's statistics (`getStats()`) into what a person can act on: how long a
// round trip takes, how much is lost, and whether the call goes through a relay. Pure, so it is
// tested without a browser; the report is any iterable of the stats objects the spec defines.

/** The fields of the WebRTC stats dictionaries read here (all optional, as browsers differ). */
export interface StatsEntry {
  id: string;
  type: string;
  [field: string]: unknown;
}

/** Counters from one reading, kept to compare the next with (loss is over the interval). */
export interface StatsSample {
  packetsReceived: number;
  packetsLost: number;
}

export type QualityLevel = 'good' | 'fair' | 'poor';

export interface Quality {
  level: QualityLevel;
  /** Milliseconds, of the pair of candidates in use; null before one is chosen. */
  roundTripMs: number | null;
  /** Percent of incoming packets lost since the previous reading (or since the start). */
  lossPercent: number;
  /** The call to this peer goes through a TURN relay (ours or theirs). */
  relay: boolean;
  sample: StatsSample;
}

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Thresholds for speech and video to feel natural; beyond "fair", conversation starts to suffer. */
export function qualityLevel(roundTripMs: number | null, lossPercent: number): QualityLevel {
  const rtt = roundTripMs ?? 0;
  if (rtt <= 200 && lossPercent < 2) return 'good';
  if (rtt <= 400 && lossPercent < 8) return 'fair';
  return 'poor';
}

/** The pair of candidates in use: the transport names it; older browsers flag it `selected`/`nominated`. */
function selectedPair(entries: StatsEntry[]): StatsEntry | undefined {
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const transport of entries.filter((e) => e.type === 'transport')) {
    const id = transport.selectedCandidatePairId;
    if (typeof id === 'string' && byId.has(id)) return byId.get(id);
  }
  return entries.find(
    (e) => e.type === 'candidate-pair' && (e.selected === true || (e.nominated === true && e.state === 'succeeded')),
  );
}

export function readQuality(report: Iterable<StatsEntry>, previous?: StatsSample): Quality {
  const entries = [...report];
  const byId = new Map(entries.map((e) => [e.id, e]));
  const pair = selectedPair(entries);
  const rttSeconds = num(pair?.currentRoundTripTime);
  const roundTripMs = rttSeconds === undefined ? null : Math.round(rttSeconds * 1000);
  const candidateType = (id: unknown) => (typeof id === 'string' ? byId.get(id)?.candidateType : undefined);
  const relay =
    pair !== undefined && [pair.localCandidateId, pair.remoteCandidateId].some((id) => candidateType(id) === 'relay');

  const sample: StatsSample = { packetsReceived: 0, packetsLost: 0 };
  for (const e of entries) {
    if (e.type !== 'inbound-rtp') continue;
    sample.packetsReceived += num(e.packetsReceived) ?? 0;
    // Can be negative (duplicates); never count below zero.
    sample.packetsLost += Math.max(0, num(e.packetsLost) ?? 0);
  }
  const received = sample.packetsReceived - (previous?.packetsReceived ?? 0);
  const lost = sample.packetsLost - (previous?.packetsLost ?? 0);
  const expected = Math.max(0, received) + Math.max(0, lost);
  const lossPercent = expected > 0 ? Math.round((Math.max(0, lost) / expected) * 1000) / 10 : 0;
  return { level: qualityLevel(roundTripMs, lossPercent), roundTripMs, lossPercent, relay, sample };
}
