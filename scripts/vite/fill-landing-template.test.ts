import { describe, expect, it } from 'vitest';

import { fillLandingTemplate, type LandingPage } from './fill-landing-template.ts';

const template = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Shawahid | شواهد</title>
    <meta
      name="description"
      content="The shell's description."
    />
    <script src="/boot.js"></script>
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const makeLandingPage = (page: Partial<LandingPage> = {}): LandingPage => ({
  locale: 'ar',
  direction: 'rtl',
  html: '<main><h1>شواهد</h1></main>',
  title: 'شواهد الإنجاز | شواهد',
  description: 'تساعد منصة "شواهد" المعلمين',
  manifestPath: '/manifest.ar.webmanifest',
  ...page,
});

describe('fillLandingTemplate', () => {
  it('fills in the language, direction, title, description and markup, marked with the language', () => {
    const html = fillLandingTemplate(template, makeLandingPage());

    expect(html).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    expect(html).toContain('<title>شواهد الإنجاز | شواهد</title>');
    expect(html).toContain(
      '<meta name="description" content="تساعد منصة &quot;شواهد&quot; المعلمين" />',
    );
    expect(html).toContain(
      '<div id="root" data-prerendered="ar"><main><h1>شواهد</h1></main></div>',
    );
    expect(html).toContain('<script src="/boot.js"></script>');
  });

  it('links the install manifest of the page’s language', () => {
    const html = fillLandingTemplate(template, makeLandingPage());

    expect(html).toContain('<link rel="manifest" href="/manifest.ar.webmanifest">');
    expect(html).not.toContain('href="/manifest.webmanifest"');
  });

  it('keeps text that looks like a replacement pattern as it is', () => {
    const html = fillLandingTemplate(template, makeLandingPage({ html: '<p>$& $1 costs</p>' }));

    expect(html).toContain('<p>$& $1 costs</p>');
  });

  it('refuses a template it cannot fill, rather than writing a page without the markup', () => {
    expect(() =>
      fillLandingTemplate(template.replace('<div id="root"></div>', ''), makeLandingPage()),
    ).toThrow('index.html has no empty #root to fill in.');
  });
});
