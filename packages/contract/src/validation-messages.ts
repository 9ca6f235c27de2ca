import type { z } from 'zod';
import { fieldLabel } from './fields';

/**
 * Messages for the issues a field's schema has no wording of its own for, in place of zod's
 * defaults ("Invalid input: expected string, received number"): each names the field and says what
 * it must be. Messages written on a schema (the spec's wording) always win over these.
 *
 * `whole` names the value when an issue is about the whole of it rather than a field inside
 * ("The request body").
 */
export function validationMessages(whole = 'The value'): z.core.$ZodErrorMap {
  return (issue) => {
    const field = issue.path?.length ? fieldLabel(issue.path) : whole;
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return `${field} is required`;
        return `${field} must be ${EXPECTED[issue.expected] ?? `a ${issue.expected}`}`;
      case 'too_small':
        return `${field} must be ${sizeWords(issue.origin, issue.inclusive === false ? 'more than' : 'at least', issue.minimum)}`;
      case 'too_big':
        return `${field} must be ${sizeWords(issue.origin, issue.inclusive === false ? 'less than' : 'at most', issue.maximum)}`;
      case 'invalid_format':
        return `${field} must be ${FORMATS[issue.format] ?? 'in the expected format'}`;
      case 'invalid_value':
        return issue.values.length === 1
          ? `${field} must be ${JSON.stringify(issue.values[0])}`
          : `${field} must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
      case 'unrecognized_keys':
        return `${issue.keys.length === 1 ? 'This field is' : 'These fields are'} not accepted here: ${issue.keys.join(', ')}`;
      case 'not_multiple_of':
        return `${field} must be a multiple of ${String(issue.divisor)}`;
      case 'invalid_key':
      case 'invalid_element':
        return `${field} contains an entry that is not accepted`;
      default:
        return `${field} is not valid`;
    }
  };
}

const EXPECTED: Partial<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a JSON object',
  array: 'a list',
  nan: 'a number',
};

const FORMATS: Partial<Record<string, string>> = {
  email: 'a valid email address',
  url: 'a web address (URL)',
  uuid: 'a UUID',
  regex: 'in the expected format',
  datetime: 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
};

function sizeWords(origin: string, bound: string, limit: number | bigint): string {
  const count = String(limit);
  switch (origin) {
    case 'string':
      return `${bound} ${count} character${count === '1' ? '' : 's'} long`;
    case 'array':
    case 'set':
      return `a list of ${bound} ${count} item${count === '1' ? '' : 's'}`;
    default:
      return `${bound} ${count}`;
  }
}
