import { defaultTreeAdapter as tree, html as htmlSpec, parse, serialize } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function setAttribute(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((attr) => attr.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

function elementsOf(node: ParentNode): Element[] {
  return node.childNodes.flatMap((child) =>
    tree.isElementNode(child) ? [child, ...elementsOf(child)] : [],
  );
}

/**
 * A pre-rendered page is readable as soon as its HTML and styles are in: on a slow network
 * each stylesheet in the head costs a round trip before the first paint, and scripts share
 * the line with them. So the page's stylesheets go into one inline `<style>` (in their order,
 * so the cascade is the same) and each link stays, `disabled`: never fetched nor applied, it
 * tells the app's loader the rules are already here. The app's scripts only make the page
 * interactive: they are not in the HTML at all, but named on `<html>` (`data-start-after-paint`
 * for the entry, `data-preload-after-paint` for its imports), and boot.js asks for them once
 * the page has painted, so no script request stands between the visitor and the words
 * (docs/page-start.md). The route preloads (a script
 * that inserts a link per part) are left out. The page is parsed as HTML, so it does not
 * matter how the build wrote its tags.
 */
export function deferToFirstPaint(html: string, readStylesheet: (href: string) => string): string {
  const document = parse(html);
  const elements = elementsOf(document);
  const stylesheets = elements.filter(
    (element) =>
      element.tagName === 'link' &&
      attribute(element, 'rel') === 'stylesheet' &&
      attribute(element, 'href') !== undefined,
  );
  const [firstStylesheet] = stylesheets;
  if (!firstStylesheet) throw new Error('The page links no stylesheet to inline.');
  const rules = stylesheets
    .map((link) => readStylesheet(attribute(link, 'href') ?? '').trim())
    .join('\n');
  if (/<\/style/i.test(rules))
    throw new Error('A stylesheet cannot be inlined: it closes <style>.');

  const style = tree.createElement('style', htmlSpec.NS.HTML, []);
  tree.insertText(style, rules);
  const head = firstStylesheet.parentNode;
  if (!head) throw new Error('The first stylesheet link has no parent element.');
  tree.insertBefore(head, style, firstStylesheet);
  for (const link of stylesheets) setAttribute(link, 'disabled', '');

  const entries: string[] = [];
  const preloads: string[] = [];
  for (const element of elements) {
    const isModuleScript = element.tagName === 'script' && attribute(element, 'type') === 'module';
    const isModulePreload =
      element.tagName === 'link' && attribute(element, 'rel') === 'modulepreload';
    const isRoutePreloads =
      element.tagName === 'script' && attribute(element, 'src') === '/route-preloads.js';
    if (isModuleScript) entries.push(attribute(element, 'src') ?? '');
    if (isModulePreload) preloads.push(attribute(element, 'href') ?? '');
    if (isModuleScript || isModulePreload || isRoutePreloads) tree.detachNode(element);
  }
  const [entry, ...others] = entries;
  if (!entry || others.length > 0 || [...entries, ...preloads].some((href) => !href)) {
    throw new Error('The page must load one module script, by its src, to start after paint.');
  }
  const htmlElement = elements.find((element) => element.tagName === 'html');
  if (!htmlElement) throw new Error('The page has no <html> element.');
  setAttribute(htmlElement, 'data-start-after-paint', entry);
  setAttribute(htmlElement, 'data-preload-after-paint', preloads.join(' '));
  return serialize(document);
}
