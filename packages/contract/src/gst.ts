/**
 * India's GST as the store's invoices apply it (ADR 55): the states and their codes, the GSTIN's
 * shape and check character, how a price that includes the tax splits into a taxable value and
 * CGST + SGST or IGST, the financial year, and the invoice numbers. Pure functions, shared by the
 * server (which decides) and the web app (which checks a form before it is sent).
 */

/** A state or union territory by its GST state code: what a GSTIN starts with and a place of supply names. */
export interface GstState {
  code: string;
  name: string;
}

/**
 * The GST state codes in use. 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014) are left out:
 * their registrations moved to 26 and 37, and no GSTIN issued today starts with them.
 */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

export const GST_STATE_CODES = GST_STATES.map((state) => state.code) as [string, ...string[]];
const statesByCode = new Map(GST_STATES.map((state) => [state.code, state]));

export const isGstStateCode = (code: string): boolean => statesByCode.has(code);

/** "29-Karnataka", as invoices and the GST portal name a place of supply. */
export function stateLabel(code: string): string {
  const state = statesByCode.get(code);
  return state ? `${state.code}-${state.name}` : code;
}

// ── GSTIN ─────────────────────────────────────────────────────────────────────────────────────────

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN from its first 14: the GSTN's mod-36 check. Each character's
 * value (0–9, A–Z as 10–35) is multiplied by 1 and 2 in turn; each product adds its quotient and
 * remainder by 36; the check character is the one whose value brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARACTERS.indexOf(first14[index] ?? '');
    if (value < 0) throw new Error(`Not a GSTIN character: ${first14[index]}`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is refused, one reason each, in the order they are checked. */
export type GstinProblem =
  'length' | 'characters' | 'state-code' | 'pan' | 'entity' | 'default-z' | 'check-character';

export const GstinMessage: Record<GstinProblem, string> = {
  length: 'A GSTIN has exactly 15 characters',
  characters: 'A GSTIN has only the letters A–Z and the digits 0–9',
  'state-code': 'A GSTIN starts with a state code from 01 to 38 or 97',
  pan: "Characters 3 to 12 of a GSTIN are the holder's PAN: 5 letters, 4 digits and a letter",
  entity: 'Character 13 of a GSTIN is the registration number under the PAN: 1–9 or A–Z',
  'default-z': 'Character 14 of a GSTIN is Z',
  'check-character':
    'The last character of this GSTIN does not match the others (its check character): look for a mistyped character',
};

/** What is wrong with a GSTIN (upper case, no spaces), or null when it is well formed and its check character right. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== 15) return 'length';
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return 'characters';
  if (!isGstStateCode(gstin.slice(0, 2))) return 'state-code';
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(gstin.slice(2, 12))) return 'pan';
  if (!/^[1-9A-Z]$/.test(gstin[12]!)) return 'entity';
  if (gstin[13] !== 'Z') return 'default-z';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'check-character';
  return null;
}

/** A GSTIN as typed: spaces dropped, upper case. */
export const normalGstin = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** The state code a GSTIN is registered in. */
export const stateOfGstin = (gstin: string): string => gstin.slice(0, 2);

// ── Tax rates and the split of a price ────────────────────────────────────────────────────────────

/** The GST rates the store can charge, in percent: the slabs the law has had for services. */
export const GST_RATES = [5, 12, 18, 28, 40] as const;

/** A price that includes GST, split: every part in paise, adding up to the price exactly. */
export interface GstSplit {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** Half up, to the paisa: `numerator / denominator` for non-negative integers. */
const roundedDivision = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * Splits a price that includes GST (`total` paise, `ratePercent`) into its taxable value and tax:
 * CGST and SGST at half the rate each when the supply stays in the seller's state (`intraState`),
 * IGST at the whole rate when it does not. Each tax is the total's share at its rate, rounded half
 * up to the paisa, and the taxable value the rest, so the parts add up to `total` exactly and CGST
 * equals SGST. Wherever a taxable value exists whose tax, rounded, brings it to the total, this is
 * that value (`gst.test.ts` checks it for every pack price); for the few totals none reaches (the
 * tax steps by two paise at once there) a tax differs from its rate times the taxable value by less
 * than a paisa and a half.
 */
export function splitGstInclusive(
  total: number,
  ratePercent: number,
  intraState: boolean,
): GstSplit {
  if (!Number.isInteger(total) || total < 0) throw new Error(`Not an amount of paise: ${total}`);
  // Basis points: 1800 at 18 %, of which 900 each for CGST and SGST.
  const whole = Math.round(ratePercent * 100);
  const parts = intraState ? 2 : 1;
  const tax = roundedDivision((total * whole) / parts, 10_000 + whole);
  const taxableValue = total - parts * tax;
  return intraState
    ? { taxableValue, cgst: tax, sgst: tax, igst: 0 }
    : { taxableValue, cgst: 0, sgst: 0, igst: tax };
}

// ── Financial years and numbers ───────────────────────────────────────────────────────────────────

/** The date in `timeZone` at `instant`, as year, month (1–12) and day. */
export function localDate(
  instant: Date,
  timeZone: string,
): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The month of the store's books `instant` falls in, in `timeZone`: `2026-11`. */
export function taxMonthOf(instant: Date, timeZone: string): string {
  const { year, month } = localDate(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The year a financial year starts in: India's runs from 1 April to 31 March, in the store's zone. */
export function financialYearOf(instant: Date, timeZone: string): number {
  const { year, month } = localDate(instant, timeZone);
  return month >= 4 ? year : year - 1;
}

/** "26-27" for the financial year starting in 2026. */
export function financialYearLabel(startYear: number): string {
  const short = (year: number) => String(year % 100).padStart(2, '0');
  return `${short(startYear)}-${short(startYear + 1)}`;
}

/** CGST Rule 46(b): a document's number has at most 16 characters. */
export const DOCUMENT_NUMBER_MAX = 16;
/** The digits a number is padded to (`00123`); more when a year's series outgrows them. */
export const DOCUMENT_SEQUENCE_DIGITS = 5;
/** A series' prefix: letters and digits, short enough that `<prefix>/26-27/00001` fits in 16. */
export const DOCUMENT_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

/** `FS/26-27/00123`: the prefix, the financial year and the number in its series. */
export function documentNumber(prefix: string, financialYear: number, sequence: number): string {
  return `${prefix}/${financialYearLabel(financialYear)}/${String(sequence).padStart(DOCUMENT_SEQUENCE_DIGITS, '0')}`;
}

// ── Amounts in words ──────────────────────────────────────────────────────────────────────────────

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(value: number): string {
  if (value < 20) return ONES[value]!;
  const ones = value % 10;
  return ones === 0
    ? TENS[Math.floor(value / 10)]!
    : `${TENS[Math.floor(value / 10)]}-${ONES[ones]}`;
}

function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** Whole rupees in words the Indian way, in crores, lakhs and thousands. */
function rupeesInWords(value: number): string {
  if (value === 0) return 'Zero';
  const crores = Math.floor(value / 10_000_000);
  const lakhs = Math.floor((value % 10_000_000) / 100_000);
  const thousands = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crores ? `${rupeesInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees Four Hundred Ninety-Nine and Fifty Paise Only": an amount of paise, as invoices write it. */
export function paiseInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${rupeesInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
