import { describe, expect, it } from 'vitest';
import { headingSlug, renderMarkdown } from './markdown.ts';

describe('hub Markdown', () => {
  it('gives every heading an id made of its words, unique within the document', () => {
    const { html } = renderMarkdown('## Warning signs\n\ntext\n\n## Évaluer le *risque*\n\n## Warning signs\n');
    expect(html).toContain('<h2 id="warning-signs">Warning signs</h2>');
    expect(html).toContain('<h2 id="evaluer-le-risque">Évaluer le <em>risque</em></h2>');
    expect(html).toContain('<h2 id="warning-signs-1">Warning signs</h2>');
  });

  it('keeps relative links relative', () => {
    const { html } = renderMarkdown('See [the resources](/de/emergency-resources/germany).');
    expect(html).toContain('<a href="/de/emergency-resources/germany">the resources</a>');
  });

  it('shows raw HTML as text rather than inserting it', () => {
    const { html } = renderMarkdown('<script>alert(1)</script>\n\nHello');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('renders tables and reads their cells as plain text for the search', () => {
    const { html, text } = renderMarkdown('| Day | Mood |\n| --- | --- |\n| Monday | 7 & fine |\n');
    expect(html).toMatch(/^<div class="table-scroll" tabindex="0"><table>/);
    expect(text).toBe('Day Mood Monday 7 & fine');
  });

  it('draws checklist boxes instead of form fields', () => {
    const { html, text } = renderMarkdown('- [ ] Consent noted\n- [x] Identity confirmed\n');
    expect(html).not.toContain('<input');
    expect(html).toContain('<span class="task-box" aria-hidden="true">☐</span> Consent noted');
    expect(text).toBe('Consent noted Identity confirmed');
  });

  it('slugs German sharp s and drops punctuation', () => {
    expect(headingSlug('Größe & Maß: 1. Schritt')).toBe('grosse-mass-1-schritt');
    expect(headingSlug('!!!')).toBe('section');
  });
});
