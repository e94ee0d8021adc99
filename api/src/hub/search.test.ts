import { describe, expect, it } from 'vitest';
import type { HubCategory } from '../contract/hub.ts';
import { normalize, queryWords, searchHub } from './search.ts';

const item = (slug: string, category: HubCategory, title: string, summary: string, body: string) => ({
  slug,
  category,
  index: { title: normalize(title), summary: normalize(summary), body: normalize(body) },
});

const items = [
  item('a', 'self-care', 'Self-care for therapists', 'Burnout and boundaries.', 'Supervision helps with burnout.'),
  item('b', 'worksheets', 'Thought record', 'A CBT worksheet.', 'Write down the situation and your feelings.'),
  item('c', 'self-care', 'Finding supervision', 'Peer consultation and supervisors.', 'Bring a case.'),
  item('d', 'crisis-protocols', 'Protocolo de crisis: España', 'Evaluación del riesgo.', 'Llama al 112 o al 024.'),
];
const slugs = (result: { items: { slug: string }[] }) => result.items.map((i) => i.slug);

describe('hub search', () => {
  it('normalises case, accents and the German sharp s', () => {
    expect(normalize('ÉVALUATION Straße Psicólogo')).toBe('evaluation strasse psicologo');
    expect(queryWords('  "Burnout",  burnout!  self-care ')).toEqual(['burnout', 'self-care']);
  });

  it('without a query lists every item in the given order, with the count of each category', () => {
    const result = searchHub(items, undefined);
    expect(slugs(result)).toEqual(['a', 'b', 'c', 'd']);
    expect(result.counts).toEqual({ 'crisis-protocols': 1, worksheets: 1, 'online-practice': 0, 'self-care': 2 });
  });

  it('finds a word in the body, whatever its accents and case', () => {
    expect(slugs(searchHub(items, 'ESPANA'))).toEqual(['d']);
    expect(slugs(searchHub(items, 'evaluacion'))).toEqual(['d']);
    expect(slugs(searchHub(items, 'feelings'))).toEqual(['b']);
  });

  it('puts title matches before summary matches before body matches', () => {
    const ranked = [
      item('body', 'self-care', 'Rest', 'Time off.', 'Ask your supervisor.'),
      item('summary', 'self-care', 'Peers', 'Supervision and intervision.', 'Meet monthly.'),
      item('title', 'self-care', 'Finding supervision', 'Whom to ask.', 'Bring a case.'),
    ];
    expect(slugs(searchHub(ranked, 'supervis'))).toEqual(['title', 'summary', 'body']);
    // More of the words in the title ranks higher.
    const titles = [
      item('one', 'self-care', 'Video sessions', 'Etiquette.', 'Consent first.'),
      item('both', 'online-practice', 'Consent for video sessions', 'Agree first.', 'Checklist.'),
    ];
    expect(slugs(searchHub(titles, 'video consent'))).toEqual(['both', 'one']);
    expect(slugs(searchHub(items, 'supervision'))).toEqual(['c', 'a']);
  });

  it('needs every word of the query', () => {
    expect(slugs(searchHub(items, 'burnout supervision'))).toEqual(['a']);
    expect(slugs(searchHub(items, 'burnout nothing-like-this'))).toEqual([]);
  });

  it('counts the matches per category whatever the category filter', () => {
    const result = searchHub(items, 'supervision', 'worksheets');
    expect(result.items).toEqual([]);
    expect(result.counts).toEqual({ 'crisis-protocols': 0, worksheets: 0, 'online-practice': 0, 'self-care': 2 });
    expect(slugs(searchHub(items, '', 'self-care'))).toEqual(['a', 'c']);
  });
});
