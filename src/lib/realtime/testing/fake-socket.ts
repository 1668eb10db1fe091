/** A socket the test drives: it opens, answers and drops when told to; it keeps what was sent. */
export class FakeSocket extends EventTarget {
  readonly sent: string[] = [];
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.drop(1000);
  }
  open() {
    this.dispatchEvent(new Event('open'));
  }
  receive(frame: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  drop(code: number) {
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}
