import type { FastifyRequest } from 'fastify';
import { payerOfAccount, teamSpenderOf, type signedIn } from '../auth';
import type { GeoService } from '../geo';
import type { Buyer } from './commerce.service';

/**
 * The buyer of a signed-in request by `account`: the account that pays and owns (the person's, or
 * with `Frameshop-Team` a team's, by its member), the region that prices it, and the API key it
 * spends with.
 */
export async function buyerOf(
  request: FastifyRequest,
  account: ReturnType<typeof signedIn>,
  geo: Pick<GeoService, 'regionOf'>,
): Promise<Buyer> {
  const payer = await payerOfAccount(request, account);
  return {
    userId: payer.accountId,
    member: teamSpenderOf(payer),
    isIndianUser: geo.regionOf(request.ip).isIndianUser,
    apiKey: account.apiKey,
  };
}
