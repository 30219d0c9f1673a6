import { describe, expect, it } from 'vitest';
import { inlineScripts } from './inline-scripts.mjs';
import { errorPageHtml } from './error-page.mjs';

describe('errorPageHtml', () => {
  it('is a French page with its heading, its explanation escaped, a way home, and nothing to run', () => {
    const html = errorPageHtml({ title: 'Adresse trop longue', explanation: 'Au plus 32 paramètres après « ? » <script>' });
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="fr">/);
    expect(html).toContain('<title>Adresse trop longue</title>');
    expect(html).toContain('<h1>Adresse trop longue</h1>');
    expect(html).toContain('<p>Au plus 32 paramètres après « ? » &lt;script&gt;</p>');
    expect(html).toContain('<a href="/">Retour à l’accueil</a>');
    expect(inlineScripts(html)).toEqual([]);
  });
});
