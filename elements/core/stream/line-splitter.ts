/**
 * Cuts text that arrives in pieces into lines, ending a line at CRLF, LF or a lone CR as
 * event streams do. A CR that ends one piece may be the first half of a CRLF whose LF opens the
 * next piece; that LF must not end a second, empty line, because an empty line ends an event.
 */
export class LineSplitter {
  private partial = '';
  private afterCarriageReturn = false;

  /** The lines completed by this piece; an unterminated tail waits for the next piece. */
  push(text: string): string[] {
    if (text === '') return [];
    const rest = this.afterCarriageReturn && text.startsWith('\n') ? text.slice(1) : text;
    this.afterCarriageReturn = rest.endsWith('\r');
    const lines = (this.partial + rest).split(/\r\n|\r|\n/);
    this.partial = lines.pop() ?? '';
    return lines;
  }
}
