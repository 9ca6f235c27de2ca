/** One dispatched server-sent event: its name (`message` when the stream gave none) and its data. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id: string | null;
}

/**
 * Parses a `text/event-stream` body as the HTML standard describes it, fed in whatever pieces the
 * network delivers: a line, or even a CRLF, may be split across chunks. Comments (`:` lines, the
 * server's heartbeats) are skipped; several `data:` lines join with a newline; an event is
 * dispatched on the blank line that ends it, and one left unfinished when the stream ends is
 * dropped, as the standard says. `retry:` is ignored: this client chooses its own fallback.
 */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  // A chunk that ended in '\r' may be the first half of a CRLF: the next '\n' is then no new line.
  let skipLeadingLineFeed = false;
  let eventName = '';
  let dataLines: string[] = [];
  let lastEventId: string | null = null;

  const dispatch = () => {
    if (dataLines.length > 0) {
      onEvent({ event: eventName || 'message', data: dataLines.join('\n'), id: lastEventId });
    }
    eventName = '';
    dataLines = [];
  };

  const processLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventName = value;
        break;
      case 'data':
        dataLines.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastEventId = value;
        break;
      default:
        // `retry` and unknown fields: nothing this client acts on.
        break;
    }
  };

  return {
    /** Feeds the next decoded piece of the body. */
    push(chunk: string): void {
      let text = chunk;
      if (skipLeadingLineFeed && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLineFeed = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        processLine(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLeadingLineFeed = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
