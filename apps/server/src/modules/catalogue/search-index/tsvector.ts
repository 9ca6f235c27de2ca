/**
 * A `tsvector` as PostgreSQL writes it out (`'birthday':1A,5 'card':2A`): each lexeme with its
 * positions, each position with its weight. The in-memory index (ADR 50) reads the documents the
 * database made, so a word is stemmed and weighted exactly as PostgreSQL does.
 */

/** How well a field ranks a match: the name (A) 3, sections and categories (B) 2, the rest 1. */
export type FieldRank = 1 | 2 | 3;

export interface DocumentLexeme {
  lexeme: string;
  /** Positions in the document, each as position × 4 + its field's rank. */
  positions: number[];
  /** The best field the lexeme is found in. */
  rank: FieldRank;
}

const RANK_OF_WEIGHT: Record<string, FieldRank> = { A: 3, B: 2, C: 1, D: 1 };

/** Parses the text form of a `tsvector`; a lexeme written without positions ranks as the body. */
export function parseTsvector(text: string): DocumentLexeme[] {
  const lexemes: DocumentLexeme[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] !== "'") {
      at += 1;
      continue;
    }
    let lexeme = '';
    at += 1;
    while (at < text.length) {
      const char = text[at]!;
      if (char === "'" && text[at + 1] === "'") {
        lexeme += "'";
        at += 2;
      } else if (char === '\\') {
        lexeme += text[at + 1] ?? '';
        at += 2;
      } else if (char === "'") {
        at += 1;
        break;
      } else {
        lexeme += char;
        at += 1;
      }
    }
    const positions: number[] = [];
    let rank: FieldRank = 1;
    if (text[at] === ':') {
      at += 1;
      while (at < text.length && text[at] !== ' ') {
        let position = 0;
        while (at < text.length && text[at]! >= '0' && text[at]! <= '9') {
          position = position * 10 + Number(text[at]);
          at += 1;
        }
        let weightRank: FieldRank = 1;
        if (at < text.length && RANK_OF_WEIGHT[text[at]!] !== undefined) {
          weightRank = RANK_OF_WEIGHT[text[at]!]!;
          at += 1;
        }
        positions.push(position * 4 + weightRank);
        if (weightRank > rank) rank = weightRank;
        if (text[at] === ',') at += 1;
      }
    }
    lexemes.push({ lexeme, positions, rank });
  }
  return lexemes;
}
