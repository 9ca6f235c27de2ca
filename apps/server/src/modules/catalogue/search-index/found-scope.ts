import {
  LENGTH_RANGES,
  PRICE_RANGES,
  type LengthRange,
  type NumberRange,
  type Orientation,
  type PriceRange,
  type TemplateKind,
} from '@frameshop/contract';
import type { FilterGroup } from '../list-queries';
import type { IndexedTemplate, SearchIndex } from './search-index';

/** What narrows a search or a list: a kind, a section and the filters beside the chips. */
export interface FoundScope {
  kind: TemplateKind;
  section?: string;
  orientation?: Orientation;
  price?: PriceRange;
  length?: LengthRange;
  /** Prices (and price ranges) by the India price when set. */
  indianPrices: boolean;
}

const inRange = (value: number | null, range: NumberRange) =>
  value !== null && value >= range.from && (range.below === null || value < range.below);

export const priceOf = (template: IndexedTemplate, indianPrices: boolean) =>
  indianPrices ? (template.priceInd ?? template.price) : template.price;

const PRICE_CHOICES = Object.entries(PRICE_RANGES) as [PriceRange, NumberRange][];
const LENGTH_CHOICES = Object.entries(LENGTH_RANGES) as [LengthRange, NumberRange][];
const ORIENTATIONS: readonly Orientation[] = ['landscape', 'portrait', 'square'];

/** The place of the range a value lies in among `choices`, or their length for none. */
function placeIn(value: number | null, choices: readonly [string, NumberRange][]): number {
  const at = choices.findIndex(([, range]) => inRange(value, range));
  return at === -1 ? choices.length : at;
}

/** Templates grouped as the filters count them: orientation, price range, length range. */
export function filterGroupsOf(
  found: readonly IndexedTemplate[],
  indianPrices: boolean,
): FilterGroup[] {
  const prices = PRICE_CHOICES.length + 1;
  const lengths = LENGTH_CHOICES.length + 1;
  const counts = new Uint32Array(ORIENTATIONS.length * prices * lengths);
  for (const template of found) {
    const orientation = ORIENTATIONS.indexOf(template.orientation);
    const price = placeIn(priceOf(template, indianPrices), PRICE_CHOICES);
    const length = placeIn(template.durationSeconds, LENGTH_CHOICES);
    counts[(orientation * prices + price) * lengths + length]! += 1;
  }
  const groups: FilterGroup[] = [];
  counts.forEach((count, at) => {
    if (count === 0) return;
    const length = at % lengths;
    const price = Math.floor(at / lengths) % prices;
    groups.push({
      orientation: ORIENTATIONS[Math.floor(at / lengths / prices)]!,
      price: PRICE_CHOICES[price]?.[0] ?? null,
      length: LENGTH_CHOICES[length]?.[0] ?? null,
      count,
    });
  });
  return groups;
}

/** The kind's templates on sale in the scope, without a search. */
export function templatesInScope(index: SearchIndex, scope: FoundScope): IndexedTemplate[] {
  return index
    .mostPopular(scope.kind)
    .map((slot) => index.template(slot)!)
    .filter((template) => inScope(template, scope));
}

export function inScope(template: IndexedTemplate, scope: FoundScope): boolean {
  return (
    template.kind === scope.kind &&
    (!scope.section || template.sections.includes(scope.section)) &&
    (!scope.orientation || template.orientation === scope.orientation) &&
    (!scope.price || inRange(priceOf(template, scope.indianPrices), PRICE_RANGES[scope.price])) &&
    (!scope.length || inRange(template.durationSeconds, LENGTH_RANGES[scope.length]))
  );
}

/** Whether the scope is a whole kind: no section and no filter. */
export const isWholeKind = (scope: FoundScope) =>
  !scope.section && !scope.orientation && !scope.price && !scope.length;
