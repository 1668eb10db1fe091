import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { catalogLoaders } from 'virtual:catalog-loaders';

// jsdom has no font loading, which Mantine's autosizing Textarea listens for, and no
// scrolling, which a combobox does to its selected option.
Element.prototype.scrollIntoView ??= () => {};
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: new EventTarget(),
  });
}

/**
 * English with no catalogue: every message shows its source text, so a test reads what an
 * English user reads. Call from `beforeAll`.
 */
export function activateSourceEnglish(): void {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
}

/** Arabic with its compiled catalogue, every group of it, as a user who chose Arabic reads. */
export async function activateArabic(): Promise<void> {
  const loaders = Object.values(catalogLoaders.ar ?? {});
  const parts = await Promise.all(loaders.map((load) => load().then((module) => module.messages)));
  i18n.loadAndActivate({ locale: 'ar', messages: Object.assign({}, ...parts) as Messages });
}

/**
 * Renders `ui` as the app does: Lingui, Mantine (test mode: no transitions or portals,
 * so a modal or popover is in the document as soon as it opens), a router for links,
 * and the toasts region, so a test can read the notice the user is given. `rerender` keeps
 * the same providers around the new element, as a parent's new props would.
 */
export function renderWithProviders(
  ui: ReactNode,
  /** Where the router starts, with its state, e.g. a page opened from another. */
  at?: InitialEntry,
): RenderResult {
  notifications.clean();
  const withProviders = (element: ReactNode) => (
    <I18nProvider i18n={i18n}>
      <MantineProvider env="test">
        <Notifications />
        <MemoryRouter {...(at !== undefined && { initialEntries: [at] })}>{element}</MemoryRouter>
      </MantineProvider>
    </I18nProvider>
  );
  const rendered = render(withProviders(ui));
  return { ...rendered, rerender: (element) => rendered.rerender(withProviders(element)) };
}

/**
 * The error Mantine shows under an input, or null: the input is given by its label, or as
 * the element itself where a label names more than one (a MultiSelect's).
 */
export function fieldError(input: RegExp | string | HTMLElement): string | null {
  const element = input instanceof HTMLElement ? input : screen.getByLabelText(input);
  const wrapper = element.closest('.mantine-InputWrapper-root');
  return wrapper?.querySelector('.mantine-InputWrapper-error')?.textContent ?? null;
}
