import { describe, expect, it } from 'vitest';
import { qualityLevel, readQuality, type StatsEntry } from './quality.ts';

/** A report as Chromium gives it: the transport names the pair in use. */
function report({ rtt = 0.04, local = 'host', remote = 'srflx', received = 1000, lost = 0 } = {}): StatsEntry[] {
  return [
    { id: 'T01', type: 'transport', selectedCandidatePairId: 'CP1' },
    { id: 'CP0', type: 'candidate-pair', localCandidateId: 'L2', remoteCandidateId: 'R2', currentRoundTripTime: 0.9 },
    { id: 'CP1', type: 'candidate-pair', localCandidateId: 'L1', remoteCandidateId: 'R1', currentRoundTripTime: rtt },
    { id: 'L1', type: 'local-candidate', candidateType: local },
    { id: 'R1', type: 'remote-candidate', candidateType: remote },
    { id: 'L2', type: 'local-candidate', candidateType: 'relay' },
    { id: 'R2', type: 'remote-candidate', candidateType: 'relay' },
    { id: 'IA', type: 'inbound-rtp', kind: 'audio', packetsReceived: received / 2, packetsLost: lost / 2 },
    { id: 'IV', type: 'inbound-rtp', kind: 'video', packetsReceived: received / 2, packetsLost: lost / 2 },
  ];
}

describe('connection quality', () => {
  it('reads the round trip of the pair in use, not of another pair', () => {
    const quality = readQuality(report({ rtt: 0.042 }));
    expect(quality.roundTripMs).toBe(42);
    expect(quality.level).toBe('good');
  });

  it('says relay when either candidate of the pair in use is a relay', () => {
    expect(readQuality(report()).relay).toBe(false);
    expect(readQuality(report({ local: 'relay' })).relay).toBe(true);
    expect(readQuality(report({ remote: 'relay' })).relay).toBe(true);
  });

  it('counts loss over the interval since the previous reading', () => {
    const first = readQuality(report({ received: 1000, lost: 0 }));
    const second = readQuality(report({ received: 1900, lost: 100 }), first.sample);
    expect(second.lossPercent).toBe(10);
    expect(second.level).toBe('poor');
  });

  it('finds the pair by the older `selected` flag when no transport names it', () => {
    const entries = report({ rtt: 0.3 }).filter((e) => e.type !== 'transport');
    const flagged = entries.map((e) => (e.id === 'CP1' ? { ...e, selected: true } : e));
    expect(readQuality(flagged).roundTripMs).toBe(300);
    expect(readQuality(flagged).level).toBe('fair');
  });

  it('knows no round trip before a pair is chosen, and no loss before packets arrive', () => {
    const quality = readQuality([]);
    expect(quality).toMatchObject({ roundTripMs: null, lossPercent: 0, relay: false });
  });

  it('grades by round trip and loss together', () => {
    expect(qualityLevel(120, 0.5)).toBe('good');
    expect(qualityLevel(350, 1)).toBe('fair');
    expect(qualityLevel(100, 5)).toBe('fair');
    expect(qualityLevel(600, 0)).toBe('poor');
  });
});
