import { describe, expect, it } from 'vitest';
import { answersToSend, EMPTY, homeFirst, restore, STEPS, stepProblem, toggle } from './survey-state.ts';

describe('the survey’s answers', () => {
  it('toggle a choice in and out of a list', () => {
    expect(toggle(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('come back after a reload, filled out with the defaults and at a question that exists', () => {
    expect(restore(null)).toBeUndefined();
    expect(restore('{"step":3}')).toBeUndefined();
    expect(restore(JSON.stringify({ answers: { categories: ['anxiety'] }, step: 99 }))).toEqual({
      answers: { ...EMPTY, categories: ['anxiety'] },
      step: STEPS.length - 1,
    });
    expect(restore(JSON.stringify({ answers: {}, step: -2 }))?.step).toBe(0);
  });

  it('leave out the place for someone meeting only online', () => {
    expect(answersToSend({ ...EMPTY, modality: 'online', location: 'berlin' }).location).toBeUndefined();
    expect(answersToSend({ ...EMPTY, modality: 'either', location: 'berlin' }).location).toBe('berlin');
  });
});

describe('leaving a question', () => {
  const at = (name: (typeof STEPS)[number]) => STEPS.indexOf(name);

  it('needs one to five topics', () => {
    expect(stepProblem(at('categories'), EMPTY)).toBe('matching.q.categories.required');
    expect(stepProblem(at('categories'), { ...EMPTY, categories: ['a', 'b', 'c', 'd', 'e', 'f'] })).toBe(
      'matching.q.categories.tooMany',
    );
    expect(stepProblem(at('categories'), { ...EMPTY, categories: ['a'] })).toBeUndefined();
  });

  it('needs a place for meeting in person, and no approach both wanted and avoided', () => {
    expect(stepProblem(at('modality'), { ...EMPTY, modality: 'in_person' })).toBe('matching.q.location.required');
    expect(stepProblem(at('modality'), { ...EMPTY, modality: 'in_person', location: 'berlin' })).toBeUndefined();
    expect(stepProblem(at('approaches'), { ...EMPTY, approachesWanted: ['cbt'], approachesAvoided: ['cbt'] })).toBe(
      'matching.q.approaches.avoidConflict',
    );
    expect(stepProblem(at('budget'), EMPTY)).toBeUndefined();
  });
});

describe('the countries to choose a place in', () => {
  it('put the visitor’s own first and keep the rest in order', () => {
    const places = [{ slug: 'germany' }, { slug: 'netherlands' }, { slug: 'portugal' }].map((p) => ({
      ...p,
      name: p.slug,
    }));
    expect(homeFirst(places, 'portugal').map((p) => p.slug)).toEqual(['portugal', 'germany', 'netherlands']);
    expect(homeFirst(places, undefined).map((p) => p.slug)).toEqual(['germany', 'netherlands', 'portugal']);
  });
});
