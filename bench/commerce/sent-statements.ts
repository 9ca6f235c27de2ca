/**
 * What one PGlite connection has been told so far that names the statements it runs: the text of
 * its unnamed statement (Drizzle's queries parse one, then bind and execute it in separate
 * crossings) and the statement the open portal was bound to.
 */
export interface ProtocolState {
  unnamedText?: string;
  boundTo?: string;
}

const text = new TextDecoder();

/** The NUL-terminated string at `start`, and where what follows it begins. */
function cString(body: Uint8Array, start: number): [string, number] {
  const end = body.indexOf(0, start);
  return [text.decode(body.subarray(start, end)), end + 1];
}

/**
 * The statements a buffer of PostgreSQL frontend messages runs, each by its prepared statement's
 * name or, unnamed, its text: one for each Execute (the extended protocol, as `query` and the
 * spending path's prepared statements send it) and one for each Query (the simple protocol, as
 * `exec` and PGlite's own BEGIN and COMMIT send it). Parse, Bind, Describe and Sync run nothing by
 * themselves; Parse and Bind are read into `state` for the Execute that follows, in this buffer or
 * a later one.
 */
export function statementsSent(message: Uint8Array, state: ProtocolState): string[] {
  const lengths = new DataView(message.buffer, message.byteOffset, message.byteLength);
  const sent: string[] = [];
  for (let at = 0; at < message.length;) {
    const type = String.fromCharCode(message[at]!);
    // The length counts itself but not the type byte.
    const end = at + 1 + lengths.getInt32(at + 1);
    const body = message.subarray(at + 5, end);
    at = end;
    if (type === 'Q') {
      sent.push(cString(body, 0)[0]);
    } else if (type === 'P') {
      const [name, textStart] = cString(body, 0);
      if (name === '') state.unnamedText = cString(body, textStart)[0];
    } else if (type === 'B') {
      const [, statementStart] = cString(body, 0);
      const [statement] = cString(body, statementStart);
      state.boundTo = statement === '' ? state.unnamedText : statement;
    } else if (type === 'E') {
      sent.push(state.boundTo ?? '');
    }
  }
  return sent;
}
