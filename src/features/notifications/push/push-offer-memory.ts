/** The offer after the first evidence is made once per user and device: an answer is kept. */
const keyFor = (userId: string) => `pushOfferAnswered:${userId}`;

export function pushOfferAnswered(userId: string): boolean {
  try {
    return localStorage.getItem(keyFor(userId)) !== null;
  } catch {
    return false;
  }
}

export function rememberPushOfferAnswer(userId: string, answer: 'on' | 'not-now'): void {
  try {
    localStorage.setItem(keyFor(userId), answer);
  } catch {
    // Storage unavailable: the offer may come once more.
  }
}
