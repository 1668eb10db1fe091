import { defaultTreeAdapter as tree, parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
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

type Element = DefaultTreeAdapterTypes.Element;

/** The head's elements as tag name and attributes, in document order. */
function headOf(html: string): Array<{ tag: string; attrs: Record<string, string>; text: string }> {
  const document = parse(html);
  const htmlElement = document.childNodes.find(tree.isElementNode);
  const head = htmlElement?.childNodes.find(
    (node): node is Element => tree.isElementNode(node) && node.tagName === 'head',
  );
  return (head?.childNodes ?? []).filter(tree.isElementNode).map((element) => ({
    tag: element.tagName,
    attrs: Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value])),
    text: element.childNodes.map((child) => (tree.isTextNode(child) ? child.value : '')).join(''),
  }));
}

describe('deferToFirstPaint', () => {
  it('puts every stylesheet inline, in order, before the first link', () => {
    const head = headOf(deferToFirstPaint(page, read));
    const styleAt = head.findIndex((element) => element.tag === 'style');
    expect(head[styleAt]?.text).toBe('body{margin:0}\nh1{color:teal}');
    expect(styleAt).toBeLessThan(
      head.findIndex((element) => element.attrs.href === '/assets/index-1.css'),
    );
  });

  it('keeps each link, disabled, so the app does not fetch the rules again', () => {
    const links = headOf(deferToFirstPaint(page, read)).filter(
      (element) => element.attrs.rel === 'stylesheet',
    );
    expect(links.map((link) => link.attrs)).toEqual([
      { rel: 'stylesheet', crossorigin: '', href: '/assets/index-1.css', disabled: '' },
      { rel: 'stylesheet', crossorigin: '', href: '/assets/landing-1.css', disabled: '' },
    ]);
  });

  it('names the scripts on <html> to load after paint, keeps boot.js and leaves out the route preloads', () => {
    const html = deferToFirstPaint(page, read);
    const head = headOf(html);
    expect(head.some((element) => element.attrs.type === 'module')).toBe(false);
    expect(head.some((element) => element.attrs.rel === 'modulepreload')).toBe(false);
    expect(head.some((element) => element.attrs.src === '/route-preloads.js')).toBe(false);
    expect(head.find((element) => element.attrs.src === '/boot.js')?.attrs).toEqual({
      src: '/boot.js',
    });
    expect(html).toContain(
      '<html lang="en" data-start-after-paint="/assets/index-1.js" data-preload-after-paint="/assets/react-1.js">',
    );
  });

  it('refuses a page without exactly one module script to start', () => {
    expect(() =>
      deferToFirstPaint(page.replace(/<script type="module"[^>]*><\/script>/, ''), read),
    ).toThrow('one module script');
  });

  it('does the same whatever order the build writes the attributes in', () => {
    const reordered = page
      .replace(
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
        '<link href="/assets/index-1.css" crossorigin="" rel="stylesheet" />',
      )
      .replace(
        '<script type="module" crossorigin src="/assets/index-1.js">',
        '<script crossorigin src="/assets/index-1.js" type="module">',
      );
    const head = headOf(deferToFirstPaint(reordered, read));
    expect(head.find((element) => element.tag === 'style')?.text).toBe(
      'body{margin:0}\nh1{color:teal}',
    );
    expect(
      head.find((element) => element.attrs.href === '/assets/index-1.css')?.attrs.disabled,
    ).toBe('');
    expect(deferToFirstPaint(reordered, read)).toContain(
      'data-start-after-paint="/assets/index-1.js"',
    );
  });

  it('keeps the pre-rendered body as it was', () => {
    expect(deferToFirstPaint(page, read)).toContain('<body><div id="root"><h1>Shawahid</h1></div>');
  });

  it('refuses a stylesheet that would close the inline style early', () => {
    expect(() => deferToFirstPaint(page, () => 'a{}</style><script>x</script>')).toThrow(
      'closes <style>',
    );
  });
});
