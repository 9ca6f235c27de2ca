import { WILDCARD_PARAMETER } from '../http/openapi-route';
import type { Field, JsonSchema } from './openapi-operations';
import type { Random } from './random';

/** What the fuzzer knows of the store it attacks: real ids and a real account. */
export interface FuzzFixtures {
  templateIds: string[];
  /** The image templates, with an overlay: exports and batches can be made of them. */
  imageTemplateIds: string[];
  /** A design the image templates take (`scene`), so an order or a batch gets past its check. */
  scene: unknown;
  /** Google ID tokens signed by the local stand-in the app trusts. */
  googleTokens: string[];
  directSellIds: string[];
  account: { email: string; password: string; username: string };
}

/**
 * A value the field would accept, so that a request differs from a valid one only where the fuzzer
 * chose to break it. Known field names first (their rules are not all in the schema), then the
 * schema's own hints.
 */
export function plausibleValue(field: Field, random: Random, fixtures: FuzzFixtures): unknown {
  const known = KNOWN[field.name];
  if (known) return known(random, fixtures);
  return fromSchema(field.schema, random, fixtures);
}

const uniqueName = (random: Random) => `fuzz${random.int(0, 36 ** 6).toString(36)}`;

const KNOWN: Record<string, (random: Random, fixtures: FuzzFixtures) => unknown> = {
  email: (random, { account }) =>
    random.chance(0.5) ? account.email : `${uniqueName(random)}@example.com`,
  password: (random, { account }) => (random.chance(0.5) ? account.password : 'wrong horse'),
  newPassword: () => 'another horse battery',
  username: (random, { account }) => (random.chance(0.3) ? account.username : uniqueName(random)),
  actualName: () => 'Fuzz Person',
  name: () => 'Ada Lovelace',
  message: () => 'Hello,\nI would like to know more about licences.',
  phoneNumber: (random) => `+1 415 5${String(random.int(0, 999_999)).padStart(6, '0')}`,
  countryCode: () => '+1',
  EmpFeild: (random) => random.pick(['Individual', 'Brand', 'Technology', 'Others']),
  otp: (random) => String(random.int(0, 999_999)).padStart(6, '0'),
  token: (random, { googleTokens }) =>
    random.chance(0.8) && googleTokens.length
      ? random.pick(googleTokens)
      : 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
  templateId: (random, { templateIds, imageTemplateIds }) => {
    // Half the time one an order, an export or a batch can be made of.
    const ids = random.chance(0.5) && imageTemplateIds.length ? imageTemplateIds : templateIds;
    const id = ids.length ? random.pick(ids) : '1001';
    return random.chance(0.2) ? `${id}-template` : id;
  },
  fileName: (random, { directSellIds }) =>
    `${directSellIds.length ? random.pick(directSellIds) : '1001'}compiled.mp4`,
  q: (random) => random.pick(['intro', 'wedding', 'promo', 'a', '100%']),
  section: (random) => random.pick(['Intros', 'Slideshows', 'Promos']),
  cursor: () => Buffer.from(JSON.stringify([10, 1003])).toString('base64url'),
  [WILDCARD_PARAMETER]: (random) =>
    random.pick(['public/posters/fuzz.webp', 'public/previews/fuzz.mp4', 'private/fuzz.mp4']),
  exp: () => String(Math.floor(Date.now() / 1000) + 3600),
  sig: () => 'c2lnbmF0dXJl',
  profilePicture: () => 'https://example.com/picture.png',
  scene: (_random, { scene }) => structuredClone(scene),
  // A batch row's texts: the fuzz design's one text layer.
  texts: () => ({ title: 'Fuzz row' }),
};

function fromSchema(schema: JsonSchema, random: Random, fixtures: FuzzFixtures): unknown {
  if (schema.enum?.length) return random.pick(schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      // Its required properties and some others, each plausible in turn (a template's fields).
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => required.has(name) || random.chance(0.5))
          .map(([name, property]) => [
            name,
            plausibleValue({ name, schema: property, required: true }, random, fixtures),
          ]),
      );
    }
    case 'array':
      return random.chance(0.5) ? [] : [fromSchema(schema.items ?? {}, random, fixtures)];
    case 'boolean':
      return random.chance(0.5);
    case 'integer':
    case 'number':
      return random.int(schema.minimum ?? 0, Math.min(schema.maximum ?? 100, 1000));
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'fuzz';
  }
}
