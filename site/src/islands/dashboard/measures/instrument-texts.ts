import { useQuery } from '@tanstack/react-query';
import { publicPath } from '../types.ts';

/** The instruments' words in a locale (pages/[...locale]/self-tests/instruments.json.ts). */
export interface InstrumentTexts {
  tests: Record<
    string,
    { name: string; title: string; items: string[]; options: string[]; bands: Record<string, string> }
  >;
}

/** The instrument as its authors name it. */
export const INSTRUMENT_LABELS: Record<string, string> = {
  phq9: 'PHQ-9',
  gad7: 'GAD-7',
  rses: 'RSES',
  asrs: 'ASRS v1.1',
};

/** The instruments a therapist can send, in the order the self-tests list them. */
export const MEASURE_TESTS = ['depression', 'anxiety', 'self-esteem', 'adhd'] as const;
export const TEST_NAMES: Record<string, string> = {
  depression: 'phq9',
  anxiety: 'gad7',
  'self-esteem': 'rses',
  adhd: 'asrs',
};

/** A static file the site builds with the self-tests, read once per page. */
export function useInstrumentTexts(locale: string) {
  const path = publicPath(locale, '/self-tests/instruments.json');
  return useQuery({
    queryKey: [path],
    queryFn: async () => {
      const response = await fetch(path, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`instruments: ${response.status}`);
      return (await response.json()) as InstrumentTexts;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
