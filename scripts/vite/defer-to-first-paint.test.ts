import { describe, expect, it } from 'vitest';

import { deferToFirstPaint } from './defer-to-first-paint.ts';

const page = `<!doctype html>
<html lang="en">
  <head>
    <script src="/boot.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <script src="/route-preloads.js"></script>
  <link rel="stylesheet" crossorigin href="/assets/landing-1.css">
  </head>
  <body><div id="root"><h1>Shawahid</h1></div></body>
</html>`;

const stylesheets: Record<string, string> = {
  '/assets/index-1.css': 'body{margin:0}',
  '/assets/landing-1.css': 'h1{color:teal}',
};

const read = (href: string) => stylesheets[href] ?? '';

describe('deferToFirstPaint', () => {
  it('puts every stylesheet inline, in order, before the first link', () => {
    const html = deferToFirstPaint(page, read);
    expect(html).toContain('<style>body{margin:0}\nh1{color:teal}</style>');
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('/assets/index-1.css'));
  });

  it('keeps each link, disabled, so the app does not fetch the rules again', () => {
    const html = deferToFirstPaint(page, read);
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>',
    );
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/landing-1.css" disabled>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*\.css">/);
  });

  it('fetches scripts at low priority, keeps boot.js blocking and leaves out the route preloads', () => {
    const html = deferToFirstPaint(page, read);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
    );
    expect(html).toContain('<script src="/boot.js"></script>');
    expect(html).not.toContain('route-preloads');
  });

  it('refuses a stylesheet that would close the inline style early', () => {
    expect(() => deferToFirstPaint(page, () => 'a{}</style><script>x</script>')).toThrow(
      'closes <style>',
    );
  });
});
