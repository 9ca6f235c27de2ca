import { describe, expect, it } from 'vitest';
import { createEventStreamParser } from './event-stream-parser';
import type { ServerSentEvent } from './event-stream-parser';

function parse(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

/** Every way of cutting `text` into two pieces. */
function everySplit(text: string): string[][] {
  return Array.from({ length: text.length + 1 }, (_, at) => [text.slice(0, at), text.slice(at)]);
}

describe('event stream parser', () => {
  it('reads named events and skips comments such as heartbeats', () => {
    expect(
      parse([': heartbeat\n\nevent: render\ndata: {"a":1}\n\n:keep-alive\n\ndata: plain\n\n']),
    ).toEqual([
      { event: 'render', data: '{"a":1}', id: null },
      { event: 'message', data: 'plain', id: null },
    ]);
  });

  it('gives the same events however the bytes are cut into chunks', () => {
    const text =
      'event: render\r\ndata: {"progress":5}\r\n\r\n: ping\r\n\r\nid: 7\ndata: x\r\n\r\n';
    const expected = [
      { event: 'render', data: '{"progress":5}', id: null },
      { event: 'message', data: 'x', id: '7' },
    ];
    for (const chunks of everySplit(text)) expect(parse(chunks)).toEqual(expected);
    expect(parse([...text])).toEqual(expected);
  });

  it('joins multi-line data with newlines and keeps colons and spaces inside values', () => {
    expect(parse(['data: first\ndata:second\ndata:  indented\ndata: a: b\n\n'])).toEqual([
      { event: 'message', data: 'first\nsecond\n indented\na: b', id: null },
    ]);
  });

  it('treats a lone CR as a line end, and a CR at a chunk’s end followed by LF as one', () => {
    expect(parse(['data: a\r', '\r', 'data: b\r', '\n', '\n'])).toEqual([
      { event: 'message', data: 'a', id: null },
      { event: 'message', data: 'b', id: null },
    ]);
  });

  it('dispatches nothing for an event without data or one the stream never finished', () => {
    expect(parse(['event: render\n\n', 'retry: 500\n\n', 'event: render\ndata: cut'])).toEqual([]);
  });

  it('does not carry an event name over to the next event', () => {
    expect(parse(['event: render\ndata: 1\n\ndata: 2\n\n']).map((event) => event.event)).toEqual([
      'render',
      'message',
    ]);
  });
});
