import type { PublicConfig } from '@frameshop/contract';

/** How the store takes payments, as its public settings say; undefined while they load. */
export type PaymentsSetup = PublicConfig['payments'];
