const storageKey = 'shawahid.supportChat.visitor';

/** The token a visitor was given for their conversation, kept so a reload finds it again. */
export interface StoredVisitor {
  token: string;
  conversationId: string;
  fullName: string;
  email: string;
}

export function readVisitor(): StoredVisitor | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const visitor = parsed as Record<string, unknown>;
    return typeof visitor.token === 'string' &&
      typeof visitor.conversationId === 'string' &&
      typeof visitor.fullName === 'string' &&
      typeof visitor.email === 'string'
      ? {
          token: visitor.token,
          conversationId: visitor.conversationId,
          fullName: visitor.fullName,
          email: visitor.email,
        }
      : null;
  } catch {
    return null;
  }
}

export function storeVisitor(visitor: StoredVisitor): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(visitor));
  } catch {
    // Without storage the conversation lasts as long as the page.
  }
}

export function forgetVisitor(): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing was stored.
  }
}
