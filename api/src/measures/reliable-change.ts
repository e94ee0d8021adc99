// Reliable change per Jacobson & Truax (1991), "Clinical significance: a statistical approach to
// defining meaningful change in psychotherapy research", J Consult Clin Psychol 59(1):12-19:
//   RCI = (x2 − x1) / S_diff,  S_diff = √(2·SE²),  SE = SD·√(1 − r)
// i.e. RCI = (x2 − x1) / (SD·√2·√(1 − r)). |RCI| > 1.96 is a change unlikely (p < .05) to be
// measurement error alone. Each instrument's SD and reliability r are published values; the source
// of each is named beside it and in docs/decisions/036-measurement-based-care.md.

export interface Psychometrics {
  /** Standard deviation of the instrument's total score in the reference sample. */
  sd: number;
  /** Reliability of the total score (Cronbach's α). */
  reliability: number;
  /** Where SD and reliability come from. */
  source: { sd: string; reliability: string };
  /** Whether a higher score means more of a problem (PHQ-9, GAD-7) or less (RSES). */
  higherIsWorse: boolean;
}

/**
 * The published values, by self-test slug. The ASRS v1.1 screen is absent on purpose: its score is
 * a count of shaded Part A answers (0-6), a screening rule rather than a severity scale, and no
 * SD and reliability are published for that count (decision 036).
 */
export const PSYCHOMETRICS: Readonly<Record<string, Psychometrics>> = {
  depression: {
    sd: 3.5,
    reliability: 0.89,
    source: {
      // Normative German general population, n = 5,018: mean (SD) 3.1 (3.5) for women, 2.7 (3.5) for men.
      sd: 'Kocalevent RD, Hinz A, Brähler E. Standardization of the depression screener Patient Health Questionnaire (PHQ-9) in the general population. Gen Hosp Psychiatry 2013;35(5):551-555',
      // Cronbach's α .89 in the PHQ Primary Care Study.
      reliability:
        'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med 2001;16(9):606-613',
    },
    higherIsWorse: true,
  },
  anxiety: {
    sd: 3.5,
    reliability: 0.89,
    source: {
      // Normative German general population, n = 5,030: mean (SD) 3.2 (3.5) for women, 2.7 (3.2) for
      // men; the larger SD is taken, so fewer changes count as reliable rather than more.
      sd: 'Löwe B, Decker O, Müller S, et al. Validation and standardization of the Generalized Anxiety Disorder Screener (GAD-7) in the general population. Med Care 2008;46(3):266-274',
      // Cronbach's α .89, identical across all subgroups.
      reliability:
        'Löwe B, Decker O, Müller S, et al. Validation and standardization of the Generalized Anxiety Disorder Screener (GAD-7) in the general population. Med Care 2008;46(3):266-274',
    },
    higherIsWorse: true,
  },
  'self-esteem': {
    sd: 5.8,
    reliability: 0.91,
    source: {
      // US adults, n = 503, scored 0-30 as here: mean (SD) 22.62 (5.80), α .91.
      sd: 'Sinclair SJ, Blais MA, Gansler DA, et al. Psychometric evaluation and normative data for the Rosenberg Self-Esteem Scale (RSES) in a nonclinical sample of U.S. adults. Eval Health Prof 2010;33(1):56-80',
      reliability:
        'Sinclair SJ, Blais MA, Gansler DA, et al. Psychometric evaluation and normative data for the Rosenberg Self-Esteem Scale (RSES) in a nonclinical sample of U.S. adults. Eval Health Prof 2010;33(1):56-80',
    },
    higherIsWorse: false,
  },
};

/** |RCI| above this is reliable change at p < .05 (two-tailed). */
export const RCI_CRITERION = 1.96;

export type ChangeVerdict = 'improved' | 'no_reliable_change' | 'deteriorated';

export interface ReliableChange {
  /** The reliable change index, (x2 − x1) / S_diff, rounded to two decimals. */
  index: number;
  /** The smallest change in points that is reliable (|RCI| > 1.96). */
  criterion: number;
  verdict: ChangeVerdict;
}

/** S_diff = SD·√2·√(1 − r): the standard error of the difference between two scores. */
export const standardErrorOfDifference = ({ sd, reliability }: Pick<Psychometrics, 'sd' | 'reliability'>) =>
  sd * Math.SQRT2 * Math.sqrt(1 - reliability);

/** Reliable change from the first score to the latest; undefined for an instrument without published values. */
export function reliableChange(slug: string, first: number, latest: number): ReliableChange | undefined {
  const values = PSYCHOMETRICS[slug];
  if (!values) return undefined;
  const sDiff = standardErrorOfDifference(values);
  const index = (latest - first) / sDiff;
  const worse = values.higherIsWorse ? index : -index;
  const verdict: ChangeVerdict =
    Math.abs(index) <= RCI_CRITERION ? 'no_reliable_change' : worse > 0 ? 'deteriorated' : 'improved';
  return {
    index: Math.round(index * 100) / 100,
    criterion: Math.round(RCI_CRITERION * sDiff * 100) / 100,
    verdict,
  };
}
